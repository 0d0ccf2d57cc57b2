"""Hints at the table: F5 opens a window listing the hints for the player at the keyboard, worked out
from that seat's observation; Enter on one asks the game's view to show it. No hint key when the table
says no hints, nor while a computer player is to move."""

from __future__ import annotations

import pytest
from fitting import cuts
from textual.widgets import Input

from parlorgames.engine.kinds import Hint, load_object
from parlorgames.engine.ruleset import find
from parlorgames.tui.screens.ask import AskScreen
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.hints import HintsScreen, said
from parlorgames.tui.screens.setup import SetupScreen
from tests.shipped_games import GAMES


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def sit_down(app, pilot, game: str, hints: bool, seed: int | None = None) -> GameScreen:
    """Ann at the keyboard against a computer, the table's hints as chosen at set-up (and the seed,
    where a test needs a particular deal)."""
    await pilot.pause()
    app.push_screen(SetupScreen(find(game)))
    await pilot.pause()
    setup = app.screen
    if seed is not None:
        setup.query_one("#seed", Input).value = str(seed)
    setup.query_one("#name-0", Input).value = "Ann"
    setup.query_one("#bot-1").value = True
    setup.query_one("#hints").value = hints
    await pilot.pause()
    setup.action_start()
    await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    return app.screen


async def test_f5_lists_the_hints_and_enter_shows_one_SAC_5(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "skip-a-cross", hints=True)
        session = game.session
        while not playable(game.table.hinter(session.rules, session.observe(0))):
            session.act({"type": "pass"})
            game.after_move()
            await pilot.pause()
        assert session.seat == 0 and game.refusal("hint") is None
        assert "f5 Hint" in screen_text(app)
        await pilot.press("f5")
        await pilot.pause()
        window = app.screen
        assert isinstance(window, HintsScreen) and window.hints
        first = window.hints[0]
        assert first.description in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is game
        assert game.view.query_one("#sac-word", Input).value == first.action["word"]


async def test_hints_come_from_the_observation_of_the_seat_at_the_keyboard(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "skip-a-cross", hints=True)
        given = []
        hinter = game.table.hinter

        def spy(rules, seen):
            given.append(seen)
            return hinter(rules, seen)

        game.table.hinter = spy
        await pilot.press("f5")
        await pilot.pause()
        session = game.session
        assert given == [session.observe(0)] and given[0] != session.state  # the pool lies face down
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game


async def test_no_hint_key_when_the_table_says_no_hints(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "skip-a-cross", hints=False)
        assert game.refusal("hint") is not None and "Hint" not in screen_text(app)
        await pilot.press("f5")
        await pilot.pause()
        assert app.screen is game
        assert "no hint: hints are off at this table" in str(game.query_one("#log").render())


async def test_no_hint_key_while_the_computer_is_to_move(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "skip-a-cross", hints=True)
        game.session.seats[0] = type(game.session.seats[0])("Ann", True)
        assert game.session.seat_is_bot and game.refusal("hint") == "Ann (computer) is to move"


