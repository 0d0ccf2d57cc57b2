"""Round the World, rule by rule (docs/rules/round-the-world.md); the sheet's quickest passage is the golden game."""

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlorgames.engine.errors import ActionError, IllegalAction, MalformedAction
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.simulate import play_out
from parlorgames.engine.sitting import SittingRecord
from parlorgames.engine.sitting import best_of as quickest_voyage
from parlorgames.engine.sitting import holder_seat as commodore_seat
from parlorgames.engine.sitting import standing as quicker
from parlorgames.games.round_the_world import RoundTheWorld, RTWState, record_line

QUICKEST = [1, 5, 5, 4, 4, 5, 5, 1, 5, 5, 5, 2, 5, 5, 5, 5]


def rules(variant: str = "game-1") -> RoundTheWorld:
    ruleset = find("round-the-world")
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))  # type: ignore[return-value]


def start(r: RoundTheWorld, players: int = 1, commodore: int = 0) -> RTWState:
    names = tuple(["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"][:players])
    return r.apply(r.initial(names), {"type": "commodore", "seat": commodore})


def spin(r: RoundTheWorld, state: RTWState, *values: int) -> RTWState:
    for value in values:
        state = r.apply(state, {"type": "spin", "value": value})
    return state


def test_ships_start_at_the_dock_and_new_york_is_93_RTW_T1():
    r = rules()
    state = start(r, 3)
    assert [s.station for s in state.ships] == [0, 0, 0]
    assert r.track.length == 93 and r.track[93].port == "New York"
    assert r.track.name(0) == "New York dock"


def test_teetotum_has_five_faces_and_refuses_others_RTW_T2():
    r = rules()
    assert r.faces == (1, 2, 3, 4, 5)
    state = start(r)
    with pytest.raises(IllegalAction, match="RTW-T2: the teetotum has no face 6"):
        r.apply(state, {"type": "spin", "value": 6})
    with pytest.raises(IllegalAction, match="RTW-T2"):
        r.apply(state, {"type": "waive"})
    assert {a["value"] for a, _ in r.chance_outcomes(state)} == {1, 2, 3, 4, 5}


def test_station_orders_are_obeyed_as_part_of_the_move_RTW_T3():
    r = rules()
    state = spin(r, start(r), 1)
    assert state.ships[0].station == 8
    state = spin(r, start(r), 3)
    assert state.ships[0].station == 3 and state.ships[0].dial == 2


def test_ships_may_share_a_station_RTW_T4():
    r = rules()
    state = spin(r, start(r, 2), 2, 2)
    assert [s.station for s in state.ships] == [2, 2]


def test_repaired_ship_may_waive_a_move_into_disaster_RTW_T5():
    r = rules()
    state = spin(r, start(r), 5)
    ship = state.ships[0]
    assert ship.station == 0 and ship.repaired and ship.dial == 6
    asked = spin(r, state, 5)
    assert asked.pending_spin == 5 and r.legal_actions(asked) == [{"type": "sail"}, {"type": "waive"}]
    assert not r.is_chance(asked)
    waived = r.apply(asked, {"type": "waive"})
    assert waived.ships[0].station == 0 and waived.turn == 0 and waived.rounds == asked.rounds
    assert r.is_chance(waived)
    sailed = r.apply(asked, {"type": "sail"})
    assert sailed.ships[0].station == 0 and sailed.ships[0].dial == 12
    with pytest.raises(IllegalAction, match="RTW-T5"):
        r.apply(asked, {"type": "spin", "value": 2})


def test_no_waiver_for_a_ship_that_was_not_sent_for_repairs_RTW_T5():
    r = rules()
    state = spin(r, start(r), 5, 2)
    assert state.ships[0].station == 2 and not state.ships[0].repaired
    r2 = rules()
    plain = spin(r2, start(r2), 4)
    assert spin(r2, plain, 1).pending_spin is None


