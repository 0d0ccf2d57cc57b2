"""What Skip-A-Cross hard's choices are worth in games won: paired playouts of its play against
another at the same position.

Hard plays normal in seeded games, seats swapped every other game. At every `--every`-th decision
where hard's play differs from normal's (`--against runner-up`: from its own second-best weighed
play; `--against weighed`: from its best weighed play, so only where it grows a word instead), both
plays are followed to the end `--playouts` times, hard and normal in their seats, each pair of
playouts drawing the pool in the same order. The difference in hard's wins, a share of one game, is
what its choice was worth there. Printed by the kinds of play compared, with standard errors, and
by how full the pool was. Decisions past the middle-game weighing (a word short of winning, or the
search at the end of the pool) are left out: they are judged by results, not by this weighing.

    python bench/bench_skip_a_cross_choices.py --games 200 --every 3 --playouts 16 --seed 11
    python bench/bench_skip_a_cross_choices.py --games 200 --every 1 --against weighed
"""

from __future__ import annotations

import argparse
import math
import random
from collections import defaultdict
from typing import Any

from parlorgames.api import games
from parlorgames.bots import skip_a_cross as sac_bot
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.simulate import play_out


def kind(action: dict[str, Any]) -> str:
    """A play's kind and size: word4, steal+1, extend+2, pass."""
    if action["type"] == "word":
        return f"word{len(action['word'])}"
    if action["type"] in ("steal", "extend"):
        return f"{action['type']}+{len(action['word']) - len(action['old'])}"
    return action["type"]


def alternative(rules: Any, seen: Any, against: str) -> Any:
    """The play hard's is compared with: normal's, or hard's own second-best or best weighed play."""
    if against == "normal":
        return sac_bot.normal_play(rules, seen)
    ranked = sac_bot.weighed_plays(rules, seen)
    return ranked[1][1] if against == "runner-up" and len(ranked) > 1 else ranked[0][1]


def compared(
    rules: Any, games_count: int, every: int, playouts: int, seed: int, against: str
) -> list[tuple[str, str, int, float]]:
    """(hard's kind, the other's kind, the pool's size, hard's wins less the other's, a share of one game)."""
    found = []
    seen_count = 0
    for game in range(games_count):
        hard_seat = game % 2
        levels = ("hard", "normal") if hard_seat == 0 else ("normal", "hard")
        rng = random.Random(f"{seed}:{game // 2}")
        state = rules.initial(("A", "B"))
        while not rules.is_over(state):
            if rules.is_chance(state):
                action = rules.sample_chance(state, rng)
            else:
                seat = rules.to_move(state)
                seen = rules.observe(state, seat)
                action = sac_bot.choose(rules, seen, rng, levels[seat])
                if seat == hard_seat and action["type"] != "verdict" and sac_bot.middle_game(rules, state):
                    other = alternative(rules, seen, against)
                    if other != action:
                        seen_count += 1
                        if seen_count % every == 0:
                            worth = 0.0
                            for playout in range(playouts):
                                draws = f"{seed}:{game}:{seen_count}:{playout}"
                                mine, _ = play_out(
                                    rules,
                                    state.names,
                                    random.Random(draws),
                                    levels=levels,
                                    start=rules.apply(state, action),
                                )
                                theirs, _ = play_out(
                                    rules,
                                    state.names,
                                    random.Random(draws),
                                    levels=levels,
                                    start=rules.apply(state, other),
                                )
                                worth += rules.result((mine,), ()).share(hard_seat) - rules.result((theirs,), ()).share(
                                    hard_seat
                                )
                            found.append((kind(action), kind(other), len(state.pool), worth / playouts))
            state = rules.apply(state, action)
    return found


def summary(label: str, values: list[float]) -> str:
    mean = sum(values) / len(values)
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1) / len(values))
    return f"{label:<28} {len(values):>6} {mean:>+9.3f} {spread:>7.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--every", type=int, default=3, help="follow every n-th differing decision (default 3)")
    parser.add_argument("--playouts", type=int, default=16, help="pairs of playouts a decision (default 16)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument(
        "--against",
        choices=("normal", "runner-up", "weighed"),
        default="normal",
        help="the play compared with hard's (default normal's)",
    )
    args = parser.parse_args()
    ruleset = games()["skip-a-cross"]
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant(None))
    rows = compared(rules, args.games, args.every, args.playouts, args.seed, args.against)
    if not rows:
        print("no differing decision was followed")
        return
    other = {"normal": "normal", "runner-up": "its second-best weighed play", "weighed": "its best weighed play"}[
        args.against
    ]
    print(f"hard's play against {other}: hard's wins less the other's, a share of one game")
    print(f"{'compared':<28} {'plays':>6} {'worth':>9} {'error':>7}")
    print(summary("every decision", [worth for *_, worth in rows]))
    by_kind: dict[str, list[float]] = defaultdict(list)
    by_stage: dict[str, list[float]] = defaultdict(list)
    for mine, theirs, pool, worth in rows:
        by_kind[f"{mine.rstrip('+0123456789')} v {theirs.rstrip('+0123456789')}"].append(worth)
        by_stage["pool over 60" if pool > 60 else "pool 26-60" if pool > 25 else "pool 25 or fewer"].append(worth)
    for label, values in sorted(by_kind.items(), key=lambda item: -len(item[1])):
        print(summary(label, values))
    for label in ("pool over 60", "pool 26-60", "pool 25 or fewer"):
        if by_stage[label]:
            print(summary(label, by_stage[label]))


if __name__ == "__main__":
    main()
