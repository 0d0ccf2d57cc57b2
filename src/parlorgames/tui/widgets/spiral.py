"""The Round the World board: stations laid out as a spiral from the dock inward to New York."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widget import Widget

from ...engine.boards import Track
from .colours import seat_style

CELL = 4
LEGEND_MARKS: tuple[tuple[str, str, str], ...] = (
    ("*", "bold black on khaki1", "port"),
    ("!", "bold white on dark_red", "disaster"),
    ("»", "white on dark_green", "wind on"),
    ("«", "white on dark_orange3", "back"),
    ("+", "black on light_steel_blue", "days"),
)


def legend(track: Track) -> Text:
    """The key to the marks this board really shows (the children's board has no orders, RTW-C1)."""
    shown = {station_mark(track, n) for n in range(1, track.length + 1)}
    parts = [((f"{mark} ", style), f" {label} ") for mark, style, label in LEGEND_MARKS if mark in shown]
    text = Text.assemble(*(piece for part in parts for piece in part))
    text.rstrip()
    return text


def spiral_cells(width: int, height: int) -> list[tuple[int, int]]:
    """(column, row) of every cell of a width×height grid, walking clockwise from the top-left inward."""
    cells: list[tuple[int, int]] = []
    left, top, right, bottom = 0, 0, width - 1, height - 1
    while left <= right and top <= bottom:
        cells += [(c, top) for c in range(left, right + 1)]
        cells += [(right, r) for r in range(top + 1, bottom + 1)]
        if top < bottom:
            cells += [(c, bottom) for c in range(right - 1, left - 1, -1)]
        if left < right:
            cells += [(left, r) for r in range(bottom - 1, top, -1)]
        left, top, right, bottom = left + 1, top + 1, right - 1, bottom - 1
    return cells


def grid_for(stations: int) -> tuple[int, int]:
    """A grid roughly 3:2 (in cells) with room for every station and the dock."""
    width, height = 12, 8
    while width * height < stations + 1:
        width, height = width + 1, height + 1
    return width, height


def station_mark(track: Track, number: int) -> str:
    """One character saying what a station does, so the board reads without colour."""
    station = track[number]
    if station.disaster:
        return "!"
    if station.port:
        return "*"
    if station.to is not None:
        return "»" if station.to > number else "«"
    if station.days:
        return "+"
    return " "


def station_style(track: Track, number: int) -> str:
    station = track[number]
    if station.disaster:
        return "bold white on dark_red"
    if station.port:
        return "bold black on khaki1"
    if station.to is not None:
        return "white on dark_green" if station.to > number else "white on dark_orange3"
    if station.days:
        return "black on light_steel_blue"
    return "white on grey23"


class SpiralBoard(Widget):
    """Draws the track and the ships; it is given positions and keeps nothing of the game."""

    def __init__(self, track: Track, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.track = track
        self.columns, self.rows = grid_for(track.length)
        cells = spiral_cells(self.columns, self.rows)
        offset = len(cells) - (track.length + 1)
        self.where = {n: cells[offset + n] for n in range(track.length + 1)}
        self.positions: tuple[int, ...] = ()
        self.turn: int | None = None

    def show(self, positions: Sequence[int], turn: int | None) -> None:
        self.positions = tuple(positions)
        self.turn = turn
        self.refresh()

    def get_content_width(self, container, viewport) -> int:  # type: ignore[no-untyped-def]
        return self.columns * CELL

    def get_content_height(self, container, viewport, width) -> int:  # type: ignore[no-untyped-def]
        return self.rows * 2 + 1

    def render(self) -> Text:
        top = [[Text(" " * CELL, style="grey15") for _ in range(self.columns)] for _ in range(self.rows)]
        bottom = [[Text(" " * CELL, style="grey15") for _ in range(self.columns)] for _ in range(self.rows)]
        ships: dict[int, list[int]] = {}
        for seat, station in enumerate(self.positions):
            ships.setdefault(station, []).append(seat)
        for number, (col, row) in self.where.items():
            if number == 0:
                label, style = "Dock", "bold black on khaki1"
            else:
                label, style = f"{number:>2}{station_mark(self.track, number)} ", station_style(self.track, number)
            top[row][col] = Text(label[:CELL].ljust(CELL), style=style)
            line = Text(style="on grey11")
            here = ships.get(number, [])
            for seat in here[: CELL - 1 if len(here) > CELL else CELL]:
                mark = str(seat + 1)
                line.append(mark, style=seat_style(seat) + (" underline" if seat == self.turn else ""))
            if len(here) > CELL:
                line.append("+", style="bold")
            line.append(" " * (CELL - line.cell_len), style="on grey11")
            bottom[row][col] = line
        out = Text()
        for row in range(self.rows):
            out.append_text(Text("").join(top[row]))
            out.append("\n")
            out.append_text(Text("").join(bottom[row]))
            out.append("\n")
        out.append_text(legend(self.track))
        return out
