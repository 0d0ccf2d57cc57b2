"""Scoring shared by the games: length-banded multipliers, running totals, leaders and rounds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Band:
    """A multiplier for word lengths from `low` to `high` inclusive."""

    low: int
    high: int
    times: int


def length_multiplier(bands: Sequence[Band], length: int) -> int:
    """The multiplier of the band a length falls in, 1 when none (ZZ-S2 flushes, GG-N2 doubles)."""
    for band in bands:
        if band.low <= length <= band.high:
            return band.times
    return 1


def add_to(scores: tuple[int, ...], seat: int, points: int) -> tuple[int, ...]:
    """A new tuple of scores with `points` added to one seat's."""
    return scores[:seat] + (scores[seat] + points,) + scores[seat + 1 :]


def leaders(values: Sequence[float], lowest: bool = False) -> list[int]:
    """The seats sharing the best value (highest, or lowest when fewer is better)."""
    if not values:
        return []
    best = min(values) if lowest else max(values)
    return [i for i, v in enumerate(values) if v == best]


@dataclass(frozen=True, slots=True)
class RoundResult:
    """One finished round as a state keeps it: who won it, what each side gained or lost, the totals after."""

    number: int
    winner: int | None
    points: tuple[int, ...]
    totals: tuple[int, ...]


def close_round(totals: Sequence[int], points: Sequence[int], number: int, winner: int | None = None) -> RoundResult:
    """Add one round's points (negative for penalties) to the running totals (GG-R1/R2, MAP-S1)."""
    return RoundResult(number, winner, tuple(points), tuple(t + p for t, p in zip(totals, points)))


def leftover_points(held: Sequence[int], per_tile: int, spared: Sequence[int] = ()) -> tuple[int, ...]:
    """Points for what each side still holds when a round ends, `per_tile` each; `spared` sides score 0."""
    return tuple(0 if side in spared else count * per_tile for side, count in enumerate(held))
