"""How every game's table looks at 80×24, 100×32 and 120×40, and without colour at 100×32: a seeded
position a few moves in (`a_few_moves_in`, played before the app starts, then resumed from its save),
with a person to move, so no computer thinks while the picture is taken, and no motion."""

from __future__ import annotations

from functools import cache

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Session
from parlorgames.engine.simulate import a_few_moves_in
from parlorgames.storage import SaveStore
from tests.shipped_games import GAMES

SIZES = ((80, 24), (100, 32), (120, 40))
MOVES = 6
"""At least this many actions are played before the picture, so the table shows a game under way."""


@cache
def position(game: str) -> dict:
    """The save of a seeded game of `game` a few moves in, with Ann, a person, to move."""
    return a_few_moves_in(find(game), seed=5, moves=MOVES).to_json()


def run_before(game: str, tmp_path):
    async def resume(pilot) -> None:
        store = SaveStore(tmp_path / "looks")
        path = store.folder / f"{game}.json"
        store.folder.mkdir(parents=True, exist_ok=True)
        store.write(path, Session.from_json(position(game)))
        pilot.app.resume(path)
        await pilot.pause()
        await pilot.pause()

    return resume


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_the_table_looks(snap_compare, make_app, tmp_path, game, size):
    assert snap_compare(make_app(), terminal_size=size, run_before=run_before(game, tmp_path))


@pytest.mark.parametrize("game", GAMES)
def test_the_table_reads_without_colour(snap_compare, make_app, tmp_path, monkeypatch, game):
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(make_app(), terminal_size=(100, 32), run_before=run_before(game, tmp_path))
