"""The computer players' levels and how a seat is named with its level: kept apart from the kinds and
the session so the menu can list saved games without loading either (a faster start)."""

from __future__ import annotations

LEVELS = ("easy", "normal", "hard")
"""How strongly a computer player may be asked to play (`cpu:Name:level`); kept with its seat and in saves."""

DEFAULT_LEVEL = "normal"
"""The level of a computer seat saved or set without one."""


def seat_label(name: str, bot: bool, level: str | None) -> str:
    """The name, and for a computer's seat its level (as `cpu:Name:level` sets it): for lists of the
    seats outside the game, the menu's games to resume and `parlorgames replay`."""
    return f"{name} (cpu, {level or DEFAULT_LEVEL})" if bot else name
