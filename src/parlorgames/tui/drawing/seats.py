"""The seats as every view draws them: each seat's badge style and its name in a given width, a computer's
level beside it. The styles come in as a `SeatStyles` (the widgets read them from the theme)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

if TYPE_CHECKING:
    from ...engine.session import Seat


@dataclass(frozen=True, slots=True)
class SeatStyles:
    """Each seat's badge (its figures on its colour), in seat order, and the style of text that stands back."""

    seats: tuple[Style, ...]
    muted: Style

    def seat(self, seat: int) -> Style:
        return self.seats[seat % len(self.seats)]


def seat_name(seat: Seat, width: int, style: str | Style = "", muted: str | Style = "dim") -> Text:
    """The seat's name in `width` cells; a computer's level beside it, `muted`: in full where the name
    leaves room ("Cat hard"), else its initial ("Catheri h" in 9 cells), so the players see who plays how."""
    if not seat.bot:
        return Text(f"{seat.name[:width]:<{width}}", style=style)
    level = seat.playing_level
    tag = level if seat_name_width(seat) <= width else level[0]
    name = seat.name[: max(width - 1 - len(tag), 1)]
    out = Text(name, style=style)
    out.append(f" {tag}", style=muted)
    out.pad_right(width - out.cell_len)
    return out


def seat_name_width(seat: Seat) -> int:
    """The cells `seat_name` needs to show the name and a computer's level in full."""
    return cell_len(seat.name) + (1 + len(seat.playing_level) if seat.bot else 0)
