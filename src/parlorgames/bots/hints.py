"""Hints for people: the plays worth a look for the seat to move, one function per game kind.

Each function is given the rules and the observation of the seat to move (what that person may see,
never the whole state) and returns `Hint`s, best first, or [] when there is nothing to suggest now
(not that seat's choice, a chance step, a vote); where the seat has no play worth naming, one hint of
advice (no action) says so and how to go on. They reuse the computer players' searches, so a hint
is what the computer would weigh, told in words. A kind names its function in its `GameKind` (`hints`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.rules import Action
from ..engine.wording import counted

if TYPE_CHECKING:
    from ..games.globe_grams import GGState, GlobeGrams
    from ..games.mapominoes import Mapominoes, MapState
    from ..games.round_the_world import RoundTheWorld, RTWState
    from ..games.skip_a_cross import SACState, SkipACross
    from ..games.zig_zaggle import ZigZaggle, ZZState

TOP_PLAYS = 5
"""Zig Zaggle lists this many of the best-scoring plays."""
MOST = 8
"""The longest list any other game shows: more would not fit a small window."""
EACH_KIND = 3
"""Globe-Grams shows at most this many names of each kind (own names, captures, special-letter names)."""


@dataclass(frozen=True)
class Hint:
    """One suggestion: what to say, the points it would score (None where points say nothing, as in a
    race or a card game), and the action it stands for (None when it is advice rather than a move)."""

    text: str
    points: int | None = None
    action: Action | None = None


def _awaits(rules: Any, seen: Any) -> bool:
    """A seat is to choose (not chance, not a finished game)."""
    return rules.to_move(seen) is not None and not rules.is_chance(seen)


def zig_zaggle(rules: ZigZaggle, seen: ZZState) -> list[Hint]:
    """The best-scoring plays with the rack in view, each as the word, where it goes and its score;
    with none, how to go on without one."""
    from .zig_zaggle import ranked_plays

    if not _awaits(rules, seen) or seen.window is not None:
        return []
    hints = [_zig_zaggle_hint(rules, seen, tiles, points) for tiles, points in ranked_plays(rules, seen, TOP_PLAYS)]
    return hints or [Hint(ZZ_NO_PLAY)]


ZZ_NO_PLAY = "No play fits your rack: F2 exchanges (ZZ-P7), F3 passes (ZZ-P6)"


def _zig_zaggle_hint(rules: ZigZaggle, seen: ZZState, tiles: list[tuple[int, int, str, str]], points: int) -> Hint:
    from ..games.zig_zaggle import FREE

    action: Action = {"type": "play", "tiles": [list(t) for t in tiles]}
    word = rules.examine(seen, list(tiles), check_words=False).words[0]
    (row, col), last = word.cells[0], word.cells[-1]
    way = "across" if row == last[0] and len(word.cells) > 1 else "down"
    frees = sum(tile == FREE for *_, tile in tiles)
    spends = f", {counted(frees, 'Free letter')}" if frees else ""
    return Hint(f"{word.text} {way} from row {row + 1}, column {col + 1}{spends}", points, action)


def globe_grams(rules: GlobeGrams, seen: GGState) -> list[Hint]:
    """The names the seat's letters could form, capture or make with the special letters: the best few
    of each kind, best first as the computer weighs them (a name of one's own also counts towards the
    five). Well-known names come first, as the normal computer knows them, so a hint is a name the
    table would recognise; every name the table accepts is searched only when no well-known one fits.
    A name that would spend the player's blanks says which letters they stand for (GG-T6). After
    TAKE, DISCARD or EXCHANGE, the letters the computer would choose; with no name in reach, how to
    end the turn."""
    from ..games.globe_grams import blanks_for, blanks_spent
    from .globe_grams import BOT_FLOOR, candidates, letters_chosen

    if not _awaits(rules, seen):
        return []
    letters = letters_chosen(rules, seen)
    if letters is not None:
        return [_letters_hint(letters)] if letters["letters"] else []
    if seen.phase != "form":
        return []
    hints: list[Hint] = []
    shown: Counter[str] = Counter()
    for found in candidates(rules, seen, floor=BOT_FLOOR) or candidates(rules, seen):
        if shown[found.kind] == EACH_KIND or len(hints) == MOST:
            continue
        shown[found.kind] += 1
        capture = found.action.get("capture")
        if capture is not None:
            how = f"capturing {capture['name']} from {seen.names[capture['seat']]}"
        elif found.kind == "special":
            how = "with the three special letters"
        else:
            how = "from your letters" if rules.spec.version != "pool" else "from the pool"
        action = found.action
        spent = blanks_spent(seen, rules.play_of(seen, action))
        hints.append(Hint(f"{found.text} {how}" + (f", {blanks_for(spent)}" if spent else ""), found.value, action))
    return hints or [Hint(GG_NO_NAME_IN_POOL if rules.spec.version == "pool" else GG_NO_NAME)]


GG_NO_NAME = "No name in reach of your letters: e ends your turn (GG-T2)"
GG_NO_NAME_IN_POOL = "No name the pool can form: e ends your turn (GG-V3)"


LETTERS_ADVICE = {
    "take": "Take {}: the letters most useful for names (GG-T3)",
    "discard": "Put back {}: the letters your names need least (GG-T4)",
    "pass": "Pass {} to your left: the letters your names need least (GG-T5)",
    "blanks": "Take a blank for {}: it stands for any letter (GG-T6)",
}


def _letters_hint(action: Action) -> Hint:
    """The letters to take, put back or pass, as the computer would choose them."""
    return Hint(LETTERS_ADVICE[action["type"]].format(", ".join(action["letters"])), None, action)


def skip_a_cross(rules: SkipACross, seen: SACState) -> list[Hint]:
    """The steals, new words and extensions in reach of the centre and the drawn letter, the best of
    each first (steals before words before extensions, as the computer weighs them); with none, the
    advice to form no word, so the player learns why and how to go on."""
    from .skip_a_cross import extensions, new_words, steals

    if not _awaits(rules, seen) or seen.vote is not None:
        return []
    hints = []
    for _, action in steals(rules, seen)[:3]:
        hints.append(Hint(f"Steal {seen.names[action['victim']]}'s {action['old']} as {action['word']}", None, action))
    for _, action in new_words(rules, seen)[:3]:
        hints.append(Hint(f"Form {action['word']} from the centre", None, action))
    for _, action in extensions(rules, seen)[:2]:
        hints.append(Hint(f"Extend your {action['old']} to {action['word']}", None, action))
    if not hints:
        hints.append(Hint(SAC_NOTHING_IN_REACH if seen.drawn else SAC_NOTHING_LEFT))
    return hints[:MOST]


SAC_NOTHING_IN_REACH = "No steal, word or extension in reach: d forms no word (SAC-3)"
SAC_NOTHING_LEFT = "No steal, word or extension in the centre: d forms no word (SAC-7)"


def mapominoes(rules: Mapominoes, seen: MapState) -> list[Hint]:
    """The cards in hand that fit now and the spaces where they go, those with most spaces first; with
    none, where a Transit card could go and what it could stand for (MAP-X1); with none of those, how
    the go ends."""
    from .mapominoes import fitting_cards

    if not _awaits(rules, seen) or seen.phase != "play":
        return []
    hints = []
    for county, spaces in sorted(fitting_cards(rules, seen).items(), key=lambda item: (-len(item[1]), item[0])):
        names = [rules.cell_name(rules.grid.index(space)) for space in spaces]
        where = ", ".join(names[:4]) + (" …" if len(names) > 4 else "")
        row, col = spaces[0]
        hints.append(Hint(f"{county} fits at {where}", None, {"type": "place", "card": county, "row": row, "col": col}))
    if not hints and seen.hands[seen.turn].transit:
        for cell, nomination in rules.transit_plays(seen):
            row, col = rules.grid.cell(cell)
            action = {"type": "transit", "row": row, "col": col, "nomination": nomination}
            hints.append(Hint(f"A Transit card at {rules.cell_name(cell)} as {nomination}", None, action))
    return hints[:MOST] or [Hint(MAP_NOTHING_FITS if seen.pile else MAP_NOTHING_FITS_PILE_EMPTY)]


MAP_NOTHING_FITS = "No card fits: d draws a Transit card and ends your go (MAP-R3)"
MAP_NOTHING_FITS_PILE_EMPTY = "No card fits and the Transit pile is empty: d ends your go (MAP-R3)"


def round_the_world(rules: RoundTheWorld, seen: RTWState) -> list[Hint]:
    """When a waiver is offered (RTW-T5): the expected turns still to sail to New York either way, from
    the track solved as a Markov chain, the quicker first."""
    from .round_the_world import waiver_expectations

    expected = waiver_expectations(rules, seen) if _awaits(rules, seen) else None
    if expected is None:
        return []
    sail, waive = expected
    days = rules.days_per_spin
    choices = [
        (
            waive,
            Hint(
                f"Waive and spin again: about {waive:.1f} turns ({waive * days:.0f} days) to New York",
                None,
                {"type": "waive"},
            ),
        ),
        (
            sail,
            Hint(
                f"Sail on to the disaster: about {sail:.1f} turns ({sail * days:.0f} days) to New York",
                None,
                {"type": "sail"},
            ),
        ),
    ]
    return [hint for _, hint in sorted(choices, key=lambda choice: choice[0])]
