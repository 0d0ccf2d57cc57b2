"""Mapominoes drawn as plain functions: the table's window of cards, the card in focus, the deck's map, the
prompt, the hand and the players, each from what the seat at the keyboard sees (`seen`), the view's own
state (`MapView`), the cards' palette and the room the panel gives.

Cards are drawn as cards: a border with the nation's mark and the card's abbreviation at the top, the full
name wrapped inside, a tint of its own (bordering cards never share one), and Transit cards as sea cards
bearing their nomination. Every glyph tells what the colours tell (the nation's letters, the borders, + where
a card fits), so the table reads the same without colour."""

from __future__ import annotations

import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import groupby

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.text import Text

from ...engine.tiles import Bag
from ...games.mapominoes import Mapominoes, MapState, Tabled
from ...games.mapominoes.atlas import TINTS, Places, deck_tints, nation_mark

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
VOWELS = set("aeiouy")
ROUND = tuple("╭╮╰╯─│")
HEAVY = tuple("┏┓┗┛━┃")
DASHED = tuple("╭╮╰╯╌╎")
PARTS = ("sea", "felt", "fits", "open", "cursor", "warning", "label", "muted")
"""The parts of the cards' palette besides the tints, each a component class `cards--PART` of the widgets."""


@dataclass(frozen=True, eq=False)
class CardPalette:
    """The styles the cards are drawn in: a card's face (`tints`, `sea`) whole, so its text takes the colour
    that reads best on its ground; the other parts only add to what lies under them. A palette is read once
    per theme and is itself the key of the cards' drawn lines (`face_piece`), so it compares by identity:
    hashing its fourteen styles for each piece of each redraw cost a tenth of a cursor key."""

    tints: tuple[Style, ...]
    sea: Style
    felt: Style
    fits: Style
    open: Style
    cursor: Style
    warning: Style
    label: Style
    muted: Style

    def of(self, part: str) -> Style:
        """A part by name: tint-0 … tint-5, or one of `PARTS`."""
        if part.startswith("tint-"):
            return self.tints[int(part.removeprefix("tint-"))]
        style: Style = getattr(self, part)
        return style


NO_STYLE = Style()
PLAIN = CardPalette(tints=(NO_STYLE,) * TINTS, **dict.fromkeys(PARTS, NO_STYLE))
"""A palette with no colour nor emphasis at all: what is drawn in it must still say everything."""


@dataclass(frozen=True)
class MapView:
    """What of the view drawing needs: the cursor's space, the chosen card's place in the hand, the table's
    top-left space in view, whether the player at the keyboard is to move (only then is a hand shown) and
    the seconds left on the sand timer."""

    cursor: int
    chosen: int = 0
    scroll: tuple[int, int] = (0, 0)
    mine: bool = False
    seconds_left: int = 0


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


@dataclass(frozen=True)
class Focus:
    """The card shown large, as the printed card is: its face, its nation, what it borders (• where that card
    is on the table), the waters it touches and a note; with no face, the note alone."""

    face: Face | None
    nation: str = ""
    borders: tuple[str, ...] = ()
    waters: tuple[str, ...] = ()
    note: str = ""


# --- names on cards ------------------------------------------------------------------------------------


def fit_name(name: str, width: int) -> str:
    """`name` in at most `width` characters, abbreviated the way an atlas would (East Riding of Yorkshire
    → E. Riding of Yorkshire) rather than cut; a name still too long ends in a full stop."""
    for long, short in SHORTER:
        if len(name) <= width:
            return name
        name = name.replace(long, short)
    return name if len(name) <= width else name[: width - 1].rstrip(" &") + "."


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


# --- what the seat at the keyboard may do -----------------------------------------------------------------


def hand_of(seen: MapState, view: MapView) -> Bag:
    """The hand shown: the cards of the player to move when that is the player at the keyboard, else none."""
    return seen.hands[seen.turn].counties if view.mine else Bag()


def chosen_card(seen: MapState, view: MapView) -> str | None:
    hand = hand_of(seen, view).tiles
    return hand[min(view.chosen, len(hand) - 1)] if hand else None


def fits(rules: Mapominoes, seen: MapState, view: MapView) -> dict[str, list[int]]:
    """Where each card of the hand could go now (the + spaces)."""
    found: dict[str, list[int]] = {}
    if view.mine:
        for county, cell in rules.placements(seen):
            found.setdefault(county, []).append(cell)
    return found


