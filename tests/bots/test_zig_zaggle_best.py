"""Zig Zaggle's computer player finds the best-scoring play (ZZ-S1, ZZ-S2, ZZ-P5), checked against an
exhaustive search that shares none of its shortcuts.

`mid_game_positions` makes a fixed set of positions from seeded games between computer players;
`exhaustive_best` scores every legal play of a position with every choice of tile colours. A few
positions are checked here (one with a take-off within reach, some whose best play spends a Free
letter); bench/bench_zig_zaggle.py checks all fifty.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from parlorgames.bots.zig_zaggle import (
    HARD_MARGIN,
    HARD_POOL,
    Bounds,
    best_play,
    candidate_moves,
    choose,
    easy_play,
    hard_play,
    ranked_plays,
)
from parlorgames.bots.zig_zaggle_equity import equity
from parlorgames.engine.errors import IllegalAction
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.games.zig_zaggle import FREE, ZigZaggle, ZZState
from parlorgames.games.zig_zaggle.moves import assign_tiles
from parlorgames.games.zig_zaggle.wordgen import Generator

POSITIONS = 50
EVERY = 3
"""A position is taken at every third decision to play of a game, so one game gives several."""


def standard_rules() -> ZigZaggle:
    ruleset = find("zig-zaggle")
    return rules_class(ruleset.kind)(ruleset, ruleset.variant("standard"))  # type: ignore[return-value]


def mid_game_positions(rules: ZigZaggle) -> Iterator[ZZState]:
    """Positions from games between two normal computer players (seeds 0, 1, …): the observation of
    the seat to play at every `EVERY`th decision once words are down. The same code gives the same
    positions every time."""
    seed = 0
    while True:
        rng = random.Random(f"zz-best:{seed}")
        state = rules.initial(("Ann", "Bob"))
        decisions = 0
        while not rules.is_over(state):
            if rules.is_chance(state):
                action = rules.sample_chance(state, rng)
            else:
                seen = rules.observe(state, state.turn)
                if state.window is None and not state.board_empty():
                    decisions += 1
                    if decisions % EVERY == 0:
                        yield seen
                action = choose(rules, seen, rng)
            state = rules.apply(state, action)
        seed += 1


def exhaustive_best(rules: ZigZaggle, seen: ZZState) -> int | None:
    """The best score of any legal play, or None: the plain generator (one-sided, no search
    restricted to the area in play, a Free letter for any letter, no bound), every placement
    checked by `examine`, and every choice of tile colours from the rack scored word by word."""
    generator = rules.generator()
    plain = Generator(generator.graph, rules.values, rules.free_per_word, None, rules.free_value)
    rack = seen.racks[seen.turn]
    held = rack.counts()
    regular = [t[0] for t in rack.tiles if t != FREE]
    best = None
    for move in plain.moves(rules.position(seen), regular, rack.tiles.count(FREE)):
        options = [[FREE] if wild else sorted(t for t in held if t[0] == letter) for _, _, letter, wild in move.placed]
        choices = [
            choice
            for choice in itertools.product(*options)
            if all(choice.count(tile) <= held[tile] for tile in set(choice) - {FREE})
        ]
        try:
            verdict = rules.examine(
                seen,
                [(r, c, letter, tile) for (r, c, letter, _), tile in zip(move.placed, choices[0])],
                check_words=False,
            )
        except IllegalAction:
            continue
        for choice in choices:
            colour = {(r, c): tile if tile == FREE else tile[1] for (r, c, _, _), tile in zip(move.placed, choice)}
            total = verdict.start_bonus + verdict.take_off
            for word in verdict.words:
                tints = {colour.get(p, seen.colours[p[0]][p[1]]) for p in word.cells}
                total += word.letters * rules._flush(list(word.cells), tints)[0]
            best = total if best is None else max(best, total)
    return best


@pytest.fixture(scope="module")
def rules() -> ZigZaggle:
    return standard_rules()


@pytest.fixture(scope="module")
def positions(rules: ZigZaggle) -> list[ZZState]:
    return list(itertools.islice(mid_game_positions(rules), 8))


def takes_off(rules: ZigZaggle, seen: ZZState, tiles: list) -> bool:
    return rules.examine(seen, tiles, check_words=False).take_off > 0


def test_the_best_play_is_the_best_any_play_scores_ZZ_S1_ZZ_S2(rules, positions):
    for seen in (positions[1], positions[3], positions[7]):
        tiles, points = best_play(rules, seen)
        assert any(tile == FREE for _, _, _, tile in tiles), "the best play spends a Free letter (ZZ-W3)"
        assert points == exhaustive_best(rules, seen)
        assert (
            rules.apply(seen, {"type": "play", "tiles": [list(t) for t in tiles]}).scores[seen.turn]
            == seen.scores[seen.turn] + points
        )


def test_the_best_play_takes_off_when_that_scores_most_ZZ_P5(rules, positions):
    seen = positions[2]
    tiles, points = best_play(rules, seen)
    assert takes_off(rules, seen, tiles)
    assert points == exhaustive_best(rules, seen)


def test_the_bound_never_underestimates_a_move_ZZ_S2(rules, positions):
    for seen in positions[1:5]:
        bound = Bounds(rules, seen)
        for move in candidate_moves(rules, seen)[::7]:
            ceiling, exact = bound(move)
            points = assign_tiles(rules, seen, move)[1]
            assert ceiling >= points and (not exact or ceiling == points)


def test_ranked_plays_are_distinct_best_first_and_score_what_they_say(rules, positions):
    seen = positions[1]
    plays = ranked_plays(rules, seen, 5)
    assert len(plays) == 5
    assert len({tuple(tiles) for tiles, _ in plays}) == 5
    assert [p for _, p in plays] == sorted((p for _, p in plays), reverse=True)
    assert plays[0][1] == best_play(rules, seen)[1]
    for tiles, points in plays:
        assert rules.examine(seen, tiles, check_words=False).total == points
    assert ranked_plays(rules, seen, 5) == plays, "the same position gives the same list"
    assert all(points >= plays[0][1] - 3 for _, points in ranked_plays(rules, seen, 5, margin=3))


def test_colours_are_chosen_for_the_best_flushes_ZZ_S2(rules, positions):
    """Every colour choice from the rack, tried one by one, scores no more than assign_tiles' choice."""
    for seen in positions[1:4]:
        held = seen.racks[seen.turn].counts()
        for move in sorted(candidate_moves(rules, seen), key=lambda m: -m.score)[:40]:
            options = [
                [FREE] if wild else sorted(t for t in held if t[0] == letter) for _, _, letter, wild in move.placed
            ]
            best = max(
                rules.examine(
                    seen,
                    [(r, c, letter, tile) for (r, c, letter, _), tile in zip(move.placed, choice)],
                    check_words=False,
                ).total
                for choice in itertools.product(*options)
                if all(choice.count(tile) <= held[tile] for tile in set(choice) - {FREE})
            )
            assert assign_tiles(rules, seen, move)[1] == best


