"""The review of a finished game, move by move on the game's own board: each position as its mover saw it,
the move made, the hard computer player's choice in its place and what the difference was worth.

The moves are weighed on a worker thread (the hard player takes a moment a move), each shown as soon as it
is weighed, so stepping through never waits on a key: a move not weighed yet says so."""

from __future__ import annotations

import copy
from dataclasses import replace
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import ProgressBar, Static
from textual.worker import Worker, WorkerState, get_current_worker

from ...engine.errors import ActionError
from ...engine.meanings import abbreviate
from ...engine.session import Session
from ...review import MoveReview, Review, Reviewer
from ...table import Table
from ...table_parts import FixedSeat, NotKept
from ..views import TABLE_CSS, GameView, view_for
from ..widgets.colours import muted_style, seat_style, success_style, warning_style
from ..widgets.footer import SteadyFooter


def review_table(session: Session) -> Table:
    """The table a review's board is drawn from: a scratch copy of the game cut at one move, seen from the
    mover's seat (its keyboard's `seat`, set as the review steps). It never saves, and nobody may act at it."""
    return Table(session, Path("review"), keyboard=FixedSeat(None, acts=False), keeping=NotKept())


class ReviewScreen(Screen[None]):
    """Steps through a finished game's moves; Escape goes back."""

    BINDINGS = [
        Binding("left,p", "step(-1)", "Previous", priority=True),
        Binding("right,n", "step(1)", "Next", priority=True),
        Binding("home", "go(0)", "First", show=False, priority=True),
        Binding("end", "go(-1)", "Last", show=False, priority=True),
        Binding("space", "turn_board", "Before / played / hard", priority=True),
        Binding("down", "scroll_side(1)", "More", key_display="↓", priority=True),
        Binding("up", "scroll_side(-1)", "Back up", show=False, priority=True),
        Binding("escape,q", "app.pop_screen", "Back", priority=True),
        Binding("question_mark", "app.show_keys", "Keys"),
    ]
    BOARDS = ("before", "played", "hard")
    """What the board shows: the position the mover faced, after the move made, or after the hard player's choice."""
    CSS_PATH = TABLE_CSS

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.reviewer = Reviewer(session)
        self.steps = self.reviewer.weighable() or self.reviewer.choices
        """The moves stepped through: those the game weighs (its plays, not an acceptance), else every choice."""
        self.moves: list[MoveReview | None] = [None] * len(self.steps)
        self.at = 0
        self.board_shown = "before"
        self.wording: Review = self.reviewer.review([])
        """Says figures in the game's unit and the plays missed, as the printed review does."""
        self.board = copy.copy(session)
        self.board._observed = {}
        self.board.seats = [replace(seat, bot=False) for seat in session.seats]
        """Nobody is to play on the board: no computer seat says it is thinking."""
        self.table = review_table(self.board)
        self.view: GameView = view_for(self.table)
        self.view.can_focus = False

    def compose(self) -> ComposeResult:
        yield Static(id="review-top")
        yield self.view
        with VerticalScroll(id="review-side"):
            yield ProgressBar(total=max(1, len(self.moves)), show_eta=False, id="review-progress")
            yield Static(id="review-move")
            yield Static(id="review-summary")
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.show_move()
        if self.moves:
            self.weigh()
        else:
            self.query_one(ProgressBar).display = False

    @work(thread=True, exclusive=True, exit_on_error=False)
    def weigh(self) -> None:
        """Weigh every move off the event loop, handing each to the screen as it is done."""
        worker = get_current_worker()
        for number, index in enumerate(self.steps):
            if worker.is_cancelled:
                return
            move = self.reviewer.move(index)
            self.app.call_from_thread(self.weighed, number, move)

    def weighed(self, number: int, move: MoveReview) -> None:
        if not self.is_attached:
            return
        self.moves[number] = move
        self.query_one(ProgressBar).advance(1)
        if all(m is not None for m in self.moves):
            self.query_one(ProgressBar).display = False
            self.query_one("#review-summary", Static).update(self.summary())
        if number == self.at:
            self.show_move()

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A move the review could not weigh stops it there, said on the screen; the game is untouched."""
        if event.state == WorkerState.ERROR:
            self.query_one(ProgressBar).display = False
            self.query_one("#review-summary", Static).update(
                Text(f"The review stopped: {event.worker.error}", style=warning_style())
            )

    def action_step(self, by: int) -> None:
        self.action_go(max(0, min(len(self.moves) - 1, self.at + by)))

    def action_go(self, at: int) -> None:
        if self.moves:
            self.at = at % len(self.moves)
            self.show_move()

    def action_scroll_side(self, by: int) -> None:
        """The move and the summary under the board may run past its panel (at 80x24 they do): a line at a time."""
        side = self.query_one("#review-side", VerticalScroll)
        side.scroll_to(y=side.scroll_y + by, animate=False)

    def action_turn_board(self) -> None:
        self.board_shown = self.BOARDS[(self.BOARDS.index(self.board_shown) + 1) % len(self.BOARDS)]
        self.show_move()

    def show_move(self) -> None:
        """The board as the mover saw it (before the move, after it, or after the hard player's choice), and
        the move beside the hard player's choice."""
        top = self.query_one("#review-top", Static)
        if not self.moves:
            top.update("Review: no move in this game was a player's choice")
            return
        index = self.steps[self.at]
        seat = self.reviewer.mover(index)
        session = self.reviewer.session
        name = session.seats[seat].name
        self.board.states = session.states[: index + 1]
        self.board.actions = session.actions[:index]
        shown = f"the board as {name} saw it"
        move = self.moves[self.at]
        if self.board_shown == "played":
            self.board.states, self.board.actions = session.states[: index + 2], session.actions[: index + 1]
            shown = f"after {name}'s move"
        elif self.board_shown == "hard":
            shown = self.show_hard(index, move) or shown
        self.table.keyboard.seat = seat
        self.view.show_table()
        top.update(
            Text.assemble(
                ("Review ", "bold"),
                f"{session.ruleset.title}: move {self.at + 1} of {len(self.moves)}, ",
                (name, seat_style(seat)),
                (f" ({shown})", muted_style()),
            )
        )
        self.query_one("#review-move", Static).update(self.move_text(self.moves[self.at]))

    def show_hard(self, index: int, move: MoveReview | None) -> str:
        """Put the hard player's choice on the board; what the board shows, or "" when there is no choice
        to show yet (the board stays as the mover saw it)."""
        if move is None or move.best is None:
            return ""
        session = self.reviewer.session
        try:
            after = session.rules.apply(session.states[index], move.best)
        except ActionError:
            return ""
        self.board.states = [*self.board.states, after]
        self.board.actions = [*self.board.actions, move.best]
        return "after the hard player's choice"

    def move_text(self, move: MoveReview | None) -> Text:
        if move is None:
            return Text("Weighing this move…", style=muted_style())
        review = self.wording
        out = Text.assemble(("Played: ", "bold"), move.said)
        if move.worth is not None:
            out.append(f" ({review.amount(move.worth)})")
        if not move.weighed or move.best_worth is None:
            out.append("\nNot weighed: no " + (review.appraiser.unit if review.appraiser else "unit") + " to it")
            return out + self.meanings(move)
        out.append("\n")
        out.append("Hard:   ", "bold")
        out.append(f"{move.best_said} ({review.amount(move.best_worth)})\n")
        if move.grade:
            out.append(f"✗ {review.amount(move.lost)} lost: {move.grade}", warning_style())
        else:
            out.append("✓ nothing lost", success_style())
        if move.missed:
            out.append(f"\n{review.missed_line(move)}")
        return out + self.meanings(move)

    def meanings(self, move: MoveReview) -> Text:
        """What the played and the better words mean, a line each, cut to the screen's width."""
        width = max(20, self.size.width - 4)
        return Text("".join(f"\n{abbreviate(line, width)}" for line in move.meanings), style=muted_style())

    def summary(self) -> Text:
        review: Review = self.reviewer.review([m for m in self.moves if m is not None])
        out = Text("Summary", style="bold")
        for line in map(review.summary_line, review.summaries()):
            out.append(f"\n{line}")
        return out

    def on_game_view_intent(self, message: Any) -> None:
        """A click on the board is no move here: the game is over."""
        message.stop()
