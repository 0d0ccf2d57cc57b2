"""A family's third evening at one keyboard: the review offered only for a game with a choice in it, Round
the World's ships drawn as its legend says and its undo key saying what it takes back."""

from __future__ import annotations

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.tui._textual_internals import FooterKey
from parlorgames.tui.drawing.round_the_world import ship_marks
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.handoff import HandoffScreen


def played_out(game: str, variant: str, seed: int, first: list[dict] | None = None) -> Session:
    """A game played to its end by computer players, after the `first` moves given."""
    session: Session = Session(find(game), [Seat("Ann", True), Seat("Bob", True)], seed, variant)
    while first and session.rules.is_setup(session.bot_choice(session.state, len(session.actions))):
        session.bot_step()
    for action in first or []:
        session.act(action)
    while not session.over:
        session.bot_step()
    return session


def test_no_review_is_offered_for_a_game_of_spins_alone_RTW_T5():
    """A voyage with no waiver in it had no move a player chose: the game over offers no review."""
    spins_alone = GameOverScreen(played_out("round-the-world", "children", 2))
    assert not spins_alone.reviewable
    assert spins_alone.check_action("review", ()) is False
    waived = played_out("round-the-world", "game-1", 0, [{"type": "spin", "value": 5}] * 3)
    assert any(action["type"] in ("waive", "sail") for action in waived.actions)
    assert GameOverScreen(waived).check_action("review", ()) is True


def test_a_crowd_of_ships_shares_a_sail_where_one_each_is_too_wide():
    assert ship_marks([0, 1], 4) == [("▲1", 0), ("▲2", 1)]
    assert ship_marks([0, 1, 2], 4) == [("▲", 0), ("1", 0), ("2", 1), ("3", 2)]
    assert ship_marks([0, 1, 2, 3], 4) == [("▲", 0), ("1", 0), ("2", 1)], "then a + says more are there"


def footer_words(app) -> str:
    return " ".join(f"{key.key_display} {key.description}" for key in app.screen.query(FooterKey))


async def test_the_undo_key_says_whose_spin_it_takes_back(make_app, rtw_start):
    """On Bob's turn an undo would take back Ann's spin before it: the key says so, not just "Undo"."""
    app = make_app(rtw_start(names=("Ann", "Bob"), seed=5))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        game = app.screen
        while isinstance(app.screen, HandoffScreen) or game.session.seat != 0:
            await pilot.press("enter" if isinstance(app.screen, HandoffScreen) else "space")
        await pilot.press("space")
        while isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        assert game.session.seat == 1
        assert "^z Undo Ann's spin" in footer_words(app)
        await pilot.press("space")
        while isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        assert "^z Undo Bob's spin" in footer_words(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        narrow = footer_words(app)
        assert "^z Undo Bob's ^y" in narrow and "m Map" in narrow, "at 80 columns whose spin, and the map's key kept"
