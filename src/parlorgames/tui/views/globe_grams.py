"""Globe-Grams at the table: the globe that spins, your letters (colour and value), the special
letters, everyone's names (marked when you could capture them), and the keys to play. What it shows is
drawn by `drawing.globe_grams`; the view keeps the keys.

A name is typed in a box of its own (n, `screens.globe_grams.NameScreen`): below it, how to form it — from
your letters, with the special letters (GG-N4), or as a capture of a name in front of another player
(GG-X1) — and what the name would score; Enter plays it, after asking when it would spend a blank (GG-T6).
The letters of the player to move show only to him, and never a computer player's; the hand-over screen
stands between human players (GG-T5 included).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from ...engine.tiles import Bag
from ...games.globe_grams import BLANK, GGState, GlobeGrams, Play, blanks_for, blanks_spent, supply, ways_to_form
from ...games.globe_grams.actions import End, GGAction, LetterChoice
from ...games.globe_grams.letters import CHOICE_OF_PHASE
from ...games.globe_grams.plays import named, work_out
from ..drawing.globe_grams import Layout, TableView, own_letters, panels, pot_letters
from ..screens.ask import AskScreen, ConfirmScreen, ask_before_spending
from ..screens.globe_grams import GlobePanel, NameScreen
from ..screens.hints import said
from ..widgets.colours import seat_styles
from ..widgets.globe import GlobeSpinner
from ..widgets.letter_tiles import TileArea
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session


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

    def table_view(self) -> TableView:
        """What the drawing needs beside the state seen: the seats, whose move and letters, marks and hint."""
        session = self.session
        hint = self.hint[1] if self.hint and self.hint[0] == len(session.actions) else ""
        return TableView(
            tuple(session.seats),
            session.seat,
            self.turn_at_keyboard(),
            over=session.over,
            bot_to_move=session.seat_is_bot,
            marks=self.marks,
            hint=hint,
        )

    def show(self, session: Session) -> None:
        if not self.is_mounted:
            return
        seen = self.seen
        layout = self.lay_out()
        self.query_one(GlobeSpinner).show(seen.section)
        styles = self.query_one("#gg-prompt", TileArea).tile_styles()
        drawn = panels(self.rules, seen, self.table_view(), styles, seat_styles(), layout, *self.size)
        self.query_one("#gg-prompt", TileArea).update(drawn.prompt)
        centre = self.query_one("#gg-centre", TileArea)
        centre.display = drawn.centre is not None
        if drawn.centre is not None:
            centre.update(drawn.centre)
        rack = self.query_one("#gg-rack", TileArea)
        rack.display = drawn.rack is not None
        if drawn.rack is not None:
            rack.update(drawn.rack)
        self.query_one("#gg-players", TileArea).update(drawn.players)
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
                if isinstance(work_out(self.rules.spec, self.seen, action["name"], way), Play):
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
        play = work_out(self.rules.spec, state, name, way)
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
        hint = pot_letters(self.rules, state) if phase == "take" else own_letters(self.rules, self.my_rack(state))

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
