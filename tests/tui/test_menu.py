"""The menu: New game above the saves, the saves in a list of their own, and a save deleted (asked first,
moved aside, never destroyed)."""

from __future__ import annotations

import os
import subprocess
import sys

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.storage import SaveStore
from parlorgames.tui.screens.ask import ConfirmScreen
from parlorgames.tui.screens.menu import MenuScreen
from parlorgames.tui.screens.setup import SetupScreen


def save_games(folder, count: int) -> list:
    """`count` unfinished Round the World games in the saves folder, seeds 1 to `count`: their paths."""
    store = SaveStore(folder)
    folder.mkdir(parents=True, exist_ok=True)
    return [
        store.new_path(Session(find("round-the-world"), [Seat("Ann"), Seat("Bob")], seed, "game-1"))
        for seed in range(1, count + 1)
    ]


def screen_lines(app) -> list[str]:
    """The whole screen as text, a line a row."""
    update = app.screen._compositor.render_full_update()
    return ["".join(segment.text for segment in strip).rstrip() for strip in update.strips]


async def test_twelve_saves_leave_new_game_and_every_game_in_view_at_80x24(make_app, tmp_path):
    save_games(tmp_path / "saves", 12)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        shown = "\n".join(screen_lines(app))
        assert shown.index("New game") < shown.index("Resume a game")
        for title in ("Globe-Grams", "Mapominoes", "Round the World", "Skip-A-Cross", "Zig Zaggle"):
            assert title in shown
        assert app.screen.query_one("#saves").option_count == 13
        games = app.screen.query_one("#games")
        assert games.has_focus and games.get_option_at_index(games.highlighted).id.startswith("game:")
        assert shown.count("▶") == 1, "only the list with the keyboard points"


async def test_the_arrows_go_from_the_games_to_the_saves_and_back_and_never_wrap(make_app, tmp_path):
    save_games(tmp_path / "saves", 2)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        games, saves = app.screen.query_one("#games"), app.screen.query_one("#saves")
        first = games.highlighted
        await pilot.press("up")
        assert games.has_focus and games.highlighted == first
        for _ in range(games.option_count):
            await pilot.press("down")
        await pilot.pause()
        assert saves.has_focus and saves.get_option_at_index(saves.highlighted).id.startswith("save:")
        await pilot.press("down", "down", "down")
        assert saves.highlighted == saves.option_count - 1
        await pilot.press("up", "up")
        await pilot.pause()
        assert games.has_focus and games.highlighted == games.option_count - 1


async def test_a_save_is_deleted_after_asking_and_moved_aside(make_app, tmp_path):
    kept, doomed = save_games(tmp_path / "saves", 2)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        saves = app.screen.query_one("#saves")
        saves.focus()
        saves.highlighted = saves.get_option_index(f"save:{doomed}")
        await pilot.press("delete")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen) and doomed.exists()
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        assert not doomed.exists() and kept.exists()
        assert (tmp_path / "saves" / "deleted" / doomed.name).exists()
        ids = [saves.get_option_at_index(index).id for index in range(saves.option_count)]
        assert ids == [None, f"save:{kept}"]
        assert saves.has_focus and saves.highlighted == 1


async def test_delete_does_nothing_on_a_game(make_app, tmp_path):
    save_games(tmp_path / "saves", 1)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("delete")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


def test_a_save_moved_aside_twice_keeps_both(tmp_path):
    store = SaveStore(tmp_path / "saves")
    path = save_games(tmp_path / "saves", 1)[0]
    data = path.read_bytes()
    first = store.move_aside(path)
    path.write_bytes(data)
    second = store.move_aside(path)
    assert first != second and first.read_bytes() == second.read_bytes() == data and not path.exists()
    assert store.unfinished() == []


MENU_ONLY = """
import sys
from parlorgames.tui.app import ParlorApp


class Drawn(ParlorApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)


Drawn().run(headless=True, size=(80, 24))
print(" ".join(sorted(sys.modules)))
"""
GAME_MACHINERY = ("parlorgames.table", "parlorgames.engine.ruleset", "parlorgames.learn", "parlorgames.games", "yaml")


def test_the_menu_comes_up_without_the_rules_machinery(tmp_path):
    """Start-up (bench/bench_startup.py, at most 1.2× a bare Textual app): the menu, drawn once, has imported
    neither the table, the rulesets' loader (and YAML), the lessons nor any game; they come with the first game.
    So has the command line's help. (The very first start reads the rulesets to make the menu's catalogue.)"""
    env = {**os.environ, "PARLORGAMES_HOME": str(tmp_path)}
    for _ in range(2):
        menu = subprocess.run([sys.executable, "-c", MENU_ONLY], env=env, capture_output=True, text=True, check=True)
    help_code = "import sys\nfrom parlorgames.cli import _parser\n_parser().format_help()\nprint(' '.join(sys.modules))"
    cli = subprocess.run([sys.executable, "-c", help_code], env=env, capture_output=True, text=True, check=True)
    for out in (menu.stdout, cli.stdout):
        loaded = out.split()
        assert [m for m in loaded if m.startswith(GAME_MACHINERY)] == []


async def test_a_screenshot_with_no_downloads_folder_is_saved_at_home_and_says_where(make_app, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path / "account"))
    (tmp_path / "account").mkdir()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_screenshot("menu.svg")
        for _ in range(50):
            await pilot.pause(0.05)
            if app._notifications:
                break
        said = [note.message for note in app._notifications]
    assert (tmp_path / "account" / "menu.svg").read_text(encoding="utf-8").startswith("<svg")
    assert any("Saved screenshot" in message and "menu.svg" in message for message in said), said
