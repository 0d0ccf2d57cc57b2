"""Colouring a generated move: which of the rack's tiles lay its letters, for the best score (ZZ-S2).

The move generator (wordgen.py) knows letters, not colours. Only colour flushes depend on the
colours, so a move's tiles are chosen here, where the game's own `examine` scores each choice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, overload

from ...engine.boards import Cell
from ...engine.scoring import length_multiplier
from .actions import Play, ZZAction, play_of
from .spec import FREE, INITIALS, Tile
from .state import ZZState
from .wordgen import Move

if TYPE_CHECKING:
    from .rules import ZigZaggle


class LegalActions(Sequence[ZZAction]):
    """The actions open to the player to move: every generated play, then the other choices.

    A play's tiles are coloured (`assign_tiles`, a few `examine`s each) only when the play is read,
    and kept: listing the plays of a rack with three Free letters, tens of thousands, costs only
    their generation. The plays are coloured from `seen`, the mover's own observation, so two lists
    made from the same moves and the same observation hold the same actions.
    """

    def __init__(self, rules: ZigZaggle, seen: ZZState, moves: Sequence[Move], others: Sequence[ZZAction]) -> None:
        self.rules, self.seen, self.moves, self.others = rules, seen, tuple(moves), tuple(others)
        self._coloured: dict[int, ZZAction] = {}
        self._index: dict[tuple[tuple[int, int, str, bool], ...], int] | None = None

    def __len__(self) -> int:
        return len(self.moves) + len(self.others)

    @overload
    def __getitem__(self, index: int) -> ZZAction: ...

    @overload
    def __getitem__(self, index: slice) -> list[ZZAction]: ...

    def __getitem__(self, index: int | slice) -> ZZAction | list[ZZAction]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        if index >= len(self.moves):
            return self.others[index - len(self.moves)]
        action = self._coloured.get(index)
        if action is None:
            action = self._coloured[index] = play_action(self.rules, self.seen, self.moves[index])
        return action

    def __contains__(self, action: object) -> bool:
        """Whether `action` is listed; a play is looked up by its squares and letters, and only its
        own colouring is worked out."""
        if not isinstance(action, Mapping) or action.get("type") != "play":
            return action in self.others
        if self._index is None:
            self._index = {tuple(move.placed): i for i, move in enumerate(self.moves)}
        try:
            key = tuple((r, c, letter, tile == FREE) for r, c, letter, tile in action["tiles"])
        except (KeyError, TypeError, ValueError):
            return False
        index = self._index.get(key)
        return index is not None and self[index] == action

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalActions):
            made_alike = self.rules is other.rules and self.seen == other.seen
            if made_alike and (self.moves, self.others) == (other.moves, other.others):
                return True
            return list(self) == list(other)
        if isinstance(other, Sequence) and not isinstance(other, str):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<{len(self.moves)} plays and {', '.join(a['type'] for a in self.others)}>"


def play_action(rules: ZigZaggle, state: ZZState, move: Move) -> Play:
    """The play action for a generated move, choosing tile colours that score best."""
    return play_of(assign_tiles(rules, state, move)[0])


def assign_tiles(rules: ZigZaggle, state: ZZState, move: Move) -> tuple[list[Tile], int]:
    """Tiles from the rack for a move's letters, coloured for the best score, and that score.

    Only colour flushes depend on the colours (ZZ-S2). The main word holds every new tile and
    each cross word one, so the best choice is either the main word's flush in one colour (its
    new tiles all of it) or, without it, as many cross-word flushes as the rack's tiles of each
    letter and colour allow, the biggest first. Each of those few choices is scored by
    `examine`, so the score is the game's own."""
    rack = state.racks[state.turn].counts()
    cells = [(r, c) for r, c, _, _ in move.placed]
    letters = [list(row) for row in state.letters]
    for r, c, letter, _ in move.placed:
        letters[r][c] = letter
    new = set(cells)
    wild = {(r, c) for r, c, _, w in move.placed if w}
    main, *crosses = rules.words_made(state, cells, tuple("".join(row) for row in letters), state.board_empty())
    choices: list[dict[Cell, str]] = []
    for tint in INITIALS:
        if not wild and _may_flush(rules, state, main, new, tint):
            choices.append({p: tint for p in cells})
    wanted: dict[str, list[tuple[int, Cell]]] = {}
    for word in crosses:
        (tile_cell,) = new.intersection(word)
        flush = next((t for t in INITIALS if tile_cell not in wild and _may_flush(rules, state, word, new, t)), None)
        if flush is not None:
            letter = letters[tile_cell[0]][tile_cell[1]]
            gain = _word_letters(rules, word, letters, state) * (length_multiplier(rules.bands, len(word)) - 1)
            wanted.setdefault(letter + flush, []).append((-gain, tile_cell))
    crossing: dict[Cell, str] = {}
    for tile, claims in wanted.items():
        for _, cell in sorted(claims)[: rack.get(tile, 0)]:
            crossing[cell] = tile[1]
    choices.append(crossing)
    best: tuple[list[Tile], int] | None = None
    for chosen in choices:
        tiles = _tiles_for(rules, move, rack, chosen)
        if tiles is not None:
            total = rules.examine(state, tiles, check_words=False).total
            if best is None or total > best[1]:
                best = (tiles, total)
    assert best is not None, "the generator uses only letters the rack holds"
    return best


def _may_flush(rules: ZigZaggle, state: ZZState, word: list[Cell], new: set[Cell], tint: str) -> bool:
    """Whether `word` would be a flush of colour `tint` if its new tiles were of that colour (ZZ-S2)."""
    if length_multiplier(rules.bands, len(word)) == 1 or not set(word) <= rules.colour_area.get(tint, frozenset()):
        return False
    return all(p in new or state.colours[p[0]][p[1]] == tint for p in word)


def _word_letters(rules: ZigZaggle, word: list[Cell], letters: list[list[str]], state: ZZState) -> int:
    """A word's letter total, Free letters already down at their value (ZZ-S1)."""
    return sum(rules.free_value if state.colours[r][c] == FREE else rules.values.get(letters[r][c], 0) for r, c in word)


def _tiles_for(rules: ZigZaggle, move: Move, rack: Mapping[str, int], chosen: Mapping[Cell, str]) -> list[Tile] | None:
    """The move's tiles with the colours `chosen` for some squares (the others by `tile_for`), or None
    if the rack lacks them."""
    left = Counter(rack)
    tiles: list[Tile] = []
    for r, c, letter, wild in move.placed:
        if not wild and (r, c) in chosen:
            tile = f"{letter}{chosen[(r, c)]}"
            if left[tile] <= 0:
                return None
            left[tile] -= 1
    for r, c, letter, wild in move.placed:
        if wild:
            tile = FREE
        elif (r, c) in chosen:
            tile = f"{letter}{chosen[(r, c)]}"
        else:
            found = tile_for(left, letter, rules.colours_under((r, c)))
            assert found is not None, "the generator uses only letters the rack holds"
            tile = found
            left[tile] -= 1
        tiles.append((r, c, letter, tile))
    return tiles


def tile_for(left: Mapping[str, int], letter: str, prefer: Sequence[str] = ()) -> str | None:
    """The regular tile to lay `letter` with, from the tiles `left`: the first colour in `prefer`
    that is held, else any colour in the order green, blue, red, yellow; None when none is held."""
    for tint in (*prefer, *INITIALS):
        if left.get(f"{letter}{tint}", 0) > 0:
            return f"{letter}{tint}"
    return None
