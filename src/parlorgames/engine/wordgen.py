"""Crossword move generation over a lexicon: a trie, cross-checks and anchors (Appel & Jacobson).

General for any game that lays letters in lines on a grid of squares: the caller describes the
board (letters already down, which of them are wild, which empty squares may take a tile) and the
rack (letters plus wild tiles), and gets back every placement whose main word and cross words are
all in the lexicon. Game rules beyond words (runways, bonuses, colours) stay with the game.

The trie is built on first use and cached per word list, so loading a game costs nothing until a
computer player or a hint first needs moves.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Mapping, Sequence

from .lexicon import Lexicon

END = ""
"""The key that marks a complete word in a trie node (letters are single upper-case characters)."""

Trie = dict
Cell = tuple[int, int]


def build_trie(words: Iterable[str]) -> Trie:
    """A nested-dict trie of upper-case words; `END in node` means the path so far is a word."""
    root: Trie = {}
    for word in words:
        if not word.isalpha() or not word.isascii():
            continue
        node = root
        for letter in word.upper():
            child = node.get(letter)
            if child is None:
                child = node[letter] = {}
            node = child
        node[END] = True
    return root


@lru_cache(maxsize=8)
def _cached_trie(words: frozenset[str], house_words: frozenset[str], backwards: bool) -> Trie:
    """Words go in sorted: a set's order changes with each process's string hashing, and the trie's
    order is the order moves are found in, which a computer player's ties and so a replay depend on."""
    every = sorted(words | house_words)
    return build_trie(word[::-1] for word in every) if backwards else build_trie(every)


def trie_for(lexicon: Lexicon) -> Trie:
    """The lexicon's trie, built once per word list (house words included) and kept."""
    return _cached_trie(lexicon.words, lexicon.house_words, False)


def reverse_trie_for(lexicon: Lexicon) -> Trie:
    """The trie of the lexicon's words spelt backwards, built once per word list and kept."""
    return _cached_trie(lexicon.words, lexicon.house_words, True)


Placement = tuple[int, int, str, bool]
"""(row, col, letter, wild): one tile a move puts down, and whether a wild tile stands for the letter."""


@dataclass(frozen=True, slots=True)
class Move:
    """A legal placement: its main word from (row, col) across or down, and the plain letter score.

    `score` is the sum of letter values of the main word and of every cross word made, wild tiles
    counting nothing; games add their own multipliers and bonuses on top.
    """

    row: int
    col: int
    across: bool
    word: str
    placed: tuple[Placement, ...]
    score: int


@dataclass(frozen=True)
class Position:
    """What the generator needs to know about a board.

    `letters[r][c]` is an upper-case letter or None; `wild` the squares whose tile is a wild one;
    `open[r][c]` True where a new tile may go; `start` the square the first word must cover.
    """

    letters: Sequence[Sequence[str | None]]
    wild: frozenset[Cell]
    open: Sequence[Sequence[bool]]
    start: Cell

    @property
    def height(self) -> int:
        return len(self.letters)

    @property
    def width(self) -> int:
        return len(self.letters[0]) if self.letters else 0

    def empty(self) -> bool:
        return all(x is None for row in self.letters for x in row)

    def anchors(self) -> set[Cell]:
        """Open empty squares next to a tile (the start square on an empty board): every move covers one."""
        if self.empty():
            return {self.start}
        letters, h, w = self.letters, self.height, self.width
        return {
            (r, c)
            for r in range(h)
            for c in range(w)
            if letters[r][c] is None and self.open[r][c] and _touches(letters, r, c, h, w)
        }


