"""Pilot flows through the whole shell, as players at the table would go."""

from __future__ import annotations

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.storage.record_book import book_lines
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.screens.menu import MenuScreen
from parlorgames.tui.screens.rules import RulesScreen
from parlorgames.tui.screens.setup import SetupScreen
from parlorgames.tui.views import GameView


async def spin_until_over(pilot, limit=600):
    for _ in range(limit):
        if isinstance(pilot.app.screen, GameOverScreen):
            return
        await pilot.press("space")
        await pilot.pause()
    raise AssertionError("the game did not end")


async def test_menu_setup_three_players_whole_game_and_play_again_RTW_G2(make_app, saved_before):
    """The game set up from the menu is played on from a save of it a few spins before its end."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        games = app.screen.query_one("#games")
        while games.get_option_at_index(games.highlighted).id != "game:round-the-world":
            await pilot.press("down")
        await pilot.press("enter")
        assert isinstance(app.screen, SetupScreen)
        setup = app.screen
        setup.query_one("#count").focus()
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        assert setup.query_one("#count").value == 3
        setup.query_one("#name-0").focus()
        await pilot.press("ctrl+a", "ctrl+k", *"Ann")
        setup.query_one("#bot-2").focus()
        await pilot.press("space")
        setup.query_one("#seed").focus()
        await pilot.press(*"42")
        await pilot.press("ctrl+s")
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        assert [(s.name, s.bot) for s in game.session.seats] == [("Ann", False), ("Blue", False), ("Green", True)]
        assert game.session.seed == 42
        setup = {"ruleset": game.session.ruleset, "variant": game.session.variant.name, "seats": game.session.seats}
        app.resume(saved_before(setup | {"seed": 42}, lambda session: session.over, back=6))
        await pilot.pause()
        game = app.screen
        await spin_until_over(pilot)
        over = app.screen
        finished = game.session
        winner = finished.result().winners[0]
        assert "Commodore next game" in str(over.query_one("#record").render())
        await pilot.press("p")
        await pilot.pause()
        again = app.screen
        assert isinstance(again, GameScreen) and again is not game
        assert again.session.seed == 43
        assert again.session.actions[0] == {"type": "commodore", "seat": winner, "record": True}, (
            "the sitting's quickest voyage is Commodore"
        )


async def test_undo_and_redo_keys(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann",)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        await pilot.press("space", "space", "space")
        await pilot.pause()
        moves = list(game.session.actions)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert game.session.actions == moves[:-1]
        assert "undone" in str(game.query_one("#log").render())
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert game.session.actions == moves


async def test_quit_autosaves_and_resume_from_the_menu(make_app, rtw_start):
    app = make_app(rtw_start())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space", "space", "space", "space")
        await pilot.pause()
        moves = list(app.screen.session.actions)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        options = app.screen.query_one("#saves")
        assert "Resume" in str(options.get_option_at_index(0).prompt) and options.has_focus
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.actions == moves
    again = make_app()
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        again.screen.query_one("#saves").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert app is not again and again.screen.session.actions == moves


async def test_a_saved_game_lists_its_seats_with_levels_wrapped_under_its_title(make_app):
    seats = [Seat("Annabelle"), Seat("Bartholomew", True, "hard"), Seat("Catherine", True)]
    app = make_app({"ruleset": find("round-the-world"), "variant": "game-1", "seats": seats, "seed": 5})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        options = app.screen.query_one("#saves")
        lines = [options.render_line(y).text.rstrip() for y in range(options.size.height)]
        entry = lines[lines.index("▶ ↻ Round the World") :]
        names = " ".join(line.strip() for line in entry[3:5])
        assert names == "Annabelle, Bartholomew (cpu, hard), Catherine (cpu, normal)"
        assert all(line.startswith("    ") for line in entry[1:5])
        await pilot.press("up")
        await pilot.pause()
        assert "  ↻ Round the World" in [options.render_line(y).text.rstrip() for y in range(options.size.height)]


async def test_a_save_that_cannot_be_resumed_is_listed_with_its_file_and_why_and_left_as_it_is(make_app, tmp_path):
    """A save cut short (a full disc, a half-copied file): the menu says it cannot be resumed, which
    file it is and why, offers nothing to choose, and never rewrites it."""
    saves = tmp_path / "saves"
    saves.mkdir()
    broken = saves / "mapominoes-20261124-042722-3.json"
    broken.write_text('{\n "format": 1,\n "ruleset": "mapominoes",\n "seats": [\n')
    before = broken.read_bytes()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        options = app.screen.query_one("#saves")
        lines = [options.render_line(y).text.strip() for y in range(options.size.height)]
        entry = lines[lines.index("✗ Cannot be resumed") :][:5]
        assert "".join(entry[1:3]).startswith(broken.name) and any("not valid JSON" in line for line in entry)
        listed = [options.get_option_at_index(index) for index in range(options.option_count)]
        assert [option.disabled for option in listed if option.id and option.id.startswith("bad:")] == [True]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen), "Enter starts a new game, never the broken save"
    assert broken.read_bytes() == before


async def test_refused_move_is_explained_and_changes_nothing(make_app, rtw_start):
    app = make_app(rtw_start())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        before = list(game.session.actions)
        game.view.post_message(GameView.Intent({"type": "waive"}))
        await pilot.pause()
        assert game.session.actions == before
        assert "✗ RTW-T2" in str(game.query_one("#log").render())
        await pilot.press("w", "s", "x")
        assert game.session.actions == before


async def test_waiver_is_offered_to_the_player_RTW_T5(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann",), seed=0))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        game.session.act({"type": "spin", "value": 5})
        game.session.act({"type": "spin", "value": 5})
        game.redraw()
        await pilot.pause()
        assert "into disaster again" in str(game.query_one("#rtw-prompt").render())
        await pilot.press("w")
        await pilot.pause()
        assert game.session.actions[-1] == {"type": "waive"}


async def test_handoff_hides_the_table_between_human_players(make_app):
    ruleset = find("globe-grams")
    app = make_app({"ruleset": ruleset, "variant": "standard", "seats": [Seat("Ann"), Seat("Bob")], "seed": 0})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen), "the first player is handed the keyboard too"
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("space", "e")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert "Pass the keyboard to" in str(app.screen.query_one("#handoff-title").render())
        moves = len(app.screen_stack[-2].session.actions)
        await pilot.press("space")
        assert len(app.screen_stack[-2].session.actions) == moves, "no move while the keyboard is handed over"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_rules_screen_and_command_palette(make_app, rtw_start):
    app = make_app(rtw_start(variant="game-2"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert "Game No. 2" in str(app.screen.query_one("#rules-text").render())
        await pilot.press("escape")
        await pilot.pause()
        moves = len(app.screen.session.actions)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Spin the tee")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert len(app.screen.session.actions) == moves + 1


async def test_resizing_never_crashes(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for size in [(40, 12), (120, 40), (60, 20), (80, 24), (20, 8)]:
            await pilot.resize_terminal(*size)
            await pilot.press("space")
            await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_a_window_widened_under_the_rules_shows_the_move_log_when_they_close(make_app, rtw_start):
    """A screen is given the window's size classes as it comes up (before Textual's first resize would), and
    one coming back has them brought up to date and is styled for them: the game under the rules learns of
    the wider window only as the rules close."""
    app = make_app(rtw_start())
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        game = app.screen
        assert not game.has_class("-wide") and not game.query_one("#movelog").display
        await pilot.press("f1")
        assert isinstance(app.screen, RulesScreen) and app.screen.has_class("-wide-enough")
        await pilot.resize_terminal(130, 32)
        await pilot.press("escape")
        assert app.screen is game
        assert game.has_class("-wide") and game.query_one("#movelog").display


async def test_spin_animation_runs_and_settles(make_app, rtw_start):
    app = make_app(rtw_start(), animate=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        await pilot.press("space")
        assert game.animating
        for _ in range(100):  # a busy machine draws fewer frames: wait for the spin to settle, not for a time
            if not game.animating:
                break
            await pilot.pause(0.1)
        assert not game.animating
        assert game.view.spinner().face == game.session.actions[-1]["value"]


async def test_quickest_voyage_kept_from_one_sitting_to_the_next_RTW_G2(make_app, rtw_start, saved_before):
    """The first sitting asks to keep the record, then plays a game on from a few spins before its end."""
    first = make_app()
    async with first.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        first.start_game(**rtw_start(names=("Ann", "Bob"), seed=9), keep_records=True)
        await pilot.pause()
        first.resume(saved_before(rtw_start(names=("Ann", "Bob"), seed=9), lambda session: session.over, back=6))
        await pilot.pause()
        game = first.screen
        await spin_until_over(pilot)
        winner = game.session.seats[game.session.result().winners[0]].name
    holder, days = first.records.get("round-the-world/game-1")
    assert holder == winner and days == game.session.result().figure
    assert f"  Round the World — Game No. 1: {holder}, {days} days" in book_lines(first.records.read()), (
        "the book names the game and variant"
    )
    second = make_app()
    async with second.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        second.start_game(**rtw_start(names=("Bob", "Ann"), seed=1), keep_records=True)
        await pilot.pause()
        assert second.screen.session.actions[0] == {
            "type": "commodore",
            "seat": ["Bob", "Ann"].index(holder),
            "record": True,
        }
    third = make_app()
    async with third.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        third.start_game(**rtw_start(names=("Bob", "Ann"), seed=1))
        await pilot.pause()
        assert third.screen.session.actions[0]["type"] == "commodore", "without asking, the Commodore is chosen by lot"


@pytest.mark.parametrize("game", ["globe-grams", "mapominoes", "mapominoes-europe", "skip-a-cross", "zig-zaggle"])
async def test_every_game_survives_resizing(make_app, game):
    app = make_app({"ruleset": find(game), "variant": None, "seats": [Seat("Ann"), Seat("Bob", True)], "seed": 3})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for size in [(40, 12), (20, 8), (10, 5), (120, 40), (80, 24)]:
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert isinstance(app.screen, GameScreen)
