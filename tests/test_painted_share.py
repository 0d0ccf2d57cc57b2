"""The painted-share bench's reading of a terminal capture (bench/bench_painted_share.py), and every game's
table painting at least half of a 100×32 window."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from bench.bench_painted_share import GAMES, painted_share, read_capture, screen_background_forms
from parlorgames.storage import Records, SaveStore
from parlorgames.storage.settings import Settings
from parlorgames.tui.app import ParlorApp
from tests.tui.test_looks import run_before

SCREEN = frozenset({"5;234", "2;30;30;30"})

CAPTURE = "\n".join(
    [
        "\x1b[48;5;17m Title    ",  # the top bar
        "\x1b[48;5;234mab\x1b[48;2;30;30;30m        ",  # two glyphs, then the screen's own truecolour background
        "\x1b[48;2;200;0;0m  \x1b[48;5;234m        ",  # two blank cells on a background of their own
        "界\x1b[38;5;250;7m \x1b[27m",  # a wide glyph (two cells), a reversed space; the row ends early
        "\x1b[48;5;17m q Quit   ",  # the footer
    ]
)


def test_the_pen_carries_from_row_to_row_and_a_wide_glyph_takes_two_cells() -> None:
    rows = read_capture(CAPTURE, 10)
    assert [cell.background for cell in rows[3][:3]] == ["5;234"] * 3
    assert rows[3][2].shown == "5;250"
    assert rows[3][3].background == "default"


def test_the_share_counts_glyphs_and_backgrounds_between_the_bars() -> None:
    assert painted_share(CAPTURE, 10, SCREEN) == 7 / 30


def test_rows_of_the_bars_background_belong_to_the_bars() -> None:
    under_the_top_bar = CAPTURE.replace("\n", "\n\x1b[48;5;17m          \n", 1)
    assert painted_share(under_the_top_bar, 10, SCREEN) == 7 / 30


def screen_capture(app) -> str:
    """The screen as a terminal shows it, with its colours' escapes (truecolour), as the bench reads tmux's."""
    console = Console(width=app.size.width, file=io.StringIO(), force_terminal=True, color_system="truecolor")
    console.print(app.screen._compositor.render_update(full=True))
    return console.file.getvalue()


@pytest.mark.parametrize("game", GAMES)
async def test_every_table_paints_at_least_half_of_a_100x32_window(tmp_path, game):
    """The share the bench measures in a real terminal, here of the seeded position the table's pictures
    show (tests/tui/test_looks.py): the bar is half the cells between the top bar and the footer."""
    app = ParlorApp(
        store=SaveStore(tmp_path / "saves"),
        records=Records(tmp_path / "records.json"),
        animate=False,
        bot_delay=0,
        settings=Settings(tmp_path / "settings.json"),
    )
    async with app.run_test(size=(100, 32)) as pilot:
        await run_before(game, tmp_path)(pilot)
        share = painted_share(screen_capture(app), 100, screen_background_forms())
    assert share >= 0.5, f"{game} paints {share:.2f} of a 100×32 window"
