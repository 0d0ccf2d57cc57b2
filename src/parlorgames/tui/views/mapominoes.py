"""Mapominoes at the table: the grid of spaces (scrolling with the cursor), the hand of the player
to move, and the keys to place a card, play a Transit card, draw, or call out a wrong card.

Everything drawn comes from what the seat at the keyboard sees (`seen`); whether a go is allowed
is the rules' to say."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ...engine.tiles import Bag
from ...games.mapominoes import Mapominoes, MapState, Tabled
from ...games.mapominoes.borders import UnknownArea
from ..screens.ask import AskScreen
from ..screens.handoff import HandoffScreen
from ..widgets.colours import seat_name
from ..widgets.rows import LineCachedStatic
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

CELL = 7
"""Characters per table space: a marker and a six-letter abbreviation."""
HAND_WIDTH = 24
"""Room for a county's name in the hand at 80 columns, after the pointer and the ✓."""
ROOMY = (120, 40)
"""From this window size the table spans the width above the prompt, the hand and the players."""
SHORTER = (
    (" and ", " & "),
    ("North ", "N. "),
    ("South ", "S. "),
    ("East ", "E. "),
    ("West ", "W. "),
    ("City of ", ""),
    ("Islands", "Is."),
)
"""Abbreviations a name takes, in turn, until it fits: each keeps the name readable."""
MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def text_colour(hex_colour: str) -> str:
    """Black or white, whichever reads better on a nation's card colour."""
    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return "black" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "white"


def fit_name(name: str, width: int) -> str:
    """`name` in at most `width` characters, abbreviated the way an atlas would (East Riding of Yorkshire
    → E. Riding of Yorkshire) rather than cut; a name still too long ends in a full stop."""
    for long, short in SHORTER:
        if len(name) <= width:
            return name
        name = name.replace(long, short)
    return name if len(name) <= width else name[: width - 1].rstrip(" &") + "."


def short_water(name: str) -> str:
    """A Transit card's label for a sea: its initials (Irish Sea → IS, Firth of Forth → FF)."""
    words = [w for w in name.split() if w[0].isupper()]
    return "".join(w[0] for w in words)[:4] if len(words) > 1 else name[:4].upper()


class CallerScreen(ModalScreen["int | None"]):
    """MAP-O2 at one keyboard: who calls out the cards, each seat by its number; Escape, nobody."""

    BINDINGS = [
        Binding("escape", "dismiss_none", "Nobody"),
        *(Binding(str(n), f"call({n})", show=False) for n in range(1, 10)),
    ]

    def __init__(self, placer: str, callers: dict[int, str]) -> None:
        super().__init__()
        self.placer = placer
        self.callers = callers

    def compose(self) -> ComposeResult:
        seats = " · ".join(f"{seat + 1} {name}" for seat, name in self.callers.items())
        with Vertical(classes="modal-box"):
            yield Static("Spot the mistake (MAP-O2)", classes="modal-title")
            yield Static(f"Who calls out {self.placer}'s cards? Press the caller's number:\n{seats}")
            yield Footer(compact=True)

    def action_call(self, number: int) -> None:
        if number - 1 in self.callers:
            self.dismiss(number - 1)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)


