"""Zig Zaggle's word structures, computer player and whole games, against the budgets of its issue.

    python bench/bench_zig_zaggle.py [games] [positions]

1. Word structures: resident memory and time to ready the shipped list's word graphs (forwards and
   backwards, `data/word-graph.bin.gz`) once the word list is loaded, and to build them in memory
   for a list with house words. Budget: at most 30 MiB and 200 ms.
2. Decisions with 3 Free letters in the rack: the first `positions` (default 50) decisions of seeded
   three-player games between normal players where the seat to play holds 3 Free letters and words
   are down; CPU time of this process (the machine may be shared) for each level, and for the
   generator alone: every move, and only those that may be the best (with normal's ceiling).
   Budget: p95 at most 150 ms, max at most 400 ms.
3. The exhaustive check: the 50 positions of tests/bots/test_zig_zaggle_best.py, each searched
   exhaustively (every legal play, every colour choice); normal's play and hard's best-score search
   must score the best there is.
4. `games` (default 20) whole games between two normal players, as `simulate zig-zaggle` plays them,
   letters checked for conservation after every action: games a second. Budget: at least 5.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import islice

from parlorgames.bots.zig_zaggle import HARD_MARGIN, HARD_POOL, Bounds, best_play, candidate_moves, choose, ranked_plays  # noqa: E402
from parlorgames.engine.lexicon import Lexicon, default_lexicon  # noqa: E402
from parlorgames.engine.simulate import play_out  # noqa: E402
from parlorgames.games.zig_zaggle import EMPTY, FREE, ZigZaggle, ZZState  # noqa: E402
from parlorgames.games.zig_zaggle.wordgraph import graph_for, reverse_graph_for  # noqa: E402
from parlorgames.testing.zig_zaggle import POSITIONS, exhaustive_best, mid_game_positions, standard_rules  # noqa: E402

STRUCTURE_MIB, STRUCTURE_MS = 30.0, 200.0
P95_MS, MAX_MS = 150.0, 400.0
GAMES_A_SECOND = 5.0


def resident_mib() -> float:
    """This process's resident memory (Linux)."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * 4096 / 2**20


def verdict(ok: bool) -> str:
    return "OK" if ok else "OVER BUDGET"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[round(share * (len(ordered) - 1))]


def structures() -> None:
    lexicon = default_lexicon()
    before, tick = resident_mib(), time.perf_counter()
    graph_for(lexicon), reverse_graph_for(lexicon)
    ms, mib = (time.perf_counter() - tick) * 1000, resident_mib() - before
    print(
        f"word graphs of the shipped list: {mib:.1f} MiB resident, ready in {ms:.0f} ms"
        f" (budget {STRUCTURE_MIB:.0f} MiB, {STRUCTURE_MS:.0f} ms) "
        f"{verdict(mib <= STRUCTURE_MIB and ms <= STRUCTURE_MS)}"
    )
    house = lexicon.with_house_words(["zqxjv", "grandmama", "zzyzx"])
    before, tick = resident_mib(), time.perf_counter()
    graph_for(house), reverse_graph_for(house)
    print(
        f"the shipped graphs with three house words added: {resident_mib() - before:.1f} MiB, "
        f"{(time.perf_counter() - tick) * 1000:.1f} ms"
    )
    own = Lexicon(lexicon.words)
    before, tick = resident_mib(), time.perf_counter()
    graph_for(own), reverse_graph_for(own)
    print(
        f"built in memory for a list of one's own (here the shipped words): {resident_mib() - before:.1f} MiB, "
        f"{time.perf_counter() - tick:.1f} s"
    )


