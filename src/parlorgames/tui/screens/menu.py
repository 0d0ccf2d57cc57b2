"""The front door: every game the rulesets describe, and below them, in a list of their own, the unfinished
games to resume (so however many there are, New game stays in view)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group
from rich.padding import Padding
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option, OptionDoesNotExist

from ...engine.catalogue import Entry
from ...paths import has_lesson
from ...storage import cached_catalogue
from ..widgets.colours import muted_style
from ..widgets.footer import SteadyFooter
from ..widgets.picture import GamePicture
from ..widgets.toggles import PointedOptionList

if TYPE_CHECKING:
    from ...engine.ruleset import Ruleset
    from ...storage.saves import SaveInfo
    from ..app import ParlorApp


TITLE = "[b $accent]♠ parlorgames ♣[/] parlour games for one keyboard, passed round the table"


def saved_game(head: str, detail: str, style: str = "") -> Group:
    """A saved game's entry in the list: its title, then its details indented under it, lines that
    wrap (a long list of seats) indented too."""
    return Group(Text(f"  {head}", style=style), Padding(Text(detail, style=style), (0, 0, 0, 4)))


class MenuList(PointedOptionList):
    """One of the menu's two lists. Its arrows stop at its ends rather than wrap round; stepping past an end
    is told to the menu (`Beyond`), which goes on to the other list."""

    class Beyond(Message):
        def __init__(self, options: MenuList, direction: int) -> None:
            super().__init__()
            self.options = options
            self.direction = direction

    def pointed_row(self) -> int | None:
        """Only the list with the keyboard points: Enter acts on that row alone."""
        return self.highlighted if self.screen.focused is self else None

    def on_focus(self) -> None:
        self.point()

    def on_blur(self) -> None:
        self.point()

    def action_cursor_down(self) -> None:
        self._step(1)

    def action_cursor_up(self) -> None:
        self._step(-1)

    def _step(self, direction: int) -> None:
        rows = range(self.highlighted + direction, self.option_count) if self.highlighted is not None else ()
        if direction < 0 and self.highlighted is not None:
            rows = range(self.highlighted - 1, -1, -1)
        enabled = next((row for row in rows if not self.get_option_at_index(row).disabled), None)
        if enabled is None:
            self.post_message(self.Beyond(self, direction))
        else:
            self.highlighted = enabled


class MenuScreen(Screen[None]):
    BINDINGS = [
        Binding("f1", "rules", "Rules"),
        Binding("l", "learn", "Learn"),
        Binding("r", "records", "Records"),
        Binding("delete,d", "delete_save", "Delete save"),
        Binding("m", "app.toggle_motion", "Motion"),
        Binding("q", "app.quit", "Quit"),
        Binding("question_mark", "show_keys", "Keys"),
    ]

    @property
    def parlor(self) -> ParlorApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield Static(TITLE, id="menu-title")
        with Horizontal(id="menu-body"):
            with Vertical(id="menu-lists"):
                yield MenuList(id="games")
                yield MenuList(id="saves")
            with Vertical(id="about-box"):
                with Horizontal(id="about-head"):
                    yield Static(id="about-title")
                    yield GamePicture(id="picture")
                yield Static(id="about")
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.saves: list[SaveInfo] = []
        self.described: tuple[str | None] | None = None
        """The option the box beside the lists describes now (None before the first)."""
        self.fill()

    def on_screen_suspend(self) -> None:
        self.away = True

    def on_screen_resume(self) -> None:
        """Fill the list again when the menu comes back into view: a game may have been saved since."""
        if getattr(self, "away", False):
            self.away = False
            self.fill()

    def fill(self) -> None:
        """The games, then the saves; each list's highlight stays where it was (back from a lesson or the
        records, the game pointed at is still the one pointed at), or goes to the game just left."""
        games = self.query_one("#games", MenuList)
        saves_list = self.query_one("#saves", MenuList)
        was_saves = saves_list.has_focus
        highlighted = saves_list.highlighted
        game_was = games.get_option_at_index(games.highlighted).id if games.highlighted is not None else None
        games.clear_options()
        games.add_option(Option(Text("New game", style="bold underline"), disabled=True))
        self.entries = {entry.name: entry for entry in cached_catalogue()}
        for ruleset in self.entries.values():
            players = f"{ruleset.players_min}–{ruleset.players_max} players"
            games.add_option(
                Option(Text(f"  {ruleset.title}  ").append(players, style=muted_style()), id=f"game:{ruleset.name}")
            )
        if game_was is not None and game_was in {option.id for option in games.options}:
            games.highlighted = games.get_option_index(game_was)
        if games.highlighted is None:
            games.highlighted = self._first_enabled(games)
        saves_list.clear_options()
        saves = self.saves = self.parlor.store.unfinished()
        saves_list.display = bool(saves)
        if saves:
            saves_list.add_option(Option(Text("Resume a game", style="bold underline"), disabled=True))
            for save in saves:
                if save.error:
                    label = saved_game("✗ Cannot be resumed", f"{save.title}\n{save.error}", muted_style())
                    saves_list.add_option(Option(label, id=f"bad:{save.path}", disabled=True))
                else:
                    saves_list.add_option(Option(saved_game(f"↻ {save.title}", save.detail), id=f"save:{save.path}"))
        left = self._left_game(saves_list)
        if highlighted is not None and highlighted < saves_list.option_count:
            saves_list.highlighted = highlighted
        else:
            saves_list.highlighted = self._last_enabled(saves_list) if was_saves else self._first_enabled(saves_list)
        if left is not None:
            saves_list.highlighted = left
        games.point()
        saves_list.point()
        pointed = saves_list if left is not None or (was_saves and saves_list.highlighted is not None) else games
        pointed.focus()
        if pointed.highlighted is not None:
            self.describe(pointed.get_option_at_index(pointed.highlighted).id)

    def _left_game(self, saves: OptionList) -> int | None:
        """The row of the game just left with save & quit, so Enter picks it up again."""
        left, self.parlor.left_game = self.parlor.left_game, None
        if left is None:
            return None
        try:
            return saves.get_option_index(f"save:{left}")
        except OptionDoesNotExist:
            return None

    @staticmethod
    def _last_enabled(options: OptionList) -> int | None:
        for index in reversed(range(options.option_count)):
            if not options.get_option_at_index(index).disabled:
                return index
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
        if event.option_list.has_focus:
            self.describe(event.option.id)

    def on_descendant_focus(self) -> None:
        focused = self.focused
        if isinstance(focused, MenuList) and focused.highlighted is not None:
            self.describe(focused.get_option_at_index(focused.highlighted).id)

    def on_menu_list_beyond(self, event: MenuList.Beyond) -> None:
        """Down past the last game goes on to the saves; up past the first save comes back to the games."""
        saves = self.query_one("#saves", MenuList)
        if event.options.id == "games" and event.direction > 0 and saves.display and saves.highlighted is not None:
            saves.focus()
        elif event.options.id == "saves" and event.direction < 0:
            self.query_one("#games", MenuList).focus()

    def describe(self, option_id: str | None) -> None:
        """The game (its picture beside its description), or the save, under the pointer, beside the lists.
        Described once until the pointer moves: the first is drawn with the lists, and the focus and the
        highlight that follow would each lay the screen out again for the same words."""
        if (option_id,) == self.described:
            self.refresh_bindings()
            return
        self.described = (option_id,)
        about, head = self.query_one("#about", Static), self.query_one("#about-title", Static)
        ruleset = self._entry(option_id)
        self.query_one(GamePicture).show(ruleset.name if ruleset else None)
        head.display = ruleset is not None
        if ruleset is not None:
            players = f"{ruleset.players_min}–{ruleset.players_max} players\n"
            head.update(Text.assemble((ruleset.title + "\n", "bold"), (players, muted_style()), ruleset.description))
            text = Text()
            for variant, description in ruleset.variants:
                text.append(f"• {variant}", style="bold")
                text.append(f": {description}\n" if description else "\n")
            keys = (
                "Enter: play · l: learn · F1: rules" if has_lesson(ruleset.name) else "Enter: set the table · F1: rules"
            )
            text.append(keys, style=muted_style())
            about.update(text)
        elif option_id and option_id.startswith("save:"):
            about.update(
                Text("Enter: pick this game up where you left it.\nIt was saved after every move.\n\n")
                + Text("Delete or d: delete this save (it is moved aside, not destroyed).", style=muted_style())
            )
        else:
            about.update("")
        self.refresh_bindings()

    def highlighted_save(self) -> SaveInfo | None:
        """The save under the pointer in the saves list, while that list has the keyboard."""
        saves = self.query_one("#saves", MenuList)
        if not saves.has_focus or saves.highlighted is None:
            return None
        option_id = saves.get_option_at_index(saves.highlighted).id or ""
        return next((save for save in self.saves if option_id == f"save:{save.path}"), None)

    def highlighted_game(self) -> Entry | None:
        """The game under the pointer in the games list, while that list has the keyboard."""
        games = self.query_one("#games", MenuList)
        if not games.has_focus or games.highlighted is None:
            return None
        return self._entry(games.get_option_at_index(games.highlighted).id)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "delete_save":
            return self.highlighted_save() is not None
        if action == "learn":
            game = self.highlighted_game()
            return game is not None and has_lesson(game.name)
        return True

    def action_learn(self) -> None:
        """A guided first game of the game under the pointer, against a scripted opponent (never saved)."""
        game = self.highlighted_game()
        if game is not None and has_lesson(game.name):
            self.parlor.learn(game.name)

    def action_delete_save(self) -> None:
        """Ask first; a yes moves the file aside (`SaveStore.move_aside`) and lists the saves again."""
        from .ask import ConfirmScreen

        save = self.highlighted_save()
        if save is None:
            return
        question = (
            f"{save.title}\n{save.detail}\n\nIt is moved into the saves' deleted folder, not destroyed."
            "\n\nEnter or y: delete · Esc or n: keep"
        )

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                self.parlor.store.move_aside(save.path)
            except OSError as err:
                self.parlor.notify(str(err), title="The save could not be moved", severity="error", timeout=10)
            self.fill()

        self.app.push_screen(ConfirmScreen("Delete this saved game?", question), answered)

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

    def action_show_keys(self) -> None:
        from .keys import show_keys

        show_keys(self)

    def action_rules(self) -> None:
        games = self.query_one("#games", OptionList)
        if games.highlighted is None:
            return
        ruleset = self._open(games.get_option_at_index(games.highlighted).id)
        if ruleset is not None:
            from .rules import RulesScreen

            self.app.push_screen(RulesScreen(ruleset, None))
