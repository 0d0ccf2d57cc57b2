"""A word list as a minimal DAWG in one flat array of 32-bit cells: small, and loaded in one read.

A node is an offset into `cells`. Its first cell is a mask: bit i (0–25) set when the letter
chr(65 + i) leads on from here, bit 26 (`TERMINAL`) set when the path so far spells a word. The
cells after it hold the offsets of the children, one per set letter bit, in letter order; the
child for a letter is found by counting the mask bits below it. The root is offset 0.

Equal suffixes share nodes (Daciuk, Mihov, Watson & Watson's incremental construction from
sorted words), so the 114,623-word list takes about half a megabyte each way. The shipped list's
graphs, forwards and backwards, are built by `scripts/build_word_graph.py` into
`data/word-graph.bin.gz` and read with `array.frombytes`, never as one Python object per node; a
family's own list or house words are built in memory the same way (slower, once per list).
"""

from __future__ import annotations

import gzip
import sys
from array import array
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import Path

from parlorgames.paths import data_path

from ...engine.lexicon import DEFAULT_FILE, Lexicon, family_withheld, fingerprint

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
CODES = {letter: i for i, letter in enumerate(LETTERS)}
TERMINAL = 1 << 26
LETTER_BITS = TERMINAL - 1
GRAPH_FILE = "word-graph.bin.gz"
MAGIC = b"PGWORDGRAPH1"
_TYPECODE = next(code for code in "IL" if array(code).itemsize == 4)


LONGEST_KNOWN = 31
"""Word lengths a length mask tells apart (any board line is shorter): its top bit stands for this
many letters or more, so a mask fits a 32-bit cell."""


def fold_lengths(mask: int) -> int:
    """A length mask with every length from `LONGEST_KNOWN` on folded into its top bit."""
    if mask >> LONGEST_KNOWN:
        return (mask & ((1 << LONGEST_KNOWN) - 1)) | (1 << LONGEST_KNOWN)
    return mask


