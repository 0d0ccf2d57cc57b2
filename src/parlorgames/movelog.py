"""The move log in words: every action of every seat since the start, with its points and the rules it invoked.

It is derived afresh from the session's actions and states, read through the observation of the seat at
the keyboard (so a hidden rack never shows in it): `rules.describe` names each action, the events the
action added say what followed, with their rule ids, and the standings before and after give the points.
Plain Python: the screen's log and the plain face's lines both tell a move from here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .engine.session import Session

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

    @property
    def points_text(self) -> str:
        """Each seat's change of points, as the log prints it beside the move ("Ann +5  Cat -3")."""
        return "  ".join(f"{name} {points:+d}" for name, points in self.points)


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
