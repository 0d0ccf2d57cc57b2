"""Chance in Globe-Grams: the deal (GG-E4), the globe's spin (GG-E2, T1, T6) and new special letters
(GG-N4). Only the spin has outcomes few enough to list; deals and specials are sampled."""

from __future__ import annotations

import random
from dataclasses import replace

from ...engine.errors import IllegalAction
from ...engine.rules import Action
from ...engine.tiles import Bag
from ...engine.turns import with_seat
from ...engine.wording import counted
from .letters import next_chooser
from .seating import left_of, scorekeeper
from .spec import BLANK, GGSpec, Ring, lettered
from .state import GGState, blanks_for


def chance_outcomes(spec: GGSpec, state: GGState) -> list[tuple[Action, float]]:
    """The globe's ring sections with their real probabilities (their widths on the ring)."""
    if state.phase != "spin":
        raise ValueError(f"only the globe's spin has outcomes to list, not the {state.phase} (sample it)")
    return [({"type": "spin", "value": i}, p) for i, p in spec.spinner.outcomes()]


def sample_chance(spec: GGSpec, state: GGState, rng: random.Random) -> Action:
    if state.phase == "spin":
        return {"type": "spin", "value": spec.spinner.spin(rng)}
    if state.phase == "specials":
        letters = Bag.of(lettered(state.pot))
        return {"type": "specials", "letters": list(letters.draw(rng, spec.special_count))}
    return _sample_deal(spec, state, rng)


def _sample_deal(spec: GGSpec, state: GGState, rng: random.Random) -> Action:
    """Racks, then specials, off one shuffle of the pot's lettered squares (not `Bag.deal`, which
    draws differently: saved games and golden games replay these exact deals)."""
    letters = lettered(state.pot)
    rng.shuffle(letters)
    n, size = len(state.names), spec.rack_size
    racks = [sorted(letters[i * size : (i + 1) * size]) for i in range(n)]
    specials = sorted(letters[n * size : n * size + spec.special_count])
    return {"type": "deal", "racks": racks, "specials": specials}


# --- the deal -------------------------------------------------------------------------------


def deal(spec: GGSpec, state: GGState, action: Action) -> GGState:
    """GG-E4: nine letters each and three special letters, from a full pot."""
    racks, specials = action["racks"], action["specials"]
    n = len(state.names)
    if len(racks) != n or any(len(r) != spec.rack_size for r in racks):
        raise IllegalAction("GG-E4", f"a deal gives each of the {n} players {spec.rack_size} letters")
    if len(specials) != spec.special_count:
        raise IllegalAction("GG-E4", f"a deal turns up {spec.special_count} special letters")
    dealt = [t for rack in racks for t in rack] + list(specials)
    if BLANK in dealt or not spec.full_pot.has(dealt):
        raise IllegalAction(
            "GG-E4",
            "a deal takes lettered squares from the pot; not there: "
            + (", ".join(spec.full_pot.missing(dealt)) or "a blank"),
        )
    keeper = scorekeeper(state)
    first = left_of(keeper, n)
    return _fresh_round(
        state,
        pot=spec.full_pot.take(dealt),
        racks=tuple(Bag.of(r) for r in racks),
        specials=tuple(sorted(specials)),
        events=(
            f"Round {state.round}: {state.names[keeper]} keeps score; {spec.rack_size} letters each; "
            f"special letters {' '.join(sorted(specials))}; {state.names[first]} spins first (GG-E4, GG-T1)",
        ),
    )


def start_round_pool(spec: GGSpec, state: GGState) -> GGState:
    """GG-V1: all letters face up in the centre; nothing is dealt."""
    first = left_of(scorekeeper(state), len(state.names))
    return _fresh_round(
        state,
        pot=spec.full_pot,
        racks=(Bag(),) * len(state.names),
        specials=(),
        events=(f"Round {state.round}: every letter face up in the centre; {state.names[first]} spins first (GG-V1)",),
    )


def _fresh_round(
    state: GGState, pot: Bag, racks: tuple[Bag, ...], specials: tuple[str, ...], events: tuple[str, ...]
) -> GGState:
    """GG-R3: each round starts afresh, left of the scorekeeper."""
    n = len(state.names)
    return replace(
        state,
        pot=pot,
        racks=racks,
        placed=((),) * n,
        specials=specials,
        pool=Bag(),
        phase="spin",
        turn=left_of(scorekeeper(state), n),
        formed=0,
        quiet=0,
        section=None,
        events=events,
    )