def free_positions(rules: ZigZaggle, count: int) -> Iterator[ZZState]:
    """Observations of the seat to play holding 3 Free letters on a board with words, from seeded
    three-player games between normal players."""
    seed = 0
    found = 0
    while found < count:
        rng = random.Random(f"zz-free:{seed}")
        state = rules.initial(("P1", "P2", "P3"))
        while not rules.is_over(state) and found < count:
            if rules.is_chance(state):
                action = rules.sample_chance(state, rng)
            else:
                seen = rules.observe(state, state.turn)
                if state.window is None and not state.board_empty() and seen.racks[seen.turn].tiles.count(FREE) == 3:
                    found += 1
                    yield seen
                action = choose(rules, seen, rng)
            state = rules.apply(state, action)
        seed += 1


def timed(decide: Callable[[], object]) -> float:
    tick = time.process_time()
    decide()
    return (time.process_time() - tick) * 1000


def decisions(rules: ZigZaggle, count: int) -> None:
    fixed = list(free_positions(rules, count))
    print(
        f"\n{len(fixed)} decisions with 3 Free letters in the rack (CPU ms; budget p95 {P95_MS:.0f}, max {MAX_MS:.0f})"
    )
    rows = {
        "generator alone": lambda seen: candidate_moves(rules, seen),
        "generator, best": lambda seen: candidate_moves(rules, seen, Bounds(rules, seen).ceiling(1, None)),
    }
    rows.update(
        {
            level: (lambda seen, level=level: choose(rules, seen, random.Random(0), level))
            for level in ("easy", "normal", "hard")
        }
    )
    moves = [len(candidate_moves(rules, seen)) for seen in fixed]
    for name, decide in rows.items():
        ms = [timed(lambda seen=seen, decide=decide: decide(seen)) for seen in fixed]
        p95 = percentile(ms, 0.95)
        within = "" if name.startswith("generator") else " " + verdict(p95 <= P95_MS and max(ms) <= MAX_MS)
        print(f"  {name:16s} median {statistics.median(ms):5.0f}  p95 {p95:5.0f}  max {max(ms):5.0f}{within}")
    print(f"  moves a position: median {statistics.median(moves):.0f}, max {max(moves)}")


def exhaustive_check(rules: ZigZaggle) -> None:
    fixed = list(islice(mid_game_positions(rules), POSITIONS))
    tick = time.process_time()
    normal = hard = plays = 0
    for seen in fixed:
        best = exhaustive_best(rules, seen)
        found = best_play(rules, seen)
        plays += best is not None
        normal += (found and found[1]) == best
        pool = ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN)
        hard += (pool[0][1] if pool else None) == best
    print(
        f"\nexhaustive check on {len(fixed)} mid-game positions ({plays} with a play; "
        f"{time.process_time() - tick:.0f} s):"
        f" normal found the best score in {normal}, hard's search in {hard} {verdict(normal == hard == len(fixed))}"
    )


def games(rules: ZigZaggle, count: int) -> None:
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
        assert frees == rules.free_each * len(state.names), "Free letters conserved"

    winning, lengths = [], []
    cpu, wall = time.process_time(), time.perf_counter()
    for game in range(count):
        final, n = play_out(rules, ("P1", "P2"), random.Random(f"0:{game}"))
        winning.append(max(final.scores))
        lengths.append(n)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(
        f"\n{count} games, 2 normal players: {count / cpu:.2f} games/s CPU ({count / wall:.2f} wall)"
        f" (budget {GAMES_A_SECOND:.0f}) {verdict(count / cpu >= GAMES_A_SECOND)};"
        f" mean actions {statistics.fmean(lengths):.1f}, winning score mean {statistics.fmean(winning):.0f}"
    )
    for game in range(min(count, 3)):
        play_out(rules, ("P1", "P2"), random.Random(f"0:{game}"), watch=conserved)
    print("letters conserved through every action of the first games")


def main(argv: list[str]) -> int:
    count = int(argv[1]) if len(argv) > 1 else 20
    positions = int(argv[2]) if len(argv) > 2 else 50
    structures()
    rules = standard_rules()
    decisions(rules, positions)
    exhaustive_check(rules)
    games(rules, count)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
