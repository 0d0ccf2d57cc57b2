"""Privacy at one keyboard: the screen shows only the view of the seat holding the keyboard, undo and
redo take back your own moves (any move when the table allows it, after a hand-over), and a computer's
move is chosen off the event loop and never applied once the game has moved on."""

from __future__ import annotations

import random
import threading

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session, UndoRefused
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.screens.rules import RulesScreen
from parlorgames.tui.views import GameView

SIZE = (80, 24)


def start(game, variant=None, names=("Ann", "Bob"), bots=(), seed=3, undo_any=False):
    ruleset = find(game)
    return {
        "ruleset": ruleset,
        "variant": variant or ruleset.default_variant,
        "seats": [Seat(n, n in bots) for n in names],
        "seed": seed,
        "undo_any": undo_any,
    }


def assert_private(app) -> None:
    """Whatever table is on screen shows the view of the seat holding the keyboard, never another's."""
    screen = app.screen
    if isinstance(screen, GameScreen) and screen.session.hides:
        assert screen.table.at_keyboard == screen.table.holder, "another seat's private view is on screen"


async def through_handoff(pilot) -> None:
    await pilot.pause()
    while isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await pilot.pause()
    assert_private(pilot.app)


def simple_move(session: Session) -> dict | None:
    """A quick legal choice for the human to move: pass, accept, end the turn, or the first on offer."""
    if session.rules.is_chance(session.state):
        return None
    for quick in ({"type": "accept"}, {"type": "pass"}, {"type": "end"}):
        try:
            session.rules.apply(session.state, quick)
        except ValueError:
            continue
        return quick
    return session.rules.legal_actions(session.observe(session.seat))[0]


async def human_moves(pilot) -> None:
    """The human to move makes one move through the screen (a spin is their own key)."""
    game = pilot.app.screen
    if game.session.over:
        return
    action = simple_move(game.session)
    game.view.post_message(GameView.Spin() if action is None else GameView.Intent(action))
    await pilot.pause()


async def until_seat(pilot, seat: int, limit: int = 30) -> None:
    for _ in range(limit):
        await through_handoff(pilot)
        game = pilot.app.screen
        if game.session.seat == seat and game.session.undo_owner() not in (None, seat):
            return
        await human_moves(pilot)
    raise AssertionError("the turn never came round")


# --- the session's rule -------------------------------------------------------------------------


def test_undo_takes_back_only_your_own_moves():
    session = Session(find("globe-grams"), [Seat("Ann"), Seat("Bob")], 3)
    while session.seat != 1 or session.undo_owner() != 0:
        session.resolve_chance() if session.rules.is_chance(session.state) else session.act(simple_move(session))
    moves = list(session.actions)
    with pytest.raises(UndoRefused, match="that is Ann's move: only Ann may take it back"):
        session.undo(by=1)
    assert session.actions == moves, "a refused undo changes nothing"
    assert session.undo(by=0) and session.seat == 0
    with pytest.raises(UndoRefused, match="only Bob|only Ann"):
        session.redo(by=1)
    assert session.redo(by=0) and session.actions == moves


def test_undo_any_move_is_kept_in_the_save():
    session = Session(find("zig-zaggle"), [Seat("Ann"), Seat("Bob")], 3, undo_any=True)
    while session.seat != 1 or session.undo_owner() != 0:
        session.resolve_chance() if session.automatic_chance else session.act(simple_move(session))
    again = Session.from_json(session.to_json())
    assert again.undo_any and again.undo(by=1) and again.seat == 0
    assert "undo_any" not in Session(find("zig-zaggle"), [Seat("Ann"), Seat("Bob")], 3).to_json()


def test_computer_moves_after_yours_go_back_with_it():
    session = Session(find("mapominoes"), [Seat("Ann"), Seat("Cat", bot=True)], 4)
    session.play_computers()
    session.act(session.rules.legal_actions(session.observe(0))[0])
    mine = len(session.actions)
    session.play_computers()
    assert session.seat == 0 and len(session.actions) > mine
    assert session.undo(by=0) and len(session.actions) == mine - 1 and session.seat == 0


