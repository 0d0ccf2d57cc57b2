"""Colours from the theme: the seats' colours told apart in every theme, and the menu's pictures drawn
cell by cell with a part for each cell."""

from __future__ import annotations

import pytest
from textual.color import Color
from textual.theme import BUILTIN_THEMES

from parlorgames.tui.widgets import colours
from parlorgames.tui.widgets.picture import PARTS, PICTURES


@pytest.mark.parametrize("theme", sorted(BUILTIN_THEMES))
def test_every_theme_gives_six_seat_colours_told_apart(theme):
    variables = BUILTIN_THEMES[theme].to_color_system().generate()
    seats = colours.seat_variables(variables)
    grounds = [Color.parse(seats[f"seat-{seat}"]) for seat in range(1, colours.SEATS + 1)]
    if all(ground.ansi is None for ground in grounds):
        for later, ground in enumerate(grounds):
            for earlier in grounds[:later]:
                assert colours._distance(ground, earlier) >= colours.CLOSEST, (theme, ground, earlier)
    for seat in range(1, colours.SEATS + 1):
        assert Color.parse(seats[f"seat-{seat}-text"]) in (Color(255, 255, 255), Color(0, 0, 0))


def test_the_styles_follow_the_theme_they_were_given():
    light = BUILTIN_THEMES["textual-light"].to_color_system().generate()
    colours.use_theme({**light, **colours.seat_variables(light)})
    try:
        assert colours.seat_style(0).endswith(f"on {Color.parse(light['error']).hex.lower()}")
        assert colours.error_style() == Color.parse(light["text-error"]).hex.lower()
    finally:
        dark = BUILTIN_THEMES[colours.DEFAULT_THEME].to_color_system().generate()
        colours.use_theme({**dark, **colours.seat_variables(dark)})


@pytest.mark.parametrize("game", sorted(PICTURES))
def test_each_cell_of_a_picture_has_a_part(game):
    picture = PICTURES[game]
    for line, mask in picture:
        assert len(mask) == len(line), (game, line)
        assert set(mask) <= {" ", *PARTS}, (game, mask)
