"""A game kind that lives only in the tests: two or more players race a teetotum to the end of a track.

It proves that a new kind plays before it has a computer player or a view of its own: registered from
a test, it goes through `simulate`, `replay` and the app with no file outside `tests/` changed. On a
turn a player may spin (the top decides how far) or, once per game, rest (skip the turn).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Literal, cast

from parlorgames.engine.actions import ActionShapes, TypedDict, assert_never, shapes_of
from parlorgames.engine.errors import GameOver, IllegalAction
from parlorgames.engine.kinds import GameKind
from parlorgames.engine.rules import Action, Result, Rules
from parlorgames.engine.ruleset import Field, ListOf, Map, positive
from parlorgames.engine.spinners import teetotum
from parlorgames.engine.turns import next_seat, with_seat

SCHEMA = Map(
    {
        "components": Map(
            {
                "teetotum": Map(
                    {"faces": ListOf(Field(int, check=positive), required=True, min_items=2)}, required=True
                ),
                "track": Map({"length": Field(int, required=True, check=positive)}, required=True),
            },
            required=True,
        ),
        "scoring": Map({}),
        "options": Map({}),
    }
)


@dataclass(frozen=True, slots=True)
class RaceState:
    names: tuple[str, ...]
    positions: tuple[int, ...]
    rested: tuple[bool, ...]
    turn: int = 0
    spinning: bool = False
    winner: int | None = None


class Spin(TypedDict):
    type: Literal["spin"]
    value: int


class Go(TypedDict):
    type: Literal["go"]


class Rest(TypedDict):
    type: Literal["rest"]


RaceAction = Spin | Go | Rest


class TeetotumRace(Rules[RaceState]):
    kind = "teetotum_race"
    SCHEMA = SCHEMA
    ACTIONS: ClassVar[ActionShapes] = shapes_of(Spin, Go, Rest)

    def __init__(self, ruleset: Any, variant: Any) -> None:
        super().__init__(ruleset, variant)
        components = variant.params["components"]
        self.faces: tuple[int, ...] = tuple(components["teetotum"]["faces"])
        self.top = teetotum(self.faces)
        self.length: int = components["track"]["length"]

    def initial(self, names: tuple[str, ...]) -> RaceState:
        return RaceState(tuple(names), (0,) * len(names), (False,) * len(names))

    def to_move(self, state: RaceState) -> int | None:
        return None if state.winner is not None else state.turn

    def is_chance(self, state: RaceState) -> bool:
        return state.spinning and state.winner is None

    def chance_is_gesture(self, state: RaceState) -> bool:
        return False

    def chance_outcomes(self, state: RaceState) -> list[tuple[RaceAction, float]]:
        return [(Spin(type="spin", value=v), p) for v, p in self.top.outcomes()]

    def sample_chance(self, state: RaceState, rng: random.Random) -> Spin:
        return Spin(type="spin", value=self.top.spin(rng))

    def legal_actions(self, state: RaceState) -> list[RaceAction]:
        if state.winner is not None or state.spinning:
            return []
        return [Go(type="go")] + ([] if state.rested[state.turn] else [Rest(type="rest")])

    def step(self, state: RaceState, action: Action) -> RaceState:
        if state.winner is not None:
            raise GameOver("RACE-3", "the race is over")
        move = cast(RaceAction, action)  # `apply` has checked its shape against ACTIONS
        match move["type"]:
            case "spin":
                return self._spin(state, move["value"])
            case _ if state.spinning:
                raise IllegalAction("RACE-1", "the top is spinning")
            case "rest":
                if state.rested[state.turn]:
                    raise IllegalAction("RACE-2", "each player may rest only once")
                rested = with_seat(state.rested, state.turn, True)
                return replace(state, rested=rested, turn=next_seat(state.turn, len(state.names)))
            case "go":
                return replace(state, spinning=True)
            case _:
                assert_never(move["type"])

    def _spin(self, state: RaceState, value: int) -> RaceState:
        if not state.spinning:
            raise IllegalAction("RACE-1", "choose to go before the top spins")
        if value not in self.faces:
            raise IllegalAction("RACE-1", f"the top has no face {value}")
        position = min(self.length, state.positions[state.turn] + value)
        state = replace(state, positions=with_seat(state.positions, state.turn, position), spinning=False)
        if position == self.length:
            return replace(state, winner=state.turn)
        return replace(state, turn=next_seat(state.turn, len(state.names)))

    def result(self, states: Sequence[RaceState], actions: Sequence[Action]) -> Result:
        state = states[-1]
        if state.winner is None:
            raise IllegalAction("RACE-3", "the race is not over yet")
        return Result((state.winner,), "first to the end of the track (RACE-3)", float(sum(state.positions)), "steps")

    def standings(self, state: RaceState) -> list[dict[str, Any]]:
        return [{"name": n, "position": p, "rested": r} for n, p, r in zip(state.names, state.positions, state.rested)]

    def describe(self, state: RaceState, action: Action) -> str:
        who = state.names[state.turn]
        move = cast(RaceAction, action)
        match move["type"]:
            case "spin":
                return f"{who} spins {move['value']}"
            case "go":
                return f"{who} goes"
            case "rest":
                return f"{who} rests a turn"
            case _:
                assert_never(move["type"])


KIND = GameKind(TeetotumRace)
"""No computer player and no view of its own: the random legal player and the generic view stand in."""
