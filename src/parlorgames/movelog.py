"""The move log in words: every action of every seat since the start, with its points and the rules it invoked.

It is derived afresh from the session's actions and states, read through the observation of the seat at
the keyboard (so a hidden rack never shows in it): `rules.describe` names each action, the events the
action added say what followed, with their rule ids, and the standings before and after give the points.
Plain Python: the screen's log and the plain face's lines both tell a move from here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .engine.session import Session

SCORE_KEYS = ("points", "score")
RULE_ID = re.compile(r"\b[A-Z]{2,4}-[A-Z]?\d+\b")
LOOK_BACK = 3
"""How many of the newest moves are looked through for the last word formed, to say what it means."""
MEANING_WIDTH = 60
"""A meaning in the log is cut to this many characters, so it takes a line of the full-window log at 80
columns (the log's `m` shows it whole)."""


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
