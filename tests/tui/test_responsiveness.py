"""Work the screen does not repeat: the rules are wrapped once per width and drawn a screen at a time, a
hidden move log tells the moves only when it shows, and no computer move is played under a window. (How
fast keys show is measured in bench/bench_responsiveness.py, not here.)"""

from __future__ import annotations

from parlorgames.engine.ruleset import find
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.movelog import MoveLogScreen
from parlorgames.tui.screens.rules import RulesScreen, RulesText, wrapped
from parlorgames.tui.widgets.movelog import MoveLog


def test_rules_are_wrapped_once_per_width():
    ruleset = find("round-the-world")
    first = wrapped(ruleset, "game-2", 60)
    assert wrapped(ruleset, "game-2", 60) is first
    assert all(line.cell_length <= 60 for line in first)
    assert any("Game No. 2" in line.text for line in first)


async def test_rules_screen_draws_only_the_lines_in_view(make_app, rtw_start):
    app = make_app(rtw_start(variant="game-2"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        text = app.screen.query_one(RulesText)
        assert text.virtual_size.height > text.size.height, "the sheet is longer than the window"
        await pilot.press("end")
        await pilot.pause()
        assert text.scroll_offset.y == text.max_scroll_y > 0


async def test_hidden_move_log_tells_the_moves_when_it_shows(make_app, rtw_start):
    app = make_app(rtw_start())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space", "space", "space")
        await pilot.pause()
        log = app.screen.query_one(MoveLog)
        assert not log.display and log.entries == [], "under 120 columns the log waits"
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.pause()
        assert log.display and len(log.entries) == len(app.screen.session.actions) > 3


async def test_computer_moves_wait_while_a_window_covers_the_table(make_app, rtw_start):
    """A computer move chosen while the move log is open over the table is held (it would go by unseen,
    and redraw both the window and the table under it) and is played once the window has closed."""
    app = make_app(rtw_start(names=("Cat", "Dog"), bots=("Cat", "Dog")))
    app.bot_delay = 0.2
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen) and not game.session.over
        await pilot.press("f4")
        assert isinstance(app.screen, MoveLogScreen)
        moves = len(game.session.actions)
        for _ in range(100):
            if game.table.held is not None:
                break
            await pilot.pause(0.02)
        assert game.table.held is not None, "a move was chosen meanwhile"
        await pilot.pause(0.1)
        assert len(game.session.actions) == moves
        await pilot.press("escape")
        for _ in range(100):
            if len(game.session.actions) > moves:
                break
            await pilot.pause(0.02)
        assert app.screen is game and len(game.session.actions) > moves
