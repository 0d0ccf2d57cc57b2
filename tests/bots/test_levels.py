"""Computer levels: the seat's level reaches its player, every level plays only legal actions from its
own observation, and easy and hard choose differently in the same positions."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from parlorgames import cli
from parlorgames.api import games, open_game
from parlorgames.bots import mapominoes as map_bot
from parlorgames.bots import round_the_world as rtw_bot
from parlorgames.bots import skip_a_cross as sac_bot
from parlorgames.bots.globe_grams import LEVEL_FLOORS
from parlorgames.engine.kinds import kind_named, random_player, rules_class
from parlorgames.engine.simulate import play_out
from parlorgames.engine.tiles import Bag
from parlorgames.games.globe_grams.gazetteer import HOUSEHOLD
from parlorgames.games.mapominoes import Hand, Tabled
from parlorgames.games.skip_a_cross import SACState
from tests.shipped_games import GAMES

LEVELS = ("easy", "normal", "hard")
DECISIONS = 40
"""Computer decisions looked at per game and level: enough to pass through every phase's choices."""


def rules_for(name: str) -> Any:
    ruleset = games()[name]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(None))


def decisions(rules: Any, seed: int, levels: tuple[str, str], count: int = DECISIONS) -> list[tuple[Any, Any, int]]:
    """(true state, action, seat) for the first `count` computer decisions of seeded games at `levels`
    (one game after another: Round the World's only choice comes seldom); every action goes through
    `rules.apply`, which refuses anything illegal."""
    choose = kind_named(rules.kind).computer_player()
    seen: list[tuple[Any, Any, int]] = []
    for game in range(200):
        rng = random.Random(f"{seed}:{game}")
        state = rules.initial(("Ann", "Bob"))
        while not rules.is_over(state) and len(seen) < count:
            if rules.is_chance(state):
                action = rules.sample_chance(state, rng)
            else:
                seat = rules.to_move(state)
                action = choose(rules, rules.observe(state, seat), rng, levels[seat])
                seen.append((state, action, seat))
            state = rules.apply(state, action)
        if len(seen) == count:
            break
    return seen


def spy(calls: list[str]):
    def player(rules: Any, observation: Any, rng: random.Random, level: str = "normal") -> Any:
        calls.append(level)
        return random_player(rules, observation, rng, level)

    return player


def test_session_passes_each_seats_level_to_its_player():
    calls: list[str] = []
    session = open_game("round-the-world", players="cpu:Ann:hard,cpu:Bob", seed=3, player=spy(calls))
    session.play_computers()
    assert session.over
    assert set(calls) <= {"hard", "normal"}
    levels_by_seat = {session.seats[0].level, session.seats[1].level}
    assert levels_by_seat == {"hard", None}


def test_play_out_passes_levels_by_seat():
    calls: list[tuple[int, str]] = []
    rules = rules_for("round-the-world")

    def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
        calls.append((seen.turn, level))
        return {"type": "waive"}

    play_out(rules, ("A", "B"), random.Random(5), player=player, levels=("easy", "hard"))
    assert calls and all(level == ("easy", "hard")[seat] for seat, level in calls)


def test_play_out_goes_on_from_a_given_state():
    """With `start`, play goes on from that state: from a fresh table it is the same game as without;
    from a state forty moves in, the first decision is taken there, not at a fresh table."""
    rules = rules_for("skip-a-cross")
    names = ("A", "B")
    states: list[Any] = []
    whole, _ = play_out(rules, names, random.Random(3), watch=states.append)
    assert play_out(rules, names, random.Random(3), start=rules.initial(names))[0] == whole
    turns_seen: list[int] = []

    def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
        turns_seen.append(sum(seen.turns))
        return sac_bot.choose(rules, seen, rng, level)

    later, _ = play_out(rules, names, random.Random(9), player=player, start=states[39])
    assert rules.is_over(later) and turns_seen[0] >= sum(states[39].turns) > 0


