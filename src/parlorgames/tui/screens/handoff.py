"""The handoff: hides the table until the next player has the keyboard and says so."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Footer, Static


class HandoffScreen(ModalScreen[None]):
    """An opaque screen over the game: nothing private shows until Enter is pressed."""

    BINDINGS = [Binding("enter", "ready", "I'm ready", priority=True)]

    def __init__(self, name: str, note: str = "") -> None:
        """`note` says why the keyboard changes hands when it is not the turn passing (an undo)."""
        super().__init__()
        self.player = name
        self.note = note

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(f"Pass the keyboard to {self.player}", id="handoff-title")
            with Center():
                yield Static(f"{self.player}, press Enter when the others can't see the screen.", id="handoff-help")
            if self.note:
                with Center():
                    yield Static(self.note, id="handoff-note")
        yield Footer()

    def action_ready(self) -> None:
        self.dismiss(None)
