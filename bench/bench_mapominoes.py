"""How fast the Mapominoes computer player decides, and how fast whole games run.

    PYTHONPATH=src python bench/bench_mapominoes.py [games] [players] [ruleset]

Each decision is made from the deciding seat's observation, as in a game.
Prints the bot's milliseconds per decision (median, 99th percentile, max; the budget is 100 ms),
games per second with bots in every seat, and the mean round length in goes.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from parlorgames.bots.mapominoes import choose
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find

BUDGET_MS = 100.0


def main(argv: list[str]) -> int:
    games = int(argv[1]) if len(argv) > 1 else 100
    players = int(argv[2]) if len(argv) > 2 else 2
    ruleset = find(argv[3] if len(argv) > 3 else "mapominoes")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant())
    names = tuple(f"P{i + 1}" for i in range(players))
    decisions: list[float] = []
    round_goes: list[int] = []
    started = time.perf_counter()
    for game in range(games):
        rng = random.Random(game)
        state = rules.initial(names)
        while not rules.is_over(state):
            if rules.is_chance(state):
                action = rules.sample_chance(state, rng)
            else:
                tick = time.perf_counter()
                action = choose(rules, rules.observe(state, rules.to_move(state)), rng)
                decisions.append((time.perf_counter() - tick) * 1000)
            state = rules.apply(state, action)
        round_goes.extend(state.round_goes)
    elapsed = time.perf_counter() - started
    decisions.sort()
    p99 = decisions[int(len(decisions) * 0.99)]
    print(f"{ruleset.title}, {players} players, {games} games, {len(decisions)} decisions")
    print(
        f"bot ms/decision: median {statistics.median(decisions):.3f}  p99 {p99:.3f}  max {decisions[-1]:.3f}  (budget "
        f"{BUDGET_MS:g})"
    )
    print(f"games/s: {games / elapsed:.1f}")
    print(f"mean round length: {statistics.fmean(round_goes):.1f} goes")
    return 0 if decisions[-1] < BUDGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
