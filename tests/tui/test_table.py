"""Following the game at the table: the move log, round ends, the final board, marks that read without
colour, windows too small, keys that never clash with typing, and what the table remembers."""

from __future__ import annotations

import pytest
from rich.console import Console
from textual.widgets import Select

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.movelog import LogEntry, entry_for, new_events
from parlorgames.storage.settings import Settings
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.menu import MenuScreen
from parlorgames.tui.screens.movelog import MoveLogScreen
from parlorgames.tui.screens.roundover import RoundOverScreen, round_results
from parlorgames.tui.screens.setup import SetupScreen
from parlorgames.tui.widgets.movelog import MoveLog, log_body
from parlorgames.tui.widgets.toggles import Radio, Tick


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def settle(pilot, until, limit=400, delay=None):
    for _ in range(limit):
        if until():
            await pilot.pause()
            return
        await pilot.pause(delay)
    raise AssertionError("the screen never came")


# --- the move log ------------------------------------------------------------------------------------


def test_new_events_drop_what_a_state_carries_over():
    assert new_events(("a", "b"), ("b", "c")) == ("c",)
    assert new_events(("a",), ("a",)) == ()
    assert new_events(("a",), ("x", "y")) == ("x", "y")


def test_log_entries_name_the_seat_points_and_rule_ids_GG_N2():
    session = Session(find("globe-grams"), [Seat("Ann", True), Seat("Bob", True)], 3)
    while not any(
        points for index in range(len(session.actions)) for _, points in entry_for(session, index, None).points
    ):
        session.bot_step() if session.seat_is_bot else session.resolve_chance()
    scored = [entry_for(session, index, None) for index in range(len(session.actions))]
    first = next(entry for entry in scored if entry.points)
    assert first.points[0][1] > 0 and first.seat in ("Ann", "Bob")
    assert any(entry.rule_ids for entry in scored), "the events name the rules they apply"


async def test_the_log_reaches_back_to_the_first_move_RTW_D1(make_app, rtw_start, saved_before):
    """A voyage resumed 26 moves in (played off screen), then spun on at the table: the log window still
    opens at move 1, with every move since."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.resume(saved_before(rtw_start(names=("Ann", "Bob")), lambda session: len(session.actions) >= 26))
        await pilot.pause()
        for _ in range(4):
            await pilot.press("space")
            await pilot.pause()
        assert len(app.screen.session.actions) > 26, "moves were made at the table too"
        assert not app.screen.query_one("#movelog").display, "at 80 columns the log waits behind F4"
        await pilot.press("f4")
        await pilot.pause()
        assert isinstance(app.screen, MoveLogScreen)
        log = app.screen.query_one(MoveLog)
        assert len(log.entries) == len(app.screen.session.actions)
        assert log.entries[0].number == 1 and "RTW-D1" in log.entries[0].rule_ids
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)


async def test_a_wide_window_keeps_the_log_beside_the_board(make_app, rtw_start):
    app = make_app(rtw_start())
    async with app.run_test(size=(130, 40)) as pilot:
        await pilot.pause()
        await pilot.press("space", "space")
        await pilot.pause()
        log = app.screen.query_one("#movelog")
        assert log.display and log.region.width >= 40
        assert "Ann spins" in screen_text(app)


def test_a_long_log_line_wraps_under_its_own_text_clear_of_the_numbers():
    entry = LogEntry(
        12,
        "Ann",
        "Ann steals Cat's TONE as STONE with the drawn S and the centre's letters",
        ("Cat's TONE is gone: a word of another root (SAC-5)",),
        (("Ann", 5),),
    )
    console = Console(width=40, record=True)
    console.print(log_body([entry]))
    shown = console.export_text()
    lines = shown.rstrip("\n").splitlines()
    assert lines[0].startswith(" 12 Ann steals")
    assert len(lines) >= 4 and all(line.startswith("    ") for line in lines[1:])
    assert all(
        line.startswith("      ")
        for line in lines[lines.index(next(line for line in lines if "Cat's TONE is gone" in line)) :]
    )
    assert "Ann +5" in shown


async def test_undo_takes_entries_out_of_the_log(make_app, rtw_start):
    app = make_app(rtw_start(names=("Ann",)))
    async with app.run_test(size=(130, 40)) as pilot:
        await pilot.pause()
        await pilot.press("space", "space", "space")
        await pilot.pause()
        game = app.screen
        log = game.query_one(MoveLog)
        assert len(log.entries) == len(game.session.actions)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert len(log.entries) == len(game.session.actions)


async def test_a_long_refusal_wraps_in_full(make_app, rtw_start):
    app = make_app(rtw_start())
    why = "SAC-5: no steal: TONES is TONE -S, a mere inflection: the meaning is the same, so the word is not new"
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.screen.refuse(why)
        await pilot.pause()
        shown = " ".join(line.strip() for line in screen_text(app).splitlines())
        assert why in shown


# --- round ends and the end of the game ----------------------------------------------------------------


@pytest.mark.unsettled
async def test_a_round_ends_on_a_summary_that_waits_for_enter_MAP_S1(make_app, saved_before):
    """Unsettled: once Enter is pressed the computers would play the whole next round before a settled
    Pilot let the test look; here it looks as soon as the next round has begun."""
    start = {"ruleset": find("mapominoes"), "variant": None, "seats": [Seat("Ann", True), Seat("Bob", True)], "seed": 4}
    near_the_end = saved_before(start, lambda session: bool(round_results(session.state)), back=3)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.resume(near_the_end)
        await settle(pilot, lambda: isinstance(app.screen, RoundOverScreen), limit=2000, delay=0.01)
        session = app.screen.session
        result = round_results(session.state)[-1]
        text = screen_text(app)
        assert "Round 1 is over" in text and "Total" in text
        for seat, total in zip(session.seats, result.totals):
            assert seat.name in text and str(total) in text
        moves = len(session.actions)
        await pilot.pause(0.3)
        assert len(session.actions) == moves, "the computers wait for Enter"
        await pilot.press("enter")
        await settle(pilot, lambda: len(session.actions) > moves, limit=2000, delay=0.01)


async def test_the_results_step_aside_for_the_final_board(make_app, rtw_start, saved_before):
    near_the_end = saved_before(rtw_start(names=("Ann",), seed=2), lambda session: session.over, back=3)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.resume(near_the_end)
        for _ in range(30):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.press("space")
            await pilot.pause()
        over = app.screen
        await pilot.press("b")
        await pilot.pause()
        assert not over.query_one("#gameover-box").display and "Dock" in screen_text(app)
        await pilot.press("b")
        await pilot.pause()
        assert over.query_one("#gameover-box").display


# --- readable without colour ---------------------------------------------------------------------------


async def test_marks_read_without_colour(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "▶ " in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        text = screen_text(app)
        assert "(•)" in text and "( )" in text and "[ ] computer" in text
        setup.query_one("#bot-1", Tick).value = True
        await pilot.pause()
        assert "[x] computer" in screen_text(app)
        assert len(list(setup.query(Radio))) >= 2


async def test_choosing_a_pace_keeps_the_seats_shown(make_app):
    """The pace list holds seconds (Instant is 0): choosing one must not be read as a count of players."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        setup = app.screen
        for seconds in (0.0, 1.6, 0.0):
            setup.query_one("#pace", Select).value = seconds
            await pilot.pause()
            assert [row.display for row in setup.query(".seat-row")] == [True, True, False, False]
        assert "[ ] Undo any move" in screen_text(app)


