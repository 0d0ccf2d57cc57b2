"""Mapominoes' moves, told apart by their `type` (see `engine.actions`).

A call (MAP-O2) names the calling seat; a save made before any seat could call has none: the player to move
called, and only the last card placed was checked. A round's deal records the Transit cards each player was
dealt (MAP-O4); a save made before that was decided has none: its deal gave the number the ruleset listed, or
`transit_each`, even where the deck held fewer (`Mapominoes.listed_transit_each`)."""

from __future__ import annotations

from typing import Literal

from ...engine.actions import NotRequired, TypedDict


class Deal(TypedDict):
    """MAP-R1: the cards to deal in the order they are dealt (the last is the starting card), and the Transit
    cards each player is dealt (MAP-O4)."""

    type: Literal["deal"]
    order: list[str]
    transit: NotRequired[int]


class Place(TypedDict):
    """MAP-R3: a card from the hand laid at (row, col), 0-based."""

    type: Literal["place"]
    card: str
    row: int
    col: int


class Transit(TypedDict):
    """MAP-X1: a Transit card laid at (row, col), standing for the nominated area."""

    type: Literal["transit"]
    row: int
    col: int
    nomination: str


class Draw(TypedDict):
    """MAP-R3: the player cannot go and draws a Transit card."""

    type: Literal["draw"]


class Timeout(TypedDict):
    """MAP-O1: the sand has run out; the player loses the go."""

    type: Literal["timeout"]


class Challenge(TypedDict):
    """MAP-O2: a seat calls out the cards open to a call."""

    type: Literal["challenge"]
    seat: NotRequired[int]


MapAction = Deal | Place | Transit | Draw | Timeout | Challenge
"""Every move of Mapominoes."""

ACTION_TYPES = (Deal, Place, Transit, Draw, Timeout, Challenge)
