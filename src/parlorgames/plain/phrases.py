"""How one game is said in lines: its moves as typed commands, what the player holds, and the questions a
player may ask of it ("board row 9", "map", "where"). Each game has a module of its own here, found by its
kind's name; a game without one is played by number from its legal moves ("choices", "choose 2")."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Collection
from typing import Any, ClassVar

from ..engine.rules import Action, Rules

Question = Callable[[list[str], Any, "int | None"], list[str]]
"""A question a player asks: given the words after its name, the observation and the seat, the lines answering it."""


class Phrases:
    """A game's words. `read` turns a typed command into the game's action (None: not one of its moves),
    raising `Unreadable` when it is one but cannot be read; the rules judge the action itself."""

    SAYS: ClassVar[dict[str, str]] = {}
    """Each action type a player types, with a phrase that makes it (its help's example; a test reads each)."""
    UNTYPED: ClassVar[tuple[str, ...]] = ()
    """The action types nobody types: chance's (a deal, a draw, a spin: "spin" is the table's own) and the sand
    timer's. With `SAYS`, every type in the rules' `ACTIONS` (a test holds them to it)."""

    def __init__(self, rules: Rules[Any], computers: Collection[int] = (), own_seat: int | None = None) -> None:
        self.rules = rules
        self.computers = frozenset(computers)
        """The computer seats, which answer for themselves: a person never types in their name."""
        self.own_seat = own_seat
        """The seat whose own screen this is (a shared table's), which answers for itself alone; None round one
        keyboard or for an onlooker."""

    def holding(self, seen: Any, seat: int) -> str:
        """What the seat holds, said at the start of its turn ("you hold A E K L R S T"); '' for nothing."""
        return ""

    def moves_now(self, seen: Any, seat: int) -> list[str]:
        """The commands that fit this moment of the game, one per line (for "help")."""
        return []

    def read(self, words: list[str], seen: Any, seat: int) -> Action | None:
        return None

    def scores(self, seen: Any, labels: list[str]) -> list[str]:
        """The scoreboard, a line per seat, from the game's live standings."""
        lines = []
        for label, row in zip(labels, self.rules.standings(seen)):
            details = ", ".join(
                f"{key.replace('_', ' ')} {_plain(value)}" for key, value in row.items() if key != "name"
            )
            lines.append(f"{label}: {details}")
        return lines

    def in_the_open(self, seen: Any) -> str:
        """What a decision made in the open asks, and of whom (a challenge window): said instead of a turn."""
        return ""

    def look(self, seen: Any, seat: int | None) -> list[str]:
        """What a sighted player sees at a glance, in a few lines (the scores come first, from the table)."""
        return []

    def questions(self) -> dict[str, tuple[str, Question]]:
        """The game's own questions by their first word: what each answers (for "help") and the answer."""
        return {}


def _plain(value: Any) -> str:
    """A standings figure said plainly: lists joined with commas, 'none' for an empty one."""
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value)) if value else "none"
    return str(value)


def phrases_for(rules: Rules[Any], computers: Collection[int] = (), own_seat: int | None = None) -> Phrases:
    """The kind's own phrases (`parlorgames.plain.<kind>`), or the plain ones every game has; `computers`
    are the seats the computer plays, `own_seat` the seat of a shared table's screen."""
    name = f"{__package__}.{rules.kind}"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
        return Phrases(rules, computers, own_seat)
    made: Phrases = module.PHRASES(rules, computers, own_seat)
    return made
