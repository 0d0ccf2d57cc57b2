"""A table just shared from the set-up: its join codes, shown this once, and a seat to play on this screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from ...storage.shared import Opened
from ..widgets.footer import SteadyFooter

if TYPE_CHECKING:
    from ..app import ParlorApp


class SharedCodesScreen(Screen[None]):
    """Each person's code and the onlooker's; a seat's number plays that seat here, Escape goes to the menu."""

    BINDINGS = [
        Binding("escape", "app.pop_screen", "Menu"),
        *(Binding(str(n), f"sit({n})", show=False) for n in range(1, 10)),
    ]

    def __init__(self, title: str, opened: Opened) -> None:
        super().__init__()
        self.title_text = title
        self.opened = opened
        self.people = list(opened.codes)

    def compose(self) -> ComposeResult:
        lines = Text()
        for number, name in enumerate(self.people, 1):
            lines.append(f"{number} {name:<12} ", style="bold")
            lines.append(f"parlorgames join {self.opened.codes[name]}\n")
        lines.append(f"  {'onlooker':<12} parlorgames join {self.opened.onlooker}\n")
        with Vertical(classes="modal-box"):
            yield Static(f"{self.title_text}: table {self.opened.table}", classes="modal-title")
            yield Static(lines)
            yield Static(
                "Each player joins from a terminal of their own with their code (or in a browser tab of "
                "`parlorgames serve --shared`). The codes show only this once.\n"
                "Press a seat's number to play it on this screen; Escape: the menu."
            )
        yield SteadyFooter()

    @property
    def parlor(self) -> ParlorApp:
        return self.app  # type: ignore[return-value]

    def action_sit(self, number: int) -> None:
        if 0 < number <= len(self.people):
            self.app.pop_screen()
            self.parlor.sit_at_shared_table(self.opened.codes[self.people[number - 1]])
