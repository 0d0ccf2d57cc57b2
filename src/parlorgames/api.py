"""Playing from Python: open a game, read its legal actions, apply them, observe, and load saves.

For people who write their own computer players, tools and tests. Everything here is pure engine (no
Textual, no Rich): a `Session` holds one game, and every change goes through `Session.act`.

    from parlorgames import api
    game = api.open_game("round-the-world", players="Ann,cpu:Cat", seed=7)
    game.resolve_chance()                    # Ann spins the teetotum
    game.play_computers()                    # Cat takes its turns
    api.legal_actions(game)                  # what Ann may do now
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from .engine.actions import shapes_of
from .engine.errors import ActionError, IllegalAction, MalformedAction
from .engine.kinds import GameKind, Player, kind_named, known_kinds, random_player, register_kind
from .engine.rules import Action, Figure, KeepsSittingRecord, Result, Rules
from .engine.ruleset import Ruleset, find, shipped
from .engine.session import SaveError, Seat, Session, default_seats, parse_players
from .storage import read_save

__all__ = [
    "ActionError",
    "Action",
    "Figure",
    "GameKind",
    "IllegalAction",
    "KeepsSittingRecord",
    "MalformedAction",
    "Player",
    "Result",
    "Rules",
    "Ruleset",
    "SaveError",
    "Seat",
    "Session",
    "games",
    "kind_named",
    "known_kinds",
    "legal_actions",
    "load_game",
    "open_game",
    "random_player",
    "register_kind",
    "shapes_of",
]


def games() -> dict[str, Ruleset]:
    """The shipped games by name (`round-the-world`, `zig-zaggle`, …)."""
    return shipped()


def open_game(
    game: str,
    variant: str | None = None,
    players: str | Sequence[str] | None = None,
    seed: int = 0,
    player: Player | None = None,
) -> Session:
    """A new game: `game` is a game name or a ruleset file; `players` is "Ann,Bob,cpu:Cat" or a list of
    such names (cpu: marks a computer seat); `player` replaces the kind's computer player."""
    ruleset = find(game)
    if players is None:
        seats = default_seats(ruleset, max(2, ruleset.players_min))
    else:
        seats = parse_players(players if isinstance(players, str) else ",".join(players), ruleset)
    return Session(ruleset, seats, seed, variant, player=player)


def legal_actions(session: Session) -> Sequence[Action]:
    """The choices open to the player to move (empty at a chance moment or once the game is over)."""
    return session.rules.legal_actions(session.state)


def load_game(path: str | Path, player: Player | None = None) -> Session:
    """Replay a save file; a save that cannot be replayed raises `SaveError` and is left untouched."""
    return read_save(Path(path), player=player)