class WordGraph:
    """One direction of a word list: walk it letter by letter from `ROOT` (see the module docstring)."""

    __slots__ = ("cells", "_most", "_lengths")
    ROOT = 0

    def __init__(self, cells: array) -> None:
        self.cells = cells
        self._most: dict[tuple[int, ...], array] = {}
        self._lengths: array | None = None

    @classmethod
    def build(cls, words: Iterable[str]) -> WordGraph:
        """The minimal graph of `words` (any case; words with letters outside A–Z are left out)."""
        return cls(_minimal_dawg(sorted({w.upper() for w in words if w.isascii() and w.isalpha()})))

    def bound_tables(self, values: tuple[int, ...]) -> tuple[array[int], array[int]]:
        """Two tables a search bounds its words by, indexed by node: the heaviest way on (the most
        the letters a word can still take on after the node add up to, each letter number worth
        `values[code]`), and the lengths a word may still take on (bit k set when some word goes
        on by exactly k letters; bit `LONGEST_KNOWN` for that many or more). Worked out for the
        whole graph, children first, in one walk the first time they are asked (about a tenth of
        a second for the shipped list), and kept."""
        heaviest = self._most.get(values)
        if heaviest is None or self._lengths is None:
            heaviest, lengths = self._fill(values)
            self._most[values], self._lengths = heaviest, lengths
        return heaviest, self._lengths

    def _fill(self, values: tuple[int, ...]) -> tuple[array[int], array[int]]:
        cells = self.cells
        heaviest, lengths = array("h", [-1]) * len(cells), array(_TYPECODE, [0]) * len(cells)
        stack = [self.ROOT]
        while stack:
            at = stack[-1]
            if heaviest[at] >= 0:
                stack.pop()
                continue
            letters = cells[at] & LETTER_BITS
            kids = cells[at + 1 : at + 1 + letters.bit_count()]
            pending = [kid for kid in kids if heaviest[kid] < 0]
            if pending:
                stack.extend(pending)
                continue
            most, ways = 0, 1 if cells[at] & TERMINAL else 0
            for kid in kids:
                low = letters & -letters
                letters ^= low
                most = max(most, heaviest[kid] + values[low.bit_length() - 1])
                ways |= lengths[kid] << 1
            heaviest[at], lengths[at] = most, fold_lengths(ways)
            stack.pop()
        return heaviest, lengths

    def with_words(self, words: Iterable[str]) -> WordGraph | None:
        """This graph's words and `words` (any case; words with letters outside A–Z are left out),
        in milliseconds where building anew takes a second or more: a house word's path is copied
        node by node from the root, so no other word's path changes, and what it does not share
        is added as a chain of new nodes. The graph is no longer minimal, only a few nodes a word
        bigger. None when a word begins with a letter no word here begins with (the root, at
        offset 0, cannot grow)."""
        cells = array(self.cells.typecode, self.cells)

        def copied(node: int) -> int:
            at = len(cells)
            cells.extend(cells[node : node + 1 + (cells[node] & LETTER_BITS).bit_count()])
            return at

        for word in sorted({w.upper() for w in words if w.isascii() and w.isalpha()}):
            node, pointer = self.ROOT, -1  # pointer: the cell holding `node`'s offset (-1: the root)
            for i, letter in enumerate(word):
                mask, bit = cells[node], 1 << CODES[letter]
                if mask & bit:
                    pointer = node + 1 + (mask & (bit - 1)).bit_count()
                    node = cells[pointer] = copied(cells[pointer])
                    continue
                if pointer < 0:
                    return None
                rest = len(cells)
                cells.append(TERMINAL)
                for later in reversed(word[i + 1 :]):
                    cells.extend((1 << CODES[later], rest))
                    rest = len(cells) - 2
                kids = list(cells[node + 1 : node + 1 + (mask & LETTER_BITS).bit_count()])
                kids.insert((mask & (bit - 1)).bit_count(), rest)
                cells[pointer] = len(cells)
                cells.append(mask | bit)
                cells.extend(kids)
                break
            else:
                cells[node] |= TERMINAL
        return WordGraph(cells)

    def without_words(self, words: Iterable[str]) -> WordGraph:
        """This graph less `words` (any case; words it lacks are passed over), in milliseconds: a word's
        path is copied node by node from the root, as `with_words` copies it, so no other word's path
        changes, and its last node no longer ends a word. A node left ending no word and leading to
        none is a dead end the search's length masks rule out."""
        cells = array(self.cells.typecode, self.cells)
        for word in sorted({w.upper() for w in words if w.isascii() and w.isalpha()}):
            if not self.is_word(word):
                continue
            node = self.ROOT
            for letter in word:
                mask, bit = cells[node], 1 << CODES[letter]
                pointer = node + 1 + (mask & (bit - 1)).bit_count()
                kid = cells[pointer]
                node = cells[pointer] = len(cells)
                cells.extend(cells[kid : kid + 1 + (cells[kid] & LETTER_BITS).bit_count()])
            cells[node] &= ~TERMINAL
        return WordGraph(cells)

    def to_bytes(self) -> bytes:
        """The cells as little-endian 32-bit integers."""
        cells = array(_TYPECODE, self.cells)
        if sys.byteorder != "little":
            cells.byteswap()
        return cells.tobytes()

    @classmethod
    def from_bytes(cls, blob: bytes | memoryview) -> WordGraph:
        cells = array(_TYPECODE)
        cells.frombytes(blob)
        if sys.byteorder != "little":
            cells.byteswap()
        return cls(cells)

    def child(self, node: int, code: int) -> int:
        """The node after letter number `code` (0 for A), or -1 when no word goes on that way."""
        cells = self.cells
        mask = cells[node]
        bit = 1 << code
        if not mask & bit:
            return -1
        return cells[node + 1 + (mask & (bit - 1)).bit_count()]

    def walk(self, text: str, node: int = 0) -> int:
        """The node reached by spelling `text` (upper case) from `node`, or -1."""
        for letter in text:
            code = CODES.get(letter)
            if code is None:
                return -1
            node = self.child(node, code)
            if node < 0:
                return -1
        return node

    def is_word(self, text: str) -> bool:
        node = self.walk(text.upper())
        return node >= 0 and bool(self.cells[node] & TERMINAL)

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.is_word(text)

    def words(self) -> Iterator[str]:
        """Every word, in alphabetical order (for checks: this makes a Python string per word)."""
        cells = self.cells
        stack: list[tuple[int, str]] = [(0, "")]
        while stack:
            node, prefix = stack.pop()
            mask = cells[node]
            if mask & TERMINAL:
                yield prefix
            kids = [
                (cells[node + 1 + i], prefix + letter)
                for i, letter in enumerate(LETTERS[j] for j in range(26) if mask >> j & 1)
            ]
            stack.extend(reversed(kids))

    def __len__(self) -> int:
        """The number of cells (nodes plus edges)."""
        return len(self.cells)


def _minimal_dawg(words: list[str]) -> array:
    """Cells of the minimal DAWG of sorted, distinct upper-case words, breadth first from the root.

    Words are added in order; the part of the previous word's path that the new word does not
    share can no longer change, so it is frozen into the register, where a node equal to one
    already there (same mask, same children) is replaced by it.
    """
    register: dict[tuple[int, tuple[int, ...]], int] = {}
    frozen: list[tuple[int, tuple[int, ...]]] = []
    path: list[list] = [[0, {}]]  # [mask so far, {letter code: frozen child}] along the previous word
    previous: list[int] = []

    def freeze(depth: int) -> None:
        while len(path) > depth + 1:
            mask, kids = path.pop()
            node = (mask, tuple(kids[code] for code in sorted(kids)))
            ident = register.get(node)
            if ident is None:
                ident = register[node] = len(frozen)
                frozen.append(node)
            path[-1][1][previous[len(path) - 1]] = ident

    for word in words:
        codes = [CODES[letter] for letter in word]
        common = 0
        for a, b in zip(codes, previous):
            if a != b:
                break
            common += 1
        freeze(common)
        for code in codes[common:]:
            path[-1][0] |= 1 << code
            path.append([0, {}])
        path[-1][0] |= TERMINAL
        previous = codes
    freeze(0)
    mask, kids = path[0]
    root = (mask, tuple(kids[code] for code in sorted(kids)))
    frozen.append(root)
    order = [len(frozen) - 1]
    offsets = {order[0]: 0}
    size = 0
    for ident in order:  # breadth first: grows while it is read
        offsets[ident] = size
        size += 1 + len(frozen[ident][1])
        for kid in frozen[ident][1]:
            if kid not in offsets:
                offsets[kid] = -1
                order.append(kid)
    cells = array(_TYPECODE, bytes(4 * size))
    for ident in order:
        at = offsets[ident]
        mask, kids = frozen[ident]
        cells[at] = mask
        for i, kid in enumerate(kids):
            cells[at + 1 + i] = offsets[kid]
    return cells


