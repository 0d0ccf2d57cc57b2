"""Tiles: the one bag every game draws from (letters, cards), as an immutable multiset.

A player's rack or hand is the same multiset. Draws from a bag are chance: `draw` and `deal` pick with
the session's seeded generator and leave the bag as it was, so the picked tiles can be recorded as an
action; `take` then removes exactly those tiles when the action is applied.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass

HIDDEN = "·"
"""What another seat sees of a tile it may not look at (see `Bag.hidden`)."""


class Shortfall(ValueError):
    """Tiles asked for that are not in the bag; `missing` lists them with repeats."""

    def __init__(self, missing: list[str]) -> None:
        self.missing = missing
        super().__init__(f"not there: {', '.join(missing)}")


@dataclass(frozen=True, slots=True)
class Bag:
    """A multiset of tiles kept sorted, so equal bags compare and hash equal."""

    tiles: tuple[str, ...] = ()

    @classmethod
    def of(cls, tiles: Iterable[str]) -> Bag:
        return cls(tuple(sorted(tiles)))

    @classmethod
    def from_counts(cls, counts: Mapping[str, int]) -> Bag:
        return cls.of(t for t, n in counts.items() for _ in range(n))

    def __len__(self) -> int:
        return len(self.tiles)

    def __iter__(self) -> Iterator[str]:
        return iter(self.tiles)

    def __contains__(self, tile: object) -> bool:
        return tile in self.tiles

    def counts(self) -> Counter[str]:
        return Counter(self.tiles)

    def has(self, tiles: Iterable[str]) -> bool:
        """True when every tile asked for is here, as many times as asked."""
        return not self.missing(tiles)

    def missing(self, tiles: Iterable[str]) -> list[str]:
        """The tiles asked for that are not here (with repeats), sorted."""
        return sorted((Counter(tiles) - self.counts()).elements())

    def take(self, tiles: Iterable[str]) -> Bag:
        """The bag without these tiles; `Shortfall` names any that are not here."""
        want = Counter(tiles)
        short = sorted((want - self.counts()).elements())
        if short:
            raise Shortfall(short)
        return Bag.of((self.counts() - want).elements())

    def put(self, tiles: Iterable[str]) -> Bag:
        """The bag with these tiles returned to it."""
        return Bag.of([*self.tiles, *tiles])

    def draw(self, rng: random.Random, n: int) -> tuple[str, ...]:
        """Up to n tiles picked at random without replacement, sorted (the bag itself is unchanged)."""
        return tuple(sorted(rng.sample(self.tiles, min(n, len(self.tiles)))))

    def deal(self, rng: random.Random, hands: int, size: int) -> tuple[tuple[str, ...], ...]:
        """`hands` hands of up to `size` tiles each, picked at random without replacement."""
        picked = rng.sample(self.tiles, min(hands * size, len(self.tiles)))
        return tuple(tuple(sorted(picked[i * size : (i + 1) * size])) for i in range(hands))

    def hidden(self) -> Bag:
        """As many face-down tiles: what a seat may know of a bag or another seat's rack."""
        return Bag((HIDDEN,) * len(self.tiles))
