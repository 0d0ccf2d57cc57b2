"""The crossword move generator (games/zig_zaggle/wordgen.py): every move it finds is legal, and it finds them all.

Small boards and a small word list are checked against a brute-force search that tries every
filling of every stretch of every line, so the anchor and cross-check machinery has to agree with
the plain definition of a legal move.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlorgames.engine.lexicon import Lexicon, default_lexicon
from parlorgames.games.zig_zaggle import wordgraph
from parlorgames.games.zig_zaggle.wordgen import Ceiling, Generator, Position, WordGraph, graph_for, reverse_graph_for

WORDS = (
    "at ta tan ant ants cat cats act scat taco coat oat oats eat tea seat east sea as so to ton not note tone stone "
    "onset cone once scone ace aces case"
).split()
VALUES = {letter: 1 + (ord(letter) - 65) % 4 for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"}
LEXICON = Lexicon(WORDS)
UPPER = {w.upper() for w in WORDS}


def position(
    rows: list[str], wild: set[tuple[int, int]] = frozenset(), blocked: set[tuple[int, int]] = frozenset()
) -> Position:
    letters = [[None if ch == "." else ch for ch in row] for row in rows]
    open_ = [[letters[r][c] is None and (r, c) not in blocked for c in range(len(rows[0]))] for r in range(len(rows))]
    return Position(letters, frozenset(wild), open_, (len(rows) // 2, len(rows[0]) // 2))


def words_made(pos: Position, placed) -> list[tuple[str, int]]:
    """(word, wild tiles in it) for every word of 2+ letters through a new tile."""
    grid = [list(row) for row in pos.letters]
    wild = set(pos.wild)
    for r, c, letter, is_wild in placed:
        grid[r][c] = letter
        if is_wild:
            wild.add((r, c))
    out = set()
    for r, c, _, _ in placed:
        for dr, dc in ((0, 1), (1, 0)):
            rr, cc = r, c
            while rr - dr >= 0 and cc - dc >= 0 and grid[rr - dr][cc - dc] is not None:
                rr, cc = rr - dr, cc - dc
            cells = []
            while rr < len(grid) and cc < len(grid[0]) and grid[rr][cc] is not None:
                cells.append((rr, cc))
                rr, cc = rr + dr, cc + dc
            if len(cells) >= 2:
                out.add(("".join(grid[a][b] for a, b in cells), sum(1 for p in cells if p in wild), tuple(cells)))
    return [(w, n) for w, n, _ in out]


def brute_force(pos: Position, rack: str, wilds: int, cap: int = 99, words: set[str] = UPPER) -> set[frozenset]:
    """Every legal placement, found the slow way: each stretch of each line, each filling."""
    found = set()
    height, width = pos.height, pos.width
    empty_board = pos.empty()
    lines = [[(r, c) for c in range(width)] for r in range(height)] + [
        [(r, c) for r in range(height)] for c in range(width)
    ]
    pool = list(rack) + ["?"] * wilds
    for line in lines:
        for start in range(len(line)):
            for end in range(start + 1, len(line)):
                cells = line[start : end + 1]
                before = line[start - 1] if start else None
                after = line[end + 1] if end + 1 < len(line) else None
                if any(p is not None and pos.letters[p[0]][p[1]] is not None for p in (before, after)):
                    continue
                holes = [p for p in cells if pos.letters[p[0]][p[1]] is None]
                if not holes or any(not pos.open[r][c] for r, c in holes) or len(holes) > len(pool):
                    continue
                for tiles in set(itertools.permutations(pool, len(holes))):
                    choices = [[(t, False)] if t != "?" else [(x, True) for x in "ACENOST"] for t in tiles]
                    for filling in itertools.product(*choices):
                        placed = tuple((r, c, letter, w) for (r, c), (letter, w) in zip(holes, filling))
                        if empty_board and pos.start not in holes:
                            continue
                        if not empty_board and not any(
                            0 <= r + dr < height and 0 <= c + dc < width and pos.letters[r + dr][c + dc] is not None
                            for r, c, _, _ in placed
                            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
                        ):
                            continue
                        made = words_made(pos, placed)
                        if made and all(w in words and n <= cap for w, n in made):
                            found.add(frozenset(placed))
    return found


def generated(gen: Generator, pos: Position, rack: str, wilds: int) -> set[frozenset]:
    moves = gen.moves(pos, rack, wilds)
    as_sets = [frozenset(m.placed) for m in moves]
    assert len(as_sets) == len(set(as_sets)), "no move is found twice"
    return set(as_sets)


BOARDS = [
    [".....", ".....", ".....", ".....", "....."],
    [".....", ".....", ".CAT.", ".....", "....."],
    [".....", "..O..", ".CAT.", "..T..", "....."],
    ["S....", "E....", "A.TO.", "T....", "....."],
]


@pytest.mark.parametrize("rows", BOARDS)
@pytest.mark.parametrize("rack,wilds", [("STAN", 0), ("SEO", 1), ("CT", 2)])
def test_generator_finds_exactly_the_legal_moves(rows, rack, wilds):
    pos = position(rows)
    plain = Generator(WordGraph.build(WORDS), VALUES)
    assert generated(plain, pos, rack, wilds) == brute_force(pos, rack, wilds)


@pytest.mark.parametrize("rows", BOARDS[1:])
def test_two_sided_search_for_wild_tiles_finds_the_same_moves(rows):
    pos = position(rows)
    one_sided = Generator(graph_for(LEXICON), VALUES, wild_per_word=1)
    two_sided = Generator(graph_for(LEXICON), VALUES, wild_per_word=1, reverse_graph=reverse_graph_for(LEXICON))
    for rack, wilds in (("SEO", 1), ("NT", 2), ("A", 1)):
        assert generated(two_sided, pos, rack, wilds) == generated(one_sided, pos, rack, wilds)


def test_wild_tiles_per_word_are_capped():
    pos = position([".....", ".....", ".CAT.", ".....", "....."], wild={(2, 2)})
    capped = Generator(WordGraph.build(WORDS), VALUES, wild_per_word=1)
    moves = generated(capped, pos, "SO", 2)
    assert moves == brute_force(pos, "SO", 2, cap=1)
    assert frozenset({(2, 4, "S", False)}) in moves
    assert frozenset({(2, 4, "S", True)}) not in moves, "CATS would hold two wild tiles"


@pytest.mark.parametrize(
    "rows,wild",
    [
        ([".....", "..O..", ".CAT.", "..T..", "....."], {(1, 2)}),
        (["S....", "E....", "A.TO.", "T....", "....."], {(2, 2), (1, 0)}),
    ],
)
def test_two_wild_tiles_a_word_are_counted_word_by_word(rows, wild):
    """With two wild tiles allowed a word, a tile may be wild where its cross word already holds
    one: the search's look at the next square counts the main word and the cross word apart."""
    pos = position(rows, wild=wild)
    capped = Generator(WordGraph.build(WORDS), VALUES, wild_per_word=2)
    for rack, wilds in (("SO", 2), ("T", 2), ("", 2)):
        assert generated(capped, pos, rack, wilds) == brute_force(pos, rack, wilds, cap=2)


