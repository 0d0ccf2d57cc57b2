"""Zig Zaggle's board and rack drawn as the printed ones: the runways in their colours, the shared squares
hatched in both, the take-off lines across the runways' far ends with their bonuses, row numbers and column
letters round the board, and tiles that show a letter and its points on the tile's colour.

The drawing is plain text with styles, so a redraw stays one `LineCachedStatic.update`. Every colour is a
component class of `ZZPanel` (theme variables in screens/game.tcss). Nothing is told by colour alone, so a
player who cannot tell the colours apart (or plays under NO_COLOR, which Textual draws in greys) reads the
same: a tile carries its colour's initial beside its letter, a runway square is a dot, a shared square is
hatched, a finished one crossed.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text

from ...games.zig_zaggle import FREE, square_name
from .rows import LineCachedStatic

TINTS = ("g", "b", "r", "y")
SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
INITIAL = {"g": "ᵍ", "b": "ᵇ", "r": "ʳ", "y": "ʸ", FREE: "*"}
"""A tile's colour initial, shown beside its letter in every theme: the colour makes a colour flush (ZZ-S2)."""
LEGEND = (
    "Aᵍ₂ A, green, 2 points",
    "ᵇ blue ʳ red ʸ yellow",
    "* a Free letter",
    "━┃ take-off  ░ shared",
    "10 start  × finished",
)
"""What the board's marks mean, a line each, the most needed first (the side panel shows the lines it has
room for): the colours' initials, which tell a tile's colour without its colour."""
LABEL_WIDTH = 3
"""The row numbers' column on the board's left (two digits and a space)."""
EDGE = 1
"""A column each side of the squares for the west and east take-off lines."""


def points(value: int) -> str:
    return str(value).translate(SUBSCRIPT)


@dataclass(frozen=True, slots=True)
class Palette:
    """The board's styles for the current theme, read once per redraw from the panel's component classes."""

    tile: dict[str, Style]
    square: dict[str, tuple[Style, Style]]
    """A runway square's ground in each colour, light and dark (alternating like a chessboard's)."""
    line: dict[str, Style]
    centre: Style
    start: Style
    closed: Style
    label: Style
    label_cursor: Style
    ledge: Style
    no_color: bool

    def tile_style(self, tint: str, extra: str = "") -> Style:
        return self.tile[tint] + Style.parse(extra) if extra else self.tile[tint]

    def shared(self, first: str, second: str) -> Style:
        """A square on two runways: hatched in the second's colour over the first's."""
        return Style(color=self.tile[second].bgcolor, bgcolor=self.square[first][1].bgcolor)


class ZZPanel(LineCachedStatic):
    """A panel of the Zig Zaggle table (the board, the side with the rack): its component classes are the
    board's colours."""

    COMPONENT_CLASSES = {
        *(f"zz--tile-{tint}" for tint in (*TINTS, "free")),
        *(f"zz--square-{tint}" for tint in TINTS),
        *(f"zz--square-{tint}-dark" for tint in TINTS),
        "zz--centre",
        "zz--start",
        "zz--closed",
        "zz--label",
        "zz--label-cursor",
        "zz--ledge",
    }

    def palette(self) -> Palette:
        def style(name: str) -> Style:
            return self.get_component_rich_style(f"zz--{name}")

        def text(name: str) -> Style:
            """A style that colours text only, over whatever ground it is written on."""
            return self.get_component_rich_style(f"zz--{name}", partial=True)

        tiles = {tint: style(f"tile-{tint}") for tint in TINTS}
        tiles[FREE] = style("tile-free")
        return Palette(
            tile=tiles,
            square={tint: (style(f"square-{tint}"), style(f"square-{tint}-dark")) for tint in TINTS},
            line={tint: Style(color=tiles[tint].bgcolor, bold=True) for tint in TINTS},
            centre=style("centre"),
            start=style("start"),
            closed=style("closed"),
            label=text("label"),
            label_cursor=text("label-cursor"),
            ledge=text("ledge"),
            no_color=self.app.no_color,
        )


def tile_face(letter: str, tint: str, value: int, width: int) -> str:
    """A tile on a board square `width` columns wide: the letter, its colour's initial and its points small
    (a Free letter: the letter and *). Points that do not fit are left off, never cut: a letter's points are
    the same on every tile of it (the rack and the rules show them), its colour is the tile's own."""
    face = letter + INITIAL[tint]
    if tint != FREE and len(face) + len(points(value)) <= width:
        face += points(value)
    return (" " + face if len(face) < width else face).ljust(width)


def rack_face(letter: str, tint: str, value: int, no_color: bool) -> str:
    """A tile on the rack, four columns: the letter, its colour's initial and its points, as on the board."""
    if tint == FREE:
        return " *  " if no_color else " ✱  "
    face = f"{letter}{INITIAL[tint]}{points(value)}"
    return f" {face}".ljust(4) if len(face) < 4 else face


def column_label(c: int) -> str:
    """Column c's letters as in `square_name` (a, b, …)."""
    return square_name(0, c)[:-1]


def rack(tiles: list[tuple[str, str, int]], width: int, palette: Palette) -> Text:
    """Tiles standing on a rack: rows of as many tiles as fit `width`, the rack's ledge under them."""
    per_row = max(1, (width + 1) // 5)
    out = Text()
    for start in range(0, len(tiles), per_row):
        for i, (letter, tint, value) in enumerate(tiles[start : start + per_row]):
            if i:
                out.append(" ")
            out.append(rack_face(letter, tint, value, palette.no_color), style=palette.tile_style(tint))
        out.append("\n")
    out.append("▀" * (min(len(tiles), per_row) * 5 - 1), style=palette.ledge)
    out.append("\n")
    return out
