"""Every prompt fits a window of 80×24: seeded games of every game are walked through their prompts (turn
start, the hand-over, dialogs, a waiver, a challenge window, a round summary, the game over), and at each
one nothing may be cut — no footer key past the window, no line of text past its box (see fitting.py).
The smallest window the table supports is 80×24 (below it a notice asks for a larger one)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from endings import near_the_end
from fitting import cuts
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Footer, Static

from parlorgames.bots.globe_grams import choose
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.tui.screens.ask import AskScreen
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.globe_grams import GlobePanel, NameScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.screens.roundover import RoundOverScreen
from parlorgames.tui.screens.rules import RulesScreen
from parlorgames.tui.views.round_the_world import DialsScreen, TabletScreen
from parlorgames.tui.widgets.notice import TooSmall

SIZE = (80, 24)
MOST_STEPS = 3000


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))


def start(game: str, names=("Ann", "Bob"), bots=(), seed=3, variant: str | None = None) -> dict:
    ruleset = find(game)
    return {
        "ruleset": ruleset,
        "variant": variant or ruleset.default_variant,
        "seats": [Seat(n, n in bots) for n in names],
        "seed": seed,
    }


class Walk:
    """Drives a game through its prompts and notes, at each stop, whatever is cut."""

    def __init__(self, pilot: Pilot) -> None:
        self.pilot = pilot
        self.problems: list[str] = []
        self.stops: list[str] = []

    @property
    def app(self):
        return self.pilot.app

    @property
    def game(self) -> GameScreen:
        return next(s for s in reversed(self.app.screen_stack) if isinstance(s, GameScreen))

    async def check(self, where: str) -> None:
        await self.pilot.pause()
        self.stops.append(where)
        self.problems += [f"{where} ({type(self.app.screen).__name__}): {cut}" for cut in cuts(self.app)]

    async def press(self, where: str, *keys: str, expect: type | None = None) -> None:
        """Press `keys`, then check the screen they lead to (an `expect`ed screen must be showing)."""
        await self.pilot.press(*keys)
        await self.check(where)
        if expect is not None:
            assert isinstance(self.app.screen, expect), (
                f"{where}: {type(self.app.screen).__name__} shows, not {expect.__name__}"
            )

    async def take_keyboard(self) -> None:
        """Pass the hand-over screen, checking it first."""
        if isinstance(self.app.screen, HandoffScreen):
            await self.press("hand-over", "enter")

    async def play_out(self, summary: bool = True) -> None:
        """Computer players finish the game; a round summary and the game over are checked on the way.
        The game they play is resumed from a save a few moves before its end (or before its last round
        summary): the moves before it are never checked, so they are not drawn."""
        path, summary = near_the_end(self.game.session, self.app.store, before_a_summary=summary)
        self.app.resume(path)
        for _ in range(MOST_STEPS):
            await self.pilot.pause()
            if isinstance(self.app.screen, RoundOverScreen):
                if summary:
                    await self.check("round summary")
                    summary = False
                await self.pilot.press("enter")
            elif isinstance(self.app.screen, GameOverScreen):
                await self.check("game over")
                await self.press("game over, the board", "b")
                assert not summary, "the round summary ahead never showed"
                return
        raise AssertionError("the computer players did not finish the game")

    def assert_nothing_cut(self) -> None:
        assert self.stops, "the walk stopped nowhere"
        assert not self.problems, "\n".join(self.problems)


@asynccontextmanager
async def walking(app: App) -> AsyncIterator[Walk]:
    """A Walk over `app` running at 80×24."""
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        yield Walk(pilot)


# --- Round the World ---------------------------------------------------------------------------------


async def test_round_the_world_six_captains_and_their_dials(make_app):
    async with walking(
        make_app(start("round-the-world", names=("Ann", "Bob", "Cat", "Dan", "Eve", "Fay"), seed=5, variant="game-1"))
    ) as walk:
        await walk.check("turn start")
        for turn in range(12):
            await walk.press(f"after spin {turn + 1}", "space")
        await walk.press("the captains' dials", "d", expect=DialsScreen)
        await walk.press("back at the table", "escape")
        await walk.press("the rules", "f1", expect=RulesScreen)
        await walk.press("back at the table", "escape")
        walk.assert_nothing_cut()


async def test_round_the_world_waiver_RTW_T5(make_app):
    async with walking(make_app(start("round-the-world", names=("Ann",), seed=0, variant="game-1"))) as walk:
        game = walk.game
        game.session.act({"type": "spin", "value": 5})
        game.session.act({"type": "spin", "value": 5})
        game.redraw()
        await walk.check("the waiver")
        assert game.session.state.pending_spin is not None
        await walk.press("after waiving", "w")
        walk.assert_nothing_cut()


async def test_round_the_world_game_two_and_its_tablet(make_app):
    async with walking(
        make_app(start("round-the-world", names=("Ann", "Bob", "Cat", "Dan"), seed=3, variant="game-2"))
    ) as walk:
        for turn in range(30):
            await walk.press(f"after spin {turn + 1}", "space")
        await walk.press("the tablet", "t", expect=TabletScreen)
        await walk.press("back at the table", "escape")
        walk.assert_nothing_cut()


async def test_round_the_world_for_small_children_to_the_end(make_app):
    async with walking(make_app(start("round-the-world", names=("Ann", "Bob"), seed=2, variant="children"))) as walk:
        await walk.check("turn start")
        await walk.play_out()
        walk.assert_nothing_cut()


# --- Mapominoes -------------------------------------------------------------------------------------


async def test_mapominoes_two_humans_dialogs_round_summary_and_game_over(make_app):
    async with walking(make_app(start("mapominoes"))) as walk:
        await walk.take_keyboard()
        await walk.check("turn start")
        await walk.press("a space that fits", "tab")
        await walk.press("find a card", "slash", expect=AskScreen)
        await walk.press("back at the table", "escape")
        await walk.press("nominate for a Transit card", "t", expect=AskScreen)
        await walk.press("back at the table", "escape")
        await walk.press("after a card", "enter")
        await walk.take_keyboard()
        await walk.check("the next turn")
        await walk.play_out()
        walk.assert_nothing_cut()


async def test_mapominoes_five_players_with_the_sand_timer(make_app):
    names = ("Ann", "Bob", "Cat", "Dan", "Eve")
    async with walking(make_app(start("mapominoes", names=names, bots=names[1:], variant="sand-timer"))) as walk:
        await walk.check("turn start, the timer running")
        await walk.press("a space that fits", "tab")
        walk.assert_nothing_cut()


async def test_mapominoes_spot_the_mistake_call_out(make_app):
    async with walking(make_app(start("mapominoes", bots=("Bob",), variant="spot-the-mistake"))) as walk:
        await walk.check("turn start")
        await walk.press("after a card", "tab", "enter")
        await walk.check("the call-out offered (MAP-O2)")
        walk.assert_nothing_cut()


# --- the word games --------------------------------------------------------------------------------


async def test_zig_zaggle_hand_over_exchange_and_game_over(make_app):
    async with walking(make_app(start("zig-zaggle"))) as walk:
        await walk.take_keyboard()
        await walk.check("turn start")
        await walk.press("a letter typed", walk.game.session.state.racks[0].tiles[0].lower())
        await walk.press("cleared", "escape")
        await walk.press("exchange", "f2", expect=AskScreen)
        await walk.press("back at the table", "escape")
        await walk.play_out()
        walk.assert_nothing_cut()


async def test_zig_zaggle_challenge_window_ZZ_C1(make_app):
    async with walking(make_app(start("zig-zaggle", bots=("Ann",)))) as walk:
        session = walk.game.session
        for _ in range(200):
            await walk.pilot.pause()
            if session.seat_is_bot:
                continue
            if session.state.window is not None:
                break
            await walk.pilot.press("f3")  # Bob passes until Ann's word opens a challenge window
        await walk.check("the challenge window")
        assert session.state.window is not None and not session.seat_is_bot, "a challenge window was reached"
        view = walk.game.view
        offered = {action for _, action in view._shown() if view.offers(action)}
        assert offered and view.keys_that_fit() == offered, "every key the prompt names is in the footer"
        walk.assert_nothing_cut()


async def test_globe_grams_spin_name_box_globe_and_game_over(make_app):
    async with walking(make_app(start("globe-grams"))) as walk:
        await walk.take_keyboard()
        await walk.check("turn start")
        session = walk.game.session
        for _ in range(20):  # spin, and choose letters when the globe asks, until names may be formed
            await walk.take_keyboard()
            if session.state.phase == "spin":
                await walk.press("after a spin", "space")
            elif session.state.phase in ("take", "discard", "exchange"):
                await walk.press("choosing letters", "c", expect=AskScreen)
                await walk.press(
                    "letters chosen", *choose(session.rules, session.state, random.Random(0))["letters"], "enter"
                )
            else:
                break
        await walk.press("the name box", "n", expect=NameScreen)
        await walk.press("back at the table", "escape")
        await walk.press("the globe panel", "g", expect=GlobePanel)
        await walk.press("back at the table", "escape")
        await walk.play_out()
        walk.assert_nothing_cut()


async def test_skip_a_cross_word_box_and_game_over(make_app):
    async with walking(make_app(start("skip-a-cross"))) as walk:
        await walk.take_keyboard()
        await walk.check("turn start")
        await walk.press("the word box", "enter")
        await walk.press("back at the table", "escape")
        await walk.play_out()
        walk.assert_nothing_cut()


# --- windows too small --------------------------------------------------------------------------------


async def test_below_80x24_a_notice_says_so_and_goes_when_the_window_grows(make_app):
    async with walking(make_app(start("round-the-world", names=("Ann", "Bob")))) as walk:
        notice = walk.game.query_one(TooSmall)
        for size in [(79, 24), (80, 23), (40, 12)]:
            await walk.pilot.resize_terminal(*size)
            await walk.pilot.pause()
            assert notice in walk.app.screen.query(TooSmall) and notice.region.height == size[1], size
            assert "at least 80×24" in str(notice.render())
            assert "ctrl+q: save the game and go back to the menu." in str(notice.render())
        await walk.pilot.resize_terminal(*SIZE)
        await walk.pilot.pause()
        assert not notice.region.area, "the notice goes once the window is large enough"
        await walk.check("back at 80×24")
        walk.assert_nothing_cut()


async def test_the_top_bar_keeps_whose_turn_and_a_failing_save_within_80_columns(make_app):
    """A long game, variant and name: the variant gives way, then the move number, never whose turn
    it is nor a save that fails."""
    names = ("Bartholomew Jone", "Catherine Annabe")
    async with walking(make_app(start("globe-grams", names=names, variant="atlas-names"))) as walk:
        await walk.take_keyboard()
        game = walk.game
        top = game.query_one("#topbar", Static)
        whole = f" Globe-Grams  {game.session.variant.title}  · to play: {names[0]} · move"
        assert len(whole) > SIZE[0]
        text = str(top.render())
        assert len(text) <= SIZE[0] and f"to play: {names[0]}" in text and "· move" in text
        game.table.save_failure = "No space left on device"
        game.topbar.show(game.session, game.table.save_failure)
        text = str(top.render())
        assert (
            len(text) <= SIZE[0]
            and f"to play: {names[0]}" in text
            and text.endswith("⚠ not saved: No space left on device")
        )
        await walk.check("the top bar with a failing save")
        walk.assert_nothing_cut()


async def test_below_80x24_the_menus_notice_says_ctrl_q_quits(make_app):
    """Away from a game ctrl+q quits the app (nothing to save), and the notice says so."""
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        notice = app.screen.query_one(TooSmall)
        assert notice.region.area and str(notice.render()).endswith("ctrl+q: quit.")


# --- the checker itself -------------------------------------------------------------------------------


class Crowded(App[None]):
    """A footer with more keys than 80 columns hold, and a one-line box given two lines of text."""

    BINDINGS = [(key, f"app.notify('{key}')", f"Description of {key}") for key in "abcdefgh"]
    CSS = "#short { height: 1; }"

    def compose(self):
        yield Static("first line\nsecond line", id="short")
        yield Footer()


async def test_the_checker_finds_a_cut_footer_and_a_cut_line():
    app = Crowded()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        found = cuts(app)
    assert any(cut.startswith("footer: h 'Description of h' is cut") for cut in found), found
    assert any(cut.startswith("Static#short: its text needs 2 lines and has 1") for cut in found), found


async def test_the_menu_describes_every_game_in_full(make_app):
    async with walking(make_app()) as walk:
        games = walk.app.screen.query_one("#games")
        for _ in range(games.option_count):
            await walk.press(f"menu row {games.highlighted}", "down")
        walk.assert_nothing_cut()
