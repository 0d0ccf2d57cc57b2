"""Hints for people, engine-level: each kind's hints in a constructed or seeded position, every hinted
play legal, and hints that depend only on what the seat may see (its observation)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from parlorgames.api import games
from parlorgames.bots import MOST_HINTS as MOST
from parlorgames.bots.globe_grams import EACH_KIND
from parlorgames.bots.globe_grams import hints as globe_grams
from parlorgames.bots.round_the_world import hints as round_the_world
from parlorgames.bots.skip_a_cross import RARE_MARK as SAC_RARE
from parlorgames.bots.zig_zaggle import RARE_MARK as ZZ_RARE
from parlorgames.bots.zig_zaggle import TOP_PLAYS
from parlorgames.bots.zig_zaggle import hints as zig_zaggle
from parlorgames.engine.kinds import Hint, kind_named, rules_class
from parlorgames.engine.lexicon import common_words
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import SaveError, Seat, Session
from parlorgames.engine.tiles import Bag
from parlorgames.games.globe_grams import GGState
from parlorgames.games.globe_grams.state import Placed
from parlorgames.games.skip_a_cross import SACState, Vote
from parlorgames.games.zig_zaggle import FREE
from tests.positions import tone_to_steal


def rules_for(name: str, variant: str | None = None) -> Any:
    ruleset = games()[name]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))


def seeded(rules: Any, seed: int, until: Any, names: tuple[str, ...] = ("Ann", "Bob")) -> Any:
    """The first state of a seeded game (chance and random legal play) where `until(state)` holds."""
    rng = random.Random(seed)
    state = rules.initial(names)
    for _ in range(2_000):
        if until(state):
            return state
        if rules.is_chance(state):
            state = rules.apply(state, rules.sample_chance(state, rng))
        else:
            state = rules.apply(state, rng.choice(rules.legal_actions(state)))
    raise AssertionError("the position never came")


def hints_of(rules: Any, state: Any) -> list[Hint]:
    """The hints the table gives the seat to move: from that seat's observation only."""
    return kind_named(rules.kind).hint_finder()(rules, rules.observe(state, rules.to_move(state)))


def advice(hints: list[Hint]) -> tuple[tuple[str, str], ...]:
    """The one piece of advice given where no play is worth naming: no action and no points, only the
    ways on, each as (the game's action, what it does)."""
    [hint] = hints
    assert hint.action is None and hint.points is None and hint.ways_on
    return hint.ways_on


def test_every_built_in_kind_registers_hints():
    for ruleset in games().values():
        assert kind_named(ruleset.kind).hint_finder() is not None, ruleset.name


# --- Zig Zaggle ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def zz():
    """The opening after a seeded deal, the Free letters taken off Ann's rack so every play is quick to list."""
    rules = rules_for("zig-zaggle")
    state = seeded(rules, 7, lambda s: s.dealt and not rules.is_chance(s))
    return rules, replace(state, racks=(Bag.of(t for t in state.racks[0] if t != FREE), *state.racks[1:]))


def test_zig_zaggle_hints_are_the_best_plays_with_their_scores_ZZ_S1(zz):
    """The best plays of words a family knows, best first; then the best play of all where it scores
    more, marked as a rarer word."""
    rules, state = zz
    hints = hints_of(rules, state)
    known = [h for h in hints if ZZ_RARE not in h.description]
    rarer = [h for h in hints if ZZ_RARE in h.description]
    assert 1 <= len(known) <= TOP_PLAYS and len(rarer) <= 1 and hints == known + rarer
    assert [h.points for h in known] == sorted((h.points for h in known), reverse=True)
    for hint in hints:
        tiles = [tuple(t) for t in hint.action["tiles"]]
        verdict = rules.examine(state, tiles, check_words=False)
        assert hint.points == verdict.total and hint.description.startswith(verdict.words[0].text)
        assert all(w.text.lower() in common_words() for w in verdict.words) == (hint not in rarer)
        rules.apply(state, hint.action)
    plays = [a for a in rules.legal_actions(state) if a["type"] == "play"]
    best = max(rules.examine(state, [tuple(t) for t in a["tiles"]], check_words=False).total for a in plays)
    assert max(h.points for h in hints) == best
    assert not rarer or rarer[0].points > known[0].points


