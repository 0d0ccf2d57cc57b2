"""The game frame shared by every game: whose turn, the game's view, the log, and the table keys."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Footer, Static

from ...engine.errors import ActionError
from ...engine.session import Session
from ..views import GameView, view_for
from ..widgets.movelog import MoveLog
from ..widgets.notice import BREAKPOINTS_WIDE
from .handoff import HandoffScreen
from .roundover import RoundOverScreen, round_just_closed

if TYPE_CHECKING:
    from ..app import ParlorApp

SPIN_FRAMES = 9


class GameScreen(Screen[None]):
    """Owns the keys of the table; asks the session to act and redraws from what comes back."""

    BINDINGS = [
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),
        Binding("f1", "rules", "Rules"),
        Binding("f4", "move_log", "Log"),
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
        self.last_human: int | None = None
        self.messages: list[Text] = []
        self.keys_offered: tuple[bool | None, ...] | None = None

    @property
    def parlor(self) -> "ParlorApp":
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield Static(id="topbar")
        with Horizontal(id="table"):
            yield self.view
            yield MoveLog(id="movelog")
        yield Static(id="log")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.session.on_change = lambda s: self.parlor.store.write(self.save_path, s)
        self.parlor.store.write(self.save_path, self.session)
        self.view.focus()
        self.redraw()
        self.call_after_refresh(self.next_step)

    # --- drawing --------------------------------------------------------------------------------

    def redraw(self) -> None:
        session = self.session
        self.view.show(session)
        top = Text()
        top.append(f" {session.ruleset.title} ", style="bold reverse")
        top.append(f" {session.variant.title} ")
        if session.over:
            top.append(" · game over", style="bold")
        elif session.seat is not None:
            seat = session.seats[session.seat]
            top.append(" · to play: ")
            top.append(seat.name, style="bold")
            top.append(" (computer)" if seat.bot else "")
        top.append(f" · move {len(session.actions)}", style="grey62")
        self.query_one("#topbar", Static).update(top)
        events = getattr(self.view.seen, "events", ())
        lines = self.messages[-1:] + [Text(e) for e in events[-(2 if self.messages else 3) :]]
        self.query_one("#log", Static).update(Text("\n").join(lines))
        self.query_one(MoveLog).show(session)
        self.refresh_keys()

    def refresh_keys(self) -> None:
        """Redraw the footer only when the keys on offer change: rebuilding it costs more than a move."""
        actions = [b.action if isinstance(b, Binding) else b[1] for b in self.view.BINDINGS]
        offered = tuple(self.view.check_action(action, ()) for action in actions)
        if offered != self.keys_offered:
            self.keys_offered = offered
            self.refresh_bindings()

    def refuse(self, why: str) -> None:
        """Say why a move was refused; the game is unchanged."""
        self.messages = [Text(f"✗ {why}", style="bold red")]
        self.app.bell()
        self.redraw()

    # --- intents ----------------------------------------------------------------------------------

    def busy(self) -> bool:
        return self.animating or self.session.seat_is_bot

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
            self.app.push_screen(RoundOverScreen(self.session), lambda _: self.next_step())
            return
        self.next_step()

    def next_step(self) -> None:
        """Let chance and computer players act, hand the keyboard over, or end the game."""
        session = self.session
        if session.over:
            self.parlor.game_finished(self)
            return
        if session.automatic_chance:
            session.resolve_chance()
            self.after_move()
            return
        if session.seat_is_bot:
            if self.parlor.bot_delay > 0:
                self.set_timer(self.parlor.bot_delay, self.bot_move)
            else:
                self.call_later(self.bot_move)
            return
        seat = session.seat
        humans = sum(not s.bot for s in session.seats)
        if session.rules.private_information and humans > 1 and seat != self.last_human:
            self.app.push_screen(HandoffScreen(session.seats[seat].name))
        self.last_human = seat

    def bot_move(self) -> None:
        if not self.is_current or self.session.over or not self.session.seat_is_bot:
            return
        chance = self.session.rules.is_chance(self.session.state)
        action = self.session.bot_step()
        if action is not None and chance:
            self.animate_chance(action)
        else:
            self.after_move()

    # --- table keys -------------------------------------------------------------------------------

    def action_undo(self) -> None:
        if self.animating:
            return
        if not self.session.undo():
            self.refuse("nothing to undo")
            return
        self.messages = [Text("↶ undone", style="italic")]
        self.redraw()

    def action_redo(self) -> None:
        if self.animating:
            return
        if not self.session.redo():
            self.refuse("nothing to redo")
            return
        self.messages = [Text("↷ redone", style="italic")]
        self.redraw()
        self.next_step()

    def action_move_log(self) -> None:
        from .movelog import MoveLogScreen

        self.app.push_screen(MoveLogScreen(self.session))

    def action_rules(self) -> None:
        from .rules import RulesScreen

        self.app.push_screen(RulesScreen(self.session.ruleset, self.session.variant.name))

    def action_leave(self) -> None:
        """The game is saved after every move, so leaving loses nothing; it can be resumed from the menu."""
        self.parlor.store.write(self.save_path, self.session)
        self.parlor.left_game = self.save_path
        self.app.pop_screen()
        self.parlor.notify("Game saved: resume it from the menu.", timeout=3)