def test_setup_reads_without_colour_snapshot(snap_compare, make_app, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")

    async def open_setup(pilot):
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=open_setup)


# --- window sizes -------------------------------------------------------------------------------------


async def test_a_small_window_says_so(make_app, rtw_start):
    app = make_app(rtw_start())
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert "make the window at least 80×24" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "make the window at least" not in screen_text(app)


# --- keys and memory -----------------------------------------------------------------------------------


async def test_save_and_quit_from_under_a_window_selects_that_game(make_app, rtw_start):
    app = make_app(rtw_start())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space", "space", "f4")
        await pilot.pause()
        save = app.screen_stack[-2].table.save_path
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)
        saves = app.screen.query_one("#saves")
        assert saves.get_option_at_index(saves.highlighted).id == f"save:{save}"


async def test_theme_and_seats_are_remembered(make_app, tmp_path):
    settings = Settings(tmp_path / "kept.json")
    app = make_app(settings=settings)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.theme = "nord"
        await pilot.press("enter")
        await pilot.pause()
        app.screen.query_one("#name-0").value = "Zoe"
        app.screen.query_one("#bot-1", Tick).value = True
        app.screen.action_start()
        await pilot.pause()
    again = make_app(settings=Settings(tmp_path / "kept.json"))
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == "nord"
        games = again.screen.query_one("#games")
        games.highlighted = games.get_option_index("game:globe-grams")
        await pilot.press("enter")
        await pilot.pause()
        assert again.screen.query_one("#name-0").value == "Zoe"
        assert again.screen.query_one("#bot-1", Tick).value


def test_an_unreadable_settings_file_is_forgotten(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{ not json")
    settings = Settings(path)
    assert settings.theme is None and settings.seats("globe-grams") == []
    settings.keep_seats("globe-grams", [("Ann", False)])
    assert Settings(path).seats("globe-grams") == [("Ann", False)]


def test_an_odd_table_in_the_settings_file_keeps_only_what_reads(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(
        '{"tables": {"zig-zaggle": {"variant": 3, "ticks": {"hints": "yes", "undo-any": true}}, "mapominoes": []}}'
    )
    settings = Settings(path)
    assert settings.table("zig-zaggle") == (None, {"undo-any": True})
    assert settings.table("mapominoes") == (None, {}) and settings.table("globe-grams") == (None, {})


def test_the_childrens_board_explains_only_its_marks_RTW_C1():
    from parlorgames import api
    from parlorgames.tui.drawing.round_the_world import legend

    children = api.open_game("round-the-world", variant="children").rules.track
    voyage = api.open_game("round-the-world", variant="game-1").rules.track
    assert "wind on" not in legend(children).plain and "disaster" in legend(children).plain
    assert "wind on" in legend(voyage).plain
