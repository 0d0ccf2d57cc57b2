"""Skip-A-Cross in a large window (120×40 and more): every name and word in full, the centre as tiles,
the letters not yet seen, the word a typed steal would take marked, and every way to play it listed. What
each panel draws at each size is tested without an app (test_drawing_skip_a_cross.py); here, the window
resized during a game, Tab's choice of a way, and the pictures."""

from __future__ import annotations

from dataclasses import replace

from parlorgames.engine.tiles import Bag
from parlorgames.tui.views.skip_a_cross import SkipACrossView
from tests.tui.fitting import cuts
from tests.tui.test_drawing_skip_a_cross import LONG_WORDS, NAMES
from tests.tui.test_skip_a_cross_tui import sac_start, sit_down

NARROW, ROOMY, WIDEST = (80, 24), (120, 40), (160, 45)


def a_full_table(session):
    """Four players, one holding seven long words, and a centre from which TONE can be stolen as STONE."""
    return replace(
        session.state, face_up=Bag.of("REDSTONAI"), words=(("CAT",), LONG_WORDS, ("PAINT", "TONE"), ("RATE",))
    )


async def seated_at_a_full_table(pilot):
    game = await sit_down(pilot)
    game.session.states[-1] = a_full_table(game.session)
    game.redraw()
    await pilot.pause()
    return game


def start():
    return sac_start(names=NAMES, bots=("Cat", "Dan"), seed=1)


def shown(game, selector: str) -> str:
    return str(game.query_one(selector).render())


async def test_widening_the_window_shows_what_80x24_cuts_SAC_4(make_app):
    """At 80×24 a player's row keeps to one line's columns (a long name cut to ten letters, no tally of
    letters); made 120×40 during the game, the same table shows the name in full and the tally."""
    async with make_app(start()).run_test(size=NARROW) as pilot:
        game = await seated_at_a_full_table(pilot)
        view = game.query_one(SkipACrossView)
        players = shown(game, "#sac-words")
        assert "Annabelle-Louise" not in players and "Annabelle-" in players
        assert "Not yet seen" not in shown(game, "#sac-centre") and not view.has_class("-roomy")
        await pilot.resize_terminal(*ROOMY)
        await pilot.pause()
        assert view.has_class("-roomy")
        assert "Annabelle-Louise" in shown(game, "#sac-words") and "Not yet seen" in shown(game, "#sac-centre")
        await pilot.resize_terminal(*NARROW)
        await pilot.pause()
        await pilot.pause()  # the panels' new heights (the centre's, the preview's) are laid out a refresh later
        assert "Annabelle-Louise" not in shown(game, "#sac-words") and cuts(pilot.app) == []


async def test_tab_picks_the_other_way_and_enter_plays_it_SAC_5(make_app):
    """STONE can steal Cat's TONE (the first way) or be a new word from the centre: Tab, then Enter, lays
    the new word and leaves TONE with Cat."""
    async with make_app(start()).run_test(size=NARROW) as pilot:
        game = await seated_at_a_full_table(pilot)
        await pilot.press("enter", *"stone", "tab", "enter")
        await pilot.pause()
        words = game.session.state.words
        assert "STONE" in words[0] and "TONE" in words[2]


def test_large_window_snapshot_with_a_steal_typed(snap_compare, make_app):
    async def type_a_steal(pilot):
        await seated_at_a_full_table(pilot)
        await pilot.press("enter", *"stone")
        await pilot.pause()

    assert snap_compare(make_app(start()), terminal_size=ROOMY, run_before=type_a_steal)


def test_widest_window_snapshot(snap_compare, make_app):
    assert snap_compare(make_app(start()), terminal_size=WIDEST, run_before=seated_at_a_full_table)
