"""Zig Zaggle's move generator and computer player: speed on fixed mid-game positions, and whole games.

    PYTHONPATH=src python bench/bench_zig_zaggle.py [games] [positions]

1. Positions: the first `positions` (default 40) states from seeded bot games (seeds 0, 1, …;
   three players) where the player to move holds a full rack of 12 (usually 9 letters and 3 Free
   letters) on a board that already has words. The same code always gives the same positions.
2. The computer player's decision on each, from the seat's observation (generate, estimate, score the shortlist with colours):
   median and max milliseconds, CPU time of this process (the machine may be shared), budget 150 ms.
3. A naive generator on the same positions, for the ratio: every permutation of the rack's
   distinct regular letters, of 1 to NAIVE_MAX_TILES tiles, laid from every empty square across
   and down (skipping squares already filled), each placement checked word by word against the
   word list. It is capped: no Free letters and at most NAIVE_MAX_TILES tiles (uncapped, 12 tiles
   with Free letters would be ~10^9 placements a square). Its time is a lower bound on the
   uncapped naive search, so the ratio printed understates the real one; the extrapolation to
   the full rack (permutations counted, at the measured cost per placement) is printed too.
4. `games` (default 200) whole bot games, two players, standard rules with challenges, letters
   checked for conservation after every action: games per second, mean actions and plays per game,
   mean and max winning score, mean score per seat, how runways closed.
"""

from __future__ import annotations

import itertools
import math
import random
import statistics
import sys
import time
from collections import Counter

from parlorgames.bots.zig_zaggle import choose
from parlorgames.bots.zig_zaggle import best_play
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.simulate import play_out
from parlorgames.games.zig_zaggle import EMPTY, FREE, ZigZaggle, ZZState

BUDGET_MS = 150.0
NAIVE_MAX_TILES = 3


def positions(rules: ZigZaggle, count: int) -> list[ZZState]:
    found: list[ZZState] = []
    seed = 0
    while len(found) < count:
        rng = random.Random(seed)
        state = rules.initial(("P1", "P2", "P3"))
        while not rules.is_over(state) and len(found) < count:
            if rules.is_chance(state):
                action = rules.sample_chance(state, rng)
            else:
                if state.window is None and not state.board_empty() and len(state.racks[state.turn]) == 12:
                    found.append(state)
                action = choose(rules, rules.observe(state, state.turn), rng)
            state = rules.apply(state, action)
        seed += 1
    return found


def naive_moves(rules: ZigZaggle, state: ZZState, max_tiles: int) -> tuple[int, int, int]:
    """(placements tried, legal placements, best letter score) by brute force over rack permutations."""
    words = rules.lexicon
    letters = [list(row) for row in state.letters]
    height, width = rules.grid.height, rules.grid.width
    rack = sorted({t[0] for t in state.racks[state.turn].tiles if t != FREE})
    zone = rules.in_play(state)
    empty_board = state.board_empty()
    tried = legal = best = 0
    squares = [(r, c) for r in range(height) for c in range(width) if letters[r][c] == EMPTY and rules.squares[r][c].real]
    for r0, c0 in squares:
        for dr, dc in ((0, 1), (1, 0)):
            for n in range(1, max_tiles + 1):
                cells = []
                r, c = r0, c0
                while len(cells) < n and 0 <= r < height and 0 <= c < width:
                    if not rules.squares[r][c].real:
                        break
                    if letters[r][c] == EMPTY:
                        cells.append((r, c))
                    r, c = r + dr, c + dc
                if len(cells) < n or any(rules.is_closed(state, p) for p in cells):
                    continue
                for perm in itertools.permutations(rack, n):
                    tried += 1
                    for (r, c), letter in zip(cells, perm):
                        letters[r][c] = letter
                    score = _check(rules, letters, cells, words, zone, empty_board, state)
                    for r, c in cells:
                        letters[r][c] = EMPTY
                    if score is not None:
                        legal += 1
                        best = max(best, score)
    return tried, legal, best


def _check(rules: ZigZaggle, letters, cells, words, zone, empty_board, state) -> int | None:
    """The letter score of a placement if every word it makes is good and it joins the board, else None."""
    if empty_board and rules.start not in cells:
        return None
    if not empty_board and not any(state.letters[r][c] != EMPTY for p in cells for r, c in rules.grid.neighbours(*p)):
        return None
    if not any(p in zone for p in cells):
        return None
    seen = set()
    score = 0
    made = 0
    def filled(cell: tuple[int, int]) -> bool:
        return letters[cell[0]][cell[1]] != EMPTY

    for p in cells:
        for across in (True, False):
            run = tuple(rules.grid.run(p, across, filled))
            if len(run) < 2 or run in seen:
                continue
            seen.add(run)
            word = "".join(letters[r][c] for r, c in run)
            if word.lower() not in words:
                return None
            made += 1
            score += sum(rules.values[letters[r][c]] for r, c in run)
    return score if made else None


