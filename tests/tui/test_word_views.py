"""The word games' screens at 80×24 and at 120×40: in every prompt reached, the footer's keys fit before the
command palette's key (none cut mid-label), the keys that apply to the prompt come first, and the keys the
row has no room for still work. Globe-Grams asks before a blank is spent (GG-T6) and works out a typed
name's verdict off the event loop; Skip-A-Cross shows a hint picked and puts its word in the word line."""

from __future__ import annotations

from dataclasses import replace

import pytest
from textual.widgets import Footer

from parlorgames.engine.kinds import Hint
from parlorgames.engine.tiles import Bag
from parlorgames.tui._textual_internals import FooterKey
from parlorgames.tui.drawing.zig_zaggle import square_width
from parlorgames.tui.screens.ask import AskScreen, ConfirmScreen
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.globe_grams import GlobePanel, NameScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from tests.tui.test_globe_grams_tui import human_step, press_text
from tests.tui.test_globe_grams_tui import start as gg_start
from tests.tui.test_skip_a_cross_tui import sac_start, sit_down
from tests.tui.test_zig_zaggle_tui import ready, zz_start

SIZES = [(80, 24), (120, 40)]


def hints_on(game) -> None:
    """The table allows hints: the game screen's F5 takes room in the footer (the tightest row)."""
    game.session.hints = True
    game.redraw()


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))


def footer_keys(app) -> list[str]:
    """The keys the footer shows, left to right (the command palette's key apart)."""
    keys = [k for k in app.screen.query_one(Footer).query(FooterKey) if not k.has_class("-command-palette")]
    return [f"{k.key_display} {k.description}" for k in keys]


def cut_keys(app) -> list[str]:
    """The footer's keys that do not fit whole before the command palette's key (or the footer's end)."""
    footer = app.screen.query_one(Footer)
    keys = list(footer.query(FooterKey))
    palette = [k for k in keys if k.has_class("-command-palette")]
    edge = palette[0].region.x if palette else footer.region.right
    return [f"{k.key_display} {k.description}" for k in keys if k not in palette and k.region.right > edge]


async def settle(pilot) -> None:
    """The footer is rebuilt after a refresh: let it happen."""
    for _ in range(3):
        await pilot.pause()


async def check_footer(pilot, where: str, shows: tuple[str, ...] = ()) -> list[str]:
    await settle(pilot)
    app = pilot.app
    assert cut_keys(app) == [], f"{where}: footer cut at {app.size}: {footer_keys(app)}"
    keys = footer_keys(app)
    for key in shows:
        assert key in keys, f"{where}: {key!r} missing from {keys}"
    return keys


@pytest.mark.parametrize("size", SIZES)
async def test_zig_zaggle_footers_fit_in_every_prompt(make_app, size):
    app = make_app(zz_start(names=("Ann", "Bob"), bots=("Bob",), seed=3))
    async with app.run_test(size=size) as pilot:
        await ready(pilot)
        game = app.screen
        hints_on(game)
        session, view = game.session, game.view
        assert view.deciding(), "Bob played first: Ann may challenge"
        if size[0] >= 120:
            wide = square_width(view.rules.grid.width, view.size.width) == 3
            assert wide and not game.query_one("#movelog").display, "the board keeps the room, the log is not beside it"
        await check_footer(pilot, "challenge window", ("c Challenge",))
        await pilot.press("a")
        await settle(pilot)
        assert view.typing()
        keys = await check_footer(pilot, "typing, nothing laid", ("f2 Exchange",))
        assert "⏎ Play" not in keys and "esc Clear" not in keys, "keys that do not apply are not shown"
        assert "f5 Hint" in keys, "the table's hint key is in the row too"
        held = next(t for t in session.state.racks[session.seat].tiles if t != "*")
        view.cursor = next((8, c) for c, letter in enumerate(session.state.letters[9]) if letter != ".")
        await pilot.press(held[0].lower())
        await settle(pilot)
        assert view.draft
        keys = await check_footer(pilot, "typing, letters laid", ("⏎ Play",))
        if size[0] >= 120:
            assert {"esc Clear", "f2 Exchange", "f3 Pass", "space Direction"} <= set(keys), (
                "a wide row shows every key that applies"
            )
        await pilot.press("escape")
        await pilot.press("f3" if "f3 Pass" not in keys else "f2")
        await settle(pilot)
        if isinstance(app.screen, AskScreen):
            await check_footer(pilot, "exchange letters", ("esc Cancel",))
            await pilot.press("escape")
        missing = next(
            letter for letter in "QZXJKVWY" if all(t[0] != letter for t in session.state.racks[session.seat].tiles)
        )
        if session.seat == 0 and view.typing():
            view.cursor = next((8, c) for c, letter in enumerate(session.state.letters[9]) if letter != ".")
            await pilot.press(missing.lower())
            await settle(pilot)
            assert isinstance(app.screen, ConfirmScreen)
            await check_footer(pilot, "spend a Free letter?", ("⏎ Yes", "esc No"))
            await pilot.press("escape")


