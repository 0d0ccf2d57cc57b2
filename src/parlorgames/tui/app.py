"""The Textual application: menu → set-up → game → game over, with autosave and the sitting's record."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand
from textual.screen import Screen

from ..storage import Records, SaveStore, read_save
from ..storage.settings import Settings
from .screens.menu import MenuScreen
from .widgets.notice import BREAKPOINTS_TALL, BREAKPOINTS_WIDE, TooSmall

if TYPE_CHECKING:
    from ..engine.ruleset import Ruleset
    from ..engine.session import Seat, Session
    from ..games.round_the_world import SittingRecord
    from .screens.game import GameScreen


def _record_rules() -> Any:
    """Round the World's sitting-record rules (RTW-G2), imported when a game needs them, not at start-up."""
    from ..games import round_the_world

    return round_the_world


PREPARED_POLL = 0.25
"""Seconds between looks at whether a game's data is built (a look costs nothing and holds no thread)."""


class ParlorApp(App[None]):
    CSS_PATH = [
        Path(__file__).parent / "app.tcss",
        *(Path(__file__).parent / "screens" / f"{name}.tcss" for name in ("rules", "records")),
    ]
    """The windows' style sheets are read with the app's: Textual reads the whole style sheet again the
    first time a screen brings a new one, and the first F1 of a game took 100–150 ms doing it."""
    TITLE = "parlorgames"
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
        threads: bool = True,
    ) -> None:
        """`bot_delay`: the pace of computer moves (seconds from one to the next, thinking included);
        `threads`: computer moves and data builds run in thread workers, off the event loop (tests
        that step a game move by move turn it off)."""
        super().__init__()
        self.start = start
        self.settings = settings or Settings()
        self.left_game: Path | None = None
        """The save of the game last left with save & quit, for the menu to select."""
        self.store = store or SaveStore()
        self.records = records or Records()
        self.animate = animate
        self.bot_delay = bot_delay
        self.threads = threads
        self.sitting: dict[str, SittingRecord] = {}
        self.frozen: weakref.WeakSet[Screen] = weakref.WeakSet()
        """Game screens whose built data has been taken out of the garbage collector's sight."""
        self.kept: set[str] = set()

    def get_default_screen(self) -> Screen:
        return MenuScreen()

    def on_mount(self) -> None:
        if self.settings.theme in self.available_themes:
            self.theme = self.settings.theme
        self.theme_changed_signal.subscribe(self, self._keep_theme)
        self.screen_change_signal.subscribe(self, self._carry_notice)
        self.screen_change_signal.subscribe(self, self._freeze_when_prepared)
        self._carry_notice(self.screen)
        gc.freeze()
        if self.start:
            self.start_game(**self.start)

    def _keep_theme(self, theme: Any) -> None:
        self.settings.theme = theme.name

    def _carry_notice(self, screen: Screen) -> None:
        """Every screen carries the too-small notice; its CSS shows it only below 80×24."""
        from .screens.game import GameScreen

        if not screen.query(TooSmall):
            screen.mount(TooSmall(in_game=any(isinstance(each, GameScreen) for each in self.screen_stack)))

    def _freeze_when_prepared(self, screen: Screen) -> None:
        """Once a game's word lists, indexes and tables are built, take everything alive out of the garbage
        collector's sight: a full collection walks every object it sees and holds the event loop while it
        does, whichever thread set it off (in all-computer Zig Zaggle on a busy machine, full collections
        of up to 230 ms, 1.5 s in all, became at most 85 ms, 0.4 s in all)."""
        from .screens.game import GameScreen

        if not isinstance(screen, GameScreen) or screen in self.frozen:
            return
        self.frozen.add(screen)

        def freeze_once_prepared() -> None:
            if screen.prepared.is_set():
                timer.stop()
                gc.freeze()

        timer = self.set_interval(PREPARED_POLL, freeze_once_prepared)

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

    @staticmethod
    def record_key(session: Session) -> str:
        """Variants keeping one record share its key (RTW-G2: Game No. 1 and No. 2)."""
        return f"{session.ruleset.name}/{session.rules.record_book()}"

    def keeps_records(self, ruleset: Ruleset) -> bool:
        from ..engine.kinds import rules_class
        from ..engine.rules import Rules

        return rules_class(ruleset.kind).record_book is not Rules.record_book

    def start_game(
        self,
        ruleset: Ruleset,
        variant: str,
        seats: list[Seat],
        seed: int,
        keep_records: bool = False,
        overrides: dict[str, Any] | None = None,
        undo_any: bool = False,
        hints: bool | None = None,
    ) -> None:
        from ..engine.session import Session
        from .screens.game import GameScreen

        session: Session[Any] = Session(
            ruleset, seats, seed, variant, overrides=overrides, undo_any=undo_any, hints=hints
        )
        key = self.record_key(session)
        if keep_records:
            self.kept.add(key)
            self._hold(key, _record_rules().quicker(self.sitting.get(key), self._stored(key)))
        seat = _record_rules().commodore_seat(self.sitting.get(key), [s.name for s in seats])
        first = None if seat is None else session.rules.first_player_action(seat)
        if first is not None:
            session.act(first)
        self.push_screen(GameScreen(session, self.store.new_path(session)))

    def resume(self, path: str | Path) -> None:
        from ..engine.session import SaveError
        from .screens.game import GameScreen

        try:
            session = read_save(Path(path))
        except SaveError as err:
            self.notify(str(err), title="Cannot resume", severity="error")
            return
        self.push_screen(GameScreen(session, Path(path)))

    def game_finished(self, screen: GameScreen) -> None:
        from .screens.gameover import GameOverScreen

        screen.flush_saves()
        session = screen.session
        key = self.record_key(session)
        voyage = _record_rules().quickest_voyage(session.result().sitting, [s.name for s in session.seats])
        line = self._note_voyage(key, voyage, f"{session.ruleset.title} — {session.variant.title}")
        try:
            self.records.add_game(session)
        except OSError as err:
            self.notify(f"The record book could not be written: {err}", severity="warning")

        def then(choice: str | None) -> None:
            if self.screen is screen:
                self.pop_screen()
            if choice == "again":
                self.start_game(
                    session.ruleset,
                    session.variant.name,
                    session.seats,
                    session.seed + 1,
                    keep_records=key in self.kept,
                    overrides=session.overrides,
                    undo_any=session.undo_any,
                    hints=session.hints,
                )
            elif choice == "quit":
                self.exit()

        self.push_screen(GameOverScreen(session, line), then)

    def _stored(self, key: str) -> SittingRecord | None:
        stored = self.records.get(key)
        return _record_rules().SittingRecord(*stored) if stored else None

    def _hold(self, key: str, record: SittingRecord | None) -> None:
        if record is not None:
            self.sitting[key] = record

    def _note_voyage(self, key: str, voyage: SittingRecord | None, title: str) -> str:
        """Set a finished game's quickest voyage against the sitting's record (RTW-G2); the line to show."""
        if voyage is None:
            return ""
        record = self.sitting.get(key)
        if voyage.beats(record):
            self.sitting[key] = voyage
            if key in self.kept:
                self.records.put(key, voyage.holder, int(voyage.days), title)
        return _record_rules().record_line(voyage, record)

    # --- the command palette ------------------------------------------------------------------------

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        from .screens.game import GameScreen

        yield from super().get_system_commands(screen)
        if isinstance(screen, GameScreen):
            view = screen.view
            for title, help_text, action in view.commands():
                if view.check_action(action, ()):
                    yield SystemCommand(title, help_text, getattr(view, f"action_{action}"))
            yield SystemCommand("Undo", "Take back the last move (ctrl+z)", screen.action_undo)
            yield SystemCommand("Redo", "Replay an undone move (ctrl+y)", screen.action_redo)
            yield SystemCommand("Rules", "The rules of this game (F1)", screen.action_rules)
            yield SystemCommand("Save and quit to the menu", "The game is saved after every move", screen.action_leave)
