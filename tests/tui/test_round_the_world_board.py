"""Round the World's board as the sheet draws it: a spiral of ovals from the dock at the outer corner to New
York at the centre (RTW-T1), every station joined to the next by the drawn path, laid out for the window's
size; ships as sails with seat numbers; Our map places every station on the globe."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from parlorgames import api
from parlorgames.games.round_the_world.chart import voyage_chart, westward
from parlorgames.tui.drawing.round_the_world import lay_out, lay_out_over
from parlorgames.tui.widgets.spiral import SpiralBoard


@pytest.mark.parametrize("size", [(48, 17), (69, 25), (75, 21), (110, 40)])
def test_the_spiral_fits_and_ends_at_the_centre_RTW_T1(size):
    width, height = size
    layout = lay_out(93, width, height)
    assert layout is not None and len(layout.cells) == 94
    assert layout.cells[0] == (0, 0), "the dock is at the outer corner"
    places = [layout.origin(n) for n in range(94)]
    assert len(set(places)) == 94 and all(0 <= x < width and 0 <= y < height for x, y in places)
    for (c1, r1), (c2, r2) in zip(layout.cells, layout.cells[1:]):
        assert abs(c1 - c2) + abs(r1 - r2) == 1, "each station is next to the one before it"
    column, row = layout.cells[93]
    assert abs(row - (layout.rows - 1) / 2) <= 1


def test_the_spiral_grows_with_the_window():
    small, large = lay_out(93, 48, 17), lay_out(93, 110, 40)
    assert small is not None and large is not None
    assert large.oval > small.oval and large.width * large.height > small.width * small.height


def test_every_station_has_a_place_on_the_globe():
    rules = api.open_game("round-the-world").rules
    chart = rules.chart
    assert len(chart) == 94 and all(-90 <= lat <= 90 and -180 <= lon <= 180 for lat, lon in chart)
    assert chart[0] == chart[93] == (40.7, -74.0), "from New York to New York"
    assert chart[40] == (37.8, -122.5), "San Francisco where it is"


def test_the_pacific_is_crossed_over_the_date_line():
    assert westward(-157.9, 114.2) == pytest.approx(-245.8)
    chart = voyage_chart({0: (20.0, -160.0), 2: (20.0, 160.0)}, 2)
    assert chart[1] == pytest.approx((20.0, -180.0))


def test_a_station_off_the_globe_is_refused():
    from parlorgames.games.round_the_world import RoundTheWorld

    params = {
        "components": {"track": {"length": 3, "stations": {2: {"at": [95.0, 10.0]}}}},
        "options": {},
    }
    assert any(key.endswith("stations.2.at") for key, _ in RoundTheWorld.check(params))


@pytest.mark.parametrize("size", [(100, 32), (120, 40)])
def test_the_board_fills_a_larger_window_snapshot(snap_compare, make_app, rtw_start, size):
    """The spiral grows with the window; at 120×40, with the move log beside the table, the instruments,
    the captains and Our map go under the board."""
    app = make_app(rtw_start(names=("Ann", "Bob", "Cat"), seed=11))
    assert snap_compare(app, terminal_size=size, press=["space"] * 10)


def test_the_board_reads_without_colour_snapshot(snap_compare, make_app, rtw_start, monkeypatch):
    """Under NO_COLOR the marks, the ships' numbers, the path and the land still say everything."""
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(rtw_start(names=("Ann", "Bob", "Cat"), seed=11))
    assert snap_compare(app, terminal_size=(100, 32), press=["space"] * 10)


async def test_m_opens_our_map_with_every_captains_place(make_app, rtw_start):
    from textual.widgets import Static

    from parlorgames.tui.views.round_the_world import MapScreen

    app = make_app(rtw_start(names=("Ann", "Bob"), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space", "space", "m")
        await pilot.pause()
        assert isinstance(app.screen, MapScreen)
        places = str(app.screen.query_one("#voyage-map-places", Static).render())
        ships = app.screen.seen.ships
        assert "Ann:" in places and "Bob:" in places and str(ships[0].station or "dock") in places
        await pilot.press("escape")
        assert not isinstance(app.screen, MapScreen)


def test_the_legend_gives_up_its_lines_before_the_board_goes_blank():
    """At 80×24 the board has no line to spare: a line fewer (a message that wraps) once blanked it."""
    assert lay_out(93, 49, 16) is not None and lay_out(93, 49, 15) is None
    layout, kept = lay_out_over(93, 49, 19, 3)
    assert layout is not None and kept == 3
    layout, kept = lay_out_over(93, 49, 18, 3)
    assert layout is not None and kept == 2


async def test_a_message_of_two_lines_leaves_the_board_drawn_at_80x24(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann", "Bob"), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space", "space")
        app.screen.refuse("Bob's move stands: the game was resumed since (tick “Undo any move” at set-up to allow it)")
        await pilot.pause()
        log = app.screen.query_one("#log", Static)
        assert "Bob's move stands" in str(log.render()) and log.size.height == 3
        board = app.screen.query_one(SpiralBoard)
        text = "\n".join(board.render_line(y).text for y in range(board.size.height))
        assert "Dock" in text and "New York" in text
