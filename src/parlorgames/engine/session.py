"""A game being played: seats, the history of actions, undo and redo by replay, and its save form.

The state is never stored, only re-derived: a save is `{ruleset, variant, seed, seats, actions}`.
Chance outcomes are drawn from a generator seeded by (seed, action number), so undoing a spin and
spinning again gives the same result, and a replay of the same actions is the same game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

from .errors import ActionError, IllegalAction, ParlorError, RequestRefused
from .kinds import Player, kind_named
from .levels import DEFAULT_LEVEL, LEVELS, seat_label
from .rules import Action, Result, Rules
from .ruleset import Ruleset, find
from .schema import is_of_type, type_word

SAVE_FORMAT = 1
MAX_SAVE_DEPTH = 32
"""Saves nest a few levels deep (an action's fields); deeper is not a save."""
MAX_SAVE_ACTIONS = 100_000
"""Far more moves than any game takes; a longer list is not a save."""


@dataclass(frozen=True)
class Seat:
    name: str
    bot: bool = False
    level: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot, **({"level": self.level} if self.level else {})}

    @property
    def label(self) -> str:
        return seat_label(self.name, self.bot, self.level)

    @property
    def playing_level(self) -> str:
        """The level a computer in this seat plays at: its own, else `DEFAULT_LEVEL` (a seat set or saved
        without one)."""
        return self.level or DEFAULT_LEVEL


class SaveError(ParlorError, ValueError):
    """A save file that cannot be resumed; it is left exactly as it was."""


class UndoRefused(ParlorError, ValueError):
    """Undo or redo would take back or replay another player's move; the game is unchanged."""


