"""How fast the Skip-A-Cross computer player decides, and how fast whole games simulate.

A plain script, not part of the test run::

    PYTHONPATH=src python bench/bench_skip_a_cross.py [--games N] [--players N] [--variant NAME]

Every decision of every player in N seeded bot games is timed (the anagram index is built first
and reported apart: a game builds it once, on the first computer move). The target is under 50 ms
a decision, median and maximum. Then the same games are timed whole, as `simulate` plays them.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from parlorgames.bots.skip_a_cross import choose
from parlorgames.engine.ruleset import find
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.simulate import play_out

TARGET_MS = 50.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--variant", default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    ruleset = find("skip-a-cross")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(args.variant))
    started = time.perf_counter()
    rules.index
    index_s = time.perf_counter() - started
    names = tuple(f"P{i + 1}" for i in range(args.players))

    decisions: list[float] = []
    centre_sizes: list[int] = []
    for game in range(args.games):
        rng = random.Random(f"bench:{game}")
        state = rules.initial(names)
        while not rules.is_over(state):
            if rules.is_chance(state):
                action = rules.sample_chance(state, rng)
            else:
                centre_sizes.append(len(state.face_up))
                tick = time.perf_counter()
                action = choose(rules, state, rng)
                decisions.append((time.perf_counter() - tick) * 1000)
            state = rules.apply(state, action)

    moves: list[int] = []
    started = time.perf_counter()
    for game in range(args.games):
        _, count = play_out(rules, names, random.Random(f"bench:{game}"))
        moves.append(count)
    whole_s = time.perf_counter() - started

    ordered = sorted(decisions)
    result = {
        "variant": rules.variant.name,
        "players": args.players,
        "games": args.games,
        "index_build_s": round(index_s, 2),
        "decisions": len(decisions),
        "decision_ms_median": round(statistics.median(decisions), 3),
        "decision_ms_p99": round(ordered[int(len(ordered) * 0.99)], 3),
        "decision_ms_max": round(ordered[-1], 3),
        "largest_centre": max(centre_sizes),
        "games_per_s": round(args.games / whole_s, 1),
        "moves_per_game_mean": round(statistics.fmean(moves), 1),
        "target_ms": TARGET_MS,
        "within_target": ordered[-1] < TARGET_MS,
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return
    for key, value in result.items():
        print(f"{key:>22}: {value}")


if __name__ == "__main__":
    main()