def test_scores_count_main_and_cross_words_with_wild_tiles_free():
    pos = position([".....", ".....", ".CAT.", ".....", "....."])
    gen = Generator(WordGraph.build(WORDS), VALUES)
    by_tiles = {frozenset(m.placed): m for m in gen.moves(pos, "S", 1)}
    cats = by_tiles[frozenset({(2, 4, "S", False)})]
    assert cats.word == "CATS" and cats.score == sum(VALUES[x] for x in "CATS")
    wild_cats = by_tiles[frozenset({(2, 4, "S", True)})]
    assert wild_cats.score == sum(VALUES[x] for x in "CAT")
    crossing = gen.moves(position([".....", "..A..", "..T..", ".....", "....."]), "TACO", 0)
    taco = next(m for m in crossing if m.word == "TACO" and m.row == 0)
    assert taco.col == 0 and taco.score == sum(VALUES[x] for x in "TACO") + sum(VALUES[x] for x in "CAT")


def test_first_move_covers_the_start_and_blocked_squares_stay_empty():
    pos = position(["....", "....", "....", "...."], blocked={(2, 1)})
    gen = Generator(WordGraph.build(WORDS), VALUES)
    moves = gen.moves(pos, "CATS", 0)
    assert moves and all(any((r, c) == pos.start for r, c, _, _ in m.placed) for m in moves)
    assert all((2, 1) not in {(r, c) for r, c, _, _ in m.placed} for m in moves)


