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
from ...storage.shared import StoreError
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
        self.waiting_for_turn = False
        """Another seat had the turn at the last look: when it comes to this seat, the terminal's bell rings."""

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
        self.ring_when_the_turn_comes()
        if self.seat_table.ended and not self.told_ended:
            self.told_ended = True
            title, said = (
                "This table has been ended",
                ("Another player ended it: nothing more is played at it, and it enters no records."),
            )
            if self.seat_table.stopped:
                title, said = "This table is stopped", self.seat_table.stopped.removeprefix("✗ ")
            ended = ConfirmScreen(title, f"{said}\n\nEnter: leave · Esc: stay")
            self.call_later(self.app.push_screen, ended, self._leave_if)

    def ring_when_the_turn_comes(self) -> None:
        """The bell rings once as the turn comes to this seat (a player who looked away, or left the window
        open for days, hears it), never as the seat joins on its own turn."""
        table = self.seat_table
        seat = table.face_seat
        if table.session.automatic_chance:
            return  # a deal between turns: whose turn it was still counts
        playing = seat is not None and not table.ended and not table.session.over
        mine = playing and table.session.seat == seat
        if mine and self.waiting_for_turn:
            self.app.bell()
        self.waiting_for_turn = playing and not mine

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
        try:
            ended = bool(yes) and self.seat_table.end_table()
        except StoreError as error:
            self.notify(str(error), severity="error", timeout=10)
            return
        if ended:
            self.told_ended = True
            self.action_leave()

    def _leave_if(self, yes: bool | None) -> None:
        if yes:
            self.action_leave()
