"""Zig Zaggle's table drawn as the printed one: the runways in their colours, the shared squares hatched in
both, the take-off lines across the runways' far ends with their bonuses, row numbers and column letters
round the board, tiles that show a letter and its points on the tile's colour; beside it the runways, the
scores, the rack of the seat at the keyboard, what the prompt asks and the legend.

Each function takes what the seat may see (the observation), the view's own typing (`Typing`), the table's
seats (`Seating`), the colours (`Palette`) and the room, and returns Rich `Text`, so a redraw stays one
`LineCachedStatic.update` and every piece is tested without an app. Nothing is told by colour alone, so a
player who cannot tell the colours apart (or plays under NO_COLOR, which Textual draws in greys) reads the
same: a tile carries its colour's initial beside its letter, a runway square is a dot, a shared square is
hatched, a finished one crossed.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from ...engine.errors import ActionError
from ...engine.tiles import Bag
from ...games.zig_zaggle import EMPTY, FREE, Runway, ZigZaggle, ZZState, square_name

Tile = tuple[int, int, str, str]
"""A letter laid in the draft: row, column, the letter shown, the tile spent (a Free letter's is FREE)."""
TINTS = ("g", "b", "r", "y")
SUBSCRIPT = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
INITIAL = {"g": "ᵍ", "b": "ᵇ", "r": "ʳ", "y": "ʸ", FREE: "*"}
"""A tile's colour initial, shown beside its letter in every theme: the colour makes a colour flush (ZZ-S2)."""
LEGEND = (
    "Aᵍ₂ A, green, 2 points",
    "ᵇ blue ʳ red ʸ yellow",
    "* a Free letter",
    "━┃ take-off  ░ shared",
    "10 start  × finished",
)
"""What the board's marks mean, a line each, the most needed first (the side panel shows the lines it has
room for): the colours' initials, which tell a tile's colour without its colour."""
LABEL_WIDTH = 3
"""The row numbers' column on the board's left (two digits and a space)."""
EDGE = 1
"""A column each side of the squares for the west and east take-off lines."""
FRAME = LABEL_WIDTH + 2 * EDGE + 2
"""The board's columns besides its squares: the row numbers, the west and east take-off lines, the padding."""
SIDE_MIN = 24
"""The side panel's least width beside a board of wide squares (a rack row of four tiles)."""
PAN_MARGIN = 2
"""A panned board moves when the cursor comes this near the edge of the rows shown."""
NAME_WIDTH = 10
"""The cells a seat's name takes in the scores (`Player.name`)."""

Lines = dict[tuple[str, int], str]
"""Where the take-off lines run outside the squares (see `take_off_lines`)."""


@dataclass(frozen=True, slots=True)
class Palette:
    """The board's styles for the current theme, read once per redraw from the panel's component classes."""

    tile: dict[str, Style]
    square: dict[str, tuple[Style, Style]]
    """A runway square's ground in each colour, light and dark (alternating like a chessboard's)."""
    line: dict[str, Style]
    centre: Style
    start: Style
    closed: Style
    label: Style
    label_cursor: Style
    ledge: Style
    refused: Style
    """The prompt's reason a draft cannot be played."""
    scores: Style
    """The prompt's score of a draft that can."""
    aside: Style
    """The prompt's keys, said in passing."""
    asking: Style
    """The challenge window's question."""
    no_color: bool

    def tile_style(self, tint: str, extra: str = "") -> Style:
        return self.tile[tint] + Style.parse(extra) if extra else self.tile[tint]

    def shared(self, first: str, second: str) -> Style:
        """A square on two runways: hatched in the second's colour over the first's."""
        return Style(color=self.tile[second].bgcolor, bgcolor=self.square[first][1].bgcolor)


@dataclass(frozen=True, slots=True)
class Typing:
    """The view's own state that the board and the prompt show: the cursor, the typing direction and the
    letters laid but not yet played; `active` while a human at the keyboard may lay letters (the cursor
    shows only then)."""

    cursor: tuple[int, int]
    across: bool = True
    draft: tuple[Tile, ...] = ()
    active: bool = True


@dataclass(frozen=True, slots=True)
class Player:
    """A seat as the scores list it: its badge's style, and its name drawn in `NAME_WIDTH` cells (with a
    computer's level), both from the theme."""

    badge: str
    name: Text


@dataclass(frozen=True, slots=True)
class Seating:
    """What the table says about the seats, for the side panel: who is marked to move, whose rack shows,
    whether a computer is thinking, who may challenge, and the turn's clock."""

    players: tuple[Player, ...]
    turn: int | None
    """The seat to move (None while chance acts or once the game is over)."""
    at_keyboard: int | None
    """The seat whose rack is shown (None: nobody's, an onlooker's screen)."""
    over: bool = False
    thinking: bool = False
    """A computer has the move."""
    deciding: bool = False
    """People here decide whether to challenge the play in the window (ZZ-C1)."""
    challengers: tuple[int, ...] = ()
    own_seat: int | None = None
    """The seat whose own screen this is at a shared table (None round one keyboard)."""
    seconds_left: int = 0


def points(value: int) -> str:
    return str(value).translate(SUBSCRIPT)


def tile_face(letter: str, tint: str, value: int, width: int) -> str:
    """A tile on a board square `width` columns wide: the letter, its colour's initial and its points small
    (a Free letter: the letter and *). Points that do not fit are left off, never cut: a letter's points are
    the same on every tile of it (the rack and the rules show them), its colour is the tile's own."""
    face = letter + INITIAL[tint]
    if tint != FREE and len(face) + len(points(value)) <= width:
        face += points(value)
    return (" " + face if len(face) < width else face).ljust(width)


def rack_face(letter: str, tint: str, value: int, no_color: bool) -> str:
    """A tile on the rack, four columns: the letter, its colour's initial and its points, as on the board."""
    if tint == FREE:
        return " *  " if no_color else " ✱  "
    face = f"{letter}{INITIAL[tint]}{points(value)}"
    return f" {face}".ljust(4) if len(face) < 4 else face


def column_label(c: int) -> str:
    """Column c's letters as in `square_name` (a, b, …)."""
    return square_name(0, c)[:-1]


def rack(tiles: list[tuple[str, str, int]], width: int, palette: Palette) -> Text:
    """Tiles standing on a rack: rows of as many tiles as fit `width`, the rack's ledge under them."""
    per_row = max(1, (width + 1) // 5)
    out = Text()
    for start in range(0, len(tiles), per_row):
        for i, (letter, tint, value) in enumerate(tiles[start : start + per_row]):
            if i:
                out.append(" ")
            out.append(rack_face(letter, tint, value, palette.no_color), style=palette.tile_style(tint))
        out.append("\n")
    out.append("▀" * (min(len(tiles), per_row) * 5 - 1), style=palette.ledge)
    out.append("\n")
    return out


# --- the room ----------------------------------------------------------------------------------------


def square_width(columns: int, view_width: int) -> int:
    """Squares three columns wide when the view has room for them beside the side panel, else two."""
    return 3 if view_width >= columns * 3 + FRAME + SIDE_MIN else 2


def side_width(columns: int, view_width: int) -> int:
    """The side panel's room for text: the view less the board and the panel's padding."""
    return max(SIDE_MIN - 2, view_width - columns * square_width(columns, view_width) - FRAME - 2)


def rows_shown(height: int, room: int, row: int, top: int | None) -> tuple[int, int]:
    """First and last content rows shown of a board `height` rows tall in `room` lines (-1 and `height` are
    the rows of the north and south take-off lines): all of them if they fit under the column letters, else
    a window that keeps the cursor's `row` in view, with a line to say so. The window (`top`, its first row
    last time, None before it has panned) stays put while the cursor is two rows or more inside it and then
    jumps to centre the cursor, so a cursor moved row by row repaints the board now and then, not at every
    key."""
    if room >= height + 2:
        return -1, height + 1
    shown = room - 1
    if top is None or not top + PAN_MARGIN <= row < top + shown - PAN_MARGIN:
        top = row - shown // 2
    top = min(max(-1, top), height + 1 - shown)
    return top, top + shown


# --- the board ---------------------------------------------------------------------------------------


def take_off_lines(rules: ZigZaggle) -> Lines:
    """Where the take-off lines run outside the squares: ("top", column), ("bottom", column), ("left",
    row) or ("right", row), each with its runway's name. A runway whose take-off squares are not all
    on one edge of the board has no line outside (its squares carry the mark instead)."""
    height, width = rules.grid.height, rules.grid.width
    lines: Lines = {}
    for name, cells in rules.take_off_cells.items():
        rows, cols = {r for r, _ in cells}, {c for _, c in cells}
        for side, along, edge in (("top", cols, rows == {0}), ("bottom", cols, rows == {height - 1})):
            if edge:
                lines.update({(side, c): name for c in along})
        for side, along, edge in (("left", rows, cols == {0}), ("right", rows, cols == {width - 1})):
            if edge:
                lines.update({(side, r): name for r in along})
    return lines


def board(
    rules: ZigZaggle, seen: ZZState, typing: Typing, palette: Palette, width: int, shown: tuple[int, int]
) -> Text:
    """The board with squares `width` columns wide, the content rows `shown` (see `rows_shown`): the
    column letters over it, the row numbers beside it, the cursor's row and column lit while typing."""
    lines = take_off_lines(rules)
    drafted = {(r, c): (letter, tile) for r, c, letter, tile in typing.draft}
    cursor = typing.cursor if typing.active else None
    top, bottom = shown
    height = rules.grid.height
    out = Text(no_wrap=True, overflow="crop")
    out.append(" " * (LABEL_WIDTH + EDGE))
    for c in range(rules.grid.width):
        label = column_label(c).center(width)
        out.append(label, style=palette.label_cursor if cursor and c == cursor[1] else palette.label)
    for r in range(top, bottom):
        out.append("\n")
        if r in (-1, height):
            out.append_text(_line_row(rules, seen, "top" if r < 0 else "bottom", lines, width, palette))
            continue
        cursor_row = cursor is not None and r == cursor[0]
        out.append(f"{r + 1:>2} ".rjust(LABEL_WIDTH), style=palette.label_cursor if cursor_row else palette.label)
        pieces = [_edge(rules, seen, "left", r, lines, palette)]
        for c in range(rules.grid.width):
            text, style = _cell(rules, seen, r, c, drafted, width, palette)
            if (r, c) == cursor:
                style += Style(reverse=True)
                if (r, c) not in drafted and seen.letters[r][c] == EMPTY:
                    text = ("→" if typing.across else "↓").center(width)
            pieces.append((text, style))
        pieces.append(_edge(rules, seen, "right", r, lines, palette))
        for text, style in _inscribed(rules, seen, r, pieces, lines, width, palette):
            out.append(text, style=style)
    if top > -1 or bottom < height + 1:
        first, last_row = max(top, 0) + 1, min(bottom, height)
        out.append(f"\n rows {first}–{last_row} of {height} ↕ (follows the cursor)", style=palette.label)
    return out


def colour_of(rules: ZigZaggle, runway: str) -> str:
    """A runway's colour initial (g, b, r or y)."""
    return next(rw.colour[0] for rw in rules.runways if rw.name == runway)


def _runway(rules: ZigZaggle, name: str) -> Runway:
    return next(rw for rw in rules.runways if rw.name == name)


def _line_style(rules: ZigZaggle, seen: ZZState, name: str, palette: Palette) -> Style:
    """A take-off line in its runway's colour; dim once the runway is finished (ZZ-P5)."""
    return palette.closed if name in dict(seen.closed) else palette.line[_runway(rules, name).colour[0]]


def _line_row(rules: ZigZaggle, seen: ZZState, side: str, lines: Lines, width: int, palette: Palette) -> Text:
    """The row above or below the squares: the north or south take-off line drawn across its runway,
    its bonus written in it."""
    out = Text(" " * (LABEL_WIDTH + EDGE))
    along = sorted(c for (where, c) in lines if where == side)
    if not along:
        return out
    name = lines[side, along[0]]
    span = (along[-1] - along[0] + 1) * width
    out.append(" " * along[0] * width)
    out.append(_inscription(rules, seen, name, span, "━"), style=_line_style(rules, seen, name, palette))
    return out


def _inscription(rules: ZigZaggle, seen: ZZState, name: str, room: int, rule: str) -> str:
    """A take-off line's words (the runway and its bonus, or a tick once finished) in `room` columns,
    the rest of the room the line itself."""
    runway = _runway(rules, name)
    done = name in dict(seen.closed)
    words = (
        [f" ✓ {runway.title} ", f" ✓ {name.title()} ", " ✓ "]
        if done
        else [f" {runway.title} +{runway.bonus} ", f" {name.title()} +{runway.bonus} ", f" +{runway.bonus} "]
    )
    said = next((w for w in words if len(w) + 2 <= room), "")
    left = (room - len(said)) // 2
    return rule * left + said + rule * (room - left - len(said))


def _edge(rules: ZigZaggle, seen: ZZState, side: str, r: int, lines: Lines, palette: Palette) -> tuple[str, Style]:
    name = lines.get((side, r))
    return ("┃", _line_style(rules, seen, name, palette)) if name else (" " * EDGE, Style())


def _inscribed(
    rules: ZigZaggle,
    seen: ZZState,
    r: int,
    pieces: list[tuple[str, Style]],
    lines: Lines,
    width: int,
    palette: Palette,
) -> list[tuple[str, Style]]:
    """A row of the board with the west or east take-off line's words written on the empty corner just
    above the line, as the printed board has them."""
    for side in ("left", "right"):
        rows = sorted(row for (where, row) in lines if where == side)
        if not rows or r != rows[0] - 1:
            continue
        squares = rules.squares[r]
        order = range(len(squares)) if side == "left" else range(len(squares) - 1, -1, -1)
        empty = next((i for i, c in enumerate(order) if squares[c].real), len(squares))
        if not empty:
            continue
        name = lines[side, rows[0]]
        runway = _runway(rules, name)
        room = empty * width + EDGE
        words = next(
            (w for w in (f"{runway.title} +{runway.bonus}", f"{name.title()} +{runway.bonus}") if len(w) <= room),
            f"+{runway.bonus}",
        )
        text = (f"{words:<{room}}" if side == "left" else f"{words:>{room}}")[:room]
        piece = (text, _line_style(rules, seen, name, palette))
        pieces = [piece, *pieces[empty + 1 :]] if side == "left" else [*pieces[: len(pieces) - empty - 1], piece]
    return pieces


def _cell(
    rules: ZigZaggle,
    seen: ZZState,
    r: int,
    c: int,
    drafted: dict[tuple[int, int], tuple[str, str]],
    width: int,
    palette: Palette,
) -> tuple[str, Style]:
    """One square: a tile of the draft (underlined), a tile played (the last play's in italics), or the
    square's own mark on its runway's ground."""
    square = rules.squares[r][c]
    if not square.real:
        return " " * width, Style()
    values = rules.values
    if (r, c) in drafted:
        letter, tile = drafted[(r, c)]
        tint = FREE if tile == FREE else tile[1]
        face = tile_face(letter, tint, values.get(letter, 0), width)
        return face, palette.tile_style(tint, "underline")
    letter = seen.letters[r][c]
    if letter != EMPTY:
        tint = seen.colours[r][c]
        face = tile_face(letter, tint, values.get(letter, 0), width)
        return face, palette.tile_style(tint, "italic" if (r, c) in seen.last else "")
    if square.start:
        return "10".center(width), palette.start
    if square.centre:
        return "+".center(width), palette.centre
    if rules.is_closed(seen, (r, c)):
        return "×".center(width), palette.closed
    tints = [colour_of(rules, name) for name in square.runways]
    if len(tints) > 1:
        return "░" * width, palette.shared(tints[0], tints[1])
    ground = palette.square[tints[0]][(r + c) % 2]
    on_edge = r in (0, rules.grid.height - 1) or c in (0, rules.grid.width - 1)
    if square.take_off and not on_edge:
        return "━" * width, ground + palette.line[tints[0]]
    return "·".center(width), ground


# --- the side panel ----------------------------------------------------------------------------------


def rack_left(seen: ZZState, seat: int | None, draft: tuple[Tile, ...] | list[Tile]) -> Bag:
    """The rack of `seat` (the seat at the keyboard), less the letters in the draft."""
    if seat is None:
        return Bag()
    return seen.racks[seat].take(tile for *_, tile in draft)


def side(
    rules: ZigZaggle,
    seen: ZZState,
    typing: Typing,
    seating: Seating,
    palette: Palette,
    width: int,
    height: int,
) -> Text:
    """The side panel `width` columns wide and `height` lines tall: the runways, the scores, the rack, the
    prompt, and as many lines of the legend as the room leaves."""
    out = Text(no_wrap=True, overflow="ellipsis")
    out.append_text(runways(rules, seen, palette))
    out.append("\n")
    everyones = seating.deciding and seating.own_seat is None  # a window round one keyboard: nobody is marked
    for seat, player in enumerate(seating.players):
        to_move = seat == seating.turn and not everyones and not seating.over
        out.append("▶" if to_move else " ")
        out.append(f" {seat + 1} ", style=player.badge)
        out.append(" ")
        name = player.name.copy()
        if to_move:
            name.stylize("bold")
        out.append_text(name)
        out.append(f" {seen.scores[seat]:>4}", style="bold" if to_move else "")
        out.append("\n")
    out.append_text(rack_panel(rules, seen, typing, seating, palette, width))
    out.append_text(prompt(rules, seen, typing, seating, palette))
    room = height - _lines(out, width) - 1
    shown = []
    for line in LEGEND:
        room -= _lines(Text(line), width)
        if room < 0:
            break
        shown.append(Text(line, style=palette.label))
    if shown:
        out.append("\n\n")
        out.append_text(Text("\n").join(shown))
    return out


def _lines(text: Text, width: int) -> int:
    """The lines `text` takes in a panel `width` columns wide, wrapped lines counted."""
    return sum(max(1, -(-cell_len(line) // width)) for line in text.plain.split("\n"))


def runways(rules: ZigZaggle, seen: ZZState, palette: Palette) -> Text:
    """The four runways in play order, each with its bonus: ✓ finished, ▶ in play."""
    out = Text()
    took = dict(seen.closed)
    for index, runway in enumerate(rules.runways):
        tint = runway.colour[0]
        if index:
            out.append(" ")
        out.append(f"{runway.name[0].upper()}{INITIAL[tint]}{runway.bonus}", style=palette.tile_style(tint))
        if runway.name in took:
            out.append("✓" if took[runway.name] is not None else "–", style="bold")
        elif index == seen.runway:
            out.append("▶", style="bold")
        else:
            out.append(" ")
    current = rules.current_runway(seen)
    if current is not None:
        out.append(f"\nNow: {current.title} +{current.bonus}", style="bold")
    return out


def rack_panel(rules: ZigZaggle, seen: ZZState, typing: Typing, seating: Seating, palette: Palette, width: int) -> Text:
    """The rack of the seat at the keyboard (less the draft) and where the cursor types; a computer's turn
    says it is thinking; nothing once the game is over or on an onlooker's screen."""
    out = Text()
    turn, seat = seating.turn, seating.at_keyboard
    if turn is None or seating.over:
        return out
    if seating.thinking:
        out.append(f"\n{seen.names[turn]} (computer) is thinking…\n", style="italic")
        return out
    if seat is None:
        return out
    out.append(f"\n{seen.names[seat]}'s rack\n", style="bold")
    values = rules.values
    left = rack_left(seen, seat, typing.draft)
    tiles = [(tile[0], FREE if tile == FREE else tile[1], values.get(tile[0], 0)) for tile in left]
    out.append_text(rack(tiles, width, palette))
    if typing.active:
        direction = "→ across" if typing.across else "↓ down"
        out.append(f"Cursor {square_name(*typing.cursor)} {direction}\n", style="bold")
    return out


def prompt(rules: ZigZaggle, seen: ZZState, typing: Typing, seating: Seating, palette: Palette) -> Text:
    """What the table asks now: the challenge window's question, the turn's clock and the draft's score
    (or why the rules refuse it), or how to start typing."""
    out = Text()
    if seating.over:
        out.append("The game is over.", style="bold")
        return out
    window = seen.window
    if window is not None:
        out.append(f"{seen.names[window.player]} played {', '.join(window.words)} for {window.points}.\n", style="bold")
        out.append_text(window_keys(rules, seen, seating, palette))
        return out
    if not typing.active:
        return out
    if rules.turn_seconds:
        out.append(f"⏱ {seating.seconds_left // 60}:{seating.seconds_left % 60:02d} left\n", style="bold")
    if typing.draft:
        try:
            verdict = rules.examine(seen, list(typing.draft), check_words=False)
        except ActionError as err:
            out.append(f"✗ {err}", style=palette.refused)
        else:
            extras = []
            if verdict.start_bonus:
                extras.append(f"start +{verdict.start_bonus}")
            if verdict.take_off:
                extras.append(f"take-off +{verdict.take_off}")
            if any(w.flush for w in verdict.words):
                extras.append("flush")
            out.append(f"{verdict.words[0].text} scores {verdict.total}", style=palette.scores)
            if extras:
                out.append(f" ({', '.join(extras)})")
            out.append("\nEnter plays it · Esc clears", style=palette.aside)
        return out
    out.append("Type letters on the board\n", style="bold")
    keys = f"Space: {'down' if typing.across else 'across'} · Shift: Free\nF2 exchange · F3 pass"
    out.append(keys, style=palette.aside)
    return out


def window_keys(rules: ZigZaggle, seen: ZZState, seating: Seating, palette: Palette) -> Text:
    """What the challenge window asks, and of whom (ZZ-C1)."""
    names, out = seen.names, Text(style=palette.asking)
    challengers = seating.challengers
    if not seating.deciding:
        window = seen.window
        assert window is not None
        waiting = ", ".join(names[seat] for seat in rules.still_deciding(names, window))
        out.append(f"Waiting for {waiting} to challenge or accept")
        if seating.own_seat is not None:
            out.append(f"; the play stands once each accepts, or in {rules.challenge_seconds} s")
        out.append(" (ZZ-C1)")
    elif seating.own_seat is not None:
        out.append(f"{names[challengers[0]]}: c challenge · a or Enter accept")
        out.append(f"; unanswered, the play stands in {rules.challenge_seconds} s (ZZ-C1)")
    else:
        if len(challengers) == 1:
            out.append(f"{names[challengers[0]]}: c or {challengers[0] + 1} challenges\n")
        else:
            out.append(f"Challenge: {' · '.join(f'{seat + 1} {names[seat]}' for seat in challengers)}\n")
        out.append("Enter: the play stands (ZZ-C1)")
    return out
