"""Zig Zaggle positions and searches that share none of the computer player's shortcuts: seeded mid-game
positions, crafted ones (a letter needed twice, letters above a runway), and two exhaustive searches of the
best play (one over the plain generator, one over every word of the list, square by square). The test suite
checks the computer player against them on a few positions; bench/ checks them all."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Collection, Iterator
from dataclasses import replace
from functools import lru_cache

from ..bots.zig_zaggle import best_play, choose
from ..engine.errors import IllegalAction
from ..engine.kinds import rules_class
from ..engine.lexicon import common_words
from ..engine.ruleset import find
from ..engine.tiles import Bag
from ..games.zig_zaggle import EMPTY, FREE, LETTERS, ZigZaggle, ZZState
from ..games.zig_zaggle.actions import ZZAction, play_of
from ..games.zig_zaggle.wordgen import Generator

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


def whole_list_choice(rules: ZigZaggle, seen: ZZState, rng: random.Random) -> ZZAction:
    """The best-scoring play of the whole word list, words a family table leaves out included (normal's
    choice before it kept to the words a family knows): the positions stay those the checks were written
    against."""
    best = best_play(rules, seen, spoken=False) if seen.window is None else None
    return choose(rules, seen, rng) if best is None else play_of(best[0])


def exhaustive_best(rules: ZigZaggle, seen: ZZState) -> int | None:
    """The best score of any legal play a computer may make (no word a family table leaves out), or None:
    the plain generator (one-sided, no search restricted to the area in play, a Free letter for any letter,
    no bound), every placement checked by `examine`, and every choice of tile colours from the rack scored
    word by word."""
    generator = rules.generator(spoken=True)
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
        options: list[tuple[str, str | None]]
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


def free_letter_crossed_positions(rules: ZigZaggle) -> Iterator[tuple[str, ZZState]]:
    """For each letter X: a short word holding X twice, to be laid across row 9 of the West runway from its
    take-off line (ZZ-P5) from a rack one X short with a Free letter (red tiles: no flush), under two
    letters down in row 8, each making a two-letter word down (a family's word where one is): a plain
    one over the word's first square, so that the search through the line starts there, and a Free
    letter over the last copy of X, so that the rack's Free letter may not go on that copy (ZZ-W3),
    only on an earlier one."""
    words = sorted(rules.lexicon.words, key=lambda w: (len(w), w))
    family = common_words()
    firsts = sorted(LETTERS.lower(), key=lambda y: y not in "aeiou")
    for x in LETTERS:
        low = x.lower()
        for word in (w for w in words if 3 <= len(w) <= 5 and w[1:].count(low) >= 2):
            # the two-letter words down are words a family knows where there are such
            over = [
                next((y for y in sorted(firsts, key=lambda y: y + ch not in family) if y + ch in words), None)
                for ch in (word[0], low)
            ]
            if None not in over:
                break
        else:
            continue
        later = word.rindex(low)
        first, free = (letter.upper() for letter in over if letter is not None)
        regular = [*word.upper()]
        regular.remove(x)
        rack = rack_of(rules, regular, tints="rybg")  # no flush on the green runway
        yield (
            f"{word.upper()} across row 9 with {' '.join(rack)} *, {first} over its first letter, "
            f"a Free {free} over its last {x}",
            crafted(rules, [(8, 0, first), (8, later, free)], [*rack, FREE], free={(8, later)}),
        )


def rack_of(rules: ZigZaggle, letters: list[str], tints: str = "gbry") -> list[str]:
    """Tiles for `letters`, each of the first colour in `tints` the letter set still holds."""
    held = Counter(rules.tile_counts)
    rack = []
    for letter in letters:
        tile = next(f"{letter}{tint}" for tint in tints if held[f"{letter}{tint}"] > 0)
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


def crafted(
    rules: ZigZaggle, down: list[tuple[int, int, str]], rack: list[str], free: Collection[tuple[int, int]] = ()
) -> ZZState:
    """Ann to play the West runway with `rack`, the board holding only the letters `down` (row,
    column, letter; red tiles, so that no word through them is a flush, or Free letters on the squares
    `free`)."""
    state = rules.initial(("Ann", "Bob"))
    letters = [list(row) for row in state.letters]
    colours = [list(row) for row in state.colours]
    for r, c, letter in down:
        letters[r][c], colours[r][c] = letter, FREE if (r, c) in free else "r"
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
