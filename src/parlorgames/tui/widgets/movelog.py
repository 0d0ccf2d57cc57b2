"""The move log: every action of every seat since the start, with its points and the rules it invoked.

It is derived afresh from the session's actions and states, read through the observation of the seat at
the keyboard (so a hidden rack never shows in it): `rules.describe` names each action, the events the
action added say what followed, with their rule ids, and the standings before and after give the points.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.padding import Padding
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from .colours import muted_style

if TYPE_CHECKING:
    from ...engine.session import Session

SCORE_KEYS = ("points", "score")
RULE_ID = re.compile(r"\b[A-Z]{2,4}-[A-Z]?\d+\b")


@dataclass(frozen=True)
class LogEntry:
    """One action as the log tells it."""

    number: int
    seat: str
    line: str
    notes: tuple[str, ...]
    points: tuple[tuple[str, int], ...]

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(RULE_ID.findall(" ".join((self.line, *self.notes)))))

    def add_to(self, table: Table) -> None:
        """The entry as rows of `table`: its number, then the move and the points, and each note below
        it indented; a long line wraps under its own first letter, so the numbers stand clear."""
        text = Text(self.line)
        for name, points in self.points:
            text.append(f"  {name} {points:+d}", style="bold")
        table.add_row(Text(f"{self.number:>3}", style=muted_style()), text)
        for note in self.notes:
            table.add_row("", Padding(Text(note, style="italic"), (0, 0, 0, 2)))


def new_events(before: tuple[str, ...], after: tuple[str, ...]) -> tuple[str, ...]:
    """The events an action added: `after` less what it still carries over from `before`."""
    for overlap in range(min(len(before), len(after)), 0, -1):
        if before[-overlap:] == after[:overlap]:
            return after[overlap:]
    return after


def score_deltas(rules: Any, before: Any, after: Any) -> tuple[tuple[str, int], ...]:
    """Each seat's change of points (or score) between two observed states."""
    old, new = rules.standings(before), rules.standings(after)
    key = next((k for k in SCORE_KEYS if new and k in new[0]), None)
    if key is None:
        return ()
    return tuple(
        (str(row.get("name", seat + 1)), row[key] - was[key])
        for seat, (was, row) in enumerate(zip(old, new))
        if isinstance(row[key], int) and row[key] != was[key]
    )


def entry_for(session: Session, index: int, viewer: int | None) -> LogEntry:
    """The log's account of action `index`, as `viewer` may see it."""
    rules = session.rules
    before = rules.observe(session.states[index], viewer)
    after = rules.observe(session.states[index + 1], viewer)
    action = session.actions[index]
    seat = rules.to_move(session.states[index])
    line = rules.describe(before, action)
    notes = new_events(tuple(getattr(before, "events", ())), tuple(getattr(after, "events", ())))
    if notes and notes[0].startswith(line):
        line, notes = notes[0], notes[1:]
    name = session.seats[seat].name if seat is not None else ""
    return LogEntry(index + 1, name, line, notes, score_deltas(rules, before, after))


def log_body(entries: list[LogEntry]) -> Table | Text:
    """The entries as one table: the numbers in a column of their own, each move beside its number."""
    if not entries:
        return Text("No moves yet.", style="italic")
    table = Table.grid(padding=(0, 1, 0, 0))
    table.add_column(no_wrap=True)
    table.add_column(ratio=1)
    for entry in entries:
        entry.add_to(table)
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
        self.query_one(".movelog-text", Static).update(log_body(self.entries))
        if at_end:
            self.call_after_refresh(self.scroll_end, animate=False)