def test_no_zig_zaggle_hint_while_a_play_may_be_challenged_ZZ_C1(zz):
    rules, state = zz
    best = hints_of(rules, state)[0]
    window = rules.apply(state, best.action)
    assert window.window is not None and zig_zaggle(rules, rules.observe(window, rules.to_move(window))) == []


def test_zig_zaggle_hint_with_no_play_says_to_exchange_or_pass_ZZ_P6_P7(zz):
    """A rack that spells nothing gets advice rather than an empty window: the keys that go on."""
    rules, state = zz
    stuck = replace(state, racks=(Bag.of(["Qr", "Vb", "Zy", "Qg", "Vg", "Zr", "Qy", "Vr", "Zg"]), *state.racks[1:]))
    assert not [a for a in rules.legal_actions(stuck) if a["type"] == "play"]
    assert advice(hints_of(rules, stuck)) == (("exchange", "exchanges (ZZ-P7)"), ("pass", "passes (ZZ-P6)"))
    rules.apply(stuck, {"type": "pass"})


# --- Globe-Grams ----------------------------------------------------------------------------------------


def test_globe_grams_hints_name_captures_and_own_names_GG_X1():
    rules = rules_for("globe-grams")
    aden = Placed("ADEN", ("A", "D", "E", "N"), (), 10)
    racks = (Bag.of("MRKXQ"), Bag.of("OOO"))
    state = GGState(
        names=("Ann", "Bob"),
        pot=rules.spec.full_pot.take([*"MRKXQ", *"OOO", *"ADEN"]),
        racks=racks,
        placed=((), (aden,)),
        scores=(0, 0),
        phase="form",
    )
    hints = hints_of(rules, state)
    texts = [h.description for h in hints]
    assert "DENMARK capturing ADEN from Bob" in texts
    denmark = hints[texts.index("DENMARK capturing ADEN from Bob")]
    after = rules.apply(state, denmark.action)
    assert after.scores[0] - state.scores[0] == denmark.points
    for kind in ("capturing", "from your letters", "with the three special letters"):
        assert sum(kind in text for text in texts) <= EACH_KIND
    # Bob's rack is not Ann's to see: other letters there change nothing
    assert hints_of(rules, replace(state, racks=(racks[0], Bag.of("EEE")))) == hints


def test_a_globe_grams_hint_that_spends_a_blank_says_which_letter_it_stands_for_GG_T6():
    """DENMAR? can form DENMARK only with its blank for the K: the hint says so before it is picked,
    as the name box does once it is typed; a name of real letters says nothing of blanks."""
    rules = rules_for("globe-grams")
    racks = (Bag.of("DENMAR?"), Bag.of("OOO"))
    state = GGState(
        names=("Ann", "Bob"),
        pot=rules.spec.full_pot.take([*"DENMAR?", *"OOO"]),
        racks=racks,
        placed=((), ()),
        scores=(0, 0),
        phase="form",
    )
    texts = [hint.description for hint in hints_of(rules, state)]
    assert "DENMARK from your letters, a blank for K" in texts
    real = replace(state, racks=(Bag.of("DENMARK"), racks[1]), pot=rules.spec.full_pot.take([*"DENMARK", *"OOO"]))
    assert "DENMARK from your letters" in [hint.description for hint in hints_of(rules, real)]


def test_no_globe_grams_hint_before_the_spin_GG_T1():
    rules = rules_for("globe-grams")
    state = seeded(rules, 3, lambda s: s.phase == "spin")
    assert globe_grams(rules, rules.observe(state, state.turn)) == []


def test_globe_grams_hint_with_no_name_in_reach_says_to_end_the_turn_GG_T2():
    rules = rules_for("globe-grams")
    state = GGState(
        names=("Ann", "Bob"),
        pot=rules.spec.full_pot.take([*"QXZ", *"OOO"]),
        racks=(Bag.of("QXZ"), Bag.of("OOO")),
        placed=((), ()),
        scores=(0, 0),
        phase="form",
    )
    assert advice(hints_of(rules, state)) == (("end", "ends your turn (GG-T2)"),)
    rules.apply(state, {"type": "end"})