class Generator:
    """Every legal move for a rack on a position: Appel & Jacobson's anchor-and-cross-check search.

    `wild_per_word` caps the wild tiles in any one word, old and new (None: no cap). With
    `reverse_trie` (the words spelt backwards) and at most one wild tile a word, a move holding
    its wild tile left of its first anchor is found by searching the line from the right instead,
    where that tile falls in the cheap, anchored extension rather than in the left part, which a
    wild tile would otherwise blow up twenty-six-fold at every square.
    """

    def __init__(self, trie: Trie, values: Mapping[str, int], wild_per_word: int | None = None, reverse_trie: Trie | None = None) -> None:
        self.trie = trie
        self.reverse_trie = reverse_trie
        self.values = dict(values)
        self.wild_per_word = 99 if wild_per_word is None else wild_per_word

    def moves(
        self,
        position: Position,
        rack: Iterable[str],
        wilds: int = 0,
        anchors_in: set[Cell] | None = None,
        spare_wilds: bool = False,
    ) -> list[Move]:
        """All moves, across and down; a one-tile move appears once (across when it makes an across word).

        `anchors_in` keeps only moves whose first anchor square is in the set (a game's area of play);
        `spare_wilds` uses a wild tile only for a letter the rack has run out of, which loses no
        move a score-maximiser wants (the letter's own tile scores at least as much).
        """
        counts = Counter(rack)
        found: list[Move] = []
        anchors = position.anchors()
        chosen = anchors if anchors_in is None else anchors & anchors_in
        flipped = _transposed(position)
        for pos, across in ((position, True), (flipped, False)):
            turn = (lambda cells: cells) if across else (lambda cells: {(c, r) for r, c in cells})
            self._lines(pos, turn(anchors), turn(chosen), counts, wilds, spare_wilds, across, found)
        return found

    # --- one direction ------------------------------------------------------------------------

    def _lines(self, pos: Position, anchors: set[Cell], chosen: set[Cell], rack: Counter, wilds: int, spare: bool, across: bool, found: list[Move]) -> None:
        """Search every row of `pos` holding a chosen anchor; rows are columns of the board when not `across`."""
        two_sided = self.reverse_trie is not None and wilds > 0 and self.wild_per_word <= 1
        for r in range(pos.height):
            starts = sorted(c for rr, c in chosen if rr == r)
            if not starts:
                continue
            line = self._line(pos, r, {c for rr, c in anchors if rr == r}, across)
            _LineSearch(self, line, rack, wilds, spare, wild_in_left=not two_sided, found=found).run(self.trie, starts)
            if two_sided:
                assert self.reverse_trie is not None
                mirror = [line.width - 1 - c for c in sorted(line.anchor_cols, reverse=True) if c >= starts[0]]
                search = _LineSearch(self, line.mirrored(), rack, wilds, spare, wild_in_left=False, found=found, mirrored_firsts=set(starts))
                search.run(self.reverse_trie, mirror)

    def _line(self, pos: Position, r: int, anchor_cols: set[int], across: bool) -> "_Line":
        """Row `r` of `pos` with the cross-check of each open empty square worked out once."""
        letters, open_, wild = pos.letters, pos.open, pos.wild
        row = list(letters[r])
        cross = [self._cross(letters, wild, r, c, pos.height) if row[c] is None and open_[r][c] else None for c in range(pos.width)]
        wild_cells = [(r, c) in wild for c in range(pos.width)]
        return _Line(r, row, list(open_[r]), wild_cells, cross, anchor_cols, across)

    def _cross(self, letters: Sequence[Sequence[str | None]], wild: frozenset[Cell], r: int, c: int, height: int) -> tuple | None:
        """(allowed letters, score of the cross word's tiles, wild tiles in it) for a square, or None if no cross word."""
        top = r
        while top > 0 and letters[top - 1][c] is not None:
            top -= 1
        bottom = r
        while bottom < height - 1 and letters[bottom + 1][c] is not None:
            bottom += 1
        if top == bottom:
            return None
        above = "".join(letters[i][c] for i in range(top, r))  # type: ignore[misc]
        below = "".join(letters[i][c] for i in range(r + 1, bottom + 1))  # type: ignore[misc]
        cells = [i for i in range(top, bottom + 1) if i != r]
        score = sum(0 if (i, c) in wild else self.values.get(letters[i][c], 0) for i in cells)  # type: ignore[arg-type]
        wild_count = sum(1 for i in cells if (i, c) in wild)
        node = self.trie
        for letter in above:
            node = node.get(letter)
            if node is None:
                return (frozenset(), score, wild_count)
        allowed = set()
        for letter, child in node.items():
            if letter == END:
                continue
            sub = child
            for tail in below:
                sub = sub.get(tail)
                if sub is None:
                    break
            if sub is not None and END in sub:
                allowed.add(letter)
        return (frozenset(allowed), score, wild_count)


@dataclass(frozen=True, slots=True)
class _Line:
    """One row of the board as the search reads it (a column of a transposed board when not `across`).

    `row` holds the letters down (None: empty), `open_row` where a tile may go, `wild_cells` which
    letters down are wild tiles, `cross` each open square's cross-check (see `Generator._cross`).
    """

    r: int
    row: list[str | None]
    open_row: list[bool]
    wild_cells: list[bool]
    cross: list[tuple | None]
    anchor_cols: set[int]
    across: bool

    @property
    def width(self) -> int:
        return len(self.row)

    def mirrored(self) -> "_Line":
        """The same line read from right to left, for the search over the reversed trie."""
        width = self.width
        return _Line(self.r, self.row[::-1], self.open_row[::-1], self.wild_cells[::-1], self.cross[::-1], {width - 1 - c for c in self.anchor_cols}, self.across)


