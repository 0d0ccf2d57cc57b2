"""Zig Zaggle's normal player against a search that does not use the move generator.

    python bench/bench_zz_exhaustive.py [suite positions]

`brute_best` (tests/bots/test_zig_zaggle_best.py) lays every run of the rack's tiles from every
square of every row and column, each tile of each colour and a Free letter as every letter, and
scores with `examine` every placement that ends a word. It is checked on the crafted positions
where a word needs a letter twice (`repeated_letter_positions`, `letters_above_positions`: both
copies crossed in turn, every letter that has such words; `free_letter_crossed_positions`: the later
copy under a Free letter, so that the rack's goes on the earlier), on BIBB under two A's, and on the
boards of the first `suite positions` (default 20) positions of the test suite, their racks cut to
four letters and a Free letter. Each position prints only when normal's best play misses.
"""

from __future__ import annotations

import sys
import time
from itertools import islice

from parlorgames.bots.zig_zaggle import best_play  # noqa: E402
from parlorgames.games.zig_zaggle import FREE  # noqa: E402
from parlorgames.testing.zig_zaggle import (  # noqa: E402
    brute_best,
    crafted,
    free_letter_crossed_positions,
    letters_above_positions,
    mid_game_positions,
    repeated_letter_positions,
    standard_rules,
    trimmed,
)


def main() -> None:
    suite = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    rules = standard_rules()
    groups = {
        "a letter twice after a letter down": list(repeated_letter_positions(rules)),
        "a letter twice under two letters down": list(letters_above_positions(rules)),
        "a letter twice, a Free letter down over the later copy": list(free_letter_crossed_positions(rules)),
        "BIBB under two A's": [("BIBB", crafted(rules, [(8, 5, "A"), (8, 8, "A")], ["Bg", "Bb", "Ib", FREE]))],
        "the suite's boards": [
            (f"suite position {n}", trimmed(rules, seen))
            for n, seen in enumerate(islice(mid_game_positions(rules), suite))
        ],
    }
    for group, positions in groups.items():
        tick, misses = time.process_time(), 0
        for name, seen in positions:
            best = best_play(rules, seen)
            found = brute_best(rules, seen)
            if (best[1] if best else None) != found:
                misses += 1
                print(f"  MISS {name}: normal {best}, the search {found}")
        print(f"{group}: {len(positions)} positions, {misses} missed ({time.process_time() - tick:.0f} s CPU)")


if __name__ == "__main__":
    main()
