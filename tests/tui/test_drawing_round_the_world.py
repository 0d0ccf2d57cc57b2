"""Round the World's drawing as plain functions, without an app: the spiral board (RTW-T1), Our map, the
teetotum and the waiver it asks about (RTW-T5), the dials (RTW-D2, RTW-D3), the prompt, the captains and
the windows' text, from seeded games and at the sizes the board and map take at 80×24 and 100×32."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.segment import Segment
from rich.style import Style

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.tui.drawing.round_the_world import (
    SHIP,
    SPIRAL_PARTS,
    DialPalette,
    MapFrame,
    MapPalette,
    Ships,
    SpiralPalette,
    TeetotumPalette,
    TeetotumShown,
    captain_caption,
    captains,
    commodore_caption,
    dial_face,
    dials_legend,
    map_places,
    map_size,
    plain,
    port_names,
    prompt,
    spiral_board,
    spiral_ground,
    tablet_rows,
    teetotum,
    voyage_map,
)
from parlorgames.tui.drawing.seats import SeatStyles

PLAIN = Style()
SEATS = SeatStyles(tuple(Style(color=f"color({n + 1})") for n in range(6)), Style(dim=True))
BOARD_AT_80X24, BOARD_AT_100X32 = (49, 19), (69, 27)
"""The board's size in a window of 80×24 and of 100×32 (the side panel and the move log take the rest)."""
MAP_AT_80X24 = (30, 3)


def game(names=("Ann", "Bob"), variant="game-1", seed=5, spins=()) -> Session:
    """A seeded game, its Commodore chosen (RTW-D1), after the `spins` given."""
    session: Session = Session(find("round-the-world"), [Seat(name) for name in names], seed, variant)
    session.act({"type": "commodore", "seat": 0})
    for value in spins:
        session.act({"type": "spin", "value": value})
    return session


def spiral_palette(parts: dict[str, Style] | None = None) -> SpiralPalette:
    return SpiralPalette(PLAIN, {part: PLAIN for part in SPIRAL_PARTS} | (parts or {}), SEATS.seats)


def board(session: Session, size: tuple[int, int], positions, turn: int | None = 0, parts=None) -> list:
    rules = session.rules
    ground = spiral_ground(rules.track, *size)
    return spiral_board(
        ground, port_names(rules.track, rules.short_names), Ships(tuple(positions), turn), spiral_palette(parts)
    )


def picture(lines) -> str:
    return "\n".join(plain(line) for line in lines)


def test_the_board_draws_the_path_ovals_names_ships_and_legend_RTW_T1():
    lines = board(game(("Ann", "Bob", "Cat")), BOARD_AT_100X32, [15, 15, 40], turn=1)
    assert len(lines) == BOARD_AT_100X32[1] and all(
        Segment.get_line_length(line) == BOARD_AT_100X32[0] for line in lines
    )
    text = picture(lines)
    assert "(15*" in text and "(93*" in text and "Dock" in text
    assert "─" in text and "│" in text, "the path joins the stations"
    assert f"{SHIP}1{SHIP}2" in text and f"{SHIP}3" in text, "two ships side by side on one station"
    assert "New York" in text and "Cape Horn" in text and "Rio" in text
    assert "disaster" in text and "wind on" in text, "the legend explains the marks"


def test_the_ships_of_the_captain_to_move_are_underlined_in_their_colour():
    lines = board(game(("Ann", "Bob", "Cat")), BOARD_AT_100X32, [15, 15, 40], turn=2)
    sails = {
        segment.text: segment.style
        for line in lines[:-2]  # the board, not the legend under it
        for segment in line
        if SHIP in segment.text
    }
    assert sails[f"{SHIP}3"] == SEATS.seats[2] + Style(underline=True)
    assert sails[f"{SHIP}1"] == SEATS.seats[0] and sails[f"{SHIP}2"] == SEATS.seats[1]


def test_a_station_says_what_it_does_by_a_mark_and_its_number_stays_in_the_number_style():
    disaster, number = Style(color="red"), Style(color="blue", bold=True)
    lines = board(game(), BOARD_AT_100X32, [0, 0], parts={"disaster": disaster, "number": number})
    styled = [(segment.text, segment.style) for line in lines for segment in line]
    assert any("!" in text and style == disaster for text, style in styled), "a disaster's mark in its colour"
    assert all(text.isdigit() for text, style in styled if style == number)


