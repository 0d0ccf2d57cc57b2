"""One index of words by the multiset of their letters, shared by every letter game.

"Which words can be made from these letters?" is asked by Skip-A-Cross (words from the centre,
words a word can grow into), by the Globe-Grams gazetteer (names from a rack, with blanks) and by
the Globe-Grams computer player (the same, many times a turn).  All of them go through
:class:`LetterIndex`.

Words with the same letters share a *key*: their letters A–Z, sorted.  A key's multiset of
letters is one integer, its *levels*: bit ``26*k + letter`` is set when the letter occurs more
than ``k`` times.  A key fits a rack when it has no bit the rack lacks, so the letters it misses
are ``(key & ~rack).bit_count()``: one integer operation per key, whatever the rack.

Keys are also grouped by which letters they use at all (their first 26 bits).  When the rack
has few distinct letters, only the groups that are subsets of them are looked at (a rack of nine
letters has a few hundred, against tens of thousands of keys).  Otherwise every key of a fitting
length is tested.

The index is kept flat: the keys and the words are each one string with an array of where each
ends, and the groups are arrays of positions, so a word list of a hundred thousand words costs a
few MiB instead of tens (a str object is some fifty bytes, a list entry eight more).  Only the
masks stay Python integers, because every search tests them.  :meth:`LetterIndex.to_bytes` and
:meth:`LetterIndex.read` save and load a built index, so a shipped list need not be sorted
and grouped again at every start.
"""

from __future__ import annotations

import bisect
import gc
import io
import struct
import sys
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import accumulate, chain, combinations
from math import comb
from typing import BinaryIO

LETTERS = 26
SUBSET_LIMIT = 4096
"""Letter groups to look up before it is quicker to test every key of a fitting length."""
_A = ord("A")
_PRESENT = (1 << LETTERS) - 1
_BIT = {chr(_A + i): 1 << i for i in range(LETTERS)}


def levels_sorted(letters: Iterable[str]) -> int:
    """:func:`levels` of letters already in sorted order, uncached (for building an index):
    a repeated letter's bit is the previous one moved up a level."""
    mask = bit = 0
    previous = ""
    for letter in letters:
        if letter == previous:
            bit <<= LETTERS
        else:
            bit = _BIT[letter]
            previous = letter
        mask |= bit
    return mask


@lru_cache(maxsize=8192)
def levels(letters: str) -> int:
    """Letters A–Z (any order) as bits: bit ``26*k + letter`` is set when the letter occurs more
    than k times.  Cached: a computer player asks about the same racks again and again."""
    return levels_sorted(sorted(letters))


