"""The words the normal computers form, measured against a list they do not choose from: Debian's small
dictionaries (wamerican-small and wbritish-small, SCOWL's size-35 lists, "words most adults know"), which
the project never ships and only measures by (`bench/bench_family_words.py` and a test that skips without them)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..engine.kinds import kind_named, rules_class
from ..engine.ruleset import find
from ..engine.simulate import play_out

SMALL_LISTS = ("/usr/share/dict/british-english-small", "/usr/share/dict/american-english-small")
GAMES = (("zig-zaggle", "standard"), ("skip-a-cross", "three-letter"))
"""The word games measured, each in its usual variant."""


def small_words(paths: Iterable[str] = SMALL_LISTS) -> frozenset[str]:
    """The lower-case words of the lists (capitalised entries are names)."""
    words: set[str] = set()
    for path in paths:
        words |= {w for w in Path(path).read_text(encoding="utf-8").split() if w.isalpha() and w.islower()}
    return frozenset(words)


def formed_words(name: str, variant: str, games: int) -> Counter[str]:
    """Every word the normal computers' plays formed over `games` seeded two-player games of one game: in
    Zig Zaggle the main word and each cross word, in Skip-A-Cross the word formed, stolen as or extended to."""
    ruleset = find(name)
    rules: Any = rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))
    computer = kind_named(ruleset.kind).computer_player()
    formed: Counter[str] = Counter()

    def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
        action = computer(rules, seen, rng, level)
        if action["type"] == "play":
            tiles = [tuple(t) for t in action["tiles"]]
            formed.update(w.text.lower() for w in rules.examine(seen, tiles, check_words=False).words)
        elif action["type"] in ("word", "steal", "extend"):
            formed[action["word"].lower()] += 1
        return action

    for game in range(games):
        play_out(rules, ("A", "B"), random.Random(f"family-words:{game}"), player=player)
    return formed


def share_known(formed: Counter[str], small: frozenset[str]) -> float:
    """The share of the words formed (each time it was formed) that `small` holds."""
    total = sum(formed.values())
    return sum(n for w, n in formed.items() if w in small) / total if total else 0.0
