"""The computer player for Skip-A-Cross: the best steal, else the best new word, else an extension.

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
from typing import Any

from ..engine.rules import Action
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


def choose(rules: SkipACross, seen: SACState, rng: random.Random) -> Action:
    """A steal beats a new word beats an extension beats passing; a vote is answered as the judge rules."""
    if seen.vote is not None:
        return {"type": "verdict", "accept": rules.judge(seen.vote.old, seen.vote.word).accepted}
    for finder in (steals, new_words, extensions):
        found = finder(rules, seen)
        if found:
            return found[0][1]
    return {"type": "pass"}
