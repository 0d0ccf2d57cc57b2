"""The family's words and names: easy and normal computer players form words a family knows (the
common-word list) and well-known names; hard may use the whole list and gazetteer; a hint may show a
rarer play, marked as such. Each game here is one short seeded game, not a measurement
(`bench/bench_family_words.py` measures the words against an independent list)."""

from __future__ import annotations

import importlib
import random
import sys
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from parlorgames.api import games
from parlorgames.bots.globe_grams import choose as globe_grams_player
from parlorgames.bots.skip_a_cross import RARE_MARK
from parlorgames.bots.skip_a_cross import choose as skip_a_cross_player
from parlorgames.bots.skip_a_cross import hints as skip_a_cross_hints
from parlorgames.bots.zig_zaggle import choose as zig_zaggle_player
from parlorgames.bots.zig_zaggle import hints as zig_zaggle_hints
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.levels import LEVELS
from parlorgames.engine.lexicon import common_words, default_lexicon, familiar, family_withheld
from parlorgames.engine.simulate import play_out
from parlorgames.engine.tiles import Bag
from parlorgames.games.globe_grams.gazetteer import WELL_KNOWN
from parlorgames.games.skip_a_cross import SACState
from parlorgames.games.zig_zaggle import FREE
from parlorgames.testing.family_words import GAMES, SMALL_LISTS, formed_words, share_known, small_words
from tests.positions import tone_to_steal


def rules_for(name: str, variant: str | None = None) -> Any:
    ruleset = games()[name]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))


def test_the_family_words_are_common_words_of_the_list_ZZ_W1():
    """Every common word is a word of the shipped list (so nothing withheld comes back), and a
    table's house words count as the family's own."""
    common = common_words()
    assert len(common) == 10_627 and common <= default_lexicon().words
    assert {"cat", "house", "quiz", "ox", "vow"} <= common
    assert not {"asyndeton", "siliqua", "orphrey", "sgraffito", "encaenia", "sou", "aqueous", "plenary"} & common
    assert not common & family_withheld().keys()
    with_house = default_lexicon().with_house_words(["qi"])
    assert "qi" in familiar(with_house) and "qi" not in familiar(default_lexicon())


def build_script(name: str) -> Any:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.pop(0)


def test_the_family_words_file_is_up_to_date_with_its_source_ZZ_W1():
    """data/common-words.txt.gz follows the word list, symspellpy's and pyspellchecker's frequencies and the
    words withheld (build-time packages)."""
    pytest.importorskip("symspellpy")
    pytest.importorskip("spellchecker")
    assert build_script("build_common_words").main(["--check"]) == 0


def test_the_withheld_words_file_is_up_to_date_with_its_decisions_ZZ_W4_SAC_10():
    """data/family-withheld.txt follows better-profanity's candidates, the word list and every decision."""
    pytest.importorskip("better_profanity")
    assert build_script("build_family_words").main(["--check"]) == 0


@pytest.mark.parametrize(("name", "variant"), GAMES)
def test_the_normal_computer_forms_words_most_adults_know_ZZ_W1_SAC_5(name, variant):
    """At least 95% of the words normal forms over 24 seeded games are in Debian's small dictionaries, a list
    the family's words were not chosen from (skipped where they are not installed)."""
    if not all(Path(path).exists() for path in SMALL_LISTS):
        pytest.skip("apt-get install wamerican-small wbritish-small to measure")
    assert share_known(formed_words(name, variant, 24), small_words()) >= 0.95


def test_the_withheld_words_are_words_of_the_list_each_with_a_reason_ZZ_W4_SAC_10():
    """Each is a word a person may still play where the table allows it; innocent main senses are kept."""
    withheld = family_withheld()
    assert withheld.keys() <= default_lexicon().words
    assert {
        "dildo",
        "dildos",
        "orgasm",
        "blowjob",
        "pussy",
        "slut",
        "whore",
        "porn",
        "horny",
        "tits",
        "piss",
    } <= withheld.keys()
    assert not {"cock", "ass", "cup", "job", "seamen", "puss", "titer", "booby", "sex", "crappies"} & withheld.keys()
    assert all(reason.strip() for reason in withheld.values())


