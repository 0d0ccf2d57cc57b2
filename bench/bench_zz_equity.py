"""Zig Zaggle: a hard player ranking plays by equity (bots/zig_zaggle_equity.py) against normal.

Hard scores every generated play exactly and plays the one of highest equity (points, the leave's
learned value, the take-off race); normal plays the best of its shortlist by score. The same seeded
games are played twice over with the seats swapped; a shared win counts half. Prints hard's share of
the wins (target 60%), its mean point margin and the equity player's decision times.

    python bench/bench_zz_equity.py                  # 200 games
    python bench/bench_zz_equity.py --games 40 --jobs 2
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
from parlorgames.games.zig_zaggle import FREE

TARGET = 0.60
POOL = 1000
"""Moves by estimate weighed roughly by equity."""
EXACT = 40
"""Of those, the best by rough equity scored exactly and weighed again."""
RULES: Any = None
THINKING: list[float] = []


def rules_for() -> Any:
    ruleset = games()["zig-zaggle"]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(None))


def equity_play(rules: Any, seen: Any) -> tuple[list, int] | None:
    """The play of highest equity, or None when there is none: the best `POOL` moves by the shipped
    estimate are weighed by equity with any tiles of their letters, and the best `EXACT` of those
    again with their tiles chosen and scored exactly."""
    moves = sorted(bot.candidate_moves(rules, seen), key=lambda m: bot.estimate(rules, seen, m), reverse=True)[:POOL]
    if not moves:
        return None
    rough = sorted(moves, key=lambda m: equity(rules, seen, rough_tiles(rules, seen, m), bot.estimate(rules, seen, m)), reverse=True)
    scored = [rules.assign_tiles(seen, move) for move in rough[:EXACT]]
    return max(scored, key=lambda pair: equity(rules, seen, pair[0], pair[1]))


def rough_tiles(rules: Any, seen: Any, move: Any) -> list[tuple[int, int, str, str]]:
    """The move's letters as tiles from the rack, colours as they come (the leave's worth ignores colour)."""
    left = seen.racks[seen.turn].counts()
    tiles = []
    for r, c, letter, wild in move.placed:
        tile = FREE if wild else rules.tile_for(left, letter)
        left[tile] -= 1
        tiles.append((r, c, letter, tile))
    return tiles


def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
    """Hard chooses by equity; every other decision (a challenge window, normal) is the shipped player's."""
    if level != "hard" or seen.window is not None:
        return bot.choose(rules, seen, rng, level)
    start = time.perf_counter()
    best = equity_play(rules, seen)
    THINKING.append(time.perf_counter() - start)
    if best is not None:
        return {"type": "play", "tiles": [list(t) for t in best[0]]}
    return bot.choose(rules, seen, rng, "normal")


def one_game(job: tuple[int, int]) -> tuple[float, int, list[float]]:
    """(hard's share of the win, hard's margin, hard's decision times) of one seeded game."""
    global RULES
    game, seed = job
    RULES = RULES or rules_for()
    THINKING.clear()
    first = game % 2 == 0
    levels = ("hard", "normal") if first else ("normal", "hard")
    state, _ = play_out(RULES, ("A", "B"), random.Random(f"{seed}:{game // 2}"), player=player, levels=levels)
    hard = 0 if first else 1
    winners = RULES.outcome(state).winners
    return (hard in winners) / len(winners), state.scores[hard] - state.scores[1 - hard], list(THINKING)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games (default 200, seats swapped every other game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args()
    start = time.perf_counter()
    jobs = [(game, args.seed) for game in range(args.games)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(one_game, jobs))
    else:
        results = [one_game(job) for job in jobs]
    share = sum(r[0] for r in results) / len(results)
    margins = [r[1] for r in results]
    times = sorted(t for r in results for t in r[2])
    print(f"hard (equity) v normal: {len(results)} games, hard wins {share:.1%} (target {TARGET:.0%}: {'met' if share >= TARGET else 'missed'})")
    print(f"hard's margin: mean {statistics.mean(margins):+.1f} points, median {statistics.median(margins):+.1f}")
    print(f"hard's decisions: {len(times)}, median {statistics.median(times) * 1000:.0f} ms, p95 {times[int(0.95 * (len(times) - 1))] * 1000:.0f} ms")
    print(f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
