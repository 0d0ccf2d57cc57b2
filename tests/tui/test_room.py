"""Each game's table uses the room a window gives: at 120×40 a board that wants the room first (Zig Zaggle's
wide squares, Mapominoes' table and hand) keeps it, and the move log stands beside it only from 160 columns."""

from __future__ import annotations

from parlorgames.tui.widgets.zz_board import ZZPanel
from tests.tui.test_mapominoes_tui import start as map_start
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
        await pilot.resize_terminal(160, 40)
        await pilot.pause()
        assert screen.query_one("#movelog").display and screen.view._square_width() == 3


async def test_mapominoes_at_120x40_shows_more_of_the_table_and_the_hand(make_app):
    app = make_app(map_start(bots=("Bob",)))
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        screen = app.screen
        assert not screen.query_one("#movelog").display
        rows, columns, _, _ = screen.view._viewport()
        assert rows >= 8 and columns >= 5, "the move log beside it left 6 rows of 4 cards"
        hand = str(screen.view.query_one("#map-hand").render())
        assert len(hand.splitlines()) >= 20, hand
