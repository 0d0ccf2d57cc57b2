"""Setting the table: the variant, the seats (names, human or computer) and, optionally, the seed."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, RadioSet, Select, Static

from ...engine.ruleset import Ruleset
from ...engine.session import Seat, default_seats
from ..widgets.toggles import Radio, Tick

if TYPE_CHECKING:
    from ..app import ParlorApp

PACES = (("Instant", 0.0), ("Quick", 0.3), ("Steady", 0.8), ("Slow", 1.6))
"""How long each computer move takes to show, thinking included, so the table can follow it."""


class SetupScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back"),
        Binding("ctrl+s", "start", "Start"),
        Binding("f1", "rules", "Rules"),
    ]

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__()
        self.ruleset = ruleset
        self.defaults = default_seats(ruleset, ruleset.players_max)

    @property
    def parlor(self) -> "ParlorApp":
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        r = self.ruleset
        count = max(2, r.players_min) if r.players_max >= 2 else r.players_min
        last = self.parlor.settings.seats(r.name)
        if r.players_min <= len(last) <= r.players_max:
            count = len(last)
        seats = [(seat.name, False) for seat in self.defaults]
        seats[: len(last)] = last[: len(seats)]
        with VerticalScroll(id="setup"):
            yield Static(f"{r.title} — set the table", classes="modal-title")
            with Horizontal(classes="setup-row"):
                yield Label("Game", classes="setup-label")
                with RadioSet(id="variant"):
                    for v in r.variants:
                        yield Radio(v.title, value=v.name == r.default_variant, name=v.name)
            with Horizontal(classes="setup-row", id="count-row"):
                yield Label("Players", classes="setup-label")
                yield Select(
                    [(str(n), n) for n in range(r.players_min, r.players_max + 1)], value=count, allow_blank=False, compact=True, id="count"
                )
            with Vertical(id="seats"):
                for i, (name, bot) in enumerate(seats):
                    with Horizontal(classes="seat-row", id=f"seat-{i}"):
                        yield Label(f"{i + 1}", classes="seat-number")
                        yield Input(value=name, max_length=16, classes="seat-name", id=f"name-{i}")
                        yield Tick("computer", value=bot, classes="seat-bot", id=f"bot-{i}")
            with Horizontal(classes="setup-row"):
                yield Label("Seed", classes="setup-label")
                yield Input(placeholder="random", restrict=r"[0-9]*", max_length=9, id="seed")
                yield Label("Computer", classes="setup-label")
                yield Select([(f"{name} pace", seconds) for name, seconds in PACES], value=self.pace(), allow_blank=False, compact=True, id="pace")
            yield Tick("Undo any move (else each player undoes only their own)", classes="setup-tick", id="undo-any")
            if self.parlor.keeps_records(r):
                yield Tick("Keep the quickest voyage from earlier sittings (RTW-G2)", classes="setup-tick", id="keep")
            yield Static(id="setup-error")
            with Horizontal(id="setup-buttons"):
                yield Button("Start", id="start", variant="primary")
                yield Button("Back", id="back")
        yield Footer()

    def pace(self) -> float:
        """The app's pace as one of the listed seconds, so the pace list always has its value."""
        seconds = dict(PACES).values()
        return float(self.parlor.bot_delay) if self.parlor.bot_delay in seconds else 0.8

    def on_mount(self) -> None:
        self.show_count(self.query_one("#count", Select).value)  # type: ignore[arg-type]
        self.query_one("#variant", RadioSet).focus()

    def show_count(self, count: int) -> None:
        for i in range(len(self.defaults)):
            self.query_one(f"#seat-{i}").display = i < count

    @on(Select.Changed, "#count")
    def count_changed(self, event: Select.Changed) -> None:
        """Only the players list shows or hides seats (the pace list's values are seconds, not counts)."""
        if isinstance(event.value, int):
            self.show_count(event.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()
        else:
            self.app.pop_screen()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def action_rules(self) -> None:
        from .rules import RulesScreen

        self.app.push_screen(RulesScreen(self.ruleset, self.chosen_variant()))

    def chosen_variant(self) -> str:
        pressed = self.query_one("#variant", RadioSet).pressed_button
        return pressed.name if pressed is not None and pressed.name else self.ruleset.default_variant

    def seats(self) -> list[Seat]:
        count = self.query_one("#count", Select).value
        assert isinstance(count, int)
        return [
            Seat(self.query_one(f"#name-{i}", Input).value.strip(), self.query_one(f"#bot-{i}", Checkbox).value) for i in range(count)
        ]

    def action_start(self) -> None:
        seats = self.seats()
        error = self.query_one("#setup-error", Static)
        names = [s.name for s in seats]
        if any(not n for n in names):
            error.update("Every seat needs a name.")
            return
        if len(set(n.lower() for n in names)) < len(names):
            error.update("Two seats have the same name: give each player their own.")
            return
        seed_text = self.query_one("#seed", Input).value
        seed = int(seed_text) if seed_text else random.randrange(1_000_000)
        keep = bool(self.query("#keep") and self.query_one("#keep", Checkbox).value)
        self.parlor.settings.keep_seats(self.ruleset.name, [(seat.name, seat.bot) for seat in seats])
        pace = self.query_one("#pace", Select).value
        self.parlor.bot_delay = pace if isinstance(pace, float) else self.parlor.bot_delay
        undo_any = self.query_one("#undo-any", Checkbox).value
        self.app.pop_screen()
        self.parlor.start_game(self.ruleset, self.chosen_variant(), seats, seed, keep_records=keep, undo_any=undo_any)
