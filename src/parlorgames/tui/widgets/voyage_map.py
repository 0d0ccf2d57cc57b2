"""Our map: the rule sheet's small Mercator map of the world, with the voyage's course dotted on the sea and
each ship at its place on it (drawn by `drawing.round_the_world.voyage_map`)."""

from __future__ import annotations

from collections.abc import Sequence

from textual.strip import Strip
from textual.widget import Widget

from ...games.round_the_world.chart import Place
from ..drawing.round_the_world import Line, MapFrame, MapPalette, map_size, voyage_map
from .colours import seat_styles


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
        width, height = map_size(*self.size)
        if self._frame is None or (self._frame.width, self._frame.height) != (width, height):
            self._frame = MapFrame(width, height) if width > 0 and height > 0 else None
            self._land = self._frame.land() if self._frame else []
            self._strips = None
        if self._strips is None:
            lines = [] if self._frame is None else self._draw(self._frame)
            self._strips = [Strip(line, self.size.width) for line in lines]
        return self._strips[y] if y < len(self._strips) else Strip.blank(self.size.width, self.rich_style)

    def _draw(self, frame: MapFrame) -> list[Line]:
        style = self.get_component_rich_style
        palette = MapPalette(
            self.rich_style,
            style("map--land"),
            style("map--sea"),
            style("map--course"),
            style("map--title"),
            seat_styles().seats,
        )
        return voyage_map(self.chart, frame, self._land, self.positions, palette, self.size.width)
