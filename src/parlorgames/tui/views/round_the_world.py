"""Round the World at the table: the spiral, the teetotum, the Commodore's dial and the captains."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Static

from ...games.round_the_world import RoundTheWorld, RTWState, Sail, Waive
from ..drawing.round_the_world import (
    captain_caption,
    commodore_caption,
    dials_legend,
    map_places,
    tablet_rows,
)
from ..drawing.round_the_world import captains as drawn_captains
from ..drawing.round_the_world import prompt as drawn_prompt
from ..widgets.colours import seat_styles
from ..widgets.dial import DialFace
from ..widgets.footer import SteadyFooter
from ..widgets.rows import LineCachedStatic
from ..widgets.spiral import SpiralBoard
from ..widgets.teetotum import Teetotum
from ..widgets.voyage_map import VoyageMap
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session


INSTRUMENTS = 7 + 2
"""Rows of the helm besides the prompt: the teetotum and dial, and the prompt's margins."""
HELM_WIDTH = 30
STACK_BELOW = (95, 30)
"""A view narrower than this many columns and at least this many rows high (a window of 120 with the move
log beside the table) lays the instruments and captains under the board, not beside it."""


class RoundTheWorldView(FittedKeysView):
    """Renders what the seat at the keyboard sees (all of it: nothing is hidden); every key becomes an intent."""

    BINDINGS = fitted(
        Binding("space", "spin", "Spin"),
        Binding("w", "waive", "Waive"),
        Binding("s", "sail", "Sail on"),
        Binding("d", "dials", "Dials"),
        Binding("t", "tablet", "Tablet"),
        Binding("m", "map", "Map"),
    )
    """In the footer's order of use; the prompt spells out the waiver's keys whatever the footer has room for."""

    HINT_ENTER = "Enter takes the one chosen"
    MOVE_KEYS: ClassVar[dict[str, str]] = {"waive": "w", "sail": "s"}

    def __init__(self, session: Session[RoundTheWorld]) -> None:
        super().__init__(session)
        self.rules = session.rules

    def compose(self) -> ComposeResult:
        with Container(id="rtw"):
            yield SpiralBoard(self.rules.track, self.rules.short_names, id="rtw-board")
            with Container(id="rtw-side"):
                with Vertical(id="rtw-helm"):
                    with Horizontal(id="rtw-instruments"):
                        yield Teetotum(self.rules.faces, id="teetotum")
                        if self.rules.mode != "children":
                            yield DialFace("Commodore", face=50, id="commodore")
                    yield LineCachedStatic(id="rtw-prompt")
                yield LineCachedStatic(id="rtw-captains")
                yield VoyageMap(self.rules.chart, id="rtw-map")

    def show(self, session: Session) -> None:
        state: RTWState = self.seen
        positions = [s.station for s in state.ships]
        self.query_one(SpiralBoard).show(positions, None if state.finished else state.turn)
        self.query_one(VoyageMap).show(positions)
        if self.rules.mode != "children":
            caption = commodore_caption(state.rounds, self.rules.days_per_spin)
            self.query_one("#commodore", DialFace).show(state.rounds, caption)
        teetotum = self.query_one(Teetotum)
        if state.pending_spin is not None:
            teetotum.settle(state.pending_spin, "waive it?")
        elif teetotum.face is None and session.actions and "value" in session.actions[-1]:
            teetotum.settle(session.actions[-1]["value"])
        prompt = drawn_prompt(self.rules, state, session.seats[state.turn].name, session.seat_is_bot)
        self.query_one("#rtw-prompt", Static).update(prompt)
        helm = INSTRUMENTS + len(prompt.wrap(self.app.console, HELM_WIDTH))
        room = helm if self.stacked else self.size.height - helm
        captains = self.query_one("#rtw-captains", Static)
        text = drawn_captains(self.rules, state, session.seats, seat_styles(), two_lines=True)
        if len(text.wrap(self.app.console, captains.size.width or HELM_WIDTH)) > room:
            text = drawn_captains(self.rules, state, session.seats, seat_styles(), two_lines=False)
        captains.update(text)
        self.keys_changed()

    @property
    def stacked(self) -> bool:
        return self.query_one("#rtw").has_class("-stacked")

    def on_resize(self) -> None:
        width, height = STACK_BELOW
        self.query_one("#rtw").set_class(self.size.width < width and self.size.height >= height, "-stacked")
        self.call_after_refresh(self.show, self.session)

    def spinner(self) -> Teetotum:
        return self.query_one(Teetotum)

    def offers(self, action: str) -> bool:
        state: RTWState = self.seen
        pending = state.pending_spin is not None
        if action == "spin":
            return not pending and not state.finished and self.may_act
        if action in ("waive", "sail"):
            return pending and self.may_act
        if action == "tablet":
            return self.rules.mode == "passages"
        if action == "dials":
            return self.rules.mode != "children"
        return True

    def action_spin(self) -> None:
        self.post_message(self.Spin())

    def action_waive(self) -> None:
        self.intend(Waive(type="waive"))

    def action_sail(self) -> None:
        self.intend(Sail(type="sail"))

    def show_hint(self, hint: Any) -> None:
        """A waiver hint picked is the choice itself (RTW-T5): there is nothing to lay on the board, so
        Enter on "Waive…" waives and on "Sail on…" sails, as `w` and `s` do."""
        if hint.action is not None:
            self.intend(hint.action)

    def action_dials(self) -> None:
        self.app.push_screen(DialsScreen(self.session, self.seen))

    def action_tablet(self) -> None:
        self.app.push_screen(TabletScreen(self.session, self.seen))

    def action_map(self) -> None:
        self.app.push_screen(MapScreen(self.session, self.seen))

    def commands(self) -> list[tuple[str, str, str]]:
        return [
            ("Spin the teetotum", "Spin and move your ship", "spin"),
            ("Waive the spin", "RTW-T5: a repaired ship may refuse a move into disaster", "waive"),
            ("Sail on", "Take the spin even into disaster", "sail"),
            ("Show the dials", "Every captain's dial", "dials"),
            ("Show the tablet", "Game No. 2: passage times", "tablet"),
            ("Show our map", "Each ship's place on the voyage, on a map of the world", "map"),
        ]


