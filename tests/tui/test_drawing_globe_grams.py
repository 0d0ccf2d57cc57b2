"""Globe-Grams' drawing without an app: the squares, the prompt, the centre, the rack, the players, the room
shared at 80×24 and wider, the globe and its ring, the name box's lines and the globe panel's count, each a
function called on a seeded state with plain or coloured styles."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.style import Style

from parlorgames.engine.land import land_mask
from parlorgames.engine.session import Seat
from parlorgames.engine.tiles import Bag
from parlorgames.games.globe_grams import GGState, GlobeGrams
from parlorgames.games.globe_grams.plays import first_way, work_out
from parlorgames.tui.drawing.globe_grams import (
    BLANK_GROUND,
    CAPTURE_MARK,
    QUADRANTS,
    WAYS_SHOWN,
    GlobePalette,
    Layout,
    Ring,
    Shape,
    Surface,
    TableView,
    TileStyles,
    VerdictStyles,
    caption_line,
    centre,
    fitted_label,
    found_count,
    globe_caption,
    globe_picture,
    name_letters,
    panels,
    players,
    prompt,
    rack,
    verdict,
    ways_listed,
)
from parlorgames.tui.drawing.seats import SeatStyles
from tests.games.test_globe_grams import make_rules, table

PLAIN = Style()
SMALL = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
ROOMS = {"80x24": (80, 19), "100x32": (100, 27), "120x40": (76, 35), "160x50": (116, 45)}
"""The view's room in a terminal of each size (the top bar, the footer and, from 120 columns, the move log
take the rest)."""
SEATS = (Seat("Ann"), Seat("Bob", True))
SEAT_STYLES = SeatStyles(tuple(Style(color=f"color({n})", reverse=True) for n in range(6)), Style(dim=True))
WORDS = VerdictStyles("red", "green", "yellow", "dim")


@pytest.fixture(scope="module")
def rules() -> GlobeGrams:
    return make_rules()


def tiles(rules: GlobeGrams, coloured: bool = True) -> TileStyles:
    """The squares' styles: each colour its own ground and edge, or all plain (as without colour)."""
    names = (*rules.spec.colours, BLANK_GROUND)
    grounds = {name: Style(bgcolor=f"color({n + 1})") if coloured else PLAIN for n, name in enumerate(names)}
    edges = {name: Style(color=f"color({n + 9})") if coloured else PLAIN for n, name in enumerate(names)}
    if coloured:
        return TileStyles(grounds, edges, Style(dim=True), Style(color="yellow"), Style(italic=True))
    return TileStyles(grounds, edges, PLAIN, PLAIN, PLAIN)


def ann_to_move(**choices) -> TableView:
    """The view of Ann, at the keyboard in her turn, Bob a computer player."""
    return TableView(SEATS, 0, 0, **choices)


def capture_table(rules: GlobeGrams) -> GGState:
    """Ann holds M R K and more; Bob has ADEN in front of him, which DENMARK captures (GG-X1)."""
    return table(rules, ["MRKXYZ", "BCD"], names=[[], ["ADEN"]])


# --- the squares and the rack -------------------------------------------------------------------------


def test_the_rack_is_squares_with_their_points_and_their_edges_below(rules):
    state = capture_table(rules)
    styles = tiles(rules)
    shown = rack(rules, state, ann_to_move(), styles, 46, edged=True)
    title, faces, edges = shown.plain.split("\n")
    assert title == "Ann's letters (6)"
    for tile in "MRKXYZ":
        assert f" {tile}{str(rules.spec.values[tile]).translate(SMALL)}" in faces
    assert set(edges) == {"▀", " "} and len(edges) == len(faces)
    k_edge = next(span for span in shown.spans if span.start == len(title) + len(faces) + 2)
    assert k_edge.style == styles.edge(rules.spec.colour_of["K"]), "the first edge under K, in K's colour"
    flat = rack(rules, state, ann_to_move(), styles, 46, edged=False).plain
    assert flat == f"{title}\n{faces}", "without edges, the squares alone"


def test_the_rack_wraps_to_its_width_and_is_hidden_from_anyone_not_to_move(rules):
    state = table(rules, ["ABCDEFGHIJKL", "BCD"])
    styles = tiles(rules)
    assert len(rack(rules, state, ann_to_move(), styles, 47, edged=False).plain.split("\n")) == 2, "twelve fit"
    lines = rack(rules, state, ann_to_move(), styles, 20, edged=True).plain.split("\n")[1:]
    assert len(lines) == 6 and all(len(line) <= 20 for line in lines), "three lines of squares and edges"
    hidden = rack(rules, state, TableView(SEATS, 1, None, bot_to_move=True), styles, 46, edged=True)
    assert hidden.plain == "Letters are hidden until a human has the move."