async def test_zig_zaggle_keys_not_shown_still_work(make_app):
    """At 80×24 the row has no room for Across/down: Space still turns the typing direction."""
    app = make_app(zz_start(names=("Ann", "Bob"), bots=("Bob",), seed=3))
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        view = app.screen.view
        await pilot.press("a")
        await settle(pilot)
        assert "space Direction" not in footer_keys(app)
        across = view.across
        await pilot.press("space")
        assert view.across is not across


@pytest.mark.parametrize("size", SIZES)
async def test_globe_grams_footers_fit_in_every_prompt(make_app, size):
    app = make_app(gg_start(bots=("Bob",), seed=3))
    seen: set[str] = set()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for _ in range(300):
            screen = app.screen
            if isinstance(screen, GameScreen) and not screen.session.seat_is_bot and not screen.session.over:
                phase = screen.session.state.phase
                hints_on(screen)
                expected = {"spin": ("space Spin",), "form": ("n Name", "e End")}.get(phase, ())
                await check_footer(pilot, phase, expected)
                if phase in ("take", "discard", "exchange"):
                    await check_footer(pilot, phase, ("c Choose",))
                if phase == "form" and "form" not in seen:
                    await pilot.press("n")
                    await settle(pilot)
                    assert isinstance(app.screen, NameScreen)
                    await check_footer(pilot, "name box", ("esc Cancel",))
                    await pilot.press("escape")
                    await pilot.press("g")
                    await settle(pilot)
                    assert isinstance(app.screen, GlobePanel)
                    await check_footer(pilot, "globe panel")
                    await pilot.press("escape")
                    await settle(pilot)
                seen.add(phase)
            if {"spin", "form"} <= seen and seen & {"take", "discard", "exchange"}:
                break
            await human_step(pilot)
            await pilot.pause()
        assert {"spin", "form"} <= seen and seen & {"take", "discard", "exchange"}, seen


async def reach_form(pilot) -> GameScreen:
    session = pilot.app.screen.session
    for _ in range(100):
        if session.state.phase == "form" and session.seat == 0 and isinstance(pilot.app.screen, GameScreen):
            break
        await human_step(pilot)
        await pilot.pause()
    assert session.state.phase == "form" and session.seat == 0
    return pilot.app.screen


