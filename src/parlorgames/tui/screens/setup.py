"""Setting the table: the variant, the seats (names, human or computer and each computer's level), the
table's settings (pace, undo, hints, and a game's own table choices such as partners) and the seed."""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, RadioSet, Select, Static

from ...engine.kinds import kind_named
from ...engine.levels import DEFAULT_LEVEL, LEVELS
from ...engine.ruleset import Ruleset
from ...engine.session import Seat, check_seat_names, default_seats
from ..widgets.footer import SteadyFooter
from ..widgets.notice import BREAKPOINTS_TALL
from ..widgets.picture import GamePicture
from ..widgets.toggles import Radio, Radios, Tick
from ..widgets.typed_input import TypedInput
from .keys import show_keys

if TYPE_CHECKING:
    from ..app import ParlorApp

PACES = (("Instant", 0.0), ("Quick", 0.3), ("Steady", 0.8), ("Slow", 1.6))
"""How long each computer move takes to show, thinking included, so the table can follow it."""
PARTNERS_AT = 4
"""Only four players may play as partners (GG-E3: seats 1 & 3 against 2 & 4)."""
TABLE_OPTIONS = ("partners", "capture_marks", "hints")
"""A ruleset's `options` the set-up offers as ticks, where the chosen variant has them."""
FAMILY_WORDS = "family_words"
"""The word games' Family words setting (ZZ-W4, SAC-10): ticked for a new table, though a ruleset leaves it
off, so that a game saved before it existed replays as it was played."""


