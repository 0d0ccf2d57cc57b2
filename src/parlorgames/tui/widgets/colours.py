"""Seat colours: every seat also has its number, so nothing depends on colour alone."""

SEAT_COLOURS = ("red3", "dodger_blue2", "green4", "gold3", "grey85", "medium_purple3")
SEAT_TEXT = ("white", "white", "white", "black", "black", "white")


def seat_style(seat: int) -> str:
    i = seat % len(SEAT_COLOURS)
    return f"bold {SEAT_TEXT[i]} on {SEAT_COLOURS[i]}"
