"""The notice every screen carries for windows smaller than the table needs."""

from __future__ import annotations

from textual.widgets import Static

MIN_WIDTH, MIN_HEIGHT = 80, 24
BREAKPOINTS_WIDE = [(0, "-too-narrow"), (MIN_WIDTH, "-wide-enough")]
BREAKPOINTS_TALL = [(0, "-too-short"), (MIN_HEIGHT, "-tall-enough")]


class TooSmall(Static):
    """Covers the screen below 80×24 and says so, rather than leave panels silently missing; it names
    what ctrl+q does there (`ParlorApp.action_quit`): over a game, save it and leave; elsewhere, quit."""

    def __init__(self, in_game: bool) -> None:
        leave = "ctrl+q: save the game and go back to the menu." if in_game else "ctrl+q: quit."
        super().__init__(
            f"This window is too small for the table.\n\nPlease make the window at least {MIN_WIDTH}×{MIN_HEIGHT}"
            f" (columns × rows).\n\n{leave}",
            classes="too-small",
        )
