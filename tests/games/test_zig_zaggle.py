"""Zig Zaggle, rule by rule (docs/rules/zig-zaggle.md), with the seed sheet's examples (SAME = 24, HAND)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlorgames.bots.zig_zaggle import answer_challenge, best_play, candidate_moves, choose
from parlorgames.engine.errors import ActionError, IllegalAction, MalformedAction
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find, thaw
from parlorgames.engine.scoring import length_multiplier
from parlorgames.engine.simulate import play_out
from parlorgames.engine.tiles import HIDDEN, Bag
from parlorgames.games.zig_zaggle import EMPTY, FREE, ZigZaggle, ZZState
from parlorgames.games.zig_zaggle.moves import play_action

START = (9, 11)


def rules(variant: str = "referee") -> ZigZaggle:
    ruleset = find("zig-zaggle")
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))  # type: ignore[return-value]


def tiles_of(spec: str) -> list[str]:
    """'Sb Ab *' → ['Sb', 'Ab', '*']."""
    return spec.split()


def table(r: ZigZaggle, racks: list[str], turn: int = 0, runway: int = 0, names=("Ann", "Bob")) -> ZZState:
    """A dealt game with chosen racks (taken from the bag), `turn` to play and `runway` current."""
    state = r.initial(tuple(names))
    dealt = [tiles_of(rack) for rack in racks]
    regular = [t for rack in dealt for t in rack if t != FREE]
    bag = state.bag.take(regular)
    closed = tuple((rw.name, None) for rw in r.runways[:runway])
    return replace(
        state, racks=tuple(Bag.of(rack) for rack in dealt), bag=bag, dealt=True, turn=turn, runway=runway, closed=closed
    )


def lay(state: ZZState, row: int, col: int, across: bool, word: str, colour: str = "g") -> ZZState:
    """Words already on the board (colour initial per letter, or one for all; '*' a Free letter)."""
    letters = [list(x) for x in state.letters]
    colours = [list(x) for x in state.colours]
    tints = colour if len(colour) == len(word) else colour * len(word)
    for i, (letter, tint) in enumerate(zip(word, tints)):
        r, c = (row, col + i) if across else (row + i, col)
        letters[r][c] = letter
        colours[r][c] = tint
    return replace(state, letters=tuple("".join(x) for x in letters), colours=tuple("".join(x) for x in colours))


def play(r: ZigZaggle, state: ZZState, row: int, col: int, across: bool, word: str, tiles: str) -> ZZState:
    """Play `word` from (row, col), laying the listed tiles on its empty squares in order."""
    return r.apply(state, action(state, row, col, across, word, tiles))


def action(state: ZZState, row: int, col: int, across: bool, word: str, tiles: str) -> dict:
    given_tiles = iter(tiles_of(tiles))
    out = []
    for i, letter in enumerate(word):
        r, c = (row, col + i) if across else (row + i, col)
        if state.letters[r][c] == EMPTY:
            out.append([r, c, letter, next(given_tiles)])
    return {"type": "play", "tiles": out}


def conserved(r: ZigZaggle, state: ZZState) -> None:
    """Every regular letter is in the bag, on a rack, on the board or going back; Free letters likewise."""
    regular = Counter(state.bag.tiles)
    for rack in state.racks:
        regular.update(t for t in rack.tiles if t != FREE)
    regular.update(state.returning)
    board_free = 0
    for letters, colours in zip(state.letters, state.colours):
        for letter, colour in zip(letters, colours):
            if colour == FREE:
                board_free += 1
            elif letter != EMPTY:
                regular[letter + colour] += 1
    assert regular == Counter(r.tile_counts), "regular letters are conserved"
    assert sum(r.tile_counts.values()) == 120
    in_racks = sum(rack.tiles.count(FREE) for rack in state.racks)
    aside = r.free_total - r.free_each * len(state.names)
    assert in_racks + board_free + aside == 12, "Free letters are conserved"


# --- equipment -------------------------------------------------------------------------------------


def test_120_letters_in_four_colours_with_values_and_12_free_ZZ_E1():
    r = rules()
    assert sum(r.tile_counts.values()) == 120
    per_colour = Counter()
    for tile, n in r.tile_counts.items():
        per_colour[tile[1]] += n
    assert per_colour == {"g": 30, "b": 30, "r": 30, "y": 30}
    assert set(r.values) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    assert r.tile_counts["Zy"] == 1 and r.free_total == 12


def test_board_has_four_runways_shaded_overlaps_take_off_rows_and_start_10_ZZ_E2():
    r = rules()
    assert [(rw.title, rw.colour, rw.bonus) for rw in r.runways] == [
        ("Green West", "green", 20),
        ("Blue East", "blue", 30),
        ("Red North", "red", 40),
        ("Yellow South", "yellow", 50),
    ]
    assert r.start == START and r.square(START).centre
    assert len(r.area["south"]) > len(r.area["north"]), "South is the long runway"
    shared = {
        (a, b): r.area[a] & r.area[b]
        for a in ("west", "east", "north", "south")
        for b in ("west", "east", "north", "south")
        if a < b
    }
    assert {k for k, v in shared.items() if v} == {
        ("north", "west"),
        ("east", "north"),
        ("east", "south"),
        ("south", "west"),
    }
    assert all(len(v) == 9 for v in shared.values() if v)
    assert r.take_off_cells["west"] == {(row, 0) for row in range(7, 12)}
    assert r.take_off_cells["south"] == {(27, col) for col in range(9, 14)}
    assert not r.square((0, 0)).real


# --- words -----------------------------------------------------------------------------------------


def test_words_must_be_in_the_dictionary_with_the_referee_ZZ_W1():
    r = rules("referee")
    state = table(r, ["Cg Ag Xb Tg Ab Eb Sb Rg Ng * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    with pytest.raises(IllegalAction, match="ZZ-W1: not in the word list: CAX"):
        play(r, state, 9, 10, True, "CAX", "Cg Ag Xb")
    after = play(r, state, 9, 10, True, "CAT", "Cg Ag Tg")
    assert after.letters[9][10:13] == "CAT"
    assert [
        {k: v for k, v in row.items() if k != "definition"} for row in r.lookup(["cat", "cax", "a", "rock-n-roll"])
    ] == [
        {"term": "cat", "valid": True, "reason": "in the word list"},
        {"term": "cax", "valid": False, "reason": "not in the word list"},
        {"term": "a", "valid": False, "reason": "too short (words have 2+ letters)"},
        {"term": "rock-n-roll", "valid": False, "reason": "contains a hyphen or apostrophe"},
    ]


def test_tournament_only_words_are_refused_unless_the_table_adds_them_ZZ_W1():
    """QI, ZA and XU are tournament words, foreign or abbreviations to a standard dictionary: the
    default list refuses them, a table that adds them as house words plays them."""
    ruleset = find("zig-zaggle")
    house = rules_class(ruleset.kind)(
        ruleset, ruleset.with_overrides("referee", {"options": {"house_words": ["qi", "za", "xu"]}})
    )
    default = rules("referee")
    assert default.lookup(["qi", "za", "xu"]) == [
        {"term": w, "valid": False, "reason": default.lexicon.verdict(w)[1]} for w in ("qi", "za", "xu")
    ]
    assert all(row["valid"] for row in house.lookup(["qi", "za", "xu"]))
    state = west_game(default, ["Qr Ig Ab Eb Sb Rg Ng Og Tg * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    with pytest.raises(IllegalAction, match="ZZ-W1"):
        play(default, state, 8, 8, True, "QI", "Qr Ig")
    assert play(house, state, 8, 8, True, "QI", "Qr Ig").scores[0] == 10 + 2 + 2 + 3


def test_words_read_across_or_down_in_one_unbroken_line_and_join_the_board_ZZ_W2():
    r = rules()
    state = table(r, ["Cg Ag Tg Ab Eb Sb Rg Ng Og * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    with pytest.raises(IllegalAction, match="ZZ-W2: the letters of a play go in one line"):
        r.apply(state, {"type": "play", "tiles": [[9, 11, "A", "Ag"], [10, 12, "T", "Tg"]]})
    with pytest.raises(IllegalAction, match="ZZ-W2: the letters of a play must make one unbroken word"):
        r.apply(state, {"type": "play", "tiles": [[9, 10, "A", "Ag"], [9, 11, "T", "Tg"], [9, 13, "O", "Og"]]})
    down = play(r, state, 8, 11, False, "CAT", "Cg Ag Tg")
    assert [down.letters[i][11] for i in (8, 9, 10)] == ["C", "A", "T"]
    apart = lay(table(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg"]), 9, 10, True, "CAT")
    with pytest.raises(IllegalAction, match="ZZ-W2: a word must join"):
        play(r, apart, 9, 1, True, "AS", "Ab Sb")


def test_free_letter_stands_for_any_letter_but_once_in_a_word_ZZ_W3():
    r = rules()
    state = table(r, ["Cg Ag Tg Ab Eb Sb Rg Ng Og * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    after = play(r, state, 9, 10, True, "CAT", "Cg * Tg")
    assert after.letters[9][10:13] == "CAT" and after.colours[9][10:13] == "g*g"
    assert after.scores[0] == 4 + 0 + 3 + 10, "a Free letter scores nothing"
    with pytest.raises(IllegalAction, match="ZZ-W3: CAT would hold 2 Free letters"):
        play(r, state, 9, 10, True, "CAT", "* * Tg")
    with pytest.raises(IllegalAction, match="ZZ-W3: the tile Ag cannot be played as O"):
        r.apply(state, {"type": "play", "tiles": [[9, 11, "O", "Ag"], [9, 12, "X", "*"]]})
    dealt = r.apply(
        r.initial(("Ann", "Bob", "Cat")), r.sample_chance(r.initial(("Ann", "Bob", "Cat")), random.Random(1))
    )
    assert [rack.tiles.count(FREE) for rack in dealt.racks] == [3, 3, 3]
    assert "3 Free letters are laid aside" in dealt.events[0]


# --- play ------------------------------------------------------------------------------------------


def test_racks_of_nine_plus_three_free_and_the_z_starts_ZZ_P1():
    r = rules()
    state = r.initial(("Ann", "Bob", "Cat"))
    deal = {
        "type": "deal",
        "racks": [
            tiles_of("Ag Eg Ig Og Ug Tg Rg Sg Ng"),
            tiles_of("Zy Eb Ib Ob Ub Tb Rb Sb Nb"),
            tiles_of("Yr Er Ir Or Ur Tr Rr Sr Nr"),
        ],
    }
    dealt = r.apply(state, deal)
    assert [len(rack) for rack in dealt.racks] == [12, 12, 12]
    assert dealt.turn == 1 and "holds the Z" in dealt.events[1]
    no_z = {
        "type": "deal",
        "racks": [
            tiles_of("Ag Eg Ig Og Ug Tg Rg Sg Ng"),
            tiles_of("Ab Eb Ib Ob Ub Tb Rb Sb Nb"),
            tiles_of("Yr Er Ir Or Ur Tr Rr Sr Nr"),
        ],
    }
    assert r.apply(state, no_z).turn == 2, "Y is the letter nearest Z"
    assert r.is_setup(deal) and r.is_chance(state)
    first = replace(dealt, turn=0)
    with pytest.raises(IllegalAction, match="ZZ-P1: the first word must cross the centre square"):
        play(r, first, 8, 1, True, "AT", "Ag Tg")
    started = play(r, first, 9, 10, True, "SEA", "Sg Eg Ag")
    assert started.scores[0] == 3 + 2 + 2 + 10
    assert "Start 10" in " ".join(started.events)


def test_draw_back_up_to_twelve_with_regular_letters_ZZ_P2():
    r = rules()
    state = table(r, ["Cg Ag Tg Ab Eb Sb Rg Ng Og * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    after = play(r, state, 9, 10, True, "CAT", "Cg * Tg")
    assert r.is_chance(after) and after.draw_for == 0 and after.draw_count == 3
    drawn = r.apply(after, r.sample_chance(after, random.Random(2)))
    rack = drawn.racks[0]
    assert len(rack) == 12 and rack.tiles.count(FREE) == 2
    assert drawn.turn == 1
    conserved(r, drawn)


def west_game(r: ZigZaggle, racks: list[str]) -> ZZState:
    """West runway in play, with SEAT across the centre."""
    return lay(table(r, racks), 9, 9, True, "SEAT", "gggg")


def test_play_stays_in_the_current_runway_ZZ_P3():
    r = rules()
    state = lay(west_game(r, ["Ug Ng Sb Rg Eg Og Tg Cg Ag * * *", "Ab Eg"]), 9, 14, True, "NO", "bb")
    assert state.runway == 0
    with pytest.raises(IllegalAction, match="ZZ-P3: play is in Green West"):
        play(r, state, 8, 15, False, "SO", "Sb")  # on Blue East only
    west = play(r, state, 9, 7, True, "UNSEAT", "Ug Ng")
    assert west.letters[9][7:13] == "UNSEAT"


def test_word_may_enter_another_runway_only_with_a_letter_in_the_current_one_ZZ_P4():
    r = rules()
    state = lay(table(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg"]), 7, 11, False, "TEA", "ggg")
    with pytest.raises(IllegalAction, match="ZZ-P3: play is in Green West.*ZZ-P4"):
        play(r, state, 4, 11, False, "OATTEA", "Og Ag Tg")  # all three new letters on Red North
    into_north = lay(table(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg"]), 7, 8, False, "AT", "gg")
    after = play(r, into_north, 6, 8, True, "SEA", "Sb Eb Ab")  # S on the green/red shaded square, EA on Red North
    assert after.letters[6][8:11] == "SEA"
    assert r.square((6, 8)).runways == ("west", "north") and r.square((6, 9)).runways == ("north",)
    assert after.scores[0] == (3 + 2 + 2) + (3 + 2 + 3), "SEA and SAT"


def _drawn(r: ZigZaggle, state: ZZState) -> ZZState:
    """The draw back up to twelve after a play (ZZ-P2), so the next player is to move."""
    return r.apply(state, r.sample_chance(state, random.Random(0))) if r.is_chance(state) else state


def test_after_the_opening_word_the_centre_is_no_part_of_the_west_runway_ZZ_P3_ZZ_P4():
    """Decided: a play lays a letter in the runway in play; the centre counts only for the opening
    word and the first word after a runway is finished."""
    r = rules()
    opened = _drawn(
        r,
        play(
            r,
            table(r, ["Sg Eg Ag Tg Rg Ng Og Cg Ig * * *", "Ob Ab Ub Nb Eb Ib Rb Lb Db * * *"]),
            9,
            9,
            True,
            "SEAT",
            "Sg Eg Ag Tg",
        ),
    )
    assert opened.turn == 1 and not opened.turning
    with pytest.raises(
        IllegalAction, match=r"ZZ-P3: play is in Green West: lay a letter there or on its shaded squares \(only"
    ):
        play(r, opened, 7, 12, False, "OAT", "Ob Ab")  # O and A in the centre only, growing north of the word
    west = play(r, opened, 9, 7, True, "UNSEAT", "Ub Nb")
    assert west.letters[9][7:13] == "UNSEAT"
    assert r.in_play(opened) == r.area["west"]


def test_the_first_word_after_a_runway_is_finished_may_turn_in_the_centre_ZZ_P3_ZZ_P5():
    r = rules()
    state = lay(
        table(r, ["Cg Ag Tg Ab Eb Sb Rg Ng Og * * *", "Ob Ab Ub Nb Eb Ib Rb Lb Db * * *"]), 9, 1, True, "AT", "gg"
    )
    state = lay(state, 9, 9, True, "SEAT", "gggg")
    taken_off = play(r, state, 9, 0, True, "CAT", "Cg")
    assert taken_off.runway == 1 and taken_off.turning
    turning = _drawn(r, taken_off)
    assert r.in_play(turning) == r.centre | r.area["east"]
    turned = play(r, turning, 7, 12, False, "OAT", "Ob Ab")
    assert not turned.turning and r.in_play(turned) == r.area["east"]


def test_take_off_bonus_once_per_runway_then_play_moves_on_ZZ_P5():
    r = rules()
    state = lay(
        table(r, ["Cg Ag Tg Ab Eb Sb Rg Ng Og * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"]), 9, 1, True, "AT", "gg"
    )
    after = play(r, state, 9, 0, True, "CAT", "Cg")
    assert after.scores[0] == (4 + 2 + 3) * 2 + 20, "CAT is a green flush on the green runway, plus the West bonus"
    assert after.runway == 1 and after.closed == (("west", 0),)
    assert any("take-off line: +20" in e for e in after.events)
    later = replace(after, draw_for=None, draw_count=0, turn=0)
    with pytest.raises(IllegalAction, match="ZZ-P5: Green West is finished"):
        play(r, later, 10, 0, False, "AT", "Ab Tg")
    east = lay(later, 8, 20, True, "AT", "bb")
    reached = play(r, east, 8, 20, True, "ATE", "Eb")
    assert reached.scores[0] == after.scores[0] + (2 + 3 + 2) * 2 + 30, "a blue flush and the East bonus"
    assert reached.runway == 2 and reached.closed == (("west", 0), ("east", 0))


def test_emergency_take_off_after_a_round_of_passes_ZZ_P6():
    r = rules()
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    once = r.apply(state, {"type": "pass"})
    assert once.runway == 0 and once.turn == 1
    twice = r.apply(once, {"type": "pass"})
    assert twice.runway == 1 and twice.closed == (("west", None),) and twice.scores == (0, 0)
    assert any("emergency take-off" in e for e in twice.events)
    south = replace(state, runway=3, closed=(("west", None), ("east", None), ("north", None)))
    over = r.apply(r.apply(south, {"type": "pass"}), {"type": "pass"})
    assert over.finished, "an emergency take-off of the last runway ends the game"


def test_before_the_opening_word_passes_close_no_runway_and_three_rounds_end_the_game_ZZ_P6():
    """An emergency take-off needs a word on the board: passes and exchanges before the opening word
    go round without closing Green West; three full rounds of passes with the board still empty end
    the game, the letters in hand deducted (ZZ-P9)."""
    r = rules()
    state = table(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    for _ in range(4):
        state = r.apply(state, {"type": "pass"})
    assert any("no runway closes before the opening word (ZZ-P6)" in e for e in state.events)
    state = r.apply(state, {"type": "pass"})
    assert state.runway == 0 and state.closed == () and not state.finished and state.turn == 1
    exchanged = _drawn(r, r.apply(state, {"type": "exchange", "tiles": ["Ab"]}))
    assert exchanged.passes == 0 and exchanged.runway == 0, "an exchange starts the count again"
    over = r.apply(state, {"type": "pass"})
    assert over.finished and over.runway == 0 and over.closed == ()
    assert over.scores == (-r.rack_value(state.racks[0]), -r.rack_value(state.racks[1]))
    assert any("3 rounds of passes and still no word on the board: the game ends (ZZ-P6)" in e for e in over.events)
    assert r.result((over,), ()).winners


def test_exchange_any_regular_letters_for_unused_ones_ZZ_P7():
    r = rules()
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    swapped = r.apply(state, {"type": "exchange", "tiles": ["Ab", "Eb"]})
    assert len(swapped.racks[0]) == 10 and swapped.draw_for == 0 and swapped.returning == ("Ab", "Eb")
    drawn = r.apply(swapped, {"type": "draw", "tiles": sorted(swapped.bag.tiles)[:2]})
    assert len(drawn.racks[0]) == 12 and drawn.turn == 1 and "Ab" in drawn.bag
    with pytest.raises(IllegalAction, match="ZZ-P7: Free letters are not exchanged"):
        r.apply(state, {"type": "exchange", "tiles": [FREE]})
    with pytest.raises(IllegalAction, match="ZZ-P7: not on your rack: Zy"):
        r.apply(state, {"type": "exchange", "tiles": ["Zy"]})
    low = replace(state, bag=Bag.of(["Ey"]))
    with pytest.raises(IllegalAction, match="ZZ-P7: only 1 unused letters"):
        r.apply(low, {"type": "exchange", "tiles": ["Ab", "Eb"]})


def test_turn_time_limit_loses_the_turn_ZZ_P8():
    plain = rules("standard")
    state = west_game(plain, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    with pytest.raises(IllegalAction, match="ZZ-P8: this game has no time limit"):
        plain.apply(state, {"type": "timeout"})
    timed = rules("timed")
    assert timed.turn_seconds == 120
    lost = timed.apply(state, {"type": "timeout"})
    assert lost.turn == 1 and lost.racks == state.racks and lost.passes == 1
    assert "ran out of time" in lost.events[0]
    assert {"type": "timeout"} in timed.legal_actions(replace(state, racks=(Bag(), state.racks[1])))


def test_game_ends_at_the_south_take_off_and_letters_in_hand_are_deducted_ZZ_P9():
    r = rules()
    state = table(r, ["Tg Ab Eb Sb Zy * * *", "Ag Eg Ig * * *"], runway=3)
    state = lay(state, 26, 10, False, "A", "y")
    state = lay(state, 25, 10, False, "E", "y")
    over = play(r, state, 25, 10, False, "EAT", "Tg")
    assert over.finished and r.is_over(over) and r.to_move(over) is None
    ann = 2 + 2 + 3 + 50 - (2 + 2 + 3 + 10)
    bob = -(2 + 2 + 2)
    assert over.scores == (ann, bob) and over.deductions == (2 + 2 + 3 + 10, 6)
    outcome = r.result((over,), ())
    assert outcome.winners == (0,) and "deducted (ZZ-P9)" in outcome.reason
    with pytest.raises(IllegalAction, match="ZZ-P9"):
        r.apply(over, {"type": "pass"})


# --- scoring ---------------------------------------------------------------------------------------


def test_every_word_scores_the_total_of_its_letters_ZZ_S1():
    r = rules()
    state = west_game(r, ["Ab Tb Og Ng Rg Cg Ag Eb Sb * * *", "Ab Eg"])
    # NO under the AT of SEAT makes NO across plus the cross words AN and TO.
    after = play(r, state, 10, 11, True, "NO", "Ng Og")
    assert after.scores[0] == (3 + 2) + (2 + 3) + (3 + 2)
    assert "(NO 5, AN 5, TO 5)" in after.events[0]


def test_same_in_blue_on_the_blue_runway_scores_24_ZZ_S2():
    r = rules()
    state = lay(table(r, ["Ab Mb Eb Hb Nb Tg Og Rg Sg * * *", "Ab Eg"], runway=1), 7, 15, False, "US", "bb")
    same = play(r, state, 8, 15, True, "SAME", "Ab Mb Eb")
    assert same.scores[0] == 24, "the seed sheet: 12 points, a four-letter flush doubles"
    assert any("blue colour flush: 12 × 2 = 24" in e for e in same.events)
    green = lay(table(r, ["Ab Mb Eb Hb Nb Tg Og Rg Sg * * *", "Ab Eg"], runway=0), 7, 5, False, "US", "bb")
    assert play(r, green, 8, 5, True, "SAME", "Ab Mb Eb").scores[0] == 12, (
        "blue letters on the green runway are no flush"
    )
    mixed = play(r, state, 8, 15, True, "SAME", "Ab Mb *")
    assert mixed.scores[0] == 3 + 2 + 5 + 0, "a Free letter spoils the flush"
    assert [length_multiplier(r.bands, n) for n in range(2, 11)] == [2, 2, 2, 3, 3, 3, 5, 5, 1]


def test_seed_example_hand_with_a_free_letter_is_no_flush_ZZ_S2():
    r = rules()
    state = lay(table(r, ["Hb Ab Nb Eb Tg Og Rg Sg Mb * * *", "Ab Eg"], runway=1), 7, 18, False, "O", "b")
    hand = play(r, state, 8, 16, True, "HAND", "Hb Ab Nb *")
    assert hand.scores[0] == (5 + 2 + 3 + 0) + (2 + 3) * 2, "HAND scores 10; ON, all blue, is a flush"
    assert not any(e.startswith("HAND is a") for e in hand.events)


# --- challenges ------------------------------------------------------------------------------------


def challenge_game(r: ZigZaggle) -> ZZState:
    return west_game(r, ["Cg Ag Xb Tg Ab Eb Sb Rg Ng * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])


def test_challenge_a_wrong_word_takes_the_play_back_and_pays_the_challenger_ZZ_C1():
    r = rules("standard")
    state = challenge_game(r)
    bad = play(r, state, 8, 10, False, "XE", "Xb")
    assert bad.window is not None and bad.window.wrong == ("XE",) and bad.turn == 1
    assert r.to_move(bad) == 1
    assert r.legal_actions(bad) == [{"type": "accept", "seat": 1}, {"type": "challenge", "seat": 1}]
    with pytest.raises(IllegalAction, match="ZZ-C1"):
        r.apply(bad, {"type": "pass"})
    caught = r.apply(bad, {"type": "challenge"})
    assert caught.letters == state.letters and caught.racks == state.racks
    assert caught.scores == (0, 20) and caught.turn == 1 and caught.window is None
    assert "loses the turn" in caught.events[1]


def test_challenge_a_good_word_costs_the_challenger_ZZ_C1():
    r = rules("standard")
    state = challenge_game(r)
    good = play(r, state, 8, 10, False, "RE", "Rg")
    assert good.window is not None and good.window.wrong == ()
    points = good.scores[0]
    upheld = r.apply(good, {"type": "challenge"})
    assert upheld.scores == (points + 20, -20)
    assert upheld.draw_for == 0, "the play stands and its player draws"
    accepted = r.apply(good, {"type": "accept"})
    assert accepted.scores == (points, 0) and accepted.draw_for == 0
    with pytest.raises(IllegalAction, match="ZZ-C1: a challenge comes from one of the other players"):
        r.apply(good, {"type": "challenge", "seat": 0})


def three_after_xe(r: ZigZaggle) -> ZZState:
    """Ann (seat 0) has just played XE, not a word, at a table of three."""
    racks = ["Cg Ag Xb Tg Ab Eb Sb Rg Ng * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *", "Ay Ey Iy Oy Uy Ty Ry Sy Ly * * *"]
    state = lay(table(r, racks, names=("Ann", "Bob", "Cat")), 9, 9, True, "SEAT", "gggg")
    return play(r, state, 8, 10, False, "XE", "Xb")


def test_every_other_player_may_answer_in_any_order_and_the_first_challenge_decides_ZZ_C1():
    """The window is open to all (ZZ-C1 as decided): Cat may let the play stand before Bob answers."""
    r = rules("standard")
    bad = three_after_xe(r)
    assert r.to_move(bad) == 1 and r.still_deciding(bad.names, bad.window) == [1, 2]
    assert r.in_the_open(bad) and r.out_of_turn_seats(bad) == (2,), "Bob is in turn, Cat may answer out of it"
    cat_lets_it_stand = r.apply(bad, {"type": "accept", "seat": 2})
    assert cat_lets_it_stand.window.accepted == (2,) and r.to_move(cat_lets_it_stand) == 1
    assert r.out_of_turn_seats(cat_lets_it_stand) == ()
    with pytest.raises(IllegalAction, match="ZZ-C1: Cat has let the play stand already"):
        r.apply(cat_lets_it_stand, {"type": "challenge", "seat": 2})
    with pytest.raises(IllegalAction, match="ZZ-C1: a challenge comes from one of the other players: Ann made"):
        r.apply(bad, {"type": "accept", "seat": 0})
    bob_lets_it_stand = r.apply(bad, {"type": "accept", "seat": 1})
    assert bob_lets_it_stand.window.accepted == (1,) and r.to_move(bob_lets_it_stand) == 2
    assert r.legal_actions(bob_lets_it_stand) == [{"type": "accept", "seat": 2}, {"type": "challenge", "seat": 2}]
    with pytest.raises(IllegalAction, match="ZZ-C1: Bob has let the play stand already"):
        r.apply(bob_lets_it_stand, {"type": "challenge", "seat": 1})
    caught = r.apply(bob_lets_it_stand, {"type": "challenge", "seat": 2})
    assert caught.scores == (0, 0, 20) and caught.letters == bad.window.before.letters and caught.turn == 1
    first_challenge = r.apply(bad, {"type": "challenge", "seat": 2})
    assert first_challenge.scores == (0, 0, 20) and first_challenge.window is None, "Cat's key before Bob decides"
    assert choose(r, r.observe(bob_lets_it_stand, 2), random.Random(0)) == {"type": "challenge", "seat": 2}
    assert answer_challenge(r, r.observe(bad, 2), 2, "normal") == {"type": "challenge", "seat": 2}
    assert answer_challenge(r, r.observe(cat_lets_it_stand, 2), 2, "normal") is None, "Cat has answered"


def test_whose_decision_each_answer_in_the_window_is_ZZ_C1():
    """A challenge or an accept is the seat's it names; an accept naming none is the table's (nobody's own,
    so an undo takes it back with the play before it)."""
    r = rules("standard")
    bad = three_after_xe(r)
    assert r.decided_by(bad, {"type": "challenge", "seat": 2}) == 2
    assert r.decided_by(bad, {"type": "challenge"}) == 1, "a challenge naming no seat (older saves): the seat in turn"
    assert r.decided_by(bad, {"type": "accept", "seat": 1}) == 1
    assert r.decided_by(bad, {"type": "accept"}) is None
    assert not r.in_the_open(bad.window.before) and r.decided_by(bad.window.before, {"type": "pass"}) == 0


def test_a_play_stands_once_every_other_player_has_accepted_it_ZZ_C1():
    r = rules("standard")
    bad = three_after_xe(r)
    stands = r.apply(r.apply(bad, {"type": "accept", "seat": 1}), {"type": "accept", "seat": 2})
    assert stands.window is None and stands.scores == (11, 0, 0) and stands.draw_for == 0
    assert any("Cat lets XE stand" in e for e in stands.events)


def test_an_answer_in_the_window_is_told_as_what_it_does_ZZ_C1():
    """The log's line for an answer is the one the table tells after it (the log then says it once)."""
    r = rules("standard")
    bad = three_after_xe(r)
    assert r.describe(bad, {"type": "accept", "seat": 2}) == "Cat lets XE stand"
    assert r.apply(bad, {"type": "accept", "seat": 2}).events == ("Cat lets XE stand (ZZ-C1)",)
    assert r.describe(bad, {"type": "accept"}) == "Nobody else challenges"
    assert r.apply(bad, {"type": "accept"}).events[0] == "Nobody else challenges: XE stands (ZZ-C1)"
    assert r.describe(bad, {"type": "challenge", "seat": 1}) == "Bob challenges"
    legacy = r.apply(bad, {"type": "accept"})
    assert legacy.window is None and legacy.scores == (11, 0, 0), (
        "an accept naming no seat (older saves) is the table's"
    )


