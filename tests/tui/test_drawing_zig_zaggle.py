"""Zig Zaggle's table drawn by plain functions, without an app: the board (its squares, tiles, take-off lines,
cursor and panning) at the view sizes a window of 80×24, 100×32, 120×40 and 170×45 gives, the side panel
(runways, scores, rack, prompt, legend), and what the keys do to the draft. The position is the one the
pictures show (`test_looks`); which view size each window gives is theirs to show."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

import pytest
from rich.style import Style
from rich.text import Text

from parlorgames.bots.zig_zaggle import best_play
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.engine.tiles import Bag
from parlorgames.games.zig_zaggle import EMPTY, FREE, ZigZaggle, ZZState, square_name
from parlorgames.games.zig_zaggle.state import Window
from parlorgames.tui.drawing import zig_zaggle as zz
from parlorgames.tui.drawing.zig_zaggle_draft import challenge_as, challengers, exchange_tiles, step, tile_to_lay
from tests.tui.test_looks import position

VIEWS = {(80, 24): (80, 19), (100, 32): (100, 27), (120, 40): (120, 35), (170, 45): (126, 40)}
"""The view's width and height in each window (the board panel is as tall as the view)."""
CURSOR = Style(color="magenta")
"""The coloured palette's lit label, told apart from every other style."""
REFUSED = Style(color="red", italic=True)
"""The coloured palette's refusal, told apart from every other style."""


def coloured_palette(no_color: bool = False) -> zz.Palette:
    tile = {
        tint: Style(bgcolor=colour) for tint, colour in zip((*zz.TINTS, FREE), "green blue red yellow white".split())
    }
    return zz.Palette(
        tile=tile,
        square={tint: (Style(bgcolor="grey30"), Style(bgcolor="grey23")) for tint in zz.TINTS},
        line={tint: Style(color=tile[tint].bgcolor, bold=True) for tint in zz.TINTS},
        centre=Style(bgcolor="grey50"),
        start=Style(bgcolor="grey70"),
        closed=Style(color="grey35"),
        label=Style(color="grey62"),
        label_cursor=CURSOR,
        ledge=Style(color="dark_orange"),
        refused=REFUSED,
        scores=Style(color="green", bold=True),
        aside=Style(color="grey50"),
        asking=Style(color="yellow", bold=True),
        no_color=no_color,
    )


PALETTE = coloured_palette()


@cache
def table() -> tuple[ZigZaggle, ZZState, tuple[zz.Player, ...]]:
    """The rules, what Ann (seat 0, to move) sees a few moves in, and the seats as the scores list them."""
    session = Session.from_json(position("zig-zaggle"))
    players = tuple(zz.Player("bold", Text(f"{seat.name:<{zz.NAME_WIDTH}}")) for seat in session.seats)
    return session.rules, session.rules.observe(session.state, 0), players


def style_at(text: Text, line: int, column: int) -> Style:
    """The style of one cell of a drawing (its spans combined)."""
    offset = sum(len(row) + 1 for row in text.plain.split("\n")[:line]) + column
    return Style.combine(span.style for span in text.spans if span.start <= offset < span.end)


def empty_square(rules: ZigZaggle, seen: ZZState) -> tuple[int, int]:
    """An empty runway square with an empty square after it across (where a letter may be typed)."""
    return next(
        (r, c)
        for r, row in enumerate(rules.squares)
        for c, square in enumerate(row[:-1])
        if square.runways and not square.take_off and {seen.letters[r][c], seen.letters[r][c + 1]} == {EMPTY}
    )


