"""Crossword move generation over a lexicon: a word graph, cross-checks and anchors (Appel & Jacobson).

General for any game that lays letters in lines on a grid of squares: the caller describes the
board (letters already down, which of them are wild, which empty squares may take a tile) and the
rack (letters plus wild tiles), and gets back every placement whose main word and cross words are
all in the lexicon. Game rules beyond words (runways, bonuses, colours) stay with the game.

Words are walked in a `WordGraph` (games/zig_zaggle/wordgraph.py, a minimal DAWG in flat arrays). Sets of
letters are bit masks (bit 0 for A), so the letters a square may take are the graph node's letters
AND the square's cross-check AND, once no wild tile may go there, the rack's letters: the search
never visits a letter it cannot lay. A caller after only the best few moves passes a `Ceiling`
(branch and bound): the search keeps the least score of the best moves found so far and drops a
word holding a wild tile, the costliest part of the search, once it cannot reach it, and any
other word too when the caller bounds what multiplying it may add; it searches the most
promising lines first, so that bound bites early. On an empty board it first finds, in one walk
of the graph, the words with a wild tile that can reach it, and searches only those and the words
the rack spells alone.
"""

from __future__ import annotations

import heapq
from array import array
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, product
from typing import NamedTuple

from .wordgraph import CODES, LETTER_BITS, LETTERS, TERMINAL, WordGraph, fold_lengths, graph_for, reverse_graph_for

__all__ = ["Ceiling", "Generator", "Move", "Placement", "Position", "WordGraph", "graph_for", "reverse_graph_for"]

Cell = tuple[int, int]
NO_LETTER = 27
"""The code of a character outside A–Z: no graph mask has its bit, so it never matches."""
CROSS_CHECKS_KEPT = 20_000
"""How many cross-checks a generator keeps (a few hundred come up in a game)."""


Placement = tuple[int, int, str, bool]
"""(row, col, letter, wild): one tile a move puts down, and whether a wild tile stands for the letter."""