def test_seed_stations_are_as_the_quickest_passage_fixes_them_RTW_T6():
    t = rules().track
    moves = {1: 8, 26: 27, 32: 33, 38: 40, 41: 46, 61: 64, 66: 71, 91: 93}
    assert {n: t[n].to for n in moves} == moves
    days = {32: 2, 38: 4, 51: 2, 61: 2, 91: 4, 19: 4}
    assert {n: t[n].days for n in days} == days
    assert t[51].to is None and t[19].to is None
    assert sorted(n for n in range(1, 94) if t[n].disaster) == [5, 21, 53, 68]
    ports = {
        11: "Equator",
        15: "Rio de Janeiro",
        22: "Cape Horn",
        33: "Equator",
        40: "San Francisco",
        45: "Sandwich Islands",
        56: "Hong Kong",
        64: "Anjer",
        71: "Mauritius",
        76: "Cape of Good Hope",
        80: "St. Helena",
        85: "Equator",
        93: "New York",
    }
    assert {s.number: s.port for s in t.ports()} == ports
    for landed in (8, 13, 18, 22, 27, 33, 40, 46, 56, 64, 71, 76, 81, 86, 93):
        assert t[landed].to is None and not t[landed].days, landed


def test_commodore_spins_first_then_play_passes_left_RTW_D1():
    r = rules()
    state = start(r, 3, commodore=1)
    assert state.turn == 1
    turns = []
    for _ in range(4):
        turns.append(state.turn)
        state = spin(r, state, 2)
    assert turns == [1, 2, 0, 1]
    with pytest.raises(IllegalAction, match="RTW-D1"):
        r.apply(r.initial(("A", "B")), {"type": "commodore", "seat": 5})


def test_commodore_dial_counts_rounds_of_ten_days_RTW_D2():
    r = rules()
    state = start(r, 2)
    assert state.rounds == 1
    state = spin(r, state, 2)
    assert state.rounds == 1
    state = spin(r, state, 2)
    assert state.rounds == 2
    assert r.voyage_days(state, 0) == 20


def test_days_passing_multiples_of_ten_lose_spins_RTW_D3():
    r = rules()
    state = start(r, 2)
    ships = list(state.ships)
    ships[0] = replace(ships[0], station=23, dial=23)
    state = replace(state, ships=tuple(ships))
    # 24 adds 4 days: 23 → 27 passes no multiple of ten (we follow the rule, not the seed's second example).
    state = spin(r, state, 1)
    assert state.ships[0].lost_spins == 0 and state.ships[0].dial == 27
    ships = list(state.ships)
    ships[0] = replace(ships[0], station=18, dial=8)
    state = replace(state, ships=tuple(ships), turn=0)
    state = spin(r, state, 1)  # 19: +4 days, 8 → 12 passes 10
    assert state.ships[0].dial == 12
    assert state.turn == 1
    state = spin(r, state, 2)  # Bob spins; Ann's next spin is lost, so Bob spins again
    assert state.turn == 1 and state.ships[0].lost_spins == 0
    assert any("Ann loses this spin (RTW-D3)" in e for e in state.events)


def test_voyage_days_are_commodore_dial_times_ten_plus_captain_dial_RTW_D4():
    r = rules()
    state = spin(r, start(r), *QUICKEST)
    assert state.finished
    assert state.rounds == 16 and state.ships[0].dial == 14
    assert r.result((state,), ()).figure == 174


def test_first_ship_into_new_york_wins_RTW_G1():
    r = rules()
    state = start(r, 2)
    ships = list(state.ships)
    ships[1] = replace(ships[1], station=92)
    state = spin(r, replace(state, ships=tuple(ships)), 1, 1)
    assert state.finished and r.result((state,), ()).winners == (1,)
    with pytest.raises(IllegalAction, match="RTW-G1"):
        spin(r, state, 1)


def test_quickest_voyage_of_the_sitting_candidates_RTW_G2():
    r1, r2 = rules("game-1"), rules("game-2")
    s1 = spin(r1, start(r1), *QUICKEST)
    assert r1.result((s1,), ()).sitting == ((0, 174),)
    assert r1.first_player_action(2) == {"type": "commodore", "seat": 2, "record": True}
    s2 = spin(r2, start(r2), *QUICKEST)
    assert r2.result((s2,), ()).sitting == ((0, 174),)
    assert rules("children").result((s1,), ()).sitting == ()


def test_game_no_1_and_no_2_keep_one_record_the_children_none_RTW_G2():
    assert rules("game-1").record_book() == rules("game-2").record_book() == "game-1"
    children = rules("children")
    assert children.record_book() == ""
    with pytest.raises(IllegalAction, match="RTW-G2: this game keeps no record"):
        children.apply(children.initial(("Ann", "Bob")), children.first_player_action(1))


