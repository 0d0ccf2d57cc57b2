"""Mapominoes rules, one test per MAP rule id, the seed sheet's examples, and bot play at scale."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlorgames.bots.mapominoes import choose
from parlorgames.engine.errors import ActionError, IllegalAction, MalformedAction
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.engine.simulate import play_out
from parlorgames.engine.tiles import HIDDEN, Bag
from parlorgames.games.mapominoes import TRANSIT, Hand, Mapominoes, MapState, Tabled, lookup

COUNTIES = 108
TRANSITS = 12


def make_rules(variant: str | None = None, game: str = "mapominoes") -> Mapominoes:
    ruleset = find(game)
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))  # type: ignore[return-value]


def at(rules: Mapominoes, name: str) -> dict[str, int]:
    """ "H6" → {"row": 5, "col": 7}."""
    return {"row": int(name[1:]) - 1, "col": ord(name[0]) - ord("A")}


def table_state(
    rules: Mapominoes,
    cards: dict[str, str],
    hands: list[list[str]],
    transit: list[int] | None = None,
    turn: int = 0,
    pile: int = 0,
) -> MapState:
    """A round in play with the given cards tabled ("Irish Sea*" is a Transit card nominated so)."""
    table: list[Tabled | None] = [None] * (rules.width * rules.height)
    for name, card in cards.items():
        spot = at(rules, name)
        cell = spot["row"] * rules.width + spot["col"]
        table[cell] = Tabled(TRANSIT, 1, card[:-1]) if card.endswith("*") else Tabled(card)
    held = {c for hand in hands for c in hand}
    on_table = {card for card in cards.values() if not card.endswith("*")}
    n = len(hands)
    return MapState(
        names=tuple("Ann Bob Cat Dan Eve".split()[:n]),
        hands=tuple(Hand(Bag.of(h), (transit or [0] * n)[i]) for i, h in enumerate(hands)),
        table=tuple(table),
        openings=rules.openings_of(table),
        pile=pile,
        undealt=Bag.of(c for c in rules.counties if c not in held and c not in on_table),
        phase="play",
        turn=turn,
        dealer=n - 1,
        scores=(0,) * n,
    )


def place(rules: Mapominoes, card: str, where: str) -> dict:
    return {"type": "place", "card": card, **at(rules, where)}


def dealt(rules: Mapominoes, players: int = 2, seed: int = 1) -> MapState:
    state = rules.initial(tuple("Ann Bob Cat Dan Eve".split()[:players]))
    return rules.apply(state, rules.sample_chance(state, random.Random(seed)))


def census(rules: Mapominoes, state: MapState) -> tuple[list[str], int]:
    """Every County card wherever it is (hand, table, undealt), sorted, and the number of Transit cards."""
    counties = list(state.undealt)
    transits = state.pile
    for hand in state.hands:
        counties += hand.counties
        transits += hand.transit
    for card in state.table:
        if card is not None:
            if card.nomination is None:
                counties.append(card.card)
            else:
                transits += 1
    counties.sort()
    return counties, transits


def assert_conserved(rules: Mapominoes, state: MapState) -> None:
    counties, transits = census(rules, state)
    assert counties == DECKS[rules.map_file], "a County card was lost or copied"
    assert transits == rules.transit_cards


DECKS: dict[str, list[str]] = {}


@pytest.fixture(autouse=True, scope="module")
def _decks():
    for game in ("mapominoes", "mapominoes-europe"):
        rules = make_rules(game=game)
        DECKS[rules.map_file] = sorted(rules.counties)


# --- cards and players ----------------------------------------------------------------------


def test_deck_of_108_counties_and_12_transit_cards_MAP_E1():
    rules = make_rules()
    assert len(rules.counties) == COUNTIES
    assert rules.transit_cards == TRANSITS
    nations = Counter(rules.deck.areas[c].nation for c in rules.counties)
    assert nations == {"England": 48, "Wales": 22, "Scotland": 32, "Northern Ireland": 6}
    assert_conserved(rules, rules.initial(("Ann", "Bob")))


def test_two_to_five_players_MAP_E2():
    ruleset = find("mapominoes")
    assert (ruleset.players_min, ruleset.players_max) == (2, 5)
    for count in (1, 6):
        with pytest.raises(ValueError, match="2 to 5 players"):
            Session(ruleset, [Seat(f"P{i}") for i in range(count)], seed=1)


# --- the round ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deal_one_transit_each_rest_pile_all_counties_but_one_MAP_R1(players):
    rules = make_rules()
    state = dealt(rules, players)
    assert [h.transit for h in state.hands] == [1] * players
    assert state.pile == TRANSITS - players
    assert sum(len(h.counties) for h in state.hands) == COUNTIES - 1
    assert state.table[rules.centre] is not None and state.table[rules.centre].nomination is None
    assert sum(card is not None for card in state.table) == 1
    sizes = [len(h.counties) for h in state.hands]
    assert max(sizes) - min(sizes) <= 1
    if players % 2 == 0:
        assert sizes[state.dealer] == min(sizes) < max(sizes)
    assert_conserved(rules, state)


def test_deal_must_order_exactly_the_deck_MAP_R1():
    rules = make_rules()
    state = rules.initial(("Ann", "Bob"))
    with pytest.raises(IllegalAction, match="MAP-R1"):
        rules.apply(state, {"type": "deal", "order": ["Kent"] * 108})
    with pytest.raises(IllegalAction, match="MAP-R1"):
        rules.apply(state, {"type": "draw"})


def test_play_starts_left_of_dealer_and_goes_clockwise_MAP_R2():
    rules = make_rules()
    state = dealt(rules, 3)
    assert state.dealer == 2 and state.turn == 0
    seen = [state.turn]
    while len(seen) < 4:
        state = rules.apply(state, rules.legal_actions(state)[0])
        if not rules.is_chance(state):
            seen.append(state.turn)
    # turns only ever stay (extra go) or step one seat to the left
    assert all(b in (a, (a + 1) % 3) for a, b in zip(seen, seen[1:]))


def test_draw_only_when_unable_to_go_MAP_R3():
    rules = make_rules()
    state = table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire", "Kent"], ["Devon"]], transit=[0, 0], pile=3)
    with pytest.raises(IllegalAction, match=r"MAP-R3: Ann can go \(Nottinghamshire fits at"):
        rules.apply(state, {"type": "draw"})
    stuck = table_state(rules, {"H6": "Derbyshire"}, [["Kent"], ["Devon"]], transit=[1, 0], pile=3)
    after = rules.apply(stuck, {"type": "draw"})
    assert after.hands[0].transit == 2 and after.pile == 2 and after.turn == 1
    assert {"type": "draw"} in rules.legal_actions(stuck)
    empty = rules.apply(table_state(rules, {"H6": "Derbyshire"}, [["Kent"], ["Devon"]]), {"type": "draw"})
    assert empty.hands[0].transit == 0 and empty.turn == 1 and "pile is empty" in empty.events[0]


def test_place_must_be_next_to_a_tabled_card_MAP_R3():
    rules = make_rules()
    state = table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire"], ["Devon"]])
    with pytest.raises(IllegalAction, match="MAP-R3: A1 is not next to a tabled card"):
        rules.apply(state, place(rules, "Nottinghamshire", "A1"))
    with pytest.raises(IllegalAction, match="MAP-R3: Ann holds no Kent card"):
        rules.apply(state, place(rules, "Kent", "H5"))


# --- placing ----------------------------------------------------------------------------------


def test_card_must_border_every_neighbour_MAP_P1():
    rules = make_rules()
    state = table_state(rules, {"G6": "Devon", "H5": "Surrey"}, [["Kent", "Somerset"], ["Essex"]])
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, place(rules, "Kent", "H6"))
    assert str(refused.value) == "MAP-P1: Kent does not border Devon (the card to its left)"
    with pytest.raises(IllegalAction, match=r"MAP-P1: Somerset does not border Surrey \(the card above it\)"):
        rules.apply(state, place(rules, "Somerset", "H6"))


def test_nottinghamshire_on_any_side_of_derbyshire_MAP_P1():
    rules = make_rules()
    state = table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire", "Kent"], ["Devon"]])
    for side in ("H5", "I6", "H7", "G6"):
        after = rules.apply(state, place(rules, "Nottinghamshire", side))
        assert after.table[at(rules, side)["row"] * rules.width + at(rules, side)["col"]].card == "Nottinghamshire"
    assert rules.deck.borders("Nottinghamshire", "Derbyshire")


def test_oxfordshire_between_northamptonshire_and_gloucestershire_MAP_P1():
    """The seed's E.g. 2: two diagonal counties, and a card in the corner touching both."""
    rules = make_rules()
    assert rules.deck.borders("Oxfordshire", "Northamptonshire") and rules.deck.borders(
        "Oxfordshire", "Gloucestershire"
    )
    state = table_state(
        rules, {"H5": "Northamptonshire", "G6": "Gloucestershire"}, [["Oxfordshire", "Kent"], ["Devon"]]
    )
    after = rules.apply(state, place(rules, "Oxfordshire", "H6"))
    assert "Oxfordshire" not in after.hands[0].counties
    with pytest.raises(IllegalAction, match="MAP-P1: Kent does not border Northamptonshire"):
        rules.apply(state, place(rules, "Kent", "H6"))