def test_ships_at_the_dock_are_sails_on_the_board_and_the_map_at_80x24():
    """Five ships at the dock were "12+" on the board and "12345" on our map, where the legend says ▲1."""
    session = game(("Ann", "Bob", "Cat", "Dan", "Eve"))
    assert "▲1▲2▲3▲4▲5" in picture(board(session, BOARD_AT_80X24, [0] * 5))
    assert "▲12345" in picture(drawn_map(session, MAP_AT_80X24, [0] * 5))


def test_the_board_keeps_its_legend_whole_where_it_fits_and_gives_up_its_last_line_first():
    track = game().rules.track
    roomy, fitted, short = (spiral_ground(track, *size) for size in (BOARD_AT_100X32, BOARD_AT_80X24, (49, 18)))
    assert [len(ground.legend) for ground in (roomy, fitted, short)] == [2, 3, 2]
    assert all(ground.layout is not None for ground in (roomy, fitted, short))
    assert "ship of captain 1" in picture(board(game(), BOARD_AT_80X24, [0, 0]))
    assert "ship of captain 1" not in picture(board(game(), (49, 18), [0, 0]))


def drawn_map(session: Session, size: tuple[int, int], positions) -> list:
    palette = MapPalette(PLAIN, Style(color="green"), PLAIN, PLAIN, Style(bold=True), SEATS.seats)
    frame = MapFrame(*map_size(*size))
    return voyage_map(session.rules.chart, frame, frame.land(), positions, palette, size[0])


def test_our_map_shows_the_land_the_course_and_each_ship():
    lines = drawn_map(game(), (30, 10), [30, 60])
    text = picture(lines)
    assert text.startswith("Our map") and "█" in text and "·" in text
    assert f"{SHIP}1" in text and f"{SHIP}2" in text
    assert all(Segment.get_line_length(line) == 30 for line in lines)


def test_our_map_is_not_drawn_in_too_little_room():
    assert drawn_map(game(), (30, 2), [0, 0]) == []


TEETOTUM = TeetotumPalette(PLAIN, PLAIN, Style(bold=True), PLAIN, Style(italic=True), Style(color="yellow"))


def test_the_teetotum_shows_the_face_up_between_its_neighbours():
    faces = (1, 2, 3, 4, 5)
    text = teetotum(TeetotumShown(faces, 3, -1, ""), TEETOTUM).plain
    assert " 2 [3] 4 " in text and "spun 3" in text
    assert "?" in teetotum(TeetotumShown(faces, None, -1, ""), TEETOTUM).plain, "no spin yet"
    assert "spinning…" in teetotum(TeetotumShown(faces, 4, 2, ""), TEETOTUM).plain


def test_the_teetotum_asks_about_the_spin_a_waiver_is_for_RTW_T5():
    drawn = teetotum(TeetotumShown((1, 2, 3, 4, 5), 5, -1, "waive it?"), TEETOTUM)
    caption = drawn.plain.splitlines()[-1]
    assert "waive it?" in caption
    assert any(
        span.style == TEETOTUM.asking and "waive it?" in drawn.plain[span.start : span.end] for span in drawn.spans
    )


DIAL = DialPalette(PLAIN, PLAIN, Style(bold=True), PLAIN, PLAIN)


@pytest.mark.parametrize(("rounds", "caption"), [(1, "1 spin=10d"), (6, "6 spins=60d")])
def test_the_commodores_dial_counts_spins_and_their_days_RTW_D2(rounds, caption):
    assert commodore_caption(rounds, 10) == caption
    face = dial_face("Commodore", 50, rounds, caption, DIAL).plain.splitlines()
    assert len(face) == 7 and "Commodore" in face[5] and caption in face[6]
    assert "0" in face[0] and "●" in face[2]


def test_a_dials_hand_points_round_the_face():
    up, half = dial_face("", 50, 0, "", DIAL).plain.splitlines(), dial_face("", 50, 25, "", DIAL).plain.splitlines()
    assert "│" in up[1] and "│" in half[3], "at 0 the hand points up, at half the face down"


def test_the_captains_dials_say_what_each_number_is_RTW_D3():
    dial = game().rules.dial
    assert captain_caption(dial, 12) == "12 days"
    assert captain_caption(dial, 63) == "13+50=63d"


