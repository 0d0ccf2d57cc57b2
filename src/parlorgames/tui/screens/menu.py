"""The front door: unfinished games to resume, and every game the rulesets describe."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ...engine.ruleset import Ruleset, shipped

if TYPE_CHECKING:
    from ..app import ParlorApp


class MenuScreen(Screen[None]):
    BINDINGS = [
        Binding("f1", "rules", "Rules"),
        Binding("q", "app.quit", "Quit"),
    ]

    @property
    def parlor(self) -> "ParlorApp":
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield Static(Text(" parlorgames — parlour games for one keyboard, passed round the table", style="bold"), id="menu-title")
        with Horizontal(id="menu-body"):
            yield OptionList(id="games")
            yield Static(id="about")
        yield Footer()

    def on_mount(self) -> None:
        self.fill()

    def on_screen_resume(self) -> None:
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
                    label = Text(f"  ✗ {save.title} (cannot be resumed)", style="grey50")
                    games.add_option(Option(label, id=f"bad:{save.path}", disabled=True))
                else:
                    games.add_option(Option(Text(f"  ↻ {save.title}\n    {save.detail}"), id=f"save:{save.path}"))
            games.add_option(None)
        games.add_option(Option(Text("New game", style="bold underline"), disabled=True))
        for ruleset in shipped().values():
            players = f"{ruleset.players_min}–{ruleset.players_max} players"
            games.add_option(Option(Text(f"  {ruleset.title}  ").append(players, style="grey62"), id=f"game:{ruleset.name}"))
        games.highlighted = highlighted if highlighted is not None and highlighted < games.option_count else self._first_enabled(games)
        games.focus()

    @staticmethod
    def _first_enabled(games: OptionList) -> int | None:
        for index in range(games.option_count):
            if not games.get_option_at_index(index).disabled:
                return index
        return None

    def _ruleset(self, option_id: str | None) -> Ruleset | None:
        if option_id and option_id.startswith("game:"):
            return shipped()[option_id.removeprefix("game:")]
        return None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        about = self.query_one("#about", Static)
        ruleset = self._ruleset(event.option.id)
        if ruleset is not None:
            text = Text(ruleset.title + "\n", style="bold")
            text.append(f"{ruleset.players_min}–{ruleset.players_max} players\n\n", style="grey62")
            text.append(ruleset.description + "\n\n")
            for variant in ruleset.variants:
                text.append(f"• {variant.title}", style="bold")
                text.append(f": {variant.description}\n" if variant.description else "\n")
            text.append("\nEnter: set the table · F1: rules", style="grey62")
            about.update(text)
        elif event.option.id and event.option.id.startswith("save:"):
            about.update(Text("Enter: pick this game up where you left it.\nIt was saved after every move."))
        else:
            about.update("")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        option_id = event.option.id or ""
        ruleset = self._ruleset(option_id)
        if ruleset is not None:
            from .setup import SetupScreen

            self.app.push_screen(SetupScreen(ruleset))
        elif option_id.startswith("save:"):
            self.parlor.resume(option_id.removeprefix("save:"))

    def action_rules(self) -> None:
        games = self.query_one("#games", OptionList)
        if games.highlighted is None:
            return
        ruleset = self._ruleset(games.get_option_at_index(games.highlighted).id)
        if ruleset is not None:
            from .rules import RulesScreen

            self.app.push_screen(RulesScreen(ruleset, None))
