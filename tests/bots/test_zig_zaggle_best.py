"""Zig Zaggle's computer player finds the best-scoring play (ZZ-S1, ZZ-S2, ZZ-P5), checked against an
exhaustive search that shares none of its shortcuts.

`mid_game_positions` (in `parlorgames.testing.zig_zaggle`) makes a fixed set of positions from seeded
games between computer players; `exhaustive_best` scores every legal play of a position with every
choice of tile colours. A few positions are checked here (one with a take-off within reach, some whose
best play spends a Free letter); bench/bench_zig_zaggle.py checks all fifty.
"""

from __future__ import annotations

import itertools
import random

import pytest

from parlorgames.bots.zig_zaggle import (
    HARD_MARGIN,
    HARD_POOL,
    Bounds,
    best_play,
    candidate_moves,
    easy_play,
    hard_play,
    ranked_plays,
)
from parlorgames.bots.zig_zaggle_equity import equity
from parlorgames.engine.lexicon import common_words
from parlorgames.engine.simulate import play_out
from parlorgames.games.zig_zaggle import FREE, ZigZaggle, ZZState
from parlorgames.games.zig_zaggle.moves import assign_tiles
from parlorgames.games.zig_zaggle.wordgen import Generator
from parlorgames.testing.zig_zaggle import (
    brute_best,
    crafted,
    exhaustive_best,
    free_letter_crossed_positions,
    letters_above_positions,
    mid_game_positions,
    repeated_letter_positions,
    standard_rules,
    trimmed,
)


@pytest.fixture(scope="module")
def rules() -> ZigZaggle:
    return standard_rules()


@pytest.fixture(scope="module")
def positions(rules: ZigZaggle) -> list[ZZState]:
    return list(itertools.islice(mid_game_positions(rules), 14))


def takes_off(rules: ZigZaggle, seen: ZZState, tiles: list) -> bool:
    return rules.examine(seen, tiles, check_words=False).take_off > 0


def test_the_best_play_is_the_best_any_play_scores_ZZ_S1_ZZ_S2(rules, positions):
    for seen in (positions[0], positions[8], positions[12]):
        tiles, points = best_play(rules, seen)
        assert any(tile == FREE for _, _, _, tile in tiles), "the best play spends a Free letter (ZZ-W3)"
        assert points == exhaustive_best(rules, seen)
        assert (
            rules.apply(seen, {"type": "play", "tiles": [list(t) for t in tiles]}).scores[seen.turn]
            == seen.scores[seen.turn] + points
        )


def test_the_best_play_takes_off_when_that_scores_most_ZZ_P5(rules, positions):
    seen = positions[11]
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


def test_a_free_letter_stands_on_the_copy_of_its_letter_that_scores_least_ZZ_S1_ZZ_W3(rules):
    """BIBB under two A's at (8,5) and (8,8), from B, B, I and a Free letter: the Free letter goes on
    the B without a cross word (22), not on the last B, whose cross word AB it would leave at 2 (18)."""
    seen = crafted(rules, [(8, 5, "A"), (8, 8, "A")], ["Bg", "Bb", "Ib", FREE])
    tiles, points = best_play(rules, seen)
    assert points == 22 == brute_best(rules, seen)
    assert [(c, tile) for _, c, _, tile in tiles] == [(5, "Bg"), (6, "Ib"), (7, FREE), (8, "Bb")]


def test_every_level_may_lay_the_free_letter_on_the_earlier_copy_ZZ_W3(rules, monkeypatch):
    """A word needing a letter twice, from a rack one copy short, where the later copy's cross word
    holds a Free letter already: the Free letter goes on the earlier copy. Every level's list of plays
    holds it (words a family knows, so easy's and normal's too; all of them in bench/bench_zz_exhaustive.py),
    normal's best scores what `brute_best`
    finds, and hard's shortlist is the one its whole list ranks."""
    family = common_words()

    def familiar_words(name: str, seen: ZZState) -> bool:
        """The word and the two words down through it are all words a family knows."""
        word, twice = name.split()[0], name[-1]  # the name ends "over its last X"
        later = word.rindex(twice)
        made = {word, seen.letters[8][0] + word[0], seen.letters[8][later] + twice}
        return all(w.lower() in family for w in made)

    crafted_ones = dict(
        itertools.islice(((n, s) for n, s in free_letter_crossed_positions(rules) if familiar_words(n, s)), 3)
    )
    assert len(crafted_ones) == 3
    for name, seen in crafted_ones.items():
        word = name.split()[0]
        for familiar in (False, True):
            laid = [
                [wild for _, _, _, wild in m.placed]
                for m in candidate_moves(rules, seen, familiar=familiar)
                if (m.word, m.row, m.col, m.across) == (word, 9, 0, True)
            ]
            assert laid and all(wild.index(True) < len(wild) - 1 for wild in laid), name
        best = best_play(rules, seen)
        assert best is not None and best[1] == brute_best(rules, seen)
    shortlists = [ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN) for seen in crafted_ones.values()]
    monkeypatch.setattr(
        "parlorgames.bots.zig_zaggle.candidate_moves",
        lambda rules, state, ceiling=None, free_letters=True, familiar=False, spoken=True: rules.moves(
            state, spare_wilds=True, familiar=familiar, spoken=spoken
        ),
    )
    assert shortlists == [ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN) for seen in crafted_ones.values()]


