"""The Textual application: menu → set-up → game → game over. The games of a sitting are played at its
tables (`parlorgames.table`), which keep the saves and the records."""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterable
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from ..storage import Records, SaveStore
from ..storage.settings import Settings
from ._textual_internals import end_with_line, uncaught_error
from .screens.keys import KeysScreen, show_keys
from .screens.menu import MenuScreen
from .widgets.colours import HIGH_CONTRAST, globe_variables, seat_variables, use_theme
from .widgets.notice import BREAKPOINTS_TALL, BREAKPOINTS_WIDE, TooSmall

if TYPE_CHECKING:
    from ..engine.ruleset import Ruleset
    from ..engine.session import Seat
    from ..table import Sitting, Table


class ParlorApp(App[None]):
    CSS_PATH = [
        Path(__file__).parent / "app.tcss",
        *(Path(__file__).parent / "screens" / f"{name}.tcss" for name in ("rules", "records", "review")),
    ]
    """The menu's style sheet and those of the windows it opens over itself. Textual reads the whole style
    sheet again the first time a screen brings a new one (the first F1 of a game took 100–150 ms doing it),
    so the game's windows come with the game's own (`GameScreen.CSS_PATH`), read before its table is built."""
    TITLE = "parlorgames"
    BINDINGS = [Binding("question_mark", "show_keys", "Keys", show=False)]
    """Every screen's keys are one `?` away, those its footer has no room for too (the menu, the set-up and
    the table bind it themselves; a window's footer shows it where it keeps keys unshown)."""
    HORIZONTAL_BREAKPOINTS = BREAKPOINTS_WIDE
    VERTICAL_BREAKPOINTS = BREAKPOINTS_TALL

    def __init__(
        self,
        start: dict[str, Any] | None = None,
        store: SaveStore | None = None,
        records: Records | None = None,
        animate: bool = True,
        bot_delay: float = 0.8,
        settings: Settings | None = None,
    ) -> None:
        """`animate`: whether motion may be on (off in tests and with `--no-motion`; see `motion`).
        `bot_delay`: the pace of computer moves (seconds from one to the next, thinking included)."""
        super().__init__()
        self.start = start
        self.settings = settings or Settings()
        self.left_game: Path | None = None
        """The save of the game last left with save & quit, for the menu to select."""
        self.store = store or SaveStore()
        self.records = records or Records()
        self.motion = animate and self.settings.motion and not self.no_color
        """Spins and other motion on the table, asked through `motion.moving` by every animation."""
        self.bot_delay = bot_delay
        self.register_theme(HIGH_CONTRAST)
        self.failure: str | None = None
        """What the app said as it stopped on an error nothing else caught: a mistake's line, or a bug's."""

    def _fatal_error(self) -> None:
        """An error nothing caught ends the app (Textual's way) with one line, not a traceback: a mistake's
        own words, or that it is a bug and where its traceback was written (`parlorgames.bugs`)."""
        from rich.text import Text

        from ..bugs import told

        error = uncaught_error(self)
        if error is None:
            super()._fatal_error()
            return
        self.failure, return_code = told(error)
        self.bell()
        end_with_line(self, Text(self.failure), return_code)

    @cached_property
    def sitting(self) -> Sitting:
        """The games played since the app started; made with the first game, so that the menu comes up
        without loading the rules' machinery (`parlorgames.table` and the engine under it)."""
        from ..table import Sitting

        return Sitting(self.store, self.records)

    def action_show_keys(self) -> None:
        if not isinstance(self.screen, KeysScreen):
            show_keys(self.screen)

    def action_screenshot(self, filename: str | None = None, path: str | None = None) -> None:
        """Textual saves a screenshot in the Downloads folder and, where there is none (a new account, a
        server), says only that it failed: the picture then goes to the home folder, and the notice says where."""
        home = Path.home()
        if path is None and not (home / "Downloads").is_dir():
            path = str(home)
        self.deliver_screenshot(filename, path)

    def action_toggle_motion(self) -> None:
        """Switch motion on or off, and keep the choice for the next sitting."""
        self.motion = self.settings.motion = not self.motion
        self.notify(
            "Motion on: spins turn before they settle." if self.motion else "Motion off: everything shows at once."
        )

    def get_css_variables(self) -> dict[str, str]:
        """The theme's variables and the seats' colours made from them, which rich Text drawn in Python
        takes too (`widgets.colours`); asked again whenever the theme changes."""
        variables = super().get_css_variables()
        variables.update(seat_variables(variables))
        variables.update(globe_variables(variables))
        use_theme(variables)
        return variables

    def get_default_screen(self) -> Screen:
        menu = MenuScreen()
        self._size_classes(menu)
        return menu

    def on_mount(self) -> None:
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        self.theme_changed_signal.subscribe(self, self._keep_theme)
        self.screen_change_signal.subscribe(self, self._carry_notice)
        self.screen_change_signal.subscribe(self, self._size_classes, immediate=True)
        self._carry_notice(self.screen)
        gc.freeze()
        if self.start:
            self.start_game(**self.start)

    def _keep_theme(self, theme: Any) -> None:
        self.settings.theme = theme.name

    def _carry_notice(self, screen: Screen) -> None:
        """Every screen carries the too-small notice; its CSS shows it only below 80×24."""
        if not screen.query(TooSmall):
            screen.mount(TooSmall(in_game=self._in_game()))

    def _size_classes(self, screen: Screen) -> None:
        """Each screen as it comes up has the window's size classes (its breakpoints). Textual gives a new
        screen them at its first resize and then styles the whole screen again for them: one whole styling
        more for every window opened, each hand-over among them. Given here, before the screen is built, they
        cost nothing. A screen that comes back has them brought up to date, as a window resized under another
        may have left them."""
        own_wide, own_tall = screen.HORIZONTAL_BREAKPOINTS, screen.VERTICAL_BREAKPOINTS
        wide = (self.HORIZONTAL_BREAKPOINTS if own_wide is None else own_wide) or []
        tall = (self.VERTICAL_BREAKPOINTS if own_tall is None else own_tall) or []
        classes = {name: False for _, name in [*wide, *tall]}
        for size, breakpoints in ((self.size.width, wide), (self.size.height, tall)):
            reached = [(threshold, name) for threshold, name in breakpoints if size >= threshold]
            if reached:
                classes[max(reached)[1]] = True
        screen.update_classes(classes, update=screen.is_mounted)

    def _in_game(self) -> bool:
        """Whether a game is open on the screen stack. The game screen's module is loaded with the first
        game, not at start-up: until it is, no game can be open."""
        game = sys.modules.get(f"{__package__}.screens.game")
        return game is not None and any(isinstance(each, game.GameScreen) for each in self.screen_stack)

    def on_computer_turns_prepared(self) -> None:
        """Once a game's word lists, indexes and tables are built, take everything alive out of the garbage
        collector's sight: a full collection walks every object it sees and holds the event loop while it
        does, whichever thread set it off (in all-computer Zig Zaggle on a busy machine, full collections
        of up to 230 ms, 1.5 s in all, became at most 85 ms, 0.4 s in all)."""
        gc.freeze()

    def leave_table(self, table: Table) -> None:
        """Back to the menu from a game, saved first (it is saved after every move, so leaving loses nothing)."""
        table.save()
        table.flush_saves()
        self.pop_screen()
        if table.keeping.save_file is None:
            if farewell := table.keeping.farewell(table):
                self.notify(farewell, timeout=4)
            return
        self.left_game = table.save_path
        if table.save_failure:
            why = f"{table.save_failure}: the menu resumes the last good save."
            self.notify(why, title="Not saved", severity="warning", timeout=8)
        else:
            self.notify("Game saved: resume it from the menu.", timeout=3)

    async def action_quit(self) -> None:
        """ctrl+q: in a game (under any of its windows), save it and go back to the menu; elsewhere, quit."""
        from .screens.game import GameScreen

        game = next((s for s in reversed(self.screen_stack) if isinstance(s, GameScreen)), None)
        if game is None:
            self.exit()
            return
        while self.screen is not game:
            self.pop_screen()
        game.action_leave()

    # --- games ------------------------------------------------------------------------------------

    def keeps_records(self, ruleset: Ruleset) -> bool:
        from ..table import keeps_sitting_records

        return keeps_sitting_records(ruleset)

    def start_game(self, ruleset: Ruleset, variant: str, seats: list[Seat], seed: int, **table: Any) -> None:
        """A new game of the sitting; `table` as `Sitting.open` takes it (records, overrides, undo, hints)."""
        from .screens.game import GameScreen

        self.push_screen(GameScreen(self.sitting.open(ruleset, variant, seats, seed, **table)))

    def learn(self, ruleset_name: str) -> None:
        """The game's guided first game (its lesson script). Any failure to load it is a one-line refusal: a
        broken script's first problem (`parlorgames validate` lists them all), or a bug's line."""
        from ..bugs import told
        from ..engine.errors import ParlorError
        from ..learn import LessonTable, load_script
        from ..paths import lesson_path
        from .screens.lesson import LessonScreen

        try:
            script = load_script(lesson_path(ruleset_name))
        except ParlorError as err:
            self.notify(_first_line(err), title="The lesson cannot be played", severity="error", timeout=10)
            return
        except Exception as err:
            line, _ = told(err)
            self.notify(line, title="The lesson cannot be played", severity="error", timeout=10)
            return
        self.push_screen(LessonScreen(LessonTable(script)))

    def share_table(self, ruleset: Ruleset, variant: str, seats: list[Seat], seed: int, **table: Any) -> None:
        """Open the set-up's table in the shared-table store and show its codes, once."""
        from ..storage.shared import SeatRow, SharedStore, StoreError
        from .screens.shared_codes import SharedCodesScreen

        kept: dict[str, Any] = {key: table[key] for key in ("undo_any", "hints", "overrides") if key in table}
        try:
            store = SharedStore()
            try:
                opened = store.open_table(
                    ruleset.name, variant, seed, [SeatRow(s.name, s.bot, s.level) for s in seats], kept
                )
            finally:
                store.close()
        except StoreError as err:
            self.notify(str(err), title="The table cannot be shared", severity="error", timeout=10)
            return
        self.push_screen(SharedCodesScreen(ruleset.title, opened))

    def sit_at_shared_table(self, code: str) -> None:
        from ..shared import join
        from ..storage.shared import StoreError
        from .screens.seat import SeatScreen

        try:
            table = join(code, records=self.records)
        except StoreError as err:
            self.notify(str(err), title="The table cannot be joined", severity="error", timeout=10)
            return
        self.push_screen(SeatScreen(table))

    def resume(self, path: str | Path) -> None:
        from ..engine.session import SaveError
        from .screens.game import GameScreen

        try:
            table = self.sitting.resume(Path(path))
        except SaveError as err:
            self.notify(str(err), title="Cannot resume", severity="error")
            return
        self.push_screen(GameScreen(table))

    # --- the command palette ------------------------------------------------------------------------

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        from .screens.game import GameScreen
        from .screens.lesson import LessonScreen

        yield from super().get_system_commands(screen)
        switch = "off" if self.motion else "on"
        yield SystemCommand(
            f"Motion {switch}", f"Switch spins and other motion {switch} (m on the menu)", self.action_toggle_motion
        )
        if isinstance(screen, GameScreen):
            view = screen.view
            for title, help_text, action in view.commands():
                if view.check_action(action, ()):
                    yield SystemCommand(title, help_text, getattr(view, f"action_{action}"))
            if isinstance(screen, LessonScreen):
                yield SystemCommand("Rules", "The rules of this game (F1)", screen.action_rules)
                yield SystemCommand("Start the lesson again", "From its first step (F8)", screen.action_restart)
                yield SystemCommand(
                    "Leave the lesson", "Back to the menu; a lesson is never saved", screen.action_leave
                )
                return
            yield SystemCommand("Undo", "Take back the last move (ctrl+z)", screen.action_undo)
            yield SystemCommand("Redo", "Replay an undone move (ctrl+y)", screen.action_redo)
            yield SystemCommand("Rules", "The rules of this game (F1)", screen.action_rules)
            yield SystemCommand("Save and quit to the menu", "The game is saved after every move", screen.action_leave)


def _first_line(error: Exception) -> str:
    """An error's first line, and how many more it has."""
    first, *rest = str(error).splitlines() or [""]
    return f"{first} (and {len(rest)} more)" if rest else first