# --- the room ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("window", "square", "pans"),
    [((80, 24), 2, True), ((100, 32), 3, True), ((120, 40), 3, False), ((170, 45), 3, False)],
)
def test_the_board_uses_the_room(window, square, pans):
    """80×24 pans the board under two-column squares; where the view has room beside the board for the side
    panel squares are three columns wide, and from 120×40 the whole board shows. The rack is laid out in as
    many tiles a row as the side panel holds."""
    rules, seen, players = table()
    width, height = VIEWS[window]
    columns = rules.grid.width
    assert zz.square_width(columns, width) == square
    shown = zz.rows_shown(rules.grid.height, height - 1, rules.start[0], None)
    board = zz.board(rules, seen, zz.Typing(rules.start), coloured_palette(), square, shown).plain.split("\n")
    assert ("follows the cursor" in board[-1]) is pans
    assert len(board[0]) == zz.LABEL_WIDTH + zz.EDGE + columns * square, "column letters"
    assert board[0].split() == [zz.column_label(c) for c in range(columns)]
    assert len(board) <= height, "the board fits its panel"
    room = zz.side_width(columns, width)
    side = zz.side(rules, seen, zz.Typing(rules.start), zz.Seating(players, 0, 0), coloured_palette(), room, height)
    rack = side.plain.split("Ann's rack\n")[1].split("▀")[0].rstrip("\n").split("\n")
    assert sum(len(row.split()) for row in rack) == len(seen.racks[0]), "every tile on the rack"
    assert all(len(row) <= room for row in rack)
    assert len(rack[0]) + len(" Aᵍ₂") >= room, "as many a row as fit: no room for one more"


def test_the_take_off_lines_carry_their_runways_names_and_bonuses_as_the_room_allows():
    rules, seen, _ = table()
    board = zz.board(rules, seen, zz.Typing(rules.start), coloured_palette(), 3, (-1, rules.grid.height + 1)).plain
    assert "Green West +20" in board and "Blue East +30" in board, "on the corner over the west and east lines"
    assert "━━ North +40 ━━" in board and "━━ South +50 ━━" in board, "the short name where the whole one does not fit"
    narrow = zz.board(rules, seen, zz.Typing(rules.start), coloured_palette(), 2, (-1, rules.grid.height + 1)).plain
    assert "West +20" in narrow and "Green West" not in narrow, "a shorter name where the whole one does not fit"


def test_a_panned_board_moves_only_when_the_cursor_nears_its_edge():
    height, room = 28, 18
    assert zz.rows_shown(height, height + 2, 20, None) == (-1, height + 1), "all of it when it fits"
    top, bottom = zz.rows_shown(height, room, 9, None)
    assert (top, bottom) == (1, 18) and bottom - top == room - 1, "centred on the cursor, a line to say so"
    assert zz.rows_shown(height, room, 9 + 5, top) == (top, bottom), "stays put well inside"
    assert zz.rows_shown(height, room, bottom - zz.PAN_MARGIN, top) == (8, 25), "jumps near the edge, to centre it"
    assert zz.rows_shown(height, room, 0, 7) == (-1, 16), "never above the north take-off line"
    assert zz.rows_shown(height, room, 27, None) == (12, 29), "nor below the south one"


# --- the board ---------------------------------------------------------------------------------------


def test_the_cursor_lights_its_row_and_column_and_shows_the_typing_direction():
    rules, seen, _ = table()
    r, c = empty_square(rules, seen)
    every_row = (-1, rules.grid.height + 1)
    x = zz.LABEL_WIDTH + zz.EDGE + 2 * c
    for across, arrow in ((True, "→"), (False, "↓")):
        board = zz.board(rules, seen, zz.Typing((r, c), across), coloured_palette(), 2, every_row)
        line = r + 2  # under the column letters and the north take-off line
        assert board.plain.split("\n")[line][x : x + 2].strip() == arrow
        assert style_at(board, line, x).reverse
        assert style_at(board, 0, x).color == CURSOR.color, "its column's letter lit"
        assert style_at(board, line, 0).color == CURSOR.color, "its row's number lit"
    idle = zz.board(rules, seen, zz.Typing((r, c), active=False), coloured_palette(), 2, every_row)
    assert "→" not in idle.plain and style_at(idle, 0, x).color != CURSOR.color, "no cursor when nobody types"