def test_anchors_in_keeps_moves_starting_there_and_spare_wilds_skips_dominated_ones():
    pos = position([".....", ".....", ".CAT.", ".....", "....."])
    gen = Generator(WordGraph.build(WORDS), VALUES)
    everything = gen.moves(pos, "SO", 1)
    right = gen.moves(pos, "SO", 1, anchors_in={(2, 4)})
    assert right and all((2, 4) in {(r, c) for r, c, _, _ in m.placed} for m in right)
    assert len(right) < len(everything)
    spare = gen.moves(pos, "SO", 1, spare_wilds=True)
    assert not any(w and letter in "SO" for m in spare for _, _, letter, w in m.placed)
    best = max(m.score for m in everything)
    assert max(m.score for m in spare) == best


def test_graph_is_built_once_per_word_list():
    assert graph_for(LEXICON) is graph_for(Lexicon(WORDS))
    graph = graph_for(LEXICON)
    assert graph.is_word("SCONE") and not graph.is_word("SCON") and not graph.is_word("")
    assert reverse_graph_for(LEXICON).is_word("ENOCS")


def test_the_shipped_graphs_are_the_shipped_word_list():
    lexicon = default_lexicon()
    forward, backward = graph_for(lexicon), reverse_graph_for(lexicon)
    assert (forward, backward) == wordgraph._shipped(), "the data file was built from this word list"
    words = sorted(lexicon.words)
    assert all(forward.is_word(w) and backward.is_word(w[::-1]) for w in words[::97])
    assert not any(
        forward.is_word(w + "q") or forward.is_word(w[:-1] + "x" * 2) for w in words[::997] if w + "q" not in lexicon
    )


def test_words_added_to_a_graph_leave_every_other_word_as_it_was():
    """Shared suffixes are copied, never edited: CATX added must not make BATX a word (CAT and BAT
    share their T in a minimal graph)."""
    graph = WordGraph.build(["cat", "cats", "bat", "bats", "rat", "at"])
    added = ["catx", "ba", "rats", "batsman", "c", "cats"]
    grown = graph.with_words(added)
    assert grown is not None
    assert list(grown.words()) == sorted(
        {"CAT", "CATS", "BAT", "BATS", "RAT", "AT", "CATX", "BA", "RATS", "BATSMAN", "C"}
    )
    assert list(graph.words()) == ["AT", "BAT", "BATS", "CAT", "CATS", "RAT"], "the graph added to is unchanged"
    assert WordGraph.build(["cat"]).with_words(["dog"]) is None, "no word begins with D: the root cannot grow"


@given(
    st.lists(st.text("ABCDEST", min_size=1, max_size=7), min_size=1, max_size=30),
    st.lists(st.text("ABCDEST", min_size=1, max_size=7), max_size=10),
)
@settings(max_examples=60, deadline=None)
def test_a_graph_with_words_added_spells_exactly_both_lists(words, added):
    grown = WordGraph.build(words).with_words(added)
    if grown is not None:
        assert list(grown.words()) == sorted(set(words) | set(added))
    else:
        assert any(word[0] not in {w[0] for w in words} for word in added)


def test_house_words_on_the_shipped_list_are_added_to_its_graphs():
    lexicon = default_lexicon().with_house_words(["zqxjv", "grandmama"])
    forward, backward = graph_for(lexicon), reverse_graph_for(lexicon)
    assert forward.is_word("ZQXJV") and backward.is_word("VJXQZ") and forward.is_word("GRANDMAMA")
    shipped = graph_for(default_lexicon())
    assert not shipped.is_word("ZQXJV") and not forward.is_word("ZQXJ")
    words = sorted(default_lexicon().words)
    assert all(forward.is_word(w) and backward.is_word(w[::-1]) for w in words[::97])
    assert len(forward.cells) < len(shipped.cells) + 200, "a few nodes a word, not a second graph"


def test_house_words_are_built_into_a_graph_of_their_own():
    house = Lexicon(WORDS, house_words=["zax"])
    forward = graph_for(house)
    assert forward.is_word("ZAX") and reverse_graph_for(house).is_word("XAZ") and forward.is_word("SCONE")
    assert not graph_for(LEXICON).is_word("ZAX")
    assert list(forward.words()) == sorted({w.upper() for w in WORDS} | {"ZAX"})


