"""A spin as people see it: the spinner (a teetotum, a globe) wobbles through a few frames, then settles on
the face that came up. The game has already moved; this only shows it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.dom import DOMNode

SPIN_FRAMES = 9
FRAME_SECONDS = 0.06


def animate_spin(host: DOMNode, spinner: Any, value: Any, done: Callable[[], None]) -> None:
    """Wobble `spinner` on `host`'s timer, settle it on `value`, then call `done`."""
    frames = iter(range(SPIN_FRAMES))

    def tick() -> None:
        frame = next(frames, None)
        if frame is not None:
            spinner.wobble(frame)
            return
        timer.stop()
        spinner.settle(value)
        done()

    timer = host.set_interval(FRAME_SECONDS, tick)
