"""The view a game kind has before it has its own: the standings, and its legal moves in words.

Everything it draws comes from the rules contract (`standings`, `legal_actions`, `describe`) applied
to the observation of the seat at the keyboard, so any registered kind can be played at the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from . import GameView

if TYPE_CHECKING:
    from ...engine.session import Session


class GenericView(GameView):
    """Standings on the left, the moves open to the player on the right: Enter plays the highlighted one."""

    BINDINGS = [Binding("space", "spin", "Spin / draw")]

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.moves: Sequence[dict[str, Any]] = []

    def compose(self) -> ComposeResult:
        with Horizontal(id="generic"):
            yield Static(id="generic-standings")
            yield OptionList(id="generic-moves")

    def on_focus(self) -> None:
        self.query_one(OptionList).focus()

    def show(self, session: Session) -> None:
        seen = self.seen
        rules = session.rules
        self.query_one("#generic-standings", Static).update(self._standings(rules.standings(seen)))
        waiting = session.over or session.seat_is_bot or rules.is_chance(seen) or not self.may_act
        self.moves = [] if waiting else rules.legal_actions(seen)
        moves = self.query_one(OptionList)
        moves.clear_options()
        if rules.is_chance(seen) and not session.over and not session.seat_is_bot and self.may_act:
            moves.add_option(Option(Text("Press Space to spin or draw", style="italic"), disabled=True))
        for number, action in enumerate(self.moves, 1):
            moves.add_option(Option(f"{number:>2}. {rules.describe(seen, action)}"))
        if self.moves:
            moves.highlighted = 0

    @staticmethod
    def _standings(rows: list[dict[str, Any]]) -> Table:
        table = Table(box=None, expand=False, pad_edge=False)
        columns = list(dict.fromkeys(key for row in rows for key in row))
        for column in columns:
            table.add_column(column.replace("_", " "), overflow="fold")
        for row in rows:
            table.add_row(*(str(row.get(column, "")) for column in columns))
        return table

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.moves):
            self.intend(self.moves[event.option_index])

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """At a shared table's seat, no spin is offered out of its turn."""
        return self.may_act if action == "spin" else True

    def action_spin(self) -> None:
        self.post_message(self.Spin())
