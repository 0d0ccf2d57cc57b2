"""Zig Zaggle's panels (the board, the side with the rack): Textual widgets that hold the board's colours as
component classes (theme variables in zz_board.tcss) and show what `tui.drawing.zig_zaggle` draws. The
drawing is plain text with styles, so a redraw stays one `LineCachedStatic.update`."""

from __future__ import annotations

from rich.style import Style

from ...games.zig_zaggle import FREE
from ..drawing.zig_zaggle import TINTS, Palette
from .rows import LineCachedStatic


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
        "zz--refused",
        "zz--scores",
        "zz--aside",
        "zz--asking",
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
            refused=text("refused"),
            scores=text("scores"),
            aside=text("aside"),
            asking=text("asking"),
            no_color=self.app.no_color,
        )
