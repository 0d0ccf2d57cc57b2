"""The painted-share bench's reading of a terminal capture (bench/bench_painted_share.py)."""

from __future__ import annotations

from bench.bench_painted_share import painted_share, read_capture

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
