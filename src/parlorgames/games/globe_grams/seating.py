"""Who sits with whom: partnerships (GG-E3), the names a side needs (GG-R1) and the scorekeeper."""

from __future__ import annotations

from .spec import Parameters
from .state import GGState


class Seating(Parameters):
    """Sides, not seats, score: with partners a side is two seats across the table."""

    def team_of(self, state: GGState, seat: int) -> int:
        return seat % 2 if len(state.scores) == 2 and len(state.names) == 4 else seat

    def team_seats(self, state: GGState, team: int) -> list[int]:
        return [s for s in range(len(state.names)) if self.team_of(state, s) == team]

    def team_name(self, state: GGState, team: int) -> str:
        return " & ".join(state.names[s] for s in self.team_seats(state, team))

    def names_needed(self, state: GGState) -> int:
        """GG-R1: five names, or ten between partners."""
        return self.partner_names if len(state.scores) < len(state.names) else self.names_to_win

    def team_names(self, state: GGState, team: int) -> int:
        return sum(len(state.placed[s]) for s in self.team_seats(state, team))

    def scorekeeper(self, state: GGState) -> int:
        """Decided: the scorekeeper is the last seat in the first round and passes left each round."""
        return (state.round - 2) % len(state.names)

    def mover_name(self, state: GGState) -> str:
        """The name of the seat to move now ('' once the game is over)."""
        seat = self.to_move(state)
        return state.names[seat] if seat is not None else ""

    def to_move(self, state: GGState) -> int | None:
        if state.phase == "over":
            return None
        if state.phase == "deal":
            return self.scorekeeper(state)
        if state.phase == "exchange":
            return state.chooser
        return state.turn
