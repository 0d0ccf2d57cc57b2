"""Round the World's drawing: the spiral board, Our map, the teetotum, the dials, the prompt, the captains
and the windows' text, each a function of what the seat may see, the widget's own state and the colours
its style sheet gives (a palette of Rich styles), returning Rich `Text` (the board and the map, repainted at
every move, as lines of segments). The widgets keep the keys, the component classes that make the palettes,
and the caches of what does not change at one size."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text

from ...engine.land import land_mask
from ...engine.wording import counted
from .seats import SeatStyles, seat_name

if TYPE_CHECKING:
    from ...engine.boards import Track
    from ...engine.dials import Dial
    from ...engine.session import Seat
    from ...games.round_the_world import RoundTheWorld, RTWState
    from ...games.round_the_world.chart import Place

# --- the spiral board ----------------------------------------------------------------------------------

MARKS: tuple[tuple[str, str, str], ...] = (
    ("*", "port", "port"),
    ("!", "disaster", "disaster: back to port for repairs"),
    ("»", "wind", "wind on: fair wind"),
    ("«", "gale", "back: gale or head wind"),
    ("+", "days", "days added"),
)
"""Each mark on a station: its glyph, its part of the board (a component class) and what the legend says."""

SPIRAL_PARTS = ("path", "oval", "number", "port", "disaster", "wind", "gale", "days", "name", "legend")
"""The parts of the board drawn in a style of their own (`SpiralPalette.parts`)."""

SHIP = "▲"
"""A ship's sail, drawn before its captain's seat number."""

OVAL_WIDTHS = (7, 6, 5)
"""The oval widths tried, widest first; narrower cells draw a compact station without its brackets."""
COMPACT = 3

Canvas = list[list[tuple[str, str]]]
"""The board's cells, each a glyph and the part it belongs to ("" for the ground, `seatN` for a ship)."""
Line = list[Segment]
"""A line of the board or the map as Rich segments, each a run of characters in one style (a line of a
picture repainted at every move: the widget makes its strip of them as they are)."""


@dataclass(frozen=True, slots=True)
class SpiralPalette:
    """The board's styles: the widget's own (`base`), each part's over it, and each seat's ship over it."""

    base: Style
    parts: Mapping[str, Style]
    seats: tuple[Style, ...]


@dataclass(frozen=True, slots=True)
class Ships:
    """What the board shows of the game: each seat's station, and whose turn it is (None once it is over)."""

    positions: tuple[int, ...]
    turn: int | None


def station_marks(track: Track, number: int) -> str:
    """The glyphs saying what a station does, most telling first, so the board reads without colour."""
    station = track[number]
    if station.disaster:
        return "!"
    if station.port:
        return "*"
    marks = ""
    if station.to is not None:
        marks = "»" if station.to > number else "«"
    if station.days:
        marks += "+"
    return marks


def station_kind(track: Track, number: int) -> str:
    """The part a station is drawn as (its first mark's)."""
    marks = station_marks(track, number)
    return next((kind for glyph, kind, _ in MARKS if marks[:1] == glyph), "oval")


def port_names(track: Track, short_names: Mapping[int, str]) -> dict[int, tuple[str, ...]]:
    """Each port's names to try under it, longest first: its name, then its short name if it has one."""
    return {s.number: (s.port, short_names[s.number]) if s.number in short_names else (s.port,) for s in track.ports()}


def ship_marks(seats: list[int], room: int) -> list[tuple[str, int]]:
    """The ships of `seats` at one station in `room` cells, each mark with the seat it is coloured for: a
    sail and a number each (▲1▲2), or where that is too wide one sail before them all (▲123, ▲12+)."""
    if 2 * len(seats) <= room:
        return [(f"{SHIP}{seat + 1}", seat) for seat in seats]
    shown = seats if 1 + len(seats) <= room else seats[: max(room - 2, 1)]
    return [(SHIP, seats[0]), *((str(seat + 1), seat) for seat in shown)]