class DialsScreen(ModalScreen[None]):
    """Every captain's dial, each number said for what it is: the units and fifties pointers, the days
    they add to the voyage (RTW-D3), the spins they cost, and the Commodore's dial beside them (RTW-D2)."""

    BINDINGS = [Binding("escape,d,q", "dismiss", "Close")]

    def __init__(self, session: Session[RoundTheWorld], seen: RTWState) -> None:
        super().__init__()
        self.session = session
        self.seen = seen
        """What the seat at the keyboard may see."""

    def compose(self) -> ComposeResult:
        rules = self.session.rules
        state = self.seen
        names = [seat.name for seat in self.session.seats]
        with Vertical(id="dials-box", classes="modal-box"):
            yield Static("Captains' dials: the days each captain's voyage adds (RTW-D3)", classes="modal-title")
            with Horizontal(id="dials-row"):
                for name, ship in zip(names, state.ships):
                    face = DialFace(name, face=rules.dial.face)
                    face.show(ship.dial, captain_caption(rules.dial, ship.dial))
                    yield face
            yield Static(dials_legend(rules, state, names), id="dials-legend")
            yield SteadyFooter()


class TabletScreen(ModalScreen[None]):
    """Game No. 2: each captain's tablet of days to every place (RTW-P3, RTW-P5)."""

    BINDINGS = [Binding("escape,t,q", "dismiss", "Close")]

    def __init__(self, session: Session[RoundTheWorld], seen: RTWState) -> None:
        super().__init__()
        self.session = session
        self.seen = seen
        """What the seat at the keyboard may see."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box"):
            yield Static("The tablet: days to each place (passage ends in bold)", classes="modal-title")
            yield DataTable(id="tablet", zebra_stripes=True, cursor_type="none")
            yield SteadyFooter()

    def on_mount(self) -> None:
        rules = self.session.rules
        state = self.seen
        table = self.query_one(DataTable)
        table.add_column("Place")
        for seat in self.session.seats:
            table.add_column(seat.name[:10])
        for row in tablet_rows(rules, state):
            table.add_row(*row)


class MapScreen(ModalScreen[None]):
    """Our map as large as the window allows, with each captain's place said in words beside the picture
    (the board's side panel shows it small, or not at all at 80×24)."""

    BINDINGS = [Binding("escape,m,q", "dismiss", "Close")]

    def __init__(self, session: Session[RoundTheWorld], seen: RTWState) -> None:
        super().__init__()
        self.session = session
        self.seen = seen
        """What the seat at the keyboard may see."""

    def compose(self) -> ComposeResult:
        rules = self.session.rules
        positions = [ship.station for ship in self.seen.ships]
        with Vertical(id="voyage-map-box", classes="modal-box"):
            yield Static("Our map: each ship's place on the voyage round the world", classes="modal-title")
            voyage = VoyageMap(rules.chart, id="voyage-map")
            voyage.show(positions)
            yield voyage
            names = [seat.name for seat in self.session.seats]
            places = map_places(rules, positions, names, seat_styles())
            yield Static(places, id="voyage-map-places")
            yield SteadyFooter()
