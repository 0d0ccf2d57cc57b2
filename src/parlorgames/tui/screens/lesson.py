"""A guided first game: the game's own screen and board over a `LessonTable`, with the lesson shown under
the board and the lesson's keys (show me, skip, start again, leave). Nothing of it is saved."""

from __future__ import annotations

from textual.binding import Binding

from ...engine.kinds import Hint
from ...learn import SPIN, LessonTable
from ...table import Finished
from ..widgets.lesson_panel import LessonPanel
from ..widgets.notice import BREAKPOINTS_TALL
from .game import GameScreen

ROOMY = 30
"""From this many rows the top bar and the game's newest event show with the lesson; below it, the lesson
takes their rows, so a board that needs all of a game's rows at 80×24 (the spiral of Round the World) keeps them."""


class LessonScreen(GameScreen):
    """The game screen following a lesson script: the table refuses any move but the lesson's."""

    BINDINGS = [
        Binding("f6", "show_me", "Show me"),
        Binding("f7", "skip", "Skip"),
        Binding("f8", "restart", "Again"),
        Binding("ctrl+q", "app.quit", "Leave", priority=True),
    ]

    VERTICAL_BREAKPOINTS = [*BREAKPOINTS_TALL, (ROOMY, "-roomy")]

    table: LessonTable

    def __init__(self, table: LessonTable) -> None:
        super().__init__(table)
        self.panel = LessonPanel(id="lesson")
        self.finished_as = ""
        self.lesson_keys: tuple[bool | None, ...] = ()

    def on_mount(self) -> None:
        """The lesson takes the place of the table's log, under the board (the game screen mounts the rest)."""
        self.table_log.display = False
        self.mount(self.panel, before=self.table_log)
        self.show_lesson()

    def redraw(self) -> None:
        super().redraw()
        self.show_lesson()

    def show_lesson(self) -> None:
        if self.panel.is_attached and not self.table.handing_over:
            self.panel.show(self.table, self.view.seen, self.finished_as, events=self.has_class("-roomy"))

    def changed(self, note: str) -> None:
        """A move clears the last refusal and what F6 told."""
        self.panel.refused = self.panel.told = ""
        super().changed(note)

    def refuse(self, why: str) -> None:
        """A refused move is said in the lesson, where the learner is reading."""
        self.panel.refused = why
        super().refuse(why)

    def refresh_keys(self) -> None:
        """The footer changes when the lesson's keys come and go, as when the game's do."""
        offered = (self.check_action("show_me", ()), self.check_action("skip", ()))
        if offered != self.lesson_keys:
            self.lesson_keys = offered
            self.refresh_bindings()
        super().refresh_keys()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Show me is offered while the lesson waits on a move of the learner's; undo and redo, which a
        lesson refuses (pressed, they say so), leave the footer's room to the game's own keys."""
        if action in ("undo", "redo"):
            return False
        if action == "show_me":
            step = self.table.step
            return self.table.waiting_on_learner and step is not None and step.expect is not None
        if action == "skip":
            return self.table.waiting_on_learner
        return super().check_action(action, parameters)

    def action_show_me(self) -> None:
        """Lay the lesson's move out on the board, for Enter; a move the game takes with a key of its own
        (a spin, a pass, a draw) is told by its key."""
        due, step = self.table.due, self.table.step
        if step is None or due is None or not self.table.waiting_on_learner:
            return
        key = "space" if step.expect == SPIN else self.view.MOVE_KEYS.get(due.action.get("type", ""))
        show = getattr(self.view, "show_hint", None)
        self.panel.refused = ""
        if key is not None or show is None:
            self.panel.told = f"press {key or 'F7'}: {self.table.asks().removeprefix('your move: ')}"
        else:
            show(Hint(f"{step.rule}: {self.table.asks()}", due.action))
        self.show_lesson()

    def action_skip(self) -> None:
        """The lesson's move is made for the learner; a lesson read is passed."""
        self.table.skip()

    def action_restart(self) -> None:
        """The same lesson from its first step, on a fresh table."""
        self.computer.stop()
        self.app.switch_screen(LessonScreen(LessonTable(self.table.script)))

    def action_leave(self) -> None:
        """Back to the menu: a lesson is never saved, so there is nothing to resume."""
        self.computer.stop()
        self.app.pop_screen()
        self.notify("The lesson was not saved: l on the menu starts it again.", timeout=3)

    def finished(self, event: Finished) -> None:
        """The game ended within the lesson: said under the board, never entered in the record book."""
        self.finished_as = self.session.result().reason
        self.redraw()
