"""Boards: a numbered track of stations, and a rectangular grid of coded cells."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterator, Mapping, Sequence


@dataclass(frozen=True, slots=True)
class Station:
    """One space of a track: what it is called and what it orders a piece that rests there to do."""

    number: int
    port: str = ""
    to: int | None = None
    days: int = 0
    disaster: bool = False
    text: str = ""

    @property
    def plain(self) -> bool:
        return self.to is None and not self.days and not self.disaster


@dataclass(frozen=True, slots=True)
class Track:
    """Stations 0 (the start) to `length` (the goal); unlisted stations are plain."""

    length: int
    start_name: str = "Start"
    special: Mapping[int, Station] = field(default_factory=dict)

    def __getitem__(self, number: int) -> Station:
        return self.special.get(number) or Station(number)

    def __iter__(self) -> Iterator[Station]:
        return (self[n] for n in range(1, self.length + 1))

    def advance(self, position: int, steps: int, stop_at: int | None = None) -> int:
        """Where `steps` forward from `position` lands, never past the goal or `stop_at`."""
        limit = self.length if stop_at is None else min(stop_at, self.length)
        return min(position + steps, limit) if position < limit else position

    def name(self, number: int) -> str:
        if number == 0:
            return self.start_name
        station = self[number]
        return f"{number} {station.port}" if station.port else str(number)

    def ports(self) -> list[Station]:
        return [s for s in self.special.values() if s.port]


@dataclass(frozen=True, slots=True)
class Grid:
    """A rectangle of cells, each holding a short code from a ruleset's map (a board drawn in YAML)."""

    rows: tuple[str, ...]

    @classmethod
    def from_rows(cls, rows: Sequence[str]) -> "Grid":
        width = max((len(r) for r in rows), default=0)
        return cls(tuple(r.ljust(width) for r in rows))

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    def in_bounds(self, row: int, col: int) -> bool:
        return 0 <= row < self.height and 0 <= col < self.width

    def code(self, row: int, col: int) -> str:
        return self.rows[row][col] if self.in_bounds(row, col) else ""

    def neighbours(self, row: int, col: int) -> list[tuple[int, int]]:
        """The orthogonal neighbours inside the grid, in N, E, S, W order."""
        steps = ((-1, 0), (0, 1), (1, 0), (0, -1))
        return [(row + dr, col + dc) for dr, dc in steps if self.in_bounds(row + dr, col + dc)]

    def cells(self, code: str) -> list[tuple[int, int]]:
        return [(r, c) for r, line in enumerate(self.rows) for c, ch in enumerate(line) if ch == code]
