"""Every list of the seats shows a computer's level beside its name (the levels issue: "shown beside
the seat's name"), within the cells the list gives the name."""

from parlorgames.engine.session import Seat
from parlorgames.tui.drawing.seats import seat_name_width
from parlorgames.tui.widgets.colours import seat_name


def test_a_person_shows_the_name_alone_padded_to_the_width():
    assert seat_name(Seat("Ann"), 10).plain == "Ann       "


def test_a_computer_shows_its_level_in_full_where_the_name_leaves_room():
    assert seat_name(Seat("Cat", bot=True, level="hard"), 10).plain == "Cat hard  "


def test_a_computer_without_a_level_shows_the_default_level():
    assert seat_name(Seat("Cat", bot=True), 10).plain == "Cat normal"


def test_a_long_computer_name_gives_way_to_the_level_initial_and_keeps_the_width():
    shown = seat_name(Seat("Catherine", bot=True, level="easy"), 8)
    assert shown.plain == "Cather e"
    assert shown.cell_len == 8


def test_the_width_a_name_needs_counts_the_level_of_a_computer_only():
    assert seat_name_width(Seat("Ann")) == 3
    assert seat_name_width(Seat("Cat", bot=True, level="hard")) == 8
