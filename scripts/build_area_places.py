#!/usr/bin/env python3
"""Build the Mapominoes schematic maps: data/uk-areas-places.tsv and data/europe-countries-places.tsv.

Each card of a deck gets one cell of a small grid at its place on the map, so the table can show a map
of the deck lighting the cards laid. The places are AUTHORED by the project below (``CENTRES``): a rough
centre of each area in degrees of longitude and latitude, read off general maps, good to a few tens of
kilometres, which is all a cell of the grid holds. Nothing is derived from third-party data.

A centre is projected (longitude shrunk by the cosine of the map's middle latitude) onto cells twice as
tall as they are wide, as a terminal's character cells are, and the areas are given distinct cells by
an optimal assignment: the sum of the squared distances from each centre to its cell is the least
possible, so crowded areas (the Glasgow councils, the Welsh valleys, London) spread to the nearest
cells around them and the coast keeps its shape. Insets move a far island group nearer, as a printed
map does (Shetland beside Orkney).

    python scripts/build_area_places.py            # rewrite the places files
    python scripts/build_area_places.py --check    # exit 1 if a committed file is out of date
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from generated import write_or_check

DATA = Path(__file__).resolve().parents[1] / "data"

# ---------------------------------------------------------------- authored by the project
UK = {
    # England
    "Bedfordshire": (-0.45, 52.05),
    "Berkshire": (-1.1, 51.45),
    "Bristol": (-2.58, 51.45),
    "Buckinghamshire": (-0.8, 51.8),
    "Cambridgeshire": (0.05, 52.4),
    "Cheshire": (-2.55, 53.2),
    "City of London": (-0.09, 51.515),
    "Cornwall": (-4.8, 50.4),
    "Cumbria": (-2.9, 54.55),
    "Derbyshire": (-1.6, 53.1),
    "Devon": (-3.8, 50.75),
    "Dorset": (-2.3, 50.8),
    "Durham": (-1.75, 54.65),
    "East Riding of Yorkshire": (-0.6, 53.85),
    "East Sussex": (0.25, 50.95),
    "Essex": (0.55, 51.8),
    "Gloucestershire": (-2.2, 51.85),
    "Greater London": (-0.12, 51.5),
    "Greater Manchester": (-2.3, 53.5),
    "Hampshire": (-1.25, 51.05),
    "Herefordshire": (-2.75, 52.1),
    "Hertfordshire": (-0.25, 51.85),
    "Isle of Wight": (-1.3, 50.67),
    "Kent": (0.75, 51.2),
    "Lancashire": (-2.6, 53.85),
    "Leicestershire": (-1.15, 52.65),
    "Lincolnshire": (-0.3, 53.1),
    "Merseyside": (-2.95, 53.45),
    "Norfolk": (1.0, 52.65),
    "North Yorkshire": (-1.4, 54.15),
    "Northamptonshire": (-0.9, 52.3),
    "Northumberland": (-2.0, 55.2),
    "Nottinghamshire": (-1.0, 53.15),
    "Oxfordshire": (-1.3, 51.8),
    "Rutland": (-0.65, 52.65),
    "Shropshire": (-2.7, 52.65),
    "Somerset": (-3.0, 51.1),
    "South Yorkshire": (-1.3, 53.5),
    "Staffordshire": (-2.0, 52.85),
    "Suffolk": (1.05, 52.2),
    "Surrey": (-0.35, 51.25),
    "Tyne and Wear": (-1.55, 54.95),
    "Warwickshire": (-1.55, 52.3),
    "West Midlands": (-1.9, 52.5),
    "West Sussex": (-0.45, 50.95),
    "West Yorkshire": (-1.7, 53.75),
    "Wiltshire": (-1.95, 51.3),
    "Worcestershire": (-2.2, 52.2),
    # Wales
    "Blaenau Gwent": (-3.2, 51.78),
    "Bridgend": (-3.6, 51.55),
    "Caerphilly": (-3.22, 51.63),
    "Cardiff": (-3.2, 51.5),
    "Carmarthenshire": (-4.2, 51.9),
    "Ceredigion": (-4.0, 52.25),
    "Conwy": (-3.75, 53.15),
    "Denbighshire": (-3.35, 53.05),
    "Flintshire": (-3.15, 53.2),
    "Gwynedd": (-3.9, 52.85),
    "Isle of Anglesey": (-4.35, 53.28),
    "Merthyr Tydfil": (-3.37, 51.75),
    "Monmouthshire": (-2.85, 51.75),
    "Neath Port Talbot": (-3.75, 51.65),
    "Newport": (-2.99, 51.58),
    "Pembrokeshire": (-4.9, 51.85),
    "Powys": (-3.4, 52.35),
    "Rhondda Cynon Taf": (-3.45, 51.62),
    "Swansea": (-4.0, 51.62),
    "Torfaen": (-3.05, 51.7),
    "Vale of Glamorgan": (-3.4, 51.43),
    "Wrexham": (-3.0, 53.0),
    # Scotland
    "Aberdeen City": (-2.15, 57.15),
    "Aberdeenshire": (-2.6, 57.25),
    "Angus": (-2.9, 56.7),
    "Argyll and Bute": (-5.4, 56.3),
    "City of Edinburgh": (-3.25, 55.93),
    "Clackmannanshire": (-3.75, 56.15),
    "Dumfries and Galloway": (-3.9, 55.05),
    "Dundee City": (-2.97, 56.47),
    "East Ayrshire": (-4.3, 55.45),
    "East Dunbartonshire": (-4.2, 55.95),
    "East Lothian": (-2.75, 55.93),
    "East Renfrewshire": (-4.35, 55.77),
    "Falkirk": (-3.8, 56.0),
    "Fife": (-3.1, 56.2),
    "Glasgow City": (-4.25, 55.86),
    "Highland": (-4.9, 57.4),
    "Inverclyde": (-4.75, 55.9),
    "Midlothian": (-3.1, 55.82),
    "Moray": (-3.3, 57.45),
    "Na h-Eileanan Siar": (-7.0, 57.7),
    "North Ayrshire": (-4.75, 55.7),
    "North Lanarkshire": (-3.95, 55.87),
    "Orkney Islands": (-3.0, 59.0),
    "Perth and Kinross": (-3.8, 56.6),
    "Renfrewshire": (-4.55, 55.83),
    "Scottish Borders": (-2.8, 55.55),
    "Shetland Islands": (-1.25, 60.35),
    "South Ayrshire": (-4.65, 55.3),
    "South Lanarkshire": (-3.85, 55.6),
    "Stirling": (-4.35, 56.25),
    "West Dunbartonshire": (-4.45, 55.95),
    "West Lothian": (-3.6, 55.9),
    # Northern Ireland
    "Antrim": (-6.2, 54.85),
    "Armagh": (-6.6, 54.3),
    "Down": (-5.9, 54.35),
    "Fermanagh": (-7.6, 54.35),
    "Londonderry": (-6.8, 54.9),
    "Tyrone": (-7.1, 54.6),
}
UK_INSETS = {"Shetland Islands": (-1.6, 59.3)}
"""Shetland in a box beside Orkney, as on most maps of the UK."""

EUROPE = {
    "Albania": (20.0, 41.1),
    "Andorra": (1.55, 42.55),
    "Austria": (14.5, 47.6),
    "Belarus": (28.0, 53.7),
    "Belgium": (4.6, 50.6),
    "Bosnia and Herzegovina": (17.8, 44.2),
    "Bulgaria": (25.3, 42.7),
    "Croatia": (16.0, 45.4),
    "Cyprus": (33.2, 35.0),
    "Czechia": (15.3, 49.8),
    "Denmark": (9.5, 56.0),
    "Estonia": (25.5, 58.7),
    "Finland": (26.0, 63.0),
    "France": (2.5, 46.6),
    "Germany": (10.4, 51.1),
    "Greece": (22.5, 39.3),
    "Hungary": (19.4, 47.2),
    "Iceland": (-18.5, 64.9),
    "Ireland": (-8.0, 53.2),
    "Italy": (12.6, 42.8),
    "Kosovo": (20.9, 42.6),
    "Latvia": (24.9, 56.9),
    "Liechtenstein": (9.55, 47.15),
    "Lithuania": (23.9, 55.3),
    "Luxembourg": (6.1, 49.8),
    "Malta": (14.4, 35.9),
    "Moldova": (28.5, 47.2),
    "Monaco": (7.42, 43.74),
    "Montenegro": (19.3, 42.8),
    "Netherlands": (5.3, 52.2),
    "North Macedonia": (21.7, 41.6),
    "Norway": (9.0, 61.0),
    "Poland": (19.4, 52.0),
    "Portugal": (-8.2, 39.6),
    "Romania": (25.0, 45.9),
    "Russia": (38.0, 56.0),
    "San Marino": (12.45, 43.94),
    "Serbia": (20.9, 44.0),
    "Slovakia": (19.7, 48.7),
    "Slovenia": (14.8, 46.1),
    "Spain": (-3.6, 40.3),
    "Sweden": (15.5, 60.5),
    "Switzerland": (8.2, 46.8),
    "Ukraine": (31.2, 49.0),
    "United Kingdom": (-2.0, 53.5),
    "Vatican": (12.45, 41.9),
}
EUROPE_INSETS = {"Iceland": (-11.0, 63.5), "Cyprus": (31.0, 36.5)}
"""Iceland and Cyprus drawn nearer the mainland, as insets are."""

MAPS = {
    "uk-areas-places.tsv": ("the UK deck", UK, UK_INSETS, 30.0),
    "europe-countries-places.tsv": ("the Europe deck", EUROPE, EUROPE_INSETS, 200.0),
}
"""Each file: what it maps, the centres, the insets, and the width of a cell in kilometres."""

KM_PER_DEGREE = 111.2


def projected(centres: dict[str, tuple[float, float]], cell_km: float) -> dict[str, tuple[float, float]]:
    """Each centre as (row, column) in cells: a cell `cell_km` wide and twice as tall, north up."""
    middle = math.radians(sum(lat for _, lat in centres.values()) / len(centres))
    across = KM_PER_DEGREE * math.cos(middle) / cell_km
    down = KM_PER_DEGREE / (2 * cell_km)
    west = min(lon for lon, _ in centres.values())
    north = max(lat for _, lat in centres.values())
    return {name: ((north - lat) * down, (lon - west) * across) for name, (lon, lat) in centres.items()}


def assignment(cost: list[list[float]]) -> list[int]:
    """The column for each row that makes the total cost least (the Hungarian method; rows <= columns)."""
    rows, cols = len(cost), len(cost[0])
    u, v = [0.0] * (rows + 1), [0.0] * (cols + 1)
    owner, way = [0] * (cols + 1), [0] * (cols + 1)
    for row in range(1, rows + 1):
        owner[0], col0 = row, 0
        least, used = [math.inf] * (cols + 1), [False] * (cols + 1)
        while owner[col0]:
            used[col0] = True
            row0, delta, col1 = owner[col0], math.inf, 0
            for col in range(1, cols + 1):
                if not used[col]:
                    reduced = cost[row0 - 1][col - 1] - u[row0] - v[col]
                    if reduced < least[col]:
                        least[col], way[col] = reduced, col0
                    if least[col] < delta:
                        delta, col1 = least[col], col
            for col in range(cols + 1):
                if used[col]:
                    u[owner[col]] += delta
                    v[col] -= delta
                else:
                    least[col] -= delta
            col0 = col1
        while col0:
            col1 = way[col0]
            owner[col0] = owner[col1]
            col0 = col1
    found = [0] * rows
    for col in range(1, cols + 1):
        if owner[col]:
            found[owner[col] - 1] = col - 1
    return found


def places(centres: dict[str, tuple[float, float]], cell_km: float) -> dict[str, tuple[int, int]]:
    """A distinct (row, column) for every area, as near its centre as the others allow, the map's top-left
    cell at (0, 0)."""
    ideal = projected(centres, cell_km)
    names = sorted(ideal)
    height = math.ceil(max(r for r, _ in ideal.values())) + 3
    width = math.ceil(max(c for _, c in ideal.values())) + 3
    cells = [(r, c) for r in range(-1, height) for c in range(-1, width)]
    cost = [[(ideal[n][0] - r) ** 2 + (ideal[n][1] - c) ** 2 for r, c in cells] for n in names]
    chosen = {name: cells[col] for name, col in zip(names, assignment(cost))}
    top = min(r for r, _ in chosen.values())
    left = min(c for _, c in chosen.values())
    return {name: (r - top, c - left) for name, (r, c) in chosen.items()}


def document(what: str, found: dict[str, tuple[int, int]], insets: dict[str, tuple[float, float]]) -> str:
    lines = [
        f"# The schematic map of {what} for Mapominoes: each card's cell, row and column from the top left.",
        "#",
        "# GENERATED by scripts/build_area_places.py -- edit the script, not this file.",
        "# The places are authored by the parlorgames project (rough centres read off general maps,",
        "# released under the MIT licence); no third-party data.",
    ]
    if insets:
        lines.append(f"# Drawn nearer the rest, as insets: {', '.join(sorted(insets))}.")
    lines.append("row\tcol\tname")
    lines += [f"{r}\t{c}\t{name}" for name, (r, c) in sorted(found.items(), key=lambda item: (item[1], item[0]))]
    return "\n".join(lines) + "\n"


def picture(found: dict[str, tuple[int, int]]) -> str:
    """The map as text, each cell the first letter of its area (to look at while editing the centres)."""
    height = max(r for r, _ in found.values()) + 1
    width = max(c for _, c in found.values()) + 1
    grid = [[" "] * width for _ in range(height)]
    for name, (r, c) in found.items():
        grid[r][c] = name[0]
    return "\n".join("".join(row) for row in grid)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the committed files are up to date")
    parser.add_argument("--show", action="store_true", help="print each map as text")
    args = parser.parse_args(argv)
    outputs = {}
    for file, (what, centres, insets, cell_km) in MAPS.items():
        found = places({**centres, **insets}, cell_km)
        if args.show:
            print(f"{file}:\n{picture(found)}\n")
        outputs[DATA / file] = document(what, found, insets).encode("ascii")
    return write_or_check(outputs, args.check)


if __name__ == "__main__":
    sys.exit(main())
