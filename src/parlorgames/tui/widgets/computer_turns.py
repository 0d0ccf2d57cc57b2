"""The computer seats' turns as people follow them: each decides on a worker off the event loop ("thinking…"
meanwhile), and its move is played once the table's pace allows (`Table.hold`) and the table shows (a
move under a window would redraw both, and go by unseen). Nothing is drawn: it only keeps the time."""

from __future__ import annotations

from textual import on, work
from textual.message import Message
from textual.widget import Widget

from ...engine.rules import Action
from ...table import Question, Table

RESUME_BEAT = 0.2
"""Seconds from the table showing again (a window closed) to a computer move held meanwhile."""


class ComputerTurns(Widget):
    """Asks the table's computer seats, paces their answers and hands them back to the table."""

    class Decided(Message):
        """A computer seat's choice (or why it could not choose), from its worker."""

        def __init__(self, question: Question, action: Action | None, error: str = "") -> None:
            super().__init__()
            self.question, self.action, self.error = question, action, error

    class Prepared(Message):
        """The game's word lists and indexes are built (the app may then put them out of the collector's sight)."""

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table

    @work(thread=True, group="prepare")
    def prepare(self) -> None:
        """Build the game's look-ups before anyone waits on them."""
        self.table.prepare()
        self.post_message(self.Prepared())

    def think(self) -> None:
        """Ask the computer seat to move, if one is to decide now."""
        question = self.table.question()
        if question is not None:
            self.decide(question)

    @work(thread=True, exclusive=True, group="think", exit_on_error=False)
    def decide(self, question: Question) -> None:
        try:
            self.post_message(self.Decided(question, self.table.decide(question)))
        except Exception as err:  # said at the table, never lost on the thread
            self.post_message(self.Decided(question, None, str(err)))

    @on(Decided)
    def decided(self, message: Decided) -> None:
        if message.action is None:
            self.table.could_not_decide(message.error)
            return
        wait = self.table.hold(message.question, message.action)
        if wait:
            self.set_timer(wait, self.play)
        elif wait is not None:
            self.call_later(self.play)

    def play(self) -> None:
        """Play the held choice (the table drops it if the game moved on) while the table shows; at a shared
        table's seat at once, window or not: the other seats' screens wait on this process's computers."""
        if self.screen.is_active or self.table.computers_play_unseen:
            self.table.play_held()

    def stop(self) -> None:
        """No answer is awaited any more (an undo, leaving the table)."""
        self.table.forget_question()
        self.workers.cancel_group(self, "think")

    def resume(self) -> None:
        """The table shows again: a move chosen meanwhile is played a beat later, so closing the window
        shows at once and the move is seen (Textual may run a callback before it paints); else ask anew."""
        if self.table.held is not None:
            self.set_timer(RESUME_BEAT, self.play)
        else:
            self.think()
