"""The referee: a formed name scored and set down (GG-N2–N4, GG-X1/X2), the turn's end, the round's
end with its bonus and leftover penalties (GG-R1/R2), and the game to 500 (GG-R3); and `Referee`, the
rules' reports of a finished game (its outcome, figures and standings), read from the spec and a state."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, cast

from ...engine.errors import IllegalAction
from ...engine.rules import Action, Figure, Result
from ...engine.scoring import add_to, close_round, leaders, leftover_points
from ...engine.turns import with_seat
from .actions import GGAction, Name
from .chance import start_round_pool
from .plays import play_of
from .seating import left_of, names_needed, team_name, team_names, team_of
from .spec import GGSpec, lettered, letters_of
from .state import GGState, Placed, Play, blanks_for


def form_name(spec: GGSpec, state: GGState, action: Name) -> GGState:
    play = play_of(spec, state, action)
    state = _use_tiles(spec, state, play)
    if play.special:
        return _special_formed(spec, state, play)
    if play.target is not None:
        state = _captured(spec, state, play)
    else:
        text = f"{state.names[state.turn]} forms {play.text}: {play.value} points{_detail(spec, play)}"
        state = replace(state, scores=add_to(state.scores, team_of(state, state.turn), play.value), events=(text,))
    return _name_set_down(spec, state, play)


def _use_tiles(spec: GGSpec, state: GGState, play: Play) -> GGState:
    """The name's tiles leave the player's rack (or the pool)."""
    if spec.version == "pool":
        return replace(state, pool=state.pool.take(play.used))
    return replace(state, racks=with_seat(state.racks, state.turn, state.racks[state.turn].take(play.used)))


def _detail(spec: GGSpec, play: Play) -> str:
    doubled = not play.special and spec.multiplier(len(letters_of(play.text)), play.words) > 1
    return (" doubled (GG-N2)" if doubled else "") + (f", {blanks_for(play.wild)} (GG-T6)" if play.wild else "")


def _special_formed(spec: GGSpec, state: GGState, play: Play) -> GGState:
    """GG-N4: three times the value; the letters go back to the pot and new specials are due."""
    text = (
        f"{state.names[state.turn]} forms {play.text} with the special letters: {play.value} points, "
        f"three times its value{_detail(spec, play)}; "
        f"its letters go back to the pot (GG-N4)"
    )
    pot = state.pot.put(play.tiles)
    scores = add_to(state.scores, team_of(state, state.turn), play.value)
    state = replace(state, pot=pot, specials=(), scores=scores, formed=state.formed + 1, events=(text,))
    won = _won_at_once(spec, state)
    if won is not None:
        return won
    if lettered(pot) and spec.special_count:
        return replace(state, phase="specials")
    return state


def _captured(spec: GGSpec, state: GGState, play: Play) -> GGState:
    """GG-X2: the captured name's value off its owner; the new name plus the bonus to the captor."""
    assert play.target is not None
    owner, index = play.target
    victim = state.placed[owner][index]
    scores = add_to(state.scores, team_of(state, owner), -victim.value)
    scores = add_to(scores, team_of(state, state.turn), play.value + spec.capture_bonus)
    remaining = state.placed[owner][:index] + state.placed[owner][index + 1 :]
    text = (
        f"{state.names[state.turn]} captures {victim.text} from {state.names[owner]} and forms {play.text}: "
        f"+{play.value} +{spec.capture_bonus}{_detail(spec, play)}; "
        f"{state.names[owner]} loses {victim.value} (GG-X1, GG-X2)"
    )
    return replace(state, placed=with_seat(state.placed, owner, remaining), scores=scores, events=(text,))


def _name_set_down(spec: GGSpec, state: GGState, play: Play) -> GGState:
    """The name goes in front of its maker; five (ten for partners) win the round (GG-R1)."""
    seat, team = state.turn, team_of(state, state.turn)
    front = state.placed[seat] + (Placed(play.text, play.tiles, play.wild, play.value),)
    state = replace(state, placed=with_seat(state.placed, seat, front), formed=state.formed + 1, quiet=0)
    won = _won_at_once(spec, state)
    if won is not None:
        return won
    if team_names(state, team) >= names_needed(spec, state):
        return end_round(spec, state, team)
    if spec.version == "pool":
        return replace(
            state,
            phase="spin",
            events=state.events + (f"{state.names[seat]} formed a name and spins again (GG-V4)",),
        )
    return state


def _won_at_once(spec: GGSpec, state: GGState) -> GGState | None:
    """GG-R3 (decided): the game ends the moment the mover's side reaches the game's points, by a name
    or a capture, in the middle of a round too (the round is not closed); None while it has not."""
    team = team_of(state, state.turn)
    if state.scores[team] < spec.game_points:
        return None
    done = f"{team_name(state, team)} reaches {spec.game_points} points and wins the game at once (GG-R3)"
    return replace(state, phase="over", winners=(team,), events=state.events + (done,))


def end_turn(spec: GGSpec, state: GGState) -> GGState:
    """The globe passes left. Decided: with no letters in the pot and no name formed for a whole
    round of turns, the round ends without a winner (it could not end otherwise)."""
    n = len(state.names)
    quiet = 0 if state.formed else state.quiet + 1
    who = state.names[state.turn]
    events = (f"{who} passes" if not state.formed else f"{who} ends the turn",)
    state = replace(state, quiet=quiet, formed=0, events=events)
    if quiet >= n and not lettered(state.pot):
        stalled = (
            "The pot has no letters and nobody has formed a name for a whole round of turns: the round ends (decided)"
        )
        return end_round(spec, replace(state, events=events + (stalled,)), None)
    return replace(state, turn=left_of(state.turn, n), phase="spin")