def main(argv: list[str]) -> int:
    games = int(argv[1]) if len(argv) > 1 else 200
    count = int(argv[2]) if len(argv) > 2 else 40
    ruleset = find("zig-zaggle")
    rules: ZigZaggle = rules_class(ruleset.kind)(ruleset, ruleset.variant("standard"))  # type: ignore[assignment]
    tick = time.perf_counter()
    rules.generator()
    print(f"word list tries built in {time.perf_counter() - tick:.2f} s (once per process)")

    fixed = positions(rules, count)
    racks = Counter(sum(1 for t in s.racks[s.turn].tiles if t == FREE) for s in fixed)
    print(f"\n{len(fixed)} fixed positions, racks of 12 (Free letters held: {dict(sorted(racks.items()))})")
    bot_ms, gen_ms, naive_ms, moves, naive_found = [], [], [], [], []
    for state in fixed:
        seen = rules.observe(state, state.turn)
        tick = time.process_time()
        generated = rules.moves(seen)
        gen_ms.append((time.process_time() - tick) * 1000)
        moves.append(len(generated))
        tick = time.process_time()
        best_play(rules, seen)
        choose(rules, seen, random.Random(0))
        bot_ms.append((time.process_time() - tick) * 1000 / 2)
    for state in fixed[: max(1, count // 4)]:
        tick = time.process_time()
        tried, legal, _ = naive_moves(rules, state, NAIVE_MAX_TILES)
        naive_ms.append((time.process_time() - tick) * 1000)
        naive_found.append((tried, legal))
    median_bot = statistics.median(bot_ms)
    print(f"computer player: median {median_bot:.0f} ms, max {max(bot_ms):.0f} ms a move (budget {BUDGET_MS:.0f} ms)"
          f" {'OK' if median_bot < BUDGET_MS else 'OVER BUDGET'}")
    print(f"full generator (every legal move, all Free letter uses): median {statistics.median(gen_ms):.0f} ms,"
          f" max {max(gen_ms):.0f} ms, median {statistics.median(moves):.0f} moves a position")
    sample = len(naive_ms)
    median_naive = statistics.median(naive_ms)
    print(f"naive generator, capped at {NAIVE_MAX_TILES} tiles and no Free letters, on {sample} of the positions:"
          f" median {median_naive:.0f} ms, {statistics.median(t for t, _ in naive_found):.0f} placements tried,"
          f" {statistics.median(n for _, n in naive_found):.0f} legal found")
    same = statistics.median(bot_ms[:sample])
    print(f"ratio naive (capped) / computer player on the same {sample} positions: {median_naive / same:.0f}x  (a lower bound)")
    per_try = median_naive / max(1, statistics.median(t for t, _ in naive_found))
    full = sum(math.perm(9, n) for n in range(1, 10)) / sum(math.perm(9, n) for n in range(1, NAIVE_MAX_TILES + 1))
    print(f"uncapped naive, extrapolated (9 distinct letters, every length, still no Free letters): about"
          f" {median_naive * full / 60_000:.0f} minutes a position ({per_try * 1000:.0f} µs a placement),"
          f" {median_naive * full / same:.0f}x the computer player")

    print(f"\n{games} bot games, 2 players, challenges on, letters checked after every action")

    def conserved(state: ZZState) -> None:
        regular = Counter(state.bag.tiles)
        for rack in state.racks:
            regular.update(t for t in rack.tiles if t != FREE)
        regular.update(state.returning)
        frees = sum(rack.tiles.count(FREE) for rack in state.racks)
        for row_letters, row_colours in zip(state.letters, state.colours):
            for letter, colour in zip(row_letters, row_colours):
                if colour == FREE:
                    frees += 1
                elif letter != EMPTY:
                    regular[letter + colour] += 1
        assert regular == Counter(rules.tile_counts), "regular letters conserved"
        assert frees + rules.free_total - rules.free_each * len(state.names) == rules.free_total, "Free letters conserved"

    lengths, plays, winning, seat_scores, closes = [], [], [], [[], []], Counter()
    tick = time.perf_counter()
    for game in range(games):
        final, n = play_out(rules, ("P1", "P2"), random.Random(f"bench:{game}"), watch=conserved)
        lengths.append(n)
        winning.append(max(final.scores))
        for seat, score in enumerate(final.scores):
            seat_scores[seat].append(score)
        closes.update("take-off" if who is not None else "emergency" for _, who in final.closed)
        plays.append(sum(1 for row in final.letters for ch in row if ch != EMPTY))
    elapsed = time.perf_counter() - tick
    print(f"{games} games in {elapsed:.0f} s: {games / elapsed:.2f} games/s, no errors, letters conserved")
    print(f"mean actions a game {statistics.fmean(lengths):.1f}; mean letters on the board at the end {statistics.fmean(plays):.1f}")
    print(f"winning score mean {statistics.fmean(winning):.0f}, max {max(winning)};"
          f" mean score seat 1 {statistics.fmean(seat_scores[0]):.0f}, seat 2 {statistics.fmean(seat_scores[1]):.0f}")
    print(f"runways closed by take-off {closes['take-off']}, by emergency {closes['emergency']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