def test_no_overlap_and_the_table_edge_bounds_play_MAP_P2():
    rules = make_rules()
    state = table_state(rules, {"A1": "Derbyshire"}, [["Nottinghamshire", "Leicestershire"], ["Devon"]])
    with pytest.raises(IllegalAction, match="MAP-P2: A1 already holds Derbyshire"):
        rules.apply(state, place(rules, "Nottinghamshire", "A1"))
    with pytest.raises(IllegalAction, match="MAP-P2: row 0, column 1 is off the table"):
        rules.apply(state, {"type": "place", "card": "Nottinghamshire", "row": -1, "col": 0})
    with pytest.raises(IllegalAction, match="off the table"):
        rules.apply(state, {"type": "place", "card": "Nottinghamshire", "row": 0, "col": rules.width})
    # in the corner only two sides are free
    assert {cell for _, cell in rules.placements(state)} == {1, rules.width}


def test_double_connection_gives_an_extra_go_MAP_P3():
    rules = make_rules()
    state = table_state(
        rules,
        {"H5": "Northamptonshire", "G6": "Gloucestershire"},
        [["Oxfordshire", "Kent", "Wiltshire"], ["Devon"]],
        transit=[1, 0],
    )
    after = rules.apply(state, place(rules, "Oxfordshire", "H6"))
    assert after.turn == 0 and "extra go (MAP-P3)" in " ".join(after.events)
    single = rules.apply(state, place(rules, "Wiltshire", "F6"))
    assert single.turn == 1


def test_transit_card_in_a_double_position_gives_no_extra_go_MAP_P3():
    rules = make_rules()
    # Lancashire (above) and Cheshire (to the left) both touch the Irish Sea: the Transit card goes in the corner
    state = table_state(rules, {"H5": "Lancashire", "G6": "Cheshire"}, [["Antrim", "Kent"], ["Devon"]], transit=[1, 0])
    after = rules.apply(state, {"type": "transit", "nomination": "Irish Sea", **at(rules, "H6")})
    assert after.pending_transit is not None and after.turn == 0
    done = rules.apply(after, place(rules, "Antrim", "I6"))
    assert done.turn == 1, "a single connection beside the Transit card: no extra go"


# --- transit cards ----------------------------------------------------------------------------


def test_merseyside_transit_irish_sea_antrim_MAP_X1():
    """The seed's E.g. 4a: Merseyside → Transit as the Irish Sea → Antrim."""
    rules = make_rules()
    for area in ("Merseyside", "Antrim"):
        assert rules.deck.borders(area, "Irish Sea")
    assert not rules.deck.borders("Merseyside", "Antrim")
    state = table_state(rules, {"H6": "Merseyside"}, [["Antrim", "Kent"], ["Devon"]], transit=[1, 0])
    with pytest.raises(IllegalAction, match="MAP-P1: Antrim does not border Merseyside"):
        rules.apply(state, place(rules, "Antrim", "I6"))
    after = rules.apply(state, {"type": "transit", "nomination": "irish sea", **at(rules, "I6")})
    assert after.hands[0].transit == 0 and after.pending_transit is not None
    with pytest.raises(IllegalAction, match="MAP-X1: the County card must go beside the Transit card"):
        rules.apply(after, place(rules, "Antrim", "H5"))
    with pytest.raises(IllegalAction, match="MAP-X1"):
        rules.apply(after, {"type": "draw"})
    done = rules.apply(after, place(rules, "Antrim", "J6"))
    assert done.turn == 1 and done.pending_transit is None and "Antrim" not in done.hands[0].counties
    assert census(rules, done) == census(rules, state)


