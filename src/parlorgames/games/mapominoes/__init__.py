"""Mapominoes: county cards laid like dominoes on a bounded table (docs/rules/mapominoes.md, MAP-*).

A card goes in a free space beside tabled cards and must border every one of them (MAP-P1).
Transit cards stand for a sea, ocean or county and carry a County card across it (MAP-X1).
The table is a fixed grid (MAP-P2); a game is several rounds, each opened by a chance deal.
Which deck is played (UK areas, European countries) is named by the ruleset's `components.map`.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, ClassVar, cast

from ...engine.actions import ActionShapes, assert_never, shapes_of
from ...engine.boards import Grid
from ...engine.errors import GameOver, IllegalAction, NotYourTurn
from ...engine.frozen import FrozenMap
from ...engine.kinds import GameKind
from ...engine.rules import Action, Figure, Result, Rules
from ...engine.ruleset import Field, ListOf, Map, MapOf, not_negative, positive
from ...engine.scoring import RoundResult, close_round, leaders, leftover_points
from ...engine.tiles import Bag
from ...engine.turns import next_seat, seats_from, with_seat
from ...engine.wording import counted
from .actions import ACTION_TYPES, Challenge, Deal, Draw, MapAction, Place, Transit
from .borders import BorderDataError, BorderMap, UnknownArea

TRANSIT = "Transit"
"""The card name of a Transit card on the table; in hand they are only counted (they are all alike)."""


def _a_card_noun(noun: str) -> str | None:
    """What the table's messages call a card ("the starting county"): a word or two in lower case."""
    return (
        None if re.fullmatch(r"[a-z]+( [a-z]+)?", noun) else "must be a word in lower case, such as county or country"
    )


SCHEMA = Map(
    {
        "components": Map(
            {
                "map": Field(str, required=True),
                "card": Field(str, default="county", check=_a_card_noun),
                "transit_cards": Field(int, default=12, check=not_negative),
                "table": Map(
                    {
                        "width": Field(int, required=True, check=positive),
                        "height": Field(int, required=True, check=positive),
                    },
                    required=True,
                ),
            },
            required=True,
        ),
        "scoring": Map({"points_per_card": Field(int, default=1, check=positive)}),
        "options": Map(
            {
                "rounds": Field(int, default=0, check=not_negative),
                "transit_each": Field(int, default=1, check=not_negative),
                "transit_each_by_players": MapOf(int, Field(int, check=not_negative)),
                "first_nations": ListOf(Field(str)),
                "sand_timer_seconds": Field(int, default=0, check=not_negative),
                "unchecked_placements": Field(bool, default=False),
            }
        ),
    }
)

SIDES = {"above": "above it", "to the right": "to its right", "below": "below it", "to the left": "to its left"}
"""How a refusal names the side of a space a neighbour lies on ("the card to its left")."""


@cache
def deck_map(file: str) -> BorderMap:
    """The border data a ruleset names, loaded once per file."""
    from ...paths import data_path

    return BorderMap.load(data_path(file))


def lookup(terms: Iterable[str], deck: BorderMap) -> list[dict[str, Any]]:
    """What a card or water borders, one plain dict per term (for `lookup` on the command line).

    An unknown term comes back with `valid: False` and the nearest spelling as `suggestion`.
    """
    rows = []
    for term in terms:
        try:
            name = deck.resolve(term)
        except UnknownArea as err:
            rows.append(
                {
                    "term": term,
                    "valid": False,
                    "name": None,
                    "nation": None,
                    "borders": [],
                    "waters": [],
                    "suggestion": err.suggestions[0] if err.suggestions else None,
                }
            )
            continue
        area = deck.areas.get(name)
        rows.append(
            {
                "term": term,
                "valid": True,
                "name": name,
                "nation": area.nation if area else None,
                "borders": sorted(deck.neighbours(name)),
                "waters": sorted(area.waters) if area else [],
                "suggestion": None,
            }
        )
    return rows


def _reason(row: dict[str, Any]) -> str:
    """One line a player reads: what the term is and what a card beside it must be."""
    if not row["valid"]:
        hint = f" (did you mean {row['suggestion']!r}?)" if row["suggestion"] else ""
        return f"not a card or a water of this deck{hint}"
    if row["nation"] is None:
        return f"{row['name']} (water) touches {', '.join(row['borders'])}"
    borders = (
        f"borders {', '.join(row['borders'])}"
        if row["borders"]
        else "has no land border (it can only go beside a Transit card)"
    )
    return f"{row['name']} ({row['nation']}) {borders}; waters: {', '.join(row['waters']) or 'none'}"


@dataclass(frozen=True, slots=True)
class Tabled:
    """A card face up on the table: a county, or a Transit card with its nomination."""

    card: str
    seat: int | None = None
    nomination: str | None = None

    @property
    def term(self) -> str:
        """What a neighbour must border: the county itself, or the Transit card's nomination."""
        return self.nomination if self.nomination is not None else self.card


@dataclass(frozen=True, slots=True)
class Hand:
    """A player's County cards, and how many Transit cards they hold (those are all alike)."""

    counties: Bag = Bag()
    transit: int = 0


@dataclass(frozen=True, slots=True)
class Placement:
    """A card placed since a different player last placed one, so still open to a call (MAP-O2): a
    County card and whether it borders all its neighbours, or a Transit card (always right)."""

    cell: int
    seat: int
    legal: bool
    why: str = ""
    transit: bool = False


