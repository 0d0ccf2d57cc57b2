"""Build data/land-mask.txt: where the land is, on a half-degree grid, for the globe and the world map.

The source is the global-land-mask package (MIT code; its data is NOAA's GLOBE 1-km elevation grid, a work of the
US government). It needs numpy, so it is used here, at build time only; the game reads the small text file.

Each of the 360 rows (north to south, 0.5 degrees each) lists run lengths over 720 columns (west to east from
180 W), alternating sea and land and starting with sea. A cell is land when most of a 5 x 5 sample inside it is.

    pip install -e '.[build]'
    python scripts/build_land_mask.py          # --check says whether the committed file is up to date
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
from generated import write_or_check
from global_land_mask import globe

ROWS, COLUMNS, CELL = 360, 720, 0.5
SAMPLES = 5
TARGET = Path(__file__).resolve().parent.parent / "data" / "land-mask.txt"


def land_cells() -> np.ndarray:
    """A ROWS x COLUMNS boolean grid: True where most of the cell is land."""
    offsets = (np.arange(SAMPLES) + 0.5) / SAMPLES * CELL
    lats = 90 - (np.repeat(np.arange(ROWS), SAMPLES) * CELL + np.tile(offsets, ROWS))
    lons = -180 + np.repeat(np.arange(COLUMNS), SAMPLES) * CELL + np.tile(offsets, COLUMNS)
    lon_grid, lat_grid = np.meshgrid(lons, lats)
    fine = globe.is_land(lat_grid, lon_grid)
    share = fine.reshape(ROWS, SAMPLES, COLUMNS, SAMPLES).mean(axis=(1, 3))
    return np.asarray(share >= 0.5)


def runs(row: np.ndarray) -> list[int]:
    """Run lengths of one row, alternating sea and land, starting with sea (so a first run may be 0)."""
    lengths: list[int] = []
    current, count = False, 0
    for cell in row:
        if bool(cell) == current:
            count += 1
        else:
            lengths.append(count)
            current, count = bool(cell), 1
    lengths.append(count)
    return lengths


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if the committed file differs")
    arguments = parser.parse_args()
    grid = land_cells()
    header = (
        "# Land and sea on a half-degree grid: 360 rows from 90 N to 90 S, 720 columns from 180 W,\n"
        "# each row's run lengths alternating sea and land, starting with sea.\n"
        "# Built by scripts/build_land_mask.py from global-land-mask (NOAA GLOBE data, US government work).\n"
    )
    lines = [" ".join(str(length) for length in runs(row)) for row in grid]
    print(f"{TARGET.name}: {int(grid.sum())} land cells of {grid.size} ({grid.mean():.1%})")
    return write_or_check({TARGET: (header + "\n".join(lines) + "\n").encode("ascii")}, arguments.check)


if __name__ == "__main__":
    sys.exit(main())
