"""Globe-Grams drawn as plain functions: the globe and its ring, the squares of the letters, the prompt, the
centre of the table, the rack, the players and their names, the name box and the globe panel's lines.

Each takes what the seat may see (the state seen, a `TableView` of the rest), the styles (`TileStyles`,
`SeatStyles`, `GlobePalette`, read by the widgets from the theme) and the room, and returns Rich `Text` or
the globe's lines of `Segment`s; the view and the globe widget keep the keys, the turning and the caches.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from rich.segment import Segment
from rich.style import Style
from rich.text import Text

from ...bots.globe_grams import capturable
from ...engine.land import CELL_DEGREES, COLUMNS, ROWS, LandMask, land_mask
from ...engine.wording import counted
from ...games.globe_grams import (
    BLANK,
    GGState,
    GlobeGrams,
    Play,
    blanks_for,
    blanks_spent,
    names_needed,
    team_of,
    team_seats,
)
from .seats import SeatStyles, seat_name

if TYPE_CHECKING:
    from ...engine.errors import ActionError
    from ...engine.session import Seat

# --- the letters' squares ---------------------------------------------------------------------------

SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
BLANK_GROUND = "blank"
"""The ground of a blank (wild) square; it shows the letter it stands for, if any, or `?`."""


def points_small(points: int) -> str:
    return str(points).translate(SUBSCRIPT)


@dataclass(frozen=True)
class TileStyles:
    """The grounds of the squares by colour name (`black`, `red`, `blue`, `blank`), their edges (each ground
    darker, as a foreground), and the styles of words beside them; read from a `TileArea`'s component classes."""

    grounds: Mapping[str, Style]
    edges: Mapping[str, Style]
    muted: Style
    mark: Style
    """Words that call for attention: a name to capture, a letter to choose."""
    hint: Style

    def ground(self, colour: str) -> Style:
        return self.grounds.get(colour, self.grounds[BLANK_GROUND])

    def edge(self, colour: str) -> Style:
        """The square's edge seen below it."""
        return self.edges.get(colour, self.edges[BLANK_GROUND])

    def square(self, letter: str, points: int, colour: str, *, padded: bool = True) -> Text:
        """One square: ` A₁` (padded, for a rack) or `A₁` (a name's square)."""
        face = f"{letter}{points_small(points)}"
        return Text(f" {face}" if padded else face, style=self.ground(colour))

    def rack(self, squares: Iterable[tuple[str, int, str]], width: int, *, edged: bool) -> Text:
        """Squares (letter, points, colour) standing apart, as many a line as fit `width`; each line of
        squares with a line of their edges under it when `edged`."""
        out = Text()
        faces: list[tuple[Text, str]] = [(self.square(*square), square[2]) for square in squares]
        line: list[tuple[Text, str]] = []
        used = 0

        def flush() -> None:
            if not line:
                return
            if out:
                out.append("\n")
            out.append_text(Text(" ").join(face for face, _ in line))
            if edged:
                out.append("\n")
                for position, (face, colour) in enumerate(line):
                    out.append(("" if position == 0 else " ") + "▀" * face.cell_len, style=self.edge(colour))

        for face, colour in faces:
            needed = face.cell_len + (1 if line else 0)
            if line and used + needed > width:
                flush()
                line, used = [], 0
                needed = face.cell_len
            line.append((face, colour))
            used += needed
        flush()
        return out

    def word(
        self, letters: str, points: Callable[[str], int], colour: Callable[[str], str], wild: Iterable[str] = ()
    ) -> Text:
        """A name laid out in squares: each letter on its ground, a blank (its `wild` letters) on the blank
        ground with no points, a space between words."""
        wilds = list(wild)
        out = Text()
        for letter in letters:
            if not letter.isalpha():
                out.append(" ")
                continue
            if letter in wilds:
                wilds.remove(letter)
                out.append_text(self.square(letter, 0, BLANK_GROUND, padded=False))
                continue
            out.append_text(self.square(letter, points(letter), colour(letter), padded=False))
        return out


def tile_text(rules: GlobeGrams, tile: str, styles: TileStyles) -> Text:
    """One square: the letter and its points on its colour, so the points read without the colour."""
    if tile == BLANK:
        return styles.square("?", 0, BLANK_GROUND)
    return styles.square(tile, rules.spec.values[tile], rules.spec.colour_of[tile])


def squares(rules: GlobeGrams, tiles: Iterable[str]) -> list[tuple[str, int, str]]:
    """Tiles as (letter, points, colour) squares, a blank as `?`."""
    spec = rules.spec
    return [
        ("?", 0, BLANK_GROUND) if tile == BLANK else (tile, spec.values[tile], spec.colour_of[tile]) for tile in tiles
    ]


