"""The rules of the chosen variant and the ruleset's notes, then the game's rules by id from docs/rules/
(the same page a ruleset author reads), so a family can look up the rule a message names.

F1 must show within 100 ms even while a computer player thinks, so the text is not a Static that wraps
and styles every line of a long rule sheet each time the screen opens, nor Textual's Markdown widget
(it mounts a widget per block: about 370 ms for the Globe-Grams page at 80×24), nor Rich's Markdown
(importing it and its parser and highlighter takes 100 ms and more on the first F1). The page keeps to
a small part of Markdown (headings, paragraphs, lists, bold, italic, code and links), styled here by
weight; it and the variant's text are wrapped once per width and kept, and only the lines in view are
drawn. The screen is opaque, so the table behind it is not blended into every line either."""

from __future__ import annotations

import re
from collections.abc import Iterator
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
from textual.widgets import Static

from ...engine.ruleset import Ruleset
from ...paths import rules_reference
from ..widgets.footer import SteadyFooter

_MEASURE = Console(width=200, color_system=None, legacy_windows=False)


class Sheet(tuple[Strip, ...]):
    """The lines of the rules screen; `reference_at` is the line where the rules by id begin, if any."""

    reference_at: int | None = None


def wrapped(ruleset: Ruleset, variant: str, width: int) -> Sheet:
    """The rules screen as lines `width` cells wide, made once and kept (rulesets are immutable)."""
    return _render(ruleset.rules_text(variant), tuple(ruleset.notes), rules_reference(ruleset.kind), max(width, 10))


SHEET_ITEM = re.compile(r"( *)([-•*]|\d+[.)]) +")


def sheet_blocks(sheet: str) -> Iterator[tuple[str, str, str]]:
    """A rule sheet's paragraphs and list items as (first line's lead, the other lines' lead, the words on
    one line), a blank line as ("", "", ""). The sheet breaks its lines wherever its source did and indents
    an item's further lines under its words, so a paragraph's lines are joined and so are an item's (any line
    indented past the item's marker): each then wraps to the window under its own lead."""
    first = rest = ""
    words: list[str] = []
    for line in sheet.split("\n"):
        item = SHEET_ITEM.match(line)
        indent = len(line) - len(line.lstrip(" "))
        continues = words and not item and line.strip() and (indent == len(rest) or (not rest and not indent))
        if continues:
            words.append(line.strip())
            continue
        if words:
            yield first, rest, " ".join(words)
            words = []
        if item:
            first, rest = item[0], " " * len(item[0])
            words = [line[item.end() :].strip()]
        elif line.strip():
            first = rest = " " * indent
            words = [line.strip()]
        else:
            yield "", "", ""
    if words:
        yield first, rest, " ".join(words)


HEADING = re.compile(r"(#{1,6}) +(.*)")
ITEM = re.compile(r"( *)([-*]|\d+[.)]) +(.*)")
INLINE = re.compile(r"\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\([^)]*\)|\*([^*\s][^*]*?)\*")
HEADING_STYLES = {1: "bold underline", 2: "bold underline"}


def _inline(source: str, style: str = "") -> Text:
    """One block's Markdown source as styled text: **bold**, *italic*, `code` in bold, a link's words."""
    text = Text(style=style)
    at = 0
    for match in INLINE.finditer(source):
        text.append(source[at : match.start()])
        strong, code, link, emphasis = match.groups()
        if strong is not None:
            text.append_text(_inline(strong, "bold"))
        elif code is not None:
            text.append(code, "bold")
        elif link is not None:
            text.append_text(_inline(link, "underline"))
        else:
            text.append(emphasis, "italic")
        at = match.end()
    text.append(source[at:])
    return text


def _blocks(page: str) -> Iterator[tuple[str, str, str]]:
    """Each heading, list item, table row and paragraph as (kind, its marker or level, its source on one
    line); the lines of a paragraph or of an item are joined."""
    block: list[str] = []
    for line in page.splitlines():
        heading, item = HEADING.match(line), ITEM.match(line)
        if block and (not line.strip() or heading or item or line.startswith("|")):
            yield block[0], block[1], " ".join(block[2:])
            block = []
        if heading:
            yield "heading", heading[1], heading[2]
        elif item:
            block = ["item", item[1] + item[2], item[3]]
        elif line.startswith("|"):
            yield "row", "", line
        elif line.strip():
            block = block + [line.strip()] if block else ["paragraph", "", line.strip()]
    if block:
        yield block[0], block[1], " ".join(block[2:])


def _strips(text: Text, width: int, first: str = "", rest: str = "") -> list[Strip]:
    """`text` wrapped to `width`, its first line led by `first` and the others by `rest` (a list's bullet)."""
    lines = []
    for number, line in enumerate(text.wrap(_MEASURE, max(width - len(first), 10))):
        led = Text.assemble(rest if number else first, line)
        lines.append(Strip(list(led.render(_MEASURE)), led.cell_len))
    return lines


@lru_cache(maxsize=32)
def markdown_lines(page: str, width: int) -> tuple[Strip, ...]:
    """A page of the rules as lines `width` cells wide: a blank line between blocks, none between items."""
    lines: list[Strip] = []
    before = ""
    for kind, marker, source in _blocks(page):
        if lines and not (kind == before and kind in ("item", "row")):
            lines.append(Strip.blank(width))
        if kind == "heading":
            lines += _strips(_inline(source, HEADING_STYLES.get(len(marker), "bold")), width)
        elif kind == "item":
            bullet = marker.replace("-", "•").replace("*", "•") + " "
            lines += _strips(_inline(source), width, bullet, " " * len(bullet))
        else:
            lines += _strips(_inline(source), width)
        before = kind
    return tuple(lines)


@lru_cache(maxsize=32)
def _render(rules: str, notes: tuple[str, ...], page: str, width: int) -> Sheet:
    lines: list[Strip] = []
    for first, rest, words in sheet_blocks(rules):
        lines += _strips(Text(words), width, first, rest) if words else [Strip.blank(width)]
    if notes:
        lines += [Strip.blank(width), *_strips(Text("Notes on this ruleset", style="bold"), width)]
        for note in notes:
            lines += _strips(Text(note), width, "• ", "  ")
    reference_at = None
    if page:
        lines += [Strip.blank(width), Strip.blank(width)]
        reference_at = len(lines)
        lines += markdown_lines(page, width)
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
        Binding("question_mark", "app.show_keys", "Keys"),
    ]
    """`?` lists the keys that scroll the text too (arrows, PgUp, PgDn, Home, End)."""

    def __init__(self, ruleset: Ruleset, variant: str | None) -> None:
        super().__init__()
        self.ruleset = ruleset
        self.variant_name = ruleset.variant(variant).name

    def compose(self) -> ComposeResult:
        variant = self.ruleset.variant(self.variant_name)
        with Vertical(classes="modal-box", id="rules-box"):
            yield Static(f"{self.ruleset.title} — {variant.title}", classes="modal-title")
            yield RulesText(self.ruleset, self.variant_name, id="rules-text")
            yield SteadyFooter()

    def on_mount(self) -> None:
        self.query_one(RulesText).focus()

    def action_rules_by_id(self) -> None:
        self.query_one(RulesText).scroll_to_reference()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The jump to the rules by id is offered only when the game has a page."""
        if action == "rules_by_id":
            return bool(rules_reference(self.ruleset.kind))
        return True
