"""Each game's table uses the room a window gives: at 120×40 a board that wants the room first (Zig Zaggle's
wide squares, Mapominoes' table and hand) keeps it, and the move log stands beside it only from 160 columns;
Skip-A-Cross lays its words as tall tiles where the mats hold them, and a last row of fewer mats spans the
table."""

from __future__ import annotations

from dataclasses import replace

from rich.style import Style

from parlorgames.tui.drawing.skip_a_cross import mat_widths, tall_word, wrapped_blocks
from parlorgames.tui.widgets.zz_board import ZZPanel
from tests.tui.test_skip_a_cross_tui import sac_start, sit_down
from tests.tui.test_zig_zaggle_tui import ready, zz_start


async def test_zig_zaggle_at_120x40_draws_wide_squares_and_whole_runway_names(make_app):
    app = make_app(zz_start(bots=("Bob",)))
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        screen = app.screen
        assert not screen.query_one("#movelog").display
        assert screen.view._square_width() == 3, "the wide squares, not the compact ones"
        board = screen.query_one("#zz-board", ZZPanel)
        text = "\n".join(board.render_line(y).text for y in range(board.size.height))
        assert "Green West +20" in text and "Blue East +30" in text


def test_a_last_row_of_fewer_mats_spans_the_table():
    """Three players at 100×32: two mats above, the third as wide as both below (no quarter left bare)."""
    assert mat_widths(3, 2, 98) == [48, 48, 98]
    assert mat_widths(4, 2, 98) == [48] * 4
    assert mat_widths(5, 3, 119) == [39, 39, 39, 59, 59]


def test_tall_tiles_stand_a_column_apart_and_their_rows_a_line_apart():
    tile = Style(bgcolor="yellow")
    assert [line.plain for line in tall_word("AT", tile)] == [" " * 11, "  A     T  ", " " * 11]
    laid = wrapped_blocks([tall_word("AT", tile), tall_word("CAT", tile)], 24, 1, gap="  ").plain.split("\n")
    assert len(laid) == 7 and laid[1] == "   A     T  " and laid[3] == "" and laid[5].startswith("   C     A")


async def test_skip_a_cross_at_100x32_lays_words_as_tall_tiles_and_lists_the_letters_not_yet_seen(make_app):
    app = make_app(sac_start(names=("Ann", "Bob", "Cat"), bots=("Bob", "Cat"), seed=1))
    async with app.run_test(size=(100, 32)) as pilot:
        game = await sit_down(pilot)
        game.session.states[-1] = replace(game.session.state, words=(("CAT", "TONE"), ("PAINT",), ("RATE", "PAINT")))
        game.redraw()
        await pilot.pause()
        centre = str(game.query_one("#sac-centre").render())
        words = str(game.query_one("#sac-words").render()).split("\n")
        assert "Not yet seen" in centre
        assert any("  C     A     T  " in line for line in words), "the words as tall tiles"
        assert any("R     A     T     E      P     A     I" in line for line in words), (
            "the third mat spans the table: its two words side by side"
        )