def test_hard_weighs_equity_among_the_best_scoring_plays(rules, positions):
    changed = 0
    for seen in positions[1:5]:
        tiles, points = hard_play(rules, seen)
        pool = ranked_plays(rules, seen, HARD_POOL, margin=HARD_MARGIN)
        assert (tiles, points) in pool
        assert equity(rules, seen, tiles, points) == max(equity(rules, seen, t, p) for t, p in pool)
        changed += tiles != best_play(rules, seen)[0]
    assert changed, "equity changes the choice somewhere"


def test_an_opening_ranks_the_same_plays_as_a_search_of_every_word(rules, monkeypatch):
    """The first play of a game is searched only among the words its best plays may spell; the
    plays ranked (for normal, for hard's pool) are the ones a search of the whole list ranks."""
    openings = []
    for seed in range(4):
        state = rules.initial(("Ann", "Bob"))
        rng = random.Random(f"zz-open:{seed}")
        while rules.is_chance(state):
            state = rules.apply(state, rules.sample_chance(state, rng))
        openings.append(rules.observe(state, state.turn))
    wanted = [(ranked_plays(rules, seen, 1), ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN)) for seen in openings]
    monkeypatch.setattr(Generator, "_opening_graphs", lambda self, *args: (self.graph, self.reverse_graph))
    assert wanted == [
        (ranked_plays(rules, seen, 1), ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN)) for seen in openings
    ]


def test_easy_plays_a_word_but_not_the_best(rules, positions):
    below = 0
    for seen in positions[1:5]:
        tiles, points = easy_play(rules, seen, random.Random(0))
        rules.apply(seen, {"type": "play", "tiles": [list(t) for t in tiles]})
        below += points < best_play(rules, seen)[1]
    assert below >= 3


def test_plays_without_a_free_letter_are_dropped_only_below_the_best_ZZ_S2(rules, monkeypatch):
    """The generator drops words without a Free letter too once they cannot reach the plays wanted
    (a flush bounded by the runway's colour and the rack's tiles of it), and searches the most
    promising lines first: the plays ranked for normal and for hard's pool are those ranked from
    every legal move, on positions where a flush or a take-off is the best play."""
    positions = list(itertools.islice(mid_game_positions(rules), 30))
    wanted = [(ranked_plays(rules, seen, 1), ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN)) for seen in positions]
    flushes = sum(
        Bounds(rules, seen)(move)[0] > move.score + 25
        for seen in positions
        for move in candidate_moves(rules, seen, Bounds(rules, seen).ceiling(1, None))
    )
    assert flushes, "some positions offer a big flush"
    monkeypatch.setattr(
        "parlorgames.bots.zig_zaggle.candidate_moves",
        lambda rules, state, ceiling=None, free_letters=True: rules.moves(state, spare_wilds=True),
    )
    assert wanted == [
        (ranked_plays(rules, seen, 1), ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN)) for seen in positions
    ]
