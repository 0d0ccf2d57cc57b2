"""Skip-A-Cross's table: letter tiles, the face-down pool, and each player's mat with the words laid on it.

The panels are plain text with styles (one `LineCachedStatic.update` a redraw); every colour is a component
class of `TableTop` (theme variables in screens/game.tcss). Nothing depends on colour: a word a move just laid
carries a mark (★, or ⇐ where it came from), the word a typed move would take is reversed.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from .rows import LineCachedStatic

BACK = "▒"
"""The face of a tile lying face down."""


@dataclass(frozen=True, slots=True)
class TablePalette:
    """The table's styles for the current theme, read once per redraw from the component classes."""

    tile: Style
    hand: Style
    back: Style
    taken: Style
    moved: Style
    mat: Style
    mat_to_move: Style
    muted: Style
    good: Style
    bad: Style
    source: dict[str, Style]


class TableTop(LineCachedStatic):
    """A panel of the Skip-A-Cross table (the centre, the players' mats, the word being typed)."""

    COMPONENT_CLASSES = {
        "tt--tile",
        "tt--hand",
        "tt--back",
        "tt--taken",
        "tt--moved",
        "tt--mat",
        "tt--mat-to-move",
        "tt--muted",
        "tt--good",
        "tt--bad",
        "tt--source-word",
        "tt--source-drawn",
        "tt--source-centre",
        "tt--source-missing",
    }

    def palette(self) -> TablePalette:
        def style(name: str) -> Style:
            return self.get_component_rich_style(f"tt--{name}")

        def text(name: str) -> Style:
            """A style that colours text only, over whatever ground it is written on."""
            return self.get_component_rich_style(f"tt--{name}", partial=True)

        return TablePalette(
            tile=style("tile"),
            hand=style("hand"),
            back=style("back"),
            taken=text("taken"),
            moved=style("moved"),
            mat=style("mat"),
            mat_to_move=style("mat-to-move"),
            muted=text("muted"),
            good=text("good"),
            bad=text("bad"),
            source={name: text(f"source-{name}") for name in ("word", "drawn", "centre", "missing")},
        )


def letter_tile(letter: str, style: Style) -> Text:
    """One tile, a letter on its ground."""
    return Text(f" {letter} ", style=style)


def word_tiles(word: str, style: Style, spaced: bool) -> Text:
    """A word laid out as a row of tiles: letter by letter when there is room, else close together."""
    face = " ".join(word) if spaced else word
    return Text(f" {face} ", style=style)


TALL_TILE = 5
"""A tall tile's width: with its three lines it stands about square, as a tile on the table does."""


def tall_word(word: str, style: Style) -> list[Text]:
    """A word as a row of tall tiles (three lines, the letter in the middle one), a column apart."""
    blank = Text(" ").join(Text(" " * TALL_TILE, style=style) for _ in word)
    middle = Text(" ").join(Text(f"{letter:^{TALL_TILE}}", style=style) for letter in word)
    return [blank, middle, blank.copy()]


def wrapped_blocks(pieces: list[list[Text]], width: int, indent: int, gap: str) -> Text:
    """Blocks of lines (tall words) in rows, as `wrapped` lays single lines: a row breaks between blocks
    (never inside one) at `width`, rows after the first start at `indent`, a blank line between rows."""
    rows: list[list[list[Text]]] = []
    column = indent
    for piece in pieces:
        size = max(cell_len(line.plain) for line in piece)
        if rows and column + cell_len(gap) + size <= width:
            rows[-1].append(piece)
            column += cell_len(gap) + size
        else:
            rows.append([piece])
            column = indent + size
    out: list[Text] = []
    for row in rows:
        height = max(len(piece) for piece in row)
        widths = [max(cell_len(line.plain) for line in piece) for piece in row]
        for at in range(height):
            line = Text(" " * indent)
            for i, (piece, size) in enumerate(zip(row, widths)):
                if i:
                    line.append(gap)
                part = piece[at].copy() if at < len(piece) else Text()
                part.pad_right(size - cell_len(part.plain))
                line.append_text(part)
            out.append(line)
        out.append(Text())
    return Text("\n").join(out[:-1]) if out else Text()


def wrapped(pieces: list[Text], width: int, indent: int, gap: str) -> Text:
    """Pieces in a row, breaking the line between pieces (never inside one) at `width`; lines after the
    first start at `indent`."""
    out = Text()
    column = indent
    for i, piece in enumerate(pieces):
        size = cell_len(piece.plain)
        if i and column + cell_len(gap) + size > width:
            out.append("\n" + " " * indent)
            column = indent
        elif i:
            out.append(gap)
            column += cell_len(gap)
        out.append_text(piece)
        column += size
    return out


def block(text: Text, width: int, height: int, ground: Style) -> list[Text]:
    """`text` as a block of `height` lines exactly `width` cells wide on `ground` (a mat, the felt)."""
    lines = list(text.split("\n", allow_blank=True))[:height] if text.plain else []
    lines += [Text()] * (height - len(lines))
    out = []
    for line in lines:
        cell = Text(style=ground)
        cell.append_text(line)
        cell.truncate(width, overflow="crop", pad=True)
        out.append(cell)
    return out


def side_by_side(blocks: list[list[Text]], gutter: int) -> Text:
    """Blocks of the same height laid next to each other with `gutter` columns between."""
    rows = []
    for parts in zip(*blocks):
        line = Text()
        for i, part in enumerate(parts):
            if i:
                line.append(" " * gutter)
            line.append_text(part)
        rows.append(line)
    return Text("\n").join(rows)
