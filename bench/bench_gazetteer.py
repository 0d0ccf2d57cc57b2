#!/usr/bin/env python3
"""How fast the Globe-Grams gazetteer is ready, and how much memory it holds.

A plain script, not a test: it prints numbers.  Run it from a source checkout:

    python bench/bench_gazetteer.py [--runs N]

* import / load: in fresh interpreters (the way the game meets it), median and best of N runs;
  "load" is ``Gazetteer.load()`` with the default files, the figure the 60 ms budget is about;
* letter index: its build on first use, in the same fresh interpreters; "known_index" is the
  smaller index of well-known names the computer player uses;
* memory: tracemalloc, after loading and after the lazy indexes are built;
* lookups: verdict, search, and the letter index a computer player uses, median / best of 9.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

from parlorgames.games.globe_grams.gazetteer import DEFAULT_FILES, Gazetteer
from parlorgames.paths import data_path

ROOT = Path(__file__).resolve().parent.parent

FRESH = """
import json, time
t0 = time.perf_counter()
from parlorgames.games.globe_grams.gazetteer import Gazetteer
t1 = time.perf_counter()
g = Gazetteer.load()
t2 = time.perf_counter()
g.verdict("St. Louis")
t3 = time.perf_counter()
g.names_by_letters("A")
t4 = time.perf_counter()
g.names_by_letters("A", floor=3)
t5 = time.perf_counter()
print(json.dumps({"import": t1 - t0, "load": t2 - t1, "first_verdict": t3 - t2,
                  "letter_index": t4 - t3, "known_index": t5 - t4, "names": len(g)}))
"""


def fresh_runs(runs: int) -> list[dict]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    out = []
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", FRESH], env=env, capture_output=True, text=True, check=True)
        out.append(json.loads(done.stdout))
    return out


def ms(seconds: float) -> str:
    return f"{seconds * 1000:7.2f} ms"


def timed(fn, repeat: int = 9) -> tuple[str, object]:
    """Median / best of ``repeat`` calls, and the last result."""
    times = []
    result = None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return f"{ms(statistics.median(times))} / {ms(min(times))}", result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=9, help="fresh interpreters to start")
    args = parser.parse_args()

    print("files:")
    for name in DEFAULT_FILES:
        path = data_path(name)
        print(f"  {name:26} {path.stat().st_size:>10,} bytes")

    runs = fresh_runs(args.runs)
    print(f"fresh interpreter, {args.runs} runs (median / best):")
    for key in ("import", "load", "first_verdict", "letter_index", "known_index"):
        values = [r[key] for r in runs]
        print(f"  {key:14} {ms(statistics.median(values))} / {ms(min(values))}")
    print(f"  names          {runs[0]['names']:,}")

    warm, gaz = timed(Gazetteer.load)
    print(f"load, warm interpreter (median / best of 9): {warm}")

    tracemalloc.start()
    gaz = Gazetteer.load()
    loaded, peak = tracemalloc.get_traced_memory()
    gaz.search("A")
    gaz.verdict("NOWHEREVILLE")
    searched, _ = tracemalloc.get_traced_memory()
    build_start = time.perf_counter()
    gaz.names_by_letters("A")
    build = time.perf_counter() - build_start
    indexed, peak2 = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    mib = 1024 * 1024
    print("memory (tracemalloc):")
    print(f"  after load            {loaded / mib:6.1f} MiB (peak while loading {peak / mib:.1f} MiB)")
    print(f"  + search indexes      {searched / mib:6.1f} MiB")
    print(f"  + letter index        {indexed / mib:6.1f} MiB (peak {peak2 / mib:.1f} MiB)")

    gaz = Gazetteer.load()
    print("lookups (median / best of 9):")
    for term in ("ADEN", "St. Louis", "Orël", "NILE RIVER", "LAKE", "NOWHEREVILLE"):
        t, _ = timed(lambda term=term: gaz.verdict(term))
        print(f"  verdict {term!r:16} {t}")
    for term in ("LEGHORN", "BUTTS"):
        t, level = timed(lambda term=term: gaz.familiarity(term))
        print(f"  familiarity {term!r:12} {t}  ({level})")
    t, _ = timed(lambda: gaz.search("DEN"), 1)
    print(f"  search 'DEN' (first, sorts the names)   {t}")
    for query in ("DEN", "D?NM*", "*SCOTIA", "?????"):
        t, found = timed(lambda query=query: gaz.search(query))
        print(f"  search {query!r:10} {t}  {len(found)} found")
    start = time.perf_counter()
    gaz.names_by_letters("A")
    print(
        f"  letter index, first use (built)         {ms(time.perf_counter() - start)} (under tracemalloc: {ms(build)})"
    )
    racks = [
        ("MRK", {"required": "ADEN", "min_letters": 5}),
        ("ADENMRKOTU", {}),
        ("ETAOINSHRDLUCMF", {}),
        ("ETAOINSHRDLUCMF", {"wild": 2}),
        ("ETAOINSHR", {"required": "SPQ", "wild": 1}),
    ]
    for letters, options in racks:
        t, found = timed(lambda letters=letters, options=options: gaz.names_by_letters(letters, **options))
        extra = ", ".join(f"{k}={v}" for k, v in options.items())
        print(f"  names_by_letters {letters!r:18} {extra:28} {t}  {len(found):,} names")


if __name__ == "__main__":
    main()
