"""The computer player for Skip-A-Cross: the best steal, else the best new word, else an extension
(normal; see `LEVEL_PLANS` for easy and hard).

A steal is worth most (a word won and a word lost by the leader's rival), then a new word, then an
extension (no new word, but fewer letters left in the centre and a word harder to steal). Among
equals the longest wins (more tiles, SAC-8, and fewer ways to steal it back), and using the drawn
letter beats discarding it face up for the next player (SAC-3). Searches go through the anagram
index, so a decision takes a few milliseconds even with a crowded centre.

Every function reads the player's own observation (`SkipACross.observe`): the centre, the words on
the table and the player's own drawn letter; the pool is face down and never looked at.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..engine.rules import Action
from ..engine.tiles import Bag
from ..games.skip_a_cross import SACState, SkipACross

Scored = tuple[tuple[Any, ...], Action]


def steals(rules: SkipACross, state: SACState) -> list[Scored]:
    """Every steal the judge accepts, best first: from the player holding most words, then longest."""
    hand, drawn = rules.available(state), _drawn(state)
    leader = max(len(held) for seat, held in enumerate(state.words) if seat != state.turn)
    found = []
    for owner, held in enumerate(state.words):
        if owner == state.turn:
            continue
        for old in set(held):
            for new in rules.index.within(hand, must_use=old, min_length=len(old) + 1):
                new = new.upper()
                if rules.judge(old, new).accepted:
                    key = (len(held) == leader, len(new), _uses(new, old, drawn))
                    found.append((key, {"type": "steal", "victim": owner, "old": old, "word": new}))
    return _best_first(found)


def new_words(rules: SkipACross, state: SACState) -> list[Scored]:
    """The longest words the centre and the drawn letter allow, those using the drawn letter first."""
    drawn = _drawn(state)
    words = set(rules.index.longest_within(rules.available(state), min_length=rules.basis))
    if drawn:
        words |= set(rules.index.longest_within(state.face_up, must_use=drawn, min_length=rules.basis))
    return _best_first([((len(w), _uses(w, "", drawn)), {"type": "word", "word": w.upper()}) for w in words])


def extensions(rules: SkipACross, state: SACState) -> list[Scored]:
    """Every way to grow one of one's own words, longest first."""
    hand, drawn = rules.available(state), _drawn(state)
    found = []
    for old in set(state.words[state.turn]):
        for new in rules.index.within(hand, must_use=old, min_length=len(old) + 1):
            new = new.upper()
            found.append(((len(new), _uses(new, old, drawn)), {"type": "extend", "old": old, "word": new}))
    return _best_first(found)


def _drawn(state: SACState) -> str | None:
    return state.drawn.upper() if state.drawn else None


def _uses(new: str, old: str, drawn: str | None) -> bool:
    """Whether the letters added to `old` to make `new` take the drawn letter."""
    return drawn is not None and new.upper().count(drawn) > old.upper().count(drawn)


def _best_first(found: list[Scored]) -> list[Scored]:
    """Highest key first; equal keys in a fixed order, so games replay."""
    return sorted(found, key=lambda item: (tuple(-int(k) for k in item[0]), item[1]["word"], item[1].get("victim", -1), item[1].get("old", "")))


def shortest_words(rules: SkipACross, state: SACState) -> list[Scored]:
    """Every new word the centre and the drawn letter allow, shortest first: what the easy player reaches for."""
    found = set(rules.index.within(rules.available(state), min_length=rules.basis))
    return _best_first([((-len(w),), {"type": "word", "word": w.upper()}) for w in found])


def protections(rules: SkipACross, state: SACState) -> list[Scored]:
    """Extensions of the player's own words that others could steal now, to lengths no steal reaches:
    the longest growth of each word still open to a steal, those no longer stealable first."""
    hand = rules.available(state)
    found = []
    for old, new in _open_to_steal(rules, state, hand):
        found.append(((not _stealable(rules, new, hand, old), len(new)), {"type": "extend", "old": old, "word": new}))
    return _best_first(found)


def _open_to_steal(rules: SkipACross, state: SACState, hand: Bag) -> list[tuple[str, str]]:
    """(word, its longest extension) for each of the player's words a rival could steal from the centre."""
    out = []
    for old in sorted(set(state.words[state.turn])):
        growths = [w.upper() for w in rules.index.within(hand, must_use=old, min_length=len(old) + 1)]
        if any(rules.judge(old, w).accepted for w in growths):
            out.append((old, max(growths, key=lambda w: (len(w), w))))
    return out


def _stealable(rules: SkipACross, word: str, hand: Bag, used: str) -> bool:
    """Whether a rival could steal ``word`` from the centre left after growing ``used`` into it."""
    added = Counter(word.upper()) - Counter(used.upper())
    left = Counter("".join(hand).upper()) - added
    return any(rules.judge(word, w.upper()).accepted for w in rules.index.within(left.elements(), must_use=word, min_length=len(word) + 1))


def safe_steals(rules: SkipACross, state: SACState) -> list[Scored]:
    """The best steals, those no rival can steal back from the centre left first."""
    return _safest_first(rules, state, steals(rules, state))


def safe_words(rules: SkipACross, state: SACState) -> list[Scored]:
    """The longest new words, those no rival can steal from the centre left first."""
    return _safest_first(rules, state, new_words(rules, state))


def _safest_first(rules: SkipACross, state: SACState, found: list[Scored]) -> list[Scored]:
    """The first `WEIGHED` plays re-ranked: a word left out of every rival's reach before the rest."""
    hand = rules.available(state)
    head = [(not _stealable(rules, action["word"], hand, action.get("old", "")), key, action) for key, action in found[:WEIGHED]]
    safe = [(key, action) for is_safe, key, action in head if is_safe]
    return safe + [(key, action) for is_safe, key, action in head if not is_safe] + found[WEIGHED:]


WEIGHED = 8
"""How many of the best steals or words hard checks for being stolen straight back."""

LEVEL_PLANS = {
    "easy": (shortest_words, extensions),
    "normal": (steals, new_words, extensions),
    "hard": (safe_steals, protections, safe_words, extensions),
}
"""What each level looks for, in order: easy a short word and never a steal; normal a steal, the
longest word, an extension; hard a steal, then grows its own words out of a rival's reach, then a
new word, preferring steals and words no rival can steal back from the centre."""


def choose(rules: SkipACross, seen: SACState, rng: random.Random, level: str = "normal") -> Action:
    """The first play the level's plan finds (`LEVEL_PLANS`), else a pass; a vote is answered as the
    judge rules at every level."""
    if seen.vote is not None:
        return {"type": "verdict", "accept": rules.judge(seen.vote.old, seen.vote.word).accepted}
    for finder in LEVEL_PLANS.get(level, LEVEL_PLANS["normal"]):
        found = finder(rules, seen)
        if found:
            return found[0][1]
    return {"type": "pass"}