@pytest.mark.parametrize("levels", [("normal", "easy"), ("easy", "normal")])
def test_easy_and_normal_zig_zaggle_form_only_words_a_family_knows_ZZ_W1(levels):
    rules = rules_for("zig-zaggle", "standard")
    formed: list[tuple[str, str]] = []

    def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
        action = zig_zaggle_player(rules, seen, rng, level)
        if action["type"] == "play":
            verdict = rules.examine(seen, [tuple(t) for t in action["tiles"]], check_words=False)
            formed.extend((level, w.text.lower()) for w in verdict.words)
        return action

    play_out(rules, ("A", "B"), random.Random(f"family:{levels}"), player=player, levels=levels)
    assert {level for level, _ in formed} == {"easy", "normal"}
    assert [word for _, word in formed if word not in common_words()] == []


def test_easy_and_normal_skip_a_cross_form_only_words_a_family_knows_SAC_5():
    rules = rules_for("skip-a-cross")
    formed: list[str] = []

    def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
        action = skip_a_cross_player(rules, seen, rng, level)
        if action["type"] in ("word", "steal", "extend"):
            formed.append(action["word"].lower())
        return action

    play_out(rules, ("A", "B"), random.Random("family:sac"), player=player, levels=("normal", "easy"))
    assert formed and [word for word in formed if word not in common_words()] == []


def test_a_skip_a_cross_hint_may_show_a_rarer_steal_marked_SAC_5():
    """TONE + A and S: ATONES is the only steal, and not a word a family knows; the hint shows it,
    marked, after nothing better of the family's words."""
    rules = rules_for("skip-a-cross")
    state = tone_to_steal()
    hints = skip_a_cross_hints(rules, rules.observe(state, 0))
    marked = [h for h in hints if RARE_MARK in h.description]
    assert marked, [h.description for h in hints]
    for hint in hints:
        assert (hint.action["word"].lower() in common_words()) == (hint not in marked)


def test_normal_globe_grams_forms_household_or_well_known_names_only_GG_N1():
    rules = rules_for("globe-grams")
    gazetteer = rules.spec.gazetteer
    formed: list[str] = []

    def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
        action = globe_grams_player(rules, seen, rng, level)
        if action.get("type") == "name":
            formed.append(action["name"])
        return action

    for seed in range(2):
        play_out(rules, ("A", "B"), random.Random(f"family:gg:{seed}"), player=player)
    assert len(formed) >= 10
    assert [name for name in formed if gazetteer.familiarity(name) < WELL_KNOWN] == []


@pytest.mark.parametrize(("letters", "rare"), [("ZHABEI", True), ("WENCHANG", False)])
def test_a_globe_grams_hint_marks_a_rarer_name_GG_N1(letters, rare):
    """Well-known names are hinted plain; only when none fits are the rest of the gazetteer's offered, marked."""
    from parlorgames.bots.globe_grams import RARE_MARK as RARER_NAME
    from parlorgames.bots.globe_grams import hints
    from parlorgames.games.globe_grams import GGState

    rules = rules_for("globe-grams")
    state = GGState(
        names=("Ann", "Bob"),
        pot=rules.spec.full_pot.take([*letters, *"OOO"]),
        racks=(Bag.of(letters), Bag.of("OOO")),
        placed=((), ()),
        scores=(0, 0),
        phase="form",
    )
    found = hints(rules, rules.observe(state, 0))
    assert found and all((RARER_NAME in h.description) == rare for h in found)
    for hint in found:
        known = rules.spec.gazetteer.familiarity(hint.action["name"]) >= WELL_KNOWN
        assert known != rare


WITHHELD_SEEDS = 12
"""Seeded positions per game where a word a family table leaves out is in reach of the seat to move."""


def withheld_word(rng: random.Random, shortest: int, longest: int) -> str:
    return rng.choice(sorted(w for w in family_withheld() if shortest <= len(w) <= longest))


def formed_by(rules: Any, seen: Any, action: Any) -> list[str]:
    """The words an action forms (each word of a Zig Zaggle play; the word of a Skip-A-Cross move)."""
    if action.get("type") == "play":
        found = rules.examine(seen, [tuple(t) for t in action["tiles"]], check_words=False)
        return [w.text.lower() for w in found.words]
    return [action["word"].lower()] if "word" in action else []