def test_the_commodore_by_record_is_named_with_RTW_G2_by_lot_with_RTW_D1():
    r = rules("game-2")
    by_record = r.apply(r.initial(("Ann", "Bob")), r.first_player_action(1))
    assert by_record.commodore == 1 and "(RTW-G2)" in by_record.events[0] and "RTW-D1" not in by_record.events[0]
    assert "RTW-G2" in r.describe(r.initial(("Ann", "Bob")), r.first_player_action(1))
    by_lot = start(r, 2, commodore=1)
    assert "(RTW-D1)" in by_lot.events[0]


def test_only_a_strictly_quicker_voyage_takes_the_record_RTW_G2():
    record = SittingRecord("Ann", 174)
    assert SittingRecord("Bob", 170).beats(record) and SittingRecord("Bob", 170).beats(None)
    assert not SittingRecord("Bob", 174).beats(record) and not SittingRecord("Bob", 180).beats(record)
    assert quicker(record, SittingRecord("Bob", 180)) == record
    assert quicker(record, SittingRecord("Bob", 160)) == SittingRecord("Bob", 160)
    assert quicker(None, record) == record and quicker(record, None) == record and quicker(None, None) is None


def test_the_quickest_of_a_games_voyages_is_offered_to_the_record_RTW_G2():
    r = rules("game-1")
    finished = spin(r, start(r, 1), *QUICKEST)
    assert quickest_voyage(r.result((finished,), ()).sitting, ["Ann"]) == SittingRecord("Ann", 174)
    assert quickest_voyage([(0, 200), (1, 180), (2, 190)], ["Ann", "Bob", "Cat"]) == SittingRecord("Bob", 180)
    assert quickest_voyage(rules("children").result((finished,), ()).sitting, ["Ann"]) is None


def test_what_the_table_is_told_after_a_game_RTW_G2():
    new = SittingRecord("Bob", 170)
    assert (
        record_line(new, None)
        == "Bob made the quickest voyage of the sitting (170 days) and is Commodore next game (RTW-G2)."
    )
    assert record_line(new, SittingRecord("Ann", 174)) == record_line(new, None)
    assert (
        record_line(SittingRecord("Bob", 180), SittingRecord("Ann", 174))
        == "The quickest voyage of the sitting is still Ann's, 174 days."
    )
    assert record_line(SittingRecord("Bob", 174), SittingRecord("Ann", 174)).startswith(
        "The quickest voyage of the sitting is still Ann's"
    )


def test_the_record_holder_at_the_table_is_commodore_RTW_G2():
    record = SittingRecord("Ann", 174)
    assert commodore_seat(record, ["Bob", "Ann"]) == 1
    assert commodore_seat(record, ("Cat", "Dan")) is None, "a holder away from the table: the lot decides (RTW-D1)"
    assert commodore_seat(None, ["Ann"]) is None
    r = rules()
    state = r.apply(r.initial(("Bob", "Ann")), r.first_player_action(commodore_seat(record, ["Bob", "Ann"])))
    assert state.commodore == 1 and state.turn == 1


def test_four_passages_RTW_P1():
    r = rules("game-2")
    assert [r.track[p].port for p in r.passage_ends] == ["San Francisco", "Hong Kong", "Anjer", "New York"]


def test_ships_wait_at_passage_ports_and_the_dial_resets_RTW_P2():
    r = rules("game-2")
    state = start(r, 2)
    ships = list(state.ships)
    ships[0] = replace(ships[0], station=37)
    state = replace(state, ships=tuple(ships))
    state = spin(r, state, 5)  # would reach 42: stops at San Francisco
    assert state.ships[0].station == 40 and state.ships[0].waiting
    state = spin(r, state, 2)  # Bob
    assert state.turn == 1, "Ann waits in port, so Bob spins again"
    rounds_before = state.rounds
    ships = list(state.ships)
    ships[1] = replace(ships[1], station=39)
    state = spin(r, replace(state, ships=tuple(ships)), 1)
    assert state.passage == 1 and state.rounds == 1 and state.turn == 0
    assert rounds_before == 2
    assert not any(s.waiting for s in state.ships)


