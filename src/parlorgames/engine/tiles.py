"""Tiles: a bag to draw from and racks to hold them, as immutable multisets."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Mapping


@dataclass(frozen=True, slots=True)
class Bag:
    """A multiset of tiles (letters, cards, …) kept sorted so equal bags compare equal."""

    tiles: tuple[str, ...] = ()

    @classmethod
    def of(cls, tiles: Iterable[str]) -> "Bag":
        return cls(tuple(sorted(tiles)))

    @classmethod
    def from_counts(cls, counts: Mapping[str, int]) -> "Bag":
        return cls.of(t for t, n in counts.items() for _ in range(n))

    def __len__(self) -> int:
        return len(self.tiles)

    def __contains__(self, tile: str) -> bool:
        return tile in self.tiles

    def counts(self) -> Counter[str]:
        return Counter(self.tiles)

    def has(self, tiles: Iterable[str]) -> bool:
        """True when every tile asked for is here, as many times as asked."""
        want = Counter(tiles)
        have = self.counts()
        return all(have[t] >= n for t, n in want.items())

    def missing(self, tiles: Iterable[str]) -> list[str]:
        """The tiles asked for that are not here (with repeats)."""
        want = Counter(tiles)
        have = self.counts()
        return sorted((want - have).elements())

    def remove(self, tiles: Iterable[str]) -> "Bag":
        tiles = list(tiles)
        lacking = self.missing(tiles)
        if lacking:
            raise ValueError(f"not in the bag: {', '.join(lacking)}")
        return Bag.of((self.counts() - Counter(tiles)).elements())

    def add(self, tiles: Iterable[str]) -> "Bag":
        return Bag.of([*self.tiles, *tiles])

    def sample(self, rng: random.Random, n: int) -> tuple[str, ...]:
        """Draw up to n tiles at random without replacement (the bag itself is unchanged)."""
        n = min(n, len(self.tiles))
        return tuple(rng.sample(self.tiles, n))


Rack = Bag
"""A player's rack is the same multiset as a bag; the name says where it stands."""