def test_transit_neighbours_must_border_the_nomination_MAP_X1():
    rules = make_rules()
    state = table_state(rules, {"H6": "Merseyside", "J7": "Kent"}, [["Antrim", "Devon"], ["Essex"]], transit=[1, 0])
    with pytest.raises(IllegalAction, match=r"MAP-X1: Kent \(the card below it\) does not border Irish Sea"):
        rules.apply(state, {"type": "transit", "nomination": "Irish Sea", **at(rules, "J6")})
    with pytest.raises(IllegalAction, match="did you mean 'Irish Sea'"):
        rules.apply(state, {"type": "transit", "nomination": "Irish See", **at(rules, "I6")})
    no_follow = table_state(rules, {"H6": "Merseyside"}, [["Kent"], ["Essex"]], transit=[1, 0])
    with pytest.raises(IllegalAction, match="MAP-X1: no County card in Ann's hand borders Irish Sea"):
        rules.apply(no_follow, {"type": "transit", "nomination": "Irish Sea", **at(rules, "I6")})
    none_held = table_state(rules, {"H6": "Merseyside"}, [["Antrim"], ["Essex"]], transit=[0, 0])
    with pytest.raises(IllegalAction, match="MAP-X1: Ann holds no Transit card"):
        rules.apply(none_held, {"type": "transit", "nomination": "Irish Sea", **at(rules, "I6")})


def test_gloucestershire_transit_somerset_devon_MAP_X1():
    """The seed's E.g. 5: a county on the table may be nominated (Somerset, not yet tabled)."""
    rules = make_rules()
    assert rules.deck.borders("Gloucestershire", "Somerset") and rules.deck.borders("Devon", "Somerset")
    assert not rules.deck.borders("Gloucestershire", "Devon")
    state = table_state(
        rules, {"H6": "Gloucestershire"}, [["Devon", "Kent"], ["Bristol", "Dorset", "Somerset"]], transit=[1, 0]
    )
    after = rules.apply(state, {"type": "transit", "nomination": "Somerset", **at(rules, "H7")})
    after = rules.apply(after, place(rules, "Devon", "H8"))
    assert after.turn == 1
    # Later: Bristol or Dorset beside the Transit card (MAP-X3); Somerset itself can still be played (MAP-X2)
    for card, where in (("Bristol", "G7"), ("Dorset", "I7")):
        later = rules.apply(after, place(rules, card, where))
        assert card not in later.hands[1].counties
    assert ("Somerset", at(rules, "I8")["row"] * rules.width + at(rules, "I8")["col"]) in rules.placements(after)


def test_transit_cards_never_side_by_side_and_may_name_a_tabled_county_MAP_X2():
    rules = make_rules()
    state = table_state(
        rules,
        {"H6": "Merseyside", "H7": "Irish Sea*", "G6": "Cheshire"},
        [["Antrim", "Down"], ["Essex"]],
        transit=[1, 0],
    )
    with pytest.raises(IllegalAction, match="MAP-X2: Transit cards may not lie side by side"):
        rules.apply(state, {"type": "transit", "nomination": "Irish Sea", **at(rules, "H8")})
    # nominated as a county already on the table: Cheshire (tabled) beside Merseyside
    tabled = table_state(
        rules, {"H6": "Merseyside", "A1": "Cheshire"}, [["Shropshire", "Kent"], ["Essex"]], transit=[1, 0]
    )
    after = rules.apply(tabled, {"type": "transit", "nomination": "Cheshire", **at(rules, "H7")})
    assert after.table[at(rules, "H7")["row"] * rules.width + at(rules, "H7")["col"]].nomination == "Cheshire"


def test_anyone_may_later_play_beside_a_transit_card_MAP_X3():
    """The seed's E.g. 4b: Anglesey or Pembrokeshire beside the Irish Sea Transit card."""
    rules = make_rules()
    cards = {"H6": "Merseyside", "I6": "Irish Sea*", "J6": "Antrim"}
    state = table_state(rules, cards, [["Kent"], ["Isle of Anglesey", "Pembrokeshire", "Devon"]], turn=1)
    for card in ("Anglesey", "Pembrokeshire"):
        after = rules.apply(state, place(rules, card, "I7"))
        assert after.table[at(rules, "I7")["row"] * rules.width + at(rules, "I7")["col"]] is not None
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, place(rules, "Devon", "I7"))
    assert str(refused.value) == "MAP-X3: Devon does not border Irish Sea (the Transit card above it)"


# --- end and scoring -----------------------------------------------------------------------------


def test_first_out_wins_the_round_others_score_cards_left_MAP_S1():
    rules = make_rules()
    state = table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire"], ["Devon", "Kent", "Essex"]], transit=[3, 0])
    after = rules.apply(state, place(rules, "Nottinghamshire", "H5"))
    assert after.round_points == ((0, 3),) and after.scores == (0, 3)
    assert after.phase == "deal" and after.round == 2 and after.dealer == 0, "the deal passes left"
    assert "wins the round (MAP-S1)" in " ".join(after.events)


def test_round_ends_when_nobody_can_go_MAP_S2():
    rules = make_rules()
    state = table_state(rules, {"H6": "Derbyshire"}, [["Kent", "Essex"], ["Devon"]], pile=1)
    state = rules.apply(state, {"type": "draw"})  # Ann draws the last Transit card: the count starts again
    assert state.phase == "play" and state.pile == 0
    state = rules.apply(state, {"type": "draw"})  # Bob cannot go
    assert state.phase == "play", "Ann has not yet had a go with her new Transit card"
    state = rules.apply(state, {"type": "draw"})  # Ann keeps her Transit card: nobody played for a whole turn
    assert state.round_points == ((2, 1),) and state.phase == "deal"
    assert "Nobody can go" in " ".join(state.events)


def test_cannot_go_is_refused_while_a_transit_card_could_go_MAP_S2():
    """Decided: with the pile empty a player who could lay a Transit card legally can go."""
    rules = make_rules()
    state = table_state(rules, {"H6": "Merseyside"}, [["Antrim", "Kent"], ["Devon"]], transit=[1, 0], pile=0)
    with pytest.raises(
        IllegalAction, match=r"MAP-S2: Ann can go: a Transit card fits at .* as .*, and the pile is empty"
    ):
        rules.apply(state, {"type": "draw"})
    actions = rules.legal_actions(state)
    assert {"type": "draw"} not in actions and any(a["type"] == "transit" for a in actions)
    with_pile = replace(state, pile=2)
    assert {"type": "draw"} in rules.legal_actions(with_pile), "with cards in the pile, keep the Transit card and draw"
    assert rules.apply(with_pile, {"type": "draw"}).hands[0].transit == 2


def test_the_round_ends_saying_nobody_can_go_only_when_nobody_can_MAP_S2():
    rules = make_rules("sand-timer")
    state = table_state(rules, {"H6": "Merseyside"}, [["Antrim", "Kent"], ["Devon"]], transit=[1, 0], pile=0)
    for _ in range(4):
        state = rules.apply(state, {"type": "timeout"})
    assert state.phase == "play" and not state.results, "goes lost to the sand timer are no proof that nobody can go"
    stuck = table_state(rules, {"H6": "Derbyshire"}, [["Kent"], ["Devon"]])
    stuck = rules.apply(rules.apply(stuck, {"type": "draw"}), {"type": "draw"})
    assert stuck.results and "Nobody can go: the round is over (MAP-S2)" in stuck.events


