"""The computer player for Mapominoes, following the sheet's strategy tips.

Shed cards with few borders (and islands) early, seek double connections for the extra go, open
regions where its own hand holds the neighbours, leave few free sides near the table's edge, and
keep Transit cards until no County card fits and the pile is empty or the hand is nearly out.
It decides from its own seat's observation: the table, its own hand and the counts of the others.

Hard also counts the cards: every County card is dealt, so the cards neither on the table nor in
its hand are its rivals' (MAP-R1). A round ends with the table locked more often than with a
player out (MAP-S2), so what counts is how many cards each side can still place: hard weighs
what a placement opens or closes for its own hand and for its rivals' (spaces where a card fits,
double connections offered), spends a Transit card on an island as soon as one can go (an island
borders no county: beside a Transit card is the only place it fits, MAP-X1), and draws rather than
spends while the pile lasts (a drawn Transit card is one the rivals cannot draw).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import cast

from ..engine.actions import assert_never
from ..engine.kinds import Appraiser, Hint
from ..engine.rules import Action
from ..games.mapominoes import Mapominoes, MapState, Tabled
from ..games.mapominoes.actions import Challenge, Draw, MapAction, Place, Transit
from . import MOST_HINTS, awaits_choice

DOUBLE_BONUS = 12.0
FEW_BORDERS_WEIGHT = 1.5
OWN_NEIGHBOUR_WEIGHT = 1.0
OPEN_SIDE_PENALTY = 0.4
TRANSIT_HAND_LIMIT = 4
"""With this many County cards or fewer left, a Transit card is worth spending at once."""
HARD_FEW_BORDERS_WEIGHT = 2.0
ISLAND_BONUS = 3.0
"""Hard sheds islands (cards bordering nothing) and few-border cards before anything else."""
OWN_REACH_WEIGHT = 1.0
RIVAL_REACH_WEIGHT = 1.5
RIVAL_DOUBLE_PENALTY = 4.0
"""Hard: a card of its own hand that gains (or loses) a space to go, a rival card likewise, and
a double connection opened for a rival (an extra go for them, MAP-P3)."""


def choose(rules: Mapominoes, seen: MapState, rng: random.Random, level: str = "normal") -> MapAction:
    """The go for the seat to move, from what that seat sees (`rules.observe`): easy any legal
    placement at random, normal the sheet's tips, hard the same weighed by what each placement
    opens for its hand and its rivals', with islands sent out on Transit cards."""
    if calls_out(rules, seen, seen.turn, level):
        return Challenge(type="challenge", seat=seen.turn)
    if level == "easy":
        return _random_go(rules, seen, rng)
    hand = seen.hands[seen.turn]
    own = set(hand.counties)
    hard = level == "hard"
    if hard and hand.transit and seen.pending_transit is None:
        island = island_transit(rules, seen)
        if island is not None and not any(
            len(rules.neighbours_of(seen.table, cell)) >= 2 for _, cell in rules.placements(seen)
        ):
            return island
    best = best_placement(rules, seen, hard, rng)
    if best is not None:
        return best
    if hand.transit and (
        seen.pile <= 0 or (not hard and (hand.transit > 1 or len(hand.counties) <= TRANSIT_HAND_LIMIT))
    ):
        transit = _best_transit(rules, seen, own, rng)
        if transit is not None:
            return transit
    return Draw(type="draw")


def calls_out(rules: Mapominoes, seen: MapState, seat: int, level: str = "normal") -> bool:
    """Whether a computer at `seat` calls out the cards open to a call (MAP-O2), by its own judgement:
    it knows the map, so it checks every card of the turn against its neighbours (easy only the last
    card laid) and calls only on a wrong one, so it never loses a go to a mistaken call."""
    return rules.challengeable(seen, seat) and rules.wrong_card(seen, last_only=level == "easy") is not None


def call_out(rules: Mapominoes, seen: MapState, seat: int, level: str = "normal") -> Challenge | None:
    """A computer seat's call out of turn (MAP-O2): the call when its own judgement finds a wrong card."""
    return Challenge(type="challenge", seat=seat) if calls_out(rules, seen, seat, level) else None


def fitting_cards(rules: Mapominoes, seen: MapState) -> dict[str, list[tuple[int, int]]]:
    """The cards of the seat's hand that can go now, each with the spaces (row, column) where it
    fits: what a hint shows."""
    out: dict[str, list[tuple[int, int]]] = {}
    for county, cell in rules.placements(seen):
        out.setdefault(county, []).append(rules.grid.cell(cell))
    return out


