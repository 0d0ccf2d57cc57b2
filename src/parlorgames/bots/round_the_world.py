"""The computer captain: the only choice in Round the World is the disaster waiver (RTW-T5)."""

from __future__ import annotations

import random

from ..engine.rules import Action
from ..games.round_the_world import RoundTheWorld, RTWState


def choose(rules: RoundTheWorld, seen: RTWState, rng: random.Random) -> Action:
    """Always waive a spin that would wreck a repaired ship again: a fresh spin is never worse.

    `seen` is the captain's observation (the whole table: nothing in this game is hidden)."""
    return {"type": "waive"}
