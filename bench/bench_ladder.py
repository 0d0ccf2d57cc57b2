"""The ladder of computer levels: hard against normal and normal against easy, in every game.

Each pair plays the same seeded games twice over with the seats swapped (so neither level gains by
sitting first); a shared win counts half. The target is at least 60% for the stronger level.

    python bench/bench_ladder.py                     # 200 games a pair in every game
    python bench/bench_ladder.py --games 40 --game skip-a-cross
"""

from __future__ import annotations

import argparse
import random
import time

from parlorgames.api import games
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.simulate import play_out

PAIRS = (("hard", "normal"), ("normal", "easy"))
TARGET = 0.60


def stronger_share(rules, stronger: str, weaker: str, count: int, seed: int) -> float:
    """The stronger level's share of `count` seeded games, seats swapped every other game."""
    won = 0.0
    for game in range(count):
        first = game % 2 == 0
        levels = (stronger, weaker) if first else (weaker, stronger)
        state, _ = play_out(rules, ("A", "B"), random.Random(f"{seed}:{game // 2}"), levels=levels)
        winners = rules.outcome(state).winners
        seat = 0 if first else 1
        won += (seat in winners) / len(winners)
    return won / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games a pair (default 200)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rulesets = games()
    names = args.game or ["globe-grams", "mapominoes", "round-the-world", "skip-a-cross", "zig-zaggle"]
    print(f"{'game':<16} {'pair':<16} {'games':>5} {'stronger wins':>13} {'target':>7} {'seconds':>8}")
    for name in names:
        ruleset = rulesets[name]
        rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(None))
        for stronger, weaker in PAIRS:
            start = time.perf_counter()
            share = stronger_share(rules, stronger, weaker, args.games, args.seed)
            met = "met" if share >= TARGET else "missed"
            print(f"{name:<16} {stronger + ' v ' + weaker:<16} {args.games:>5} {share:>12.1%} {met:>7} {time.perf_counter() - start:>8.1f}", flush=True)


if __name__ == "__main__":
    main()
