"""The values a game of Zig Zaggle is made of: the state, the words a play makes and what they score."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.tiles import Bag
from .spec import EMPTY


@dataclass(frozen=True, slots=True)
class Word:
    """One word a play makes, and what it scores (ZZ-S1, ZZ-S2)."""

    text: str
    cells: tuple[tuple[int, int], ...]
    letters: int
    times: int
    flush: str
    valid: bool

    @property
    def points(self) -> int:
        return self.letters * self.times


@dataclass(frozen=True, slots=True)
class Verdict:
    """What a play would do: its words, points and bonuses; `wrong` lists words not in the dictionary."""

    words: tuple[Word, ...]
    points: int
    start_bonus: int
    take_off: int
    wrong: tuple[str, ...]

    @property
    def total(self) -> int:
        return self.points + self.start_bonus + self.take_off


@dataclass(frozen=True, slots=True)
class Window:
    """A challenge window (ZZ-C1): the play just made, the state to go back to if it fails, and the
    seats that have let it stand so far (each other seat decides in turn from the next)."""

    player: int
    words: tuple[str, ...]
    wrong: tuple[str, ...]
    points: int
    before: ZZState
    accepted: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ZZState:
    """A game in progress. The board is two lists of rows: letters ("." empty) and tile colours
    (colour initial, "*" for a Free letter)."""

    names: tuple[str, ...]
    racks: tuple[Bag, ...]
    bag: Bag
    letters: tuple[str, ...]
    colours: tuple[str, ...]
    scores: tuple[int, ...]
    turn: int = 0
    dealt: bool = False
    runway: int = 0
    closed: tuple[tuple[str, int | None], ...] = ()
    turning: bool = True
    """The centre counts towards the runway in play: for the opening word and the first word after
    a runway is finished (ZZ-P3/P4 as decided)."""
    passes: int = 0
    idle: int = 0
    draw_for: int | None = None
    draw_count: int = 0
    returning: tuple[str, ...] = ()
    window: Window | None = None
    finished: bool = False
    deductions: tuple[int, ...] = ()
    last: tuple[tuple[int, int], ...] = ()
    events: tuple[str, ...] = field(default=())

    def board_empty(self) -> bool:
        return all(set(row) <= {EMPTY} for row in self.letters)