class MapominoesView(FittedKeysView):
    """Renders what the seat at the keyboard sees. The cursor, the chosen card and the scroll are view state only."""

    BINDINGS = [
        Binding("up", "move('up')", "Move", show=False),
        Binding("down", "move('down')", "Move", show=False),
        Binding("left", "move('left')", "Move", show=False),
        Binding("right", "move('right')", "Move", show=False),
        Binding("left_square_bracket", "card(-1)", "◀ card", show=False),
        *fitted(
            Binding("c", "challenge", "Call out"),
            Binding("tab", "next_fit", "Next +"),
            Binding("enter", "place", "Place"),
            Binding("d", "draw", "Draw"),
            Binding("t", "transit", "Transit"),
            Binding("right_square_bracket", "card(1)", "Card ▶"),
            Binding("slash", "find", "Find"),
        ),
    ]
    """In the footer's order of use: the keys that apply now, as many as the row has room for."""

    MOVE_KEYS: ClassVar[dict[str, str]] = {"draw": "d"}
    SEAT_INPUTS = ("cursor", "chosen", "scroll")

    def __init__(self, session: Session[Mapominoes]) -> None:
        super().__init__(session)
        self.rules = session.rules
        self.cursor = self.rules.centre
        self.chosen = 0
        self.scroll = (0, 0)
        self.timer_for: int | None = None
        self.seconds_left = 0

    def compose(self) -> ComposeResult:
        with Horizontal(id="map-body"):
            yield LineCachedStatic(id="map-table")
            with Vertical(id="map-side"):
                yield LineCachedStatic(id="map-prompt")
                yield LineCachedStatic(id="map-hand")
                yield LineCachedStatic(id="map-players")

    def on_mount(self) -> None:
        if self.rules.sand_timer:
            self.set_interval(1.0, self.tick)

    def on_resize(self, event: events.Resize) -> None:
        width, height = self.app.size
        self.set_class(width >= ROOMY[0] and height >= ROOMY[1], "-roomy")
        self.show(self.session)
        self.call_after_refresh(self.show, self.session)

    # --- what the seat at the keyboard may see -------------------------------------------------------

    def my_turn(self, seen: MapState | None = None) -> bool:
        """The player at the keyboard is to move in play: only then is a hand shown and keys act."""
        seen = seen or self.seen
        return seen.phase == "play" and not self.session.seat_is_bot and self.table.at_keyboard == seen.turn

    def hand(self, seen: MapState | None = None) -> Bag:
        seen = seen or self.seen
        return seen.hands[seen.turn].counties if self.my_turn(seen) else Bag()

    def chosen_card(self, seen: MapState | None = None) -> str | None:
        hand = self.hand(seen).tiles
        return hand[min(self.chosen, len(hand) - 1)] if hand else None

    def fits(self, seen: MapState | None = None) -> dict[str, list[int]]:
        """Where each card of the hand could go now (the + spaces)."""
        seen = seen or self.seen
        found: dict[str, list[int]] = {}
        if self.my_turn(seen):
            for county, cell in self.rules.placements(seen):
                found.setdefault(county, []).append(cell)
        return found

    # --- drawing ------------------------------------------------------------------------------------

    def show(self, session: Session) -> None:
        if not self.is_mounted:
            return
        seen = self.seen
        hand = self.hand(seen)
        self.chosen = min(self.chosen, max(len(hand) - 1, 0))
        fits = self.fits(seen)
        chosen = self.chosen_card(seen)
        self.query_one("#map-table", Static).update(self._table(seen, fits.get(chosen or "", [])))
        prompt, players = self._prompt(seen, fits), self._players(seen)
        self.query_one("#map-prompt", Static).update(prompt)
        self.query_one("#map-hand", Static).update(self._hand(seen, fits, self._hand_rows(prompt, players)))
        self.query_one("#map-players", Static).update(players)
        self.keys_changed()

    def human_callers(self, seen: MapState) -> dict[int, str]:
        """The seats at the keyboard that may call out the cards open to a call now (MAP-O2)."""
        seats = self.session.seats
        return {seat: seats[seat].name for seat in self.rules.callers(seen) if not seats[seat].bot}

    def _hand_rows(self, prompt: Text, players: Text) -> int:
        """How many cards of the hand the side panel has room to list under the prompt, above the players."""
        side = self.query_one("#map-side")
        if self.has_class("-roomy"):
            return max(3, side.size.height - 2)
        width = max(side.size.width, 10)
        taken = len(prompt.wrap(self.app.console, width)) + len(players.wrap(self.app.console, width)) + 2 + 2
        return max(3, (side.size.height or 20) - taken)

    def _viewport(self) -> tuple[int, int]:
        """(rows, columns) of spaces that fit in the table panel (roomy: every row, as wide as the view)."""
        panel = self.query_one("#map-table", Static)
        width = panel.size.width or 50
        height = self.rules.height + 2 if self.has_class("-roomy") else panel.size.height or 16
        return max(1, min(self.rules.height, height - 2)), max(1, min(self.rules.width, (width - 4) // CELL))

    def _follow_cursor(self) -> tuple[int, int]:
        """Scroll the table so the cursor shows. Not before the table panel has its size (under the hand-over
        it has none): a scroll worked out for a guessed size would stick once the panel is laid out."""
        rows, cols = self._viewport()
        if not self.query_one("#map-table", Static).size.width:
            return rows, cols
        row, col = self.rules.grid.cell(self.cursor)
        top, left = self.scroll
        top = min(max(top, row - rows + 1), row)
        left = min(max(left, col - cols + 1), col)
        top = max(0, min(top, self.rules.height - rows))
        left = max(0, min(left, self.rules.width - cols))
        self.scroll = (top, left)
        return rows, cols

    def _table(self, seen: MapState, spaces: list[int]) -> Text:
        rules = self.rules
        rows, cols = self._follow_cursor()
        top, left = self.scroll
        out = Text()
        out.append("  ◀" if left else "   ", style="bold")
        for col in range(left, left + cols):
            out.append(f"{chr(ord('A') + col):^{CELL}}", style="bold")
        out.append("▶" if left + cols < rules.width else "", style="bold")
        out.append("\n")
        plus = set(spaces)
        for row in range(top, top + rows):
            out.append(f"{row + 1:>2} ", style="bold")
            for col in range(left, left + cols):
                out.append_text(self._space(seen, rules.grid.index((row, col)), plus))
            out.append("\n")
        more = []
        if top:
            more.append("▲ more above")
        if top + rows < rules.height:
            more.append("▼ more below")
        out.append(self._describe_cursor(seen) + ("  " + " ".join(more) if more else ""), style="grey70")
        return out

    def _space(self, seen: MapState, cell: int, plus: set[int]) -> Text:
        card = seen.table[cell]
        mark = "▸" if cell == self.cursor else " "
        cursor = " reverse" if cell == self.cursor else ""
        if card is None:
            if cell in plus:
                return Text(f"{mark}{'+':^6}", style="bold green" + cursor)
            if cell in seen.openings:
                return Text(f"{mark}{'·':^6}", style="grey62" + cursor)
            return Text(f"{mark}{'':^6}", style=cursor.strip() or "")
        label, style = self._card_face(card)
        if seen.pending_transit == cell:
            style += " underline"
        return Text(f"{mark}{label:^6}", style=style + cursor)

    def _card_face(self, card: Tabled) -> tuple[str, str]:
        deck = self.rules.deck
        if card.nomination is not None:
            nominated = deck.areas.get(card.nomination)
            short = nominated.abbrev if nominated else short_water(card.nomination)
            return f"≈{short}"[:6], "bold black on grey85"
        area = deck.areas[card.card]
        return area.abbrev, f"bold {text_colour(area.colour)} on {area.colour}"

    def _describe_cursor(self, seen: MapState) -> str:
        rules = self.rules
        where = rules.cell_name(self.cursor)
        card = seen.table[self.cursor]
        if card is not None:
            if card.nomination is not None:
                return f"{where}: Transit card as {card.nomination}"
            area = rules.deck.areas[card.card]
            return f"{where}: {card.card} ({area.nation})"
        chosen = self.chosen_card(seen)
        if chosen is None or self.cursor not in seen.openings:
            return f"{where}: free" if self.cursor in seen.openings else f"{where}: empty"
        problem = rules.misfit(seen.table, self.cursor, chosen)
        return f"{where}: {chosen} fits here" if problem is None else f"{where}: {problem[1]}"

    def _stuck(self, seen: MapState) -> str:
        """What a player whose cards all fail to fit may do: a Transit card where one would fit (MAP-X1),
        a draw while the pile lasts, or once it is empty only when no Transit card can go (MAP-R3, MAP-S2)."""
        transit = bool(seen.hands[seen.turn].transit and self.rules.transit_plays(seen))
        if transit and seen.pile:
            return "No card fits: t Transit or d draw"
        if transit:
            return "No card fits: t Transit (pile empty)"
        return "No card fits: d draws a Transit card" if seen.pile else "No card fits: d ends your go"

    def _prompt(self, seen: MapState, fits: dict[str, list[int]]) -> Text:
        session = self.session
        out = Text()
        out.append(
            f"Round {min(seen.round, self.rules.rounds(len(seen.names)))}/{self.rules.rounds(len(seen.names))}",
            style="bold",
        )
        out.append(f" · pile {seen.pile}\n")
        if seen.phase == "over":
            out.append("The game is over.", style="bold")
            return out
        if seen.phase != "play":
            out.append("Dealing…", style="italic")
            return out
        name = session.seats[seen.turn].name
        if session.seat_is_bot:
            out.append(f"{name} (computer) is thinking…", style="italic")
            return out
        out.append(f"{name} to play", style="bold")
        if self.rules.sand_timer:
            out.append(f" · ⧗ {self.seconds_left}s", style="bold yellow")
        out.append("\n")
        if seen.pending_transit is not None:
            out.append("Now a card beside the Transit card\n", style="bold yellow")
        elif not fits:
            out.append(f"{self._stuck(seen)}\n", style="bold yellow")
        callers = self.human_callers(seen)
        if callers and seen.placer is not None:
            who = ", ".join(callers.values())
            out.append(f"c: {who} may call out {session.seats[seen.placer].name}'s cards (MAP-O2)\n", style="cyan")
        return out

    def _hand(self, seen: MapState, fits: dict[str, list[int]], rows: int) -> Text:
        """The hand, `rows` cards at a time round the chosen one, every name whole or abbreviated."""
        out = Text()
        if not self.my_turn(seen):
            return out
        hand = self.hand(seen).tiles
        out.append(f"Your hand: {len(hand)} · Transit ×{seen.hands[seen.turn].transit}\n", style="bold")
        start = max(0, min(self.chosen - rows // 2, len(hand) - rows))
        for index in range(start, min(start + rows, len(hand))):
            county = hand[index]
            chosen = index == self.chosen
            out.append("▶" if chosen else " ", style="bold")
            out.append("✓ " if county in fits else "  ", style="green")
            out.append(f"{fit_name(county, HAND_WIDTH)}\n", style="reverse" if chosen else "")
        if len(hand) > rows:
            out.append(f"  ({self.chosen + 1} of {len(hand)}; [ ] to choose)", style="grey62")
        out.rstrip()
        return out

    def _players(self, seen: MapState) -> Text:
        out = Text()
        for seat, hand in enumerate(seen.hands):
            marker = "▶" if seat == seen.turn and seen.phase == "play" else " "
            out.append(f"{marker}{seat + 1} ")
            out.append_text(seat_name(self.session.seats[seat], 8))
            out.append(f" {len(hand.counties):>3}c {hand.transit}T {seen.scores[seat]:>3}pt\n")
        out.rstrip()
        return out

    # --- the countdown of the sand timer (MAP-O1) ---------------------------------------------------

    def tick(self) -> None:
        """Count down the go; at zero the go is lost (the engine's timeout action). The sand runs
        while a name is being typed, but not while the keyboard is being handed over."""
        if not self.my_turn() or isinstance(self.app.screen, HandoffScreen):
            return
        moment = len(self.session.actions)
        if self.timer_for != moment:
            self.timer_for, self.seconds_left = moment, self.rules.sand_timer
        else:
            self.seconds_left -= 1
        if self.seconds_left <= 0:
            self.timer_for = None
            if isinstance(self.app.screen, AskScreen):
                self.app.screen.dismiss(None)
            self.intend({"type": "timeout"})
            return
        seen = self.seen
        self.query_one("#map-prompt", Static).update(self._prompt(seen, self.fits(seen)))

    # --- keys ---------------------------------------------------------------------------------------

    def offers(self, action: str) -> bool:
        if action == "move":
            return True
        seen = self.seen
        if not self.my_turn(seen):
            return False
        if action == "challenge":
            return bool(self.human_callers(seen))
        if action in ("transit", "draw"):
            return action in self.rules.open_choices(seen)
        if action == "place":
            return bool(self.fits(seen))
        return True

    def action_move(self, direction: str) -> None:
        dr, dc = MOVES[direction]
        grid = self.rules.grid
        row, col = grid.cell(self.cursor)
        row = min(max(row + dr, 0), grid.height - 1)
        col = min(max(col + dc, 0), grid.width - 1)
        self.cursor = grid.index((row, col))
        self.show(self.session)

    def action_card(self, step: int) -> None:
        hand = self.hand()
        if hand:
            self.chosen = (self.chosen + step) % len(hand)
            self.show(self.session)

    def action_next_fit(self) -> None:
        """Jump to the next space where the chosen card fits (or, with none, the next card that fits)."""
        seen = self.seen
        refusal = self.rules.nothing_fits(seen)
        if refusal is not None:
            self.refuse(str(refusal))
            return
        fits = self.fits(seen)
        chosen = self.chosen_card(seen)
        if chosen not in fits:
            hand = self.hand(seen).tiles
            later = next(i for i in range(len(hand)) if hand[(self.chosen + i) % len(hand)] in fits)
            self.chosen = (self.chosen + later) % len(hand)
            chosen = self.chosen_card(seen)
        spaces = sorted(fits[chosen or ""])
        after = [c for c in spaces if c > self.cursor]
        self.cursor = (after or spaces)[0]
        self.show(self.session)

    def action_place(self) -> None:
        chosen = self.chosen_card()
        if chosen is None:
            return
        row, col = self.rules.grid.cell(self.cursor)
        self.intend({"type": "place", "card": chosen, "row": row, "col": col})

    def action_transit(self, nomination: str = "") -> None:
        """`t`: nominate what a Transit card at the cursor stands for (MAP-X1), in a box with
        `nomination` typed when a hint gives one."""
        seen = self.seen
        refusal = self.rules.transit_refusal(seen, self.cursor)
        if refusal is not None:
            self.refuse(str(refusal))
            return
        where = self.rules.cell_name(self.cursor)
        row, col = self.rules.grid.cell(self.cursor)
        here = sorted({nom for cell, nom in self.rules.transit_plays(seen) if cell == self.cursor})
        hint = (
            f"Fits at {where} with your hand: {', '.join(here)}" if here else f"Nothing fits at {where} with your hand"
        )

        def transit(name: str) -> dict[str, Any]:
            return {"type": "transit", "row": row, "col": col, "nomination": name}

        def nominate(name: str | None) -> None:
            if name:
                self.intend(transit(name))

        self.app.push_screen(
            AskScreen(
                f"Nominate a sea, ocean or {self.rules.card_noun} for the Transit card (MAP-X1)",
                hint,
                nominate,
                check=lambda name: self.table.refusal(transit(name)),
                value=nomination,
            )
        )

    def show_hint(self, hint: Any) -> None:
        """The hint picked, ready to play: its card chosen in the hand and the cursor on its space, so
        Enter places it; a Transit hint puts the cursor where the card may go and opens the nomination
        box with its nomination typed, for Enter."""
        action = hint.action or {}
        if "row" not in action or not self.my_turn():
            return
        hand = self.hand().tiles
        if action["type"] == "place" and action["card"] in hand:
            self.chosen = hand.index(action["card"])
        self.cursor = self.rules.grid.index((action["row"], action["col"]))
        self.show(self.session)
        if action["type"] == "transit":
            self.action_transit(action["nomination"])

    def action_draw(self) -> None:
        self.intend({"type": "draw"})

    def action_challenge(self) -> None:
        """MAP-O2: the window asks who calls when more than one player at the keyboard may."""
        seen = self.seen
        callers = self.human_callers(seen)
        if len(callers) == 1:
            self.intend({"type": "challenge", "seat": next(iter(callers))})
        elif callers and seen.placer is not None:

            def called(seat: int | None) -> None:
                if seat is not None:
                    self.intend({"type": "challenge", "seat": seat})

            self.call_later(self.app.push_screen, CallerScreen(self.session.seats[seen.placer].name, callers), called)

    def action_find(self) -> None:
        def missing(name: str) -> str | None:
            """Why no card of the hand answers to `name`, or None."""
            try:
                county = self.rules.deck.resolve(name)
            except UnknownArea as err:
                return str(err)
            return None if county in self.hand() else f"{county} is not in your hand"

        def pick(name: str | None) -> None:
            if name:
                self.chosen = self.hand().tiles.index(self.rules.deck.resolve(name))
                self.show(self.session)

        self.app.push_screen(
            AskScreen("Find a card in your hand", "Type a name or abbreviation (OXON, Kent, …)", pick, check=missing)
        )

    def commands(self) -> list[tuple[str, str, str]]:
        return [
            ("Place the chosen card", "Play it at the cursor (Enter)", "place"),
            ("Next space that fits", "Jump to a + space (Tab)", "next_fit"),
            (
                "Play a Transit card",
                f"Nominate a sea, ocean or {self.rules.card_noun} at the cursor (MAP-X1)",
                "transit",
            ),
            ("Cannot go: draw", "Draw a Transit card when no card fits (MAP-R3)", "draw"),
            ("Call out a card", "MAP-O2: a card of the turn that does not border its neighbours", "challenge"),
            ("Find a card", "Choose a card of your hand by name", "find"),
        ]
