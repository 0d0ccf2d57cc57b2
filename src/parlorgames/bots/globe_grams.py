"""The computer player for Globe-Grams, and the search behind the hint key and the capture marks.

Every decision looks at the whole gazetteer through its letter index (`engine.letters`): names
grouped by their letters, found for a rack with blanks, or with a base's letters fixed for a capture
(GG-X1) or a special-letter name (GG-N4). The `Finder` adds only what the bot scores with: the best
name of each key and its value. Only the best play is scored in full (see `candidates`).

The computer player knows only well-known names (`BOT_FLOOR`, a level of the gazetteer's
familiarity): a family would dispute SE, KRC or MINER from across the table. The hint key and the
capture marks look at every name the table accepts.
"""

from __future__ import annotations

import heapq
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, cast

from ..engine.actions import assert_never
from ..engine.kinds import Appraiser, Hint
from ..engine.letters import freeze_built, letters_in, levels
from ..engine.lexicon import family_withheld
from ..engine.rules import Action
from ..engine.tiles import Bag
from ..games.globe_grams import BLANK, GGState, GlobeGrams, blanks_for, blanks_spent, lettered, supply, targets
from ..games.globe_grams.actions import Captured, End, GGAction, LetterChoice, Name
from ..games.globe_grams.gazetteer import HOUSEHOLD, WELL_KNOWN, Gazetteer
from . import MOST_HINTS, awaits_choice, points_gained

PRUNE = 48
"""Keys scored first when only the best play is wanted (see `candidates`)."""
PROGRESS = 6
"""What a name towards the five is worth to the bot beyond its points (GG-R1)."""
BOT_FLOOR = WELL_KNOWN
"""The least well-known names the computer player forms at its normal level (a familiarity level of the gazetteer)."""
LEVEL_FLOORS = {"easy": HOUSEHOLD, "normal": BOT_FLOOR, "hard": 0}
"""Each level's vocabulary: household names (countries, big cities), well-known names, the whole gazetteer."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A play the bot has worked out: the action, what it scores and what it is worth to the bot."""

    action: Name
    text: str
    value: int
    gain: float
    kind: str  # "name", "capture", "special"


class Finder:
    """The gazetteer's letter index with what the bot scores keys by: each key's best name (the
    most words, then the shortest), its words, and its letters' values and bounds per letter set."""

    def __init__(self, gazetteer: Gazetteer, floor: int = 0) -> None:
        index = gazetteer.letter_index(floor)
        self.index = index
        self.keys, self.lengths, self.masks = index.keys, index.lengths, index.masks
        withheld = withheld_names(gazetteer)
        spoken = [[n for n in names if n not in withheld] for names in index.items]
        self.unspoken = frozenset(i for i, names in enumerate(spoken) if not names)
        """Keys whose every name is one a family table leaves out: never found."""
        self.best = [
            min(names or every, key=lambda n: (-n.count(" "), len(n), n)) for names, every in zip(spoken, index.items)
        ]
        self.words = [n.count(" ") + 1 for n in self.best]
        self._sums: dict[tuple[tuple[str, int], ...], list[int]] = {}
        self._bounds: dict[tuple[Any, ...], list[int]] = {}

    def sums(self, values: Mapping[str, int]) -> list[int]:
        """Each key's letter values added up, for one set of letter values (kept per set)."""
        token = tuple(sorted(values.items()))
        found = self._sums.get(token)
        if found is None:
            found = self._sums[token] = [sum(values.get(t, 0) for t in key) for key in self.keys]
        return found

    def bounds(self, values: Mapping[str, int], double_from: int, double_times: int) -> list[int]:
        """The most each key can score (its letters' values, doubled when long or of two words)."""
        token = (tuple(sorted(values.items())), double_from, double_times)
        found = self._bounds.get(token)
        if found is None:
            sums = self.sums(values)
            found = self._bounds[token] = [
                total * (double_times if length >= double_from or words >= 2 else 1)
                for total, length, words in zip(sums, self.lengths, self.words)
            ]
        return found

    def find(self, letters: str, blanks: int = 0, base: str = "") -> list[int]:
        """Keys whose letters come from ``letters`` with at most ``blanks`` missing; with a
        ``base``, keys that hold every letter of it and at least one more (a capture, GG-X1, or
        a special-letter name, GG-N4); never a key of names a family table leaves out alone."""
        found = self.index.find(letters, blanks, base, len(base) + 1)
        return [i for i in found if i not in self.unspoken] if self.unspoken else found


