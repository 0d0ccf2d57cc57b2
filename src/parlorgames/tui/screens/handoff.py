"""The handoff: hides the table until the next player has the keyboard and says so. Until then the
player who just moved may still take the move back (ctrl+z), and is told so."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Static

from ...table import HandOverDue
from ..widgets.footer import SteadyFooter

if TYPE_CHECKING:
    from .game import GameScreen


def cover_table(game: GameScreen, due: HandOverDue) -> None:
    """Cover the game's table (and hide it: a terminal may draw the last view for a frame between the
    hand-over closing and the next view) until the player whose view is next holds the keyboard, or the
    player still at it takes their move back."""
    game.show_private(False)

    def handed(took_back: bool | None) -> None:
        game.show_private(True)
        (game.action_undo if took_back else game.table.take_keyboard)()
        game.redraw()

    game.cover(HandoffScreen(due, lambda: game.refusal("undo")), handed)


class HandoffScreen(ModalScreen[bool]):
    """An opaque screen over the game: nothing private shows until Enter is pressed. It is dismissed with
    True when ctrl+z takes the last move back instead (the keyboard then stays where it is)."""

    BINDINGS = [
        Binding("enter", "ready", "I'm ready", priority=True),
        Binding("ctrl+z", "take_back", "Take my move back"),
        Binding("ctrl+z", "why_not", show=False),
    ]

    def __init__(self, due: HandOverDue, undo_refusal: Callable[[], str | None] = lambda: "nothing to undo") -> None:
        """`due.note` says why the keyboard changes hands when it is not the turn passing (an undo);
        `undo_refusal` why ctrl+z would take nothing back now (None when it would)."""
        super().__init__()
        self.player = due.name
        self.note = due.note
        self.undo_by = due.undo_by
        self.undo_refusal = undo_refusal

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(f"Pass the keyboard to {self.player}", id="handoff-title")
            with Center():
                yield Static(f"{self.player}, press Enter when the others can't see the screen.", id="handoff-help")
            if self.note:
                with Center():
                    yield Static(self.note, id="handoff-note")
            if self.undo_by:
                with Center():
                    yield Static(f"{self.undo_by}: ctrl+z takes your move back", id="handoff-undo")
            with Center():
                yield Static(id="handoff-refused", markup=False)
        yield SteadyFooter()

    def on_mount(self) -> None:
        """Ask the footer again once the table under this screen has settled (a resumed game decides who may
        take a move back only then), so it never offers a ctrl+z that would be refused."""
        self.call_after_refresh(self.refresh_bindings)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.undo_refusal() is None if action == "take_back" else True

    def action_ready(self) -> None:
        self.dismiss(False)

    def action_take_back(self) -> None:
        self.dismiss(True)

    def action_why_not(self) -> None:
        """ctrl+z when it would take nothing back: why, on this screen (the table under it is hidden)."""
        self.query_one("#handoff-refused", Static).update(f"✗ {self.undo_refusal()}")
        self.app.bell()
