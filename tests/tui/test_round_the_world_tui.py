"""Round the World's instruments say what their numbers are: the teetotum keeps the spin a waiver is
asked about (RTW-T5), the Commodore's dial counts spins and their days (RTW-D2), every captain's dial
its added days (RTW-D3), and a captain's station shows by its whole name."""

from __future__ import annotations

from dataclasses import replace

from textual.widgets import Static

from parlorgames.tui.views.round_the_world import DialsScreen
from parlorgames.tui.widgets.dial import DialFace
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


async def test_the_commodores_dial_counts_spins_and_their_days_RTW_D2(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann", "Bob"), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*["space"] * 6)
        await pilot.pause()
        rounds = app.screen.session.state.rounds
        dial = str(app.screen.query_one("#commodore", DialFace).render())
        assert "Commodore" in dial and f"{rounds} spins={rounds * 10}d" in dial


async def test_the_commodores_dial_says_one_spin_RTW_D2(make_app, rtw_start):
    """In the first round the dial reads "1 spin=10d", not "1 spins"."""
    app = make_app(rtw_start(names=("Ann", "Bob"), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.session.state.rounds == 1
        dial = str(app.screen.query_one("#commodore", DialFace).render())
        assert "1 spin=10d" in dial


async def test_the_captains_dials_say_what_each_number_is_RTW_D3(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann", "Bob"), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*["space"] * 12, "d")
        await pilot.pause()
        assert isinstance(app.screen, DialsScreen)
        ships = app.screen.session.observe(None).ships
        faces = [str(face.render()) for face in app.screen.query(DialFace)]
        for name, ship, face in zip(("Ann", "Bob"), ships, faces):
            assert name in face and (f"={ship.dial}d" in face or f"{ship.dial} days" in face)
        legend = str(app.screen.query_one("#dials-legend", Static).render())
        assert "units pointer" in legend and "fifties pointer" in legend and "RTW-D2" in legend


async def test_a_captains_station_shows_by_its_whole_name(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann", "Bob"), seed=5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        view = app.screen.view
        rules, state = view.rules, app.screen.session.state
        rio = next(n for n in range(1, rules.track.length) if "Rio de Janeiro" in rules.track.name(n))
        at_rio = replace(state, ships=(replace(state.ships[0], station=rio), *state.ships[1:]))
        assert f"{rio} Rio de Janeiro" in view._captains(app.screen.session, at_rio).plain


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
