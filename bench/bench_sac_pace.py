"""How Skip-A-Cross's three-letter games end: by eight words (SAC-8) or by an empty pool (SAC-7), in how many moves.

    python bench/bench_sac_pace.py [games] [--variant V]

For 2, 3 and 4 seats, plays `games` (default 20) seeded games of each table: computers all at one level
(easy, normal, hard), and tables of people with one computer at each level, the people either following the first
hint each turn (`Hints`: the hint key pressed and its play made) or making the first play normal's plan finds
in the whole list (a player who knows every word, with no hints). For each table it prints how many games
ended with a seat holding eight words, the median and the longest game in moves (draws, words, steals,
extensions and passes), the median words the winner and the computer held at the end, and in how many games
the computer ended with no word at all.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections.abc import Callable
from typing import Any

from parlorgames.bots.skip_a_cross import choose, hints, normal_play
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.games.skip_a_cross import SACState, SkipACross

Seat = Callable[[SkipACross, SACState, random.Random], dict[str, Any]]


def computer(level: str) -> Seat:
    return lambda rules, seen, rng: choose(rules, seen, rng, level)


def hint_follower(rules: SkipACross, seen: SACState, rng: random.Random) -> dict[str, Any]:
    """A person who presses the hint key and makes its first play (or forms no word when it advises that)."""
    if seen.vote is not None:
        return choose(rules, seen, rng)
    offered = [hint.action for hint in hints(rules, seen) if hint.action]
    return offered[0] if offered else {"type": "pass"}


def word_knower(rules: SkipACross, seen: SACState, rng: random.Random) -> dict[str, Any]:
    """A person with no hints who knows every word: normal's plan over the whole list."""
    if seen.vote is not None:
        return choose(rules, seen, rng)
    return normal_play(rules, seen)


def play(rules: SkipACross, seats: list[Seat], seed: str) -> tuple[bool, int, tuple[int, ...]]:
    """(someone held eight words, the moves made, the words each seat held) for one seeded game."""
    rng = random.Random(seed)
    state = rules.initial(tuple(f"P{i}" for i in range(len(seats))))
    moves = 0
    while not state.finished:
        if rules.is_chance(state):
            state = rules.apply(state, rules.sample_chance(state, rng))
        else:
            seat = rules.to_move(state)
            assert seat is not None
            state = rules.apply(state, seats[seat](rules, rules.observe(state, seat), rng))
        moves += 1
    held = tuple(len(words) for words in state.words)
    return max(held) >= rules.words_to_win, moves, held


def tables(players: int) -> list[tuple[str, list[Seat], int | None]]:
    """(label, seats, the computer's seat to watch or None) for each table of `players` seats."""
    found: list[tuple[str, list[Seat], int | None]] = [
        (f"{level} ×{players}", [computer(level)] * players, None) for level in ("easy", "normal", "hard")
    ]
    people = players - 1
    for level in ("easy", "normal", "hard"):
        found.append((f"{people} with hints + {level}", [hint_follower] * people + [computer(level)], people))
        found.append((f"{people} without hints + {level}", [word_knower] * people + [computer(level)], people))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=20)
    parser.add_argument("--variant", default="three-letter")
    args = parser.parse_args()
    ruleset = find("skip-a-cross")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(args.variant))
    assert isinstance(rules, SkipACross)
    print(f"{args.games} games a table, {args.variant}")
    print("| table | eight words | moves: median / longest | winner's words | computer's words | computer with none |")
    print("| --- | --- | --- | --- | --- | --- |")
    for players in (2, 3, 4):
        for label, seats, watched in tables(players):
            games = [play(rules, seats, f"pace:{players}:{label}:{n}") for n in range(args.games)]
            eight = sum(won for won, _, _ in games)
            moves = [n for _, n, _ in games]
            best = statistics.median(max(held) for _, _, held in games)
            mine = statistics.median(held[watched] for _, _, held in games) if watched is not None else None
            none = sum(held[watched] == 0 for _, _, held in games) if watched is not None else None
            print(
                f"| {label} | {eight}/{len(games)} | {statistics.median(moves):.0f} / {max(moves)} | {best:g} | "
                f"{'—' if mine is None else f'{mine:g}'} | {'—' if none is None else none} |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
