"""Mapominoes at the table: the grid of spaces (scrolling with the cursor), the hand of the player
to move, and the keys to place a card, play a Transit card, draw, or call out a wrong card.

Everything drawn comes from what the seat at the keyboard sees (`seen`); whether a go is allowed
is the rules' to say."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from ...engine.tiles import Bag
from ...games.mapominoes import Mapominoes, MapState
from ...games.mapominoes.actions import Challenge, Draw, MapAction, Place, Timeout, Transit
from ...games.mapominoes.atlas import deck_places
from ...games.mapominoes.borders import UnknownArea
from ..drawing import mapominoes as drawing
from ..screens.ask import AskScreen
from ..screens.caller import CallerScreen
from ..screens.handoff import HandoffScreen
from ..widgets.area_map import AreaMap
from ..widgets.cards import CardPanel, CardTable, FocusCard
from ..widgets.colours import seat_name
from ..widgets.rows import LineCachedStatic
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

ATLAS = (96, 24)
"""From this size of the view the map of the deck and the card in focus have a column of their own."""
TALL = 30
"""From this height a narrower view shows the map above the hand and the card in focus under the table."""


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

    def view_state(self, seen: MapState | None = None) -> drawing.MapView:
        """The view's own state as the drawing takes it."""
        seen = seen or self.seen
        return drawing.MapView(self.cursor, self.chosen, self.scroll or (0, 0), self.my_turn(seen), self.seconds_left)

    def hand(self, seen: MapState | None = None) -> Bag:
        seen = seen or self.seen
        return drawing.hand_of(seen, self.view_state(seen))

    def chosen_card(self, seen: MapState | None = None) -> str | None:
        seen = seen or self.seen
        return drawing.chosen_card(seen, self.view_state(seen))

    def fits(self, seen: MapState | None = None) -> dict[str, list[int]]:
        """Where each card of the hand could go now (the + spaces)."""
        seen = seen or self.seen
        return drawing.fits(self.rules, seen, self.view_state(seen))

    def human_callers(self, seen: MapState) -> dict[int, str]:
        """The seats at the keyboard that may call out the cards open to a call now (MAP-O2): at a shared
        table's seat, that seat alone (the others call from their own screens)."""
        seats = self.session.seats
        callers = [seat for seat in self.rules.callers(seen) if not seats[seat].bot and self.table.keys_for(seat)]
        return {seat: seats[seat].name for seat in callers}

    # --- drawing (the functions of drawing.mapominoes, in the panels' room) ----------------------------

    def show(self, session: Session) -> None:
        if not self.is_mounted:
            return
        seen = self.seen
        self.chosen = min(self.chosen, max(len(self.hand(seen)) - 1, 0))
        rules, table = self.rules, self.query_one(CardTable)
        size = rows, cols, _, _ = table.card_size(rules.height, rules.width)
        if table.size.width:  # not before the table has its size: a scroll for a guessed size would stick
            kept = self.scroll if self.scroll_for == (rows, cols) else None  # another size centres it again
            self.scroll, self.scroll_for = drawing.follow_cursor(rules, self.cursor, kept, rows, cols), (rows, cols)
        view = self.view_state(seen)
        fitting = drawing.fits(rules, seen, view)
        (top, left), (row, col) = view.scroll, rules.grid.cell(self.cursor)
        faces = drawing.window(rules, seen, view, fitting, rows, cols)
        status = drawing.describe_cursor(rules, seen, view)
        table.draw(faces, (top, left), (row - top, col - left), size, (rules.height, rules.width), status)
        self._draw_focus_and_map(seen, view)
        width = drawing.name_width(self.query_one("#map-players").size.width or 25)
        prompt = self._prompt(seen, view, fitting)
        players = drawing.players(seen, [seat_name(seat, width) for seat in self.session.seats])
        self.query_one("#map-prompt", Static).update(prompt)
        side, panel = self.query_one("#map-side"), self.query_one("#map-hand", CardPanel)
        above = self.query_one("#map-side-map").outer_size.height if self.has_class("-tall") else 0
        rows = drawing.hand_rows(prompt, players, side.size, above, self.app.console)
        panel.update(drawing.hand(rules, seen, view, fitting, panel.palette, rows, panel.size.width or 25))
        self.query_one("#map-players", Static).update(players)
        self.keys_changed()

    def _draw_focus_and_map(self, seen: MapState, view: drawing.MapView) -> None:
        """The card in focus large, and the deck's map pointing it out, where the window has room for them."""
        atlas = self.has_class("-atlas")
        card = drawing.focused(seen, view)
        panel = self.query_one("#map-focus-beside" if atlas else "#map-focus-below", FocusCard)
        if panel.display:
            panel.draw(drawing.focus_of(self.rules, seen, card))
        places = deck_places(self.rules.map_file)
        deck_map = self.query_one("#map-atlas-map" if atlas else "#map-side-map", AreaMap)
        if places is not None and deck_map.display:
            lit, pointed = drawing.laid(self.rules, seen), drawing.pointed(self.rules, card)
            deck_map.draw(places, lit, pointed, f"{len(lit)} of {len(self.rules.deck.areas)} laid")

    def _prompt(self, seen: MapState, view: drawing.MapView, fitting: dict[str, list[int]]) -> Text:
        names, callers = [seat.name for seat in self.session.seats], tuple(self.human_callers(seen).values())
        palette = self.query_one("#map-prompt", CardPanel).palette
        return drawing.prompt(self.rules, seen, view, fitting, palette, names, self.table.computer_to_move, callers)

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
        self.query_one("#map-prompt", CardPanel).update(self._prompt(seen, self.view_state(seen), self.fits(seen)))

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
        self.cursor = drawing.moved(self.rules, self.cursor, direction)
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
        self.chosen, self.cursor = drawing.next_fit(seen, self.view_state(seen), self.fits(seen))
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
        row, col = self.rules.grid.cell(self.cursor)

        def transit(name: str) -> Transit:
            return Transit(type="transit", row=row, col=col, nomination=name)

        def nominate(name: str | None) -> None:
            if name:
                self.intend(transit(name))

        self.app.push_screen(
            AskScreen(
                f"Nominate a sea, ocean or {self.rules.card_noun} for the Transit card (MAP-X1)",
                drawing.transit_hint(self.rules, seen, self.cursor),
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
            case "place" | "transit":
                hand = self.hand().tiles
                if action["type"] == "place" and action["card"] in hand:
                    self.chosen = hand.index(action["card"])
                self.cursor = self.rules.grid.index((action["row"], action["col"]))
                self.show(self.session)
                if action["type"] == "transit":
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