def stuck(rules: Mapominoes, seen: MapState) -> str:
    """What a player whose cards all fail to fit may do: a Transit card where one would fit (MAP-X1),
    a draw while the pile lasts, or once it is empty only when no Transit card can go (MAP-R3, MAP-S2)."""
    transit = bool(seen.hands[seen.turn].transit and rules.transit_plays(seen))
    if transit and seen.pile:
        return "No card fits: t Transit or d draw"
    if transit:
        return "No card fits: t Transit (pile empty)"
    return "No card fits: d draws a Transit card" if seen.pile else "No card fits: d ends your go"


MOVES = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}


def moved(rules: Mapominoes, cursor: int, direction: str) -> int:
    """The space one step from `cursor` towards `direction` (up, down, left, right), kept on the table."""
    dr, dc = MOVES[direction]
    row, col = rules.grid.cell(cursor)
    return rules.grid.index((min(max(row + dr, 0), rules.height - 1), min(max(col + dc, 0), rules.width - 1)))


def next_fit(seen: MapState, view: MapView, fitting: Mapping[str, Sequence[int]]) -> tuple[int, int]:
    """(chosen card, cursor) after Tab: the next space after the cursor where the chosen card fits, or with
    none, the first space of the next card in the hand that fits. Something must fit (`fitting`)."""
    cards, chosen = hand_of(seen, view).tiles, view.chosen
    if chosen_card(seen, view) not in fitting:
        later = (cards[(chosen + i) % len(cards)] in fitting for i in range(len(cards)))
        chosen = (chosen + next(i for i, fitting_card in enumerate(later) if fitting_card)) % len(cards)
    spaces = sorted(fitting[cards[min(chosen, len(cards) - 1)]])
    return chosen, ([cell for cell in spaces if cell > view.cursor] or spaces)[0]


def transit_hint(rules: Mapominoes, seen: MapState, cursor: int) -> str:
    """What the nomination box says of the cursor's space: the nominations that fit there with the hand."""
    where = rules.cell_name(cursor)
    here = sorted({nomination for cell, nomination in rules.transit_plays(seen) if cell == cursor})
    return f"Fits at {where} with your hand: {', '.join(here)}" if here else f"Nothing fits at {where} with your hand"


# --- the table ------------------------------------------------------------------------------------------


