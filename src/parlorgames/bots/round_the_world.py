"""The computer captain: the only choice in Round the World is the disaster waiver (RTW-T5).

Easy takes the waiver or sails at random; normal always waives (a fresh spin is rarely worse);
hard decides from the expected number of turns still to sail, solved once per ruleset over the
track as a Markov chain whose states are (station, just repaired).  On the shipped board waiving
is always the quicker way home, by about one turn, and the waiver comes up in few games, so the
levels hardly differ in wins: bench/bench_ladder.py reports this game's choice by what it is worth
in expected turns instead of a win rate.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import cast

from ..engine.actions import assert_never
from ..engine.kinds import Appraiser, Hint, nothing_missed
from ..engine.rules import Action
from ..games.round_the_world import RoundTheWorld, RTWAction, RTWState, Sail, Waive
from . import awaits_choice

SWEEPS = 400
"""Value-iteration sweeps; the track is a race forward, so far fewer are needed to settle."""


def choose(rules: RoundTheWorld, seen: RTWState, rng: random.Random, level: str = "normal") -> RTWAction:
    """Sail or waive a spin that would wreck a repaired ship again, at the captain's level.

    `seen` is the captain's observation (the whole table: nothing in this game is hidden)."""
    if level == "easy":
        either_way: list[RTWAction] = [Waive(type="waive"), Sail(type="sail")]
        return rng.choice(either_way)
    if level == "hard":
        either = waiver_expectations(rules, seen)
        if either is not None and either[0] < either[1]:
            return Sail(type="sail")
    return Waive(type="waive")


def waiver_expectations(rules: RoundTheWorld, seen: RTWState) -> tuple[float, float] | None:
    """(sail, waive): the expected turns still to sail to New York either way, for the captain to
    move when a waiver is offered (RTW-T5); None when no waiver is offered.  A turn is a spin of
    the Commodore's dial (RTW-D2: ten days), lost spins included."""
    if seen.pending_spin is None or seen.finished:
        return None
    return expected_turns_either_way(rules, seen.ships[seen.turn].station, seen.pending_spin)


def expected_turns_either_way(rules: RoundTheWorld, station: int, spin: int) -> tuple[float, float]:
    """(sail, waive): the expected turns left to New York from a repaired ship at `station` that spun `spin`."""
    table = expected_turns(rules)
    turns, landing, repaired = _outcome(rules, station, spin)
    return turns + table[landing][repaired], table[station][1]


@lru_cache(maxsize=8)
def expected_turns(rules: RoundTheWorld) -> tuple[tuple[float, float], ...]:
    """Expected turns to New York from every (station, repaired) when playing the waiver optimally.

    A spin costs one turn plus the spins lost to the days a station adds (RTW-D3, counted at their
    average rate); a waived spin costs nothing and is spun again (RTW-T5)."""
    end = rules.track.length
    faces = rules.teetotum.outcomes()
    values = [[0.0, 0.0] for _ in range(end + 1)]
    for _ in range(SWEEPS):
        for station in range(end - 1, -1, -1):
            for repaired in (0, 1):
                values[station][repaired] = _value(rules, values, faces, station, repaired)
    return tuple((a, b) for a, b in values)


def _value(
    rules: RoundTheWorld, values: list[list[float]], faces: list[tuple[int, float]], station: int, repaired: int
) -> float:
    """One Bellman update: the spin's cost and what follows; a repaired ship facing a disaster again
    takes the cheaper of sailing and spinning again (the current estimate of this very state)."""
    total = 0.0
    for value, chance in faces:
        turns, landing, again = _outcome(rules, station, value)
        sail = turns + values[landing][again]
        if repaired and rules.track.advance(station, value) in rules.disasters:
            sail = min(sail, values[station][1])
        total += chance * sail
    return total


def _outcome(rules: RoundTheWorld, station: int, value: int) -> tuple[float, int, int]:
    """(turns spent, where the ship ends, whether it was sent for repairs) for one spin (RTW-T3)."""
    landed = rules.track.advance(station, value)
    stop = rules.stations[landed]
    where = landed if stop.to is None else stop.to
    repaired = int(stop.disaster and stop.to is not None)
    lost = stop.days / rules.lose_every if where < rules.track.length else 0.0
    return 1.0 + lost, where, repaired


def hints(rules: RoundTheWorld, seen: RTWState) -> list[Hint]:
    """When a waiver is offered (RTW-T5): the expected turns still to sail to New York either way, from
    the track solved as a Markov chain, the quicker first."""
    expected = waiver_expectations(rules, seen) if awaits_choice(rules, seen) else None
    if expected is None:
        return []
    sail, waive = expected
    days = rules.days_per_spin
    choices = [
        (
            waive,
            Hint(
                f"Waive and spin again: about {waive:.1f} turns ({waive * days:.0f} days) to New York",
                Waive(type="waive"),
            ),
        ),
        (
            sail,
            Hint(
                f"Sail on to the disaster: about {sail:.1f} turns ({sail * days:.0f} days) to New York",
                Sail(type="sail"),
            ),
        ),
    ]
    return [hint for _, hint in sorted(choices, key=lambda choice: choice[0])]


def worth(rules: RoundTheWorld, seen: RTWState, action: Action) -> float | None:
    """For a review: the days still expected to sail to New York after the waiver's choice (RTW-T5), fewer
    being better: each expected turn is a spin of the dial (RTW-D2). Only the waiver is weighed."""
    match cast(RTWAction, action)["type"]:
        case "commodore" | "spin":
            return None
        case "sail" | "waive" as kind:
            either = waiver_expectations(rules, seen)
            if either is None:
                return None
            sail, waive = either
            return (sail if kind == "sail" else waive) * rules.days_per_spin
        case kind:
            assert_never(kind)


REVIEW = Appraiser("expected days", "expected day", worth, nothing_missed, medium=3, large=8, lower_is_better=True)
"""Three expected days lost is a medium loss, eight (most of a turn) a large one."""
