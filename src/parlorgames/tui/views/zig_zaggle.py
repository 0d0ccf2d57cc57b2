"""Zig Zaggle at the table: the runway board, the rack of the player to move, and a word being laid.

The player moves a cursor over the board with the arrow keys and types letters onto it; Space turns
the typing direction between across and down, Backspace takes the last letter back, Enter plays.
The letters laid but not yet played (the draft) are the only thing the view keeps: they are the
player's typing, not the game, and they vanish whenever the game moves on. The board is drawn as the
printed one (see `widgets.zz_board`): row numbers and column letters round it name the squares as the
hints do ("k10"), and the cursor lights its row and column. Every runway square has a mark as well as a
colour, so nothing depends on colour alone. The board pans with the cursor when it is taller than the view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.timer import Timer
from textual.widgets import Static

from ...engine.errors import ActionError
from ...engine.tiles import Bag
from ...games.zig_zaggle import EMPTY, FREE, Runway, ZigZaggle, ZZState, square_name
from ...games.zig_zaggle.moves import tile_for
from ..screens.ask import AskScreen, ask_before_spending
from ..widgets.colours import seat_name, seat_style
from ..widgets.zz_board import EDGE, INITIAL, LABEL_WIDTH, LEGEND, Palette, ZZPanel, column_label, rack, tile_face
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

Tile = tuple[int, int, str, str]
SIDE_MIN = 24
"""The side panel's least width beside a board of wide squares (a rack row of four tiles)."""
PAN_MARGIN = 2
"""A panned board moves when the cursor comes this near the edge of the rows shown."""
FRAME = LABEL_WIDTH + 2 * EDGE + 2
"""The board's columns besides its squares: the row numbers, the west and east take-off lines, the padding."""


