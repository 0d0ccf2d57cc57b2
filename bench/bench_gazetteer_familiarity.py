#!/usr/bin/env python3
"""How many places the Globe-Grams gazetteer finds, and how well it rates them, on lists it was not built from.

A plain script, not a test: it prints the figures.  Run it from a source checkout:

    python bench/bench_gazetteer_familiarity.py                     # the data/ files
    python bench/bench_gazetteer_familiarity.py --files A B C       # other gazetteer files (an older build)

* names per familiarity level;
* the held-out checks of ``tests/engine/gazetteer-held-out.txt`` (real places found; famous places rated
  well known or better; populous but obscure places rated atlas or below), for the whole lists and for
  their two halves: the half whose misses were looked at while the build was tuned, and the half never
  looked at name by name;
* the 30 most and 30 least frequent well-known names in English text (wordfreq's Zipf frequency, where
  wordfreq is installed: it is a build-time package).
"""

from __future__ import annotations

import argparse
import zlib
from collections import Counter
from pathlib import Path

from parlorgames.games.globe_grams.gazetteer import ATLAS, LEVEL_NAMES, WELL_KNOWN, Gazetteer

ROOT = Path(__file__).resolve().parent.parent

HELD_OUT = ROOT / "tests" / "engine" / "gazetteer-held-out.txt"


def held_out_lists(path: Path = HELD_OUT) -> dict[str, list[str]]:
    """The sections of the held-out file: {"real": [...], "famous": [...], "obscure": [...]}."""
    lists: dict[str, list[str]] = {}
    section = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("["):
            section = line.strip("[] ")
            lists[section] = []
        elif line and not line.startswith("#"):
            lists[section].append(line.strip())
    return {name: list(dict.fromkeys(names)) for name, names in lists.items()}


def tuning_half(name: str) -> bool:
    """The half of each list whose misses were read while the build was tuned (a fixed split)."""
    return zlib.crc32(name.encode()) % 2 == 0


def checks(gaz: Gazetteer, lists: dict[str, list[str]]) -> dict[str, tuple[int, int]]:
    """(passed, total) for each check."""
    passes = {
        "real": lambda name: gaz.verdict(name).valid,
        "famous": lambda name: gaz.familiarity(name) >= WELL_KNOWN,
        "obscure": lambda name: gaz.familiarity(name) <= ATLAS,
    }
    return {key: (sum(map(passes[key], names)), len(names)) for key, names in lists.items()}


def percent(passed: int, total: int) -> str:
    return f"{passed}/{total} = {100 * passed / total:.1f}%"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", nargs="+", type=Path, help="gazetteer files to load (default: data/)")
    parser.add_argument("--misses", action="store_true", help="list the tuning half's misses")
    args = parser.parse_args()
    gaz = Gazetteer.load(args.files)

    levels = Counter(gaz.familiarity(name) for name in gaz)
    print(f"names: {len(gaz):,}")
    for level in sorted(LEVEL_NAMES, reverse=True):
        print(f"  {LEVEL_NAMES[level]:10} {levels[level]:7,}")

    lists = held_out_lists()
    labels = {
        "real": "real places found",
        "famous": "famous places well known or better",
        "obscure": "obscure places atlas or below",
    }
    halves = {
        "all": lists,
        "tuning half": {k: [n for n in v if tuning_half(n)] for k, v in lists.items()},
        "untouched half": {k: [n for n in v if not tuning_half(n)] for k, v in lists.items()},
    }
    print("held-out checks (tests/engine/gazetteer-held-out.txt):")
    for half, subset in halves.items():
        figures = checks(gaz, subset)
        print(f"  {half}:")
        for key, (passed, total) in figures.items():
            print(f"    {labels[key]:38} {percent(passed, total)}")
    if args.misses:
        tuning = halves["tuning half"]
        print("tuning half, missing:", [n for n in tuning["real"] if not gaz.verdict(n).valid])
        print(
            "tuning half, famous rated low:",
            [(n, gaz.familiarity(n)) for n in tuning["famous"] if gaz.familiarity(n) < WELL_KNOWN],
        )
        print(
            "tuning half, obscure rated high:",
            [(n, gaz.familiarity(n)) for n in tuning["obscure"] if gaz.familiarity(n) > ATLAS],
        )

    try:
        from wordfreq import zipf_frequency
    except ImportError:
        print("wordfreq is not installed (pip install -e '.[build]'): no frequency ranking")
        return
    known = [name for name in gaz if gaz.familiarity(name) == WELL_KNOWN]
    ranked = sorted(known, key=lambda name: (-zipf_frequency(name.lower(), "en"), name))
    for title, names in (("most", ranked[:30]), ("least", ranked[-30:])):
        shown = ", ".join(f"{name} {zipf_frequency(name.lower(), 'en'):.1f}" for name in names)
        print(f"the 30 {title} frequent well-known names (Zipf): {shown}")


if __name__ == "__main__":
    main()
