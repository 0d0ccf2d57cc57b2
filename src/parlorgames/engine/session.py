"""A game being played: seats, the history of actions, undo and redo by replay, and its save form.

The state is never stored, only re-derived: a save is `{ruleset, variant, seed, seats, actions}`.
Chance outcomes are drawn from a generator seeded by (seed, action number), so undoing a spin and
spinning again gives the same result, and a replay of the same actions is the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from .errors import ActionError, IllegalAction
from .kinds import Player, kind_named
from .rules import Action, Outcome, Rules
from .ruleset import Ruleset, find

SAVE_FORMAT = 1


LEVELS = ("easy", "normal", "hard")
"""How strongly a computer player may be asked to play (`cpu:Name:level`); kept with its seat and in saves."""


@dataclass(frozen=True)
class Seat:
    name: str
    bot: bool = False
    level: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot, **({"level": self.level} if self.level else {})}


class SaveError(ValueError):
    """A save file that cannot be resumed; it is left exactly as it was."""


def parse_players(text: str, ruleset: Ruleset, bots_from: int = 1) -> list[Seat]:
    """"Ann,Bob,cpu:Cat:hard" → seats (`cpu:` marks a computer player, an optional `:level` its strength);
    a bare number ("3") is that many seats with the default names (`default_seats`)."""
    if text.strip().isdigit():
        count = int(text)
        check_seat_count(count, ruleset)
        return default_seats(ruleset, count, bots_from)
    seats = [parse_seat(raw, text) for raw in text.split(",")]
    check_seat_count(len(seats), ruleset)
    check_seat_names(seats)
    return seats


def parse_seat(raw: str, text: str) -> Seat:
    """One seat of a `--players` list: "Ann", "cpu:Cat" or "cpu:Cat:hard"."""
    name = raw.strip()
    bot = name.lower().startswith("cpu:")
    level = None
    if bot:
        name, _, level = name[4:].partition(":")
        name, level = name.strip(), level.strip().lower() or None
        if level is not None and level not in LEVELS:
            raise ValueError(f"unknown level {level!r} for {name or 'a computer player'}: choose {', '.join(LEVELS)}")
    if not name:
        raise ValueError(f"empty player name in {text!r}")
    return Seat(name, bot, level)


def check_seat_names(seats: list[Seat]) -> None:
    """Each seat needs a name of its own: records, saves and the Commodore are kept by name."""
    seen: set[str] = set()
    for seat in seats:
        key = seat.name.casefold()
        if key in seen:
            raise ValueError(f"the name {seat.name!r} is given to two seats; each seat needs its own name")
        seen.add(key)


def check_seat_count(count: int, ruleset: Ruleset) -> None:
    if not ruleset.players_min <= count <= ruleset.players_max:
        raise ValueError(f"{ruleset.title} is for {ruleset.players_min} to {ruleset.players_max} players, not {count}")


def default_seats(ruleset: Ruleset, count: int, bots_from: int = 1) -> list[Seat]:
    """Seats named from the ruleset (or Player N); seats from `bots_from` on are computer players."""
    names = list(ruleset.seat_names) or []
    return [Seat(names[i] if i < len(names) else f"Player {i + 1}", i >= bots_from) for i in range(count)]


class Session:
    """One game at the table. Every change goes through `act`, which either applies or refuses."""

    def __init__(
        self,
        ruleset: Ruleset,
        seats: list[Seat],
        seed: int,
        variant: str | None = None,
        on_change: Callable[["Session"], None] | None = None,
        overrides: dict[str, Any] | None = None,
        player: Player | None = None,
    ) -> None:
        """`player` chooses for the computer seats; by default, the one registered with the game's kind."""
        check_seat_count(len(seats), ruleset)
        self.ruleset = ruleset
        self.overrides = overrides or {}
        self.variant = ruleset.with_overrides(variant, self.overrides)
        kind = kind_named(ruleset.kind)
        self.rules: Rules = kind.rules(ruleset, self.variant)
        self.player: Player = player or kind.computer_player()
        self.seats = list(seats)
        self.seed = seed
        self.actions: list[Action] = []
        self.states: list[Any] = [self.rules.initial(tuple(s.name for s in seats))]
        self.redo_stack: list[Action] = []
        self.on_change = on_change

    # --- reading ------------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def over(self) -> bool:
        return self.rules.is_over(self.state)

    @property
    def seat(self) -> int | None:
        """The seat whose turn it is."""
        return self.rules.to_move(self.state)

    @property
    def seat_is_bot(self) -> bool:
        seat = self.seat
        return seat is not None and self.seats[seat].bot

    @property
    def automatic_chance(self) -> bool:
        """Chance that acts on its own (a deal, a lot) rather than on a player's key (a spin)."""
        return self.rules.is_chance(self.state) and not self.rules.chance_is_gesture(self.state)

    def outcome(self) -> Outcome:
        return self.rules.outcome(self.state)

    @property
    def viewer(self) -> int | None:
        """The seat whose observation the table shows: the human to move, else the human who moved
        last; None (an onlooker, who sees only what is face up) when no human has moved yet."""
        humans = [i for i, seat in enumerate(self.seats) if not seat.bot]
        if not humans:
            return None
        for state in reversed(self.states):
            seat = self.rules.to_move(state)
            if seat is not None and not self.seats[seat].bot:
                return seat
        return humans[0] if len(humans) == 1 else None

    def observe(self, seat: int | None) -> Any:
        """What `seat` may see of the current state (None: only what lies face up on the table)."""
        return self.rules.observe(self.state, seat)

    def chance_rng(self, index: int | None = None) -> random.Random:
        """The generator for the chance outcome at an action number (the next one by default)."""
        return random.Random(f"{self.seed}:{len(self.actions) if index is None else index}")

    # --- changing -----------------------------------------------------------------------------

    def act(self, action: Action) -> Any:
        """Apply one action; a refusal (`ActionError`) leaves the session exactly as it was."""
        new = self.rules.apply(self.state, action)
        self.actions.append(action)
        self.states.append(new)
        self.redo_stack.clear()
        self._changed()
        return new

    def resolve_chance(self) -> Action:
        """Let chance act (spin the teetotum, draw tiles) with the session's seeded generator."""
        if not self.rules.is_chance(self.state):
            raise IllegalAction("chance", "nothing to spin or draw right now")
        action = self.rules.sample_chance(self.state, self.chance_rng())
        self.act(action)
        return action

    def bot_step(self) -> Action | None:
        """One action by the computer player whose turn it is (chance included), or None."""
        if self.over or not self.seat_is_bot:
            return None
        if self.rules.is_chance(self.state):
            return self.resolve_chance()
        action = self.player(self.rules, self.observe(self.seat), self.chance_rng())
        self.act(action)
        return action

    def play_computers(self) -> list[Action]:
        """Let chance and the computer seats act until a human is to move or the game ends."""
        taken: list[Action] = []
        while not self.over and (self.seat_is_bot or self.automatic_chance):
            action = self.resolve_chance() if self.automatic_chance else self.bot_step()
            if action is not None:
                taken.append(action)
        return taken

    def undo(self) -> bool:
        """Take back the last human move and any computer moves after it; False if nothing to undo."""
        start = len(self.actions)
        while self.actions and not self.rules.is_setup(self.actions[-1]):
            self.redo_stack.append(self.actions.pop())
            self.states.pop()
            if not self.seat_is_bot and not self.automatic_chance:
                break
        if len(self.actions) == start:
            return False
        self._changed()
        return True

    def redo(self) -> bool:
        """Replay what undo took back, up to the next human move."""
        if not self.redo_stack:
            return False
        while self.redo_stack:
            action = self.redo_stack.pop()
            self.actions.append(action)
            self.states.append(self.rules.apply(self.state, action))
            if not self.seat_is_bot:
                break
        self._changed()
        return True

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self)

    # --- saving -------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        shipped_name = self.ruleset.name if not self.ruleset.source or _is_shipped(self.ruleset) else None
        return {
            "format": SAVE_FORMAT,
            "ruleset": shipped_name or self.ruleset.source,
            "title": self.ruleset.title,
            "variant": self.variant.name,
            "variant_title": self.variant.title,
            "seed": self.seed,
            "seats": [s.to_json() for s in self.seats],
            "actions": list(self.actions),
            "finished": self.over,
            **({"overrides": self.overrides} if self.overrides else {}),
        }

    @classmethod
    def from_json(cls, data: Any, where: str = "save", player: Player | None = None) -> "Session":
        """Re-derive a game from its save; any problem is a `SaveError` naming what is wrong."""
        if not isinstance(data, dict):
            raise SaveError(f"{where}: not a saved game (expected a JSON object)")
        for key, kind in (("ruleset", str), ("seed", int), ("seats", list), ("actions", list)):
            if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
                raise SaveError(f"{where}: '{key}' is missing or malformed")
        try:
            ruleset = find(data["ruleset"])
            seats = [Seat(str(s["name"]), bool(s.get("bot", False)), s.get("level") or None) for s in data["seats"]]
            overrides = data.get("overrides") or {}
            if not isinstance(overrides, dict):
                raise ValueError("'overrides' must be an object")
            session = cls(ruleset, seats, data["seed"], data.get("variant"), overrides=overrides, player=player)
        except (ValueError, KeyError, TypeError) as err:
            raise SaveError(f"{where}: {err}") from None
        for number, action in enumerate(data["actions"], 1):
            if not isinstance(action, dict):
                raise SaveError(f"{where}: action {number} is not an object: {action!r}")
            try:
                new = session.rules.apply(session.state, action)
            except (ActionError, ValueError) as err:
                raise SaveError(f"{where}: action {number} ({action}) does not replay: {err}") from None
            session.actions.append(action)
            session.states.append(new)
        return session


def _is_shipped(ruleset: Ruleset) -> bool:
    from pathlib import Path

    from ..paths import rulesets_dir

    return Path(ruleset.source).resolve().parent == rulesets_dir().resolve()
