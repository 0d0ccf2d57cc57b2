"""Where the land is, for a globe or a world map drawn in a terminal: a half-degree grid read from data/.

The grid is built once from a 1-km land mask by `scripts/build_land_mask.py`; here each row is one Python int
whose bit c is column c, so the whole Earth costs about 50 KB and a lookup is two index sums and a shift.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from ..paths import data_path

ROWS, COLUMNS = 360, 720
CELL_DEGREES = 0.5


class LandMask:
    """Land or sea at any latitude and longitude, to half a degree."""

    def __init__(self, rows: list[int]) -> None:
        if len(rows) != ROWS:
            raise ValueError(f"a land mask has {ROWS} rows, not {len(rows)}")
        self.rows = rows

    @classmethod
    def read(cls, path: Path) -> LandMask:
        rows: list[int] = []
        for number, line in enumerate(path.read_text(encoding="ascii").splitlines(), start=1):
            if not line or line.startswith("#"):
                continue
            lengths = [int(field) for field in line.split()]
            if sum(lengths) != COLUMNS:
                raise ValueError(f"{path.name}:{number}: the runs cover {sum(lengths)} columns, not {COLUMNS}")
            rows.append(_row_bits(lengths))
        return cls(rows)

    def is_land(self, lat: float, lon: float) -> bool:
        """True on land. Latitude is clamped to the poles; longitude wraps, so 190 is 170 W."""
        row = min(ROWS - 1, max(0, int((90.0 - lat) / CELL_DEGREES)))
        column = int(((lon + 180.0) % 360.0) / CELL_DEGREES) % COLUMNS
        return bool(self.rows[row] >> column & 1)

    def share_of_land(self) -> float:
        """The share of cells that are land (a lat-lon grid, so the poles count more than their area)."""
        return sum(row.bit_count() for row in self.rows) / (ROWS * COLUMNS)


def _row_bits(lengths: list[int]) -> int:
    """Alternating sea and land runs, sea first, as one int whose set bits are the land columns."""
    bits, column, land = 0, 0, False
    for length in lengths:
        if land:
            bits |= ((1 << length) - 1) << column
        column += length
        land = not land
    return bits


@cache
def land_mask() -> LandMask:
    """The shipped mask, read once."""
    return LandMask.read(data_path("land-mask.txt"))
