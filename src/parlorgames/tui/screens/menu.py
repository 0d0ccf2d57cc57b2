"""The front door: unfinished games to resume, and every game the rulesets describe."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group
from rich.padding import Padding
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option, OptionDoesNotExist

from ...engine.catalogue import Entry
from ...storage import cached_catalogue
from ..widgets.toggles import PointedOptionList

if TYPE_CHECKING:
    from ...engine.ruleset import Ruleset
    from ..app import ParlorApp


def saved_game(head: str, detail: str, style: str = "") -> Group:
    """A saved game's entry in the list: its title, then its details indented under it, lines that
    wrap (a long list of seats) indented too."""
    return Group(Text(f"  {head}", style=style), Padding(Text(detail, style=style), (0, 0, 0, 4)))


class MenuScreen(Screen[None]):
    BINDINGS = [
        Binding("f1", "rules", "Rules"),
        Binding("r", "records", "Records"),
        Binding("q", "app.quit", "Quit"),
    ]

    @property
    def parlor(self) -> ParlorApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield Static(
            Text(" parlorgames — parlour games for one keyboard, passed round the table", style="bold"), id="menu-title"
        )
        with Horizontal(id="menu-body"):
            yield PointedOptionList(id="games")
            yield Static(id="about")
        yield Footer()

    def on_mount(self) -> None:
        self.fill()

    def on_screen_suspend(self) -> None:
        self.away = True

    def on_screen_resume(self) -> None:
        """Fill the list again when the menu comes back into view: a game may have been saved since."""
        if getattr(self, "away", False):
            self.away = False
            self.fill()

    def fill(self) -> None:
        games = self.query_one("#games", OptionList)
        highlighted = games.highlighted
        games.clear_options()
        saves = self.parlor.store.unfinished()
        if saves:
            games.add_option(Option(Text("Resume a game", style="bold underline"), disabled=True))
            for save in saves:
                if save.error:
                    label = saved_game("✗ Cannot be resumed", f"{save.title}\n{save.error}", "grey50")
                    games.add_option(Option(label, id=f"bad:{save.path}", disabled=True))
                else:
                    games.add_option(Option(saved_game(f"↻ {save.title}", save.detail), id=f"save:{save.path}"))
            games.add_option(None)
        games.add_option(Option(Text("New game", style="bold underline"), disabled=True))
        self.entries = {entry.name: entry for entry in cached_catalogue()}
        for ruleset in self.entries.values():
            players = f"{ruleset.players_min}–{ruleset.players_max} players"
            games.add_option(
                Option(Text(f"  {ruleset.title}  ").append(players, style="grey62"), id=f"game:{ruleset.name}")
            )
        left = self._left_game(games)
        if left is not None:
            games.highlighted = left
        else:
            games.highlighted = (
                highlighted
                if highlighted is not None and highlighted < games.option_count
                else self._first_enabled(games)
            )
        games.point()
        games.focus()

    def _left_game(self, games: OptionList) -> int | None:
        """The row of the game just left with save & quit, so Enter picks it up again."""
        left, self.parlor.left_game = self.parlor.left_game, None
        if left is None:
            return None
        try:
            return games.get_option_index(f"save:{left}")
        except OptionDoesNotExist:
            return None

    @staticmethod
    def _first_enabled(games: OptionList) -> int | None:
        for index in range(games.option_count):
            if not games.get_option_at_index(index).disabled:
                return index
        return None

    def _entry(self, option_id: str | None) -> Entry | None:
        if option_id and option_id.startswith("game:"):
            return self.entries.get(option_id.removeprefix("game:"))
        return None

    def _open(self, option_id: str | None) -> Ruleset | None:
        """Load and check the whole ruleset only now; a broken one is explained, not played."""
        from ...engine.ruleset import RulesetError, load_path

        entry = self._entry(option_id)
        if entry is None:
            return None
        try:
            return load_path(entry.path)
        except RulesetError as err:
            self.parlor.notify(str(err), title=f"{entry.title} cannot be played", severity="error", timeout=10)
            return None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        about = self.query_one("#about", Static)
        ruleset = self._entry(event.option.id)
        if ruleset is not None:
            text = Text(ruleset.title + "\n", style="bold")
            text.append(f"{ruleset.players_min}–{ruleset.players_max} players\n\n", style="grey62")
            text.append(ruleset.description + "\n\n")
            for title, description in ruleset.variants:
                text.append(f"• {title}", style="bold")
                text.append(f": {description}\n" if description else "\n")
            text.append("\nEnter: set the table · F1: rules", style="grey62")
            about.update(text)
        elif event.option.id and event.option.id.startswith("save:"):
            about.update(Text("Enter: pick this game up where you left it.\nIt was saved after every move."))
        else:
            about.update("")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        option_id = event.option.id or ""
        if option_id.startswith("game:"):
            ruleset = self._open(option_id)
            if ruleset is not None:
                from .setup import SetupScreen

                self.app.push_screen(SetupScreen(ruleset))
        elif option_id.startswith("save:"):
            self.parlor.resume(option_id.removeprefix("save:"))

    def action_records(self) -> None:
        from .records import RecordsScreen

        self.app.push_screen(RecordsScreen(self.parlor.records))

    def action_rules(self) -> None:
        games = self.query_one("#games", OptionList)
        if games.highlighted is None:
            return
        ruleset = self._open(games.get_option_at_index(games.highlighted).id)
        if ruleset is not None:
            from .rules import RulesScreen

            self.app.push_screen(RulesScreen(ruleset, None))