def test_the_draft_is_underlined_and_the_last_play_in_italics():
    rules, seen, _ = table()
    r, c = empty_square(rules, seen)
    draft = ((r, c, "Q", "Qr"), (r, c + 1, "X", FREE))
    board = zz.board(
        rules, seen, zz.Typing((r, c + 2), draft=draft), coloured_palette(), 3, (-1, rules.grid.height + 1)
    )
    line, x = r + 2, zz.LABEL_WIDTH + zz.EDGE + 3 * c
    assert board.plain.split("\n")[line][x : x + 6] == zz.tile_face("Q", "r", 10, 3) + zz.tile_face("X", FREE, 0, 3)
    assert style_at(board, line, x).underline and style_at(board, line, x + 3).underline
    assert style_at(board, line, x).bgcolor == coloured_palette().tile["r"].bgcolor
    lr, lc = seen.last[0]
    assert style_at(board, lr + 2, zz.LABEL_WIDTH + zz.EDGE + 3 * lc).italic
    assert seen.letters[lr][lc] + zz.INITIAL[seen.colours[lr][lc]] in board.plain.split("\n")[lr + 2]


def test_a_finished_runway_is_ticked_on_its_line_and_its_squares_crossed_ZZ_P5():
    rules, seen, _ = table()
    assert dict(seen.closed) == {"west": 1}
    every_row = (-1, rules.grid.height + 1)
    board = zz.board(rules, seen, zz.Typing(rules.start), coloured_palette(), 2, every_row).plain.split("\n")
    west = [r for r in range(rules.grid.height) if rules.squares[r][1].runways == ("west",)]
    assert west and all("×" in board[r + 2] for r in west), "below the column letters and the north line"
    north = replace(seen, closed=(*seen.closed, ("north", 0)))
    top = zz.board(rules, north, zz.Typing(rules.start), coloured_palette(), 3, every_row).plain.split("\n")[1]
    assert "✓ Red North" in top and "+40" not in top
    assert "N" + zz.INITIAL["r"] + "40✓" in zz.runways(rules, north, coloured_palette()).plain


# --- the side panel ----------------------------------------------------------------------------------


def test_the_side_panel_lists_runways_scores_rack_and_as_much_legend_as_fits():
    rules, seen, players = table()
    typing = zz.Typing(rules.start)
    tall = zz.side(rules, seen, typing, zz.Seating(players, 0, 0), coloured_palette(), 25, 60).plain
    assert tall.startswith("Wᵍ20✓ Eᵇ30▶ Nʳ40  Sʸ50 \nNow: Blue East +30")
    assert f"▶ 1  Ann{' ' * 7} {seen.scores[0]:>4}" in tall and f"  2  Bob{' ' * 7} {seen.scores[1]:>4}" in tall
    assert "Ann's rack" in tall and f"Cursor {square_name(*rules.start)} → across" in tall
    assert all(line in tall for line in zz.LEGEND)
    short = zz.side(rules, seen, typing, zz.Seating(players, 0, 0), coloured_palette(), 25, 19).plain
    assert len(short.split("\n")) <= 19 and zz.LEGEND[0] in short and zz.LEGEND[-1] not in short
    assert not any(
        line in zz.side(rules, seen, typing, zz.Seating(players, 0, 0), coloured_palette(), 25, 10).plain
        for line in zz.LEGEND
    )


def test_a_computers_turn_says_it_thinks_and_an_onlooker_sees_no_rack():
    rules, seen, players = table()
    typing = zz.Typing(rules.start, active=False)
    thinking = zz.Seating(players, turn=1, at_keyboard=0, thinking=True)
    shown = zz.side(rules, seen, typing, thinking, coloured_palette(), 25, 19).plain
    assert "Bob (computer) is thinking…" in shown and "rack" not in shown and "▶ 1" not in shown
    onlooker = zz.side(rules, seen, zz.Typing(rules.start), zz.Seating(players, 0, None), coloured_palette(), 25, 19)
    assert "rack" not in onlooker.plain and "Cursor" not in onlooker.plain


