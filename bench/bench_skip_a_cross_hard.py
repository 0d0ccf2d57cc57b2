"""How long Skip-A-Cross hard takes a decision: its weighing of every play (bots/skip_a_cross.py
`searched_play`) against normal in seeded games, seats swapped every other game.

Prints the median, p95 and worst decision over every decision, and the median by how many plays
were weighed (a crowded centre spells more words), and apart the decisions that follow their plays
to the end of the game (`END_POOL` letters or fewer left in the pool). The budget: a median of
about 50 ms, 300 ms at worst. Each decision is timed cold, as a player waits for it: the plays are
counted for the table only after the clock stops (counting them first would fill the caches the decision
reads). The anagram index and the judge's word families are read before the first clock starts, so the
first decision does not count their loading.

    python bench/bench_skip_a_cross_hard.py --games 20
"""

from __future__ import annotations

import argparse
import bisect
import random
import statistics
import time
from collections import defaultdict
from typing import Any

from parlorgames.api import games
from parlorgames.bots import skip_a_cross as sac_bot
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.simulate import play_out

LIMITS = (1, 5, 20, 50)
BANDS = ("1", "2-5", "6-20", "21-50", "51+")
"""Decisions grouped by how many plays were weighed (one play: forming none, nothing to weigh)."""


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    ruleset = games()["skip-a-cross"]
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(None))
    timed: list[tuple[float, int]] = []
    at_the_end: list[float] = []
    rules.index.within("ETA", min_length=3)
    rules.judge("TONE", "STONE")

    def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
        if level != "hard" or seen.vote is not None:
            return sac_bot.choose(rules, seen, rng, level)
        start = time.perf_counter()
        action = sac_bot.choose(rules, seen, rng, level)
        seconds = time.perf_counter() - start
        timed.append((seconds, len(sac_bot.weighed_plays(rules, seen))))
        if len(seen.pool) <= sac_bot.END_POOL:
            at_the_end.append(timed[-1][0])
        return action

    for game in range(args.games):
        levels = ("hard", "normal") if game % 2 == 0 else ("normal", "hard")
        play_out(rules, ("A", "B"), random.Random(f"{args.seed}:{game}"), player=player, levels=levels)
    ordered = sorted(seconds for seconds, _ in timed)
    print(
        f"{len(ordered)} decisions in {args.games} games: median {statistics.median(ordered) * 1000:.1f} ms, p95 "
        f"{percentile(ordered, 0.95) * 1000:.1f} ms, "
        f"worst {ordered[-1] * 1000:.1f} ms"
    )
    by_plays: dict[str, list[float]] = defaultdict(list)
    for seconds, tried in timed:
        by_plays[BANDS[bisect.bisect_left(LIMITS, tried)]].append(seconds)
    for band in BANDS:
        if by_plays[band]:
            print(
                f"  {band:>6} plays weighed: {len(by_plays[band]):>4} decisions, median "
                f"{statistics.median(by_plays[band]) * 1000:.1f} ms"
            )
    if at_the_end:
        print(
            f"  followed to the end ({sac_bot.END_POOL} letters or fewer in the pool): {len(at_the_end)} decisions, "
            f"median {statistics.median(at_the_end) * 1000:.1f} ms, worst {max(at_the_end) * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
