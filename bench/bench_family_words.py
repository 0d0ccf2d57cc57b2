"""Do the normal computers speak the family's words? Measured against a list they do not choose from.

    python bench/bench_family_words.py [games] [--small FILE ...]

Plays `games` (default 24) seeded two-player games of the standard Zig Zaggle and of Skip-A-Cross's
three-letter words, normal against normal, and counts every word each computer play forms (in Zig Zaggle
the main word and each cross word; in Skip-A-Cross the word formed, stolen as or extended to) and how many
are in an independent small dictionary list: by default Debian's wbritish-small and wamerican-small
(`apt-get install wbritish-small wamerican-small`; SCOWL's size-35 lists, "words most adults know"), a
word counting when either holds it. The bar is 95% for each game.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from parlorgames.testing.family_words import GAMES, SMALL_LISTS, formed_words, share_known, small_words

BAR = 0.95


def report(label: str, formed: Counter[str], small: frozenset[str]) -> float:
    total = sum(formed.values())
    known = sum(n for w, n in formed.items() if w in small)
    share = share_known(formed, small)
    unknown = sorted((w for w in formed if w not in small), key=lambda w: (-formed[w], w))
    print(f"{label}: {known} of {total} words formed ({len(formed)} distinct) in the small lists: {share:.1%}")
    print(f"  not in them: {', '.join(w.upper() for w in unknown[:30])}{' …' if len(unknown) > 30 else ''}")
    return share


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=24)
    parser.add_argument("--small", nargs="+", default=list(SMALL_LISTS), help="the independent lists")
    args = parser.parse_args()
    missing = [p for p in args.small if not Path(p).exists()]
    if missing:
        print(f"missing {', '.join(missing)}: apt-get install wbritish-small wamerican-small", file=sys.stderr)
        return 2
    small = small_words(args.small)
    print(f"{args.games} games each, normal against normal; {len(small):,} words in {', '.join(args.small)}")
    met = True
    for name, variant in GAMES:
        share = report(f"{name} ({variant})", formed_words(name, variant, args.games), small)
        met = met and share >= BAR
    print(f"bar {BAR:.0%} for each game: {'met' if met else 'missed'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
