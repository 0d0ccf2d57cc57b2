"""A round dial with ten ticks and a hand from the hub, like the captain's and the Commodore's dials."""

from __future__ import annotations

import math

from rich.text import Text
from textual.widget import Widget

WIDTH, HEIGHT = 13, 5
RX, RY = 5.5, 2.0
HANDS = "│╱─╲"
"""The hand's glyph for each eighth of a turn from twelve o'clock (a line looks the same both ways)."""


def tick_positions(ticks: int = 10) -> list[tuple[int, int]]:
    """(column, row) of each tick round an ellipse, clockwise from twelve o'clock."""
    cx, cy = WIDTH // 2, HEIGHT // 2
    return [
        (round(cx + RX * math.sin(2 * math.pi * i / ticks)), round(cy - RY * math.cos(2 * math.pi * i / ticks)))
        for i in range(ticks)
    ]


def hand_cells(share: float) -> list[tuple[int, int, str]]:
    """The cells of a hand pointing `share` of a turn round from twelve o'clock, with their glyphs."""
    angle = 2 * math.pi * share
    glyph = HANDS[round(share * 8) % 4]
    cx, cy = WIDTH // 2, HEIGHT // 2
    cells: list[tuple[int, int, str]] = []
    for reach in (0.45, 0.75):
        cell = (round(cx + RX * reach * math.sin(angle)), round(cy - RY * reach * math.cos(angle)))
        if glyph == "│":
            cell = (cx, cell[1])
        if cell != (cx, cy) and all(cell != (c, r) for c, r, _ in cells):
            cells.append((*cell, glyph))
    return cells


class DialFace(Widget):
    """Shows `value` on a face of `face` units: the hand points at it round ten ticks. Under the face, the
    dial's title and a caption saying what the number counts (spins, days), so it reads on its own."""

    COMPONENT_CLASSES = {"dial--tick", "dial--zero", "dial--hand", "dial--title", "dial--caption"}

    def __init__(self, title: str, face: int = 50, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.title = title
        self.face = face
        self.value = 0
        self.caption = ""

    def show(self, value: int, caption: str = "") -> None:
        self.value = value
        self.caption = caption
        self.refresh()

    def render(self) -> Text:
        grid = [[" "] * WIDTH for _ in range(HEIGHT)]
        kinds: dict[tuple[int, int], str] = {}
        for i, (col, row) in enumerate(tick_positions()):
            grid[row][col] = "0" if i == 0 else "·"
            kinds[(col, row)] = "dial--zero" if i == 0 else "dial--tick"
        for col, row, glyph in hand_cells((self.value % self.face) / self.face):
            grid[row][col] = glyph
            kinds[(col, row)] = "dial--hand"
        grid[HEIGHT // 2][WIDTH // 2] = "●"
        kinds[(WIDTH // 2, HEIGHT // 2)] = "dial--hand"
        out = Text()
        for row in range(HEIGHT):
            for col in range(WIDTH):
                kind = kinds.get((col, row))
                out.append(grid[row][col], style=self.get_component_rich_style(kind) if kind else "")
            out.append("\n")
        out.append(self.title[:WIDTH].center(WIDTH), style=self.get_component_rich_style("dial--title"))
        out.append("\n")
        out.append(self.caption[:WIDTH].center(WIDTH), style=self.get_component_rich_style("dial--caption"))
        return out
