"""Globe-Grams' moves, told apart by their `type` (see `engine.actions`)."""

from __future__ import annotations

from typing import Literal

from ...engine.actions import NotRequired, TypedDict

LetterChoiceType = Literal["blanks", "specials", "take", "discard", "pass"]


class Deal(TypedDict):
    """GG-E4: each player's letters (none when they are spun for) and the special letters turned up."""

    type: Literal["deal"]
    racks: list[list[str]]
    specials: list[str]


class Spin(TypedDict):
    """The globe stops on the ring's section `value` (GG-E2)."""

    type: Literal["spin"]
    value: int


class LetterChoice(TypedDict):
    """Letters chosen: blanks taken (GG-T6), new special letters (GG-N4), TAKE (GG-T3), DISCARD (GG-T4) and
    the letters passed left by EXCHANGE (GG-T5)."""

    type: LetterChoiceType
    letters: list[str]


class Captured(TypedDict):
    """The name on the table a new name captures, and whose it is (GG-X1)."""

    seat: int
    name: str


class Name(TypedDict):
    """A geographical name formed (GG-N1), capturing one on the table or with the special letters."""

    type: Literal["name"]
    name: str
    capture: NotRequired[Captured]
    special: NotRequired[bool]


class End(TypedDict):
    """The player ends the turn (GG-T2)."""

    type: Literal["end"]


GGAction = Deal | Spin | LetterChoice | Name | End
"""Every move of Globe-Grams."""

ACTION_TYPES = (Deal, Spin, LetterChoice, Name, End)
