"""How many words a family meets have a meaning: the words computers play, and common English words.

    python bench/bench_meanings.py [games] [--first-seed N]

Plays `games` (default 2) seeded two-player games of Zig Zaggle and of Skip-A-Cross at every level (easy
against easy, normal against normal, hard against hard), collects every word the computers form (each
play's main word and cross-words, each word formed, stolen or extended to), and asks each game's
`lookup` for it, as `parlorgames lookup GAME WORD --json` does: a word counts when its `definition` is
a meaning, not the dictionary's "no meaning". The common words are the shipped list's
(`data/common-words.txt.gz`, the words a family knows). The bar is 97% for each.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import Any

from parlorgames.engine.kinds import rules_class
from parlorgames.engine.levels import LEVELS
from parlorgames.engine.lexicon import common_words
from parlorgames.engine.meanings import NO_MEANING
from parlorgames.engine.ruleset import find
from parlorgames.engine.simulate import play_out

BAR = 0.97
GAMES = ("zig-zaggle", "skip-a-cross")


def played_words(game: str, level: str, seeds: range) -> tuple[Any, list[str]]:
    """The game's rules and every word its computers formed in the seeded games at `level`."""
    ruleset = find(game)
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(ruleset.default_variant))
    words: list[str] = []
    for seed in seeds:
        states: list[Any] = [rules.initial(("Cat", "Dog"))]
        actions: list[dict[str, Any]] = []
        play_out(rules, ("Cat", "Dog"), random.Random(seed), states.append, actions=actions, levels=(level, level))
        for state, action in zip(states, actions):
            if action.get("type") != "vote":
                words += rules.words_formed(state, action)
    return rules, words


def with_meaning(rules: Any, words: list[str]) -> list[str]:
    """The words whose `lookup` row carries a meaning."""
    rows = rules.lookup(words)
    return [row["term"] for row in rows if row.get("definition") and not str(row["definition"]).endswith(NO_MEANING)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="?", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=1, help="the first game's seed (the rest follow it)")
    args = parser.parse_args()
    ok = True
    for game in GAMES:
        for level in LEVELS:
            rules, words = played_words(game, level, range(args.first_seed, args.first_seed + args.games))
            known = with_meaning(rules, words)
            share = len(known) / len(words) if words else 1.0
            missing = sorted(set(words) - set(known))
            ok &= share >= BAR
            print(f"{game:12} {level:6} {len(words):4} words played, {share:6.1%} with a meaning; none: {missing[:12]}")
    rules = rules_class("zig_zaggle")(
        find("zig-zaggle"), find("zig-zaggle").variant(find("zig-zaggle").default_variant)
    )
    common = sorted(common_words())
    share = len(with_meaning(rules, common)) / len(common)
    ok &= share >= BAR
    print(f"common words {len(common):,}: {share:6.1%} with a meaning (bar {BAR:.0%})")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
