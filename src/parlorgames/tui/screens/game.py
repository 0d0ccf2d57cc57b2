"""The game frame shared by every game: it shows the table (whose turn, the game's view, the log) and
forwards the players' intents and the table keys (undo, redo, rules, the move log, hints) to it."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen

from ...movelog import newest_meaning
from ...table import Changed, Event, Finished, HandOverDue, Refused, Saving, Table, Thinking
from .._textual_internals import bindings_of
from ..motion import Motion
from ..views import LOG_BESIDE_A_BOARD, TABLE_CSS, GameView, view_for
from ..widgets.colours import error_style
from ..widgets.computer_turns import ComputerTurns
from ..widgets.footer import SteadyFooter
from ..widgets.movelog import MoveLog
from ..widgets.notice import BREAKPOINTS_WIDE
from ..widgets.spin import animate_spin
from ..widgets.table_log import TableLog
from ..widgets.topbar import TopBar
from .gameover import GameOverScreen
from .handoff import cover_table
from .hints import HintsScreen, show_hints
from .keys import OFFERED_ONLY, show_keys
from .movelog import MoveLogScreen
from .roundover import RoundOverScreen, round_just_closed
from .rules import RulesScreen

if TYPE_CHECKING:
    from ..app import ParlorApp


UNDO_NAME = 8
"""The most of a name the undo key shows, so that it leaves the footer room for the game's keys."""
UNDO_SAYS_WHAT_FROM = 100
"""The width from which the undo key says what it takes back ("Undo Ann's spin"); narrower, whose alone
("Undo Ann's"), so the game's own keys keep their room in an 80-column footer."""


