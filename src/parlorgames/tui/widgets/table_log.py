"""The lines under the board: the table's last word (a refusal, an undo, who is thinking) above the game's
last events, as the seat at the keyboard may see them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.text import Text
from textual.widgets import Static

LINES = 3
"""The log's height: a message that wraps takes the lines of the oldest events shown, so the log keeps its
height and the board above it keeps its room (a board a line short may have to draw itself smaller)."""


def log_lines(message: Text | None, events: Sequence[str], width: int, console: Console) -> list[Text]:
    """The message, if any, then as many of the newest events as the rest of the log's lines hold, each
    line counted as it wraps at `width` (the newest event shows even where it alone wraps past them)."""

    def height(text: Text) -> int:
        return len(text.wrap(console, width)) if width > 0 else 1

    lines = [message] if message is not None else []
    room = LINES - sum(map(height, lines))
    shown: list[Text] = []
    for event in reversed(events):
        line = Text(event)
        if room <= 0 or (shown and height(line) > room):
            break
        shown.insert(0, line)
        room -= height(line)
    return lines + shown


class TableLog(Static):
    """Three lines: the table's own message, if any, then the newest events of the observation."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.message: Text | None = None
        self.seen: Any = None

    def show(self, seen: Any) -> None:
        self.seen = seen
        events = getattr(seen, "events", ())
        self.update(Text("\n").join(log_lines(self.message, events, self.content_size.width, self.app.console)))

    def say(self, line: Text | None, shown: bool = True) -> None:
        """The table's message (None: none); drawn at once unless the table is covered."""
        self.message = line
        if shown:
            self.show(self.seen)
