"""What every game kind owes the house: hashable, comparable states, observations of the same kind,
an `apply` that refuses anything malformed with `MalformedAction` and nothing else, and one result
of a finished game that agrees with its standings."""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlorgames.engine.errors import ActionError, IllegalAction, MalformedAction
from parlorgames.engine.kinds import kind_named
from parlorgames.engine.ruleset import shipped
from parlorgames.engine.simulate import play_out
from tests.shipped_games import GAMES


def rules_of(game: str):
    ruleset = shipped()[game]
    return kind_named(ruleset.kind).rules(ruleset, ruleset.variant())


@cache
def played(game: str, seats: int = 3, seed: int = 11, limit: int = 400) -> tuple:
    """(rules, every state) of one seeded game between computer players, each deciding from its observation."""
    rules = rules_of(game)
    player = kind_named(rules.kind).computer_player()
    rng = random.Random(seed)
    state = rules.initial(tuple(f"P{i}" for i in range(seats)))
    states = [state]
    while not rules.is_over(state) and len(states) < limit:
        if rules.is_chance(state):
            action = rules.sample_chance(state, rng)
        else:
            action = player(rules, rules.observe(state, rules.to_move(state)), rng)
        state = rules.apply(state, action)
        states.append(state)
    return rules, tuple(states)


@pytest.mark.parametrize("game", GAMES)
def test_every_state_is_hashable_and_compares_by_value(game):
    rules, states = played(game)
    assert len(states) > 5
    for state in states:
        assert hash(state) == hash(state)
        assert state == state
    assert len({hash(s) for s in states}) > 1


@pytest.mark.parametrize("game", GAMES)
def test_every_observation_is_hashable_and_of_the_state_type(game):
    rules, states = played(game)
    for state in states[:: max(1, len(states) // 40)]:
        for seat in (None, 0, 1, 2):
            seen = rules.observe(state, seat)
            assert type(seen) is type(state)
            hash(seen)
            assert rules.observe(state, seat) == seen


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 200) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _actions(rules) -> st.SearchStrategy:
    types = sorted(rules.ACTIONS or ())
    fields = sorted({key.rstrip("?") for shape in (rules.ACTIONS or {}).values() for key in shape})
    return st.one_of(
        JSON,
        st.builds(
            lambda t, extra: {"type": t, **extra},
            st.sampled_from(types),
            st.dictionaries(st.sampled_from(fields), JSON, max_size=4),
        ),
    )


@pytest.mark.parametrize("game", GAMES)
def test_apply_refuses_anything_with_an_action_error_and_nothing_else(game):
    rules, states = played(game)
    assert rules.ACTIONS, f"{game} declares the shape of its actions"
    sample = states[:: max(1, len(states) // 6)]

    @settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(sample), _actions(rules))
    def check(state, action):
        try:
            rules.apply(state, action)
        except ActionError:
            pass

    check()


@pytest.mark.parametrize("game", GAMES)
def test_wrong_shapes_are_malformed(game):
    rules, states = played(game)
    state = states[0]
    for bad in (None, [], "spin", {"type": 3}, {"type": "no-such-move"}):
        with pytest.raises(MalformedAction):
            rules.apply(state, bad)
    for kind, shape in rules.ACTIONS.items():
        for key, field in shape.items():
            if field is int:
                with pytest.raises(MalformedAction):
                    rules.apply(state, {"type": kind, **{k.rstrip("?"): None for k in shape}, key.rstrip("?"): True})
            if not key.endswith("?"):
                with pytest.raises(MalformedAction, match="is missing"):
                    rules.apply(state, {"type": kind})


@cache
def finished(game: str) -> tuple:
    """(rules, every state, every action) of one seeded game played to the end by easy computer players."""
    rules = rules_of(game)
    names = ("P0", "P1")
    states, actions = [rules.initial(names)], []
    play_out(rules, names, random.Random(f"{game}:5"), watch=states.append, actions=actions, levels=("easy", "easy"))
    return rules, states, actions


@pytest.mark.parametrize("game", GAMES)
def test_the_result_agrees_with_the_standings_and_names_the_winners(game):
    rules, states, actions = finished(game)
    result = rules.result(states, actions)
    assert result == rules.result(states, actions)
    seats = range(len(states[0].names))
    assert result.winners and list(result.winners) == sorted(set(result.winners)) and set(result.winners) <= set(seats)
    assert sum(result.share(seat) for seat in seats) == pytest.approx(1)
    assert result.figure in {result.scores[w] for w in result.winners}, "the headline figure is a winner's score"
    assert len(result.scores) == len(result.standings) == len(seats)
    for seat, (final, live) in enumerate(zip(result.standings, rules.standings(states[-1]))):
        assert final["seat"] == seat
        assert {k: v for k, v in final.items() if k in live} == {k: live[k] for k in final if k in live}
        assert result.scores[seat] in [v for v in live.values() if isinstance(v, int | float)]
    assert all(figure.seat in seats for figure in result.records)
    with pytest.raises(IllegalAction, match="not over"):
        rules.result(states[:-1], actions[:-1])
