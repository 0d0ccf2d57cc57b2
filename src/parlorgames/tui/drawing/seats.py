"""A seat's name as every list of the seats shows it, a computer's level beside it: plain text layout, so a
view's drawing lays names without Textual (the theme's colours come in as styles)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

if TYPE_CHECKING:
    from ...engine.session import Seat


def seat_name(seat: Seat, width: int, style: str | Style = "", level: str | Style = "") -> Text:
    """The seat's name in `width` cells; a computer's level beside it in `level` (a style that stands back):
    in full where the name leaves room ("Cat hard"), else its initial ("Catheri h" in 9 cells), so the
    players see who plays how."""
    if not seat.bot:
        return Text(f"{seat.name[:width]:<{width}}", style=style)
    playing = seat.playing_level
    tag = playing if seat_name_width(seat) <= width else playing[0]
    name = seat.name[: max(width - 1 - len(tag), 1)]
    out = Text(name, style=style)
    out.append(f" {tag}", style=level)
    out.pad_right(width - out.cell_len)
    return out


def seat_name_width(seat: Seat) -> int:
    """The cells `seat_name` needs to show the name and a computer's level in full."""
    return cell_len(seat.name) + (1 + len(seat.playing_level) if seat.bot else 0)
