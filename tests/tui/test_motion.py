"""Motion (a spin turning before it settles): one switch, on unless switched off (the menu's m, kept in the
settings; --no-motion; NO_COLOR), short, and never holding the game back."""

from __future__ import annotations

from parlorgames.cli import _parser
from parlorgames.storage.settings import Settings
from parlorgames.tui import motion
from parlorgames.tui.motion import moving
from parlorgames.tui.screens.game import GameScreen


async def test_motion_is_on_unless_switched_off_and_m_on_the_menu_switches_it_for_good(make_app, tmp_path):
    app = make_app(animate=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.motion and moving(app.screen)
        await pilot.press("m")
        assert not app.motion and not moving(app.screen)
    assert Settings(tmp_path / "settings.json").motion is False
    again = make_app(animate=True)
    async with again.run_test(size=(80, 24)):
        assert not again.motion


async def test_no_color_switches_motion_off(make_app, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(animate=True)
    async with app.run_test(size=(80, 24)):
        assert not app.motion


def test_no_motion_on_the_command_line_before_or_after_the_command():
    assert _parser().parse_args(["--no-motion"]).no_motion
    assert _parser().parse_args(["play", "zig-zaggle", "--no-motion"]).no_motion
    assert _parser().parse_args(["--no-motion", "play", "zig-zaggle"]).no_motion
    assert not _parser().parse_args(["play", "zig-zaggle"]).no_motion


async def test_a_spin_has_moved_the_game_while_it_turns_then_settles(make_app, rtw_start, monkeypatch):
    """The frames are slowed to a second each, so the spin is surely still turning when the test looks,
    however busy the machine; cut short (as a newer move does), it settles on the face that came up."""
    monkeypatch.setattr(motion, "FRAME_SECONDS", 1.0)
    monkeypatch.setattr(motion, "LONGEST_SECONDS", 7.0)
    app = make_app(rtw_start(), animate=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        moves = len(game.session.actions)
        await pilot.press("space")
        assert game.animating and len(game.session.actions) > moves
        game.spinning.finish()
        assert not game.animating
        assert game.view.spinner().face == game.session.actions[-1]["value"]


async def test_without_motion_a_spin_settles_at_once(make_app, rtw_start):
    app = make_app(rtw_start())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        await pilot.press("space")
        assert not game.animating
        assert game.view.spinner().face == game.session.actions[-1]["value"]
