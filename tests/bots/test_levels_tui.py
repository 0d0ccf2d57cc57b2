"""The top bar shows a computer seat's level beside its name while it is to play."""

from __future__ import annotations

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.storage import Records, SaveStore
from parlorgames.storage.settings import Settings
from parlorgames.tui.app import ParlorApp
from parlorgames.tui.screens.game import GameScreen


async def test_top_bar_shows_the_computer_level(tmp_path):
    start = {
        "ruleset": find("round-the-world"),
        "variant": "game-1",
        "seats": [Seat("Cat", True, "hard"), Seat("Dot", True)],
        "seed": 5,
    }
    app = ParlorApp(
        start=start,
        store=SaveStore(tmp_path / "saves"),
        records=Records(tmp_path / "records.json"),
        animate=False,
        bot_delay=600,
        threads=False,
        settings=Settings(tmp_path / "settings.json"),
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        top = str(game.query_one("#topbar").render())
        assert "to play: Cat (computer, hard)" in top, top
