"""The Records screen from the menu, and a game finished at the table entered in the book."""

from __future__ import annotations

from parlorgames.charts import sparkline
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.menu import MenuScreen
from parlorgames.tui.screens.records import RecordsScreen


async def test_records_screen_opens_from_the_menu_and_closes(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RecordsScreen)
        assert "No records yet" in str(app.screen.query_one("#records-text").render())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MenuScreen)


async def test_a_finished_game_is_entered_in_the_book(make_app, rtw_start, saved_before):
    near_the_end = saved_before(rtw_start(names=("Ann", "Bob"), bots=("Bob",), seed=5), lambda s: s.over, back=4)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.resume(near_the_end)
        for _ in range(60):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.press("space")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        session = next(screen.session for screen in app.screen_stack if isinstance(screen, GameScreen))
        ann_days = session.rules.standings(session.state)[0]["days"]
        book = app.records.read()
        assert book["players"]["Ann"]["games"]["round-the-world"]["played"] == 1
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        text = str(app.screen.query_one("#records-text").render())
        assert "Round the World: 1 played" in text
        assert f"last Round the World voyage days: {sparkline([ann_days])}  {ann_days}" in text


def test_each_game_charts_its_own_figure_and_the_childrens_game_none(tmp_path):
    """Round the World charts the days of the voyage (never a station number); the game for small children
    counts no days and charts nothing; Zig Zaggle charts its points."""
    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat, Session
    from parlorgames.storage import Records
    from parlorgames.storage.record_book import book_lines

    records = Records(tmp_path / "records.json")
    for game, variant in (("round-the-world", "game-1"), ("round-the-world", "children"), ("zig-zaggle", None)):
        session = Session(find(game), [Seat("Ann", True), Seat("Bob", True)], 3, variant)
        session.play_computers()
        records.add_game(session)
        if variant == "game-1":
            voyage = [row["days"] for row in session.rules.standings(session.state)]
        if game == "zig-zaggle":
            points = session.result().scores
    lines = book_lines(records.read())
    ann = lines[lines.index("Ann") :]
    charts = [line.strip() for line in ann if line.strip().startswith("last ")]
    assert [chart.split(":")[0] for chart in charts[:2]] == [
        "last Round the World voyage days",
        "last Zig Zaggle points",
    ]
    assert charts[0].endswith(f"  {voyage[0]}") and charts[1].endswith(f"  {points[0]:g}")