@pytest.mark.parametrize("seed", range(WITHHELD_SEEDS))
def test_no_zig_zaggle_computer_or_hint_plays_a_withheld_word_ZZ_W4(seed):
    """The rack holds a word a family table leaves out, which a person could play: no level and no hint plays it."""
    rng = random.Random(f"withheld:zz:{seed}")
    rules = rules_for("zig-zaggle", "standard")
    state = rules.initial(("A", "B"))
    while rules.is_chance(state):
        state = rules.apply(state, rules.sample_chance(state, rng))
    word = withheld_word(rng, 4, 7)
    rack = state.racks[state.turn].tiles
    regular, frees = [t for t in rack if t != FREE], [t for t in rack if t == FREE]
    tiles = [letter.upper() + tile[1:] for letter, tile in zip(word, regular)] + regular[len(word) :] + frees
    racks = tuple(Bag.of(tiles) if seat == state.turn else held for seat, held in enumerate(state.racks))
    state = replace(state, racks=racks)
    assert any(move.word.lower() in family_withheld() for move in rules.moves(state)), word
    seen = rules.observe(state, state.turn)
    offered = [zig_zaggle_player(rules, seen, random.Random(seed), level) for level in LEVELS]
    offered += [hint.action for hint in zig_zaggle_hints(rules, seen) if hint.action]
    assert offered
    assert [w for action in offered for w in formed_by(rules, seen, action) if w in family_withheld()] == []


@cache
def withheld_with_shorter(rules: Any) -> list[tuple[str, list[str]]]:
    """Words a family table leaves out (4 to 7 letters), each with the shorter words of its letters the
    pool has the tiles for beside it: a position where Bob holds one may be stolen from as the word."""
    full, found = Bag.from_counts(rules.tiles), []
    for word in sorted(w.upper() for w in family_withheld() if 4 <= len(w) <= 7):
        words = (w.upper() for w in rules.index.within(word, min_length=3) if len(w) < len(word))
        shorter = sorted(w for w in words if full.has(word + w))
        if shorter:
            found.append((word, shorter))
    return found


@pytest.mark.parametrize("seed", range(WITHHELD_SEEDS))
def test_no_skip_a_cross_computer_or_hint_plays_a_withheld_word_SAC_10(seed):
    """The centre and the drawn letter make a word a family table leaves out, and Bob holds a word of its
    letters: no level and no hint forms it, steals it or extends to it."""
    rng = random.Random(f"withheld:sac:{seed}")
    rules = rules_for("skip-a-cross")
    full = Bag.from_counts(rules.tiles)
    word, shorter = rng.choice(withheld_with_shorter(rules))
    bobs = rng.choice(shorter)
    state = SACState(
        names=("Ann", "Bob"),
        pool=full.take([*word, *bobs]),
        face_up=Bag.of(word[1:]),
        words=((), (bobs,)),
        drawn=word[0],
        turns=(0, 0),
    )
    legal = [a.get("word", "").lower() for a in rules.legal_actions(state)]
    assert word.lower() in legal
    seen = rules.observe(state, 0)
    offered = [skip_a_cross_player(rules, seen, random.Random(seed), level) for level in LEVELS]
    offered += [hint.action for hint in skip_a_cross_hints(rules, seen) if hint.action]
    assert offered
    assert [w for action in offered for w in formed_by(rules, seen, action) if w in family_withheld()] == []


@pytest.mark.parametrize("name", ["NEGRO", "HOOKER"])
def test_no_globe_grams_computer_or_hint_forms_a_withheld_name_GG_N1(name):
    """A place whose name is a word a family table leaves out stays playable by people, never offered."""
    from parlorgames.bots.globe_grams import hints as globe_grams_hints
    from parlorgames.games.globe_grams import GGState

    rules = rules_for("globe-grams")
    assert name in rules.spec.gazetteer.names_by_letters(name)
    state = GGState(
        names=("Ann", "Bob"),
        pot=rules.spec.full_pot.take([*name, *"OOO"]),
        racks=(Bag.of(name), Bag.of("OOO")),
        placed=((), ()),
        scores=(0, 0),
        phase="form",
    )
    seen = rules.observe(state, 0)
    offered = [globe_grams_player(rules, seen, random.Random(0), level, floor=0) for level in LEVELS]
    offered += [hint.action for hint in globe_grams_hints(rules, seen) if hint.action]
    assert all(action.get("name", "").upper() not in (name, f"{name} RIVER", f"RIVER {name}") for action in offered)
