"""The shared components: dials, spinners, bags and racks, tracks and grids, scoring."""

import random

import pytest

from parlorgames.engine.boards import Grid, Station, Track
from parlorgames.engine.dials import Dial, multiples_passed
from parlorgames.engine.frozen import FrozenMap
from parlorgames.engine.scoring import Band, add_to, close_round, leaders, leftover_points, length_multiplier
from parlorgames.engine.spinners import Spinner, teetotum
from parlorgames.engine.tiles import HIDDEN, Bag, Shortfall
from parlorgames.engine.turns import next_seat, previous_seat, seats_from, with_seat


def test_seed_dial_example_four_lost_spins_RTW_D3():
    assert multiples_passed(23, 63, 10) == 4


def test_stopping_on_a_multiple_passes_it_next_time_RTW_D3():
    assert multiples_passed(8, 10, 10) == 0
    assert multiples_passed(10, 14, 10) == 1
    assert multiples_passed(23, 27, 10) == 0
    assert multiples_passed(0, 0, 10) == 0
    assert multiples_passed(0, 10, 10) == 0
    assert multiples_passed(0, 11, 10) == 1


@pytest.mark.parametrize("old,new", [(0, 5), (3, 47), (23, 63), (10, 10), (49, 101), (0, 500)])
def test_multiples_passed_matches_counting(old, new):
    assert multiples_passed(old, new, 10) == sum(1 for m in range(10, 1000, 10) if old <= m < new)


def test_dial_reads_units_and_fifties_with_wrap_around():
    dial = Dial(face=50, limit=500)
    assert dial.read(63) == (13, 50)
    assert dial.read(49) == (49, 0)
    assert dial.read(150) == (0, 150)


def test_teetotum_is_fair_and_seeded_RTW_T2():
    top = teetotum([1, 2, 3, 4, 5])
    assert [v for v, _ in top.outcomes()] == [1, 2, 3, 4, 5]
    assert all(p == pytest.approx(0.2) for _, p in top.outcomes())
    assert [top.spin(random.Random(9)) for _ in range(3)] == [top.spin(random.Random(9)) for _ in range(3)]
    counts = {v: 0 for v in range(1, 6)}
    rng = random.Random(1)
    for _ in range(5000):
        counts[top.spin(rng)] += 1
    assert all(900 < c < 1100 for c in counts.values())


def test_weighted_spinner_sections():
    ring = Spinner.of(["TAKE 1", "ABC"], [1, 3])
    assert dict(ring.outcomes()) == {"TAKE 1": 0.25, "ABC": 0.75}
    with pytest.raises(ValueError):
        Spinner.of(["A"], [0])


def test_bag_draws_and_conserves_tiles():
    bag = Bag.from_counts({"A": 3, "B": 1})
    drawn = bag.draw(random.Random(3), 2)
    rest = bag.take(drawn)
    assert sorted(rest.tiles + drawn) == sorted(bag.tiles)
    assert bag.has("AAB") and not bag.has("BB")
    assert bag.missing("ABBC") == ["B", "C"]
    with pytest.raises(Shortfall, match="not there: C"):
        bag.take("C")
    hands = bag.deal(random.Random(3), 2, 2)
    assert sorted(hands[0] + hands[1]) == sorted(bag.tiles)
    assert bag.put("Z").take("Z") == bag
    assert bag.hidden().tiles == (HIDDEN,) * 4 and HIDDEN not in "?*ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    assert Bag.of("BA") == Bag.of("AB")


def test_track_advance_stops_at_goal_or_port():
    track = Track(93, "Dock", {1: Station(1, to=8)})
    assert track.advance(91, 5) == 93
    assert track.advance(37, 5, stop_at=40) == 40
    assert track[1].to == 8 and track[2].plain
    assert track.name(0) == "Dock"


def test_grid_from_rows():
    grid = Grid.from_rows(["ab", "c"])
    assert (grid.width, grid.height) == (2, 2)
    assert grid.code(1, 1) == " " and grid.code(5, 5) == ""
    assert grid.neighbours(0, 0) == [(0, 1), (1, 0)]
    assert grid.around(0, 0) == [((0, 1), "to the right"), ((1, 0), "below")]
    assert grid.cell(grid.index((1, 1))) == (1, 1)
    assert grid.line((1, 0), across=True) == [(1, 0), (1, 1)]


def test_grid_run_is_the_word_through_a_cell():
    grid = Grid.blank(3, 5)
    filled = {(1, 1), (1, 2), (1, 3), (0, 2)}.__contains__
    assert grid.run((1, 2), True, filled) == [(1, 1), (1, 2), (1, 3)]
    assert grid.run((1, 2), False, filled) == [(0, 2), (1, 2)]
    assert grid.run((2, 2), True, filled) == []


def test_turn_order_and_seat_values():
    assert next_seat(2, 3) == 0
    assert next_seat(0, 4, skip=lambda s: s == 1) == 2
    assert next_seat(0, 2, skip=lambda s: True) is None
    assert seats_from(2, 4) == [2, 3, 0, 1]
    assert previous_seat(0, 3) == 2 and previous_seat(2, 3) == 1
    assert with_seat((1, 2, 3), 1, 9) == (1, 9, 3)


def test_frozen_map_is_hashable_and_unchanging():
    a = FrozenMap({"x": 1, "y": 2})
    assert a == FrozenMap({"y": 2, "x": 1}) and hash(a) == hash(FrozenMap({"y": 2, "x": 1}))
    assert a.set("z", 3)["z"] == 3 and "z" not in a
    assert a.without("x") == FrozenMap({"y": 2}) and a.without("q") is a


def test_scoring_helpers():
    bands = [Band(2, 4, 2), Band(5, 7, 3), Band(8, 9, 5)]
    assert [length_multiplier(bands, n) for n in (1, 4, 5, 9, 10)] == [1, 2, 3, 5, 1]
    assert add_to((1, 2, 3), 1, 10) == (1, 12, 3)
    assert leaders([3, 5, 5]) == [1, 2] and leaders([3, 5, 3], lowest=True) == [0, 2]


def test_rounds_add_points_and_penalties():
    assert leftover_points((3, 0, 2), 5, spared=(2,)) == (15, 0, 0)
    result = close_round((10, 20), (25, -15), number=2, winner=0)
    assert (result.totals, result.points, result.winner, result.number) == ((35, 5), (25, -15), 0, 2)
