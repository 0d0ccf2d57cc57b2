"""How much of the window each game's table fills: the share of the cells between the top bar and the
footer that the table paints (a glyph other than a space, or a background other than the screen's own).

Each game is played by two computer players (seed 5) in a real terminal: its own tmux server at each
size, with a temporary data folder. After `--wait` seconds (12 unless given) the screen is captured with
its colours (`capture-pane -e`), the escapes are read (256-colour and truecolour backgrounds, reverse
video), the top bar and the footer are found by their backgrounds, and the share is worked out from the
rows between them. The screen's own background is the theme's `$surface`, as the terminal shows it.
Prints a Markdown table, game × size ("ended" where the app had stopped before the capture). The bar: at
least 0.5 at 100×32 in every game (tests/test_painted_share.py checks it too, on the tables' pictures).
Run: python bench/bench_painted_share.py [--games G ...] [--sizes 100x32 120x40] [--wait 12]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata
from dataclasses import dataclass

GAMES = ("skip-a-cross", "mapominoes", "round-the-world", "globe-grams", "zig-zaggle")
SIZES = ("100x32", "120x40")

ESCAPE = re.compile(r"\x1b(?:\[([0-9;:?]*)([@-~])|\][^\x07\x1b]*(?:\x07|\x1b\\)|[()][0-9A-Za-z]|[=>78])")
"""An SGR escape (group 1 its parameters when group 2 is "m"), or any other escape, which is skipped."""


@dataclass(frozen=True)
class Cell:
    glyph: str
    background: str
    """As the escape gave it: "default", "5;N" (a 256-colour index, basic colours included) or "2;R;G;B"."""
    shown: str
    """The background the eye sees: the foreground's colour where the cell is in reverse video."""


@dataclass
class _Pen:
    foreground: str = "default"
    background: str = "default"
    reverse: bool = False

    def apply(self, parameters: str) -> None:
        """Follows one SGR escape: colours in 256-colour and truecolour forms, reverse video, resets."""
        codes = [int(code) if code else 0 for code in re.split("[;:]", parameters)] if parameters else [0]
        index = 0
        while index < len(codes):
            code = codes[index]
            if code in (38, 48) and index + 1 < len(codes):
                form = codes[index + 1]
                width = 3 if form == 5 else 5 if form == 2 else 2
                colour = ";".join(str(part) for part in codes[index + 1 : index + width])
                if code == 38:
                    self.foreground = colour
                else:
                    self.background = colour
                index += width
                continue
            if code == 0:
                self.foreground, self.background, self.reverse = "default", "default", False
            elif code == 7:
                self.reverse = True
            elif code == 27:
                self.reverse = False
            elif code == 39:
                self.foreground = "default"
            elif code == 49:
                self.background = "default"
            elif 30 <= code <= 37:
                self.foreground = f"5;{code - 30}"
            elif 90 <= code <= 97:
                self.foreground = f"5;{code - 90 + 8}"
            elif 40 <= code <= 47:
                self.background = f"5;{code - 40}"
            elif 100 <= code <= 107:
                self.background = f"5;{code - 100 + 8}"
            index += 1


def _cells_wide(glyph: str) -> int:
    if unicodedata.combining(glyph):
        return 0
    return 2 if unicodedata.east_asian_width(glyph) in ("W", "F") else 1


def _pieces(line: str) -> list[tuple[str, str, str]]:
    """A line as (text, escape parameters, escape final) pieces: the text before each escape, and the escape."""
    pieces, at = [], 0
    for match in ESCAPE.finditer(line):
        pieces.append((line[at : match.start()], match.group(1) or "", match.group(2) or ""))
        at = match.end()
    pieces.append((line[at:], "", ""))
    return pieces


def read_capture(capture: str, width: int) -> list[list[Cell]]:
    """The screen's rows of cells from `tmux capture-pane -e -p` output: the pen carries over from one row
    to the next, as tmux writes it; a wide glyph takes two cells; a short row is filled with blank cells."""
    pen = _Pen()
    blank = Cell(" ", "default", "default")
    rows: list[list[Cell]] = []
    for line in capture.split("\n"):
        row: list[Cell] = []
        for text, parameters, final in _pieces(line):
            shown = pen.foreground if pen.reverse else pen.background
            row.extend(Cell(glyph, pen.background, shown) for glyph in text for _ in range(_cells_wide(glyph)))
            if final == "m":
                pen.apply(parameters)
        rows.append((row + [blank] * width)[:width])
    while rows and all(cell == blank for cell in rows[-1]):
        rows.pop()
    return rows


