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
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache

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
from parlorgames.engine.lexicon import common_words
from parlorgames.engine.ruleset import find
from parlorgames.engine.simulate import play_out
from parlorgames.engine.tiles import Bag
from parlorgames.games.zig_zaggle import EMPTY, FREE, LETTERS, ZigZaggle, ZZState
from parlorgames.games.zig_zaggle.moves import assign_tiles
from parlorgames.games.zig_zaggle.wordgen import Generator

POSITIONS = 50
EVERY = 3
"""A position is taken at every third decision to play of a game, so one game gives several."""


def standard_rules() -> ZigZaggle:
    ruleset = find("zig-zaggle")
    return rules_class(ruleset.kind)(ruleset, ruleset.variant("standard"))  # type: ignore[return-value]


def mid_game_positions(rules: ZigZaggle) -> Iterator[ZZState]:
    """Positions from games between two best-scoring players (seeds 0, 1, …): the observation of
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
                action = whole_list_choice(rules, seen, rng)
            state = rules.apply(state, action)
        seed += 1


def whole_list_choice(rules: ZigZaggle, seen: ZZState, rng: random.Random) -> dict:
    """The best-scoring play of the whole word list (normal's choice before it kept to the words a
    family knows): the suite's positions stay those its checks were written against."""
    best = best_play(rules, seen) if seen.window is None else None
    return choose(rules, seen, rng) if best is None else {"type": "play", "tiles": [list(t) for t in best[0]]}


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
        lambda rules, state, ceiling=None, free_letters=True, familiar=False: rules.moves(
            state, spare_wilds=True, familiar=familiar
        ),
    )
    assert wanted == [
        (ranked_plays(rules, seen, 1), ranked_plays(rules, seen, HARD_POOL, HARD_MARGIN)) for seen in positions
    ]


@lru_cache(maxsize=1)
def word_prefixes(rules: ZigZaggle) -> frozenset[str]:
    """Every beginning of every word of the game's list (the words themselves included)."""
    return frozenset(word[:end] for word in rules.lexicon.words for end in range(1, len(word) + 1))


def brute_best(rules: ZigZaggle, seen: ZZState) -> int | None:
    """The best score of any play, found without the move generator: from every square of every row
    and column, every run of the rack's tiles (each tile of each colour, a Free letter as each of
    the 26 letters) laid on the empty squares in turn, through the letters down, kept while it
    spells the beginning of a word; each placement that ends a word is judged and scored by
    `examine` (None when there is no play)."""
    prefixes, words = word_prefixes(rules), rules.lexicon.words
    rack = Counter(seen.racks[seen.turn].tiles)
    letters = seen.letters
    height, width = rules.grid.height, rules.grid.width
    best: list[int | None] = [None]

    def filled(r: int, c: int) -> bool:
        return 0 <= r < height and 0 <= c < width and letters[r][c] != EMPTY

    def touches(r: int, c: int) -> bool:
        return any(filled(r + dr, c + dc) for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)))

    def judge(tiles: list) -> None:
        """Score a placement that joins the board or opens it (`examine` refuses the others, only slower)."""
        if not any(touches(r, c) or (r, c) == rules.start for r, c, _, _ in tiles):
            return
        try:
            verdict = rules.examine(seen, tiles, check_words=False)
        except IllegalAction:
            return
        if not verdict.wrong and (best[0] is None or verdict.total > best[0]):
            best[0] = verdict.total

    def walk(cells: list, i: int, spelt: str, tiles: list) -> None:
        if i == len(cells):
            return
        r, c = cells[i]
        if letters[r][c] != EMPTY:
            options = [(letters[r][c], None)]
        elif rules.square((r, c)).real:
            options = [
                (letter, tile)
                for tile in sorted(t for t, n in rack.items() if n)
                for letter in (LETTERS if tile == FREE else tile[0])
            ]
        else:
            return
        ends = i + 1 == len(cells) or letters[cells[i + 1][0]][cells[i + 1][1]] == EMPTY
        for letter, tile in options:
            word = spelt + letter.lower()
            if word not in prefixes:
                continue
            laid = tiles if tile is None else [*tiles, (r, c, letter, tile)]
            if tile is not None:
                rack[tile] -= 1
            if ends and laid and len(word) >= 2 and word in words:
                judge(laid)
            walk(cells, i + 1, word, laid)
            if tile is not None:
                rack[tile] += 1

    lines = [[(r, c) for c in range(width)] for r in range(height)] + [
        [(r, c) for r in range(height)] for c in range(width)
    ]
    near = {(r, c) for r in range(height) for c in range(width) if filled(r, c) or touches(r, c)} or {rules.start}
    for cells in lines:
        # a play joins the board, so its run reaches a square down or beside one within the rack's tiles
        reach = len(seen.racks[seen.turn])
        for start in range(len(cells)):
            before = cells[start - 1] if start else None
            if (before is None or not filled(*before)) and any(p in near for p in cells[start : start + reach + 1]):
                walk(cells, start, "", [])
    return best[0]