@pytest.mark.parametrize("phase, rule", [("take", "GG-T3"), ("discard", "GG-T4"), ("exchange", "GG-T5")])
def test_globe_grams_hints_the_letters_to_take_put_back_or_pass_GG_T3_T4_T5(phase, rule):
    """After TAKE, DISCARD or EXCHANGE the hint is the letters the computer would choose, as one move
    the rules accept, told with its rule; the name search waits for the forming phase."""
    from parlorgames.bots.globe_grams import letters_chosen

    rules = rules_for("globe-grams")
    state = seeded(rules, 2, lambda s: s.phase == phase and s.pending > 0)
    seat = rules.to_move(state)
    seen = rules.observe(state, seat)
    [hint] = globe_grams(rules, seen)
    assert hint.action == letters_chosen(rules, seen) and len(hint.action["letters"]) > 0
    assert rule in hint.description and ", ".join(hint.action["letters"]) in hint.description
    rules.apply(state, hint.action)


# --- Skip-A-Cross ----------------------------------------------------------------------------------------


def test_skip_a_cross_hints_steals_words_and_extensions_SAC_5():
    rules = rules_for("skip-a-cross")
    state = tone_to_steal()
    hints = hints_of(rules, state)
    known = [h for h in hints if SAC_RARE not in h.description]
    rarer = [h for h in hints if SAC_RARE in h.description]
    assert hints == known + rarer  # the family's words first
    for some in (known, rarer):
        kinds = [h.action["type"] for h in some]
        assert kinds == sorted(kinds, key=["steal", "word", "extend"].index)
    assert {h.action["type"] for h in hints} == {"steal", "word", "extend"}
    for hint in hints:
        rules.apply(state, hint.action)
        if hint.action["type"] == "steal":
            assert rules.judge("TONE", hint.action["word"]).accepted and hint.description.startswith(
                f"Steal Bob's TONE as {hint.action['word']}"
            )
    assert "Steal Bob's TONE as TONES" not in [h.description for h in hints]  # an inflection is no steal
    assert "Form SAP from the centre" in [h.description for h in hints]
    # the pool lies face down: other letters in it change nothing
    assert hints_of(rules, replace(state, pool=Bag.of("ZZZZ"))) == hints


def test_skip_a_cross_hint_with_nothing_in_reach_says_to_form_no_word_SAC_3_SAC_7():
    """No steal, word or extension: one piece of advice (no move to play), naming the key and the rule."""
    rules = rules_for("skip-a-cross")
    state = SACState(names=("Ann", "Bob"), pool=Bag.of("QQQQ"), words=((), ()), drawn="Q", turns=(0, 0))
    assert advice(hints_of(rules, state)) == (("pass", "forms no word (SAC-3)"),)
    assert rules.apply(state, {"type": "pass"}).face_up.counts()["Q"] == 1
    emptied = SACState(names=("Ann", "Bob"), pool=Bag(), face_up=Bag.of("QX"), words=((), ()), turns=(0, 0))
    assert advice(hints_of(rules, emptied)) == (("pass", "forms no word (SAC-7)"),)
    rules.apply(emptied, {"type": "pass"})


def test_no_skip_a_cross_hint_during_a_vote_SAC_5():
    rules = rules_for("skip-a-cross")
    state = SACState(
        names=("Ann", "Bob"),
        pool=Bag.of("QQQQ"),
        face_up=Bag.of("AP"),
        words=(("CORN",), ("PAINT",)),
        drawn="S",
        turns=(0, 0),
    )
    voting = replace(state, vote=Vote(caller=0, victim=1, old="PAINT", word="REPAINT", voters=(1,)))
    assert hints_of(rules, voting) == []


# --- Mapominoes ------------------------------------------------------------------------------------------


def test_mapominoes_hints_every_card_that_fits_and_where_MAP_P1():
    rules = rules_for("mapominoes")
    state = seeded(rules, 11, lambda s: s.phase == "play" and rules.placements(s))
    hints = hints_of(rules, state)
    spaces: dict[str, set[str]] = {}
    for county, cell in rules.placements(state):
        spaces.setdefault(county, set()).add(rules.cell_name(cell))
    assert len(hints) == min(len(spaces), MOST)
    for hint in hints:
        county = hint.action["card"]
        named = hint.description.removeprefix(f"{county} fits at ").removesuffix(" …").split(", ")
        assert set(named) <= spaces[county] and len(named) == min(len(spaces[county]), 4)
        assert rules.cell_name(rules.grid.index((hint.action["row"], hint.action["col"]))) == named[0]
        rules.apply(state, hint.action)
    hidden = replace(
        state, hands=tuple(h if s == state.turn else replace(h, counties=Bag()) for s, h in enumerate(state.hands))
    )
    assert hints_of(rules, hidden) == hints


