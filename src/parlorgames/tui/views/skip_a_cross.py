"""Skip-A-Cross at the table: the centre, everyone's words, the hidden letter, and a word being typed.

Enter opens the word line; as the player types, the view works out what the word could be (a steal
of someone's word, an extension of one's own, or a new word from the centre), shows where every
letter would come from, and what the judge would say. Tab picks another way to play the same word.
Everything is drawn from `seen`, the observation of the seat at the keyboard: the drawn letter shows
only to its drawer (the hand-over screen guards it), and the pool is face down.

From 120×40 the view uses the room: the centre's letters as tiles, the letters not yet seen, every
name and word in full (each player's words under the name, wrapped between words), the word a typed
move would take marked in its owner's row, and every way to play the typed word listed.

The view keeps the keys and the word line; what its panels show is drawn by `tui/drawing/skip_a_cross.py`
from the observation and the view's state (`view_state`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Input, Static

from ...engine.rules import Action
from ...games.skip_a_cross import SkipACross
from ...games.skip_a_cross.actions import CallVote, Pass, Verdict, WordWay
from ..drawing import skip_a_cross as drawing
from ..drawing.skip_a_cross import TablePalette, TableView
from ..screens.hints import said
from ..widgets.typed_input import TypedInput
from ..widgets.word_table import TableTop
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

ROOMY = (120, 40)
"""From this window size the view uses the room (the move log stands beside it from 120 columns)."""


class SkipACrossView(FittedKeysView):
    """Renders what the seat at the keyboard sees; the word line and keys become intents for the game screen."""

    BINDINGS = fitted(
        Binding("y", "yes", "Yes"),
        Binding("n", "no", "No"),
        Binding("enter", "type", "Word"),
        Binding("d", "discard", "Pass"),
        Binding("tab", "next_way", "Other way", priority=True),
        Binding("v", "vote", "Vote"),
        Binding("escape", "leave_word", "Back"),
    )
    """In the footer's order of use: the keys that apply to the prompt, as many as fit (see `keys`)."""

    MOVE_KEYS: ClassVar[dict[str, str]] = {"pass": "d"}
    SEAT_INPUTS = ("hint",)

    def __init__(self, session: Session[SkipACross]) -> None:
        super().__init__(session)
        self.rules = session.rules
        self.way = 0
        self.hint: tuple[int, str] | None = None
        """(move number, text) of the hint picked, shown until the next move."""
        self.hinted: Action | None = None
        """The hinted move whose word was just put in the word line: its way is the one chosen."""
        self._laid: tuple[int, tuple[tuple[str, ...], ...]] = (0, ())
        """The move number and everyone's words at the last redraw, to see which words the next moves laid."""
        self.centre_lines = 3
        """The lines the centre took at the last redraw, to know the room left for the mats."""
        self.moved: dict[tuple[int, str], str] = {}
        """(seat, word) of each word the last moves laid: where it came from ("new", "⇐ Bob's CAT")."""

    def compose(self) -> ComposeResult:
        yield TableTop(id="sac-centre")
        with VerticalScroll(id="sac-players", can_focus=False):
            yield TableTop(id="sac-words")
        with Horizontal(id="sac-entry-row"):
            yield Static("Word:", id="sac-entry-label")
            yield TypedInput(placeholder="Enter to type a word", id="sac-word", restrict=r"[A-Za-z]*", max_length=30)
        yield TableTop(id="sac-preview")

    # --- reading the table ---------------------------------------------------------------------

    def my_turn(self) -> bool:
        """A human has the move (not a vote, not a computer player, not the end)."""
        return not self.session.over and self.seen.vote is None and not self.session.seat_is_bot and self.may_act

    def my_vote(self) -> bool:
        return not self.session.over and self.seen.vote is not None and not self.session.seat_is_bot and self.may_act

    def typed(self) -> str:
        return self.query_one("#sac-word", Input).value.strip().upper()

    def current_ways(self) -> list[WordWay]:
        return self.rules.ways(self.seen, self.typed()) if self.my_turn() else []

    def chosen(self) -> WordWay | None:
        """The move Enter would make: the way picked with Tab, or a plain word the letters don't allow (to be
        refused with the reason)."""
        return drawing.chosen_way(self.current_ways(), self.way, self.typed())

    # --- drawing --------------------------------------------------------------------------------

    @property
    def roomy(self) -> bool:
        """The window is large enough for the roomy layout (the class `-roomy` on the view says so too)."""
        width, height = self.app.size
        return width >= ROOMY[0] and height >= ROOMY[1]

    def inputs_change_hands(self, leaving: int | None, taking: int | None) -> None:
        """The word line is cleared for the next player: a word typed against one player's letter means
        nothing against another's."""
        super().inputs_change_hands(leaving, taking)
        self.query_one("#sac-word", Input).value = ""
        self.focus()

    def show(self, session: Session) -> None:
        self._note_moves()
        centre = drawing.centre(
            self.rules, self.seen, self.view_state(), self._palette("#sac-centre"), self._text_width()
        )
        self.centre_lines = drawing.lines_of(centre)
        self.query_one("#sac-centre", TableTop).update(centre)
        entry = self.query_one("#sac-word", Input)
        mine = self.my_turn()
        if not mine and entry.has_focus:
            self.focus()  # a box disabled with the focus in it leaves no one holding the keys
        entry.disabled = not mine
        if not mine and entry.value:
            entry.value = ""
        self._show_typed()
        self.keys_changed()

    def on_resize(self, event: events.Resize) -> None:
        self.set_class(self.roomy, "-roomy")
        if not self.table.handing_over:
            self.show(self.session)
        self.refresh_bindings()

    def _note_moves(self) -> None:
        """Remember which words the moves since the last redraw laid, and where each came from, to mark
        them on the mats until words move again (a draw or a pass keeps the marks, so the next player sees
        what the last one laid)."""
        moves = len(self.session.actions)
        words = self.seen.words
        seen_moves, before = self._laid
        self._laid = (moves, words)
        if moves < seen_moves or len(before) != len(words):
            self.moved = {}
        if moves <= seen_moves or len(before) != len(words) or before == words:
            return
        self.moved = drawing.words_laid(before, words, self.seen.names)

    def view_state(self) -> TableView:
        """What the drawing needs to know of the view beside the observation."""
        session = self.session
        return TableView(
            seats=session.seats,
            to_move=None if session.over else session.seat,
            computer_to_move=session.seat_is_bot,
            at_keyboard=self.table.at_keyboard,
            playing=self.my_turn(),
            voting=self.my_vote(),
            roomy=self.roomy,
            height=self.size.height,
            typed=self.typed(),
            ways=self.current_ways(),
            way=self.way,
            may_vote=self.can_vote(),
            hint=self.hint[1] if self.hint and self.hint[0] == len(session.actions) else None,
            moved=self.moved,
        )

    def _palette(self, panel: str) -> TablePalette:
        return self.query_one(panel, TableTop).palette()

    def _text_width(self) -> int:
        """The room for text in the view's panels: the view's width less their padding (known on a resize
        before the panels are laid out again)."""
        return max(20, self.size.width - 2)

    def _show_typed(self) -> None:
        """Redraw what the typed word changes: the preview and the word marked as taken on its mat. The mats
        share out the height the centre, the word line and the preview leave (the preview grows when roomy)."""
        view = self.view_state()
        room = drawing.room_for_mats(self.size.height, self.centre_lines, self._show_preview(view), view.roomy)
        mats = drawing.players(self.rules, self.seen, view, self._palette("#sac-words"), self._text_width(), room)
        self.query_one("#sac-words", TableTop).update(mats)

    def _show_preview(self, view: TableView) -> Text:
        preview = drawing.preview(self.rules, self.seen, view, self._palette("#sac-preview"), self._text_width())
        self.query_one("#sac-preview", TableTop).update(preview)
        return preview

    # --- keys ---------------------------------------------------------------------------------------

    def can_vote(self) -> bool:
        action = self.chosen()
        if action is None or action["type"] != "steal" or not self.my_turn():
            return False
        return self.rules.may_call_vote(self.seen, action["victim"], action["old"], action["word"])

    def offers(self, action: str) -> bool:
        if action == "type":
            return self.my_turn() and not self.query_one("#sac-word", Input).has_focus
        if action == "discard":
            return self.my_turn() and not self.query_one("#sac-word", Input).has_focus
        if action == "next_way":
            return len(self.current_ways()) > 1
        if action == "vote":
            return self.can_vote() and not self.query_one("#sac-word", Input).has_focus
        if action in ("yes", "no"):
            return self.my_vote()
        if action == "leave_word":
            return self.query_one("#sac-word", Input).has_focus
        return True

    def action_type(self) -> None:
        if self.my_turn():
            self.query_one("#sac-word", Input).focus()

    def action_leave_word(self) -> None:
        self.focus()

    def action_next_way(self) -> None:
        self.way += 1
        self._show_typed()

    def action_discard(self) -> None:
        self.intend(Pass(type="pass"))

    def action_vote(self) -> None:
        action = self.chosen()
        if action is not None and action["type"] == "steal":
            self.intend(CallVote(type="vote", victim=action["victim"], old=action["old"], word=action["word"]))

    def action_yes(self) -> None:
        self.intend(Verdict(type="verdict", accept=True))

    def action_no(self) -> None:
        self.intend(Verdict(type="verdict", accept=False))

    def on_input_changed(self, event: Input.Changed) -> None:
        ways = self.current_ways()
        self.way = ways.index(self.hinted) if self.hinted in ways else 0
        self.hinted = None
        self._show_typed()
        self.keys_changed()

    def on_descendant_focus(self) -> None:
        self.keys_changed()

    def on_descendant_blur(self) -> None:
        self.keys_changed()

    def show_hint(self, hint: Any) -> None:
        """The hint picked, in the prompt line; a word it plays goes in the word line, its way chosen, for Enter."""
        self.hint = (len(self.session.actions), f"Hint: {said(hint, self.MOVE_KEYS)}")
        action = hint.action or {}
        entry = self.query_one("#sac-word", Input)
        if "word" in action and self.my_turn():
            self.hinted = action
            entry.value = action["word"]
            entry.focus()
        self._show_preview(self.view_state())

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Play the word typed. A refused word stays in the word line, which keeps the keys, so the
        player corrects it there (a letter typed next must not act: d would pass the turn); only a
        refused steal the table may vote on hands the keys back, for v."""
        event.stop()
        action = self.chosen()
        if action is None:
            return
        before = len(self.session.actions)
        self.intend(action)
        if len(self.session.actions) > before:
            self.query_one("#sac-word", Input).value = ""
            self.focus()
        elif self.can_vote():
            self.focus()

    def commands(self) -> list[tuple[str, str, str]]:
        return [
            ("Type a word", "Form, steal or extend a word (Enter plays it)", "type"),
            ("Discard and pass", "Form no word; your letter goes face up (SAC-3)", "discard"),
            ("Call a table vote", "Let the others overrule the judge on a refused steal (SAC-5)", "vote"),
            ("Vote yes", "Overrule the judge: the steal stands", "yes"),
            ("Vote no", "The judge's ruling stands", "no"),
        ]
