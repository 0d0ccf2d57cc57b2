"""The contract every game kind fulfils.

A game is a pure function of (ruleset, variant, seats, actions): `initial` makes the first state and
`apply` returns the next one, or raises `MalformedAction` (the action cannot be read) or
`IllegalAction` (the rules refuse it). Chance moments (spins, shuffles) are chance nodes whose outcomes
are recorded as ordinary actions, so a saved game replays exactly. What a seat may see of a state is
`observe(state, seat)`.

What a kind must define is abstract (a `Rules` without it cannot be made); what only some kinds do (a record
kept from one game of a sitting to the next) is a small `Protocol` that a kind's rules fulfil by defining its
methods, found with `isinstance`.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from .actions import ActionShapes, check_action
from .errors import RequestRefused

if TYPE_CHECKING:
    from .ruleset import Ruleset, Schema, Variant
    from .sitting import SittingRecord

Action = Mapping[str, Any]
"""A move as the rules read it: a plain JSON mapping whose `type` names it; each kind types its own (`actions`)."""


S = TypeVar("S")
"""A game kind's state type (`Rules[ZZState]`): its observations have the same type."""


@dataclass(frozen=True)
class Figure:
    """One figure a finished game offers the record book: a seat's best name, play, voyage, …"""

    seat: int
    name: str
    value: float
    detail: str = ""
    lower_is_better: bool = False


@dataclass(frozen=True)
class Result:
    """How a finished game came out: everything the game-over screen, the record book, `replay`,
    `simulate` and the computer players read of it, worked out once by `Rules.result`."""

    winners: tuple[int, ...]
    reason: str
    """Why they won, naming the rule that decided it."""
    figure: float | None = None
    """The game's headline figure (the winner's points, days, tiles), averaged by `simulate`."""
    figure_name: str = ""
    standings: tuple[dict[str, Any], ...] = ()
    """The final standings for the results table: one row per seat, in seat order, each with its
    `seat` and the figures that decided the game."""
    scores: tuple[float, ...] = ()
    """Each seat's score (points, days, tiles), charted among a player's recent games."""
    records: tuple[Figure, ...] = ()
    """The figures the game offers the record book (a best play needs the whole game)."""
    sitting: tuple[tuple[int, float], ...] = ()
    """(seat, figure) pairs offered to the sitting's record (`Rules.record_book`), lower being better."""
    averages: dict[str, float] = field(default_factory=dict)
    """The game's own figures (rounds played, …) that `simulate` averages over many games."""

    def share(self, seat: int) -> float:
        """The seat's share of the win: a whole win, a fraction of a shared one, or nothing."""
        return (seat in self.winners) / len(self.winners)


