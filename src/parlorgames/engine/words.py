"""Word-game helpers shared by the letter games: an anagram index (letter multisets are `tiles.Bag`).

The index answers "which words can be made from these letters" (optionally: using every one of
these other letters too) without scanning the whole word list.  It is the shared letter index
(engine/letters.py) over a word list, kept lower case as the list is; it is made once per word
list and cached.  The shipped list's index is built ahead, by ``scripts/build_word_index.py``,
into ``data/words-index.bin`` and only loaded (a few tens of milliseconds, against half a second
to sort and group the words); any other list, or house words, is indexed when first asked.  The
file is left uncompressed: unzipping cost more than reading it, and git and the wheel compress
it anyway.  The words of a list a family knows are searched in the list's own index, its answers
filtered (:func:`familiar_index`), rather than in a second index of their own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache
from itertools import chain
from pathlib import Path
from typing import BinaryIO

from ..paths import data_path
from .letters import LetterIndex
from .lexicon import DEFAULT_FILE, Lexicon, common_words, family_withheld, fingerprint

SHIPPED_INDEX = "words-index.bin"
_MAGIC = b"parlorgames anagram index 2"


class AnagramIndex:
    """Words grouped by their letters, searchable by the letters a player has to hand.

    Searches answer in alphabetical order of the words' sorted letters, then of the words.  An index
    made by :meth:`answering` answers only some of its words.
    """

    __slots__ = ("min_length", "letters", "size", "only")

    def __init__(self, words: Iterable[str], min_length: int = 2) -> None:
        self.min_length = min_length
        kept = sorted(w for w in map(str.lower, words) if _indexed(w, min_length))
        self.letters = LetterIndex(kept, str.upper)  # in order: each key's words sorted
        self.size = len(kept)
        self.only: Callable[[str], bool] | None = None

    def answering(self, only: Callable[[str], bool], words: Iterable[str]) -> AnagramIndex:
        """This index answering only the words ``only`` keeps (lower case, as the index keeps them), of
        which ``words`` are the ones it holds: the same keys and words, searched the same way, so the
        answers are those of an index of those words alone, at no cost in memory."""
        narrowed = AnagramIndex.__new__(AnagramIndex)
        narrowed.min_length, narrowed.letters, narrowed.only = self.min_length, self.letters, only
        narrowed.size = sum(1 for word in words if _indexed(word, self.min_length))
        return narrowed

    def to_bytes(self, source: bytes) -> bytes:
        """The index, saved with the fingerprint of the word list file it was made from (``source``)."""
        header = b"%s %s %d %d\n" % (_MAGIC, fingerprint(source).hex().encode(), self.min_length, self.size)
        return header + self.letters.to_bytes()

    @classmethod
    def read(cls, saved: BinaryIO, source: bytes) -> AnagramIndex:
        """An index saved by :meth:`to_bytes` from this very word list file, read from an open
        file; ``ValueError`` otherwise."""
        header = saved.readline(200).rstrip(b"\n")
        fields = header.removeprefix(_MAGIC + b" ").split()
        if not header.startswith(_MAGIC + b" ") or len(fields) != 3 or fields[0] != fingerprint(source).hex().encode():
            raise ValueError("not the index of this word list")
        index = cls.__new__(cls)
        index.min_length, index.size = int(fields[1]), int(fields[2])
        index.letters = LetterIndex.read(saved)
        index.only = None
        return index

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
        return self._words(self.letters.longest(query[0], query[1], max(min_length, self.min_length), self._keep()))

    def _keep(self) -> Callable[[int], bool] | None:
        """Which keys the longest may be: those holding a word the index answers (any, unless narrowed).
        Every other search lists all it finds, and `_words` leaves out the words not answered."""
        only, items = self.only, self.letters.items
        if only is None:
            return None
        return lambda i: any(map(only, items[i]))

    def _words(self, found: list[int]) -> list[str]:
        keys, items, only = self.letters.keys, self.letters.items, self.only
        ordered = (word for i in sorted(found, key=keys.__getitem__) for word in items[i])
        return list(ordered if only is None else filter(only, ordered))


def _indexed(word: str, min_length: int) -> bool:
    """Whether an index keeps a (lower-case) word: letters a–z only, at least ``min_length`` of them."""
    return len(word) >= min_length and word.isalpha() and word.isascii()


def _known_test(common: frozenset[str], house_words: frozenset[str]) -> Callable[[str], bool]:
    """Whether a word of an index (so of its list or house words) is one a family knows: a common word
    or a house word; without house words, the common words' own test (no Python call a word)."""
    if not house_words:
        return common.__contains__
    return lambda word: word in common or word in house_words


def _query(letters: Iterable[str], must_use: Iterable[str]) -> tuple[str, str] | None:
    """The letters to hand and the letters owed, upper case; letters no word has are dropped
    from the hand, and owing one (no word can use it) gives None."""
    need = "".join(must_use).upper()
    if need and not (need.isascii() and need.isalpha()):
        return None
    return "".join(c for c in "".join(letters).upper() if "A" <= c <= "Z"), need


def load_shipped(source: Path, saved: Path) -> AnagramIndex | None:
    """The index saved in ``saved`` if it was made from the word list file ``source``, else None
    (missing, damaged or stale: the caller builds one)."""
    try:
        with saved.open("rb") as file:
            return AnagramIndex.read(file, source.read_bytes())
    except (OSError, ValueError):
        return None


@lru_cache(maxsize=4)
def _index(words: frozenset[str], house_words: frozenset[str], source: Path | None) -> AnagramIndex:
    shipped = data_path(DEFAULT_FILE)
    index = load_shipped(shipped, data_path(SHIPPED_INDEX)) if source == shipped and not house_words else None
    if index is None:
        index = AnagramIndex((*words, *house_words))
    return index


def anagram_index(lexicon: Lexicon) -> AnagramIndex:
    """The index of a word list with its house words (words of 2+ letters), made once and kept."""
    return _index(lexicon.words, lexicon.house_words, lexicon.source)


def familiar_index(lexicon: Lexicon) -> AnagramIndex:
    """The index of the words of a list a family knows (`lexicon.familiar`: its words among the common
    words, and its house words): the list's own index answering those alone, made once and kept. A
    second index of them held 4–7 MiB more in a game of Skip-A-Cross."""
    return _familiar_index(lexicon.words, lexicon.house_words, lexicon.source)


@lru_cache(maxsize=4)
def _familiar_index(words: frozenset[str], house_words: frozenset[str], source: Path | None) -> AnagramIndex:
    known = _known_test(common_words(), house_words - family_withheld().keys())
    return _index(words, house_words, source).answering(known, filter(known, chain(words, house_words)))


def spoken_index(lexicon: Lexicon) -> AnagramIndex:
    """The index of a list less the words a family table leaves out (`lexicon.family_withheld`): what a
    computer player and the hints search the whole list in. The list's own index, answering those alone."""
    return _spoken_index(lexicon.words, lexicon.house_words, lexicon.source)


@lru_cache(maxsize=4)
def _spoken_index(words: frozenset[str], house_words: frozenset[str], source: Path | None) -> AnagramIndex:
    withheld = family_withheld()

    def spoken(word: str) -> bool:
        return word not in withheld

    return _index(words, house_words, source).answering(spoken, filter(spoken, chain(words, house_words)))
