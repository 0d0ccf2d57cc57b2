"""Guided first games on the real board: a learner walks each game's lesson to its end by its keys, a move
other than the lesson's is refused (saying what the lesson asks) and nothing is ever saved or recorded."""

from __future__ import annotations

import pytest

from parlorgames.learn import SPIN, LessonTable
from parlorgames.tui.screens.lesson import LessonScreen
from parlorgames.tui.screens.menu import MenuScreen
from tests.shipped_games import GAMES

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
    """From the menu, as a learner does: the pointer on the game (put there at once: the arrows are the
    menu's own tests'), then l."""
    await pilot.pause()
    games = pilot.app.screen.query_one("#games")
    games.highlighted = games.get_option_index(f"game:{game}")
    await pilot.pause()
    assert "l: learn" in str(pilot.app.screen.query_one("#about").render())
    await pilot.press("l")
    screen = pilot.app.screen
    assert isinstance(screen, LessonScreen)
    assert screen.table.script.ruleset.name == game
    return screen


@pytest.mark.parametrize("game", GAMES)
async def test_a_learner_walks_the_lesson_to_its_end(make_app, tmp_path, game):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, game)
        table = screen.table
        steps = len(table.script.steps)
        for _ in range(3 * steps):
            if table.done:
                break
            number = table.step_number
            await pilot.press(*keys_for(table))
            assert table.step_number != number or table.done, f"step {number} did not go on"
        assert table.done
        assert f"✓ {table.script.title}: done" in str(screen.panel.render())
        assert len(table.session.actions) >= len(table.script.plan)
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, MenuScreen)
    assert not list((tmp_path / "saves").glob("**/*.json"))
    assert not (tmp_path / "records.json").exists()


async def test_a_move_other_than_the_lessons_is_refused_saying_what_it_asks(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, "skip-a-cross")
        table = screen.table
        await pilot.press("f6")
        told = str(screen.panel.render())
        assert "▶ press d: pass" in told and "passes" not in told, "F6 tells the game's own key for a pass"
        await pilot.press("d")
        await pilot.press("d")
        assert table.step_number == 2
        played = list(table.session.actions)
        await pilot.press("d")
        assert table.session.actions == played, "the pass was refused: nothing changed"
        said = str(screen.panel.render())
        assert "✗ SAC-2: the lesson asks for another move here (your move: form ALE)" in said
        await pilot.press("enter", *"ALQ", "enter")
        assert table.session.actions == played
        assert "✗ SAC-" in str(screen.panel.render()), "a word the rules refuse is refused with its rule"
        await pilot.press("escape", "f6")
        assert "✗" not in str(screen.panel.render()), "showing the lesson's move takes the refusal's place"
        await pilot.press("enter")
        assert table.step_number == 3, "the word shown (ALE) was played"


async def test_an_abandoned_lesson_starts_again_and_leaves_no_save_and_no_record(make_app, tmp_path):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, "round-the-world")
        await pilot.press("space", "space")
        assert screen.table.step_number == 2
        titles = [command.title for command in app.get_system_commands(screen)]
        assert "Leave the lesson" in titles and "Save and quit to the menu" not in titles and "Undo" not in titles
        await pilot.press("f8")
        again = app.screen
        assert isinstance(again, LessonScreen) and again is not screen
        assert again.table.step_number == 0
        await pilot.press("space")
        await pilot.press("ctrl+q")
        assert isinstance(app.screen, MenuScreen)
        assert not app.screen.query_one("#saves").display, "no game to resume"
        games = app.screen.query_one("#games")
        assert games.get_option_at_index(games.highlighted).id == "game:round-the-world", "the menu points there still"
    assert not list((tmp_path / "saves").glob("**/*.json"))
    assert not (tmp_path / "records.json").exists()


def test_lesson_snapshot(snap_compare, make_app):
    """Round the World's third lesson at 80×24: the whole spiral still shows above the lesson (its board needs
    every row a game has there, so the lesson takes the top bar's row and the log's)."""

    async def two_spins(pilot):
        await open_lesson(pilot, "round-the-world")
        await pilot.press("space", "space")

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=two_spins)


async def test_the_opponent_is_not_said_to_think_while_the_lesson_waits_to_be_read(make_app):
    """Zig Zaggle's lesson opens on the opponent's turn, held until the learner has read the first note:
    the table says whose turn it is, not that the computer is thinking."""
    from textual.widgets import Static

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_lesson(pilot, "zig-zaggle")

        def shown() -> str:
            return "\n".join(str(widget.render()) for widget in screen.view.query(Static))

        assert screen.table.waiting_on_learner and screen.session.seat_is_bot
        assert "is thinking" not in shown()
        await pilot.press("f7")
        assert screen.table.step_number == 1, "the note read, the opponent played its scripted opening"