# --- the spin -------------------------------------------------------------------------------


def draw_spun(pot: Bag, letters: str) -> tuple[list[str], list[str], list[str]]:
    """GG-T1/T6: the spun letters from the pot; a wild blank for a letter the pot is out of
    (while blanks last). Returns (tiles drawn, letters a blank was taken for, letters the pot
    could not give at all)."""
    left = pot.counts()
    drawn: list[str] = []
    blanked: list[str] = []
    missing: list[str] = []
    for letter in letters:
        tile = letter if left[letter] else BLANK if left[BLANK] else None
        if tile is None:
            missing.append(letter)
            continue
        if tile == BLANK:
            blanked.append(letter)
        left[tile] -= 1
        drawn.append(tile)
    return drawn, blanked, missing


def spin(spec: GGSpec, state: GGState, action: Action) -> GGState:
    value = action["value"]
    if value not in spec.spinner_values:
        raise IllegalAction("GG-E2", f"the globe's ring has no section {value!r}")
    section = spec.ring[value]
    state = replace(state, section=value, formed=0)
    who = state.names[state.turn]
    if section.kind == "letters":
        return _spun_letters(spec, state, section, who)
    if section.kind == "take":
        return _spun_take(state, section, who)
    if section.kind == "discard":
        return _spun_discard(state, section, who)
    return _spun_exchange(state, section, who)


def _spun_letters(spec: GGSpec, state: GGState, section: Ring, who: str) -> GGState:
    drawn, blanked, missing = draw_spun(state.pot, section.letters)
    pool = spec.version == "pool"
    text = f"{who} spins {section.letters}" + (" for the pool (GG-V2)" if pool else " (GG-T1)")
    if blanked:
        text += f" and takes {blanks_for(blanked)}, which the pot is out of (GG-T6)"
    if missing:
        text += f"; the pot has no {', '.join(missing)} and no blank left"
    pot = state.pot.take(drawn)
    if pool:
        return replace(state, pot=pot, pool=state.pool.put(drawn), phase="form", events=(text,))
    racks = with_seat(state.racks, state.turn, state.racks[state.turn].put(drawn))
    return replace(state, pot=pot, racks=racks, phase="form", events=(text,))


def _spun_take(state: GGState, section: Ring, who: str) -> GGState:
    if not lettered(state.pot):
        return replace(
            state, phase="form", events=(f"{who} spins TAKE {section.count}, but the pot has no letters (GG-T3)",)
        )
    return replace(
        state,
        phase="take",
        pending=section.count,
        events=(f"{who} spins TAKE {section.count}: choose from the pot (GG-T3)",),
    )


def _spun_discard(state: GGState, section: Ring, who: str) -> GGState:
    if not state.racks[state.turn]:
        return replace(
            state, phase="form", events=(f"{who} spins DISCARD {section.count} with no letters to discard (GG-T4)",)
        )
    return replace(
        state,
        phase="discard",
        pending=section.count,
        events=(f"{who} spins DISCARD {section.count}: put letters back in the pot (GG-T4)",),
    )


def _spun_exchange(state: GGState, section: Ring, who: str) -> GGState:
    if not any(state.racks):
        return replace(
            state,
            phase="form",
            events=(f"{who} spins EXCHANGE {section.count}, but nobody has letters to pass (GG-T5)",),
        )
    chooser = next_chooser(state)
    assert chooser is not None, "someone holds letters (checked above)"
    return replace(
        state,
        phase="exchange",
        pending=section.count,
        passing=(),
        chooser=chooser,
        events=(
            f"{who} spins EXCHANGE {section.count}: every player passes {counted(section.count, 'letter')} "
            "to the left, chosen in secret (GG-T5)",
        ),
    )


# --- new special letters --------------------------------------------------------------------


def new_specials(spec: GGSpec, state: GGState, action: Action) -> GGState:
    """GG-N4: the scorekeeper turns up new special letters after a special-letter name."""
    letters = action["letters"]
    want = min(spec.special_count, len(lettered(state.pot)))
    if len(letters) != want or BLANK in letters or not state.pot.has(letters):
        raise IllegalAction("GG-N4", f"the scorekeeper turns up {want} lettered squares from the pot")
    return replace(
        state,
        pot=state.pot.take(letters),
        specials=tuple(sorted(letters)),
        phase="form",
        events=state.events[-1:] + (f"New special letters: {' '.join(sorted(letters))} (GG-N4)",),
    )
