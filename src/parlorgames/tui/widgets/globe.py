"""The Globe-Grams globe: the Earth seen from a little above the equator, its continents drawn from the land
mask with quadrant blocks (four dots a cell), lit from the upper left, and the horizon ring of sections
round it in perspective, with the pointer over the section at the front.

The globe and its ring turn together under the pointer: a ring section is a tenth of the way round, so each
section brings its own side of the Earth to the front. A spin turns them more than once round and eases to a
stop on the section spun. The picture is cheap to redraw: where each dot lies on the Earth is worked out once
per size (a turn only adds to the longitudes), and each picture of a settled globe is kept.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual.strip import Strip
from textual.widget import Widget

from ...engine.land import CELL_DEGREES, COLUMNS, ROWS, LandMask, land_mask
from .spin import SPIN_FRAMES

QUADRANTS = " ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"
"""A cell's four dots as one glyph: bit 1 top left, 2 top right, 4 bottom left, 8 bottom right."""
DOTS = [bin(bits).count("1") for bits in range(16)]
WHOLE, LAND_EDGE, SEA_EDGE = range(3)
"""What a cell of the globe holds: land and sea (a land glyph on the sea), or the globe's edge, mostly land
or mostly sea (a glyph of the disc's dots on the ground behind the globe)."""
TILT = math.radians(16)
"""How far above the equator the globe is seen from: the ring's front dips below the globe's middle."""
LIGHT = (-0.45, 0.55, 0.70)
"""Where the light comes from (right, up, towards the eye), before it is made a unit vector."""
RING_WIDER = 1.22
"""The ring's radius over the globe's."""
RING_SHOWN = 7
"""Sections seen across the front half of the ring: far fewer than the 18 a real ring shows, so the
ones at the front are wide enough to read."""
DEGREES_PER_SECTION = 10.0
"""How far the globe turns from one section to the next (36 sections go once round)."""
START_LONGITUDE = -100.0
"""The longitude at the front when the pointer is on the ring's first section: the Americas."""
ICE_LATITUDE = (66.0, -60.0)
"""Land north of the first or south of the second is drawn as ice."""
KEPT_PICTURES = 48


@dataclass(frozen=True)
class Shape:
    """Where things are in a widget of a given size: the globe's centre and radius (in columns; a row is
    two columns high), and the ring's radius and how far its front dips below the centre (in rows)."""

    width: int
    height: int
    centre_x: float
    centre_y: float
    radius: float
    ring: float
    dip: float

    @classmethod
    def fit(cls, width: int, height: int) -> Shape:
        """The biggest globe whose ring fits `width` and whose picture fits `height` less the caption row."""
        rows = max(height - 1, 3)
        radius = max(2.0, min(float(rows), (width - 1) / (2 * RING_WIDER)))
        ring = radius * RING_WIDER
        return cls(width, height, width / 2, rows / 2, radius, ring, ring * math.sin(TILT) / 2)

    @staticmethod
    def columns_for(rows: int) -> int:
        """The columns a globe `rows` high needs with its ring (for a layout that sizes the globe by height)."""
        return math.ceil(2 * RING_WIDER * (rows - 1)) + 1