def test_a_ship_home_in_new_york_is_home_not_waiting_in_port_RTW_P2():
    """Ships wait at San Francisco, Hong Kong and Anjer; the last passage ends at home (RTW-P2, RTW-P1)."""
    r = rules("game-2")
    state = start(r, 2)
    home_port = r.passage_ends[-1]
    ships = list(state.ships)
    ships[0] = replace(ships[0], station=home_port - 2, passage_dial_start=0)
    state = replace(state, ships=tuple(ships), passage=len(r.passage_ends) - 1)
    state = spin(r, state, 5)
    ann = state.ships[0]
    assert ann.home and not ann.waiting and ann.station == home_port
    assert r.standings(state)[0]["waiting"] is False
    assert state.turn == 1 and not state.finished, "Bob sails on alone"


def test_passage_time_is_spins_times_ten_plus_days_on_that_passage_RTW_P3():
    r = rules("game-2")
    state = spin(r, start(r), *QUICKEST[:7])
    assert state.ships[0].passages == (76,)
    state = spin(r, state, *QUICKEST[7:10])
    assert state.ships[0].passages == (76, 32)


def game2(seat_passages):
    """A finished Game No. 2 state with the given passage times per seat."""
    r = rules("game-2")
    state = start(r, len(seat_passages))
    ships = tuple(replace(s, passages=tuple(p), home=True, station=93) for s, p in zip(state.ships, seat_passages))
    return r, replace(state, ships=ships, finished=True)


def test_quickest_on_two_passages_wins_even_with_a_longer_voyage_RTW_P4():
    r, state = game2([(70, 30, 10, 100), (80, 31, 11, 50)])
    assert r.result((state,), ()).winners == (0,) and r.voyage_days(state, 0) > r.voyage_days(state, 1)
    r, state = game2([(75, 35, 12, 60), (80, 28, 10, 61), (90, 40, 20, 70)])
    assert r.passage_winners(state) == [2, 2, 0]
    assert r.result((state,), ()).winners == (1,), "two captains with two passages each: the quicker voyage"
    r, state = game2([(70, 30, 12, 60), (72, 28, 10, 62)])
    assert r.voyage_days(state, 0) == r.voyage_days(state, 1)
    assert r.result((state,), ()).winners == (0,), "still tied: the quicker passage to San Francisco"
    r, state = game2([(70, 30, 12, 60), (70, 30, 12, 60)])
    assert r.result((state,), ()).winners == (0, 1)


def test_every_captain_quickest_on_two_passages_qualifies_then_the_voyage_decides_RTW_P4():
    """Decided: quickest on three passages does not beat quickest on two; among those who qualify
    the quicker voyage wins."""
    r, state = game2([(70, 30, 10, 100), (80, 30, 11, 50)])  # Ann SF, both HK, Ann Anjer, Bob home
    assert r.passage_winners(state) == [3, 2]
    assert (r.voyage_days(state, 0), r.voyage_days(state, 1)) == (210, 171)
    outcome = r.result((state,), ())
    assert outcome.winners == (1,), "both qualify: Bob's quicker voyage wins"
    assert outcome.reason == "quickest on 2 or more passages (2 captains qualify), then the quicker voyage (RTW-P4)"


def test_nobody_qualifying_the_most_passages_then_the_voyage_RTW_P4():
    r, state = game2([(60, 40, 40, 40), (70, 30, 40, 40), (70, 40, 30, 40), (70, 40, 40, 20), (61, 31, 31, 21)])
    assert r.passage_winners(state) == [1, 1, 1, 1, 0]
    assert r.voyage_days(state, 4) < r.voyage_days(state, 3) < r.voyage_days(state, 0)
    outcome = r.result((state,), ())
    assert outcome.winners == (3,), "Eve's quicker voyage, quickest on no passage, does not count first"
    assert outcome.reason.startswith(
        "nobody quickest on 2 passages: the most passages won (1), then the quicker voyage"
    )


def test_time_to_a_place_passed_deducts_two_days_an_oval_RTW_P5():
    r = rules("game-2")
    state = spin(r, start(r), 1, 5, 5)  # at 18: Rio (15) is 3 ovals back
    assert dict(state.ships[0].tablet)[15] == 30 - 6
    state = spin(r, start(r), 1, 5, 5, 1)  # at 19 with 4 added days: 40 + 4 - 8 (the seed's example)
    assert state.ships[0].station == 19
    assert dict(state.ships[0].tablet)[15] == 24, "recorded once, when first passed"