# --- the graphs of a lexicon -------------------------------------------------------------------


def pack(forward: WordGraph, backward: WordGraph, digest: bytes) -> bytes:
    """The shipped file's contents (before gzip): magic, word-list digest, two cell counts, the cells."""
    head = MAGIC + digest + len(forward).to_bytes(4, "little") + len(backward).to_bytes(4, "little")
    return head + forward.to_bytes() + backward.to_bytes()


def unpack(blob: bytes) -> tuple[bytes, WordGraph, WordGraph]:
    """(digest, forward, backward) from `pack`'s bytes; ValueError if they are not such a file."""
    view = memoryview(blob)
    at = len(MAGIC)
    if bytes(view[:at]) != MAGIC or len(blob) < at + 40:
        raise ValueError("not a word graph file")
    digest = bytes(view[at : at + 32])
    sizes = (int.from_bytes(view[at + 32 : at + 36], "little"), int.from_bytes(view[at + 36 : at + 40], "little"))
    at += 40
    if len(blob) != at + 4 * sum(sizes):
        raise ValueError("word graph file of the wrong length")
    forward = WordGraph.from_bytes(view[at : at + 4 * sizes[0]])
    backward = WordGraph.from_bytes(view[at + 4 * sizes[0] :])
    return digest, forward, backward


@lru_cache(maxsize=1)
def _shipped() -> tuple[WordGraph, WordGraph] | None:
    """The shipped list's graphs, or None when the file is missing or was built from another list."""
    try:
        digest, forward, backward = unpack(gzip.decompress(data_path(GRAPH_FILE).read_bytes()))
        current = fingerprint(data_path(DEFAULT_FILE).read_bytes())
    except (OSError, ValueError, EOFError):
        return None
    return (forward, backward) if digest == current else None


@lru_cache(maxsize=4)
def _built(words: frozenset[str], house_words: frozenset[str]) -> tuple[WordGraph, WordGraph]:
    """Graphs built in memory. Words go in sorted, so nothing depends on the process's string hashing."""
    every = words | house_words
    return WordGraph.build(every), WordGraph.build(word[::-1] for word in every)


@lru_cache(maxsize=4)
def _shipped_with(house_words: frozenset[str]) -> tuple[WordGraph, WordGraph] | None:
    """The shipped graphs with house words added, or None when they cannot be added (`WordGraph.with_words`)."""
    shipped = _shipped()
    if shipped is None:
        return None
    forward, backward = shipped[0].with_words(house_words), shipped[1].with_words(word[::-1] for word in house_words)
    return None if forward is None or backward is None else (forward, backward)


def _graphs(lexicon: Lexicon) -> tuple[WordGraph, WordGraph]:
    source = lexicon.source
    if source is not None and _same_file(source, data_path(DEFAULT_FILE)):
        shipped = _shipped_with(lexicon.house_words) if lexicon.house_words else _shipped()
        if shipped is not None:
            return shipped
    return _built(lexicon.words, lexicon.house_words)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def spoken_graphs(lexicon: Lexicon) -> tuple[WordGraph, WordGraph]:
    """The lexicon's graphs, forwards and backwards, less the words a family table leaves out
    (`engine.lexicon.family_withheld`): what computer players and the hints search. Made once per list."""
    return _spoken(lexicon.words, lexicon.house_words, lexicon.source)


@lru_cache(maxsize=4)
def _spoken(words: frozenset[str], house_words: frozenset[str], source: Path | None) -> tuple[WordGraph, WordGraph]:
    forward, backward = _graphs(Lexicon(words, house_words, source))
    withheld = family_withheld().keys()
    return forward.without_words(withheld), backward.without_words(word[::-1] for word in withheld)


def graph_for(lexicon: Lexicon) -> WordGraph:
    """The lexicon's words (house words included) as a graph: the shipped one for the shipped list,
    else built once per list and kept."""
    return _graphs(lexicon)[0]


def reverse_graph_for(lexicon: Lexicon) -> WordGraph:
    """The graph of the lexicon's words spelt backwards."""
    return _graphs(lexicon)[1]