def test_rounds_equal_players_deal_passes_left_lowest_total_wins_MAP_S3():
    rules = make_rules()
    state, _ = play_out(rules, ("Ann", "Bob", "Cat"), random.Random(4))
    assert len(state.round_points) == 3 == rules.rounds(3)
    assert state.scores == tuple(sum(r[s] for r in state.round_points) for s in range(3))
    outcome = rules.result((state,), ())
    assert all(state.scores[w] == min(state.scores) for w in outcome.winners)
    assert outcome.figure_name == "points" and "MAP-S3" in outcome.reason
    with pytest.raises(IllegalAction, match="MAP-S3"):
        rules.apply(state, {"type": "draw"})
    session = Session(find("mapominoes"), [Seat("Ann"), Seat("Bob")], seed=2)
    dealers = []
    while len(dealers) < 2:
        if session.rules.is_chance(session.state):
            dealers.append(session.state.dealer)
            session.resolve_chance()
        else:
            session.act(_bot(session))
    assert dealers == [1, 0]


def _bot(session: Session) -> dict:
    return choose(session.rules, session.observe(session.seat), random.Random(0))


# --- optional rules -----------------------------------------------------------------------------


def test_sand_timer_timeout_loses_the_go_and_draws_MAP_O1():
    plain = make_rules()
    state = table_state(plain, {"H6": "Derbyshire"}, [["Nottinghamshire"], ["Devon"]], pile=2)
    with pytest.raises(IllegalAction, match="MAP-O1: the sand timer is not in use"):
        plain.apply(state, {"type": "timeout"})
    rules = make_rules("sand-timer")
    assert rules.sand_timer == 60
    state = table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire", "Kent"], ["Devon"]], pile=2)
    after = rules.apply(state, {"type": "timeout"})
    assert after.turn == 1 and after.hands[0].transit == 1 and after.pile == 1 and "MAP-O1" in after.events[0]
    midway = table_state(rules, {"H6": "Merseyside"}, [["Antrim", "Kent"], ["Devon"]], transit=[1, 0], pile=2)
    midway = rules.apply(midway, {"type": "transit", "nomination": "Irish Sea", **at(rules, "I6")})
    after = rules.apply(midway, {"type": "timeout"})
    assert (
        after.hands[0].transit == 2
        and after.table[at(rules, "I6")["row"] * rules.width + at(rules, "I6")["col"]] is None
    )
    assert census(rules, after) == census(rules, midway)


def test_spotting_an_illegal_placement_MAP_O2():
    strict = make_rules()
    state = table_state(strict, {"H6": "Derbyshire"}, [["Kent", "Devon"], ["Essex", "Norfolk"]])
    with pytest.raises(IllegalAction, match="MAP-O2: every placement is checked"):
        strict.apply(state, {"type": "challenge"})
    rules = make_rules("spot-the-mistake")
    state = table_state(rules, {"H6": "Derbyshire"}, [["Kent", "Devon"], ["Essex", "Norfolk"]])
    wrong = rules.apply(state, place(rules, "Kent", "H5"))
    assert wrong.turn == 1 and not wrong.last_placement.legal
    assert {"type": "challenge", "seat": 1} in rules.legal_actions(wrong)
    called = rules.apply(wrong, {"type": "challenge", "seat": 1})
    assert "Kent" in called.hands[0].counties and called.turn == 1
    assert "Kent does not border Derbyshire" in called.events[0]
    with pytest.raises(IllegalAction, match="MAP-O2: there is no card to call out"):
        rules.apply(called, {"type": "challenge"})
    # a mistaken call costs the caller's go
    right = rules.apply(
        table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire", "Devon"], ["Essex", "Norfolk"]]),
        place(rules, "Nottinghamshire", "H5"),
    )
    mistaken = rules.apply(right, {"type": "challenge"})
    assert mistaken.turn == 0 and "Nottinghamshire" not in mistaken.hands[0].counties
    # the window closes once the next player plays: a later call is about the later card
    later = table_state(rules, {"H6": "Derbyshire"}, [["Kent", "Devon"], ["Nottinghamshire", "Norfolk"]])
    later = rules.apply(rules.apply(later, place(rules, "Kent", "H5")), place(rules, "Nottinghamshire", "H7"))
    too_late = rules.apply(later, {"type": "challenge"})
    assert "Kent" not in too_late.hands[0].counties and too_late.turn == 1 and "loses the go" in too_late.events[0]
    # a player's last card is always checked
    last = table_state(rules, {"H6": "Derbyshire"}, [["Kent"], ["Essex"]])
    with pytest.raises(IllegalAction, match="MAP-P1"):
        rules.apply(last, place(rules, "Kent", "H5"))


def kent_beside_two(rules: Mapominoes, players: int = 2) -> MapState:
    """Ann has laid Kent beside Derbyshire and Nottinghamshire (bordering neither): a double connection."""
    hands = [["Kent", "Staffordshire", "Devon"], ["Essex", "Norfolk"], ["Cheshire", "Dorset"]][:players]
    state = table_state(rules, {"H6": "Derbyshire", "I5": "Nottinghamshire"}, hands)
    return rules.apply(state, place(rules, "Kent", "H5"))


def test_every_card_of_a_turn_stays_open_to_the_call_MAP_O2():
    rules = make_rules("spot-the-mistake")
    kent = kent_beside_two(rules)
    assert kent.turn == 0 and "extra go (MAP-P3)" in kent.events[-1], "the double connection stands until called"
    assert rules.callers(kent) == (1,) and not rules.challengeable(kent)
    both = rules.apply(kent, place(rules, "Staffordshire", "G6"))
    assert both.turn == 1 and [p.seat for p in both.open_cards] == [0, 0]
    assert {"type": "challenge", "seat": 1} in rules.legal_actions(both)
    called = rules.apply(both, {"type": "challenge", "seat": 1})
    assert sorted(called.hands[0].counties) == ["Devon", "Kent", "Staffordshire"]
    assert called.table[rules.grid.index((4, 7))] is None and called.table[rules.grid.index((5, 6))] is None
    assert called.turn == 1 and called.open_cards == ()
    assert called.events[0] == (
        "Bob calls out Kent: Kent does not border Nottinghamshire (the card to its right). "
        "Kent, Staffordshire go back to Ann, who loses that go (MAP-O2)"
    )
    assert census(rules, called) == census(rules, both)