def test_play_out_without_levels_plays_normal():
    calls: list[str] = []
    play_out(rules_for("round-the-world"), ("A", "B"), random.Random(5), player=spy(calls))
    assert set(calls) == {"normal"}


def test_simulate_command_line_gives_each_computer_its_level(monkeypatch, capsys):
    calls: list[str] = []
    monkeypatch.setattr(rtw_bot, "choose", spy(calls))
    assert (
        cli.main(
            [
                "simulate",
                "round-the-world",
                "--games",
                "20",
                "--seed",
                "2",
                "--players",
                "cpu:A:hard,cpu:B:easy",
                "--json",
            ]
        )
        == 0
    )
    assert set(calls) == {"hard", "easy"}
    assert json.loads(capsys.readouterr().out)["seats"] == ["A", "B"]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", GAMES)
def test_every_level_plays_only_legal_actions(name, level):
    """`rules.apply` refuses illegal actions, so a game of decisions at this level proves them legal."""
    rules = rules_for(name)
    assert len(decisions(rules, 11, (level, level))) == DECISIONS


@pytest.mark.parametrize("name", GAMES)
def test_easy_and_hard_choose_differently_in_the_same_positions(name):
    rules = rules_for(name)
    choose = kind_named(rules.kind).computer_player()
    seen = decisions(rules, 11, ("normal", "normal"))
    differing = [
        state
        for i, (state, _, seat) in enumerate(seen)
        if choose(rules, rules.observe(state, seat), random.Random(i), "easy")
        != choose(rules, rules.observe(state, seat), random.Random(i), "hard")
    ]
    assert differing


def test_easy_globe_grams_forms_only_household_names():
    rules = rules_for("globe-grams")
    names = [action["name"] for _, action, _ in decisions(rules, 4, ("easy", "easy"), 60) if action["type"] == "name"]
    assert names
    assert all(rules.spec.gazetteer.familiarity(name) >= HOUSEHOLD for name in names)
    assert LEVEL_FLOORS["easy"] > LEVEL_FLOORS["normal"] > LEVEL_FLOORS["hard"]


def test_round_the_world_hard_solves_the_waiver_RTW_T5():
    """On the shipped board a fresh spin is always the quicker way home, so hard waives like normal,
    and the expected turns show by how much."""
    rules = rules_for("round-the-world")
    for disaster in sorted(rules.disasters):
        for station in range(max(0, disaster - max(rules.faces)), disaster):
            for spin in rules.faces:
                if rules.track.advance(station, spin) == disaster:
                    sail, waive = rtw_bot.expected_turns_either_way(rules, station, spin)
                    assert waive < sail
    assert 20 < rtw_bot.expected_turns(rules)[0][0] < 60


def waiver_offered(rules: Any) -> Any:
    """The first state of a seeded game where a repaired captain is offered the waiver (RTW-T5)."""
    for seed in range(100):
        rng, state = random.Random(seed), rules.initial(("Ann", "Bob"))
        while not rules.is_over(state):
            if state.pending_spin is not None:
                return state
            action = rules.sample_chance(state, rng) if rules.is_chance(state) else {"type": "sail"}
            state = rules.apply(state, action)
    raise AssertionError("no waiver offered in 100 games")


def test_waiver_expectations_say_what_either_choice_leaves_RTW_T5():
    """The hint's figures: expected turns home if the captain sails into the disaster again or waives."""
    rules = rules_for("round-the-world")
    offered = waiver_offered(rules)
    seen = rules.observe(offered, offered.turn)
    sail, waive = rtw_bot.waiver_expectations(rules, seen)
    assert (sail, waive) == rtw_bot.expected_turns_either_way(rules, seen.ships[seen.turn].station, seen.pending_spin)
    assert 0 < waive < sail
    assert rtw_bot.waiver_expectations(rules, rules.initial(("Ann", "Bob"))) is None
    assert [rtw_bot.choose(rules, seen, random.Random(0), level)["type"] for level in ("normal", "hard")] == [
        "waive",
        "waive",
    ]
    assert {rtw_bot.choose(rules, seen, random.Random(i), "easy")["type"] for i in range(20)} == {"sail", "waive"}


