"""Chance in Globe-Grams: the deal (GG-E4), the globe's spin (GG-E2, T1, T6) and new special letters
(GG-N4). Only the spin has outcomes few enough to list; deals and specials are sampled."""

from __future__ import annotations

import random
from dataclasses import replace
from itertools import combinations

from ...engine.errors import IllegalAction
from ...engine.spinners import Spinner
from ...engine.tiles import Bag
from ...engine.turns import with_seat
from ...engine.wording import counted
from .actions import Deal, GGAction, LetterChoice, Spin
from .letters import next_chooser, tiles_named
from .seating import left_of, scorekeeper
from .spec import BLANK, OPENING_SPINS, GGSpec, Ring, lettered
from .state import GGState, blanks_for


def chance_outcomes(spec: GGSpec, state: GGState) -> list[tuple[GGAction, float]]:
    """The globe's ring sections with their real probabilities (their widths on the ring)."""
    if state.phase not in ("spin", "opening"):
        raise ValueError(f"only the globe's spin has outcomes to list, not the {state.phase} (sample it)")
    return [(Spin(type="spin", value=i), p) for i, p in _spinner(spec, state).outcomes()]


def _spinner(spec: GGSpec, state: GGState) -> Spinner:
    """The sections a spin now stops on: while the starting letters are spun for, letters only (GG-E4)."""
    return spec.letter_spinner if state.phase == "opening" else spec.spinner


def sample_chance(spec: GGSpec, state: GGState, rng: random.Random) -> GGAction:
    if state.phase in ("spin", "opening"):
        return Spin(type="spin", value=_spinner(spec, state).spin(rng))
    if state.phase == "specials":
        letters = Bag.of(lettered(state.pot))
        return LetterChoice(type="specials", letters=list(letters.draw(rng, spec.special_count)))
    return _sample_deal(spec, state, rng)


def _sample_deal(spec: GGSpec, state: GGState, rng: random.Random) -> Deal:
    """Racks, then specials, off one shuffle of the pot's lettered squares (not `Bag.deal`, which
    draws differently: saved games and golden games replay these exact deals)."""
    letters = lettered(state.pot)
    rng.shuffle(letters)
    n, size = len(state.names), dealt_letters(spec)
    racks = [sorted(letters[i * size : (i + 1) * size]) for i in range(n)]
    specials = sorted(letters[n * size : n * size + spec.special_count])
    return Deal(type="deal", racks=racks, specials=specials)


# --- the deal -------------------------------------------------------------------------------


def dealt_letters(spec: GGSpec) -> int:
    """GG-E4 (decided): the letters a deal gives each player: nine, or none when they are spun for."""
    return spec.rack_size if spec.starting_letters == "pick" else 0


def deal(spec: GGSpec, state: GGState, action: Deal) -> GGState:
    """GG-E4: nine letters each, or none when they are spun for, and three special letters, from a full pot."""
    racks, specials = action["racks"], action["specials"]
    n, size = len(state.names), dealt_letters(spec)
    if len(racks) != n or any(len(r) != size for r in racks):
        raise IllegalAction("GG-E4", f"a deal gives each of the {n} players {counted(size, 'letter')}")
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
    fresh = _fresh_round(
        state,
        pot=spec.full_pot.take(dealt),
        racks=tuple(Bag.of(r) for r in racks),
        specials=tuple(sorted(specials)),
        events=(
            f"Round {state.round}: {state.names[keeper]} keeps score; {spec.rack_size} letters each; "
            f"special letters {' '.join(sorted(specials))}; {state.names[first]} spins first (GG-E4, GG-T1)",
        ),
    )
    if size:
        return fresh
    spun_for = (
        f"Round {state.round}: {state.names[keeper]} keeps score; special letters {' '.join(sorted(specials))}; "
        f"each player spins {OPENING_SPINS} times for his starting letters, {state.names[first]} first (GG-E4)"
    )
    return replace(fresh, phase="opening", opening=OPENING_SPINS * n, events=(spun_for,))


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


