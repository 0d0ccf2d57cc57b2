"""`?` lists every key of the screen under it, the ones the footer has no room for too."""

from __future__ import annotations

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.screens.keys import KeysScreen
from parlorgames.tui.screens.menu import MenuScreen
from parlorgames.tui.screens.setup import SetupScreen


def keys_of(line: str) -> list[str]:
    """The keys of a row of the keys window ("q, ^q   Quit": q and ^q)."""
    return line.split("  ")[0].split(", ")


def listed(app) -> str:
    keys = app.screen.query_one("#keys-list")
    return "\n".join(keys.render_line(y).text.strip() for y in range(keys.size.height))


async def test_question_mark_lists_the_menus_keys_and_closes(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        text = listed(app)
        for key, what in (("f1", "Rules"), ("r", "Records"), ("q", "Quit"), ("?", "Keys")):
            assert any(key in keys_of(line) and what in line for line in text.splitlines()), (key, text)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_question_mark_lists_the_setup_keys(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen(find("zig-zaggle")))
        await pilot.pause()
        app.screen.query_one("#seed").blur()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        text = listed(app)
        assert "Start" in text and "Back" in text and "Rules" in text
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_question_mark_lists_a_games_keys(make_app):
    app = make_app(
        {"ruleset": find("zig-zaggle"), "variant": "standard", "seats": [Seat("Ann"), Seat("Bob")], "seed": 3}
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        while isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        text = listed(app)
        for key, what in (("f3", "Pass"), ("^z", "Undo"), ("f4", "Log"), ("?", "Keys")):
            assert any(key in keys_of(line) and what in line for line in text.splitlines()), (key, text)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game
