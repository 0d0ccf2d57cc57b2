"""Who sits with whom: partnerships (GG-E3), the names a side needs (GG-R1), the scorekeeper and the
seat to move. Sides, not seats, score: with partners a side is two seats across the table."""

from __future__ import annotations

from .spec import GGSpec
from .state import GGState


def team_of(state: GGState, seat: int) -> int:
    return seat % 2 if len(state.scores) == 2 and len(state.names) == 4 else seat


def team_seats(state: GGState, team: int) -> list[int]:
    return [s for s in range(len(state.names)) if team_of(state, s) == team]


def team_name(state: GGState, team: int) -> str:
    return " & ".join(state.names[s] for s in team_seats(state, team))


def names_needed(spec: GGSpec, state: GGState) -> int:
    """GG-R1: five names, or ten between partners."""
    return spec.partner_names if len(state.scores) < len(state.names) else spec.names_to_win


def team_names(state: GGState, team: int) -> int:
    return sum(len(state.placed[s]) for s in team_seats(state, team))


def scorekeeper(state: GGState) -> int:
    """Decided: the scorekeeper is the last seat in the first round and passes left each round."""
    return (state.round - 2) % len(state.names)


def to_move(state: GGState) -> int | None:
    if state.phase == "over":
        return None
    if state.phase == "deal":
        return scorekeeper(state)
    if state.phase == "exchange":
        return state.chooser
    return state.turn


def mover_name(state: GGState) -> str:
    """The name of the seat to move now ('' once the game is over)."""
    seat = to_move(state)
    return state.names[seat] if seat is not None else ""


def left_of(seat: int, seats: int) -> int:
    """The seat to the left, where play and EXCHANGE go (GG-T1, GG-T5)."""
    return (seat + 1) % seats