def split_spun(pot: Bag, letters: str) -> tuple[list[str], list[str]]:
    """GG-T1: (the spun letters the pot has, the ones it is out of), in the ring's order."""
    left = pot.counts()
    return [letter for letter in letters if left[letter]], [letter for letter in letters if not left[letter]]


def spin(spec: GGSpec, state: GGState, action: Spin) -> GGState:
    value = action["value"]
    if value not in spec.spinner_values:
        raise IllegalAction("GG-E2", f"the globe's ring has no section {value!r}")
    if state.phase == "opening" and value not in spec.letter_values:
        raise IllegalAction("GG-E4", "spinning for the starting letters, TAKE, DISCARD and EXCHANGE are spun again")
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
    """The letters spun go from the pot to the spinner (or the pool); for any the pot is out of he
    chooses whether to take a blank while blanks last (GG-T6)."""
    drawn, out = split_spun(state.pot, section.letters)
    text = f"{who} spins {section.letters}" + (
        " for his starting letters (GG-E4)"
        if state.opening
        else " for the pool (GG-V2)"
        if spec.version == "pool"
        else " (GG-T1)"
    )
    state = _from_pot(spec, state, drawn)
    if out and state.pot.counts()[BLANK]:
        offer = f"; the pot is out of {' and '.join(out)}: {who} may take {blanks_for(out)} (GG-T6)"
        return replace(state, phase="wild", wanting=tuple(out), events=(text + offer,))
    if out:
        text += f"; the pot has no {', '.join(out)} and no blank left"
    return letters_in_hand(replace(state, events=(text,)))


def letters_in_hand(state: GGState) -> GGState:
    """After a spin's letters (and any blanks) are taken: names may be formed, or, while the starting
    letters are spun for, the next spin comes: three each, going left, then play starts (GG-E4)."""
    if not state.opening:
        return replace(state, phase="form")
    left, n = state.opening - 1, len(state.names)
    if not left:
        return replace(state, phase="spin", opening=0, turn=left_of(scorekeeper(state), n))
    turn = left_of(state.turn, n) if left % OPENING_SPINS == 0 else state.turn
    return replace(state, phase="opening", opening=left, turn=turn)


def _from_pot(spec: GGSpec, state: GGState, tiles: list[str]) -> GGState:
    """Tiles from the pot to the player to move (to the pool in the second version)."""
    pot = state.pot.take(tiles)
    if spec.version == "pool":
        return replace(state, pot=pot, pool=state.pool.put(tiles))
    return replace(state, pot=pot, racks=with_seat(state.racks, state.turn, state.racks[state.turn].put(tiles)))


def blank_choices(state: GGState) -> list[GGAction]:
    """GG-T6: every choice of the letters to take a blank for, the most blanks first (what the table did
    before the choice was given) and going without last."""
    most = min(len(state.wanting), state.pot.counts()[BLANK])
    wanting = sorted(state.wanting)
    return [LetterChoice(type="blanks", letters=list(c)) for k in range(most, -1, -1) for c in combinations(wanting, k)]


def take_blanks(spec: GGSpec, state: GGState, action: LetterChoice) -> GGState:
    """GG-T6 (decided): for the letters spun that the pot is out of, the spinner takes a blank for
    those he names (while blanks last) and goes without the others."""
    letters = tiles_named(action, "GG-T6")
    blanks = state.pot.counts()[BLANK]
    if Bag.of(state.wanting).missing(letters):
        raise IllegalAction(
            "GG-T6", f"a blank is taken only for a letter spun that the pot is out of: {' or '.join(state.wanting)}"
        )
    if len(letters) > blanks:
        raise IllegalAction("GG-T6", f"the pot has only {counted(blanks, 'blank')} left")
    who = state.names[state.turn]
    without = list(Bag.of(state.wanting).take(letters))
    text = f"{who} takes {blanks_for(letters)}, which the pot is out of" if letters else who
    text += ("," if letters and without else "") + (f" goes without {' and '.join(without)}" if without else "")
    state = _from_pot(spec, state, [BLANK] * len(letters))
    return letters_in_hand(replace(state, wanting=(), events=(text + " (GG-T6)",)))


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


def new_specials(spec: GGSpec, state: GGState, action: LetterChoice) -> GGState:
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
