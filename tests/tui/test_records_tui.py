"""The Records screen from the menu, and a game finished at the table entered in the book."""

from __future__ import annotations

from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.menu import MenuScreen
from parlorgames.tui.screens.records import RecordsScreen


async def test_records_screen_opens_from_the_menu_and_closes(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RecordsScreen)
        assert "No records yet" in str(app.screen.query_one("#records-text").render())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_finished_game_is_entered_in_the_book(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann", "Bob"), bots=("Bob",), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(600):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.press("space")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        book = app.records.read()
        assert book["players"]["Ann"]["games"]["round-the-world"]["played"] == 1
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        text = str(app.screen.query_one("#records-text").render())
        assert "Round the World: 1 played" in text and "last Round the World scores" in text
