"""Mapominoes cards drawn as cards: a border with the nation's mark and the card's abbreviation at the top,
the full name wrapped inside, a tint of its own (bordering cards never share one), and Transit cards as sea
cards bearing their nomination. `CardTable` lays them on the table's grid, `FocusCard` shows one card
large with what it borders, as the printed card does.

Every glyph tells what the colours tell (the nation's letters, the borders, + where a card fits), so the
table reads the same without colour. The palette is the component classes of `CardPanel`, in
mapominoes.tcss beside this file, taken from the theme's variables.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.css.scalar import Unit
from textual.strip import Strip
from textual.widget import Widget

from ...games.mapominoes.atlas import TINTS
from .rows import LineCachedStatic

SHORTER = (
    (" and ", " & "),
    ("North ", "N. "),
    ("South ", "S. "),
    ("East ", "E. "),
    ("West ", "W. "),
    ("City of ", ""),
    ("Islands", "Is."),
)
"""Abbreviations a name takes, in turn, until it fits: each keeps the name readable."""
CARD_WIDTHS = (12, 14)
"""The narrowest card (ten letters a line inside its border) and the widest worth the room."""
LABELS = 3
"""Columns left of the cards for the row numbers, and one right of them for the ▶ that says more lie there."""


def fit_name(name: str, width: int) -> str:
    """`name` in at most `width` characters, abbreviated the way an atlas would (East Riding of Yorkshire
    → E. Riding of Yorkshire) rather than cut; a name still too long ends in a full stop."""
    for long, short in SHORTER:
        if len(name) <= width:
            return name
        name = name.replace(long, short)
    return name if len(name) <= width else name[: width - 1].rstrip(" &") + "."


VOWELS = set("aeiouy")


def _hyphen(word: str, room: int, width: int) -> int | None:
    """Where to hyphenate `word` so its head and the hyphen fit `room` and its tail a line of `width`: before
    -shire where it can (Northampton-/shire), else where a syllable may start (Notting-/hamshire)."""
    splits = [i for i in range(2, len(word) - 1) if i + 1 <= room and len(word) - i <= width]
    if not splits:
        return None
    if word.find("shire") in splits:
        return word.find("shire")
    syllables = [i for i in splits if word[i].lower() not in VOWELS and word[i + 1].lower() in VOWELS]
    return (syllables or splits)[-1]


def _wrapped(name: str, width: int) -> list[str]:
    """`name` on lines of `width`, words whole where they go and hyphenated where they do not."""
    lines: list[str] = []
    for word in name.split():
        while word:
            if lines and len(lines[-1]) + 1 + len(word) <= width:
                lines[-1] += " " + word
                break
            if len(word) <= width:
                lines.append(word)
                break
            room = width - len(lines[-1]) - 1 if lines else 0
            cut = _hyphen(word, room, width)
            if cut is not None:
                lines[-1] += f" {word[:cut]}-"
            else:
                cut = _hyphen(word, width, width) or width - 1
                lines.append(f"{word[:cut]}-")
            word = word[cut:]
    return lines or [""]


@lru_cache(maxsize=2048)
def wrap_name(name: str, width: int, lines: int) -> tuple[str, ...]:
    """`name` on at most `lines` lines of `width`: whole where it goes, abbreviated (fit_name) where not."""
    if lines == 1:
        return (fit_name(name, width),)
    for long, short in (("", ""), *SHORTER):
        name = name.replace(long, short) if long else name
        wrapped = _wrapped(name, width)
        if len(wrapped) <= lines:
            return tuple(wrapped)
    wrapped = _wrapped(name, width)
    last = " ".join(wrapped[lines - 1 :]).replace("- ", "")
    wrapped[lines - 1 :] = [last[: width - 1].rstrip(" &-") + "."]
    return tuple(wrapped)


@dataclass(frozen=True)
class Face:
    """What one space of the table shows: a card (its name, nation's mark, abbreviation and tint), a
    Transit card (`transit`, with its nomination as the name), or an empty space: `fits` (the chosen card
    may go here), `open` (beside a tabled card) or nothing."""

    name: str = ""
    mark: str = ""
    abbrev: str = ""
    tint: int = 0
    transit: bool = False
    fits: bool = False
    open: bool = False
    waiting: bool = False
    """A Transit card whose county is still to come (MAP-X1)."""

    @property
    def card(self) -> bool:
        return bool(self.name)


EMPTY = Face()

ROUND = tuple("╭╮╰╯─│")
HEAVY = tuple("┏┓┗┛━┃")
DASHED = tuple("╭╮╰╯╌╎")


@lru_cache(maxsize=4096)
def face_lines(face: Face, width: int, height: int, cursor: bool) -> tuple[tuple[str, str], ...]:
    """The face's lines, `width` by `height`, each with the part of the palette it is drawn in
    (tint-N, sea, fits, open, felt); the cursor draws the border heavy."""
    inner = width - 2
    part = f"tint-{face.tint}" if face.card and not face.transit else "sea" if face.transit else "felt"
    if not face.card:
        if not (cursor or face.fits):
            middle = "·" if face.open else " "
            blank = " " * width
            rows = [blank] * height
            rows[(height - 1) // 2] = f"{middle:^{width}}"
            return tuple((row, "open" if face.open else "felt") for row in rows)
        nw, ne, sw, se, across, side = HEAVY if cursor else DASHED
        sign = "+" if face.fits else "·" if face.open else " "
        body = [f"{side}{sign if i == (height - 3) // 2 else '':^{inner}}{side}" for i in range(height - 2)]
        kind = "fits" if face.fits else "open"
        return (
            (f"{nw}{across * inner}{ne}", kind),
            *((row, kind) for row in body),
            (f"{sw}{across * inner}{se}", kind),
        )
    nw, ne, sw, se, across, side = HEAVY if cursor else ROUND
    if face.transit:
        top = "≈Transit≈"[:inner]
        bottom = "≈" * inner
    else:
        top = f"{face.mark}─{face.abbrev}"[:inner]
        bottom = across * inner
    name = wrap_name(face.name, inner, height - 2)
    start = (height - 2 - len(name)) // 2
    body = [name[i - start] if 0 <= i - start < len(name) else "" for i in range(height - 2)]
    return (
        (f"{nw}{top}{across * (inner - len(top))}{ne}", part),
        *((f"{side}{line:^{inner}}{side}", part) for line in body),
        (f"{sw}{bottom}{se}", part),
    )


class CardWidget(Widget):
    """A widget drawn in the cards' palette: a tint per card, the sea of Transit cards, the table's felt."""

    COMPONENT_CLASSES = {
        *(f"cards--tint-{n}" for n in range(TINTS)),
        "cards--sea",
        "cards--felt",
        "cards--fits",
        "cards--open",
        "cards--cursor",
        "cards--warning",
        "cards--label",
        "cards--muted",
    }

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self._styles: dict[str, Style] = {}
        self._drawn: object = None
        """What the widget was last drawn from: drawing the same again is skipped."""

    def style_of(self, part: str) -> Style:
        """A part of the palette (tint-0, sea, felt, …), read once per theme. A card's face is read whole, so its
        text takes the colour that reads best on its ground; the other parts only add to what lies under them."""
        style = self._styles.get(part)
        if style is None:
            face = part.startswith(("tint-", "sea"))
            style = self._styles[part] = self.get_component_rich_style(f"cards--{part}", partial=not face)
        return style

    def notify_style_update(self) -> None:
        self._styles.clear()
        self._drawn = None
        super().notify_style_update()

    def unchanged(self, drawn: object) -> bool:
        """Whether `drawn` (all a drawing depends on) is what the widget shows already; else it is kept."""
        if drawn == self._drawn:
            return True
        self._drawn = drawn
        return False


class CardPanel(LineCachedStatic, CardWidget):
    """Text in the cards' palette (the hand, the prompt, the card in focus, the map): a Static first, so what
    is said of Statics (their height, a test that no text is cut) holds for it."""

    COMPONENT_CLASSES = CardWidget.COMPONENT_CLASSES


class CardTable(CardWidget):
    """The table's grid of spaces as cards, a window of it at a time with row numbers and column letters.

    Each line is put together from the cards' lines, kept per card, size and theme, so a redraw after a move
    joins a few dozen pieces and converts no text."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._strips: list[Strip] = []
        self._pieces: dict[tuple[Face, int, int, bool, int], list[Segment]] = {}

    def notify_style_update(self) -> None:
        self._pieces.clear()
        super().notify_style_update()

    def card_size(self, rows: int, cols: int) -> tuple[int, int, int, int]:
        """(rows, columns, card width, card height) of the window onto a table of `rows` by `cols` that fits."""
        width, height = self.size.width or 52, self.size.height or 19
        shown_cols = max(1, min(cols, (width - LABELS - 1) // CARD_WIDTHS[0]))
        card_width = max(CARD_WIDTHS[0], min(CARD_WIDTHS[1], (width - LABELS - 1) // shown_cols))
        card_height = 4 if (height - 2) // 4 >= 4 else 3
        return max(1, min(rows, (height - 2) // card_height)), shown_cols, card_width, card_height

    def _piece(self, face: Face, width: int, height: int, here: bool, line: int) -> list[Segment]:
        """One line of one space, in its styles: the border heavy in the cursor's colour where the cursor is,
        a waiting Transit card's nomination underlined."""
        key = (face, width, height, here, line)
        piece = self._pieces.get(key)
        if piece is not None:
            return piece
        text, part = face_lines(face, width, height, here)[line]
        style = self.rich_style + self.style_of("felt") + self.style_of(part)
        side = style + self.style_of("cursor") if here else style
        if not (here or face.waiting) or not 0 < line < height - 1:
            piece = [Segment(text, side)]
        else:
            body = text[1:-1]
            words = body.strip()
            start = body.find(words) if words else 0
            marked = style + Style(underline=True) if face.waiting else style
            piece = [
                Segment(text[0], side),
                Segment(body[:start], style),
                Segment(words, marked),
                Segment(body[start + len(words) :], style),
                Segment(text[-1], side),
            ]
        self._pieces[key] = piece
        return piece

    def draw(
        self,
        faces: Sequence[Sequence[Face]],
        corner: tuple[int, int],
        cursor: tuple[int, int],
        size: tuple[int, int, int, int],
        table: tuple[int, int],
        status: str,
    ) -> None:
        """Show `faces` (the window's rows of spaces) whose top-left space is `corner` on a table of `table`
        rows and columns; `cursor` is a space of the window, or outside it."""
        if self.unchanged((faces, corner, cursor, size, table, status, self.size)):
            return
        _, _, width, height = size
        top, left = corner
        base = self.rich_style
        label = base + self.style_of("label")
        columns = len(faces[0]) if faces else 0
        header = "".join(f"{chr(ord('A') + left + col):^{width}}" for col in range(columns))
        right = "▶" if left + columns < table[1] else ""
        lines = [[Segment(" ◀ " if left else "   ", label), Segment(header + right, label)]]
        for row, spaces in enumerate(faces):
            for line in range(height):
                number = f"{top + row + 1:>2} " if line == (height - 1) // 2 else "   "
                pieces = [Segment(number, label)]
                for col, face in enumerate(spaces):
                    pieces += self._piece(face, width, height, (row, col) == cursor, line)
                lines.append(pieces)
        more = ("▲" if top else "") + ("▼" if top + len(faces) < table[0] else "")
        room = LABELS + columns * width
        shown = status[: max(0, room - len(more) - 1)]
        lines.append([Segment(shown, base), Segment(" " * max(1, room - len(shown) - len(more)), base)])
        if more:
            lines[-1].append(Segment(more, label))
        self._strips = [Strip(pieces) for pieces in lines]
        self.refresh()

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.rich_style
        if y < len(self._strips):
            return self._strips[y].crop_extend(0, width, base)
        return Strip.blank(width, base)


class FocusCard(CardPanel):
    """One card shown large, as the printed card is: its name, what it borders (⇄) and the waters it touches
    (≈), its nation along the bottom."""

    def draw(self, face: Face | None, nation: str, borders: Sequence[str], waters: Sequence[str], note: str) -> None:
        if self.unchanged((face, nation, borders, waters, note, self.size)):
            return
        out = Text()
        if face is None:
            out.append(note, style=self.style_of("muted"))
            self.update(out)
            return
        inner = max(self.size.width, 16) - 2
        style = self.style_of("sea" if face.transit else f"tint-{face.tint}")
        top = "≈Transit≈" if face.transit else f"{face.mark}─{face.abbrev}"
        across = "≈" if face.transit else "─"
        foot = f" {nation} "[:inner] if nation else ""
        bold, plain = Style(bold=True), Style()
        lines = [(f"╭{top}{'─' * (inner - len(top))}╮", bold)]
        lines += [(f"│{row:^{inner}}│", bold) for row in wrap_name(face.name, inner - 2, 2)]
        for sign, names, between in (("⇄", borders, " "), ("≈", waters, " · ")):
            if names:
                rows = textwrap.wrap(between.join(names), inner - 4) or [""]
                lines += [(f"│ {sign if i == 0 else ' '} {row:<{inner - 4}} │", plain) for i, row in enumerate(rows)]
        room = self._room()
        notes = textwrap.wrap(note, inner - 2) if note else []
        if len(lines) + len(notes) + 1 <= room:
            lines += [(f"│ {row:<{inner - 2}} │", Style(italic=True)) for row in notes]
        if len(lines) + 1 > room:
            lines = lines[: max(1, room - 2)] + [(f"│{'…':^{inner}}│", plain)]
        lines.append((f"╰{foot:{across}^{inner}}╯", plain))
        for index, (line, extra) in enumerate(lines):
            if index:
                out.append("\n")
            out.append(line, style=style + extra)
        self.update(out)

    def _room(self) -> int:
        """The lines the card may take: its height, or when it takes the height it needs, its max-height."""
        height, limit = self.styles.height, self.styles.max_height
        if height is not None and height.is_auto:
            return int(limit.value) if limit is not None and limit.unit == Unit.CELLS else 99
        return self.size.height or 99
