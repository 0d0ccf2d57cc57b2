"""`simulate` throughput: whole computer-played games a second on one core, per game and variant.

Target for Round the World: at least 1,000 games a second. Run: python bench/bench_simulate.py [games]
"""

from __future__ import annotations

import random
import sys
import time

from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import shipped
from parlorgames.engine.simulate import play_out

GAMES = {"round-the-world": 5000}


def main() -> None:
    games_wanted = int(sys.argv[1]) if len(sys.argv) > 1 else None
    for name, default in GAMES.items():
        ruleset = shipped()[name]
        for variant in ruleset.variants:
            rules = rules_class(ruleset.kind)(ruleset, variant)
            players = max(2, ruleset.players_min)
            names = tuple(f"P{i}" for i in range(players))
            count = games_wanted or default
            start = time.perf_counter()
            moves = 0
            for game in range(count):
                _, n = play_out(rules, names, random.Random(f"bench:{game}"))
                moves += n
            elapsed = time.perf_counter() - start
            print(
                f"{name}/{variant.name}: {count / elapsed:,.0f} games/s, {moves / elapsed:,.0f} moves/s ({players} "
                "players)"
            )


if __name__ == "__main__":
    main()
