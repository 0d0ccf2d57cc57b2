"""How well known a name is: four levels, from a local name to one every family knows.

The levels answer two questions the table asks.  *Atlas names only* (a Globe-Grams option) accepts
what a good mid-century atlas index would show: :data:`ATLAS` and above.  Computer players choose
from the names a family would know without looking: :data:`WELL_KNOWN` and above by default.

A level says how well an English-speaking family knows a name, not how many people live there
(GG-N1).  Generated names get theirs when the gazetteer file is built, from how often English text
uses the name, how many languages name the place and its kind (``scripts/build_gazetteer.py`` says
how); hand-written names from an optional fourth column, or else from English text at build time
and their kinds (:func:`level_of_kinds`).  A name of several places takes its best level.
"""

from __future__ import annotations

from collections.abc import Iterable

LOCAL, ATLAS, WELL_KNOWN, HOUSEHOLD = 1, 2, 3, 4
"""A small town or county; an atlas-index name; a well-known name; a name every family knows."""

LEVEL_NAMES = {LOCAL: "local", ATLAS: "atlas", WELL_KNOWN: "well known", HOUSEHOLD: "household"}
_BY_NAME = {name: level for level, name in LEVEL_NAMES.items()}

#: The level a hand-written name of these kinds has when its row gives none: oceans and
#: continents everyone knows; every other curated kind is an atlas name unless the row says more.
_KIND_LEVELS = {
    "continent": HOUSEHOLD,
    "ocean": HOUSEHOLD,
    "country": HOUSEHOLD,
    "US state": HOUSEHOLD,
    "capital": WELL_KNOWN,
    "historic country": WELL_KNOWN,
}


def level_of_kinds(kinds: Iterable[str]) -> int:
    """The level of a hand-written name from its kinds alone (at least an atlas name)."""
    return max((_KIND_LEVELS.get(kind, ATLAS) for kind in kinds), default=ATLAS)


def parse_level(text: str) -> int:
    """A level from its name or digit (``"well known"``, ``"3"``); ValueError for anything else."""
    text = text.strip().lower()
    if text.isdigit() and int(text) in LEVEL_NAMES:
        return int(text)
    if text in _BY_NAME:
        return _BY_NAME[text]
    raise ValueError(f"unknown familiarity {text!r} (one of {', '.join(_BY_NAME)})")


def describe(level: int) -> str:
    """``"well known (3 of 4)"``."""
    return f"{LEVEL_NAMES[level]} ({level} of {HOUSEHOLD})"
