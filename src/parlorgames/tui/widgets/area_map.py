"""A small schematic map of a Mapominoes deck (Britain, Europe): each card a cell at its place, lit with its
nation's letter on its tint once it lies on the table, ░ while it does not; the card in focus is ◆."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import groupby

from rich.text import Text

from ...games.mapominoes.atlas import Places
from .cards import CardPanel


class AreaMap(CardPanel):
    """The deck's map: which cards are on the table, and where the card in focus lies."""

    def draw(self, places: Places, lit: Mapping[str, tuple[str, int]], focus: str | None, title: str) -> None:
        """`lit`: each card on the table with its nation's mark and tint; `focus`: the card to point out."""
        if self.unchanged((places, lit, focus, title)):
            return
        grid: list[list[tuple[str, str]]] = [[(" ", "")] * places.width for _ in range(places.height)]
        for name, (row, col) in places.cells.items():
            if name == focus:
                grid[row][col] = ("◆", "cursor")
            elif name in lit:
                mark, tint = lit[name]
                grid[row][col] = (mark[0], f"tint-{tint}")
            else:
                grid[row][col] = ("░", "muted")
        out = Text(f"{title:^{places.width}}", style=self.style_of("label"))
        for cells in grid:
            out.append("\n")
            for part, run in groupby(cells, key=lambda cell: cell[1]):
                out.append("".join(glyph for glyph, _ in run), style=self.style_of(part) if part else "")
        self.update(out)
