"""One view per game kind: the board and panels that render its state and turn keys into intents."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from textual.widget import Widget

if TYPE_CHECKING:
    from ...engine.session import Session
    from ..screens.game import GameScreen

VIEWS = {
    "round_the_world": "round_the_world:RoundTheWorldView",
    "mapominoes": "mapominoes:MapominoesView",
    "zig_zaggle": "zig_zaggle:ZigZaggleView",
    "skip_a_cross": "skip_a_cross:SkipACrossView",
    "globe_grams": "globe_grams:GlobeGramsView",
}
"""Game kind → "module:class" of its view, imported when a game of that kind starts."""


class GameView(Widget, can_focus=True):
    """Base for a game's view. It holds the session only to read it; every change is an intent."""

    DEFAULT_CSS = "GameView { height: 1fr; }"

    def __init__(self, session: "Session") -> None:
        super().__init__()
        self.session = session

    @property
    def game_screen(self) -> "GameScreen":
        return self.screen  # type: ignore[return-value]

    def show(self, session: "Session") -> None:
        """Redraw everything from the session's current state."""
        raise NotImplementedError

    def commands(self) -> list[tuple[str, str, str]]:
        """(title, help, action name) for the command palette."""
        return []

    def spinner(self) -> Any:
        """The widget that animates chance (a teetotum, a globe), if the game has one."""
        return None


def view_for(session: "Session") -> GameView:
    module, _, name = VIEWS[session.rules.kind].partition(":")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)(session)
