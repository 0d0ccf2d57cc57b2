"""The move log: every action of every seat since the start, with its points and the rules it invoked.

It is derived afresh from the session's actions and states, read through the observation of the seat at
the keyboard (so a hidden rack never shows in it): `rules.describe` names each action, the events the
action added say what followed, with their rule ids, and the standings before and after give the points.
"""

from __future__ import annotations

import re
from collections.abc import Callable
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
LOOK_BACK = 3
"""How many of the newest moves are looked through for the last word formed, to say what it means."""
MEANING_WIDTH = 60
"""A meaning in the log is cut to this many characters, so it takes a line of the full-window log at 80
columns (`MoveLog.full_meanings` shows it whole)."""


@dataclass(frozen=True)
class LogEntry:
    """One action as the log tells it."""

    number: int
    seat: str
    line: str
    notes: tuple[str, ...]
    points: tuple[tuple[str, int], ...]
    meanings: tuple[tuple[str, str], ...] = ()
    """What each word the move formed means (or where each name is): (short, full), one line each."""

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(RULE_ID.findall(" ".join((self.line, *self.notes)))))

    def add_to(self, table: Table, full_meanings: bool = False) -> None:
        """The entry as rows of `table`: its number, then the move and the points, and each note below
        it indented, then what its words mean (each cut to a line, or whole with `full_meanings`); a
        long line wraps under its own first letter, so the numbers stand clear."""
        text = Text(self.line)
        for name, points in self.points:
            text.append(f"  {name} {points:+d}", style="bold")
        table.add_row(Text(f"{self.number:>3}", style=muted_style()), text)
        for note in self.notes:
            table.add_row("", Padding(Text(note, style="italic"), (0, 0, 0, 2)))
        for short, full in self.meanings:
            table.add_row("", Padding(Text(full if full_meanings else short, style=muted_style()), (0, 0, 0, 2)))


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
    points = score_deltas(rules, before, after)
    return LogEntry(index + 1, name, line, notes, points, meanings_of(rules, session.states[index], action))


def meanings_of(rules: Any, state: Any, action: Any) -> tuple[tuple[str, str], ...]:
    """What each word an action formed means, or where each name is: (one line of it, all of it). The
    words of a move made are on the table for all to see, so they are read from the whole `state` it was
    made in (a play is checked against its mover's rack, which the viewer's observation hides)."""
    return tuple(
        (rules.explain(word, width=MEANING_WIDTH), rules.explain(word, senses=2))
        for word in rules.words_formed(state, action)
    )


def newest_meaning(session: Session) -> Callable[[int], str] | None:
    """What the newest play's main word means (or where its name is), as a line cut to a given width;
    None when none of the last few moves formed a word (a letter drawn after a word keeps it said)."""
    rules, actions = session.rules, session.actions
    for index in range(len(actions) - 1, max(-1, len(actions) - 1 - LOOK_BACK), -1):
        words = rules.words_formed(session.states[index], actions[index])  # a move made is public
        if words:
            return lambda width: rules.explain(words[0], width=width)
    return None


def log_body(entries: list[LogEntry], full_meanings: bool = False) -> Table | Text:
    """The entries as one table: the numbers in a column of their own, each move beside its number."""
    if not entries:
        return Text("No moves yet.", style="italic")
    table = Table.grid(padding=(0, 1, 0, 0))
    table.add_column(no_wrap=True)
    table.add_column(ratio=1)
    for entry in entries:
        entry.add_to(table, full_meanings)
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
