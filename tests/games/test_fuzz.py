"""Fuzzing every game and variant with legal and mutated actions (see `parlorgames.testing.fuzzing`); a longer
run is bench/fuzz.py.

Extends tests/games/test_every_kind.py, which fuzzes `apply` with random shapes for the default variants."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlorgames.testing.fuzzing import Tally, every_game_and_variant, fuzz_one

STEPS = {"zig-zaggle": 6}
"""Zig Zaggle lists every play on the board at each step: a shorter game keeps the suite quick."""
EXAMPLES = {"zig-zaggle": 1}


@pytest.mark.parametrize(("game", "variant"), every_game_and_variant())
def test_fuzzed_actions_are_accepted_or_refused_cleanly(game, variant):
    tally = Tally()

    @settings(
        max_examples=EXAMPLES.get(game, 3),
        deadline=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
        database=None,
    )
    @given(st.integers(0, 10**6))
    def play(seed):
        fuzz_one(game, variant, seed, STEPS.get(game, 40), tally)
        assert tally.failures == []

    play()
    assert tally.actions > 0