async def test_a_move_made_meanwhile_closes_the_hints(make_app):
    """A turn's time may run out with the hints open: they were for that position and that player only."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "skip-a-cross", hints=True)
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, HintsScreen)
        game.session.act({"type": "pass"})
        game.after_move()
        await pilot.pause()
        assert not any(isinstance(screen, HintsScreen) for screen in app.screen_stack)


def playable(hints) -> bool:
    """Some hint is a move to play, not only advice on how to go on."""
    return any(hint.action for hint in hints)


async def reach_a_hint(app, pilot, game: GameScreen, wanted=playable) -> None:
    """Play on until the player at the keyboard may ask for a hint with a move to suggest (`wanted`
    of the hints, where a test needs a kind of hint): Ann spins (a 5 every time, so Round the World's
    repaired ship is offered the waiver, RTW-T5) or passes."""
    session = game.session
    for _ in range(200):
        if (
            app.screen is game
            and game.refusal("hint") is None
            and wanted(game.table.hinter(session.rules, session.observe(session.seat)))
        ):
            return
        if app.screen is game and session.seat == 0 and not game.animating and not session.seat_is_bot:
            if session.rules.is_chance(session.state):
                session.act(
                    {"type": "spin", "value": 5}
                    if session.rules.kind == "round_the_world"
                    else session.rules.sample_chance(session.state, session.chance_rng())
                )
            else:
                session.act(
                    {"type": "pass"}
                    if {"type": "pass"} in session.rules.legal_actions(session.state)
                    else session.rules.legal_actions(session.state)[0]
                )
            game.after_move()
        await pilot.pause()
    raise AssertionError("no hint came")


@pytest.mark.parametrize("name", GAMES)
async def test_the_hint_key_and_window_fit_80x24(make_app, name):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, name, hints=True)
        await reach_a_hint(app, pilot, game)
        assert "f5 Hint" in screen_text(app) and cuts(app) == []
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, HintsScreen) and app.screen.hints and cuts(app) == []


async def test_a_globe_grams_name_hint_is_played_in_one_enter_GG_T6(make_app):
    """Picking a name from the hints plays it: the hint said the name, the way it is formed (from one's
    letters, the special letters or a capture) and the blank it spends (as this seeded deal's name does,
    GG-T6), so nothing is left to choose. A hinted name that cannot be played now opens the name box
    with it typed and its way chosen, to say why."""
    from parlorgames.games.globe_grams import ways_to_form
    from parlorgames.tui.screens.globe_grams import NameScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "globe-grams", hints=True, seed=13718)
        await reach_a_hint(
            app, pilot, game, wanted=lambda hints: any(hint.action and hint.action["type"] == "name" for hint in hints)
        )
        ways = ways_to_form(game.session.rules.spec, game.view.seen)
        other = len(ways) - 1
        game.view.show_hint(Hint("another way", {"type": "name", "name": "ANYWHERE", **ways[other][1]}))
        await pilot.pause()
        assert (
            isinstance(app.screen, NameScreen)
            and app.screen.way == other
            and app.screen.query_one("#gg-name", Input).value == "ANYWHERE"
        )
        await pilot.press("escape")
        for _ in range(50):
            if app.screen is game:
                break
            await pilot.pause()
        assert app.screen is game, "Escape closes the name box"
        await pilot.press("f5")
        await pilot.pause()
        window = app.screen
        assert isinstance(window, HintsScreen)
        names = [hint for hint in window.hints if hint.action and hint.action.get("type") == "name"]
        assert names and "a blank for" in said(names[-1], {}), "the hints offer a name that spends a blank"
        moves = len(game.session.actions)
        await pilot.press(*["down"] * window.hints.index(names[-1]), "enter")
        await pilot.pause()
        assert app.screen is game and game.session.actions[moves] == names[-1].action


async def test_a_globe_grams_letters_hint_opens_the_letters_box_with_them_typed_GG_T4(make_app):
    """After TAKE, DISCARD or EXCHANGE the hint names the letters the computer would choose; picking it
    opens the letters box with them typed, and Enter plays them."""
    from parlorgames.tui.screens.ask import AskScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "globe-grams", hints=True, seed=3)
        letters = ("take", "discard", "pass")
        await reach_a_hint(
            app, pilot, game, wanted=lambda hints: any(hint.action and hint.action["type"] in letters for hint in hints)
        )
        await pilot.press("f5")
        await pilot.pause()
        window = app.screen
        assert isinstance(window, HintsScreen) and len(window.hints) == 1
        hint = window.hints[0]
        assert hint.description in screen_text(app) and cuts(app) == []
        await pilot.press("enter")
        await pilot.pause()
        box = app.screen
        assert isinstance(box, AskScreen) and box.query_one("#ask", Input).value == "".join(hint.action["letters"])
        moves = len(game.session.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert game.session.actions[moves] == hint.action


async def test_a_mapominoes_hint_chooses_its_card_and_space_and_enter_places_it_MAP_P1(make_app):
    """Picking a card from the hints chooses it in the hand and puts the cursor on the space it fits:
    Enter then places it there. The last hint is picked, so neither is where it already was (the
    seeded deal offers more than one card that fits)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "mapominoes", hints=True, seed=3)
        await reach_a_hint(app, pilot, game)
        view, session = game.view, game.session
        await pilot.press("f5")
        await pilot.pause()
        window = app.screen
        assert isinstance(window, HintsScreen) and len(window.hints) > 1
        hint = window.hints[-1]
        card, row, col = hint.action["card"], hint.action["row"], hint.action["col"]
        assert view.chosen_card() != card
        await pilot.press(*["down"] * (len(window.hints) - 1), "enter")
        await pilot.pause()
        assert app.screen is game
        assert view.chosen_card() == card
        assert view.cursor == session.rules.grid.index((row, col))
        assert f"{card} fits here" in screen_text(app)
        moves = len(session.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert len(session.actions) > moves
        assert session.state.table[session.rules.grid.index((row, col))].card == card


async def test_a_mapominoes_transit_hint_opens_the_nomination_where_the_card_may_go_MAP_X1(make_app):
    """With no card that fits (this seeded deal), the hints say where a Transit card could go: picking
    one puts the cursor there and opens the nomination box with the hint's nomination typed; Enter
    plays the Transit card as the hint said."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "mapominoes", hints=True, seed=1)
        await reach_a_hint(app, pilot, game)
        await pilot.press("f5")
        await pilot.pause()
        window = app.screen
        assert isinstance(window, HintsScreen) and window.hints
        hint = window.hints[-1]
        assert hint.action["type"] == "transit"
        await pilot.press(*["down"] * (len(window.hints) - 1), "enter")
        await pilot.pause()
        assert isinstance(app.screen, AskScreen) and app.screen.query_one(Input).value == hint.action["nomination"]
        assert game.view.cursor == game.session.rules.grid.index((hint.action["row"], hint.action["col"]))
        moves = len(game.session.actions)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is game and game.session.actions[moves] == hint.action


@pytest.mark.parametrize("pick", [0, 1])
async def test_a_round_the_world_hint_takes_its_choice_of_the_waiver_RTW_T5(make_app, pick):
    """The waiver's hints are the two choices with the expected turns home either way: there is no
    board to lay them on, so the window says Enter takes the one chosen, and it does (waive or sail)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        game = await sit_down(app, pilot, "round-the-world", hints=True)
        await reach_a_hint(app, pilot, game)
        session = game.session
        assert session.state.pending_spin is not None
        await pilot.press("f5")
        await pilot.pause()
        window = app.screen
        assert isinstance(window, HintsScreen) and len(window.hints) == 2
        assert "Enter takes the one chosen" in screen_text(app)
        chosen = window.hints[pick].action
        moves = len(session.actions)
        await pilot.press(*["down"] * pick, "enter")
        await pilot.pause()
        assert app.screen is game
        assert session.actions[moves] == chosen and session.state.pending_spin is None


@pytest.mark.parametrize(
    "view, hint, words",
    [
        (
            "zig_zaggle:ZigZaggleView",
            Hint("No play fits your rack", ways_on=(("exchange", "exchanges (ZZ-P7)"), ("pass", "passes (ZZ-P6)"))),
            "No play fits your rack: F2 exchanges (ZZ-P7), F3 passes (ZZ-P6)",
        ),
        (
            "globe_grams:GlobeGramsView",
            Hint("No name in reach of your letters", ways_on=(("end", "ends your turn (GG-T2)"),)),
            "No name in reach of your letters: e ends your turn (GG-T2)",
        ),
        (
            "skip_a_cross:SkipACrossView",
            Hint("No steal, word or extension in reach", ways_on=(("pass", "forms no word (SAC-3)"),)),
            "No steal, word or extension in reach: d forms no word (SAC-3)",
        ),
        (
            "mapominoes:MapominoesView",
            Hint("No card fits", ways_on=(("draw", "draws a Transit card and ends your go (MAP-R3)"),)),
            "No card fits: d draws a Transit card and ends your go (MAP-R3)",
        ),
        ("round_the_world:RoundTheWorldView", Hint("Waive and spin again", {"type": "waive"}), "Waive and spin again"),
    ],
)
def test_advice_is_said_with_the_keys_of_the_games_view(view, hint, words):
    """Hints come as data; the window says a piece of advice with the key of the view that takes each way on."""
    assert said(hint, load_object(f"parlorgames.tui.views.{view}").MOVE_KEYS) == words