class GameScreen(Screen[None]):
    """Shows a `Table` and owns its keys; what the table decides comes back as its events."""

    BINDINGS = [
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),
        Binding("f1", "rules", "Rules"),
        Binding("f4", "move_log", "Log"),
        Binding("f5", "hint", "Hint"),
        *(Binding(key, f"why_not('{what}')", show=False) for key, what in OFFERED_ONLY.items()),
        Binding("question_mark", "show_keys", "Keys", show=False),
        Binding("ctrl+q", "app.quit", "Save & quit", priority=True),
    ]
    HORIZONTAL_BREAKPOINTS = [*BREAKPOINTS_WIDE, (120, "-wide"), (LOG_BESIDE_A_BOARD, "-wider")]
    """From 120 columns the move log stands beside the board; beside a board that wants the room first
    (`GameView.BOARD_FIRST`), from `LOG_BESIDE_A_BOARD`."""
    CSS_PATH = TABLE_CSS

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.session = table.session
        self.view: GameView = view_for(table)
        self.set_class(self.view.BOARD_FIRST, "-board-first")
        self.spinning: Motion | None = None
        self.topbar = TopBar(id="topbar")
        self.computer = ComputerTurns(table)
        self.table_log = TableLog(id="log")
        self.keys_offered: tuple[bool | str | None, ...] | None = None

    @property
    def parlor(self) -> ParlorApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield self.topbar
        yield self.computer
        with Horizontal(id="table"):
            yield self.view
            yield MoveLog(id="movelog")
        yield self.table_log
        yield SteadyFooter(compact=True, palette_from_width=100)

    def on_mount(self) -> None:
        self.table.listen = self.heard
        self.table.pace = self.parlor.bot_delay
        self.view.focus()
        self.redraw()
        self.computer.prepare()
        self.call_after_refresh(self.next_step)

    def on_unmount(self) -> None:
        """However the table goes (the menu, the app ending), the save under way is finished first."""
        self.table.close()

    # --- what the table says ----------------------------------------------------------------------

    def heard(self, event: Event) -> None:
        if isinstance(event, Saving):
            self.topbar.post_message(TopBar.Saving(event.failure))  # heard on the thread that wrote the save
        elif isinstance(event, Changed):
            self.changed(event.note)
        elif isinstance(event, HandOverDue):
            cover_table(self, event)
        elif isinstance(event, Thinking):
            self.table_log.say(Text(f"{event.name} is thinking…", style="italic"), not self.table.handing_over)
        elif isinstance(event, Refused):
            self.refuse(event.reason)
        elif isinstance(event, Finished):
            self.finished(event)

    def redraw(self) -> None:
        """Show the table as the seat at the keyboard may see it, once it holds the keyboard."""
        HintsScreen.close_if_stale(self.app, self.session.state)
        if self.table.handing_over:
            return
        if self.table.handover_due:
            cover_table(self, self.table.announce_handover())
            return
        self.view.show_table()
        self.topbar.show(self.session, self.table.save_failure)
        self.table_log.show(self.view.seen, newest_meaning(self.session))
        self.query_one(MoveLog).show(self.session, self.table.at_keyboard)
        self.refresh_keys()

    def on_resize(self) -> None:
        """The undo key's words depend on the width (`undo_label`)."""
        self.refresh_keys()

    def refresh_keys(self) -> None:
        """Redraw the footer only when the keys on offer change: rebuilding it costs more than a move."""
        actions = [b.action if isinstance(b, Binding) else b[1] for b in self.view.BINDINGS]
        label = self.undo_label()
        offered = (
            *(self.view.check_action(a, ()) for a in actions),
            *map(self.refusal, OFFERED_ONLY.values()),
            label,
        )
        if offered != self.keys_offered:
            self.keys_offered = offered
            keys = bindings_of(self).key_to_bindings
            keys["ctrl+z"] = [
                replace(binding, description=label) if binding.action == "undo" else binding
                for binding in keys["ctrl+z"]
            ]
            self.refresh_bindings()

    def undo_label(self) -> str:
        """The undo key's words: "Undo", or whose move it takes back when the table says that is not the move
        of the player whose turn it is: "Undo Bob's spin" ("Undo Bob's" below `UNDO_SAYS_WHAT_FROM` columns)."""
        other = self.table.undo_takes_back_another()
        if other is None:
            return "Undo"
        name, what = other
        if self.app.size.width < UNDO_SAYS_WHAT_FROM:
            return f"Undo {name[:UNDO_NAME]}'s"
        return f"Undo {name[:UNDO_NAME]}'s {what}"

    def refuse(self, why: str) -> None:
        """Say why a move was refused; the game is unchanged."""
        self.table_log.message = Text(f"✗ {why}", style="bold " + error_style())
        self.app.bell()
        self.redraw()

    def show_private(self, shown: bool) -> None:
        for part in ("#table", "#log"):
            self.query_one(part).display = shown

    def cover(self, window: Screen[Any], then: Any) -> None:
        """Open a window over the table from this screen's own message loop, so its answer comes back here."""
        self.call_later(self.app.push_screen, window, then)

    # --- moves --------------------------------------------------------------------------------------

    @property
    def animating(self) -> bool:
        return self.spinning is not None and self.spinning.running

    @on(GameView.Intent)
    def intent(self, message: GameView.Intent) -> None:
        self.table.act(message.action)

    @on(GameView.Spin)
    def spin(self) -> None:
        self.table.spin()

    @on(GameView.Refused)
    def view_refused(self, message: GameView.Refused) -> None:
        self.refuse(message.reason)

    def changed(self, note: str) -> None:
        """A move shows, a spin by hand turning as it settles, and the game goes on at once; an undo or redo
        says so, shows the last spin still in the game (never one taken back), and goes on. A spin still
        turning settles first, so the table never shows an older face."""
        if self.spinning is not None:
            self.spinning.finish()
        if note:
            self.table_log.message = Text(note, style="italic")
            spinner = self.view.spinner()
            if spinner is not None:
                spun = (action["value"] for action in reversed(self.session.actions) if "value" in action)
                spinner.settle(next(spun, None))
            self.redraw()
            self.next_step()
            return
        self.after_move()
        spinner = self.view.spinner()
        if self.table.spun_by_hand and spinner is not None:
            self.spinning = animate_spin(self, spinner, self.session.actions[-1].get("value"))

    def after_move(self) -> None:
        self.table_log.message = None
        spinner = self.view.spinner()
        if spinner is not None and self.session.actions and "value" in self.session.actions[-1]:
            spinner.settle(self.session.actions[-1]["value"])
        self.redraw()
        if round_just_closed(self.session):
            self.cover(RoundOverScreen(self.session, self.table.at_keyboard), lambda _: self.next_step())
            return
        self.next_step()

    def next_step(self) -> None:
        """Let chance and computer players act, or end the game; the keyboard changes hands in `redraw`."""
        question = self.table.go_on()
        if question is not None:
            self.computer.decide(question)

    def on_screen_resume(self) -> None:
        self.computer.resume()

    # --- table keys ---------------------------------------------------------------------------------

    def action_undo(self) -> None:
        """Take back the keyboard holder's last move and the computer moves after it (see `Table.undo`)."""
        self.computer.stop()
        self.table.undo()

    def action_redo(self) -> None:
        self.computer.stop()
        self.table.redo()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Undo, redo and hints are greyed while they would do nothing (pressed, they say why); a table
        without hints has no hint key."""
        if action == "hint" and not (self.session.hints and self.table.hinter):
            return False
        return None if action in OFFERED_ONLY.values() and self.refusal(action) else True

    def refusal(self, what: str) -> str | None:
        """Why undo, redo or a hint would do nothing now (None: it would do something)."""
        return self.table.why_not(what)

    def action_why_not(self, what: str) -> None:
        self.refuse(f"{'no hint' if what == 'hint' else what}: {self.refusal(what)}")

    async def action_hint(self) -> None:
        await show_hints(self.table, self.view)

    def action_show_keys(self) -> None:
        show_keys(self)

    def action_move_log(self) -> None:
        self.app.push_screen(MoveLogScreen(self.session, self.table.at_keyboard))

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen(self.session.ruleset, self.session.variant.name))

    def action_leave(self) -> None:
        """The game is saved after every move, so leaving loses nothing; it can be resumed from the menu."""
        self.computer.stop()
        self.parlor.leave_table(self.table)

    def finished(self, event: Finished) -> None:
        """The game is over and entered in the books: what next (again, the menu, quit)."""
        if event.problem:
            self.notify(event.problem, severity="warning")
        over = GameOverScreen(self.session, event.news)
        self.app.push_screen(over, over.what_next(self, lambda: GameScreen(self.table.again())))
