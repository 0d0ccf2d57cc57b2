"""How fast the Skip-A-Cross computer player decides, and how fast whole games simulate.

A plain script, not part of the test run::

    PYTHONPATH=src python bench/bench_skip_a_cross.py [--games N] [--players N] [--variant NAME]

First the anagram index alone, in fresh processes (the word list loaded first): how long it takes
to be ready (target 200 ms, the median of five) and how much it adds to the process, as the peak
resident size (ru_maxrss) and the resident size now (target 20 MiB).  Then every decision of every
player in N seeded bot games is timed at the chosen level; the target is under 50 ms a decision,
median and maximum.  Then the same games are timed whole, as `simulate` plays them.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time

from parlorgames.bots.skip_a_cross import choose
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.simulate import play_out

TARGET_MS = 50.0
INDEX_TARGET_MS = 200.0
INDEX_TARGET_MIB = 20.0
INDEX_RUNS = 5

MEASURE_INDEX = """
import json, resource, time
from parlorgames.engine.lexicon import default_lexicon
from parlorgames.engine.words import anagram_index

def resident():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * resource.getpagesize() / 2**20

lexicon = default_lexicon()
peak, now = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, resident()
started = time.perf_counter()
anagram_index(lexicon)
ready = time.perf_counter() - started
peak_mib = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - peak) / 1024
print(json.dumps({"ms": ready * 1000, "peak_mib": peak_mib, "mib": resident() - now}))
"""


def index_cost() -> dict[str, float]:
    """The anagram index's time to be ready and its memory, each in a fresh process (Linux)."""
    runs = [
        json.loads(
            subprocess.run([sys.executable, "-c", MEASURE_INDEX], capture_output=True, text=True, check=True).stdout
        )
        for _ in range(INDEX_RUNS)
    ]
    return {
        "index_ready_ms_median": round(statistics.median(run["ms"] for run in runs), 1),
        "index_peak_mib": round(max(run["peak_mib"] for run in runs), 1),
        "index_resident_mib": round(max(run["mib"] for run in runs), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--variant", default=None)
    parser.add_argument("--level", default="normal", choices=("easy", "normal", "hard"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    index = index_cost()
    ruleset = find("skip-a-cross")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(args.variant))
    rules.index, rules.judge("TONE", "STONE")  # the index and the judge's word families, read once a game
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
                action = choose(rules, rules.observe(state, rules.to_move(state)), rng, args.level)
                decisions.append((time.perf_counter() - tick) * 1000)
            state = rules.apply(state, action)

    moves: list[int] = []
    started = time.perf_counter()
    for game in range(args.games):
        _, count = play_out(rules, names, random.Random(f"bench:{game}"), levels=(args.level,) * args.players)
        moves.append(count)
    whole_s = time.perf_counter() - started

    ordered = sorted(decisions)
    result = {
        "variant": rules.variant.name,
        "players": args.players,
        "games": args.games,
        **index,
        "index_within_target": index["index_ready_ms_median"] <= INDEX_TARGET_MS
        and index["index_peak_mib"] <= INDEX_TARGET_MIB
        and index["index_resident_mib"] <= INDEX_TARGET_MIB,
        "level": args.level,
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
