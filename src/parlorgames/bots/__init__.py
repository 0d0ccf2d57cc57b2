"""Computer players: one chooser per game kind, found by the rules' kind name."""

from __future__ import annotations

import importlib
import random
from typing import Any, Callable

from ..engine.rules import Action, Rules

Chooser = Callable[[Rules, Any, random.Random], Action]
CHOOSERS: dict[str, Chooser] = {}
BOT_MODULES = ("round_the_world", "mapominoes", "zig_zaggle", "skip_a_cross", "globe_grams")
"""One module per game kind; each registers its chooser with `@chooser(kind)`."""


def chooser(kind: str) -> Callable[[Chooser], Chooser]:
    def register(fn: Chooser) -> Chooser:
        CHOOSERS[kind] = fn
        return fn

    return register


def choose(rules: Rules, state: Any, rng: random.Random) -> Action:
    """The computer player's decision in `state` (chance is resolved by the session, not here)."""
    for name in BOT_MODULES:
        importlib.import_module(f"{__name__}.{name}")
    pick = CHOOSERS.get(rules.kind)
    if pick is not None:
        return pick(rules, state, rng)
    return rng.choice(rules.legal_actions(state))
