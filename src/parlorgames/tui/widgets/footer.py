"""A footer that is rebuilt only when the keys it offers change, and that gives the command palette's key
up to the game's own keys in a narrow window."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer


class SteadyFooter(Footer):
    """Textual's footer rebuilds every key it shows whenever its screen's bindings may have changed, and
    that includes every time the screen comes back from under a window (closing the rules, the palette or
    the move log): mounting and styling the keys again cost more than drawing the table. This one keeps
    its keys while the keys on offer are the same."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.offered: tuple[Any, ...] | None = None
        """The keys on offer when the footer was last built (None: not built yet)."""

    PALETTE_FROM_WIDTH = 100
    """Below this width the palette's ^p goes from the footer (it still works, and ? lists it), so that a
    game's save-and-quit is not cut off at 80 columns."""

    def on_resize(self, event: events.Resize) -> None:
        self.show_command_palette = event.size.width >= self.PALETTE_FROM_WIDTH

    def keys_on_offer(self) -> tuple[Any, ...]:
        return tuple(
            (key, active.binding, active.enabled, active.tooltip) for key, active in self.screen.active_bindings.items()
        )

    def compose(self) -> ComposeResult:
        self.offered = self.keys_on_offer() if self._bindings_ready else None
        yield from super().compose()

    def bindings_changed(self, screen: Screen) -> None:
        if (
            self.offered is not None
            and self.is_attached
            and screen is self.screen
            and self.keys_on_offer() == self.offered
        ):
            return
        super().bindings_changed(screen)
