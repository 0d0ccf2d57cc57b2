"""The contract every game kind fulfils.

A game is a pure function of (ruleset, variant, seats, actions): `initial` makes the first state and
`apply` returns the next one, or raises `MalformedAction` (the action cannot be read) or
`IllegalAction` (the rules refuse it). Chance moments (spins, shuffles) are chance nodes whose outcomes
are recorded as ordinary actions, so a saved game replays exactly. What a seat may see of a state is
`observe(state, seat)`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import ActionShapes, check_action

if TYPE_CHECKING:
    from .ruleset import Ruleset, Schema, Variant

Action = dict[str, Any]


@dataclass(frozen=True)
class Outcome:
    """How a finished game came out: who won, why, and the game's headline figure."""

    winners: tuple[int, ...]
    reason: str
    figure: float | None = None
    figure_name: str = ""
    table: tuple[dict[str, Any], ...] = field(default_factory=tuple)

    def share(self, seat: int) -> float:
        """The seat's share of the win: a whole win, a fraction of a shared one, or nothing."""
        return (seat in self.winners) / len(self.winners)


@dataclass(frozen=True)
class Figure:
    """One figure a finished game offers the record book: a seat's best name, play, voyage, …"""

    seat: int
    name: str
    value: float
    detail: str = ""
    lower_is_better: bool = False


class Rules:
    """One game kind, parameterised by a ruleset variant; registered through a `GameKind` (see `kinds`)."""

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

    def initial(self, names: tuple[str, ...]) -> Any:
        """The state before the first action, for seats with these names."""
        raise NotImplementedError

    def to_move(self, state: Any) -> int | None:
        """The seat whose turn it is, or None once the game is over."""
        raise NotImplementedError

    def is_chance(self, state: Any) -> bool:
        """True when the next action is chance's (a spin, a draw) rather than a player's choice."""
        raise NotImplementedError

    def sample_chance(self, state: Any, rng: random.Random) -> Action:
        """Chance's action at a chance node, drawn with the session's seeded generator.

        Kinds whose chance has few outcomes (a teetotum, a globe ring) also define
        `chance_outcomes(state)`: every outcome with its probability."""
        raise NotImplementedError

    def chance_is_gesture(self, state: Any) -> bool:
        """True when chance waits for the player's own key (spinning a top) rather than acting at once."""
        return False

    def is_setup(self, action: Action) -> bool:
        """Actions that set the table before play (choosing who starts); undo never takes them back."""
        return False

    def legal_actions(self, state: Any) -> Sequence[Action]:
        """The choices open to the player to move (empty at a chance node or once the game is over):
        plain dicts, in a list or in a sequence that makes each only when it is read."""
        raise NotImplementedError

    def apply(self, state: Any, action: Action) -> Any:
        """The state after `action`: its shape is checked against `ACTIONS`, then `step` plays it."""
        check_action(action, self.ACTIONS)
        return self.step(state, action)

    def step(self, state: Any, action: Action) -> Any:
        """Play a well-formed action, or raise `IllegalAction` naming the rule that refuses it."""
        raise NotImplementedError

    def observe(self, state: Any, seat: int | None) -> Any:
        """What `seat` may see of `state` (None: an onlooker who holds no seat).

        It has the state's own type, with what the seat may not see face down (`tiles.HIDDEN`), so a
        view or a computer player reads it as it would the state. Games with nothing hidden return the
        state itself."""
        return state

    def build_look_ups(self) -> None:
        """Build what the rules look things up in that a first turn may not reach (a judge's word table
        needed only once a word is on the table): called off the event loop before play. Nothing by default."""

    def is_over(self, state: Any) -> bool:
        return self.to_move(state) is None

    def outcome(self, state: Any) -> Outcome:
        raise NotImplementedError

    def record_candidates(self, state: Any) -> list[tuple[int, float]]:
        """(seat, figure) pairs a finished game offers to the sitting's record, lower being better."""
        return []

    def game_figures(self, state: Any, actions: Sequence[Action]) -> dict[str, float]:
        """Figures of one finished game that `simulate` averages over many (e.g. rounds played),
        read from its final state and every action that led there; none by default."""
        return {}

    def record_book(self) -> str:
        """The name of the sitting's record this variant's games are set against; variants naming
        the same book share one record."""
        return self.variant.name

    def record_figures(self, states: Sequence[Any]) -> list[Figure]:
        """The figures a finished game offers the record book, read from its states in order (a best
        play needs the whole game); none by default."""
        return []

    def seat_scores(self, state: Any) -> list[float]:
        """Each seat's score in a finished game (points, days, tiles), charted in the record book."""
        return []

    def first_player_action(self, seat: int) -> Action | None:
        """The setup action that makes `seat` start, when the table agrees who (e.g. a record holder)."""
        return None

    def standings(self, state: Any) -> list[dict[str, Any]]:
        """One plain mapping per seat (position, score, dials, …) for scoreboards and `replay`."""
        raise NotImplementedError

    def lookup(self, terms: list[str]) -> list[dict[str, Any]]:
        """One verdict per term from the game's dictionary (words, places, areas): at least
        `term`, `valid` and `reason`. Games without a dictionary refuse."""
        raise ValueError(f"{self.ruleset.title} has no dictionary to look words up in")

    def describe(self, state: Any, action: Action) -> str:
        """A short human sentence for an action taken in `state`."""
        return str(action)
