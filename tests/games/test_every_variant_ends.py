"""Every shipped ruleset, in every variant and at every number of players it allows, ends when computers
play it (MAP-O4: Europe's more Transit cards at five players once dealt from a pile below zero and never
ended). Easy computers on the rules' own step keep it cheap: a few seconds for them all."""

from __future__ import annotations

import random

import pytest

from parlorgames.engine.kinds import kind_named
from parlorgames.engine.ruleset import shipped

MOVES = 5_000
"""Far more than any of these games takes (the longest, Globe-Grams at three, about 800 moves)."""
SEEDS = 2


def unfinished(name: str) -> list[str]:
    """Each variant, number of players and seed of the ruleset whose game is not over within `MOVES`."""
    ruleset = shipped()[name]
    kind = kind_named(ruleset.kind)
    choose = kind.computer_player()
    found = []
    for variant in ruleset.variants:
        rules = kind.rules(ruleset, variant)
        for players in range(ruleset.players_min, ruleset.players_max + 1):
            for seed in range(SEEDS):
                rng = random.Random(f"{name}:{variant.name}:{players}:{seed}")
                state = rules.initial(tuple(f"P{i}" for i in range(players)))
                for _ in range(MOVES):
                    if rules.is_over(state):
                        break
                    if rules.is_chance(state):
                        action = rules.sample_chance(state, rng)
                    else:
                        action = choose(rules, rules.observe(state, rules.to_move(state)), rng, "easy")
                    state = rules.step(state, action)
                if not rules.is_over(state):
                    found.append(f"{variant.name} with {players} players (seed {seed})")
    return found


@pytest.mark.parametrize("name", sorted(shipped()))
def test_every_variant_at_every_player_count_ends_MAP_O4_MAP_S2(name):
    assert unfinished(name) == [], f"{name} does not end within {MOVES} moves"
