"""The rules of the chosen variant and the ruleset's notes, then the game's rules by id from docs/rules/
(the same page a ruleset author reads), so a family can look up the rule a message names.

F1 must show within 100 ms even while a computer player thinks, so the text is not a Static that wraps
and styles every line of a long rule sheet each time the screen opens, nor Textual's Markdown widget
(it mounts a widget per block: about 370 ms for the Globe-Grams page at 80×24). The variant's text is
wrapped and the page rendered by Rich's Markdown (about 15 ms) once per width, and kept; only the lines
in view are drawn. The screen is opaque, so the table behind it is not blended into every line either."""

from __future__ import annotations

import re
from functools import lru_cache

from rich.console import Console
from rich.markdown import Markdown
from rich.text import Text
from rich.theme import Theme
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
from ...paths import rules_doc

_PLAIN_MARKDOWN = Theme(
    {
        "markdown.code": "bold",
        "markdown.code_block": "none",
        "markdown.block_quote": "italic",
        "markdown.list": "none",
        "markdown.item.number": "bold",
        "markdown.h1": "bold underline",
        "markdown.h2": "bold underline",
        "markdown.h3": "bold",
        "markdown.h4": "bold italic",
        "markdown.link": "underline",
        "markdown.link_url": "underline",
        "markdown.table.border": "dim",
        "markdown.table.header": "bold",
        "markdown.kbd": "bold",
    }
)
"""Weights, not colours: the strips take the screen's own colours from the theme."""

_MEASURE = Console(width=200, color_system=None, legacy_windows=False, theme=_PLAIN_MARKDOWN)


class Sheet(tuple[Strip, ...]):
    """The lines of the rules screen; `reference_at` is the line where the rules by id begin, if any."""

    reference_at: int | None = None


def wrapped(ruleset: Ruleset, variant: str, width: int) -> Sheet:
    """The rules screen as lines `width` cells wide, made once and kept (rulesets are immutable)."""
    return _render(ruleset.rules_text(variant), tuple(ruleset.notes), reference_page(ruleset.kind), max(width, 10))


@lru_cache(maxsize=16)
def reference_page(kind: str) -> str:
    """The game's rules by id, or nothing for a kind that has no page."""
    page = rules_doc(kind)
    return page.read_text(encoding="utf-8") if page.is_file() else ""


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
def _render(rules: str, notes: tuple[str, ...], page: str, width: int) -> Sheet:
    text = Text(reflow(rules))
    if notes:
        text.append("\n\nNotes on this ruleset\n", style="bold")
        text.append("\n".join(f"• {note}" for note in notes))
    lines = [Strip(list(line.render(_MEASURE)), line.cell_len) for line in text.wrap(_MEASURE, width)]
    reference_at = None
    if page:
        lines += [Strip.blank(width), Strip.blank(width)]
        reference_at = len(lines)
        options = _MEASURE.options.update(width=width)
        rendered = _MEASURE.render_lines(Markdown(page, hyperlinks=False), options, pad=False)
        lines += [Strip(segments) for segments in rendered]
    sheet = Sheet(lines)
    sheet.reference_at = reference_at
    return sheet


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
        self.lines = Sheet()

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

    def scroll_to_reference(self) -> None:
        """Bring the rules by id to the top of the view."""
        if self.lines.reference_at is not None:
            self.scroll_to(y=self.lines.reference_at, animate=False)


class RulesScreen(ModalScreen[None]):
    BINDINGS = [
        Binding("escape,f1,q", "dismiss", "Close"),
        Binding("r", "rules_by_id", "Rules by id"),
    ]

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

    def action_rules_by_id(self) -> None:
        self.query_one(RulesText).scroll_to_reference()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The jump to the rules by id is offered only when the game has a page."""
        if action == "rules_by_id":
            return bool(reference_page(self.ruleset.kind))
        return True
