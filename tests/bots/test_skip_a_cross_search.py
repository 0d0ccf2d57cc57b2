"""Skip-A-Cross hard: a determinized Monte Carlo search from the seat's own observation, which
replays exactly from its random source and plays by the rules."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from dataclasses import replace
from typing import Any

import pytest

from parlorgames.api import games
from parlorgames.bots import skip_a_cross as sac_bot
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.tiles import Bag
from parlorgames.games.skip_a_cross import SACState


@pytest.fixture(scope="module")
def rules() -> Any:
    ruleset = games()["skip-a-cross"]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(None))


def position(rules: Any, mine: tuple[str, ...], theirs: tuple[str, ...], centre: str, drawn: str) -> SACState:
    """Seat 0 to move with its drawn letter, the pool holding every other tile."""
    pool = Bag.from_counts(rules.tiles).take("".join(mine + theirs) + centre + drawn)
    return SACState(names=("Ann", "Bob"), pool=pool, face_up=Bag.of(centre), words=(mine, theirs), drawn=drawn, turns=(3, 3))


def mid_game(rules: Any, seed: int, moves: int) -> SACState:
    """A seeded game of two normal players, `moves` actions in, stopped on a seat's turn to play."""
    rng = random.Random(seed)
    state = rules.initial(("Ann", "Bob"))
    for _ in range(moves):
        if rules.is_chance(state):
            state = rules.apply(state, rules.sample_chance(state, rng))
        else:
            state = rules.apply(state, sac_bot.choose(rules, rules.observe(state, state.turn), rng))
    while rules.is_chance(state):
        state = rules.apply(state, rules.sample_chance(state, rng))
    return state


def test_the_table_as_seen_holds_in_the_pool_exactly_the_letters_out_of_sight_SAC_2_SAC_4(rules):
    state = mid_game(rules, seed=4, moves=50)
    seen = rules.observe(state, state.turn)
    assert set(seen.pool) == {"·"}
    table = sac_bot.table_as_seen(rules, seen)
    assert table.pool == state.pool
    assert replace(table, pool=seen.pool) == seen


def test_an_observation_that_does_not_add_up_is_refused_SAC_4(rules):
    seen = rules.observe(position(rules, ("TONE",), ("RAT",), "SPI", "E"), 0)
    with pytest.raises(ValueError, match="out of sight"):
        sac_bot.table_as_seen(rules, replace(seen, pool=seen.pool.take("·")))


def test_hard_replays_exactly_from_its_random_source(rules):
    state = mid_game(rules, seed=60, moves=60)
    seen = rules.observe(state, state.turn)
    assert len(sac_bot.search_plays(rules, seen)) > 1
    first, again = random.Random(9), random.Random(9)
    assert sac_bot.choose(rules, seen, first, "hard") == sac_bot.choose(rules, seen, again, "hard")
    assert first.random() == again.random() != random.Random(9).random()


def test_hard_tries_normals_first_choices_and_the_weighed_ones_each_once(rules):
    seen = rules.observe(position(rules, ("WONKIEST", "RAVENS"), (), "GJN", "E"), 0)
    plays = sac_bot.search_plays(rules, seen)
    assert plays[0] == sac_bot.normal_play(rules, seen) == {"type": "word", "word": "GEN"}
    assert sac_bot.weighed_plays(rules, seen)[0][1] in plays
    assert len(plays) == len({json.dumps(play, sort_keys=True) for play in plays})


def test_a_rollout_judges_the_end_by_the_winner_SAC_8(rules):
    state = position(rules, ("TONE",), ("RAT",), "", "E")
    won = replace(state, words=(("TONE", "RATE"), ()), finished=True, end_reason="no letters are left (SAC-7)")
    assert sac_bot.standing(rules, won, 0) == sac_bot.WIN_WORTH
    assert sac_bot.standing(rules, won, 1) == -sac_bot.WIN_WORTH
    assert sac_bot.standing(rules, state, 0) == pytest.approx(sac_bot.TILE_WEIGHT)  # equal words, one tile more


def test_hard_plays_the_same_game_under_two_hash_seeds():
    """The search iterates sorted plays and draws its pool orders from the game's random source."""

    def simulate(hash_seed: str) -> str:
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        command = [sys.executable, "-m", "parlorgames", "simulate", "skip-a-cross", "--games", "1", "--seed", "5", "--players", "cpu:A:hard,cpu:B", "--json"]
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert simulate("1") == simulate("2")