def test_a_blank_is_a_question_mark_on_its_own_ground_worth_nothing(rules):
    state = table(rules, ["A?", "B"])
    styles = tiles(rules)
    shown = rack(rules, state, ann_to_move(), styles, 46, edged=False)
    assert " ?₀" in shown.plain
    blank = shown.plain.index(" ?₀")
    assert any(span.start == blank and span.style == styles.ground(BLANK_GROUND) for span in shown.spans)


# --- the prompt and the centre --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("phase", "pending", "said"),
    [
        ("spin", 0, "Ann: Space spins the globe"),
        ("opening", 0, "Ann: Space spins for your starting letters (GG-E4)"),
        ("take", 2, "Ann: TAKE 2 — c to choose from the pot"),
        ("discard", 1, "Ann: DISCARD 1 — c to choose letters to put back"),
        ("exchange", 2, "Ann: EXCHANGE — c to choose 2 letters to pass left, in secret"),
        ("form", 0, "Ann: n forms a name · e ends the turn"),
    ],
)
def test_the_prompt_says_what_the_player_to_move_does_now(rules, phase, pending, said):
    state = replace(capture_table(rules), phase=phase, pending=pending)
    shown = prompt(rules, state, ann_to_move(), tiles(rules)).plain.split("\n")
    assert shown[:3] == ["Round 1 · 5 names win it", "Game to 500 points", said]


def test_the_prompt_says_who_is_busy_and_shows_the_hint_until_the_next_move(rules):
    state = capture_table(rules)
    styles = tiles(rules)
    assert "Bob (computer) is playing…" in prompt(rules, state, TableView(SEATS, 1, None, bot_to_move=True), styles)
    assert "The game is over." in prompt(rules, state, ann_to_move(over=True), styles)
    assert "The scorekeeper is busy…" in prompt(rules, state, TableView(SEATS, None, None), styles)
    hinted = prompt(rules, state, ann_to_move(hint="Hint: DENMARK, 14 points"), styles)
    assert hinted.plain.endswith("Hint: DENMARK, 14 points\n")
    assert hinted.spans[-1].style == styles.hint
    wanting = replace(state, phase="wild", wanting=("K", "Q"))
    assert "the pot is out of K and Q — c: take a blank, or go without (GG-T6)" in prompt(
        rules, wanting, ann_to_move(), styles
    )


def test_the_centre_shows_the_special_letters_and_the_pot_and_folds_when_narrow(rules):
    styles = tiles(rules)
    waiting = centre(rules, capture_table(rules), styles, 46).plain
    assert waiting.split("\n") == ["Special letters ×3  being turned up", "Pot 182 letters · 15 blanks (?)"]
    dealt = table(rules, ["MRK", "BCD"], specials="EXA")
    turned = centre(rules, dealt, styles, 46).plain.split("\n")
    assert turned[0] == "Special letters ×3   A₁  E₁  X₅"
    narrow = centre(rules, dealt, styles, 22).plain.split("\n")
    assert narrow[:2] == ["Special letters ×3", " A₁  E₁  X₅"] and narrow[-1].startswith("    "), narrow


def test_the_second_version_shows_the_pool_and_asks_for_one_name_from_it_GG_V2():
    pool_rules = make_rules("second-version")
    styles = tiles(pool_rules)
    state = table(pool_rules, ["", ""], pool="DENMARK")
    middle = centre(pool_rules, state, styles, 46).plain.split("\n")
    assert middle[0] == "The pool (7)" and "D₂" in middle[1]
    empty = centre(pool_rules, table(pool_rules, ["", ""]), styles, 46).plain
    assert "empty: each spin adds three letters" in empty
    assert "Form one name from the pool (GG-V2)" in prompt(pool_rules, state, ann_to_move(), styles)
    drawn = panels(pool_rules, state, ann_to_move(), styles, SEAT_STYLES, Layout.of(*ROOMS["80x24"]), 80, 19)
    assert drawn.rack is None and "letters" not in drawn.players.plain, "no racks: no letters counted"


# --- the players ----------------------------------------------------------------------------------------