def card_size(width: int, height: int, rows: int, cols: int) -> tuple[int, int, int, int]:
    """(rows, columns, card width, card height) of the window onto a table of `rows` by `cols` that fits a
    panel `width` by `height`."""
    shown_cols = max(1, min(cols, (width - LABELS - 1) // CARD_WIDTHS[0]))
    card_width = max(CARD_WIDTHS[0], min(CARD_WIDTHS[1], (width - LABELS - 1) // shown_cols))
    card_height = 4 if (height - 2) // 4 >= 4 else 3
    return max(1, min(rows, (height - 2) // card_height)), shown_cols, card_width, card_height


def follow_cursor(
    rules: Mapominoes, cursor: int, scroll: tuple[int, int] | None, rows: int, cols: int
) -> tuple[int, int]:
    """The table's top-left space in a window of `rows` by `cols` once it has scrolled (as little as it must)
    to show the cursor; with no scroll yet, centred on the cursor."""
    row, col = rules.grid.cell(cursor)
    top, left = scroll or (row - rows // 2, col - cols // 2)
    top = min(max(top, row - rows + 1), row)
    left = min(max(left, col - cols + 1), col)
    return max(0, min(top, rules.height - rows)), max(0, min(left, rules.width - cols))


def card_face(rules: Mapominoes, card: Tabled | str, waiting: bool = False) -> Face:
    """The face of a tabled card, or of a card of the hand named by itself."""
    if isinstance(card, Tabled) and card.nomination is not None:
        return Face(name=card.nomination, transit=True, waiting=waiting)
    name = card.card if isinstance(card, Tabled) else card
    area = rules.deck.areas[name]
    return Face(name=name, mark=nation_mark(area.nation), abbrev=area.abbrev, tint=deck_tints(rules.map_file)[name])


def space_face(rules: Mapominoes, seen: MapState, cell: int, plus: frozenset[int]) -> Face:
    """What space `cell` shows: its card, + where the chosen card fits (`plus`), · beside a tabled card."""
    card = seen.table[cell]
    if card is None:
        if cell in plus:
            return Face(fits=True, open=True)
        return Face(open=True) if cell in seen.openings else EMPTY
    return card_face(rules, card, waiting=seen.pending_transit == cell)


def window(
    rules: Mapominoes, seen: MapState, view: MapView, fitting: Mapping[str, Sequence[int]], rows: int, cols: int
) -> list[list[Face]]:
    """The faces of the `rows` by `cols` spaces in view from `view.scroll`, + where the chosen card fits
    (`fitting`: where each card of the hand fits, as `fits` says)."""
    top, left = view.scroll
    plus = frozenset(fitting.get(chosen_card(seen, view) or "", ()))
    return [
        [space_face(rules, seen, rules.grid.index((row, col)), plus) for col in range(left, left + cols)]
        for row in range(top, top + rows)
    ]


def describe_cursor(rules: Mapominoes, seen: MapState, view: MapView) -> str:
    """The line under the table: the cursor's space and what lies there, or whether the chosen card fits."""
    cursor = view.cursor
    where = rules.cell_name(cursor)
    card = seen.table[cursor]
    if card is not None:
        if card.nomination is not None:
            return f"{where}: Transit card as {card.nomination}"
        return f"{where}: {card.card} ({rules.deck.areas[card.card].nation})"
    chosen = chosen_card(seen, view)
    if chosen is None or cursor not in seen.openings:
        return f"{where}: free" if cursor in seen.openings else f"{where}: empty"
    problem = rules.misfit(seen.table, cursor, chosen)
    return f"{where}: {chosen} fits here" if problem is None else f"{where}: {problem[1]}"


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


@lru_cache(maxsize=4096)
def face_piece(
    face: Face, width: int, height: int, here: bool, line: int, palette: CardPalette, base: Style
) -> tuple[Segment, ...]:
    """One line of one space, in its styles over `base`: the border heavy in the cursor's colour where the
    cursor is, a waiting Transit card's nomination underlined. Kept per card, size and palette, so a redraw
    after a move joins a few dozen pieces and converts no text."""
    text, part = face_lines(face, width, height, here)[line]
    style = base + palette.felt + palette.of(part)
    side = style + palette.cursor if here else style
    if not (here or face.waiting) or not 0 < line < height - 1:
        return (Segment(text, side),)
    body = text[1:-1]
    words = body.strip()
    start = body.find(words) if words else 0
    marked = style + Style(underline=True) if face.waiting else style
    return (
        Segment(text[0], side),
        Segment(body[:start], style),
        Segment(words, marked),
        Segment(body[start + len(words) :], style),
        Segment(text[-1], side),
    )


def table_lines(
    faces: Sequence[Sequence[Face]],
    corner: tuple[int, int],
    cursor: tuple[int, int],
    size: tuple[int, int, int, int],
    table: tuple[int, int],
    status: str,
    palette: CardPalette,
    base: Style = NO_STYLE,
) -> list[list[Segment]]:
    """The table's window as lines of segments: column letters (◀ ▶ where more lie), `faces` (the window's
    rows of spaces, cards `size[2]` by `size[3]`) with row numbers, and the `status` line (▲ ▼ where more
    rows lie). `corner` is the window's top-left space on a table of `table` rows and columns, `cursor` a
    space of the window, or outside it."""
    _, _, width, height = size
    top, left = corner
    label = base + palette.label
    columns = len(faces[0]) if faces else 0
    header = "".join(f"{chr(ord('A') + left + col):^{width}}" for col in range(columns))
    right = "▶" if left + columns < table[1] else ""
    lines = [[Segment(" ◀ " if left else "   ", label), Segment(header + right, label)]]
    for row, spaces in enumerate(faces):
        for line in range(height):
            number = f"{top + row + 1:>2} " if line == (height - 1) // 2 else "   "
            pieces = [Segment(number, label)]
            for col, face in enumerate(spaces):
                pieces += face_piece(face, width, height, (row, col) == cursor, line, palette, base)
            lines.append(pieces)
    more = ("▲" if top else "") + ("▼" if top + len(faces) < table[0] else "")
    room = LABELS + columns * width
    shown = status[: max(0, room - len(more) - 1)]
    lines.append([Segment(shown, base), Segment(" " * max(1, room - len(shown) - len(more)), base)])
    if more:
        lines[-1].append(Segment(more, label))
    return lines


# --- the card in focus and the deck's map ------------------------------------------------------------------


def focused(seen: MapState, view: MapView) -> Tabled | str | None:
    """The card the side panels show large: the tabled card at the cursor, else the chosen card of the hand."""
    return seen.table[view.cursor] or chosen_card(seen, view)


def focus_of(rules: Mapominoes, seen: MapState, card: Tabled | str | None) -> Focus:
    """What the printed card of `card` says: its nation, its borders (• those on the table), its waters."""
    if card is None:
        return Focus(None, note="Move onto a card to see what it borders.")
    deck = rules.deck
    face = card_face(rules, card)
    abbrev = {name: area.abbrev for name, area in deck.areas.items()}
    if face.transit:
        return Focus(face, "a Transit card", tuple(sorted(abbrev[name] for name in rules.touching.get(face.name, ()))))
    area = deck.areas[face.name]
    tabled = {tabled.card for tabled in seen.table if tabled is not None}
    held = "in your hand" if not isinstance(card, Tabled) else ""
    borders = tuple(abbrev[name] + ("•" if name in tabled else "") for name in sorted(area.borders))
    note = "• on the table" + (f"; this card is {held}" if held else "") if tabled & area.borders else held
    return Focus(face, area.nation, borders, tuple(sorted(area.waters)), note)


def focus_card(focus: Focus, palette: CardPalette, width: int, room: int) -> Text:
    """One card shown large in `width` columns and at most `room` lines: its name, what it borders (⇄) and
    the waters it touches (≈), a note, its nation along the bottom."""
    face = focus.face
    if face is None:
        return Text().append(focus.note, style=palette.muted)
    inner = max(width, 16) - 2
    style = palette.sea if face.transit else palette.of(f"tint-{face.tint}")
    top = "≈Transit≈" if face.transit else f"{face.mark}─{face.abbrev}"
    across = "≈" if face.transit else "─"
    foot = f" {focus.nation} "[:inner] if focus.nation else ""
    bold, plain = Style(bold=True), Style()
    lines = [(f"╭{top}{'─' * (inner - len(top))}╮", bold)]
    lines += [(f"│{row:^{inner}}│", bold) for row in wrap_name(face.name, inner - 2, 2)]
    for sign, names, between in (("⇄", focus.borders, " "), ("≈", focus.waters, " · ")):
        if names:
            rows = textwrap.wrap(between.join(names), inner - 4) or [""]
            lines += [(f"│ {sign if i == 0 else ' '} {row:<{inner - 4}} │", plain) for i, row in enumerate(rows)]
    notes = textwrap.wrap(focus.note, inner - 2) if focus.note else []
    if len(lines) + len(notes) + 1 <= room:
        lines += [(f"│ {row:<{inner - 2}} │", Style(italic=True)) for row in notes]
    if len(lines) + 1 > room:
        lines = lines[: max(1, room - 2)] + [(f"│{'…':^{inner}}│", plain)]
    lines.append((f"╰{foot:{across}^{inner}}╯", plain))
    out = Text()
    for index, (line, extra) in enumerate(lines):
        if index:
            out.append("\n")
        out.append(line, style=style + extra)
    return out


def laid(rules: Mapominoes, seen: MapState) -> dict[str, tuple[str, int]]:
    """Each card on the table (Transit cards aside) with its nation's mark and its tint, for the deck's map."""
    areas, tints = rules.deck.areas, deck_tints(rules.map_file)
    return {
        card.card: (nation_mark(areas[card.card].nation), tints[card.card])
        for card in seen.table
        if card is not None and card.nomination is None
    }


def pointed(rules: Mapominoes, card: Tabled | str | None) -> str | None:
    """The card of the deck the map points out for the card in focus: none for a Transit card."""
    name = card.card if isinstance(card, Tabled) else card
    return name if name in rules.deck.areas else None


def area_map(
    places: Places, lit: Mapping[str, tuple[str, int]], focus: str | None, title: str, palette: CardPalette
) -> Text:
    """The deck's schematic map under `title`: each card at its place, lit with its nation's letter on its
    tint once on the table (`lit`), ░ while not; the card in focus is ◆."""
    grid: list[list[tuple[str, str]]] = [[(" ", "")] * places.width for _ in range(places.height)]
    for name, (row, col) in places.cells.items():
        if name == focus:
            grid[row][col] = ("◆", "cursor")
        elif name in lit:
            mark, tint = lit[name]
            grid[row][col] = (mark[0], f"tint-{tint}")
        else:
            grid[row][col] = ("░", "muted")
    out = Text(f"{title:^{places.width}}", style=palette.label)
    for cells in grid:
        out.append("\n")
        for part, run in groupby(cells, key=lambda cell: cell[1]):
            out.append("".join(glyph for glyph, _ in run), style=palette.of(part) if part else "")
    return out


# --- the side panel -------------------------------------------------------------------------------------


def prompt(
    rules: Mapominoes,
    seen: MapState,
    view: MapView,
    fitting: Mapping[str, Sequence[int]],
    palette: CardPalette,
    names: Sequence[str],
    thinking: bool = False,
    callers: Sequence[str] = (),
) -> Text:
    """The round and the pile, who is to play (a computer `thinking`), the sand left, what to do when nothing
    fits, and who at the keyboard may call out the last player's cards (`callers`, MAP-O2)."""
    rounds = rules.rounds(len(seen.names))
    out = Text()
    out.append(f"Round {min(seen.round, rounds)}/{rounds}", style="bold")
    out.append(f" · pile {seen.pile}\n")
    if seen.phase == "over":
        out.append("The game is over.", style="bold")
        return out
    if seen.phase != "play":
        out.append("Dealing…", style="italic")
        return out
    name = names[seen.turn]
    if thinking:
        out.append(f"{name} (computer) is thinking…", style="italic")
        return out
    out.append(f"{name} to play", style="bold")
    if rules.sand_timer:
        out.append(f" · ⧗ {view.seconds_left}s", style=palette.warning)
    out.append("\n")
    if seen.pending_transit is not None:
        out.append("Now a card beside the Transit card\n", style=palette.warning)
    elif view.mine and not fitting:
        out.append(f"{stuck(rules, seen)}\n", style=palette.warning)
    if callers and seen.placer is not None:
        out.append(f"c: {', '.join(callers)} may call out {names[seen.placer]}'s cards (MAP-O2)\n", style=palette.fits)
    return out


def hand(
    rules: Mapominoes,
    seen: MapState,
    view: MapView,
    fitting: Mapping[str, Sequence[int]],
    palette: CardPalette,
    rows: int,
    width: int,
) -> Text:
    """The hand in a panel `width` wide, `rows` cards at a time round the chosen one: each card's nation on
    its tint, its name whole or abbreviated, ✓ where it fits; nothing when it is not the keyboard's go."""
    out = Text()
    if not view.mine:
        return out
    cards = hand_of(seen, view).tiles
    out.append(f"Hand {len(cards)} · Transit ×{seen.hands[seen.turn].transit}\n", style="bold")
    start = max(0, min(view.chosen - rows // 2, len(cards) - rows))
    room = max(8, width - 6)
    for index in range(start, min(start + rows, len(cards))):
        county = cards[index]
        chosen = index == view.chosen
        face = card_face(rules, county)
        out.append("▶" if chosen else " ", style="bold")
        out.append("✓" if county in fitting else " ", style=palette.fits)
        out.append(f"{face.mark:^3}", style=palette.of(f"tint-{face.tint}"))
        out.append(" ")
        out.append(f"{fit_name(county, room)}\n", style="reverse" if chosen else "")
    if len(cards) > rows:
        out.append(f"  {view.chosen + 1} of {len(cards)} · [ ] choose", style=palette.muted)
    out.rstrip()
    return out


def hand_rows(prompt: Text, players: Text, side: tuple[int, int], above: int, console: Console) -> int:
    """How many cards of the hand a side panel `side` (width, height) has room to list under the `prompt`
    (and `above` lines of the deck's map), above the `players`."""
    width = max(side[0] - 1, 10)
    taken = len(prompt.wrap(console, width)) + len(players.wrap(console, width)) + 2 + 2 + above
    return max(3, (side[1] or 20) - taken)


def name_width(width: int) -> int:
    """How much of each player's name the players' list in a panel `width` wide shows."""
    return max(4, min(10, width - 16))


def players(seen: MapState, names: Sequence[Text]) -> Text:
    """Each player (`names`, fitted to `name_width`): cards and Transit cards in hand, points so far."""
    out = Text()
    for seat, held in enumerate(seen.hands):
        marker = "▶" if seat == seen.turn and seen.phase == "play" else " "
        out.append(f"{marker}{seat + 1} ")
        out.append_text(names[seat])
        out.append(f" {len(held.counties):>2}c {held.transit}T {seen.scores[seat]:>3}pt\n")
    out.rstrip()
    return out