def withheld_names(gazetteer: Gazetteer) -> frozenset[str]:
    """The gazetteer's names that are words a family table leaves out (`engine.lexicon.family_withheld`:
    NEGRO, HOOKER), with their GG-N3 forms (NEGRO RIVER): no computer forms them and no hint offers them."""
    return frozenset(form for word in family_withheld() for form in gazetteer.forms(word))


@lru_cache(maxsize=4)
def finder_for(gazetteer: Gazetteer, floor: int = 0) -> Finder:
    """The gazetteer's Finder for names at least as well known as ``floor``, built once and kept
    for the rest of the process."""
    finder = Finder(gazetteer, floor)
    freeze_built()
    return finder


@dataclass
class _KeyScorer:
    """Scores keys of the gazetteer's letter index for one seat's letters (see `candidates`)."""

    rules: GlobeGrams
    finder: Finder
    blanks: int
    limit: int | None

    def __post_init__(self) -> None:
        values = self.rules.spec.values
        self.sums = self.finder.sums(values)
        self.bounds = self.finder.bounds(values, self.rules.spec.double_from, self.rules.spec.double_times)

    def points(self, i: int, lacks: int, adjust: int) -> int:
        """Key i's value: its letters, less those blanks stand for, plus ``adjust`` (a base's
        tiles in place of its letters), doubled for long or two-word names (GG-N3)."""
        finder, rules = self.finder, self.rules
        lost = sum(rules.spec.values[t] for t in letters_in(finder.masks[i] & lacks)) if self.blanks else 0
        total = self.sums[i] - lost + adjust
        doubled = finder.lengths[i] >= rules.spec.double_from or finder.words[i] >= 2
        return total * (rules.spec.double_times if doubled else 1)

    def pick(self, indices: list[int], lacks: int, adjust: int) -> list[tuple[int, int]]:
        """(points, key) for the keys worth scoring. Only the best is wanted when ``limit`` is
        1: then the keys with the highest bounds (their letters' value, doubled as due, which no
        blank or base can raise) are scored first, and the rest only if one of them might win."""
        if self.limit != 1 or len(indices) <= PRUNE:
            return [(self.points(i, lacks, adjust), i) for i in indices]
        top = heapq.nlargest(PRUNE + 1, indices, key=self.bounds.__getitem__)
        head = [(self.points(i, lacks, adjust), i) for i in top[:PRUNE]]
        if max(head)[0] > self.bounds[top[PRUNE]]:
            return head
        return [(self.points(i, lacks, adjust), i) for i in indices]


_Scored = tuple[float, str, int, str, "tuple[int, int] | None"]
"""(gain to the bot, name, points, kind of play, capture target)."""


def candidates(
    rules: GlobeGrams,
    state: GGState,
    seat: int | None = None,
    limit: int | None = None,
    floor: int = 0,
    captures: bool = True,
) -> list[Candidate]:
    """The names, captures and special-letter plays open to a seat, best first (all of them, or
    the best ``limit``): for the bot and the hint key. The seat defaults to the one to move; only
    names at least as well known as ``floor`` and as the table's option (options.names) count;
    without ``captures``, only the seat's own names (no captures or special-letter plays)."""
    seat = state.turn if seat is None else seat
    floor = max(floor, rules.spec.names_floor)
    finder = finder_for(rules.spec.gazetteer, floor)
    have = supply(rules.spec, state, seat)
    real = "".join(lettered(have))
    scorer = _KeyScorer(rules, finder, min(have.counts()[BLANK], rules.spec.wild_per_name), limit)
    found = _found(rules, finder, state, seat, real, scorer.blanks, floor)
    scored: list[_Scored] = [
        (v + PROGRESS, finder.best[i], v, "name", None) for v, i in scorer.pick(found["own"], ~levels(real), 0)
    ]
    if captures:
        scored += _captures(rules, state, seat, real, found, scorer)
        scored += _specials(rules, state, real, found, scorer)
    if limit == 1 and scored:
        scored = [min(scored, key=lambda c: (-c[0], c[1]))]
    else:
        scored.sort(key=lambda c: (-c[0], c[1]))
    return [_candidate(state, play) for play in scored[:limit]]