def parse_players(text: str, ruleset: Ruleset, bots_from: int = 1) -> list[Seat]:
    """ "Ann,Bob,cpu:Cat:hard" → seats (`cpu:` marks a computer player, an optional `:level` its strength);
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
            raise RequestRefused(
                f"unknown level {level!r} for {name or 'a computer player'}: choose {', '.join(LEVELS)}"
            )
    if not name:
        raise RequestRefused(f"empty player name in {text!r}")
    return Seat(name, bot, level)


def check_seat_names(seats: list[Seat]) -> None:
    """Each seat needs a name of its own: records, saves and the Commodore are kept by name."""
    seen: set[str] = set()
    for seat in seats:
        key = seat.name.casefold()
        if key in seen:
            raise RequestRefused(f"the name {seat.name!r} is given to two seats; each seat needs its own name")
        seen.add(key)


def check_seat_count(count: int, ruleset: Ruleset) -> None:
    if not ruleset.players_min <= count <= ruleset.players_max:
        raise RequestRefused(
            f"{ruleset.title} is for {ruleset.players_min} to {ruleset.players_max} players, not {count}"
        )


def default_seats(ruleset: Ruleset, count: int, bots_from: int = 1) -> list[Seat]:
    """Seats named from the ruleset (or Player N); seats from `bots_from` on are computer players."""
    names = list(ruleset.seat_names) or []
    return [Seat(names[i] if i < len(names) else f"Player {i + 1}", i >= bots_from) for i in range(count)]


R = TypeVar("R", bound=Rules[Any])


class Session(Generic[R]):
    """One game at the table. Every change goes through `act`, which either applies or refuses.

    Its rules are the ruleset's kind's, known only when it is read: a view of one kind says which it
    expects (`Session[ZigZaggle]`) and reads them typed."""

    def __init__(
        self,
        ruleset: Ruleset,
        seats: list[Seat],
        seed: int,
        variant: str | None = None,
        on_change: Callable[[Session], None] | None = None,
        overrides: dict[str, Any] | None = None,
        player: Player | None = None,
        undo_any: bool = False,
        hints: bool | None = None,
    ) -> None:
        """`player` chooses for the computer seats; by default, the one registered with the game's kind.
        `undo_any`: the table lets anyone at the keyboard take back any player's move (else only their own).
        `hints`: the table offers hints to its players; by default, as the variant says (`hints_by_default`)."""
        check_seat_count(len(seats), ruleset)
        self.ruleset = ruleset
        self.overrides = overrides or {}
        self.variant = ruleset.with_overrides(variant, self.overrides)
        kind = kind_named(ruleset.kind)
        self.rules = cast(R, kind.rules(ruleset, self.variant))
        self.player: Player = player or kind.computer_player()
        self.out_of_turn_player = kind.out_of_turn_player()
        self.seats = list(seats)
        self.seed = seed
        self.actions: list[Action] = []
        self.states: list[Any] = [self.rules.initial(tuple(s.name for s in seats))]
        self.redo_stack: list[Action] = []
        self.on_change = on_change
        self.undo_any = undo_any
        self._observed: dict[int | None, tuple[Any, Any]] = {}
        """Each seat's last observation and the state it was taken of."""
        self.hints = self.hints_by_default if hints is None else hints

    @property
    def hints_by_default(self) -> bool:
        """A variant made to be played with hints (its `options.hints`) offers them unless the table says not."""
        return self.variant.params.get("options", {}).get("hints") is True

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

    def result(self) -> Result:
        """How the finished game came out (`Rules.result` of its whole history)."""
        return self.rules.result(self.states, self.actions)

    def observe(self, seat: int | None) -> Any:
        """What `seat` may see of the current state (None: only what lies face up on the table). Kept until
        the state changes: states are immutable, and a screen asks for the same view many times a redraw
        (every key in the footer asks whether it applies)."""
        state = self.state
        kept = self._observed.get(seat)
        if kept is not None and kept[0] is state:
            return kept[1]
        seen = self.rules.observe(state, seat)
        self._observed[seat] = (state, seen)
        return seen

    @property
    def hides(self) -> bool:
        """True when some seat may now see what an onlooker may not (its rack, its hand): only then must
        the keyboard be handed over between players. Never in games with nothing hidden, nor in a pool game."""
        if not self.rules.private_information:
            return False
        onlooker = self.observe(None)
        return any(self.observe(seat) != onlooker for seat in range(len(self.seats)))

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
        action = self.bot_choice(self.state, len(self.actions))
        self.act(action)
        return action

    def bot_choice(self, state: Any, index: int) -> Action:
        """What the computer player to move in `state` (action number `index`) chooses, its own spin
        included. It changes nothing, so it may run off the event loop while the table waits."""
        rng = self.chance_rng(index)
        if self.rules.is_chance(state):
            return self.rules.sample_chance(state, rng)
        seat = self.rules.to_move(state)
        assert seat is not None, "a computer decides only where a seat is to move"
        return self.player(self.rules, self.rules.observe(state, seat), rng, self.seats[seat].playing_level)

    def out_of_turn_choice(self, state: Any) -> Action | None:
        """The first action a computer seat takes out of turn in `state` (`Rules.out_of_turn_seats`), each
        judging from its own observation; None when none acts."""
        if self.out_of_turn_player is None:
            return None
        for seat in self.rules.out_of_turn_seats(state):
            player = self.seats[seat]
            if player.bot:
                action = self.out_of_turn_player(
                    self.rules, self.rules.observe(state, seat), seat, player.playing_level
                )
                if action is not None:
                    return action
        return None

    def rehearse(self, most: int = 12) -> None:
        """Play the next player's whole turn (at most `most` actions) on a scratch copy, changing nothing, so
        the word lists, tries and indexes the rules and computer players look things up in are built before
        anyone waits on them, with whatever else the rules look things up in (`Rules.build_look_ups`)."""
        self.rules.build_look_ups()
        state, index = self.state, len(self.actions)
        chooser = None
        for _ in range(most):
            if self.rules.is_over(state) or (chooser is not None and self.rules.to_move(state) != chooser):
                return
            if not self.rules.is_chance(state):
                chooser = self.rules.to_move(state)
            state = self.rules.apply(state, self.bot_choice(state, index))
            index += 1

    def play_computers(self) -> list[Action]:
        """Let chance and the computer seats act until a human is to move or the game ends."""
        taken: list[Action] = []
        while not self.over and (self.seat_is_bot or self.automatic_chance):
            action = self.resolve_chance() if self.automatic_chance else self.bot_step()
            if action is not None:
                taken.append(action)
        return taken

    def human_choice(self, state: Any) -> bool:
        """True when `state` waits on a human: a choice or a spin of their own (not a deal, not a computer)."""
        seat = self.rules.to_move(state)
        if seat is None or self.seats[seat].bot:
            return False
        return not self.rules.is_chance(state) or self.rules.chance_is_gesture(state)

    def persons_choice(self, state: Any, action: Action) -> bool:
        """True when `action` in `state` was a human's own choice (`human_choice`), not a decision the table
        made together in the open (`Rules.decided_by`)."""
        seat = self.rules.decided_by(state, action)
        if seat is None or self.seats[seat].bot:
            return False
        return not self.rules.is_chance(state) or self.rules.chance_is_gesture(state)

    def undo_span(self) -> int:
        """How many actions undo takes back: to the last human choice, never past a setup action (a deal);
        none when no human has chosen since (a first draw of chance alone would only be drawn again)."""
        count = 0
        while count < len(self.actions) and not self.rules.is_setup(self.actions[-count - 1]):
            count += 1
            if self.persons_choice(self.states[-count - 1], self.actions[-count]):
                return count
        return 0

    def undo_owner(self) -> int | None:
        """The seat whose move undo would take back (None when nothing can be taken back)."""
        span = self.undo_span()
        return self.rules.decided_by(self.states[-span - 1], self.actions[-span]) if span else None

    def redo_owner(self) -> int | None:
        """The seat whose move redo would replay (None when nothing is to be redone)."""
        return self.rules.decided_by(self.state, self.redo_stack[-1]) if self.redo_stack else None

    def check_owner(self, owner: int | None, by: int | None, doing: str) -> None:
        """Another human's move is theirs to take back or replay, unless the table chose `undo_any`."""
        if self.undo_any or by is None or owner is None or owner == by or self.seats[owner].bot:
            return
        other = self.seats[owner].name
        raise UndoRefused(
            f"that is {other}'s move: only {other} may {doing} (the table may allow undo of any move at set-up)"
        )

    def undo(self, by: int | None = None) -> bool:
        """Take back the last human move and any computer moves after it; False if nothing to undo.

        `by` is the seat at the keyboard: `UndoRefused` when the move is another human's (see `check_owner`)."""
        span = self.undo_span()
        if not span:
            return False
        self.check_owner(self.undo_owner(), by, "take it back")
        for _ in range(span):
            self.redo_stack.append(self.actions.pop())
            self.states.pop()
        self._changed()
        return True

    def redo(self, by: int | None = None) -> bool:
        """Replay what undo took back, up to the next human choice; `by` as for `undo`."""
        if not self.redo_stack:
            return False
        self.check_owner(self.redo_owner(), by, "replay it")
        while self.redo_stack:
            action = self.redo_stack.pop()
            self.actions.append(action)
            self.states.append(self.rules.apply(self.state, action))
            if self.redo_stack and self.persons_choice(self.state, self.redo_stack[-1]):
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
            **({"to_play": self.seats[self.seat].name} if self.seat is not None and not self.over else {}),
            **({"undo_any": True} if self.undo_any else {}),
            **({"hints": self.hints} if self.hints != self.hints_by_default else {}),
            **({"overrides": self.overrides} if self.overrides else {}),
        }

    @classmethod
    def from_json(cls, data: Any, where: str = "save", player: Player | None = None) -> Session:
        """Re-derive a game from its save; any problem is a `SaveError` naming what is wrong. A game the
        rules end before the save's last action (saved before a rule decided since, as GG-R3) ends there."""
        seats = _checked_save(data, where)
        try:
            ruleset = find(data["ruleset"])
            overrides = data.get("overrides") or {}
            session = cls(
                ruleset,
                seats,
                data["seed"],
                data.get("variant"),
                overrides=overrides,
                player=player,
                undo_any=data.get("undo_any") is True,
                hints=data.get("hints"),
            )
        except (ValueError, KeyError, TypeError) as err:
            raise SaveError(f"{where}: {err}") from None
        for number, action in enumerate(data["actions"], 1):
            if session.over:
                break
            if not isinstance(action, dict):
                raise SaveError(f"{where}: action {number} is not an object: {action!r}")
            try:
                new = session.rules.apply(session.state, action)
            except (ActionError, ValueError) as err:
                raise SaveError(f"{where}: action {number} ({_short(action)}) does not replay: {err}") from None
            session.actions.append(action)
            session.states.append(new)
        return session