def test_round_the_world_hard_sails_when_the_chain_says_sailing_is_quicker_RTW_T5(monkeypatch):
    """The level changes the choice when the expected turns do: a board where sailing is quicker."""
    rules = rules_for("round-the-world")
    seen = waiver_offered(rules)
    monkeypatch.setattr(rtw_bot, "expected_turns_either_way", lambda rules, station, spin: (10.0, 12.0))
    assert rtw_bot.choose(rules, seen, random.Random(0), "hard") == {"type": "sail"}
    assert rtw_bot.choose(rules, seen, random.Random(0), "normal") == {"type": "waive"}


def sac_position(rules: Any, mine: tuple[str, ...], theirs: tuple[str, ...], centre: str, drawn: str) -> SACState:
    """Seat 0 to move with its drawn letter, the pool holding every other tile."""
    pool = Bag.from_counts(rules.tiles).take("".join(mine + theirs) + centre + drawn)
    return SACState(
        names=("Ann", "Bob"), pool=pool, face_up=Bag.of(centre), words=(mine, theirs), drawn=drawn, turns=(3, 3)
    )


def test_skip_a_cross_hard_grows_a_word_out_of_reach_of_an_open_steal_SAC_5_SAC_6():
    """RAVENS can be stolen from a centre of G, J, N with a C, E, I or T drawn; normal's plan over the whole
    list forms GEN and leaves RAVENS (and GEN) open, hard grows RAVENS to ENGRAVES, which only a C or an S
    can steal."""
    rules = rules_for("skip-a-cross")
    state = sac_position(rules, ("WONKIEST", "RAVENS"), (), "GJN", "E")
    seen = rules.observe(state, 0)
    assert sac_bot.steal_draws(rules, "RAVENS", "GJN") == {"C", "E", "I", "T"}
    assert sac_bot.normal_play(rules, seen) == {"type": "word", "word": "GEN"}
    hard = sac_bot.choose(rules, seen, random.Random(0), "hard")
    assert hard == {"type": "extend", "old": "RAVENS", "word": "ENGRAVES"}
    assert sac_bot.steal_draws(rules, "ENGRAVES", "JN") == {"C", "S"}
    odds = sac_bot.draw_odds(rules, seen)
    assert sac_bot.threat(rules, "JN", ("WONKIEST", "ENGRAVES"), odds) < sac_bot.threat(
        rules, "J", ("WONKIEST", "RAVENS", "GEN"), odds
    )
    rules.apply(state, hard)


def test_skip_a_cross_hard_weighs_the_steals_a_word_leaves_open_SAC_5():
    """The threat counts the draws that let the next player steal a word (two) or form one (one)."""
    rules = rules_for("skip-a-cross")
    odds = (("S", 0.5), ("X", 0.5))
    assert sac_bot.steal_draws(rules, "TONE", "") >= {"S"}
    assert sac_bot.threat(rules, "", ("TONE",), odds) == pytest.approx(0.5 * sac_bot.STEAL_SWING)
    assert sac_bot.threat(rules, "", (), odds) == 0.0
    assert sac_bot.threat(rules, "AT", (), odds) == pytest.approx(1.0)  # SAT with the S, TAX with the X


def test_skip_a_cross_hard_sees_a_steal_the_centre_alone_completes_whatever_is_drawn_SAC_5():
    """CAT with an H face up is CHAT for any draw: the threat counts a steal for every letter."""
    rules = rules_for("skip-a-cross")
    odds = (("A", 0.5), ("U", 0.5))
    assert "A" in sac_bot.steal_draws(rules, "CAT", "H") and "U" in sac_bot.steal_draws(rules, "CAT", "H")
    assert "U" not in sac_bot.steal_draws(rules, "CAT", "")
    assert sac_bot.threat(rules, "H", ("CAT",), odds) == pytest.approx(sac_bot.STEAL_SWING)


