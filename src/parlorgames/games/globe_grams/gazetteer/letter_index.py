"""The gazetteer's letter index, for computer players: every playable name by its letters.

Names (and their GG-N3 forms with a word added) go into the shared letter index
(engine/letters.py) keyed by their letters, spaces removed: the spaces in a name need no tile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import methodcaller

from ....engine.letters import LetterIndex
from .rule_words import ADDABLE_KINDS, added_forms
from .spelling import normalise


def index_names(items: Iterable[tuple[str, str]], is_name: Callable[[str], bool]) -> LetterIndex:
    """The letter index of every name in ``items`` ((name, "kinds<TAB>where") pairs) and of
    the GG-N3 forms of those that take a word, unless ``is_name`` says a form is a name itself."""
    return LetterIndex(_playable(items, is_name), methodcaller("replace", " ", ""))


def _playable(items: Iterable[tuple[str, str]], is_name: Callable[[str], bool]) -> list[str]:
    """The names, then the added-word forms of the few of a river, lake, island … kind.  Most
    names share a handful of records, so each distinct record's kinds are read once."""
    items = list(items)
    addable = {}
    for value in {value for _, value in items}:
        kinds = tuple(value[: value.index("\t")].split(","))
        if not ADDABLE_KINDS.isdisjoint(kinds):
            addable[value] = kinds
    forms = dict.fromkeys(
        form
        for name, value in items
        if value in addable
        for form in added_forms(name, addable[value])
        if not is_name(form)
    )
    return [name for name, _ in items] + list(forms)


def letters_of(letters: Iterable[str] | str) -> str:
    """Tiles or a string as plain letters A–Z (normalised, spaces dropped)."""
    if isinstance(letters, str):
        return normalise(letters).replace(" ", "")
    return "".join(normalise(t) for t in letters).replace(" ", "")


def names_by_letters(index: LetterIndex, letters: str, required: str, wild: int, min_letters: int) -> list[str]:
    """The names of the keys found (see ``Gazetteer.names_by_letters``), longest first, then
    alphabetical."""
    found = index.find(letters, wild, required, max(min_letters, len(required)))
    lengths, items = index.lengths, index.items
    return [name for _, name in sorted((-lengths[i], name) for i in found for name in items[i])]
