"""Small pictures made of text: a histogram for `simulate`, a sparkline of recent scores for the records.

Plain strings of block characters, so they print on any terminal, in a pipe and inside a Textual widget alike.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

EIGHTHS = " ▏▎▍▌▋▊▉█"
SPARKS = "▁▂▃▄▅▆▇█"
MAX_BINS = 12


@dataclass(frozen=True)
class Bin:
    """Values from `low` up to (but not including) `high`; the last bin also holds `high` itself."""

    low: float
    high: float
    count: int

    def label(self, whole: bool) -> str:
        if whole and self.high - self.low <= 1:
            return f"{self.low:g}"
        top = self.high - 1 if whole else self.high
        return f"{self.low:g}–{top:g}"


def bins(values: Sequence[float], most: int = MAX_BINS) -> list[Bin]:
    """Equal-width bins over the values: one per value when whole numbers span few enough, else `most`."""
    if not values:
        return []
    low, high = min(values), max(values)
    whole = all(float(v).is_integer() for v in values)
    width: float
    if whole:
        width = max(1, math.ceil((high - low + 1) / most))
        edges = [low + width * i for i in range(math.ceil((high - low + 1) / width) + 1)]
    else:
        width = (high - low) / most or 1.0
        edges = [low + width * i for i in range(most + 1)] if high > low else [low, low + 1]
    counts = [0] * (len(edges) - 1)
    for value in values:
        index = min(int((value - low) // width), len(counts) - 1)
        counts[index] += 1
    return [Bin(edges[i], edges[i + 1], counts[i]) for i in range(len(counts))]


def bar(count: int, largest: int, width: int) -> str:
    """A horizontal bar `count/largest` of `width` cells long, drawn to an eighth of a cell."""
    eighths = round(count / largest * width * 8) if largest else 0
    return EIGHTHS[-1] * (eighths // 8) + (EIGHTHS[eighths % 8] if eighths % 8 else "")


def histogram(values: Sequence[float], title: str, width: int = 40) -> list[str]:
    """The lines of a histogram: one row per bin, its range, a bar and how many values fell in it."""
    found = bins(values)
    if not found:
        return []
    whole = all(float(v).is_integer() for v in values)
    labels = [b.label(whole) for b in found]
    pad = max(len(label) for label in labels)
    largest = max(b.count for b in found)
    lines = [f"{title} ({len(values)} games):"]
    for label, b in zip(labels, found):
        lines.append(f"  {label:>{pad}} │{bar(b.count, largest, width):<{width}} {b.count}")
    return lines


def sparkline(values: Sequence[float]) -> str:
    """One character per value, taller for larger: a glance at the last games' scores."""
    if not values:
        return ""
    low, high = min(values), max(values)
    span = high - low
    return "".join(SPARKS[round((v - low) / span * (len(SPARKS) - 1)) if span else len(SPARKS) // 2] for v in values)
