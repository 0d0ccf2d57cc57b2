"""How long the Mapominoes border files take to load and check.

    PYTHONPATH=src python bench/bench_borders.py [repeats]

Prints the best and median wall time in milliseconds for each data file (parse + validate),
and the time of a borders() lookup.
"""

from __future__ import annotations

import statistics
import sys
import time

from parlorgames.games.mapominoes.borders import EUROPE_FILE, UK_FILE, BorderMap
from parlorgames.paths import data_path


def _time(fn, repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def main(argv: list[str]) -> int:
    repeats = int(argv[1]) if len(argv) > 1 else 20
    for name in (UK_FILE, EUROPE_FILE):
        path = data_path(name)
        times = _time(lambda p=path: BorderMap.load(p), repeats)
        deck = BorderMap.load(path)
        print(
            f"{name:24} {len(deck):4} areas {len(deck.pairs()):4} pairs  "
            f"load best {min(times):6.2f} ms  median {statistics.median(times):6.2f} ms"
        )
    deck = BorderMap.load(data_path(UK_FILE))
    names = list(deck.areas)
    n = 0

    def lookups() -> None:
        nonlocal n
        for a in names:
            for b in names:
                n += deck.borders(a, b)

    times = _time(lookups, 3)
    per = min(times) * 1000 / (len(names) ** 2)
    print(f"borders(a, b) on canonical names: {per:.2f} us per call")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
