"""Equity for Zig Zaggle's hard player: a play's points, the value of the letters it keeps and its
place in the take-off race, in the way Quackle and Macondo weigh a crossword play.

- **The leave** (the rack after the play, before drawing): per-letter values, a Free-letter value and
  terms for duplicates and for the balance of vowels and consonants, learned by self-play
  (`scripts/learn_zz_leaves.py`) and shipped in `data/zig-zaggle-leaves.tsv`.
- **The take-off race** (ZZ-P5): after the play the opponent moves on whichever runway is then in
  play. The fewer letters a word needs to reach that runway's take-off line from the words already
  down (its `reach`), the likelier the opponent takes the bonus; the data file holds, by reach, the
  share of that bonus the player who just moved went on to win (+1 all of it, -1 all to another
  seat), measured in the same self-play.
- **The end** (ZZ-P9): a play that touches the last take-off line ends the game. Its leave is then
  exactly the letters deducted, and it wins or loses the game there and then, by the lead after
  deductions (the other hands reckoned from the letters the seat has not seen).

Everything is read from the seat's observation: its own rack, the board, the runways finished, the
scores and how many letters each other hand holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..engine.boards import Cell
from ..engine.tiles import Bag
from ..games.zig_zaggle import EMPTY, FREE, LETTERS, Runway, Tile, ZigZaggle, ZZState
from ..paths import data_path

LEAVES_FILE = "zig-zaggle-leaves.tsv"
VOWELS = frozenset("AEIOU")
VOWEL_SHARE = 0.4
"""The share of vowels among the regular letters kept that the balance term measures from."""
DECIDES = 100.0
"""What winning (or losing) the game with a play that ends it adds (or takes away): more than any
leave or race term, so a play that wins the game is taken and one that loses it is the last resort."""


@dataclass(frozen=True)
class Model:
    """What self-play taught: the leave's terms and the take-off race's bonus share by reach."""

    letters: Mapping[str, float]
    free: float
    duplicate: float
    balance: float
    race: Sequence[float]
    """race[n - 1]: the share of the open bonus the player who just moved wins when a word of n new
    letters would reach the take-off line; the last entry stands for that many or more (or none)."""

    def leave_value(self, kept: Iterable[str]) -> float:
        """The value of keeping these tiles rather than drawing fresh ones (0 for an empty leave)."""
        tiles = list(kept)
        return (
            sum(self.free if t == FREE else self.letters[t[0]] for t in tiles)
            + self.duplicate * duplicates(tiles)
            + self.balance * imbalance(tiles)
        )

    def race_share(self, reach: int | None) -> float:
        return self.race[-1 if reach is None else min(reach, len(self.race)) - 1]


def duplicates(tiles: Iterable[str]) -> int:
    """Regular letters held more than once, counted beyond the first (EEE counts 2)."""
    letters = [t[0] for t in tiles if t != FREE]
    return len(letters) - len(set(letters))


def imbalance(tiles: Iterable[str]) -> float:
    """How far the regular letters kept are from a good mix of vowels and consonants (squared)."""
    letters = [t[0] for t in tiles if t != FREE]
    vowels = sum(letter in VOWELS for letter in letters)
    return (vowels - VOWEL_SHARE * len(letters)) ** 2


def read_model(path: Path) -> Model:
    """The model from its TSV file: `# ` comment lines, then `kind<TAB>key<TAB>value` rows."""
    letters: dict[str, float] = {}
    terms: dict[str, float] = {}
    race: dict[int, float] = {}
    for line in path.read_text(encoding="ascii").splitlines():
        if not line or line.startswith("#"):
            continue
        kind, key, value = line.split("\t")
        if kind == "letter":
            letters[key] = float(value)
        elif kind == "race":
            race[int(key)] = float(value)
        else:
            terms[kind] = float(value)
    missing = [letter for letter in LETTERS if letter not in letters]
    if missing or not race or sorted(race) != list(range(1, len(race) + 1)):
        raise ValueError(f"{path.name}: incomplete leave file (letters missing: {''.join(missing) or 'none'})")
    return Model(letters, terms["free"], terms["duplicate"], terms["balance"], tuple(race[n] for n in sorted(race)))


@lru_cache(maxsize=1)
def model() -> Model:
    """The shipped model, read on first use."""
    return read_model(data_path(LEAVES_FILE))


def equity(rules: ZigZaggle, seen: ZZState, tiles: Sequence[Tile], points: int, learned: Model | None = None) -> float:
    """The play's points, plus the value of its leave, plus its share of the take-off race.

    `seen` is the mover's observation and `tiles` a legal play from it; `points` is what the play
    scores (take-off bonus included). A play that takes off from the last runway ends the game: its
    leave is then the letters deducted (ZZ-P9), there is no race left, and it wins or loses the game
    there and then (`DECIDES`)."""
    learned = learned or model()
    kept = list(seen.racks[seen.turn].tiles)
    for _, _, _, tile in tiles:
        kept.remove(tile)
    outlook = _outlook(rules, seen)
    if not outlook.may_take_off(tiles) or not takes_off(rules, seen, laid(seen, tiles), tiles):
        near = min([outlook.reach, *(outlook.hits.get((r, c)) for r, c, _, _ in tiles)], key=_nearest)
        return points + learned.leave_value(kept) + learned.race_share(near) * outlook.bonus
    following = seen.runway + 1
    if following >= len(rules.runways):
        deducted = rules.rack_value(Bag(tuple(kept)))
        lead = final_lead(rules, seen, points - deducted)
        return points - deducted + (DECIDES if lead > 0 else -DECIDES if lead < 0 else 0.0)
    closed = {rw.name for rw in rules.runways[:following]}
    runway = rules.runways[following]
    return (
        points
        + learned.leave_value(kept)
        + learned.race_share(reach(rules, laid(seen, tiles), runway, closed)) * runway.bonus
    )


def final_lead(rules: ZigZaggle, seen: ZZState, gain: int) -> float:
    """The mover's lead over the best other score if the game ended now with `gain` more points for
    it: each other seat loses the letters in its hand (ZZ-P9), estimated from the letters the mover
    has not seen (not on the board nor its rack) and the Free letters not yet played."""
    seat, others = seen.turn, [s for s in range(len(seen.names)) if s != seen.turn]
    unseen = Counter(rules.tile_counts)
    free_down = 0
    for row_letters, row_colours in zip(seen.letters, seen.colours):
        for letter, colour in zip(row_letters, row_colours):
            if colour == FREE:
                free_down += 1
            elif letter != EMPTY:
                unseen[letter + colour] -= 1
    unseen.subtract(t for t in seen.racks[seat].tiles if t != FREE)
    left = sum(unseen.values())
    mean = sum(rules.values[t[0]] * n for t, n in unseen.items()) / left if left else 0.0
    free_held = max(0, rules.free_each * len(seen.names) - free_down - seen.racks[seat].tiles.count(FREE)) / len(others)
    best = max(seen.scores[o] - max(0.0, len(seen.racks[o]) - free_held) * mean for o in others)
    return seen.scores[seat] + gain - best


def _nearest(count: int | None) -> float:
    return float("inf") if count is None else count


@dataclass(frozen=True)
class Outlook:
    """The race as a play finds it: the runway in play's bonus, how near its line the words are
    (`reach`), and for each empty square how near a letter laid there would bring them (`hits`)."""

    bonus: int
    reach: int | None
    hits: Mapping[Cell, int]
    line: frozenset[Cell]
    line_taken: bool
    """A letter already lies on the line (laid while another runway was in play): any word may end there."""

    def may_take_off(self, tiles: Sequence[Tile]) -> bool:
        return self.line_taken or any((r, c) in self.line for r, c, _, _ in tiles)


@lru_cache(maxsize=4)
def _outlook(rules: ZigZaggle, seen: ZZState) -> Outlook:
    runway = rules.current_runway(seen)
    assert runway is not None, "the game is over"
    closed = {name for name, _ in seen.closed}
    hits: dict[Cell, int] = {}
    for walk in _walks(rules, runway.name):
        for count, (r, c, runways, beside) in enumerate(walk):
            if runways and all(name in closed for name in runways):
                break
            for cell, value in (((r, c), max(count, 1)), *((p, count + 1) for p in beside)):
                hits[cell] = min(hits.get(cell, value), value)
    line = rules.take_off_cells[runway.name]
    taken = any(seen.letters[r][c] != EMPTY for r, c in line)
    return Outlook(runway.bonus, reach(rules, seen.letters, runway, closed), hits, line, taken)


def leave_of(seen: ZZState, tiles: Sequence[Tile]) -> Bag:
    """The mover's rack after the play, before drawing."""
    return seen.racks[seen.turn].take(t for _, _, _, t in tiles)


