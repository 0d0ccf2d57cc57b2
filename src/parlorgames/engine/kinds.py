"""The one registry of game kinds: each kind's rules, computer player and view, registered once.

The built-in kinds and any installed package's are found through the `parlorgames.kinds` entry-point
group (the way harlequin finds its adapters); a test or a script may also `register_kind` directly.
The computer player, the hints and the view are named as "module:attribute" and imported only when
wanted, so the engine never imports the layers above it. A kind without its own computer player gets
one that plays a random legal move; a kind without its own view gets the generic view; a kind without
hints offers none.
"""

from __future__ import annotations

import difflib
import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

from .errors import ParlorError
from .levels import DEFAULT_LEVEL
from .rules import Action, Rules

ENTRY_POINT_GROUP = "parlorgames.kinds"

Player = Callable[[Rules[Any], Any, random.Random, str], Action]
"""A computer player: given the rules, its own seat's observation, a seeded generator and its level
("easy", "normal" or "hard"), it picks an action."""


@dataclass(frozen=True)
class Hint:
    """One suggestion for the seat to move, as data: a face says it in its own words and keys.

    A play is its `action`, what it does in words (`description`, with its rule ids) and the points
    it would score (None where points say nothing, as in a race or a card game). With no play worth
    naming, the hint is advice: no action, and `ways_on` the moves that go on without one, each as
    (the game's action type, what it does), e.g. ("pass", "passes (ZZ-P6)")."""

    description: str
    action: Action | None = None
    points: int | None = None
    ways_on: tuple[tuple[str, str], ...] = ()


OutOfTurnPlayer = Callable[[Rules[Any], Any, int, str], Action | None]
"""A computer seat that may act out of turn (`Rules.out_of_turn_seats`): given the rules, its own seat's
observation, its seat and its level, the action it takes now, or None to let the game go on."""


@dataclass(frozen=True)
class Appraiser:
    """How a review of a finished game weighs a kind's moves, in the game's own unit (points, words, cards).

    `worth(rules, seen, action)` is what a move is worth to its mover, from the mover's observation `seen`
    (never the whole state), or None for a move not weighed in the unit (a letter chosen, a call, a vote);
    `missed(rules, seen, action)` names the plays worth telling that were open and not made (captures,
    steals, double connections). A loss below `medium` is small, below `large` medium, else large."""

    unit: str
    """The unit's plural ("points"); `one` its singular."""
    one: str
    worth: Callable[..., float | None]
    missed: Callable[..., list[str]]
    medium: float
    large: float
    missed_what: str = ""
    """What `missed` lists, for a summary ("captures"); "" when it lists nothing."""
    lower_is_better: bool = False
    """True where less is better (days still to sail): a move's loss is then its worth above the best's."""

    def lost(self, worth: float, best: float) -> float:
        """What a move worth `worth` left on the table against one worth `best` (nothing when it did as well)."""
        return max(0.0, round(worth - best if self.lower_is_better else best - worth, 2))

    def grade(self, lost: float) -> str:
        """ "" for no loss, else "small", "medium" or "large"."""
        if lost <= 0:
            return ""
        return "small" if lost < self.medium else "medium" if lost < self.large else "large"

    def amount(self, value: float) -> str:
        """A figure in the unit: "3 points", "1 word", "2.5 expected days"."""
        shown = figure(value)
        return f"{shown} {self.one if shown in ('1', '-1') else self.unit}"


def figure(value: float) -> str:
    """A review's figure as people read it: whole, or to one decimal place."""
    return f"{int(value)}" if value == int(value) else f"{value:.1f}"


def nothing_missed(rules: Rules[Any], seen: Any, action: Action) -> list[str]:
    """An `Appraiser.missed` for a kind with no plays to list as missed."""
    return []


Hinter = Callable[[Rules[Any], Any], list[Hint]]
"""Hints for a person: given the rules and the observation of the seat to move, the plays worth
showing, best first, or [] when there is nothing to suggest (not that seat's choice, a chance step)."""


def random_player(rules: Rules[Any], observation: Any, rng: random.Random, level: str = DEFAULT_LEVEL) -> Action:
    """The stand-in computer player: any legal action, chosen at random, at every level."""
    return rng.choice(rules.legal_actions(observation))


@dataclass(frozen=True)
class GameKind:
    """One game kind: its rules class, and where its computer player, its hints for people and its view
    live ("module:attribute")."""

    rules: type[Rules[Any]]
    player: str = ""
    view: str = ""
    hints: str = ""
    out_of_turn: str = ""
    hints_ranked_by: str = ""
    """What makes one hint better than the next in the order the hints come in, said to the player ("" unsaid)."""
    review: str = ""
    """Where its `Appraiser` lives: a kind without one is reviewed with its moves listed, none weighed."""

    @property
    def name(self) -> str:
        return self.rules.kind

    def computer_player(self) -> Player:
        return load_object(self.player) if self.player else random_player

    def out_of_turn_player(self) -> OutOfTurnPlayer | None:
        """The kind's computer judgement out of turn, or None when its computer seats act only on their turn."""
        return load_object(self.out_of_turn) if self.out_of_turn else None

    def appraiser(self) -> Appraiser | None:
        """How a review weighs the kind's moves, or None when it weighs none."""
        return load_object(self.review) if self.review else None

    def hint_finder(self) -> Hinter | None:
        """The kind's hints for the seat to move, or None when the kind offers none."""
        return load_object(self.hints) if self.hints else None


class UnknownKind(ParlorError, ValueError):
    """A ruleset named a game kind nobody registered."""


_KINDS: dict[str, GameKind] = {}
_discovered = False


def register_kind(kind: GameKind) -> GameKind:
    """Add a kind to the registry (a later registration of the same name replaces the earlier one)."""
    if not kind.name:
        raise ValueError(f"{kind.rules.__name__} has no kind name")
    _KINDS[kind.name] = kind
    return kind


def _discover(name: str | None = None) -> None:
    """Load the kinds' entry points: all of them, or only those named `name` (a kind's entry point is named
    as the kind), so that opening one game imports no other game's rules."""
    global _discovered
    if _discovered:
        return
    _discovered = name is None
    points = entry_points(group=ENTRY_POINT_GROUP)
    for point in points if name is None else points.select(name=name):
        kind = point.load()
        if not isinstance(kind, GameKind):
            raise TypeError(f"entry point {point.name} = {point.value} is not a GameKind")
        _KINDS.setdefault(kind.name, kind)


def known_kinds() -> list[str]:
    _discover()
    return sorted(_KINDS)


def kind_named(name: str) -> GameKind:
    """The registered kind, or `UnknownKind` listing the known ones with a "did you mean"."""
    if name not in _KINDS:
        _discover(name)
    if name in _KINDS:
        return _KINDS[name]
    kinds = known_kinds()
    if name not in _KINDS:
        close = difflib.get_close_matches(name, kinds, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise UnknownKind(f"unknown game kind {name!r}{hint}; known kinds: {', '.join(kinds)}")
    return _KINDS[name]


def rules_class(name: str) -> type[Rules[Any]]:
    return kind_named(name).rules


def load_object(path: str) -> Any:
    """The attribute named by "package.module:attribute"."""
    module, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module), attribute)