def test_mapominoes_hint_with_nothing_to_play_says_how_the_go_ends_MAP_R3():
    """A hand with no card that fits and no Transit card: advice to draw (or, the pile empty, to end the go)."""
    rules = rules_for("mapominoes")
    state = seeded(rules, 11, lambda s: s.phase == "play")
    seat = state.turn

    def holding(county: str, pile: int):
        hand = replace(state.hands[seat], counties=Bag.of([county]), transit=0)
        return replace(state, hands=tuple(hand if s == seat else h for s, h in enumerate(state.hands)), pile=pile)

    stranded = next(c for c in rules.counties if not rules.placements(holding(c, 3)))
    assert advice(hints_of(rules, holding(stranded, 3))) == (
        ("draw", "draws a Transit card and ends your go (MAP-R3)"),
    )
    assert rules.apply(holding(stranded, 3), {"type": "draw"}).hands[seat].transit == 1
    assert advice(hints_of(rules, holding(stranded, 0))) == (("draw", "ends your go (MAP-R3)"),)
    rules.apply(holding(stranded, 0), {"type": "draw"})


# --- Round the World ----------------------------------------------------------------------------------------


def test_round_the_world_hints_the_expected_turns_either_way_at_a_waiver_RTW_T5():
    rules = rules_for("round-the-world", "game-1")
    state = rules.apply(rules.initial(("Ann",)), {"type": "commodore", "seat": 0})
    state = rules.apply(state, {"type": "spin", "value": 5})
    assert round_the_world(rules, state) == []  # a spin to make, no waiver yet
    asked = rules.apply(state, {"type": "spin", "value": 5})
    assert asked.pending_spin == 5
    hints = hints_of(rules, asked)
    assert {h.action["type"] for h in hints} == {"sail", "waive"}
    turns = [float(h.description.split("about ")[1].split(" turns")[0]) for h in hints]
    assert turns == sorted(turns) and all(t > 0 for t in turns)
    assert all("to New York" in h.description for h in hints)


# --- the table's setting, kept in saves -------------------------------------------------------------------


def test_hints_are_kept_in_the_save_where_they_differ_from_the_variant():
    seats = [Seat("Ann"), Seat("Bob")]
    plain = Session(find("zig-zaggle"), seats, 3)
    assert not plain.hints and "hints" not in plain.to_json()
    asked = Session(find("zig-zaggle"), seats, 3, hints=True)
    assert asked.to_json()["hints"] is True and Session.from_json(asked.to_json()).hints
    made_for_hints = Session(find("globe-grams"), seats, 3, "hints")
    assert made_for_hints.hints and "hints" not in made_for_hints.to_json()
    refused = Session(find("globe-grams"), seats, 3, "hints", hints=False).to_json()
    assert refused["hints"] is False and not Session.from_json(refused).hints
    with pytest.raises(SaveError, match="'hints'"):
        Session.from_json({**refused, "hints": "yes"})


def test_globe_grams_hints_offer_well_known_names_first_GG_N1():
    """With these letters the gazetteer also holds LAFIAGI and SEVNICA, which few at a table would
    know; the hints name only places the normal computer knows while any of them fits."""
    from parlorgames.bots.globe_grams import BOT_FLOOR, candidates

    rules = rules_for("globe-grams")
    rack = Bag.of("AACFGIILSSUV")
    state = GGState(
        names=("Ann", "Bob"),
        pot=rules.spec.full_pot.take([*"AACFGIILSSUV", *"OOO"]),
        racks=(rack, Bag.of("OOO")),
        placed=((), ()),
        scores=(0, 0),
        phase="form",
    )
    everything = {c.text for c in candidates(rules, rules.observe(state, 0))}
    obscure = {name for name in everything if rules.spec.gazetteer.familiarity(name) < BOT_FLOOR}
    hints = hints_of(rules, state)
    assert hints and obscure, "the letters fit names of both kinds"
    assert all(rules.spec.gazetteer.familiarity(h.description.split(" ")[0]) >= BOT_FLOOR for h in hints)