def _bar_background(row: list[Cell]) -> str | None:
    """The background of a bar: a row all of one background (reverse-video cells count by their escape's)."""
    backgrounds = {cell.background for cell in row}
    return backgrounds.pop() if len(backgrounds) == 1 else None


def painted_share(capture: str, width: int, screen_background: frozenset[str]) -> float:
    """The share of cells between the top bar and the footer with a glyph or a background of their own.

    `screen_background`: the forms the screen's own background may take in the capture ("5;234",
    "2;30;30;30"); a cell with the terminal's default background is not painted either. The top bar is
    the first row and any below it of its background; the footer the last row and any above it of its."""
    rows = read_capture(capture, width)
    top, bottom = 0, len(rows) - 1
    top_bar, footer = _bar_background(rows[top]), _bar_background(rows[bottom])
    while top + 1 < bottom and top_bar is not None and _bar_background(rows[top + 1]) == top_bar:
        top += 1
    while bottom - 1 > top and footer is not None and _bar_background(rows[bottom - 1]) == footer:
        bottom -= 1
    between = [cell for row in rows[top + 1 : bottom] for cell in row]
    unpainted = screen_background | {"default"}
    painted = sum(1 for cell in between if cell.glyph.strip() or cell.shown not in unpainted)
    return painted / len(between) if between else 0.0


def screen_background_forms() -> frozenset[str]:
    """The theme's `$surface` (the screen's background) as a 256-colour terminal and a truecolour one show it."""
    from rich.color import Color, ColorSystem

    from parlorgames.tui.app import ParlorApp

    surface = Color.parse(ParlorApp().get_css_variables()["surface"])
    red, green, blue = surface.get_truecolor()
    return frozenset({f"5;{surface.downgrade(ColorSystem.EIGHT_BIT).number}", f"2;{red};{green};{blue}"})


def capture_game(game: str, width: int, height: int, wait: float) -> str | None:
    """The colour capture of an all-computer game of `game` after `wait` seconds, in a tmux server of its own;
    None if the app was no longer running by then."""
    home = tempfile.mkdtemp(prefix="painted-share-")
    socket = f"painted-share-{os.getpid()}-{game}-{width}x{height}"
    env = {key: value for key, value in os.environ.items() if key not in ("NO_COLOR", "COLORTERM", "TMUX")}
    env.update(PARLORGAMES_HOME=home, HOME=home)
    command = f"{sys.executable} -m parlorgames play {game} --players cpu:A,cpu:B --seed 5"
    tmux = ["tmux", "-L", socket, "-f", "/dev/null"]
    subprocess.run(
        [*tmux, "new-session", "-d", "-x", str(width), "-y", str(height), "-e", f"PARLORGAMES_HOME={home}"]
        + ["-e", f"HOME={home}", command],
        check=True,
        env=env,
    )
    try:
        time.sleep(wait)
        shown = subprocess.run([*tmux, "capture-pane", "-e", "-p", "-N"], env=env, capture_output=True)
        return shown.stdout.decode() if shown.returncode == 0 else None
    finally:
        subprocess.run([*tmux, "kill-server"], env=env, capture_output=True)
        shutil.rmtree(home, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(GAMES), metavar="GAME")
    parser.add_argument("--sizes", nargs="+", default=list(SIZES), metavar="WxH")
    parser.add_argument("--wait", type=float, default=12.0, help="seconds of play before the capture (12)")
    args = parser.parse_args()
    if shutil.which("tmux") is None:
        sys.exit("tmux is needed: the share is measured in a real terminal")
    os.environ["PARLORGAMES_HOME"] = tempfile.mkdtemp(prefix="painted-share-")
    from parlorgames.engine.ruleset import find

    background = screen_background_forms()
    sizes = [tuple(int(part) for part in size.lower().split("x")) for size in args.sizes]
    print("| game | " + " | ".join(f"{w}×{h}" for w, h in sizes) + " |")
    print("|---|" + "---|" * len(sizes))
    for game in args.games:
        captures = [(capture_game(game, w, h, args.wait), w) for w, h in sizes]
        shares = [f"{painted_share(shown, w, background):.2f}" if shown else "ended" for shown, w in captures]
        print(f"| {find(game).title} | " + " | ".join(shares) + " |", flush=True)


if __name__ == "__main__":
    main()
