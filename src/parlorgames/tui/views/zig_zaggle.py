"""Zig Zaggle at the table: the runway board, the rack of the player to move, and a word being laid.

The player moves a cursor over the board with the arrow keys and types letters onto it; Space turns
the typing direction between across and down, Backspace takes the last letter back, Enter plays.
The letters laid but not yet played (the draft) are the only thing the view keeps: they are the
player's typing, not the game, and they vanish whenever the game moves on. Every runway square has
a mark as well as a colour (a shading pattern for shared squares, an edge line on take-off rows),
and every tile shows its colour's initial, so nothing depends on colour alone. The board pans with
the cursor when it is taller than the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.timer import Timer
from textual.widgets import Static

from ...engine.errors import ActionError
from ...engine.tiles import Bag
from ...games.zig_zaggle import EMPTY, FREE, ZigZaggle, ZZState
from ...games.zig_zaggle.moves import tile_for
from ..screens.ask import AskScreen, ask_before_spending
from ..widgets.colours import seat_name, seat_style
from ..widgets.rows import LineCachedStatic
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

SQUARE_BG = {"g": "#1f4d1f", "b": "#1f2f5f", "r": "#5a1a1a", "y": "#5a4a10"}
TILE_BG = {"g": "#2e9e3e", "b": "#3d6fd6", "r": "#c83232", "y": "#e0b020"}
TILE_FG = {"g": "white", "b": "white", "r": "white", "y": "black"}
MARK = {"g": "ᵍ", "b": "ᵇ", "r": "ʳ", "y": "ʸ"}
"""A tile's colour initial, written small after its letter."""
TAKE_OFF_EDGE = {"west": "▏ ", "east": " ▕", "north": "▔▔", "south": "▁▁"}
"""Where the take-off line runs along a take-off square."""
Tile = tuple[int, int, str, str]
SIDE_MIN = 40
"""The side panel's least width beside a board of wide squares."""


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

    MOVE_KEYS: ClassVar[dict[str, str]] = {"exchange": "F2", "pass": "F3"}
    SEAT_INPUTS = ("cursor", "across")

    def __init__(self, session: Session[ZigZaggle]) -> None:
        super().__init__(session)
        self.rules = session.rules
        self.cursor: tuple[int, int] = self.rules.start
        self.across = True
        self.draft: list[Tile] = []
        self.drafted_at = -1
        """The move number the draft was typed at: a draft never outlives the position it was typed on."""
        self.clock_key: tuple[int, int | None] = (-1, None)
        self.seconds_left = 0
        self.clock: Timer | None = None

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield LineCachedStatic(id="zz-board")
            yield LineCachedStatic(id="zz-side")

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
        )

    def deciding(self) -> bool:
        """A human decides whether to challenge the play just made (ZZ-C1)."""
        return not self.session.over and not self.session.seat_is_bot and self.seen.window is not None

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
        board = self.query_one("#zz-board", Static)
        board.styles.width = self.rules.grid.width * self._square_width() + 2
        board.update(self._board())
        self.query_one("#zz-side", Static).update(self._side())
        self.keys_changed()

    def _square_width(self) -> int:
        """Squares three columns wide when the view has room for them beside a full side panel, else two."""
        return 3 if self.size.width >= self.rules.grid.width * 3 + 2 + SIDE_MIN else 2

    def _viewport(self) -> tuple[int, int]:
        """First and last board rows shown: the whole board if it fits, else a window that follows the cursor."""
        height = self.rules.grid.height
        shown = self.query_one("#zz-board", Static).size.height or 19
        if shown >= height:
            return 0, height
        shown -= 1  # a line to say the board pans
        top = min(max(0, self.cursor[0] - shown // 2), height - shown)
        return top, top + shown

    def _board(self) -> Text:
        state = self.seen
        drafted = {(r, c): (letter, tile) for r, c, letter, tile in self.draft}
        last = set(state.last)
        top, bottom = self._viewport()
        typing = self.typing()
        wide = self._square_width() == 3
        out = Text(no_wrap=True, overflow="crop")
        for r in range(top, bottom):
            if r > top:
                out.append("\n")
            for c in range(self.rules.grid.width):
                text, style = self._cell(state, r, c, drafted, last)
                if (r, c) == self.cursor and typing:
                    style += " reverse"
                    if text.strip() in ("", "·", "+", "░░"):
                        text = "→ " if self.across else "↓ "
                out.append(self._widen(text) if wide else text, style=style)
        if top > 0 or bottom < self.rules.grid.height:
            out.append(f"\nrows {top + 1}–{bottom} of {self.rules.grid.height} (follows the cursor)", style="grey50")
        return out

    def _cell(self, state: ZZState, r: int, c: int, drafted: dict, last: set) -> tuple[str, str]:
        square = self.rules.squares[r][c]
        if not square.real:
            return "  ", ""
        if (r, c) in drafted:
            letter, tile = drafted[(r, c)]
            tint = FREE if tile == FREE else tile[1]
            return self._tile(letter, tint, "bold underline")
        letter = state.letters[r][c]
        if letter != EMPTY:
            return self._tile(letter, state.colours[r][c], "bold" if (r, c) in last else "")
        if square.start:
            return "10", "bold white on #444444"
        if square.centre:
            return " +", "grey58 on #303030"
        tints = [self._colour_of(name) for name in square.runways]
        closed = self.rules.is_closed(state, (r, c))
        if closed:
            return " ×", "grey35 on #202020"
        if len(tints) > 1:
            return "░░", f"{TILE_BG[tints[1]]} on {SQUARE_BG[tints[0]]}"
        if square.take_off:
            return TAKE_OFF_EDGE.get(square.runways[0], "══"), f"bold white on {SQUARE_BG[tints[0]]}"
        return " ·", f"grey62 on {SQUARE_BG[tints[0]]}"

    @staticmethod
    def _widen(text: str) -> str:
        """A square's two columns as three: a run of marks goes on, an edge stays at its side, else a space after."""
        if text[0] == text[1] != " ":
            return text + text[0]
        return " " + text if text == TAKE_OFF_EDGE["east"] else text + " "

    def _colour_of(self, runway: str) -> str:
        return next(rw.colour[0] for rw in self.rules.runways if rw.name == runway)

    @staticmethod
    def _tile(letter: str, tint: str, extra: str) -> tuple[str, str]:
        if tint == FREE:
            return f"{letter}*", f"{extra} black on grey85".strip()
        return f"{letter}{MARK[tint]}", f"{extra} {TILE_FG[tint]} on {TILE_BG[tint]}".strip()

    def _side(self) -> Text:
        state = self.seen
        out = Text(no_wrap=True, overflow="ellipsis")
        out.append_text(self._runways())
        out.append("\n")
        for seat, player in enumerate(self.session.seats):
            marker = "▶" if seat == self.session.seat and not self.session.over else " "
            bold = "bold" if marker == "▶" else ""
            out.append(f"{marker}")
            out.append(f" {seat + 1} ", style=seat_style(seat))
            out.append(" ")
            out.append_text(seat_name(player, 10, bold))
            out.append(f" {state.scores[seat]:>4}", style=bold)
            out.append("\n")
        out.append("\n")
        out.append_text(self._rack())
        out.append("\n")
        out.append_text(self._prompt())
        out.append("\n")
        out.append("▏▕▔▁ take-off  ░░ shared\n10 start  × finished  * Free", style="grey50")
        return out

    def _runways(self) -> Text:
        state = self.seen
        out = Text()
        took = dict(state.closed)
        for index, runway in enumerate(self.rules.runways):
            tint = runway.colour[0]
            out.append(f" {runway.name[0].upper()}{MARK[tint]} ", style=f"bold {TILE_FG[tint]} on {TILE_BG[tint]}")
            if runway.name in took:
                who = took[runway.name]
                out.append("✓" if who is not None else "–", style="bold")
            elif index == state.runway:
                out.append("▶", style="bold")
            else:
                out.append("·")
            out.append(" ")
        current = self.rules.current_runway(state)
        if current is not None:
            out.append(f"\n{current.title} take-off +{current.bonus}", style="bold")
        return out

    def _rack(self) -> Text:
        out = Text()
        turn, seat = self.session.seat, self.table.at_keyboard
        if turn is None or self.session.over:
            return out
        if self.session.seat_is_bot:
            out.append(f"{self.seen.names[turn]} (computer) is thinking…\n", style="italic")
            return out
        if seat is None:
            return out
        out.append(f"{self.seen.names[seat]}'s rack\n", style="bold")
        per_row = max(1, (self.query_one("#zz-side", Static).content_size.width or 30) // 5)
        for i, tile in enumerate(self.rack_left()):
            if i and i % per_row == 0:
                out.append("\n")
            if tile == FREE:
                out.append(" *  ", style="bold black on grey85")
            else:
                tint = tile[1]
                face = f"{tile[0]}{self.rules.values[tile[0]]}{MARK[tint]}"
                out.append(f"{face:<4}", style=f"bold {TILE_FG[tint]} on {TILE_BG[tint]}")
            out.append(" ")
        out.append("\n")
        return out

    def _prompt(self) -> Text:
        state = self.seen
        out = Text()
        if self.session.over:
            out.append("The game is over.", style="bold")
            return out
        if self.deciding():
            window = state.window
            assert window is not None
            out.append(
                f"{state.names[window.player]} played {', '.join(window.words)} for {window.points}.\n", style="bold"
            )
            out.append(f"{state.names[state.turn]}: c challenge · a or Enter accept", style="bold yellow")
            others = [seat for seat in self.challengers() if seat != state.turn]
            if others:
                keys = " · ".join(f"{seat + 1} {state.names[seat]}" for seat in others)
                out.append(f"\nor another player challenges: {keys} (ZZ-C1)", style="bold yellow")
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
        if action in ("challenge", "accept"):
            return self.deciding()
        return True

    def on_key(self, event: events.Key) -> None:
        """Letters go on the board at the cursor (a capital: a Free letter) while the player types; in a
        challenge window a seat's number challenges as that seat (ZZ-C1)."""
        char = event.character or ""
        if self.deciding() and char.isdigit() and int(char) - 1 in self.challengers():
            event.stop()
            self.intend({"type": "challenge", "seat": int(char) - 1})
            return
        if not (len(char) == 1 and char.isascii() and char.isalpha()):
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

    def challengers(self) -> list[int]:
        """The seats that may still challenge the play in the window: every other player who has not
        let it stand (ZZ-C1)."""
        window = self.seen.window
        return [] if window is None else self.rules.still_deciding(self.seen.names, window)

    def action_challenge(self) -> None:
        self.intend({"type": "challenge", "seat": self.seen.turn})

    def action_accept(self) -> None:
        self.intend({"type": "accept", "seat": self.seen.turn})

    def commands(self) -> list[tuple[str, str, str]]:
        return [
            ("Play the word", "Play the letters laid on the board", "play"),
            ("Exchange letters", "ZZ-P7: swap the laid-out letters, or the whole rack", "exchange"),
            ("Pass", "ZZ-P6: pass the turn", "pass_turn"),
            ("Challenge", "ZZ-C1: challenge the play just made", "challenge"),
            ("Accept the play", "ZZ-C1: let the play stand", "accept"),
        ]