class _LineSearch:
    """Appel & Jacobson along one line: a left part before each anchor, then extension rightwards.

    The search walks the trie while it lays tiles from the rack, keeping what it has laid in
    `placed` (left-part tiles with column -1 until the word's start is known) and undoing each
    choice on the way back. With `mirrored_firsts` the line is spelt backwards over the reversed
    trie, and only moves whose wild tile lies beyond their last anchor (in the reading order,
    before the first) and whose first anchor is one of `mirrored_firsts` are kept.
    The recursive steps keep hot attributes in locals: they run millions of times a game.
    """

    __slots__ = ("line", "row", "open_row", "cross", "wild_cells", "anchor_cols", "width", "values", "cap", "rack", "wilds", "wilds_left",
                 "spare", "wild_in_left", "mirrored_firsts", "found", "placed", "anchor")

    def __init__(self, generator: Generator, line: _Line, rack: Counter, wilds: int, spare: bool, wild_in_left: bool, found: list[Move],
                 mirrored_firsts: set[int] | None = None) -> None:
        self.line = line
        self.row, self.open_row, self.cross, self.wild_cells = line.row, line.open_row, line.cross, line.wild_cells
        self.anchor_cols, self.width = line.anchor_cols, line.width
        self.values, self.cap = generator.values, generator.wild_per_word
        self.rack, self.wilds, self.wilds_left = rack, wilds, wilds
        self.spare, self.wild_in_left = spare, wild_in_left
        self.mirrored_firsts = mirrored_firsts
        self.found = found
        self.placed: list[tuple[int, str, bool]] = []
        self.anchor = 0

    def run(self, trie: Trie, anchors: Sequence[int]) -> None:
        """Every move through each anchor in turn (columns of this line, in reading order)."""
        for anchor in anchors:
            self.anchor = anchor
            if anchor > 0 and self.row[anchor - 1] is not None:
                self._after_letters_down(trie, anchor)
            else:
                self._left("", trie, self._left_room(anchor), 0, 0)

    def _after_letters_down(self, trie: Trie, anchor: int) -> None:
        """The letters already down just before the anchor are the whole left part: follow them, then extend."""
        row, values = self.row, self.values
        start = anchor - 1
        while start > 0 and row[start - 1] is not None:
            start -= 1
        node: Trie | None = trie
        main_sum = wild_used = 0
        for c in range(start, anchor):
            node = node.get(row[c])  # type: ignore[union-attr]
            if node is None:
                return
            if self.wild_cells[c]:
                wild_used += 1
            else:
                main_sum += values.get(row[c], 0)
        if wild_used <= self.cap:
            self._extend("".join(row[start:anchor]), start, node, anchor, main_sum, 0, wild_used)  # type: ignore[arg-type]

    def _left_room(self, anchor: int) -> int:
        """How many tiles a left part may hold: open empty squares before the anchor, up to the previous anchor."""
        room, c = 0, anchor - 1
        while c >= 0 and self.row[c] is None and self.open_row[c] and c not in self.anchor_cols:
            room += 1
            c -= 1
        return room

    def _left(self, partial: str, node: Trie, limit: int, main_sum: int, wild_used: int) -> None:
        """Extend `partial` through the anchor, then try each longer left part of at most `limit` more tiles."""
        self._extend(partial, self.anchor - len(partial), node, self.anchor, main_sum, 0, wild_used)
        if limit <= 0:
            return
        rack, placed, values, spare = self.rack, self.placed, self.values, self.spare
        wild_ok = self.wild_in_left and self.wilds_left > 0 and wild_used < self.cap
        for letter, child in node.items():
            if letter == END:
                continue
            have = rack[letter]
            if have:
                rack[letter] = have - 1
                placed.append((-1, letter, False))
                self._left(partial + letter, child, limit - 1, main_sum + values.get(letter, 0), wild_used)
                placed.pop()
                rack[letter] = have
                if spare:
                    continue
            if wild_ok:
                self.wilds_left -= 1
                placed.append((-1, letter, True))
                self._left(partial + letter, child, limit - 1, main_sum, wild_used + 1)
                placed.pop()
                self.wilds_left += 1

    def _extend(self, partial: str, start: int, node: Trie, col: int, main_sum: int, cross_sum: int, wild_used: int) -> None:
        """Carry the word on from `col`: through a letter already down, or by laying a tile on an empty square."""
        letter = self.row[col] if col < self.width else None
        if letter is None:
            if col > self.anchor and END in node and len(partial) >= 2:
                self._record(partial, start, main_sum + cross_sum)
            if col < self.width and self.open_row[col]:
                self._lay(partial, start, node, col, main_sum, cross_sum, wild_used)
            return
        child = node.get(letter)
        if child is None:
            return
        if not self.wild_cells[col]:
            self._extend(partial + letter, start, child, col + 1, main_sum + self.values.get(letter, 0), cross_sum, wild_used)
        elif wild_used < self.cap:
            self._extend(partial + letter, start, child, col + 1, main_sum, cross_sum, wild_used + 1)

    def _lay(self, partial: str, start: int, node: Trie, col: int, main_sum: int, cross_sum: int, wild_used: int) -> None:
        """Each letter the trie allows next and the cross-check lets stand, from the rack or as a wild tile."""
        check = self.cross[col]
        allowed, extra_base, cross_wild = (None, 0, 0) if check is None else check
        cap = self.cap
        wild_ok = self.wilds_left > 0 and wild_used < cap and cross_wild < cap
        if self.mirrored_firsts is not None and col in self.anchor_cols:
            # Spelt backwards, the wild tile must end up beyond every anchor the word covers.
            if self.wilds_left < self.wilds:
                return
            wild_ok = False
        rack, placed, spare, values = self.rack, self.placed, self.spare, self.values
        for letter, child in node.items():
            if letter == END or (allowed is not None and letter not in allowed):
                continue
            have = rack[letter]
            if have:
                value = values.get(letter, 0)
                rack[letter] = have - 1
                placed.append((col, letter, False))
                self._extend(partial + letter, start, child, col + 1, main_sum + value, cross_sum + (0 if check is None else extra_base + value), wild_used)
                placed.pop()
                rack[letter] = have
                if spare:
                    continue
            if wild_ok:
                self.wilds_left -= 1
                placed.append((col, letter, True))
                self._extend(partial + letter, start, child, col + 1, main_sum, cross_sum + extra_base, wild_used + 1)
                placed.pop()
                self.wilds_left += 1

    def _record(self, word: str, start: int, score: int) -> None:
        """Keep the move just completed, in board coordinates."""
        tiles = self._tiles(start)
        line = self.line
        if not line.across and len(tiles) == 1 and self.cross[tiles[0][0]] is not None:
            return  # found already as an across move
        if self.mirrored_firsts is not None:
            if not self._wild_beyond_anchors(tiles):
                return
            width = self.width
            tiles = [(width - 1 - c, x, w) for c, x, w in reversed(tiles)]
            word, start = word[::-1], width - start - len(word)
        r = line.r
        if line.across:
            self.found.append(Move(r, start, True, word, tuple((r, c, x, w) for c, x, w in tiles), score))
        else:
            self.found.append(Move(start, r, False, word, tuple((c, r, x, w) for c, x, w in tiles), score))

    def _tiles(self, start: int) -> list[tuple[int, str, bool]]:
        """The laid tiles with their columns: left-part tiles run in word order from `start`, up to the anchor."""
        tiles = []
        offset = 0
        for col, letter, is_wild in self.placed:
            if col == -1:
                tiles.append((start + offset, letter, is_wild))
                offset += 1
            else:
                tiles.append((col, letter, is_wild))
        return tiles

    def _wild_beyond_anchors(self, tiles: list[tuple[int, str, bool]]) -> bool:
        """For a mirrored search: the move holds its wild tile beyond its last anchor, and that anchor was chosen."""
        assert self.mirrored_firsts is not None
        wild_col = next((c for c, _, w in tiles if w), None)
        last_anchor = max(c for c, _, _ in tiles if c in self.anchor_cols)
        return wild_col is not None and wild_col > last_anchor and self.width - 1 - last_anchor in self.mirrored_firsts


def _touches(letters: Sequence[Sequence[str | None]], r: int, c: int, height: int, width: int) -> bool:
    return (
        (r > 0 and letters[r - 1][c] is not None)
        or (r < height - 1 and letters[r + 1][c] is not None)
        or (c > 0 and letters[r][c - 1] is not None)
        or (c < width - 1 and letters[r][c + 1] is not None)
    )


def _transposed(pos: Position) -> Position:
    letters = [list(col) for col in zip(*pos.letters)]
    open_ = [list(col) for col in zip(*pos.open)]
    return Position(letters, frozenset((c, r) for r, c in pos.wild), open_, (pos.start[1], pos.start[0]))
