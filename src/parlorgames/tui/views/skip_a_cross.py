"""Skip-A-Cross at the table: the centre, everyone's words, the hidden letter, and a word being typed.

Enter opens the word line; as the player types, the view works out what the word could be (a steal
of someone's word, an extension of one's own, or a new word from the centre), shows where every
letter would come from, and what the judge would say. Tab picks another way to play the same word.
Everything is drawn from `seen`, the observation of the seat at the keyboard: the drawn letter shows
only to its drawer (the hand-over screen guards it), and the pool is face down.

From 120×40 the view uses the room: the centre's letters as tiles, the letters not yet seen, every
name and word in full (each player's words under the name, wrapped between words), the word a typed
move would take marked in its owner's row, and every way to play the typed word listed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Input, Static

from ...engine.tiles import HIDDEN
from ...games.skip_a_cross import SACState, SkipACross
from ..screens.hints import said
from ..widgets.colours import seat_name, seat_name_width, seat_style
from ..widgets.typed_input import TypedInput
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

SOURCE_MARKS = {
    "word": ("w", "bold cyan"),
    "drawn": ("d", "bold yellow"),
    "centre": ("c", "bold green"),
    "missing": ("?", "bold red"),
}
"""Each letter's source as a letter under it (colour only repeats what the letter says)."""
ROOMY = (120, 40)
"""From this window size the view uses the room (the move log stands beside it from 120 columns)."""
WORD_TILES_WIDTH = 100
"""From this view width (a window of about 160 columns) the players' words are drawn as tiles too."""
TILE = "bold black on #d9c89e"
DRAWN_TILE = "bold black on yellow"
TAKEN = "bold reverse"
"""The word a typed move would take or grow, in its owner's row."""
WORDS_INDENT = 6
"""Where a player's words start under the name, in the roomy layout."""


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
        self.hinted: dict[str, Any] | None = None
        """The hinted move whose word was just put in the word line: its way is the one chosen."""

    def compose(self) -> ComposeResult:
        yield Static(id="sac-centre")
        with VerticalScroll(id="sac-players", can_focus=False):
            yield Static(id="sac-words")
        with Horizontal(id="sac-entry-row"):
            yield Static("Word:", id="sac-entry-label")
            yield TypedInput(placeholder="Enter to type a word", id="sac-word", restrict=r"[A-Za-z]*", max_length=30)
        yield Static(id="sac-preview")

    # --- reading the table ---------------------------------------------------------------------

    def my_turn(self) -> bool:
        """A human has the move (not a vote, not a computer player, not the end)."""
        return not self.session.over and self.seen.vote is None and not self.session.seat_is_bot

    def my_vote(self) -> bool:
        return not self.session.over and self.seen.vote is not None and not self.session.seat_is_bot

    def typed(self) -> str:
        return self.query_one("#sac-word", Input).value.strip().upper()

    def current_ways(self) -> list[dict[str, Any]]:
        return self.rules.ways(self.seen, self.typed()) if self.my_turn() else []

    def chosen(self) -> dict[str, Any] | None:
        """The move Enter would make: the way picked with Tab, or a plain word the letters don't allow (to be
        refused with the reason)."""
        ways = self.current_ways()
        if ways:
            return ways[self.way % len(ways)]
        word = self.typed()
        return {"type": "word", "word": word} if word else None

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
        self.query_one("#sac-centre", Static).update(self._roomy_centre() if self.roomy else self._centre())
        self.query_one("#sac-words", Static).update(self._players())
        entry = self.query_one("#sac-word", Input)
        entry.disabled = not self.my_turn()
        if not self.my_turn() and entry.value:
            entry.value = ""
        self.query_one("#sac-preview", Static).update(self._preview())
        self.keys_changed()

    def on_resize(self, event: events.Resize) -> None:
        self.set_class(self.roomy, "-roomy")
        if not self.table.handing_over:
            self.show(self.session)
        self.refresh_bindings()

    def _centre(self) -> Text:
        state: SACState = self.seen
        out = Text()
        out.append("Centre ", style="bold")
        out.append(" ".join(state.face_up) if state.face_up else "(empty)", style="bold green")
        out.append(f"   pool: {len(state.pool)} face down\n", style="grey62")
        out.append_text(self._to_play())
        return out

    def _roomy_centre(self) -> Text:
        """The centre as rows of tiles, the prompt, then how many of each letter are not yet seen."""
        state: SACState = self.seen
        width = self._text_width("#sac-centre")
        out = Text()
        out.append("Centre", style="bold")
        letters = "1 letter" if len(state.face_up) == 1 else f"{len(state.face_up)} letters"
        out.append(f"  {letters} face up · pool: {len(state.pool)} face down\n", style="grey62")
        if state.face_up:
            tiles = [Text(f" {letter} ", style=TILE) for letter in state.face_up]
            out.append_text(self._wrapped(tiles, width, 0, gap=" "))
        else:
            out.append("(empty)", style="bold green")
        out.append("\n")
        out.append_text(self._to_play())
        out.append("\n")
        out.append_text(self._unseen(width))
        return out

    def _unseen(self, width: int) -> Text:
        """Each letter of the set with how many are still face down or hidden: the set less the centre,
        every word and the player's own letter (all of it in the seat's observation)."""
        state: SACState = self.seen
        face_up = state.face_up.put("".join(word for held in state.words for word in held))
        if state.drawn and state.drawn != HIDDEN:
            face_up = face_up.put(state.drawn)
        shown = face_up.counts()
        label = "Not yet seen "
        counts = [
            Text(f"{letter}{max(0, n - shown[letter])}", style="" if n > shown[letter] else "grey42")
            for letter, n in sorted(self.rules.tiles.items())
        ]
        out = Text(label, style="bold")
        out.append_text(self._wrapped(counts, width, cell_len(label), gap=" "))
        return out

    def _to_play(self) -> Text:
        """Whose move it is and, for its drawer alone, the letter drawn."""
        state: SACState = self.seen
        session = self.session
        out = Text()
        seat = session.seat
        if session.over or seat is None:
            out.append("The game is over.", style="bold")
        elif state.vote is not None:
            vote = state.vote
            out.append(f"Vote: may {vote.old} ({state.names[vote.victim]}'s) be stolen as {vote.word}? ", style="bold")
            out.append(f"yes {vote.ayes} · no {vote.nays}")
        elif session.seat_is_bot:
            out.append(f"{state.names[seat]} (computer) is playing; its letter is hidden.", style="italic")
        elif seat != self.table.at_keyboard:
            out.append(f"{state.names[seat]} is playing; their letter is hidden.", style="italic")
        elif state.drawn:
            out.append(f"{state.names[seat]}, your letter: ", style="bold")
            out.append(f" {state.drawn} ", style=DRAWN_TILE)
            out.append("  (hidden from the others)", style="grey62")
        else:
            out.append(f"{state.names[seat]}: the pool is empty; play with the centre (SAC-7).", style="bold")
        return out

    def _players(self) -> Text:
        if self.roomy:
            return self._roomy_players()
        state: SACState = self.seen
        rules = self.rules
        rows = []
        for seat, held in enumerate(state.words):
            out = self._seat_name(seat, 10)
            out.append(
                f" {len(held)}/{rules.words_to_win} words {rules.tiles_of(state, seat):>3} tiles ", style="grey70"
            )
            out.append("  ".join(held) if held else "—")
            rows.append(out)
        return Text("\n").join(rows)

    def _seat_name(self, seat: int, width: int) -> Text:
        """A player's row begins: ▶ for the player to move, the seat's number in its colour, the name
        (and a computer's level) in `width` cells."""
        to_move = seat == self.session.seat and not self.session.over
        out = Text("▶" if to_move else " ")
        out.append(f" {seat + 1} ", style=seat_style(seat))
        out.append(" ")
        out.append_text(seat_name(self.session.seats[seat], width, "bold" if to_move else ""))
        return out

    def _roomy_players(self) -> Text:
        """Each player's full name and counts, then every word in full, wrapped between words; the word
        the typed move would take or grow is marked."""
        state: SACState = self.seen
        rules = self.rules
        width = self._text_width("#sac-words")
        name_width = max(seat_name_width(seat) for seat in self.session.seats)
        as_tiles = self.size.width >= WORD_TILES_WIDTH
        action = self.chosen() if self.my_turn() else None
        taken = (action.get("victim", state.turn), action["old"]) if action and "old" in action else None
        rows = []
        for seat, held in enumerate(state.words):
            out = self._seat_name(seat, name_width)
            out.append(
                f"  {len(held)}/{rules.words_to_win} words {rules.tiles_of(state, seat):>3} tiles\n", style="grey70"
            )
            words = []
            for word in held:
                marked = taken is not None and (seat, word) == taken
                if as_tiles:
                    words.append(Text(" " + " ".join(word) + " ", style=TAKEN if marked else TILE))
                else:
                    words.append(Text(word, style=TAKEN if marked else "bold"))
                if marked:
                    taken = None
            out.append(" " * WORDS_INDENT)
            out.append_text(self._wrapped(words, width, WORDS_INDENT, gap="  ") if words else Text("—"))
            rows.append(out)
        return Text("\n").join(rows)

    def _text_width(self, selector: str) -> int:
        """The room for text in one of the view's panels (the view's own width, less padding, before layout)."""
        return self.query_one(selector).content_size.width or max(20, self.size.width - 2)

    @staticmethod
    def _wrapped(pieces: list[Text], width: int, indent: int, gap: str) -> Text:
        """Pieces in a row, breaking the line between pieces (never inside one) at `width`; lines after
        the first start at `indent`."""
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

    def _preview(self) -> Text:
        state: SACState = self.seen
        rules = self.rules
        out = Text()
        if self.my_vote():
            vote = state.vote
            assert vote is not None
            verdict = rules.judge(vote.old, vote.word)
            out.append(
                f"{state.names[vote.caller]} asks: may {state.names[vote.victim]}'s {vote.old} "
                f"be stolen as {vote.word}?\n",
                style="bold",
            )
            out.append(f"The judge says no: {verdict.reason}.\n")
            voter = self.session.seat
            assert voter is not None, "a vote is open only while the game goes on"
            out.append(f"{state.names[voter]}: y yes, overrule the judge · n no", style="bold yellow")
            return out
        if not self.my_turn():
            return out
        action = self.chosen()
        if action is None:
            out.append("Enter: type a word · d: form no word", style="grey62")
            if state.drawn:
                out.append(" (your letter goes face up, SAC-3)", style="grey62")
            if self.hint and self.hint[0] == len(self.session.actions):
                out.append(f"\n{self.hint[1]}", style="cyan")
            return out
        sources = rules.letter_sources(state, action)
        ways = self.current_ways()
        out.append(self._way_text(action), style="bold")
        out.append("   Enter: play it", style="grey62")
        if len(ways) > 1:
            out.append(f" · Tab: other way ({self.way % len(ways) + 1}/{len(ways)})", style="grey62")
        out.append("\n")
        for letter, _ in sources:
            out.append(f"{letter} ", style="bold")
        out.append("  ")
        missing = [letter for letter, source in sources if source == "missing"]
        if missing:
            out.append(f"✗ {', '.join(missing)} not to hand", style="red")
        else:
            out.append(self._verdict_text(action))
        out.append("\n")
        for _, source in sources:
            mark, style = SOURCE_MARKS[source]
            out.append(f"{mark} ", style=style)
        out.append("  w word taken · d your letter · c centre · ? not to hand", style="grey62")
        if self.roomy and len(ways) > 1:
            out.append_text(self._all_ways(ways))
        return out

    def _all_ways(self, ways: list[dict[str, Any]]) -> Text:
        """Every way the typed word could be played, the one Enter plays marked."""
        out = Text()
        chosen = self.way % len(ways)
        out.append("\nWays to play it (Tab picks):", style="bold")
        for i, way in enumerate(ways):
            out.append(
                f"\n {'▶' if i == chosen else ' '} {i + 1}. {self._way_text(way)}  ",
                style="bold" if i == chosen else "",
            )
            missing = [letter for letter, source in self.rules.letter_sources(self.seen, way) if source == "missing"]
            out.append_text(
                Text(f"✗ {', '.join(missing)} not to hand", style="red") if missing else self._verdict_text(way)
            )
        return out

    def _way_text(self, action: dict[str, Any]) -> str:
        names = self.seen.names
        if action["type"] == "steal":
            return f"Steal {names[action['victim']]}'s {action['old']} → {action['word']}"
        if action["type"] == "extend":
            return f"Extend my {action['old']} → {action['word']}"
        return f"New word {action['word']}"

    def _verdict_text(self, action: dict[str, Any]) -> Text:
        appraisal = self.rules.appraise(action)
        if appraisal.accepted:
            return Text(f"✓ {appraisal.reason}", style="green")
        hint = " · v vote" if appraisal.judged and self.can_vote() else ""
        return Text(f"✗ {appraisal.reason}{hint}", style="red")

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

    def _show_typed(self) -> None:
        """Redraw what the typed word changes: the preview and, when roomy, the word marked as taken."""
        self.query_one("#sac-preview", Static).update(self._preview())
        if self.roomy:
            self.query_one("#sac-words", Static).update(self._players())

    def action_discard(self) -> None:
        self.intend({"type": "pass"})

    def action_vote(self) -> None:
        action = self.chosen()
        if action is not None and action["type"] == "steal":
            self.intend({**action, "type": "vote"})

    def action_yes(self) -> None:
        self.intend({"type": "verdict", "accept": True})

    def action_no(self) -> None:
        self.intend({"type": "verdict", "accept": False})

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
        self.query_one("#sac-preview", Static).update(self._preview())

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
