"""The three parts a `Table` is made of. One Table serves a hot-seat game, a shared table's seat, a lesson and
a review: what differs between them is handed to it, never overridden.

- `Keyboard`: who holds the keyboard. `PassedRound` (the hot seat: whoever is to move, a hand-over between
  people when the game hides something) or `FixedSeat` (a seat's own screen, or an onlooker's). A lesson's
  learner is a keyboard passed round to one person that acts only as the lesson asks (`learn.Lesson`).
- `Keeping`: where moves are kept. `SaveFile` (the saves folder, written off the caller's thread), `NotKept`
  (a lesson, a review) or a shared table's store (`shared.SeatInStore`).
- `Others`: where the moves that are not this keyboard's come from. `ComputerPlayers` (the computer seats,
  asked in turn and out of turn), another process's seats (`shared.SeatInStore`: they are read from the store,
  and this process plays the computer seats only while it holds the store's lease) or a lesson's script.

One object may fill two roles when they share what they know (the store is where moves are kept and where the
other seats' moves come from). Each method is given the table it serves and may read anything public of it;
the defaults are the hot-seat table's, so a part defines only where it differs. A part changes the game only
through the table's intents or its session, and says what it refuses as a reason the table tells the player.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from .engine.rules import Action
from .engine.session import Session

if TYPE_CHECKING:
    from .table import Question, Table


Intent = Literal["act", "spin", "undo", "redo"]
"""The intents a part may refuse (`Part.refusal`): a move, a spin, an undo, a redo."""


class Part:
    """What every part may do: refuse a player's intent, saying why."""

    def refusal(self, table: Table, intent: Intent, action: Action | None = None) -> str | None:
        """Why this part refuses `intent` (`action` for "act") now, in the player's words;
        None leaves it to the table's own checks (whose turn, the rules, undo rights)."""
        return None


# --- who holds the keyboard ------------------------------------------------------------------------------


class Keyboard(Part):
    """Who holds the keyboard: the seat whose view shows and who may act. The table reads it through
    `keyboard_fixed`, `face_seat`, `people_may_act`, `keys_live`, `keys_for` and `out_of_turn_here`."""

    fixed = False
    """True when the keyboard stays with one seat (`seat`) whatever the turn: no hand-overs, undo rights are
    that seat's, and its private view may show out of turn."""
    seat: int | None = None
    """The seat a fixed keyboard belongs to (None: an onlooker's, who sees only what lies face up)."""

    def may_act(self, table: Table) -> bool:
        """Whether a person at this keyboard may change the game now, the game going on with a person to move."""
        return True

    def keys_live(self, table: Table) -> bool:
        """Whether a screen's move keys may act now; round one keyboard the views' own checks decide (whoever
        is to move holds it)."""
        return True

    def keys_for(self, seat: int) -> bool:
        """Whether this keyboard may act for `seat` (a call out of turn): any person's, round one keyboard."""
        return True


class PassedRound(Keyboard):
    """One keyboard passed round the people at the table (hot seat): it is the seat's to move, and when the
    game hides something a hand-over comes between two people."""


class FixedSeat(Keyboard):
    """The keyboard of one seat's own screen (a shared table), or an onlooker's (`seat` None). `acts` False:
    a screen that only shows a seat's view (a review)."""

    fixed = True

    def __init__(self, seat: int | None, acts: bool = True) -> None:
        self.seat = seat
        self.acts = acts

    def may_act(self, table: Table) -> bool:
        session = table.session
        seat = self.seat
        return (
            self.acts
            and seat is not None
            and (seat == session.seat or seat in session.rules.out_of_turn_seats(session.state))
        )

    def keys_live(self, table: Table) -> bool:
        return table.people_may_act

    def keys_for(self, seat: int) -> bool:
        return seat == self.seat

    def refusal(self, table: Table, intent: Intent, action: Action | None = None) -> str | None:
        """Out of turn the seat is told whose turn it is, rather than nothing happening, and an action made in
        another seat's name (a call, a challenge) is refused: each seat acts for itself."""
        if intent != "act" or action is None:
            return None
        session = table.session
        if not table.people_may_act and not session.over:
            return table.wait_reason()
        named = action.get("seat")
        if isinstance(named, int) and named != self.seat and 0 <= named < len(session.seats):
            mine = "onlooker" if self.seat is None else session.seats[self.seat].name
            return f"you play {mine}: {session.seats[named].name} acts from their own screen"
        if named is None and session.rules.in_the_open(session.state):
            mine = "onlooker" if self.seat is None else session.seats[self.seat].name
            return f"you play {mine}: each player answers for themselves, with their own seat"
        return None


