"""Zig Zaggle at the table: the runway board, the rack of the player to move, and a word being laid.

The player moves a cursor over the board with the arrow keys and types letters onto it; Space turns
the typing direction between across and down, Backspace takes the last letter back, Enter plays.
The letters laid but not yet played (the draft) are the only thing the view keeps: they are the
player's typing, not the game, and they vanish whenever the game moves on. The view keeps the keys; the
board and the side panel are drawn by plain functions (`tui.drawing.zig_zaggle`), and what a key does to
the draft is worked out by others (`tui.drawing.zig_zaggle_draft`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.timer import Timer

from ...engine.tiles import Bag
from ...games.zig_zaggle import FREE, ZigZaggle
from ...games.zig_zaggle.actions import Accept, Challenge, Exchange, Pass, Timeout, play_of
from ..drawing import zig_zaggle as drawing
from ..drawing.zig_zaggle import FRAME, NAME_WIDTH, Player, Seating, Tile, Typing, rows_shown, side_width, square_width
from ..drawing.zig_zaggle_draft import challenge_as, challengers, exchange_tiles, step, tile_to_lay
from ..screens.ask import AskScreen, ask_before_spending
from ..widgets.colours import seat_name, seat_style
from ..widgets.zz_board import ZZPanel
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session


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

    def _people_act(self) -> bool:
        """A person at this screen may act now: the game goes on, no computer is to move, the keys are live."""
        return not self.session.over and not self.session.seat_is_bot and self.may_act

    def typing(self) -> bool:
        """A human has the move and may lay letters (not a challenge window, not a computer's turn)."""
        seen = self.seen
        return seen.window is None and not self.rules.is_chance(seen) and self._people_act()

    def deciding(self) -> bool:
        """People decide whether to challenge the play just made (ZZ-C1): at one keyboard the window is the
        table's, shown to all; at a shared table's seat, while this seat may still challenge."""
        return self.seen.window is not None and self._people_act()

    def rack_left(self) -> Bag:
        """The rack of the seat at the keyboard, less the letters in the draft."""
        return drawing.rack_left(self.seen, self.table.at_keyboard, self.draft)

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
        width = square_width(self.rules.grid.width, self.size.width)
        board.styles.width = self.rules.grid.width * width + FRAME
        board.update(drawing.board(self.rules, self.seen, self.typed(), board.palette(), width, self._rows_shown()))
        self.query_one("#zz-side", ZZPanel).update(self._side())
        self.keys_changed()

    def typed(self) -> Typing:
        """The typing the board and prompt show."""
        return Typing(self.cursor, self.across, tuple(self.draft), self.typing())

    def seating(self) -> Seating:
        """The seats as the side panel lists them, and who acts now."""
        session, table, deciding = self.session, self.table, self.deciding()
        return Seating(
            players=tuple(Player(seat_style(n), seat_name(seat, NAME_WIDTH)) for n, seat in enumerate(session.seats)),
            turn=session.seat,
            at_keyboard=table.at_keyboard,
            over=session.over,
            thinking=table.computer_to_move,
            deciding=deciding,
            challengers=tuple(self.challengers()),
            own_seat=self.own_seat,
            seconds_left=self.seconds_left,
        )

    def _rows_shown(self) -> tuple[int, int]:
        """The board's rows that fit the panel; a panned board keeps its first row (`top`) for the next key."""
        height = self.rules.grid.height
        room = (self.query_one("#zz-board", ZZPanel).size.height or 19) - 1
        top, bottom = rows_shown(height, room, self.cursor[0], self.top)
        if bottom - top < height + 2:
            self.top = top
        return top, bottom

    def _side(self) -> Text:
        panel, width = self.query_one("#zz-side", ZZPanel), side_width(self.rules.grid.width, self.size.width)
        height = panel.size.height or self.size.height
        return drawing.side(self.rules, self.seen, self.typed(), self.seating(), panel.palette(), width, height)

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
            self.intend(Timeout(type="timeout"))
        else:
            self.query_one("#zz-side", ZZPanel).update(self._side())

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
        """Put a letter from the rack on the cursor's square and step on in the typing direction (over the
        same letter already on the board, too)."""
        self._sync_draft()
        square = self.cursor
        if self.seen.letters[square[0]][square[1]] == letter:
            self.cursor = step(self.rules, self.seen, square, self.across)
            self.show(self.session)
            return
        self.draft = [t for t in self.draft if t[:2] != square]
        tile, why = tile_to_lay(self.rules, self.seen, self.rack_left(), square, self.draft, letter, free)
        if why:
            self.refuse(why)
        elif tile == FREE and not free:
            moves = len(self.session.actions)
            ask_before_spending(
                self,
                "Spend a Free letter? (ZZ-W3)",
                [letter],
                "a Free letter (*)",
                lambda: self._lay_tile(square, letter, FREE) if len(self.session.actions) == moves else None,
            )
        else:
            self._lay_tile(square, letter, tile)

    def _lay_tile(self, square: tuple[int, int], letter: str, tile: str) -> None:
        self.draft.append((*square, letter, tile))
        self.cursor = step(self.rules, self.seen, square, self.across)
        self.show(self.session)

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
            self.cursor = self.draft.pop()[:2]
        self.show(self.session)

    def action_clear(self) -> None:
        """Take every letter typed back, the cursor back to where the word began."""
        self._sync_draft()
        if self.draft:
            self.cursor = self.draft[0][:2]
        self.draft = []
        self.show(self.session)

    def action_play(self) -> None:
        self._sync_draft()
        if not self.draft:
            self.refuse("type a word on the board first (or F3 to pass)")
            return
        self.intend(play_of(self.draft))

    def action_exchange(self) -> None:
        """Exchange the letters laid out in the draft, or ask which (ZZ-P7)."""
        self._sync_draft()
        if self.draft:
            self.intend(Exchange(type="exchange", tiles=[t[3] for t in self.draft]))
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
        tiles, missing = exchange_tiles(self.rack_left(), letters)
        if missing:
            self.refuse(f"no {missing} on your rack to exchange")
        else:
            self.intend(Exchange(type="exchange", tiles=tiles))

    def action_pass_turn(self) -> None:
        self.intend(Pass(type="pass"))

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
        """The people who may still challenge the play in the window (ZZ-C1)."""
        return challengers(self.rules, self.seen, [seat.bot for seat in self.session.seats], self.own_seat)

    @property
    def own_seat(self) -> int | None:
        """The seat whose own screen this is (a shared table's), None round one keyboard (or an onlooker's):
        there the challenge window is the table's, on a seat's own screen that seat answers for itself."""
        return self.table.face_seat

    def challenge_by_key(self, seat: int | None) -> None:
        """A seat's number key (or c, None) in the challenge window challenges as that person (ZZ-C1)."""
        seat, why = challenge_as(self.seen, self.session.seats, self.own_seat, self.challengers(), seat)
        if seat is None:
            self.refuse(why)
        else:
            self.intend(Challenge(type="challenge", seat=seat))

    def action_challenge(self) -> None:
        self.challenge_by_key(None)

    def action_accept(self) -> None:
        """Enter (or a): at one keyboard nobody else challenges and the play stands; at a shared table's seat,
        this seat lets it stand."""
        if self.own_seat is not None:
            self.intend(Accept(type="accept", seat=self.own_seat))
        else:
            self.intend(Accept(type="accept"))

    def commands(self) -> list[tuple[str, str, str]]:
        return [
            ("Play the word", "Play the letters laid on the board", "play"),
            ("Exchange letters", "ZZ-P7: swap the laid-out letters, or the whole rack", "exchange"),
            ("Pass", "ZZ-P6: pass the turn", "pass_turn"),
            ("Challenge", "ZZ-C1: challenge the play just made", "challenge"),
            ("Accept the play", "ZZ-C1: let the play stand", "accept"),
        ]
