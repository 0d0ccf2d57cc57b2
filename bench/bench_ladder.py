"""The ladder of computer levels: hard against normal and normal against easy, in every game.

Each pair plays the same seeded games twice over with the seats swapped (so neither level gains by
sitting first); a shared win counts half. The target is at least 60% for the stronger level, where
the game has real choices.

Round the World has one choice, the disaster waiver (RTW-T5), and it seldom comes: its pairs are
printed, marked "no choice", and then what the choice is worth: how often it is offered and the
expected turns home either way (bots/round_the_world.py solves the track as a Markov chain).

    python bench/bench_ladder.py                     # 200 games a pair in every game
    python bench/bench_ladder.py --games 40 --game skip-a-cross
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from parlorgames.api import games
from parlorgames.bots.round_the_world import choose as captain
from parlorgames.bots.round_the_world import expected_turns, waiver_expectations
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.simulate import play_out

PAIRS = (("hard", "normal"), ("normal", "easy"))
TARGET = 0.60


def stronger_share(rules, stronger: str, weaker: str, count: int, seed: int) -> float:
    """The stronger level's share of `count` seeded games, seats swapped every other game."""
    won = 0.0
    for game in range(count):
        first = game % 2 == 0
        levels = (stronger, weaker) if first else (weaker, stronger)
        state, _ = play_out(rules, ("A", "B"), random.Random(f"{seed}:{game // 2}"), levels=levels)
        won += rules.result((state,), ()).share(0 if first else 1)
    return won / count


def waiver_worth(rules, count: int, seed: int) -> str:
    """How often `count` seeded games of two captains offer the waiver, and what it is worth there:
    the expected turns home if the captain sails minus if he waives."""
    gaps: list[float] = []
    offered = 0

    def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
        either = waiver_expectations(rules, seen)
        if either is not None:
            gaps.append(either[0] - either[1])
        return captain(rules, seen, rng, level)

    for game in range(count):
        before = len(gaps)
        play_out(rules, ("A", "B"), random.Random(f"{seed}:{game}"), player=player)
        offered += len(gaps) > before
    home = expected_turns(rules)[0][0]
    if not gaps:
        return f"no waiver offered in {count} games ({home:.1f} expected turns from the dock)"
    better = sum(gap > 0 for gap in gaps)
    return (
        f"a waiver was offered in {offered} of {count} games ({len(gaps) / count:.2f} a game); waiving is quicker "
        f"in {better} of {len(gaps)} offers, by {statistics.fmean(gaps):.2f} expected turns on average (most "
        f"{max(gaps):.2f}, "
        f"least {min(gaps):.2f}) of {home:.1f} from the dock: no real choice between the levels"
    )


CHOICE_ONLY = {"round-the-world": waiver_worth}
"""Games whose levels differ in one seldom choice: reported by what it is worth, not a win rate."""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games a pair (default 200)")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rulesets = games()
    names = args.game or ["globe-grams", "mapominoes", "round-the-world", "skip-a-cross", "zig-zaggle"]
    print(f"{'game':<16} {'pair':<16} {'games':>5} {'stronger wins':>13} {'target':>9} {'seconds':>8}")
    for name in names:
        ruleset = rulesets[name]
        rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(None))
        for stronger, weaker in PAIRS:
            start = time.perf_counter()
            share = stronger_share(rules, stronger, weaker, args.games, args.seed)
            met = "no choice" if name in CHOICE_ONLY else "met" if share >= TARGET else "missed"
            print(
                f"{name:<16} {stronger + ' v ' + weaker:<16} {args.games:>5} {share:>12.1%} {met:>9} "
                f"{time.perf_counter() - start:>8.1f}",
                flush=True,
            )
        if name in CHOICE_ONLY:
            print(f"{name:<16} {CHOICE_ONLY[name](rules, args.games, args.seed)}", flush=True)


if __name__ == "__main__":
    main()