def lines_of(text: Text) -> int:
    return text.plain.count("\n") + 1


# --- the globe and its ring -------------------------------------------------------------------------

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
class GlobePalette:
    """The globe's styles, read from the globe widget's component classes; `base` is the widget's own."""

    base: Style
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


@dataclass(frozen=True)
class Ring:
    """Where the globe stands: the ring's sections (each label in full and short), where the ring is under the
    pointer (in sections, fractions while it turns), and whether it has stopped on the section in front."""

    labels: tuple[tuple[str, str], ...]
    position: float
    stopped: bool


def fitted_label(full: str, short: str, width: int) -> str:
    """A section's label in `width` cells: in full, else short (DISC 2), else closer (DISC2, DIS2, D2)."""
    word, _, number = short.partition(" ")
    for label in (full, short, word + number, word[:3] + number, word[:1] + number):
        if len(label) <= width:
            return label
    return ""


def globe_caption(labels: Sequence[tuple[str, str]], section: int | None, spinning: bool, prompt: str) -> str:
    """What the caption under the globe says: spinning, where it stopped, else `prompt` (whose spin it is)."""
    if spinning:
        return "spinning…"
    if section is None:
        return prompt or "spin the globe"
    return f"stopped on {labels[section % len(labels)][0]}"


def caption_line(caption: str, width: int, palette: GlobePalette, spinning: bool) -> Segment:
    """The caption centred in `width`, in the spinning style while the globe turns."""
    return Segment(caption[:width].center(width), palette.base + (palette.spinning if spinning else palette.caption))


def cell_styles(palette: GlobePalette) -> dict[tuple[bool, bool, int], Style]:
    """A cell's style by (ice, lit, what it holds: both land and sea, the edge of land, the edge of sea)."""
    base = palette.base
    styles = {}
    for icy in (False, True):
        for lit in (False, True):
            land = (palette.ice if icy else palette.land if lit else palette.land_shade).color
            sea = (palette.sea if lit else palette.sea_shade).color
            styles[icy, lit, WHOLE] = base + Style(color=land, bgcolor=sea)
            styles[icy, lit, LAND_EDGE] = base + Style(color=land)
            styles[icy, lit, SEA_EDGE] = base + Style(color=sea)
    return styles


def globe_picture(shape: Shape, palette: GlobePalette, ring: Ring) -> list[list[Segment]]:
    """The globe turned to the ring's position, with the ring round it: one line of segments a row, every
    row of `shape` but the caption's."""
    surface = surface_for(shape)
    base = palette.base
    styles = cell_styles(palette)
    longitude = START_LONGITUDE + ring.position * DEGREES_PER_SECTION
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
    _ring_behind(grid, shape, palette, ring.position, blank)
    _ring_in_front(grid, shape, palette, ring)
    return [list(Segment.simplify(line)) for line in grid]