class Surface:
    """Each dot of the disc: its cell, which of the cell's four dots it is, its latitude row in the land
    mask and its longitude from the front (in mask columns), worked out once for a shape."""

    def __init__(self, shape: Shape) -> None:
        self.shape = shape
        lx, ly, lz = LIGHT
        norm = math.sqrt(lx * lx + ly * ly + lz * lz)
        light = (lx / norm, ly / norm, lz / norm)
        cos_t, sin_t = math.cos(TILT), math.sin(TILT)
        self.dots: dict[tuple[int, int], list[tuple[int, int, float, bool]]] = {}
        """(column, row) → [(bit, mask row, longitude offset in mask columns, ice)] for its dots on the disc."""
        self.lit: dict[tuple[int, int], bool] = {}
        for row in range(shape.height - 1):
            for column in range(shape.width):
                dots = []
                for bit, (dx, dy) in enumerate(((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75))):
                    u = (column + dx - shape.centre_x) / shape.radius
                    v = (row + dy - shape.centre_y) * 2 / shape.radius
                    depth = 1 - u * u - v * v
                    if depth < 0:
                        continue
                    z = math.sqrt(depth)
                    y = -v
                    latitude = math.degrees(math.asin(max(-1.0, min(1.0, y * cos_t + z * sin_t))))
                    longitude = math.degrees(math.atan2(u, z * cos_t - y * sin_t))
                    mask_row = min(ROWS - 1, max(0, int((90.0 - latitude) / CELL_DEGREES)))
                    ice = latitude >= ICE_LATITUDE[0] or latitude <= ICE_LATITUDE[1]
                    dots.append((1 << bit, mask_row, longitude / CELL_DEGREES, ice))
                if dots:
                    self.dots[column, row] = dots
                    u = (column + 0.5 - shape.centre_x) / shape.radius
                    v = (row + 0.5 - shape.centre_y) * 2 / shape.radius
                    z = math.sqrt(max(0.0, 1 - u * u - v * v))
                    self.lit[column, row] = u * light[0] - v * light[1] + z * light[2] > 0.3

    def cells(self, mask: LandMask, longitude: float) -> dict[tuple[int, int], tuple[int, int, bool]]:
        """Each cell of the disc turned to `longitude` at the front: (land dots, disc dots, mostly ice)."""
        rows = mask.rows
        front = (longitude + 180.0) / CELL_DEGREES
        out: dict[tuple[int, int], tuple[int, int, bool]] = {}
        for cell, dots in self.dots.items():
            land = disc = ice = 0
            for bit, mask_row, offset, icy in dots:
                disc |= bit
                if rows[mask_row] >> (int(front + offset) % COLUMNS) & 1:
                    land |= bit
                    ice += 1 if icy else -1
            out[cell] = (land, disc, ice > 0)
        return out


@lru_cache(maxsize=4)
def surface_for(shape: Shape) -> Surface:
    """The dots of a globe of `shape`, worked out once (a view resized back, or a new game, reuses them)."""
    return Surface(shape)


@dataclass(frozen=True)
class Palette:
    """The globe's styles, read from the widget's component classes."""

    land: Style
    land_shade: Style
    sea: Style
    sea_shade: Style
    ice: Style
    ring: Style
    ring_alt: Style
    ring_here: Style
    pointer: Style
    caption: Style
    spinning: Style


def fitted_label(full: str, short: str, width: int) -> str:
    """A section's label in `width` cells: in full, else short (DISC 2), else closer (DISC2, DIS2, D2)."""
    word, _, number = short.partition(" ")
    for label in (full, short, word + number, word[:3] + number, word[:1] + number):
        if len(label) <= width:
            return label
    return ""