def test_the_call_stays_open_until_a_different_player_places_a_card_MAP_O2():
    rules = make_rules("spot-the-mistake")
    both = rules.apply(kent_beside_two(rules, players=3), place(rules, "Staffordshire", "G6"))
    drawn = replace(both, pile=2)
    drawn = rules.apply(drawn, {"type": "draw"})
    assert drawn.turn == 2 and rules.callers(drawn) == (1, 2), "a draw places no card"
    essex = rules.apply(
        replace(both, hands=with_hand(both, 1, ["Leicestershire", "Norfolk"])), place(rules, "Leicestershire", "H7")
    )
    assert [p.seat for p in essex.open_cards] == [1] and rules.callers(essex) == (0, 2)
    mistaken = rules.apply(essex, {"type": "challenge", "seat": 0})
    assert "Kent" not in mistaken.hands[0].counties, "Ann's cards were closed by Bob's"


def with_hand(state: MapState, seat: int, counties: list[str]) -> tuple:
    return tuple(replace(h, counties=Bag.of(counties)) if s == seat else h for s, h in enumerate(state.hands))


def test_any_other_player_may_call_and_the_placer_loses_the_go_MAP_O2():
    rules = make_rules("spot-the-mistake")
    kent = kent_beside_two(rules, players=3)
    called = rules.apply(kent, {"type": "challenge", "seat": 2})
    assert called.turn == 1, "Ann's extra go came from Kent: her turn ends"
    assert "Cat calls out Kent" in called.events[0] and "Kent" in called.hands[0].counties
    with pytest.raises(IllegalAction, match="MAP-O2: Ann cannot call out Ann's own cards"):
        rules.apply(kent, {"type": "challenge", "seat": 0})
    with pytest.raises(IllegalAction, match="MAP-O2: who calls"):
        rules.apply(kent, {"type": "challenge", "seat": 3})


def test_a_mistaken_call_costs_the_callers_next_go_MAP_O2():
    rules = make_rules("spot-the-mistake")
    state = table_state(
        rules, {"H6": "Derbyshire"}, [["Nottinghamshire", "Devon"], ["Essex", "Norfolk"], ["Kent", "Dorset"]]
    )
    right = rules.apply(state, place(rules, "Nottinghamshire", "H5"))
    mistaken = rules.apply(right, {"type": "challenge", "seat": 2})
    assert mistaken.turn == 1 and mistaken.lost_goes == (0, 0, 1) and "Cat will lose the next go" in mistaken.events[0]
    assert not rules.callers(mistaken), "the cards were checked and found right"
    bob = rules.apply(replace(mistaken, pile=2), {"type": "draw"})
    assert bob.turn == 0 and bob.lost_goes == () and "Cat loses this go for a mistaken call (MAP-O2)" in bob.events
    own_go = rules.apply(right, {"type": "challenge", "seat": 1})
    assert own_go.turn == 2 and own_go.lost_goes == (), "the player to move loses this very go"


def test_a_last_card_ends_the_round_only_if_every_card_of_the_turn_is_right_MAP_O2():
    rules = make_rules("spot-the-mistake")
    state = table_state(rules, {"H6": "Derbyshire", "I5": "Nottinghamshire"}, [["Kent", "Staffordshire"], ["Essex"]])
    kent = rules.apply(state, place(rules, "Kent", "H5"))
    checked = rules.apply(kent, place(rules, "Staffordshire", "G6"))
    assert (
        checked.phase == "play" and checked.turn == 1 and sorted(checked.hands[0].counties) == ["Kent", "Staffordshire"]
    )
    assert "every card of the turn is checked first (MAP-O2)" in checked.events[0]


def test_a_call_saved_before_any_seat_could_call_replays_as_it_was_MAP_O2():
    """Old saves hold {"type": "challenge"}: the player to move called, and only the last card counted."""
    rules = make_rules("spot-the-mistake")
    both = rules.apply(kent_beside_two(rules), place(rules, "Staffordshire", "G6"))
    old = rules.apply(both, {"type": "challenge"})
    assert old.turn == 0 and "Kent" not in old.hands[0].counties and "Bob loses the go" in old.events[0]
    assert rules.describe(both, {"type": "challenge"}) == "Bob calls out the last card"


def test_nation_by_nation_MAP_O3():
    rules = make_rules("nation-by-nation")
    state = rules.initial(("Ann", "Bob"))
    state = rules.apply(state, rules.sample_chance(state, random.Random(3)))
    held = [c for h in state.hands for c in h.counties]
    assert {rules.deck.areas[c].nation for c in held} == {"England"} and len(held) == 47
    assert len(state.undealt) == 60
    with pytest.raises(IllegalAction, match="MAP-R3"):
        rules.apply(state, {"type": "deal", "order": list(rules.counties)})
    # someone goes out: the rest is dealt, starting with that player
    out = table_state(rules, {"H6": "Derbyshire"}, [["Kent", "Devon"], ["Nottinghamshire"]], turn=1)
    out = replace(
        out,
        undealt=Bag.of(rules.rest_deck),
        hands=(Hand(Bag.of(("Devon", "Kent"))), Hand(Bag.of(("Nottinghamshire",)))),
    )
    after = rules.apply(out, place(rules, "Nottinghamshire", "H5"))
    assert after.phase == "rest" and after.out_seat == 1 and rules.is_chance(after)
    order = list(rules.rest_deck)
    after = rules.apply(after, {"type": "deal", "order": order})
    assert after.phase == "play" and not after.undealt and after.turn == 0
    assert order[0] in after.hands[1].counties and order[1] in after.hands[0].counties
    assert after.round_points == ()


def test_more_transit_cards_MAP_O4():
    rules = make_rules("more-transit")
    for players, each in ((2, 5), (3, 3), (4, 2), (5, 2)):
        state = dealt(rules, players)
        assert [h.transit for h in state.hands] == [each] * players
        assert state.pile == TRANSITS - players * each
        assert_conserved(rules, state)


def test_where_the_list_gives_no_number_the_supply_is_shared_out_MAP_O4():
    rules = make_rules("more-transit", game="mapominoes-europe")
    for players, each in ((2, 3), (3, 2), (4, 2), (5, 1)):
        state = dealt(rules, players)
        assert [h.transit for h in state.hands] == [each] * players
        assert state.pile == 8 - players * each
        assert_conserved(rules, state)


@pytest.mark.parametrize("game", ["mapominoes", "mapominoes-europe"])
def test_no_deal_takes_more_transit_cards_than_the_deck_holds_MAP_O4(game):
    ruleset = find(game)
    for variant in ruleset.variants:
        rules = make_rules(variant.name, game=game)
        for players in range(ruleset.players_min, ruleset.players_max + 1):
            state = dealt(rules, players)
            assert state.pile >= 0, f"{game} {variant.name} with {players} players deals from a pile of {state.pile}"
            assert_conserved(rules, state)


