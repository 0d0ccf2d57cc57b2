"""Letter squares as they lie on a table: each letter on its colour's ground with its points small beside it,
so the points read without the colour. A rack's squares stand apart, with their edge below them where
there is room; a name's squares lie side by side, a word of tiles.

`TileArea` is a `LineCachedStatic` whose component classes give each colour's ground; a view asks it for
`TileStyles` and lays tiles in the text it shows there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual.color import Color

from .rows import LineCachedStatic

SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
BLANK_GROUND = "blank"
"""The ground of a blank (wild) square; it shows the letter it stands for, if any, or `?`."""


def points_small(points: int) -> str:
    return str(points).translate(SUBSCRIPT)


@dataclass(frozen=True)
class TileStyles:
    """The grounds of the squares by colour name (`black`, `red`, `blue`, `blank`), and the muted style for
    words beside them; read from a `TileArea`'s component classes."""

    grounds: Mapping[str, Style]
    muted: Style
    mark: Style
    """Words that call for attention: a name to capture, a letter to choose."""
    hint: Style

    def ground(self, colour: str) -> Style:
        return self.grounds.get(colour, self.grounds[BLANK_GROUND])

    def edge(self, colour: str) -> Style:
        """The square's edge seen below it: its ground, darker, as a foreground."""
        ground = self.ground(colour).bgcolor
        if ground is None:
            return self.muted
        return Style(color=Color.from_rich_color(ground).darken(0.3).rich_color)

    def square(self, letter: str, points: int, colour: str, *, padded: bool = True) -> Text:
        """One square: ` A₁` (padded, for a rack) or `A₁` (a name's square)."""
        face = f"{letter}{points_small(points)}"
        return Text(f" {face}" if padded else face, style=self.ground(colour))

    def rack(self, squares: Iterable[tuple[str, int, str]], width: int, *, edged: bool) -> Text:
        """Squares (letter, points, colour) standing apart, as many a line as fit `width`; each line of
        squares with a line of their edges under it when `edged`."""
        out = Text()
        faces: list[tuple[Text, str]] = [(self.square(*square), square[2]) for square in squares]
        line: list[tuple[Text, str]] = []
        used = 0

        def flush() -> None:
            if not line:
                return
            if out:
                out.append("\n")
            out.append_text(Text(" ").join(face for face, _ in line))
            if edged:
                out.append("\n")
                for position, (face, colour) in enumerate(line):
                    out.append(("" if position == 0 else " ") + "▀" * face.cell_len, style=self.edge(colour))

        for face, colour in faces:
            needed = face.cell_len + (1 if line else 0)
            if line and used + needed > width:
                flush()
                line, used = [], 0
                needed = face.cell_len
            line.append((face, colour))
            used += needed
        flush()
        return out

    def word(
        self, letters: str, points: Callable[[str], int], colour: Callable[[str], str], wild: Iterable[str] = ()
    ) -> Text:
        """A name laid out in squares: each letter on its ground, a blank (its `wild` letters) on the blank
        ground with no points, a space between words."""
        wilds = list(wild)
        out = Text()
        for letter in letters:
            if not letter.isalpha():
                out.append(" ")
                continue
            if letter in wilds:
                wilds.remove(letter)
                out.append_text(self.square(letter, 0, BLANK_GROUND, padded=False))
                continue
            out.append_text(self.square(letter, points(letter), colour(letter), padded=False))
        return out


class TileArea(LineCachedStatic):
    """A panel of the table where squares lie; its component classes are the squares' grounds."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "tile--black",
        "tile--red",
        "tile--blue",
        "tile--blank",
        "tile--muted",
        "tile--mark",
        "tile--hint",
    }

    def tile_styles(self) -> TileStyles:
        style = self.get_component_rich_style
        grounds = {name: style(f"tile--{name}") for name in ("black", "red", "blue", BLANK_GROUND)}
        return TileStyles(grounds, *(ink(style(f"tile--{name}")) for name in ("muted", "mark", "hint")))


def ink(style: Style) -> Style:
    """A style's colour and text style without its ground, for words on the panel's own ground."""
    return Style(color=style.color, bold=style.bold, italic=style.italic)