def test_the_best_play_is_the_best_a_search_without_the_generator_finds_ZZ_S1_ZZ_S2(rules, positions):
    """On boards of the suite's positions (racks cut to four letters and a Free letter) and on crafted
    positions where a word needs a letter twice (either copy crossed, a few letters here; all of
    them in bench/bench_zz_exhaustive.py), normal's best play scores what `brute_best` finds."""
    checked = [trimmed(rules, positions[0]), trimmed(rules, positions[1])]
    crafted_ones = dict([*repeated_letter_positions(rules), *letters_above_positions(rules)])
    checked += [seen for name, seen in crafted_ones.items() if name.startswith(("KIWI", "ALL", "MIDI", "BATT"))]
    assert len(checked) >= 6
    for seen in checked:
        best = best_play(rules, seen)
        assert (best[1] if best else None) == brute_best(rules, seen)


def test_openings_break_ties_towards_the_runway_played_next_ZZ_P3(rules):
    """Among opening plays scoring the same, normal lays the one reaching furthest into Green West,
    the runway the next word must cross the opening in."""
    west = 0
    for seed in range(3):
        state = rules.initial(("Ann", "Bob"))
        rng = random.Random(f"zz-open:{seed}")
        while rules.is_chance(state):
            state = rules.apply(state, rules.sample_chance(state, rng))
        tiles, points = best_play(rules, rules.observe(state, state.turn))
        west += min(c for _, c, _, _ in tiles) < rules.start[1] - max(c for _, c, _, _ in tiles) + rules.start[1]
    assert west == 3


def test_easy_plays_its_games_to_the_south_take_off_ZZ_P5_ZZ_P9(rules):
    """Two easy players finish the game by touching the South take-off line, not by passing it out."""
    for seed in range(3):
        final, _ = play_out(rules, ("Ann", "Bob"), random.Random(f"zz-easy:{seed}"), levels=("easy", "easy"))
        assert dict(final.closed)["south"] is not None


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


def test_easy_plays_a_word_a_family_knows_but_not_the_best_ZZ_W1(rules, positions):
    below = tried = 0
    for seen in positions[1:]:
        play = easy_play(rules, seen, random.Random(0))
        if play is None:
            continue
        tiles, points = play
        words = rules.examine(seen, list(tiles), check_words=False).words
        assert all(word.text.lower() in common_words() for word in words)
        rules.apply(seen, {"type": "play", "tiles": [list(t) for t in tiles]})
        below += points < best_play(rules, seen, familiar=True)[1]
        tried += 1
        if tried == 4:
            break
    assert below >= 3


def test_plays_without_a_free_letter_are_dropped_only_below_the_best_ZZ_S2(rules, monkeypatch):
    """The generator drops words without a Free letter too once they cannot reach the plays wanted
    (a flush bounded by the runway's colour and the rack's tiles of it), and searches the most
    promising lines first: the plays ranked for normal and for hard's pool are those ranked from
    every legal move, on positions where a flush or a take-off is the best play (15 positions: five offer
    big flushes, one of them 67)."""
    positions = list(itertools.islice(mid_game_positions(rules), 15))
    wanted = [(ranked_plays(rules, seen, 1), ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN)) for seen in positions]
    flushes = sum(
        Bounds(rules, seen)(move)[0] > move.score + 25
        for seen in positions
        for move in candidate_moves(rules, seen, Bounds(rules, seen).ceiling(1, None))
    )
    assert flushes, "some positions offer a big flush"
    monkeypatch.setattr(
        "parlorgames.bots.zig_zaggle.candidate_moves",
        lambda rules, state, ceiling=None, free_letters=True, familiar=False, spoken=True: rules.moves(
            state, spare_wilds=True, familiar=familiar, spoken=spoken
        ),
    )
    assert wanted == [
        (ranked_plays(rules, seen, 1), ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN)) for seen in positions
    ]