def test_the_rack_without_colour_shows_a_free_letter_as_a_star():
    rules, seen, players = table()
    assert FREE in seen.racks[0]
    coloured = zz.rack_panel(rules, seen, zz.Typing(rules.start), zz.Seating(players, 0, 0), coloured_palette(), 25)
    plain = zz.rack_panel(rules, seen, zz.Typing(rules.start), zz.Seating(players, 0, 0), coloured_palette(True), 25)
    assert "✱" in coloured.plain and "✱" not in plain.plain and " *  " in plain.plain


def test_the_rack_leaves_out_the_letters_in_the_draft():
    rules, seen, players = table()
    tile = next(t for t in seen.racks[0] if t != FREE)
    draft = ((0, 9, tile[0], tile),)
    shown = zz.rack_panel(
        rules, seen, zz.Typing(rules.start, draft=draft), zz.Seating(players, 0, 0), coloured_palette(), 25
    )
    held = zz.rack_panel(rules, seen, zz.Typing(rules.start), zz.Seating(players, 0, 0), coloured_palette(), 25)
    face = zz.rack_face(tile[0], tile[1], rules.values[tile[0]], False)
    assert shown.plain.count(face) == held.plain.count(face) - 1


# --- the prompt --------------------------------------------------------------------------------------


def test_the_prompt_says_how_to_type_and_what_a_draft_scores_or_why_not_ZZ_P1():
    rules, seen, players = table()
    seating = zz.Seating(players, 0, 0)
    start = zz.prompt(rules, seen, zz.Typing(rules.start, across=False), seating, PALETTE).plain
    assert start.startswith("Type letters on the board") and "Space: across" in start
    tiles, points = best_play(rules, seen)[:2]
    scored = zz.prompt(rules, seen, zz.Typing(rules.start, draft=tuple(tiles)), seating, PALETTE).plain
    verdict = rules.examine(seen, list(tiles), check_words=False)
    assert scored.startswith(f"{verdict.words[0].text} scores {points}") and "Enter plays it" in scored
    far = empty_square(rules, seen)
    lonely = zz.prompt(rules, seen, zz.Typing(far, draft=((*far, "A", FREE),)), seating, PALETTE)
    assert lonely.plain.startswith("✗ ZZ-"), lonely
    assert lonely.spans[0].style == REFUSED, "the refusal in the theme's colour for it"
    assert (
        zz.prompt(rules, seen, zz.Typing(rules.start), replace(seating, over=True), PALETTE).plain
        == "The game is over."
    )


def test_a_timed_turn_counts_down_in_the_prompt_ZZ_P8():
    ruleset = find("zig-zaggle")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant("timed"))
    _, seen, players = table()
    shown = zz.prompt(rules, seen, zz.Typing(rules.start), zz.Seating(players, 0, 0, seconds_left=75), PALETTE).plain
    assert shown.startswith("⏱ 1:15 left\n")


def window_seen(names: tuple[str, ...] = ("Ann", "Bob"), accepted: tuple[int, ...] = ()) -> ZZState:
    _, seen, _ = table()
    window = Window(player=1, words=("CAT", "AT"), wrong=(), points=12, before=seen, accepted=accepted)
    return replace(seen, names=names, window=window, scores=(0,) * len(names))


def test_the_challenge_window_asks_who_may_challenge_ZZ_C1():
    rules, _, players = table()
    seen = window_seen()
    typing = zz.Typing(rules.start, active=False)
    one = zz.Seating(players, 1, None, deciding=True, challengers=(0,))
    said = zz.prompt(rules, seen, typing, one, PALETTE).plain
    assert said == "Bob played CAT, AT for 12.\nAnn: c or 1 challenges\nEnter: the play stands (ZZ-C1)"
    side = zz.side(rules, seen, typing, one, coloured_palette(), 25, 19).plain
    assert "▶" not in side.split("Now:")[1], "round one keyboard the window is everyone's: nobody marked"
    four = window_seen(("Ann", "Bob", "Cat", "Dan"), accepted=(2,))
    several = zz.prompt(rules, four, typing, replace(one, challengers=(0, 3)), PALETTE).plain
    assert "Challenge: 1 Ann · 4 Dan\n" in several
    own = zz.prompt(rules, seen, typing, replace(one, own_seat=0), PALETTE).plain
    assert own.endswith(
        f"Ann: c challenge · a or Enter accept; unanswered, the play stands in {rules.challenge_seconds} s (ZZ-C1)"
    )
    waiting = zz.prompt(rules, seen, typing, replace(one, deciding=False, own_seat=1), PALETTE).plain
    seconds = rules.challenge_seconds
    assert waiting.endswith(
        f"Waiting for Ann to challenge or accept; the play stands once each accepts, or in {seconds} s (ZZ-C1)"
    )


