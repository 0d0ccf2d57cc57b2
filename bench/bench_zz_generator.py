"""Zig Zaggle's move generator against its version at another commit, A/B interleaved.

    python bench/bench_zz_generator.py REVISION [positions]

The generator of this checkout (games/zig_zaggle/wordgen.py) and the one at `REVISION` (read with
`git show`, run on the same word graphs) search the first `positions` (default 50) decisions with three
Free letters in the rack of bench_zig_zaggle.py, three times over, the two taking turns to go first:
every move, and only the moves that may be the best (normal's ceiling). Prints each one's median and
total CPU time and how many moves each found.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
import types
from collections.abc import Callable
from pathlib import Path

from bench_zig_zaggle import free_positions

from parlorgames.bots.zig_zaggle import Bounds
from parlorgames.games.zig_zaggle import FREE, ZZState
from parlorgames.games.zig_zaggle import wordgen as this
from parlorgames.games.zig_zaggle.wordgen import Ceiling
from parlorgames.testing.zig_zaggle import standard_rules

ROUNDS = 3


def generator_at(revision: str) -> types.ModuleType:
    """The generator module as it was at `revision`, loaded beside this one."""
    source = subprocess.run(
        ["git", "show", f"{revision}:src/parlorgames/games/zig_zaggle/wordgen.py"],
        cwd=Path(__file__).resolve().parent,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    module = types.ModuleType("parlorgames.games.zig_zaggle.wordgen_then")
    module.__package__ = "parlorgames.games.zig_zaggle"
    sys.modules[module.__name__] = module
    exec(compile(source, f"wordgen.py at {revision}", "exec"), module.__dict__)
    return module


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(__doc__)
        return 2
    revision, count = argv[1], int(argv[2]) if len(argv) > 2 else 50
    rules = standard_rules()
    shipped = rules.generator(False)
    made = (shipped.graph, rules.values, rules.free_per_word, shipped.reverse_graph, rules.free_value)
    generators = {revision: generator_at(revision).Generator(*made), "this checkout": this.Generator(*made)}
    positions = list(free_positions(rules, count))

    def search(generator: this.Generator, seen: ZZState, ceiling: Ceiling | None) -> int:
        tiles = seen.racks[seen.turn].tiles
        regular, wilds = [t[0] for t in tiles if t != FREE], tiles.count(FREE)
        cover = set(rules.in_play(seen))
        position = rules.position(seen)
        return len(generator.moves(position, regular, wilds, spare_wilds=True, must_cover=cover, ceiling=ceiling))

    ceilings: dict[str, Callable[[ZZState], Ceiling | None]] = {
        "every move": lambda seen: None,
        "normal's ceiling": lambda seen: Bounds(rules, seen).ceiling(1, None),
    }
    for label, ceiling in ceilings.items():
        times: dict[str, list[float]] = {name: [] for name in generators}
        found = dict.fromkeys(generators, 0)
        for round_ in range(ROUNDS):
            for i, seen in enumerate(positions):
                names = list(generators) if (i + round_) % 2 == 0 else list(reversed(generators))
                for name in names:
                    wanted = ceiling(seen)
                    tick = time.process_time()
                    moves = search(generators[name], seen, wanted)
                    times[name].append((time.process_time() - tick) * 1000)
                    found[name] += moves if round_ == 0 else 0
        print(f"{label}, {len(positions)} positions x {ROUNDS} (CPU ms):")
        for name, taken in times.items():
            print(
                f"  {name:16} median {statistics.median(taken):6.1f}  total {sum(taken) / ROUNDS:8.0f} a round"
                f"  moves {found[name]:,}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
