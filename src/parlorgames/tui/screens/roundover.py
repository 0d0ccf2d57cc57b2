"""The end of a round (Globe-Grams, Mapominoes): who went out or why the round ended, the round's points
and the running totals, read from the state's round history; Enter plays on."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ...engine.scoring import RoundResult
from ...movelog import entry_for
from ..widgets.footer import SteadyFooter

if TYPE_CHECKING:
    from ...engine.session import Session


def round_results(state: Any) -> tuple[RoundResult, ...]:
    """The finished rounds a state keeps (whatever its field is called); () for games without rounds."""
    if not dataclasses.is_dataclass(state):
        return ()
    for field in dataclasses.fields(state):
        value = getattr(state, field.name)
        if isinstance(value, tuple) and value and all(isinstance(item, RoundResult) for item in value):
            return value
    return ()


def round_just_closed(session: Session) -> bool:
    """True when the last action closed a round and the game goes on."""
    if session.over or len(session.states) < 2:
        return False
    return len(round_results(session.states[-1])) > len(round_results(session.states[-2]))


class RoundOverScreen(ModalScreen[None]):
    BINDINGS = [Binding("enter,escape", "dismiss", "Next round", priority=True)]

    def __init__(self, session: Session, viewer: int | None) -> None:
        super().__init__()
        self.session = session
        self.viewer = viewer
        """The seat at the keyboard: the moves are told as it may see them."""

    def compose(self) -> ComposeResult:
        session = self.session
        result = round_results(session.state)[-1]
        names = [seat.name for seat in session.seats]
        closing = entry_for(session, len(session.actions) - 1, self.viewer)
        with Vertical(classes="modal-box", id="round-box"):
            yield Static(f"Round {result.number} is over", classes="modal-title")
            went_out = (
                f"{names[result.winner]} wins the round." if result.winner is not None else "Nobody wins the round."
            )
            yield Static(
                Text("\n").join([Text(went_out, style="bold"), Text(closing.line), *map(Text, closing.notes)]),
                id="round-why",
            )
            yield Static(self.table(result, names), id="round-table")
            yield Static("Enter: play the next round", classes="modal-subtitle")
        yield SteadyFooter()

    @staticmethod
    def table(result: RoundResult, names: list[str]) -> Table:
        table = Table(box=None, pad_edge=False)
        table.add_column("Player")
        table.add_column("This round", justify="right")
        table.add_column("Total", justify="right")
        for name, points, total in zip(names, result.points, result.totals):
            table.add_row(name, f"{points:+d}", str(total))
        return table