def repeated_letter_positions(rules: ZigZaggle) -> Iterator[tuple[str, ZZState]]:
    """For each letter X: a short word holding X twice after its first letter, which is down already
    at row 9, column 2 of the West runway, to be finished across from a rack holding one X, a Free
    letter and the word's other letters; a short word down through one copy of X only, first the
    one and then the other, so that the copies' cross words differ and where the Free letter
    stands changes the score. Letters without such words are left out."""
    words = sorted(rules.lexicon.words, key=lambda w: (len(w), w))
    for x in LETTERS:
        low = x.lower()
        word = next((w for w in words if 3 <= len(w) <= 6 and w[1:].count(low) >= 2), None)
        cross = next((w for w in words if 2 <= len(w) <= 3 and (w[0] == low or w[-1] == low)), None)
        if word is None or cross is None:
            continue
        copies = [i for i, ch in enumerate(word) if ch == low and i > 0]
        regular = [*word.upper()[1:]]
        regular.remove(x)
        rack = rack_of(rules, regular)
        rest = cross.upper()[1:] if cross[0] == low else cross.upper()[:-1]
        for order, copy in (("first", copies[0]), ("second", copies[1])):
            down = [(9, 2, word[0].upper())]
            first_row = 10 if cross[0] == low else 9 - len(rest)
            down += [(first_row + i, 2 + copy, letter) for i, letter in enumerate(rest)]
            yield (
                f"{word.upper()} across row 9 from its {word[0].upper()} with {' '.join(rack)} *, "
                f"{cross.upper()} down through its {order} {x}",
                crafted(rules, down, [*rack, FREE]),
            )


def letters_above_positions(rules: ZigZaggle) -> Iterator[tuple[str, ZZState]]:
    """For each letter X: a short word holding X twice, to be laid across row 9 of the West runway
    from a rack holding one X, a Free letter and the word's other letters, under two letters down
    in row 8 (as two A's over BIBB): one over the word's first square and one over a copy of X,
    first the one copy and then the other, each making a two-letter word down."""
    words = sorted(rules.lexicon.words, key=lambda w: (len(w), w))
    for x in LETTERS:
        low = x.lower()
        for word in (w for w in words if 3 <= len(w) <= 5 and w[1:].count(low) >= 2):
            above = next(
                (y for y in LETTERS.lower() if y + word[0] in rules.lexicon.words and y + low in rules.lexicon.words),
                None,
            )
            if above is not None:
                break
        else:
            continue
        copies = [i for i, ch in enumerate(word) if ch == low and i > 0]
        regular = [*word.upper()]
        regular.remove(x)
        rack = rack_of(rules, regular)
        for order, copy in (("first", copies[0]), ("second", copies[1])):
            down = [(8, 2, above.upper()), (8, 2 + copy, above.upper())]
            yield (
                f"{word.upper()} across row 9 with {' '.join(rack)} *, {above.upper()} over its first letter "
                f"and its {order} {x}",
                crafted(rules, down, [*rack, FREE]),
            )


def rack_of(rules: ZigZaggle, letters: list[str]) -> list[str]:
    """Tiles for `letters`, each of the first colour the letter set still holds."""
    held = Counter(rules.tile_counts)
    rack = []
    for letter in letters:
        tile = next(f"{letter}{tint}" for tint in "gbry" if held[f"{letter}{tint}"] > 0)
        held[tile] -= 1
        rack.append(tile)
    return rack


def trimmed(rules: ZigZaggle, seen: ZZState, regular: int = 4) -> ZZState:
    """The position with the rack cut down to its first `regular` regular tiles and one Free letter
    (the rest laid aside), small enough for `brute_best`."""
    rack = seen.racks[seen.turn]
    kept = [t for t in rack.tiles if t != FREE][:regular] + [FREE] * (FREE in rack.tiles)
    racks = tuple(Bag.of(kept) if s == seen.turn else r for s, r in enumerate(seen.racks))
    return replace(seen, racks=racks)


def crafted(rules: ZigZaggle, down: list[tuple[int, int, str]], rack: list[str]) -> ZZState:
    """Ann to play the West runway with `rack`, the board holding only the letters `down` (row,
    column, letter; red tiles, so that no word through them is a flush)."""
    state = rules.initial(("Ann", "Bob"))
    letters = [list(row) for row in state.letters]
    colours = [list(row) for row in state.colours]
    for r, c, letter in down:
        letters[r][c], colours[r][c] = letter, "r"
    regular = [tile for tile in rack if tile != FREE]
    return replace(
        state,
        racks=(Bag.of(rack), Bag.of(["Ab", "Eg"])),
        bag=state.bag.take([*regular, "Ab", "Eg"]),
        dealt=True,
        turning=False,
        letters=tuple("".join(row) for row in letters),
        colours=tuple("".join(row) for row in colours),
    )