def test_seed_quickest_passage_gives_the_seed_tablet_RTW_P6():
    r = rules("game-2")
    state = spin(r, start(r), *QUICKEST)
    assert state.finished
    ship = state.ships[0]
    tablet = [(r.track[place].port, days) for place, days in ship.tablet]
    assert tablet == [
        ("Equator", 16),
        ("Rio de Janeiro", 24),
        ("Cape Horn", 40),
        ("Equator", 62),
        ("San Francisco", 76),
        ("Sandwich Islands", 8),
        ("Hong Kong", 32),
        ("Anjer", 12),
        ("Mauritius", 10),
        ("Cape of Good Hope", 20),
        ("St. Helena", 28),
        ("Equator", 38),
        ("New York", 54),
    ]
    assert ship.passages == (76, 32, 12, 54)
    assert r.result((state,), ()).figure == 174
    assert ship.lost_spins == 0


def test_small_children_only_disasters_act_RTW_C1():
    r = rules("children")
    state = spin(r, start(r, 2), 1)
    assert state.ships[0].station == 1, "directions ignored"
    state = spin(r, start(r, 2), 5)
    assert state.ships[0].station == 5 and state.ships[0].lost_spins == 1 and state.ships[0].dial == 0
    state = spin(r, state, 1)  # Bob
    assert state.turn == 1, "Ann loses one spin"
    state = spin(r, start(r, 2), 3)
    assert state.ships[0].dial == 0


def test_refused_move_leaves_state_unchanged():
    r = rules()
    state = start(r, 2)
    before = repr(state)
    with pytest.raises(IllegalAction):
        r.apply(state, {"type": "spin", "value": 0})
    assert repr(state) == before


GOLDEN = """\
Commodore: Ann
Ann spins 1 | Ann spins 1: New York dock → 1 / A fair wind out of New York harbour: run on to 8 (RTW-T3)
Ann spins 5 | Ann spins 5: 8 → 13
Ann spins 5 | Ann spins 5: 13 → 18
Ann spins 4 | Ann spins 4: 18 → 22 Cape Horn
Ann spins 4 | Ann spins 4: 22 Cape Horn → 26 / A slant of wind round the Horn: on to 27 (RTW-T3)
Ann spins 5 | Ann spins 5: 27 → 32 / Light winds to the Line: on to 33, add 2 days (RTW-T3)
Ann spins 5 | Ann spins 5: 33 Equator → 38 / Fog off the Farallones: into San Francisco, add 4 days (RTW-T3)
Ann spins 1 | Ann spins 1: 40 San Francisco → 41 / North-east trades: run past the Sandwich Islands to 46 (RTW-T3)
Ann spins 5 | Ann spins 5: 46 → 51 / Squalls: add 2 days (RTW-T3)
Ann spins 5 | Ann spins 5: 51 → 56 Hong Kong
Ann spins 5 | Ann spins 5: 56 Hong Kong → 61 / Through the Java Sea: on to Anjer, add 2 days (RTW-T3)
Ann spins 2 | Ann spins 2: 64 Anjer → 66 / South-east trades: run on to Mauritius (RTW-T3)
Ann spins 5 | Ann spins 5: 71 Mauritius → 76 Cape of Good Hope
Ann spins 5 | Ann spins 5: 76 Cape of Good Hope → 81
Ann spins 5 | Ann spins 5: 81 → 86
Ann spins 5 | Ann spins 5: 86 → 91 / A fair wind home: into New York, add 4 days (RTW-T3) \
/ Ann is home in New York! (RTW-G1)
"""


def transcript(r: RoundTheWorld, spins: list[int]) -> str:
    state = r.initial(("Ann",))
    lines = []
    for action in [{"type": "commodore", "seat": 0}] + [{"type": "spin", "value": v} for v in spins]:
        said = r.describe(state, action)
        state = r.apply(state, action)
        lines.append(said if action["type"] == "commodore" else f"{said} | {' / '.join(state.events)}")
    return "\n".join(lines) + "\n"


def test_golden_playthrough_of_the_quickest_passage_RTW_P6():
    assert transcript(rules("game-1"), QUICKEST) == GOLDEN


