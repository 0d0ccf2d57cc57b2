"""Nothing is told by colour alone: what a game's colours say is said again in letters or marks that show in
every theme, so a player who cannot tell the colours apart reads the same. Each test draws with styles that
carry no colour at all (or reads a drawing's plain text) and finds the letters and marks there."""

from __future__ import annotations

from typing import Any

import pytest
from rich.style import Style

from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Session
from parlorgames.games.zig_zaggle import EMPTY, FREE
from parlorgames.games.zig_zaggle.spec import COLOURS
from parlorgames.tui.drawing import zig_zaggle as zz
from parlorgames.tui.drawing.globe_grams import BLANK_GROUND, TileStyles, tile_text
from parlorgames.tui.drawing.round_the_world import MARKS, legend, station_kind, station_marks
from parlorgames.tui.drawing.zig_zaggle import INITIAL, LEGEND, TINTS, Palette, rack, rack_face, tile_face
from parlorgames.tui.widgets.colours import seat_name
from tests.tui.test_looks import position

PLAIN = Style()


def make_rules(game: str) -> Any:
    ruleset = find(game)
    return rules_class(ruleset.kind)(ruleset, ruleset.variant())


def colourless_palette() -> Palette:
    """Zig Zaggle's board styles with no colour in any of them."""
    return Palette(
        tile={tint: PLAIN for tint in (*TINTS, FREE)},
        square={tint: (PLAIN, PLAIN) for tint in TINTS},
        line={tint: PLAIN for tint in TINTS},
        centre=PLAIN,
        start=PLAIN,
        closed=PLAIN,
        label=PLAIN,
        label_cursor=PLAIN,
        ledge=PLAIN,
        refused=PLAIN,
        scores=PLAIN,
        aside=PLAIN,
        asking=PLAIN,
        no_color=False,
    )


@pytest.mark.parametrize("width", [2, 3, 4])
def test_a_zig_zaggle_tile_on_the_board_names_its_colour_ZZ_S2(width):
    faces = {tint: tile_face("A", tint, 2, width) for tint in TINTS}
    assert len(set(faces.values())) == len(TINTS), faces
    for tint, face in faces.items():
        assert len(face) == width and f"A{INITIAL[tint]}" in face, face
    assert "D*" in tile_face("D", FREE, 0, width)


def test_a_zig_zaggle_rack_names_each_tiles_colour_in_colour_mode_too_ZZ_S2():
    faces = [rack_face("Q", tint, 10, no_color=False) for tint in TINTS]
    assert faces == [f"Q{INITIAL[tint]}₁₀" for tint in TINTS]
    shown = rack([("E", tint, 2) for tint in TINTS], 24, colourless_palette()).plain
    assert [f"E{INITIAL[tint]}₂" in shown for tint in TINTS] == [True] * len(TINTS)


def test_the_zig_zaggle_legend_says_which_colour_each_initial_is():
    for colour in COLOURS:
        assert any(INITIAL[colour[0]] in line and colour in line for line in LEGEND), colour


def test_zig_zaggle_shows_each_tiles_and_runways_colour_by_its_initial_ZZ_S2():
    """The table of the pictures (`test_looks`), drawn without a colour: every tile on the board and every
    runway beside it still says its colour."""
    session = Session.from_json(position("zig-zaggle"))
    rules = session.rules
    seen = rules.observe(session.state, 0)
    typing = zz.Typing(rules.start)
    players = tuple(zz.Player("", seat_name(seat, zz.NAME_WIDTH)) for seat in session.seats)
    every_row = (-1, rules.grid.height + 1)
    board = zz.board(rules, seen, typing, colourless_palette(), 2, every_row).plain
    side = zz.side(rules, seen, typing, zz.Seating(players, 0, 0), colourless_palette(), 25, 19).plain
    placed = [
        (letter, tint)
        for letters, tints in zip(seen.letters, seen.colours, strict=True)
        for letter, tint in zip(letters, tints, strict=True)
        if letter != EMPTY
    ]
    assert placed
    for letter, tint in placed:
        assert f"{letter}{INITIAL[tint]}" in board, (letter, tint)
    for runway in rules.runways:
        assert f"{runway.name[0].upper()}{INITIAL[runway.colour[0]]}{runway.bonus}" in side


def test_a_globe_grams_letter_shows_the_points_its_colour_stands_for_GG_E1():
    rules = make_rules("globe-grams")
    spec = rules.spec
    assert len(set(spec.colours.values())) == len(spec.colours), "two colours worth the same"
    grounds = {name: PLAIN for name in (*spec.colours, BLANK_GROUND)}
    styles = TileStyles(grounds, grounds, PLAIN, PLAIN, PLAIN)
    for letter, colour in spec.colour_of.items():
        points = spec.colours[colour]
        assert tile_text(rules, letter, styles).plain.strip() == letter + str(points).translate(
            str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
        )
    assert tile_text(rules, "?", styles).plain.strip().startswith("?")


def test_round_the_world_marks_every_coloured_station_and_the_legend_says_what_each_mark_is():
    track = make_rules("round-the-world").track
    kinds = {glyph: kind for glyph, kind, _ in MARKS}
    for number in range(1, track.length + 1):
        kind = station_kind(track, number)
        if kind != "oval":
            assert kinds[station_marks(track, number)[0]] == kind, number
    key = legend(track).plain
    shown = {mark for number in range(1, track.length + 1) for mark in station_marks(track, number)}
    assert shown and all(mark in key for mark in shown)