def test_a_graph_survives_packing_and_unpacking():
    forward, backward = WordGraph.build(WORDS), WordGraph.build(w[::-1] for w in WORDS)
    digest, again, back = wordgraph.unpack(wordgraph.pack(forward, backward, bytes(32)))
    assert digest == bytes(32) and again.cells == forward.cells and back.cells == backward.cells
    with pytest.raises(ValueError):
        wordgraph.unpack(b"not a graph")


@settings(derandomize=True, max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_random_racks_on_random_boards_match_brute_force(seed):
    rng = random.Random(seed)
    pos = position(rng.choice(BOARDS))
    rack = "".join(rng.sample("ACENOSTT", rng.randint(1, 4)))
    wilds = rng.randint(0, 1)
    gen = Generator(graph_for(LEXICON), VALUES, wild_per_word=1, reverse_graph=reverse_graph_for(LEXICON))
    assert generated(gen, pos, rack, wilds) == brute_force(pos, rack, wilds, cap=1)


REPEATS = ("at ta to so as tat tats tot tots oat oats otto stat stats sot sat toast stoat").split()


def spare_moves(pos: Position, rack: str, wilds: int, cap: int, words: set[str]) -> set[frozenset]:
    """The legal moves a generator with spare wild tiles must find, by brute force: those whose wild
    tiles stand only for letters the rack has run out of (each on any copy of its letter)."""
    held = Counter(rack)
    wanted = set()
    for move in brute_force(pos, rack, wilds, cap, words):
        needed = Counter(letter for _, _, letter, _ in move)
        wild_for = Counter(letter for _, _, letter, wild in move if wild)
        if all(wild_for[x] == max(0, needed[x] - held[x]) for x in needed):
            wanted.add(move)
    return wanted


@pytest.mark.parametrize(
    "rows,wild",
    [
        ([".....", "..A..", ".....", ".....", "....."], {(1, 2)}),  # the earlier copy in the left part
        ([".....", "A.A..", ".....", ".....", "....."], {(1, 2)}),  # the earlier copy on the first anchor
        (["....A", ".....", ".....", ".....", "....."], {(0, 4)}),
    ],
)
def test_a_spare_wild_tile_stands_on_an_earlier_copy_when_the_later_one_may_not_take_it_ZZ_W3(rows, wild):
    """TOT from O, T and a wild tile under a wild A: the later T's cross word AT holds a wild tile
    already, so the wild tile goes on the earlier T, which a search laying the rack's copies first
    reaches before the rack runs out of T's."""
    pos = position(rows, wild)
    lexicon = Lexicon(REPEATS)
    for rack in ("OT", "OTS"):
        wanted = spare_moves(pos, rack, 1, 1, {w.upper() for w in REPEATS})
        copies = [[w for _, _, x, w in sorted(move) if x == "T"] for move in wanted]
        assert [True, False] in copies, "some move holds its wild tile on the earlier T and the rack's T on the later"
        for reverse in (None, reverse_graph_for(lexicon)):
            gen = Generator(graph_for(lexicon), VALUES, wild_per_word=1, reverse_graph=reverse)
            assert {frozenset(m.placed) for m in gen.moves(pos, rack, 1, spare_wilds=True)} == wanted


@pytest.mark.parametrize("keep,margin", [(1, None), (3, None), (5, 2)])
def test_a_ceiling_keeps_every_move_that_can_be_among_the_best(keep, margin):
    """Scored the way the ceiling allows (letters, plus a bonus when the main word starts or ends on
    an edge square), every move among the `keep` best and within `margin` of the best is kept, in
    the order found; moves with a wild tile that cannot be are dropped."""
    two_sided = Generator(graph_for(LEXICON), VALUES, wild_per_word=1, reverse_graph=reverse_graph_for(LEXICON))
    edge = frozenset({(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)})
    ceiling = Ceiling(keep, margin, extra=1, bonus=5, edge=edge, cross=lambda r, c, across: (2, False))

    def score(move):
        end = (move.row, move.col + len(move.word) - 1) if move.across else (move.row + len(move.word) - 1, move.col)
        return move.score + 1 + (5 if (move.row, move.col) in edge or end in edge else 0)

    dropped = 0
    for rows in BOARDS:  # the empty board too: its moves come from graphs of only the words that may be wanted
        pos = position(rows)
        for rack, wilds in (("SEO", 1), ("NT", 2), ("CAT", 1), ("TONE", 1)):
            everything = two_sided.moves(pos, rack, wilds, spare_wilds=True)
            kept = two_sided.moves(pos, rack, wilds, spare_wilds=True, ceiling=ceiling)
            assert kept == [m for m in everything if m in kept], "the same moves, in the same order"
            ranked = sorted((score(m) for m in everything), reverse=True)
            floor = (
                max(ranked[min(keep, len(ranked)) - 1], ranked[0] - (margin if margin is not None else ranked[0]))
                if ranked
                else 0
            )
            assert [m for m in everything if score(m) >= floor] == [m for m in kept if score(m) >= floor]
            assert all(any(w for *_, w in m.placed) for m in everything if m not in kept), (
                "only moves with a wild tile are dropped"
            )
            dropped += len(everything) - len(kept)
    assert dropped > 0


def test_an_opening_searches_only_the_words_that_may_be_wanted():
    """On an empty board the words with a wild tile that cannot reach the floor are never searched:
    a rack with the letters of the best word keeps it, and the long words out of reach go."""
    gen = Generator(graph_for(LEXICON), VALUES, wild_per_word=1, reverse_graph=reverse_graph_for(LEXICON))
    pos = position([".......", ".......", ".......", ".......", ".......", ".......", "......."])
    ceiling = Ceiling(1, None, extra=0, bonus=0, edge=frozenset(), cross=lambda r, c, across: (1, False))
    everything = gen.moves(pos, "STONE", 1, spare_wilds=True)
    kept = gen.moves(pos, "STONE", 1, spare_wilds=True, ceiling=ceiling)
    best = max(m.score for m in everything)
    assert kept == [m for m in everything if m in kept]
    assert [m for m in everything if m.score == best] == [m for m in kept if m.score == best]
    assert len(kept) < len(everything) and all(m.score >= 0 for m in kept)
    assert {m.word for m in kept if any(w for *_, w in m.placed)} < {
        m.word for m in everything if any(w for *_, w in m.placed)
    }


def test_the_heaviest_way_on_bounds_every_word():
    graph = WordGraph.build(WORDS)
    values = tuple(VALUES[letter] for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert graph.bound_tables((1,) * 26)[0][WordGraph.ROOT] == max(len(w) for w in WORDS)
    heaviest, lengths = graph.bound_tables(values)
    assert heaviest[WordGraph.ROOT] == max(sum(VALUES[x] for x in w.upper()) for w in WORDS)
    node = graph.walk("SC")
    assert heaviest[node] == max(sum(VALUES[x] for x in w.upper()[2:]) for w in WORDS if w.upper().startswith("SC"))
    for prefix in ("", "S", "SC", "CAT", "STON"):
        node = graph.walk(prefix)
        wanted = {len(w) - len(prefix) for w in WORDS if w.upper().startswith(prefix)}
        assert {k for k in range(64) if lengths[node] >> k & 1} == wanted


def test_lengths_past_the_longest_known_are_one_bit():
    graph = WordGraph.build(["a" * 70, "ab"])
    _, lengths = graph.bound_tables((1,) * 26)
    assert lengths[WordGraph.ROOT] == (1 << 2) | (1 << wordgraph.LONGEST_KNOWN)
    assert wordgraph.fold_lengths(1 << 70 | 1 << 3) == (1 << wordgraph.LONGEST_KNOWN) | (1 << 3)


def test_a_left_part_is_kept_while_a_longer_one_may_end_on_an_edge_square():
    """SHEAVE reaches the edge square (bonus 50) only with the left part SH; EAZ, found first, sets a
    floor above anything the left part S could score without the bonus. The bound must allow for
    the left part growing, which moves the word's end (`_Limit.left_most`)."""
    values = {letter: 1 for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"} | {"Z": 10}
    graph = WordGraph.build(["sheave", "eaz"])
    gen = Generator(graph, values)
    pos = position(["...A.."])
    edge = frozenset({(0, 5)})

    def best(moves):
        return max(m.score + (50 if (m.row, m.col + len(m.word) - 1) in edge else 0) for m in moves)

    ceiling = Ceiling(
        1,
        None,
        0,
        50,
        edge,
        lambda r, c, across: (1, False),
        lambda r, across: [(c, 1, 0) for c in range(6 if across else 1)],
    )
    everything = gen.moves(pos, "SHEVEZ")
    assert best(everything) == 56 and best(gen.moves(pos, "SHEVEZ", ceiling=ceiling)) == 56
