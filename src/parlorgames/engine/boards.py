"""Boards: a numbered track of stations, and a rectangular grid of coded cells."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field


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


Cell = tuple[int, int]
"""(row, column) on a grid."""

STEPS: tuple[tuple[int, int, str], ...] = (
    (-1, 0, "above"),
    (0, 1, "to the right"),
    (1, 0, "below"),
    (0, -1, "to the left"),
)
"""The four orthogonal steps in N, E, S, W order, each with how a person says where the neighbour is."""


@dataclass(frozen=True, slots=True)
class Grid:
    """A rectangle of cells, each holding a short code (a board drawn in YAML, or blank for a plain table).

    Zig Zaggle's board and Mapominoes' table are both grids: neighbours, the cells of a row or column,
    and the run of filled cells through a cell (a word on the board) are asked of it, never rewritten.
    """

    rows: tuple[str, ...]

    @classmethod
    def from_rows(cls, rows: Sequence[str]) -> Grid:
        width = max((len(r) for r in rows), default=0)
        return cls(tuple(r.ljust(width) for r in rows))

    @classmethod
    def blank(cls, height: int, width: int) -> Grid:
        return cls((" " * width,) * height)

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

    def index(self, cell: Cell) -> int:
        """The cell's number counted row by row (for tables kept as one flat tuple)."""
        return cell[0] * self.width + cell[1]

    def cell(self, index: int) -> Cell:
        return divmod(index, self.width)

    def neighbours(self, row: int, col: int) -> list[Cell]:
        """The orthogonal neighbours inside the grid, in N, E, S, W order."""
        return [cell for cell, _ in self.around(row, col)]

    def around(self, row: int, col: int) -> list[tuple[Cell, str]]:
        """The orthogonal neighbours inside the grid with where each lies ("above", "to the left", …)."""
        return [((row + dr, col + dc), where) for dr, dc, where in STEPS if self.in_bounds(row + dr, col + dc)]

    def line(self, cell: Cell, across: bool) -> list[Cell]:
        """Every cell of the row (across) or column (down) through `cell`."""
        row, col = cell
        return [(row, c) for c in range(self.width)] if across else [(r, col) for r in range(self.height)]

    def run(self, cell: Cell, across: bool, filled: Callable[[Cell], bool]) -> list[Cell]:
        """The unbroken run of filled cells through `cell` along a row or column: the word through a cell.

        Empty when `cell` itself is not filled."""
        if not filled(cell):
            return []
        dr, dc = (0, 1) if across else (1, 0)
        row, col = cell
        while self.in_bounds(row - dr, col - dc) and filled((row - dr, col - dc)):
            row, col = row - dr, col - dc
        out = []
        while self.in_bounds(row, col) and filled((row, col)):
            out.append((row, col))
            row, col = row + dr, col + dc
        return out