def end_round(spec: GGSpec, state: GGState, winner: int | None) -> GGState:
    """GG-R1/R2/R3: the winner's 25, the losers' leftover letters, and the next deal or the end."""
    points, events = _round_points(spec, state, winner)
    result = close_round(state.scores, points, state.round, winner)
    state = replace(state, scores=result.totals, rounds=state.rounds + (result,), events=events[-4:])
    winners = _game_winners(spec, result.totals, winner)
    if winners:
        done = f"{' and '.join(team_name(state, team) for team in winners)} reaches {spec.game_points} points (GG-R3)"
        return replace(state, phase="over", winners=winners, events=state.events + (done,))
    state = replace(state, round=state.round + 1, phase="deal", passing=(), pending=0)
    if spec.version == "pool":
        return replace(start_round_pool(spec, state), events=state.events)
    return state


def _game_winners(spec: GGSpec, totals: tuple[int, ...], round_winner: int | None) -> tuple[int, ...]:
    """GG-R3 (decided): of the sides a round's closing scores carry to the game's points, the highest
    total wins; still equal, the round's winner; else they share the win. () while nobody has them."""
    reached = [team for team, total in enumerate(totals) if total >= spec.game_points]
    if not reached:
        return ()
    best = tuple(team for team in reached if totals[team] == max(totals[t] for t in reached))
    return (round_winner,) if len(best) > 1 and round_winner in best else best


def _round_points(spec: GGSpec, state: GGState, winner: int | None) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """Each side's points for the round (GG-R1 bonus, GG-R2 leftovers) and the events saying so."""
    held = [0] * len(state.scores)
    for seat, rack in enumerate(state.racks):
        held[team_of(state, seat)] += len(rack)
    spared = () if winner is None else (winner,)
    penalties = leftover_points(held, spec.leftover_penalty, spared)
    points = [-p for p in penalties]
    events = list(state.events)
    if winner is not None:
        points[winner] += spec.round_bonus
        events.append(
            f"{team_name(state, winner)} completes {names_needed(spec, state)} names and wins round {state.round}: "
            f"+{spec.round_bonus} (GG-R1)"
        )
    for team, lost in enumerate(penalties):
        if lost:
            events.append(f"{team_name(state, team)} loses {lost} for letters left over (GG-R2)")
    return tuple(points), tuple(events)


class Referee:
    """The result hooks of the rules contract, for the rules class that holds the spec."""

    spec: GGSpec

    # --- reading the result ---------------------------------------------------------------------

    def result(self, states: Sequence[GGState], actions: Sequence[Action]) -> Result:
        state = states[-1]
        if state.phase != "over":
            raise IllegalAction("GG-R3", "the game is not over yet")
        best = state.winners or tuple(leaders(state.scores))
        winners = tuple(s for s in range(len(state.names)) if team_of(state, s) in best)
        table = tuple(
            {"seat": s, "points": state.scores[team_of(state, s)], "rounds": len(state.rounds)}
            for s in range(len(state.names))
        )
        reason = f"first to {self.spec.game_points} points, in round {state.round} (GG-R3)"
        return Result(
            winners,
            reason,
            float(state.scores[best[0]]),
            "points",
            table,
            scores=self._seat_scores(state),
            records=self._record_figures(states),
            averages=self._averages(state, actions),
        )

    def _record_figures(self, states: Sequence[GGState]) -> tuple[Figure, ...]:
        """Every name formed, with its points, and every capture, with the new name and bonus (GG-X2)."""
        figures = []
        for before, after in zip(states, states[1:]):
            if after.formed == before.formed + 1:
                figures.extend(self._formed_figures(before, after))
        return tuple(figures)

    def _formed_figures(self, before: GGState, after: GGState) -> list[Figure]:
        """The name formed between two states: set down in front of its maker, or, made with the
        special letters, scored and sent back to the pot (GG-N4)."""
        seat = before.turn
        new = after.placed[seat][len(before.placed[seat]) :]
        if not new:
            team = team_of(after, seat)
            text = (
                after.events[0].removeprefix(f"{before.names[seat]} forms ").partition(" with the special letters")[0]
            )
            return [Figure(seat, "highest name", float(after.scores[team] - before.scores[team]), text)]
        name = new[-1]
        figures = [Figure(seat, "highest name", float(name.value), name.text)]
        if any(len(a) < len(b) for a, b in zip(after.placed, before.placed)):
            figures.append(Figure(seat, "highest capture", float(name.value + self.spec.capture_bonus), name.text))
        return figures

    def _seat_scores(self, state: GGState) -> tuple[float, ...]:
        """Each player's side's points (partners share theirs, GG-R3)."""
        return tuple(float(state.scores[team_of(state, seat)]) for seat in range(len(state.names)))

    def _averages(self, state: GGState, actions: Sequence[Action]) -> dict[str, float]:
        """Rounds played (GG-R3) and the share of names formed with the special letters (GG-N4)."""
        names = [action for action in actions if cast(GGAction, action)["type"] == "name"]
        special = sum(1 for action in names if action.get("special"))
        return {"rounds": float(len(state.rounds)), "special_name_share": special / len(names) if names else 0.0}

    def standings(self, state: GGState) -> list[dict[str, Any]]:
        return [self._standing(state, seat) for seat in range(len(state.names))]

    def _standing(self, state: GGState, seat: int) -> dict[str, Any]:
        team = team_of(state, seat)
        row: dict[str, Any] = {"name": state.names[seat], "points": state.scores[team]}
        if len(state.scores) < len(state.names):
            row["partner"] = state.names[(seat + 2) % 4]
        row["names"] = [p.text for p in state.placed[seat]]
        if self.spec.version == "racks":
            row["letters"] = len(state.racks[seat])
        row["rounds_won"] = sum(1 for r in state.rounds if r.winner == team)
        return row
