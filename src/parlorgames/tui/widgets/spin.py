"""A spin as people see it: the spinner (a teetotum, a globe) wobbles through a few frames, then settles on
the face that came up. The game has already moved; this only shows it (see `..motion`)."""

from __future__ import annotations

from typing import Any

from textual.dom import DOMNode

from ..motion import Motion, play

SPIN_FRAMES = 7


def animate_spin(host: DOMNode, spinner: Any, value: Any) -> Motion:
    """Wobble `spinner` on `host`'s timer, then settle it on `value` (at once when motion is off)."""
    return play(host, SPIN_FRAMES, spinner.wobble, lambda: spinner.settle(value))
