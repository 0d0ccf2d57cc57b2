"""The Family words setting (ZZ-W4, SAC-10): on, the referee refuses from people the words a family table
leaves out, saying why and naming the setting; off, people may play them. A game saved before the setting
existed loads with it off and replays as played."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from parlorgames.api import games
from parlorgames.engine.errors import IllegalAction
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.session import Seat, Session
from parlorgames.engine.tiles import Bag
from parlorgames.games.skip_a_cross import SACState
from parlorgames.games.zig_zaggle import FREE

FAMILY = {"options": {"family_words": True}}


def rules_for(name: str, variant: str, family: bool) -> Any:
    ruleset = games()[name]
    return rules_class(ruleset.kind)(ruleset, ruleset.with_overrides(variant, FAMILY if family else {}))


def dildo_position(rules: Any) -> Any:
    """Zig Zaggle dealt (seed 0), the seat to move holding D, I, L, D, O among its letters."""
    rng = random.Random(0)
    state = rules.initial(("Ann", "Bob"))
    while rules.is_chance(state):
        state = rules.apply(state, rules.sample_chance(state, rng))
    rack = state.racks[state.turn].tiles
    regular, frees = [t for t in rack if t != FREE], [t for t in rack if t == FREE]
    tiles = [letter + tile[1:] for letter, tile in zip("DILDO", regular)] + regular[5:] + frees
    return replace(state, racks=tuple(Bag.of(tiles) if s == state.turn else r for s, r in enumerate(state.racks)))


def dildo_play(rules: Any, state: Any) -> Any:
    return next(
        a for a in rules.legal_actions(state) if a["type"] == "play" and len(a["tiles"]) == 5 and _spells(a, "DILDO")
    )


def _spells(action: Any, word: str) -> bool:
    return "".join(t[2] for t in sorted(action["tiles"])) == word


def test_a_family_table_refuses_a_withheld_word_naming_the_setting_ZZ_W4():
    anyone, family = rules_for("zig-zaggle", "standard", False), rules_for("zig-zaggle", "standard", True)
    state = dildo_position(anyone)
    play = dildo_play(anyone, state)
    anyone.apply(state, play)  # without the setting, a person may play it
    with pytest.raises(IllegalAction) as refused:
        family.apply(state, play)
    assert str(refused.value) == "ZZ-W4: DILDO is not played at this table (a sex toy): its Family words setting is on"
    assert not any(_spells(a, "DILDO") for a in family.legal_actions(state) if a["type"] == "play")


def sac_position(word: str, old: str = "") -> SACState:
    """Ann to move with the word's first letter drawn and the rest face up; Bob holds `old`."""
    return SACState(
        names=("Ann", "Bob"),
        pool=Bag.of("QQQQ"),
        face_up=Bag.of(word[1:]),
        words=((), (old,) if old else ()),
        drawn=word[0],
        turns=(0, 0),
    )


@pytest.mark.parametrize(
    ("action", "old"),
    [({"type": "word", "word": "SLUT"}, ""), ({"type": "steal", "victim": 1, "old": "LUST", "word": "SLUTS"}, "LUST")],
)
def test_a_family_table_refuses_a_withheld_word_naming_the_setting_SAC_10(action, old):
    anyone, family = rules_for("skip-a-cross", "three-letter", False), rules_for("skip-a-cross", "three-letter", True)
    state = sac_position(action["word"][: len(action["word"]) - len(old)] if old else action["word"], old)
    anyone.apply(state, action)
    with pytest.raises(IllegalAction) as refused:
        family.apply(state, action)
    assert str(refused.value).startswith(f"SAC-10: {action['word']} is not played at this table (")
    assert str(refused.value).endswith("its Family words setting is on")
    assert not family.appraise(action).accepted and "Family words" in family.appraise(action).reason
    assert action not in family.legal_actions(state)


def test_an_old_save_loads_with_family_words_off_SAC_10():
    """A save made before the setting holds no overrides: it loads with the setting off, so a withheld word a
    person played replays (the tests above: without the setting the word is played). A new table's save
    records the setting and loads with it on."""
    ruleset = games()["skip-a-cross"]
    old = Session(ruleset, [Seat("Ann"), Seat("Bob")], 7).to_json()
    assert "overrides" not in old and not Session.from_json(old).rules.family_words
    new = Session(ruleset, [Seat("Ann"), Seat("Bob")], 7, overrides=FAMILY).to_json()
    assert new["overrides"] == FAMILY and Session.from_json(new).rules.family_words
