"""Scoring helpers shared by the games: letter sums, length-banded multipliers, running totals."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping, Sequence


def letter_sum(letters: Iterable[str], values: Mapping[str, int], default: int = 0) -> int:
    """The sum of each letter's value (GG-N2, ZZ-S1)."""
    return sum(values.get(letter, default) for letter in letters)


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