class Move(NamedTuple):
    """A legal placement: its main word from (row, col) across or down, and the plain letter score.

    `score` is the sum of letter values of the main word and of every cross word made, wild tiles
    counting the generator's `wild_value`; games add their own multipliers and bonuses on top.
    A named tuple: thousands are made for one rack, and a tuple is the quickest value to make.
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


@dataclass(frozen=True)
class Ceiling:
    """For a caller after only the best moves: what a game adds to a move's letter score at most.

    A move scores at least its letters plus `extra`, plus `bonus` when its main word begins or ends
    on an `edge` square, and at most its letters with each word multiplied, plus `extra` and
    `bonus`; a word holding a wild tile is never multiplied. `cross(r, c, across)` tells, for a
    tile on (r, c) in a move across (or down), the most its cross word can be multiplied by and
    whether that word begins or ends on an edge square. The search then drops a line holding a wild
    tile as soon as its best possible score falls below the `keep`-th best lowest score of the
    moves found so far, or more than `margin` below the best of them: the search's costliest
    lines, and none of the moves wanted.

    With `main`, words without a wild tile are dropped the same way. `main(r, across)` tells, for
    each square c of row r (column r when not `across`), (end, times, gain): a main word starting
    on c is multiplied by at most `times`, which adds at most `gain`, and not at all once the word
    covers square `end` or beyond.
    """

    keep: int
    margin: int | None
    extra: int
    bonus: int
    edge: frozenset[Cell]
    cross: Callable[[int, int, bool], tuple[int, bool]]
    main: Callable[[int, bool], Sequence[tuple[int, int, int]]] | None = None


class _Floor:
    """The lowest score a move must be able to reach to stay among those wanted, from the least
    each move found so far is sure to score (`Ceiling`)."""

    __slots__ = ("keep", "margin", "lows", "top", "value")

    def __init__(self, keep: int, margin: int | None) -> None:
        self.keep, self.margin = keep, margin
        self.lows: list[int] = []
        self.top = self.value = -(10**9)

    def add(self, low: int) -> None:
        lows = self.lows
        if low <= self.top and len(lows) == self.keep and low <= lows[0]:
            return  # neither the kept lows nor the best change
        if len(lows) < self.keep:
            heapq.heappush(lows, low)
        elif low > lows[0]:
            heapq.heapreplace(lows, low)
        self.top = max(self.top, low)
        kept = lows[0] if len(lows) == self.keep else -(10**9)
        self.value = max(kept, -(10**9) if self.margin is None else self.top - self.margin)


class Generator:
    """Every legal move for a rack on a position: Appel & Jacobson's anchor-and-cross-check search.

    `wild_per_word` caps the wild tiles in any one word, old and new (None: no cap), and
    `wild_value` is what a wild tile scores (nothing by default). With `reverse_graph` (the words
    spelt backwards) and at most one wild tile a word, a move holding its wild tile left of its
    first anchor is found by searching the line from the right instead, where that tile falls in
    the cheap, anchored extension rather than in the left part, which a wild tile would otherwise
    blow up twenty-six-fold at every square.
    """

    def __init__(
        self,
        graph: WordGraph,
        values: Mapping[str, int],
        wild_per_word: int | None = None,
        reverse_graph: WordGraph | None = None,
        wild_value: int = 0,
    ) -> None:
        self.graph = graph
        self.reverse_graph = reverse_graph
        self.values = dict(values)
        self.codes_values = [self.values.get(letter, 0) for letter in LETTERS] + [0, 0]
        self.wild_value = wild_value
        self.wild_per_word = 99 if wild_per_word is None else wild_per_word
        self._between: dict[tuple[str, str], int] = {}

    def moves(
        self,
        position: Position,
        rack: Iterable[str],
        wilds: int = 0,
        anchors_in: set[Cell] | None = None,
        spare_wilds: bool = False,
        must_cover: set[Cell] | None = None,
        ceiling: Ceiling | None = None,
    ) -> list[Move]:
        """All moves, across and down; a one-tile move appears once (across when it makes an across word).

        `anchors_in` keeps only moves whose first anchor square is in the set (a game's area of play);
        `spare_wilds` uses a wild tile only for a letter the rack has run out of, and then on each
        copy of that letter in turn (one move per choice: the copies' cross words score apart), the
        earlier copies too when the copy the rack ran out on may not take one (its cross word holds
        all the wild tiles it may);
        while a wild tile scores no more than any letter, that loses no move a score-maximiser
        wants (the letter's own tile on the same square scores at least as much);
        `must_cover` keeps only moves laying a tile on one of its squares (a game's area of play),
        and the search gives up on a word as soon as it has passed the last of them in its line;
        with `ceiling`, moves holding a wild tile that cannot be among the best wanted are left out.
        """
        counts = [0] * 28
        for letter in rack:
            counts[CODES.get(letter, NO_LETTER)] += 1
        counts[NO_LETTER] = 0
        floor = None if ceiling is None else _Floor(ceiling.keep, ceiling.margin)
        graphs = (self.graph, self.reverse_graph)
        if ceiling is not None and floor is not None and wilds and position.empty():
            graphs = self._opening_graphs(position, counts, wilds, anchors_in, spare_wilds, must_cover, ceiling, floor)
        return self._search(graphs, position, counts, wilds, anchors_in, spare_wilds, must_cover, ceiling, floor)

    def _search(
        self,
        graphs: tuple[WordGraph, WordGraph | None],
        position: Position,
        counts: list[int],
        wilds: int,
        anchors_in: set[Cell] | None,
        spare: bool,
        must_cover: set[Cell] | None,
        ceiling: Ceiling | None,
        floor: _Floor | None,
    ) -> list[Move]:
        """`moves` over the given word graphs (forwards, backwards). The lines are searched most
        promising first, so that a `Ceiling`'s floor rises early, but their moves come in line order."""
        anchors = position.anchors()
        chosen = anchors if anchors_in is None else anchors & anchors_in
        flipped = _transposed(position)
        searches: list[tuple[int, Callable[[list[Move]], None]]] = []
        for pos, across in ((position, True), (flipped, False)):
            turn = (lambda cells: cells) if across else (lambda cells: {(c, r) for r, c in cells})
            searches += self._lines(
                graphs,
                pos,
                turn(anchors),
                turn(chosen),
                None if must_cover is None else turn(must_cover),
                counts,
                wilds,
                spare,
                across,
                ceiling,
                floor,
            )
        found: list[list[Move]] = [[] for _ in searches]
        for i in sorted(range(len(searches)), key=lambda i: -searches[i][0]):
            searches[i][1](found[i])
        return [move for line in found for move in line]

    def _opening_graphs(
        self,
        position: Position,
        counts: list[int],
        wilds: int,
        anchors_in: set[Cell] | None,
        spare: bool,
        must_cover: set[Cell] | None,
        ceiling: Ceiling,
        floor: _Floor,
    ) -> tuple[WordGraph, WordGraph | None]:
        """For a move on an empty board: graphs of only the words the best moves can spell.

        No cross words, so every placement of a word scores its letters, the `Ceiling`'s extra and
        at most the bonus, which only a word long enough to reach an edge square from the start
        square can take. The moves without a wild tile (quick to find) set the floor; the words
        needing a wild tile that can still reach it are found in one walk of the graph rather than
        once for each square of the word, and the moves are searched in graphs of those words and
        the words of the moves without a wild tile. The search visits words in the same order
        whatever the graph, so the moves come in the same order as over the whole word list."""
        plain = self._search(
            (self.graph, self.reverse_graph),
            position,
            counts,
            0,
            anchors_in,
            spare,
            must_cover,
            ceiling if ceiling.main else None,
            floor,
        )
        if ceiling.main is None:
            for move in plain:
                end = (
                    (move.row, move.col + len(move.word) - 1)
                    if move.across
                    else (move.row + len(move.word) - 1, move.col)
                )
                floor.add(
                    move.score
                    + ceiling.extra
                    + (ceiling.bonus if (move.row, move.col) in ceiling.edge or end in ceiling.edge else 0)
                )
        r0, c0 = position.start
        reach = min(
            (abs(c - c0) if r == r0 else abs(r - r0) for r, c in ceiling.edge if r == r0 or c == c0),
            default=max(position.height, position.width),
        )
        words = {move.word for move in plain} | self._wild_words(
            counts, wilds, spare, floor.value - ceiling.extra, ceiling.bonus, reach
        )
        ordered = sorted(words)
        return WordGraph.build(ordered), None if self.reverse_graph is None else WordGraph.build(
            word[::-1] for word in ordered
        )

    def _wild_words(self, counts: list[int], wilds: int, spare: bool, need: int, bonus: int, reach: int) -> set[str]:
        """The words the rack spells with at least one wild tile (at most `wild_per_word`) whose
        letters add up to `need`, or to `need` less `bonus` when longer than `reach`."""
        cells, values, wild_value = self.graph.cells, self.codes_values, self.wild_value
        cap = min(wilds, self.wild_per_word)
        rack = counts[:]
        left = [sum(values[code] * rack[code] for code in range(26)) + wild_value * cap]
        words: set[str] = set()

        def walk(node: int, word: str, total: int, used: int) -> None:
            if total + left[0] + bonus < need:
                return
            mask = cells[node]
            if used and len(word) >= 2 and mask & TERMINAL and total + (bonus if len(word) > reach else 0) >= need:
                words.add(word)
            choices = mask & LETTER_BITS
            while choices:
                low = choices & -choices
                choices ^= low
                code = low.bit_length() - 1
                child = cells[node + 1 + (mask & (low - 1)).bit_count()]
                have = rack[code]
                if have:
                    rack[code] = have - 1
                    left[0] -= values[code]
                    walk(child, word + LETTERS[code], total + values[code], used)
                    left[0] += values[code]
                    rack[code] = have
                if used < cap and not (spare and have):
                    left[0] -= wild_value
                    walk(child, word + LETTERS[code], total + wild_value, used + 1)
                    left[0] += wild_value

        walk(WordGraph.ROOT, "", 0, 0)
        return words

    # --- one direction ------------------------------------------------------------------------

    def _lines(
        self,
        graphs: tuple[WordGraph, WordGraph | None],
        pos: Position,
        anchors: set[Cell],
        chosen: set[Cell],
        cover: set[Cell] | None,
        rack: list[int],
        wilds: int,
        spare: bool,
        across: bool,
        ceiling: Ceiling | None = None,
        floor: _Floor | None = None,
    ) -> list[tuple[int, Callable[[list[Move]], None]]]:
        """The search of every row of `pos` holding a chosen anchor (and, with `cover`, an open square
        of it), which adds the row's moves to the list it is given, with the most a move of the row
        may score as far as the `Ceiling` tells (0 without one); rows are columns of the board when
        not `across`."""
        graph, reverse_graph = graphs
        searches: list[tuple[int, Callable[[list[Move]], None]]] = []
        two_sided = reverse_graph is not None and wilds > 0 and self.wild_per_word <= 1
        chosen_in, anchors_in, cover_in = _by_row(chosen), _by_row(anchors), _by_row(cover or ())
        held, tops = _rack_values(self, rack, wilds)
        for r in sorted(chosen_in):
            starts = sorted(chosen_in[r])
            zone = (
                None
                if cover is None
                else {c for c in cover_in.get(r, ()) if pos.letters[r][c] is None and pos.open[r][c]}
            )
            if zone is not None and not zone:
                continue
            line = self._line(pos, r, anchors_in[r], zone, across)
            bounded = (
                ceiling is not None and floor is not None and (two_sided or (not wilds and ceiling.main is not None))
            )
            limit = _Limit.of(self, line, ceiling, floor, held, wilds, tops) if bounded else None  # type: ignore[arg-type]

            def search(
                found: list[Move], line: _Line = line, limit: _Limit | None = limit, starts: list[int] = starts
            ) -> None:
                _LineSearch(
                    self, graph, line, rack, wilds, spare, wild_in_left=not two_sided, found=found, limit=limit
                ).run(starts)
                if two_sided:
                    assert reverse_graph is not None
                    mirror = [line.width - 1 - c for c in sorted(line.anchor_cols, reverse=True) if c >= starts[0]]
                    mirrored = line.mirrored()
                    backwards = _LineSearch(
                        self,
                        reverse_graph,
                        mirrored,
                        rack,
                        wilds,
                        spare,
                        wild_in_left=False,
                        found=found,
                        mirrored_firsts=set(starts),
                        limit=None if limit is None else limit.mirrored(mirrored),
                    )
                    backwards.run(mirror)

            searches.append((0 if limit is None else limit.most_through(starts), search))
        return searches

    def _line(self, pos: Position, r: int, anchor_cols: set[int], zone: set[int] | None, across: bool) -> _Line:
        """Row `r` of `pos` with the cross-check of each open empty square worked out once."""
        letters, open_, wild = pos.letters, pos.open, pos.wild
        row = list(letters[r])
        codes = [-1 if x is None else CODES.get(x, NO_LETTER) for x in row]
        cross = [
            self._cross(letters, wild, r, c, pos.height) if row[c] is None and open_[r][c] else None
            for c in range(pos.width)
        ]
        wild_cells = [(r, c) in wild for c in range(pos.width)]
        return _Line(
            r, row, codes, list(open_[r]), wild_cells, cross, anchor_cols, across, _zone_counts(zone, pos.width)
        )

    def _cross(
        self, letters: Sequence[Sequence[str | None]], wild: frozenset[Cell], r: int, c: int, height: int
    ) -> tuple[int, int, int] | None:
        """(mask of the letters allowed, score of the cross word's tiles, wild tiles in it) for a square,
        or None if no cross word."""
        top = r
        while top > 0 and letters[top - 1][c] is not None:
            top -= 1
        bottom = r
        while bottom < height - 1 and letters[bottom + 1][c] is not None:
            bottom += 1
        if top == bottom:
            return None
        cells = [i for i in range(top, bottom + 1) if i != r]
        score = sum(self.wild_value if (i, c) in wild else self.values.get(letters[i][c] or "", 0) for i in cells)
        wild_count = sum(1 for i in cells if (i, c) in wild)
        above = "".join(letters[i][c] for i in range(top, r))  # type: ignore[misc]
        below = "".join(letters[i][c] for i in range(r + 1, bottom + 1))  # type: ignore[misc]
        return (self._fits_between(above, below), score, wild_count)

    def _fits_between(self, above: str, below: str) -> int:
        """The mask of the letters that make a word between `above` and `below`, kept: the same
        cross words come back move after move."""
        known = self._between.get((above, below))
        if known is not None:
            return known
        if len(self._between) >= CROSS_CHECKS_KEPT:
            self._between.clear()
        graph = self.graph
        node = graph.walk(above)
        allowed = 0
        mask = 0 if node < 0 else graph.cells[node] & LETTER_BITS
        while mask:
            low = mask & -mask
            mask ^= low
            end = graph.walk(below, graph.child(node, low.bit_length() - 1))
            if end >= 0 and graph.cells[end] & TERMINAL:
                allowed |= low
        self._between[above, below] = allowed
        return allowed


@dataclass(frozen=True, slots=True)
class _Line:
    """One row of the board as the search reads it (a column of a transposed board when not `across`).

    `row` holds the letters down (None: empty) and `codes` their letter numbers (-1: empty),
    `open_row` where a tile may go, `wild_cells` which letters down are wild tiles, `cross` each
    open square's cross-check (see `Generator._cross`). `zone_counts[c]` counts the squares a move
    must cover (`Generator.moves`' `must_cover`) left of column c (None: no such squares).
    """

    r: int
    row: list[str | None]
    codes: list[int]
    open_row: list[bool]
    wild_cells: list[bool]
    cross: list[tuple[int, int, int] | None]
    anchor_cols: set[int]
    across: bool
    zone_counts: list[int] | None

    @property
    def width(self) -> int:
        return len(self.row)

    def mirrored(self) -> _Line:
        """The same line read from right to left, for the search over the reversed graph."""
        width, counts = self.width, self.zone_counts
        zone = None if counts is None else {width - 1 - c for c in range(width) if counts[c + 1] > counts[c]}
        return _Line(
            self.r,
            self.row[::-1],
            self.codes[::-1],
            self.open_row[::-1],
            self.wild_cells[::-1],
            self.cross[::-1],
            {width - 1 - c for c in self.anchor_cols},
            self.across,
            _zone_counts(zone, width),
        )


class _Limit:
    """A `Ceiling` as one line's search uses it: the lines' shared `_Floor`; the most any move of
    the line adds (`most_extra`: the bonus when a cross word may take off); in reading order, for
    each column the most a tile's cross word there adds (`own`), the most the cross words from
    there to the next blocked square add (`cross_from`), whether an edge square lies there
    (`edge_ahead`), and the fewest empty squares a word going on from there fills to end on one
    (`edge_need`: more than the rack's `tiles` when none lies before the next blocked square);
    the most a cross word may be multiplied by (`times_most`); for the least a move scores, the edge
    columns of the board's line (`edge_cols`, never mirrored); and, for what the rest of a word can add, the
    values of the letters down (`down`, 0 on empty squares) and the rack's best tiles (`tops[k]`: the k most
    valuable added up), from which `rest_from[c]` is the most the letters down and the tiles laid
    from column c to the next blocked square add (`down_from[c]`: the letters down alone): often
    far below the graph's heaviest way on, which knows nothing of the rack. For words without a
    wild tile (`Ceiling.main`), `main_end`, `main_times` and `main_gain` per column, in reading
    order (empty, with `has_main` false, when only words holding a wild tile are bounded)."""

    __slots__ = (
        "floor",
        "ceiling",
        "values",
        "most_extra",
        "edge_cols",
        "edge_ahead",
        "own",
        "times_most",
        "down",
        "tops",
        "tiles",
        "edge_need",
        "edge_reach",
        "cross_from",
        "rest_from",
        "down_from",
        "has_main",
        "main_end",
        "main_times",
        "main_gain",
    )

    def __init__(
        self,
        floor: _Floor,
        ceiling: Ceiling,
        values: tuple[int, ...],
        most_extra: int,
        edge_cols: frozenset[int],
        edge_ahead: list[bool],
        own: list[int],
        times_most: int,
        down: list[int],
        tops: list[int],
        line: _Line,
        main: Sequence[tuple[int, int, int]] | None = None,
    ) -> None:
        self.floor, self.ceiling, self.values, self.most_extra, self.edge_cols = (
            floor,
            ceiling,
            values,
            most_extra,
            edge_cols,
        )
        self.edge_ahead, self.own, self.times_most, self.down, self.tops = edge_ahead, own, times_most, down, tops
        self.has_main = main is not None
        self.main_end = [end for end, _, _ in main or ()]
        self.main_times = [times for _, times, _ in main or ()]
        self.main_gain = [gain for _, _, gain in main or ()]
        width = len(own)
        self.tiles = len(tops) - 1
        out_of_reach = self.tiles + 1
        self.edge_need, self.cross_from = [out_of_reach] * (width + 1), [0] * (width + 1)
        self.edge_reach = [0] * (width + 1)
        down_from, open_from = [0] * (width + 1), [0] * (width + 1)
        for c in range(width - 1, -1, -1):
            if line.codes[c] >= 0 or line.open_row[c]:
                fills = line.codes[c] < 0
                self.edge_need[c] = min(out_of_reach, fills if edge_ahead[c] else fills + self.edge_need[c + 1])
                self.edge_reach[c] = fold_lengths((self.edge_reach[c + 1] << 1) | (2 if edge_ahead[c] else 0))
                self.cross_from[c] = own[c] + self.cross_from[c + 1]
                down_from[c] = down[c] + down_from[c + 1]
                open_from[c] = (line.codes[c] < 0) + open_from[c + 1]
        self.rest_from = [down_from[c] + tops[min(open_from[c], len(tops) - 1)] for c in range(width + 1)]
        self.down_from = down_from

    def left_most(self, anchor: int, room: int) -> tuple[int, int, int, int]:
        """For a word whose left part ends before `anchor` (at most `room` squares long, on squares
        without cross words): (the most its cross words, a bonus for starting on an edge square
        and, with `main_end`, its own multiplying add, the most the rest of its letters add: all
        the rack and the letters down from the anchor, the bonus for ending on an edge square, and
        for that the lengths the rest of the word after a left part may have: `edge_reach` from the
        anchor, shifted by each number of letters the left part may still take)."""
        first = max(0, anchor - min(room, self.tiles - 1))
        starts_on_edge = any(self.edge_ahead[first : anchor + 1])
        ends_on_edge = not starts_on_edge and self.edge_need[anchor] <= self.tiles
        reach = 0
        for more in range(anchor - first + 1 if ends_on_edge else 0):
            reach |= self.edge_reach[anchor] << more
        reach = fold_lengths(reach)
        gain = 0
        if self.has_main:
            gain = max(
                [
                    g
                    for g, end in zip(self.main_gain[first : anchor + 1], self.main_end[first : anchor + 1])
                    if end > anchor
                ]
                + [0]
            )
        most = self.cross_from[anchor] + self.most_extra + gain + (self.ceiling.bonus if starts_on_edge else 0)
        return most, self.tops[-1] + self.down_from[anchor], self.ceiling.bonus if ends_on_edge else 0, reach

    def most_through(self, anchors: Iterable[int]) -> int:
        """About the most a move through one of `anchors` may score: which lines to search first."""
        return max(sum(self.left_most(anchor, anchor)[:3]) for anchor in anchors)

    @classmethod
    def of(
        cls,
        generator: Generator,
        line: _Line,
        ceiling: Ceiling,
        floor: _Floor,
        held: list[int],
        wilds: int,
        tops: list[int],
    ) -> _Limit | None:
        """The limit for `line` (the rack's letters, wild tiles and tops as `_rack_values` gives
        them), or None when a wild tile may score more than a letter (the graph's heaviest way on
        then no longer bounds a word's letters)."""
        values = generator.codes_values
        if generator.wild_value > min(values[:26]):
            return None

        def board(c: int) -> Cell:
            return (line.r, c) if line.across else (c, line.r)

        edge_cols = (
            frozenset(c for r, c in ceiling.edge if r == line.r)
            if line.across
            else frozenset(r for r, c in ceiling.edge if c == line.r)
        )
        takes_off = False
        times_most = 1
        own = [0] * line.width
        for c, check in enumerate(line.cross):
            if check is not None:
                times, on_edge = ceiling.cross(*board(c), line.across)
                takes_off = takes_off or on_edge
                times_most = max(times_most, times)
                allowed = check[0]
                value_most = max(
                    [values[code] for code in held if allowed >> code & 1]
                    + [generator.wild_value] * (wilds > 0 and allowed > 0)
                    + [-1]
                )
                own[c] = 0 if value_most < 0 else (check[1] + value_most) * times
        most_extra = ceiling.extra + (ceiling.bonus if takes_off else 0)
        down = [
            0 if code < 0 else generator.wild_value if is_wild else values[code]
            for code, is_wild in zip(line.codes, line.wild_cells)
        ]
        main = None if ceiling.main is None else ceiling.main(line.r, line.across)
        return cls(
            floor,
            ceiling,
            tuple(values[:26]),
            most_extra,
            edge_cols,
            [c in edge_cols for c in range(line.width)],
            own,
            times_most,
            down,
            tops,
            line,
            main,
        )

    def mirrored(self, line: _Line) -> _Limit:
        """The limit for the same line read backwards (`line` is the mirrored line), where every word
        holds a wild tile."""
        return _Limit(
            self.floor,
            self.ceiling,
            self.values,
            self.most_extra,
            self.edge_cols,
            self.edge_ahead[::-1],
            self.own[::-1],
            self.times_most,
            self.down[::-1],
            self.tops,
            line,
        )


class _LineSearch:
    """Appel & Jacobson along one line: a left part before each anchor, then extension rightwards.

    The search walks the graph while it lays tiles from the rack (`counts` per letter number, and
    `rack_mask` the letters still held), keeping what it has laid in `placed` (left-part tiles
    with column -1 until the word's start is known) and undoing each choice on the way back. With
    `mirrored_firsts` the line is spelt backwards over the reversed graph, and only moves whose
    wild tile lies beyond their last anchor (in the reading order, before the first) and whose
    first anchor is one of `mirrored_firsts` are kept.
    The recursive steps keep hot attributes in locals: they run millions of times a game.
    """

    __slots__ = (
        "line",
        "cells",
        "row",
        "codes",
        "open_row",
        "cross",
        "wild_cells",
        "anchor_cols",
        "width",
        "zone_counts",
        "zone_end",
        "values",
        "wild_value",
        "cap",
        "counts",
        "rack_mask",
        "wilds",
        "wilds_left",
        "spare",
        "wild_in_left",
        "mirrored_firsts",
        "found",
        "placed",
        "anchor",
        "limit",
        "graph",
        "heaviest",
        "lengths",
        "left_most",
        "anchor_fits",
        "goes_on",
        "moved",
    )

    def __init__(
        self,
        generator: Generator,
        graph: WordGraph,
        line: _Line,
        counts: list[int],
        wilds: int,
        spare: bool,
        wild_in_left: bool,
        found: list[Move],
        mirrored_firsts: set[int] | None = None,
        limit: _Limit | None = None,
    ) -> None:
        self.line = line
        self.cells = graph.cells
        self.row, self.codes, self.open_row, self.cross, self.wild_cells = (
            line.row,
            line.codes,
            line.open_row,
            line.cross,
            line.wild_cells,
        )
        self.anchor_cols, self.width = line.anchor_cols, line.width
        self.zone_counts = line.zone_counts
        self.zone_end = line.width if line.zone_counts is None else line.zone_counts.index(line.zone_counts[-1])
        self.values, self.wild_value, self.cap = generator.codes_values, generator.wild_value, generator.wild_per_word
        self.counts = counts
        self.rack_mask = sum(1 << code for code in range(26) if counts[code])
        self.wilds, self.wilds_left = wilds, wilds
        self.spare, self.wild_in_left = spare, wild_in_left
        self.mirrored_firsts = mirrored_firsts
        self.found = found
        self.placed: list[tuple[int, str, bool]] = []
        self.anchor = 0
        self.limit = limit
        self.graph = graph
        self.heaviest: array[int]
        self.lengths: array[int]
        self.heaviest, self.lengths = (array("h"), array("h")) if limit is None else graph.bound_tables(limit.values)
        self.left_most: tuple[int, int, int, int] | None = None
        self.anchor_fits = LETTER_BITS  # the letters a tile on the current anchor may stand for
        self.goes_on = _goes_on(line)
        self.moved = 0  # wild tiles of the move so far laid for an earlier copy of their letter (`_extend`)

    def run(self, anchors: Sequence[int]) -> None:
        """Every move through each anchor in turn (columns of this line, in reading order)."""
        counts = self.zone_counts
        for anchor in anchors:
            self.anchor = anchor
            if (
                counts is not None
                and anchor >= self.zone_end
                and counts[anchor] == counts[anchor - self._left_room(anchor)]
            ):
                continue  # neither a left part nor the rest of the word can reach a square to cover
            check = self.cross[anchor]
            wild_fits = self.mirrored_firsts is None and self.wilds > 0 and (check is None or check[2] < self.cap)
            self.anchor_fits = (LETTER_BITS if check is None else check[0]) & (
                LETTER_BITS if wild_fits else self.rack_mask
            )
            if not self.anchor_fits:
                continue  # no tile can go on the anchor, which every move through it covers
            if anchor > 0 and self.row[anchor - 1] is not None:
                self._after_letters_down(anchor)
            else:
                room = self._left_room(anchor)
                limit = self.limit
                bounded = limit is not None and (self.mirrored_firsts is not None or limit.has_main)
                self.left_most = limit.left_most(anchor, room) if bounded else None  # type: ignore[union-attr]
                self._left(anchor, WordGraph.ROOT, room, 0, 0)

    def _after_letters_down(self, anchor: int) -> None:
        """The letters already down just before the anchor are the whole left part: follow them, then extend."""
        codes, values, cells = self.codes, self.values, self.cells
        start = anchor - 1
        while start > 0 and codes[start - 1] >= 0:
            start -= 1
        node = WordGraph.ROOT
        main_sum = wild_used = 0
        for c in range(start, anchor):
            mask, bit = cells[node], 1 << codes[c]
            if not mask & bit:
                return
            node = cells[node + 1 + (mask & (bit - 1)).bit_count()]
            if self.wild_cells[c]:
                wild_used += 1
                main_sum += self.wild_value
            else:
                main_sum += values[codes[c]]
        if wild_used <= self.cap:
            self._extend(start, node, anchor, main_sum, 0, wild_used)

    def _left_room(self, anchor: int) -> int:
        """How many tiles a left part may hold: open empty squares before the anchor, up to the previous anchor."""
        room, c = 0, anchor - 1
        while c >= 0 and self.row[c] is None and self.open_row[c] and c not in self.anchor_cols:
            room += 1
            c -= 1
        return room

    def _left(self, start: int, node: int, limit: int, main_sum: int, wild_used: int) -> None:
        """Extend the left part from `start` to the anchor through it, then try each longer left part of
        at most `limit` more tiles.

        With a bound for every move (spelt backwards every move holds a wild tile; forwards,
        `Ceiling.main` bounds the others), a left part none of whose moves can reach the floor is
        dropped with all the longer ones (`_Limit.left_most`)."""
        if self.left_most is not None and not self._left_may_reach(node, main_sum):
            return
        cells = self.cells
        if cells[node] & self.anchor_fits:
            self._extend(start, node, self.anchor, main_sum, 0, wild_used)
        if limit <= 0:
            return
        counts, placed, values, spare = self.counts, self.placed, self.values, self.spare
        wild_ok = self.wild_in_left and self.wilds_left > 0 and wild_used < self.cap
        mask = cells[node]
        choices = mask & (LETTER_BITS if wild_ok else self.rack_mask)
        # A longer left part goes on to a letter on the anchor or, with room left, to another left-part letter.
        goes_on = self.anchor_fits if limit == 1 else self.anchor_fits | (LETTER_BITS if wild_ok else self.rack_mask)
        while choices:
            low = choices & -choices
            choices ^= low
            code = low.bit_length() - 1
            child = cells[node + 1 + (mask & (low - 1)).bit_count()]
            if not cells[child] & goes_on:
                continue
            letter = LETTERS[code]
            have = counts[code]
            if have:
                counts[code] = have - 1
                if have == 1:
                    self.rack_mask ^= low
                placed.append((-1, letter, False))
                self._left(start - 1, child, limit - 1, main_sum + values[code], wild_used)
                placed.pop()
                if have == 1:
                    self.rack_mask ^= low
                counts[code] = have
                if spare:
                    continue
            if wild_ok:
                self.wilds_left -= 1
                placed.append((-1, letter, True))
                self._left(start - 1, child, limit - 1, main_sum + self.wild_value, wild_used + 1)
                placed.pop()
                self.wilds_left += 1

    def _extend(self, start: int, node: int, col: int, main_sum: int, cross_sum: int, wild_used: int) -> None:
        """Carry the word on from `col`: through the letters already down, then on the empty square
        after them each letter the graph allows next and the cross-check lets stand, from the rack
        or as a wild tile. One call a tile laid: the search's innermost step."""
        codes, cells, width = self.codes, self.cells, self.width
        while col < width:
            code = codes[col]
            if code < 0:
                break
            mask, bit = cells[node], 1 << code
            if not mask & bit:
                return
            node = cells[node + 1 + (mask & (bit - 1)).bit_count()]
            if not self.wild_cells[col]:
                main_sum += self.values[code]
            elif wild_used < self.cap:
                main_sum += self.wild_value
                wild_used += 1
            else:
                return
            col += 1
        counts = self.zone_counts
        if counts is not None and counts[col] == counts[start]:
            if col >= self.zone_end:
                return  # past the last square to cover without covering one
        elif (
            col > self.anchor
            and cells[node] & TERMINAL
            and col - start >= 2
            and (self.mirrored_firsts is None or self.wilds_left < self.wilds)
        ):
            self._record(start, col, main_sum, cross_sum)
        if col >= width or not self.open_row[col]:
            return
        check = self.cross[col]
        allowed, extra_base, cross_wild = (LETTER_BITS, 0, 0) if check is None else check
        cap = self.cap
        wild_ok = self.wilds_left > 0 and wild_used < cap and cross_wild < cap
        # A spare wild tile may not go on this square (its cross word holds all it may), but it may
        # stand on an earlier copy of the letter laid here: the letter goes here, the wild tile there.
        earlier = 0
        if self.spare and not wild_ok and self.wilds_left > 0 and wild_used < cap and self.mirrored_firsts is None:
            earlier = self._laid_plain()
        mask = cells[node]
        if not mask & allowed & (LETTER_BITS if wild_ok else self.rack_mask | earlier):
            return  # no letter fits: the bound need not be asked
        limit = self.limit
        if limit is not None:
            if self.wilds_left < self.wilds or self.mirrored_firsts is not None:
                # a word with its wild tile, or spelt backwards: every move it leads to holds one
                if not self._may_reach(node, start, col, main_sum, cross_sum):
                    return
            elif limit.has_main:
                # No wild tile yet: multiplying the word may add to it, and with a wild tile it scores no more.
                gain = limit.main_gain[start] if col < limit.main_end[start] else 0
                if gain:
                    gain = min(gain, (main_sum + limit.rest_from[col]) * (limit.main_times[start] - 1))
                if not self._may_reach(node, start, col, main_sum + gain, cross_sum):
                    return
                if (wild_ok or earlier) and gain and not self._may_reach(node, start, col, main_sum, cross_sum):
                    wild_ok, earlier = False, 0
            elif (wild_ok or earlier) and not self._may_reach(node, start, col, main_sum, cross_sum):
                wild_ok, earlier = False, 0
        if self.mirrored_firsts is not None and col in self.anchor_cols:
            # Spelt backwards, the wild tile must end up beyond every anchor the word covers.
            if self.wilds_left < self.wilds:
                return
            wild_ok = False
        choices = mask & allowed if wild_ok else mask & allowed & (self.rack_mask | earlier)
        if not choices:
            return
        counts, placed, spare, values = self.counts, self.placed, self.spare, self.values
        crossing = check is not None
        wild_value = self.wild_value
        extend = self._extend
        after = col + 1
        goes_on = plain_on = wild_on = self.goes_on[after]
        if after < self.width and self.open_row[after]:
            # The next square takes a letter still held unless a wild tile may go there: one is
            # left, and neither this word nor the next square's cross word holds all it may.
            held_on = goes_on & (TERMINAL | self.rack_mask)
            next_check = self.cross[after]
            if next_check is not None and next_check[2] >= cap:
                plain_on = wild_on = held_on
                if self.spare and self.mirrored_firsts is None:
                    # or a letter of the move so far, its wild tile moved to an earlier copy
                    plain_on = wild_on = goes_on & (TERMINAL | self.rack_mask | self._laid_plain() | choices)
            if not self.wilds_left or wild_used >= cap:
                plain_on = held_on
            if self.wilds_left <= 1 or wild_used + 1 >= cap:
                wild_on = held_on
        while choices:
            low = choices & -choices
            choices ^= low
            code = low.bit_length() - 1
            child = cells[node + 1 + (mask & (low - 1)).bit_count()]
            follows = cells[child]
            if not follows & goes_on:
                continue  # the word can neither end here nor go on
            letter = LETTERS[code]
            have = counts[code]
            if have:
                if follows & plain_on:
                    value = values[code]
                    counts[code] = have - 1
                    if have == 1:
                        self.rack_mask ^= low
                    placed.append((col, letter, False))
                    extend(
                        start,
                        child,
                        after,
                        main_sum + value,
                        cross_sum + (extra_base + value if crossing else 0),
                        wild_used,
                    )
                    placed.pop()
                    if have == 1:
                        self.rack_mask ^= low
                    counts[code] = have
                if spare:
                    continue
            if wild_ok and follows & wild_on:
                self.wilds_left -= 1
                placed.append((col, letter, True))
                extend(
                    start,
                    child,
                    after,
                    main_sum + wild_value,
                    cross_sum + (extra_base + wild_value if crossing else 0),
                    wild_used + 1,
                )
                placed.pop()
                self.wilds_left += 1
            elif earlier & low and follows & wild_on:
                # Laid as a wild tile for now; `_record` puts it on an earlier copy and the letter here,
                # so this cross word counts the letter (the most any placing gives it).
                self.wilds_left -= 1
                self.moved += 1
                placed.append((col, letter, True))
                extend(start, child, after, main_sum + wild_value, cross_sum + extra_base + values[code], wild_used + 1)
                placed.pop()
                self.moved -= 1
                self.wilds_left += 1

    def _laid_plain(self) -> int:
        """The letters of the move so far laid from the rack, as a mask: a spare wild tile a square cannot
        take may stand on one of those copies instead."""
        return sum(1 << CODES[letter] for _, letter, is_wild in self.placed if not is_wild)

    def _may_reach(self, node: int, start: int, col: int, main_sum: int, cross_sum: int) -> bool:
        """Whether a word from `start` holding a wild tile (laid already, or laid from `col` on) could
        still score the floor (`Ceiling`): its letters so far once, the cross words so far at the
        most they may be multiplied by, the most the cross words from `col` on add, the bonus if
        the word starts on an edge square or the tiles left may take it to one, and the lesser of
        what the rack's best tiles and the letters down can add (`rest_from`) and the heaviest way
        on through the word graph (a wild tile scores no more than its letter)."""
        limit = self.limit
        assert limit is not None
        most = main_sum + cross_sum * limit.times_most + limit.cross_from[col] + limit.most_extra
        if limit.edge_ahead[start] or (
            limit.edge_need[col] <= limit.tiles - len(self.placed) and self.lengths[node] & limit.edge_reach[col]
        ):
            most += limit.ceiling.bonus
        floor = limit.floor.value
        if most >= floor:
            return True
        if most + limit.rest_from[col] < floor:
            return False
        return most + self.heaviest[node] >= floor

    def _left_may_reach(self, node: int, main_sum: int) -> bool:
        """Whether a move going on from a left part worth `main_sum` at `node` could still score
        the floor: the rest of the word adds at most the graph's heaviest way on, the bonus for
        ending on an edge square only if a word of a length that ends there goes on from `node`,
        and everything else at most `left_most`."""
        limit = self.limit
        assert limit is not None and self.left_most is not None
        floor = limit.floor.value
        most, rest, bonus, reach = self.left_most
        if bonus and self.lengths[node] & reach:
            most += bonus
        if main_sum + most >= floor:
            return True
        if main_sum + most + rest < floor:
            return False
        return main_sum + most + self.heaviest[node] >= floor

    def _record(self, start: int, end: int, main_sum: int, cross_sum: int) -> None:
        """Keep the move just completed, its word on columns `start` to `end` (not included).

        With spare wild tiles, the search lays the rack's copies of a letter first and a wild tile
        on the copy it reaches once they are gone; the wild tile may as well stand on any other
        copy of its letter, which may score more (a copy whose cross word is cheaper, or none), so
        every such placing is kept as a move of its own."""
        if self.spare and self.wilds_left < self.wilds:
            laid = self._laid(start)
            for tiles in self._wild_placings(laid):
                cross = cross_sum if tiles is laid else self._cross_total(tiles)
                self._keep(start, end, main_sum, cross, tiles)
        else:
            self._keep(start, end, main_sum, cross_sum, None)

    def _laid(self, start: int) -> list[tuple[int, str, bool]]:
        """The tiles of the move just completed, (column, letter, wild), left-part tiles placed in
        word order from `start`."""
        tiles = []
        at = start
        for col, letter, is_wild in self.placed:
            if col < 0:
                col = at
                at += 1
            tiles.append((col, letter, is_wild))
        return tiles

    def _wild_placings(self, laid: list[tuple[int, str, bool]]) -> Iterator[list[tuple[int, str, bool]]]:
        """Every choice of which copies of each letter the wild tiles of `laid` stand for, `laid` itself
        first, where the copy's cross word may hold one more wild tile (`wild_per_word`): `laid` may
        hold a wild tile on a square that cannot take one, put there for an earlier copy (`_extend`)."""
        choices = []
        for letter in sorted({x for _, x, w in laid if w}):
            spots = [i for i, (_, x, _) in enumerate(laid) if x == letter]
            wilds = sum(laid[i][2] for i in spots)
            choices.append([frozenset(picked) for picked in combinations(spots, wilds)])
        mine = frozenset(i for i, (_, _, w) in enumerate(laid) if w)
        if not self.moved or self._wilds_fit(laid):
            yield laid
        for picks in product(*choices):
            wild_at = frozenset().union(*picks)
            if wild_at != mine:
                tiles = [(c, x, i in wild_at) for i, (c, x, _) in enumerate(laid)]
                if self._wilds_fit(tiles):
                    yield tiles

    def _wilds_fit(self, tiles: list[tuple[int, str, bool]]) -> bool:
        """Whether every wild tile of `tiles` stands where its cross word may hold one more."""
        cross, cap = self.cross, self.cap
        return all(not w or cross[c] is None or cross[c][2] < cap for c, _, w in tiles)  # type: ignore[index]

    def _cross_total(self, tiles: list[tuple[int, str, bool]]) -> int:
        """What the cross words of `tiles` score, wild tiles at the wild value."""
        total = 0
        for col, letter, is_wild in tiles:
            check = self.cross[col]
            if check is not None:
                total += check[1] + (self.wild_value if is_wild else self.values[CODES[letter]])
        return total

    def _keep(
        self, start: int, end: int, main_sum: int, cross_sum: int, tiles: list[tuple[int, str, bool]] | None
    ) -> None:
        """Keep a move, its word on columns `start` to `end` (not included) and its `tiles` (None: the
        tiles just laid), in board coordinates. A move holding a wild tile (or, with `Ceiling.main`,
        any move) that cannot reach the floor (`Ceiling`) is left out, and so is one the search of
        the other direction finds (its wild tile on the other side of its first anchor)."""
        limit = self.limit
        score = main_sum + cross_sum
        if limit is not None:
            if self.wilds_left < self.wilds or self.mirrored_firsts is not None:
                most = main_sum
            elif limit.has_main:
                most = main_sum + (
                    min(limit.main_gain[start], main_sum * (limit.main_times[start] - 1))
                    if end - 1 < limit.main_end[start]
                    else 0
                )
            else:
                most = None
            if most is not None:
                most += cross_sum * limit.times_most + limit.most_extra
                if limit.edge_ahead[start] or limit.edge_ahead[end - 1]:
                    most += limit.ceiling.bonus
                if most < limit.floor.value:
                    return
        placed, line = self.placed, self.line
        if not line.across and len(placed) == 1 and self.cross[start if placed[0][0] < 0 else placed[0][0]] is not None:
            return  # found already as an across move
        if tiles is None:
            tiles = self._laid(start)
        spelt = self.row[start:end]
        for col, letter, _ in tiles:
            spelt[col - start] = letter
        word = "".join(spelt)  # type: ignore[arg-type]
        if self.mirrored_firsts is not None:
            if not self._wild_beyond_anchors(tiles):
                return
            width = self.width
            tiles = [(width - 1 - c, x, w) for c, x, w in reversed(tiles)]
            word, start = word[::-1], width - start - len(word)
        elif not self.wild_in_left and any(w and c < self.anchor for c, _, w in tiles):
            return
        r = line.r
        if limit is not None:
            ceiling = limit.ceiling
            edge = start in limit.edge_cols or start + len(word) - 1 in limit.edge_cols
            limit.floor.add(score + ceiling.extra + (ceiling.bonus if edge else 0))
        if line.across:
            self.found.append(Move(r, start, True, word, tuple([(r, c, x, w) for c, x, w in tiles]), score))
        else:
            self.found.append(Move(start, r, False, word, tuple([(c, r, x, w) for c, x, w in tiles]), score))

    def _wild_beyond_anchors(self, tiles: list[tuple[int, str, bool]]) -> bool:
        """For a mirrored search: the move holds its wild tile beyond its last anchor, and that anchor was chosen."""
        assert self.mirrored_firsts is not None
        wild_col = next((c for c, _, w in tiles if w), None)
        last_anchor = max(c for c, _, _ in tiles if c in self.anchor_cols)
        return wild_col is not None and wild_col > last_anchor and self.width - 1 - last_anchor in self.mirrored_firsts


def _rack_values(generator: Generator, rack: list[int], wilds: int) -> tuple[list[int], list[int]]:
    """(the letter numbers the rack holds, the k most valuable tiles added up for each k:
    `_Limit.tops`, wild tiles counted at what they score): the same for every line searched."""
    values = generator.codes_values
    tops = [0]
    for value in sorted(
        [values[code] for code in range(26) for _ in range(rack[code])] + [generator.wild_value] * wilds, reverse=True
    ):
        tops.append(tops[-1] + value)
    return [code for code in range(26) if rack[code]], tops


def _goes_on(line: _Line) -> list[int]:
    """For each column 0..width, the graph bits one of which a word's node must hold when the word
    reaches that column, or no move can come of it: the letter down there; else the word's end
    (`TERMINAL`) and, on an open square, the letters its cross-check allows."""
    follows = []
    for code, open_, check in zip(line.codes, line.open_row, line.cross):
        if code >= 0:
            follows.append(1 << code)
        elif open_:
            follows.append(TERMINAL | (LETTER_BITS if check is None else check[0]))
        else:
            follows.append(TERMINAL)
    follows.append(TERMINAL)
    return follows


def _by_row(cells: Iterable[Cell]) -> dict[int, set[int]]:
    """The columns of `cells` in each row."""
    rows: dict[int, set[int]] = {}
    for r, c in cells:
        rows.setdefault(r, set()).add(c)
    return rows


def _zone_counts(zone: set[int] | None, width: int) -> list[int] | None:
    """How many columns of `zone` lie left of each column 0..width (None for no zone)."""
    if zone is None:
        return None
    counts = [0]
    for c in range(width):
        counts.append(counts[-1] + (c in zone))
    return counts


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
