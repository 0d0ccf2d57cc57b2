"""Word-game helpers shared by the letter games: an anagram index (letter multisets are `tiles.Bag`).

The index answers "which words can be made from these letters" (optionally: using every one of
these other letters too) without scanning the whole word list. Words are keyed by their sorted
letters and the keys are laid out as a trie, so a search walks only the key prefixes the letters
on the table allow. Building the index for the shipped list takes about a second, so it is built
once per word list and cached.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from .lexicon import Lexicon


def letter_key(word: str) -> str:
    """A word's letters in alphabetical order, lower case: the anagram class it belongs to."""
    return "".join(sorted(word.lower()))


CHILDREN, WORDS, HEIGHT = 0, 1, 2
"""A trie node is a small list: children by letter, the words whose sorted letters end there, and
how many more letters the longest key below it runs (lists build far faster than objects)."""


def _node() -> list[Any]:
    return [{}, None, 0]


class AnagramIndex:
    """Words grouped by sorted letters, searchable by the letters a player has to hand."""

    def __init__(self, words: Iterable[str], min_length: int = 2) -> None:
        self.min_length = min_length
        self.root = _node()
        self.size = 0
        keyed = sorted((letter_key(w), w) for w in (w.lower() for w in words) if len(w) >= min_length and w.isalpha() and w.isascii())
        # Inserted in key order, every node's children sit in alphabetical order, so a search can
        # stop at the first letter past the one it still owes.
        for key, word in keyed:
            node = self.root
            for depth, letter in enumerate(key):
                if node[HEIGHT] < len(key) - depth:
                    node[HEIGHT] = len(key) - depth
                children = node[CHILDREN]
                child = children.get(letter)
                if child is None:
                    child = children[letter] = _node()
                node = child
            if node[WORDS] is None:
                node[WORDS] = []
            node[WORDS].append(word)
            self.size += 1

    def __len__(self) -> int:
        return self.size

    def anagrams(self, letters: str) -> list[str]:
        """The words made of exactly these letters."""
        node: list[Any] | None = self.root
        for letter in letter_key(letters):
            node = node[CHILDREN].get(letter) if node is not None else None
        return list(node[WORDS] or ()) if node else []

    def within(self, letters: Iterable[str], must_use: Iterable[str] = (), min_length: int = 0) -> list[str]:
        """Every word made from `must_use` (all of it) plus some of `letters`, at least `min_length` long.

        With `must_use` empty this is "what can I spell with these"; with it set and `min_length`
        longer than it, it is "what can this word grow into" (a steal or an extension).
        """
        search = _Search(letters, must_use, max(min_length, self.min_length), longest_only=False)
        search.walk(self.root, 0, 0)
        return search.found

    def longest_within(self, letters: Iterable[str], must_use: Iterable[str] = (), min_length: int = 0) -> list[str]:
        """The longest words `within` would give (all of that length), found without listing the rest."""
        search = _Search(letters, must_use, max(min_length, self.min_length), longest_only=True)
        search.walk(self.root, 0, 0)
        return search.found


class _Search:
    """One walk of the trie: the letters left to hand, the letters still owed, and what was found."""

    __slots__ = ("need", "have", "min_length", "longest_only", "found")

    def __init__(self, letters: Iterable[str], must_use: Iterable[str], min_length: int, longest_only: bool) -> None:
        self.need = letter_key("".join(must_use))
        have: dict[str, int] = {}
        for letter in (*letters, *self.need):
            letter = letter.lower()
            have[letter] = have.get(letter, 0) + 1
        self.have = have
        self.min_length = min_length
        self.longest_only = longest_only
        self.found: list[str] = []

    def walk(self, node: list[Any], used_need: int, depth: int) -> None:
        if self.longest_only and depth + node[HEIGHT] < self.min_length:
            return
        need = self.need
        words = node[WORDS]
        if words and used_need == len(need) and depth >= self.min_length:
            if self.longest_only and depth > self.min_length:
                self.found = []
                self.min_length = depth
            self.found.extend(words)
        next_needed = need[used_need] if used_need < len(need) else "~"
        have = self.have
        for letter, child in node[CHILDREN].items():
            if letter > next_needed:
                break
            if have.get(letter):
                have[letter] -= 1
                self.walk(child, used_need + (letter == next_needed), depth + 1)
                have[letter] += 1


@lru_cache(maxsize=4)
def _index(words: frozenset[str], house_words: frozenset[str]) -> AnagramIndex:
    index = AnagramIndex((*words, *house_words))
    # The trie is a million small containers that live as long as the process. Left to the
    # collector, every full collection walks them all (tens of milliseconds in the middle of a
    # computer player's move); frozen, they are never scanned.
    gc.collect()
    gc.freeze()
    return index


def anagram_index(lexicon: Lexicon) -> AnagramIndex:
    """The index of a word list with its house words (words of 2+ letters), built once and kept."""
    return _index(lexicon.words, lexicon.house_words)
