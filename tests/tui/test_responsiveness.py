"""Work the screen does not repeat: the rules are wrapped once per width and drawn a screen at a time, and
a hidden move log tells the moves only when it shows. (How fast keys show is measured in
bench/bench_responsiveness.py, not here.)"""

from __future__ import annotations

from parlorgames.engine.ruleset import find
from parlorgames.tui.screens.rules import RulesScreen, RulesText, reflow, wrapped
from parlorgames.tui.widgets.movelog import MoveLog


def test_rule_sheet_paragraphs_reflow_and_lists_keep_their_lines():
    sheet = "A paragraph broken\nwhere its source was.\n\n- an item\n- another\n  indented"
    assert reflow(sheet) == "A paragraph broken where its source was.\n\n- an item\n- another\n  indented"


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
