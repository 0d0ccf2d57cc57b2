"""A footer that is rebuilt only when the keys it offers change, and that can give the command palette's key
up to the screen's own keys in a narrow window."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer

from .._textual_internals import FooterKey, footer_bindings_ready, is_pruning, mark_footer_bindings_ready

PALETTE_ROOM = cell_len("^p palette") + 1
"""The command palette's key, docked at the right of the footer, and its rule (the last key's gap
before it is counted with that key)."""


def palette_room(screen: Screen, width: int) -> int:
    """The columns the palette's key takes from the screen's footer in a window `width` wide."""
    footers = screen.query_children(SteadyFooter)
    return PALETTE_ROOM if not footers or footers.first().shows_palette(width) else 0


class SteadyFooter(Footer):
    """Textual's footer rebuilds every key it shows whenever its screen's bindings may have changed, once for
    each such signal even when several arrive before the next frame, and that includes every time the screen
    comes back from under a window (closing the rules, the palette or the move log) or a focus moves: mounting
    and styling the keys again cost more than drawing the table. This one waits for the frame as Textual's
    does, then rebuilds once, and only if the keys on offer differ from those it shows. Under another screen
    it waits: a board under a window loses the focus, and its keys with it, until the window closes, so
    Textual's footer rebuilt twice round every hand-over for keys no one saw go."""

    def __init__(self, *, palette_from_width: int = 0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.palette_from_width = palette_from_width
        """Below this width the palette's ^p goes from the footer (it still works, and ? lists it), so that a
        game's save-and-quit is not cut off at 80 columns; 0 keeps it at every width."""
        self.offered: tuple[Any, ...] | None = None
        """The keys on offer when the footer was last built (None: not built yet)."""
        self.rebuild_pending = False
        """A look at the keys on offer is already due after the next frame."""

    def shows_palette(self, width: int) -> bool:
        return width >= self.palette_from_width

    def on_resize(self, event: events.Resize) -> None:
        """Another width may give the palette's key, or a view's keys that did not fit, their room: the keys on
        offer are looked at again (the footer is rebuilt only if they changed)."""
        self.show_command_palette = self.shows_palette(event.size.width)
        if self.is_attached and footer_bindings_ready(self):
            self.bindings_changed(self.screen)

    def keys_on_offer(self) -> tuple[Any, ...]:
        bindings = self.screen.active_bindings.items()
        return (self.show_command_palette, *((key, a.binding, a.enabled, a.tooltip) for key, a in bindings))

    def compose(self) -> ComposeResult:
        """Textual's keys are born compact and then bound to the footer's `compact`, so each restyles itself
        twice as it mounts (compact, then not); made already as compact as they will be, neither happens.
        The palette's key is not bound: it stays compact."""
        self.offered = self.keys_on_offer() if footer_bindings_ready(self) else None
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                compact = self.compact or widget.has_class("-command-palette")
                widget.set_reactive(FooterKey.compact, compact)
                widget.set_class(compact, "-compact", update=False)
            yield widget

    def on_mount(self) -> None:
        self.app.screen_change_signal.subscribe(self, self.screen_changed)

    def screen_changed(self, screen: Screen) -> None:
        """Its screen is on top again: the keys it waited with are looked at now."""
        if screen is self.screen:
            self.bindings_changed(screen)

    def bindings_changed(self, screen: Screen) -> None:
        mark_footer_bindings_ready(self)
        if not screen.app.app_focus or self.rebuild_pending:
            return
        if self.is_attached and screen is self.screen:
            self.rebuild_pending = True
            self.call_after_refresh(self.rebuild_if_changed)

    async def rebuild_if_changed(self) -> None:
        self.rebuild_pending = False
        if not self.is_attached or is_pruning(self) or self.app.screen is not self.screen:
            return
        if self.offered is None or self.keys_on_offer() != self.offered:
            await self.recompose()