# --- where moves are kept ------------------------------------------------------------------------------


class Keeping(Part):
    """Where the game's moves are kept. `save` runs after every change (and once as the table opens)."""

    ended = False
    """The game was ended before it was over (a shared table a player ended): nothing more is played."""
    one_game = False
    """Asked for the next game of the sitting, the table shows its final board again."""
    save_file: Path | None = None
    """The file the menu resumes the game from (None: it is kept elsewhere, or not at all)."""

    def save(self, table: Table) -> None:
        """Keep the game as it is now."""

    def told(self, note: str) -> str:
        """The note the change now heard is told with (this part may have something to add)."""
        return note

    def enters_records(self, table: Table) -> bool:
        """Whether this process enters the finished game in the record book (asked once, as it finishes)."""
        return True

    def close(self, table: Table) -> None:
        """The table closes: let go of what is held (the table's own saves are written already)."""

    def farewell(self, table: Table) -> str:
        """What a player leaving a game kept outside a save file is told ('' for nothing)."""
        return ""


class SaveFile(Keeping):
    """The saves folder: the game is written to its file (`Table.saves`, off the caller's thread) after every
    change, and resumed from the menu."""

    def __init__(self, path: Path) -> None:
        self.save_file = path

    def save(self, table: Table) -> None:
        table.saves.put(table.session.to_json())


class NotKept(Keeping):
    """Nowhere: a lesson, a review."""


# --- where the moves that are not this keyboard's come from --------------------------------------------------


class Others(Part, ABC):
    """Where the moves that are not this keyboard's come from."""

    play_unseen = False
    """Other screens wait on this process's computer seats: their answers are played even while a window
    covers the table."""

    def plays_here(self, table: Table) -> bool:
        """Whether this process plays chance and the computer seats now."""
        return True

    def may_think(self, table: Table) -> bool:
        """Whether a computer seat to move is thinking (a face says so), the table's own checks aside."""
        return True

    def may_ask(self, table: Table) -> bool:
        """Whether a computer seat to move is asked now, the table's own checks aside."""
        return True

    @abstractmethod
    def decide(self, table: Table, question: Question) -> Action:
        """The answer to `question` (off the face's event loop: it changes nothing)."""

    @abstractmethod
    def out_of_turn(self, table: Table) -> Action | None:
        """A move made out of turn now (a call on the cards just laid) while a person is to move, or None."""

    def rehearse(self, session: Session[Any]) -> None:
        """Build what the game and its players look things up in, before anyone waits on them."""
        session.rehearse()


class ComputerPlayers(Others):
    """The computer seats, each deciding from its own seat's observation; out of turn they are asked once for
    each state."""

    def __init__(self) -> None:
        self.asked_out_of_turn: Any = None
        """The last state the computer seats were asked whether they act out of turn."""

    def decide(self, table: Table, question: Question) -> Action:
        table.prepare()
        return table.session.bot_choice(question.state, question.index)

    def out_of_turn(self, table: Table) -> Action | None:
        state = table.session.state
        if self.asked_out_of_turn is state:
            return None
        self.asked_out_of_turn = state
        return table.session.out_of_turn_choice(state)
