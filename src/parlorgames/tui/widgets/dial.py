"""A round dial with ten ticks and a pointer, like the captain's and the Commodore's dials."""

from __future__ import annotations

import math

from rich.text import Text
from textual.widget import Widget

WIDTH, HEIGHT = 13, 5


def tick_positions(ticks: int = 10) -> list[tuple[int, int]]:
    """(column, row) of each tick round an ellipse, clockwise from twelve o'clock."""
    cx, cy, rx, ry = WIDTH // 2, HEIGHT // 2, 5.5, 2.0
    return [
        (round(cx + rx * math.sin(2 * math.pi * i / ticks)), round(cy - ry * math.cos(2 * math.pi * i / ticks)))
        for i in range(ticks)
    ]


class DialFace(Widget):
    """Shows `value` on a face of `face` units: the tick nearest the pointer is lit. Under the face, the
    dial's title and a caption saying what the number counts (spins, days), so it reads on its own."""

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
        styles: dict[tuple[int, int], str] = {}
        units = self.value % self.face
        lit = round(units / self.face * 10) % 10
        for i, (col, row) in enumerate(tick_positions()):
            grid[row][col] = "●" if i == lit else "·"
            styles[(col, row)] = "bold red" if i == lit else "grey58"
        number = str(units)
        start = WIDTH // 2 - len(number) // 2
        for k, ch in enumerate(number):
            grid[HEIGHT // 2][start + k] = ch
            styles[(start + k, HEIGHT // 2)] = "bold"
        out = Text()
        for row in range(HEIGHT):
            for col in range(WIDTH):
                out.append(grid[row][col], style=styles.get((col, row), ""))
            out.append("\n")
        out.append(self.title[:WIDTH].center(WIDTH), style="bold")
        out.append("\n")
        out.append(self.caption[:WIDTH].center(WIDTH), style="italic")
        return out
