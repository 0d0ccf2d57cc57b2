"""Every key findable: each game's screens (the menu, its set-up, its table in its main phases, the hand-over,
the rules, the move log, the game over and the review) are walked, and at each one, at 80×24, 100×32 and
120×40, every key the screen answers must be in its footer, uncut, or in the keys window (`?`). One app a
game: each stop is looked at in the three sizes by resizing the window, which also proves that the footer
fits its keys again after a resize. The footer's fitting itself is a pure function, tested as one."""

from __future__ import annotations

import pytest
from endings import near_the_end
from fitting import cuts, unfindable
from textual.pilot import Pilot

from parlorgames.engine.ruleset import find, shipped
from parlorgames.engine.session import Seat
from parlorgames.tui._textual_internals import FooterKey
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.screens.review import ReviewScreen
from parlorgames.tui.screens.roundover import RoundOverScreen
from parlorgames.tui.screens.setup import SetupScreen
from parlorgames.tui.views.keys import fitting

SIZES = ((80, 24), (100, 32), (120, 40))
MOST_STEPS = 3000


def start(game: str, names=("Ann", "Bob"), seed=3, variant: str | None = None) -> dict:
    ruleset = find(game)
    return {
        "ruleset": ruleset,
        "variant": variant or ruleset.default_variant,
        "seats": [Seat(name) for name in names],
        "seed": seed,
    }


class Look:
    """Looks at the screen showing at each stop in the three sizes, noting what is cut or cannot be found."""

    def __init__(self, pilot: Pilot) -> None:
        self.pilot = pilot
        self.problems: list[str] = []
        self.stops = 0

    async def at(self, where: str, *keys: str, expect: type | None = None) -> None:
        await self.pilot.press(*keys)
        if expect is not None:
            assert isinstance(self.pilot.app.screen, expect), f"{where}: {type(self.pilot.app.screen).__name__}"
        for width, height in SIZES:
            await self.pilot.resize_terminal(width, height)
            await self.pilot.pause()
            screen = type(self.pilot.app.screen).__name__
            found = unfindable(self.pilot.app) + [cut for cut in cuts(self.pilot.app) if cut.startswith("footer")]
            self.problems += [f"{where} ({screen}) at {width}×{height}: {problem}" for problem in found]
        self.stops += 1

    async def take_keyboard(self) -> None:
        if isinstance(self.pilot.app.screen, HandoffScreen):
            await self.at("hand-over")
            await self.pilot.press("enter")

    async def to_the_end(self) -> None:
        """The computers play the game out from a save near its end; the game over and the review are
        looked at (once, in Round the World: the windows are the same in every game)."""
        app = self.pilot.app
        game = app.screen
        path, _ = near_the_end(game.session, app.store)
        app.resume(path)
        for _ in range(MOST_STEPS):
            await self.pilot.pause()
            if isinstance(app.screen, RoundOverScreen):
                await self.pilot.press("enter")
            elif isinstance(app.screen, GameOverScreen):
                await self.at("game over")
                await self.at("the review", "r", expect=ReviewScreen)
                return
        raise AssertionError("the computer players did not finish the game")

    def assert_findable(self) -> None:
        assert self.stops, "the walk stopped nowhere"
        assert not self.problems, "\n".join(self.problems)


async def table_windows(look: Look) -> None:
    """The windows every table opens: the rules, the move log and the keys window itself."""
    await look.at("the rules", "f1")
    await look.pilot.press("escape")
    await look.at("the move log", "f4")
    await look.pilot.press("escape")
    await look.at("the keys window", "question_mark")
    await look.pilot.press("escape")


def test_the_footer_shows_the_keys_that_apply_in_their_order_while_the_row_has_room():
    keys = [("spin", 11), ("dials", 8), ("tablet", 9), ("map", 6)]
    assert fitting(40, keys) == {"spin", "dials", "tablet", "map"}
    assert fitting(25, keys) == {"spin", "dials", "map"}, "a key too wide gives its room to the next"
    assert fitting(5, keys) == set()


async def test_a_resize_gives_the_footer_the_keys_that_fit_now(make_app, rtw_start):
    """Round the World opened at 80×24 and then made 120×40 kept the narrow window's footer: no d Dials,
    m Map or ^p; back at 80×24 the palette's key goes again, giving its room to the game's keys."""
    app = make_app(rtw_start(names=("Ann", "Bob"), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        shown = {key.key_display: key.description for key in app.screen.query(FooterKey)}
        assert shown.get("d") == "Dials" and shown.get("m") == "Map" and "^p" in shown, shown
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        shown = {key.key_display: key.description for key in app.screen.query(FooterKey)}
        assert "^p" not in shown and shown.get("d") == "Dials", shown
        assert not [cut for cut in cuts(app) if cut.startswith("footer")]


async def test_the_menu_and_every_games_set_up(make_app):
    app = make_app()
    async with app.run_test(size=SIZES[0]) as pilot:
        look = Look(pilot)
        await pilot.pause()
        await look.at("the menu")
        for ruleset in shipped().values():
            app.push_screen(SetupScreen(ruleset))
            await look.at(f"{ruleset.name}'s set-up", expect=SetupScreen)
            await pilot.press("escape")
        look.assert_findable()


async def test_round_the_world(make_app):
    """One captain, so the waiver comes at once; the voyage is reviewed at its end."""
    async with make_app(start("round-the-world", names=("Ann",), seed=0, variant="game-1")).run_test(
        size=SIZES[0]
    ) as pilot:
        look = Look(pilot)
        await pilot.pause()
        await look.at("turn start")
        await look.at("the dials", "d")
        await pilot.press("escape")
        await look.at("our map", "m")
        await pilot.press("escape")
        await table_windows(look)
        game = app_game(pilot)
        game.session.act({"type": "spin", "value": 5})
        game.session.act({"type": "spin", "value": 5})
        game.redraw()
        assert game.session.state.pending_spin is not None
        await look.at("the waiver (RTW-T5)")
        await look.at("after waiving", "w")
        await look.to_the_end()
        look.assert_findable()


async def test_zig_zaggle(make_app):
    async with make_app(start("zig-zaggle")).run_test(size=SIZES[0]) as pilot:
        look = Look(pilot)
        await pilot.pause()
        await look.take_keyboard()
        await look.at("turn start")
        game = app_game(pilot)
        await look.at("a letter typed", game.session.state.racks[0].tiles[0].lower())
        await look.at("cleared", "escape")
        await look.at("the exchange", "f2")
        await pilot.press("escape")
        await table_windows(look)
        look.assert_findable()


async def test_mapominoes(make_app):
    async with make_app(start("mapominoes")).run_test(size=SIZES[0]) as pilot:
        look = Look(pilot)
        await pilot.pause()
        await look.take_keyboard()
        await look.at("turn start")
        await look.at("a space that fits", "tab")
        await look.at("another card", "right_square_bracket")
        await look.at("find a card", "slash")
        await pilot.press("escape")
        await table_windows(look)
        await look.at("after a card", "tab", "enter")
        await look.take_keyboard()
        look.assert_findable()


@pytest.mark.parametrize("game", ["globe-grams", "skip-a-cross"])
async def test_the_word_games(make_app, game):
    async with make_app(start(game)).run_test(size=SIZES[0]) as pilot:
        look = Look(pilot)
        await pilot.pause()
        await look.take_keyboard()
        await look.at("turn start")
        await table_windows(look)
        look.assert_findable()


def app_game(pilot: Pilot):
    from parlorgames.tui.screens.game import GameScreen

    return next(s for s in reversed(pilot.app.screen_stack) if isinstance(s, GameScreen))