@dataclass(frozen=True, slots=True)
class MapState:
    """A game in progress. `table` is the grid row by row; `undealt` holds cards not yet dealt."""

    names: tuple[str, ...]
    hands: tuple[Hand, ...]
    table: tuple[Tabled | None, ...]
    pile: int
    undealt: Bag
    openings: FrozenMap[int, frozenset[str]] = FrozenMap()
    """Each free space next to a tabled card, with the counties that would border all its
    neighbours there: every go asks, so it is kept up to date rather than recomputed."""
    phase: str = "deal"
    """deal (a round's deal is due), rest (MAP-O3's second deal is due), play, over."""
    round: int = 1
    dealer: int = 0
    turn: int = 0
    scores: tuple[int, ...] = ()
    results: tuple[RoundResult, ...] = ()
    """Every finished round: who went out (None when nobody could go), the points, the totals after."""
    pending_transit: int | None = None
    passes: int = 0
    open_cards: tuple[Placement, ...] = ()
    """MAP-O2: the cards one player has placed since a different player last placed one, in order."""
    lost_goes: tuple[int, ...] = ()
    """MAP-O2: per seat, goes still to be lost for mistaken calls (empty: none anywhere)."""
    out_seat: int | None = None
    goes: int = 0
    round_goes: tuple[int, ...] = ()
    events: tuple[str, ...] = ()

    @property
    def round_points(self) -> tuple[tuple[int, ...], ...]:
        """Each finished round's points, seat by seat."""
        return tuple(result.points for result in self.results)

    @property
    def last_placement(self) -> Placement | None:
        """The card placed last that is still open to a call (MAP-O2)."""
        return self.open_cards[-1] if self.open_cards else None

    @property
    def placer(self) -> int | None:
        """Whose cards are open to a call (MAP-O2), if anyone's."""
        return self.open_cards[0].seat if self.open_cards else None


