"""Zig Zaggle's computer players over whole seeded games: which way openings run, and how runways end.

    python bench/bench_zz_finishes.py [games] [--levels normal,hard,easy]

For each level, `games` (default 20) two-player games of that level against itself, seeded
"zz-finish:<level>:<n>": how many openings lay more letters west of the centre than east (Green West
is played next, ZZ-P3), east than west, or neither; and for each runway how many games finished it
by a take-off (ZZ-P5) and how many by an emergency take-off (ZZ-P6). The South take-off reached ends
the game as the sheet plays it (ZZ-P9).
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter

from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.simulate import play_out
from parlorgames.games.zig_zaggle import EMPTY, ZigZaggle, ZZState


def standard_rules() -> ZigZaggle:
    ruleset = find("zig-zaggle")
    return rules_class(ruleset.kind)(ruleset, ruleset.variant("standard"))  # type: ignore[return-value]


def opening_side(rules: ZigZaggle, state: ZZState) -> str:
    """Which way the opening word runs from the centre: "west", "east" or "even" (down: "even")."""
    r0, c0 = rules.start
    columns = [c for r, row in enumerate(state.letters) for c, ch in enumerate(row) if ch != EMPTY]
    west, east = sum(c < c0 for c in columns), sum(c > c0 for c in columns)
    return "west" if west > east else "east" if east > west else "even"


def play(rules: ZigZaggle, level: str, seed: int) -> tuple[str, ZZState]:
    opening: list[str] = []

    def watch(state: ZZState) -> None:
        if not opening and not state.board_empty():
            opening.append(opening_side(rules, state))

    final, _ = play_out(
        rules, ("Ann", "Bob"), random.Random(f"zz-finish:{level}:{seed}"), watch=watch, levels=(level, level)
    )
    return (opening or ["none"])[0], final


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if args else 20
    levels = next((a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--levels=")), "normal,hard,easy")
    rules = standard_rules()
    for level in levels.split(","):
        sides: Counter[str] = Counter()
        ends: dict[str, Counter[str]] = {rw.name: Counter() for rw in rules.runways}
        tick = time.process_time()
        for seed in range(games):
            side, final = play(rules, level, seed)
            sides[side] += 1
            closed = dict(final.closed)
            for rw in rules.runways:
                how = "open" if rw.name not in closed else "emergency" if closed[rw.name] is None else "take-off"
                ends[rw.name][how] += 1
        seconds = time.process_time() - tick
        print(f"{level}: {games} games, {seconds:.0f} s CPU")
        print(f"  openings: west {sides['west']}, east {sides['east']}, even {sides['even']}, none {sides['none']}")
        for rw in rules.runways:
            counts = ends[rw.name]
            print(
                f"  {rw.title}: take-off {counts['take-off']}, emergency {counts['emergency']}, open {counts['open']}"
            )


if __name__ == "__main__":
    main()
