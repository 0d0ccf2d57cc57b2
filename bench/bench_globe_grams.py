#!/usr/bin/env python3
"""The Globe-Grams computer player over the whole gazetteer: milliseconds per decision (the
budget is 50 ms), whole games a second, and what a round looks like (moves, turns, scores).

A plain script, not a test: it prints numbers.  Run it from a source checkout:

    python bench/bench_globe_grams.py [--games N] [--players N]

Decisions are timed one by one (every TAKE, DISCARD, EXCHANGE choice, name, capture, special
play and end of turn); the index the bot builds on first use is timed apart, since a game pays
for it once.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from pathlib import Path

from parlorgames.bots.globe_grams import choose, finder_for
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find

ROOT = Path(__file__).resolve().parent.parent


def one_variant(variant: str, games: int, players: int) -> None:
    ruleset = find("globe-grams")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))
    start = time.perf_counter()
    finder_for(rules.gazetteer).sums(rules.values)
    index = time.perf_counter() - start
    names = tuple(f"P{i}" for i in range(players))
    decisions: list[float] = []
    moves = turns = rounds = 0
    round_scores: list[int] = []
    winners: list[float] = []
    begin = time.perf_counter()
    for game in range(games):
        rng = random.Random(f"bench:{variant}:{game}")
        state = rules.initial(names)
        while not rules.is_over(state):
            if rules.is_chance(state):
                action = rules.sample_chance(state, rng)
                turns += action["type"] == "spin"
            else:
                tick = time.perf_counter()
                action = choose(rules, state, rng)
                decisions.append(time.perf_counter() - tick)
            before = len(state.rounds)
            state = rules.apply(state, action)
            moves += 1
            if len(state.rounds) > before:
                round_scores += state.rounds[-1].points
        rounds += len(state.rounds)
        winners.append(max(state.scores))
    elapsed = time.perf_counter() - begin
    ms = sorted(d * 1000 for d in decisions)
    print(f"globe-grams/{variant}, {players} players, {games} games")
    print(f"  bot index built once: {index * 1000:.0f} ms")
    print(
        f"  decisions: {len(ms)}; ms per decision: median {statistics.median(ms):.3f}, p99 "
        f"{ms[int(len(ms) * 0.99)]:.2f}, max {ms[-1]:.2f}"
    )
    print(f"  games/s: {games / elapsed:.1f} (moves/s {moves / elapsed:,.0f})")
    print(
        f"  rounds per game: {rounds / games:.2f}; spins per round: {turns / rounds:.1f}; moves per round: "
        f"{moves / rounds:.1f}"
    )
    print(
        f"  points per seat per round: mean {statistics.fmean(round_scores):.1f}; winner's final score: mean "
        f"{statistics.fmean(winners):.0f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    for variant in ("standard", "second-version"):
        one_variant(variant, args.games, args.players)


if __name__ == "__main__":
    main()
