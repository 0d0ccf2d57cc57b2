"""What a deck's cards look like beyond the rules: each card's tint, its nation's mark, its place on a small map.

The printed cards give every county a colour of its own, and two counties that border never share one, so
cards laid side by side always differ. Here a deck's border graph is coloured once (DSatur: the card with
the most differently tinted neighbours is tinted next, with the least used tint its neighbours leave
free), giving each card a tint number a face draws in its own palette.

A deck may come with a places file (``<deck>-places.tsv`` beside the deck, made by
``scripts/build_area_places.py``) giving each card a cell of a small schematic map; a deck without one
has no map.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType

from .borders import BorderMap

TINTS = 6
"""How many tints a face has to choose from: a planar map needs four, so a deck never runs short."""


def tints(deck: BorderMap, count: int = TINTS) -> Mapping[str, int]:
    """A tint (0 to `count` - 1) for every card, no two bordering cards alike, the tints used about evenly.
    Ties are broken by name, so a deck is always tinted the same way."""
    found: dict[str, int] = {}
    used = [0] * count
    left = set(deck.areas)
    while left:
        card = max(
            sorted(left),
            key=lambda name: (
                len({found[n] for n in deck.areas[name].borders if n in found}),
                len(deck.areas[name].borders),
            ),
        )
        taken = {found[n] for n in deck.areas[card].borders if n in found}
        free = [tint for tint in range(count) if tint not in taken]
        if not free:
            raise ValueError(f"{card} borders cards of all {count} tints")
        found[card] = min(free, key=lambda tint: (used[tint], tint))
        used[found[card]] += 1
        left.remove(card)
    return MappingProxyType(found)


def nation_mark(nation: str) -> str:
    """A nation's mark on its cards: its initials (England E, Northern Ireland NI, Western Europe WE)."""
    return "".join(word[0] for word in nation.split()).upper()


@dataclass(frozen=True)
class Places:
    """A schematic map: each card's (row, column) cell on a grid `height` rows by `width` columns."""

    height: int
    width: int
    cells: Mapping[str, tuple[int, int]]

    @classmethod
    def parse(cls, text: str) -> Places:
        """Rows of `row<TAB>col<TAB>name` under a header line; `#` lines are comments."""
        lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
        cells: dict[str, tuple[int, int]] = {}
        for line in lines[1:]:
            row, col, name = line.split("\t")
            cells[name] = (int(row), int(col))
        height = max((row for row, _ in cells.values()), default=-1) + 1
        width = max((col for _, col in cells.values()), default=-1) + 1
        return cls(height, width, MappingProxyType(cells))


def places_file(deck_file: str) -> str:
    """The places file that goes with a deck's file (uk-areas.yaml: uk-areas-places.tsv)."""
    return f"{Path(deck_file).stem}-places.tsv"


@cache
def deck_places(deck_file: str) -> Places | None:
    """The schematic map of a deck, read once; None when the deck has no places file."""
    from ...paths import data_path

    path = data_path(places_file(deck_file))
    return Places.parse(path.read_text(encoding="utf-8")) if path.is_file() else None


@cache
def deck_tints(deck_file: str) -> Mapping[str, int]:
    """The tints of a deck's cards, worked out once per deck."""
    from . import deck_map

    return tints(deck_map(deck_file))