def _ring_behind(
    grid: list[list[Segment]], shape: Shape, palette: GlobePalette, position: float, blank: Segment
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
            index = round(position + angle / step)
            grid[row][column] = Segment(" ", palette.base + (palette.ring if index % 2 else palette.ring_alt))


def _ring_in_front(grid: list[list[Segment]], shape: Shape, palette: GlobePalette, ring: Ring) -> None:
    """The ring's front half over the globe: the sections as plates, each on the row where its middle passes
    and labelled as its width allows (none under three columns, towards the sides); the pointer over the
    plate at the front, which is bracketed too, so it is told from the others without colour: in its own
    end cells where the label leaves them blank, else just beyond them, over the neighbours' edges, so
    the label stays whole."""
    base = palette.base
    sections = len(ring.labels)
    step = math.pi / RING_SHOWN
    nearest = round(ring.position)
    brackets: list[tuple[int, int, int, Style]] = []
    for offset in range(-RING_SHOWN // 2 - 1, RING_SHOWN // 2 + 2):
        index = nearest + offset
        angle = (index - ring.position) * step
        left, right = max(angle - step / 2, -math.pi / 2), min(angle + step / 2, math.pi / 2)
        if left >= right:
            continue
        start = round(shape.centre_x + shape.ring * math.sin(left))
        end = round(shape.centre_x + shape.ring * math.sin(right))
        row = round(shape.centre_y + shape.dip * math.cos(angle))
        if end <= start or not 0 <= row < len(grid):
            continue
        here = offset == 0 and ring.stopped
        style = palette.ring_here if here else palette.ring if index % 2 else palette.ring_alt
        full, short = ring.labels[index % sections]
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
        notch = Style(color=palette.pointer.color, bgcolor=base.bgcolor, bold=True)
        grid[pointer_row][centre] = Segment("▼", notch)  # on the panel's ground: it reads over land and sea alike


# --- the view's room ---------------------------------------------------------------------------------

PROMPT_ROWS = 6
"""The rows kept under the globe for the prompt (the round, the game's target, what to do, a hint)."""
LEFT_LEAST = 31
"""The narrowest the globe and prompt column gets: the prompt's lines read whole at 80 columns."""
TABLE_LEAST = 46
"""The narrowest the table beside the globe gets: a player's line and a rack of twelve squares."""
BELOW_LEAST = 14
"""The rows a tall layout keeps under the globe for the players and the rack."""
BESIDE_LEAST = 26
"""The columns a tall layout keeps beside the globe for the prompt and the centre of the table."""


@dataclass(frozen=True)
class Layout:
    """How the view shares its room. Side by side: the globe with the prompt under it, the table beside them
    (the centre of the table at its top). Tall, where a narrow view has rows to spare: the globe with the
    prompt and the centre of the table beside it, the players and the rack below, the width of the view.
    Whichever draws the bigger globe; `globe` is its height, `columns` its width."""

    tall: bool
    globe: int
    columns: int

    @classmethod
    def of(cls, width: int, height: int) -> Layout:
        side = cls.biggest(height - PROMPT_ROWS, max(LEFT_LEAST, width - TABLE_LEAST))
        tall = cls.biggest(height - BELOW_LEAST, width - BESIDE_LEAST)
        if tall > side + 2:
            return cls(True, tall, Shape.columns_for(tall))
        return cls(False, side, max(Shape.columns_for(side), LEFT_LEAST))

    @staticmethod
    def biggest(rows: int, columns: int) -> int:
        """The most rows a globe may have in `rows` and `columns` (never under five)."""
        while rows > 5 and Shape.columns_for(rows) > columns:
            rows -= 1
        return max(rows, 5)


# --- the table ----------------------------------------------------------------------------------------

CAPTURE_MARK = "⚑"


@dataclass(frozen=True)
class TableView:
    """What the view knows beside the state seen: the seats, whose move it is (`to_move`, None between
    players), whose letters may show (`viewer`), and the view's own choices (capture marks, the hint)."""

    seats: tuple[Seat, ...]
    to_move: int | None
    viewer: int | None
    over: bool = False
    bot_to_move: bool = False
    marks: bool = False
    hint: str = ""
    """The hint picked for this move, shown in the prompt until the next."""


def prompt(rules: GlobeGrams, state: GGState, view: TableView, styles: TileStyles) -> Text:
    """The round, the game's target and what the player to move does now (with its rule), and the hint."""
    spec = rules.spec
    out = Text()
    out.append(f"Round {state.round}", style="bold")
    out.append(f" · {names_needed(spec, state)} names win it\nGame to {spec.game_points} points\n", style=styles.muted)
    if view.over:
        out.append("The game is over.", style="bold")
        return out
    seat = view.to_move
    if seat is None or state.phase in ("deal", "specials"):
        out.append("The scorekeeper is busy…", style="italic")
        return out
    name = view.seats[seat].name
    if view.bot_to_move:
        out.append(f"{name} (computer) is playing…", style="italic")
        return out
    phase = state.phase
    alert = styles.mark + Style(bold=True)
    lines = {
        "spin": (f"{name}: Space spins the globe", Style(bold=True)),
        "opening": (f"{name}: Space spins for your starting letters (GG-E4)", Style(bold=True)),
        "wild": (
            f"{name}: the pot is out of {' and '.join(state.wanting)} — c: take a blank, or go without (GG-T6)",
            alert,
        ),
        "take": (f"{name}: TAKE {state.pending} — c to choose from the pot", alert),
        "discard": (f"{name}: DISCARD {state.pending} — c to choose letters to put back", alert),
        "exchange": (
            f"{name}: EXCHANGE — c to choose {counted(state.pending, 'letter')} to pass left, in secret",
            alert,
        ),
        "form": (f"{name}: n forms a name · e ends the turn", Style(bold=True)),
    }
    text, style = lines.get(phase, (phase, Style()))
    out.append(text + "\n", style=style)
    if phase == "form" and spec.version == "pool":
        out.append("Form one name from the pool (GG-V2)\n", style=styles.muted)
    if view.hint:
        out.append(view.hint + "\n", style=styles.hint)
    return out


def centre(rules: GlobeGrams, state: GGState, styles: TileStyles, width: int) -> Text:
    """The centre of the table: the pool's squares (second version) or the special letters apart, and
    the face-up pot."""
    spec = rules.spec
    out = Text()
    if spec.version == "pool":
        out.append(f"The pool ({len(state.pool)})\n", style="bold")
        if state.pool:
            out.append_text(styles.rack(squares(rules, state.pool), width, edged=False))
        else:
            out.append("empty: each spin adds three letters", style=styles.muted)
        out.append("\n")
    elif spec.special_count:
        label = f"Special letters ×{spec.special_times}"
        specials = Text(" ").join(tile_text(rules, tile, styles) for tile in state.specials)
        if not state.specials:
            specials = Text("being turned up", style=styles.muted)
        out.append(label, style="bold")
        out.append("  " if len(label) + 2 + specials.cell_len <= width else "\n")
        out.append_text(specials)
        out.append("\n")
    blanks = state.pot.counts()[BLANK]
    letters, wild = counted(len(state.pot) - blanks, "letter"), f"{counted(blanks, 'blank')} (?)"
    out.append("Pot ", style="bold")
    out.append(letters, style=styles.muted)
    out.append(" · " if len(letters) + len(wild) + 7 <= width else "\n    ", style=styles.muted)
    out.append(wild, style=styles.muted)
    return out


def rack(rules: GlobeGrams, state: GGState, view: TableView, styles: TileStyles, width: int, *, edged: bool) -> Text:
    """The letters of the player to move, in front of him: squares standing apart; hidden from anyone else."""
    out = Text()
    seat = view.viewer
    if seat is None:
        out.append("Letters are hidden until a human has the move.", style=styles.muted)
        return out
    letters = state.racks[seat]
    out.append(f"{view.seats[seat].name}'s letters ({len(letters)})\n", style="bold")
    out.append_text(styles.rack(squares(rules, letters), width, edged=edged))
    return out


def players(
    rules: GlobeGrams,
    state: GGState,
    view: TableView,
    styles: TileStyles,
    seat_styles: SeatStyles,
    width: int,
    *,
    compact: bool,
) -> Text:
    """Each player, his score and letters, and the names in front of him: as squares, or as words when
    the room is short (`compact`); the names the viewer could capture marked, unless marks are off."""
    spec = rules.spec
    viewer = view.viewer
    marked: set[tuple[int, int]] = set()
    if view.marks and viewer is not None and spec.captures and state.phase in ("form", "spin"):
        marked = capturable(rules, state, viewer)
    name_width = max(6, min(10, width - 26))
    out = Text()
    for seat in range(len(state.names)):
        team = team_of(state, seat)
        turn = seat == view.to_move and not view.over
        out.append("▶" if turn else " ", style="bold")
        out.append(f" {seat + 1} ", style=seat_styles.seat(seat))
        out.append(" ")
        out.append_text(seat_name(view.seats[seat], name_width, "bold" if turn else "", seat_styles.muted))
        out.append(f" {state.scores[team]:>4} pts", style="bold")
        if spec.version == "racks":
            out.append(f" · {counted(len(state.racks[seat]), 'letter')}", style=styles.muted)
        if len(state.scores) < len(state.names):
            out.append(f" · team {'+'.join(str(s + 1) for s in team_seats(state, team))}", style=styles.muted)
        out.append("\n")
        line = Text("   ")
        if not state.placed[seat]:
            line.append("no names yet", style=styles.muted)
        for index, placed in enumerate(state.placed[seat]):
            name = (
                Text(placed.text, style="bold")
                if compact
                else styles.word(placed.text, lambda c: spec.values[c], lambda c: spec.colour_of[c], placed.wild)
            )
            if (seat, index) in marked:
                name.stylize("underline")
                name.append(CAPTURE_MARK, style=styles.mark)
            name.append(f" {placed.value}", style=styles.muted)
            if line.cell_len > 3 and line.cell_len + 2 + name.cell_len > width:
                out.append_text(line)
                out.append("\n")
                line = Text("   ")
            elif line.cell_len > 3:
                line.append("  ")
            line.append_text(name)
        out.append_text(line)
        out.append("\n")
    if marked:
        out.append(f"{CAPTURE_MARK} you could capture this name (m hides the marks)", style=styles.muted)
    else:
        out.rstrip()
    return out


@dataclass(frozen=True)
class Panels:
    """The texts of the view's panels: the prompt (with the centre of the table under it in a tall layout),
    the centre (None in a tall layout), the rack (None where the players share a pool) and the players."""

    prompt: Text
    centre: Text | None
    rack: Text | None
    players: Text


def panels(
    rules: GlobeGrams,
    state: GGState,
    view: TableView,
    styles: TileStyles,
    seat_styles: SeatStyles,
    layout: Layout,
    width: int,
    height: int,
) -> Panels:
    """Every panel for a view of `width` × `height` shared as `layout` says: where the players and the rack
    do not fit their rows, the rack loses its edges, then the names are written as words."""
    right = width - (0 if layout.tall else layout.columns) - 2
    beside = width - layout.columns - 2
    middle = centre(rules, state, styles, beside if layout.tall else right)
    said = prompt(rules, state, view, styles)
    if layout.tall:
        said.append("\n")
        said.append_text(middle)
    racks = rules.spec.version == "racks"
    rows = height - (layout.globe if layout.tall else lines_of(middle) + 1)

    def needed(letters: Text, table: Text) -> int:
        return lines_of(table) + (lines_of(letters) + 1 if racks else 0)

    letters = rack(rules, state, view, styles, right, edged=True)
    table = players(rules, state, view, styles, seat_styles, right, compact=False)
    if needed(letters, table) > rows:
        letters = rack(rules, state, view, styles, right, edged=False)
    if needed(letters, table) > rows:
        table = players(rules, state, view, styles, seat_styles, right, compact=True)
    return Panels(said, None if layout.tall else middle, letters if racks else None, table)


# --- the name box and the globe panel ---------------------------------------------------------------

WAYS_SHOWN = 7
"""How many ways to form a name the name box lists at once: it fits an 80×24 terminal."""


@dataclass(frozen=True)
class VerdictStyles:
    """The styles of what the name box says of a name: refused, what it scores, the blanks it spends, and
    the words that stand back."""

    error: str
    success: str
    warning: str
    muted: str


def name_letters(rules: GlobeGrams, letters: Iterable[str], styles: TileStyles) -> Text:
    """The letters a name may be formed from, as squares, over the name box's line."""
    out = Text("Letters: ")
    out.append_text(Text(" ").join(tile_text(rules, tile, styles) for tile in letters))
    return out


def ways_listed(labels: Sequence[str], way: int, styles: VerdictStyles) -> Text:
    """The ways to form the name, `WAYS_SHOWN` at a time around the one chosen (a table of four players
    offers many names to capture); the one chosen pointed at and reversed."""
    first = max(0, min(way - WAYS_SHOWN // 2, len(labels) - WAYS_SHOWN))
    shown = labels[first : first + WAYS_SHOWN]
    out = Text(
        "How (↑ ↓):" + (f" {way + 1} of {len(labels)}" if len(labels) > WAYS_SHOWN else "") + "\n",
        style=styles.muted,
    )
    for index, label in enumerate(shown, start=first):
        chosen = index == way
        out.append("▶ " if chosen else "  ", style="bold")
        out.append(label + "\n", style="bold reverse" if chosen else "")
    return out


def verdict(state: GGState, play: Play | ActionError, styles: VerdictStyles) -> Text:
    """What a name would score, and any blank it spends (GG-T6); or why it cannot be formed."""
    if not isinstance(play, Play):
        return Text(f"✗ {play}", style=styles.error)
    out = Text(f"✓ {play.text}: {play.value} points", style=styles.success)
    spent = blanks_spent(state, play)
    if spent:
        out.append(f", {blanks_for(spent)}", style=styles.warning)
    return out


def found_name(name: str, where: str) -> Text:
    """A name the globe panel found, and where it is (cut to a line)."""
    return Text.assemble((name, "bold"), " — ", where[:60])


def found_count(query: str, found: int, limit: int) -> str:
    """How many names the globe panel found, and how to narrow a search that found too many to list."""
    if not query:
        return "Type to search the gazetteer."
    if found == limit:
        return f"The first {limit} names; type more letters to narrow the search."
    return counted(found, "name")


def pot_letters(rules: GlobeGrams, state: GGState) -> str:
    """The letters in the pot with their points and how many (for choosing what to TAKE)."""
    held = state.pot.counts()
    return "In the pot: " + " ".join(
        f"{t}{rules.spec.values[t]}×{held[t]}" for t in sorted(set(t for t in state.pot if t != BLANK))
    )


def own_letters(rules: GlobeGrams, letters: Iterable[str]) -> str:
    """The player's letters with their points (for choosing what to DISCARD or pass on)."""
    return "Your letters: " + " ".join(f"{t}{rules.spec.values[t]}" for t in letters)
