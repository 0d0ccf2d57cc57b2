"""Motion on the table (a spin, a card laid) in one place: every animation asks `moving` whether to move and
plays through `play`, which keeps it under half a second and lets anything newer cut it short.

Motion is on unless the player switched it off (the menu's m key or the command palette, kept in the
settings), the command line said `--no-motion`, or NO_COLOR is set: the app's `motion`. Motion only shows
what has already happened: the game has moved before it starts, so it never holds a key back."""

from __future__ import annotations

from collections.abc import Callable

from textual.dom import DOMNode
from textual.timer import Timer

LONGEST_SECONDS = 0.45
"""The whole of any motion, first frame to the settled picture."""
FRAME_SECONDS = 0.06


def moving(node: DOMNode) -> bool:
    """Whether motion is on for the app `node` belongs to (on in an app without the switch)."""
    return bool(getattr(node.app, "motion", True))


class Motion:
    """A motion under way: `step(frame)` for each frame on its host's timer, then `done()` once."""

    def __init__(self, step: Callable[[int], None], frames: int, done: Callable[[], None]) -> None:
        self.step = step
        self.frames = iter(range(frames))
        self.done: Callable[[], None] | None = done
        self.timer: Timer | None = None

    @property
    def running(self) -> bool:
        return self.done is not None

    def tick(self) -> None:
        frame = next(self.frames, None)
        if frame is None:
            self.finish()
        else:
            self.step(frame)

    def finish(self) -> None:
        """Jump to the end (the settled picture) at once; nothing happens once finished."""
        if self.timer is not None:
            self.timer.stop()
        done, self.done = self.done, None
        if done is not None:
            done()


def play(host: DOMNode, frames: int, step: Callable[[int], None], done: Callable[[], None]) -> Motion:
    """Show `frames` frames, the first at once and the rest on `host`'s timer, then call `done`; with motion
    off, `done` at once."""
    motion = Motion(step, frames, done)
    if not moving(host) or frames <= 0:
        motion.finish()
        return motion
    motion.tick()
    motion.timer = host.set_interval(min(FRAME_SECONDS, LONGEST_SECONDS / frames), motion.tick)
    return motion
