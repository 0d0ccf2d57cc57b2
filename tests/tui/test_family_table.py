"""A family at one keyboard: a move taken back on its hand-over screen, a move that stands once the next
player has had the keyboard (and says so), one hand-over per change of hands, inputs that belong to their
player, and F5 that always answers."""

from __future__ import annotations

import pytest
from test_privacy import human_moves, start, through_handoff
from textual.widgets import Input

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.screens.hints import HintsScreen
from parlorgames.tui.widgets.footer import SteadyFooter
from tests.positions import bail_accepted_by_bob_and_cat

SIZE = (80, 24)


def said(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


async def until_handed_over(pilot, limit: int = 12) -> HandoffScreen:
    """The player at the keyboard moves until the keyboard must change hands."""
    for _ in range(limit):
        if isinstance(pilot.app.screen, HandoffScreen):
            return pilot.app.screen
        await human_moves(pilot)
    raise AssertionError("the keyboard never changed hands")


# --- undo at one keyboard ------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["zig-zaggle", "globe-grams", "mapominoes", "skip-a-cross"])
async def test_ctrl_z_on_the_hand_over_takes_the_move_back_until_the_next_player_has_the_keyboard(make_app, game):
    app = make_app(start(game))
    async with app.run_test(size=SIZE) as pilot:
        await through_handoff(pilot)
        screen = app.screen
        table, session = screen.table, screen.session
        mover = table.holder
        name, other = session.seats[mover].name, session.seats[1 - mover].name
        handoff = await until_handed_over(pilot)
        assert f"Pass the keyboard to {other}" in said(handoff, "#handoff-title")
        assert f"{name}: ctrl+z takes your move back" in said(handoff, "#handoff-undo")
        moves = len(session.actions)
        await pilot.press("ctrl+z")
        assert app.screen is screen, "the table again, without a hand-over: the keyboard stays"
        assert len(session.actions) < moves and session.seat == table.at_keyboard == table.holder == mover
        assert "undone" in said(screen, "#log")
        await until_handed_over(pilot)
        await pilot.press("enter")
        assert app.screen is screen and table.holder == 1 - mover
        assert screen.check_action("undo", ()) is None, "the footer greys Undo: it would do nothing"
        moves = len(session.actions)
        await pilot.press("ctrl+z")
        assert len(session.actions) == moves
        assert f"{name}'s move stands: {other} has had the keyboard since" in said(screen, "#log")


async def test_without_a_hand_over_the_next_players_move_settles_the_last_RTW(make_app, rtw_start):
    """Round the World hides nothing, so nobody hands over: a spin may be taken back until the next
    player spins."""
    app = make_app(rtw_start())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        session = screen.session
        dealt = len(session.actions)
        await pilot.press("space")
        assert session.seat == 1 and len(session.actions) == dealt + 1
        await pilot.press("ctrl+z")
        assert len(session.actions) == dealt and session.seat == 0
        await pilot.press("space", "space")
        assert len(session.actions) == dealt + 2
        await pilot.press("ctrl+z")
        assert len(session.actions) == dealt + 1, "Bob takes his own spin back"
        await pilot.press("ctrl+z")
        assert len(session.actions) == dealt + 1
        assert "Ann's move stands: Bob has had the keyboard since" in said(screen, "#log")


async def test_ctrl_z_on_a_hand_over_with_nothing_to_take_back_says_why(make_app):
    app = make_app(start("zig-zaggle"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen) and not handoff.query("#handoff-undo")
        await pilot.press("ctrl+z")
        assert app.screen is handoff and "✗ nothing to undo" in said(handoff, "#handoff-refused")


async def test_a_resumed_game_offers_no_undo_of_a_move_made_before_it(make_app, tmp_path):
    """Ann plays BAIL, Bob and Cat accept, the game is saved and resumed: the hand-over to Bob offers no
    ctrl+z (Bob's accept is from before the resume), ctrl+z says why, and Enter takes nothing back."""
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.resume(bail_accepted_by_bob_and_cat(tmp_path))
        await pilot.pause()
        handoff = app.screen
        assert isinstance(handoff, HandoffScreen) and "Pass the keyboard to Bob" in said(handoff, "#handoff-title")
        footer = " ".join(str(key.render()) for key in handoff.query_one(SteadyFooter).query("FooterKey"))
        assert "Take my move back" not in footer and not handoff.query("#handoff-undo")
        session = handoff.app.screen_stack[-2].session
        moves = len(session.actions)
        await pilot.press("ctrl+z")
        assert app.screen is handoff
        assert "✗ Bob's move stands: the game was resumed since" in said(handoff, "#handoff-refused")
        await pilot.press("enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and len(session.actions) == moves and session.seat == 1
        assert "undone" not in said(screen, "#log") and screen.check_action("undo", ()) is None


# --- one hand-over per change of hands -------------------------------------------------------------------


async def test_a_play_hands_the_keyboard_over_once_ZZ_C1(make_app):
    """Standard, Dad and Amy, seed 5: Dad plays WINE; the challenge window shows at once, with no rack and
    no hand-over; Enter lets WINE stand, and the keyboard goes to Amy, whose turn it is: one hand-over."""
    seats = [Seat("Dad"), Seat("Amy")]
    app = make_app({"ruleset": find("zig-zaggle"), "variant": "standard", "seats": seats, "seed": 5})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Pass the keyboard to Dad" in said(app.screen, "#handoff-title")
        await pilot.press("enter", *"wine", "enter")
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.session.state.window is not None, "no hand-over for it"
        assert "rack" not in said(screen.view, "#zz-side")
        await pilot.press("enter")
        assert "Pass the keyboard to Amy" in said(app.screen, "#handoff-title")
        await pilot.press("enter")
        assert isinstance(app.screen, GameScreen) and screen.session.actions[-2] == {"type": "accept"}
        assert screen.session.seat == screen.table.at_keyboard == 1 and "Amy's rack" in said(screen.view, "#zz-side")


# --- every input belongs to its player -------------------------------------------------------------------


async def test_a_word_typed_does_not_follow_the_keyboard_SAC_3(make_app):
    seats = [Seat("Gran"), Seat("Lily")]
    app = make_app({"ruleset": find("skip-a-cross"), "variant": "three-letter", "seats": seats, "seed": 9})
    async with app.run_test(size=SIZE) as pilot:
        await through_handoff(pilot)
        screen = app.screen
        gran = screen.session.seat
        await pilot.press("enter", *"wow", "enter")
        assert screen.view.query_one("#sac-word", Input).value == "wow", "a refused word stays to be mended"
        await pilot.press("escape", "d")
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        assert screen.session.seat == screen.table.at_keyboard != gran
        assert screen.view.query_one("#sac-word", Input).value == ""
        assert "not to hand" not in said(screen.view, "#sac-preview")


async def test_each_player_finds_the_hand_and_the_table_where_they_left_them_MAP_R1(make_app):
    app = make_app(start("mapominoes"))
    async with app.run_test(size=SIZE) as pilot:
        await through_handoff(pilot)
        screen = app.screen
        view, rules = screen.view, screen.session.rules
        assert view.chosen == 0 and view.cursor == rules.centre
        await pilot.press("right_square_bracket", "right_square_bracket", "down", "down")
        ann = (view.cursor, view.chosen)
        assert ann == (rules.grid.index((rules.grid.cell(rules.centre)[0] + 2, rules.grid.cell(rules.centre)[1])), 2)
        await until_handed_over(pilot)
        ann = (view.cursor, view.chosen)
        await pilot.press("enter")
        assert (view.cursor, view.chosen) == (rules.centre, 0), "Bob's hand opens at its first card"
        await until_handed_over(pilot)
        await pilot.press("enter")
        assert (view.cursor, view.chosen) == ann, "Ann's hand and table as she left them"


async def test_the_board_cursor_is_each_players_own_ZZ_P1(make_app):
    app = make_app(start("zig-zaggle"))
    async with app.run_test(size=SIZE) as pilot:
        await through_handoff(pilot)
        screen = app.screen
        view = screen.view
        start_square = view.rules.start
        await pilot.press("down", "down", "space")
        moved = (view.cursor, view.across)
        assert moved != (start_square, True)
        await pilot.press("f3")
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        assert (view.cursor, view.across) == (start_square, True)
        await pilot.press("f3", "enter")
        assert (view.cursor, view.across) == moved


# --- F5 always answers -----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["round-the-world", "globe-grams"])
async def test_f5_before_the_spin_says_spin_first(make_app, game):
    ruleset = find(game)
    seats = [Seat("Ann"), Seat("Cat", bot=True)]
    app = make_app({"ruleset": ruleset, "variant": ruleset.default_variant, "seats": seats, "seed": 3, "hints": True})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.session.rules.is_chance(screen.session.state) and screen.session.seat == 0
        await pilot.press("f5")
        assert app.screen is screen
        assert "no hint: spin first" in said(screen, "#log")


async def test_f5_at_a_table_without_hints_says_so(make_app, rtw_start):
    app = make_app(rtw_start())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f5")
        assert "no hint: hints are off at this table" in said(app.screen, "#log")


async def test_f5_with_nothing_to_play_says_how_to_go_on_ZZ_P6(make_app):
    seats = [Seat("Ann"), Seat("Cat", bot=True)]
    app = make_app({"ruleset": find("zig-zaggle"), "variant": "standard", "seats": seats, "seed": 3, "hints": True})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.table.hinter = lambda rules, seen: []
        await pilot.press("f5")
        window = app.screen
        assert isinstance(window, HintsScreen)
        assert "Nothing to suggest now" in said(window, "#hints-note")


async def test_globe_grams_hints_come_best_first_by_points_GG_N2(make_app):
    """Seed 24: the computer's weighing puts a 22-point name of Ann's own before a 27-point capture; the
    hints list them by the points shown."""
    ruleset = find("globe-grams")
    seats = [Seat("Ann"), Seat("Cat", bot=True)]
    app = make_app({"ruleset": ruleset, "variant": "standard", "seats": seats, "seed": 24, "hints": True})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("space")
        assert screen.session.state.phase == "form"
        await pilot.press("f5")
        window = app.screen
        assert isinstance(window, HintsScreen) and len(window.hints) > 1
        points = [hint.points or 0 for hint in window.hints]
        assert points == sorted(points, reverse=True)
        assert "Best first, by points." in said(window, "#hints-note")
