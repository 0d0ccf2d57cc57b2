"""A Static whose lines are painted one at a time and kept until that line's text changes.

A game table redraws after every move, but a move changes a few lines of a board; a plain Static turns
the whole text into strips again each time, and a key pressed meanwhile waits behind it. Here each line's
strips are kept under what the line shows (its characters and styles) and where, so a redraw renders only the lines
that changed, and an update that changes nothing is not painted at all. It looks exactly like a Static:
each line goes through the rendering a Static gives its text, wrapping included.
"""

from __future__ import annotations

from rich.text import Text
from textual.strip import Strip
from textual.visual import Visual, visualize
from textual.widgets import Static

from .._textual_internals import count_layout_request, layout_pending

LineKey = tuple[str, tuple, object]


def _key(line: Text) -> LineKey:
    """What a line shows: its characters, its styles and where they apply."""
    return line.plain, tuple(line.spans), line.style


class LineCachedStatic(Static):
    """Shows a rich Text; each of its lines is rendered once per width, base style and terminal colours."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._lines: list[Text] = []
        self._keys: list[LineKey] = []
        self._widest = 0
        self._rendered: dict[tuple[int, LineKey], list[Strip]] = {}
        self._rendered_for: tuple[int, object, object] | None = None
        """The width, base style and terminal colours the kept strips were rendered at."""
        self._shown: list[Strip] | None = None
        """The strips of every line in order, once rendered."""

    def update(self, content: Text) -> None:  # type: ignore[override]
        """Show `content`; nothing is done if every line is what it already shows. A layout is asked for
        only when the text's shape may change: another number of lines, another widest line, or wrapping.

        Textual keeps a widget's measured size until the widget asks for a layout, and counts a request only
        when none is pending: were the screen laid out between two changes of height (for another widget),
        the second change would show in the first one's height until the window was resized (Skip-A-Cross's
        mats were now and then short after a hand-over). So a request made while one is pending counts too."""
        lines = list(content.split("\n", allow_blank=True))
        keys = [_key(line) for line in lines]
        if keys == self._keys:
            return
        widest = max(line.cell_len for line in lines)
        layout = len(keys) != len(self._keys) or widest != self._widest or widest > self.size.width
        self._lines, self._keys, self._widest, self._shown = lines, keys, widest, None
        if layout and layout_pending(self):
            count_layout_request(self)
        super().update(content, layout=layout)

    def render_line(self, y: int) -> Strip:
        if self.text_selection is not None:
            return super().render_line(y)
        width, style = self.size.width, self.visual_style
        rendered_for = (width, style, self.app.ansi_theme)
        if self._rendered_for != rendered_for:
            self._rendered_for, self._rendered, self._shown = rendered_for, {}, None
        if self._shown is None:
            self._shown = self._render_lines()
        if y < len(self._shown):
            return self._shown[y]
        return Strip.blank(width, style.rich_style)

    def _render_lines(self) -> list[Strip]:
        """Every line's strips, rendering only lines not kept from before; lines no longer shown are let go.
        A line is kept under its place as well, as its strips carry where they are (for the mouse)."""
        width, style = self.size.width, self.visual_style
        rendered: dict[tuple[int, LineKey], list[Strip]] = {}
        shown: list[Strip] = []
        for index, (key, line) in enumerate(zip(self._keys, self._lines)):
            strips = self._rendered.get((index, key))
            if strips is None:
                placed = Text("\n" * index).append_text(line)
                strips = Visual.to_strips(self, visualize(self, placed), width, None, style)[index:]
            rendered[index, key] = strips
            shown.extend(strips)
        self._rendered = rendered
        return shown