def test_the_players_show_whose_turn_their_scores_and_names_as_squares(rules):
    state = replace(capture_table(rules), scores=(12, 7))
    shown = players(rules, state, ann_to_move(), tiles(rules), SEAT_STYLES, 46, compact=False)
    lines = shown.plain.split("\n")
    assert lines[0] == "▶ 1  Ann          12 pts · 6 letters"
    assert lines[1] == "   no names yet"
    assert lines[2] == "  2  Bob normal    7 pts · 3 letters", "a computer's level beside its name"
    assert lines[3] == "   A₁D₂E₁N₁ 5"
    badge = next(span for span in shown.spans if span.start == 1)
    assert badge.style == SEAT_STYLES.seat(0), "the seat's number on the seat's colour"
    compact = players(rules, state, ann_to_move(), tiles(rules), SEAT_STYLES, 46, compact=True).plain
    assert compact.split("\n")[3] == "   ADEN 5", "short of rows, the names are words"


def test_the_names_the_viewer_could_capture_are_marked_unless_marks_are_off_GG_X1(rules):
    state = capture_table(rules)
    styles = tiles(rules)
    marked = players(rules, state, ann_to_move(marks=True), styles, SEAT_STYLES, 46, compact=True)
    assert f"ADEN{CAPTURE_MARK} 5" in marked.plain
    assert marked.plain.endswith(f"{CAPTURE_MARK} you could capture this name (m hides the marks)")
    aden = marked.plain.index("ADEN")
    assert any(span.start == aden and span.style == "underline" for span in marked.spans)
    unmarked = players(rules, state, ann_to_move(marks=False), styles, SEAT_STYLES, 46, compact=True).plain
    assert CAPTURE_MARK not in unmarked
    bobs_view = TableView(SEATS, 1, None, bot_to_move=True, marks=True)
    assert CAPTURE_MARK not in players(rules, state, bobs_view, styles, SEAT_STYLES, 46, compact=True).plain


def test_many_names_wrap_to_the_width_of_the_table(rules):
    names = ["ADEN", "CUBA", "PERU", "OMAN", "MALI", "CHAD", "IRAN", "IRAQ"]
    state = table(rules, ["MRK", "BCD"], names=[[], names])
    shown = players(rules, state, ann_to_move(), tiles(rules), SEAT_STYLES, 46, compact=False).plain
    rows = shown.split("\n")[3:]
    assert len(rows) >= 2 and all(len(row) <= 46 for row in rows)
    assert all(name in shown.replace("₁", "").replace("₂", "").replace("₅", "") for name in names)


# --- the room shared ------------------------------------------------------------------------------------


def test_the_globe_grows_with_the_room_and_stands_beside_the_prompt_in_a_tall_view():
    layouts = {size: Layout.of(*room) for size, room in ROOMS.items()}
    heights = [layout.globe for layout in layouts.values()]
    assert heights[0] < heights[1] < heights[3] and heights[3] > heights[2]
    assert layouts["120x40"].tall and not layouts["100x32"].tall
    assert layouts["80x24"].globe >= 13 and layouts["80x24"].columns >= 31, "the globe reads at 80×24"
    for size, layout in layouts.items():
        assert layout.columns <= ROOMS[size][0]


@pytest.mark.parametrize("size", ROOMS)
def test_every_panel_fits_its_room(rules, size):
    width, height = ROOMS[size]
    layout = Layout.of(width, height)
    state = table(rules, ["ABCDEFGHIJ", "BCD"], names=[["CUBA", "PERU"], ["ADEN", "OMAN", "MALI"]])
    drawn = panels(rules, state, ann_to_move(), tiles(rules), SEAT_STYLES, layout, width, height)
    right = width - (0 if layout.tall else layout.columns) - 2
    assert drawn.rack is not None
    for text in (drawn.rack, drawn.players, *([drawn.centre] if drawn.centre else [])):
        assert all(len(line) <= right for line in text.plain.split("\n")), (size, text.plain)
    assert (drawn.centre is None) == layout.tall, "a tall view has the centre under the prompt"
    if layout.tall:
        assert "Pot " in drawn.prompt.plain


def test_short_of_rows_the_rack_loses_its_edges_then_the_names_are_words(rules):
    state = table(rules, ["ABCDEFGHIJ", "BCD", "EGL", "HIO"], names=[["CUBA"], ["ADEN"], ["PERU"], ["OMAN"]])
    view = TableView((*SEATS, Seat("Cat"), Seat("Dan")), 0, 0)
    styles = tiles(rules)
    layout = Layout.of(100, 27)

    def drawn(height: int) -> tuple[bool, bool]:
        shown = panels(rules, state, view, styles, SEAT_STYLES, layout, 100, height)
        assert shown.rack is not None
        return "▀" in shown.rack.plain, "C₂U₁B₂A₁" in shown.players.plain

    assert drawn(15) == (True, True)
    assert drawn(14) == (False, True)
    assert drawn(13) == (False, False)


