"""The Globe-Grams table as a picture in an app: snapshots at each size, in the second version and without
colour, and the squares laid again in another theme's colours (the drawing itself is tested without an app,
in test_drawing_globe_grams.py)."""

from __future__ import annotations

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))


def start(names=("Ann", "Bob"), bots=("Bob",), seed=7, variant="standard"):
    return {
        "ruleset": find("globe-grams"),
        "variant": variant,
        "seats": [Seat(n, n in bots) for n in names],
        "seed": seed,
    }


GG_SIZES = [(100, 32), (120, 40)]


@pytest.mark.parametrize("size", GG_SIZES, ids=[f"{w}x{h}" for w, h in GG_SIZES])
def test_game_screen_snapshot_at_size(snap_compare, make_app, size):
    assert snap_compare(make_app(start()), terminal_size=size, press=["space"])


def test_game_screen_snapshot_second_version(snap_compare, make_app):
    app = make_app(start(names=("Ann", "Bob", "Cat"), bots=("Bob", "Cat"), seed=5, variant="second-version"))
    assert snap_compare(app, terminal_size=(100, 32), press=["space"])


def test_game_screen_snapshot_no_colour(snap_compare, make_app, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(make_app(start()), terminal_size=(100, 32), press=["space"])


async def test_another_theme_lays_the_squares_in_its_colours(make_app):
    app = make_app(start())
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        view = app.screen.view
        rack = view.query_one("#gg-rack")

        def grounds() -> set:
            line = rack.render_line(1)
            return {segment.style.bgcolor for segment in line if segment.text.strip() and segment.style}

        dark = grounds()
        app.theme = "textual-light"
        await pilot.pause()
        await pilot.pause()
        assert grounds() != dark
