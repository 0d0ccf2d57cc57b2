"""The end of a game: who won and why, everyone's figures, and what next."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, DataTable, Static

from ...review import Reviewer
from ..widgets.colours import success_style
from ..widgets.footer import SteadyFooter

if TYPE_CHECKING:
    from ...engine.session import Session


class GameOverScreen(ModalScreen[str]):
    """Dismisses with "again", "menu" or "quit"."""

    AUTO_FOCUS = "#again"
    """Enter plays again; focused by Textual as the screen opens (a query from `on_mount` failed when the
    app closed as the screen mounted)."""

    BINDINGS = [
        Binding("p", "choose('again')", "Play again"),
        Binding("b", "aside", "Board / results"),
        Binding("r", "review", "Review"),
        Binding("m,escape", "choose('menu')", "Menu"),
        Binding("q", "choose('quit')", "Quit"),
    ]

    def __init__(self, session: Session, record_line: str = "") -> None:
        super().__init__()
        self.session = session
        self.record_line = record_line
        self.reviewable = bool(Reviewer(session).choices) if session.over else False
        """Whether any move of the game was a player's choice: a game of spins alone has nothing to review."""

    def what_next(self, game: Screen[Any], again: Callable[[], Screen[Any]]) -> Callable[[str | None], None]:
        """What the choice leads to, from the finished game's screen: the next game of the sitting (`again`
        makes its screen), the menu, or the end of the app."""

        def then(choice: str | None) -> None:
            if game.app.screen is game:
                game.app.pop_screen()
            if choice == "again":
                game.app.push_screen(again())
            elif choice == "quit":
                game.app.exit()

        return then

    def compose(self) -> ComposeResult:
        outcome = self.session.result()
        names = [self.session.seats[w].name for w in outcome.winners]
        headline = Text(f"{' and '.join(names)} win{'s' if len(names) == 1 else ''}!", style="bold " + success_style())
        with Vertical(classes="modal-box", id="gameover-box"):
            yield Static(headline, classes="modal-title")
            detail = outcome.reason
            if outcome.figure is not None:
                detail += f" — {outcome.figure_name}: {outcome.figure:g}"
            yield Static(detail)
            if self.record_line:
                yield Static(self.record_line, id="record")
            yield self.results()
            with Horizontal(id="gameover-buttons"):
                yield Button("Play again", id="again", variant="primary")
                if self.reviewable:
                    yield Button("Review", id="review")
                yield Button("Menu", id="menu")
                yield Button("Quit", id="quit")
        yield Static("The final board. b: back to the results", id="gameover-aside")
        yield SteadyFooter()

    def results(self) -> DataTable[str]:
        """The standings, filled as the screen is built (not once mounted: an app closing as the game ends
        mounts the screen without its parts)."""
        table: DataTable[str] = DataTable(id="results", cursor_type="none", zebra_stripes=True)
        rows = self.session.result().standings
        keys = [k for k in rows[0] if k != "seat"] if rows else []
        table.add_column("Player")
        for key in keys:
            table.add_column(key.replace("_", " "))
        for row in rows:
            values = [
                ", ".join(map(str, v)) if isinstance(v, (list, tuple)) else str(v) for v in (row[k] for k in keys)
            ]
            table.add_row(self.session.seats[row["seat"]].name, *values)
        return table

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "review":
            self.action_review()
        else:
            self.dismiss(event.button.id or "menu")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.reviewable if action == "review" else True

    def action_review(self) -> None:
        """Every move beside the hard computer player's choice, on the board (the results stay underneath)."""
        from .review import ReviewScreen

        self.app.push_screen(ReviewScreen(self.session))

    def action_aside(self) -> None:
        """Put the results aside to look at the final board, and bring them back."""
        self.toggle_class("-aside")

    def action_choose(self, what: str) -> None:
        self.dismiss(what)
