"""One view per game kind: the board and panels that render what the seat at the keyboard may see and
turn keys into intents. A kind registered without a view gets `GenericView`."""

from __future__ import annotations

from abc import abstractmethod
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any, ClassVar

from textual.actions import parse
from textual.events import Key
from textual.message import Message
from textual.widget import Widget

from ...engine.kinds import kind_named, load_object
from .._textual_internals import AbstractWidgetMeta, bindings_of

if TYPE_CHECKING:
    from ...engine.rules import Action
    from ...engine.session import Session
    from ...table import Table

_TUI = Path(__file__).parent.parent
WINDOWS_OVER_A_GAME = ("handoff", "gameover", "hints", "movelog", "lesson", "seat")
"""The screens shown over a game's table, or made from it, whose style sheets (`screens/<name>.tcss`) come
with the game's: the hand-over, the game over, the hints, the move log's window, a lesson and a seat's."""
TABLE_CSS: list[str | PurePath] = [
    _TUI / "screens" / "game.tcss",
    *(_TUI / "screens" / f"{name}.tcss" for name in WINDOWS_OVER_A_GAME),
    *sorted((_TUI / "views").glob("*.tcss")),
    *sorted((_TUI / "widgets").glob("*.tcss")),
]
"""The style sheets of the game screen, of the windows over a game and of the views and widgets, each
beside its screen, view or widget: every screen that shows a view reads them (its `CSS_PATH`), with the
first such screen rather than at start-up, so the menu matches each of its widgets against a fifth of
the rules."""

LOG_BESIDE_A_BOARD = 160
"""The window's width from which the move log stands beside a board that wants the room first
(`GameView.BOARD_FIRST`): Zig Zaggle's wide squares, Mapominoes' table and hand."""


class GameView(Widget, can_focus=True, metaclass=AbstractWidgetMeta):
    """Base for a game's view. It reads the game only through `seen`; every change is an intent posted
    up to the screen (`Intent`, `Spin`), and a key the view itself cannot make sense of is `Refused`."""

    HINT_ENTER = "Enter shows the one chosen"
    """What Enter on a hint does here, said in the hints window (a view with nothing to lay out
    may take the hint's choice instead, `show_hint`)."""
    MOVE_KEYS: ClassVar[dict[str, str]] = {}
    """The key that takes each game action a hint may advise (`Hint.ways_on`), as the footer shows it."""
    BOARD_FIRST: ClassVar[bool] = False
    """The board takes the room of a window 120 columns wide before the move log does: the log stands beside
    it only from `LOG_BESIDE_A_BOARD` columns (F4 shows it whole at any size)."""
    SEAT_INPUTS: ClassVar[tuple[str, ...]] = ()
    """The view's attributes that belong to the player at the keyboard (a cursor, a hint picked): kept for
    each seat while another holds the keyboard, and as they were at the start for a seat's first turn."""

    table: Table
    """The table the view shows (set by `view_for`): who is at the keyboard, and what the rules would refuse."""

    class Intent(Message):
        """A player's decision: an action for the table."""

        def __init__(self, action: Action) -> None:
            super().__init__()
            self.action = action

    class Spin(Message):
        """The player's own chance gesture (spinning the teetotum, the globe)."""

    class Refused(Message):
        """A key the view cannot turn into an action, and why; the game is unchanged."""

        def __init__(self, reason: str) -> None:
            super().__init__()
            self.reason = reason

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.seat_shown: int | None = None
        """The seat whose view was drawn last: the inputs on screen are that seat's."""
        self.inputs_kept: dict[int | None, dict[str, Any]] = {}
        self.inputs_at_start: dict[str, Any] | None = None

    @property
    def seen(self) -> Any:
        """The observation of the seat at the keyboard: all a view may draw (never the whole state)."""
        return self.table.seen

    @property
    def may_act(self) -> bool:
        """Whether this screen's keys may change the game now: at a shared table's seat only in its turn (or
        when the rules let it act out of turn), so its move keys are neither offered nor run meanwhile; round
        one keyboard the views' own checks decide (whoever is to move holds it)."""
        return self.table.keys_live

    def on_key(self, event: Key) -> None:
        """At a shared table's seat, out of its turn or while another process deals, a move key (one of the
        view's keys that would do nothing now, or a letter or number) is refused with whose turn it is or that
        the table is dealing, rather than doing nothing unsaid. A view's own key handler that used the key stops
        it before this one hears it."""
        table = self.table
        if not table.out_of_turn_here or table.face_seat is None or self.may_act or self.session.over:
            return
        bound = bindings_of(self).key_to_bindings.get(event.key, [])
        if any(self.check_action(*parse(binding.action)[1:]) for binding in bound):
            return
        if bound or (event.character or "").isalnum():
            event.stop()
            event.prevent_default()
            self.refuse(table.wait_reason())

    def intend(self, action: Action) -> None:
        self.post_message(self.Intent(action))

    def refuse(self, reason: str) -> None:
        self.post_message(self.Refused(reason))

    @abstractmethod
    def show(self, session: Session) -> None:
        """Redraw everything from what the seat at the keyboard may see."""

    def show_table(self) -> None:
        """Redraw for the seat at the keyboard; when that seat has changed, the inputs change hands first."""
        seat = self.table.at_keyboard
        if self.inputs_at_start is None:
            self.inputs_at_start = {name: getattr(self, name) for name in self.SEAT_INPUTS}
            self.seat_shown = seat
        elif seat != self.seat_shown:
            self.inputs_change_hands(self.seat_shown, seat)
            self.seat_shown = seat
        self.show(self.session)

    def inputs_change_hands(self, leaving: int | None, taking: int | None) -> None:
        """Keep the inputs of the seat `leaving` the keyboard and bring back those of the seat `taking` it
        (a view whose inputs are widgets clears them here too): view state only, never the game's."""
        self.inputs_kept[leaving] = {name: getattr(self, name) for name in self.SEAT_INPUTS}
        for name, value in self.inputs_kept.get(taking, self.inputs_at_start or {}).items():
            setattr(self, name, value)

    def commands(self) -> list[tuple[str, str, str]]:
        """(title, help, action name) for the command palette."""
        return []

    def spinner(self) -> Any:
        """The widget that animates chance (a teetotum, a globe), if the game has one."""
        return None


def view_for(table: Table) -> GameView:
    """The view registered with the table's game kind, or the generic one."""
    session = table.session
    path = kind_named(session.rules.kind).view
    if path:
        view: GameView = load_object(path)(session)
    else:
        from .generic import GenericView

        view = GenericView(session)
    view.table = table
    return view
