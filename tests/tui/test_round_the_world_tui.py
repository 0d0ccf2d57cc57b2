"""Round the World's teetotum at the table keeps the spin a waiver is asked about (RTW-T5), after a resumed
game and after an undo (what the instruments draw is tested without an app, test_drawing_round_the_world)."""

from __future__ import annotations

from parlorgames.tui.widgets.teetotum import Teetotum


async def test_the_teetotum_shows_the_spin_the_waiver_is_about_RTW_T5(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann",), seed=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        game.session.act({"type": "spin", "value": 5})
        game.session.act({"type": "spin", "value": 5})
        game.redraw()  # as after a resumed game: the teetotum never saw the spin
        await pilot.pause()
        teetotum = game.query_one(Teetotum)
        assert game.session.state.pending_spin == 5
        assert teetotum.face == 5 and "waive it?" in str(teetotum.render())


async def test_an_undone_spin_leaves_the_teetotum_on_the_spin_before_it(make_app, rtw_start):
    """After an undo the teetotum shows the last spin still in the game (none: no face), never the spin
    taken back: a newcomer who undid the first spin saw "spun 4" beside a voyage not yet begun."""
    app = make_app(rtw_start(names=("Ann",), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space", "space")
        await pilot.pause()
        teetotum = app.screen.query_one(Teetotum)
        first, second = (action["value"] for action in app.screen.session.actions if action["type"] == "spin")
        assert teetotum.face == second
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert teetotum.face == first and f"spun {first}" in str(teetotum.render())
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.screen.session.actions == [] or all(a["type"] != "spin" for a in app.screen.session.actions)
        assert teetotum.face is None and "spun" not in str(teetotum.render())
