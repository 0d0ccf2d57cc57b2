"""Zig Zaggle: hard, ranking plays by equity (bots/zig_zaggle_equity.py), against normal.

Hard plays the best equity (points, the learned worth of the letters kept, the take-off race) among
the best-scoring plays near the best; normal plays the best score. `--pool` and `--margin` try other
widths than the shipped ones. The same seeded games are played twice over with the seats swapped; a
shared win counts half. Prints hard's share of the wins (target 60%), its mean point margin and how
long hard's search for plays takes.

    python bench/bench_zz_equity.py                  # 200 games
    python bench/bench_zz_equity.py --games 40 --jobs 2 --pool 30 --margin 40
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from parlorgames.api import games
from parlorgames.bots import zig_zaggle as bot
from parlorgames.bots.zig_zaggle_equity import equity
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.simulate import play_out

TARGET = 0.60
RULES: Any = None
THINKING: list[float] = []
WIDTH: tuple[int, int] = (bot.HARD_POOL, bot.HARD_MARGIN)
"""How many of the best-scoring plays hard weighs, and how far below the best (`--pool`, `--margin`)."""


def rules_for() -> Any:
    ruleset = games()["zig-zaggle"]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(None))


def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
    """The shipped player at every level; hard's decisions are timed, and weigh `WIDTH` plays."""
    if level != "hard" or seen.window is not None:
        return bot.choose(rules, seen, rng, level)
    start = time.perf_counter()
    pool, margin = WIDTH
    plays = bot.ranked_plays(rules, seen, pool, margin)
    THINKING.append(time.perf_counter() - start)
    if not plays:
        return bot.choose(rules, seen, rng, "normal")
    rated = [equity(rules, seen, tiles, points) for tiles, points in plays]
    best = max(range(len(plays)), key=lambda rank: (rated[rank], plays[rank][1], -rank))
    return {"type": "play", "tiles": [list(t) for t in plays[best][0]]}


def one_game(job: tuple[int, int, tuple[int, int]]) -> tuple[float, int, list[float]]:
    """(hard's share of the win, hard's margin, hard's decision times) of one seeded game."""
    global RULES, WIDTH
    game, seed, WIDTH = job
    RULES = RULES or rules_for()
    THINKING.clear()
    first = game % 2 == 0
    levels = ("hard", "normal") if first else ("normal", "hard")
    state, _ = play_out(RULES, ("A", "B"), random.Random(f"{seed}:{game // 2}"), player=player, levels=levels)
    hard = 0 if first else 1
    return RULES.result((state,), ()).share(hard), state.scores[hard] - state.scores[1 - hard], list(THINKING)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games (default 200, seats swapped every other game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument(
        "--pool", type=int, default=bot.HARD_POOL, help=f"plays hard weighs (default {bot.HARD_POOL}, as shipped)"
    )
    parser.add_argument(
        "--margin",
        type=int,
        default=bot.HARD_MARGIN,
        help=f"points below the best it looks (default {bot.HARD_MARGIN})",
    )
    args = parser.parse_args()
    start = time.perf_counter()
    jobs = [(game, args.seed, (args.pool, args.margin)) for game in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(one_game, jobs))
    else:
        results = [one_game(job) for job in jobs]
    share = sum(r[0] for r in results) / len(results)
    margins = [r[1] for r in results]
    times = sorted(t for r in results for t in r[2])
    print(
        f"hard (equity over {args.pool} plays within {args.margin} points) v normal: {len(results)} games, hard wins "
        f"{share:.1%} (target {TARGET:.0%}: {'met' if share >= TARGET else 'missed'})"
    )
    print(f"hard's margin: mean {statistics.mean(margins):+.1f} points, median {statistics.median(margins):+.1f}")
    print(
        f"hard's searches: {len(times)}, median {statistics.median(times) * 1000:.0f} ms, p95 "
        f"{times[int(0.95 * (len(times) - 1))] * 1000:.0f} ms"
    )
    print(f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
