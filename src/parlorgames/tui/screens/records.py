"""The record book: games played and won, each player's bests and recent scores, the Commodore's records."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ...storage.record_book import book_lines
from ..widgets.footer import SteadyFooter

if TYPE_CHECKING:
    from ...storage import Records


class RecordsScreen(ModalScreen[None]):
    """Read-only: the book is entered by the app when a game ends."""

    BINDINGS = [Binding("escape,r,q", "dismiss", "Close")]

    def __init__(self, records: Records) -> None:
        super().__init__()
        self.records = records

    def compose(self) -> ComposeResult:
        book = self.records.read()
        with Vertical(classes="modal-box", id="records-box"):
            yield Static("Records", classes="modal-title")
            if self.records.problem:
                yield Static(self.records.problem, id="records-problem")
            with VerticalScroll(id="records-scroll"):
                yield Static("\n".join(book_lines(book)), id="records-text", markup=False)
            yield SteadyFooter()

    def on_mount(self) -> None:
        self.query_one("#records-scroll").focus()