def rival_cards(rules: Mapominoes, seen: MapState) -> frozenset[str]:
    """The County cards the seat's rivals hold, as far as the seat can count them: every card is
    dealt (MAP-R1), so those neither on the table nor in its hand (nor still to be dealt)."""
    tabled = {card.card for card in seen.table if card is not None}
    hand = set(seen.hands[seen.turn].counties)
    rest = set(rules.rest_deck) if seen.undealt else set()
    return frozenset(rules.counties) - tabled - hand - rest


def best_placement(rules: Mapominoes, seen: MapState, hard: bool, rng: random.Random) -> Place | None:
    """The highest-scoring placement (normal: the sheet's tips; hard: weighed by reach too)."""
    hand = seen.hands[seen.turn]
    own = set(hand.counties)
    rivals = rival_cards(rules, seen) if hard else frozenset()
    best: tuple[float, str, int] | None = None
    for county, cell in rules.placements(seen):
        score = _placement_score(rules, seen, county, cell, own, hard)
        if hard:
            score += _reach_change(rules, seen, county, cell, own - {county}, rivals)
        score += rng.random() * 0.01
        if best is None or score > best[0]:
            best = (score, county, cell)
    if best is None:
        return None
    row, col = rules.grid.cell(best[2])
    return Place(type="place", card=best[1], row=row, col=col)


def _reach_change(
    rules: Mapominoes, seen: MapState, county: str, cell: int, own: set[str], rivals: frozenset[str]
) -> float:
    """What placing `county` at `cell` changes around it: the cards of the hand and the rivals'
    that gain or lose a space where they fit, and the double connections open to the rivals."""
    table = list(seen.table)
    spaces = [cell, *(other for other, _ in rules.around[cell] if table[other] is None)]
    before = _reach(rules, seen.table, spaces, own, rivals)
    table[cell] = Tabled(county, seen.turn)
    after = _reach(rules, table, spaces[1:], own, rivals)
    mine, theirs, doubles = (a - b for a, b in zip(after, before))
    return OWN_REACH_WEIGHT * mine - RIVAL_REACH_WEIGHT * theirs - RIVAL_DOUBLE_PENALTY * doubles


def _reach(
    rules: Mapominoes,
    table: list[Tabled | None] | tuple[Tabled | None, ...],
    spaces: Iterable[int],
    own: set[str],
    rivals: frozenset[str],
) -> tuple[int, int, int]:
    """Over these free spaces: (own cards that fit, rival cards that fit, spaces where a rival card
    would make a double connection), each card counted once a space."""
    mine = theirs = doubles = 0
    for space in spaces:
        neighbours = rules.neighbours_of(table, space)
        if not neighbours:
            continue
        allowed = rules.allowed_at(table, space)
        mine += len(allowed & own)
        fits = len(allowed & rivals)
        theirs += fits
        doubles += bool(fits) and len(neighbours) >= 2
    return mine, theirs, doubles


def island_transit(rules: Mapominoes, seen: MapState) -> Transit | None:
    """A Transit play that lets an island of the hand go beside it (MAP-X1), if there is one."""
    islands = {c for c in seen.hands[seen.turn].counties if not rules.deck.areas[c].borders}
    for cell, nomination in rules.transit_plays(seen) if islands else ():
        if islands & rules.touching[nomination]:
            row, col = rules.grid.cell(cell)
            return Transit(type="transit", row=row, col=col, nomination=nomination)
    return None


def _random_go(rules: Mapominoes, seen: MapState, rng: random.Random) -> MapAction:
    """Any placement that fits, else a Transit play, else a draw: the easy player."""
    placements = sorted(rules.placements(seen))
    if placements:
        county, cell = rng.choice(placements)
        row, col = rules.grid.cell(cell)
        return Place(type="place", card=county, row=row, col=col)
    transits = sorted(rules.transit_plays(seen)) if seen.hands[seen.turn].transit else []
    if transits:
        cell, nomination = rng.choice(transits)
        row, col = rules.grid.cell(cell)
        return Transit(type="transit", row=row, col=col, nomination=nomination)
    return Draw(type="draw")


