"""The computer player for Zig Zaggle: the best-scoring play, found for sure, and at hard its equity.

Moves come from the shared anchor-and-cross-check generator (games/zig_zaggle/wordgen.py), which lays a letter
in the runway being played (ZZ-P3) and uses a Free letter only for a letter the rack lacks (a Free
letter scores at most what the letter's own tile would and spoils a flush, so the tile is never
worse on the same square); a word holding that letter twice or more comes once for each copy the
Free letter may stand on, since their cross words score apart. It sees what its seat may see
(`observe`): its own rack, the board, the size of the bag.

Every move gets an upper bound on its score (`Bounds`: its letters, the take-off bonus if a word
it makes starts or ends on the line, and every flush its words could make if the rack's colours
allowed, ZZ-S2/ZZ-P5), cheap enough for thousands of moves. Moves are then scored exactly, best
bound first (`assign_tiles` chooses the colours), until the bound falls below the plays
already found: no play is missed, and only a handful are scored exactly. The generator is told
how many plays are wanted (`Bounds.ceiling`), so it leaves out the plays that could not be among
them: those with a Free letter, and those without, whose flush is bounded by the runway's colour
and the rack's tiles of it.
"""

from __future__ import annotations

import bisect
import random
from functools import lru_cache
from typing import cast

from ..engine.actions import assert_never
from ..engine.kinds import Appraiser, Hint, nothing_missed
from ..engine.rules import Action
from ..engine.scoring import length_multiplier
from ..engine.wording import counted
from ..games.zig_zaggle import EMPTY, FREE, Tile, ZigZaggle, ZZState, square_name
from ..games.zig_zaggle.actions import Accept, Challenge, Exchange, Pass, ZZAction, play_of
from ..games.zig_zaggle.moves import assign_tiles
from ..games.zig_zaggle.wordgen import Ceiling, Move
from . import awaits_choice
from .zig_zaggle_equity import equity

Play = tuple[list[Tile], int]
"""A play's tiles and the points it scores."""

HARD_POOL = 20
"""Hard weighs the equity of this many of the best-scoring plays ..."""
HARD_MARGIN = 40
"""... those scoring at most this many points below the best. Keeping a Free letter is worth about 9,
the take-off race up to about 0.8 of a bonus (40 on the South runway): on 98 positions from seeded
games equity chose a play up to 38 points below the best, and none further down even when 30 plays
within 60 points were weighed."""


def answer_challenge(rules: ZigZaggle, seen: ZZState, seat: int, level: str) -> Action | None:
    """A computer seat's answer to a play in the challenge window, given at once and out of turn: it
    challenges only a word its dictionary lacks, and else lets the play stand (ZZ-C1)."""
    if seen.window is None or seat not in rules.out_of_turn_seats(seen):
        return None
    if seen.window.wrong:
        return Challenge(type="challenge", seat=seat)
    return Accept(type="accept", seat=seat)


def choose(rules: ZigZaggle, seen: ZZState, rng: random.Random, level: str = "normal") -> ZZAction:
    """The move for the seat to move, decided from its observation: only its own rack is face up.
    Easy plays a reasonable word, not the best (`easy_play`); normal the best score (`best_play`),
    both of words a family knows (`engine.lexicon.familiar`); hard the best equity among the plays
    scoring near the best of the whole list (`hard_play`).

    A play just made is challenged when it holds a word the dictionary lacks (the dictionary is
    on the table for everyone)."""
    if seen.window is not None:
        if seen.window.wrong:
            return Challenge(type="challenge", seat=seen.turn)
        return Accept(type="accept", seat=seen.turn)
    if level == "easy":
        best = easy_play(rules, seen, rng)
    elif level == "hard":
        best = hard_play(rules, seen)
    else:
        best = best_play(rules, seen, familiar=True)
    if best is not None:
        return play_of(best[0])
    regular = [t for t in seen.racks[seen.turn].tiles if t != FREE]
    if regular and len(regular) <= len(seen.bag) and seen.idle < len(seen.names):
        return Exchange(type="exchange", tiles=regular)
    return Pass(type="pass")


