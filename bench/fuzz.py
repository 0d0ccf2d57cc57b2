"""A long fuzz run of every game and variant: legal and mutated actions, replays (see tests/games/fuzzing.py).

Run: python bench/fuzz.py [minutes=10] — prints actions tried, games played and every failure; exit 1 on any failure.
"""

from __future__ import annotations

import sys
import time

from parlorgames.testing.fuzzing import Tally, every_game_and_variant, fuzz_one  # noqa: E402

STEPS = {"zig-zaggle": 60}
"""Actions per game; Zig Zaggle's move lists are slow to build, so its games are cut shorter."""


def main() -> int:
    minutes = float(sys.argv[1]) if len(sys.argv) > 1 else 10.0
    stop = time.monotonic() + minutes * 60
    tally = Tally()
    pairs = every_game_and_variant()
    seed = 0
    while time.monotonic() < stop:
        for game, variant in pairs:
            if time.monotonic() >= stop:
                break
            fuzz_one(game, variant, seed, STEPS.get(game, 400), tally, tries_per_step=3)
        seed += 1
    print(
        f"{minutes:g} minutes: {tally.actions} actions tried in {tally.games} games over {len(pairs)} game variants, "
        f"{len(tally.failures)} failures"
    )
    for failure in tally.failures:
        print("  " + failure)
    return 1 if tally.failures else 0


if __name__ == "__main__":
    sys.exit(main())
