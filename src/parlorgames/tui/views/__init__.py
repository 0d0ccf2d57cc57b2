"""One view per game kind: the board and panels that render what the seat at the keyboard may see and
turn keys into intents. A kind registered without a view gets `GenericView`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from textual.widget import Widget

from ...engine.kinds import kind_named, load_object

if TYPE_CHECKING:
    from ...engine.session import Session
    from ..screens.game import GameScreen


class GameView(Widget, can_focus=True):
    """Base for a game's view. It reads the session only through `seen`; every change is an intent."""

    HINT_ENTER = "Enter shows the one chosen"
    """What Enter on a hint does here, said in the hints window (a view with nothing to lay out
    may take the hint's choice instead, `show_hint`)."""
    MOVE_KEYS: ClassVar[dict[str, str]] = {}
    """The key that takes each game action a hint may advise (`Hint.ways_on`), as the footer shows it."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    @property
    def game_screen(self) -> GameScreen:
        return self.screen  # type: ignore[return-value]

    @property
    def seen(self) -> Any:
        """The observation of the seat at the keyboard: all a view may draw (never the whole state)."""
        return self.session.observe(self.session.viewer)

    def show(self, session: Session) -> None:
        """Redraw everything from what the seat at the keyboard may see."""
        raise NotImplementedError

    def commands(self) -> list[tuple[str, str, str]]:
        """(title, help, action name) for the command palette."""
        return []

    def spinner(self) -> Any:
        """The widget that animates chance (a teetotum, a globe), if the game has one."""
        return None


def view_for(session: Session) -> GameView:
    """The view registered with the session's game kind, or the generic one."""
    path = kind_named(session.rules.kind).view
    if not path:
        from .generic import GenericView

        return GenericView(session)
    return load_object(path)(session)
