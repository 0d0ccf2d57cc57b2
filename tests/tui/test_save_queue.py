"""Autosaves are written off the event loop: one write at a time, in order, the newest waiting state
replacing an older one; failures come back to the table; nothing is lost when the table is left, the
app ends or the game ends; and the file on disk is always the last complete save."""

from __future__ import annotations

import errno
import json
import os
import threading

from textual.widgets import DataTable

from parlorgames.storage import SaveQueue, files
from parlorgames.table import Finished
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.menu import MenuScreen

WAIT = 10.0
"""Seconds a test waits on a thread before it fails (never reached when all is well)."""
GAME = 60.0
"""Seconds an all-computer game may take to end on a busy machine (a few when all is well)."""


class GatedDisk:
    """A writer whose writes wait until the test opens the gate, noting what each write was given."""

    def __init__(self, failures: int = 0) -> None:
        self.gate = threading.Event()
        self.started = threading.Event()
        self.written: list[object] = []
        self.failures = failures

    def __call__(self, path, data) -> None:
        self.started.set()
        assert self.gate.wait(WAIT)
        if self.failures:
            self.failures -= 1
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        self.written.append(data)


def queue(tmp_path, disk):
    heard: list[tuple[int, str]] = []
    """Each write's number and why it failed ('' when it worked)."""
    saves = SaveQueue(
        tmp_path / "game.json", lambda number, error: heard.append((number, getattr(error, "strerror", ""))), write=disk
    )
    return saves, heard


def test_writes_come_in_order_and_the_newest_waiting_state_replaces_older_ones(tmp_path):
    disk = GatedDisk()
    saves, heard = queue(tmp_path, disk)
    assert saves.put({"move": 1}) == 1
    assert disk.started.wait(WAIT)
    saves.put({"move": 2})
    saves.put({"move": 3})
    disk.gate.set()
    assert saves.flush(WAIT) == (3, None)
    assert disk.written == [{"move": 1}, {"move": 3}], "the second state was never worth writing"
    assert heard == [(1, ""), (3, "")]


def test_a_failure_is_reported_and_the_next_state_is_written(tmp_path):
    disk = GatedDisk(failures=1)
    saves, heard = queue(tmp_path, disk)
    saves.put({"move": 1})
    assert disk.started.wait(WAIT)
    saves.put({"move": 2})
    disk.gate.set()
    number, error = saves.flush(WAIT)
    assert (number, error) == (2, None)
    assert heard == [(1, os.strerror(errno.ENOSPC)), (2, "")]
    assert disk.written == [{"move": 2}]


def test_flush_waits_for_the_write_under_way(tmp_path):
    disk = GatedDisk()
    saves, _ = queue(tmp_path, disk)
    saves.put({"move": 1})
    assert disk.started.wait(WAIT)
    assert saves.flush(0.05) == (0, None), "still writing: nothing finished yet"
    threading.Timer(0.05, disk.gate.set).start()
    assert saves.flush(WAIT) == (1, None)
    assert disk.written == [{"move": 1}]


def test_closing_finishes_the_writes_and_later_saves_are_written_at_once(tmp_path):
    disk = GatedDisk()
    saves, heard = queue(tmp_path, disk)
    saves.put({"move": 1})
    assert disk.started.wait(WAIT)
    thread = saves.thread
    assert thread is not None
    threading.Timer(0.05, disk.gate.set).start()
    saves.close()
    thread.join(WAIT)
    assert not thread.is_alive() and disk.written == [{"move": 1}]
    saves.put({"move": 2})
    assert disk.written == [{"move": 1}, {"move": 2}] and heard[-1] == (2, "")


