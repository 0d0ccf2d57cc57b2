"""Skip-A-Cross rule by rule (docs/rules/skip-a-cross.md), the issue's steal examples, and whole games."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlorgames.bots.skip_a_cross import choose
from parlorgames.engine.errors import ActionError, GameOver, IllegalAction, MalformedAction, NotYourTurn
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.lexicon import Kinship, WordFamilies, default_families
from parlorgames.engine.ruleset import RulesetError, find, load_text
from parlorgames.engine.session import Seat, Session
from parlorgames.engine.simulate import play_out
from parlorgames.engine.tiles import HIDDEN, Bag
from parlorgames.games.skip_a_cross import (
    Appraisal,
    SACState,
    SkipACross,
    added_letters,
    inflection_chain,
    judge_steal,
    spelling_verdict,
)

NAMES = ("Ann", "Bob")


def make_rules(variant: str | None = None, overrides: dict | None = None) -> SkipACross:
    ruleset = find("skip-a-cross")
    return rules_class(ruleset.kind)(ruleset, ruleset.with_overrides(variant, overrides or {}))


@pytest.fixture(scope="module")
def rules() -> SkipACross:
    return make_rules()


def table(
    rules: SkipACross,
    face_up: str = "",
    drawn: str | None = None,
    words=((), ()),
    turn: int = 0,
    pool: str | None = None,
    names=NAMES,
) -> SACState:
    """A state set up by hand: letters not in the centre, a hand or a word stay in the pool."""
    start = rules.initial(tuple(names))
    held = "".join(w for ws in words for w in ws)
    pool_letters = start.pool.take(face_up + (drawn or "") + held) if pool is None else Bag.of(pool)
    return replace(
        start, pool=pool_letters, face_up=Bag.of(face_up), drawn=drawn, words=tuple(tuple(w) for w in words), turn=turn
    )


def tiles_in(rules: SkipACross, state: SACState) -> int:
    return (
        len(state.pool)
        + len(state.face_up)
        + (state.drawn is not None)
        + sum(len(w) for held in state.words for w in held)
    )


# --- SAC-9: the tile set ---------------------------------------------------------------------------


def test_standard_distribution_without_blanks_SAC_9(rules):
    state = rules.initial(NAMES)
    counts = Counter(state.pool)
    assert len(state.pool) == rules.tile_count == 98
    assert (counts["E"], counts["A"], counts["I"], counts["O"], counts["Q"], counts["Z"]) == (12, 9, 9, 8, 1, 1)
    assert set(counts) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), "26 letters and no blank"
    assert state.face_up == Bag() and state.words == ((), ())


def test_tile_set_comes_from_the_ruleset_and_is_checked_SAC_9():
    text = Path(find("skip-a-cross").source).read_text().replace("    Z: 1\n", "    Z: 1\n    '?': 2\n")
    with pytest.raises(RulesetError) as err:
        load_text(text, "bad.yaml")
    assert "components.tiles.?: a tile is one letter A–Z (SAC-9)" in str(err.value)


# --- SAC-1: the basis --------------------------------------------------------------------------------


@pytest.mark.parametrize(("variant", "basis"), [("three-letter", 3), ("four-letter", 4), ("five-letter", 5)])
def test_basis_is_the_least_length_of_a_word_SAC_1(variant, basis):
    rules = make_rules(variant)
    assert rules.basis == basis
    state = table(rules, face_up="STONE", drawn="R")
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, {"type": "word", "word": {3: "NO", 4: "TON", 5: "TONE"}[basis]})
    assert err.value.rule == "SAC-1" and f"at least {basis} letters" in err.value.message
    made = rules.apply(state, {"type": "word", "word": {3: "TON", 4: "TONE", 5: "STONE"}[basis]})
    assert made.words[0] == ({3: "TON", 4: "TONE", 5: "STONE"}[basis],)


# --- SAC-2: a turn --------------------------------------------------------------------------------------


def test_turn_draws_one_hidden_letter_then_forms_a_word_SAC_2(rules):
    state = table(rules, face_up="TNE")
    assert rules.is_chance(state) and not rules.chance_is_gesture(state), "the draw is automatic, not a key"
    with pytest.raises(ValueError, match="too many outcomes to list"):
        rules.chance_outcomes(state)
    draws = [rules.sample_chance(state, random.Random(seed))["letter"] for seed in range(200)]
    assert set(draws) <= set(state.pool) and len(set(draws)) > 10
    assert rules.legal_actions(state) == []
    with pytest.raises(NotYourTurn) as err:
        rules.apply(state, {"type": "pass"})
    assert err.value.rule == "SAC-2"
    drawn = rules.apply(state, {"type": "draw", "letter": "O"})
    assert drawn.drawn == "O" and len(drawn.pool) == len(state.pool) - 1
    assert "O" not in " ".join(drawn.events), "the log never shows the drawn letter"
    with pytest.raises(IllegalAction) as err:
        rules.apply(drawn, {"type": "draw", "letter": "E"})
    assert err.value.rule == "SAC-2" and "one letter a turn" in err.value.message
    formed = rules.apply(drawn, {"type": "word", "word": "tone"})
    assert formed.words[0] == ("TONE",) and formed.face_up == Bag() and formed.turn == 1
    assert "using the drawn letter" in formed.events[-1]
    assert rules.is_chance(formed), "the next player draws"


def test_a_word_of_face_up_letters_alone_is_allowed_SAC_2(rules):
    state = table(rules, face_up="CAT", drawn="Q")
    after = rules.apply(state, {"type": "word", "word": "CAT"})
    assert after.words[0] == ("CAT",) and after.face_up == Bag.of("Q")


def test_refused_words_say_why_SAC_2(rules):
    state = table(rules, face_up="CAT", drawn="S")
    for action, fragment in [
        ({"type": "word", "word": "TACX"}, "not a word: not in the word list"),
        ({"type": "word", "word": "CATTS"}, "not a word"),
        ({"type": "word", "word": "SCAT"}, None),
        ({"type": "word", "word": "CASTS"}, "needs S, which is not to hand (centre: ACT + your drawn letter)"),
        ({"type": "word", "word": "CHATS"}, "needs H, which is not to hand"),
        ({"type": "word", "word": "CHANTS"}, "needs H, N, which are not to hand"),
    ]:
        if fragment is None:
            rules.apply(state, action)
            continue
        with pytest.raises(IllegalAction) as err:
            rules.apply(state, action)
        assert err.value.rule == "SAC-2" and fragment in err.value.message


# --- SAC-3: discarding the drawn letter ------------------------------------------------------------------


def test_no_word_or_a_word_without_the_drawn_letter_discards_it_face_up_SAC_3(rules):
    state = table(rules, face_up="CAT", drawn="Z")
    passed = rules.apply(state, {"type": "pass"})
    assert passed.face_up == Bag.of("CATZ") and passed.drawn is None
    assert "discards the drawn Z face up (SAC-3)" in passed.events[-1]
    without = rules.apply(state, {"type": "word", "word": "CAT"})
    assert without.face_up == Bag.of("Z")
    with_it = rules.apply(table(rules, face_up="CA", drawn="T"), {"type": "word", "word": "CAT"})
    assert with_it.face_up == Bag()


# --- SAC-4: words in front of their owners ---------------------------------------------------------------


def test_words_stand_in_front_of_their_owners_and_only_the_drawn_letter_is_private_SAC_4(rules):
    assert SkipACross.private_information
    state = table(rules, face_up="", drawn="K", words=(("TONE", "CAT"), ("DOG",)))
    rows = rules.standings(state)
    assert rows[0]["word_list"] == ["TONE", "CAT"] and rows[0]["words"] == 2 and rows[0]["tiles"] == 7
    assert rows[1]["word_list"] == ["DOG"]
    assert "K" not in json.dumps(rows), "standings are public: no drawn letter"
    assert rules.describe(replace(state, drawn=None), {"type": "draw", "letter": "K"}) == "Ann draws a letter"


# --- SAC-5: stealing -----------------------------------------------------------------------------------------


STEALS = [
    ("TONE", "STONE", True),
    ("TONE", "TONES", False),
    ("TEAR", "TEARS", False),
    ("PLAY", "PLAYED", False),
    ("APPEAR", "PARAPET", True),
    ("SIZE", "RESIZE", False),
]
IRREGULAR_INFLECTIONS = [
    ("EAT", "EATEN"),
    ("MEAN", "MEANT"),
    ("OX", "OXEN"),
    ("CHILD", "CHILDREN"),
    ("FALL", "FALLEN"),
    ("HIDE", "HIDDEN"),
]
ANOTHER_ROOT = [("CORN", "CORNER"), ("PORT", "REPORT"), ("HAM", "HAMMER"), ("MOTH", "MOTHER")]


@pytest.mark.parametrize(("old", "new", "accepted"), STEALS)
def test_the_issues_steal_examples_SAC_5(rules, old, new, accepted):
    added = "".join((Counter(new) - Counter(old)).elements())
    state = table(rules, face_up=added[1:], drawn=added[0], words=((), (old,)))
    action = {"type": "steal", "victim": 1, "old": old, "word": new}
    if accepted:
        after = rules.apply(state, action)
        assert after.words == ((new,), ())
        assert "(SAC-5)" in after.events[-1]
    else:
        with pytest.raises(IllegalAction) as err:
            rules.apply(state, action)
        assert err.value.rule == "SAC-5" and "no steal:" in err.value.message
        assert ("call a vote" in err.value.message) == (rules.judge(old, new).tier == "same root")


@pytest.mark.parametrize(("old", "new"), IRREGULAR_INFLECTIONS)
def test_irregular_inflections_are_no_steal_SAC_5(rules, old, new):
    verdict = rules.judge(old, new)
    assert (verdict.accepted, verdict.tier, verdict.votable) == (False, "inflection", False)
    assert f"{new} is a form of the" in verdict.reason and old in verdict.reason


@pytest.mark.parametrize(("old", "new"), ANOTHER_ROOT)
def test_a_word_of_another_root_is_a_steal_though_the_old_one_stands_inside_SAC_5(rules, old, new):
    verdict = rules.judge(old, new)
    assert (verdict.accepted, verdict.tier) == (True, "another root")
    assert f"{old} stands inside {new}" in verdict.reason


TIERS = [
    ("TONE", "TONES", "inflection"),
    ("PLAY", "PLAYED", "inflection"),
    ("STOP", "STOPPED", "inflection"),
    ("SIZE", "SIZING", "inflection"),
    ("CRY", "CRIED", "inflection"),
    ("LATE", "LATEST", "inflection"),
    ("BIG", "BIGGER", "inflection"),
    ("ATE", "EATEN", "inflection"),
    ("PLAY", "PLAYERS", "same root"),
    ("HAPPY", "HAPPILY", "same root"),
    ("SIZE", "RESIZE", "same root"),
    ("PAINT", "REPAINT", "same root"),
    ("KIND", "KINDNESS", "same root"),
    ("TEACH", "TEACHER", "same root"),
    ("PLAY", "REPLAYED", "same root"),
    ("APPEAR", "DISAPPEAR", "same root"),
    ("TONE", "STONE", "another root"),
    ("RAIN", "TRAIN", "another root"),
    ("CARE", "SCARE", "another root"),
    ("APPEAR", "PARAPET", "another root"),
    ("TEAR", "TREAT", "another root"),
]


@pytest.mark.parametrize(("old", "new", "tier"), TIERS)
def test_the_judge_rules_in_tiers_SAC_5(rules, old, new, tier):
    verdict = rules.judge(old, new)
    assert verdict.tier == tier
    assert verdict.accepted == (tier == "another root")
    assert old in verdict.reason and new in verdict.reason


def test_the_spelling_lists_judge_words_the_dictionary_does_not_know_SAC_5():
    inflections = ("S", "ES", "ED", "D", "ING", "ER", "EST", "LY")
    empty = WordFamilies()
    assert judge_steal("BLORP", "BLORPS", empty, inflections).tier == "inflection"
    assert judge_steal("BLORP", "REBLORP", empty, inflections, ("RE",)).tier == "same root"
    assert judge_steal("BLORP", "SBLORP", empty, inflections, ("RE",)).accepted


# SAC-5's fourth point: function words and short words, both ways.
FUNCTION_AND_SHORT_WORDS = [
    ("RUN", "RUNS", "inflection"),
    ("HOPE", "HOPED", "inflection"),
    ("GO", "GOES", "inflection"),
    ("DO", "DOES", "inflection"),
    ("BE", "BEEN", "inflection"),
    ("SEE", "SEEN", "inflection"),
    ("USE", "USED", "inflection"),
    ("USE", "USER", "same root"),
    ("USE", "MISUSE", "same root"),
    ("ABLE", "UNABLE", "same root"),
    ("TIE", "UNTIE", "same root"),
    ("ACT", "ACTOR", "same root"),
    ("BUT", "BUTTER", "another root"),
    ("BUT", "BUTTED", "another root"),
    ("CAN", "CANE", "another root"),
    ("USE", "FUSE", "another root"),
    ("NOT", "NOTED", "another root"),
    ("NOT", "NOTES", "another root"),
    ("HIS", "HISS", "another root"),
    ("SO", "SOD", "another root"),
    ("IN", "INN", "another root"),
    ("ON", "ONE", "another root"),
    ("TO", "TOE", "another root"),
    ("AS", "ASH", "another root"),
    ("BE", "BED", "another root"),
    ("HOW", "SHOW", "another root"),
]


@pytest.mark.parametrize(("old", "new", "tier"), FUNCTION_AND_SHORT_WORDS)
def test_function_words_and_short_words_both_ways_SAC_5(rules, old, new, tier):
    verdict = rules.judge(old, new)
    assert (verdict.tier, verdict.accepted) == (tier, tier == "another root"), verdict.reason
    assert "spelling rules" not in verdict.reason


@pytest.mark.parametrize(("old", "new"), [("BUT", "BUTTER"), ("NOT", "NOTED"), ("HIS", "HISS"), ("IN", "INNER")])
def test_a_headword_of_its_own_is_never_an_inflection_by_spelling_SAC_5(rules, old, new):
    """The spelling lists would read BUTTER as BUT + -ER; the dictionary knows BUTTER as a word of its own."""
    assert spelling_verdict(old, new, rules.inflections, rules.prefixes).tier == "inflection"
    assert default_families().knows(new)
    assert rules.judge(old, new).accepted


@pytest.mark.parametrize(
    ("old", "new"), [("CAN", "CANE"), ("USE", "FUSE"), ("TEA", "TEASPOON"), ("CORN", "POPCORN"), ("WAY", "HIGHWAY")]
)
def test_a_definition_that_mentions_the_old_word_is_no_link_SAC_5(rules, old, new):
    """WordNet defines each of these by the shorter word, but derives none from it: a steal."""
    assert default_families().kinship(old, new) is None
    assert rules.judge(old, new).accepted


def test_an_affix_and_a_definition_link_one_root_SAC_5(rules):
    """RESIZE is RE- + SIZE and defined by it ("change the size of"): that is a derivation."""
    assert default_families().kinship("size", "resize") == Kinship("size", "resize", "definition")
    assert rules.judge("SIZE", "RESIZE").reason == (
        "RESIZE comes from the same root as SIZE (the dictionary defines RESIZE by SIZE): the meaning's core is kept"
    )


# SAC-5 tier 2 as decided: the old word with a living affix is the same root unless the dictionary's
# senses of the longer word have left the old one behind; -er only of a doer.
LIVING_AFFIXES = [
    ("HARM", "HARMFUL", "same root"),
    ("THANK", "THANKLESS", "same root"),
    ("CORN", "CORNER", "another root"),
    ("THANK", "THANKFUL", "same root"),
    ("CARE", "CARELESS", "same root"),
    ("FRIEND", "FRIENDSHIP", "same root"),
    ("FREE", "FREEDOM", "same root"),
    ("BOY", "BOYISH", "same root"),
    ("PAY", "PAYMENT", "same root"),
    ("EAR", "EARLY", "another root"),
    ("PORT", "REPORT", "another root"),
    ("FORM", "FORMER", "another root"),
    ("BUT", "BUTTER", "another root"),
    ("WIT", "WITNESS", "another root"),
]


@pytest.mark.parametrize(("old", "new", "tier"), LIVING_AFFIXES)
def test_a_living_affix_keeps_the_root_unless_the_sense_has_left_it_SAC_5(rules, old, new, tier):
    verdict = rules.judge(old, new)
    assert (verdict.tier, verdict.accepted) == (tier, tier == "another root"), verdict.reason


def test_a_living_affix_refusal_names_the_affix_and_may_go_to_a_vote_SAC_5(rules):
    verdict = rules.judge("THANK", "THANKLESS")
    assert verdict.votable and verdict.reason == (
        "THANKLESS comes from the same root as THANK (THANKLESS is THANK with the living affix -less): "
        "the meaning's core is kept"
    )
    assert rules.judge("THANKS", "THANKLESS").tier == "same root", "a form of the old word keeps the link"


def test_a_game_saved_before_the_living_affixes_judges_its_steals_as_then_SAC_5(rules):
    """A new game's first draw records that the judge refuses the old word with a living affix; a game
    saved before has a first draw without it, and its THANK → THANKLESS, a steal then, replays."""
    start = rules.initial(tuple(NAMES))
    first = rules.sample_chance(start, random.Random(1))
    assert first["living_affixes"] is True
    assert rules.apply(start, first).living_affixes
    old = rules.apply(start, {"type": "draw", "letter": first["letter"]})
    assert not old.living_affixes
    assert "living_affixes" not in rules.sample_chance(old, random.Random(1))
    state = table(rules, face_up="ESS", drawn="L", words=((), ("THANK",)))
    steal = {"type": "steal", "victim": 1, "old": "THANK", "word": "THANKLESS"}
    with pytest.raises(IllegalAction, match="living affix -less"):
        rules.apply(state, steal)
    then = rules.apply(replace(state, living_affixes=False), steal)
    assert then.words == (("THANKLESS",), ())


def test_the_spelling_lists_still_judge_what_the_dictionary_does_not_know_SAC_5(rules):
    assert not default_families().knows("whys")
    assert rules.judge("WHY", "WHYS").reason == "WHYS is WHY -S by the table's spelling rules: a mere inflection"


@pytest.mark.parametrize(
    ("judge", "accepted"),
    [("dictionary", [True, False, False]), ("strict", [False, False, False]), ("loose", [True, True, False])],
)
def test_a_table_plays_the_judge_strict_or_loose_SAC_5(judge, accepted):
    rules = make_rules(overrides={"options": {"judge": judge}})
    verdicts = [rules.judge(old, new) for old, new in [("CORN", "CORNER"), ("SIZE", "RESIZE"), ("EAT", "EATEN")]]
    assert [v.accepted for v in verdicts] == accepted
    assert not verdicts[2].votable


def test_inflection_chains_follow_spelling_SAC_5():
    inflections = ("S", "ES", "ED", "D", "ING", "ER", "EST", "LY")
    assert inflection_chain("PLAY", "PLAYERS", inflections) == ["ER", "S"]
    assert inflection_chain("DIE", "DYING", inflections) == ["ING"]
    assert inflection_chain("TONE", "STONE", inflections) is None
    assert (
        spelling_verdict("SIZE", "RESIZE", inflections, ("RE",)).reason
        == "RESIZE is RE- + SIZE by the table's spelling rules: the same root"
    )
    assert spelling_verdict("CORN", "CORNER", inflections, ()).tier == "inflection"


def test_a_steal_takes_every_letter_of_another_players_word_and_adds_some_SAC_5(rules):
    state = table(rules, face_up="SR", drawn="A", words=(("RAT",), ("TONE",)))
    for action, rule, fragment in [
        ({"type": "steal", "victim": 1, "old": "TONE", "word": "TONE"}, "SAC-5", "add at least one"),
        ({"type": "steal", "victim": 1, "old": "TONE", "word": "STOP"}, "SAC-5", "every letter of TONE"),
        ({"type": "steal", "victim": 1, "old": "CAT", "word": "CATS"}, "SAC-5", "CAT is not among Bob's words"),
        ({"type": "steal", "victim": 0, "old": "RAT", "word": "STAR"}, "SAC-6", "extend it rather than steal it"),
        ({"type": "steal", "victim": 7, "old": "TONE", "word": "STONE"}, "SAC-5", "name a seat"),
        ({"type": "steal", "victim": 1, "old": "TONE", "word": "NOTERS"}, "SAC-2", "not a word"),
        ({"type": "steal", "victim": 1, "old": "TONE", "word": "ATONED"}, "SAC-5", "needs D"),
    ]:
        with pytest.raises(IllegalAction) as err:
            rules.apply(state, action)
        assert (err.value.rule, fragment in err.value.message) == (rule, True), err.value
    stolen = rules.apply(state, {"type": "steal", "victim": 1, "old": "TONE", "word": "ORNATE"})
    assert stolen.words == (("RAT", "ORNATE"), ()) and stolen.face_up == Bag.of("S")


def three_at_table(rules: SkipACross) -> SACState:
    return table(rules, face_up="RE", drawn="Q", words=((), ("PAINT",), ("CAT",)), names=("Ann", "Bob", "Cat"))


def test_a_table_vote_can_overrule_the_judge_SAC_5(rules):
    state = three_at_table(rules)
    call = {"type": "vote", "victim": 1, "old": "PAINT", "word": "REPAINT"}
    assert call in rules.legal_actions(state)
    voting = rules.apply(state, call)
    assert rules.to_move(voting) == 1 and voting.turn == 0
    assert rules.legal_actions(voting) == [{"type": "verdict", "accept": True}, {"type": "verdict", "accept": False}]
    with pytest.raises(NotYourTurn) as err:
        rules.apply(voting, {"type": "pass"})
    assert err.value.rule == "SAC-5" and "Bob says yes or no first" in err.value.message
    half = rules.apply(voting, {"type": "verdict", "accept": True})
    assert rules.to_move(half) == 2
    done = rules.apply(half, {"type": "verdict", "accept": True})
    assert done.vote is None and done.words == (("REPAINT",), (), ("CAT",))
    assert "overrules the judge, 2–0" in done.events[-1] and done.face_up == Bag.of("Q")


def test_a_tied_vote_leaves_the_ruling_and_the_turn_SAC_5(rules):
    state = three_at_table(rules)
    call = {"type": "vote", "victim": 1, "old": "PAINT", "word": "REPAINT"}
    voting = rules.apply(state, call)
    stands = rules.apply(rules.apply(voting, {"type": "verdict", "accept": False}), {"type": "verdict", "accept": True})
    assert stands.vote is None and stands.turn == 0 and stands.drawn == "Q" and stands.words == state.words
    assert "ruling stands (1–1)" in stands.events[-1]
    with pytest.raises(IllegalAction) as err:
        rules.apply(stands, call)
    assert "voted on PAINT → REPAINT already this turn" in err.value.message
    assert call not in rules.legal_actions(stands)
    quiet = make_rules(overrides={"options": {"table_vote": False}})
    with pytest.raises(IllegalAction) as err:
        quiet.apply(state, call)
    assert "without votes" in err.value.message


def test_a_vote_on_a_steal_the_judge_now_accepts_still_replays_SAC_5(rules):
    """Saves made under the older judge may hold a vote on BUT → BUTTER (refused then by spelling): the
    table still votes, and its majority decides as it did; nothing offers such a vote."""
    state = table(rules, face_up="ER", drawn="T", words=((), ("BUT",)))
    call = {"type": "vote", "victim": 1, "old": "BUT", "word": "BUTTER"}
    assert call not in rules.legal_actions(state)
    voting = rules.apply(state, call)
    assert "The judge says yes" in voting.events[-1]
    refused = rules.apply(voting, {"type": "verdict", "accept": False})
    assert refused.words == state.words and refused.turn == 0
    assert "The table refuses the steal (0–1): BUT is not stolen" in refused.events[-1]
    agreed = rules.apply(voting, {"type": "verdict", "accept": True})
    assert agreed.words == (("BUTTER",), ()) and "the table agrees with the judge, 1–0" in agreed.events[-1]


def test_a_vote_in_a_real_game_replays_from_its_save_SAC_5():
    """Play seeded games until Ann may call a vote; the call and the verdicts are saved and replay."""
    for seed in range(40):
        session = Session(find("skip-a-cross"), [Seat("Ann"), Seat("Bob")], seed=seed)
        rules = session.rules
        while not session.over:
            if rules.is_chance(session.state):
                session.resolve_chance()
                continue
            votes = [a for a in rules.legal_actions(session.state) if a["type"] == "vote"] if session.seat == 0 else []
            if votes:
                session.act(votes[0])
                session.act({"type": "verdict", "accept": True})
                break
            session.act(choose(rules, session.state, session.chance_rng()))
        if session.actions[-1] == {"type": "verdict", "accept": True}:
            break
    else:
        pytest.fail("no seeded game offered a vote")
    assert "overrules the judge, 1–0" in " ".join(session.state.events)
    again = Session.from_json(json.loads(json.dumps(session.to_json())))
    assert again.state == session.state


# --- SAC-6: extending one's own word ----------------------------------------------------------------------------


def test_extending_ones_own_word_is_a_whole_turn_and_needs_no_new_meaning_SAC_6(rules):
    state = table(rules, face_up="S", drawn="Q", words=(("TONE",), ()))
    grown = rules.apply(state, {"type": "extend", "old": "TONE", "word": "TONES"})
    assert grown.words == (("TONES",), ()) and grown.turn == 1 and grown.face_up == Bag.of("Q")
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, {"type": "extend", "old": "DOG", "word": "DOGS"})
    assert err.value.rule == "SAC-6" and "not among your words" in err.value.message
    assert {"type": "extend", "old": "TONE", "word": "TONES"} in rules.legal_actions(state)


# --- SAC-7: the pool runs out ------------------------------------------------------------------------------------


def test_with_the_pool_empty_play_goes_on_with_the_face_up_letters_SAC_7(rules):
    state = table(rules, face_up="DOGCAT", pool="", words=(("EMU",), ()))
    assert not rules.is_chance(state) and rules.to_move(state) == 0
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, {"type": "draw", "letter": "A"})
    assert "the pool is empty" in err.value.message
    after = rules.apply(state, {"type": "word", "word": "DOG"})
    assert after.face_up == Bag.of("ACT") and not after.finished
    one = rules.apply(after, {"type": "pass"})
    assert not one.finished
    both = rules.apply(one, {"type": "pass"})
    assert both.finished and "nobody can move (SAC-7)" in both.end_reason
    emptied = rules.apply(after, {"type": "word", "word": "CAT"})
    assert emptied.finished and emptied.end_reason == "no letters are left (SAC-7)"
    outcome = rules.result((emptied,), ())
    assert outcome.winners == (0,) and "the most tiles wins" in outcome.reason


# --- SAC-8: eight words, equal turns --------------------------------------------------------------------------


SEVEN = ("BED", "FIG", "HUM", "JOT", "KEY", "LIP", "NAP")
OTHER_SEVEN = ("WAX", "VOW", "RUG", "SOD", "TIN", "ZEN", "ELM")


def test_eight_words_win_once_all_have_had_equal_turns_SAC_8(rules):
    state = table(rules, face_up="CAT", drawn="Q", words=(SEVEN, ("DOG",)))
    eighth = rules.apply(state, {"type": "word", "word": "CAT"})
    assert not eighth.finished and rules.is_chance(eighth) and eighth.turn == 1
    assert "play goes on until all have had equal turns" in eighth.events[-1]
    last = rules.apply(rules.apply(eighth, {"type": "draw", "letter": "E"}), {"type": "pass"})
    assert last.finished and last.turns == (1, 1)
    outcome = rules.result((last,), ())
    assert outcome.winners == (0,) and outcome.reason == "the only player with 8 words (SAC-8)"
    with pytest.raises(GameOver) as err:
        rules.apply(last, {"type": "pass"})
    assert err.value.rule == "SAC-8"


def test_the_last_seat_may_still_catch_up_and_tiles_decide_SAC_8(rules):
    state = table(rules, face_up="CATDOGS", drawn="Q", words=(SEVEN, OTHER_SEVEN))
    state = rules.apply(state, {"type": "word", "word": "CAT"})
    state = rules.apply(state, {"type": "draw", "letter": "E"})
    state = rules.apply(state, {"type": "word", "word": "DOGS"})
    assert state.finished
    outcome = rules.result((state,), ())
    assert outcome.winners == (1,) and "the most tiles wins (SAC-8)" in outcome.reason
    tie = table(rules, face_up="CATDOG", drawn="Q", words=(SEVEN, OTHER_SEVEN))
    tie = rules.apply(tie, {"type": "word", "word": "CAT"})
    tie = rules.apply(rules.apply(tie, {"type": "draw", "letter": "E"}), {"type": "word", "word": "DOG"})
    assert rules.result((tie,), ()).winners == (0, 1) and "a tie" in rules.result((tie,), ()).reason


def test_a_stolen_eighth_word_no_longer_counts_SAC_8(rules):
    state = table(rules, face_up="SCAT", drawn="Q", words=(SEVEN, ("DOG",)))
    state = rules.apply(state, {"type": "word", "word": "CAT"})
    state = rules.apply(state, {"type": "draw", "letter": "E"})
    state = rules.apply(state, {"type": "steal", "victim": 0, "old": "CAT", "word": "CAST"})
    assert not state.finished and len(state.words[0]) == 7


# --- lookup, whole games, conservation -----------------------------------------------------------------------


def test_lookup_words_basis_and_steals(rules):
    rows = rules.lookup(["Parapet", "ox", "zzxq", "tone:stone", "tone:tones", "size:cat"])
    assert [r["valid"] for r in rows] == [True, False, False, True, False, False]
    assert "shorter than the basis of 3 letters (SAC-1)" in rows[1]["reason"]
    assert rows[3]["tier"] == "another root" and rows[4]["tier"] == "inflection"
    assert "does not take every letter" in rows[5]["reason"]


def test_a_word_list_and_house_words_from_the_options():
    rules = make_rules(overrides={"options": {"house_words": ["zzxq"]}})
    assert rules.lookup(["zzxq"])[0] == {
        "term": "zzxq",
        "valid": True,
        "reason": "a house word",
        "definition": "the dictionary has no meaning for it",
    }


def test_a_saved_bot_game_replays_exactly():
    session = Session(find("skip-a-cross"), [Seat("Ann", bot=True), Seat("Bob", bot=True)], seed=9)
    while not session.over:
        session.bot_step()
    again = Session.from_json(json.loads(json.dumps(session.to_json())))
    assert again.state == session.state and again.over


@settings(derandomize=True, max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), wildness=st.floats(0, 1))
def test_tiles_are_conserved_through_random_legal_play_SAC_9(seed, wildness):
    rules = make_rules()
    rng = random.Random(seed)
    state = rules.initial(("A", "B", "C"))
    for _ in range(400):
        if rules.is_over(state):
            break
        if rules.is_chance(state):
            action = rules.sample_chance(state, rng)
        elif rng.random() < wildness:
            action = rng.choice(rules.legal_actions(state))
        else:
            action = choose(rules, state, rng)
        before = state
        state = rules.apply(state, action)
        assert tiles_in(rules, before) == tiles_in(rules, state) == rules.tile_count


SIMULATED_GAMES = 60
"""Of the 790 branches of the rules, the engine and the computer player that 500 of these seeded games
reach (measured with branch coverage), the first 30 games reach 787; the last three (a steal judged two
inflections away, first met in game 183) have tests of their own (`test_inflection_chains_follow_spelling`)."""


def test_simulate_games_conserving_tiles_throughout():
    rules = make_rules()
    lengths = []

    def conserved(state: SACState) -> None:
        assert tiles_in(rules, state) == rules.tile_count

    for game in range(SIMULATED_GAMES):
        state, moves = play_out(rules, ("North", "East"), random.Random(f"0:{game}"), conserved)
        assert rules.result((state,), ()).winners
        lengths.append(moves)
    assert 50 < sum(lengths) / len(lengths) < 300


# --- the shape of actions, what each seat sees, the pool as a bag --------------------------------------------


@pytest.mark.parametrize(
    "action",
    [
        None,
        "pass",
        {"word": "CAT"},
        {"type": "juggle"},
        {"type": "word"},
        {"type": "word", "word": 3},
        {"type": "word", "word": "CAT", "extra": True},
        {"type": "steal", "victim": False, "old": "TONE", "word": "STONE"},
        {"type": "steal", "victim": "1", "old": "TONE", "word": "STONE"},
        {"type": "extend", "victim": 0, "old": "RAT", "word": "RATS"},
        {"type": "vote", "victim": 1, "old": None, "word": "TONES"},
        {"type": "verdict", "accept": 1},
        {"type": "draw", "letter": 5},
        {"type": "pass", "word": "CAT"},
    ],
)
def test_malformed_actions_are_refused_as_such(rules, action):
    for state in (
        table(rules, face_up="SR", drawn="A", words=(("RAT",), ("TONE",))),
        table(rules, face_up="SR"),
        three_at_table(rules),
    ):
        with pytest.raises(MalformedAction):
            rules.apply(state, action)


@pytest.mark.parametrize("victim", [-1, 2, 10**20])
def test_a_steal_from_a_seat_off_the_table_is_illegal_SAC_5(rules, victim):
    state = table(rules, face_up="S", drawn="A", words=((), ("TONE",)))
    for kind in ("steal", "vote"):
        with pytest.raises(IllegalAction) as err:
            rules.apply(state, {"type": kind, "victim": victim, "old": "TONE", "word": "STONE"})
        assert err.value.rule == "SAC-5" and "name a seat" in err.value.message


def test_nothing_but_an_action_error_leaves_apply(rules):
    strings = ["", "?", "A", "a", "AB", " cat ", "ÉTÉ", "TONE", "STONE", "tones", "Q" * 40, "ß", "1"]
    states = [
        table(rules, face_up="SR", drawn="A", words=(("RAT",), ("TONE",))),
        table(rules, face_up="SR"),
        three_at_table(rules),
    ]
    states.append(rules.apply(states[-1], {"type": "vote", "victim": 1, "old": "PAINT", "word": "REPAINT"}))
    for state in states:
        for text in strings:
            for action in (
                {"type": "draw", "letter": text},
                {"type": "word", "word": text},
                {"type": "extend", "old": text, "word": text + "S"},
                {"type": "steal", "victim": 1, "old": text, "word": "S" + text},
                {"type": "vote", "victim": 1, "old": "TONE", "word": text},
                {"type": "verdict", "accept": bool(text)},
                {"type": "pass"},
            ):
                try:
                    rules.apply(state, action)
                except ActionError:
                    pass


def test_the_pool_and_the_centre_are_bags_SAC_9(rules):
    state = rules.initial(NAMES)
    assert isinstance(state.pool, Bag) and isinstance(state.face_up, Bag)
    drawn = rules.apply(state, {"type": "draw", "letter": "Q"})
    assert drawn.pool == state.pool.take("Q")
    passed = rules.apply(drawn, {"type": "pass"})
    assert passed.face_up == Bag.of("Q") and rules.available(table(rules, face_up="CAT", drawn="S")) == Bag.of("ACST")


def test_what_a_steal_or_an_extension_adds_SAC_5_SAC_6():
    assert added_letters("TONE", "STONE") == Bag.of("S")
    assert added_letters("APPEAR", "PARAPET") == Bag.of("T")
    assert added_letters("TONE", "TONE") is None, "nothing added"
    assert added_letters("TONE", "STOP") is None, "letters of the old word left out"
    assert added_letters("TOOT", "TOTE") is None


def test_the_rules_appraise_a_word_before_it_is_played_SAC_1_SAC_5():
    rules = make_rules("four-letter")
    assert rules.appraise({"type": "word", "word": "CAT"}) == Appraisal(False, "under 4 letters (SAC-1)")
    assert rules.appraise({"type": "word", "word": "TONE"}) == Appraisal(True, "a word")
    assert rules.appraise({"type": "word", "word": "ZZXQ"}) == Appraisal(False, "not in the word list")
    assert rules.appraise({"type": "steal", "victim": 1, "old": "TONE", "word": "TONES"}) == Appraisal(
        False, "judge: inflection", judged=True
    )
    assert rules.appraise({"type": "steal", "victim": 1, "old": "TONE", "word": "STONE"}) == Appraisal(
        True, "judge: another root", judged=True
    )
    assert rules.appraise({"type": "extend", "old": "TONE", "word": "TONES"}) == Appraisal(True, "a word")


def test_a_vote_may_be_called_only_on_a_same_root_refusal_once_a_turn_SAC_5(rules):
    state = three_at_table(rules)
    assert rules.may_call_vote(state, 1, "PAINT", "REPAINT")
    assert not rules.may_call_vote(state, 2, "CAT", "REACT"), "the judge accepts it"
    stands = rules.apply(
        rules.apply(
            rules.apply(state, {"type": "vote", "victim": 1, "old": "PAINT", "word": "REPAINT"}),
            {"type": "verdict", "accept": False},
        ),
        {"type": "verdict", "accept": False},
    )
    assert not rules.may_call_vote(stands, 1, "PAINT", "REPAINT")
    assert not make_rules(overrides={"options": {"table_vote": False}}).may_call_vote(state, 1, "PAINT", "REPAINT")


def test_an_inflection_is_never_put_to_the_vote_SAC_5(rules):
    state = table(rules, face_up="EN", drawn="Q", words=((), ("EAT",)))
    assert not rules.may_call_vote(state, 1, "EAT", "EATEN")
    assert {"type": "vote", "victim": 1, "old": "EAT", "word": "EATEN"} not in rules.legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, {"type": "vote", "victim": 1, "old": "EAT", "word": "EATEN"})
    assert err.value.rule == "SAC-5" and "an inflection is never a steal" in err.value.message


def test_the_computer_player_votes_as_the_judge_rules_SAC_5():
    loose = make_rules(overrides={"options": {"judge": "loose"}})
    state = three_at_table(make_rules())
    voting = make_rules().apply(state, {"type": "vote", "victim": 1, "old": "PAINT", "word": "REPAINT"})
    assert choose(make_rules(), voting, random.Random(0)) == {"type": "verdict", "accept": False}
    assert choose(loose, voting, random.Random(0)) == {"type": "verdict", "accept": True}


def test_each_seat_sees_only_its_own_drawn_letter_and_no_pool_SAC_2_SAC_4(rules):
    state = table(rules, face_up="CAT", drawn="Q", words=(("DOG",), ("EMU",)))
    other = replace(state, drawn="Z", pool=state.pool.take("ZE").put("QX"))
    assert state != other
    for seat in (1, None):
        seen = rules.observe(state, seat)
        assert seen == rules.observe(other, seat) and seen.drawn == HIDDEN
        assert (
            seen.pool == Bag((HIDDEN,) * len(state.pool))
            and seen.face_up == state.face_up
            and seen.words == state.words
        )
    mine = rules.observe(state, 0)
    assert mine.drawn == "Q" and "Q" not in mine.pool
    assert rules.observe(replace(state, pool=state.pool.take("E").put("X")), 0) == mine, (
        "the drawer still cannot see the pool"
    )
    assert rules.observe(replace(state, drawn=None), 1).drawn is None
    assert rules.legal_actions(mine) == rules.legal_actions(state)
    assert rules.ways(mine, "cats") == rules.ways(state, "cats") and rules.standings(mine) == rules.standings(state)


def test_the_computer_player_decides_from_its_observation(rules):
    for seed in range(3):
        rng = random.Random(seed)
        state = rules.initial(("A", "B", "C"))
        while not rules.is_over(state):
            if rules.is_chance(state):
                state = rules.apply(state, rules.sample_chance(state, rng))
                continue
            seen = rules.observe(state, rules.to_move(state))
            assert choose(rules, seen, random.Random(0)) == choose(rules, state, random.Random(0))
            state = rules.apply(state, choose(rules, seen, rng))


def test_every_state_of_a_simulated_game_is_hashable():
    rules = make_rules()
    seen: list[SACState] = []
    play_out(rules, ("North", "East", "South"), random.Random(3), seen.append)
    assert len(seen) > 20 and len({hash(state) for state in seen}) == len(set(seen))
    assert all(hash(rules.observe(state, seat)) is not None for state in seen for seat in (None, 0, 1, 2))


def test_the_table_builds_the_judges_word_families_before_a_word_is_down_SAC_5():
    """The first steal a person types must not wait for the judge's table on the event loop: the
    rehearsal made before play (off the loop) builds it, though no word is on the table yet."""
    from parlorgames.engine.lexicon import default_families
    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat, Session

    session = Session(find("skip-a-cross"), [Seat("Ann"), Seat("Bob")], 3, None)
    default_families.cache_clear()
    session.rehearse()
    assert default_families.cache_info().currsize == 1