# --- what the keys do to the draft -------------------------------------------------------------------


def test_the_cursor_steps_over_letters_down_and_stops_at_the_edge():
    rules, seen, _ = table()
    row = rules.start[0]
    letters = [c for c in range(rules.grid.width) if seen.letters[row][c] != EMPTY]
    first, last = letters[0], letters[-1]
    assert step(rules, seen, (row, first - 1), True) == (row, last + 1), "past every letter already down"
    assert step(rules, seen, (row, rules.grid.width - 1), True) == (row, rules.grid.width - 1), "the edge"
    assert step(rules, seen, (0, 9), False) == (1, 9)
    assert step(rules, seen, (14, 6), False) == (14, 6), "no square below: it stays"


def test_a_letter_typed_lays_a_tile_of_the_runways_colour_else_asks_for_a_free_letter_ZZ_W3():
    rules, seen, _ = table()
    square = empty_square(rules, seen)
    tint = zz.colour_of(rules, rules.squares[square[0]][square[1]].runways[0])
    rack = Bag.of([f"E{tint}", "Eg" if tint != "g" else "Eb", FREE])
    assert tile_to_lay(rules, seen, rack, square, (), "E", False) == (f"E{tint}", "")
    assert tile_to_lay(rules, seen, rack, square, (), "E", True) == (FREE, ""), "a capital: the Free letter"
    assert tile_to_lay(rules, seen, rack, square, (), "Q", False) == (FREE, ""), "not held: a Free letter"
    assert tile_to_lay(rules, seen, Bag.of(["Eg"]), square, (), "Q", False) == (
        "",
        "no Q on your rack and no Free letter left",
    )
    full = seen.last[0]
    assert tile_to_lay(rules, seen, rack, full, (), "E", False)[1].startswith("that square already holds ")
    assert tile_to_lay(rules, seen, rack, (0, 0), (), "E", False) == ("", "there is no square there")


def test_an_exchange_puts_back_the_letters_typed_or_every_regular_one_ZZ_P7():
    rack = Bag.of(["Qr", "Eg", "Eb", FREE])
    assert sorted(exchange_tiles(rack, "")[0]) == ["Eb", "Eg", "Qr"] and exchange_tiles(rack, "")[1] is None
    tiles, missing = exchange_tiles(rack, "qe")
    assert tiles[0] == "Qr" and tiles[1][0] == "E" and missing is None
    assert exchange_tiles(rack, "eez")[1] == "Z"


def test_each_person_may_challenge_but_no_computer_nor_the_player_ZZ_C1():
    rules, _, _ = table()
    seen = window_seen(("Ann", "Bob", "Cat", "Dan"))
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cat", bot=True), Seat("Dan")]
    bots = [seat.bot for seat in seats]
    assert challengers(rules, seen, bots, None) == [3, 0], "in turn from the player's next, the computer apart"
    assert challengers(rules, seen, bots, 0) == [0] and challengers(rules, seen, bots, 1) == []
    assert challenge_as(seen, seats, None, [3], None) == (3, "")
    assert challenge_as(seen, seats, None, [3, 0], None)[1].startswith("several players may challenge")
    assert challenge_as(seen, seats, None, [3, 0], 3) == (3, "")
    assert "Cat is a computer" in challenge_as(seen, seats, None, [3, 0], 2)[1]
    assert challenge_as(seen, seats, 0, [0], 3) == (None, "you play Ann: c challenges as you (ZZ-C1)")
