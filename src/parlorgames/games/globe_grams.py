"""Globe-Grams: spin the globe, draw letters and form geographical names (RULES.md GG-*).

Two versions share one engine: `racks` (the first version: nine letters each, TAKE, DISCARD and
EXCHANGE, special letters and captures) and `pool` (the second version: every spin adds three
letters to a shared pool, GG-V*). Letters, colours, the globe's ring and every score come from
the ruleset; names are judged by the gazetteer (GG-N1). A round is won with five names (ten for
partners); rounds follow one another, each opened by a chance deal, until 500 points (GG-R3).

A tile is a capital letter, or ``?`` for a wild blank. A name in front of a player keeps its own
tiles, so captures and special-letter names move real tiles and every tile stays accounted for.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any, Iterable, Mapping

from ..engine.errors import GameOver, IllegalAction, NotYourTurn
from ..engine.gazetteer import Gazetteer, default_gazetteer, normalise
from ..engine.kinds import GameKind
from ..engine.rules import Action, Outcome, Rules
from ..engine.ruleset import Field, ListOf, Map, MapOf, not_negative, positive
from ..engine.scoring import leaders
from ..engine.spinners import Section, Spinner

BLANK = "?"
VERSIONS = ("racks", "pool")
CHANCE_KINDS = ("take", "discard", "exchange")

_SECTION = Map(
    {
        "letters": Field(str),
        "take": Field(int, check=positive),
        "discard": Field(int, check=positive),
        "exchange": Field(int, check=positive),
        "degrees": Field((int, float), required=True, check=positive),
    }
)

SCHEMA = Map(
    {
        "components": Map(
            {
                "letters": MapOf(str, Map({"count": Field(int, required=True, check=positive), "colour": Field(str, required=True)}), required=True),
                "blanks": Field(int, default=15, check=not_negative),
                "colours": MapOf(str, Field(int, check=not_negative), required=True),
                "ring": ListOf(_SECTION, required=True, min_items=1),
            },
            required=True,
        ),
        "scoring": Map(
            {
                "double_from_letters": Field(int, default=7, check=positive),
                "double_times": Field(int, default=2, check=positive),
                "special_times": Field(int, default=3, check=positive),
                "capture_bonus": Field(int, default=10, check=not_negative),
                "round_bonus": Field(int, default=25, check=not_negative),
                "leftover_penalty": Field(int, default=1, check=not_negative),
                "game_points": Field(int, default=500, check=positive),
            }
        ),
        "options": Map(
            {
                "version": Field(str, default="racks", choices=VERSIONS),
                "rack": Field(int, default=9, check=not_negative),
                "specials": Field(int, default=3, check=not_negative),
                "names_to_win": Field(int, default=5, check=positive),
                "partner_names": Field(int, default=10, check=positive),
                "partners": Field(bool, default=True),
                "wild_per_name": Field(int, default=2, check=not_negative),
                "capture_marks": Field(bool, default=True),
                "hints": Field(bool, default=False),
                "word_list": Field(str, default=""),
            }
        ),
    }
)


@lru_cache(maxsize=4)
def gazetteer_for(path: str) -> Gazetteer:
    """The built-in gazetteer, or one read from a file the table chose (loaded once)."""
    return Gazetteer.load([path]) if path else default_gazetteer()


def letters_of(name: str) -> str:
    """A name's letters as tiles must supply them (spaces need no tile)."""
    return name.replace(" ", "")


def sub(have: Iterable[str], take: Iterable[str]) -> tuple[str, ...]:
    """A multiset with some tiles removed (the caller has checked they are there); a sorted
    multiset stays sorted."""
    left = list(have)
    for tile in take:
        left.remove(tile)
    return tuple(left)


def add(have: Iterable[str], more: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted((*have, *more)))


def lacking(have: str | tuple[str, ...] | list[str], want: str | tuple[str, ...] | list[str]) -> list[str]:
    """The tiles of ``want`` that ``have`` does not hold (with repeats), sorted."""
    out: list[str] = []
    for tile in set(want):
        short = want.count(tile) - have.count(tile)
        if short > 0:
            out.extend([tile] * short)
    return sorted(out)


@dataclass(frozen=True, slots=True)
class Ring:
    """One section of the globe's horizon ring: three letters, or TAKE, DISCARD or EXCHANGE n."""

    kind: str  # "letters", "take", "discard", "exchange"
    letters: str = ""
    count: int = 0

    @property
    def label(self) -> str:
        return self.letters if self.kind == "letters" else f"{self.kind.upper()} {self.count}"

    @property
    def short(self) -> str:
        """The label in at most six characters (TAKE 2, DISC 1, EXCH 2), for a narrow ring."""
        return self.letters if self.kind == "letters" else f"{self.kind[:4].upper()} {self.count}"


@dataclass(frozen=True, slots=True)
class Placed:
    """A name in front of a player: its text, its own tiles, the letters its blanks stand for,
    and the points it scored (deducted from its owner if it is captured, GG-X2)."""

    text: str
    tiles: tuple[str, ...]
    wild: tuple[str, ...]
    value: int

    @property
    def letters(self) -> str:
        return letters_of(self.text)


