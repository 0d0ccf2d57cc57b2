"""One seat of a shared table in a terminal (`parlorgames join CODE`): the game screen of a hot-seat game,
showing only this seat, with the other seats' moves read from the store as they are made."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from ..shared import SeatTable
from ..table import Table
from .app import ParlorApp
from .screens.game import GameScreen

WATCH_EVERY = 0.1
"""Seconds between looks at the store for the other seats' moves: a move shows on the other screens well
within half a second."""


class SeatApp(ParlorApp):
    """The app at one seat: the table's screen and nothing else; leaving the table ends it."""

    def __init__(self, table: SeatTable, **app: Any) -> None:
        super().__init__(**app)
        self.seat_table = table

    def get_default_screen(self) -> Screen:
        return Screen()

    def on_mount(self) -> None:
        table = self.seat_table
        table.watch()
        self.push_screen(GameScreen(table))
        self.set_interval(WATCH_EVERY, table.watch)
        session = table.session
        where = f"{session.ruleset.title}, table {table.table_id}"
        if table.face_seat is None:
            self.notify(f"{where}: you are watching. Only what lies face up shows.", timeout=6)
        else:
            self.notify(f"{where}: you play {table.seat_name}. Others' moves show as they make them.", timeout=6)
        self.screen_change_signal.subscribe(self, self._left)

    def _left(self, screen: Screen) -> None:
        """Back at the empty screen under the table (the game over's menu): the seat leaves."""
        if len(self.screen_stack) == 1:
            self.exit()

    def leave_table(self, table: Table) -> None:
        """Every move is in the store: leaving loses nothing, and the same code joins again."""
        self.exit()
