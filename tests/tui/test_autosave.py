"""Autosave on a full, read-only or forbidden disk: the game goes on, the table says saving failed and
why, the last good save stays as it was, and the next move tries again."""

from __future__ import annotations

import errno
import json
import os

import pytest

from parlorgames.storage import files
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.menu import MenuScreen


def failing_disk(code: int):
    def fsync(fd: int) -> None:
        raise OSError(code, os.strerror(code))

    return fsync


def saved_actions(game: GameScreen) -> list:
    return json.loads(game.save_path.read_text())["actions"]


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.EACCES])
async def test_the_game_goes_on_when_the_disk_refuses_a_save(make_app, rtw_start, monkeypatch, code):
    app = make_app(rtw_start(names=("Ann",)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        await pilot.press("space", "space")
        await pilot.pause()
        good = game.save_path.read_bytes()
        moves = len(game.session.actions)
        monkeypatch.setattr(files.os, "fsync", failing_disk(code))
        await pilot.press("space")
        await pilot.pause()
        assert app.screen is game and len(game.session.actions) > moves
        assert f"not saved: {os.strerror(code)}" in str(game.query_one("#topbar").render())
        assert any(os.strerror(code) in str(n.message) for n in app._notifications)
        assert game.save_path.read_bytes() == good
        assert [p.name for p in game.save_path.parent.iterdir()] == [game.save_path.name]
        monkeypatch.undo()
        await pilot.press("space")
        await pilot.pause()
        assert "not saved" not in str(game.query_one("#topbar").render())
        assert saved_actions(game) == game.session.actions


async def test_leaving_while_the_disk_is_full_says_the_last_good_save_is_kept(make_app, rtw_start, monkeypatch):
    app = make_app(rtw_start(names=("Ann",)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        await pilot.press("space")
        await pilot.pause()
        kept = saved_actions(game)
        monkeypatch.setattr(files.os, "fsync", failing_disk(errno.ENOSPC))
        await pilot.press("space")
        await pilot.pause()
        game.action_leave()
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert any("the menu resumes the last good save" in str(n.message) for n in app._notifications)
        assert saved_actions(game) == kept
