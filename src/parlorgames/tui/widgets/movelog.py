"""The move log on screen: the entries `parlorgames.movelog` tells, as a table of numbered rows beside the board,
each word's meaning under its move."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.padding import Padding
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from ...movelog import LogEntry, entry_for
from .colours import muted_style

if TYPE_CHECKING:
    from ...engine.session import Session


def add_entry(entry: LogEntry, table: Table, full_meanings: bool = False) -> None:
    """The entry as rows of `table`: its number, then the move and the points, and each note below
    it indented, then what its words mean (each cut to a line, or whole with `full_meanings`); a
    long line wraps under its own first letter, so the numbers stand clear."""
    text = Text(entry.line)
    for name, points in entry.points:
        text.append(f"  {name} {points:+d}", style="bold")
    table.add_row(Text(f"{entry.number:>3}", style=muted_style()), text)
    for note in entry.notes:
        table.add_row("", Padding(Text(note, style="italic"), (0, 0, 0, 2)))
    for short, full in entry.meanings:
        table.add_row("", Padding(Text(full if full_meanings else short, style=muted_style()), (0, 0, 0, 2)))


def log_body(entries: list[LogEntry], full_meanings: bool = False) -> Table | Text:
    """The entries as one table: the numbers in a column of their own, each move beside its number."""
    if not entries:
        return Text("No moves yet.", style="italic")
    table = Table.grid(padding=(0, 1, 0, 0))
    table.add_column(no_wrap=True)
    table.add_column(ratio=1)
    for entry in entries:
        add_entry(entry, table, full_meanings)
    return table


class MoveLog(VerticalScroll, can_focus=True):
    """The whole game so far, newest at the bottom; scroll up to the first move. While it is hidden (a
    window under 120 columns) it only notes the session, and tells the moves when it shows: a long game's
    log is not rebuilt after every move for nobody to see."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.entries: list[LogEntry] = []
        self.told: list[tuple[Any, int | None]] = []
        self.untold: tuple[Session, int | None] | None = None
        self.full_meanings = False
        """Whether each word's meaning shows whole (every sense kept) rather than cut to a line."""

    def compose(self) -> ComposeResult:
        yield Static(classes="movelog-text")

    def show(self, session: Session, viewer: int | None) -> None:
        """The moves as `viewer`, the seat at the keyboard, may see them."""
        self.untold = (session, viewer)
        if self.display:
            self.tell(session, viewer)

    def on_show(self) -> None:
        if self.untold is not None:
            self.tell(*self.untold)

    def show_full_meanings(self, full: bool) -> None:
        """Each word's meaning whole, or cut to a line."""
        self.full_meanings = full
        self.query_one(".movelog-text", Static).update(log_body(self.entries, full))

    def tell(self, session: Session, viewer: int | None) -> None:
        """Tell again only the actions that changed since the last call (undo, redo, new moves)."""
        self.untold = None
        keys = [(state, viewer) for state in session.states[1:]]
        same = 0
        while (
            same < min(len(keys), len(self.told))
            and keys[same][0] is self.told[same][0]
            and keys[same][1] == self.told[same][1]
        ):
            same += 1
        self.entries[same:] = [entry_for(session, index, viewer) for index in range(same, len(keys))]
        self.told = keys
        at_end = self.scroll_y >= self.max_scroll_y
        self.query_one(".movelog-text", Static).update(log_body(self.entries, self.full_meanings))
        if at_end:
            self.call_after_refresh(self.scroll_end, animate=False)