def best_play(rules: ZigZaggle, state: ZZState, familiar: bool = False, spoken: bool = True) -> Play | None:
    """The highest-scoring play, as (tiles, points), or None when there is none (with `familiar`, of
    words a family knows; without `spoken`, words a family table leaves out included)."""
    plays = ranked_plays(rules, state, 1, familiar=familiar, spoken=spoken)
    return plays[0] if plays else None


def ranked_plays(
    rules: ZigZaggle,
    seen: ZZState,
    limit: int = 5,
    margin: int | None = None,
    familiar: bool = False,
    spoken: bool = True,
) -> list[Play]:
    """The `limit` best distinct plays by exact score, best first (with `margin`, only those within
    that many points of the best; with `familiar`, only plays of words a family knows; without `spoken`,
    words a family table leaves out included). Moves are
    taken highest bound first, the generator's order among equal bounds, and a tie in score goes to
    the move taken first: the same position always gives the same answer. On an empty board a tie
    goes first to the play reaching nearer the take-off line of the runway played next (ZZ-P3: the
    next word crosses the opening in Green West). A move whose bound counts no flush is scored by it
    exactly; the others are scored by `assign_tiles`."""
    if limit < 1:
        return []
    bound = Bounds(rules, seen)
    moves = candidate_moves(rules, seen, bound.ceiling(limit, margin), familiar=familiar, spoken=spoken)
    if not moves:
        return []
    ceilings = [bound(m) for m in moves]
    away = [bound.distance(m) for m in moves] if seen.board_empty() else [0] * len(moves)
    order = sorted(range(len(moves)), key=lambda i: (-ceilings[i][0], away[i], i))
    kept: list[tuple[int, int, int, list[Tile] | None]] = []  # (-points, away, rank, tiles), best first
    for rank, i in enumerate(order):
        ceiling, exact = ceilings[i]
        if len(kept) == limit and (ceiling, -away[i]) <= (-kept[-1][0], -kept[-1][1]):
            break
        tiles, points = (None, ceiling) if exact else assign_tiles(rules, seen, moves[i])
        bisect.insort(kept, (-points, away[i], rank, tiles))
        del kept[limit:]
    plays = [
        (tiles, -negated) if tiles is not None else assign_tiles(rules, seen, moves[order[rank]])
        for negated, _, rank, tiles in kept
    ]
    top = plays[0][1]
    return [play for play in plays if margin is None or play[1] >= top - margin]


def hard_play(rules: ZigZaggle, seen: ZZState) -> Play | None:
    """The best equity (points, the letters kept, the take-off race) among the `HARD_POOL` best-scoring
    plays within `HARD_MARGIN` points of the best; ties go to the higher score, then to rank."""
    plays = ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN)
    if not plays:
        return None
    rated = [equity(rules, seen, tiles, points) for tiles, points in plays]
    return plays[max(range(len(plays)), key=lambda rank: (rated[rank], plays[rank][1], -rank))]


def easy_play(rules: ZigZaggle, state: ZZState, rng: random.Random) -> Play | None:
    """A reasonable play of words a family knows, not the best, keeping its Free letters as a beginner
    does unless no word can be made without one (and the search for plays with a Free letter, most of the work, is then
    rarely made). A beginner still plays for the runway's take-off line (ZZ-P5): a play reaching it
    when there is one, else one drawn at random from the middle third by bound of the plays that
    carry the words nearer the line than any letter down, or of all plays when none does."""
    bound = Bounds(rules, state)
    found = candidate_moves(rules, state, free_letters=False, familiar=True) or candidate_moves(
        rules, state, familiar=True
    )
    if not found:
        return None
    takers = [m for m in found if bound.takes_off(m)]
    if takers:
        return assign_tiles(rules, state, rng.choice(sorted(takers, key=lambda m: (m.word, m.row, m.col, m.across))))
    nearest = bound.nearest_down()
    nearer = [m for m in found if bound.distance(m) < nearest]
    moves = sorted(nearer or found, key=lambda m: (bound(m)[0], m.word, m.row, m.col), reverse=True)
    third = len(moves) // 3
    return assign_tiles(rules, state, rng.choice(moves[third : max(third + 1, 2 * third)]))


