"""The Globe-Grams table as a picture: the globe is the Earth turned to the section spun, the ring puts that
section under the pointer, the globe grows with the window, and the letters are squares with their points."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult

from parlorgames.engine.kinds import rules_class
from parlorgames.engine.land import land_mask
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.tui.drawing.globe_grams import QUADRANTS, Layout, Shape, Surface, fitted_label
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.widgets.globe import GlobeSpinner


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))


def ring_labels() -> list[tuple[str, str]]:
    ruleset = find("globe-grams")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant())
    return [(section.label, section.short) for section in rules.spec.ring]


def land_share(longitude: float) -> float:
    """The share of the globe's dots that are land with `longitude` at the front."""
    surface = Surface(Shape.fit(50, 21))
    cells = surface.cells(land_mask(), longitude).values()
    dots = sum(bin(disc).count("1") for _, disc, _ in cells)
    return sum(bin(land).count("1") for land, _, _ in cells) / dots


def test_the_globe_is_the_earth_turned_to_its_front_longitude():
    """Facing Africa and Eurasia the globe is mostly land; facing the middle of the Pacific, mostly sea; and
    the middle of the picture is the place at the front (the Sahara, not the sea)."""
    assert land_share(40) > 0.4 > 0.2 > land_share(-160)
    surface = Surface(Shape.fit(50, 21))
    middle = (25, 10)
    assert surface.cells(land_mask(), 10)[middle][0] == 15, "the Sahara at the front"
    assert surface.cells(land_mask(), -150)[middle][0] == 0, "the Pacific at the front"


class GlobeApp(App[None]):
    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__()
        self.globe_size = size

    def compose(self) -> ComposeResult:
        globe = GlobeSpinner(ring_labels())
        globe.styles.width, globe.styles.height = self.globe_size
        yield globe


async def test_the_section_spun_stops_under_the_pointer_on_the_ring():
    app = GlobeApp((50, 21))
    async with app.run_test(size=(50, 21)) as pilot:
        globe = app.query_one(GlobeSpinner)
        for section, label in ((3, "AMN"), (5, "TAKE 1"), (29, "DISCARD 2")):
            globe.settle(section)
            await pilot.pause()
            rows = [strip.text for strip in globe.picture()]
            pointer_row = next(y for y, row in enumerate(rows) if "▼" in row)
            column = rows[pointer_row].index("▼")
            plate = rows[pointer_row + 1]
            assert label in plate and abs(plate.index(label) + len(label) / 2 - column) <= 2, (section, plate)
            assert globe.caption == f"stopped on {label}"
            assert any(glyph in row for row in rows for glyph in QUADRANTS[1:]), "the globe is drawn"


def test_a_plate_too_narrow_for_a_label_shortens_it():
    assert fitted_label("DISCARD 2", "DISC 2", 9) == "DISCARD 2"
    assert fitted_label("DISCARD 2", "DISC 2", 6) == "DISC 2"
    assert fitted_label("DISCARD 2", "DISC 2", 5) == "DISC2"
    assert fitted_label("DISCARD 2", "DISC 2", 4) == "DIS2"
    assert fitted_label("AMN", "AMN", 3) == "AMN"


def test_the_globe_grows_with_the_room_and_stands_beside_the_prompt_in_a_tall_view():
    """The view's room at 80×24, 100×32, 120×40 (the move log beside it) and 160×50."""
    sizes = [(80, 19), (100, 27), (76, 35), (116, 45)]
    layouts = [Layout.of(*size) for size in sizes]
    heights = [layout.globe for layout in layouts]
    assert heights == sorted(heights) and heights[0] < heights[1] and heights[-1] > heights[2]
    assert layouts[2].tall and not layouts[1].tall
    for (width, _), layout in zip(sizes, layouts):
        assert layout.columns <= width


def start(names=("Ann", "Bob"), bots=("Bob",), seed=7, variant="standard"):
    return {
        "ruleset": find("globe-grams"),
        "variant": variant,
        "seats": [Seat(n, n in bots) for n in names],
        "seed": seed,
    }


@pytest.mark.parametrize("size", [(80, 24), (100, 32), (120, 40)])
async def test_the_letters_are_squares_with_their_points_and_the_globe_fills_its_room(make_app, size):
    app = make_app(start())
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await pilot.press("space")
        await pilot.pause()
        view = screen.view
        rack = str(view.query_one("#gg-rack").render())
        spec = screen.session.rules.spec
        for tile in screen.session.state.racks[0]:
            assert f"{tile}{str(spec.values[tile]).translate(str.maketrans('0125', '₀₁₂₅'))}" in rack
        globe = view.query_one(GlobeSpinner)
        assert globe.size.height >= 13 and globe.size.width >= 31


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