_SAVE_FIELDS: dict[str, Any] = {
    "format": int,
    "ruleset": str,
    "title": str,
    "variant": (str, type(None)),
    "variant_title": (str, type(None)),
    "seed": int,
    "seats": list,
    "actions": list,
    "finished": bool,
    "to_play": str,
    "undo_any": bool,
    "hints": bool,
    "overrides": (dict, type(None)),
}
_SEAT_FIELDS: dict[str, Any] = {"name": str, "bot": bool, "level": (str, type(None))}
_REQUIRED = ("ruleset", "seed", "seats", "actions")


def _checked_save(data: Any, where: str) -> list[Seat]:
    """The seats of a save whose every field has its type, within the limits; else a `SaveError`.

    A save from a newer parlorgames is refused by its format number, never replayed as an older one."""
    if not isinstance(data, dict):
        raise SaveError(f"{where}: not a saved game (expected a JSON object)")
    if _too_deep(data, MAX_SAVE_DEPTH):
        raise SaveError(f"{where}: nested more than {MAX_SAVE_DEPTH} deep: not a saved game")
    for key in _REQUIRED:
        if key not in data:
            raise SaveError(f"{where}: '{key}' is missing or malformed")
    _check_types(data, _SAVE_FIELDS, where, "")
    number = data.get("format", SAVE_FORMAT)
    if number > SAVE_FORMAT:
        raise SaveError(f"{where}: made by a newer parlorgames: format {number} (this one reads format {SAVE_FORMAT})")
    if number < 1:
        raise SaveError(f"{where}: 'format' must be 1 or more, not {number}")
    if len(data["actions"]) > MAX_SAVE_ACTIONS:
        raise SaveError(f"{where}: more than {MAX_SAVE_ACTIONS} actions: not a saved game")
    return [_checked_seat(seat, where, f"seats[{i}].") for i, seat in enumerate(data["seats"])]


