"""Skip-A-Cross's table panels: each is plain text with styles (one `LineCachedStatic.update` a redraw),
drawn by `tui/drawing/skip_a_cross.py`; every colour is a component class of `TableTop` (theme variables in
word_table.tcss beside this file), read into a `TablePalette` for the drawing."""

from __future__ import annotations

from rich.style import Style

from ..drawing.skip_a_cross import TablePalette
from .colours import SEATS, muted_style, seat_style
from .rows import LineCachedStatic


class TableTop(LineCachedStatic):
    """A panel of the Skip-A-Cross table (the centre, the players' mats, the word being typed)."""

    COMPONENT_CLASSES = {
        "tt--tile",
        "tt--hand",
        "tt--back",
        "tt--taken",
        "tt--moved",
        "tt--mat",
        "tt--mat-to-move",
        "tt--muted",
        "tt--good",
        "tt--bad",
        "tt--source-word",
        "tt--source-drawn",
        "tt--source-centre",
        "tt--source-missing",
    }

    def palette(self) -> TablePalette:
        """The table's styles for the current theme, read once per redraw from the component classes (and
        the seats' colours and the muted colour of a computer's level, as every view shows them)."""

        def style(name: str) -> Style:
            return self.get_component_rich_style(f"tt--{name}")

        def text(name: str) -> Style:
            """A style that colours text only, over whatever ground it is written on."""
            return self.get_component_rich_style(f"tt--{name}", partial=True)

        return TablePalette(
            tile=style("tile"),
            hand=style("hand"),
            back=style("back"),
            taken=text("taken"),
            moved=style("moved"),
            mat=style("mat"),
            mat_to_move=style("mat-to-move"),
            muted=text("muted"),
            good=text("good"),
            bad=text("bad"),
            source={name: text(f"source-{name}") for name in ("word", "drawn", "centre", "missing")},
            seats=tuple(Style.parse(seat_style(seat)) for seat in range(SEATS)),
            level=Style.parse(muted_style()),
        )