class Mapominoes(Rules[MapState]):
    kind = "mapominoes"
    SCHEMA = SCHEMA
    ACTIONS: ClassVar[ActionShapes] = shapes_of(*ACTION_TYPES)
    private_information = True

    def __init__(self, ruleset: Any, variant: Any) -> None:
        super().__init__(ruleset, variant)
        comp, options = variant.params["components"], variant.params["options"]
        self.map_file: str = comp["map"]
        self.card_noun: str = comp["card"]
        """What a card shows, in the table's words: a county (the UK deck), a country (Europe)."""
        self.card_title = self.card_noun.capitalize()
        self.deck = deck_map(self.map_file)
        self.counties: tuple[str, ...] = tuple(self.deck.areas)
        self.transit_cards: int = comp["transit_cards"]
        self.width: int = comp["table"]["width"]
        self.height: int = comp["table"]["height"]
        self.grid = Grid.blank(self.height, self.width)
        self.centre = self.grid.index((self.height // 2, self.width // 2))
        self.points_per_card: int = variant.params["scoring"]["points_per_card"]
        self.rounds_option: int = options["rounds"]
        self.transit_each_default: int = options["transit_each"]
        self.transit_each_by: dict[int, int] = dict(options.get("transit_each_by_players") or {})
        self.first_nations: tuple[str, ...] = tuple(options.get("first_nations") or ())
        self.sand_timer: int = options["sand_timer_seconds"]
        self.unchecked: bool = options["unchecked_placements"]
        deck = self.deck
        self.touching: dict[str, frozenset[str]] = {t: deck.neighbours(t) for t in (*deck.areas, *deck.water_order)}
        """For each county or water, the counties that may lie beside a card standing for it."""
        self.bordered: dict[str, frozenset[str]] = {n: a.borders | a.waters for n, a in deck.areas.items()}
        """For each county, everything it borders: what a Transit card beside it may be nominated as."""
        self.around: tuple[tuple[tuple[int, str], ...], ...] = tuple(
            self._sides(i) for i in range(self.width * self.height)
        )
        """For each space, the spaces beside it with the side each lies on: asked on every go, so kept."""
        first = set(self.first_nations)
        self.first_deck = tuple(c for c in self.counties if deck.areas[c].nation in first) if first else self.counties
        """MAP-O3: the cards of a round's deal; the rest are dealt when someone first goes out."""
        self.rest_deck = tuple(c for c in self.counties if first and deck.areas[c].nation not in first)

    def _sides(self, cell: int) -> tuple[tuple[int, str], ...]:
        return tuple((self.grid.index(other), SIDES[where]) for other, where in self.grid.around(*self.grid.cell(cell)))

    @classmethod
    def check(cls, params: dict[str, Any]) -> list[tuple[str, str]]:
        problems: list[tuple[str, str]] = []
        comp, options = params["components"], params["options"]
        try:
            deck = deck_map(comp["map"])
        except BorderDataError as err:
            return [("components.map", str(err).splitlines()[0])]
        table = comp["table"]
        if table["width"] * table["height"] < len(deck) + comp["transit_cards"]:
            problems.append(
                (
                    "components.table",
                    f"{table['width']}×{table['height']} spaces cannot hold {len(deck)} {comp['card'].capitalize()} "
                    f"and {comp['transit_cards']} Transit cards (MAP-P2)",
                )
            )
        for players, each in (options.get("transit_each_by_players") or {}).items():
            if each * players > comp["transit_cards"]:
                problems.append(
                    (
                        f"options.transit_each_by_players.{players}",
                        f"{players} × {each} is more than the {comp['transit_cards']} Transit cards (MAP-O4)",
                    )
                )
        if options["transit_each"] * 2 > comp["transit_cards"]:
            problems.append(
                (
                    "options.transit_each",
                    f"two players would need more than the {comp['transit_cards']} Transit cards (MAP-R1)",
                )
            )
        nations = deck.nations()
        for i, nation in enumerate(options.get("first_nations") or ()):
            if nation not in nations:
                problems.append(
                    (
                        f"options.first_nations[{i}]",
                        f"{nation!r} is not a nation of {comp['map']} ({', '.join(nations)}) (MAP-O3)",
                    )
                )
        return problems

    def lookup(self, terms: list[str]) -> list[dict[str, Any]]:
        """`parlorgames lookup`: each term's card, nation, borders and waters, or a suggestion."""
        return [{**row, "reason": _reason(row)} for row in lookup(terms, self.deck)]

    # --- helpers ------------------------------------------------------------------------------

    def cell_name(self, cell: int) -> str:
        row, col = self.grid.cell(cell)
        return f"{chr(ord('A') + col)}{row + 1}"

    def transit_each(self, players: int) -> int:
        """MAP-R1, MAP-O4: the number the ruleset lists for this many players; where it lists none, the
        Transit supply shared out evenly, never more than `transit_each`, so a deal never takes more
        Transit cards than the deck holds and the pile never starts below empty."""
        return min(self.listed_transit_each(players), self.transit_cards // players)

    def listed_transit_each(self, players: int) -> int:
        """What a deal gave before MAP-O4 was decided: the listed number, or `transit_each`, whatever the
        deck held. It differs from `transit_each` only where it dealt more cards than the deck has (five
        players of Europe's more Transit cards: ten from eight), so a save without a recorded number
        replays as it was played."""
        return self.transit_each_by.get(players, self.transit_each_default)

    @staticmethod
    def pile_has_cards(state: MapState) -> bool:
        """Whether a draw takes a Transit card (MAP-R3). A deal never leaves the pile below empty now
        (MAP-O4); a pile below zero is a save dealt before that, and it plays on as it was played: a draw
        from it still gives a card (such a round ends only when someone goes out)."""
        return state.pile != 0

    def rounds(self, players: int) -> int:
        """MAP-S3: as many rounds as players unless the ruleset fixes a number."""
        return self.rounds_option or players

    def _cell(self, action: Place | Transit) -> int:
        row, col = action["row"], action["col"]
        if not self.grid.in_bounds(row, col):
            raise IllegalAction(
                "MAP-P2", f"row {row + 1}, column {col + 1} is off the table ({self.width}×{self.height} spaces)"
            )
        return self.grid.index((row, col))

    def _county(self, name: str) -> str:
        try:
            resolved = self.deck.resolve(name)
        except UnknownArea as err:
            raise IllegalAction("MAP-E1", str(err)) from None
        if resolved not in self.deck.areas:
            raise IllegalAction("MAP-E1", f"{resolved} is a water, not a {self.card_title} card")
        return resolved

    def openings_of(self, table: Sequence[Tabled | None]) -> FrozenMap[int, frozenset[str]]:
        """Every free space next to a tabled card, with the counties that fit there."""
        seen = set()
        for cell, card in enumerate(table):
            if card is not None:
                for other, _ in self.around[cell]:
                    if table[other] is None:
                        seen.add(other)
        return FrozenMap({cell: self.allowed_at(table, cell) for cell in seen})

    def _lay(self, state: MapState, cell: int, card: Tabled | None) -> dict[str, Any]:
        """The table with a card put on (or taken off) a space, and the openings kept in step."""
        spaces = list(state.table)
        spaces[cell] = card
        table = tuple(spaces)
        if card is None:
            return {"table": table, "openings": self.openings_of(table)}
        openings = dict(state.openings)
        openings.pop(cell, None)
        for other, _ in self.around[cell]:
            if table[other] is None:
                openings[other] = self.allowed_at(table, other)
        return {"table": table, "openings": FrozenMap(openings)}

    def allowed_at(self, table: Sequence[Tabled | None], cell: int) -> frozenset[str]:
        """The counties that border every tabled neighbour of a space."""
        allowed = None
        for other, _ in self.around[cell]:
            card = table[other]
            if card is not None:
                fits = self.touching[card.term]
                allowed = fits if allowed is None else allowed & fits
        return allowed if allowed is not None else frozenset()

    def misfit(self, table: Sequence[Tabled | None], cell: int, county: str) -> tuple[str, str] | None:
        """(rule, reason) for the first tabled neighbour the county does not border, else None."""
        for other, where in self.around[cell]:
            card = table[other]
            if card is None or county in self.touching[card.term]:
                continue
            if card.nomination is not None:
                return "MAP-X3", f"{county} does not border {card.nomination} (the Transit card {where})"
            return "MAP-P1", f"{county} does not border {card.card} (the card {where})"
        return None

    def neighbours_of(self, table: Sequence[Tabled | None], cell: int) -> list[Tabled]:
        return [table[o] for o, _ in self.around[cell] if table[o] is not None]  # type: ignore[misc]

    def placements(self, state: MapState) -> list[tuple[str, int]]:
        """Every (county, space) the player to move could play from hand right now."""
        hand = set(state.hands[state.turn].counties)
        table = state.table
        openings = state.openings
        if state.pending_transit is not None:
            cells = [o for o, _ in self.around[state.pending_transit] if table[o] is None]
        else:
            cells = sorted(openings)
        out: list[tuple[str, int]] = []
        for cell in cells:
            fits = hand & openings[cell]
            if fits:
                out.extend((county, cell) for county in sorted(fits))
        return out

    def transit_plays(self, state: MapState) -> list[tuple[int, str]]:
        """Every (space, nomination) where a Transit card could go with a County card to follow (MAP-X1)."""
        hand = state.hands[state.turn]
        if not hand.transit or state.pending_transit is not None:
            return []
        table = state.table
        counties = set(hand.counties)
        out = []
        for cell in sorted(state.openings):
            around = self.neighbours_of(table, cell)
            if any(card.nomination is not None for card in around):
                continue
            nominations: frozenset[str] | None = None
            for card in around:
                nominations = (
                    self.bordered[card.card] if nominations is None else nominations & self.bordered[card.card]
                )
            for nomination in sorted(nominations or ()):
                if self._follow_up(table, cell, nomination, counties):
                    out.append((cell, nomination))
        return out

    def _follow_up(self, table: Sequence[Tabled | None], cell: int, nomination: str, counties: set[str]) -> bool:
        """True when some County card of the hand could go beside a Transit card nominated so."""
        candidates = counties & self.touching[nomination]
        if not candidates:
            return False
        for other, _ in self.around[cell]:
            if table[other] is not None:
                continue
            fits = set(candidates)
            for far, _ in self.around[other]:
                card = table[far]
                if far != cell and card is not None:
                    fits &= self.touching[card.term]
                    if not fits:
                        break
            if fits:
                return True
        return False

    # --- what the table's keys may offer ---------------------------------------------------------

    def open_choices(self, state: MapState) -> frozenset[str]:
        """The kinds of go the player to move may try now (MAP-R3, MAP-X1, MAP-O2), so a table
        offers only those keys; whether a particular card or space is allowed is `apply`'s to say."""
        if state.phase != "play":
            return frozenset()
        choices = {"place"}
        if state.pending_transit is None:
            choices.add("draw")
            if state.hands[state.turn].transit:
                choices.add("transit")
        if self.challengeable(state):
            choices.add("challenge")
        return frozenset(choices)

    def transit_refusal(self, state: MapState, cell: int) -> IllegalAction | None:
        """Why no Transit card, whatever its nomination, may go on this space now (None: one may),
        so a table can say so before asking for a nomination."""
        try:
            self._check_transit_holder(state)
            self._check_transit_space(state.table, cell)
        except IllegalAction as refusal:
            return refusal
        return None

    def nothing_fits(self, state: MapState) -> IllegalAction | None:
        """MAP-R3's word when no County card of the hand fits anywhere: a Transit card or a draw is left."""
        if self.placements(state):
            return None
        return IllegalAction(
            "MAP-R3", f"no card in {self._mover(state)}'s hand fits anywhere: play a Transit card or draw"
        )

    # --- the state machine -------------------------------------------------------------------

    def initial(self, names: tuple[str, ...]) -> MapState:
        n = len(names)
        return MapState(
            names=tuple(names),
            hands=tuple(Hand() for _ in names),
            table=(None,) * (self.width * self.height),
            pile=self.transit_cards,
            undealt=Bag.of(self.counties),
            dealer=n - 1,
            turn=0,
            scores=(0,) * n,
        )

    def to_move(self, state: MapState) -> int | None:
        if state.phase == "over":
            return None
        if state.phase == "deal":
            return state.dealer
        return state.turn

    def is_over(self, state: MapState) -> bool:
        return state.phase == "over"

    def is_chance(self, state: MapState) -> bool:
        return state.phase in ("deal", "rest")

    def _to_deal(self, state: MapState) -> tuple[str, ...]:
        return self.first_deck if state.phase == "deal" else self.rest_deck

    def sample_chance(self, state: MapState, rng: random.Random) -> Deal:
        cards = list(self._to_deal(state))
        rng.shuffle(cards)
        if state.phase == "rest":
            return Deal(type="deal", order=cards)
        return Deal(type="deal", order=cards, transit=self.transit_each(len(state.names)))

    def is_setup(self, action: Action) -> bool:
        """A deal is never taken back: undo reaches back to the start of the round at most."""
        return cast(MapAction, action)["type"] == "deal"

    def observe(self, state: MapState, seat: int | None) -> MapState:
        """Other seats' County cards and the cards still to be dealt lie face down, as many as there are.
        Transit cards are all alike, so how many each seat holds (and the pile) stays in view."""
        hands = tuple(
            hand if s == seat else replace(hand, counties=hand.counties.hidden()) for s, hand in enumerate(state.hands)
        )
        return replace(state, hands=hands, undealt=state.undealt.hidden())

    def legal_actions(self, state: MapState) -> list[MapAction]:
        if state.phase != "play":
            return []
        actions: list[MapAction] = []
        if self.challengeable(state):
            actions.append(Challenge(type="challenge", seat=state.turn))
        for county, cell in self.placements(state):
            row, col = self.grid.cell(cell)
            actions.append(Place(type="place", card=county, row=row, col=col))
        if state.pending_transit is not None:
            return actions
        for cell, nomination in self.transit_plays(state):
            row, col = self.grid.cell(cell)
            actions.append(Transit(type="transit", row=row, col=col, nomination=nomination))
        kinds = {a["type"] for a in actions}
        if "place" not in kinds and (self.pile_has_cards(state) or "transit" not in kinds):
            actions.append(Draw(type="draw"))
        return actions

    def challengeable(self, state: MapState, seat: int | None = None) -> bool:
        """MAP-O2: `seat` (by default the player to move) may call out the cards another player has
        placed since a different player last placed one, while no Transit card waits for its County card."""
        caller = state.turn if seat is None else seat
        return (
            self.unchecked
            and state.phase == "play"
            and state.placer is not None
            and state.placer != caller
            and state.pending_transit is None
        )

    def callers(self, state: MapState) -> tuple[int, ...]:
        """Every seat that may call out the open cards now (MAP-O2): any player but their owner."""
        return tuple(seat for seat in range(len(state.names)) if self.challengeable(state, seat))

    def out_of_turn_seats(self, state: MapState) -> tuple[int, ...]:
        """MAP-O2: the players besides the one to move who may call out the open cards now."""
        return tuple(seat for seat in self.callers(state) if seat != state.turn)

    def wrong_card(self, state: MapState, last_only: bool = False) -> int | None:
        """The place in `state.open_cards` of the first card that does not border all its
        neighbours (of the last card alone with `last_only`), or None when they are all right."""
        cards = state.open_cards[-1:] if last_only else state.open_cards
        at = next((i for i, card in enumerate(cards) if not card.legal), None)
        return None if at is None else at + len(state.open_cards) - len(cards)

    def step(self, state: MapState, action: Action) -> MapState:
        if state.phase == "over":
            raise GameOver("MAP-S3", "the game is over; start a new one")
        move = cast(MapAction, action)  # `apply` has checked its shape against ACTIONS
        if state.phase in ("deal", "rest"):
            match move["type"]:
                case "deal":
                    return self._deal(state, move)
            raise NotYourTurn("MAP-R1", "the cards must be dealt first")
        match move["type"]:
            case "place":
                return self._place(state, move)
            case "transit":
                return self._transit(state, move)
            case "draw":
                return self._draw(state)
            case "timeout":
                return self._timeout(state)
            case "challenge":
                return self._challenge(state, move)
            case "deal":
                raise NotYourTurn("MAP-R3", f"a go is a card placed or a Transit card drawn, not {move['type']!r}")
            case _:
                assert_never(move["type"])

    def _deal(self, state: MapState, action: Deal) -> MapState:
        order = list(action["order"])
        expected = self._to_deal(state)
        if sorted(order) != sorted(expected):
            raise IllegalAction(
                "MAP-R1", f"a deal must order exactly the {len(expected)} {self.card_title} cards to be dealt"
            )
        if state.phase == "rest":
            return self._deal_rest(state, order)
        n = len(state.names)
        each = self._dealt_transit(n, action)
        first = next_seat(state.dealer, n)
        dealt = _round_the_table(order[:-1], first, n)
        start = order[-1]
        table: list[Tabled | None] = [None] * (self.width * self.height)
        table[self.centre] = Tabled(start)
        events = (
            f"Round {state.round}: {state.names[state.dealer]} deals; {start} is the starting {self.card_noun}; "
            f"{state.names[first]} goes first (MAP-R1, MAP-R2)",
        )
        return replace(
            state,
            hands=tuple(Hand(Bag.of(cards), each) for cards in dealt),
            table=tuple(table),
            openings=self.openings_of(table),
            pile=self.transit_cards - each * n,
            undealt=Bag.of(self.rest_deck),
            phase="play",
            turn=first,
            pending_transit=None,
            passes=0,
            open_cards=(),
            lost_goes=(),
            out_seat=None,
            goes=0,
            events=events,
        )

    def _dealt_transit(self, players: int, action: Deal) -> int:
        """The Transit cards each player is dealt (MAP-O4): the number the deal records, which must be this
        table's; a deal saved before it was recorded gives what the ruleset listed then."""
        recorded = action.get("transit")
        if recorded is None:
            return self.listed_transit_each(players)
        each = self.transit_each(players)
        if recorded != each:
            raise IllegalAction(
                "MAP-O4", f"this table deals each of {players} players {counted(each, 'Transit card')}, not {recorded}"
            )
        return each

    def _deal_rest(self, state: MapState, order: list[str]) -> MapState:
        """MAP-O3: the remaining nations are dealt, starting with the player who went out."""
        start = state.out_seat if state.out_seat is not None else state.turn
        dealt = _round_the_table(order, start, len(state.names))
        hands = tuple(replace(h, counties=h.counties.put(cards)) for h, cards in zip(state.hands, dealt))
        return replace(
            state,
            hands=hands,
            undealt=Bag(),
            phase="play",
            out_seat=None,
            events=(f"The remaining nations are dealt, starting with {state.names[start]} (MAP-O3)",),
        )

    def _mover(self, state: MapState) -> str:
        return state.names[state.turn]

    def _place(self, state: MapState, action: Place) -> MapState:
        seat = state.turn
        county = self._county(action["card"])
        cell = self._cell(action)
        hand = state.hands[seat]
        if county not in hand.counties:
            raise IllegalAction("MAP-R3", f"{self._mover(state)} holds no {county} card")
        table = state.table
        self._check_free(table, cell)
        if state.pending_transit is not None and cell not in {o for o, _ in self.around[state.pending_transit]}:
            raise IllegalAction(
                "MAP-X1",
                f"the {self.card_title} card must go beside the Transit card just played at "
                f"{self.cell_name(state.pending_transit)}",
            )
        neighbours = self.neighbours_of(table, cell)
        if not neighbours:
            raise IllegalAction("MAP-R3", f"{self.cell_name(cell)} is not next to a tabled card")
        misfit = self.misfit(table, cell, county)
        if misfit is not None and (not self.unchecked or len(hand.counties) == 1):
            raise IllegalAction(*misfit)
        held = hand.counties.take([county])
        double = len(neighbours) >= 2
        events = [f"{self._mover(state)} plays {county} at {self.cell_name(cell)}"]
        if double:
            events.append(f"Double connection: {self._mover(state)} has an extra go (MAP-P3)")
        placed = Placement(cell, seat, misfit is None, misfit[1] if misfit else "")
        state = replace(
            state,
            **self._lay(state, cell, Tabled(county, seat)),
            hands=with_seat(state.hands, seat, replace(hand, counties=held)),
            pending_transit=None,
            passes=0,
            open_cards=self._opened(state, placed),
            goes=state.goes + (0 if state.pending_transit is not None else 1),
            events=tuple(events),
        )
        if not held:
            wrong = self.wrong_card(state) if self.unchecked and not (self.first_nations and state.undealt) else None
            if wrong is not None:
                return self._last_card_checked(state, wrong)
            return self._went_out(state, seat, double)
        return self._next(state, extra=double)

    def _opened(self, state: MapState, placed: Placement) -> tuple[Placement, ...]:
        """MAP-O2: the cards open to a call once `placed` is down: a different player's card closes the
        earlier ones, so only the cards of one player's turn (extra goes included) stay open."""
        if not self.unchecked:
            return ()
        return (*state.open_cards, placed) if state.placer == placed.seat else (placed,)

    def _last_card_checked(self, state: MapState, wrong: int) -> MapState:
        """MAP-O2: a player's last card ends the round at once, so nobody could call the cards of that
        turn any more: they are checked instead, and the first wrong one goes back with what followed."""
        card = state.table[state.open_cards[wrong].cell]
        assert card is not None
        said = (
            f"{self._mover(state)} would go out, but every card of the turn is checked first (MAP-O2): "
            f"{card.card}: {state.open_cards[wrong].why}"
        )
        return self._take_back(state, wrong, said)

    def _take_back(self, state: MapState, wrong: int, said: str) -> MapState:
        """MAP-O2: the wrong card and every card its player placed after it in that turn (their extra goes
        came from it) go back to the player's hand, and that player's go is lost: play passes on from
        them if the turn was still theirs, else goes on with whoever is to play."""
        seat = state.open_cards[wrong].seat
        returned = state.open_cards[wrong:]
        spaces = list(state.table)
        hand = state.hands[seat]
        counties, transit = [], 0
        for placement in returned:
            card = spaces[placement.cell]
            assert card is not None
            if placement.transit:
                transit += 1
            else:
                counties.append(card.card)
            spaces[placement.cell] = None
        table = tuple(spaces)
        hand = replace(hand, counties=hand.counties.put(counties), transit=hand.transit + transit)
        back = ", ".join(counties) + (f" and {counted(transit, 'Transit card')}" if transit else "")
        events = (
            f"{said}. {back} {'goes' if len(returned) == 1 else 'go'} back to {state.names[seat]}, "
            "who loses that go (MAP-O2)",
        )
        state = replace(
            state,
            table=table,
            openings=self.openings_of(table),
            hands=with_seat(state.hands, seat, hand),
            open_cards=(),
            pending_transit=None,
            passes=0,
            events=events,
        )
        return self._next(state, extra=False) if state.turn == seat else state

    def _check_free(self, table: Sequence[Tabled | None], cell: int) -> None:
        card = table[cell]
        if card is not None:
            raise IllegalAction("MAP-P2", f"{self.cell_name(cell)} already holds {card.term}: cards cannot overlap")

    def _check_transit_holder(self, state: MapState) -> None:
        """MAP-X1: a Transit card is played at the start of a go, by a player who holds one."""
        if state.pending_transit is not None:
            raise IllegalAction("MAP-X1", f"first play a {self.card_title} card beside the Transit card just played")
        if not state.hands[state.turn].transit:
            raise IllegalAction("MAP-X1", f"{self._mover(state)} holds no Transit card")

    def _check_transit_space(self, table: Sequence[Tabled | None], cell: int) -> list[tuple[Tabled, str]]:
        """The tabled cards beside a free space where a Transit card may lie (MAP-P2, MAP-R3, MAP-X2)."""
        self._check_free(table, cell)
        neighbours = [(card, where) for o, where in self.around[cell] if (card := table[o]) is not None]
        if not neighbours:
            raise IllegalAction("MAP-R3", f"{self.cell_name(cell)} is not next to a tabled card")
        for card, where in neighbours:
            if card.nomination is not None:
                raise IllegalAction("MAP-X2", f"Transit cards may not lie side by side (there is one {where})")
        return neighbours

    def _transit(self, state: MapState, action: Transit) -> MapState:
        seat = state.turn
        hand = state.hands[seat]
        self._check_transit_holder(state)
        cell = self._cell(action)
        raw = action["nomination"]
        try:
            nomination = self.deck.resolve(raw)
        except UnknownArea as err:
            raise IllegalAction("MAP-X1", f"cannot nominate {raw!r}: {err}") from None
        table = state.table
        for card, where in self._check_transit_space(table, cell):
            if nomination not in self.bordered[card.card]:
                raise IllegalAction("MAP-X1", f"{card.card} (the card {where}) does not border {nomination}")
        if not self._follow_up(table, cell, nomination, set(hand.counties)):
            raise IllegalAction(
                "MAP-X1",
                f"no {self.card_title} card in {self._mover(state)}'s hand borders {nomination} "
                f"and fits in a free space beside {self.cell_name(cell)}",
            )
        return replace(
            state,
            **self._lay(state, cell, Tabled(TRANSIT, seat, nomination)),
            hands=with_seat(state.hands, seat, replace(hand, transit=hand.transit - 1)),
            pending_transit=cell,
            open_cards=self._opened(state, Placement(cell, seat, True, transit=True)),
            goes=state.goes + 1,
            events=(
                f"{self._mover(state)} plays a Transit card at {self.cell_name(cell)} as {nomination}; "
                f"now a {self.card_title} card beside it (MAP-X1)",
            ),
        )

    def _draw(self, state: MapState) -> MapState:
        if state.pending_transit is not None:
            raise IllegalAction("MAP-X1", f"the go is not over: play a {self.card_title} card beside the Transit card")
        found = self.placements(state)
        if found:
            county, cell = found[0]
            raise IllegalAction(
                "MAP-R3",
                f"{self._mover(state)} can go ({county} fits at {self.cell_name(cell)}): "
                "a Transit card is drawn only when unable to go",
            )
        transit = self.transit_plays(state) if not self.pile_has_cards(state) else []
        if transit:
            cell, nomination = transit[0]
            raise IllegalAction(
                "MAP-S2",
                f"{self._mover(state)} can go: a Transit card fits at {self.cell_name(cell)} as {nomination}, "
                "and the pile is empty",
            )
        return self._lose_go(state, f"{self._mover(state)} cannot go", "MAP-R3")

    def _lose_go(self, state: MapState, opening: str, rule: str, unable: bool = True) -> MapState:
        seat = state.turn
        hand = state.hands[seat]
        if self.pile_has_cards(state):
            hands = with_seat(state.hands, seat, replace(hand, transit=hand.transit + 1))
            state = replace(
                state,
                hands=hands,
                pile=state.pile - 1,
                passes=-1,
                events=(f"{opening} and draws a Transit card ({rule})",),
            )
        else:
            state = replace(state, events=(f"{opening}; the Transit pile is empty ({rule})",))
        return self._no_play(state, unable)

    def _no_play(self, state: MapState, unable: bool) -> MapState:
        """A go without a card played. MAP-S2: once the pile is empty, a whole turn of the table
        in which nobody could go (and no hand changed) ends the round: nothing can change any more.
        A go lost to the sand timer or a failed call (MAP-O1, O2) says nothing of who could go, so
        the count starts again."""
        state = replace(state, passes=state.passes + 1 if unable else 0, goes=state.goes + 1)
        if not self.pile_has_cards(state) and state.passes >= len(state.names):
            return self._end_round(
                replace(state, events=state.events + ("Nobody can go: the round is over (MAP-S2)",)), None
            )
        return self._next(state, extra=False)

    def _timeout(self, state: MapState) -> MapState:
        if not self.sand_timer:
            raise IllegalAction("MAP-O1", "the sand timer is not in use in this game")
        if state.pending_transit is not None:
            seat = state.turn
            hand = state.hands[seat]
            state = replace(
                state,
                **self._lay(state, state.pending_transit, None),
                hands=with_seat(state.hands, seat, replace(hand, transit=hand.transit + 1)),
                pending_transit=None,
                open_cards=tuple(card for card in state.open_cards if card.cell != state.pending_transit),
                goes=state.goes - 1,
            )
        return self._lose_go(state, f"The sand has run out: {self._mover(state)} loses the go", "MAP-O1", unable=False)

    def _challenge(self, state: MapState, action: Challenge) -> MapState:
        if not self.unchecked:
            raise IllegalAction("MAP-O2", "every placement is checked as it is made in this game")
        caller = action.get("seat", state.turn)
        if not 0 <= caller < len(state.names):
            raise IllegalAction("MAP-O2", f"who calls? name a seat from 0 to {len(state.names) - 1}")
        name = state.names[caller]
        if state.placer == caller and state.pending_transit is None:
            raise IllegalAction("MAP-O2", f"{name} cannot call out {name}'s own cards")
        if not self.challengeable(state, caller):
            raise IllegalAction(
                "MAP-O2",
                "there is no card to call out: only the cards another player placed, "
                "before a different player places one",
            )
        placer = state.names[state.placer]  # type: ignore[index]
        last_only = "seat" not in action
        wrong = self.wrong_card(state, last_only)
        if wrong is not None:
            card = state.table[state.open_cards[wrong].cell]
            assert card is not None
            return self._take_back(state, wrong, f"{name} calls out {card.card}: {state.open_cards[wrong].why}")
        checked = ", ".join(
            f"{card.card} at {self.cell_name(p.cell)}"
            for p in (state.open_cards[-1:] if last_only else state.open_cards)
            if not p.transit and (card := state.table[p.cell]) is not None
        )
        said = f"{name} calls out {placer}'s cards, but each borders all its neighbours ({checked})"
        state = replace(state, open_cards=())
        if caller == state.turn:
            return self._no_play(replace(state, events=(f"{said}: {name} loses the go (MAP-O2)",)), unable=False)
        lost = list(state.lost_goes or (0,) * len(state.names))
        lost[caller] += 1
        return replace(state, lost_goes=tuple(lost), events=(f"{said}: {name} will lose the next go (MAP-O2)",))

    def _went_out(self, state: MapState, seat: int, double: bool) -> MapState:
        if self.first_nations and state.undealt:
            state = replace(
                state,
                phase="rest",
                out_seat=seat,
                events=state.events + (f"{state.names[seat]} has played the last card of the first nations (MAP-O3)",),
            )
            return self._next(state, extra=double, phase="rest")
        return self._end_round(
            replace(
                state,
                events=state.events
                + (f"{state.names[seat]} has played every {self.card_title} card and wins the round (MAP-S1)",),
            ),
            seat,
        )

    def _next(self, state: MapState, extra: bool, phase: str = "play") -> MapState:
        if state.pending_transit is not None:
            return state
        turn = state.turn if extra else self._left_of(state, state.turn)
        lost, events = list(state.lost_goes), list(state.events)
        while not extra and lost and lost[turn]:
            lost[turn] -= 1
            events.append(f"{state.names[turn]} loses this go for a mistaken call (MAP-O2)")
            turn = self._left_of(state, turn)
        lost_goes = tuple(lost) if any(lost) else ()
        skipped = len(events) - len(state.events)
        return replace(
            state,
            turn=turn,
            phase=phase,
            lost_goes=lost_goes,
            events=tuple(events),
            passes=0 if skipped else state.passes,
            goes=state.goes + skipped,
        )

    @staticmethod
    def _left_of(state: MapState, seat: int) -> int:
        """The seat to the left of `seat` (the game always has two players or more)."""
        return (seat + 1) % len(state.names)

    def _end_round(self, state: MapState, winner: int | None) -> MapState:
        """MAP-S1/S2/S3: one point per County card left in hand; then the deal passes left."""
        points = leftover_points([len(h.counties) for h in state.hands], self.points_per_card)
        result = close_round(state.scores, points, state.round, winner)
        n = len(state.names)
        summary = ", ".join(f"{name} +{p}" for name, p in zip(state.names, points))
        state = replace(
            state,
            scores=result.totals,
            results=state.results + (result,),
            round_goes=state.round_goes + (state.goes,),
            pending_transit=None,
            open_cards=(),
            lost_goes=(),
            events=state.events + (f"Round {state.round} scores: {summary} (MAP-S1)",),
        )
        if state.round >= self.rounds(n):
            return replace(state, phase="over")
        return replace(state, phase="deal", round=state.round + 1, dealer=next_seat(state.dealer, n))

    # --- reading the state --------------------------------------------------------------------

    def result(self, states: Sequence[MapState], actions: Sequence[Action]) -> Result:
        state = states[-1]
        if state.phase != "over":
            raise IllegalAction("MAP-S3", "the game is not over yet")
        winners = tuple(leaders(state.scores, lowest=True))
        table = tuple(
            {"seat": s, "points": state.scores[s], "rounds": [r[s] for r in state.round_points]}
            for s in range(len(state.names))
        )
        rounds = counted(len(state.results), "round")
        return Result(
            winners,
            f"fewest points after {rounds} (MAP-S3)",
            float(state.scores[winners[0]]),
            "points",
            table,
            scores=tuple(float(points) for points in state.scores),
            records=tuple(
                Figure(seat, "fewest points", float(points), f"after {rounds}", lower_is_better=True)
                for seat, points in enumerate(state.scores)
            ),
            averages={"rounds": float(len(state.results))},
        )

    def standings(self, state: MapState) -> list[dict[str, Any]]:
        return [
            {
                "name": state.names[s],
                "points": state.scores[s],
                "rounds": [r[s] for r in state.round_points],
                "cards": len(hand.counties),
                "transit": hand.transit,
            }
            for s, hand in enumerate(state.hands)
        ]

    def describe(self, state: MapState, action: Action) -> str:
        move = cast(MapAction, action)  # a move played, so its shape was checked
        who = state.names[self.to_move(state) or 0] if state.phase != "over" else ""
        match move["type"]:
            case "deal":
                return (
                    f"{state.names[state.dealer]} deals" if state.phase == "deal" else "The remaining nations are dealt"
                )
            case "place":
                return f"{who} plays {move['card']} at {self.cell_name(self.grid.index((move['row'], move['col'])))}"
            case "transit":
                where = self.cell_name(self.grid.index((move["row"], move["col"])))
                return f"{who} plays a Transit card as {move['nomination']} at {where}"
            case "draw":
                return f"{who} cannot go and draws a Transit card"
            case "timeout":
                return f"{who} runs out of time"
            case "challenge":
                caller = move.get("seat")
                name = state.names[caller] if caller is not None and 0 <= caller < len(state.names) else who
                return f"{name} calls out the last card" if caller is None else f"{name} calls out a card"
            case _:
                assert_never(move["type"])


def _round_the_table(cards: Sequence[str], first: int, players: int) -> list[list[str]]:
    """Cards dealt one at a time round the table to the left, starting with seat `first`."""
    hands: list[list[str]] = [[] for _ in range(players)]
    order = seats_from(first, players)
    for i, card in enumerate(cards):
        hands[order[i % players]].append(card)
    return hands


KIND = GameKind(
    Mapominoes,
    player="parlorgames.bots.mapominoes:choose",
    view="parlorgames.tui.views.mapominoes:MapominoesView",
    hints="parlorgames.bots.mapominoes:hints",
    hints_ranked_by="the spaces a card fits: the most first",
    out_of_turn="parlorgames.bots.mapominoes:call_out",
    review="parlorgames.bots.mapominoes:REVIEW",
)