@dataclass(frozen=True, slots=True)
class Play:
    """A name worked out against a state: the tiles it takes from the player and what it scores."""

    text: str
    words: int
    own: tuple[str, ...]  # real tiles from the rack (or pool)
    blanks: int  # blanks from the rack (or pool)
    wild: tuple[str, ...]  # letters the blanks stand for (the target's and the new ones)
    tiles: tuple[str, ...]  # every tile of the new name
    value: int  # what the name scores, doubles and ×3 included, capture bonus not
    target: tuple[int, int] | None = None  # (seat, index) of the captured name
    special: bool = False
    reason: str = ""


@dataclass(frozen=True)
class GGState:
    """A game in progress. `pot` holds every tile not in a rack, a pool, the specials or a name."""

    names: tuple[str, ...]
    pot: tuple[str, ...]
    racks: tuple[tuple[str, ...], ...]
    placed: tuple[tuple[Placed, ...], ...]
    scores: tuple[int, ...]
    phase: str = "deal"  # deal, spin, take, discard, exchange, form, specials, over
    turn: int = 0
    round: int = 1
    specials: tuple[str, ...] = ()
    pool: tuple[str, ...] = ()
    pending: int = 0  # the number on the TAKE/DISCARD/EXCHANGE section spun
    chooser: int = 0  # EXCHANGE: the seat choosing now (GG-T5)
    passing: tuple[tuple[str, ...], ...] = ()  # EXCHANGE: letters chosen so far, hidden
    section: int | None = None  # the ring section the globe last stopped on
    formed: int = 0  # names formed this turn
    quiet: int = 0  # turns in a row without a name (a stalled round ends, see notes)
    rounds: tuple[dict[str, Any], ...] = ()
    events: tuple[str, ...] = ()

    def evolve(self, **changes: Any) -> "GGState":
        """A copy with some fields changed (cheaper than `dataclasses.replace` in long bot games)."""
        new = object.__new__(GGState)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new


