"""Zig Zaggle's moves, told apart by their `type` (see `engine.actions`).

A challenge window's answer (ZZ-C1) names the answering seat; a save made before any seat could answer has
none: the player to move answered."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, cast

from ...engine.actions import NotRequired, TypedDict
from .spec import Tile


class Deal(TypedDict):
    """ZZ-P1: each player's letters, off one shuffle of the bag."""

    type: Literal["deal"]
    racks: list[list[str]]


class Draw(TypedDict):
    """ZZ-P2: the letters drawn back from the bag after a play."""

    type: Literal["draw"]
    tiles: list[str]


class Play(TypedDict):
    """A word laid (ZZ-W1): each tile as (row, column, the letter it shows, the tile: a letter and its colour
    or a Free letter, ZZ-W3)."""

    type: Literal["play"]
    tiles: list[Tile]


class Exchange(TypedDict):
    """ZZ-P7: letters of the rack put back for as many from the bag."""

    type: Literal["exchange"]
    tiles: list[str]


class Pass(TypedDict):
    """The player lays nothing (ZZ-P6)."""

    type: Literal["pass"]


class Timeout(TypedDict):
    """ZZ-P8: the time for the turn has run out."""

    type: Literal["timeout"]


class Accept(TypedDict):
    """ZZ-C1: a seat lets the play just made stand."""

    type: Literal["accept"]
    seat: NotRequired[int]


class Challenge(TypedDict):
    """ZZ-C1: a seat challenges the play just made."""

    type: Literal["challenge"]
    seat: NotRequired[int]


ZZAction = Deal | Draw | Play | Exchange | Pass | Timeout | Accept | Challenge
"""Every move of Zig Zaggle."""

ACTION_TYPES = (Deal, Draw, Play, Exchange, Pass, Timeout, Accept, Challenge)


def play_of(tiles: Iterable[Tile]) -> Play:
    """The play laying `tiles`, each kept as a list as JSON holds it, so a play made here equals the same play
    read from a save or the shared store."""
    return Play(type="play", tiles=cast(list[Tile], [list(tile) for tile in tiles]))