def laid(state: ZZState, tiles: Sequence[Tile]) -> tuple[str, ...]:
    """The board's letter rows with the play's letters laid."""
    rows = [list(row) for row in state.letters]
    for r, c, letter, _ in tiles:
        rows[r][c] = letter
    return tuple("".join(row) for row in rows)


def takes_off(rules: ZigZaggle, state: ZZState, letters: Sequence[str], tiles: Sequence[Tile]) -> bool:
    """Whether a word the play makes begins or ends on the take-off line of the runway in play (ZZ-P5)."""
    runway = rules.current_runway(state)
    if runway is None:
        return False
    line = rules.take_off_cells[runway.name]

    def filled(cell: Cell) -> bool:
        return letters[cell[0]][cell[1]] != EMPTY

    for r, c, _, _ in tiles:
        for across in (True, False):
            word = rules.grid.run((r, c), across, filled)
            if len(word) >= 2 and (word[0] in line or word[-1] in line):
                return True
    return False


def reach(rules: ZigZaggle, letters: Sequence[str], runway: Runway, closed: set[str]) -> int | None:
    """The fewest new letters a word needs to touch `runway`'s take-off line while joining the words
    down: from each take-off square, walking inwards, until a square holds a letter (the word runs
    into it) or lies beside one; at least 1, as a play lays a letter. None when no straight walk
    gets there (only squares that may still take a letter are walked)."""
    best: int | None = None
    for walk in _walks(rules, runway.name):
        for count, (r, c, runways, beside) in enumerate(walk):
            if best is not None and count >= best:
                break
            if letters[r][c] != EMPTY:
                best = max(count, 1)
                break
            if runways and all(name in closed for name in runways):
                break
            if any(letters[br][bc] != EMPTY for br, bc in beside):
                best = count + 1
                break
    return best


@lru_cache(maxsize=16)
def _walks(rules: ZigZaggle, name: str) -> tuple[tuple[tuple[int, int, tuple[str, ...], tuple[Cell, ...]], ...], ...]:
    """From each take-off square of runway `name`, the squares inwards to the board's edge: each with
    its runways and the squares either side of the walk."""
    area, line = rules.area[name], rules.take_off_cells[name]
    walks = []
    for r, c in sorted(line):
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            if (r + dr, c + dc) not in area or (r + dr, c + dc) in line:
                continue
            walk, cell = [], (r, c)
            while rules.square(cell).real:
                row, col = cell
                beside = tuple(p for p in ((row + dc, col + dr), (row - dc, col - dr)) if rules.grid.in_bounds(*p))
                walk.append((row, col, rules.square(cell).runways, beside))
                cell = (row + dr, col + dc)
            walks.append(tuple(walk))
    return tuple(walks)