def letters_in(mask: int) -> list[str]:
    """The letters of a levels mask's set bits (each occurrence beyond the held ones)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(chr(_A + (low.bit_length() - 1) % LETTERS))
        mask ^= low
    return out


def freeze_built() -> None:
    """Collect, then move every object now alive out of the garbage collector's sight.  Called
    once a process-long index is built: left to the collector, each full collection would walk
    its hundreds of thousands of references (tens of milliseconds in the middle of a computer
    player's move)."""
    gc.collect()
    gc.freeze()


class PackedTexts(Sequence[str]):
    """Many short strings kept as one, with an array of where each ends: a hundred thousand str
    objects cost some 6 MiB, one string and its offsets about 1.5."""

    __slots__ = ("text", "ends")
    SEPARATOR = "\n"

    def __init__(self, text: str = "", ends: array | None = None) -> None:
        self.text = text
        self.ends = array("I") if ends is None else ends

    @classmethod
    def of(cls, texts: Iterable[str]) -> PackedTexts:
        texts = list(texts)
        return cls(cls.SEPARATOR.join(texts), array("I", accumulate(len(t) + 1 for t in texts)))

    def __len__(self) -> int:
        return len(self.ends)

    def _text(self, i: int) -> str:
        if i < 0:
            i += len(self.ends)
        return self.text[self.ends[i - 1] if i else 0 : self.ends[i] - 1]

    def __getitem__(self, i: int) -> str:  # type: ignore[override]
        return self._text(i)

    def __iter__(self) -> Iterator[str]:
        return iter(self.text.split(self.SEPARATOR) if self.ends else ())


class PackedGroups(PackedTexts):
    """Packed tuples of strings (a key's words): each tuple's strings joined by a tab."""

    __slots__ = ()
    JOINER = "\t"

    @classmethod
    def of(cls, groups: Iterable[tuple[str, ...]]) -> PackedGroups:  # type: ignore[override]
        return super().of(map(cls.JOINER.join, groups))  # type: ignore[return-value]

    def __getitem__(self, i: int) -> tuple[str, ...]:  # type: ignore[override]
        return tuple(self._text(i).split(self.JOINER))

    def __iter__(self) -> Iterator[tuple[str, ...]]:  # type: ignore[override]
        return (tuple(group.split(self.JOINER)) for group in super().__iter__())


_MAGIC = b"parlorgames letter index 1\n"
_HEADER = struct.Struct("<6I")
"""Keys, groups, the byte lengths of the keys' and the words' text, and the masks of more than
64 bits: how many, and the width in bytes of what they have beyond 64."""
_LOW = (1 << 64) - 1
Keep = Callable[[int], bool]
"""Which keys a search may answer, by position (a key holding a word of a shorter list)."""


class LetterIndex:
    """Words grouped by their letters, searchable by the letters a player has to hand.

    ``keys`` (the sorted letters) run shortest first; ``lengths``, ``masks`` (the keys' levels)
    and ``items`` (each key's words, in the order given) run alongside, so a search answers
    with positions in these sequences.  The positions of the keys using one set of letters are
    ``members[starts[g]:starts[g + 1]]``, where ``presences[g]`` is that set; ``present`` holds
    every such set, so the sets a rack allows are matched in one pass.
    """

    __slots__ = ("keys", "lengths", "masks", "items", "span", "presences", "starts", "members", "present")

    def __init__(self, words: Iterable[str], spelling: Callable[[str], str]) -> None:
        """``spelling`` gives a word's letters A–Z, in any order (``str.upper`` for a word list)."""
        by_key: dict[str, tuple[str, ...]] = {}
        for word in words:
            key = "".join(sorted(spelling(word)))
            group = by_key.get(key)
            by_key[key] = (word,) if group is None else (*group, word)
        keys = sorted(by_key, key=len)
        self.keys = PackedTexts.of(keys)
        self.items = PackedGroups.of(map(by_key.__getitem__, keys))
        del by_key
        self.lengths = array("H", map(len, keys))
        self.masks = list(map(levels_sorted, keys))
        self._group()

    def _group(self) -> None:
        """Arrange the positions by the letters their keys use, and note every bit a key has:
        ``span & ~rack`` is what a rack lacks as a positive number, and ANDs of positive numbers
        are much quicker than with the negative ``~rack``."""
        used = [mask & _PRESENT for mask in self.masks]
        self.members = array("I", sorted(range(len(used)), key=used.__getitem__))
        self.presences, self.starts = array("I"), array("I")
        previous = -1
        for at, i in enumerate(self.members):
            if used[i] != previous:
                previous = used[i]
                self.presences.append(previous)
                self.starts.append(at)
        self.starts.append(len(self.members))
        self.present = frozenset(self.presences)
        self.span = (1 << max(self.masks, default=0).bit_length()) - 1

    def to_bytes(self) -> bytes:
        """The built index, to be loaded by :meth:`from_bytes` (the same on every machine).

        A mask is saved as its low 64 bits, plus the rest for the few keys with a letter three or
        more times: 64-bit numbers become Python integers at C speed, arbitrary bytes do not."""
        high = [i for i, mask in enumerate(self.masks) if mask >> 64]
        width = max(1, (max((self.masks[i] >> 64 for i in high), default=0).bit_length() + 7) // 8)
        keys, items = self.keys.text.encode(), self.items.text.encode()
        header = _HEADER.pack(len(self.masks), len(self.presences), len(keys), len(items), len(high), width)
        lows = array("Q", (mask & _LOW for mask in self.masks))
        highs = b"".join((self.masks[i] >> 64).to_bytes(width, "little") for i in high)
        arrays = [
            self.keys.ends,
            self.items.ends,
            self.lengths,
            self.members,
            self.presences,
            self.starts,
            lows,
            array("I", high),
        ]
        return b"".join([_MAGIC, header, keys, items, *map(_little_endian, arrays), highs])

    @classmethod
    def from_bytes(cls, blob: bytes) -> LetterIndex:
        """An index saved by :meth:`to_bytes`; ``ValueError`` if ``blob`` is not one."""
        return cls.read(io.BytesIO(blob))

    @classmethod
    def read(cls, source: BinaryIO) -> LetterIndex:
        """An index saved by :meth:`to_bytes`, read from an open file section by section (never
        the whole file in memory at once); ``ValueError`` if the file is not one."""
        sizes = (array("I").itemsize, array("H").itemsize, array("Q").itemsize)
        header = source.read(len(_MAGIC) + _HEADER.size)
        if not header.startswith(_MAGIC) or len(header) != len(_MAGIC) + _HEADER.size or sizes != (4, 2, 8):
            raise ValueError("not a letter index of this format")
        count, groups, keys_size, items_size, high_count, width = _HEADER.unpack_from(header, len(_MAGIC))

        def take(size: int) -> bytes:
            part = source.read(size)
            if len(part) != size:
                raise ValueError("a letter index cut short")
            return part

        index = cls.__new__(cls)
        keys_text, items_text = str(take(keys_size), "utf-8"), str(take(items_size), "utf-8")
        keys_ends, items_ends, index.lengths, index.members, index.presences, index.starts, lows, high = (
            _array(code, take(size * array(code).itemsize))
            for code, size in (
                ("I", count),
                ("I", count),
                ("H", count),
                ("I", count),
                ("I", groups),
                ("I", groups + 1),
                ("Q", count),
                ("I", high_count),
            )
        )
        highs = take(high_count * width)
        if source.read(1):
            raise ValueError("a letter index with bytes to spare")
        index.masks = masks = lows.tolist()
        del lows
        for n, i in enumerate(high):
            masks[i] |= int.from_bytes(highs[n * width : (n + 1) * width], "little") << 64
        index.keys, index.items = PackedTexts(keys_text, keys_ends), PackedGroups(items_text, items_ends)
        index.present = frozenset(index.presences)
        index.span = (1 << max(masks, default=0).bit_length()) - 1
        return index

    def group(self, used: int) -> Sequence[int]:
        """The positions of the keys that use exactly the letters ``used`` (presence bits)."""
        if used not in self.present:
            return ()
        g = bisect.bisect_left(self.presences, used)
        return self.members[self.starts[g] : self.starts[g + 1]]

    def __len__(self) -> int:
        return len(self.keys)

    def find(self, letters: str, blanks: int = 0, base: str = "", shortest: int = 0) -> list[int]:
        """Positions of the keys made of every letter of ``base`` and some of ``letters``, with at
        most ``blanks`` letters that neither supplies, and at least ``shortest`` letters long.

        ``base`` is a word being grown (a Skip-A-Cross steal, a Globe-Grams capture) or letters
        that must be used (Globe-Grams special letters).  Letters are upper-case A–Z.
        """
        need, have = levels(base), levels(letters + base)
        extras = _blank_letters(need, have, blanks)
        if extras is not None:
            return self._in_groups(need, have, extras, blanks, shortest)
        hi = bisect.bisect_right(self.lengths, len(letters) + len(base) + blanks)
        return self._scan(bisect.bisect_left(self.lengths, shortest), hi, self.span & ~have, blanks, need)

    def longest(self, letters: str, base: str = "", shortest: int = 0, keep: Keep | None = None) -> list[int]:
        """:meth:`find` without blanks, keeping only the longest keys found (at least
        ``shortest`` letters long) among those ``keep`` keeps.  The longest are sought first, so
        most shorter keys are never looked at."""
        need, have = levels(base), levels(letters + base)
        if _blank_letters(need, have, 0) is None:
            return self._longest_by_length(need, have, len(letters) + len(base), shortest, keep)
        return self._longest_in_groups(need, have, letters + base, shortest, keep)

    def _in_groups(self, need: int, have: int, extras: list[int], blanks: int, shortest: int) -> list[int]:
        """Gather the groups of every subset of the letters to hand beyond the base's, with the
        base's letters and each set of letters blanks may add; then test the keys in them."""
        fixed = need & _PRESENT
        subsets = _subsets(have & _PRESENT & ~fixed)
        gathered: list[int] = []
        present = self.present
        for extra in extras:
            used = fixed | extra
            wanted = [subset | used for subset in subsets] if used else subsets
            gathered.extend(chain.from_iterable(map(self.group, [p for p in wanted if p in present])))
        return self._fitting(gathered, self.span & ~have, blanks, need, shortest)

    def _fitting(self, positions: list[int], lacks: int, blanks: int, need: int, shortest: int) -> list[int]:
        """The keys at ``positions`` that the letters fit (with blanks), hold ``need`` and are
        at least ``shortest`` long (keys run shortest first: those from ``lo`` on).  ``lacks``
        and ``need`` share no bit, so without blanks a key fits and holds the base when its bits
        among theirs are ``need``'s: one test, not two."""
        masks, lo = self.masks, bisect.bisect_left(self.lengths, shortest)
        if blanks:
            return [
                i for i in positions if i >= lo and (masks[i] & lacks).bit_count() <= blanks and masks[i] & need == need
            ]
        if need:
            test = lacks | need
            return [i for i in positions if i >= lo and masks[i] & test == need]
        return [i for i in positions if i >= lo and not masks[i] & lacks]

    def _longest_in_groups(self, need: int, have: int, letters: str, shortest: int, keep: Keep | None) -> list[int]:
        """The groups of the most letters first: a group of ``size`` letters to hand holds keys
        no longer than those letters' copies, so once that is shorter than the best, stop."""
        fixed = need & _PRESENT
        free = [1 << b for b in range(LETTERS) if (have & _PRESENT & ~fixed) >> b & 1]
        copies = sorted((letters.count(chr(_A + b.bit_length() - 1)) for b in free), reverse=True)
        in_base = sum(letters.count(c) for c in letters_in(fixed))
        best, found = shortest, []
        for size in range(len(free), -1, -1):
            if in_base + sum(copies[:size]) < best:
                break
            gathered = [i for chosen in combinations(free, size) for i in self.group(fixed | sum(chosen))]
            fitting = self._fitting(gathered, self.span & ~have, 0, need, best)
            for i in fitting if keep is None else filter(keep, fitting):
                length = self.lengths[i]
                if length > best:
                    best, found = length, [i]
                elif length == best:
                    found.append(i)
        return found

    def _longest_by_length(self, need: int, have: int, most: int, shortest: int, keep: Keep | None) -> list[int]:
        """Too many letters for groups: test the keys of each length, longest first."""
        lengths = self.lengths
        hi = bisect.bisect_right(lengths, most)
        while hi > 0 and lengths[hi - 1] >= shortest:
            lo = bisect.bisect_left(lengths, lengths[hi - 1], 0, hi)
            found = self._scan(lo, hi, self.span & ~have, 0, need)
            if keep is not None:
                found = list(filter(keep, found))
            if found:
                return found
            hi = lo
        return []

    def _scan(self, lo: int, hi: int, lacks: int, blanks: int, need: int) -> list[int]:
        """Test every key from ``lo`` to ``hi``.  Plain comprehensions: on these numbers they are
        quicker than ``map`` over bound int methods.  ``lacks`` and ``need`` share no bit, so
        without blanks a key fits and holds the base when its bits among theirs are ``need``'s."""
        masks = self.masks
        if blanks:
            fit = [i for i in range(lo, hi) if (masks[i] & lacks).bit_count() <= blanks]
            return [i for i in fit if masks[i] & need == need] if need else fit
        if need:
            test = lacks | need
            return [i for i in range(lo, hi) if masks[i] & test == need]
        return [i for i in range(lo, hi) if not masks[i] & lacks]


def _subsets(letters: int) -> list[int]:
    """Every subset of a set of letters (presence bits), each letter doubling the list."""
    subsets = [0]
    for b in range(LETTERS):
        if letters >> b & 1:
            bit = 1 << b
            subsets += [subset | bit for subset in subsets]
    return subsets


def _little_endian(numbers: array) -> bytes:
    """An array's bytes, least significant first whatever the machine."""
    if sys.byteorder == "big":
        numbers = array(numbers.typecode, numbers)
        numbers.byteswap()
    return numbers.tobytes()


def _array(code: str, blob: bytes) -> array:
    """An array of ``code`` numbers from :func:`_little_endian` bytes."""
    numbers = array(code)
    numbers.frombytes(blob)
    if sys.byteorder == "big":
        numbers.byteswap()
    return numbers


def _blank_letters(need: int, have: int, blanks: int) -> list[int] | None:
    """The sets of letters not to hand that blanks may stand for (none, each one, each two …),
    as presence bits; None when looking up their groups would cost more than a scan."""
    free = (have & ~need & _PRESENT).bit_count()
    if not blanks:
        return [0] if 1 << free <= SUBSET_LIMIT else None
    absent = ~have & _PRESENT
    bits = [1 << b for b in range(LETTERS) if absent >> b & 1]
    sizes = range(min(blanks, len(bits)) + 1)
    if sum(comb(len(bits), size) for size in sizes) << free > SUBSET_LIMIT:
        return None
    return [sum(chosen) for size in sizes for chosen in combinations(bits, size)]
