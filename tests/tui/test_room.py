"""Each game's table uses the room a window gives: at 120×40 a board that wants the room first (Zig Zaggle's
wide squares, Mapominoes' table and hand) keeps it, and the move log stands beside it only from 160 columns.
(Skip-A-Cross's tall tiles and mats that span the table are drawn without an app: test_drawing_skip_a_cross.py.)"""

from __future__ import annotations

from parlorgames.tui.widgets.zz_board import ZZPanel
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