def candidate_moves(
    rules: ZigZaggle,
    state: ZZState,
    ceiling: Ceiling | None = None,
    free_letters: bool = True,
    familiar: bool = False,
    spoken: bool = True,
) -> list[Move]:
    """Legal moves laying a letter where play is (ZZ-P3), Free letters only when needed (and with
    `ceiling` only those with a Free letter that may be among the best plays wanted; without
    `free_letters`, none; with `familiar`, only those whose words are all words a family knows), and
    with `spoken` (as every level and the hints play) no word a family table leaves out
    (`engine.lexicon.family_withheld`)."""
    return rules.moves(
        state, spare_wilds=True, ceiling=ceiling, free_letters=free_letters, familiar=familiar, spoken=spoken
    )


@lru_cache(maxsize=256)
def _runways_across(rules: ZigZaggle, r: int, across: bool) -> tuple[tuple[str, tuple[bool, ...]], ...]:
    """For row `r` (column `r` when not `across`): each colour whose runway it meets, and which of its
    squares lie on that runway (ZZ-S2)."""
    length = rules.grid.width if across else rules.grid.height
    cells = [(r, c) if across else (c, r) for c in range(length)]
    found = []
    for tint in sorted(rules.colour_area):
        on_runway = tuple(tint in rules.tints_at[p] for p in cells)
        if any(on_runway):
            found.append((tint, on_runway))
    return tuple(found)


