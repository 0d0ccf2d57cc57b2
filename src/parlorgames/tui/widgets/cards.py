"""The widgets Mapominoes' cards are shown in: `CardTable` lays them on the table's grid, `FocusCard` shows
one card large, `CardPanel` holds text in the cards' palette. What they show is drawn by the functions of
`tui.drawing.mapominoes`; the palette is their component classes, in cards.tcss beside this file, taken
from the theme's variables."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual.css.scalar import Unit
from textual.strip import Strip
from textual.widget import Widget

from ...games.mapominoes.atlas import TINTS
from ..drawing.mapominoes import PARTS, CardPalette, Face, Focus, card_size, focus_card, table_lines
from .rows import LineCachedStatic


class CardWidget(Widget):
    """A widget drawn in the cards' palette: a tint per card, the sea of Transit cards, the table's felt."""

    COMPONENT_CLASSES = {*(f"cards--tint-{n}" for n in range(TINTS)), *(f"cards--{part}" for part in PARTS)}

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self._palette: CardPalette | None = None
        self._drawn: object = None
        """What the widget was last drawn from: drawing the same again is skipped."""

    @property
    def palette(self) -> CardPalette:
        """The cards' palette, read once per theme. A card's face (a tint, the sea) is read whole, so its text
        takes the colour that reads best on its ground; the other parts only add to what lies under them."""
        if self._palette is None:
            self._palette = CardPalette(
                tints=tuple(self.get_component_rich_style(f"cards--tint-{n}") for n in range(TINTS)),
                **{part: self.get_component_rich_style(f"cards--{part}", partial=part != "sea") for part in PARTS},
            )
        return self._palette

    def notify_style_update(self) -> None:
        self._palette = None
        self._drawn = None
        super().notify_style_update()

    def unchanged(self, drawn: object) -> bool:
        """Whether `drawn` (all a drawing depends on) is what the widget shows already; else it is kept."""
        if drawn == self._drawn:
            return True
        self._drawn = drawn
        return False


class CardPanel(LineCachedStatic, CardWidget):
    """Text in the cards' palette (the hand, the prompt, the card in focus, the map): a Static first, so what
    is said of Statics (their height, a test that no text is cut) holds for it."""

    COMPONENT_CLASSES = CardWidget.COMPONENT_CLASSES


class CardTable(CardWidget):
    """The table's grid of spaces as cards, a window of it at a time with row numbers and column letters."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._strips: list[Strip] = []

    def card_size(self, rows: int, cols: int) -> tuple[int, int, int, int]:
        """(rows, columns, card width, card height) of the window onto a table of `rows` by `cols` that fits."""
        return card_size(self.size.width or 52, self.size.height or 19, rows, cols)

    def draw(
        self,
        faces: Sequence[Sequence[Face]],
        corner: tuple[int, int],
        cursor: tuple[int, int],
        size: tuple[int, int, int, int],
        table: tuple[int, int],
        status: str,
    ) -> None:
        """Show `faces` (the window's rows of spaces) whose top-left space is `corner` on a table of `table`
        rows and columns; `cursor` is a space of the window, or outside it."""
        if self.unchanged((faces, corner, cursor, size, table, status, self.size)):
            return
        lines = table_lines(faces, corner, cursor, size, table, status, self.palette, self.rich_style)
        self._strips = [Strip(pieces) for pieces in lines]
        self.refresh()

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.rich_style
        if y < len(self._strips):
            return self._strips[y].crop_extend(0, width, base)
        return Strip.blank(width, base)


class FocusCard(CardPanel):
    """One card shown large, as the printed card is, in the room the panel gives."""

    def draw(self, focus: Focus) -> None:
        if self.unchanged((focus, self.size)):
            return
        self.update(focus_card(focus, self.palette, self.size.width, self._room()))

    def _room(self) -> int:
        """The lines the card may take: its height, or when it takes the height it needs, its max-height."""
        height, limit = self.styles.height, self.styles.max_height
        if height is not None and height.is_auto:
            return int(limit.value) if limit is not None and limit.unit == Unit.CELLS else 99
        return self.size.height or 99
