"""A shared table's seat on screen: the game screen, looking at the store a few times a second for the other
seats' moves (the table then says it changed, as after any move, and the screen redraws). A player may end
the table for everyone (asked first); a seat whose table another player ended is told so and may leave."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widget import Widget

from ...shared import SeatTable
from .ask import ConfirmScreen
from .game import GameScreen

WATCH_EVERY = 0.1
"""Seconds between looks at the store: a move shows on the other screens well within half a second."""


WELCOME_SECONDS = 8.0
"""How long joining's words (the seat, how to leave) stay under the board."""


class TableWatch(Widget):
    """Nothing to see: it keeps the time at which the seat looks at the store."""

    def __init__(self, look: Any) -> None:
        super().__init__()
        self.look = look

    def on_mount(self) -> None:
        self.look()
        self.set_interval(WATCH_EVERY, self.look)


class SeatScreen(GameScreen):
    """The game screen of one seat of a shared table: it never hands over, and it watches the store."""

    BINDINGS = [Binding("ctrl+e", "end_table", "End table", show=False)]
    """Not in the footer (its room is the game's keys'): the keys window (?) lists it, and joining says it."""

    def __init__(self, table: SeatTable, welcome: str = "") -> None:
        """`welcome`: what joining says (the seat, how to leave), in the table's message line under the board,
        where it covers nothing of the seat's own (a notice over the corner hid Globe-Grams' letters)."""
        super().__init__(table)
        self.seat_table = table
        self.told_ended = False
        self.welcome = welcome

    def on_mount(self) -> None:
        """Before the game screen's own mount draws the table (Textual calls both). The welcome stays for a
        while, through the moves the other seats make meanwhile (the deal comes at once)."""
        if self.welcome:
            self.table_log.message = Text(self.welcome, style="italic")
            self.set_timer(WELCOME_SECONDS, self.end_welcome)

    def end_welcome(self) -> None:
        if self.welcome and self.table_log.message is not None and self.table_log.message.plain == self.welcome:
            self.table_log.say(None, not self.table.handing_over)
        self.welcome = ""

    def after_move(self) -> None:
        super().after_move()
        if self.welcome:
            self.table_log.say(Text(self.welcome, style="italic"))

    def compose(self) -> ComposeResult:
        yield from super().compose()
        yield TableWatch(self.look)

    def look(self) -> None:
        """Read the other seats' moves; once the table has been ended by another player, say so, once."""
        self.seat_table.watch()
        if self.seat_table.ended and not self.told_ended:
            self.told_ended = True
            said = "Another player ended it: nothing more is played at it, and it enters no records."
            ended = ConfirmScreen("This table has been ended", f"{said}\n\nEnter: leave · Esc: stay")
            self.call_later(self.app.push_screen, ended, self._leave_if)

    def cover(self, window: Screen[Any], then: Any) -> None:
        """A window (the round's end) opens and the table goes on under it at once: the other seats, and the
        computer seats this process may be playing for them, never wait for this seat to close it."""
        self.call_later(self.app.push_screen, window)
        then(None)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "end_table":
            return not self.seat_table.ended and self.seat_table.face_seat is not None
        return super().check_action(action, parameters)

    def action_end_table(self) -> None:
        """Asked first: ending the table is for everyone at it, and cannot be taken back."""
        question = (
            "Nobody can play on at it, its join codes open nothing any more, and it enters no records.\n"
            "(Leaving with ctrl+q keeps the table: your code joins it again.)\n\n"
            "Enter or y: end it · Esc or n: play on"
        )
        self.call_later(self.app.push_screen, ConfirmScreen("End this table for everyone?", question), self._end_if)

    def _end_if(self, yes: bool | None) -> None:
        if yes and self.seat_table.end_table():
            self.told_ended = True
            self.action_leave()

    def _leave_if(self, yes: bool | None) -> None:
        if yes:
            self.action_leave()
