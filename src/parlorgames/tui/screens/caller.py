"""Spot the mistake at one keyboard (MAP-O2): the window that asks which player calls out the last cards."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ..widgets.footer import SteadyFooter


class CallerScreen(ModalScreen["int | None"]):
    """MAP-O2 at one keyboard: who calls out the cards, each seat by its number; Escape, nobody."""

    BINDINGS = [
        Binding("escape", "dismiss_none", "Nobody"),
        *(Binding(str(n), f"call({n})", show=False) for n in range(1, 10)),
    ]

    def __init__(self, placer: str, callers: dict[int, str]) -> None:
        super().__init__()
        self.placer = placer
        self.callers = callers

    def compose(self) -> ComposeResult:
        seats = " · ".join(f"{seat + 1} {name}" for seat, name in self.callers.items())
        with Vertical(classes="modal-box"):
            yield Static("Spot the mistake (MAP-O2)", classes="modal-title")
            yield Static(f"Who calls out {self.placer}'s cards? Press the caller's number:\n{seats}")
            yield SteadyFooter(compact=True)

    def action_call(self, number: int) -> None:
        if number - 1 in self.callers:
            self.dismiss(number - 1)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
