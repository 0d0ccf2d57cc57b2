"""Skip-A-Cross in a large window (120×40 and more): every name and word in full, the centre as tiles,
the letters not yet seen, the word a typed steal would take marked, and every way to play it listed."""

from __future__ import annotations

from dataclasses import replace

from parlorgames.engine.tiles import Bag
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.views.skip_a_cross import SkipACrossView
from tests.tui.fitting import cuts
from tests.tui.test_skip_a_cross_tui import sac_start, sit_down

NARROW, ROOMY, WIDEST = (80, 24), (120, 40), (160, 45)
NAMES = ("Annabelle-Louise", "Bob", "Cat", "Dan")
LONG_WORDS = ("FUMITORY", "HORSETAIL", "REPAINTED", "CHARIOTS", "TELEPHONE", "MOUNTAINS", "GARDENING")


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


def marked(game) -> list[str]:
    """The word drawn reversed in the players' rows, the word a typed move would take, as a list of none or
    one (its letters in order, whether its tiles are one line high or tall)."""
    words = game.query_one("#sac-words").render()
    letters = "".join(
        "".join(words.plain[span.start : span.end].split())
        for span in words.spans
        if getattr(span.style, "reverse", False)
    )
    return [letters] if letters else []


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


async def test_a_large_window_shows_every_name_and_word_in_full_SAC_4(make_app):
    """SAC-4: words stand for all to see; at 120×40 every name and every word shows whole, each word on
    one line (lines break between words), all of them without scrolling, and nothing on the screen is cut."""
    async with make_app(start()).run_test(size=ROOMY) as pilot:
        game = await seated_at_a_full_table(pilot)
        view = game.query_one(SkipACrossView)
        assert view.has_class("-roomy")
        players = shown(game, "#sac-words")
        lines = players.splitlines()
        for name in NAMES:
            assert any(name in line for line in lines), name
        for word in LONG_WORDS:
            assert any(word in line or " ".join(word) in line for line in lines), f"{word} is whole on one line"
        assert game.query_one("#sac-players").max_scroll_y == 0, "every player's words in view"
        assert cuts(pilot.app) == []


async def test_a_large_window_counts_the_letters_not_yet_seen_from_the_observation_SAC_4(make_app):
    """The tally is the tile set less the centre, every word and the player's own letter: the pool's
    order and another player's hidden letter never change it."""
    async with make_app(start()).run_test(size=ROOMY) as pilot:
        game = await seated_at_a_full_table(pilot)
        session = game.session
        seen = session.rules.observe(session.state, 0)
        centre = shown(game, "#sac-centre")
        assert "Not yet seen" in centre and "9 letters face up" in centre
        letters = "".join(seen.face_up) + "".join(w for held in seen.words for w in held) + seen.drawn
        for letter, n in session.rules.tiles.items():
            assert f"{letter}{max(0, n - letters.count(letter))}" in centre


async def test_a_typed_steal_marks_the_word_taken_and_lists_every_way_SAC_5(make_app):
    """STONE can steal Cat's TONE or be a new word from the centre: both ways are listed, the one Enter
    plays marked, and TONE is marked in Cat's row; Tab moves both marks."""
    async with make_app(start()).run_test(size=ROOMY) as pilot:
        game = await seated_at_a_full_table(pilot)
        await pilot.press("enter", *"stone")
        await pilot.pause()
        preview = shown(game, "#sac-preview")
        assert "▶ 1. Steal Cat's TONE → STONE" in preview and "  2. New word STONE" in preview
        assert marked(game) == ["TONE"]
        assert cuts(pilot.app) == [], "the preview grows to hold every way"
        await pilot.press("tab")
        await pilot.pause()
        assert "▶ 2. New word STONE" in shown(game, "#sac-preview")
        assert marked(game) == [], "a new word takes no one's word"


async def test_the_widest_window_draws_words_as_tiles_and_hides_the_same_letters_SAC_4(make_app):
    """At 160×45 the words are spelled out as tiles; a table that differs only in the pool and the
    drawer's hidden letter draws the same screen for the player voting on the drawer's steal."""
    app = make_app(start())
    async with app.run_test(size=WIDEST) as pilot:
        game = await seated_at_a_full_table(pilot)
        assert "F U M I T O R Y" in shown(game, "#sac-words") and cuts(pilot.app) == []
        session = game.session
        rules = session.rules
        ann = replace(session.state, drawn="Q")
        call = {"type": "vote", "victim": 2, "old": "PAINT", "word": "REPAINT"}
        screens = []
        for state in (ann, replace(ann, drawn="Z", pool=ann.pool.take("Z").put("Q"))):
            session.states[-1] = rules.apply(state, call)
            game.redraw()
            await pilot.pause()
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                await pilot.pause()
            assert game.table.at_keyboard == 1
            screens.append(app.export_screenshot())
        assert screens[0] == screens[1], "Bob never learns Ann's letter from the tally"


def test_large_window_snapshot_with_a_steal_typed(snap_compare, make_app):
    async def type_a_steal(pilot):
        await seated_at_a_full_table(pilot)
        await pilot.press("enter", *"stone")
        await pilot.pause()

    assert snap_compare(make_app(start()), terminal_size=ROOMY, run_before=type_a_steal)


def test_widest_window_snapshot(snap_compare, make_app):
    assert snap_compare(make_app(start()), terminal_size=WIDEST, run_before=seated_at_a_full_table)
