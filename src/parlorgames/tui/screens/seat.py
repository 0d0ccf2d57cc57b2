"""A shared table's seat on screen: the game screen, looking at the store a few times a second for the other
seats' moves (the table then says it changed, as after any move, and the screen redraws)."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widget import Widget

from ...shared import SeatTable
from .game import GameScreen

WATCH_EVERY = 0.1
"""Seconds between looks at the store: a move shows on the other screens well within half a second."""


class TableWatch(Widget):
    """Nothing to see: it keeps the time at which the seat's table looks at the store."""

    def __init__(self, table: SeatTable) -> None:
        super().__init__()
        self.table = table

    def on_mount(self) -> None:
        self.table.watch()
        self.set_interval(WATCH_EVERY, self.table.watch)


class SeatScreen(GameScreen):
    """The game screen of one seat of a shared table: it never hands over, and it watches the store."""

    def __init__(self, table: SeatTable) -> None:
        super().__init__(table)
        self.seat_table = table

    def compose(self) -> ComposeResult:
        yield from super().compose()
        yield TableWatch(self.seat_table)

    def cover(self, window: Screen[Any], then: Any) -> None:
        """A window (the round's end) opens and the table goes on under it at once: the other seats, and the
        computer seats this process may be playing for them, never wait for this seat to close it."""
        self.call_later(self.app.push_screen, window)
        then(None)