def test_skip_a_cross_draw_odds_count_only_what_the_seat_may_see_SAC_2_SAC_4():
    """The pool is face down; its letters are the tile set less everything face up and the seat's own draw."""
    rules = rules_for("skip-a-cross")
    state = sac_position(rules, ("QUIZ",), ("JINX",), "KY", "E")
    odds = dict(sac_bot.draw_odds(rules, rules.observe(state, 0)))
    assert sum(odds.values()) == pytest.approx(1.0)
    assert not {"Q", "Z", "X", "J", "K"} & odds.keys()  # the one Q, Z, X, J and K are in view
    assert odds["E"] == pytest.approx((rules.tiles["E"] - 1) / len(state.pool))


def map_position(rules: Any, tabled: dict[tuple[int, int], str], hand: list[str], transit: int = 0) -> Any:
    """Seat 0 to move in a round in play: these cards on the table, this hand, the rival the rest."""
    table: list[Any] = [None] * (rules.width * rules.height)
    for (row, col), county in tabled.items():
        table[rules.grid.index((row, col))] = Tabled(county, None)
    rest = Bag.of(c for c in rules.counties if c not in hand and c not in tabled.values())
    state = rules.initial(("Ann", "Bob"))
    return replace(
        state,
        phase="play",
        table=tuple(table),
        openings=rules.openings_of(table),
        undealt=Bag(),
        pile=5,
        hands=(Hand(Bag.of(hand), transit), Hand(rest, 1)),
    )


def test_mapominoes_hard_sends_an_island_out_on_a_transit_card_early_MAP_X1():
    """An island borders no county, so only a Transit card lets it go: hard plays one at once,
    normal places an ordinary card and keeps its Transit card."""
    rules = rules_for("mapominoes")
    centre = rules.grid.cell(rules.centre)
    state = map_position(rules, {centre: "Hampshire"}, ["Isle of Wight", "Dorset", "Wiltshire"], transit=1)
    seen = rules.observe(state, 0)
    assert map_bot.choose(rules, seen, random.Random(0), "normal")["type"] == "place"
    hard = map_bot.choose(rules, seen, random.Random(0), "hard")
    assert hard["type"] == "transit" and hard["nomination"] in {"English Channel", "Solent"}
    after = rules.apply(state, hard)
    assert any(county == "Isle of Wight" for county, _ in rules.placements(after))


def test_mapominoes_hard_counts_the_rivals_cards_MAP_R1():
    """Every County card is dealt: those neither tabled nor in hand are the rivals'."""
    rules = rules_for("mapominoes")
    centre = rules.grid.cell(rules.centre)
    state = map_position(rules, {centre: "Hampshire"}, ["Dorset", "Wiltshire"])
    rivals = map_bot.rival_cards(rules, rules.observe(state, 0))
    assert rivals == frozenset(state.hands[1].counties) and len(rivals) == len(rules.counties) - 3
    assert map_bot.fitting_cards(rules, rules.observe(state, 0)).keys() == {"Dorset", "Wiltshire"}


def test_mapominoes_hard_leaves_its_rivals_fewer_places_than_normal_MAP_P1_MAP_P3():
    """Where hard and normal place differently, hard's placements leave the rival's cards fewer
    spaces to go in all (the cards are counted from the seat's own observation)."""
    rules = rules_for("mapominoes")
    choose = map_bot.choose
    totals = {"normal": 0, "hard": 0}
    differing = 0
    for state, _, seat in decisions(rules, 5, ("normal", "normal"), 150):
        seen = rules.observe(state, seat)
        picks = {level: choose(rules, seen, random.Random(0), level) for level in totals}
        if picks["normal"] == picks["hard"] or any(p["type"] != "place" for p in picks.values()):
            continue
        differing += 1
        rivals = frozenset(state.hands[1 - seat].counties)
        for level, action in picks.items():
            after = rules.apply(state, action)
            totals[level] += sum(len(allowed & rivals) for allowed in after.openings.values())
    assert differing >= 10 and totals["hard"] < totals["normal"], (differing, totals)