async def test_a_blank_is_spent_only_when_the_player_says_yes_GG_T6(make_app):
    app = make_app(gg_start(bots=("Bob",), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = await reach_form(pilot)
        session = game.session
        session.states[-1] = replace(session.state, racks=(Bag.of("DENMAR?QQ"), session.state.racks[1]))
        game.redraw()
        state, moves = session.state, len(session.actions)
        await pilot.press("n")
        await press_text(pilot, "DENMARK")
        await settle(pilot)
        assert "✓ DENMARK" in str(app.screen.query_one("#gg-verdict").render()), "the name's verdict as it is typed"
        assert "a blank for K" in str(app.screen.query_one("#gg-verdict").render())
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen), "a name needing a blank asks first"
        question = str(app.screen.query_one("#confirm-question").render())
        assert "You hold no K: your blank (?) would stand for it" in question
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is game and session.state is state and len(session.actions) == moves, "no: nothing changes"
        await pilot.press("n")
        await press_text(pilot, "DENMARK")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        placed = session.state.placed[0][-1]
        assert placed.text == "DENMARK" and placed.wild == ("K",), "yes: the blank stands for K"


async def test_a_name_from_held_letters_asks_nothing(make_app):
    app = make_app(gg_start(bots=("Bob",), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = await reach_form(pilot)
        session = game.session
        session.states[-1] = replace(session.state, racks=(Bag.of("DENMARK?Q"), session.state.racks[1]))
        game.redraw()
        await pilot.press("n")
        await press_text(pilot, "DENMARK")
        await pilot.press("enter")
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert session.state.placed[0][-1].text == "DENMARK" and session.state.placed[0][-1].wild == ()


async def test_the_name_box_verdict_runs_in_a_thread_and_the_last_name_wins(make_app, monkeypatch):
    import threading

    import parlorgames.games.globe_grams.plays as gg_plays

    threads = []
    worked_out = gg_plays.work_out

    def recorded(*args):
        threads.append(threading.current_thread())
        return worked_out(*args)

    monkeypatch.setattr(gg_plays, "work_out", recorded)
    app = make_app(gg_start(bots=("Bob",), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.screen
        session = game.session
        for _ in range(400):
            if session.state.phase == "form" and session.seat == 0 and app.screen is game:
                break
            if not session.seat_is_bot and app.screen is game:
                await human_step(pilot)
            await pilot.pause(0.02)
        assert session.state.phase == "form" and session.seat == 0
        await pilot.press("n")
        await settle(pilot)
        box = app.screen
        assert isinstance(box, NameScreen)
        threads.clear()
        box.found((("DEN", None), 0, "stale"))
        assert str(box.query_one("#gg-verdict").render()) == "", "a verdict for an earlier name is dropped"
        await press_text(pilot, "LAKE")
        for _ in range(100):
            if "LAKE" in str(box.query_one("#gg-verdict").render()):
                break
            await pilot.pause(0.02)
        assert str(box.query_one("#gg-verdict").render()) == "✗ LAKE is a bare geographical word, not a name (GG-N1)"
        assert threads and threading.main_thread() not in threads, "worked out in threads, never on the event loop"


@pytest.mark.parametrize("size", SIZES)
async def test_skip_a_cross_footers_fit_in_every_prompt(make_app, size):
    app = make_app(sac_start(names=("Ann", "Bob", "Cat"), bots=("Cat",), seed=1))
    async with app.run_test(size=size) as pilot:
        game = await sit_down(pilot)
        hints_on(game)
        session = game.session
        await check_footer(pilot, "turn start", ("⏎ Word", "d Pass"))
        session.states[-1] = replace(session.state, face_up=Bag.of("RE"), words=((), ("PAINT",), ()))
        game.redraw()
        await pilot.press("enter", *"repaint")
        await check_footer(pilot, "typing", ("esc Back",))
        await pilot.press("enter")
        await check_footer(pilot, "a refused steal", ("v Vote",) if size[0] >= 120 else ())
        await pilot.press("v")
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        await check_footer(pilot, "the vote", ("y Yes", "n No"))


async def test_skip_a_cross_hint_goes_in_the_word_line(make_app):
    app = make_app(sac_start(names=("Ann", "Bob", "Cat"), bots=("Cat",), seed=1))
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(pilot)
        session = game.session
        session.states[-1] = replace(session.state, face_up=Bag.of("RE"), words=(("PAINT",), ("PAINT",), ()))
        game.redraw()
        ways = session.rules.ways(game.view.seen, "REPAINT")
        assert len(ways) > 1
        hinted = ways[-1]
        game.view.show_hint(Hint("REPAINT", hinted))
        await settle(pilot)
        assert game.view.typed() == "REPAINT" and game.view.chosen() == hinted, "the hinted way is the one Enter plays"