def _placement_score(
    rules: Mapominoes, seen: MapState, county: str, cell: int, own: set[str], hard: bool = False
) -> float:
    table = seen.table
    neighbours = 0
    open_sides = 0
    for other, _ in rules.around[cell]:
        if table[other] is None:
            open_sides += 1
        else:
            neighbours += 1
    borders = rules.deck.areas[county].borders
    score = -(HARD_FEW_BORDERS_WEIGHT if hard else FEW_BORDERS_WEIGHT) * len(borders)
    if hard and not borders:
        score += ISLAND_BONUS
    score += OWN_NEIGHBOUR_WEIGHT * len(borders & own)
    score -= OPEN_SIDE_PENALTY * open_sides
    if neighbours >= 2:
        score += DOUBLE_BONUS
    return score


def _best_transit(rules: Mapominoes, seen: MapState, own: set[str], rng: random.Random) -> Transit | None:
    """The Transit play that reaches the most cards of the hand, the hardest to place first."""
    best: tuple[float, int, str] | None = None
    for cell, nomination in rules.transit_plays(seen):
        reached = own & rules.touching[nomination]
        if not reached:
            continue
        hardest = min(len(rules.deck.areas[c].borders) for c in reached)
        score = len(reached) - hardest + rng.random() * 0.01
        if best is None or score > best[0]:
            best = (score, cell, nomination)
    if best is None:
        return None
    row, col = rules.grid.cell(best[1])
    return Transit(type="transit", row=row, col=col, nomination=best[2])


def hints(rules: Mapominoes, seen: MapState) -> list[Hint]:
    """The cards in hand that fit now and the spaces where they go, those with most spaces first; with
    none, where a Transit card could go and what it could stand for (MAP-X1); with none of those, how
    the go ends."""
    if not awaits_choice(rules, seen) or seen.phase != "play":
        return []
    found = []
    for county, spaces in sorted(fitting_cards(rules, seen).items(), key=lambda item: (-len(item[1]), item[0])):
        names = [rules.cell_name(rules.grid.index(space)) for space in spaces]
        where = ", ".join(names[:4]) + (" …" if len(names) > 4 else "")
        row, col = spaces[0]
        found.append(Hint(f"{county} fits at {where}", Place(type="place", card=county, row=row, col=col)))
    if not found and seen.hands[seen.turn].transit:
        for cell, nomination in rules.transit_plays(seen):
            row, col = rules.grid.cell(cell)
            action = Transit(type="transit", row=row, col=col, nomination=nomination)
            found.append(Hint(f"A Transit card at {rules.cell_name(cell)} as {nomination}", action))
    if found:
        return found[:MOST_HINTS]
    if seen.pile:
        return [Hint("No card fits", ways_on=(("draw", "draws a Transit card and ends your go (MAP-R3)"),))]
    return [Hint("No card fits and the Transit pile is empty", ways_on=(("draw", "ends your go (MAP-R3)"),))]


def worth(rules: Mapominoes, seen: MapState, action: Action) -> float | None:
    """For a review: the County cards a go sheds (only they count against a player, MAP-S1), counting a
    double connection's extra go as one more (MAP-P3); a Transit card sheds the County card that must
    follow it (MAP-X1), a draw none. A call out (MAP-O2) is not weighed in cards."""
    move = cast(MapAction, action)
    match move["type"]:
        case "place":
            cell = rules.grid.index((move["row"], move["col"]))
            return 1.0 + (len(rules.neighbours_of(seen.table, cell)) >= 2)
        case "transit":
            return 1.0
        case "draw":
            return 0.0
        case "deal" | "timeout" | "challenge":
            return None
        case _:
            assert_never(move["type"])


MISSED_SHOWN = 3
"""The most missed double connections a review names for one move."""


def missed_doubles(rules: Mapominoes, seen: MapState, action: Action) -> list[str]:
    """For a review: the double connections open (MAP-P3) when the go made none."""
    if cast(MapAction, action)["type"] not in ("place", "transit", "draw") or (worth(rules, seen, action) or 0) >= 2:
        return []
    doubles = [
        (county, cell) for county, cell in rules.placements(seen) if len(rules.neighbours_of(seen.table, cell)) >= 2
    ]
    return [f"{county} at {rules.cell_name(cell)}" for county, cell in doubles[:MISSED_SHOWN]]


REVIEW = Appraiser("cards", "card", worth, missed_doubles, medium=1, large=2, missed_what="double connections")
"""A card not shed is a medium loss, two (a double connection's extra go as well) a large one."""
