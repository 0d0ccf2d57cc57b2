"""The generic view plays a kind that has no view of its own, from the keyboard, to the end."""

from __future__ import annotations

from pathlib import Path

from parlorgames import api
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.views.generic import GenericView
from tests.kinds.teetotum_race import KIND

RULESET = str(Path(__file__).parent.parent / "kinds" / "teetotum-race.yaml")


async def test_generic_view_plays_a_new_kind_to_the_end(make_app):
    api.register_kind(KIND)
    start = {"ruleset": find(RULESET), "variant": "standard", "seats": [Seat("Ann"), Seat("Cat", bot=True)], "seed": 3}
    app = make_app(start)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = app.screen.query_one(GenericView)
        assert "Ann goes" in str(view.query_one("#generic-moves").get_option_at_index(0).prompt)
        for _ in range(200):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert max(app.screen.session.state.positions) == 12