def legend_entries(track: Track) -> list[Text]:
    """The key to the marks this board really shows (the children's board has no orders, RTW-C1), an entry
    each: a glyph and what it means."""
    shown = {mark for n in range(1, track.length + 1) for mark in station_marks(track, n)}
    entries = [Text.assemble((glyph, "bold"), f" {label}") for glyph, _, label in MARKS if glyph in shown]
    return [*entries, Text.assemble((f"{SHIP}1", "bold"), " ship of captain 1")]


def legend(track: Track) -> Text:
    return Text("   ").join(legend_entries(track))


def pack(entries: list[Text], width: int, gap: int = 3) -> list[Text]:
    """Entries laid in lines of `width`, never an entry split where it fits on a line of its own."""
    lines: list[Text] = []
    for entry in entries:
        if lines and lines[-1].cell_len + gap + entry.cell_len <= width:
            lines[-1].append(" " * gap)
            lines[-1].append_text(entry)
        else:
            lines.append(entry.copy())
    return lines


@cache
def _wrapping() -> Console:
    """A console only for wrapping text (which asks nothing of it but is given one)."""
    return Console(width=80, color_system=None)


def legend_lines(entries: list[Text], width: int) -> list[Text]:
    """The legend's entries packed in lines of `width`, an entry wider than that wrapped."""
    if width <= 0:
        return []
    return [part for line in pack(entries, width) for part in line.wrap(_wrapping(), width)]


def spiral_cells(width: int, height: int) -> list[tuple[int, int]]:
    """(column, row) of every cell of a width×height grid, walking clockwise from the top-left inward."""
    cells: list[tuple[int, int]] = []
    left, top, right, bottom = 0, 0, width - 1, height - 1
    while left <= right and top <= bottom:
        cells += [(c, top) for c in range(left, right + 1)]
        cells += [(right, r) for r in range(top + 1, bottom + 1)]
        if top < bottom:
            cells += [(c, bottom) for c in range(right - 1, left - 1, -1)]
        if left < right:
            cells += [(left, r) for r in range(bottom - 1, top, -1)]
        left, top, right, bottom = left + 1, top + 1, right - 1, bottom - 1
    return cells


@dataclass(frozen=True, slots=True)
class Layout:
    """Where every station goes for one size: a grid of `columns`×`rows` cells spread over `width`×`height`
    (so some cells are a column or a row bigger than others), the ovals `oval` wide; `cells[n]` is station
    n's (column, row), the dock being 0."""

    columns: int
    rows: int
    width: int
    height: int
    oval: int
    cells: tuple[tuple[int, int], ...]

    def origin(self, number: int) -> tuple[int, int]:
        column, row = self.cells[number]
        return column * self.width // self.columns, row * self.height // self.rows

    def cell_height(self, number: int) -> int:
        row = self.cells[number][1]
        return (row + 1) * self.height // self.rows - row * self.height // self.rows

    @property
    def cell_width(self) -> int:
        return self.width // self.columns


def central(cells: list[tuple[int, int]], columns: int, rows: int) -> bool:
    """True if the path's last cell lies at the middle of the grid (New York is at the centre, RTW-T1)."""
    column, row = cells[-1]
    return abs(column - (columns - 1) / 2) <= max(1.0, (columns - rows) / 2 + 0.5) and abs(row - (rows - 1) / 2) <= 1


