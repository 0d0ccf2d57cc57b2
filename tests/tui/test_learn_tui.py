"""Guided first games on the real board: a learner walks each game's lesson to its end by its keys, a move
other than the lesson's is refused (saying what the lesson asks) and nothing is ever saved or recorded."""

from __future__ import annotations

import pytest

from parlorgames.learn import SPIN, LessonTable
from parlorgames.tui.screens.lesson import LessonScreen
from parlorgames.tui.screens.menu import MenuScreen

GAMES = ("round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross")
OWN_KEYS = {
    ("round_the_world", "waive"): ("w",),
    ("globe_grams", "end"): ("e",),
    ("zig_zaggle", "accept"): ("a",),
    ("mapominoes", "draw"): ("d",),
    ("skip_a_cross", "pass"): ("d",),
}
"""The game's own key for a move with nothing to lay out; any other move is shown (F6) and played (Enter)."""


def keys_for(table: LessonTable) -> tuple[str, ...]:
    """The keys a learner presses for the step on screen."""
    step, due = table.step, table.due
    assert step is not None
    if step.expect is None:
        return ("f7",)
    if step.expect == SPIN:
        return ("space",)
    assert due is not None
    return OWN_KEYS.get((table.session.rules.kind, due.action["type"]), ("f6", "enter"))


async def open_lesson(pilot, game: str) -> LessonScreen:
    pilot.app.learn(game)
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, LessonScreen)
    return screen


@pytest.mark.parametrize("game", GAMES)
async def test_a_learner_walks_the_lesson_to_its_end(make_app, tmp_path, game):
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        screen = await open_lesson(pilot, game)
        table = screen.table
        steps = len(table.script.steps)
        for _ in range(3 * steps):
            if table.over:
                break
            number = table.step_number
            await pilot.press(*keys_for(table))
            assert table.step_number != number or table.over, f"step {number} did not go on"
        assert table.over
        assert "Lesson over" in str(screen.panel.render())
        assert len(table.session.actions) >= len(table.script.plan)
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, MenuScreen)
    assert not list((tmp_path / "saves").glob("**/*.json"))
    assert not (tmp_path / "records.json").exists()