def test_the_dials_legend_says_what_the_pointers_are_and_who_still_loses_spins_RTW_D3():
    session = game()
    state = session.state
    legend = dials_legend(session.rules, state, ["Ann", "Bob"]).plain
    assert "units pointer" in legend and "fifties pointer" in legend and "RTW-D2" in legend
    assert "Spins still to lose" not in legend
    losing = replace(state, ships=(replace(state.ships[0], lost_spins=2), *state.ships[1:]))
    assert "Spins still to lose: Ann 2." in dials_legend(session.rules, losing, ["Ann", "Bob"]).plain


def test_the_prompt_says_what_the_player_to_move_does():
    session = game()
    rules, state = session.rules, session.state
    assert prompt(rules, state, "Ann", computer=False).plain == "Ann: press Space to spin"
    assert "(computer) is spinning" in prompt(rules, state, "Ann", computer=True).plain
    assert prompt(rules, replace(state, finished=True), "Ann", False).plain == "The voyage is over."


def test_the_prompt_offers_the_waiver_of_a_spin_into_disaster_RTW_T5():
    session = game(("Ann",), seed=0, spins=(5, 5))
    assert session.state.pending_spin == 5
    text = prompt(session.rules, session.state, "Ann", False).plain
    assert "spun 5" in text and "RTW-T5" in text and "w waive" in text and "s sail on" in text


def test_the_prompt_names_the_passage_in_game_two_RTW_P3():
    session = game(variant="game-2")
    port = session.rules.track[session.rules.passage_ends[0]].port
    assert prompt(session.rules, session.state, "Ann", False).plain.startswith(f"Passage 1, to {port}.\nAnn")


def test_a_captains_station_shows_by_its_whole_name():
    session = game()
    rules, state = session.rules, session.state
    rio = next(n for n in range(1, rules.track.length) if "Rio de Janeiro" in rules.track.name(n))
    at_rio = replace(state, ships=(replace(state.ships[0], station=rio), *state.ships[1:]))
    assert f"{rio} Rio de Janeiro" in captains(rules, at_rio, session.seats, SEATS).plain


def test_six_captains_take_a_line_each_where_the_panel_is_short():
    session = game(("Ann", "Bob", "Cat", "Dan", "Eve", "Fay"))
    rules, state = session.rules, session.state
    held = replace(
        state, ships=(replace(state.ships[0], lost_spins=1), replace(state.ships[1], waiting=True), *state.ships[2:])
    )
    two, one = captains(rules, held, session.seats, SEATS), captains(rules, held, session.seats, SEATS, two_lines=False)
    assert len(two.plain.splitlines()) == 12 and len(one.plain.splitlines()) == 6
    assert "▶ 1  Ann" in one.plain and " −1 spin" in one.plain and " waits" in one.plain
    assert "loses 1 spin" in two.plain and "waits in port" in two.plain
    assert all(len(line) <= 30 for line in one.plain.splitlines()), "a line each fits the helm's 30 columns"


def test_each_captain_has_a_number_beside_the_colour_not_the_colour_alone():
    session = game(("Ann", "Bob", "Cat"))
    drawn = captains(session.rules, session.state, session.seats, SEATS)
    badges = {drawn.plain[span.start : span.end] for span in drawn.spans if span.style in SEATS.seats}
    assert badges == {" 1 ", " 2 ", " 3 "}


def test_the_children_s_game_shows_no_days_RTW_C1():
    session = game(variant="children")
    assert "days" not in captains(session.rules, session.state, session.seats, SEATS).plain


def test_the_tablet_lists_every_place_with_the_passage_ends_in_bold_RTW_P5():
    session = game(variant="game-2")
    rules = session.rules
    rows = tablet_rows(rules, session.state)
    assert len(rows) == len(rules.places) + 1 and all(len(row) == 3 for row in rows)
    bold = [row[0].plain for row in rows if row[0].style == "bold"]
    assert bold[:-1] == [rules.track[end].port for end in rules.passage_ends] and bold[-1] == "Round the world"


def test_our_maps_window_says_each_captains_place_in_words():
    session = game()
    places = map_places(session.rules, [0, 15], ["Ann", "Bob"], SEATS).plain
    assert places.splitlines() == [
        f" 1  Ann: {session.rules.track.name(0)}",
        f" 2  Bob: {session.rules.track.name(15)}",
    ]