class ZigZaggleView(FittedKeysView):
    """Renders a Zig Zaggle state; the cursor, typed letters and keys become intents."""

    BINDINGS = [
        Binding("up", "cursor(-1, 0)", "Up", show=False),
        Binding("down", "cursor(1, 0)", "Down", show=False),
        Binding("left", "cursor(0, -1)", "Left", show=False),
        Binding("right", "cursor(0, 1)", "Right", show=False),
        *fitted(
            Binding("enter", "play", "Play"),
            Binding("c", "challenge", "Challenge"),
            Binding("a", "accept", "Accept"),
            Binding("escape", "clear", "Clear"),
            Binding("f2", "exchange", "Exchange"),
            Binding("f3", "pass_turn", "Pass"),
            Binding("space", "direction", "Direction"),
        ),
        Binding("enter", "accept", "Accept", show=False),
        Binding("backspace", "take_back", "Take back", show=False),
    ]
    """In the footer's order of use: the keys that apply to the prompt, as many as fit (see `keys`)."""

    MOVE_KEYS: ClassVar[dict[str, str]] = {"exchange": "F2", "pass": "F3", "accept": "a", "challenge": "c"}
    SEAT_INPUTS = ("cursor", "across")
    BOARD_FIRST = True

    def __init__(self, session: Session[ZigZaggle]) -> None:
        super().__init__(session)
        self.rules = session.rules
        self.cursor: tuple[int, int] = self.rules.start
        self.across = True
        self.draft: list[Tile] = []
        self.drafted_at = -1
        """The move number the draft was typed at: a draft never outlives the position it was typed on."""
        self.top: int | None = None
        """The first content row the panned board showed last (None before it has panned)."""
        self.clock_key: tuple[int, int | None] = (-1, None)
        self.seconds_left = 0
        self.clock: Timer | None = None

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield ZZPanel(id="zz-board")
            yield ZZPanel(id="zz-side")

    def on_mount(self) -> None:
        if self.rules.turn_seconds:
            self.clock = self.set_interval(1.0, self.tick)

    def on_resize(self, event: events.Resize) -> None:
        self.show(self.session)
        self.refresh_bindings()

    # --- reading the table ---------------------------------------------------------------------

    def typing(self) -> bool:
        """A human has the move and may lay letters (not a challenge window, not a computer's turn)."""
        seen = self.seen
        return (
            not self.session.over
            and not self.session.seat_is_bot
            and not self.rules.is_chance(seen)
            and seen.window is None
            and self.may_act
        )

    def deciding(self) -> bool:
        """People decide whether to challenge the play just made (ZZ-C1): at one keyboard the window is the
        table's, shown to all; at a shared table's seat, while this seat may still challenge."""
        return not self.session.over and not self.session.seat_is_bot and self.seen.window is not None and self.may_act

    def rack_left(self) -> Bag:
        """The rack of the seat at the keyboard, less the letters in the draft."""
        seat = self.table.at_keyboard
        if seat is None:
            return Bag()
        return self.seen.racks[seat].take(tile for *_, tile in self.draft)

    def _sync_draft(self) -> None:
        moves = len(self.session.actions)
        if moves != self.drafted_at:
            self.draft = []
            self.drafted_at = moves

    # --- drawing -----------------------------------------------------------------------------------

    def show(self, session: Session) -> None:
        self._sync_draft()
        self._sync_clock()
        board = self.query_one("#zz-board", ZZPanel)
        board.styles.width = self.rules.grid.width * self._square_width() + FRAME
        board.update(self._board())
        self.query_one("#zz-side", ZZPanel).update(self._side())
        self.keys_changed()

    def _square_width(self) -> int:
        """Squares three columns wide when the view has room for them beside the side panel, else two."""
        return 3 if self.size.width >= self.rules.grid.width * 3 + FRAME + SIDE_MIN else 2

    def _side_width(self) -> int:
        """The side panel's room for text: the view less the board and the panel's padding."""
        return max(SIDE_MIN - 2, self.size.width - self.rules.grid.width * self._square_width() - FRAME - 2)

    def _take_off_lines(self) -> dict[tuple[str, int], str]:
        """Where the take-off lines run outside the squares: ("top", column), ("bottom", column), ("left",
        row) or ("right", row), each with its runway's name. A runway whose take-off squares are not all
        on one edge of the board has no line outside (its squares carry the mark instead)."""
        height, width = self.rules.grid.height, self.rules.grid.width
        lines: dict[tuple[str, int], str] = {}
        for name, cells in self.rules.take_off_cells.items():
            rows, cols = {r for r, _ in cells}, {c for _, c in cells}
            for side, along, edge in (("top", cols, rows == {0}), ("bottom", cols, rows == {height - 1})):
                if edge:
                    lines.update({(side, c): name for c in along})
            for side, along, edge in (("left", rows, cols == {0}), ("right", rows, cols == {width - 1})):
                if edge:
                    lines.update({(side, r): name for r in along})
        return lines

    def _viewport(self) -> tuple[int, int]:
        """First and last content rows shown (-1 and the board's height are the rows of the north and south
        take-off lines): all of them if they fit under the column letters, else a window that keeps the
        cursor in view, with a line to say so. The window stays put while the cursor is two rows or more
        inside it and then jumps to centre the cursor, so a cursor moved row by row repaints the board
        now and then, not at every key."""
        height = self.rules.grid.height
        room = (self.query_one("#zz-board", ZZPanel).size.height or 19) - 1
        if room >= height + 2:
            return -1, height + 1
        shown = room - 1
        row = self.cursor[0]
        top = self.top
        if top is None or not top + PAN_MARGIN <= row < top + shown - PAN_MARGIN:
            top = row - shown // 2
        self.top = min(max(-1, top), height + 1 - shown)
        return self.top, self.top + shown

    def _board(self) -> Text:
        state = self.seen
        palette = self.query_one("#zz-board", ZZPanel).palette()
        width = self._square_width()
        lines = self._take_off_lines()
        drafted = {(r, c): (letter, tile) for r, c, letter, tile in self.draft}
        last = set(state.last)
        typing = self.typing()
        top, bottom = self._viewport()
        height = self.rules.grid.height
        out = Text(no_wrap=True, overflow="crop")
        out.append(" " * (LABEL_WIDTH + EDGE))
        for c in range(self.rules.grid.width):
            label = column_label(c).center(width)
            out.append(label, style=palette.label_cursor if typing and c == self.cursor[1] else palette.label)
        for r in range(top, bottom):
            out.append("\n")
            if r in (-1, height):
                out.append_text(self._line_row("top" if r < 0 else "bottom", lines, width, palette))
                continue
            cursor_row = typing and r == self.cursor[0]
            out.append(f"{r + 1:>2} ".rjust(LABEL_WIDTH), style=palette.label_cursor if cursor_row else palette.label)
            pieces = [self._edge("left", r, lines, palette)]
            for c in range(self.rules.grid.width):
                text, style = self._cell(state, r, c, drafted, last, width, palette)
                if (r, c) == self.cursor and typing:
                    style += Style(reverse=True)
                    if (r, c) not in drafted and state.letters[r][c] == EMPTY:
                        text = ("→" if self.across else "↓").center(width)
                pieces.append((text, style))
            pieces.append(self._edge("right", r, lines, palette))
            for text, style in self._inscribed(r, pieces, lines, width, palette):
                out.append(text, style=style)
        if top > -1 or bottom < height + 1:
            first, last_row = max(top, 0) + 1, min(bottom, height)
            out.append(f"\n rows {first}–{last_row} of {height} ↕ (follows the cursor)", style=palette.label)
        return out

    def _runway(self, name: str) -> Runway:
        return next(rw for rw in self.rules.runways if rw.name == name)

    def _line_style(self, name: str, palette: Palette) -> Style:
        """A take-off line in its runway's colour; dim once the runway is finished (ZZ-P5)."""
        return palette.closed if name in dict(self.seen.closed) else palette.line[self._runway(name).colour[0]]

    def _line_row(self, side: str, lines: dict[tuple[str, int], str], width: int, palette: Palette) -> Text:
        """The row above or below the squares: the north or south take-off line drawn across its runway,
        its bonus written in it."""
        out = Text(" " * (LABEL_WIDTH + EDGE))
        along = sorted(c for (where, c) in lines if where == side)
        if not along:
            return out
        name = lines[side, along[0]]
        span = (along[-1] - along[0] + 1) * width
        out.append(" " * along[0] * width)
        out.append(self._inscription(name, span, "━"), style=self._line_style(name, palette))
        return out

    def _inscription(self, name: str, room: int, rule: str) -> str:
        """A take-off line's words (the runway and its bonus, or a tick once finished) in `room` columns,
        the rest of the room the line itself."""
        runway = self._runway(name)
        done = name in dict(self.seen.closed)
        words = (
            [f" ✓ {runway.title} ", f" ✓ {name.title()} ", " ✓ "]
            if done
            else [f" {runway.title} +{runway.bonus} ", f" {name.title()} +{runway.bonus} ", f" +{runway.bonus} "]
        )
        said = next((w for w in words if len(w) + 2 <= room), "")
        left = (room - len(said)) // 2
        return rule * left + said + rule * (room - left - len(said))

    def _edge(self, side: str, r: int, lines: dict[tuple[str, int], str], palette: Palette) -> tuple[str, Style]:
        name = lines.get((side, r))
        return ("┃", self._line_style(name, palette)) if name else (" " * EDGE, Style())

    def _inscribed(
        self, r: int, pieces: list[tuple[str, Style]], lines: dict[tuple[str, int], str], width: int, palette: Palette
    ) -> list[tuple[str, Style]]:
        """A row of the board with the west or east take-off line's words written on the empty corner just
        above the line, as the printed board has them."""
        for side in ("left", "right"):
            rows = sorted(row for (where, row) in lines if where == side)
            if not rows or r != rows[0] - 1:
                continue
            squares = self.rules.squares[r]
            order = range(len(squares)) if side == "left" else range(len(squares) - 1, -1, -1)
            empty = next((i for i, c in enumerate(order) if squares[c].real), len(squares))
            if not empty:
                continue
            name = lines[side, rows[0]]
            runway = self._runway(name)
            room = empty * width + EDGE
            words = next(
                (w for w in (f"{runway.title} +{runway.bonus}", f"{name.title()} +{runway.bonus}") if len(w) <= room),
                f"+{runway.bonus}",
            )
            text = (f"{words:<{room}}" if side == "left" else f"{words:>{room}}")[:room]
            piece = (text, self._line_style(name, palette))
            pieces = [piece, *pieces[empty + 1 :]] if side == "left" else [*pieces[: len(pieces) - empty - 1], piece]
        return pieces

    def _cell(
        self, state: ZZState, r: int, c: int, drafted: dict, last: set, width: int, palette: Palette
    ) -> tuple[str, Style]:
        square = self.rules.squares[r][c]
        if not square.real:
            return " " * width, Style()
        values = self.rules.values
        if (r, c) in drafted:
            letter, tile = drafted[(r, c)]
            tint = FREE if tile == FREE else tile[1]
            face = tile_face(letter, tint, values.get(letter, 0), width)
            return face, palette.tile_style(tint, "underline")
        letter = state.letters[r][c]
        if letter != EMPTY:
            tint = state.colours[r][c]
            face = tile_face(letter, tint, values.get(letter, 0), width)
            return face, palette.tile_style(tint, "italic" if (r, c) in last else "")
        if square.start:
            return "10".center(width), palette.start
        if square.centre:
            return "+".center(width), palette.centre
        if self.rules.is_closed(state, (r, c)):
            return "×".center(width), palette.closed
        tints = [self._colour_of(name) for name in square.runways]
        if len(tints) > 1:
            return "░" * width, palette.shared(tints[0], tints[1])
        ground = palette.square[tints[0]][(r + c) % 2]
        if square.take_off and not self._on_edge(r, c):
            return "━" * width, ground + palette.line[tints[0]]
        return "·".center(width), ground

    def _on_edge(self, r: int, c: int) -> bool:
        return r in (0, self.rules.grid.height - 1) or c in (0, self.rules.grid.width - 1)

    def _colour_of(self, runway: str) -> str:
        return next(rw.colour[0] for rw in self.rules.runways if rw.name == runway)

    def _side(self) -> Text:
        state = self.seen
        palette = self.query_one("#zz-side", ZZPanel).palette()
        out = Text(no_wrap=True, overflow="ellipsis")
        out.append_text(self._runways(palette))
        out.append("\n")
        to_move = None if self.deciding() and self.own_seat is None else self.session.seat
        for seat, player in enumerate(self.session.seats):
            marker = "▶" if seat == to_move and not self.session.over else " "
            bold = "bold" if marker == "▶" else ""
            out.append(f"{marker}")
            out.append(f" {seat + 1} ", style=seat_style(seat))
            out.append(" ")
            out.append_text(seat_name(player, 10, bold))
            out.append(f" {state.scores[seat]:>4}", style=bold)
            out.append("\n")
        out.append_text(self._rack(palette))
        out.append_text(self._prompt())
        room = (self.query_one("#zz-side", ZZPanel).size.height or self.size.height) - self._lines(out) - 1
        shown = []
        for line in LEGEND:
            room -= self._lines(Text(line))
            if room < 0:
                break
            shown.append(Text(line, style=palette.label))
        if shown:
            out.append("\n\n")
            out.append_text(Text("\n").join(shown))
        return out

    def _lines(self, text: Text) -> int:
        """The lines `text` takes in the side panel, wrapped lines counted."""
        width = self._side_width()
        return sum(max(1, -(-cell_len(line) // width)) for line in text.plain.split("\n"))

    def _runways(self, palette: Palette) -> Text:
        """The four runways in play order, each with its bonus: ✓ finished, ▶ in play."""
        state = self.seen
        out = Text()
        took = dict(state.closed)
        for index, runway in enumerate(self.rules.runways):
            tint = runway.colour[0]
            if index:
                out.append(" ")
            out.append(f"{runway.name[0].upper()}{INITIAL[tint]}{runway.bonus}", style=palette.tile_style(tint))
            if runway.name in took:
                out.append("✓" if took[runway.name] is not None else "–", style="bold")
            elif index == state.runway:
                out.append("▶", style="bold")
            else:
                out.append(" ")
        current = self.rules.current_runway(state)
        if current is not None:
            out.append(f"\nNow: {current.title} +{current.bonus}", style="bold")
        return out

    def _rack(self, palette: Palette) -> Text:
        out = Text()
        turn, seat = self.session.seat, self.table.at_keyboard
        if turn is None or self.session.over:
            return out
        if self.table.computer_to_move:
            out.append(f"\n{self.seen.names[turn]} (computer) is thinking…\n", style="italic")
            return out
        if seat is None:
            return out
        out.append(f"\n{self.seen.names[seat]}'s rack\n", style="bold")
        values = self.rules.values
        tiles = [(tile[0], FREE if tile == FREE else tile[1], values.get(tile[0], 0)) for tile in self.rack_left()]
        out.append_text(rack(tiles, self._side_width(), palette))
        if self.typing():
            out.append(f"Cursor {square_name(*self.cursor)} {'→ across' if self.across else '↓ down'}\n", style="bold")
        return out

    def _prompt(self) -> Text:
        state = self.seen
        out = Text()
        if self.session.over:
            out.append("The game is over.", style="bold")
            return out
        window = state.window
        if window is not None:
            out.append(
                f"{state.names[window.player]} played {', '.join(window.words)} for {window.points}.\n", style="bold"
            )
            out.append_text(self._window_keys())
            return out
        if not self.typing():
            return out
        if self.rules.turn_seconds:
            out.append(f"⏱ {self.seconds_left // 60}:{self.seconds_left % 60:02d} left\n", style="bold")
        if self.draft:
            try:
                verdict = self.rules.examine(state, self.draft, check_words=False)
            except ActionError as err:
                out.append(f"✗ {err}", style="red")
            else:
                extras = []
                if verdict.start_bonus:
                    extras.append(f"start +{verdict.start_bonus}")
                if verdict.take_off:
                    extras.append(f"take-off +{verdict.take_off}")
                if any(w.flush for w in verdict.words):
                    extras.append("flush")
                out.append(f"{verdict.words[0].text} scores {verdict.total}", style="bold green")
                if extras:
                    out.append(f" ({', '.join(extras)})")
                out.append("\nEnter plays it · Esc clears", style="grey62")
            return out
        out.append("Type letters on the board\n", style="bold")
        out.append(f"Space: {'down' if self.across else 'across'} · Shift: Free\nF2 exchange · F3 pass", style="grey62")
        return out

    # --- the clock (ZZ-P8) ---------------------------------------------------------------------------

    def _sync_clock(self) -> None:
        key = (len(self.session.actions), self.session.seat)
        if key != self.clock_key:
            self.clock_key = key
            self.seconds_left = self.rules.turn_seconds

    def tick(self) -> None:
        """Count down the human's turn; at zero the turn is lost."""
        if not self.typing() or not self.screen.is_current:
            return
        self.seconds_left -= 1
        if self.seconds_left <= 0:
            self.intend({"type": "timeout"})
        else:
            self.query_one("#zz-side", Static).update(self._side())

    # --- keys ----------------------------------------------------------------------------------------

    def offers(self, action: str) -> bool:
        if action in ("play", "clear"):
            return self.typing() and bool(self.draft)
        if action in ("direction", "exchange", "pass_turn", "cursor", "take_back"):
            return self.typing()
        if action == "challenge":
            return self.deciding() and len(self.challengers()) == 1
        if action == "accept":
            return self.deciding()
        return True

    def on_key(self, event: events.Key) -> None:
        """Letters go on the board at the cursor (a capital: a Free letter) while the player types; in a
        challenge window at one keyboard a seat's number challenges as that seat (ZZ-C1)."""
        char = event.character or ""
        if len(char) == 1 and char in "123456789" and int(char) <= len(self.seen.names) and self.deciding():
            event.stop()
            self.challenge_by_key(int(char) - 1)
            return
        if not (len(char) == 1 and char.isascii() and char.isalpha()):
            return
        if self.deciding() and char == "c" and not self.offers("challenge"):
            event.stop()
            self.action_challenge()
            return
        if self.deciding() and char in "ac":
            return
        if not self.typing():
            return
        event.stop()
        event.prevent_default()
        self.lay(char.upper(), free=char.isupper())

    def lay(self, letter: str, free: bool = False) -> None:
        """Put a letter from the rack on the cursor's square and step on in the typing direction."""
        self._sync_draft()
        r, c = self.cursor
        on_board = self.seen.letters[r][c]
        if on_board != EMPTY:
            if on_board == letter:
                self._step()
            else:
                self.refuse(f"that square already holds {on_board}")
            return
        if not self.rules.squares[r][c].real:
            self.refuse("there is no square there")
            return
        self.draft = [t for t in self.draft if (t[0], t[1]) != (r, c)]
        tile = self._pick_tile(letter, free)
        if tile is None:
            self.refuse(f"no {letter} on your rack and no Free letter left")
            return
        if tile == FREE and not free:
            moves = len(self.session.actions)
            ask_before_spending(
                self,
                "Spend a Free letter? (ZZ-W3)",
                [letter],
                "a Free letter (*)",
                lambda: self._lay_tile((r, c), letter, FREE) if len(self.session.actions) == moves else None,
            )
            return
        self._lay_tile((r, c), letter, tile)

    def _lay_tile(self, square: tuple[int, int], letter: str, tile: str) -> None:
        r, c = square
        self.cursor = square
        self.draft.append((r, c, letter, tile))
        self._step()
        self.show(self.session)

    def _pick_tile(self, letter: str, free: bool) -> str | None:
        """A tile of the letter, of the colour of the runway under the cursor or of the letters laid so far;
        else a Free letter."""
        left = self.rack_left()
        if not free:
            under = [self._colour_of(name) for name in self.rules.square(self.cursor).runways]
            drafted = [t[3][1] for t in self.draft if t[3] != FREE]
            tile = tile_for(left.counts(), letter, [*under, *drafted])
            if tile is not None:
                return tile
        return FREE if FREE in left else None

    def _step(self) -> None:
        """Move the cursor on past letters already down, stopping at the edge of the board."""
        dr, dc = (0, 1) if self.across else (1, 0)
        r, c = self.cursor
        grid = self.rules.grid
        while True:
            r, c = r + dr, c + dc
            if not grid.in_bounds(r, c) or not self.rules.squares[r][c].real:
                return self.show(self.session)
            self.cursor = (r, c)
            if self.seen.letters[r][c] == EMPTY:
                return self.show(self.session)

    def action_cursor(self, dr: int, dc: int) -> None:
        r, c = self.cursor[0] + dr, self.cursor[1] + dc
        if self.rules.grid.in_bounds(r, c):
            self.cursor = (r, c)
        self.show(self.session)

    def action_direction(self) -> None:
        self.across = not self.across
        self.show(self.session)

    def action_take_back(self) -> None:
        self._sync_draft()
        if self.draft:
            r, c, _, _ = self.draft.pop()
            self.cursor = (r, c)
        self.show(self.session)

    def action_clear(self) -> None:
        """Take every letter typed back, the cursor back to where the word began."""
        self._sync_draft()
        if self.draft:
            self.cursor = (self.draft[0][0], self.draft[0][1])
        self.draft = []
        self.show(self.session)

    def action_play(self) -> None:
        self._sync_draft()
        if not self.draft:
            self.refuse("type a word on the board first (or F3 to pass)")
            return
        self.intend({"type": "play", "tiles": [list(t) for t in self.draft]})

    def action_exchange(self) -> None:
        """Exchange the letters laid out in the draft, or ask which (ZZ-P7)."""
        self._sync_draft()
        if self.draft:
            self.intend({"type": "exchange", "tiles": [t[3] for t in self.draft]})
            return
        self.app.push_screen(
            AskScreen(
                "Exchange letters (ZZ-P7)",
                "Type the letters to put back in the bag; Enter alone exchanges the whole rack.",
                self._exchange_letters,
                placeholder="letters, e.g. QVV",
                restrict=r"[A-Za-z]*",
            )
        )

    def _exchange_letters(self, letters: str | None) -> None:
        if letters is None:
            return
        rack = [t for t in self.rack_left() if t != FREE]
        if not letters:
            self.intend({"type": "exchange", "tiles": rack})
            return
        tiles = []
        for letter in letters.upper():
            tile = next((t for t in rack if t[0] == letter), None)
            if tile is None:
                self.refuse(f"no {letter} on your rack to exchange")
                return
            rack.remove(tile)
            tiles.append(tile)
        self.intend({"type": "exchange", "tiles": tiles})

    def action_pass_turn(self) -> None:
        self.intend({"type": "pass"})

    def show_hint(self, hint: Any) -> None:
        """Lay the hinted play on the board as the draft, to play with Enter or change."""
        action = hint.action or {}
        if action.get("type") != "play" or not self.typing():
            return
        self._sync_draft()
        self.draft = [(r, c, letter, tile) for r, c, letter, tile in action["tiles"]]
        self.cursor = (self.draft[0][0], self.draft[0][1])
        self.show(self.session)

    def _window_keys(self) -> Text:
        """What the challenge window asks, and of whom (ZZ-C1)."""
        names, out = self.seen.names, Text(style="bold yellow")
        challengers = self.challengers()
        if not self.deciding():
            window = self.seen.window
            assert window is not None
            waiting = ", ".join(names[seat] for seat in self.rules.still_deciding(names, window))
            out.append(f"Waiting for {waiting} to challenge or accept")
            if self.own_seat is not None:
                out.append(f"; the play stands once each accepts, or in {self.rules.challenge_seconds} s")
            out.append(" (ZZ-C1)")
        elif self.own_seat is not None:
            out.append(f"{names[challengers[0]]}: c challenge · a or Enter accept")
            out.append(f"; unanswered, the play stands in {self.rules.challenge_seconds} s (ZZ-C1)")
        else:
            if len(challengers) == 1:
                out.append(f"{names[challengers[0]]}: c or {challengers[0] + 1} challenges\n")
            else:
                out.append(f"Challenge: {' · '.join(f'{seat + 1} {names[seat]}' for seat in challengers)}\n")
            out.append("Enter: the play stands (ZZ-C1)")
        return out

    def challengers(self) -> list[int]:
        """The people who may still challenge the play in the window: at one keyboard every other person
        who has not let it stand (a computer answers for itself, at once), at a shared table's seat its own
        person (ZZ-C1)."""
        window = self.seen.window
        if window is None:
            return []
        seats = self.session.seats
        deciding = [seat for seat in self.rules.still_deciding(self.seen.names, window) if not seats[seat].bot]
        if self.own_seat is not None:
            return [seat for seat in deciding if seat == self.own_seat]
        return deciding

    @property
    def own_seat(self) -> int | None:
        """The seat whose own screen this is (a shared table's), None round one keyboard (or an onlooker's):
        there the challenge window is the table's, on a seat's own screen that seat answers for itself."""
        return self.table.face_seat

    def challenge_by_key(self, seat: int) -> None:
        """A seat's number key at one keyboard challenges as that person (ZZ-C1): never as a computer, which
        answers for itself, nor as the player (the rules say why). A shared table's seat has its own `c`."""
        player = self.session.seats[seat]
        if self.own_seat is not None:
            self.refuse(f"you play {self.seen.names[self.own_seat]}: c challenges as you (ZZ-C1)")
        elif player.bot:
            self.refuse(
                f"{seat + 1} is {player.name}'s key, and {player.name} is a computer: it answers for itself (ZZ-C1)"
            )
        else:
            self.intend({"type": "challenge", "seat": seat})

    def action_challenge(self) -> None:
        """c challenges as the one person who may (at a shared seat, as this seat's); with several, each
        presses their own number."""
        challengers = self.challengers()
        if len(challengers) == 1:
            self.intend({"type": "challenge", "seat": challengers[0]})
            return
        names = self.seen.names
        keys = " or ".join(f"{seat + 1} {names[seat]}" for seat in challengers)
        self.refuse(f"several players may challenge: each presses their own number, {keys} (ZZ-C1)")

    def action_accept(self) -> None:
        """Enter (or a): at one keyboard nobody else challenges and the play stands; at a shared table's seat,
        this seat lets it stand."""
        if self.own_seat is not None:
            self.intend({"type": "accept", "seat": self.own_seat})
        else:
            self.intend({"type": "accept"})

    def commands(self) -> list[tuple[str, str, str]]:
        return [
            ("Play the word", "Play the letters laid on the board", "play"),
            ("Exchange letters", "ZZ-P7: swap the laid-out letters, or the whole rack", "exchange"),
            ("Pass", "ZZ-P6: pass the turn", "pass_turn"),
            ("Challenge", "ZZ-C1: challenge the play just made", "challenge"),
            ("Accept the play", "ZZ-C1: let the play stand", "accept"),
        ]
