"""Turn order and per-seat values: who goes next, and a seat's entry replaced in a tuple of all seats'."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar, overload

T = TypeVar("T")


@overload
def next_seat(seat: int, count: int) -> int: ...
@overload
def next_seat(seat: int, count: int, skip: Callable[[int], bool] | None) -> int | None: ...
def next_seat(seat: int, count: int, skip: Callable[[int], bool] | None = None) -> int | None:
    """The next seat to the left of `seat` (clockwise, wrapping), passing over any `skip` says to.

    None when every other seat and `seat` itself are skipped."""
    for step in range(1, count + 1):
        candidate = (seat + step) % count
        if skip is None or not skip(candidate):
            return candidate
    return None


def previous_seat(seat: int, count: int) -> int:
    """The seat to the right of `seat`: the one whose turn comes just before it."""
    return (seat - 1) % count


def seats_from(seat: int, count: int) -> list[int]:
    """Every seat once, starting with `seat` and going round to the left."""
    return [(seat + step) % count for step in range(count)]


def with_seat(values: Sequence[T], seat: int, value: T) -> tuple[T, ...]:
    """A new tuple of every seat's value with one seat's replaced."""
    return (*values[:seat], value, *values[seat + 1 :])