def lay_out(stations: int, width: int, height: int) -> Layout | None:
    """The roomiest spiral of `stations` + the dock that fits width×height: wider than high, as the
    window is; then the widest ovals; then room under them for ships and names; then the fewest cells."""
    best: tuple[tuple[bool, int, int, int], Layout] | None = None
    for rows in range(3, height // 2 + 1):
        for columns in range(3, width // 4 + 1):
            if columns * rows < stations + 1:
                continue
            cells = spiral_cells(columns, rows)[: stations + 1]
            if not central(cells, columns, rows):
                continue
            cell_width, cell_height = width // columns, height // rows
            oval = next((o for o in OVAL_WIDTHS if o + 1 <= cell_width), COMPACT if cell_width >= 4 else 0)
            if not oval:
                continue
            used = (
                width if cell_width <= oval + 8 else columns * (oval + 8),
                height if cell_height <= 4 else rows * 4,
            )
            score = (columns >= rows, oval, min(cell_height, 3), -columns * rows)
            if best is None or score > best[0]:
                best = (score, Layout(columns, rows, *used, oval, tuple(cells)))
    return None if best is None else best[1]


def lay_out_over(stations: int, width: int, height: int, legend: int) -> tuple[Layout | None, int]:
    """The spiral over a `legend` of that many lines under it in width×height, and how many of the legend's
    lines are kept: the legend gives up its lines, last first, before the board goes blank (a window whose
    message panel grows by a line leaves the board a line short)."""
    for kept in range(legend, -1, -1):
        layout = lay_out(stations, width, height - kept)
        if layout is not None:
            return layout, kept
    return None, legend


@dataclass(frozen=True, slots=True)
class SpiralGround:
    """What does not move at one size: the layout, the path and the ovals, and the legend's lines kept."""

    width: int
    height: int
    layout: Layout | None
    canvas: Canvas
    legend: list[Text]


def oval(track: Track, number: int, width: int) -> str:
    """`( 12»+)` in a roomy cell, `(12»)` in a narrow one, `12»` without brackets in the narrowest."""
    if number == 0:
        return "Dock".center(width)
    marks = station_marks(track, number)
    if width == COMPACT:
        return f"{number:>2}{marks[:1]:<1}"
    digits = width - 4 if width > 5 else 2
    return f"({number:>{digits}}{marks[: 2 if width > 5 else 1]:<{2 if width > 5 else 1}})"


def spiral_ground(track: Track, width: int, height: int) -> SpiralGround:
    """The spiral laid out for width×height over as much of the legend as fits, its path and ovals drawn."""
    lines = legend_lines(legend_entries(track), width)
    layout, kept = lay_out_over(track.length, width, height, len(lines))
    canvas = [[(" ", "")] * width for _ in range(height)]
    if layout is not None:
        _draw_path_and_ovals(canvas, track, layout)
    return SpiralGround(width, height, layout, canvas, lines[:kept])


def _draw_path_and_ovals(canvas: Canvas, track: Track, layout: Layout) -> None:
    height, width = len(canvas), len(canvas[0]) if canvas else 0

    def put(x: int, y: int, text: str, kind: str) -> None:
        for i, ch in enumerate(text):
            if 0 <= x + i < width and 0 <= y < height:
                canvas[y][x + i] = (ch, kind)

    for number in range(len(layout.cells)):
        x, y = layout.origin(number)
        if number + 1 < len(layout.cells):
            nx, ny = layout.origin(number + 1)
            if ny == y:
                start = min(x, nx) + max(layout.oval, 4 if 0 in (number, number + 1) else 0)
                put(start, y, "─" * (max(x, nx) - start), "path")
            else:
                for row in range(min(y, ny) + 1, max(y, ny)):
                    put(x, row, "│", "path")
        drawn = oval(track, number, layout.oval)
        put(x, y, drawn, "port" if number == 0 else station_kind(track, number))
        for i, ch in enumerate(drawn):
            if ch.isdigit():
                put(x + i, y, ch, "number")


def spiral_board(
    ground: SpiralGround, names: Mapping[int, tuple[str, ...]], ships: Ships, palette: SpiralPalette
) -> list[Line]:
    """The board's lines: the ground with the ships and the ports' names on it, then the legend kept. A
    station's number is always in the foreground colour, so it reads in every theme; its brackets and marks
    take the colour of what the station does; the ships of the captain to move are underlined."""
    canvas = [list(line) for line in ground.canvas]
    layout = ground.layout
    if layout is not None:
        _draw_ships(canvas, layout, ships.positions)
        _draw_names(canvas, layout, names)
    styles = {"": palette.base, **{part: palette.base + style for part, style in palette.parts.items()}}
    for seat in range(max(len(ships.positions), 1)):
        style = palette.seats[seat % len(palette.seats)]
        styles[f"seat{seat}"] = palette.base + (style + Style(underline=True) if seat == ships.turn else style)
    lines = [_runs([(ch, styles[kind]) for ch, kind in line]) for line in canvas[: ground.height - len(ground.legend)]]
    for entry in ground.legend:
        line = list(Segment.apply_style(entry.render(_wrapping()), palette.base))
        lines.append(_padded(line, ground.width, palette.base))
    return lines[: ground.height]


def _runs(cells: list[tuple[str, Style]]) -> Line:
    """A line of cells as segments, a segment a run of cells in one style (one a cell would slow a paint)."""
    out: Line = []
    run, style = "", cells[0][1] if cells else Style()
    for ch, cell_style in cells:
        if cell_style is not style:
            out.append(Segment(run, style))
            run, style = "", cell_style
        run += ch
    if run:
        out.append(Segment(run, style))
    return out


def _padded(line: Line, width: int, style: Style) -> Line:
    short = width - Segment.get_line_length(line)
    return [*line, Segment(" " * short, style)] if short > 0 else line


def plain(line: Line) -> str:
    """A line's characters without their styles."""
    return "".join(segment.text for segment in line)


def _ships_at(positions: tuple[int, ...]) -> dict[int, list[int]]:
    ships: dict[int, list[int]] = {}
    for seat, station in enumerate(positions):
        ships.setdefault(station, []).append(seat)
    return ships


def _draw_ships(canvas: Canvas, layout: Layout, positions: tuple[int, ...]) -> None:
    """Ships on the line under their station: a sail and the seat number each, side by side; a crowd
    that has no room for a sail each shares one sail (▲123: the ships of captains 1, 2 and 3), and a
    bigger one shows its first numbers and `+`."""
    ships = _ships_at(positions)
    for station, seats in ships.items():
        x, y = layout.origin(station)
        if y + 1 >= len(canvas) or layout.cell_height(station) < 2:
            continue
        marks = ship_marks(seats, _ship_room(canvas, layout, station, ships))
        at = x + 1
        for text, seat in marks:
            for ch in text:
                canvas[y + 1][at] = (ch, f"seat{seat}")
                at += 1
        if len(marks) < len(seats):
            canvas[y + 1][at] = ("+", "oval")


def _ship_room(canvas: Canvas, layout: Layout, station: int, ships: dict[int, list[int]]) -> int:
    """The cells for a station's ships: its own cell's width, and where its ships need more (three at
    the dock of a small board) the blank line beyond it, up to the next station along that has ships."""
    x, y = layout.origin(station)
    line = canvas[y + 1]
    room = layout.cell_width - 1
    others = [layout.origin(n)[0] for n in ships if n != station and layout.origin(n)[1] == y]
    end = min([len(line), *(other for other in others if other > x)])
    while x + 1 + room < end and line[x + 1 + room][0] == " " and room < 2 * len(ships[station]):
        room += 1
    return room


def _draw_names(canvas: Canvas, layout: Layout, names: Mapping[int, tuple[str, ...]]) -> None:
    """Each port's name under it, on the line below its ships or the one below that: in full where
    there is room (reaching left of the oval by up to half the name), else its short name, else the
    first of them that fits the widest room under the oval, else cut short with an ellipsis. A name
    always reaches under its own oval, so one never reads as its neighbour's."""
    for number in range(1, len(layout.cells)):
        tried = names.get(number)
        if not tried:
            continue
        x, y = layout.origin(number)
        lines = [y + line for line in ((2, 1) if layout.cell_height(number) >= 3 else (1,)) if y + line < len(canvas)]
        placed = _place_name(canvas, lines, x, tried)
        if placed:
            line, start, shown = placed
            for i, ch in enumerate(shown):
                canvas[line][start + i] = (ch, "name")


def _place_name(canvas: Canvas, lines: list[int], x: int, names: tuple[str, ...]) -> tuple[int, int, str] | None:
    """Where a name goes: (line, first column, the name as shown), or None where nothing fits."""

    def room(row: list[tuple[str, str]], start: int) -> int:
        """Free cells from `start`, keeping two blanks between one name and the next."""
        if start < 0 or row[start] != (" ", "") or any(row[i][1] == "name" for i in range(max(start - 2, 0), start)):
            return 0
        end = start
        while end < len(row) and row[end] == (" ", ""):
            end += 1
        return end - start - sum(end + i < len(row) and row[end + i][1] == "name" for i in (0, 1))

    widest: tuple[int, int, int] = (0, 0, 0)
    for name in names:
        for line in lines:
            for start in range(x + 1, x - len(name) // 2 - 1, -1):
                free = room(canvas[line], start)
                if len(name) <= free:
                    return line, start, name
                if start + free > x + 1:
                    widest = max(widest, (free, line, start), key=lambda found: found[0])
    free, line, start = widest
    shown = next((name for name in names if len(name) <= free), names[-1][: free - 1] + "…")
    return (line, max(start, x + 2 - len(shown)), shown) if free >= 4 else None


# --- Our map -------------------------------------------------------------------------------------------

QUADRANTS = " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"
"""A cell's four quarters as glyphs: bit 1 top left, 2 top right, 4 bottom left, 8 bottom right."""
NORTH, SOUTH = 75.0, -60.0
"""The latitudes the map shows: the voyage runs from New York's to Cape Horn's."""
MAP_TITLE = "Our map"
ASPECT = 6
"""Cells across for each cell down that keep the map's shape (a cell is twice as high as wide)."""
NARROW_ASPECT = 4
"""A narrow map may stand taller than its true shape, down to this many cells across a cell down."""


@dataclass(frozen=True, slots=True)
class MapPalette:
    """Our map's styles: the widget's own (`base`), and over it the land, the sea, the course, the title."""

    base: Style
    land: Style
    sea: Style
    course: Style
    title: Style
    seats: tuple[Style, ...]


def mercator(lat: float) -> float:
    return math.log(math.tan(math.pi / 4 + math.radians(lat) / 2))


def latitude(y: float) -> float:
    return math.degrees(2 * math.atan(math.exp(y)) - math.pi / 2)


class MapFrame:
    """Where a latitude and longitude fall on a map of `width`×`height` cells, each cell two by two dots."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.top, self.bottom = mercator(NORTH), mercator(SOUTH)

    def cell(self, place: Place) -> tuple[int, int]:
        lat, lon = place
        column = int((lon + 180.0) / 360.0 * self.width) % self.width
        share = (self.top - mercator(max(SOUTH, min(NORTH, lat)))) / (self.top - self.bottom)
        return column, min(self.height - 1, int(share * self.height))

    def dot_place(self, column: int, row: int) -> Place:
        """The latitude and longitude at the middle of dot (column, row), two dots a cell each way."""
        lon = -180.0 + (column + 0.5) * 360.0 / (2 * self.width)
        y = self.top - (row + 0.5) / (2 * self.height) * (self.top - self.bottom)
        return latitude(y), lon

    def land(self) -> list[list[int]]:
        """Each cell's quarters on land, as the bits of `QUADRANTS`."""
        mask = land_mask()
        cells = [[0] * self.width for _ in range(self.height)]
        for row in range(2 * self.height):
            for column in range(2 * self.width):
                if mask.is_land(*self.dot_place(column, row)):
                    cells[row // 2][column // 2] |= 1 << (column % 2 + 2 * (row % 2))
        return cells


def map_size(width: int, height: int) -> tuple[int, int]:
    """The map's cells across and down in a widget of width×height, a line of it kept for the title."""
    room = height - 1
    across = min(width, ASPECT * room)
    down = min(room, max(width // ASPECT, width // NARROW_ASPECT if across < 30 else 0))
    return across, down


def voyage_map(
    chart: Sequence[Place],
    frame: MapFrame,
    land: list[list[int]],
    positions: Sequence[int],
    palette: MapPalette,
    width: int,
) -> list[Line]:
    """The title, then the map's lines padded to `width`: land in block glyphs, the course dotted on the
    sea, each ship at its place as a sail and its seat number in its captain's colour."""
    if frame.height < 2:
        return []
    base = palette.base
    title = _padded([Segment(MAP_TITLE[:width], base + palette.title)], width, base)
    land_style, sea = base + palette.land, base + palette.sea
    cells = [[(QUADRANTS[bits], land_style if bits else sea) for bits in row] for row in land]
    for place in chart:
        column, line = frame.cell(place)
        if not land[line][column]:
            cells[line][column] = ("·", base + palette.course)
    ships: dict[tuple[int, int], list[int]] = {}
    for seat, station in enumerate(positions):
        ships.setdefault(frame.cell(chart[min(station, len(chart) - 1)]), []).append(seat)
    taken: set[tuple[int, int]] = set()
    for (column, line), seats in ships.items():
        for text, seat in ship_marks(seats, 1 + len(seats)):
            for glyph in text:
                while (column, line) in taken and column + 1 < frame.width:
                    column += 1
                taken.add((column, line))
                cells[line][column] = (glyph, base + palette.seats[seat % len(palette.seats)])
    return [title, *(_padded(_runs(glyphs), width, base) for glyphs in cells)]


# --- the teetotum --------------------------------------------------------------------------------------

TEETOTUM_WIDTH = 13
SPINDLE = "╲┃╱┃"


@dataclass(frozen=True, slots=True)
class TeetotumPalette:
    body: Style
    side: Style
    face: Style
    title: Style
    caption: Style
    asking: Style


@dataclass(frozen=True, slots=True)
class TeetotumShown:
    """The teetotum as the widget holds it: the face up (None before any spin), the animation's frame
    (-1 at rest) and the caption saying what the face is for (a spin waiting on a waiver, RTW-T5)."""

    faces: tuple[int, ...]
    face: int | None
    frame: int
    caption: str


def teetotum(shown: TeetotumShown, palette: TeetotumPalette) -> Text:
    """A five-sided top seen from the side, the face that came up in the middle of its rim and its
    neighbours either side; while it spins the spindle leans and the caption says so."""
    spinning = shown.frame >= 0
    body = palette.body
    out = Text()
    out.append(f"{SPINDLE[shown.frame % len(SPINDLE)] if spinning else '┃':^{TEETOTUM_WIDTH}}\n", style=body)
    out.append("  ╭───┸───╮  \n", style=body)
    out.append(" ╱", style=body)
    faces = shown.faces
    if shown.face is None:
        out.append("    ?    ", style=palette.face)
    else:
        at = faces.index(shown.face) if shown.face in faces else 0
        before, after = faces[at - 1], faces[(at + 1) % len(faces)]
        out.append(f" {before:>1} ", style=palette.side)
        out.append(f"[{shown.face}]", style=palette.face)
        out.append(f" {after:<1} ", style=palette.side)
    out.append("╲ \n", style=body)
    out.append(" ╲─────────╱ \n", style=body)
    out.append(f"{'≈ ▼ ≈' if spinning else '▼':^{TEETOTUM_WIDTH}}\n", style=body)
    out.append(f"{'teetotum':^{TEETOTUM_WIDTH}}\n", style=palette.title)
    caption = "spinning…" if spinning else shown.caption or ("" if shown.face is None else f"spun {shown.face}")
    asking = bool(shown.caption) and not spinning
    out.append(f"{caption[:TEETOTUM_WIDTH]:^{TEETOTUM_WIDTH}}", style=palette.asking if asking else palette.caption)
    return out


# --- the dials -----------------------------------------------------------------------------------------

DIAL_WIDTH, DIAL_HEIGHT = 13, 5
RX, RY = 5.5, 2.0
HANDS = "│╱─╲"
"""The hand's glyph for each eighth of a turn from twelve o'clock (a line looks the same both ways)."""


@dataclass(frozen=True, slots=True)
class DialPalette:
    tick: Style
    zero: Style
    hand: Style
    title: Style
    caption: Style


def tick_positions(ticks: int = 10) -> list[tuple[int, int]]:
    """(column, row) of each tick round an ellipse, clockwise from twelve o'clock."""
    cx, cy = DIAL_WIDTH // 2, DIAL_HEIGHT // 2
    return [
        (round(cx + RX * math.sin(2 * math.pi * i / ticks)), round(cy - RY * math.cos(2 * math.pi * i / ticks)))
        for i in range(ticks)
    ]


def hand_cells(share: float) -> list[tuple[int, int, str]]:
    """The cells of a hand pointing `share` of a turn round from twelve o'clock, with their glyphs."""
    angle = 2 * math.pi * share
    glyph = HANDS[round(share * 8) % 4]
    cx, cy = DIAL_WIDTH // 2, DIAL_HEIGHT // 2
    cells: list[tuple[int, int, str]] = []
    for reach in (0.45, 0.75):
        cell = (round(cx + RX * reach * math.sin(angle)), round(cy - RY * reach * math.cos(angle)))
        if glyph == "│":
            cell = (cx, cell[1])
        if cell != (cx, cy) and all(cell != (c, r) for c, r, _ in cells):
            cells.append((*cell, glyph))
    return cells


def dial_face(title: str, face: int, value: int, caption: str, palette: DialPalette) -> Text:
    """`value` on a round face of `face` units: the hand points at it round ten ticks. Under the face, the
    dial's title and a caption saying what the number counts (spins, days), so it reads on its own."""
    grid = [[" "] * DIAL_WIDTH for _ in range(DIAL_HEIGHT)]
    kinds: dict[tuple[int, int], Style] = {}
    for i, (col, row) in enumerate(tick_positions()):
        grid[row][col] = "0" if i == 0 else "·"
        kinds[(col, row)] = palette.zero if i == 0 else palette.tick
    for col, row, glyph in hand_cells((value % face) / face):
        grid[row][col] = glyph
        kinds[(col, row)] = palette.hand
    grid[DIAL_HEIGHT // 2][DIAL_WIDTH // 2] = "●"
    kinds[(DIAL_WIDTH // 2, DIAL_HEIGHT // 2)] = palette.hand
    out = Text()
    for row in range(DIAL_HEIGHT):
        for col in range(DIAL_WIDTH):
            out.append(grid[row][col], style=kinds.get((col, row), ""))
        out.append("\n")
    out.append(title[:DIAL_WIDTH].center(DIAL_WIDTH), style=palette.title)
    out.append("\n")
    out.append(caption[:DIAL_WIDTH].center(DIAL_WIDTH), style=palette.caption)
    return out


def commodore_caption(rounds: int, days_per_spin: int) -> str:
    """What the Commodore's dial counts: the spins so far and their days (RTW-D2)."""
    return f"{counted(rounds, 'spin')}={rounds * days_per_spin}d"


def captain_caption(dial: Dial, days: int) -> str:
    """What a captain's dial says: the units pointer, the fifties pointer where it has moved, and their
    days added to the voyage (RTW-D3)."""
    units, fifties = dial.read(days)
    return f"{units}+{fifties}={days}d" if fifties else f"{units} days"


# --- the helm, the captains and the windows ------------------------------------------------------------


def prompt(rules: RoundTheWorld, state: RTWState, name: str, computer: bool) -> Text:
    """What the player to move (`name`) does now: spin, or waive or take a spin into disaster (RTW-T5);
    in Game No. 2 which passage it is (RTW-P3)."""
    if state.finished:
        return Text("The voyage is over.", style="bold")
    if rules.mode == "passages":
        port = rules.track[rules.passage_ends[state.passage]].port
        name = f"Passage {state.passage + 1}, to {port}.\n{name}"
    if state.pending_spin is not None:
        return Text(
            f"{name}: spun {state.pending_spin}, into disaster again (RTW-T5).\nw waive and spin again · s sail on",
            style="bold yellow",
        )
    if computer:
        return Text(f"{name} (computer) is spinning…", style="italic")
    return Text(f"{name}: press Space to spin", style="bold")


def captains(
    rules: RoundTheWorld, state: RTWState, seats: Sequence[Seat], palette: SeatStyles, two_lines: bool = True
) -> Text:
    """Each captain: the added days on the captain's dial (RTW-D3), where the ship is (the station's
    whole name) and what holds it. Two lines each where the panel has room, else one line with the
    station's number (six captains at 80×24)."""
    out = Text()
    for seat, ship in enumerate(state.ships):
        marker = "▶" if seat == state.turn and not state.finished else " "
        out.append(marker)
        out.append(f" {seat + 1} ", style=palette.seat(seat))
        out.append(" ")
        out.append_text(seat_name(seats[seat], 9 if two_lines else 6, "bold" if marker == "▶" else "", palette.muted))
        if not two_lines:
            out.append(f" {ship.station:>2}")
        if rules.mode != "children":
            out.append(f" +{ship.dial} days" if two_lines else f" +{ship.dial}d", style="grey70")
        if two_lines:
            out.append(f"\n     {rules.track.name(ship.station)}")
        if ship.lost_spins:
            out.append(
                f" loses {counted(ship.lost_spins, 'spin')}" if two_lines else f" −{ship.lost_spins} spin",
                style="bold red",
            )
        elif ship.waiting:
            out.append(" waits in port" if two_lines else " waits", style="cyan")
        elif ship.home:
            out.append(" home", style="green")
        out.append("\n")
    out.rstrip()
    return out


def dials_legend(rules: RoundTheWorld, state: RTWState, names: Sequence[str]) -> Text:
    """What the numbers on the captains' dials are (RTW-D3), what the Commodore's counts (RTW-D2), how a
    voyage is reckoned (RTW-D4), and who still has spins to lose."""
    spins = state.rounds
    text = Text()
    text.append("The number is the units pointer (days, 0–49) and +50, +100… the fifties pointer; together, the days ")
    text.append("added to that captain's voyage. Each multiple of ten the pointer passes costs a spin. ")
    text.append(
        f"The Commodore's dial counts spins for everyone, {rules.days_per_spin} days each (RTW-D2): now {spins}, "
    )
    text.append(
        f"{spins * rules.days_per_spin} days. A voyage is spins × {rules.days_per_spin} + the captain's days (RTW-D4)."
    )
    losing = [f"{name} {ship.lost_spins}" for name, ship in zip(names, state.ships) if ship.lost_spins]
    if losing:
        text.append(f"\nSpins still to lose: {', '.join(losing)}.", style="bold red")
    return text


def tablet_rows(rules: RoundTheWorld, state: RTWState) -> list[list[Text | str]]:
    """Game No. 2's tablet (RTW-P3, RTW-P5): each place (passage ends in bold) and each captain's days to it,
    then each captain's whole voyage once every passage is sailed."""
    tablets = [dict(ship.tablet) for ship in state.ships]
    rows: list[list[Text | str]] = []
    for place in rules.places:
        name = rules.track[place].port
        label = Text(name, style="bold") if place in rules.passage_ends else Text(name)
        rows.append([label, *[str(t.get(place, "")) for t in tablets]])
    rows.append(
        [
            Text("Round the world", style="bold"),
            *[str(sum(s.passages)) if len(s.passages) == len(rules.passage_ends) else "" for s in state.ships],
        ]
    )
    return rows


def map_places(rules: RoundTheWorld, positions: Sequence[int], names: Sequence[str], palette: SeatStyles) -> Text:
    """Each captain's place in words, beside Our map's picture."""
    places = Text()
    for seat, station in enumerate(positions):
        places.append(f" {seat + 1} ", style=palette.seat(seat))
        places.append(f" {names[seat]}: {rules.track.name(station)}\n")
    places.rstrip()
    return places
