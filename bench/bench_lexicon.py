"""How long the shipped word list takes to load, how much memory it holds, how fast lookups are.

A plain script, not part of the test run::

    PYTHONPATH=src python bench/bench_lexicon.py [--runs N]

Load time is measured in fresh interpreter processes (a game loads the list once, cold), each
timing ``Lexicon.load()`` after the module is imported; the target is under 60 ms.  Memory is the
tracemalloc figure for the loaded list (Python allocations it keeps) and the process's resident
set size before and after loading.

The anagram index Skip-A-Cross searches is timed apart: its build (once per word list, in a
fresh process), the memory it keeps, and the searches a turn makes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_MS = 60.0

_CHILD = r"""
import json, time, tracemalloc, gc
from parlorgames.engine.lexicon import Lexicon

def rss_kib():
    try:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[1]) * (__import__("os").sysconf("SC_PAGE_SIZE") // 1024)
    except OSError:
        return None

mode = __MODE__
if mode == "index":
    from parlorgames.engine.words import anagram_index
    lexicon = Lexicon.load()
    gc.collect()
    tracemalloc.start()
    start = time.perf_counter()
    anagram_index(lexicon)
    elapsed = time.perf_counter() - start
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    start = time.perf_counter()
    index = anagram_index(Lexicon(lexicon.words, ["zzyzx"]))
    print(json.dumps({"ms": (time.perf_counter() - start) * 1000, "traced_ms": elapsed * 1000,
                      "current": current, "peak": peak}))
elif mode == "time":
    before = rss_kib()
    start = time.perf_counter()
    lexicon = Lexicon.load()
    elapsed = time.perf_counter() - start
    after = rss_kib()
    print(json.dumps({"ms": elapsed * 1000, "words": len(lexicon),
                      "rss_kib": None if before is None else after - before}))
else:
    gc.collect()
    tracemalloc.start()
    lexicon = Lexicon.load()
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(json.dumps({"current": current, "peak": peak}))
"""


def child(mode: str) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), env.get("PYTHONPATH")]))
    out = subprocess.run(
        [sys.executable, "-c", _CHILD.replace("__MODE__", repr(mode))],
        check=True,
        capture_output=True,
        text=True,
        env=env,
    ).stdout
    return json.loads(out)


SEARCHES = (
    ("within 'STONE', 3+", "STONE", "", 3, False),
    ("within 'AERTSLIN', 3+", "AERTSLIN", "", 3, False),
    ("within 12 letters, 3+", "AERTSLINDCOP", "", 3, False),
    ("within 18 letters, 3+", "AERTSLINDCOPUGHMBY", "", 3, False),
    ("grow 'tone' with 8", "AERSLIND", "tone", 5, False),
    ("grow 'stone' with 12", "AERTSLINDCOP", "stone", 6, False),
    ("longest 'AERTSLIN', 3+", "AERTSLIN", "", 3, True),
    ("longest 12 letters, 3+", "AERTSLINDCOP", "", 3, True),
    ("longest 18 letters, 3+", "AERTSLINDCOPUGHMBY", "", 3, True),
)
"""(label, letters to hand, a word to grow, shortest word, longest only): searches a Skip-A-Cross
turn makes, over a small and a crowded centre."""


def index_searches(runs: int) -> None:
    """The anagram index: build time and memory in fresh processes, then search times here."""
    from parlorgames.engine.lexicon import default_lexicon
    from parlorgames.engine.words import anagram_index

    built = [child("index") for _ in range(max(3, runs // 3))]
    print(
        f"anagram index: build median {statistics.median(r['ms'] for r in built):.0f} ms "
        f"(under tracemalloc {statistics.median(r['traced_ms'] for r in built):.0f} ms), "
        f"{built[0]['current'] / 2**20:.1f} MiB held, peak {built[0]['peak'] / 2**20:.1f} MiB"
    )
    index = anagram_index(default_lexicon())
    for label, letters, grow, shortest, longest in SEARCHES:
        search = index.longest_within if longest else index.within
        times = []
        for _ in range(9):
            start = timeit.default_timer()
            found = search(letters, must_use=grow, min_length=shortest)
            times.append(timeit.default_timer() - start)
        print(f"search:     {label:28} median {statistics.median(times) * 1000:7.2f} ms, {len(found):,} words")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="fresh processes to time (default 15)")
    args = parser.parse_args()

    from parlorgames.engine.lexicon import DEFAULT_FILE, Lexicon, default_lexicon
    from parlorgames.paths import data_path

    path = data_path(DEFAULT_FILE)
    runs = [child("time") for _ in range(args.runs)]
    times = sorted(r["ms"] for r in runs)
    memory = child("memory")
    rss = [r["rss_kib"] for r in runs if r["rss_kib"] is not None]

    print(f"word list:  {path.name}, {path.stat().st_size / 1024:,.0f} KiB on disk, {runs[0]['words']:,} words")
    print(
        f"load time:  median {statistics.median(times):.1f} ms, min {times[0]:.1f} ms, "
        f"max {times[-1]:.1f} ms over {len(times)} fresh processes "
        f"(target < {TARGET_MS:.0f} ms)"
    )
    print(
        f"memory:     {memory['current'] / 2**20:.1f} MiB held (tracemalloc), "
        f"peak {memory['peak'] / 2**20:.1f} MiB while loading"
    )
    if rss:
        print(f"RSS delta:  median {statistics.median(rss) / 1024:.1f} MiB")

    lexicon = default_lexicon()
    house = lexicon.with_house_words(["zzyzx"])
    number = 200_000
    for label, stmt in (
        ("'stone' in lexicon", lambda: "stone" in lexicon),
        ("'Stone' in lexicon", lambda: "Stone" in lexicon),
        ("'qwzx' in lexicon", lambda: "qwzx" in lexicon),
        ("'zzyzx' in house", lambda: "zzyzx" in house),
        ("lexicon.verdict('parapet')", lambda: lexicon.verdict("parapet")),
    ):
        seconds = timeit.timeit(stmt, number=number)
        print(f"lookup:     {label:28} {seconds / number * 1e9:6.0f} ns")
    start = timeit.default_timer()
    Lexicon.load(path)
    print(f"warm load:  {(timeit.default_timer() - start) * 1000:.1f} ms (this process, second load)")
    index_searches(args.runs)
    return 0 if statistics.median(times) < TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
