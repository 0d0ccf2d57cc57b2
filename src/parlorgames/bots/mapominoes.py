"""The computer player for Mapominoes, following the sheet's strategy tips.

Shed cards with few borders (and islands) early, seek double connections for the extra go, open
regions where its own hand holds the neighbours, leave few free sides near the table's edge, and
keep Transit cards until no County card fits and the pile is empty or the hand is nearly out.
One decision looks only at the current table, so it stays well under a millisecond or two.
It decides from its own seat's observation: the table, its own hand and the counts of the others.
"""

from __future__ import annotations

import random

from ..engine.rules import Action
from ..games.mapominoes import Mapominoes, MapState

DOUBLE_BONUS = 12.0
FEW_BORDERS_WEIGHT = 1.5
OWN_NEIGHBOUR_WEIGHT = 1.0
OPEN_SIDE_PENALTY = 0.4
TRANSIT_HAND_LIMIT = 4
"""With this many County cards or fewer left, a Transit card is worth spending at once."""
HARD_FEW_BORDERS_WEIGHT = 2.0
ISLAND_BONUS = 3.0
"""Hard sheds islands (cards bordering nothing) and few-border cards before anything else."""


def choose(rules: Mapominoes, seen: MapState, rng: random.Random, level: str = "normal") -> Action:
    """The go for the seat to move, from what that seat sees (`rules.observe`): easy any legal
    placement at random, normal the sheet's tips, hard the same with islands and few-border cards
    weighed more. Both keep Transit cards for when nothing else fits: spending one as soon as it frees
    two stuck cards lost more games than it won (bench/bench_ladder.py)."""
    last = seen.last_placement
    if rules.challengeable(seen) and last is not None and not last.legal:
        return {"type": "challenge"}
    if level == "easy":
        return _random_go(rules, seen, rng)
    hand = seen.hands[seen.turn]
    own = set(hand.counties)
    best: tuple[float, str, int] | None = None
    for county, cell in rules.placements(seen):
        score = _placement_score(rules, seen, county, cell, own, level == "hard") + rng.random() * 0.01
        if best is None or score > best[0]:
            best = (score, county, cell)
    if best is not None:
        row, col = rules.grid.cell(best[2])
        return {"type": "place", "card": best[1], "row": row, "col": col}
    if hand.transit and (seen.pile == 0 or hand.transit > 1 or len(hand.counties) <= TRANSIT_HAND_LIMIT):
        transit = _best_transit(rules, seen, own, rng)
        if transit is not None:
            return transit
    return {"type": "draw"}


def _random_go(rules: Mapominoes, seen: MapState, rng: random.Random) -> Action:
    """Any placement that fits, else a Transit play, else a draw: the easy player."""
    placements = sorted(rules.placements(seen))
    if placements:
        county, cell = rng.choice(placements)
        row, col = rules.grid.cell(cell)
        return {"type": "place", "card": county, "row": row, "col": col}
    transits = sorted(rules.transit_plays(seen)) if seen.hands[seen.turn].transit else []
    if transits:
        cell, nomination = rng.choice(transits)
        row, col = rules.grid.cell(cell)
        return {"type": "transit", "row": row, "col": col, "nomination": nomination}
    return {"type": "draw"}


def _placement_score(rules: Mapominoes, seen: MapState, county: str, cell: int, own: set[str], hard: bool = False) -> float:
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


def _best_transit(rules: Mapominoes, seen: MapState, own: set[str], rng: random.Random) -> Action | None:
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
    return {"type": "transit", "row": row, "col": col, "nomination": best[2]}
