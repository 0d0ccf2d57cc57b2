"""How long a hint takes (F5), per game: median, p95 and worst over the positions where a seat chooses
in seeded games between normal computer players and there is something to suggest. The hints window opens
at once and fills when they are found, off the event loop; this is the wait before the list shows.

The first hint of a process also builds the word lists and indexes the game needs (the game screen
builds them when the game opens); it is timed apart, as "first".

Run: python bench/bench_hints.py [positions per game, default 40]
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from parlorgames.engine.kinds import kind_named, rules_class
from parlorgames.engine.ruleset import shipped

GAMES = {"round-the-world": "game-1", "globe-grams": None, "mapominoes": None, "skip-a-cross": None, "zig-zaggle": None}
MOST_ACTIONS = 5_000


def positions(rules, count: int, seed: int) -> list:
    """(seat, observation) at each choice of seeded games played by normal computer players, until `count`
    are gathered; Round the World chooses only at a waiver, so only those count there."""
    choose = kind_named(rules.kind).computer_player()
    found = []
    for game in range(500):
        rng = random.Random(f"{seed}:{game}")
        state = rules.initial(("Ann", "Bob"))
        for _ in range(MOST_ACTIONS):
            if rules.is_over(state) or len(found) >= count:
                break
            if rules.is_chance(state):
                state = rules.apply(state, rules.sample_chance(state, rng))
                continue
            seat = rules.to_move(state)
            seen = rules.observe(state, seat)
            if rules.kind != "round_the_world" or state.pending_spin is not None:
                found.append(seen)
            state = rules.apply(state, choose(rules, seen, rng, "normal"))
        if len(found) >= count:
            break
    return found


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    for name, variant in GAMES.items():
        ruleset = shipped()[name]
        rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))
        hint = kind_named(rules.kind).hint_finder()
        seen = positions(rules, count, 1)
        started = time.perf_counter()
        hint(rules, seen[0])
        first = time.perf_counter() - started
        times = []
        for observation in seen:
            started = time.perf_counter()
            found = hint(rules, observation)
            if found:
                times.append((time.perf_counter() - started) * 1000)
        times.sort()
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(
            f"{name}: {len(times)} of {len(seen)} positions with hints: median {statistics.median(times):.1f} ms, "
            f"p95 {p95:.1f} ms, worst {times[-1]:.1f} ms; first {first * 1000:.0f} ms"
        )


if __name__ == "__main__":
    main()
