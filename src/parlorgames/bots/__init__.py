"""Computer players: one chooser per game kind, found by the rules' kind name."""

from __future__ import annotations

import random
from typing import Any, Callable

from ..engine.rules import Action, Rules

Chooser = Callable[[Rules, Any, random.Random], Action]
CHOOSERS: dict[str, Chooser] = {}


def chooser(kind: str) -> Callable[[Chooser], Chooser]:
    def register(fn: Chooser) -> Chooser:
        CHOOSERS[kind] = fn
        return fn

    return register


def choose(rules: Rules, state: Any, rng: random.Random) -> Action:
    """The computer player's decision in `state` (chance is resolved by the session, not here)."""
    from . import round_the_world  # noqa: F401  (registers its chooser)

    pick = CHOOSERS.get(rules.kind)
    if pick is not None:
        return pick(rules, state, rng)
    return rng.choice(rules.legal_actions(state))
