"""The computer player for Zig Zaggle: the best-scoring play the move generator can find.

Moves come from the shared anchor-and-cross-check generator (engine/wordgen), searched only from
anchors in the runway being played (ZZ-P3) and using a Free letter only for a letter the rack
lacks (a Free letter scores nothing and spoils a flush, so the letter's own tile is never worse).
It sees what its seat may see (`observe`): its own rack, the board, the size of the bag.
Every move gets a quick estimate (letters, take-off bonus, a possible flush); the best few are
then scored exactly with their tile colours chosen, and the highest total is played.
"""

from __future__ import annotations

import random

from ..engine.rules import Action
from ..engine.scoring import length_multiplier
from ..engine.wordgen import Move
from ..games.zig_zaggle import FREE, ZigZaggle, ZZState

SHORTLIST = 12
"""How many of the best-estimated moves are scored exactly."""


def choose(rules: ZigZaggle, seen: ZZState, rng: random.Random, level: str = "normal") -> Action:
    """The move for the seat to move, decided from its observation: only its own rack is face up.
    Easy plays a reasonable word, not the best (`easy_play`); normal the best of a shortlist;
    hard scores every generated play exactly and plays the best.

    A play just made is challenged when it holds a word the dictionary lacks (the dictionary is
    on the table for everyone)."""
    if seen.window is not None:
        return {"type": "challenge"} if seen.window.wrong else {"type": "accept"}
    best = easy_play(rules, seen, rng) if level == "easy" else best_play(rules, seen, None if level == "hard" else SHORTLIST)
    if best is not None:
        return {"type": "play", "tiles": [list(t) for t in best[0]]}
    regular = [t for t in seen.racks[seen.turn].tiles if t != FREE]
    if regular and len(regular) <= len(seen.bag) and seen.idle < len(seen.names):
        return {"type": "exchange", "tiles": regular}
    return {"type": "pass"}


def best_play(rules: ZigZaggle, state: ZZState, shortlist: int | None = SHORTLIST) -> tuple[list[tuple[int, int, str, str]], int] | None:
    """The highest-scoring play found, as (tiles, points), or None when there is none: the best
    ``shortlist`` moves by estimate are scored exactly (every move when ``shortlist`` is None)."""
    moves = candidate_moves(rules, state)
    if not moves:
        return None
    ranked = sorted(moves, key=lambda m: estimate(rules, state, m), reverse=True)[:shortlist]
    scored = [rules.assign_tiles(state, m) for m in ranked]
    return max(scored, key=lambda pair: pair[1])


def easy_play(rules: ZigZaggle, state: ZZState, rng: random.Random) -> tuple[list[tuple[int, int, str, str]], int] | None:
    """A reasonable play, not the best: one drawn at random from the middle third of the moves by estimate."""
    moves = sorted(candidate_moves(rules, state), key=lambda m: (estimate(rules, state, m), m.word, m.row, m.col), reverse=True)
    if not moves:
        return None
    third = len(moves) // 3
    return rules.assign_tiles(state, rng.choice(moves[third : max(third + 1, 2 * third)]))


def candidate_moves(rules: ZigZaggle, state: ZZState) -> list[Move]:
    """Legal moves, Free letters only when needed. A play must lay a letter where play is (ZZ-P3), so
    its row or column crosses that area: only anchors on such rows and columns are searched."""
    zone = rules.in_play(state)
    rows, cols = {r for r, _ in zone}, {c for _, c in zone}
    lines = {(r, c) for r in range(rules.grid.height) for c in range(rules.grid.width) if r in rows or c in cols}
    return rules.moves(state, spare_wilds=True, anchors_in=lines)


def estimate(rules: ZigZaggle, state: ZZState, move: Move) -> int:
    """Letters, plus the take-off bonus if the main word reaches the line, plus a flush if the rack allows."""
    points = move.score
    runway = rules.current_runway(state)
    if runway is None:
        return points
    line = rules.take_off_cells[runway.name]
    first = (move.row, move.col)
    last = (move.row, move.col + len(move.word) - 1) if move.across else (move.row + len(move.word) - 1, move.col)
    if first in line or last in line:
        points += runway.bonus
    if not any(wild for _, _, _, wild in move.placed):
        cells = {(r, c) for r, c, _, _ in move.placed}
        for tint, area in rules.colour_area.items():
            if cells <= area:
                times = length_multiplier(rules.bands, len(move.word))
                if times > 1:
                    points += move.score * (times - 1)
                break
    return points