def test_a_write_cut_short_leaves_the_last_complete_save(tmp_path):
    """What a kill -9 in the middle of a write would find: the file as the last finished write left it."""
    path = tmp_path / "game.json"
    gate, started = threading.Event(), threading.Event()

    def stuck_mid_write(fd: int) -> None:
        started.set()
        assert gate.wait(WAIT)

    saves = SaveQueue(path, lambda number, error: None)
    saves.put({"actions": [1]})
    saves.flush(WAIT)
    real_fsync = files.os.fsync
    files.os.fsync = stuck_mid_write
    try:
        saves.put({"actions": [1, 2]})
        assert started.wait(WAIT)
        assert json.loads(path.read_text()) == {"actions": [1]}
    finally:
        gate.set()
        files.os.fsync = real_fsync
    saves.flush(WAIT)
    assert json.loads(path.read_text()) == {"actions": [1, 2]}
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def slow_disk(monkeypatch, seconds: float = 0.3) -> None:
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        threading.Event().wait(seconds)
        real_fsync(fd)

    monkeypatch.setattr(files.os, "fsync", fsync)


def saved_actions(game: GameScreen) -> list:
    return json.loads(game.table.save_path.read_text())["actions"]


async def test_save_and_quit_waits_for_the_last_move_to_be_written(make_app, rtw_start, monkeypatch):
    app = make_app(rtw_start(names=("Ann",)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        slow_disk(monkeypatch)
        await pilot.press("space", "space", "space")
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert saved_actions(game) == game.session.actions and len(game.session.actions) >= 3


async def test_the_app_ending_waits_for_the_last_move_to_be_written(make_app, rtw_start, monkeypatch):
    app = make_app(rtw_start(names=("Ann",)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        slow_disk(monkeypatch)
        await pilot.press("space", "space", "space")
    assert saved_actions(game) == game.session.actions and len(game.session.actions) >= 3


async def test_a_failed_background_save_shows_and_the_next_move_saves_again(make_app, rtw_start, monkeypatch):
    app = make_app(rtw_start(names=("Ann",)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen) and game.table.saves is not None

        def full(fd: int) -> None:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        monkeypatch.setattr(files.os, "fsync", full)
        await pilot.press("space")
        game.table.saves.flush(WAIT)
        await pilot.pause()
        assert f"not saved: {os.strerror(errno.ENOSPC)}" in str(game.query_one("#topbar").render())
        assert sum(os.strerror(errno.ENOSPC) in str(n.message) for n in app._notifications) == 1
        monkeypatch.undo()
        await pilot.press("space")
        game.table.saves.flush(WAIT)
        await pilot.pause()
        assert "not saved" not in str(game.query_one("#topbar").render())
        assert any("Saved again" in str(n.message) for n in app._notifications)
        assert saved_actions(game) == game.session.actions


async def test_the_game_over_screen_comes_after_the_finished_game_is_written(
    make_app, rtw_start, monkeypatch, saved_before
):
    """The finished game's save must say it is finished before the menu can list the saves."""
    near_the_end = saved_before(rtw_start(names=("Cat", "Dog"), bots=("Cat", "Dog")), lambda s: s.over, back=6)
    app = make_app()
    slow_disk(monkeypatch, 0.02)
    at_the_end: list[dict] = []
    finished = GameScreen.finished

    def game_finished(screen: GameScreen, event: Finished) -> None:
        at_the_end.append(json.loads(screen.table.save_path.read_text()))
        finished(screen, event)

    monkeypatch.setattr(GameScreen, "finished", game_finished)
    async with app.run_test(size=(80, 24)) as pilot:
        app.resume(near_the_end)
        for _ in range(int(GAME / 0.05)):
            if at_the_end:
                break
            await pilot.pause(0.05)
        assert at_the_end, f"the game did not end within {GAME:.0f} s"
        assert at_the_end[0]["finished"] is True
        for _ in range(40):  # let the game-over screen finish mounting before the app closes
            if isinstance(app.screen, GameOverScreen) and app.screen.query(DataTable):
                break
            await pilot.pause(0.05)
        assert isinstance(app.screen, GameOverScreen)
