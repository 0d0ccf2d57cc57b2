"""Our map: the rule sheet's small Mercator map of the world, with the voyage's course dotted on the sea and
each ship at its place on it (its seat number in its captain's colour). Land is drawn with block glyphs
from the shipped land mask, so the map reads without colour too."""

from __future__ import annotations

import math
from collections.abc import Sequence

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip
from textual.widget import Widget

from ...engine.land import land_mask
from ...games.round_the_world.chart import Place
from .colours import seat_style
from .spiral import ship_marks

QUADRANTS = " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"
"""A cell's four quarters as glyphs: bit 1 top left, 2 top right, 4 bottom left, 8 bottom right."""
NORTH, SOUTH = 75.0, -60.0
"""The latitudes the map shows: the voyage runs from New York's to Cape Horn's."""
TITLE = "Our map"
ASPECT = 6
"""Cells across for each cell down that keep the map's shape (a cell is twice as high as wide)."""
NARROW_ASPECT = 4
"""A narrow map may stand taller than its true shape, down to this many cells across a cell down."""


def mercator(lat: float) -> float:
    return math.log(math.tan(math.pi / 4 + math.radians(lat) / 2))


def latitude(y: float) -> float:
    return math.degrees(2 * math.atan(math.exp(y)) - math.pi / 2)


class MapFrame:
    """Where a latitude and longitude fall on a map of `width`×`height` cells, each cell two by two dots."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.top, self.bottom = mercator(NORTH), mercator(SOUTH)

    def cell(self, place: Place) -> tuple[int, int]:
        lat, lon = place
        column = int((lon + 180.0) / 360.0 * self.width) % self.width
        share = (self.top - mercator(max(SOUTH, min(NORTH, lat)))) / (self.top - self.bottom)
        return column, min(self.height - 1, int(share * self.height))

    def dot_place(self, column: int, row: int) -> Place:
        """The latitude and longitude at the middle of dot (column, row), two dots a cell each way."""
        lon = -180.0 + (column + 0.5) * 360.0 / (2 * self.width)
        y = self.top - (row + 0.5) / (2 * self.height) * (self.top - self.bottom)
        return latitude(y), lon

    def land(self) -> list[list[int]]:
        """Each cell's quarters on land, as the bits of `QUADRANTS`."""
        mask = land_mask()
        cells = [[0] * self.width for _ in range(self.height)]
        for row in range(2 * self.height):
            for column in range(2 * self.width):
                if mask.is_land(*self.dot_place(column, row)):
                    cells[row // 2][column // 2] |= 1 << (column % 2 + 2 * (row % 2))
        return cells


class VoyageMap(Widget):
    """The map and the ships on it; given the places of the ships, it keeps nothing of the game."""

    COMPONENT_CLASSES = {"map--land", "map--sea", "map--course", "map--title"}

    def __init__(self, chart: Sequence[Place], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.chart = tuple(chart)
        self.positions: tuple[int, ...] = ()
        self._frame: MapFrame | None = None
        self._land: list[list[int]] = []
        self._strips: list[Strip] | None = None

    def show(self, positions: Sequence[int]) -> None:
        if tuple(positions) != self.positions:
            self.positions = tuple(positions)
            self._strips = None
            self.refresh()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips = None

    def render_line(self, y: int) -> Strip:
        room = self.size.height - 1
        width = min(self.size.width, ASPECT * room)
        height = min(room, max(self.size.width // ASPECT, self.size.width // NARROW_ASPECT if width < 30 else 0))
        if self._frame is None or (self._frame.width, self._frame.height) != (width, height):
            self._frame = MapFrame(width, height) if width > 0 and height > 0 else None
            self._land = self._frame.land() if self._frame else []
            self._strips = None
        if self._strips is None:
            self._strips = self._paint()
        return self._strips[y] if y < len(self._strips) else Strip.blank(self.size.width, self.rich_style)

    def _paint(self) -> list[Strip]:
        base = self.rich_style
        styles = {name: base + self.get_component_rich_style(f"map--{name}") for name in ("land", "sea", "course")}
        frame = self._frame
        if frame is None or frame.height < 2:
            return []
        title = base + self.get_component_rich_style("map--title")
        strips = [Strip([Segment(TITLE[: self.size.width], title)]).extend_cell_length(self.size.width, base)]
        cells: list[list[tuple[str, Style]]] = [
            [(QUADRANTS[bits], styles["land"] if bits else styles["sea"]) for bits in row] for row in self._land
        ]
        for place in self.chart:
            column, line = frame.cell(place)
            if not self._land[line][column]:
                cells[line][column] = ("·", styles["course"])
        ships: dict[tuple[int, int], list[int]] = {}
        for seat, station in enumerate(self.positions):
            ships.setdefault(frame.cell(self.chart[min(station, len(self.chart) - 1)]), []).append(seat)
        taken: set[tuple[int, int]] = set()
        for (column, line), seats in ships.items():
            for text, seat in ship_marks(seats, 1 + len(seats)):
                for glyph in text:
                    while (column, line) in taken and column + 1 < frame.width:
                        column += 1
                    taken.add((column, line))
                    cells[line][column] = (glyph, base + Style.parse(seat_style(seat)))
        for glyphs in cells:
            strip = Strip([Segment(ch, style) for ch, style in glyphs]).simplify()
            strips.append(strip.extend_cell_length(self.size.width, base))
        return strips
