"""Computer players and hints, one module per built-in game kind; each module's `choose(rules, observation,
rng, level)` and `hints(rules, observation)` are named by its kind's registration (`games.<kind>.KIND`).

Hints reuse the computer players' searches, so a hint is what the computer would weigh. They are given
the observation of the seat to move (what that person may see, never the whole state) and return
`Hint`s as data, best first; the face that shows them says them in its own words and keys."""

from __future__ import annotations

from typing import Any

from ..engine.rules import Action, Rules

MOST_HINTS = 8
"""The longest list of hints a game offers: more would not fit a small window."""


def awaits_choice(rules: Rules[Any], seen: Any) -> bool:
    """A seat is to choose (not chance, not a finished game): the only time hints have anything to say."""
    return rules.to_move(seen) is not None and not rules.is_chance(seen)


def points_gained(rules: Rules[Any], seen: Any, action: Action) -> float:
    """The points `action` scores its mover, played on the mover's own observation: a play's score needs
    nothing hidden (for a review of what a move was worth)."""
    seat = rules.to_move(seen)
    assert seat is not None, "only a seat's move scores"
    return float(rules.apply(seen, action).scores[seat] - seen.scores[seat])
