"""The move log over the whole window, for windows too narrow to keep it beside the board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ..widgets.footer import SteadyFooter
from ..widgets.movelog import MoveLog

if TYPE_CHECKING:
    from ...engine.session import Session


class MoveLogScreen(ModalScreen[None]):
    """Every move so far, with what each word formed means; the arrows and Page Up scroll back to the
    first, m shows the meanings whole (every sense) or cut to a line."""

    BINDINGS = [Binding("escape,f4", "dismiss", "Close"), Binding("m", "meanings", "Whole meanings")]

    def __init__(self, session: Session, viewer: int | None) -> None:
        super().__init__()
        self.session = session
        self.viewer = viewer
        """The seat at the keyboard: the moves are told as it may see them."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box", id="movelog-box"):
            yield Static(f"{self.session.ruleset.title}: every move so far", classes="modal-title")
            yield MoveLog(id="movelog-full")
        yield SteadyFooter()

    def action_meanings(self) -> None:
        log = self.query_one(MoveLog)
        log.show_full_meanings(not log.full_meanings)

    def on_mount(self) -> None:
        log = self.query_one(MoveLog)
        log.show(self.session, self.viewer)
        log.focus()