def test_a_ruleset_dealing_more_transit_cards_than_its_deck_is_refused_at_load_MAP_O4():
    from parlorgames.engine.ruleset import RulesetError, load_text
    from parlorgames.paths import rulesets_dir

    text = (rulesets_dir() / "mapominoes-europe.yaml").read_text(encoding="utf-8")
    listed = "transit_each_by_players: {2: 3, 3: 2}"
    line = 1 + next(i for i, row in enumerate(text.splitlines()) if listed in row)
    with pytest.raises(RulesetError) as err:
        load_text(text.replace(listed, "transit_each_by_players: {2: 3, 3: 2, 5: 2}"), "broken.yaml")
    assert (
        f"broken.yaml:{line}: variants.more-transit.overrides.options.transit_each_by_players.5: "
        "5 × 2 is more than the 8 Transit cards (MAP-O4)"
    ) in str(err.value)


def test_a_deal_records_its_transit_cards_and_an_old_save_s_deal_replays_as_played_MAP_O4():
    rules = make_rules("more-transit", game="mapominoes-europe")
    start = rules.initial(tuple("Ann Bob Cat Dan Eve".split()))
    deal = rules.sample_chance(start, random.Random(3))
    assert deal["transit"] == 1
    with pytest.raises(IllegalAction, match="MAP-O4: this table deals each of 5 players 1 Transit card, not 2"):
        rules.apply(start, {**deal, "transit": 2})
    old = rules.apply(start, {"type": "deal", "order": deal["order"]})
    assert [h.transit for h in old.hands] == [2] * 5 and old.pile == -2
    stuck = replace(old, hands=tuple(replace(h, counties=Bag.of(["Iceland"])) for h in old.hands))
    drawn = rules.apply(stuck, {"type": "draw"})
    assert drawn.hands[old.turn].transit == 3 and drawn.pile == -3, "an old over-deal's draw gives a card, as it did"


def test_five_players_of_europe_s_more_transit_cards_end_MAP_O4_MAP_S2():
    """Dealt two each from eight, the pile began below zero, every draw made a Transit card and a round
    nobody went out of never ended."""
    rules = make_rules("more-transit", game="mapominoes-europe")
    names = tuple("Ann Bob Cat Dan Eve".split())
    for seed in range(3):
        states: list[MapState] = []
        state, _ = play_out(rules, names, random.Random(seed), watch=states.append, levels=("hard",) * 5)
        assert state.phase == "over" and min(s.pile for s in states) >= 0


# --- lookups, replay, property and scale ------------------------------------------------------


def test_lookup_reports_borders_waters_and_suggestions():
    rules = make_rules()
    rows = lookup(["oxon", "Irish Sea", "Kentt", "Atlantis"], rules.deck)
    oxon, sea, typo, unknown = rows
    assert oxon["valid"] and oxon["name"] == "Oxfordshire" and oxon["nation"] == "England"
    assert "Northamptonshire" in oxon["borders"] and oxon["waters"] == []
    assert sea["valid"] and sea["nation"] is None and "Merseyside" in sea["borders"]
    assert not typo["valid"] and typo["suggestion"] == "Kent"
    assert not unknown["valid"] and set(unknown) == {
        "term",
        "valid",
        "name",
        "nation",
        "borders",
        "waters",
        "suggestion",
    }
    json.dumps(rows)
    verdicts = rules.lookup(["Anglesey", "Kentt"])
    assert verdicts[0]["valid"] and "no land border" in verdicts[0]["reason"]
    assert not verdicts[1]["valid"] and "did you mean 'Kent'" in verdicts[1]["reason"]


