"""The high-contrast theme: every text colour it gives reads at WCAG's 4.5:1 or better on every background
it gives, and each seat's text on its seat's colour; its seats' colours are told apart as every theme's are."""

from __future__ import annotations

import pytest
from textual.color import Color
from textual.theme import BUILTIN_THEMES

from parlorgames.tui.widgets import colours

AA = 4.5
TEXTS = ("foreground", "text", "text-muted", "text-disabled", "text-primary", "text-secondary", "text-accent")
TEXTS += ("text-warning", "text-error", "text-success", "footer-key-foreground")
GROUNDS = ("background", "surface", "panel")


def luminance(colour: Color) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)


def contrast(a: Color, b: Color) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def shown(value: str, ground: Color) -> Color:
    """A theme colour as it shows on `ground`: "auto 87%" is the ground's contrasting text, and a colour
    with some transparency is blended over the ground."""
    if value.startswith("auto"):
        alpha = float(value.split()[1].rstrip("%")) / 100 if len(value.split()) > 1 else 1.0
        return ground + ground.get_contrast_text(alpha)
    return ground + Color.parse(value)


@pytest.fixture(scope="module")
def variables() -> dict[str, str]:
    found = {**colours.HIGH_CONTRAST.to_color_system().generate(), **colours.HIGH_CONTRAST.variables}
    return {**found, **colours.seat_variables(found)}


def test_the_contrast_of_a_known_pair():
    assert contrast(Color(255, 255, 255), Color(0, 0, 0)) == pytest.approx(21.0)
    assert contrast(Color(119, 119, 119), Color(255, 255, 255)) == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("text", TEXTS)
def test_every_text_colour_reads_at_aa_on_every_background(variables, text):
    for ground in GROUNDS:
        back = Color.parse(variables[ground])
        assert contrast(shown(variables[text], back), back) >= AA, (text, ground)


def test_each_seats_text_reads_on_its_colour_and_the_seats_are_told_apart(variables):
    grounds = [Color.parse(variables[f"seat-{seat}"]) for seat in range(1, colours.SEATS + 1)]
    for seat, ground in enumerate(grounds, 1):
        assert contrast(Color.parse(variables[f"seat-{seat}-text"]), ground) >= AA, seat
    for later, ground in enumerate(grounds):
        for earlier in grounds[:later]:
            assert colours._distance(ground, earlier) >= colours.CLOSEST


NON_TEXT = 3.0
"""WCAG's contrast for the parts of a picture that must be told apart (its 1.4.11)."""


def test_the_globes_land_sea_and_pointer_are_told_apart(variables):
    """The high-contrast theme's primary is gold, so it names the globe's seas itself (a blue); the pointer
    stands in a notch of the panel's ground, whatever turns under it."""
    globe = {**variables, **colours.globe_variables(variables)}
    land, pointer = Color.parse(globe["success"]), Color.parse(globe["warning"])
    for sea in ("globe-sea", "globe-sea-shade"):
        assert contrast(land, Color.parse(globe[sea])) >= NON_TEXT, sea
    for ground in GROUNDS:
        assert contrast(pointer, Color.parse(globe[ground])) >= NON_TEXT, ground


def test_a_theme_that_names_no_seas_paints_them_in_its_primary_colour():
    dark = BUILTIN_THEMES["textual-dark"].to_color_system().generate()
    assert colours.globe_variables(dark) == {
        "globe-sea": dark["primary-darken-1"],
        "globe-sea-shade": dark["primary-darken-3"],
    }


async def test_the_theme_is_chosen_in_the_command_palette_like_any_other_and_kept(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p", *"theme", "enter")
        await pilot.pause()
        await pilot.press(*"high-contrast")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.theme == colours.HIGH_CONTRAST.name
        assert app.get_css_variables()["background"].lower() in ("#000000", "rgb(0,0,0)")
    assert app.settings.theme == colours.HIGH_CONTRAST.name
