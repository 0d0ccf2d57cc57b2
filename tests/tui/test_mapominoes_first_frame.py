"""Mapominoes lays its table out at the window's size from the first frame, not only after the first key:
under the hand-over the table has no size, and a scroll guessed then used to stick (columns C–H at 120×40).
The first frame is centred on the starting card, and a key that moves the cursor away and back keeps it."""

from __future__ import annotations

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.views.mapominoes import MapominoesView


def table_header(view: MapominoesView) -> str:
    return view.query_one("#map-table").render_line(0).text.strip()


@pytest.mark.parametrize("size", [(120, 40), (160, 50)])
async def test_the_first_frame_after_the_hand_over_is_centred_on_the_starting_card(make_app, size):
    start = {"ruleset": find("mapominoes"), "variant": "standard", "seats": [Seat("Ann"), Seat("Bob")], "seed": 3}
    app = make_app(start)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        view = app.screen.query_one(MapominoesView)
        first = table_header(view)
        letters = [token for token in first.split() if token.isalpha()]
        assert letters[len(letters) // 2] == "H", first
        await pilot.press("left", "right")
        assert table_header(view) == first
