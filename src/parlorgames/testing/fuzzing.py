"""One fuzzed game: legal and mutated actions against the rules, for the test suite, bench/fuzz.py and new kinds.

Whatever the rules are given, `apply` accepts it or raises an `ActionError` and leaves the state as it
was; every action `legal_actions` lists is accepted; replaying the actions taken gives the same state."""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field
from typing import Any

from ..engine.errors import ActionError
from ..engine.kinds import kind_named
from ..engine.ruleset import Ruleset, shipped

ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    -1,
    0,
    10**12,
    2.5,
    "",
    "x",
    "ZZZZ",
    [],
    {},
    [-1],
    [[None]],
    {"type": "pass"},
    "\x00",
)


def every_game_and_variant() -> list[tuple[str, str]]:
    return [(name, variant.name) for name, ruleset in shipped().items() for variant in ruleset.variants]


def rules_for(game: str, variant: str) -> tuple[Ruleset, Any]:
    ruleset = shipped()[game]
    return ruleset, kind_named(ruleset.kind).rules(ruleset, ruleset.variant(variant))


@dataclass
class Tally:
    """What a run tried and what broke (each failure one line: game, variant, seed, what)."""

    games: int = 0
    actions: int = 0
    failures: list[str] = field(default_factory=list)


def mutated(action: dict[str, Any], types: list[str], rng: random.Random) -> Any:
    """A copy of `action` with one thing wrong, or at least odd: a field changed, dropped or added, or another type."""
    bad = copy.deepcopy(action)
    keys = [k for k in bad if k != "type"]
    move = rng.randrange(5)
    if move == 0 and keys:
        bad[rng.choice(keys)] = rng.choice(ODD_VALUES)
    elif move == 1 and keys:
        del bad[rng.choice(keys)]
    elif move == 2:
        bad[rng.choice(["extra", *keys])] = rng.choice(ODD_VALUES)
    elif move == 3 and types:
        bad["type"] = rng.choice(types)
    else:
        lists = [k for k in keys if isinstance(bad[k], list) and bad[k]]
        if not lists:
            return rng.choice(ODD_VALUES)
        items = bad[rng.choice(lists)]
        index = rng.randrange(len(items))
        items[index] = rng.choice([*ODD_VALUES, [items[index]]])
    return bad


def fuzz_one(game: str, variant: str, seed: int, steps: int, tally: Tally, tries_per_step: int = 2) -> None:
    """Play one game of `game` (`variant`) for up to `steps` actions, trying legal and mutated actions at each."""
    ruleset, rules = rules_for(game, variant)
    rng = random.Random(f"{game}:{variant}:{seed}")
    seats = rng.randint(max(2, ruleset.players_min), max(2, min(ruleset.players_max, 4)))
    names = tuple(f"P{i}" for i in range(seats))
    types = sorted(rules.ACTIONS or ())
    where = f"{game} {variant} seed {seed}"
    state = start = rules.initial(names)
    taken: list[dict[str, Any]] = []
    tally.games += 1
    for step in range(steps):
        if rules.is_over(state):
            break
        if rules.is_chance(state):
            action = rules.sample_chance(state, rng)
        else:
            try:
                legal = rules.legal_actions(state)
            except ActionError as err:
                tally.failures.append(f"{where} step {step}: legal_actions raised {err}")
                return
            if not legal:
                tally.failures.append(f"{where} step {step}: no legal action and the game is not over")
                return
            for _ in range(tries_per_step):
                _try_refused(rules, state, mutated(rng.choice(legal), types, rng), tally, f"{where} step {step}")
            picks = rng.sample(legal, min(tries_per_step, len(legal)))
            for pick in picks[1:]:
                _try_legal(rules, state, pick, tally, f"{where} step {step}")
            action = picks[0]
        try:
            state = rules.apply(state, action)
        except ActionError as err:
            tally.failures.append(f"{where} step {step}: offered {action} but apply refused it: {err}")
            return
        tally.actions += 1
        taken.append(action)
    replayed = start
    for action in taken:
        replayed = rules.apply(replayed, action)
    if replayed != state:
        tally.failures.append(f"{where}: replaying {len(taken)} actions gave another state")


def _try_legal(rules: Any, state: Any, action: Any, tally: Tally, where: str) -> None:
    tally.actions += 1
    try:
        rules.apply(state, action)
    except ActionError as err:
        tally.failures.append(f"{where}: offered {action} but apply refused it: {err}")


def _try_refused(rules: Any, state: Any, action: Any, tally: Tally, where: str) -> None:
    """A mutated action: accepted, or refused with an `ActionError` that leaves the state as it was."""
    tally.actions += 1
    before = copy.deepcopy(state)
    try:
        rules.apply(state, action)
    except ActionError:
        if state != before:
            tally.failures.append(f"{where}: refusing {action!r} changed the state")
    except Exception as err:  # noqa: BLE001 - anything else escaping apply is the failure being looked for
        tally.failures.append(f"{where}: {action!r} raised {type(err).__name__}: {err}")
