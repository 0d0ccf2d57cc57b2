"""The smoke run: every screen of every game opened once, cheaply, with nothing checked but that it opens.

CI runs these tests (`pytest -m smoke`) against the lowest versions of Textual, Rich, PyYAML and textual-serve
that pyproject.toml allows (`.ci/floors.txt`), besides the whole suite against the newest: an API the code
uses that an allowed version lacks fails here (docs/development.md)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.paths import lessons_dir, rulesets_dir
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.globe_grams import GlobePanel
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.screens.hints import HintsScreen
from parlorgames.tui.screens.keys import KeysScreen
from parlorgames.tui.screens.lesson import LessonScreen
from parlorgames.tui.screens.menu import MenuScreen
from parlorgames.tui.screens.movelog import MoveLogScreen
from parlorgames.tui.screens.records import RecordsScreen
from parlorgames.tui.screens.review import ReviewScreen
from parlorgames.tui.screens.roundover import RoundOverScreen, round_just_closed
from parlorgames.tui.screens.rules import RulesScreen
from parlorgames.tui.screens.setup import SetupScreen
from parlorgames.tui.views.round_the_world import DialsScreen, MapScreen

pytestmark = pytest.mark.smoke

GAMES = ("round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross")
OWN_WINDOWS: dict[str, tuple[tuple[str, type], ...]] = {
    "round-the-world": (("d", DialsScreen), ("m", MapScreen)),
    "globe-grams": (("g", GlobePanel),),
}
"""The windows a game's own view opens from its table at any moment, by their keys."""
MOST_PAUSES = 200


async def opens(pilot, key: str, screen: type, close: str = "escape") -> None:
    """`key` opens `screen`; `close` goes back to where it was opened."""
    before = pilot.app.screen
    await pilot.press(key)
    await pilot.pause()
    assert isinstance(pilot.app.screen, screen), f"{key}: {type(pilot.app.screen).__name__}, not {screen.__name__}"
    await pilot.press(close)
    await pilot.pause()
    assert pilot.app.screen is before


@pytest.mark.parametrize("game", GAMES)
async def test_every_screen_of_a_game_opens(make_app, saved_before, game):
    """The table of two people (a hand-over between them), its windows and its view's own, then its end played
    by the computers: a round's summary where the game has rounds, the game over and the review (where a move
    was a player's choice: a Round the World of spins alone has nothing to review, and its `r` does nothing)."""
    ruleset = find(game)
    seats = [Seat("Ann"), Seat("Bob")]
    start = {"ruleset": ruleset, "variant": ruleset.default_variant, "seats": seats, "seed": 5, "hints": True}
    app = make_app(start=start)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await opens(pilot, "f1", RulesScreen)
        await opens(pilot, "f4", MoveLogScreen)
        await opens(pilot, "question_mark", KeysScreen)
        if app.screen.refusal("hint") is None:
            await opens(pilot, "f5", HintsScreen)
        for key, window in OWN_WINDOWS.get(game, ()):
            await opens(pilot, key, window)
        computers = start | {"seats": [Seat("Ann", True), Seat("Bob", True)]}
        app.resume(saved_before(computers, lambda session: round_just_closed(session) or session.over, back=2))
        if await shown(pilot, RoundOverScreen, GameOverScreen) is RoundOverScreen:
            await pilot.press("enter")
            app.resume(saved_before(computers, lambda session: session.over, back=2))
            assert await shown(pilot, GameOverScreen) is GameOverScreen
        if app.screen.reviewable:
            await opens(pilot, "r", ReviewScreen)
        else:
            await pilot.press("r")
            await pilot.pause()
            assert isinstance(app.screen, GameOverScreen), "a game of no choices offers no review"


async def shown(pilot, *screens: type) -> type | None:
    """Which of `screens` the computers' moves on screen come to first."""
    for _ in range(MOST_PAUSES):
        await pilot.pause()
        if isinstance(pilot.app.screen, screens):
            return type(pilot.app.screen)
    return None


async def test_the_menu_and_every_window_it_opens(make_app):
    """The menu, its rules, records and keys, a game's set-up, and every game's lesson."""
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        await opens(pilot, "f1", RulesScreen)
        await opens(pilot, "r", RecordsScreen)
        await opens(pilot, "question_mark", KeysScreen)
        await opens(pilot, "enter", SetupScreen)
        games = app.screen.query_one("#games")
        for game in GAMES:
            games.highlighted = games.get_option_index(f"game:{game}")
            await pilot.pause()
            await pilot.press("l")
            await pilot.pause()
            assert isinstance(app.screen, LessonScreen), game
            app.pop_screen()
            await pilot.pause()


def test_every_shipped_ruleset_and_lesson_validates():
    """The command line reads and checks every shipped file (PyYAML's part)."""
    files = sorted(rulesets_dir().glob("*.yaml")) + sorted(lessons_dir().glob("*.yaml"))
    done = subprocess.run(
        [sys.executable, "-m", "parlorgames", "validate", *map(str, files)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.count(": ok (") == len(files)


def test_the_web_server_takes_the_local_page(tmp_path):
    """textual-serve's part: its page is made local and its server built with it (not started)."""
    textual_serve = pytest.importorskip("textual_serve")
    from textual_serve.server import Server

    from parlorgames.serve import PAGE, command, local_templates

    templates = local_templates(Path(textual_serve.__file__).parent / "templates", tmp_path)
    assert "fonts.googleapis" not in (templates / PAGE).read_text(encoding="utf-8")
    Server(command(), host="127.0.0.1", port=8000, title="parlorgames", templates_path=str(templates))
