"""The family's words and names: easy and normal computer players form words a family knows (the
common-word list) and well-known names; hard may use the whole list and gazetteer; a hint may show a
rarer play, marked as such. Each game here is one short seeded game, not a measurement
(`bench/bench_family_words.py` measures the words against an independent list)."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest

from parlorgames.api import games
from parlorgames.bots.globe_grams import choose as globe_grams_player
from parlorgames.bots.skip_a_cross import RARE_MARK
from parlorgames.bots.skip_a_cross import choose as skip_a_cross_player
from parlorgames.bots.skip_a_cross import hints as skip_a_cross_hints
from parlorgames.bots.zig_zaggle import choose as zig_zaggle_player
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.lexicon import common_words, default_lexicon, familiar
from parlorgames.engine.simulate import play_out
from parlorgames.engine.tiles import Bag
from parlorgames.games.globe_grams.gazetteer import WELL_KNOWN
from tests.positions import tone_to_steal


def rules_for(name: str, variant: str | None = None) -> Any:
    ruleset = games()[name]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))


def test_the_family_words_are_common_words_of_the_list_ZZ_W1():
    """Every common word is a word of the shipped list (so nothing withheld comes back), and a
    table's house words count as the family's own."""
    common = common_words()
    assert len(common) == 15_011 and common <= default_lexicon().words
    assert {"cat", "house", "quiz", "ox"} <= common
    assert not {"asyndeton", "siliqua", "orphrey", "sgraffito", "encaenia"} & common
    with_house = default_lexicon().with_house_words(["qi"])
    assert "qi" in familiar(with_house) and "qi" not in familiar(default_lexicon())


def test_the_family_words_file_is_up_to_date_with_its_source_ZZ_W1():
    """data/common-words.txt.gz follows the word list and symspellpy's frequencies (a build-time package)."""
    pytest.importorskip("symspellpy")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    try:
        import build_common_words
    finally:
        sys.path.pop(0)
    assert build_common_words.main(["--check"]) == 0


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
