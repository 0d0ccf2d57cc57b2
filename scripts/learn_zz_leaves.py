"""Learn ``data/zig-zaggle-leaves.tsv``, the leave values and take-off race of Zig Zaggle's hard player.

Seeded games of the normal computer player against itself (two seats, the standard rules). After
every play it records:

* **the leave** -- the letters kept -- and what that seat's next word scores (its words' letters and
  flushes; no take-off or start bonus; 0 for an exchange or a pass), or minus the letters deducted
  when the game ends first (ZZ-P9). A ridge least-squares fit of that figure on a value per letter,
  one for a Free letter, one per duplicate letter and one for the vowel/consonant imbalance (see
  ``bots/zig_zaggle_equity.py``) gives each its worth against drawing a fresh letter instead;
* **the take-off race** -- how many new letters a word would need to reach the take-off line of the
  runway then in play (ZZ-P5) -- and which seat took that runway's bonus in the end: the mean share
  the player who had just moved won (+1 it, -1 the other seat, 0 an emergency take-off), by reach,
  shrunk towards 0 where a reach was seldom seen.

No dependencies beyond the game: the fit is the normal equations solved by Gaussian elimination.

    python scripts/learn_zz_leaves.py            # write the file (300 games, two worker processes)
    python scripts/learn_zz_leaves.py --check    # exit 1 if the committed file is not what this makes
"""

from __future__ import annotations

import argparse
import functools
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from parlorgames.api import games
from parlorgames.bots.zig_zaggle import choose
from parlorgames.bots.zig_zaggle_equity import LEAVES_FILE, duplicates, imbalance, reach
from parlorgames.engine.kinds import rules_class
from parlorgames.games.zig_zaggle import FREE, LETTERS, ZigZaggle
from parlorgames.paths import data_path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from generated import write_or_check  # noqa: E402

GAMES = 300
SEED = 1
RIDGE = 30.0
"""How strongly each leave term is pulled towards 0: keeps the rare letters (one J, Q, X, Z each) sane."""
RACE_REACHES = 11
"""Reaches 1..11 get a share each; the last stands for 11 or more letters, or no way at all."""
RACE_PRIOR = 10.0
"""Samples' worth of a share of 0 mixed into every reach's mean."""
FEATURES = (*LETTERS, "free", "duplicate", "balance")


@dataclass
class Samples:
    leaves: list[tuple[list[float], float]] = field(default_factory=list)
    races: list[tuple[int | None, float]] = field(default_factory=list)


def features(kept: tuple[str, ...]) -> list[float]:
    """One row of the fit: letter counts, Free letters, duplicates, imbalance (and 1 for the intercept)."""
    row = [float(sum(1 for t in kept if t != FREE and t[0] == letter)) for letter in LETTERS]
    return [*row, float(kept.count(FREE)), float(duplicates(kept)), imbalance(kept), 1.0]


def play_game(rules: ZigZaggle, rng: random.Random, samples: Samples) -> None:
    """One self-play game, its leaves and race positions added to `samples`."""
    state = rules.initial(("A", "B"))
    pending: dict[int, tuple[str, ...]] = {}
    races: list[tuple[int, str, int | None]] = []
    while not rules.is_over(state):
        if rules.is_chance(state):
            state = rules.apply(state, rules.sample_chance(state, rng))
            continue
        seat = rules.to_move(state)
        action = choose(rules, rules.observe(state, seat), rng, "normal")
        kind = action["type"]
        if kind in ("play", "exchange", "pass") and seat in pending:
            points = rules.examine(state, rules.parse_tiles(action), check_words=False).points if kind == "play" else 0
            samples.leaves.append((features(pending.pop(seat)), float(points)))
        after = rules.apply(state, action)
        if kind == "play":
            pending[seat] = after.racks[seat].tiles
            if after.runway < len(rules.runways):
                runway, done = rules.runways[after.runway], {name for name, _ in after.closed}
                races.append((seat, runway.name, reach(rules, after.letters, runway, done)))
        state = after
    for seat, kept in pending.items():
        samples.leaves.append((features(kept), -float(state.deductions[seat])))
    taker = dict(state.closed)
    for seat, runway, near in races:
        who = taker.get(runway)
        samples.races.append((near, 0.0 if who is None else (1.0 if who == seat else -1.0)))


