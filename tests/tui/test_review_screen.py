"""The review screen: opened from the game-over screen, it steps through the moves on the game's own board, each
beside the hard computer player's choice and its grade, weighed on a worker while the keys go on working."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.review import review_game
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.review import ReviewScreen
from parlorgames.tui.views.globe_grams import GlobeGramsView


@pytest.fixture(scope="module")
def finished() -> Session:
    """Globe-Grams, seed 2, played out by an easy and a normal computer: quick, and with captures missed."""
    session = Session(find("globe-grams"), [Seat("Ann", True, "easy"), Seat("Bob", True, "normal")], 2)
    session.play_computers()
    return session


def shown(screen: ReviewScreen, name: str) -> str:
    return str(screen.query_one(f"#{name}", Static).render())


async def test_review_steps_through_the_moves_on_the_board(make_app, finished):
    expected = review_game(finished)
    weighed = [m for m in expected.moves if m.weighed]
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.push_screen(GameOverScreen(finished))
        await pilot.pause()
        await pilot.press("r")
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        await screen.workers.wait_for_complete()
        await pilot.pause()
        assert [m.number for m in screen.moves if m is not None] == [m.number for m in weighed]
        assert "move 1 of" in shown(screen, "review-top")
        await pilot.press("right", "right", "n")
        move = weighed[3]
        assert f"move 4 of {len(weighed)}, {finished.seats[move.seat].name}" in shown(screen, "review-top")
        text = shown(screen, "review-move")
        assert move.said in text and f"Hard:   {move.best_said}" in text
        assert ("nothing lost" in text) == (not move.grade)
        view = screen.query_one(GlobeGramsView)
        assert view.seen == finished.rules.observe(finished.states[move.number - 1], move.seat)
        await pilot.press("space")
        assert f"after {finished.seats[move.seat].name}'s move" in shown(screen, "review-top")
        assert view.seen == finished.rules.observe(finished.states[move.number], move.seat)
        await pilot.press("space")
        assert "after the hard player's choice" in shown(screen, "review-top")
        hard = finished.rules.apply(finished.states[move.number - 1], move.best)
        assert view.seen == finished.rules.observe(hard, move.seat)
        await pilot.press("space", "left", "p")
        assert "move 2 of" in shown(screen, "review-top")
        assert "Summary" in shown(screen, "review-summary") and "Ann:" in shown(screen, "review-summary")
        await pilot.press("escape")
        assert isinstance(app.screen, GameOverScreen)


async def test_the_summary_under_the_move_is_reached_with_the_arrows(make_app, finished):
    """At 80x24 the summary runs below the panel under the board: ↓ (offered in the footer) scrolls to its
    end, ↑ back."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(GameOverScreen(finished))
        await pilot.pause()
        await pilot.press("r")
        screen = app.screen
        await screen.workers.wait_for_complete()
        await pilot.pause()
        side = screen.query_one("#review-side")
        assert side.max_scroll_y > 0, "the summary does not fit"
        assert any(active.binding.key_display == "↓" for active in screen.active_bindings.values())
        await pilot.press(*["down"] * side.max_scroll_y)
        await pilot.pause()
        assert side.scroll_y == side.max_scroll_y
        await pilot.press("up")
        await pilot.pause()
        assert side.scroll_y == side.max_scroll_y - 1


def test_review_snapshot(snap_compare, make_app, finished):
    async def open_review(pilot):
        pilot.app.push_screen(GameOverScreen(finished))
        await pilot.pause()
        await pilot.press("r")
        await pilot.app.screen.workers.wait_for_complete()
        await pilot.press("right", "right", "right")

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=open_review)
