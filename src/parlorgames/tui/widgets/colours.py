"""Seat colours and names: every seat also has its number, so nothing depends on colour alone, and a
computer's seat shows its level wherever the seats are listed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text

if TYPE_CHECKING:
    from ...engine.session import Seat

SEAT_COLOURS = ("red3", "dodger_blue2", "green4", "gold3", "grey85", "medium_purple3")
SEAT_TEXT = ("white", "white", "white", "black", "black", "white")


def seat_style(seat: int) -> str:
    i = seat % len(SEAT_COLOURS)
    return f"bold {SEAT_TEXT[i]} on {SEAT_COLOURS[i]}"


def seat_name(seat: Seat, width: int, style: str = "") -> Text:
    """The seat's name in `width` cells; a computer's level beside it, dim: in full where the name
    leaves room ("Cat hard"), else its initial ("Catheri h" in 9 cells), so the players see who plays how."""
    if not seat.bot:
        return Text(f"{seat.name[:width]:<{width}}", style=style)
    level = seat.playing_level
    tag = level if seat_name_width(seat) <= width else level[0]
    name = seat.name[: max(width - 1 - len(tag), 1)]
    out = Text(name, style=style)
    out.append(f" {tag}", style="grey62")
    out.pad_right(width - out.cell_len)
    return out


def seat_name_width(seat: Seat) -> int:
    """The cells `seat_name` needs to show the name and a computer's level in full."""
    return cell_len(seat.name) + (1 + len(seat.playing_level) if seat.bot else 0)
