"""A small schematic map of a Mapominoes deck (Britain, Europe), drawn by `tui.drawing.mapominoes.area_map`:
each card a cell at its place, lit once it lies on the table; the card in focus is ◆."""

from __future__ import annotations

from collections.abc import Mapping

from ...games.mapominoes.atlas import Places
from ..drawing.mapominoes import area_map
from .cards import CardPanel


class AreaMap(CardPanel):
    """The deck's map: which cards are on the table, and where the card in focus lies."""

    def draw(self, places: Places, lit: Mapping[str, tuple[str, int]], focus: str | None, title: str) -> None:
        """`lit`: each card on the table with its nation's mark and tint; `focus`: the card to point out."""
        if self.unchanged((places, lit, focus, title)):
            return
        self.update(area_map(places, lit, focus, title, self.palette))
