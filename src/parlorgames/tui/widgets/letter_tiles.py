"""Letter squares as they lie on a table: each letter on its colour's ground with its points small beside it,
so the points read without the colour (drawn by `drawing.globe_grams.TileStyles`).

`TileArea` is a `LineCachedStatic` whose component classes give each colour's ground; a view asks it for
`TileStyles` and lays tiles in the text it shows there.
"""

from __future__ import annotations

from typing import ClassVar

from rich.style import Style
from textual.color import Color

from ..drawing.globe_grams import BLANK_GROUND, TileStyles
from .rows import LineCachedStatic


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
        muted, mark, hint = (ink(style(f"tile--{name}")) for name in ("muted", "mark", "hint"))
        edges = {name: edge(ground, muted) for name, ground in grounds.items()}
        return TileStyles(grounds, edges, muted, mark, hint)


def ink(style: Style) -> Style:
    """A style's colour and text style without its ground, for words on the panel's own ground."""
    return Style(color=style.color, bold=style.bold, italic=style.italic)


def edge(ground: Style, muted: Style) -> Style:
    """A square's edge seen below it: its ground, darker, as a foreground (muted where it has no ground)."""
    if ground.bgcolor is None:
        return muted
    return Style(color=Color.from_rich_color(ground.bgcolor).darken(0.3).rich_color)
