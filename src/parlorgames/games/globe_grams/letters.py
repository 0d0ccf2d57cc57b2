"""What a spin asks of the players' letters: TAKE from the pot (GG-T3), DISCARD to it (GG-T4), and
EXCHANGE, each player passing letters chosen in secret to the left (GG-T5)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations_with_replacement

from ...engine.errors import IllegalAction
from ...engine.tiles import Bag
from ...engine.turns import seats_from, with_seat
from ...engine.wording import counted
from .actions import GGAction, LetterChoice, LetterChoiceType
from .gazetteer import normalise
from .seating import left_of, to_move
from .spec import BLANK, lettered
from .state import GGState

CHOICE_OF_PHASE: dict[str, LetterChoiceType] = {"take": "take", "discard": "discard", "exchange": "pass"}
"""The action each letter-choosing phase waits for."""


def letter_choices(state: GGState) -> list[GGAction]:
    """Every choice of letters open now: from the pot (TAKE) or from the chooser's rack."""
    if state.phase == "take":
        in_pot = lettered(state.pot)
        return _choices("take", sorted(set(in_pot)), min(state.pending, len(in_pot)), state.pot)
    seat = to_move(state)
    assert seat is not None
    rack = state.racks[seat]
    return _choices(CHOICE_OF_PHASE[state.phase], sorted(set(rack)), min(state.pending, len(rack)), rack)


def _choices(kind: LetterChoiceType, letters: list[str], need: int, source: Bag) -> list[GGAction]:
    return [
        LetterChoice(type=kind, letters=list(c)) for c in combinations_with_replacement(letters, need) if source.has(c)
    ]


def tiles_named(action: LetterChoice, rule: str) -> list[str]:
    """The letters an action names, one tile each (a letter or ``?``), refused otherwise."""
    out = []
    for raw in action["letters"]:
        tile = BLANK if raw.strip() == BLANK else normalise(raw)
        if len(tile) != 1:
            raise IllegalAction(rule, f"{raw!r} is not one letter")
        out.append(tile)
    return out


def take(state: GGState, action: LetterChoice) -> GGState:
    letters = tiles_named(action, "GG-T3")
    in_pot = Bag.of(lettered(state.pot))
    need = min(state.pending, len(in_pot))
    if len(letters) != need:
        raise IllegalAction("GG-T3", f"TAKE {state.pending}: choose {counted(need, 'letter')} from the pot")
    if BLANK in letters:
        raise IllegalAction("GG-T6", "a wild blank is taken only when the pot is out of a letter spun, not by TAKE")
    missing = in_pot.missing(letters)
    if missing:
        raise IllegalAction("GG-T3", f"the pot has no {', '.join(missing)} left")
    return replace(
        state,
        pot=state.pot.take(letters),
        racks=with_seat(state.racks, state.turn, state.racks[state.turn].put(letters)),
        phase="form",
        events=(f"{state.names[state.turn]} takes {' '.join(letters)} from the pot (GG-T3)",),
    )


def discard(state: GGState, action: LetterChoice) -> GGState:
    letters = tiles_named(action, "GG-T4")
    rack = state.racks[state.turn]
    need = min(state.pending, len(rack))
    if len(letters) != need:
        raise IllegalAction("GG-T4", f"DISCARD {state.pending}: put back {need} of your letters")
    missing = rack.missing(letters)
    if missing:
        raise IllegalAction("GG-T4", f"you have no {', '.join(missing)} to discard (never from your completed names)")
    return replace(
        state,
        pot=state.pot.put(letters),
        racks=with_seat(state.racks, state.turn, rack.take(letters)),
        phase="form",
        events=(f"{state.names[state.turn]} puts {' '.join(letters)} back in the pot, face up (GG-T4)",),
    )


def next_chooser(state: GGState, after: int | None = None) -> int | None:
    """GG-T5: players choose in turn from the spinner, going left; one with no letters is
    skipped. Racks do not change until everyone has chosen, so the order is stable."""
    order = [s for s in seats_from(state.turn, len(state.names)) if state.racks[s]]
    if after is None:
        return order[0] if order else None
    later = order[order.index(after) + 1 :]
    return later[0] if later else None


def pass_letters(state: GGState, action: LetterChoice) -> GGState:
    """GG-T5: the chooser's letters are set aside in secret; once all have chosen, they move left."""
    letters = tiles_named(action, "GG-T5")
    seat = state.chooser
    rack = state.racks[seat]
    need = min(state.pending, len(rack))
    if len(letters) != need:
        raise IllegalAction("GG-T5", f"EXCHANGE {state.pending}: choose {need} of your letters to pass left")
    missing = rack.missing(letters)
    if missing:
        raise IllegalAction("GG-T5", f"you have no {', '.join(missing)} to pass (never from your completed names)")
    passing = with_seat(state.passing or (Bag(),) * len(state.names), seat, Bag.of(letters))
    state = replace(state, passing=passing, events=(f"{state.names[seat]} has chosen what to pass (GG-T5)",))
    following = next_chooser(state, seat)
    if following is not None:
        return replace(state, chooser=following)
    return _hand_left(state)


def _hand_left(state: GGState) -> GGState:
    n = len(state.names)
    racks = tuple(rack.take(given) for rack, given in zip(state.racks, state.passing))
    for giver, given in enumerate(state.passing):
        receiver = left_of(giver, n)
        racks = with_seat(racks, receiver, racks[receiver].put(given))
    return replace(
        state,
        racks=racks,
        passing=(),
        chooser=state.turn,
        phase="form",
        events=("Every player passes the letters chosen to the player on the left (GG-T5)",),
    )