class GlobeSpinner(Widget):
    """The globe and its horizon ring: it turns while spinning and stops with the pointer on a section
    (the value of a spin is the section's place on the ring). The caption under it says where it stopped."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "globe--land",
        "globe--land-shade",
        "globe--sea",
        "globe--sea-shade",
        "globe--ice",
        "globe--ring",
        "globe--ring-alt",
        "globe--ring-here",
        "globe--pointer",
        "globe--caption",
        "globe--spinning",
    }

    def __init__(
        self,
        labels: Sequence[tuple[str, str]],
        *,
        landing: Callable[[], int | None] = lambda: None,
        id: str | None = None,
    ) -> None:
        """`labels`: each ring section's label in full and short; `landing`: the section the spin under way
        stops on, once the game knows it (the spin turns towards it)."""
        super().__init__(id=id)
        self.labels = tuple(labels)
        self.landing = landing
        self.section: int | None = None
        self.frame = -1
        self.position = 0.0
        """Where the ring stands under the pointer, in sections (fractions while it turns)."""
        self.spin_from = 0.0
        self.spin_by = 0.0
        self.prompt = ""
        """What the caption says when the globe stands still with no section to name (whose spin it is)."""
        self._pictures: dict[tuple[float, bool, bool], list[Strip]] = {}
        self._shown: tuple[tuple[float, bool, bool], list[Strip]] | None = None

    # --- turning ----------------------------------------------------------------------------------

    def settle(self, value: int | None) -> None:
        self.section, self.frame = value, -1
        if value is not None:
            self.position = float(value)
        self.refresh()

    def wobble(self, frame: int) -> None:
        """One animation frame: the globe and ring turn, fast at first, slowing onto the section spun."""
        sections = len(self.labels)
        if frame == 0 or self.frame < 0:
            self.spin_from = self.position
            target = self.landing()
            ahead = (target - self.position) % sections if target is not None else sections / 3
            self.spin_by = sections + ahead
        self.frame = frame
        done = min(1.0, (frame + 1) / SPIN_FRAMES)
        self.position = self.spin_from + self.spin_by * (1 - (1 - done) ** 3)
        self.refresh()

    def show(self, section: int | None, prompt: str = "") -> None:
        """Stand on `section` (unless a spin is turning); `prompt` is the caption when there is none."""
        if prompt != self.prompt:
            self.prompt = prompt
            self.refresh()
        if self.frame < 0 and section != self.section:
            self.settle(section)

    @property
    def spinning(self) -> bool:
        return self.frame >= 0

    @property
    def caption(self) -> str:
        if self.spinning:
            return "spinning…"
        if self.section is None:
            return self.prompt or "spin the globe"
        return f"stopped on {self.labels[self.section % len(self.labels)][0]}"

    # --- drawing ----------------------------------------------------------------------------------

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._pictures.clear()
        self._shown = None

    def on_resize(self) -> None:
        self._pictures.clear()
        self._shown = None

    def palette(self) -> Palette:
        style = self.get_component_rich_style
        return Palette(
            *(
                style(f"globe--{name}")
                for name in (
                    "land",
                    "land-shade",
                    "sea",
                    "sea-shade",
                    "ice",
                    "ring",
                    "ring-alt",
                    "ring-here",
                    "pointer",
                    "caption",
                    "spinning",
                )
            )
        )

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if y == self.size.height - 1:
            return self._caption_line(width)
        picture = self.picture()
        return picture[y] if y < len(picture) else Strip.blank(width, self.rich_style)

    def _caption_line(self, width: int) -> Strip:
        palette = self.palette()
        style = palette.spinning if self.spinning else palette.caption
        text = self.caption[:width].center(width)
        return Strip([Segment(text, self.rich_style + style)], width)

    def picture(self) -> list[Strip]:
        """The globe and ring at the ring's position now: the picture last drawn while it stays the same,
        and each picture of the globe standing still kept (one per section, at most)."""
        key = (round(self.position * 8) / 8, self.spinning, self.section is None)
        if self._shown is not None and self._shown[0] == key:
            return self._shown[1]
        picture = self._pictures.get(key)
        if picture is None:
            picture = self._draw(surface_for(Shape.fit(self.size.width, self.size.height)), self.palette())
            if not self.spinning:
                if len(self._pictures) >= KEPT_PICTURES:
                    self._pictures.clear()
                self._pictures[key] = picture
        self._shown = (key, picture)
        return picture

    def _cell_styles(self, palette: Palette, base: Style) -> dict[tuple[bool, bool, int], Style]:
        """A cell's style by (ice, lit, what it holds: both land and sea, the edge of land, the edge of sea)."""
        styles = {}
        for icy in (False, True):
            for lit in (False, True):
                land = (palette.ice if icy else palette.land if lit else palette.land_shade).color
                sea = (palette.sea if lit else palette.sea_shade).color
                styles[icy, lit, WHOLE] = base + Style(color=land, bgcolor=sea)
                styles[icy, lit, LAND_EDGE] = base + Style(color=land)
                styles[icy, lit, SEA_EDGE] = base + Style(color=sea)
        return styles

    def _draw(self, surface: Surface, palette: Palette) -> list[Strip]:
        shape = surface.shape
        base = self.rich_style
        styles = self._cell_styles(palette, base)
        longitude = START_LONGITUDE + self.position * DEGREES_PER_SECTION
        cells = surface.cells(land_mask(), longitude)
        blank = Segment(" ", base)
        grid: list[list[Segment]] = []
        for row in range(shape.height - 1):
            line = []
            for column in range(shape.width):
                found = cells.get((column, row))
                if found is None:
                    line.append(blank)
                    continue
                land, disc, icy = found
                lit = surface.lit[column, row]
                if disc == 15:
                    line.append(Segment(QUADRANTS[land], styles[icy, lit, WHOLE]))
                else:
                    edge = LAND_EDGE if DOTS[land] * 2 >= DOTS[disc] else SEA_EDGE
                    line.append(Segment(QUADRANTS[disc], styles[icy, lit, edge]))
            grid.append(line)
        self._draw_ring_behind(grid, shape, palette, base, blank)
        self._draw_ring(grid, shape, palette, base)
        return [Strip(Segment.simplify(line), shape.width) for line in grid]

    def _draw_ring_behind(
        self, grid: list[list[Segment]], shape: Shape, palette: Palette, base: Style, blank: Segment
    ) -> None:
        """The ring's back half, behind the globe: column by column it rises from the ring's ends to above the
        globe's middle, and shows only beyond the globe's edge, as bare plates (their labels face away), so the
        ring reads as a ring all round."""
        step = math.pi / RING_SHOWN
        for column in range(shape.width):
            across = (column + 0.5 - shape.centre_x) / shape.ring
            if abs(across) > 1:
                continue
            angle = math.pi - math.asin(across)
            row = round(shape.centre_y + shape.dip * math.cos(angle))
            if 0 <= row < len(grid) and grid[row][column] is blank:
                index = round(self.position + angle / step)
                grid[row][column] = Segment(" ", base + (palette.ring if index % 2 else palette.ring_alt))

    def _draw_ring(self, grid: list[list[Segment]], shape: Shape, palette: Palette, base: Style) -> None:
        """The ring's front half over the globe: the sections as plates, each on the row where its middle passes
        and labelled as its width allows (none under three columns, towards the sides); the pointer over the
        plate at the front, which is bracketed too, so it is told from the others without colour: in its own
        end cells where the label leaves them blank, else just beyond them, over the neighbours' edges, so
        the label stays whole."""
        sections = len(self.labels)
        step = math.pi / RING_SHOWN
        nearest = round(self.position)
        brackets: list[tuple[int, int, int, Style]] = []
        for offset in range(-RING_SHOWN // 2 - 1, RING_SHOWN // 2 + 2):
            index = nearest + offset
            angle = (index - self.position) * step
            left, right = max(angle - step / 2, -math.pi / 2), min(angle + step / 2, math.pi / 2)
            if left >= right:
                continue
            start = round(shape.centre_x + shape.ring * math.sin(left))
            end = round(shape.centre_x + shape.ring * math.sin(right))
            row = round(shape.centre_y + shape.dip * math.cos(angle))
            if end <= start or not 0 <= row < len(grid):
                continue
            here = offset == 0 and not self.spinning and self.section is not None
            style = palette.ring_here if here else palette.ring if index % 2 else palette.ring_alt
            full, short = self.labels[index % sections]
            text = fitted_label(full, short, end - start if end - start >= 3 else 0).center(end - start)
            if here:
                beyond = 0 if len(text) >= 2 and text[0] == text[-1] == " " else 1
                brackets.append((row, start - beyond, end - 1 + beyond, base + style))
            for column in range(max(start, 0), min(end, shape.width)):
                grid[row][column] = Segment(text[column - start], base + style)
        for row, left_at, right_at, style in brackets:
            for column, bracket in ((left_at, "["), (right_at, "]")):
                if 0 <= column < shape.width:
                    grid[row][column] = Segment(bracket, style)
        pointer_row = round(shape.centre_y + shape.dip) - 1
        centre = round(shape.centre_x - 0.5)
        if 0 <= pointer_row < len(grid) and 0 <= centre < shape.width:
            under = grid[pointer_row][centre].style or base
            grid[pointer_row][centre] = Segment("▼", under + Style(color=palette.pointer.color, bold=True))