def solve(rows: list[tuple[list[float], float]], ridge: float) -> list[float]:
    """Ridge least squares by the normal equations (the intercept, last, is not pulled towards 0)."""
    size = len(rows[0][0])
    matrix = [[0.0] * size for _ in range(size)]
    vector = [0.0] * size
    for x, y in rows:
        for i, xi in enumerate(x):
            if xi:
                vector[i] += xi * y
                row = matrix[i]
                for j, xj in enumerate(x):
                    row[j] += xi * xj
    for i in range(size - 1):
        matrix[i][i] += ridge
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(matrix[r][col]))
        matrix[col], matrix[pivot] = matrix[pivot], matrix[col]
        vector[col], vector[pivot] = vector[pivot], vector[col]
        for r in range(size):
            if r != col and matrix[r][col]:
                factor = matrix[r][col] / matrix[col][col]
                matrix[r] = [a - factor * b for a, b in zip(matrix[r], matrix[col])]
                vector[r] -= factor * vector[col]
    return [vector[i] / matrix[i][i] for i in range(size)]


def race_shares(races: list[tuple[int | None, float]]) -> list[float]:
    """The mean share of the bonus by reach (the last bucket: that many or more, or none)."""
    sums, counts = [0.0] * RACE_REACHES, [0] * RACE_REACHES
    for near, share in races:
        bucket = RACE_REACHES - 1 if near is None else min(near, RACE_REACHES) - 1
        sums[bucket] += share
        counts[bucket] += 1
    return [sums[n] / (counts[n] + RACE_PRIOR) for n in range(RACE_REACHES)]


def render(games_played: int, seed: int, samples: Samples) -> str:
    weights = solve(samples.leaves, RIDGE)
    shares = race_shares(samples.races)
    lines = [
        "# Zig Zaggle leave values and take-off race for the hard computer player (bots/zig_zaggle_equity.py).",
        f"# Made by scripts/learn_zz_leaves.py --games {games_played} --seed {seed}: self-play of the normal",
        "# player against itself. letter/free: worth of keeping the tile against drawing afresh, in points;",
        "# duplicate: per letter held more than once; balance: per unit of (vowels - 0.4 x letters kept)^2.",
        f"# Fitted by ridge least squares ({RIDGE:g}) on {len(samples.leaves)} leaves: the seat's next word's points,",
        "# or minus its letters deducted when the game ends first. race N: the share of the open runway's",
        "# bonus won by the player who just moved when a word of N new letters reaches its take-off line",
        f"# ({len(samples.races)} positions; N = {RACE_REACHES} means that many or more, or no way).",
        "# kind\tkey\tvalue",
    ]
    lines += [f"letter\t{letter}\t{weights[i]:.2f}" for i, letter in enumerate(LETTERS)]
    lines += [f"{name}\t-\t{weights[len(LETTERS) + i]:.2f}" for i, name in enumerate(FEATURES[len(LETTERS) :])]
    lines += [f"race\t{n}\t{share:.3f}" for n, share in enumerate(shares, start=1)]
    return "\n".join(lines) + "\n"


def game_samples(job: tuple[int, int]) -> Samples:
    """The samples of one seeded game (a worker's unit: games are merged back in order)."""
    game, seed = job
    samples = Samples()
    play_game(standard_rules(), random.Random(f"{seed}:{game}"), samples)
    return samples


@functools.cache
def standard_rules() -> ZigZaggle:
    """The standard rules, made once per worker (its move generator is built on first use)."""
    ruleset = games()["zig-zaggle"]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(None))


def learn(games_played: int, seed: int, jobs: int) -> str:
    samples = Samples()
    with ProcessPoolExecutor(jobs) as pool:
        for found in pool.map(game_samples, [(game, seed) for game in range(games_played)]):
            samples.leaves += found.leaves
            samples.races += found.races
    return render(games_played, seed, samples)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GAMES, help=f"self-play games (default {GAMES})")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--check", action="store_true", help="check the committed file instead of writing it")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (the file is the same for any number)")
    args = parser.parse_args()
    text = learn(args.games, args.seed, args.jobs)
    return write_or_check({data_path(LEAVES_FILE): text.encode("ascii")}, args.check)


if __name__ == "__main__":
    sys.exit(main())