def test_the_table_reads_the_same_without_colour(rules):
    """Colour never alone: every panel says in its characters all that its colours say."""
    state = replace(capture_table(rules), specials=("A", "E", "X"))
    for width, height in ROOMS.values():
        layout = Layout.of(width, height)
        args = (rules, state, ann_to_move(marks=True))
        coloured = panels(*args, tiles(rules), SEAT_STYLES, layout, width, height)
        plain = panels(*args, tiles(rules, coloured=False), SeatStyles((PLAIN,), PLAIN), layout, width, height)
        assert [text and text.plain for text in vars(coloured).values()] == [
            text and text.plain for text in vars(plain).values()
        ]


def test_the_view_draws_only_what_the_seat_may_see(rules):
    """Two tables that differ only in the computer player's letters look the same to Ann; her own letters
    do show (so a difference there would be seen)."""
    real = table(rules, ["DENMARK", "QUIZ"], names=[["CUBA"], ["ADEN"]], specials="AEX")
    bob = replace(real, racks=(real.racks[0], Bag.of("ZZZX")))
    mine = replace(real, racks=(Bag.of("QQ"), real.racks[1]))
    layout = Layout.of(*ROOMS["80x24"])

    def shown(state: GGState) -> list[str]:
        drawn = panels(rules, state, ann_to_move(marks=True), tiles(rules), SEAT_STYLES, layout, *ROOMS["80x24"])
        return [text.plain for text in (drawn.prompt, drawn.centre, drawn.rack, drawn.players) if text]

    assert shown(real) == shown(bob) != shown(mine)


# --- the globe and its ring -----------------------------------------------------------------------------


def globe_palette(coloured: bool = True) -> GlobePalette:
    if not coloured:
        return GlobePalette(*[PLAIN] * 12)
    return GlobePalette(
        PLAIN,
        *(Style(color=f"color({n})", bgcolor=f"color({n + 20})") for n in range(1, 12)),
    )


def test_the_globe_is_the_earth_turned_to_its_front_longitude():
    """Facing Africa and Eurasia the globe is mostly land; facing the middle of the Pacific, mostly sea; and
    the middle of the picture is the place at the front (the Sahara, not the sea)."""

    def land_share(longitude: float) -> float:
        cells = Surface(Shape.fit(50, 21)).cells(land_mask(), longitude).values()
        dots = sum(bin(disc).count("1") for _, disc, _ in cells)
        return sum(bin(land).count("1") for land, _, _ in cells) / dots

    assert land_share(40) > 0.4 > 0.2 > land_share(-160)
    surface = Surface(Shape.fit(50, 21))
    middle = (25, 10)
    assert surface.cells(land_mask(), 10)[middle][0] == 15, "the Sahara at the front"
    assert surface.cells(land_mask(), -150)[middle][0] == 0, "the Pacific at the front"


def ring_labels(rules: GlobeGrams) -> tuple[tuple[str, str], ...]:
    return tuple((section.label, section.short) for section in rules.spec.ring)


def rows_of(picture) -> list[str]:
    return ["".join(segment.text for segment in line) for line in picture]


@pytest.mark.parametrize(("section", "label"), [(3, "AMN"), (5, "TAKE 1"), (29, "DISCARD 2")])
def test_the_section_spun_stops_under_the_pointer_on_the_ring_bracketed(rules, section, label):
    labels = ring_labels(rules)
    shape = Shape.fit(50, 21)
    rows = rows_of(globe_picture(shape, globe_palette(), Ring(labels, float(section), True)))
    assert len(rows) == 20 and all(len(row) == 50 for row in rows)
    pointer_row = next(y for y, row in enumerate(rows) if "▼" in row)
    column = rows[pointer_row].index("▼")
    plate = rows[pointer_row + 1]
    assert label in plate and abs(plate.index(label) + len(label) / 2 - column) <= 2, (section, plate)
    assert plate.index("[") < plate.index(label) < plate.index("]"), "the front plate is told without colour"
    assert any(glyph in row for row in rows for glyph in QUADRANTS[1:]), "the globe is drawn"
    assert globe_caption(labels, section, False, "") == f"stopped on {label}"
    turning = rows_of(globe_picture(shape, globe_palette(), Ring(labels, section + 0.5, False)))
    assert not any("[" in row for row in turning), "no plate is bracketed while the globe turns"


