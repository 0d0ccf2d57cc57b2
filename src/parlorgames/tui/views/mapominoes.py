"""Mapominoes at the table: the grid of spaces (scrolling with the cursor), the hand of the player
to move, and the keys to place a card, play a Transit card, draw, or call out a wrong card.

Everything drawn comes from what the seat at the keyboard sees (`seen`); whether a go is allowed
is the rules' to say."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, cast

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from ...engine.tiles import Bag
from ...games.mapominoes import Mapominoes, MapState, Tabled
from ...games.mapominoes.actions import Challenge, Draw, MapAction, Place, Timeout, Transit
from ...games.mapominoes.atlas import deck_places, deck_tints, nation_mark
from ...games.mapominoes.borders import UnknownArea
from ..screens.ask import AskScreen
from ..screens.handoff import HandoffScreen
from ..widgets.area_map import AreaMap
from ..widgets.cards import EMPTY, CardPanel, CardTable, Face, FocusCard, fit_name
from ..widgets.colours import seat_name
from ..widgets.footer import SteadyFooter
from ..widgets.rows import LineCachedStatic
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

ATLAS = (96, 24)
"""From this size of the view the map of the deck and the card in focus have a column of their own."""
TALL = 30
"""From this height a narrower view shows the map above the hand and the card in focus under the table."""
MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


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
            yield SteadyFooter(compact=True)

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
        Binding("left_square_bracket", "card(-1)", "Card before", show=False),
        *fitted(
            Binding("c", "challenge", "Call out"),
            Binding("tab", "next_fit", "Next +"),
            Binding("enter", "place", "Place"),
            Binding("right_square_bracket", "card(1)", "Card", key_display="[ ]"),
            Binding("d", "draw", "Draw"),
            Binding("t", "transit", "Transit"),
            Binding("slash", "find", "Find"),
        ),
    ]
    """In the footer's order of use: the keys that apply now, as many as the row has room for. `[` and `]`
    choose the card before and after in the hand: the footer shows them as one key, "[ ] Card"."""

    MOVE_KEYS: ClassVar[dict[str, str]] = {"draw": "d"}
    SEAT_INPUTS = ("cursor", "chosen", "scroll")
    BOARD_FIRST = True

    def __init__(self, session: Session[Mapominoes]) -> None:
        super().__init__(session)
        self.rules = session.rules
        self.cursor = self.rules.centre
        self.chosen = 0
        self.scroll: tuple[int, int] | None = None
        """The table's top-left space in view; None until the table is laid out, then centred on the cursor."""
        self.scroll_for = (0, 0)
        """The rows and columns in view the scroll was worked out for: another size centres the cursor again."""
        self.timer_for: int | None = None
        self.seconds_left = 0

    def compose(self) -> ComposeResult:
        with Horizontal(id="map-body"):
            with Vertical(id="map-left"):
                yield CardTable(id="map-table")
                yield FocusCard(id="map-focus-below", classes="map-focus")
            with Vertical(id="map-atlas"):
                yield AreaMap(id="map-atlas-map", classes="map-map")
                yield FocusCard(id="map-focus-beside", classes="map-focus")
            with Vertical(id="map-side"):
                yield CardPanel(id="map-prompt")
                yield AreaMap(id="map-side-map", classes="map-map")
                yield CardPanel(id="map-hand")
                yield LineCachedStatic(id="map-players")

    def on_mount(self) -> None:
        if self.rules.sand_timer:
            self.set_interval(1.0, self.tick)
        self.app.theme_changed_signal.subscribe(self, self._repaint)

    def _repaint(self, _theme: object) -> None:
        """A new theme brings new tints: draw again once its styles apply."""
        self.call_after_refresh(self.show, self.session)

    def on_resize(self, event: events.Resize) -> None:
        """Draw at once, and again once the deck's map has come in or gone (the hand's rows depend on its
        height): two refreshes on, as a layout asked for in the first one's callback is lost and the hand
        kept the height it had before, pushing the players out of the window."""
        width, height = event.size
        self.set_class(width >= ATLAS[0] and height >= ATLAS[1], "-atlas")
        self.set_class(width < ATLAS[0] and height >= TALL, "-tall")
        self.show(self.session)
        self.call_after_refresh(self.call_after_refresh, self.show, self.session)

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
        self._table(seen, fits.get(chosen or "", []))
        focus = self._focus(seen)
        self._draw_focus(seen, focus)
        self._draw_map(seen, focus)
        prompt, players = self._prompt(seen, fits), self._players(seen)
        self.query_one("#map-prompt", Static).update(prompt)
        self.query_one("#map-hand", Static).update(self._hand(seen, fits, self._hand_rows(prompt, players)))
        self.query_one("#map-players", Static).update(players)
        self.keys_changed()

    def human_callers(self, seen: MapState) -> dict[int, str]:
        """The seats at the keyboard that may call out the cards open to a call now (MAP-O2): at a shared
        table's seat, that seat alone (the others call from their own screens)."""
        seats = self.session.seats
        callers = [seat for seat in self.rules.callers(seen) if not seats[seat].bot and self.table.keys_for(seat)]
        return {seat: seats[seat].name for seat in callers}

    def _hand_rows(self, prompt: Text, players: Text) -> int:
        """How many cards of the hand the side panel has room to list under the prompt (and the map), above
        the players."""
        side = self.query_one("#map-side")
        width = max(side.size.width - 1, 10)
        taken = len(prompt.wrap(self.app.console, width)) + len(players.wrap(self.app.console, width)) + 2 + 2
        if self.has_class("-tall"):
            taken += self.query_one("#map-side-map").outer_size.height
        return max(3, (side.size.height or 20) - taken)

    def _viewport(self) -> tuple[int, int, int, int]:
        """(rows, columns) of spaces that fit in the table panel, and the size of a card there."""
        return self.query_one(CardTable).card_size(self.rules.height, self.rules.width)

    def _follow_cursor(self) -> tuple[int, int, int, int]:
        """Scroll the table so the cursor shows, centred on it at first. Not before the table panel has its size
        (under the hand-over it has none): a scroll worked out for a guessed size would stick once it is laid out."""
        size = rows, cols, _, _ = self._viewport()
        if not self.query_one(CardTable).size.width:
            return size
        row, col = self.rules.grid.cell(self.cursor)
        if self.scroll_for != (rows, cols):
            self.scroll, self.scroll_for = None, (rows, cols)
        top, left = self.scroll or (row - rows // 2, col - cols // 2)
        top = min(max(top, row - rows + 1), row)
        left = min(max(left, col - cols + 1), col)
        top = max(0, min(top, self.rules.height - rows))
        left = max(0, min(left, self.rules.width - cols))
        self.scroll = (top, left)
        return size

    def _table(self, seen: MapState, spaces: list[int]) -> None:
        rules = self.rules
        size = rows, cols, _, _ = self._follow_cursor()
        top, left = self.scroll or (0, 0)
        plus = set(spaces)
        faces = [
            [self._face(seen, rules.grid.index((row, col)), plus) for col in range(left, left + cols)]
            for row in range(top, top + rows)
        ]
        row, col = rules.grid.cell(self.cursor)
        status = self._describe_cursor(seen)
        self.query_one(CardTable).draw(
            faces, (top, left), (row - top, col - left), size, (rules.height, rules.width), status
        )

    def _face(self, seen: MapState, cell: int, plus: set[int]) -> Face:
        card = seen.table[cell]
        if card is None:
            if cell in plus:
                return Face(fits=True, open=True)
            return Face(open=True) if cell in seen.openings else EMPTY
        return self._card_face(card, waiting=seen.pending_transit == cell)

    def _card_face(self, card: Tabled | str, waiting: bool = False) -> Face:
        """The face of a tabled card, or of a card of the hand named by itself."""
        if isinstance(card, Tabled) and card.nomination is not None:
            return Face(name=card.nomination, transit=True, waiting=waiting)
        name = card.card if isinstance(card, Tabled) else card
        area = self.rules.deck.areas[name]
        return Face(name=name, mark=nation_mark(area.nation), abbrev=area.abbrev, tint=self.tints[name])

    @property
    def tints(self) -> Mapping[str, int]:
        return deck_tints(self.rules.map_file)

    def _focus(self, seen: MapState) -> Tabled | str | None:
        """The card the side panels show large: the tabled card at the cursor, else the chosen card of the hand."""
        return seen.table[self.cursor] or self.chosen_card(seen)

    def _draw_focus(self, seen: MapState, focus: Tabled | str | None) -> None:
        panel = self.query_one("#map-focus-beside" if self.has_class("-atlas") else "#map-focus-below", FocusCard)
        if not panel.display:
            return
        deck = self.rules.deck
        if focus is None:
            panel.draw(None, "", (), (), "Move onto a card to see what it borders.")
            return
        face = self._card_face(focus)
        abbrev = {name: area.abbrev for name, area in deck.areas.items()}
        if face.transit:
            touching = sorted(abbrev[name] for name in self.rules.touching.get(face.name, ()))
            panel.draw(face, "a Transit card", touching, (), "")
            return
        area = deck.areas[face.name]
        tabled = {card.card for card in seen.table if card is not None}
        held = "in your hand" if not isinstance(focus, Tabled) else ""
        borders = [abbrev[name] + ("•" if name in tabled else "") for name in sorted(area.borders)]
        note = "• on the table" + (f"; this card is {held}" if held else "") if tabled & area.borders else held
        panel.draw(face, area.nation, borders, sorted(area.waters), note)

    def _draw_map(self, seen: MapState, focus: Tabled | str | None) -> None:
        places = deck_places(self.rules.map_file)
        panel = self.query_one("#map-atlas-map" if self.has_class("-atlas") else "#map-side-map", AreaMap)
        if places is None or not panel.display:
            return
        areas = self.rules.deck.areas
        lit = {
            card.card: (nation_mark(areas[card.card].nation), self.tints[card.card])
            for card in seen.table
            if card is not None and card.nomination is None
        }
        name = focus.card if isinstance(focus, Tabled) else focus
        panel.draw(places, lit, name if name in areas else None, f"{len(lit)} of {len(areas)} laid")

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
        panel = self.query_one("#map-prompt", CardPanel)
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
        if self.table.computer_to_move:
            out.append(f"{name} (computer) is thinking…", style="italic")
            return out
        out.append(f"{name} to play", style="bold")
        if self.rules.sand_timer:
            out.append(f" · ⧗ {self.seconds_left}s", style=panel.style_of("warning"))
        out.append("\n")
        if seen.pending_transit is not None:
            out.append("Now a card beside the Transit card\n", style=panel.style_of("warning"))
        elif not fits and self.my_turn(seen):
            out.append(f"{self._stuck(seen)}\n", style=panel.style_of("warning"))
        callers = self.human_callers(seen)
        if callers and seen.placer is not None:
            who = ", ".join(callers.values())
            out.append(
                f"c: {who} may call out {session.seats[seen.placer].name}'s cards (MAP-O2)\n",
                style=panel.style_of("fits"),
            )
        return out

    def _hand(self, seen: MapState, fits: dict[str, list[int]], rows: int) -> Text:
        """The hand, `rows` cards at a time round the chosen one: each card's nation on its tint, its name
        whole or abbreviated, ✓ where it fits."""
        out = Text()
        if not self.my_turn(seen):
            return out
        panel = self.query_one("#map-hand", CardPanel)
        hand = self.hand(seen).tiles
        out.append(f"Hand {len(hand)} · Transit ×{seen.hands[seen.turn].transit}\n", style="bold")
        start = max(0, min(self.chosen - rows // 2, len(hand) - rows))
        room = max(8, (panel.size.width or 25) - 6)
        for index in range(start, min(start + rows, len(hand))):
            county = hand[index]
            chosen = index == self.chosen
            face = self._card_face(county)
            out.append("▶" if chosen else " ", style="bold")
            out.append("✓" if county in fits else " ", style=panel.style_of("fits"))
            out.append(f"{face.mark:^3}", style=panel.style_of(f"tint-{face.tint}"))
            out.append(" ")
            out.append(f"{fit_name(county, room)}\n", style="reverse" if chosen else "")
        if len(hand) > rows:
            out.append(f"  {self.chosen + 1} of {len(hand)} · [ ] choose", style=panel.style_of("muted"))
        out.rstrip()
        return out

    def _players(self, seen: MapState) -> Text:
        """Each player: cards and Transit cards in hand, points so far; the name as long as the panel allows."""
        out = Text()
        name_width = max(4, min(10, (self.query_one("#map-players").size.width or 25) - 16))
        for seat, hand in enumerate(seen.hands):
            marker = "▶" if seat == seen.turn and seen.phase == "play" else " "
            out.append(f"{marker}{seat + 1} ")
            out.append_text(seat_name(self.session.seats[seat], name_width))
            out.append(f" {len(hand.counties):>2}c {hand.transit}T {seen.scores[seat]:>3}pt\n")
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
            self.intend(Timeout(type="timeout"))
            return
        seen = self.seen
        self.query_one("#map-prompt", CardPanel).update(self._prompt(seen, self.fits(seen)))

    # --- keys ---------------------------------------------------------------------------------------

    def offers(self, action: str) -> bool:
        if action == "move":
            return True
        seen = self.seen
        if action == "challenge":
            return bool(self.human_callers(seen)) and (self.table.out_of_turn_here or self.my_turn(seen))
        if not self.my_turn(seen):
            return False
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
        self.intend(Place(type="place", card=chosen, row=row, col=col))

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

        def transit(name: str) -> Transit:
            return Transit(type="transit", row=row, col=col, nomination=name)

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
        if hint.action is None or not self.my_turn():
            return
        action = cast(MapAction, hint.action)
        match action["type"]:
            case "place":
                hand = self.hand().tiles
                if action["card"] in hand:
                    self.chosen = hand.index(action["card"])
                self.cursor = self.rules.grid.index((action["row"], action["col"]))
                self.show(self.session)
            case "transit":
                self.cursor = self.rules.grid.index((action["row"], action["col"]))
                self.show(self.session)
                self.action_transit(action["nomination"])

    def action_draw(self) -> None:
        self.intend(Draw(type="draw"))

    def action_challenge(self) -> None:
        """MAP-O2: the window asks who calls when more than one player at the keyboard may."""
        seen = self.seen
        callers = self.human_callers(seen)
        if len(callers) == 1:
            self.intend(Challenge(type="challenge", seat=next(iter(callers))))
        elif callers and seen.placer is not None:

            def called(seat: int | None) -> None:
                if seat is not None:
                    self.intend(Challenge(type="challenge", seat=seat))

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
