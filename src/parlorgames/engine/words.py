"""Word-game helpers shared by the letter games: an anagram index (letter multisets are `tiles.Bag`).

The index answers "which words can be made from these letters" (optionally: using every one of
these other letters too) without scanning the whole word list.  It is the shared letter index
(engine/letters.py) over a word list, kept lower case as the list is; it is built once per word
list and cached.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from .letters import LetterIndex, freeze_built
from .lexicon import Lexicon


class AnagramIndex:
    """Words grouped by their letters, searchable by the letters a player has to hand.

    Searches answer in alphabetical order of the words' sorted letters, then of the words.
    """

    def __init__(self, words: Iterable[str], min_length: int = 2) -> None:
        self.min_length = min_length
        kept = sorted(w for w in map(str.lower, words) if len(w) >= min_length and w.isalpha() and w.isascii())
        self.letters = LetterIndex(kept, str.upper)  # in order: each key's words sorted
        self.size = sum(map(len, self.letters.items))

    def __len__(self) -> int:
        return self.size

    def within(self, letters: Iterable[str], must_use: Iterable[str] = (), min_length: int = 0) -> list[str]:
        """Every word made from `must_use` (all of it) plus some of `letters`, at least `min_length` long.

        With `must_use` empty this is "what can I spell with these"; with it set and `min_length`
        longer than it, it is "what can this word grow into" (a steal or an extension).
        """
        query = _query(letters, must_use)
        if query is None:
            return []
        return self._words(self.letters.find(query[0], 0, query[1], max(min_length, self.min_length)))

    def longest_within(self, letters: Iterable[str], must_use: Iterable[str] = (), min_length: int = 0) -> list[str]:
        """The longest words `within` would give (all of that length), found without listing the rest."""
        query = _query(letters, must_use)
        if query is None:
            return []
        return self._words(self.letters.longest(query[0], query[1], max(min_length, self.min_length)))

    def _words(self, found: list[int]) -> list[str]:
        keys, items = self.letters.keys, self.letters.items
        return [word for i in sorted(found, key=keys.__getitem__) for word in items[i]]


def _query(letters: Iterable[str], must_use: Iterable[str]) -> tuple[str, str] | None:
    """The letters to hand and the letters owed, upper case; letters no word has are dropped
    from the hand, and owing one (no word can use it) gives None."""
    need = "".join(must_use).upper()
    if need and not (need.isascii() and need.isalpha()):
        return None
    return "".join(c for c in "".join(letters).upper() if "A" <= c <= "Z"), need


@lru_cache(maxsize=4)
def _index(words: frozenset[str], house_words: frozenset[str]) -> AnagramIndex:
    index = AnagramIndex((*words, *house_words))
    freeze_built()
    return index


def anagram_index(lexicon: Lexicon) -> AnagramIndex:
    """The index of a word list with its house words (words of 2+ letters), built once and kept."""
    return _index(lexicon.words, lexicon.house_words)