def _captures(
    rules: GlobeGrams, state: GGState, seat: int, real: str, found: dict[Any, list[int]], scorer: _KeyScorer
) -> list[_Scored]:
    """Captures of other players' names (GG-X1), worth their points, the bonus and the name taken."""
    out: list[_Scored] = []
    for target, placed in targets(state, seat):
        lacks = ~levels(real + placed.letters)
        adjust = rules.spec.tile_value(placed.tiles) - sum(rules.spec.values[t] for t in placed.letters)
        for value, i in scorer.pick(found.get((target[0], placed.text), []), lacks, adjust):
            value += rules.spec.capture_bonus
            out.append((value + placed.value + 2 * PROGRESS, scorer.finder.best[i], value, "capture", target))
    return out


def _specials(
    rules: GlobeGrams, state: GGState, real: str, found: dict[Any, list[int]], scorer: _KeyScorer
) -> list[_Scored]:
    """Names using the three special letters (GG-N4), scored at their multiple: three times the
    letters, never doubled on top, so the key's doubling is taken off first."""
    if "special" not in found:
        return []
    lacks = ~levels(real + "".join(state.specials))
    finder = scorer.finder
    tripled = [
        (value // rules.spec.multiplier(finder.lengths[i], finder.words[i]) * rules.spec.special_times, i)
        for value, i in scorer.pick(found["special"], lacks, 0)
    ]
    return [(value, finder.best[i], value, "special", None) for value, i in tripled]


def _candidate(state: GGState, play: _Scored) -> Candidate:
    gain, text, value, kind, target = play
    action = Name(type="name", name=text)
    if target is not None:
        owner, index = target
        action["capture"] = Captured(seat=owner, name=state.placed[owner][index].text)
    if kind == "special":
        action["special"] = True
    return Candidate(action, text, value, gain, kind)


_LAST: dict[str, tuple[tuple[Any, ...], str, int, dict[Any, list[int]]]] = {}
"""The keys found at the last decision. Within a turn the player's letters only shrink and the
names he could capture only go, so the next decision filters these lists instead of searching."""


def _found(
    rules: GlobeGrams, finder: Finder, state: GGState, seat: int, real: str, blanks: int, floor: int
) -> dict[Any, list[int]]:
    """Key indices of the seat's own names ("own"), of captures per (owner, name text) and of
    special-letter names ("special"). Lists found for more letters (and as many blanks or more)
    with the same special letters hold every key these letters could make: they are filtered."""
    moment = (id(rules), state.round, seat, state.specials, floor)
    last = _LAST.get("globe_grams")
    reuse = last is not None and last[0] == moment and blanks <= last[2] and Bag.of(last[1]).has(real)
    old = last[3] if reuse and last is not None else {}
    masks = finder.masks

    def search(key: Any, spare: int, base: str) -> list[int]:
        if key in old:
            lacks = ~levels(real + base)
            return [i for i in old[key] if (masks[i] & lacks).bit_count() <= spare]
        return finder.find(real, spare, base)

    found: dict[Any, list[int]] = {"own": search("own", blanks, "")}
    for target, placed in targets(state, seat) if rules.spec.captures else ():
        spare = max(0, min(blanks, rules.spec.wild_per_name - len(placed.wild)))
        found[(target[0], placed.text)] = search((target[0], placed.text), spare, placed.letters)
    if rules.spec.special_count and len(state.specials) == rules.spec.special_count:
        found["special"] = search("special", blanks, "".join(state.specials))
    _LAST["globe_grams"] = (moment, real, blanks, found)
    return found


def capturable(rules: GlobeGrams, state: GGState, seat: int) -> set[tuple[int, int]]:
    """GG-X1, GG-V5: (owner, index) of every name in front of others that the seat could capture now,
    with its letters (or the pool's)."""
    if not rules.spec.captures:
        return set()
    finder = finder_for(rules.spec.gazetteer, rules.spec.names_floor)
    have = supply(rules.spec, state, seat)
    real = "".join(lettered(have))
    blanks = min(have.counts()[BLANK], rules.spec.wild_per_name)
    out = set()
    for target, placed in targets(state, seat):
        spare = max(0, min(blanks, rules.spec.wild_per_name - len(placed.wild)))
        if finder.find(real, spare, placed.letters):
            out.add(target)
    return out


def usefulness(rules: GlobeGrams, letter: str, held: Counter[str]) -> float:
    """How much a letter helps a rack. The letter set was measured from the gazetteer's names
    (GG-E1), so a letter's count is how common it is in names; a third copy helps little."""
    return rules.spec.counts.get(letter, 0) / (1 + 2 * held[letter])


def least_useful(rules: GlobeGrams, rack: Bag, count: int) -> list[str]:
    """The letters to discard or pass: many copies of one letter and hard rare letters first;
    blanks are kept (they stand for anything)."""
    held = Counter(rack)
    chosen: list[str] = []
    for _ in range(min(count, len(rack))):
        options = [t for t in held if held[t] > 0]
        pick = min(options, key=lambda t: (t == BLANK, rules.spec.counts.get(t, 0) / held[t], t))
        chosen.append(pick)
        held[pick] -= 1
    return chosen


def blanks_wanted(rules: GlobeGrams, state: GGState) -> list[str]:
    """GG-T6: the letters the pot is out of that the computer takes a blank for: while the letters
    it forms names from hold fewer blanks than one name may use. More would only be left over (GG-R2)."""
    held = supply(rules.spec, state, state.turn).counts()[BLANK]
    room = min(rules.spec.wild_per_name - held, state.pot.counts()[BLANK])
    return list(state.wanting[: max(0, room)])


def letters_chosen(rules: GlobeGrams, state: GGState) -> LetterChoice | None:
    """After TAKE, DISCARD or EXCHANGE, the letters the computer chooses at every level (and the hint
    key suggests): the most useful from the pot, the least useful to put back or pass; when the pot
    is out of a letter spun, whether to take a blank for it (GG-T6); else None."""
    phase = state.phase
    if phase == "wild":
        return LetterChoice(type="blanks", letters=blanks_wanted(rules, state))
    if phase == "take":
        pot = Counter(t for t in state.pot if t != BLANK)
        held = Counter(state.racks[state.turn])
        chosen = []
        for _ in range(min(state.pending, sum(pot.values()))):
            pick = max((t for t in pot if pot[t] > 0), key=lambda t: (usefulness(rules, t, held), t))
            chosen.append(pick)
            pot[pick] -= 1
            held[pick] += 1
        return LetterChoice(type="take", letters=chosen)
    if phase == "discard":
        return LetterChoice(type="discard", letters=least_useful(rules, state.racks[state.turn], state.pending))
    if phase == "exchange":
        return LetterChoice(type="pass", letters=least_useful(rules, state.racks[state.chooser], state.pending))
    return None


def choose(
    rules: GlobeGrams, state: GGState, rng: random.Random, level: str = "normal", floor: int | None = None
) -> GGAction:
    """Form the best name, capture or special-letter play while there is one, of names at least as
    well known as ``floor`` (by default the level's vocabulary, `LEVEL_FLOORS`); then end the turn.
    Easy forms only its own names: it never captures nor plays the special letters.
    TAKE the most useful letters; DISCARD and pass the least useful. `state` is the seat's own
    observation: its letters, the pot, the names and the special letters, all face up to it."""
    letters = letters_chosen(rules, state)
    if letters is not None:
        return letters
    floor = LEVEL_FLOORS.get(level, BOT_FLOOR) if floor is None else floor
    found = candidates(rules, state, limit=1, floor=floor, captures=level != "easy")
    if found:
        return found[0].action
    return End(type="end")


RARE_MARK = "a rarer name"
"""How a hint marks a name less known than the normal computer's."""
EACH_KIND = 3
"""Hints show at most this many names of each kind (own names, captures, special-letter names)."""

LETTERS_ADVICE = {
    "take": "Take {}: the letters most useful for names (GG-T3)",
    "discard": "Put back {}: the letters your names need least (GG-T4)",
    "pass": "Pass {} to your left: the letters your names need least (GG-T5)",
    "blanks": "Take a blank for {}: it stands for any letter (GG-T6)",
}


def hints(rules: GlobeGrams, seen: GGState) -> list[Hint]:
    """The names the seat's letters could form, capture or make with the special letters: the best few
    of each kind as the computer weighs them (a name of one's own also counts towards the five), listed
    by the points they score, most first. Well-known names come first, as the normal computer knows
    them, so a hint is a name the table would recognise; every name the table accepts is searched only
    when no well-known one fits, and those are marked as rarer names.
    A name that would spend the player's blanks says which letters they stand for (GG-T6). After
    TAKE, DISCARD or EXCHANGE, the letters the computer would choose; with no name in reach, how to
    end the turn."""
    if not awaits_choice(rules, seen):
        return []
    letters = letters_chosen(rules, seen)
    if letters is not None:
        advice = LETTERS_ADVICE[letters["type"]].format(", ".join(letters["letters"]))
        return [Hint(advice, letters)] if letters["letters"] else []
    if seen.phase != "form":
        return []
    found: list[Hint] = []
    shown: Counter[str] = Counter()
    known = candidates(rules, seen, floor=BOT_FLOOR)
    rare = f" ({RARE_MARK})" if not known else ""
    for name in known or candidates(rules, seen):
        if shown[name.kind] == EACH_KIND or len(found) == MOST_HINTS:
            continue
        shown[name.kind] += 1
        capture = name.action.get("capture")
        if capture is not None:
            how = f"capturing {capture['name']} from {seen.names[capture['seat']]}"
        elif name.kind == "special":
            how = "with the three special letters"
        else:
            how = "from your letters" if rules.spec.version != "pool" else "from the pool"
        spent = blanks_spent(seen, rules.play_of(seen, name.action))
        text = f"{name.text}{rare} {how}" + (f", {blanks_for(spent)}" if spent else "")
        found.append(Hint(text, name.action, name.value))
    if found:
        return sorted(found, key=lambda hint: -(hint.points or 0))
    if rules.spec.version == "pool":
        return [Hint("No name the pool can form", ways_on=(("end", "ends your turn (GG-V3)"),))]
    return [Hint("No name in reach of your letters", ways_on=(("end", "ends your turn (GG-T2)"),))]


MISSED_SHOWN = 3
"""The most missed plays a review names for one move."""


def worth(rules: GlobeGrams, seen: GGState, action: Action) -> float | None:
    """For a review: the points a name scores its former (a capture's included, GG-X1); ending the turn
    scores none. Letters taken, discarded or passed are not weighed in points."""
    match cast(GGAction, action)["type"]:
        case "name":
            return points_gained(rules, seen, action)
        case "end":
            return 0.0
        case "deal" | "spin" | "blanks" | "specials" | "take" | "discard" | "pass":
            return None
        case kind:
            assert_never(kind)


def missed_captures(rules: GlobeGrams, seen: GGState, action: Action) -> list[str]:
    """For a review: the captures the hard player finds open (GG-X1) when the move made none, best first."""
    if cast(GGAction, action)["type"] not in ("name", "end") or "capture" in action:
        return []
    found = [c for c in candidates(rules, seen, floor=LEVEL_FLOORS["hard"]) if c.kind == "capture"]
    return [
        f"{seen.names[c.action['capture']['seat']]}'s {c.action['capture']['name']} as {c.text} ({c.value} points)"
        for c in found[:MISSED_SHOWN]
    ]


REVIEW = Appraiser("points", "point", worth, missed_captures, medium=8, large=20, missed_what="captures")
"""A name 8 points short of the hard player's is a medium loss, 20 a large one (a capture's bonus and name)."""