def test_nothing_hidden_in_a_pool_game_or_round_the_world():
    for game, variant in (("globe-grams", "second-version"), ("round-the-world", "game-1")):
        session = Session(find(game), [Seat("Ann"), Seat("Bob")], 3, variant)
        for _ in range(6):
            assert not session.hides
            session.resolve_chance() if session.rules.is_chance(session.state) else session.act(simple_move(session))
    racks = Session(find("globe-grams"), [Seat("Ann"), Seat("Bob")], 3)
    racks.resolve_chance()
    assert racks.hides, "dealt racks are private"


# --- at the table ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["globe-grams", "zig-zaggle"])
async def test_undoing_the_other_players_move_is_refused_and_shows_nothing(make_app, game):
    app = make_app(start(game))
    async with app.run_test(size=SIZE) as pilot:
        await until_seat(pilot, 1)
        screen = app.screen
        moves = list(screen.session.actions)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.screen is screen and screen.session.actions == moves
        assert "Ann's move stands: Bob has had the keyboard since" in str(screen.query_one("#log").render())
        assert screen.table.holder == screen.table.at_keyboard == 1


@pytest.mark.parametrize("game", ["globe-grams", "zig-zaggle"])
async def test_undo_any_move_hands_the_keyboard_over_first(make_app, game):
    app = make_app(start(game, undo_any=True))
    async with app.run_test(size=SIZE) as pilot:
        await until_seat(pilot, 1)
        screen = app.screen
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen), "Ann's letters show only once she has the keyboard"
        assert "Pass the keyboard to Ann" in str(app.screen.query_one("#handoff-title").render())
        assert "Bob chose to undo Ann's move" in str(app.screen.query_one("#handoff-note").render())
        assert screen.table.holder == 1 and screen.table.at_keyboard == 0
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and screen.table.holder == 0
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen), "the redone move passes the keyboard back to Bob"
        await through_handoff(pilot)
        assert screen.table.holder == 1


@pytest.mark.parametrize("undo_any", [False, True])
async def test_no_key_ever_shows_another_seats_view(make_app, undo_any):
    """A seeded walk of moves, undos, redos and hand-overs on the screen: after every key the table on
    screen is the view of the seat holding the keyboard. Its 24 steps reach a refused undo, a move taken
    back (when any move may be) and the hand-overs around them. Every game and variant walks the same way
    through the table the screen shows (tests/table/test_handovers.py checks the view at each redraw)."""
    chooser = random.Random(7)
    app = make_app(start("zig-zaggle", undo_any=undo_any))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(24):
            await pilot.pause()
            assert_private(app)
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("enter")
                continue
            if not isinstance(app.screen, GameScreen):
                break
            step = chooser.choice(["move", "move", "ctrl+z", "ctrl+y"])
            if step == "move":
                await human_moves(pilot)
            else:
                await pilot.press(step)


async def test_no_hand_over_when_nothing_is_hidden(make_app):
    app = make_app(start("globe-grams", "second-version"))
    async with app.run_test(size=SIZE) as pilot:
        for step in ["move"] * 6 + ["ctrl+z", "ctrl+z", "ctrl+y"]:
            await pilot.pause()
            assert not isinstance(app.screen, HandoffScreen)
            await (human_moves(pilot) if step == "move" else pilot.press(step))


# --- the computer thinks off the event loop ----------------------------------------------------------


@pytest.mark.unsettled
async def test_keys_work_while_the_computer_thinks_and_undo_drops_its_move(make_app):
    app = make_app(start("mapominoes", names=("Ann", "Cat"), bots=("Cat",), seed=4))
    async with app.run_test(size=SIZE) as pilot:
        game = app.screen
        session = game.session
        while session.seat != 0 or game.table.asked is not None:
            await pilot.pause(0.02)
        gate = threading.Event()
        plain = session.player

        def slow(*choosing):
            gate.wait(10)
            return plain(*choosing)

        session.player = slow
        before = list(session.actions)
        await human_moves(pilot)
        assert session.seat == 1 and game.table.asked is not None
        assert "Cat is thinking…" in str(game.query_one("#log").render())
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen), "F1 works while the computer thinks"
        await pilot.press("escape")
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert session.actions == before and not game.table.asked is not None
        gate.set()
        await pilot.pause(0.3)
        assert session.actions == before, "the move chosen for a position undone is never applied"
        await human_moves(pilot)
        while session.seat == 1:
            await pilot.pause(0.02)
        assert len(session.actions) > len(before) + 1, "the computer moves again once it is its turn"