class SetupScreen(Screen[None]):
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back"),
        Binding("ctrl+s", "start", "Start"),
        Binding("f1", "rules", "Rules"),
        Binding("question_mark", "show_keys", "Keys"),
    ]
    VERTICAL_BREAKPOINTS = [*BREAKPOINTS_TALL, (30, "-roomy")]
    """The game's picture stands beside its variants from 30 rows: at 24 the seats need every row."""
    CSS_PATH = Path(__file__).with_name("setup.tcss")
    AUTO_FOCUS = "#variant"
    """The first choice is the game's variant. Focusing it straight away, rather than the form's scrolling
    box first, spares styling the whole form twice over as the focus passes through the box."""

    def __init__(self, ruleset: Ruleset) -> None:
        super().__init__()
        self.ruleset = ruleset
        self.defaults = default_seats(ruleset, ruleset.players_max)
        self.kept_variant: str | None = None
        self.kept_ticks: dict[str, bool] = {}
        self.shown_variant = ruleset.default_variant
        """The variant the ticks were last set for."""

    @property
    def parlor(self) -> ParlorApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        r = self.ruleset
        count = max(2, r.players_min) if r.players_max >= 2 else r.players_min
        last = self.parlor.settings.seats_with_levels(r.name)
        self.kept_variant, self.kept_ticks = self.parlor.settings.table(r.name)
        first = self.kept_variant if any(v.name == self.kept_variant for v in r.variants) else r.default_variant
        if r.players_min <= len(last) <= r.players_max:
            count = len(last)
        seats: list[tuple[str, bool, str | None]] = [(seat.name, False, None) for seat in self.defaults]
        seats[: len(last)] = last[: len(seats)]
        with VerticalScroll(id="setup"):
            yield Static(f"{r.title} — set the table", classes="modal-title")
            with Horizontal(classes="setup-row"):
                yield Label("Game", classes="setup-label")
                with Radios(id="variant"):
                    for v in r.variants:
                        yield Radio(v.title, value=v.name == first, name=v.name)
                yield GamePicture(r.name, id="setup-picture")
            with Horizontal(classes="setup-row", id="count-row"):
                yield Label("Players", classes="setup-label")
                yield Select(
                    [(str(n), n) for n in range(r.players_min, r.players_max + 1)],
                    value=count,
                    allow_blank=False,
                    compact=True,
                    id="count",
                )
            with Vertical(id="seats"):
                for i, (name, bot, level) in enumerate(seats):
                    with Horizontal(classes="seat-row", id=f"seat-{i}"):
                        yield Label(f"{i + 1}", classes="seat-number")
                        yield TypedInput(value=name, max_length=16, classes="seat-name", id=f"name-{i}")
                        yield Tick("computer", value=bot, classes="seat-bot", id=f"bot-{i}")
                        level = level if level in LEVELS else DEFAULT_LEVEL
                        yield Select(
                            [(each, each) for each in LEVELS],
                            value=level,
                            allow_blank=False,
                            compact=True,
                            classes="seat-level",
                            id=f"level-{i}",
                        )
            with Horizontal(classes="setup-row"):
                yield Label("Seed", classes="setup-label")
                yield TypedInput(placeholder="random", restrict=r"[0-9]*", max_length=9, id="seed")
                yield Label("Computer", classes="setup-label")
                yield Select(
                    [(f"{name} pace", seconds) for name, seconds in PACES],
                    value=self.pace(),
                    allow_blank=False,
                    compact=True,
                    id="pace",
                )
            with Horizontal(classes="setup-ticks"):
                yield Tick(
                    "Undo any move (else each player undoes only their own)", classes="setup-tick", id="undo-any"
                )
                if kind_named(r.kind).hints:
                    yield Tick("Hints", classes="setup-tick", id="hints")
            if FAMILY_WORDS in self.variant_options(r.default_variant):
                with Horizontal(classes="setup-ticks"):
                    yield Tick(
                        "Family words: nobody plays a vulgar word", value=True, classes="setup-tick", id=FAMILY_WORDS
                    )
            if any(key in self.variant_options(v.name) for v in r.variants for key in ("partners", "capture_marks")):
                with Horizontal(classes="setup-ticks"):
                    yield Tick("Play as partners (1&3, 2&4)", classes="setup-tick", id="partners")
                    yield Tick("Capture marks", classes="setup-tick", id="capture_marks")
            if self.parlor.keeps_records(r):
                yield Tick("Keep the quickest voyage from earlier sittings (RTW-G2)", classes="setup-tick", id="keep")
            yield Static(id="setup-error")
            with Horizontal(id="setup-buttons"):
                yield Button("Start", id="start", variant="primary")
                yield Button("Share this table", id="share")
                yield Button("Back", id="back")
        yield SteadyFooter()

    def pace(self) -> float:
        """The app's pace as one of the listed seconds, so the pace list always has its value."""
        seconds = dict(PACES).values()
        return float(self.parlor.bot_delay) if self.parlor.bot_delay in seconds else 0.8

    def on_mount(self) -> None:
        self.show_count(self.query_one("#count", Select).value)  # type: ignore[arg-type]
        self.show_variant()
        for tick in self.query(".seat-bot").results(Checkbox):
            self.show_level(tick)

    def show_count(self, count: int) -> None:
        for i in range(len(self.defaults)):
            self.query_one(f"#seat-{i}").display = i < count
        self.show_table_options()

    def variant_options(self, variant: str | None = None) -> Mapping[str, Any]:
        """The chosen (or named) variant's `options`: where the set-up finds its table choices' defaults."""
        return self.ruleset.variant(variant or self.chosen_variant()).params.get("options", {})

    def show_variant(self) -> None:
        """Each tick starts as this table last had it with this variant (`Settings.table`), else as the
        variant sets it (the hints version: hints and marks on)."""
        options = self.variant_options()
        kept = self.kept_ticks if self.chosen_variant() == self.kept_variant else {}
        for tick in self.query(".setup-tick").results(Checkbox):
            if tick.id in kept:
                tick.value = kept[tick.id]
            elif tick.id in TABLE_OPTIONS:
                tick.value = options.get(tick.id) is True
        self.shown_variant = self.chosen_variant()
        self.show_table_options()

    def change_variant(self) -> None:
        """A newly chosen variant changes only the ticks it sets otherwise than the variant before it (from
        the hints version back to the first, hints and marks go off); every other tick stays as the table
        left it."""
        before, after = self.variant_options(self.shown_variant), self.variant_options()
        for tick in self.query(".setup-tick").results(Checkbox):
            if tick.id in TABLE_OPTIONS and before.get(tick.id) != after.get(tick.id):
                tick.value = after.get(tick.id) is True
        self.shown_variant = self.chosen_variant()
        self.show_table_options()

    def show_table_options(self) -> None:
        """Only the choices the table has now show: partners with four players, capture marks where the
        variant has them."""
        options = self.variant_options()
        shown = {
            "partners": "partners" in options and self.count() == PARTNERS_AT,
            "capture_marks": "capture_marks" in options,
        }
        for key, show in shown.items():
            for tick in self.query(f"#{key}").results(Checkbox):
                tick.display = show

    def show_level(self, tick: Checkbox) -> None:
        """A seat's level shows only while it is a computer's seat."""
        seat = (tick.id or "").removeprefix("bot-")
        self.query_one(f"#level-{seat}").display = tick.value

    @on(Select.Changed, "#count")
    def count_changed(self, event: Select.Changed) -> None:
        """Only the players list shows or hides seats (the pace list's values are seconds, not counts)."""
        if isinstance(event.value, int):
            self.show_count(event.value)

    @on(RadioSet.Changed, "#variant")
    def variant_changed(self) -> None:
        self.change_variant()

    @on(Checkbox.Changed, ".seat-bot")
    def bot_changed(self, event: Checkbox.Changed) -> None:
        self.show_level(event.checkbox)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id in ("start", "share"):
            self.action_start(shared=event.button.id == "share")
        else:
            self.app.pop_screen()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def action_show_keys(self) -> None:
        show_keys(self)

    def action_rules(self) -> None:
        from .rules import RulesScreen

        self.app.push_screen(RulesScreen(self.ruleset, self.chosen_variant()))

    def chosen_variant(self) -> str:
        pressed = self.query_one("#variant", RadioSet).pressed_button
        return pressed.name if pressed is not None and pressed.name else self.ruleset.default_variant

    def count(self) -> int:
        count = self.query_one("#count", Select).value
        assert isinstance(count, int)
        return count

    def seats(self) -> list[Seat]:
        seats = []
        for i in range(self.count()):
            bot = self.query_one(f"#bot-{i}", Checkbox).value
            level = self.query_one(f"#level-{i}", Select).value
            seats.append(
                Seat(
                    self.query_one(f"#name-{i}", Input).value.strip(),
                    bot,
                    level if bot and isinstance(level, str) else None,
                )
            )
        return seats

    def ticked(self, key: str) -> bool:
        return any(tick.value for tick in self.query(f"#{key}").results(Checkbox))

    def overrides(self) -> dict[str, Any]:
        """The table's choices among the variant's own options, where they differ from the variant's."""
        options = self.variant_options()
        chosen = {key: self.ticked(key) for key in TABLE_OPTIONS if key in options}
        if self.count() != PARTNERS_AT:
            chosen.pop("partners", None)
        changed = {key: value for key, value in chosen.items() if options[key] is not value}
        if FAMILY_WORDS in options and self.ticked(FAMILY_WORDS) is not options[FAMILY_WORDS]:
            changed[FAMILY_WORDS] = self.ticked(FAMILY_WORDS)
        return {"options": changed} if changed else {}

    def action_start(self, shared: bool = False) -> None:
        """Start the game here, or (`shared`) open it for each player to join from a screen of their own."""
        seats = self.seats()
        error = self.query_one("#setup-error", Static)
        if any(not seat.name for seat in seats):
            error.update("Every seat needs a name.")
            return
        try:
            check_seat_names(seats)
        except ValueError as refused:
            why = str(refused)
            error.update(f"{why[:1].upper()}{why[1:]}.")
            return
        seed_text = self.query_one("#seed", Input).value
        seed = int(seed_text) if seed_text else random.randrange(1_000_000)
        keep = self.ticked("keep")
        self.parlor.settings.keep_seats(self.ruleset.name, [(seat.name, seat.bot, seat.level) for seat in seats])
        ticks = {tick.id: tick.value for tick in self.query(".setup-tick").results(Checkbox) if tick.id}
        self.parlor.settings.keep_table(self.ruleset.name, self.chosen_variant(), ticks)
        pace = self.query_one("#pace", Select).value
        self.parlor.bot_delay = pace if isinstance(pace, float) else self.parlor.bot_delay
        undo_any = self.query_one("#undo-any", Checkbox).value
        self.app.pop_screen()
        (self.parlor.share_table if shared else self.parlor.start_game)(
            self.ruleset,
            self.chosen_variant(),
            seats,
            seed,
            keep_records=keep,
            overrides=self.overrides(),
            undo_any=undo_any,
            hints=self.ticked("hints"),
        )
