"""Computer players playing whole games, for `simulate`, benchmarks and property tests."""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass
from typing import Any, Callable

from .kinds import Player, kind_named
from .rules import Outcome, Rules

MOVE_LIMIT = 100_000


def play_out(
    rules: Rules,
    names: tuple[str, ...],
    rng: random.Random,
    watch: Callable[[Any], None] | None = None,
    player: Player | None = None,
) -> tuple[Any, int]:
    """Play one game to the end with computer players; returns the final state and the move count.

    Each seat decides from its own observation. `player` defaults to the one registered with the
    kind; `watch` sees every state, so tests can check invariants (tiles conserved, …) along the way.
    """
    choose = player or kind_named(rules.kind).computer_player()
    state = rules.initial(names)
    moves = 0
    while not rules.is_over(state):
        if rules.is_chance(state):
            action = rules.sample_chance(state, rng)
        else:
            action = choose(rules, rules.observe(state, rules.to_move(state)), rng)
        state = rules.apply(state, action)
        moves += 1
        if watch is not None:
            watch(state)
        if moves > MOVE_LIMIT:
            raise RuntimeError(f"{rules.kind}: no end after {MOVE_LIMIT} moves")
    return state, moves


@dataclass(frozen=True)
class Summary:
    games: int
    figure_name: str
    mean: float
    min: float
    max: float
    wins: tuple[float, ...]
    moves_mean: float

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "figure": self.figure_name,
            "mean": round(self.mean, 3),
            "min": self.min,
            "max": self.max,
            "wins": list(self.wins),
            "moves_mean": round(self.moves_mean, 2),
        }


def summarise(outcomes: list[Outcome], moves: list[int], seats: int) -> Summary:
    """Mean/min/max of the headline figure; a shared win counts as a fraction for each winner."""
    figures = [o.figure for o in outcomes if o.figure is not None]
    wins = [0.0] * seats
    for outcome in outcomes:
        for seat in outcome.winners:
            wins[seat] += 1 / len(outcome.winners)
    return Summary(
        games=len(outcomes),
        figure_name=outcomes[0].figure_name if outcomes else "",
        mean=statistics.fmean(figures) if figures else 0.0,
        min=min(figures) if figures else 0.0,
        max=max(figures) if figures else 0.0,
        wins=tuple(round(w, 3) for w in wins),
        moves_mean=statistics.fmean(moves) if moves else 0.0,
    )
