"""A one-line question over the game (a nomination, a card's name, letters to pass); Escape cancels."""

from __future__ import annotations

from typing import Callable

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Static


class AskScreen(ModalScreen[None]):
    """Calls `then` with the stripped answer, or with None when the player cancels."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(
        self, title: str, hint: str, then: Callable[[str | None], None], placeholder: str = "", restrict: str | None = None
    ) -> None:
        super().__init__()
        self.title_text = title
        self.hint = hint
        self.then = then
        self.placeholder = placeholder
        self.restrict = restrict

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box"):
            yield Static(self.title_text, classes="modal-title")
            yield Static(self.hint)
            yield Input(placeholder=self.placeholder, restrict=self.restrict, id="ask")
            yield Footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(None)
        self.then(event.value.strip())

    def action_cancel(self) -> None:
        self.dismiss(None)
        self.then(None)
