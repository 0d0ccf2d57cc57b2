"""The seats as every view lists them, without Textual: each seat's badge style and its name with a
computer's level beside it. The styles come from the theme (`widgets.colours.seat_styles` reads them), so a
drawing takes them as a `SeatStyles` and is tested with any styles at all."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text

if TYPE_CHECKING:
    from ...engine.session import Seat


@dataclass(frozen=True)
class SeatStyles:
    """Each seat's badge (its figures on its colour) in turn, and the dim style of a computer's level."""

    badges: tuple[str, ...]
    level: str

    def badge(self, seat: int) -> str:
        return self.badges[seat % len(self.badges)]


def seat_name(seat: Seat, width: int, style: str, level_style: str) -> Text:
    """The seat's name in `width` cells; a computer's level beside it, in `level_style`: in full where the
    name leaves room ("Cat hard"), else its initial ("Catheri h" in 9 cells), so the players see who plays how."""
    if not seat.bot:
        return Text(f"{seat.name[:width]:<{width}}", style=style)
    level = seat.playing_level
    tag = level if seat_name_width(seat) <= width else level[0]
    name = seat.name[: max(width - 1 - len(tag), 1)]
    out = Text(name, style=style)
    out.append(f" {tag}", style=level_style)
    out.pad_right(width - out.cell_len)
    return out


def seat_name_width(seat: Seat) -> int:
    """The cells `seat_name` needs to show the name and a computer's level in full."""
    return cell_len(seat.name) + (1 + len(seat.playing_level) if seat.bot else 0)