class Bounds:
    """An upper bound on what each move of one position can score, never below its exact score.

    A move scores its words' letters (`Move.score`), the start bonus on an empty board, the
    runway's take-off bonus when a word begins or ends on the line (ZZ-P5), and for each word that
    is a flush its letters again times the multiplier less one (ZZ-S2). The bound counts a flush
    for every word that could be one: no Free letter, every square on one colour's runway, the
    tiles already down of that colour and the rack holding the new letters in it (not whether the
    main word and a cross word want different colours, nor two cross words the same tile). What
    each square's cross word and each line's main word would be is worked out once and kept.
    """

    def __init__(self, rules: ZigZaggle, state: ZZState) -> None:
        self.rules, self.state = rules, state
        runway = rules.current_runway(state)
        self.line = rules.take_off_cells[runway.name] if runway else frozenset()
        self.bonus = runway.bonus if runway else 0
        self.start = rules.start_bonus if state.board_empty() else 0
        self.tints = rules.tints_at
        self.held = state.racks[state.turn].counts()
        self.crosses: dict[tuple[int, int, bool], tuple[int, bool, frozenset[str], int] | None] = {}
        # best_first[tint][k]: the k most valuable of the rack's tiles of that colour, added up
        self.best_first = {}
        for tint in sorted(rules.colour_area):
            tops = sorted(
                (rules.values.get(tile[0], 0) for tile, n in self.held.items() if tile[1:] == tint for _ in range(n)),
                reverse=True,
            )
            self.best_first[tint] = [sum(tops[:k]) for k in range(len(tops) + 1)]
        longest = max(rules.grid.width, rules.grid.height)
        # most_times[n]: the most a flush of at most n letters multiplies by
        self.most_times = [1] * (longest + 1)
        for n in range(2, longest + 1):
            self.most_times[n] = max(self.most_times[n - 1], length_multiplier(rules.bands, n))
        self.mains: dict[tuple[int, int, bool, int], tuple[bool, int, frozenset[str]]] = {}
        self._distances: dict[tuple[int, int], int] = {}
        self._far = rules.grid.width + rules.grid.height

    def __call__(self, move: Move) -> tuple[int, bool]:
        """(the bound, whether it is the exact score: no word the move makes could be a flush)."""
        points = move.score + self.start
        takes_off = False
        cross_letters = 0
        gain = 0
        values, wild_value, held, crosses = self.rules.values, self.rules.free_value, self.held, self.crosses
        across = move.across
        wild = False
        for r, c, letter, is_wild in move.placed:
            wild = wild or is_wild
            key = (r, c, across)
            cross = crosses[key] if key in crosses else self._cross(r, c, across)
            if cross is None:
                continue
            old, ends_on_line, tints, times = cross
            value = wild_value if is_wild else values.get(letter, 0)
            cross_letters += old + value
            takes_off = takes_off or ends_on_line
            if tints and not is_wild and any(letter + tint in held for tint in tints):
                gain += (old + value) * (times - 1)
        main_on_line, times, tints = self._main(move)
        if tints and not wild and any(self._rack_holds(move, tint) for tint in tints):
            gain += (move.score - cross_letters) * (times - 1)
        if (takes_off or main_on_line) and self.bonus:
            points += self.bonus
        return points + gain, gain == 0

    def takes_off(self, move: Move) -> bool:
        """Whether a word the move makes starts or ends on the take-off line of the runway in play (ZZ-P5)."""
        if not self.bonus:
            return False
        if self._main(move)[0]:
            return True
        for r, c, _, _ in move.placed:
            cross = self._cross(r, c, move.across)
            if cross is not None and cross[1]:
                return True
        return False

    def distance(self, move: Move) -> int:
        """How far the move's nearest tile lies from the take-off line of the runway in play (squares
        across and down)."""
        return min(self._distance_to_line(r, c) for r, c, _, _ in move.placed)

    def nearest_down(self) -> int:
        """How far the letter down nearest the take-off line lies from it."""
        letters = self.state.letters
        return min(
            (
                self._distance_to_line(r, c)
                for r, row in enumerate(letters)
                for c, letter in enumerate(row)
                if letter != EMPTY
            ),
            default=self._far,
        )

    def _distance_to_line(self, r: int, c: int) -> int:
        known = self._distances.get((r, c))
        if known is None:
            known = self._distances[(r, c)] = min(
                (abs(r - lr) + abs(c - lc) for lr, lc in self.line), default=self._far
            )
        return known

    def ceiling(self, keep: int, margin: int | None) -> Ceiling:
        """What the generator needs to leave out plays that cannot be among the `keep` best (nor
        within `margin` of the best): the bonuses, each cross word's flush and, for the main word,
        how far a flush may run from each square and what it may add."""
        return Ceiling(keep, margin, self.start, self.bonus, frozenset(self.line), self._cross_most, self._main_runs)

    def _cross_most(self, r: int, c: int, across: bool) -> tuple[int, bool]:
        """(the most the cross word of a tile on (r, c) may be multiplied by, whether it takes off)."""
        cross = self._cross(r, c, across)
        if cross is None:
            return 1, False
        _, ends_on_line, tints, times = cross
        return times if tints else 1, ends_on_line

    def _main_runs(self, r: int, across: bool) -> list[tuple[int, int, int]]:
        """For each square of row `r` (column `r` when not `across`): (the first square a main word
        from there cannot cover and still be a flush, the most it may be multiplied by and the most
        that may add). A flush lies wholly on one colour's runway over tiles of that colour, those
        down and those laid from the rack, so it fills no more empty squares than the rack holds
        tiles of the colour, and adds at most those tiles' and the letters' down values again,
        times the multiplier less one (ZZ-S2)."""
        values = self.rules.values
        if across:
            letters, colours = self.state.letters[r], self.state.colours[r]
        else:
            letters, colours = (
                "".join(row[r] for row in self.state.letters),
                "".join(row[r] for row in self.state.colours),
            )
        length = len(letters)
        empties: list[int] = []
        empties_before, down_before = [0] * (length + 1), [0] * (length + 1)
        for c, letter in enumerate(letters):
            if letter == EMPTY:
                empties.append(c)
            empties_before[c + 1] = len(empties)
            down_before[c + 1] = down_before[c] + (0 if letter == EMPTY else values.get(letter, 0))
        ends, times, gains = list(range(length)), [1] * length, [0] * length
        most_times = self.most_times
        for tint, on_runway in _runways_across(self.rules, r, across):
            best_first = self.best_first[tint]
            held = len(best_first) - 1
            end = length
            for c in range(length - 1, -1, -1):
                if not on_runway[c] or (letters[c] != EMPTY and colours[c] != tint):
                    end = c
                    continue
                beyond = empties_before[c] + held  # the first empty square the rack's tiles cannot fill
                reach = min(end, empties[beyond]) if beyond < len(empties) else end
                if reach - c < 2:
                    continue
                gain = (down_before[reach] - down_before[c] + best_first[empties_before[reach] - empties_before[c]]) * (
                    most_times[reach - c] - 1
                )
                if reach > ends[c]:
                    ends[c] = reach
                if most_times[reach - c] > times[c]:
                    times[c] = most_times[reach - c]
                if gain > gains[c]:
                    gains[c] = gain
        return list(zip(ends, times, gains))

    def _main(self, move: Move) -> tuple[bool, int, frozenset[str]]:
        """(the main word starts or ends on the take-off line, its flush multiplier, the colours it
        could be a flush in as far as the board goes)."""
        key = (move.row, move.col, move.across, len(move.word))
        known = self.mains.get(key)
        if known is None:
            dr, dc = (0, 1) if move.across else (1, 0)
            cells = [(move.row + dr * i, move.col + dc * i) for i in range(len(move.word))]
            new = {(r, c) for r, c in cells if self.state.letters[r][c] == EMPTY}
            known = (cells[0] in self.line or cells[-1] in self.line, *self._flush(cells, new))
            self.mains[key] = known
        return known

    def _rack_holds(self, move: Move, tint: str) -> bool:
        """Whether the rack holds every new letter of `move` in colour `tint`."""
        wanted: dict[str, int] = {}
        for _, _, letter, _ in move.placed:
            tile = letter + tint
            wanted[tile] = wanted.get(tile, 0) + 1
            if wanted[tile] > self.held.get(tile, 0):
                return False
        return True

    def _cross(self, r: int, c: int, across: bool) -> tuple[int, bool, frozenset[str], int] | None:
        """For a tile on (r, c) in a move across (or down): its cross word's letters already down,
        whether the word ends on the take-off line, the colours it could flush in and the multiplier;
        None when the tile makes no cross word."""
        key = (r, c, across)
        if key in self.crosses:
            return self.crosses[key]
        letters, colours = self.state.letters, self.state.colours
        rules = self.rules
        dr, dc = (1, 0) if across else (0, 1)
        height, width = rules.grid.height, rules.grid.width

        def down(rr: int, cc: int) -> bool:
            return 0 <= rr < height and 0 <= cc < width and letters[rr][cc] != EMPTY

        first = (r, c)
        while down(first[0] - dr, first[1] - dc):
            first = (first[0] - dr, first[1] - dc)
        cells = [first]
        while down(cells[-1][0] + dr, cells[-1][1] + dc) or (cells[-1][0] + dr, cells[-1][1] + dc) == (r, c):
            cells.append((cells[-1][0] + dr, cells[-1][1] + dc))
        if len(cells) < 2:
            self.crosses[key] = None
            return None
        old = [p for p in cells if p != (r, c)]
        total = sum(
            rules.free_value if colours[p[0]][p[1]] == FREE else rules.values.get(letters[p[0]][p[1]], 0) for p in old
        )
        times, tints = self._flush(cells, {(r, c)})
        found = (total, cells[0] in self.line or cells[-1] in self.line, tints, times)
        self.crosses[key] = found
        return found

    def _common_tints(self, cells: list[tuple[int, int]]) -> frozenset[str]:
        """The colours whose runway holds every one of `cells`."""
        common = self.tints[cells[0]]
        for p in cells[1:]:
            common = common & self.tints[p]
        return common

    def _flush(self, cells: list[tuple[int, int]], new: set[tuple[int, int]]) -> tuple[int, frozenset[str]]:
        """(the flush multiplier for a word on `cells`, the colours it could be a flush in with its new
        tiles on `new` of that colour and the rest down already; none when the multiplier is 1)."""
        times = length_multiplier(self.rules.bands, len(cells))
        if times == 1:
            return 1, frozenset()
        colours = self.state.colours
        return times, frozenset(
            tint for tint in self._common_tints(cells) if all(p in new or colours[p[0]][p[1]] == tint for p in cells)
        )


