"""Screens as a player sees them at 80×24, compared with accepted snapshots (fixed seeds, no animation)."""

from __future__ import annotations

from parlorgames.tui.screens.gameover import GameOverScreen

SIZE = (80, 24)


def test_menu_snapshot(snap_compare, make_app):
    assert snap_compare(make_app(), terminal_size=SIZE)


def test_setup_snapshot(snap_compare, make_app):
    async def open_setup(pilot):
        await pilot.pause()
        games = pilot.app.screen.query_one("#games")
        while games.get_option_at_index(games.highlighted).id != "game:round-the-world":
            await pilot.press("down")
        await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=open_setup)


def test_game_screen_snapshot(snap_compare, make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann", "Bob", "Cat"), seed=11))
    assert snap_compare(app, terminal_size=SIZE, press=["space"] * 10)


def test_game_two_tablet_snapshot(snap_compare, make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann", "Bob"), seed=3, variant="game-2"))
    assert snap_compare(app, terminal_size=SIZE, press=["space"] * 20 + ["t"])


def test_rules_snapshot(snap_compare, make_app, rtw_start):
    assert snap_compare(make_app(rtw_start()), terminal_size=SIZE, press=["f1"])


def test_game_over_snapshot(snap_compare, make_app, rtw_start, saved_before):
    """The voyage's last spins at the table, resumed a few spins from its end (played off screen before)."""
    near_the_end = saved_before(rtw_start(names=("Ann",), seed=2), lambda session: session.over, back=4)

    async def play_to_the_end(pilot):
        pilot.app.resume(near_the_end)
        for _ in range(200):
            await pilot.pause()
            if isinstance(pilot.app.screen, GameOverScreen):
                return
            await pilot.press("space")

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=play_to_the_end)
