"""The rules of the chosen variant, with the ruleset's notes on what was reconstructed or decided.

F1 must show within 100 ms even while a computer player thinks, so the text is not a Static that wraps
and styles every line of a long rule sheet each time the screen opens: it is wrapped once per width
(and kept), and only the lines in view are drawn. The screen is opaque, so the table behind it is not
blended into every line either."""

from __future__ import annotations

import re
from functools import lru_cache

from rich.console import Console
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.events import Resize
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Footer, Static

from ...engine.ruleset import Ruleset

_MEASURE = Console(width=200, color_system=None, legacy_windows=False)


def wrapped(ruleset: Ruleset, variant: str, width: int) -> tuple[Strip, ...]:
    """The rule sheet as lines `width` cells wide, wrapped once and kept (rulesets are immutable)."""
    return _wrap(ruleset.rules_text(variant), tuple(ruleset.notes), max(width, 10))


LIST_ITEM = re.compile(r"\s|[-•*] |\d+[.)] ")


def reflow(sheet: str) -> str:
    """Join the lines of each paragraph, which a rule sheet breaks wherever its source did, so they
    wrap to the window; a list item or an indented line keeps its own line."""
    lines = sheet.split("\n")
    out = lines[:1]
    for before, line in zip(lines, lines[1:]):
        if before.strip() and line.strip() and not LIST_ITEM.match(line):
            out[-1] += " " + line
        else:
            out.append(line)
    return "\n".join(out)


@lru_cache(maxsize=32)
def _wrap(rules: str, notes: tuple[str, ...], width: int) -> tuple[Strip, ...]:
    text = Text(reflow(rules))
    if notes:
        text.append("\n\nNotes on this ruleset\n", style="bold")
        text.append("\n".join(f"• {note}" for note in notes))
    return tuple(Strip(list(line.render(_MEASURE)), line.cell_len) for line in text.wrap(_MEASURE, width))


class RulesText(ScrollView, can_focus=True):
    """A long text drawn a line at a time: only the lines in view are rendered."""

    BINDINGS = [
        Binding("up", "scroll_up", "Up", show=False),
        Binding("down", "scroll_down", "Down", show=False),
        Binding("pageup", "page_up", "Page up", show=False),
        Binding("pagedown", "page_down", "Page down", show=False),
        Binding("home", "scroll_home", "Top", show=False),
        Binding("end", "scroll_end", "End", show=False),
    ]

    def __init__(self, ruleset: Ruleset, variant: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.ruleset = ruleset
        self.variant = variant
        self.lines: tuple[Strip, ...] = ()

    def on_resize(self, event: Resize) -> None:
        width = self.scrollable_content_region.width
        self.lines = wrapped(self.ruleset, self.variant, width)
        self.virtual_size = Size(width, len(self.lines))
        self.refresh()

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        index = scroll_y + y
        style = self.rich_style
        if index >= len(self.lines):
            return Strip.blank(self.scrollable_content_region.width, style)
        line = self.lines[index].crop_extend(scroll_x, scroll_x + self.scrollable_content_region.width, style)
        return line.apply_style(style).apply_offsets(scroll_x, index)

    def render(self) -> Text:
        """The whole sheet as plain text (what the widget shows, a screen at a time)."""
        return Text("\n").join(Text(line.text) for line in self.lines)


class RulesScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,f1,q", "dismiss", "Close")]

    def __init__(self, ruleset: Ruleset, variant: str | None) -> None:
        super().__init__()
        self.ruleset = ruleset
        self.variant_name = ruleset.variant(variant).name

    def compose(self) -> ComposeResult:
        variant = self.ruleset.variant(self.variant_name)
        with Vertical(classes="modal-box", id="rules-box"):
            yield Static(f"{self.ruleset.title} — {variant.title}", classes="modal-title")
            yield RulesText(self.ruleset, self.variant_name, id="rules-text")
            yield Footer()

    def on_mount(self) -> None:
        self.query_one(RulesText).focus()