TOP_PLAYS = 5
"""Hints list this many of the best-scoring plays of words a family knows."""
RARE_MARK = "a rarer word"
"""How a hint marks a play of a word outside the words a family knows."""


def hints(rules: ZigZaggle, seen: ZZState) -> list[Hint]:
    """The best-scoring plays of words a family knows with the rack in view, each as the word, where
    it goes and its score; then the best play of the whole list where it scores more, marked as a rarer
    word; with none, how to go on without one."""
    if not awaits_choice(rules, seen) or seen.window is not None:
        return []
    familiar = ranked_plays(rules, seen, TOP_PLAYS, familiar=True)
    found = [_play_hint(rules, seen, tiles, points) for tiles, points in familiar]
    rarer = ranked_plays(rules, seen, 1)
    if rarer and (not familiar or rarer[0][1] > familiar[0][1]):
        found.append(_play_hint(rules, seen, *rarer[0], rare=True))
    return found or [
        Hint("No play fits your rack", ways_on=(("exchange", "exchanges (ZZ-P7)"), ("pass", "passes (ZZ-P6)")))
    ]


def _play_hint(
    rules: ZigZaggle, seen: ZZState, tiles: list[tuple[int, int, str, str]], points: int, rare: bool = False
) -> Hint:
    action = play_of(tiles)
    word = rules.examine(seen, list(tiles), check_words=False).words[0]
    (row, col), last = word.cells[0], word.cells[-1]
    way = "across" if row == last[0] and len(word.cells) > 1 else "down"
    frees = sum(tile == FREE for *_, tile in tiles)
    spends = f", {counted(frees, 'Free letter')}" if frees else ""
    marked = f" ({RARE_MARK})" if rare else ""
    return Hint(f"{word.text}{marked} {way} from {square_name(row, col)}{spends}", action, points)


def worth(rules: ZigZaggle, seen: ZZState, action: Action) -> float | None:
    """For a review: the points a play scores (an exchange or a pass scores none; a play holding a word the
    dictionary lacks none either, as a challenge takes it back, ZZ-C1); a challenge or an acceptance is not
    weighed in points."""
    match cast(ZZAction, action)["type"]:
        case "play":
            after = rules.apply(seen, action)
            wrong = after.window is not None and after.window.wrong
            return 0.0 if wrong else float(after.scores[seen.turn] - seen.scores[seen.turn])
        case "exchange" | "pass":
            return 0.0
        case "deal" | "draw" | "timeout" | "accept" | "challenge":
            return None
        case kind:
            assert_never(kind)


REVIEW = Appraiser("points", "point", worth, nothing_missed, medium=10, large=25)
"""A play 10 points short of the hard player's is a medium loss, 25 a large one (a take-off bonus or a flush)."""