@settings(derandomize=True, max_examples=60, deadline=None)
@given(st.sampled_from(["game-1", "game-2", "children"]), st.integers(1, 6), st.integers(0, 10_000))
def test_random_games_end_and_keep_their_invariants(variant, players, seed):
    r = rules(variant)

    def check(state: RTWState) -> None:
        assert all(0 <= s.station <= 93 and s.dial >= 0 and s.lost_spins >= 0 for s in state.ships)
        assert state.commodore is None or 0 <= state.turn < players
        assert state.rounds >= 0

    final, moves = play_out(r, tuple(f"P{i}" for i in range(players)), random.Random(seed), watch=check)
    outcome = r.result((final,), ())
    assert outcome.winners and all(0 <= w < players for w in outcome.winners)
    if variant == "game-2":
        assert all(len(s.passages) == 4 and s.home for s in final.ships)
        assert outcome.figure == min(r.voyage_days(final, w) for w in outcome.winners)
    else:
        assert final.ships[outcome.winners[0]].home


@pytest.mark.parametrize(
    "action",
    [
        None,
        "spin",
        {"value": 3},
        {"type": "spin", "value": True},
        {"type": "spin", "value": "3"},
        {"type": "spin"},
        {"type": "spin", "value": 3, "extra": 1},
        {"type": "commodore", "seat": False},
        {"type": "commodore", "seat": None},
        {"type": "waive", "value": 1},
        {"type": "steer"},
    ],
)
def test_malformed_actions_are_refused_as_such(action):
    r = rules()
    for state in (r.initial(("Ann", "Bob")), start(r, 2)):
        with pytest.raises(MalformedAction):
            r.apply(state, action)


@pytest.mark.parametrize("seat", [-1, 2, 99])
def test_a_commodore_off_the_table_is_illegal_RTW_D1(seat):
    r = rules()
    with pytest.raises(IllegalAction, match="RTW-D1"):
        r.apply(r.initial(("Ann", "Bob")), {"type": "commodore", "seat": seat})


def test_nothing_but_an_action_error_leaves_apply():
    r = rules()
    states = [r.initial(("Ann", "Bob")), start(r, 2), spin(r, start(r), 5, 5), spin(r, start(r), *QUICKEST)]
    odd = [-(10**30), -1, 0, 6, 10**30]
    for state in states:
        for action in [
            *({"type": "spin", "value": v} for v in odd),
            *({"type": "commodore", "seat": v} for v in odd),
            {"type": "sail"},
            {"type": "waive"},
        ]:
            try:
                r.apply(state, action)
            except ActionError:
                pass


@pytest.mark.parametrize("variant", ["game-1", "game-2", "children"])
def test_every_state_of_a_simulated_game_is_hashable(variant):
    r = rules(variant)
    seen = []
    play_out(r, ("Ann", "Bob", "Cat"), random.Random(5), watch=seen.append)
    assert len(seen) > 10 and len({hash(state) for state in seen}) > 10
    assert all(r.observe(state, 1) == state for state in seen), "nothing is hidden"


def test_chance_lists_the_real_outcomes_RTW_T2_RTW_D1():
    r = rules()
    lot = r.chance_outcomes(r.initial(("Ann", "Bob", "Cat", "Dan")))
    assert lot == [({"type": "commodore", "seat": i}, 0.25) for i in range(4)]
    spins = r.chance_outcomes(start(r, 2))
    assert sum(p for _, p in spins) == pytest.approx(1) and all(p == pytest.approx(0.2) for _, p in spins)


def test_the_childrens_board_shows_no_orders_and_a_lost_spin_cites_RTW_C1():
    children, game1 = rules("children"), rules("game-1")
    orders = [
        n for n in range(94) if children.track[n].to is not None or children.track[n].days or children.track[n].text
    ]
    assert orders == []
    assert sorted(n for n in range(94) if children.track[n].disaster) == [5, 21, 53, 68]
    assert [s.number for s in children.track.ports()] == [s.number for s in game1.track.ports()]
    assert game1.track[1].to == 8, "Game No. 1's board keeps its orders"
    state = spin(children, start(children, 2), 5, 1)
    assert state.turn == 1 and any("loses this spin (RTW-C1)" in e for e in state.events)
    assert not any("RTW-D3" in e for e in state.events)
