"""Computer players playing whole games, for `simulate`, benchmarks and property tests."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .kinds import Player, kind_named
from .levels import DEFAULT_LEVEL
from .rules import Action, Result, Rules
from .ruleset import Ruleset
from .session import Seat, Session

MOVE_LIMIT = 100_000


def play_out(
    rules: Rules,
    names: tuple[str, ...],
    rng: random.Random,
    watch: Callable[[Any], None] | None = None,
    player: Player | None = None,
    actions: list[Action] | None = None,
    levels: Sequence[str | None] = (),
    start: Any | None = None,
) -> tuple[Any, int]:
    """Play one game to the end with computer players; returns the final state and the move count.

    Each seat decides from its own observation, at its level in `levels` (by seat; "normal" where
    none is given). `player` defaults to the one registered with the kind; `watch` sees every
    state, so tests can check invariants (tiles conserved, …) along the way. With `start`, play
    goes on from that state rather than a fresh game (benchmarks follow two plays from one position).
    """
    choose = player or kind_named(rules.kind).computer_player()
    levels = tuple(levels) + (None,) * (len(names) - len(levels))
    state = rules.initial(names) if start is None else start
    moves = 0
    while not rules.is_over(state):
        if rules.is_chance(state):
            action = rules.sample_chance(state, rng)
        else:
            seat = rules.to_move(state)
            assert seat is not None, "a game not over, and not at chance, has a seat to move"
            action = choose(rules, rules.observe(state, seat), rng, levels[seat] or DEFAULT_LEVEL)
        state = rules.apply(state, action)
        moves += 1
        if actions is not None:
            actions.append(action)
        if watch is not None:
            watch(state)
        if moves > MOVE_LIMIT:
            raise RuntimeError(f"{rules.kind}: no end after {MOVE_LIMIT} moves")
    return state, moves


def a_few_moves_in(ruleset: Ruleset, seed: int, moves: int, names: tuple[str, str] = ("Ann", "Bob")) -> Session:
    """A seeded game at least `moves` actions in, the first seat (a person) to move and the second a
    computer: every seat is played by the computer player up to there. For pictures of the table (and
    the tests of how it looks), where no computer may be thinking when the picture is taken."""
    session: Session = Session(ruleset, [Seat(names[0], True), Seat(names[1], True)], seed)
    rules = session.rules
    while not (
        len(session.actions) >= moves
        and rules.to_move(session.state) == 0
        and (not rules.is_chance(session.state) or rules.chance_is_gesture(session.state))
    ):
        if session.over:
            raise ValueError(f"{ruleset.name}: the game ended before the first seat was to move again")
        if session.automatic_chance:
            session.resolve_chance()
        elif session.bot_step() is None:
            raise ValueError(f"{ruleset.name}: no seat to move after {len(session.actions)} actions")
    session.seats[0] = Seat(names[0])
    return session


@dataclass(frozen=True)
class Summary:
    games: int
    figure_name: str
    mean: float
    min: float
    max: float
    wins: tuple[float, ...]
    moves_mean: float
    figure_means: Mapping[str, float] = field(default_factory=dict)
    """The mean of each of the game's own figures (`Result.averages`), e.g. rounds."""

    def to_json(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "figure": self.figure_name,
            "mean": round(self.mean, 3),
            "min": self.min,
            "max": self.max,
            "wins": list(self.wins),
            "moves_mean": round(self.moves_mean, 2),
            **{f"{name}_mean": round(mean, 3) for name, mean in self.figure_means.items()},
        }


def summarise(results: Sequence[Result], moves: list[int], seats: int) -> Summary:
    """Mean/min/max of the headline figure; a shared win counts as a fraction for each winner;
    the mean of each of the game's own figures every game reported."""
    figures = [r.figure for r in results if r.figure is not None]
    wins = [0.0] * seats
    for result in results:
        for seat in result.winners:
            wins[seat] += result.share(seat)
    return Summary(
        games=len(results),
        figure_name=results[0].figure_name if results else "",
        mean=statistics.fmean(figures) if figures else 0.0,
        min=min(figures) if figures else 0.0,
        max=max(figures) if figures else 0.0,
        wins=tuple(round(w, 3) for w in wins),
        moves_mean=statistics.fmean(moves) if moves else 0.0,
        figure_means=_figure_means([r.averages for r in results]),
    )


def _figure_means(figures: Sequence[Mapping[str, float]]) -> dict[str, float]:
    shared = set.intersection(*(set(f) for f in figures)) if figures else set()
    return {name: statistics.fmean(f[name] for f in figures) for name in sorted(shared)}
