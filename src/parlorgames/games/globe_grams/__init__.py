"""Globe-Grams: spin the globe, draw letters and form geographical names (docs/rules/globe-grams.md, GG-*).

Two versions share one engine: `racks` (the first version: nine letters each, TAKE, DISCARD and
EXCHANGE, special letters and captures) and `pool` (the second version: every spin adds three
letters to a shared pool, GG-V*). Letters, colours, the globe's ring and every score come from
the ruleset, read once into a frozen `GGSpec` (`spec`); names are judged by the gazetteer (GG-N1,
`plays`). A round is won with five names (ten for partners); rounds follow one another, each opened by
a chance deal (`chance`), until 500 points (`referee`). Each module is plain functions of the spec and a
state; the rules class below holds the spec, routes each action and reports results (`Referee`).
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, cast

from ...engine.actions import ActionShapes, assert_never, shapes_of
from ...engine.errors import GameOver, NotYourTurn
from ...engine.kinds import GameKind
from ...engine.meanings import abbreviate
from ...engine.rules import Action, Rules
from ...engine.tiles import Bag
from ...engine.wording import counted
from . import chance, letters, plays, referee
from .actions import ACTION_TYPES, End, GGAction, LetterChoice, Name
from .gazetteer import LEVEL_NAMES, describe
from .letters import CHOICE_OF_PHASE
from .plays import play_of, supply, targets, ways_to_form
from .referee import Referee
from .seating import mover_name, names_needed, scorekeeper, team_name, team_names, team_of, team_seats, to_move
from .spec import BLANK, CHANCE_KINDS, SCHEMA, VERSIONS, GGSpec, Ring, check_params, gazetteer_for, lettered, letters_of
from .state import CHANCE_PHASES, PHASES, GGState, Placed, Play, blanks_for, blanks_spent

__all__ = [
    "BLANK",
    "CHANCE_KINDS",
    "KIND",
    "PHASES",
    "SCHEMA",
    "VERSIONS",
    "GGSpec",
    "GGState",
    "GlobeGrams",
    "Placed",
    "Play",
    "Ring",
    "blanks_for",
    "blanks_spent",
    "gazetteer_for",
    "lettered",
    "letters_of",
    "mover_name",
    "names_needed",
    "play_of",
    "scorekeeper",
    "supply",
    "targets",
    "team_name",
    "team_names",
    "team_of",
    "team_seats",
    "ways_to_form",
]


class GlobeGrams(Referee, Rules[GGState]):
    kind = "globe_grams"
    SCHEMA = SCHEMA
    ACTIONS: ClassVar[ActionShapes] = shapes_of(*ACTION_TYPES)
    private_information = True

    def __init__(self, ruleset: Any, variant: Any) -> None:
        super().__init__(ruleset, variant)
        self.spec = GGSpec.read(variant.params)

    @classmethod
    def check(cls, params: dict[str, Any]) -> list[tuple[str, str]]:
        return check_params(params)

    def lookup(self, terms: list[str]) -> list[dict[str, Any]]:
        """`parlorgames lookup`: what each term is and where and how well known, or why it is not a
        name (GG-N1, GG-N3; with options.names atlas, a name too little known for the table)."""
        return [self._verdict_row(term) for term in terms]

    def _verdict_row(self, term: str) -> dict[str, Any]:
        verdict = self.spec.gazetteer.verdict(term, self.spec.names_floor)
        known = describe(verdict.familiarity) if verdict.familiarity else ""
        return {
            "term": term,
            "valid": verdict.valid,
            "name": verdict.name,
            "words": verdict.words,
            "letters": len(letters_of(verdict.name)),
            "kinds": list(verdict.entry.kinds) if verdict.entry else [],
            "reason": verdict.reason if not verdict.valid else f"{verdict.reason}; familiarity: {known}",
            "rule": verdict.rule,
            "familiarity": verdict.familiarity,
            "familiarity_name": LEVEL_NAMES.get(verdict.familiarity, ""),
            **({"whereabouts": self.explain(term)} if verdict.valid else {}),
        }

    def explain(self, term: str, width: int | None = None, senses: int = 1) -> str:
        """Where a name is: "CEYLON: former name of Sri Lanka", "AGRA: city in India" (a place has one)."""
        verdict = self.spec.gazetteer.verdict(term)
        where = verdict.reason if verdict.valid else f"{verdict.name or term.upper()}: not a place the gazetteer knows"
        return abbreviate(where, width)

    def words_formed(self, state: GGState, action: Action) -> tuple[str, ...]:
        """The name formed or captured as, for the table to say where it is."""
        return (str(action.get("name")).upper(),) if action.get("type") == "name" else ()

    def census(self, state: GGState) -> Bag:
        """Every tile wherever it is: `full_pot` while play is sound."""
        return state.census()

    # --- the state machine -------------------------------------------------------------------

    def initial(self, names: tuple[str, ...]) -> GGState:
        spec, n = self.spec, len(names)
        teams = 2 if spec.plays_partners(n) else n
        state = GGState(
            names=tuple(names), pot=spec.full_pot, racks=(Bag(),) * n, placed=((),) * n, scores=(0,) * teams
        )
        return chance.start_round_pool(spec, state) if spec.version == "pool" else state

    def to_move(self, state: GGState) -> int | None:
        return to_move(state)

    def sample_chance(self, state: GGState, rng: random.Random) -> GGAction:
        return chance.sample_chance(self.spec, state, rng)

    def chance_outcomes(self, state: GGState) -> list[tuple[GGAction, float]]:
        """The globe's ring sections with their real probabilities (their widths on the ring)."""
        return chance.chance_outcomes(self.spec, state)

    def is_over(self, state: GGState) -> bool:
        return state.phase == "over"

    def is_chance(self, state: GGState) -> bool:
        return state.phase in CHANCE_PHASES

    def chance_is_gesture(self, state: GGState) -> bool:
        """The spin is the player's own gesture (for his starting letters too); deals and the
        scorekeeper's specials are not."""
        return state.phase in ("spin", "opening")

    def is_setup(self, action: Action) -> bool:
        """A round's deal is never taken back: undo reaches back to the start of the round at most."""
        return cast(GGAction, action)["type"] == "deal"

    def observe(self, state: GGState, seat: int | None) -> GGState:
        """Other seats' letters face down, and their secret EXCHANGE choices (see `GGState.seen_by`)."""
        return state.seen_by(seat)

    def legal_actions(self, state: GGState) -> list[GGAction]:
        """Every choice open now. In the forming phase: ending the turn, and every name the
        gazetteer has for the player's letters, captures and special letters (it may be long)."""
        if state.phase == "over" or state.phase in CHANCE_PHASES:
            return []
        if state.phase == "wild":
            return chance.blank_choices(state)
        if state.phase in CHOICE_OF_PHASE:
            return letters.letter_choices(state)
        return [End(type="end"), *(plays.action_for(state, play) for play in plays.plays(self.spec, state))]

    def play_of(self, state: GGState, action: Name) -> Play:
        """The play a `name` action would make, or `IllegalAction` saying why it cannot be formed."""
        return play_of(self.spec, state, action)

    def step(self, state: GGState, action: Action) -> GGState:
        if state.phase == "over":
            raise GameOver("GG-R3", "the game is over; start a new one")
        move = cast(GGAction, action)  # `apply` has checked its shape against ACTIONS
        if state.phase == "wild" and not state.opening and move["type"] in ("name", "end"):
            state = self._blanks_as_saved_before_the_choice(state)
        if state.phase == "form":
            match move["type"]:
                case "name":
                    return referee.form_name(self.spec, state, move)
                case "end":
                    return referee.end_turn(self.spec, state)
            raise NotYourTurn("GG-T2", f"form a name or end the turn, not {move['type']!r}")
        wanted, rule, text = self._waiting_for(state)
        match move["type"]:
            case "name" | "end":
                raise NotYourTurn(rule, text)
            case kind if kind != wanted:
                raise NotYourTurn(rule, text)
            case "deal":
                return chance.deal(self.spec, state, move)
            case "spin":
                return chance.spin(self.spec, state, move)
            case "specials":
                return chance.new_specials(self.spec, state, move)
            case "blanks":
                return chance.take_blanks(self.spec, state, move)
            case "take":
                return letters.take(state, move)
            case "discard":
                return letters.discard(state, move)
            case "pass":
                return letters.pass_letters(state, move)
            case _:
                assert_never(move["type"])

    def _blanks_as_saved_before_the_choice(self, state: GGState) -> GGState:
        """A save made before GG-T6 gave the choice goes straight on from such a spin to a name or the
        turn's end: the blanks were then taken for the letters the pot was out of, while they lasted."""
        most = min(len(state.wanting), state.pot.counts()[BLANK])
        return chance.take_blanks(self.spec, state, LetterChoice(type="blanks", letters=list(state.wanting[:most])))

    @staticmethod
    def _waiting_for(state: GGState) -> tuple[str, str, str]:
        """The action a phase waits for, with the rule and the words that refuse any other."""
        who, n = mover_name(state), state.pending
        return {
            "deal": ("deal", "GG-E4", "the letters must be dealt first"),
            "specials": ("specials", "GG-N4", "the scorekeeper turns up new special letters first"),
            "spin": ("spin", "GG-T1", f"{who} spins the globe first"),
            "opening": ("spin", "GG-E4", f"{who} spins for his starting letters first"),
            "wild": ("blanks", "GG-T6", f"{who} first takes a blank for {' or '.join(state.wanting)} or goes without"),
            "take": ("take", "GG-T3", f"{who} must first take {counted(n, 'letter')} from the pot"),
            "discard": ("discard", "GG-T4", f"{who} must first put {counted(n, 'letter')} back in the pot"),
            "exchange": ("pass", "GG-T5", f"{who} must first choose {counted(n, 'letter')} to pass left"),
        }[state.phase]

    def describe(self, state: GGState, action: Action) -> str:
        move = cast(GGAction, action)  # a move played, so its shape was checked
        who, ring = mover_name(state), self.spec.ring
        match move["type"]:
            case "deal":
                return f"Round {state.round}: the letters are dealt"
            case "spin":
                value = move["value"]
                return f"{who} spins {ring[value].label if 0 <= value < len(ring) else '?'}"
            case "specials":
                return f"New special letters {' '.join(move['letters'])}"
            case "take":
                return f"{who} takes {' '.join(move['letters'])}"
            case "discard":
                return f"{who} discards {' '.join(move['letters'])}"
            case "blanks":
                return (
                    f"{who} takes {blanks_for(move['letters'])}" if move["letters"] else f"{who} goes without a blank"
                )
            case "pass":
                return f"{who} chooses letters to pass left"
            case "end":
                return f"{who} ends the turn"
            case "name":
                return self._describe_name(who, move)
            case _:
                assert_never(move["type"])

    @staticmethod
    def _describe_name(who: str, action: Name) -> str:
        """Names are told in capitals, as the table's own lines tell them, however they were typed."""
        name = action["name"].upper()
        capture = action.get("capture")
        if capture:
            return f"{who} captures {capture['name']} as {name}"
        return f"{who} forms {name}" + (" with the special letters" if action.get("special") else "")


KIND = GameKind(
    GlobeGrams,
    player="parlorgames.bots.globe_grams:choose",
    view="parlorgames.tui.views.globe_grams:GlobeGramsView",
    hints="parlorgames.bots.globe_grams:hints",
    hints_ranked_by="points",
    review="parlorgames.bots.globe_grams:REVIEW",
)
