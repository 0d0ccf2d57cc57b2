"""Each kind's action shapes are read from its TypedDicts: they must be exactly the shapes the kinds wrote out
by hand before, so `check_action` accepts and refuses the same moves as ever (old saves load unchanged)."""

from __future__ import annotations

from typing import Any, Literal

import pytest

from parlorgames.engine.actions import NotRequired, TypedDict, shapes_of
from parlorgames.engine.kinds import rules_class

WRITTEN_BY_HAND = {
    "round_the_world": {
        "commodore": {"seat": int, "record?": bool},
        "spin": {"value": int},
        "sail": {},
        "waive": {},
    },
    "globe_grams": {
        "deal": {"racks": [[str]], "specials": [str]},
        "spin": {"value": int},
        "blanks": {"letters": [str]},
        "specials": {"letters": [str]},
        "take": {"letters": [str]},
        "discard": {"letters": [str]},
        "pass": {"letters": [str]},
        "name": {"name": str, "capture?": {"seat": int, "name": str}, "special?": bool},
        "end": {},
    },
    "mapominoes": {
        "deal": {"order": [str], "transit?": int},
        "place": {"card": str, "row": int, "col": int},
        "transit": {"row": int, "col": int, "nomination": str},
        "draw": {},
        "timeout": {},
        "challenge": {"seat?": int},
    },
    "skip_a_cross": {
        "draw": {"letter": str, "living_affixes?": bool},
        "pass": {},
        "word": {"word": str},
        "steal": {"victim": int, "old": str, "word": str},
        "extend": {"old": str, "word": str},
        "vote": {"victim": int, "old": str, "word": str},
        "verdict": {"accept": bool},
    },
    "zig_zaggle": {
        "deal": {"racks": [[str]]},
        "draw": {"tiles": [str]},
        "play": {"tiles": [(int, int, str, str)]},
        "exchange": {"tiles": [str]},
        "pass": {},
        "timeout": {},
        "accept": {"seat?": int},
        "challenge": {"seat?": int},
    },
}
"""The shapes as each kind declared them before its actions were typed."""


@pytest.mark.parametrize("game", sorted(WRITTEN_BY_HAND))
def test_shapes_read_from_the_typed_actions_are_those_written_before(game: str) -> None:
    assert rules_class(game).ACTIONS == WRITTEN_BY_HAND[game]


class Seat(TypedDict):
    seat: int
    name: str


class Everything(TypedDict):
    type: Literal["everything"]
    count: int
    share: float
    said: Literal["yes", "no"]
    anything: Any
    rows: list[list[str]]
    tiles: list[tuple[int, int, str, str]]
    capture: NotRequired[Seat]


def test_every_field_shape_is_read() -> None:
    assert shapes_of(Everything) == {
        "everything": {
            "count": int,
            "share": float,
            "said": str,
            "anything": Any,
            "rows": [[str]],
            "tiles": [(int, int, str, str)],
            "capture?": {"seat": int, "name": str},
        }
    }


class Letters(TypedDict):
    type: Literal["take", "discard"]
    letters: list[str]


def test_a_typed_dict_of_several_types_gives_each_its_fields() -> None:
    assert shapes_of(Letters) == {"take": {"letters": [str]}, "discard": {"letters": [str]}}


class Untyped(TypedDict):
    type: str


class Either(TypedDict):
    type: Literal["either"]
    value: int | str


@pytest.mark.parametrize("action", [Untyped, Either])
def test_a_shape_the_checks_cannot_read_is_refused_at_import(action: type) -> None:
    with pytest.raises(TypeError):
        shapes_of(action)
