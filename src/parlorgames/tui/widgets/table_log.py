"""The lines under the board: the table's last word (a refusal, an undo, who is thinking) above the game's
last events, as the seat at the keyboard may see them."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static


class TableLog(Static):
    """Three lines: the table's own message, if any, then the newest events of the observation."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.message: Text | None = None
        self.seen: Any = None

    def show(self, seen: Any) -> None:
        self.seen = seen
        events = getattr(seen, "events", ())
        lines = [self.message] if self.message is not None else []
        lines += [Text(e) for e in events[-(2 if self.message is not None else 3) :]]
        self.update(Text("\n").join(lines))

    def say(self, line: Text | None, shown: bool = True) -> None:
        """The table's message (None: none); drawn at once unless the table is covered."""
        self.message = line
        if shown:
            self.show(self.seen)
