"""One seat of a shared table in a terminal or a browser tab (`parlorgames join [CODE]`): the game screen of
a hot-seat game, showing only this seat, with the other seats' moves read from the store as they are made.
Without a code it asks for one first, and shows nothing of any table until a code opens a seat."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from textual.app import SystemCommand
from textual.screen import Screen

from ..shared import SeatTable, join
from ..storage.shared import NoSuchCode, SharedStore, StoreError
from ..table import Table
from .app import ParlorApp
from .screens.ask import AskScreen
from .screens.seat import SeatScreen

HOST_ONLY = frozenset({"Screenshot", "Theme"})
"""Textual's commands a seat's palette leaves out: each writes a file on the host (an SVG, the settings)."""


class SeatApp(ParlorApp):
    """The app at one seat: the table's screen and nothing else; leaving the table ends it."""

    def __init__(self, table: SeatTable | None = None, store_path: Path | None = None, **app: Any) -> None:
        """`table`: the seat joined already; without it, the app asks for a code (to the store at `store_path`)."""
        super().__init__(**app)
        self.seat_table = table
        self.store_path = store_path

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The game's commands, without those that write on the host (a screenshot, the theme setting): a
        seat may be a guest's, whose screen is drawn on the host."""
        for command in super().get_system_commands(screen):
            if command.title not in HOST_ONLY:
                yield command

    def get_default_screen(self) -> Screen:
        return Screen()

    def on_mount(self) -> None:
        self.screen_change_signal.subscribe(self, self._left)
        if self.seat_table is not None:
            self.sit(self.seat_table)
            return
        self.push_screen(
            AskScreen(
                "Join a shared table",
                "Type the code the table's host gave you (Escape leaves).",
                self._answered,
                placeholder="abcde-fghj-kmnp-qrst",
                check=self._refusal,
            )
        )

    def _refusal(self, code: str) -> str | None:
        """Why a typed code opens nothing: the same words whatever was wrong with it."""
        try:
            store = SharedStore(self.store_path)
        except StoreError as refused:
            return str(refused)
        try:
            store.join(code)
        except (NoSuchCode, StoreError) as refused:
            return str(refused)
        finally:
            store.close()
        return None

    def _answered(self, code: str | None) -> None:
        if code is None:
            self.exit()
            return
        self.sit(join(code, self.store_path, self.records))

    def sit(self, table: SeatTable) -> None:
        """Show the seat's table, which watches the store for the other seats' moves."""
        self.seat_table = table
        where = f"{table.session.ruleset.title}, table {table.table_id}"
        if table.face_seat is None:
            welcome = f"{where}: you are watching. Only what lies face up shows."
        else:
            welcome = (
                f"{where}: you play {table.seat_name}. Others' moves show as they make them. ctrl+q leaves (your "
                "code joins again); ctrl+e ends the table for everyone."
            )
        self.push_screen(SeatScreen(table, welcome))

    def _left(self, screen: Screen) -> None:
        """Back at the empty screen under the table (the game over's menu): the seat leaves."""
        if len(self.screen_stack) == 1 and self.seat_table is not None:
            self.exit()

    def leave_table(self, table: Table) -> None:
        """Every move is in the store: leaving loses nothing, and the same code joins again."""
        self.exit()
