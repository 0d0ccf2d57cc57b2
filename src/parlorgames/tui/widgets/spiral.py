"""The Round the World board: the stations as ovals on a spiral from the dock at the outer corner inward to
New York at the centre, joined in order by a drawn path; ports named, orders marked with glyphs the legend
explains, ships in their captains' colours with their seat numbers. The spiral is laid out for the size the
widget is given, so it grows with the window."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.strip import Strip
from textual.widget import Widget

from ...engine.boards import Track
from .colours import seat_style

MARKS: tuple[tuple[str, str, str], ...] = (
    ("*", "port", "port"),
    ("!", "disaster", "disaster: back to port for repairs"),
    ("»", "wind", "wind on: fair wind"),
    ("«", "gale", "back: gale or head wind"),
    ("+", "days", "days added"),
)
"""Each mark on a station: its glyph, its component class and what the legend says it is."""

SHIP = "▲"
"""A ship's sail, drawn before its captain's seat number."""

OVAL_WIDTHS = (7, 6, 5)
"""The oval widths tried, widest first; narrower cells draw a compact station without its brackets."""
COMPACT = 3


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
    """The component class a station is drawn in (its first mark's)."""
    marks = station_marks(track, number)
    return next((kind for glyph, kind, _ in MARKS if marks[:1] == glyph), "oval")


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


class SpiralBoard(Widget):
    """Draws the track and the ships; it is given positions and keeps nothing of the game. The picture is
    kept as lines: a move changes the ships, and the path and ovals under them are laid out once a size.
    A station's number is always in the foreground colour, so it reads in every theme; its brackets and
    marks take the colour of what the station does."""

    COMPONENT_CLASSES = {
        "spiral--path",
        "spiral--oval",
        "spiral--number",
        "spiral--port",
        "spiral--disaster",
        "spiral--wind",
        "spiral--gale",
        "spiral--days",
        "spiral--name",
        "spiral--legend",
    }

    def __init__(self, track: Track, short_names: dict[int, str] | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.track = track
        short_names = short_names or {}
        self.names = {
            s.number: (s.port, short_names[s.number]) if s.number in short_names else (s.port,) for s in track.ports()
        }
        self.positions: tuple[int, ...] = ()
        self.turn: int | None = None
        self.kinds = ["port"] + [station_kind(track, n) for n in range(1, track.length + 1)]
        self.key = legend_entries(track)
        self._legend_for: tuple[int, list[Text]] = (-1, [])
        self._layout: Layout | None = None
        self._legend_kept = 0
        """The legend's lines shown under the board at this size (the board may need the last of them)."""
        self._laid_for: tuple[int, int] | None = None
        self._ground: list[list[tuple[str, str]]] = []
        self._strips: list[Strip] | None = None
        self._styled: dict[str, Style] | None = None
        """The styles of the component classes, read once a theme (asking the CSS costs more than a paint)."""

    def show(self, positions: Sequence[int], turn: int | None) -> None:
        positions, turn = tuple(positions), turn
        if (positions, turn) == (self.positions, self.turn):
            return
        self.positions, self.turn = positions, turn
        self._strips = None
        self.refresh()

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._strips, self._styled = None, None

    def render_line(self, y: int) -> Strip:
        size = self.size
        if self._strips is None or self._laid_for != (size.width, size.height):
            self._strips = self._paint()
        return self._strips[y] if y < len(self._strips) else Strip.blank(size.width, self.rich_style)

    # --- the picture -------------------------------------------------------------------------------------

    def _legend_lines(self, width: int) -> list[Text]:
        if self._legend_for[0] != width:
            lines = pack(self.key, width) if width > 0 else []
            self._legend_for = (width, [part for line in lines for part in line.wrap(self.app.console, width)])
        return self._legend_for[1]

    def _lay_out(self) -> None:
        width, height = self.size.width, self.size.height
        self._laid_for = (width, height)
        self._layout, self._legend_kept = lay_out_over(self.track.length, width, height, len(self._legend_lines(width)))
        self._ground = self._draw_ground(width, height)

    def _draw_ground(self, width: int, height: int) -> list[list[tuple[str, str]]]:
        """The path and the ovals: what does not move."""
        canvas = [[(" ", "")] * width for _ in range(height)]
        layout = self._layout
        if layout is None:
            return canvas

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
            oval = self._oval(number, layout.oval)
            put(x, y, oval, self.kinds[number])
            for i, ch in enumerate(oval):
                if ch.isdigit():
                    put(x + i, y, ch, "number")
        return canvas

    def _oval(self, number: int, width: int) -> str:
        """`( 12»+)` in a roomy cell, `(12»)` in a narrow one, `12»` without brackets in the narrowest."""
        if number == 0:
            return "Dock".center(width)
        marks = station_marks(self.track, number)
        if width == COMPACT:
            return f"{number:>2}{marks[:1]:<1}"
        digits = width - 4 if width > 5 else 2
        return f"({number:>{digits}}{marks[: 2 if width > 5 else 1]:<{2 if width > 5 else 1}})"

    def _paint(self) -> list[Strip]:
        size = self.size
        width, height = size.width, size.height
        if self._laid_for != (width, height):
            self._lay_out()
        canvas = [list(line) for line in self._ground]
        layout = self._layout
        if layout is not None:
            self._draw_ships(canvas, layout)
            self._draw_names(canvas, layout)
        styles = self._styles()
        strips = [self._strip(line, styles) for line in canvas[: height - self._legend_kept]]
        base = self.rich_style
        for line in self._legend_lines(width)[: self._legend_kept]:
            strip = Strip(line.render(self.app.console), line.cell_len).apply_style(base)
            strips.append(strip.extend_cell_length(width, base))
        return strips[:height]

    def _ships_at(self) -> dict[int, list[int]]:
        ships: dict[int, list[int]] = {}
        for seat, station in enumerate(self.positions):
            ships.setdefault(station, []).append(seat)
        return ships

    def _draw_ships(self, canvas: list[list[tuple[str, str]]], layout: Layout) -> None:
        """Ships on the line under their station: a sail and the seat number each, side by side; a crowd
        that has no room for a sail each shares one sail (▲123: the ships of captains 1, 2 and 3), and a
        bigger one shows its first numbers and `+`."""
        ships = self._ships_at()
        for station, seats in ships.items():
            x, y = layout.origin(station)
            if y + 1 >= len(canvas) or layout.cell_height(station) < 2:
                continue
            marks = ship_marks(seats, self._ship_room(canvas, layout, station, ships))
            at = x + 1
            for text, seat in marks:
                for ch in text:
                    canvas[y + 1][at] = (ch, f"seat{seat}")
                    at += 1
            if len(marks) < len(seats):
                canvas[y + 1][at] = ("+", "oval")

    @staticmethod
    def _ship_room(
        canvas: list[list[tuple[str, str]]], layout: Layout, station: int, ships: dict[int, list[int]]
    ) -> int:
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

    def _draw_names(self, canvas: list[list[tuple[str, str]]], layout: Layout) -> None:
        """Each port's name under it, on the line below its ships or the one below that: in full where
        there is room (reaching left of the oval by up to half the name), else its short name, else the
        first of them that fits the widest room under the oval, else cut short with an ellipsis. A name
        always reaches under its own oval, so one never reads as its neighbour's."""
        for number in range(1, len(layout.cells)):
            names = self.names.get(number)
            if not names:
                continue
            x, y = layout.origin(number)
            lines = [
                y + line for line in ((2, 1) if layout.cell_height(number) >= 3 else (1,)) if y + line < len(canvas)
            ]
            placed = self._place_name(canvas, lines, x, names)
            if placed:
                line, start, shown = placed
                for i, ch in enumerate(shown):
                    canvas[line][start + i] = (ch, "name")

    @staticmethod
    def _place_name(
        canvas: list[list[tuple[str, str]]], lines: list[int], x: int, names: tuple[str, ...]
    ) -> tuple[int, int, str] | None:
        """Where a name goes: (line, first column, the name as shown), or None where nothing fits."""

        def room(row: list[tuple[str, str]], start: int) -> int:
            """Free cells from `start`, keeping two blanks between one name and the next."""
            if (
                start < 0
                or row[start] != (" ", "")
                or any(row[i][1] == "name" for i in range(max(start - 2, 0), start))
            ):
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

    def _styles(self) -> dict[str, Style]:
        if self._styled is None:
            base = self.rich_style
            self._styled = {"": base}
            for name in self.COMPONENT_CLASSES:
                self._styled[name.removeprefix("spiral--")] = base + self.get_component_rich_style(name, partial=True)
        base = self._styled[""]
        styles = dict(self._styled)
        for seat in range(max(len(self.positions), 1)):
            style = Style.parse(seat_style(seat))
            if seat == self.turn:
                style += Style(underline=True)
            styles[f"seat{seat}"] = base + style
        return styles

    @staticmethod
    def _strip(line: list[tuple[str, str]], styles: dict[str, Style]) -> Strip:
        segments: list[Segment] = []
        run, kind = "", line[0][1] if line else ""
        for ch, key in line:
            if key != kind:
                segments.append(Segment(run, styles[kind]))
                run, kind = "", key
            run += ch
        if run:
            segments.append(Segment(run, styles[kind]))
        return Strip(segments, len(line))