class Rules(ABC, Generic[S]):
    """One game kind, parameterised by a ruleset variant; registered through a `GameKind` (see `kinds`).

    Each kind names its state type (`class ZigZaggle(Rules[ZZState])`), so views and computer players
    read its states and observations typed. The abstract methods are what a kind must define; the others
    have defaults that suit a game with nothing hidden, no dictionary and no setup."""

    kind: ClassVar[str] = ""
    SCHEMA: ClassVar[Schema | None] = None
    ACTIONS: ClassVar[ActionShapes | None] = None
    """Each action type with the shape of its fields (see `actions`); None checks only for a 'type'."""
    private_information: ClassVar[bool] = False
    """True when players hold what others must not see (racks, hands): the table hands over between them."""

    def __init__(self, ruleset: Ruleset, variant: Variant) -> None:
        self.ruleset = ruleset
        self.variant = variant

    @classmethod
    def check(cls, params: dict[str, Any]) -> list[tuple[str, str]]:
        """Problems the schema cannot see (cross-field rules), as (dotted key, message) pairs."""
        return []

    @abstractmethod
    def initial(self, names: tuple[str, ...]) -> S:
        """The state before the first action, for seats with these names."""

    @abstractmethod
    def to_move(self, state: S) -> int | None:
        """The seat whose turn it is, or None once the game is over."""

    @abstractmethod
    def is_chance(self, state: S) -> bool:
        """True when the next action is chance's (a spin, a draw) rather than a player's choice."""

    @abstractmethod
    def sample_chance(self, state: S, rng: random.Random) -> Action:
        """Chance's action at a chance node, drawn with the session's seeded generator."""

    def chance_outcomes(self, state: S) -> Sequence[tuple[Action, float]]:
        """Every outcome of chance at a chance node with its probability, for kinds whose chance has
        few (a teetotum, a globe ring). A shuffle or a draw has too many to list: by default chance
        lists none and refuses, and `sample_chance` draws one."""
        raise ValueError(f"{self.kind}: this chance has too many outcomes to list (sample it)")

    def chance_is_gesture(self, state: S) -> bool:
        """True when chance waits for the player's own key (spinning a top) rather than acting at once."""
        return False

    def is_setup(self, action: Action) -> bool:
        """Actions that set the table before play (choosing who starts); undo never takes them back."""
        return False

    @abstractmethod
    def legal_actions(self, state: S) -> Sequence[Action]:
        """The choices open to the player to move (empty at a chance node or once the game is over):
        plain dicts, in a list or in a sequence that makes each only when it is read."""

    def apply(self, state: S, action: Action) -> S:
        """The state after `action`: its shape is checked against `ACTIONS`, then `step` plays it."""
        check_action(action, self.ACTIONS)
        return self.step(state, action)

    @abstractmethod
    def step(self, state: S, action: Action) -> S:
        """Play a well-formed action, or raise `IllegalAction` naming the rule that refuses it."""

    def observe(self, state: S, seat: int | None) -> S:
        """What `seat` may see of `state` (None: an onlooker who holds no seat).

        It has the state's own type, with what the seat may not see face down (`tiles.HIDDEN`), so a
        view or a computer player reads it as it would the state. Games with nothing hidden return the
        state itself."""
        return state

    def build_look_ups(self) -> None:
        """Build what the rules look things up in that a first turn may not reach (a judge's word table
        needed only once a word is on the table): called off the event loop before play. Nothing by default."""

    def is_over(self, state: S) -> bool:
        return self.to_move(state) is None

    @abstractmethod
    def result(self, states: Sequence[S], actions: Sequence[Action]) -> Result:
        """How the game came out, read from its states in order (the last one finished) and the actions
        between them: a best play needs the whole game. Raises `IllegalAction` before the game is over."""

    def record_book(self) -> str:
        """The name of the sitting's record this variant's games are set against (known before a game
        starts: the record holder may start it); variants naming the same book share one record."""
        return self.variant.name

    def in_the_open(self, state: S) -> bool:
        """True when the decision due is made in the open, by whoever is at the table (a challenge window):
        it shows only what lies face up, so it needs no hand-over, and it is nobody's private turn. Never,
        by default."""
        return False

    def open_wait(self, state: S) -> tuple[float, Action] | None:
        """How long a shared table waits on a decision made in the open (`in_the_open`) before it closes it
        itself, and the action that closes it (a challenge window: nobody else challenges); None: no wait."""
        return None

    def decided_by(self, state: S, action: Action) -> int | None:
        """The seat whose own decision `action` is in `state` (its undo takes the action back): by default
        the seat to move; None for a decision the table makes together, taken back with the move before it."""
        return self.to_move(state)

    def out_of_turn_seats(self, state: S) -> tuple[int, ...]:
        """The seats besides the one to move that may act now (a call on another player's cards); none by default."""
        return ()

    @abstractmethod
    def standings(self, state: S) -> list[dict[str, Any]]:
        """The live scoreboard of a game finished or not: one plain mapping per seat (name, position,
        score, dials, …) for views and `replay`. A finished game's own result is `result`."""

    def lookup(self, terms: list[str]) -> list[dict[str, Any]]:
        """One verdict per term from the game's dictionary (words, places, areas): at least
        `term`, `valid` and `reason`. Games without a dictionary refuse."""
        raise RequestRefused(f"{self.ruleset.title} has no dictionary to look words up in")

    def describe(self, state: S, action: Action) -> str:
        """A short human sentence for an action taken in `state`."""
        return str(action)

    def words_formed(self, state: S, action: Action) -> tuple[str, ...]:
        """The words or names an action taken in `state` forms, the main one first, for the table to say
        what each means (`explain`); none by default."""
        return ()

    @property
    def family_words(self) -> bool:
        """Whether the table plays family words: it is then never shown a vulgar sense of a word, nor any
        meaning of a word the family list withholds. Read from the variant's ``options.family_words``."""
        options = self.variant.params.get("options")
        return bool(isinstance(options, Mapping) and options.get("family_words"))

    def explain(self, term: str, width: int | None = None, senses: int = 1) -> str:
        """What a word means, or where a place is, as one line cut to `width` characters: "TONES: plural
        of TONE: …" (`senses`: how many of the word's senses). Word games answer from the dictionary's
        meanings; a game of places overrides this with its gazetteer. Every face asks this."""
        from .meanings import meaning

        return meaning(term, self.family_words).line(width, senses)

    def definition(self, term: str) -> str:
        """A word's meaning without the word, every sense the dictionary keeps (`lookup`'s definition)."""
        from .meanings import meaning

        return meaning(term, self.family_words).text(senses=2)


@runtime_checkable
class KeepsSittingRecord(Protocol):
    """A kind whose games keep a record from one game of a sitting to the next (Round the World's quickest
    voyage, RTW-G2): the table sets each finished game's best figure (`Result.sitting`) against it."""

    def sitting_record_words(self) -> tuple[str, str]:
        """How the record book names this game's sitting record: its heading and the unit of its figure."""
        ...

    def sitting_news(self, made: SittingRecord, held: SittingRecord | None) -> str:
        """What the table is told when a finished game's best figure is set against the sitting's record
        (None before the first)."""
        ...

    def first_player_action(self, seat: int) -> Action | None:
        """The setup action that makes `seat` start, when the table agrees who (the record holder)."""
        ...