def test_undo_and_replay_through_a_transit_play():
    ruleset = find("mapominoes")
    session = Session(ruleset, [Seat("Ann"), Seat("Bob")], seed=11)
    session.resolve_chance()
    rules: Mapominoes = session.rules  # type: ignore[assignment]
    # play until someone can play a Transit card
    for _ in range(400):
        plays = rules.transit_plays(session.state)
        if plays and session.state.pending_transit is None:
            break
        session.act(_bot(session))
    cell, nomination = plays[0]
    row, col = divmod(cell, rules.width)
    before = session.state
    session.act({"type": "transit", "row": row, "col": col, "nomination": nomination})
    county, to = rules.placements(session.state)[0]
    session.act({"type": "place", "card": county, "row": to // rules.width, "col": to % rules.width})
    assert session.undo() and session.state.pending_transit == cell
    assert session.undo() and session.state == before
    assert session.redo() and session.redo()
    saved = json.loads(json.dumps(session.to_json()))
    again = Session.from_json(saved)
    assert again.state == session.state


@settings(derandomize=True, max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(2, 5),
    variant=st.sampled_from(["standard", "nation-by-nation", "more-transit", "spot-the-mistake", "sand-timer"]),
)
def test_cards_are_conserved_through_random_legal_play(seed, players, variant):
    rules = make_rules(variant)
    rng = random.Random(seed)
    state = rules.initial(tuple(f"P{i}" for i in range(players)))
    for _ in range(150):
        if rules.is_over(state):
            break
        if rules.is_chance(state):
            action = rules.sample_chance(state, rng)
        else:
            options = rules.legal_actions(state)
            if rules.sand_timer and rng.random() < 0.05:
                options = [{"type": "timeout"}]
            action = rng.choice(options)
        state = rules.apply(state, action)
        assert_conserved(rules, state)
        assert hash(state) == hash(replace(state)), "every state is hashable and compares by value"


@pytest.mark.parametrize("game,games", [("mapominoes", 50), ("mapominoes-europe", 10)])
def test_simulate_bots_with_every_card_accounted_for(game, games):
    """Every line and branch of the rules, the engine and the computer player that 300 of these seeded
    games of the UK deck reach (measured with branch coverage), the first 40 already reach; of Europe's,
    the first 2 reach all that 100 reach. Both sizes keep a margin over that."""
    rules = make_rules(game=game)
    watch = lambda state: assert_conserved(rules, state)  # noqa: E731
    lengths = []
    for number in range(games):
        state, moves = play_out(rules, ("Ann", "Bob"), random.Random(f"0:{number}"), watch=watch)
        assert_conserved(rules, state)
        assert rules.is_over(state) and len(state.round_points) == 2
        lengths.extend(state.round_goes)
    assert sum(lengths) / len(lengths) > 10


def test_simulate_command_line():
    result = subprocess.run(
        [sys.executable, "-m", "parlorgames", "simulate", "mapominoes", "--games", "5", "--players", "3", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    data = json.loads(result.stdout)
    assert data["games"] == 5 and data["figure"] == "points"
    assert data["rounds_mean"] == 3, "as many rounds as players (MAP-S3)"


def test_rules_core_imports_no_textual_or_rich():
    code = (
        "import sys, parlorgames.games.mapominoes, parlorgames.bots.mapominoes; "
        "print('textual' in sys.modules or 'rich' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_ruleset_problems_name_file_line_and_key():
    from parlorgames.engine.ruleset import RulesetError, load_text
    from parlorgames.paths import rulesets_dir

    text = (rulesets_dir() / "mapominoes.yaml").read_text(encoding="utf-8")
    broken = text.replace("table: {width: 15, height: 11}", "table: {width: 5, height: 11}").replace(
        "options: {first_nations: [England]}", "options: {first_nations: [Englnd]}"
    )
    with pytest.raises(RulesetError) as err:
        load_text(broken, "broken.yaml")
    message = str(err.value)
    assert (
        "broken.yaml:" in message
        and "components.table: 5×11 spaces cannot hold 108 County and 12 Transit cards (MAP-P2)" in message
    )
    assert "first_nations[0]: 'Englnd' is not a nation of uk-areas.yaml" in message


def test_a_deck_s_card_noun_must_be_a_word_MAP_R1():
    from parlorgames.engine.ruleset import RulesetError, load_text
    from parlorgames.paths import rulesets_dir

    text = (rulesets_dir() / "mapominoes-europe.yaml").read_text(encoding="utf-8")
    line = 1 + text.splitlines().index("  card: country")
    with pytest.raises(RulesetError) as err:
        load_text(text.replace("  card: country", '  card: ""'), "broken.yaml")
    assert f"broken.yaml:{line}: components.card: must be a word in lower case, such as county or country" in str(
        err.value
    )


# --- the house's contract: action shapes, hashable states, observations ---------------------------


def test_every_action_type_has_a_shape():
    rules = make_rules()
    assert set(rules.ACTIONS) == {"deal", "place", "transit", "draw", "timeout", "challenge"}
    with pytest.raises(ValueError, match="too many outcomes to list"):
        rules.chance_outcomes(rules.initial(("Ann", "Bob")))


@pytest.mark.parametrize(
    "action",
    [
        "place",
        {"card": "Kent"},
        {"type": "fly"},
        {"type": "place", "card": "Nottinghamshire", "row": 5},
        {"type": "place", "card": "Nottinghamshire", "row": True, "col": 7},
        {"type": "place", "card": "Nottinghamshire", "row": "5", "col": 7},
        {"type": "place", "card": 7, "row": 5, "col": 7},
        {"type": "place", "card": "Nottinghamshire", "row": 5, "col": 7, "face": "up"},
        {"type": "transit", "row": 5, "col": 7},
        {"type": "transit", "row": 5, "col": 7, "nomination": None},
        {"type": "draw", "card": "Kent"},
        {"type": "deal", "order": "Kent"},
        {"type": "deal", "order": [1, 2]},
    ],
)
def test_malformed_actions_are_refused_as_malformed(action):
    rules = make_rules()
    state = table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire"], ["Devon"]], transit=[1, 0])
    with pytest.raises(MalformedAction):
        rules.apply(state, action)


def test_a_place_off_the_table_names_the_edge_MAP_P2():
    rules = make_rules()
    state = table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire"], ["Devon"]], transit=[1, 0])
    for row, col in ((rules.height, 0), (0, -1), (10**12, 10**12)):
        with pytest.raises(IllegalAction, match="MAP-P2: .* is off the table"):
            rules.apply(state, {"type": "place", "card": "Nottinghamshire", "row": row, "col": col})
        with pytest.raises(IllegalAction, match="MAP-P2: .* is off the table"):
            rules.apply(state, {"type": "transit", "row": row, "col": col, "nomination": "Irish Sea"})


NAMES = st.sampled_from(["Kent", "kent", "Irish Sea", "Nottinghamshire", "Atlantis", "", "  ", "OXON", "North Sea"])
FIELDS = {
    "card": st.one_of(NAMES, st.integers(), st.none(), st.booleans()),
    "nomination": st.one_of(NAMES, st.integers(), st.text(max_size=5)),
    "row": st.one_of(st.integers(-3, 20), st.integers(), st.booleans(), st.text(max_size=2)),
    "col": st.one_of(st.integers(-3, 20), st.integers(), st.booleans(), st.floats(allow_nan=False)),
    "order": st.one_of(st.lists(NAMES, max_size=3), st.text(max_size=3), st.lists(st.integers(), max_size=2)),
}
ACTIONS_IN_ANY_SHAPE = st.one_of(
    st.fixed_dictionaries(
        {"type": st.sampled_from(["deal", "place", "transit", "draw", "timeout", "challenge", "fly", 3])},
        optional={key: value for key, value in FIELDS.items()},
    ),
    st.none(),
    st.integers(),
    st.lists(st.text(max_size=3), max_size=2),
)


@settings(derandomize=True, max_examples=300, deadline=None)
@given(
    action=ACTIONS_IN_ANY_SHAPE,
    variant=st.sampled_from(["standard", "spot-the-mistake", "sand-timer"]),
    deal_first=st.booleans(),
)
def test_nothing_but_an_action_error_leaves_apply(action, variant, deal_first):
    rules = make_rules(variant)
    state = rules.initial(("Ann", "Bob"))
    if deal_first:
        state = rules.apply(state, rules.sample_chance(state, random.Random(5)))
    try:
        rules.apply(state, action)
    except ActionError:
        pass


def test_deals_are_sampled_exactly_as_saved_games_replay_them_MAP_R1():
    rules = make_rules()
    order = rules.sample_chance(rules.initial(("Ann", "Bob")), random.Random(1))["order"]
    assert (order[:3], order[-1], len(order)) == (["Suffolk", "Kent", "Derbyshire"], "Greater London", 108)
    first_nations = make_rules("nation-by-nation")
    order = first_nations.sample_chance(first_nations.initial(("Ann", "Bob")), random.Random(3))["order"]
    assert (order[:3], order[-1], len(order)) == (["Leicestershire", "Worcestershire", "Dorset"], "Essex", 48)


def test_every_state_of_a_simulated_game_is_hashable():
    rules = make_rules("spot-the-mistake")
    seen: set[MapState] = set()
    state, moves = play_out(rules, ("Ann", "Bob", "Cat"), random.Random(7), watch=seen.add)
    assert state in seen and len(seen) > 1


def test_round_history_names_who_went_out_MAP_S1_and_nobody_when_stuck_MAP_S2():
    rules = make_rules()
    out = rules.apply(
        table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire"], ["Devon", "Kent"]]),
        place(rules, "Nottinghamshire", "H5"),
    )
    (result,) = out.results
    assert (result.number, result.winner, result.points, result.totals) == (1, 0, (0, 2), (0, 2))
    stuck = table_state(rules, {"H6": "Derbyshire"}, [["Kent"], ["Devon"]])
    stuck = rules.apply(rules.apply(stuck, {"type": "draw"}), {"type": "draw"})
    assert stuck.results[0].winner is None and stuck.round_points == ((1, 1),)


def _with_other_hand(state: MapState, seat: int, cards: list[str]) -> MapState:
    hands = list(state.hands)
    hands[seat] = replace(hands[seat], counties=Bag.of(cards))
    return replace(state, hands=tuple(hands))


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others():
    rules = make_rules()
    state = dealt(rules, 3)
    mine = rules.observe(state, 0)
    assert mine.hands[0] == state.hands[0]
    for seat in (1, 2):
        assert set(mine.hands[seat].counties) == {HIDDEN}
        assert len(mine.hands[seat].counties) == len(state.hands[seat].counties)
        assert mine.hands[seat].transit == state.hands[seat].transit
    onlooker = rules.observe(state, None)
    assert all(set(hand.counties) == {HIDDEN} for hand in onlooker.hands)
    assert set(rules.observe(rules.initial(("Ann", "Bob")), 0).undealt) == {HIDDEN}
    assert mine.table == state.table and mine.openings == state.openings and mine.pile == state.pile


def test_another_seats_hand_changes_nothing_a_seat_sees():
    rules = make_rules()
    state = dealt(rules, 2)
    bobs = list(state.hands[1].counties)
    other = _with_other_hand(state, 1, list(reversed(rules.counties))[: len(bobs)])
    assert other != state
    assert rules.observe(other, 0) == rules.observe(state, 0)
    assert hash(rules.observe(other, 0)) == hash(rules.observe(state, 0))
    assert rules.observe(other, 1) != rules.observe(state, 1)


def test_the_rules_read_an_observation_as_they_read_the_state():
    rules = make_rules()
    state = dealt(rules, 3, seed=8)
    seen = rules.observe(state, state.turn)
    assert rules.legal_actions(seen) == rules.legal_actions(state)
    assert rules.standings(seen) == rules.standings(state)
    assert rules.placements(seen) == rules.placements(state)
    assert rules.transit_plays(seen) == rules.transit_plays(state)
    action = rules.legal_actions(state)[0]
    assert rules.describe(seen, action) == rules.describe(state, action)


def test_the_bot_decides_from_its_observation_alone():
    rules = make_rules("spot-the-mistake")
    rng = random.Random(2)
    state = rules.initial(("Ann", "Bob", "Cat"))
    for _ in range(120):
        if rules.is_over(state):
            break
        if rules.is_chance(state):
            state = rules.apply(state, rules.sample_chance(state, rng))
            continue
        seat = state.turn
        seen = rules.observe(state, seat)
        other = (seat + 1) % 3
        changed = _with_other_hand(state, other, list(rules.counties[: len(state.hands[other].counties)]))
        choice = choose(rules, seen, random.Random(0))
        assert choose(rules, rules.observe(changed, seat), random.Random(0)) == choice
        state = rules.apply(state, choice)


# --- what a table may ask the rules before a go ------------------------------------------------


def test_open_choices_follow_the_go_MAP_R3_MAP_X1_MAP_O2():
    rules = make_rules("spot-the-mistake")
    state = table_state(rules, {"H6": "Merseyside"}, [["Antrim", "Kent"], ["Devon", "Essex"]], transit=[1, 0])
    assert rules.open_choices(state) == {"place", "draw", "transit"}
    pending = rules.apply(state, {"type": "transit", "nomination": "Irish Sea", **at(rules, "I6")})
    assert rules.open_choices(pending) == {"place"}
    wrong = rules.apply(state, place(rules, "Kent", "H5"))
    assert rules.open_choices(wrong) == {"place", "draw", "challenge"}
    assert rules.open_choices(rules.initial(("Ann", "Bob"))) == frozenset()


def test_transit_refusal_before_a_nomination_MAP_R3_MAP_P2_MAP_X1_MAP_X2():
    rules = make_rules()
    state = table_state(
        rules, {"H6": "Merseyside", "H7": "Irish Sea*", "G6": "Cheshire"}, [["Antrim"], ["Essex"]], transit=[1, 0]
    )

    def refusal(where: str) -> str:
        found = rules.transit_refusal(state, rules.grid.index((at(rules, where)["row"], at(rules, where)["col"])))
        return "" if found is None else str(found)

    assert refusal("A1") == "MAP-R3: A1 is not next to a tabled card"
    assert refusal("H6") == "MAP-P2: H6 already holds Merseyside: cards cannot overlap"
    assert refusal("H8").startswith("MAP-X2: Transit cards may not lie side by side")
    assert refusal("H5") == ""
    none_held = replace(state, hands=(Hand(Bag.of(["Antrim"]), 0), state.hands[1]))
    assert str(rules.transit_refusal(none_held, rules.centre)) == "MAP-X1: Ann holds no Transit card"


def test_nothing_fits_says_so_MAP_R3():
    rules = make_rules()
    stuck = table_state(rules, {"H6": "Derbyshire"}, [["Kent"], ["Devon"]], transit=[1, 0])
    assert str(rules.nothing_fits(stuck)) == "MAP-R3: no card in Ann's hand fits anywhere: play a Transit card or draw"
    free = table_state(rules, {"H6": "Derbyshire"}, [["Nottinghamshire"], ["Devon"]])
    assert rules.nothing_fits(free) is None


@pytest.mark.parametrize("game, noun", [("mapominoes", "county"), ("mapominoes-europe", "country")])
def test_each_deck_names_its_cards_in_the_table_s_words_MAP_R1(game, noun):
    """The deal and a refusal speak of counties for the UK deck and of countries for Europe's."""
    rules = make_rules(game=game)
    state = rules.initial(("Ann", "Bob"))
    dealt = rules.apply(state, rules.sample_chance(state, random.Random(3)))
    assert f"is the starting {noun};" in dealt.events[0]
    with pytest.raises(IllegalAction, match=f"not a {noun.capitalize()} card"):
        rules.apply(dealt, {"type": "place", "card": rules.deck.water_order[0], "row": 0, "col": 0})


def test_the_result_counts_its_rounds_in_words_MAP_S3():
    rules = make_rules()
    final, _ = play_out(rules, ("Ann", "Bob"), random.Random(2))
    reason = rules.result((final,), ()).reason
    assert "after 2 rounds (MAP-S3)" in reason and "round(s)" not in reason
