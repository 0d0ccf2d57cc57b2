"""The game frame shared by every game: whose turn, the game's view, the log, and the table keys (undo,
redo, rules, the move log and, when the table allows them, hints)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static
from textual.worker import Worker, WorkerState

from ...engine.errors import ActionError
from ...engine.kinds import kind_named
from ...engine.session import Session, UndoRefused
from ...storage import SaveQueue
from ..views import GameView, view_for
from ..widgets.footer import SteadyFooter
from ..widgets.movelog import MoveLog
from ..widgets.notice import BREAKPOINTS_WIDE
from .handoff import HandoffScreen
from .roundover import RoundOverScreen, round_just_closed

if TYPE_CHECKING:
    from ..app import ParlorApp

SPIN_FRAMES = 9
RESUME_BEAT = 0.2
"""Seconds from the table showing again (a window closed) to a computer move held meanwhile."""


class GameScreen(Screen[None]):
    """Owns the keys of the table; asks the session to act and redraws from what comes back."""

    BINDINGS = [
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),
        Binding("f1", "rules", "Rules"),
        Binding("f4", "move_log", "Log"),
        Binding("f5", "hint", "Hint"),
        Binding("ctrl+q", "app.quit", "Save & quit", priority=True),
    ]
    HORIZONTAL_BREAKPOINTS = [*BREAKPOINTS_WIDE, (120, "-wide")]
    """From 120 columns the move log stands beside the board."""

    def __init__(self, session: Session, save_path: Path) -> None:
        super().__init__()
        self.session = session
        self.save_path = save_path
        self.view: GameView = view_for(session)
        self.animating = False
        self.holder: int | None = None
        """The seat holding the keyboard: the one whose private view the screen may show."""
        self.handing_over = False
        self.handoff_note = ""
        self.prepared = threading.Event()
        self.thinking_about: Any = None
        """The state a computer player is choosing a move for (None: no one is thinking)."""
        self.held: tuple[Any, dict[str, Any]] | None = None
        self.waiting: dict[Worker[Any], tuple[Callable[[Any], None], Callable[[BaseException], None]]] = {}
        self.hinter = kind_named(session.rules.kind).hint_finder()
        """The game's hints for people (None when the kind has none)."""
        self.hints_open: tuple[Screen[Any], Any] | None = None
        """The hints window while it is open, and the state its hints are for."""
        self.messages: list[Text] = []
        self.save_failure = ""
        """Why the last autosave failed ('' when it worked): shown until a save works again."""
        self.saves: SaveQueue | None = None
        """Autosaves, written off the event loop (made when the screen mounts, knowing the app)."""
        self.saves_heard = 0
        """The number of the newest autosave whose outcome the screen has taken in."""
        self.keys_offered: tuple[bool | None, ...] | None = None

    @property
    def parlor(self) -> ParlorApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield Static(id="topbar")
        with Horizontal(id="table"):
            yield self.view
            yield MoveLog(id="movelog")
        yield Static(id="log")
        yield SteadyFooter(compact=True)

    class Saved(Message):
        """An autosave finished (sent from the thread that wrote it)."""

        def __init__(self, number: int, error: Exception | None) -> None:
            super().__init__()
            self.number = number
            self.error = error

    def on_mount(self) -> None:
        self.saves = SaveQueue(
            self.save_path,
            lambda number, error: self.post_message(self.Saved(number, error)),
            background=self.parlor.threads,
        )
        self.session.on_change = lambda s: self.autosave()
        self.autosave()
        self.view.focus()
        self.redraw()
        self.prepare()
        self.call_after_refresh(self.next_step)

    # --- drawing --------------------------------------------------------------------------------

    def redraw(self) -> None:
        """Show the table as the seat holding the keyboard may see it; hand the keyboard over first when
        the seat whose private view would show is someone else's."""
        self.close_stale_hints()
        if self.handing_over:
            return
        if self.handoff_due():
            self.hand_over()
            return
        session = self.session
        self.view.show(session)
        self.show_top()
        self.show_log()
        self.query_one(MoveLog).show(session)
        self.refresh_keys()

    def show_top(self) -> None:
        """The top bar: the game, whose turn it is, the move number and whether saving fails. Where it is
        wider than the window, the variant goes first, then the move number, then the computer's level,
        so whose turn it is and a failing save always show."""
        session = self.session
        kept = 0
        parts: list[tuple[int, Text]] = [
            (kept, Text(f" {session.ruleset.title} ", style="bold reverse")),
            (1, Text(f" {session.variant.title} ")),
        ]
        if session.over:
            parts.append((kept, Text(" · game over", style="bold")))
        elif session.seat is not None:
            seat = session.seats[session.seat]
            parts.append((kept, Text.assemble(" · to play: ", (seat.name, "bold"))))
            if seat.bot:
                parts.append((3, Text(f" (computer, {seat.playing_level})")))
        parts.append((2, Text(f" · move {len(session.actions)}", style="grey62")))
        if self.save_failure:
            parts.append((kept, Text(f" · ⚠ not saved: {self.save_failure}", style="bold yellow")))
        width = self.size.width or self.app.size.width
        for gives_way in (1, 2, 3):
            if sum(part.cell_len for _, part in parts) <= width:
                break
            parts = [(order, part) for order, part in parts if order != gives_way]
        self.query_one("#topbar", Static).update(Text.assemble(*(part for _, part in parts)))

    def on_resize(self) -> None:
        self.show_top()

    def show_log(self) -> None:
        events = getattr(self.view.seen, "events", ())
        lines = self.messages[-1:] + [Text(e) for e in events[-(2 if self.messages else 3) :]]
        self.query_one("#log", Static).update(Text("\n").join(lines))

    def refresh_keys(self) -> None:
        """Redraw the footer only when the keys on offer change: rebuilding it costs more than a move."""
        actions = [b.action if isinstance(b, Binding) else b[1] for b in self.view.BINDINGS]
        offered = (*(self.view.check_action(action, ()) for action in actions), self.hint_offered())
        if offered != self.keys_offered:
            self.keys_offered = offered
            self.refresh_bindings()

    def refuse(self, why: str) -> None:
        """Say why a move was refused; the game is unchanged."""
        self.messages = [Text(f"✗ {why}", style="bold red")]
        self.app.bell()
        self.redraw()

    def autosave(self) -> None:
        """Save after every change. The state is taken here and written off the event loop (`SaveQueue`:
        one write at a time, the newest state replacing an older one still waiting)."""
        assert self.saves is not None
        self.saves.put(self.session.to_json())

    def flush_saves(self) -> None:
        """Wait for the autosave under way, and take in how it went: before leaving the table, and when
        the game ends (a finished game must not be listed as one to resume)."""
        if self.saves is not None:
            self.saved(*self.saves.flush())

    def on_unmount(self) -> None:
        """However the table goes (the menu, the app ending), the autosave under way is finished first."""
        if self.saves is not None:
            self.saves.close()

    def on_game_screen_saved(self, message: Saved) -> None:
        self.saved(message.number, message.error)

    def saved(self, number: int, error: Exception | None) -> None:
        """A full, read-only or forbidden disk must not end the game: it goes on, the top bar says saving
        failed and why (notified once), the last good save stays as it was, and the next change tries
        again. An outcome older than one already taken in is stale and ignored."""
        if number <= self.saves_heard:
            return
        self.saves_heard = number
        why = "" if error is None else (getattr(error, "strerror", None) or str(error))
        if why == self.save_failure:
            return
        if why:
            self.parlor.notify(
                f"{why}. The game goes on; the next move tries again.",
                title="Saving failed",
                severity="warning",
                timeout=8,
            )
        else:
            self.parlor.notify("Saved again.", timeout=3)
        self.save_failure = why
        if self.is_attached and not self.handing_over:
            self.show_top()

    def say(self, line: Text) -> None:
        """One line in the log area, without redrawing the table."""
        self.messages = [line]
        if not self.handing_over:
            self.show_log()

    # --- the keyboard changes hands ---------------------------------------------------------------

    def handoff_due(self) -> bool:
        """True when the screen would show another seat's private view: only with two humans or more at the
        table, while the game hides something (never in Round the World or a pool game)."""
        session = self.session
        viewer = session.viewer
        if session.over or viewer is None or viewer == self.holder:
            return False
        return sum(not seat.bot for seat in session.seats) > 1 and session.hides

    def hand_over(self) -> None:
        """Cover the table until the player whose view is next says they hold the keyboard."""
        seat = self.session.viewer
        assert seat is not None
        self.handing_over = True
        self.show_private(False)

        def taken(_: None) -> None:
            self.handing_over = False
            self.holder = seat
            self.show_private(True)
            self.redraw()

        self.cover(HandoffScreen(self.session.seats[seat].name, self.handoff_note), taken)
        self.handoff_note = ""

    def show_private(self, shown: bool) -> None:
        """Hide the table and the event lines while the keyboard changes hands: the screen under the
        hand-over still holds the last player's view, and a terminal may draw it for a frame between the
        hand-over closing and the next player's view being drawn."""
        for part in ("#table", "#log"):
            self.query_one(part).display = shown

    def cover(self, window: Screen[Any], then: Callable[[Any], None]) -> None:
        """Open a window over the table whose answer comes back to this screen. It is opened from this
        screen's own message loop: opened while a closing dialog's handler runs (a typed name, chosen
        letters), the answer would go to that dialog and never arrive, and the table would stay frozen."""
        self.call_later(self.app.push_screen, window, then)

    # --- work off the event loop ----------------------------------------------------------------

    def aside(
        self,
        work: Callable[[], Any],
        then: Callable[[Any], None],
        group: str,
        failed: Callable[[BaseException], None] | None = None,
    ) -> None:
        """Run `work` in a thread worker, so the screen and its keys stay live, and give its result to
        `then` back on the event loop (an error to `failed`: by default, the computer player's move is
        given up). Without workers (tests stepping a game) it runs at once."""
        if not self.parlor.threads:
            then(work())
            return
        worker = self.run_worker(work, thread=True, group=group, exit_on_error=False)
        self.waiting[worker] = (then, failed or self.bot_failed)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """Act on the state the event reports, not the worker's state now: a quick worker may already have
        finished when its RUNNING event arrives, and taking that event for the end lost the result."""
        if event.state not in (WorkerState.SUCCESS, WorkerState.ERROR, WorkerState.CANCELLED):
            return
        waiting = self.waiting.pop(event.worker, None)
        if waiting is None:
            return
        then, failed = waiting
        if event.state == WorkerState.SUCCESS:
            then(event.worker.result)
        elif event.state == WorkerState.ERROR and event.worker.error is not None:
            failed(event.worker.error)

    def bot_failed(self, error: BaseException) -> None:
        self.thinking_about = None
        self.refuse(f"the computer player could not move: {error}")

    def prepare(self) -> None:
        """Build the word lists and indexes the game looks things up in before anyone waits on them."""
        if not self.parlor.threads:
            self.prepared.set()
            return

        def rehearse() -> None:
            try:
                self.session.rehearse()
            finally:
                self.prepared.set()

        self.aside(rehearse, lambda _: None, "prepare")

    # --- intents ----------------------------------------------------------------------------------

    def busy(self) -> bool:
        return self.animating or self.session.seat_is_bot

    def refusal(self, action: dict[str, Any]) -> str | None:
        """Why the table would refuse `action`, without playing it (the rules are pure: the state is
        untouched either way), or None when it would stand. A box asking for a move checks with it."""
        try:
            self.session.rules.apply(self.session.state, action)
        except ActionError as err:
            return str(err)
        return None

    def intent(self, action: dict[str, Any]) -> None:
        """A player's decision from the view: apply it, or say why not."""
        if self.busy() or self.session.over:
            return
        try:
            self.session.act(action)
        except ActionError as err:
            self.refuse(str(err))
            return
        self.after_move()

    def spin(self) -> None:
        """The player's own chance gesture (spinning the teetotum)."""
        if self.busy() or self.session.over:
            return
        if not self.session.rules.is_chance(self.session.state):
            self.refuse("there is nothing to spin now: choose first")
            return
        action = self.session.resolve_chance()
        self.animate_chance(action)

    def animate_chance(self, action: dict[str, Any]) -> None:
        spinner = self.view.spinner()
        if spinner is None or not self.parlor.animate:
            self.after_move()
            return
        self.animating = True
        frames = iter(range(SPIN_FRAMES))

        def tick() -> None:
            frame = next(frames, None)
            if frame is None:
                timer.stop()
                spinner.settle(action.get("value"))
                self.animating = False
                self.after_move()
            else:
                spinner.wobble(frame)

        timer = self.set_interval(0.06, tick)

    def after_move(self) -> None:
        self.messages = []
        spinner = self.view.spinner()
        if spinner is not None and self.session.actions and "value" in self.session.actions[-1]:
            spinner.settle(self.session.actions[-1]["value"])
        self.redraw()
        if round_just_closed(self.session):
            self.cover(RoundOverScreen(self.session), lambda _: self.next_step())
            return
        self.next_step()

    def next_step(self) -> None:
        """Let chance and computer players act, or end the game; the keyboard changes hands in `redraw`."""
        session = self.session
        if session.over:
            self.parlor.game_finished(self)
            return
        if session.automatic_chance:
            session.resolve_chance()
            self.after_move()
            return
        if session.seat_is_bot:
            self.think()

    @property
    def thinking(self) -> bool:
        return self.thinking_about is not None

    def think(self) -> None:
        """The computer player to move chooses off the event loop ("thinking…" meanwhile); its move shows
        once the table's pace allows, so people can follow it. A choice for an earlier state is dropped."""
        session = self.session
        state, index, started = session.state, len(session.actions), time.monotonic()
        if self.thinking_about is state or (self.held is not None and self.held[0] is state):
            return
        self.thinking_about = state
        self.say(Text(f"{session.seats[session.seat].name} is thinking…", style="italic"))

        def choose() -> dict[str, Any]:
            self.prepared.wait()
            return session.bot_choice(state, index)

        def chosen(action: dict[str, Any]) -> None:
            if self.thinking_about is not state:
                return
            self.thinking_about = None
            self.held = (state, action)
            wait = self.parlor.bot_delay - (time.monotonic() - started)
            if wait > 0:
                self.set_timer(wait, self.bot_move)
            else:
                self.call_later(self.bot_move)

        self.aside(choose, chosen, "think")

    def bot_move(self) -> None:
        """Play the computer's chosen move, unless the game changed meanwhile (an undo): never a stale move.
        While a window covers the table (the rules, the palette, the move log) the move waits for it to
        close: a move under a window redraws both, and the move would go by unseen."""
        if self.held is None or not self.is_active:
            return
        state, action = self.held
        self.held = None
        if self.session.state is not state:
            return
        chance = self.session.rules.is_chance(state)
        self.session.act(action)
        if chance:
            self.animate_chance(action)
        else:
            self.after_move()

    def stop_thinking(self) -> None:
        """Forget the computer's move under way: its worker is cancelled and its result ignored."""
        self.thinking_about = None
        self.held = None
        self.workers.cancel_group(self, "think")

    def on_screen_resume(self) -> None:
        """Back from the rules, the palette or a hand-over: a computer move chosen meanwhile is played a beat
        after the table shows again, so closing a window shows at once and the move is seen. (Waiting for
        the next refresh is not enough: Textual may run such callbacks before it paints.)"""
        if self.held is not None:
            self.set_timer(RESUME_BEAT, self.bot_move)
        elif self.session.seat_is_bot and not self.session.automatic_chance and not self.animating:
            self.think()

    # --- table keys -------------------------------------------------------------------------------

    def action_undo(self) -> None:
        """Take back the keyboard holder's last move and the computer moves after it (see `Session.undo`)."""
        self.take_back("undo", "↶ undone")

    def action_redo(self) -> None:
        self.take_back("redo", "↷ redone")

    def take_back(self, what: str, done: str) -> None:
        """Undo or redo for the seat at the keyboard; another player's move is refused unless the table
        allows it, and then the keyboard is handed to that player before their view shows."""
        if self.animating:
            return
        session = self.session
        by = session.viewer
        owner = session.undo_owner() if what == "undo" else session.redo_owner()
        try:
            changed = (session.undo if what == "undo" else session.redo)(by=by)
        except UndoRefused as refused:
            self.refuse(str(refused))
            return
        if not changed:
            self.refuse(f"nothing to {what}")
            return
        self.stop_thinking()
        if owner is not None and by is not None and owner != by and not session.seats[owner].bot:
            self.handoff_note = f"{session.seats[by].name} chose to {what} {session.seats[owner].name}'s move."
        self.messages = [Text(done, style="italic")]
        self.redraw()
        self.next_step()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hint":
            return self.hint_offered()
        return True

    def hint_offered(self) -> bool:
        """The hint key shows when the table allows hints, the game has them and the human holding the
        keyboard is to choose (not while a computer thinks, chance acts or the keyboard changes hands)."""
        session = self.session
        seat = session.seat
        return (
            session.hints
            and self.hinter is not None
            and not session.over
            and not self.busy()
            and not self.handing_over
            and seat is not None
            and seat == session.viewer
            and not self.handoff_due()
            and not session.rules.is_chance(session.state)
        )

    async def action_hint(self) -> None:
        """Open the hints window at once and work the hints out off the event loop, from the observation
        of the seat to move only; Enter on one asks the view to show it (`show_hint`), if it can."""
        session, hinter = self.session, self.hinter
        if hinter is None or not self.hint_offered():
            return
        from .hints import HintsScreen

        state, seat = session.state, session.seat
        seen = session.observe(seat)
        window = HintsScreen(
            session.seats[seat].name if seat is not None else "", self.view.HINT_ENTER, self.view.MOVE_KEYS
        )

        def work() -> list[Any]:
            self.prepared.wait()
            return hinter(session.rules, seen)

        def found(hints: list[Any]) -> None:
            if window in self.app.screen_stack:
                window.show(hints)

        def failed(error: BaseException) -> None:
            if window in self.app.screen_stack:
                window.say(f"No hints: {error}")

        def chosen(hint: Any) -> None:
            self.hints_open = None
            show = getattr(self.view, "show_hint", None)
            if hint is not None and show is not None and session.state is state:
                show(hint)

        self.hints_open = (window, state)
        await self.app.push_screen(window, chosen)
        self.aside(work, found, "hint", failed)

    def close_stale_hints(self) -> None:
        """Hints are for the position they were asked in: a move made meanwhile (a turn's time running
        out) closes them, so they never stay on the screen for the next player."""
        if self.hints_open is None:
            return
        window, state = self.hints_open
        if self.session.state is not state and self.app.screen is window:
            window.dismiss(None)

    def action_move_log(self) -> None:
        from .movelog import MoveLogScreen

        self.app.push_screen(MoveLogScreen(self.session))

    def action_rules(self) -> None:
        from .rules import RulesScreen

        self.app.push_screen(RulesScreen(self.session.ruleset, self.session.variant.name))

    def action_leave(self) -> None:
        """The game is saved after every move, so leaving loses nothing; it can be resumed from the menu."""
        self.stop_thinking()
        self.autosave()
        self.flush_saves()
        self.parlor.left_game = self.save_path
        self.app.pop_screen()
        if self.save_failure:
            self.parlor.notify(
                f"{self.save_failure}: the menu resumes the last good save.",
                title="Not saved",
                severity="warning",
                timeout=8,
            )
        else:
            self.parlor.notify("Game saved: resume it from the menu.", timeout=3)
