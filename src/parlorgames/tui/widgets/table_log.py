"""The lines under the board: the table's last word (a refusal, an undo, who is thinking) above the game's
last events, as the seat at the keyboard may see them."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Console
from rich.text import Text
from textual.widgets import Static

LINES = 3
MEANING_WIDTH = 78
"""A meaning is cut to this width before the log is laid out (then to the log's own)."""
"""The log's height: a message that wraps takes the lines of the oldest events shown, so the log keeps its
height and the board above it keeps its room (a board a line short may have to draw itself smaller)."""


def log_lines(
    message: Text | None, events: Sequence[str], width: int, console: Console, meaning: Text | None = None
) -> list[Text]:
    """The message, if any, then as many of the newest events as the rest of the log's lines hold, each
    line counted as it wraps at `width` (the newest event shows even where it alone wraps past them), then
    the meaning of the last play's word under its announcement, when a line is left for it."""

    def height(text: Text) -> int:
        return len(text.wrap(console, width)) if width > 0 else 1

    lines = [message] if message is not None else []
    room = LINES - sum(map(height, lines)) - (meaning is not None)
    shown: list[Text] = []
    for event in reversed(events):
        line = Text(event)
        if room <= 0 or (shown and height(line) > room):
            break
        shown.insert(0, line)
        room -= height(line)
    under = [meaning] if meaning is not None and room >= 0 else []
    return lines + shown + under


class TableLog(Static):
    """Three lines: the table's own message, if any, then the newest events of the observation."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.message: Text | None = None
        self.seen: Any = None
        self.meaning: Callable[[int], str] | None = None
        """What the last play's word means, cut to a width, said under its announcement (None: no word)."""

    def show(self, seen: Any, meaning: Callable[[int], str] | None = None) -> None:
        """The newest events of `seen`, and what the last play's word means, if it formed one."""
        self.seen, self.meaning = seen, meaning
        events = getattr(seen, "events", ())
        width = self.content_size.width
        said = Text(meaning(width or MEANING_WIDTH), style="italic") if meaning is not None else None
        self.update(Text("\n").join(log_lines(self.message, events, width, self.app.console, said)))

    def say(self, line: Text | None, shown: bool = True) -> None:
        """The table's message (None: none); drawn at once unless the table is covered."""
        self.message = line
        if shown:
            self.show(self.seen, self.meaning)
