"""Does the normal Zig Zaggle computer speak the family's words? Measured against a list it does not choose from.

    python bench/bench_family_words.py [games] [--small FILE ...]

Plays `games` (default 6) seeded two-player games of the standard Zig Zaggle, normal against normal,
twice: once as shipped (the words a family knows, `data/common-words.txt.gz`, chosen by how often
English text uses them) and once as normal played before, over the whole word list. It counts every
word each computer play forms (the main word and each cross word) and how many are in an independent
small dictionary list: by default Debian's wbritish-small and wamerican-small (`apt-get install
wbritish-small wamerican-small`; SCOWL's size-35 lists, "words most adults know"), a word counting
when either holds it. The bar is 85%.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from parlorgames.bots.zig_zaggle import best_play
from parlorgames.bots.zig_zaggle import choose as computer
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.simulate import play_out
from parlorgames.games.zig_zaggle import ZigZaggle, ZZState

SMALL_LISTS = ("/usr/share/dict/british-english-small", "/usr/share/dict/american-english-small")
BAR = 0.85


def small_words(paths: list[str]) -> frozenset[str]:
    """The lower-case words of the lists (capitalised entries are names)."""
    words: set[str] = set()
    for path in paths:
        words |= {w for w in Path(path).read_text(encoding="utf-8").split() if w.isalpha() and w.islower()}
    return frozenset(words)


def formed_words(rules: ZigZaggle, games: int, whole_list: bool) -> Counter[str]:
    """Every word the computer's plays formed over `games` seeded games (with `whole_list`, normal
    choosing from the whole word list as it did before the family's words)."""
    formed: Counter[str] = Counter()

    def player(rules: Any, seen: ZZState, rng: random.Random, level: str = "normal") -> Any:
        if whole_list and seen.window is None:
            best = best_play(rules, seen)
            action = computer(rules, seen, rng, level) if best is None else {"type": "play", "tiles": best[0]}
        else:
            action = computer(rules, seen, rng, level)
        if action["type"] == "play":
            tiles = [tuple(t) for t in action["tiles"]]
            formed.update(w.text.lower() for w in rules.examine(seen, tiles, check_words=False).words)
        return action

    for game in range(games):
        play_out(rules, ("A", "B"), random.Random(f"family-words:{game}"), player=player)
    return formed


def report(label: str, formed: Counter[str], small: frozenset[str]) -> float:
    total = sum(formed.values())
    known = sum(n for w, n in formed.items() if w in small)
    share = known / total if total else 0.0
    unknown = sorted((w for w in formed if w not in small), key=lambda w: (-formed[w], w))
    print(f"{label}: {known} of {total} words formed ({len(formed)} distinct) in the small lists: {share:.1%}")
    print(f"  not in them: {', '.join(w.upper() for w in unknown[:30])}{' …' if len(unknown) > 30 else ''}")
    return share


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="?", type=int, default=6)
    parser.add_argument("--small", nargs="+", default=list(SMALL_LISTS), help="the independent lists")
    args = parser.parse_args()
    missing = [p for p in args.small if not Path(p).exists()]
    if missing:
        print(f"missing {', '.join(missing)}: apt-get install wbritish-small wamerican-small", file=sys.stderr)
        return 2
    small = small_words(args.small)
    ruleset = find("zig-zaggle")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant("standard"))
    assert isinstance(rules, ZigZaggle)
    print(f"{args.games} games, normal against normal; {len(small):,} words in {', '.join(args.small)}")
    report("before (the whole list)", formed_words(rules, args.games, whole_list=True), small)
    after = report("after (the family's words)", formed_words(rules, args.games, whole_list=False), small)
    print(f"bar {BAR:.0%}: {'met' if after >= BAR else 'missed'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