def _checked_seat(seat: Any, where: str, prefix: str) -> Seat:
    if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not seat["name"].strip():
        raise SaveError(f"{where}: '{prefix.rstrip('.')}' must be an object with a 'name'")
    _check_types(seat, _SEAT_FIELDS, where, prefix)
    level = seat.get("level") or None
    if level is not None and level not in LEVELS:
        raise SaveError(f"{where}: '{prefix}level' must be one of {', '.join(LEVELS)}, not {_short(level)}")
    return Seat(seat["name"], seat.get("bot", False), level)


def _check_types(data: dict[str, Any], fields: dict[str, Any], where: str, prefix: str) -> None:
    for key, expected in fields.items():
        if key in data and not is_of_type(data[key], expected):
            raise SaveError(
                f"{where}: '{prefix}{key}' is missing or malformed: "
                f"expected {type_word(expected)}, got {_short(data[key])}"
            )


def _too_deep(value: Any, limit: int) -> bool:
    """True when lists and objects nest deeper than `limit` (walked without recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > limit:
                return True
            stack.extend((inner, depth + 1) for inner in (item.values() if isinstance(item, dict) else item))
    return False


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _is_shipped(ruleset: Ruleset) -> bool:
    from pathlib import Path

    from ..paths import rulesets_dir

    return Path(ruleset.source).resolve().parent == rulesets_dir().resolve()