def test_standard_game_accepts_unchecked_words_until_challenged_ZZ_C1():
    r = rules("standard")
    state = challenge_game(r)
    bad = play(r, state, 8, 10, False, "XE", "Xb")
    let_stand = r.apply(bad, {"type": "accept"})
    assert let_stand.letters[8][10] == "X" and let_stand.scores[0] == 9 + 2
    bot = choose(r, bad, random.Random(0))
    assert bot == {"type": "challenge", "seat": 1}, "the computer player knows the dictionary"


# --- the engine's contract ---------------------------------------------------------------------------


def test_refused_move_leaves_state_unchanged():
    r = rules()
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    snapshot = (state.letters, state.racks, state.scores, state.bag)
    for bad in (
        {"type": "play", "tiles": []},
        {"type": "play", "tiles": [[0, 0, "A", "Ab"]]},
        {"type": "fly"},
        {"type": "accept"},
    ):
        with pytest.raises(ActionError):
            r.apply(state, bad)
    assert (state.letters, state.racks, state.scores, state.bag) == snapshot


def test_generated_moves_are_all_accepted_by_the_engine():
    r = rules()
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg"])
    moves = candidate_moves(r, state)
    assert moves
    for move in moves[:: max(1, len(moves) // 60)]:
        r.apply(state, play_action(r, state, move))
    tiles, points = best_play(r, state)
    assert r.apply(state, {"type": "play", "tiles": [list(t) for t in tiles]}).scores[0] == points


def test_describe_and_standings():
    r = rules()
    state = west_game(r, ["Ug Ng Sb Rg Eg Og Tg Cg Ag * * *", "Ab Eg"])
    act = action(state, 9, 7, True, "UNSEAT", "Ug Ng")
    assert r.describe(state, act) == "Ann plays UNSEAT for 16"
    assert r.standings(state)[0] == {"name": "Ann", "score": 0, "letters": 12}


@settings(derandomize=True, max_examples=3, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 4))
def test_letters_are_conserved_through_random_play(seed, players):
    r = rules("standard")
    rng = random.Random(seed)
    state = r.initial(tuple(["Ann", "Bob", "Cat", "Dan"][:players]))
    for _ in range(20):
        if r.is_over(state):
            break
        if r.is_chance(state):
            act = r.sample_chance(state, rng)
        elif state.window is not None:
            act = rng.choice([{"type": "accept"}, {"type": "challenge"}])
        else:
            roll = rng.random()
            moves = candidate_moves(r, state) if roll < 0.8 else []
            if moves:
                act = play_action(r, state, rng.choice(moves))
            elif roll < 0.9:
                regular = [t for t in state.racks[state.turn].tiles if t != FREE]
                act = (
                    {"type": "exchange", "tiles": regular[:3]} if regular and len(state.bag) >= 3 else {"type": "pass"}
                )
            else:
                act = {"type": "pass"}
        state = r.apply(state, act)
        conserved(r, state)


def test_bot_games_end_with_letters_conserved_simulate():
    """A few whole games here; bench/bench_zig_zaggle.py plays the full 200."""
    r = rules("standard")
    for seed in range(2):
        final, moves = play_out(r, ("Ann", "Bob", "Cat"), random.Random(seed), watch=lambda s: conserved(r, s))
        assert final.finished and moves > 10
        assert len(final.closed) == 4
        assert r.result((final,), ()).winners


def test_a_house_board_is_checked_when_loaded_ZZ_E2():
    ruleset = find("zig-zaggle")
    params = thaw(ruleset.variant().params)
    params["components"]["board"]["rows"][0] = "#########RRRRR#########"
    params["components"]["board"]["rows"][1] = "#########RR*RR#########"
    params["scoring"]["flush"][0]["low"] = 5
    problems = dict(ZigZaggle.check(params))
    assert problems["components.board.rows"] == "the board needs exactly one start square, has 2 (ZZ-P1)"
    assert problems["components.runways"] == "runway 'north' has no take-off squares (ZZ-P5)"
    assert problems["scoring.flush[0]"] == "low (5) is more than high (4) (ZZ-S2)"


# --- the house contract: action shapes, observations, chance ----------------------------------------


@pytest.mark.parametrize(
    "bad",
    [
        None,
        "pass",
        {"type": "fly"},
        {"type": "play"},
        {"type": "play", "tiles": "Cg"},
        {"type": "play", "tiles": [[9, 10, "C"]]},
        {"type": "play", "tiles": [[9, "10", "C", "Cg"]]},
        {"type": "play", "tiles": [[True, 10, "C", "Cg"]]},
        {"type": "play", "tiles": [[9, 10, "C", "Cg"]], "seat": 0},
        {"type": "exchange", "tiles": [3]},
        {"type": "challenge", "seat": "1"},
        {"type": "challenge", "seat": True},
        {"type": "deal", "racks": ["Ag"]},
        {"type": "draw"},
    ],
)
def test_malformed_actions_are_refused_as_malformed(bad):
    r = rules()
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    with pytest.raises(MalformedAction):
        r.apply(state, bad)


def test_well_formed_nonsense_is_refused_by_rule_ZZ_E2_ZZ_W1_ZZ_C1():
    r = rules("standard")
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    with pytest.raises(IllegalAction, match="ZZ-E2"):
        r.apply(state, {"type": "play", "tiles": [[-1, 999, "A", "Ab"]]})
    with pytest.raises(IllegalAction, match="ZZ-W1"):
        r.apply(state, {"type": "play", "tiles": [[8, 10, "", "Ab"]]})
    with pytest.raises(IllegalAction, match="ZZ-P3"):
        r.apply(state, {"type": "deal", "racks": []})
    bad = play(r, challenge_game(r), 8, 10, False, "XE", "Xb")
    for seat in (-1, 2, 99):
        with pytest.raises(IllegalAction, match="ZZ-C1"):
            r.apply(bad, {"type": "challenge", "seat": seat})


def test_only_action_errors_leave_apply():
    r = rules("standard")
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    states = [
        r.initial(("Ann", "Bob")),
        state,
        play(r, challenge_game(r), 8, 10, False, "XE", "Xb"),
        r.apply(state, {"type": "exchange", "tiles": ["Ab"]}),
    ]
    field = st.one_of(st.none(), st.booleans(), st.integers(-30, 30), st.text("AZaz*?gb", max_size=3))
    tiles = st.lists(st.lists(field, max_size=5), max_size=3)

    @settings(derandomize=True, max_examples=300, deadline=None)
    @given(
        st.sampled_from(states),
        st.sampled_from(sorted(ZigZaggle.ACTIONS)),
        tiles,
        st.one_of(st.none(), st.integers(-3, 5)),
    )
    def check(state, kind, tiles, seat):
        action = {"type": kind, "tiles": tiles, "racks": tiles, "seat": seat}
        shape = ZigZaggle.ACTIONS[kind]
        action = {k: v for k, v in action.items() if k == "type" or k in shape or f"{k}?" in shape and v is not None}
        try:
            r.apply(state, action)
        except ActionError:
            pass

    check()


def other_seat_differs(r: ZigZaggle, state: ZZState) -> ZZState:
    """The same table with Bob's rack and the bag's contents swapped around (same counts)."""
    bob = state.racks[1]
    swap_out = [t for t in bob.tiles if t != FREE][:3]
    swap_in = [t for t in state.bag.tiles if t not in swap_out][: len(swap_out)]
    return replace(
        state, racks=(state.racks[0], bob.take(swap_out).put(swap_in)), bag=state.bag.take(swap_in).put(swap_out)
    )


def test_a_seat_sees_its_own_rack_but_not_the_others_or_the_bag():
    r = rules("standard")
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    other = other_seat_differs(r, state)
    assert other != state and other.racks[0] == state.racks[0]
    seen = r.observe(state, 0)
    assert seen == r.observe(other, 0) and hash(seen) == hash(r.observe(other, 0))
    assert seen.racks[0] == state.racks[0] and set(seen.racks[1].tiles) == {HIDDEN} and len(seen.racks[1]) == 12
    assert set(seen.bag.tiles) == {HIDDEN} and len(seen.bag) == len(state.bag)
    assert r.observe(state, 1) != r.observe(other, 1), "Bob sees his own rack"
    assert r.observe(state, None) == r.observe(other, None), "an onlooker sees no rack"
    assert r.legal_actions(seen) == r.legal_actions(state), "the seat to move reads its choices from what it sees"
    assert r.standings(seen) == r.standings(state)
    act = action(state, 9, 10, False, "SO", "Og")
    assert r.describe(seen, act) == r.describe(state, act)


def test_legal_plays_are_coloured_only_when_read():
    """`legal_actions` lists every generated play, colouring a play's tiles when it is read; reading
    them all gives the plain list, and a play is found in it by its squares, letters and colours."""
    r = rules("standard")
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag", "Ab Eg Ib Og Ug Tb Rb Sg Ny"])
    legal = r.legal_actions(state)
    moves = r.moves(state)
    assert len(legal) == len(moves) + 2 and legal[-2:] == [
        {"type": "pass"},
        {"type": "exchange", "tiles": list(state.racks[0].tiles)},
    ]
    assert not legal._coloured, "nothing is coloured before it is read"
    assert legal[3] == play_action(r, state, moves[3]) and legal[3] in legal and len(legal._coloured) == 1
    recoloured = {**legal[3], "tiles": [[*tile[:3], "*"] for tile in legal[3]["tiles"]]}
    assert recoloured not in legal and {"type": "play", "tiles": "odd"} not in legal and {"type": "pass"} in legal
    everything = list(legal)
    assert legal == everything and everything == legal[:] and r.legal_actions(state) == legal
    for act in everything[::50]:
        r.apply(state, act)


def test_the_challenge_window_and_exchanged_letters_stay_private_ZZ_C1_ZZ_P7():
    r = rules("standard")
    state = challenge_game(r)
    other = other_seat_differs(r, state)
    bad, bad_other = (play(r, s, 8, 10, False, "XE", "Xb") for s in (state, other))
    assert bad.window.before != bad_other.window.before
    seen = r.observe(bad, 0)
    assert seen == r.observe(bad_other, 0), "the state to go back to is observed too"
    assert seen.window.words == ("XE",) and seen.window.wrong == ("XE",), "the play is on the table"
    swapped = r.apply(state, {"type": "exchange", "tiles": ["Ab", "Eb"]})
    assert r.observe(swapped, 0).returning == ("Ab", "Eb")
    assert r.observe(swapped, 1).returning == (HIDDEN, HIDDEN)


def test_a_computer_player_decides_the_same_from_its_observation():
    r = rules("standard")
    state = west_game(r, ["Ab Eb Sb Rg Ng Og Tg Cg Ag * * *", "Ab Eg Ib Og Ug Tb Rb Sg Ny * * *"])
    assert choose(r, r.observe(state, 0), random.Random(0)) == choose(r, state, random.Random(0))
    bad = play(r, challenge_game(r), 8, 10, False, "XE", "Xb")
    assert choose(r, r.observe(bad, 1), random.Random(0)) == {"type": "challenge", "seat": 1}


def test_deals_and_draws_are_bag_draws_that_replay_exactly_ZZ_P1_ZZ_P2():
    r = rules("standard")
    state = r.initial(("Ann", "Bob"))
    with pytest.raises(ValueError, match="too many outcomes to list"):
        r.chance_outcomes(state)
    deal = r.sample_chance(state, random.Random(1))
    assert deal == {
        "type": "deal",
        "racks": [
            ["Ag", "Dr", "Fy", "Gy", "Ng", "Or", "Oy", "Rr", "Zy"],
            ["Ay", "Cb", "Eb", "Iy", "Ny", "Ob", "Or", "Sb", "Wg"],
        ],
    }
    dealt = r.apply(state, deal)
    assert r.sample_chance(replace(dealt, draw_for=0, draw_count=4), random.Random(2)) == {
        "type": "draw",
        "tiles": ["Ay", "Bg", "Br", "Iy"],
    }
