"""Globe-Grams at the table: the globe that spins, your letters (colour and value), the special
letters, everyone's names (marked when you could capture them), and the keys to play.

A name is typed in a line of its own (n): below it, how to form it — from your letters, with the
special letters (GG-N4), or as a capture of a name in front of another player (GG-X1) — chosen
with the arrow keys, and what the name would score, worked out in a thread as it is typed (the
gazetteer is never searched on the event loop); Enter plays it, after asking when it would spend a
blank (GG-T6). The letters of the player to move show only to him, and
never a computer player's; the hand-over screen stands between human players (GG-T5 included).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, cast

from rich.style import Style
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import Worker, WorkerState

from ...bots.globe_grams import capturable
from ...engine.errors import ActionError
from ...engine.tiles import Bag
from ...engine.wording import counted
from ...games.globe_grams import (
    BLANK,
    GGState,
    GlobeGrams,
    Play,
    blanks_for,
    blanks_spent,
    names_needed,
    supply,
    team_of,
    team_seats,
    ways_to_form,
)
from ...games.globe_grams.actions import End, GGAction, LetterChoice
from ...games.globe_grams.letters import CHOICE_OF_PHASE
from ...games.globe_grams.plays import named
from ..screens.ask import AskScreen, ConfirmScreen, ask_before_spending
from ..screens.hints import said
from ..widgets.colours import error_style, muted_style, seat_name, seat_style, success_style, warning_style
from ..widgets.footer import SteadyFooter
from ..widgets.globe import GlobeSpinner, Shape
from ..widgets.letter_tiles import BLANK_GROUND, TileArea, TileStyles
from ..widgets.typed_input import TypedInput
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

CAPTURE_MARK = "⚑"
PROMPT_ROWS = 6
"""The rows kept under the globe for the prompt (the round, the game's target, what to do, a hint)."""
LEFT_LEAST = 31
"""The narrowest the globe and prompt column gets: the prompt's lines read whole at 80 columns."""
TABLE_LEAST = 46
"""The narrowest the table beside the globe gets: a player's line and a rack of twelve squares."""
BELOW_LEAST = 14
"""The rows a tall layout keeps under the globe for the players and the rack."""
BESIDE_LEAST = 26
"""The columns a tall layout keeps beside the globe for the prompt and the centre of the table."""
TALL = 1.6
"""A view at least this many rows per ten columns... (see `Layout.of`)."""


def tile_text(rules: GlobeGrams, tile: str, styles: TileStyles) -> Text:
    """One square: the letter and its points on its colour, so the points read without the colour."""
    if tile == BLANK:
        return styles.square("?", 0, BLANK_GROUND)
    return styles.square(tile, rules.spec.values[tile], rules.spec.colour_of[tile])


def squares(rules: GlobeGrams, tiles: Iterable[str]) -> list[tuple[str, int, str]]:
    """Tiles as (letter, points, colour) squares, a blank as `?`."""
    spec = rules.spec
    return [
        ("?", 0, BLANK_GROUND) if tile == BLANK else (tile, spec.values[tile], spec.colour_of[tile]) for tile in tiles
    ]


def work_out(rules: GlobeGrams, state: GGState, name: str, way: dict[str, Any]) -> Play | ActionError:
    """The name formed in the chosen way against what the player sees, or why it cannot be (a gazetteer
    lookup: run it off the event loop while the name is typed)."""
    try:
        return rules.play_of(state, named(name, way))
    except ActionError as err:
        return err


def first_way(
    rules: GlobeGrams, state: GGState, name: str, ways: list[tuple[str, dict[str, Any]]]
) -> tuple[int, Play | ActionError]:
    """The first of `ways` in which `name` can be formed, and its play; where none can, the first way and
    why not. The name box starts there, so a name that only a capture forms is not shown refused."""
    first: tuple[int, Play | ActionError] | None = None
    for index, (_, way) in enumerate(ways):
        play = work_out(rules, state, name, way)
        if isinstance(play, Play):
            return index, play
        first = first or (index, play)
    assert first is not None, "a name may always be formed from one's letters or the pool"
    return first


def lines_of(text: Text) -> int:
    return text.plain.count("\n") + 1


@dataclass(frozen=True)
class Layout:
    """How the view shares its room. Side by side: the globe with the prompt under it, the table beside them
    (the centre of the table at its top). Tall, where a narrow view has rows to spare: the globe with the
    prompt and the centre of the table beside it, the players and the rack below, the width of the view.
    Whichever draws the bigger globe; `globe` is its height, `columns` its width."""

    tall: bool
    globe: int
    columns: int

    @classmethod
    def of(cls, width: int, height: int) -> Layout:
        side = cls.biggest(height - PROMPT_ROWS, max(LEFT_LEAST, width - TABLE_LEAST))
        tall = cls.biggest(height - BELOW_LEAST, width - BESIDE_LEAST)
        if tall > side + 2:
            return cls(True, tall, Shape.columns_for(tall))
        return cls(False, side, max(Shape.columns_for(side), LEFT_LEAST))

    @staticmethod
    def biggest(rows: int, columns: int) -> int:
        """The most rows a globe may have in `rows` and `columns` (never under five)."""
        while rows > 5 and Shape.columns_for(rows) > columns:
            rows -= 1
        return max(rows, 5)


class GlobeGramsView(FittedKeysView):
    """Renders a Globe-Grams state; keys become intents for the game screen."""

    BINDINGS = fitted(
        Binding("space", "spin", "Spin"),
        Binding("n", "name", "Name"),
        Binding("e", "end", "End"),
        Binding("c", "choose", "Choose"),
        Binding("g", "globe", "Globe"),
        Binding("m", "marks", "Marks"),
    )
    """In the footer's order of use: the keys that apply to the prompt, as many as fit (see `keys`)."""

    MOVE_KEYS: ClassVar[dict[str, str]] = {"end": "e"}
    SEAT_INPUTS = ("hint",)
    HINT_ENTER = "Enter plays the name chosen (letters go in their box)"

    def __init__(self, session: Session[GlobeGrams]) -> None:
        super().__init__(session)
        self.rules = session.rules
        self.marks = self.rules.spec.capture_marks
        self.room: Layout | None = None
        """How the view's room is shared now."""
        self.hint: tuple[int, str] | None = None
        """(move number, text) of the hint picked, shown in the prompt until the next move."""

    def compose(self) -> ComposeResult:
        labels = [(section.label, section.short) for section in self.rules.spec.ring]
        with Horizontal(id="gg-body"):
            with Vertical(id="gg-left"):
                yield GlobeSpinner(labels, landing=self.spun_to, id="gg-globe")
                yield TileArea(id="gg-prompt")
            with Vertical(id="gg-right"):
                yield TileArea(id="gg-centre")
                yield TileArea(id="gg-players")
                yield TileArea(id="gg-rack")

    def on_mount(self) -> None:
        """Another theme: the squares and words are laid again in its colours."""
        self.app.theme_changed_signal.subscribe(self, lambda _: self.show(self.session))

    def on_unmount(self) -> None:
        self.app.theme_changed_signal.unsubscribe(self)

    def spun_to(self) -> int | None:
        """The section the last spin stopped on, for the globe to turn to."""
        last = cast(GGAction, self.session.actions[-1]) if self.session.actions else None
        return last["value"] if last is not None and last["type"] == "spin" else None

    # --- what the player to move may see --------------------------------------------------------

    def turn_at_keyboard(self) -> int | None:
        """The seat at the keyboard while it is that seat's turn (its letters may show), or None; at a
        shared table, the seat whose screen this is, whose letters are its own to see at any time."""
        seat = self.table.at_keyboard
        return seat if seat == self.session.seat or self.table.out_of_turn_here else None

    def my_rack(self, seen: GGState) -> Bag:
        seat = self.turn_at_keyboard()
        if seat is None or self.rules.spec.version == "pool":
            return Bag()
        return seen.racks[seat]

    # --- drawing --------------------------------------------------------------------------------

    def show(self, session: Session) -> None:
        if not self.is_mounted:
            return
        seen = self.seen
        layout = self.lay_out()
        self.query_one(GlobeSpinner).show(seen.section)
        prompt = self.query_one("#gg-prompt", TileArea)
        centre = self.query_one("#gg-centre", TileArea)
        rack = self.query_one("#gg-rack", TileArea)
        styles = prompt.tile_styles()
        right = self.size.width - (0 if layout.tall else layout.columns) - 2
        beside = self.size.width - layout.columns - 2
        centre_text = self._centre(seen, styles, beside if layout.tall else right)
        prompt_text = self._prompt(seen, styles)
        if layout.tall:
            prompt_text.append("\n")
            prompt_text.append_text(centre_text)
        prompt.update(prompt_text)
        centre.display = not layout.tall
        if centre.display:
            centre.update(centre_text)
        rack.display = self.rules.spec.version == "racks"
        rows = self.size.height - (layout.globe if layout.tall else lines_of(centre_text) + 1)
        rack_text = self._rack(seen, styles, right, edged=True)
        players = self._players(seen, styles, right, compact=False)
        needed = lines_of(players) + (lines_of(rack_text) + 1 if rack.display else 0)
        if needed > rows:
            rack_text = self._rack(seen, styles, right, edged=False)
            needed = lines_of(players) + (lines_of(rack_text) + 1 if rack.display else 0)
        if needed > rows:
            players = self._players(seen, styles, right, compact=True)
        if rack.display:
            rack.update(rack_text)
        self.query_one("#gg-players", TileArea).update(players)
        self.keys_changed()

    def lay_out(self) -> Layout:
        """Share the room (only when the share changes: a layout costs a frame)."""
        layout = Layout.of(self.size.width, self.size.height)
        if layout == self.room:
            return layout
        self.room = layout
        self.set_class(layout.tall, "-tall")
        left, globe = self.query_one("#gg-left").styles, self.query_one(GlobeSpinner).styles
        if layout.tall:
            left.width, left.height = "1fr", layout.globe
            globe.width, globe.height = layout.columns, "1fr"
        else:
            left.width, left.height = layout.columns, "1fr"
            globe.width, globe.height = "1fr", layout.globe
        return layout

    def on_resize(self) -> None:
        self.show(self.session)
        self.refresh_bindings()

    def _prompt(self, state: GGState, styles: TileStyles) -> Text:
        session = self.session
        out = Text()
        out.append(f"Round {state.round}", style="bold")
        out.append(
            f" · {names_needed(self.rules.spec, state)} names win it\nGame to {self.rules.spec.game_points} points\n",
            style=styles.muted,
        )
        if session.over:
            out.append("The game is over.", style="bold")
            return out
        seat = session.seat
        if seat is None or state.phase in ("deal", "specials"):
            out.append("The scorekeeper is busy…", style="italic")
            return out
        name = session.seats[seat].name
        if session.seat_is_bot:
            out.append(f"{name} (computer) is playing…", style="italic")
            return out
        phase = state.phase
        alert = styles.mark + Style(bold=True)
        lines = {
            "spin": (f"{name}: Space spins the globe", Style(bold=True)),
            "opening": (f"{name}: Space spins for your starting letters (GG-E4)", Style(bold=True)),
            "wild": (
                f"{name}: the pot is out of {' and '.join(state.wanting)} — c: take a blank, or go without (GG-T6)",
                alert,
            ),
            "take": (f"{name}: TAKE {state.pending} — c to choose from the pot", alert),
            "discard": (f"{name}: DISCARD {state.pending} — c to choose letters to put back", alert),
            "exchange": (
                f"{name}: EXCHANGE — c to choose {counted(state.pending, 'letter')} to pass left, in secret",
                alert,
            ),
            "form": (f"{name}: n forms a name · e ends the turn", Style(bold=True)),
        }
        text, style = lines.get(phase, (phase, Style()))
        out.append(text + "\n", style=style)
        if phase == "form" and self.rules.spec.version == "pool":
            out.append("Form one name from the pool (GG-V2)\n", style=styles.muted)
        if self.hint and self.hint[0] == len(session.actions):
            out.append(self.hint[1] + "\n", style=styles.hint)
        return out

    def _centre(self, state: GGState, styles: TileStyles, width: int) -> Text:
        """The centre of the table: the pool's squares (second version) or the special letters apart, and
        the face-up pot."""
        rules = self.rules
        out = Text()
        if rules.spec.version == "pool":
            out.append(f"The pool ({len(state.pool)})\n", style="bold")
            if state.pool:
                out.append_text(styles.rack(squares(rules, state.pool), width, edged=False))
            else:
                out.append("empty: each spin adds three letters", style=styles.muted)
            out.append("\n")
        elif rules.spec.special_count:
            label = f"Special letters ×{rules.spec.special_times}"
            specials = Text(" ").join(tile_text(rules, tile, styles) for tile in state.specials)
            if not state.specials:
                specials = Text("being turned up", style=styles.muted)
            out.append(label, style="bold")
            out.append("  " if len(label) + 2 + specials.cell_len <= width else "\n")
            out.append_text(specials)
            out.append("\n")
        blanks = state.pot.counts()[BLANK]
        letters, wild = counted(len(state.pot) - blanks, "letter"), f"{counted(blanks, 'blank')} (?)"
        out.append("Pot ", style="bold")
        out.append(letters, style=styles.muted)
        out.append(" · " if len(letters) + len(wild) + 7 <= width else "\n    ", style=styles.muted)
        out.append(wild, style=styles.muted)
        return out

    def _rack(self, state: GGState, styles: TileStyles, width: int, *, edged: bool) -> Text:
        """The letters of the player to move, in front of him: squares standing apart."""
        out = Text()
        seat = self.turn_at_keyboard()
        if seat is None:
            out.append("Letters are hidden until a human has the move.", style=styles.muted)
            return out
        rack = state.racks[seat]
        out.append(f"{self.session.seats[seat].name}'s letters ({len(rack)})\n", style="bold")
        out.append_text(styles.rack(squares(self.rules, rack), width, edged=edged))
        return out

    def _players(self, state: GGState, styles: TileStyles, width: int, *, compact: bool) -> Text:
        """Each player, his score and letters, and the names in front of him: as squares, or as words when
        the room is short (`compact`)."""
        rules, session = self.rules, self.session
        spec = rules.spec
        viewer = self.turn_at_keyboard()
        marked: set[tuple[int, int]] = set()
        if self.marks and viewer is not None and spec.captures and state.phase in ("form", "spin"):
            marked = capturable(rules, state, viewer)
        name_width = max(6, min(10, width - 26))
        out = Text()
        for seat in range(len(state.names)):
            team = team_of(state, seat)
            turn = seat == session.seat and not session.over
            out.append("▶" if turn else " ", style="bold")
            out.append(f" {seat + 1} ", style=seat_style(seat))
            out.append(" ")
            out.append_text(seat_name(session.seats[seat], name_width, "bold" if turn else ""))
            out.append(f" {state.scores[team]:>4} pts", style="bold")
            if spec.version == "racks":
                out.append(f" · {counted(len(state.racks[seat]), 'letter')}", style=styles.muted)
            if len(state.scores) < len(state.names):
                out.append(f" · team {'+'.join(str(s + 1) for s in team_seats(state, team))}", style=styles.muted)
            out.append("\n")
            front = state.placed[seat]
            line = Text("   ")
            if not front:
                line.append("no names yet", style=styles.muted)
            for index, placed in enumerate(front):
                mark = (seat, index) in marked
                name = (
                    Text(placed.text, style="bold")
                    if compact
                    else styles.word(placed.text, lambda c: spec.values[c], lambda c: spec.colour_of[c], placed.wild)
                )
                if mark:
                    name.stylize("underline")
                    name.append(CAPTURE_MARK, style=styles.mark)
                name.append(f" {placed.value}", style=styles.muted)
                if line.cell_len > 3 and line.cell_len + 2 + name.cell_len > width:
                    out.append_text(line)
                    out.append("\n")
                    line = Text("   ")
                elif line.cell_len > 3:
                    line.append("  ")
                line.append_text(name)
            out.append_text(line)
            out.append("\n")
        if marked:
            out.append(f"{CAPTURE_MARK} you could capture this name (m hides the marks)", style=styles.muted)
        else:
            out.rstrip()
        return out

    def spinner(self) -> GlobeSpinner:
        return self.query_one(GlobeSpinner)

    # --- keys -----------------------------------------------------------------------------------

    def my_turn(self, *phases: str) -> bool:
        return self.turn_at_keyboard() is not None and self.seen.phase in phases and self.may_act

    def offers(self, action: str) -> bool:
        if action == "spin":
            return self.my_turn("spin", "opening")
        if action in ("name", "end"):
            return self.my_turn("form")
        if action == "choose":
            return self.my_turn("take", "discard", "exchange", "wild")
        if action == "marks":
            return self.rules.spec.captures
        return True

    def action_spin(self) -> None:
        self.post_message(self.Spin())

    def action_end(self) -> None:
        self.intend(End(type="end"))

    def action_marks(self) -> None:
        self.marks = not self.marks
        self.show(self.session)

    def show_hint(self, hint: Any) -> None:
        """The hint picked, in the prompt until the next move; a name it forms is played at once (the hint
        said its way and any blank it spends), or where the name cannot be played now, the name box opens
        with it typed and its way chosen; letters to take, put back or pass open the letters box with them
        typed, for Enter."""
        self.hint = (len(self.session.actions), f"Hint: {said(hint, self.MOVE_KEYS)}")
        self.show(self.session)
        if hint.action is None:
            return
        action = cast(GGAction, hint.action)
        match action["type"]:
            case "name" if self.my_turn("form"):
                way = {key: value for key, value in action.items() if key not in ("type", "name")}
                if isinstance(work_out(self.rules, self.seen, action["name"], way), Play):
                    self.intend(action)  # the hint said the name, its way and any blank it spends: nothing to choose
                else:
                    self.open_name_box(action["name"], way)
            case "take" | "discard" | "pass" | "blanks":
                self.action_choose("".join(action["letters"]))

    def action_name(self) -> None:
        if self.my_turn("form"):
            self.open_name_box()

    def open_name_box(self, name: str = "", way: dict[str, Any] | None = None) -> None:
        """The name box, with `name` typed and `way` chosen when they are given."""
        state, rules = self.seen, self.rules
        ways = ways_to_form(rules.spec, state)

        def play(choice: tuple[str, dict[str, Any]] | None) -> None:
            if choice is None or not choice[0].strip():
                return
            self.form(choice[0].strip(), choice[1])

        rack = self.my_rack(state) or state.pool
        chosen = next((index for index, (_, fields) in enumerate(ways) if fields == way), None)
        self.app.push_screen(NameScreen(rules, state, rack, ways, play, name, chosen))

    def form(self, name: str, way: dict[str, Any]) -> None:
        """Play the name; when it would spend blanks on letters the player does not hold, ask first (GG-T6)."""
        state = self.seen
        action = named(name, way)
        play = work_out(self.rules, state, name, way)
        if not isinstance(play, Play) or not (spent := blanks_spent(state, play)):
            self.intend(action)
            return
        held = supply(self.rules.spec, state, state.turn).counts()[BLANK]
        whose = "the pool's" if self.rules.spec.version == "pool" else "your"
        wild = f"{len(spent)} of {whose} {held} blanks (?)" if held > 1 else f"{whose} blank (?)"
        moves = len(self.session.actions)
        ask_before_spending(
            self,
            f"Spend a blank on {play.text}? (GG-T6)",
            spent,
            wild,
            lambda: self.intend(action) if len(self.session.actions) == moves else None,
        )

    def action_choose(self, typed: str = "") -> None:
        """The letters box for TAKE, DISCARD or EXCHANGE (`typed` already in it, from a hint)."""
        state = self.seen
        phase = state.phase
        if self.my_turn("wild"):
            self.ask_for_blanks(state)
            return
        if not self.my_turn("take", "discard", "exchange"):
            return
        kind = CHOICE_OF_PHASE[phase]
        titles = {
            "take": f"TAKE {state.pending}: which letters from the pot? (GG-T3)",
            "discard": f"DISCARD {state.pending}: which of your letters go back to the pot? (GG-T4)",
            "exchange": f"EXCHANGE {state.pending}: which letters do you pass to your left? (GG-T5)",
        }
        if phase == "take":
            pot = sorted(set(t for t in state.pot if t != BLANK))
            held = state.pot.counts()
            hint = "In the pot: " + " ".join(f"{t}{self.rules.spec.values[t]}×{held[t]}" for t in pot)
        else:
            hint = "Your letters: " + " ".join(f"{t}{self.rules.spec.values[t]}" for t in self.my_rack(state))

        def chosen(letters: str) -> LetterChoice:
            return LetterChoice(type=kind, letters=[c for c in letters.upper() if c.isalpha() or c == BLANK])

        def choose(letters: str | None) -> None:
            if letters:
                self.intend(chosen(letters))

        self.app.push_screen(
            AskScreen(
                titles[phase],
                hint,
                choose,
                placeholder="letters, e.g. AE",
                restrict=r"[A-Za-z?]*",
                check=lambda letters: self.table.refusal(chosen(letters)),
                value=typed,
            )
        )

    def ask_for_blanks(self, state: GGState) -> None:
        """GG-T6: the pot is out of a letter spun; the player says whether to take a blank for it."""
        most = min(len(state.wanting), state.pot.counts()[BLANK])
        letters = list(state.wanting[:most])
        question = (
            f"Take {blanks_for(letters)}? A blank stands for any letter and scores nothing.\n\n"
            "Enter or y: take · Esc or n: go without"
        )
        self.call_later(
            self.app.push_screen,
            ConfirmScreen(f"The pot is out of {' and '.join(state.wanting)} (GG-T6)", question),
            lambda yes: self.intend(LetterChoice(type="blanks", letters=letters if yes else [])),
        )

    def action_globe(self) -> None:
        self.app.push_screen(GlobePanel(self.rules))

    def commands(self) -> list[tuple[str, str, str]]:
        return [
            ("Spin the globe", "Space: take the letters it stops on (GG-T1)", "spin"),
            ("Form a name", "Type a name; from your letters, the special letters or a capture", "name"),
            ("Choose letters", "For TAKE, DISCARD or EXCHANGE", "choose"),
            ("End the turn", "Pass the globe to the left", "end"),
            ("Look at the globe", "Search the gazetteer by prefix or pattern (GG-T7)", "globe"),
            ("Capture marks on or off", "Mark the names you could capture", "marks"),
        ]


WAYS_SHOWN = 7
"""How many ways to form a name the name box lists at once: it fits an 80×24 terminal."""


class NameScreen(ModalScreen[None]):
    """A name typed in a line, and how to form it (up and down choose); Enter plays it."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        Binding("up", "way(-1)", "Way ▲", priority=True),
        Binding("down", "way(1)", "Way ▼", priority=True),
    ]

    def __init__(
        self,
        rules: GlobeGrams,
        state: GGState,
        rack: Iterable[str],
        ways: list[tuple[str, dict[str, Any]]],
        then: Callable[[tuple[str, dict[str, Any]] | None], None],
        name: str = "",
        way: int | None = None,
    ) -> None:
        super().__init__()
        self.rules = rules
        self.state = state
        self.rack = rack
        self.ways = ways
        self.then = then
        self.hinted_name = name
        self.picked = way is not None and way < len(ways)
        """A way was chosen (by a hint, or with the arrows) and holds; until then the box shows the first
        way the name typed can be formed in."""
        self.way = way if way is not None and self.picked else 0
        self.asked: tuple[str, int | None] = ("", 0)
        """The name and way last typed (None: the first that works): a verdict worked out for anything else
        arrived late and is dropped."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box", id="gg-name-box"):
            yield Static("Form a geographical name (GG-N1)", classes="modal-title")
            yield TileArea(id="gg-name-letters")
            yield TypedInput(self.hinted_name, placeholder="e.g. DENMARK, NEW YORK, NILE RIVER", id="gg-name")
            yield Static(id="gg-verdict")
            yield Static(self._ways(), id="gg-ways")
            yield SteadyFooter()

    def on_mount(self) -> None:
        letters = self.query_one("#gg-name-letters", TileArea)
        styles = letters.tile_styles()
        shown = Text("Letters: ")
        shown.append_text(Text(" ").join(tile_text(self.rules, tile, styles) for tile in self.rack))
        letters.update(shown)

    def _ways(self) -> Text:
        """The ways to form the name, `WAYS_SHOWN` at a time around the one chosen (a table of four
        players offers many names to capture)."""
        first = max(0, min(self.way - WAYS_SHOWN // 2, len(self.ways) - WAYS_SHOWN))
        shown = self.ways[first : first + WAYS_SHOWN]
        out = Text(
            "How (↑ ↓):" + (f" {self.way + 1} of {len(self.ways)}" if len(self.ways) > WAYS_SHOWN else "") + "\n",
            style=muted_style(),
        )
        for index, (label, _) in enumerate(shown, start=first):
            chosen = index == self.way
            out.append("▶ " if chosen else "  ", style="bold")
            out.append(label + "\n", style="bold reverse" if chosen else "")
        return out

    def action_way(self, step: int) -> None:
        self.way = (self.way + step) % len(self.ways)
        self.picked = True
        self.query_one("#gg-ways", Static).update(self._ways())
        self.work_out(self.query_one(Input).value)

    def on_input_changed(self, event: Input.Changed) -> None:
        self.work_out(event.value)

    def work_out(self, typed: str) -> None:
        """What the name would score, worked out in a thread; the last name typed wins."""
        name, way = typed.strip(), self.way if self.picked else None
        self.asked = (name, way)
        if not name:
            self.query_one("#gg-verdict", Static).update("")
            return
        self._verdict(name, way)

    def _play(self, name: str, way: int | None) -> tuple[int, Play | ActionError]:
        """The name formed in the way chosen, or (None) in the first way that forms it."""
        if way is None:
            return first_way(self.rules, self.state, name, self.ways)
        return way, work_out(self.rules, self.state, name, self.ways[way][1])

    @work(thread=True, exclusive=True, group="verdict", exit_on_error=False)
    def _verdict(self, name: str, way: int | None) -> tuple[tuple[str, int | None], int, Text]:
        """Worked out in a thread worker: a newer name typed cancels the older, so the last one typed wins."""
        shown, play = self._play(name, way)
        if not isinstance(play, Play):
            return (name, way), shown, Text(f"✗ {play}", style=error_style())
        out = Text(f"✓ {play.text}: {play.value} points", style=success_style())
        spent = blanks_spent(self.state, play)
        if spent:
            out.append(f", {blanks_for(spent)}", style=warning_style())
        return (name, way), shown, out

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        result = event.worker.result
        if event.worker.group == "verdict" and event.state == WorkerState.SUCCESS and result is not None:
            self.found(result)

    def found(self, result: tuple[tuple[str, int | None], int, Text]) -> None:
        asked, way, verdict = result
        if asked == self.asked:
            if way != self.way:
                self.way = way
                self.query_one("#gg-ways", Static).update(self._ways())
            self.query_one("#gg-verdict", Static).update(verdict)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Play the name; a name the table would refuse stays in the box with the reason, so the
        player corrects it there rather than retyping it as keys of the table (where `e` ends the turn)."""
        name, way = event.value.strip(), self.way
        if name:
            way, play = self._play(name, way if self.picked else None)
            if not isinstance(play, Play):
                self.way, self.asked = way, (name, self.way if self.picked else None)
                self.query_one("#gg-ways", Static).update(self._ways())
                self.query_one("#gg-verdict", Static).update(Text(f"✗ {play}", style=error_style()))
                return
        self.dismiss(None)
        self.then((event.value, self.ways[way][1]))

    def action_cancel(self) -> None:
        self.dismiss(None)
        self.then(None)


class GlobePanel(ModalScreen[None]):
    """GG-T7: the globe as a geographical dictionary — names by prefix (DEN) or pattern (D?NM*)."""

    BINDINGS = [Binding("escape", "dismiss", "Close")]
    LIMIT = 40

    def __init__(self, rules: GlobeGrams) -> None:
        super().__init__()
        self.rules = rules
        self.searched = ""
        """The query last typed: results for anything else arrived late and are dropped."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box", id="gg-globe-box"):
            yield Static(
                "The globe: search by prefix (DEN) or pattern (? one letter, * any run: D?NM*)", classes="modal-title"
            )
            yield TypedInput(placeholder="type a prefix or a pattern", id="gg-search")
            yield Static(id="gg-count")
            yield OptionList(id="gg-results")
            yield SteadyFooter()

    def on_mount(self) -> None:
        self.query_one(Input).focus()
        self.query_one("#gg-count", Static).update("Type to search the gazetteer.")

    def on_input_changed(self, event: Input.Changed) -> None:
        """Search in a thread; the last query typed wins."""
        self.searched = event.value.strip()
        self._search(self.searched)

    @work(thread=True, exclusive=True, group="search", exit_on_error=False)
    def _search(self, query: str) -> tuple[str, list[Any]]:
        return query, self.rules.spec.gazetteer.search(query, limit=self.LIMIT) if query else []

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        result = event.worker.result
        if event.worker.group == "search" and event.state == WorkerState.SUCCESS and result is not None:
            self.found(result)

    def found(self, result: tuple[str, list[Any]]) -> None:
        query, found = result
        if query != self.searched:
            return
        results = self.query_one(OptionList)
        results.clear_options()
        results.add_options([Option(Text.assemble((entry.name, "bold"), " — ", entry.where[:60])) for entry in found])
        if not query:
            count = "Type to search the gazetteer."
        elif len(found) == self.LIMIT:
            count = f"The first {self.LIMIT} names; type more letters to narrow the search."
        else:
            count = counted(len(found), "name")
        self.query_one("#gg-count", Static).update(count)