def test_the_pointer_stands_in_a_notch_of_the_panels_ground_over_land_or_sea(rules):
    """Its colour on the panel's own ground reads whatever turns under it (on the land's green it did not)."""
    ground = Style(bgcolor="color(0)")
    palette = replace(globe_palette(), base=ground)
    for section in (3.0, 5.0, 29.0):
        picture = globe_picture(Shape.fit(50, 21), palette, Ring(ring_labels(rules), section, True))
        (pointer,) = [segment for line in picture for segment in line if segment.text == "▼"]
        assert pointer.style == Style(color=palette.pointer.color, bgcolor=ground.bgcolor, bold=True)


def test_the_globe_shows_its_land_by_glyphs_without_colour(rules):
    labels = ring_labels(rules)
    shape = Shape.fit(31, 13)
    facing = {
        position: rows_of(globe_picture(shape, globe_palette(coloured=False), Ring(labels, position, True)))
        for position in (0.0, 14.0)
    }
    assert facing[0.0] != facing[14.0], "another side of the Earth, other glyphs"
    assert all(len(row) == 31 for row in facing[0.0])


def test_the_caption_says_where_the_globe_stopped_or_whose_spin_it_is(rules):
    labels = ring_labels(rules)
    assert globe_caption(labels, None, True, "") == "spinning…"
    assert globe_caption(labels, None, False, "") == "spin the globe"
    assert globe_caption(labels, None, False, "Ann spins") == "Ann spins"
    assert globe_caption(labels, 41, False, "") == "stopped on TAKE 1", "the ring goes round"
    palette = globe_palette()
    line = caption_line("spinning…", 15, palette, spinning=True)
    assert line.text == "   spinning…   " and line.style == palette.base + palette.spinning


def test_a_plate_too_narrow_for_a_label_shortens_it():
    assert fitted_label("DISCARD 2", "DISC 2", 9) == "DISCARD 2"
    assert fitted_label("DISCARD 2", "DISC 2", 6) == "DISC 2"
    assert fitted_label("DISCARD 2", "DISC 2", 5) == "DISC2"
    assert fitted_label("DISCARD 2", "DISC 2", 4) == "DIS2"
    assert fitted_label("AMN", "AMN", 3) == "AMN"


# --- the name box and the globe panel -------------------------------------------------------------------


def test_the_name_box_lists_seven_ways_around_the_one_chosen_GG_X1():
    ways = [f"Way number {n}" for n in range(10)]
    listed = ways_listed(ways, 8, WORDS).plain.split("\n")
    assert listed[0] == "How (↑ ↓): 9 of 10" and len(listed) == WAYS_SHOWN + 2
    assert "▶ Way number 8" in listed and "  Way number 9" in listed and "  Way number 0" not in listed
    first = ways_listed(ways, 0, WORDS).plain
    assert "▶ Way number 0" in first and "Way number 9" not in first
    assert ways_listed(ways[:2], 1, WORDS).plain == "How (↑ ↓):\n  Way number 0\n▶ Way number 1\n"


def test_the_name_box_says_what_a_name_scores_the_blank_it_spends_or_why_not_GG_N1_T6(rules):
    state = table(rules, ["DENMAR?XZ", "BCD"])
    ways = [("From your letters", {})]
    denmark = work_out(rules.spec, state, "DENMARK", {})
    said = verdict(state, denmark, WORDS)
    assert said.plain.startswith("✓ DENMARK: ") and said.plain.endswith(", a blank for K")
    assert said.style == "green" and [span.style for span in said.spans] == ["yellow"]
    _, refused = first_way(rules.spec, state, "LAKE", ways)
    assert verdict(state, refused, WORDS).plain == "✗ LAKE is a bare geographical word, not a name (GG-N1)"
    letters = name_letters(rules, state.racks[0], tiles(rules)).plain
    assert letters == "Letters:  ?₀  A₁  D₂  E₁  M₂  N₁  R₁  X₅  Z₅", "each letter a square with its points"


def test_the_globe_panel_says_how_many_names_it_found_and_how_to_narrow_too_many_GG_T7(rules):
    limit = 40
    gazetteer = rules.spec.gazetteer
    assert found_count("", 0, limit) == "Type to search the gazetteer."
    assert len(gazetteer.search("S", limit=limit)) == limit
    assert found_count("S", limit, limit) == f"The first {limit} names; type more letters to narrow the search."
    assert found_count("D?NM*", len(gazetteer.search("D?NM*", limit=limit)), limit) == "2 names"
    assert found_count("DENMARK S", 1, limit) == "1 name"