class GlobeGrams(Rules):
    kind = "globe_grams"
    SCHEMA = SCHEMA
    private_information = True

    def __init__(self, ruleset: Any, variant: Any) -> None:
        super().__init__(ruleset, variant)
        comp, scoring, options = variant.params["components"], variant.params["scoring"], variant.params["options"]
        self.colours: dict[str, int] = dict(comp["colours"])
        self.counts: dict[str, int] = {letter: spec["count"] for letter, spec in comp["letters"].items()}
        self.colour_of: dict[str, str] = {letter: spec["colour"] for letter, spec in comp["letters"].items()}
        self.values: dict[str, int] = {letter: self.colours[c] for letter, c in self.colour_of.items()}
        self.values[BLANK] = 0
        self.blanks: int = comp["blanks"]
        self.total = sum(self.counts.values()) + self.blanks
        self.full_pot: tuple[str, ...] = tuple(sorted([t for t, n in self.counts.items() for _ in range(n)] + [BLANK] * self.blanks))
        self.ring: tuple[Ring, ...] = tuple(_ring(section) for section in comp["ring"])
        self.version: str = options["version"]
        spinnable = [i for i, r in enumerate(self.ring) if self.version == "racks" or r.kind == "letters"]
        self.spinner = Spinner(tuple(Section(i, float(comp["ring"][i]["degrees"]), self.ring[i].label) for i in spinnable))
        """GG-V1: in the second version the chance sections are disregarded (a spin that stops on
        one is spun again), which is the same as a ring of the letter sections alone."""
        self.double_from: int = scoring["double_from_letters"]
        self.double_times: int = scoring["double_times"]
        self.special_times: int = scoring["special_times"]
        self.capture_bonus: int = scoring["capture_bonus"]
        self.round_bonus: int = scoring["round_bonus"]
        self.leftover_penalty: int = scoring["leftover_penalty"]
        self.game_points: int = scoring["game_points"]
        self.rack_size: int = options["rack"] if self.version == "racks" else 0
        self.special_count: int = options["specials"] if self.version == "racks" else 0
        self.names_to_win: int = options["names_to_win"]
        self.partner_names: int = options["partner_names"]
        self.partners_option: bool = options["partners"]
        self.wild_per_name: int = options["wild_per_name"]
        self.capture_marks: bool = options["capture_marks"]
        self.hints: bool = options["hints"]
        self.gazetteer = gazetteer_for(options["word_list"] or "")

    @classmethod
    def check(cls, params: dict[str, Any]) -> list[tuple[str, str]]:
        problems: list[tuple[str, str]] = []
        comp = params["components"]
        colours = comp["colours"]
        for letter, spec in comp["letters"].items():
            if len(letter) != 1 or not "A" <= letter <= "Z":
                problems.append((f"components.letters.{letter}", "a lettered square is one capital letter A–Z (GG-E1)"))
            if spec["colour"] not in colours:
                problems.append((f"components.letters.{letter}.colour", f"{spec['colour']!r} is not one of the colours ({', '.join(colours)}) (GG-E1)"))
        for i, section in enumerate(comp["ring"]):
            kinds = [k for k in ("letters", *CHANCE_KINDS) if section.get(k) is not None]
            if len(kinds) != 1:
                problems.append((f"components.ring[{i}]", "a section shows three letters, or TAKE, DISCARD or EXCHANGE with a number (GG-E2)"))
                continue
            letters = section.get("letters")
            if letters is not None:
                if len(letters) != 3 or any(l not in comp["letters"] for l in letters):
                    problems.append((f"components.ring[{i}].letters", f"{letters!r}: a section shows three lettered squares of the set (GG-E2)"))
        rack, specials = params["options"]["rack"], params["options"]["specials"]
        lettered = sum(spec["count"] for spec in comp["letters"].values())
        if rack * 4 + specials > lettered:
            problems.append(("options.rack", f"four racks of {rack} and {specials} special letters need more than the {lettered} lettered squares (GG-E4)"))
        return problems

    # --- the gazetteer ------------------------------------------------------------------------

    def lookup(self, terms: list[str]) -> list[dict[str, Any]]:
        """`parlorgames lookup`: what each term is and where, or why it is not a name (GG-N1, GG-N3)."""
        rows = []
        for term in terms:
            verdict = self.gazetteer.verdict(term)
            rows.append(
                {
                    "term": term,
                    "valid": verdict.valid,
                    "name": verdict.name,
                    "words": verdict.words,
                    "letters": len(letters_of(verdict.name)),
                    "kinds": list(verdict.entry.kinds) if verdict.entry else [],
                    "reason": verdict.reason,
                    "rule": verdict.rule,
                }
            )
        return rows

    # --- helpers --------------------------------------------------------------------------------

    def plays_partners(self, seats: int) -> bool:
        """GG-E3: with four players, two partnerships (when the table plays partners)."""
        return self.partners_option and seats == 4

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
        n = len(state.names)
        return (state.round - 2) % n

    def tile_value(self, tiles: Iterable[str]) -> int:
        values = self.values
        return sum(values[t] for t in tiles)

    def multiplier(self, letters: int, words: int) -> int:
        """GG-N2/N3: seven letters or more, or two words or more, score double (once, not twice)."""
        return self.double_times if letters >= self.double_from or words >= 2 else 1

    def lettered(self, tiles: Iterable[str]) -> list[str]:
        return [t for t in tiles if t != BLANK]

    def census(self, state: GGState) -> tuple[str, ...]:
        """Every tile wherever it is (pot, racks, pool, specials, names), sorted: the whole set
        while play is sound."""
        tiles = [*state.pot, *state.specials, *state.pool]
        for rack in state.racks:
            tiles += rack
        for names in state.placed:
            for placed in names:
                tiles += placed.tiles
        return tuple(sorted(tiles))

    def _mover(self, state: GGState) -> str:
        seat = self.to_move(state)
        return state.names[seat] if seat is not None else ""

    # --- the state machine -------------------------------------------------------------------

    def initial(self, names: tuple[str, ...]) -> GGState:
        n = len(names)
        teams = 2 if self.plays_partners(n) else n
        state = GGState(
            names=tuple(names),
            pot=self.full_pot,
            racks=((),) * n,
            placed=((),) * n,
            scores=(0,) * teams,
        )
        if self.version == "pool":
            return self._start_round_pool(state)
        return state

    def to_move(self, state: GGState) -> int | None:
        if state.phase == "over":
            return None
        if state.phase == "deal":
            return self.scorekeeper(state)
        if state.phase == "exchange":
            return state.chooser
        return state.turn

    def is_over(self, state: GGState) -> bool:
        return state.phase == "over"

    def is_chance(self, state: GGState) -> bool:
        return state.phase in ("deal", "spin", "specials")

    def chance_is_gesture(self, state: GGState) -> bool:
        """The spin is the player's own gesture; deals and the scorekeeper's specials are not."""
        return state.phase == "spin"

    def is_setup(self, action: Action) -> bool:
        """A round's deal is never taken back: undo reaches back to the start of the round at most."""
        return action.get("type") == "deal"

    def chance_outcomes(self, state: GGState) -> list[tuple[Action, float]]:
        if state.phase == "spin":
            return [({"type": "spin", "value": i}, p) for i, p in self.spinner.outcomes()]
        # Deals and specials: far too many to list, so a representative few (the session samples).
        return [(self.sample_chance(state, random.Random(f"{state.phase}:{state.round}:{k}")), 0.25) for k in range(4)]

    def sample_chance(self, state: GGState, rng: random.Random) -> Action:
        if state.phase == "spin":
            return {"type": "spin", "value": self.spinner.spin(rng)}
        letters = self.lettered(state.pot)
        if state.phase == "specials":
            return {"type": "specials", "letters": sorted(rng.sample(letters, min(self.special_count, len(letters))))}
        rng.shuffle(letters)
        n = len(state.names)
        racks = [sorted(letters[i * self.rack_size : (i + 1) * self.rack_size]) for i in range(n)]
        specials = sorted(letters[n * self.rack_size : n * self.rack_size + self.special_count])
        return {"type": "deal", "racks": racks, "specials": specials}

    def legal_actions(self, state: GGState) -> list[Action]:
        """Every choice open now. In the forming phase: ending the turn, and every name the
        gazetteer has for the player's letters, captures and special letters (it may be long)."""
        phase = state.phase
        if phase in ("over", "deal", "spin", "specials"):
            return []
        if phase == "take":
            pot = sorted(set(self.lettered(state.pot)))
            need = min(state.pending, len(self.lettered(state.pot)))
            return [{"type": "take", "letters": list(c)} for c in combinations_with_replacement(pot, need) if not lacking(state.pot, c)]
        if phase in ("discard", "exchange"):
            seat = self.to_move(state)
            rack = state.racks[seat]
            need = min(state.pending, len(rack))
            kind = "discard" if phase == "discard" else "pass"
            return [{"type": kind, "letters": list(c)} for c in combinations_with_replacement(sorted(set(rack)), need) if not lacking(rack, c)]
        actions: list[Action] = [{"type": "end"}]
        for play in self.plays(state):
            actions.append(self.action_for(state, play))
        return actions

    def action_for(self, state: GGState, play: Play) -> Action:
        action: Action = {"type": "name", "name": play.text}
        if play.target is not None:
            seat, index = play.target
            action["capture"] = {"seat": seat, "name": state.placed[seat][index].text}
        if play.special:
            action["special"] = True
        return action

    def plays(self, state: GGState) -> list[Play]:
        """Every name the player to move could form now, straight from the gazetteer."""
        seat = state.turn
        have = state.pool if self.version == "pool" else state.racks[seat]
        real = "".join(self.lettered(have))
        blanks = min(have.count(BLANK), self.wild_per_name)
        found: list[Play] = []
        for text in self.gazetteer.names_by_letters(real, wild=blanks):
            play = self._try(state, text, None, False)
            if isinstance(play, Play):
                found.append(play)
        if self.version == "pool":
            return found
        for target, placed in self.targets(state, seat):
            spare = max(0, min(blanks, self.wild_per_name - placed.tiles.count(BLANK)))
            for text in self.gazetteer.names_by_letters(real, required=placed.letters, wild=spare, min_letters=len(placed.letters) + 1):
                play = self._try(state, text, target, False)
                if isinstance(play, Play):
                    found.append(play)
        if len(state.specials) == self.special_count and self.special_count:
            for text in self.gazetteer.names_by_letters(real, required="".join(state.specials), wild=blanks, min_letters=len(state.specials) + 1):
                play = self._try(state, text, None, True)
                if isinstance(play, Play):
                    found.append(play)
        return found

    def targets(self, state: GGState, seat: int) -> list[tuple[tuple[int, int], Placed]]:
        """GG-X1: the names another player (not a partner) has in front of him."""
        team = self.team_of(state, seat)
        return [
            ((other, i), placed)
            for other in range(len(state.names))
            if self.team_of(state, other) != team
            for i, placed in enumerate(state.placed[other])
        ]

    def step(self, state: GGState, action: Action) -> GGState:
        if state.phase == "over":
            raise GameOver("GG-R3", "the game is over; start a new one")
        kind = action.get("type") if isinstance(action, dict) else None
        phase = state.phase
        if phase == "deal":
            if kind != "deal":
                raise NotYourTurn("GG-E4", "the letters must be dealt first")
            return self._deal(state, action)
        if phase == "specials":
            if kind != "specials":
                raise NotYourTurn("GG-N4", "the scorekeeper turns up new special letters first")
            return self._new_specials(state, action)
        if phase == "spin":
            if kind != "spin":
                raise NotYourTurn("GG-T1", f"{self._mover(state)} spins the globe first")
            return self._spin(state, action)
        expected = {"take": "take", "discard": "discard", "exchange": "pass"}.get(phase)
        if expected is not None:
            if kind != expected:
                raise NotYourTurn(_PHASE_RULE[phase], f"{self._mover(state)} must first {_PHASE_TEXT[phase].format(n=state.pending)}")
            return {"take": self._take, "discard": self._discard, "exchange": self._pass}[phase](state, action)
        if kind == "name":
            return self._name(state, action)
        if kind == "end":
            return self._end_turn(state)
        raise NotYourTurn("GG-T2", f"form a name or end the turn, not {kind!r}")

    # --- dealing and spinning -------------------------------------------------------------------

    def _deal(self, state: GGState, action: Action) -> GGState:
        racks, specials = action.get("racks"), action.get("specials")
        n = len(state.names)
        if not isinstance(racks, list) or len(racks) != n or not all(isinstance(r, list) and len(r) == self.rack_size for r in racks):
            raise IllegalAction("GG-E4", f"a deal gives each of the {n} players {self.rack_size} letters")
        if not isinstance(specials, list) or len(specials) != self.special_count:
            raise IllegalAction("GG-E4", f"a deal turns up {self.special_count} special letters")
        dealt = [t for rack in racks for t in rack] + list(specials)
        pot = self.full_pot
        if not all(isinstance(t, str) for t in dealt) or BLANK in dealt or lacking(pot, dealt):
            raise IllegalAction("GG-E4", f"a deal takes lettered squares from the pot; not there: {', '.join(lacking(pot, dealt)) or 'a blank'}")
        first = (self.scorekeeper(state) + 1) % n
        return state.evolve(
            pot=sub(pot, dealt),
            racks=tuple(tuple(sorted(r)) for r in racks),
            placed=((),) * n,
            specials=tuple(sorted(specials)),
            pool=(),
            phase="spin",
            turn=first,
            formed=0,
            quiet=0,
            section=None,
            events=(
                f"Round {state.round}: {state.names[self.scorekeeper(state)]} keeps score; {self.rack_size} letters each; "
                f"special letters {' '.join(sorted(specials))}; {state.names[first]} spins first (GG-E4, GG-T1)",
            ),
        )

    def _start_round_pool(self, state: GGState) -> GGState:
        """GG-V1: all letters face up in the centre; nothing is dealt."""
        n = len(state.names)
        first = (self.scorekeeper(state) + 1) % n
        return state.evolve(
            pot=self.full_pot,
            racks=((),) * n,
            placed=((),) * n,
            specials=(),
            pool=(),
            phase="spin",
            turn=first,
            formed=0,
            quiet=0,
            section=None,
            events=(f"Round {state.round}: every letter face up in the centre; {state.names[first]} spins first (GG-V1)",),
        )

    def draw_spun(self, pot: tuple[str, ...], letters: str) -> tuple[list[str], list[str]]:
        """GG-T1/T6: the spun letters from the pot; a wild blank for a letter the pot is out of
        (while blanks last). Returns (tiles drawn, letters the pot could not give at all)."""
        drawn: list[str] = []
        missing: list[str] = []
        for letter in letters:
            if pot.count(letter) > drawn.count(letter):
                drawn.append(letter)
            elif pot.count(BLANK) > drawn.count(BLANK):
                drawn.append(BLANK)
            else:
                missing.append(letter)
        return drawn, missing

    def _spin(self, state: GGState, action: Action) -> GGState:
        value = action.get("value")
        if not isinstance(value, int) or isinstance(value, bool) or value not in {s.value for s in self.spinner.sections}:
            raise IllegalAction("GG-E2", f"the globe's ring has no section {value!r}")
        section = self.ring[value]
        who = state.names[state.turn]
        state = state.evolve(section=value, formed=0)
        if section.kind == "letters":
            drawn, missing = self.draw_spun(state.pot, section.letters)
            text = f"{who} spins {section.letters}"
            if BLANK in drawn:
                text += f" and takes {drawn.count(BLANK)} wild blank(s) for what the pot is out of (GG-T6)"
            if missing:
                text += f"; the pot has no {', '.join(missing)} and no blank left"
            if self.version == "pool":
                return state.evolve(pot=sub(state.pot, drawn), pool=add(state.pool, drawn), phase="form", events=(text + " for the pool (GG-V2)",))
            rack = add(state.racks[state.turn], drawn)
            return state.evolve(pot=sub(state.pot, drawn), racks=_set(state.racks, state.turn, rack), phase="form", events=(text + " (GG-T1)",))
        if section.kind == "take":
            if not self.lettered(state.pot):
                return state.evolve(phase="form", events=(f"{who} spins TAKE {section.count}, but the pot has no letters (GG-T3)",))
            return state.evolve(phase="take", pending=section.count, events=(f"{who} spins TAKE {section.count}: choose from the pot (GG-T3)",))
        if section.kind == "discard":
            if not state.racks[state.turn]:
                return state.evolve(phase="form", events=(f"{who} spins DISCARD {section.count} with no letters to discard (GG-T4)",))
            return state.evolve(phase="discard", pending=section.count, events=(f"{who} spins DISCARD {section.count}: put letters back in the pot (GG-T4)",))
        if not any(state.racks):
            return state.evolve(phase="form", events=(f"{who} spins EXCHANGE {section.count}, but nobody has letters to pass (GG-T5)",))
        return state.evolve(
            phase="exchange",
            pending=section.count,
            passing=(),
            chooser=self._next_chooser(state),
            events=(f"{who} spins EXCHANGE {section.count}: every player passes {section.count} letter(s) to the left, chosen in secret (GG-T5)",),
        )

    def _new_specials(self, state: GGState, action: Action) -> GGState:
        letters = action.get("letters")
        want = min(self.special_count, len(self.lettered(state.pot)))
        if not isinstance(letters, list) or len(letters) != want or BLANK in letters or lacking(state.pot, letters):
            raise IllegalAction("GG-N4", f"the scorekeeper turns up {want} lettered squares from the pot")
        return state.evolve(
            pot=sub(state.pot, letters),
            specials=tuple(sorted(letters)),
            phase="form",
            events=state.events[-1:] + (f"New special letters: {' '.join(sorted(letters))} (GG-N4)",),
        )

    # --- TAKE, DISCARD, EXCHANGE ------------------------------------------------------------------

    def _letters(self, action: Action, rule: str) -> list[str]:
        letters = action.get("letters")
        if not isinstance(letters, list) or not all(isinstance(t, str) for t in letters):
            raise IllegalAction(rule, "name the letters, e.g. [\"A\", \"E\"]")
        out = []
        for raw in letters:
            tile = BLANK if raw.strip() == BLANK else normalise(raw)
            if len(tile) != 1:
                raise IllegalAction(rule, f"{raw!r} is not one letter")
            out.append(tile)
        return out

    def _take(self, state: GGState, action: Action) -> GGState:
        letters = self._letters(action, "GG-T3")
        lettered = self.lettered(state.pot)
        need = min(state.pending, len(lettered))
        if len(letters) != need:
            raise IllegalAction("GG-T3", f"TAKE {state.pending}: choose {need} letter(s) from the pot")
        if BLANK in letters:
            raise IllegalAction("GG-T6", "a wild blank is taken only when the pot is out of a letter spun, not by TAKE")
        missing = lacking(lettered, letters)
        if missing:
            raise IllegalAction("GG-T3", f"the pot has no {', '.join(missing)} left")
        rack = add(state.racks[state.turn], letters)
        return state.evolve(
            pot=sub(state.pot, letters),
            racks=_set(state.racks, state.turn, rack),
            phase="form",
            events=(f"{state.names[state.turn]} takes {' '.join(letters)} from the pot (GG-T3)",),
        )

    def _discard(self, state: GGState, action: Action) -> GGState:
        letters = self._letters(action, "GG-T4")
        rack = state.racks[state.turn]
        need = min(state.pending, len(rack))
        if len(letters) != need:
            raise IllegalAction("GG-T4", f"DISCARD {state.pending}: put back {need} of your letters")
        missing = lacking(rack, letters)
        if missing:
            raise IllegalAction("GG-T4", f"you have no {', '.join(missing)} to discard (never from your completed names)")
        return state.evolve(
            pot=add(state.pot, letters),
            racks=_set(state.racks, state.turn, sub(rack, letters)),
            phase="form",
            events=(f"{state.names[state.turn]} puts {' '.join(letters)} back in the pot, face up (GG-T4)",),
        )

    def _next_chooser(self, state: GGState, after: int | None = None) -> int | None:
        """GG-T5: players choose in turn from the spinner, going left; one with no letters is
        skipped. Racks do not change until everyone has chosen, so the order is stable."""
        n = len(state.names)
        order = [s for s in ((state.turn + k) % n for k in range(n)) if state.racks[s]]
        if after is None:
            return order[0] if order else None
        later = order[order.index(after) + 1 :]
        return later[0] if later else None

    def _pass(self, state: GGState, action: Action) -> GGState:
        letters = self._letters(action, "GG-T5")
        seat = state.chooser
        rack = state.racks[seat]
        need = min(state.pending, len(rack))
        if len(letters) != need:
            raise IllegalAction("GG-T5", f"EXCHANGE {state.pending}: choose {need} of your letters to pass left")
        missing = lacking(rack, letters)
        if missing:
            raise IllegalAction("GG-T5", f"you have no {', '.join(missing)} to pass (never from your completed names)")
        n = len(state.names)
        passing = list(state.passing) + [()] * (n - len(state.passing))
        passing[seat] = tuple(sorted(letters))
        state = state.evolve(passing=tuple(passing), events=(f"{state.names[seat]} has chosen what to pass (GG-T5)",))
        nxt = self._next_chooser(state, seat)
        if nxt is not None:
            return state.evolve(chooser=nxt)
        racks = [list(r) for r in state.racks]
        for giver, given in enumerate(passing):
            for tile in given:
                racks[giver].remove(tile)
            racks[(giver + 1) % n].extend(given)
        return state.evolve(
            racks=tuple(tuple(sorted(r)) for r in racks),
            passing=(),
            chooser=state.turn,
            phase="form",
            events=("Every player passes the letters chosen to the player on the left (GG-T5)",),
        )

    # --- forming names --------------------------------------------------------------------------

    def check_play(self, state: GGState, text: str, target: tuple[int, int] | None = None, special: bool = False) -> Play:
        """Work out a name against the state, or raise `IllegalAction` saying why it cannot be formed."""
        result = self._try(state, text, target, special)
        if isinstance(result, IllegalAction):
            raise result
        return result

    def _try(self, state: GGState, text: str, target: tuple[int, int] | None, special: bool) -> Play | IllegalAction:
        verdict = self.gazetteer.verdict(text)
        if not verdict.valid:
            return IllegalAction(verdict.rule or "GG-N1", verdict.reason)
        name = verdict.name
        letters = letters_of(name)
        seat = state.turn
        pool = self.version == "pool"
        have = state.pool if pool else state.racks[seat]
        base: tuple[str, ...] = ()
        base_wild: tuple[str, ...] = ()
        base_letters = ""
        if target is not None and special:
            return IllegalAction("GG-N4", "a name is formed either with the special letters or by a capture, not both")
        if target is not None:
            if pool:
                return IllegalAction("GG-V2", "in the second version names are formed from the pool; nothing is captured")
            owner, index = target
            if not (0 <= owner < len(state.names)) or not (0 <= index < len(state.placed[owner])):
                return IllegalAction("GG-X1", "there is no such name in front of that player")
            if self.team_of(state, owner) == self.team_of(state, seat):
                return IllegalAction("GG-X1", "a name is captured from another player, not from yourself or your partner")
            placed = state.placed[owner][index]
            base, base_wild, base_letters = placed.tiles, placed.wild, placed.letters
            if lacking(letters, base_letters):
                return IllegalAction("GG-X1", f"{name} does not use every letter of {placed.text} (it lacks {', '.join(lacking(letters, base_letters))})")
            if len(letters) == len(base_letters):
                return IllegalAction("GG-X1", f"to capture {placed.text} you must add letters of your own to it")
        if special:
            if pool or not self.special_count:
                return IllegalAction("GG-N4", "there are no special letters in this game")
            if len(state.specials) < self.special_count:
                return IllegalAction("GG-N4", "the special letters have not been turned up")
            base, base_letters = state.specials, "".join(state.specials)
            if lacking(letters, base_letters):
                return IllegalAction("GG-N4", f"{name} must use all three special letters {' '.join(state.specials)} (it lacks {', '.join(lacking(letters, base_letters))})")
            if len(letters) == len(base_letters):
                return IllegalAction("GG-N4", "add letters of your own to the special letters")
        want = sub(sorted(letters), base_letters) if base_letters else tuple(sorted(letters))
        real = [t for t in have if t != BLANK]
        short = lacking(real, want)
        own = sub(want, short)
        blanks_held = have.count(BLANK)
        if len(short) > blanks_held:
            where = "the pool" if pool else "your letters"
            extra = f" and only {blanks_held} blank(s)" if blanks_held else ""
            return IllegalAction("GG-T2", f"{name}: {where} lack {', '.join(short)}{extra}")
        wild = tuple(sorted((*base_wild, *short)))
        if len(wild) > self.wild_per_name:
            return IllegalAction("GG-T6", f"{name} would need {len(wild)} wild letters; at most {self.wild_per_name} in one name")
        tiles = tuple(sorted((*base, *own, *([BLANK] * len(short)))))
        value = self.tile_value(tiles) * self.multiplier(len(letters), verdict.words)
        if special:
            value *= self.special_times
        return Play(name, verdict.words, own, len(short), wild, tiles, value, target, special, verdict.reason)

    def target_of(self, state: GGState, action: Action) -> tuple[int, int] | None:
        """The (seat, index) of the name an action captures, or None when it captures nothing."""
        capture = action.get("capture")
        if capture is None:
            return None
        if self.version == "pool":
            raise IllegalAction("GG-V2", "in the second version names are formed from the pool; nothing is captured")
        if not isinstance(capture, dict) or not isinstance(capture.get("seat"), int) or not isinstance(capture.get("name"), str):
            raise IllegalAction("GG-X1", "name the player and the name to capture")
        seat = capture["seat"]
        if not 0 <= seat < len(state.names):
            raise IllegalAction("GG-X1", f"there is no player {seat}")
        wanted = normalise(capture["name"])
        for index, placed in enumerate(state.placed[seat]):
            if placed.text == wanted:
                return seat, index
        raise IllegalAction("GG-X1", f"{state.names[seat]} has no name {wanted} in front of him")

    def _name(self, state: GGState, action: Action) -> GGState:
        text = action.get("name")
        if not isinstance(text, str):
            raise IllegalAction("GG-N1", "type the name to form")
        play = self.check_play(state, text, self.target_of(state, action), bool(action.get("special")))
        seat = state.turn
        who = state.names[seat]
        team = self.team_of(state, seat)
        scores = list(state.scores)
        placed = [list(p) for p in state.placed]
        used = (*play.own, *([BLANK] * play.blanks))
        racks, pool, pot = state.racks, state.pool, state.pot
        if self.version == "pool":
            pool = sub(pool, used)
        else:
            racks = _set(racks, seat, sub(racks[seat], used))
        doubled = self.multiplier(len(letters_of(play.text)), play.words) > 1
        detail = " doubled (GG-N2)" if doubled else ""
        wild = f", {len(play.wild)} wild" if play.wild else ""
        if play.special:
            scores[team] += play.value
            pot = add(pot, play.tiles)
            text_out = (
                f"{who} forms {play.text} with the special letters: {play.value} points, three times its value{detail}{wild}; "
                f"its letters go back to the pot (GG-N4)"
            )
            state = state.evolve(racks=racks, pool=pool, pot=pot, specials=(), scores=tuple(scores), formed=state.formed + 1, events=(text_out,))
            if len(self.lettered(pot)) and self.special_count:
                return state.evolve(phase="specials")
            return state
        if play.target is not None:
            owner, index = play.target
            victim = placed[owner].pop(index)
            scores[self.team_of(state, owner)] -= victim.value
            scores[team] += play.value + self.capture_bonus
            text_out = (
                f"{who} captures {victim.text} from {state.names[owner]} and forms {play.text}: "
                f"+{play.value} +{self.capture_bonus}{detail}{wild}; {state.names[owner]} loses {victim.value} (GG-X1, GG-X2)"
            )
        else:
            scores[team] += play.value
            text_out = f"{who} forms {play.text}: {play.value} points{detail}{wild}"
        placed[seat].append(Placed(play.text, play.tiles, play.wild, play.value))
        state = state.evolve(
            racks=racks,
            pool=pool,
            placed=tuple(tuple(p) for p in placed),
            scores=tuple(scores),
            formed=state.formed + 1,
            quiet=0,
            events=(text_out,),
        )
        if self.team_names(state, team) >= self.names_needed(state):
            return self._end_round(state, team)
        if self.version == "pool":
            return state.evolve(phase="spin", events=state.events + (f"{who} formed a name and spins again (GG-V4)",))
        return state

    def _end_turn(self, state: GGState) -> GGState:
        n = len(state.names)
        quiet = 0 if state.formed else state.quiet + 1
        who = state.names[state.turn]
        events = (f"{who} passes" if not state.formed else f"{who} ends the turn",)
        state = state.evolve(quiet=quiet, formed=0, events=events)
        if quiet >= n and not self.lettered(state.pot):
            return self._end_round(state.evolve(events=events + ("The pot has no letters and nobody has formed a name for a whole round of turns: the round ends (decided)",)), None)
        return state.evolve(turn=(state.turn + 1) % n, phase="spin")

    def _end_round(self, state: GGState, winner: int | None) -> GGState:
        """GG-R1/R2/R3: the winner's 25, the losers' leftover letters, and the next deal or the end."""
        scores = list(state.scores)
        events = list(state.events)
        penalties = [0] * len(scores)
        if winner is not None:
            scores[winner] += self.round_bonus
            events.append(f"{self.team_name(state, winner)} completes {self.names_needed(state)} names and wins round {state.round}: +{self.round_bonus} (GG-R1)")
        for seat, rack in enumerate(state.racks):
            team = self.team_of(state, seat)
            if team != winner and rack:
                penalties[team] += len(rack) * self.leftover_penalty
        for team, points in enumerate(penalties):
            if points:
                scores[team] -= points
                events.append(f"{self.team_name(state, team)} loses {points} for letters left over (GG-R2)")
        record = {"round": state.round, "winner": winner, "scores": list(scores), "penalties": penalties}
        state = state.evolve(scores=tuple(scores), rounds=state.rounds + (record,), events=tuple(events[-4:]))
        if max(scores) >= self.game_points:
            return state.evolve(phase="over", events=state.events + (f"{self.team_name(state, leaders(scores)[0])} reaches {self.game_points} points (GG-R3)",))
        state = state.evolve(round=state.round + 1, phase="deal", passing=(), pending=0)
        if self.version == "pool":
            return self._start_round_pool(state).evolve(events=state.events)
        return state

    # --- reading the state --------------------------------------------------------------------

    def outcome(self, state: GGState) -> Outcome:
        if state.phase != "over":
            raise IllegalAction("GG-R3", "the game is not over yet")
        best = leaders(state.scores)
        winners = tuple(s for s in range(len(state.names)) if self.team_of(state, s) in best)
        table = tuple({"seat": s, "points": state.scores[self.team_of(state, s)], "rounds": len(state.rounds)} for s in range(len(state.names)))
        reason = f"first to {self.game_points} points after {len(state.rounds)} round(s) (GG-R3)"
        return Outcome(winners, reason, float(state.scores[best[0]]), "points", table)

    def standings(self, state: GGState) -> list[dict[str, Any]]:
        rows = []
        for seat, name in enumerate(state.names):
            team = self.team_of(state, seat)
            row: dict[str, Any] = {"name": name, "points": state.scores[team]}
            if len(state.scores) < len(state.names):
                row["partner"] = state.names[(seat + 2) % 4]
            row["names"] = [p.text for p in state.placed[seat]]
            if self.version == "racks":
                row["letters"] = len(state.racks[seat])
            row["rounds_won"] = sum(1 for r in state.rounds if r["winner"] == team)
            rows.append(row)
        return rows

    def describe(self, state: GGState, action: Action) -> str:
        kind = action.get("type")
        who = self._mover(state)
        if kind == "deal":
            return f"Round {state.round}: the letters are dealt"
        if kind == "spin":
            value = action.get("value")
            label = self.ring[value].label if isinstance(value, int) and 0 <= value < len(self.ring) else "?"
            return f"{who} spins {label}"
        if kind == "specials":
            return f"New special letters {' '.join(action.get('letters', []))}"
        if kind == "take":
            return f"{who} takes {' '.join(action.get('letters', []))}"
        if kind == "discard":
            return f"{who} discards {' '.join(action.get('letters', []))}"
        if kind == "pass":
            return f"{who} chooses letters to pass left"
        if kind == "name":
            capture = action.get("capture")
            if capture:
                return f"{who} captures {capture.get('name')} as {action.get('name')}"
            return f"{who} forms {action.get('name')}" + (" with the special letters" if action.get("special") else "")
        if kind == "end":
            return f"{who} ends the turn"
        return str(action)


_PHASE_RULE = {"take": "GG-T3", "discard": "GG-T4", "exchange": "GG-T5"}
_PHASE_TEXT = {
    "take": "take {n} letter(s) from the pot",
    "discard": "put {n} letter(s) back in the pot",
    "exchange": "choose {n} letter(s) to pass left",
}


def _ring(section: Mapping[str, Any]) -> Ring:
    if section.get("letters") is not None:
        return Ring("letters", section["letters"])
    for kind in CHANCE_KINDS:
        if section.get(kind) is not None:
            return Ring(kind, count=section[kind])
    raise ValueError(f"a ring section needs letters or a TAKE/DISCARD/EXCHANGE number: {dict(section)}")


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return items[:index] + (value,) + items[index + 1 :]


KIND = GameKind(GlobeGrams, player="parlorgames.bots.globe_grams:choose", view="parlorgames.tui.views.globe_grams:GlobeGramsView")
