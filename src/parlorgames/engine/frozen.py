"""A read-only, hashable mapping, so game states holding mappings stay immutable and hashable."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class FrozenMap(Mapping[K, V]):
    """A mapping that cannot change after it is made; equal maps hash equal whatever their order."""

    __slots__ = ("_data", "_hash")

    def __init__(self, items: Mapping[K, V] | Any = ()) -> None:
        self._data: dict[K, V] = dict(items)
        self._hash: int | None = None

    def __getitem__(self, key: K) -> V:
        return self._data[key]

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(frozenset(self._data.items()))
        return self._hash

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenMap):
            return self._data == other._data
        return NotImplemented

    def __repr__(self) -> str:
        return f"FrozenMap({self._data!r})"

    def set(self, key: K, value: V) -> FrozenMap[K, V]:
        """A new map with one key set."""
        return FrozenMap({**self._data, key: value})

    def without(self, key: K) -> FrozenMap[K, V]:
        """A new map with one key gone (the same map when it was not there)."""
        if key not in self._data:
            return self
        return FrozenMap({k: v for k, v in self._data.items() if k != key})
