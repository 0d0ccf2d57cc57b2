"""The Round the World board: the stations as ovals on a spiral from the dock at the outer corner inward to
New York at the centre, joined in order by a drawn path (drawn by `drawing.round_the_world.spiral_board`).
The spiral is laid out for the size the widget is given, so it grows with the window."""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from textual.strip import Strip
from textual.widget import Widget

from ...engine.boards import Track
from ..drawing.round_the_world import (
    SPIRAL_PARTS,
    Ships,
    SpiralGround,
    SpiralPalette,
    port_names,
    spiral_board,
    spiral_ground,
)
from .colours import seat_styles


class SpiralBoard(Widget):
    """Draws the track and the ships; it is given positions and keeps nothing of the game. The picture is
    kept as lines: a move changes the ships, and the path and ovals under them are laid out once a size."""

    COMPONENT_CLASSES = {f"spiral--{part}" for part in SPIRAL_PARTS}

    def __init__(self, track: Track, short_names: dict[int, str] | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.track = track
        self.names = port_names(track, short_names or {})
        self.ships = Ships((), None)
        self._ground: SpiralGround | None = None
        self._strips: list[Strip] | None = None
        self._parts: dict[str, Style] | None = None
        """The styles of the component classes, read once a theme (asking the CSS costs more than a paint)."""

    def show(self, positions: Sequence[int], turn: int | None) -> None:
        ships = Ships(tuple(positions), turn)
        if ships == self.ships:
            return
        self.ships = ships
        self._strips = None
        self.refresh()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips, self._parts = None, None

    def render_line(self, y: int) -> Strip:
        width, height = self.size
        if self._ground is None or (self._ground.width, self._ground.height) != (width, height):
            self._ground = spiral_ground(self.track, width, height)
            self._strips = None
        if self._strips is None:
            lines = spiral_board(self._ground, self.names, self.ships, self.palette())
            self._strips = [Strip(line, width) for line in lines]
        return self._strips[y] if y < len(self._strips) else Strip.blank(width, self.rich_style)

    def palette(self) -> SpiralPalette:
        if self._parts is None:
            style = self.get_component_rich_style
            self._parts = {part: style(f"spiral--{part}", partial=True) for part in SPIRAL_PARTS}
        return SpiralPalette(self.rich_style, self._parts, seat_styles().seats)
