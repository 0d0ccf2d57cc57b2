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

from collections import Counter
from typing import TYPE_CHECKING, Any, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Input, Static

from ...engine.actions import assert_never
from ...engine.rules import Action
from ...engine.tiles import HIDDEN
from ...games.skip_a_cross import SACState, SkipACross
from ...games.skip_a_cross.actions import CallVote, Pass, Verdict, Word, WordWay
from ..screens.hints import said
from ..widgets.colours import seat_name, seat_name_width, seat_style
from ..widgets.typed_input import TypedInput
from ..widgets.word_table import (
    BACK,
    TALL_TILE,
    TablePalette,
    TableTop,
    block,
    letter_tile,
    side_by_side,
    tall_word,
    word_tiles,
    wrapped,
    wrapped_blocks,
)
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

SOURCE_MARKS = {"word": "w", "drawn": "d", "centre": "c", "missing": "?"}
"""Each letter's source as a letter under it (its colour only repeats what the letter says)."""
ROOMY = (120, 40)
"""From this window size the view uses the room (the move log stands beside it from 120 columns)."""
WIDE_MATS = 120
"""From this width of the players' panel three mats stand side by side, else two."""
PREVIEW_LINES = 4
"""The preview's height below the roomy size (as screens/game.tcss sets it)."""
WORD_SIZES = ("tall", "spaced", "close")
"""How a mat's words are laid, roomiest first: tall tiles, tiles a letter apart, tiles close together; the
mats take the roomiest that fits the panel."""
TALL_CENTRE = 26
"""From this height of the view (a window of 32 rows) the centre's letters are tall tiles, where they fit a
row, and the letters not yet seen are listed under them."""
POOL_PILE = 10
"""The face-down pool is drawn as a pile of at most this many tile backs, one for every ten tiles."""


def mat_widths(seats: int, columns: int, width: int) -> list[int]:
    """Each seat's mat width, rows of `columns` mats a column apart across `width`: the mats of a row
    share it, so a last row of fewer mats spans the table rather than leaving a quarter of it bare."""
    widths = []
    for first in range(0, seats, columns):
        in_row = min(columns, seats - first)
        widths += [(width - (in_row - 1)) // in_row] * in_row
    return widths


MEANINGS_APART = " · "
"""Between the two words' meanings on the vote's line."""


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
        ways = self.current_ways()
        if ways:
            return ways[self.way % len(ways)]
        word = self.typed()
        return Word(type="word", word=word) if word else None

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
        centre = self._centre()
        self.centre_lines = len(centre.plain.split("\n"))
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
        """Remember which words the moves since the last redraw laid, and where each came from: a word
        stolen (whose), a word extended, or a new word, to mark them on the mats until words move again
        (a draw or a pass keeps the marks, so the next player sees what the last one laid)."""
        moves = len(self.session.actions)
        words = self.seen.words
        seen_moves, before = self._laid
        self._laid = (moves, words)
        if moves < seen_moves or len(before) != len(words):
            self.moved = {}
        if moves <= seen_moves or len(before) != len(words) or before == words:
            return
        names = self.seen.names
        lost = [(seat, Counter(before[seat]) - Counter(held)) for seat, held in enumerate(words)]
        moved: dict[tuple[int, str], str] = {}
        for seat, held in enumerate(words):
            for word in Counter(held) - Counter(before[seat]):
                letters: Counter[str] = Counter(word)
                source = next(
                    (
                        (victim, old)
                        for victim, gone in sorted(lost, key=lambda pair: pair[0] == seat)
                        for old in gone
                        if not Counter(old) - letters
                    ),
                    None,
                )
                if source is None:
                    moved[seat, word] = "new"
                elif source[0] == seat:
                    moved[seat, word] = f"⇐ {source[1]}"
                else:
                    moved[seat, word] = f"⇐ {names[source[0]]}'s {source[1]}"
        self.moved = moved

    def _centre(self) -> Text:
        """The table's centre: the face-up letters as tiles (tall ones in a tall view), the face-down pool as
        a pile, the letter in the hand of the player to move (for that player alone); in a tall view or a
        roomy one, the letters not yet seen."""
        state: SACState = self.seen
        palette = self.query_one("#sac-centre", TableTop).palette()
        width = self._text_width()
        out = Text()
        out.append("Centre", style="bold")
        letters = "1 letter" if len(state.face_up) == 1 else f"{len(state.face_up)} letters"
        head = Text(f"  {letters} face up", style=palette.muted)
        pool = Text("pool ", style=palette.muted)
        pool.append(BACK * min(POOL_PILE, -(-len(state.pool) // 10)), style=palette.back)
        pool.append(f" {len(state.pool)} face down", style=palette.muted)
        out.append_text(head)
        out.append(" " * max(2, width - cell_len(out.plain) - cell_len(pool.plain)))
        out.append_text(pool)
        out.append("\n")
        tall = self.size.height >= TALL_CENTRE
        if state.face_up and tall and len(state.face_up) * (TALL_TILE + 1) <= width:
            out.append_text(wrapped_blocks([tall_word("".join(state.face_up), palette.tile)], width, 0, gap=" "))
        elif state.face_up:
            tiles = [letter_tile(letter, palette.tile) for letter in state.face_up]
            out.append_text(wrapped(tiles, width, 0, gap=" "))
        else:
            out.append("(no letters face up)", style=palette.muted)
        out.append("\n")
        out.append_text(self._to_play(palette))
        if tall or self.roomy:
            out.append("\n")
            out.append_text(self._unseen(width, palette))
        return out

    def _unseen(self, width: int, palette: TablePalette) -> Text:
        """Each letter of the set with how many are still face down or hidden: the set less the centre,
        every word and the player's own letter (all of it in the seat's observation)."""
        state: SACState = self.seen
        face_up = state.face_up.put("".join(word for held in state.words for word in held))
        if state.drawn and state.drawn != HIDDEN:
            face_up = face_up.put(state.drawn)
        shown = face_up.counts()
        label = "Not yet seen "
        counts = [
            Text(f"{letter}{max(0, n - shown[letter])}", style="" if n > shown[letter] else palette.muted)
            for letter, n in sorted(self.rules.tiles.items())
        ]
        out = Text(label, style="bold")
        out.append_text(wrapped(counts, width, cell_len(label), gap=" "))
        return out

    def _to_play(self, palette: TablePalette) -> Text:
        """Whose move it is and, for its drawer alone, the letter drawn, as a tile in the hand."""
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
            out.append_text(letter_tile(state.drawn, palette.hand))
            out.append("  (hidden from the others)", style=palette.muted)
        else:
            out.append(f"{state.names[seat]}: the pool is empty; play with the centre (SAC-7).", style="bold")
        return out

    def _players(self, room: int) -> Text:
        """Each player's mat, side by side as many as fit, the words laid on it as tiles: spelled out tile
        by tile where `room` (the panel's lines) holds them, close together where not; the rows of mats
        share out the lines left over, so the mats cover the table. The word a typed move would take is
        marked, and the words the last moves laid."""
        state: SACState = self.seen
        palette = self.query_one("#sac-words", TableTop).palette()
        width = self._text_width()
        seats = len(state.words)
        columns = 1 if seats == 1 else min(seats, 3 if width >= WIDE_MATS else 2)
        rows = -(-seats // columns)
        widths, mats, needed = self._lay_mats(width, columns, room, palette)
        spare = room - sum(needed) - (rows - 1)
        heights = [n + max(0, spare) // rows + (1 if r < max(0, spare) % rows else 0) for r, n in enumerate(needed)]
        out = []
        for r in range(rows):
            blocks = []
            for seat in range(r * columns, min(seats, (r + 1) * columns)):
                ground = palette.mat_to_move if seat == self.session.seat and not self.session.over else palette.mat
                blocks.append(block(mats[seat], widths[seat], heights[r], ground))
            out.append(side_by_side(blocks, 1))
        return Text("\n\n").join(out)

    def _lay_mats(
        self, width: int, columns: int, room: int, palette: TablePalette
    ) -> tuple[list[int], list[Text], list[int]]:
        """Each mat's width, their texts and each row's height. Each row of mats lays its words as tall tiles,
        else spelled out tile by tile, else close together: the row needing the most lines gives up a size
        first, until the rows fit `room`; with a column for the scrollbar when even close tiles do not. The
        mats of a row share its width, so a last row of fewer mats spans the table too."""
        seats = len(self.seen.words)
        firsts = range(0, seats, columns)

        def lay(sizes: list[int], scroll: int) -> tuple[list[int], list[Text], list[int]]:
            widths = mat_widths(seats, columns, width - scroll)
            size_of = [WORD_SIZES[sizes[seat // columns]] for seat in range(seats)]
            mats = [self._mat(seat, widths[seat] - 2, size_of[seat], palette) for seat in range(seats)]
            needed = [max(self._height(mat) for mat in mats[at : at + columns]) for at in firsts]
            return widths, mats, needed

        sizes = [0] * len(firsts)
        while True:
            widths, mats, needed = lay(sizes, 0)
            if sum(needed) + len(needed) - 1 <= room:
                return widths, mats, needed
            shrinkable = [row for row in range(len(sizes)) if sizes[row] < len(WORD_SIZES) - 1]
            if not shrinkable:
                return lay(sizes, 1)
            sizes[max(shrinkable, key=lambda row: needed[row])] += 1

    @staticmethod
    def _height(text: Text) -> int:
        return len(text.plain.split("\n"))

    def _mat(self, seat: int, width: int, size: str, palette: TablePalette) -> Text:
        """A player's mat: ▶ for the player to move, the seat's number in its colour, the name (cut to ten
        letters unless roomy) and the tally, then the words as tiles (`size`, one of `WORD_SIZES`), wrapped
        between words."""
        state: SACState = self.seen
        rules = self.rules
        to_move = seat == self.session.seat and not self.session.over
        name_width = seat_name_width(self.session.seats[seat]) if self.roomy else 10
        out = Text(" ▶" if to_move else "  ")
        out.append(f" {seat + 1} ", style=seat_style(seat))
        out.append(" ")
        out.append_text(seat_name(self.session.seats[seat], name_width, "bold" if to_move else ""))
        tally = f"{len(state.words[seat])}/{rules.words_to_win} words {rules.tiles_of(state, seat)} tiles"
        out.append(f"  {tally}" if cell_len(out.plain) + 2 + len(tally) <= width else f"\n     {tally}")
        action = self.chosen() if self.my_turn() else None
        taken = None
        if action is not None and action["type"] != "word":
            taken = (action["victim"] if action["type"] == "steal" else state.turn, action["old"])
        pieces: list[list[Text]] = []
        for word in state.words[seat]:
            tag = self.moved.get((seat, word))
            if taken is not None and (seat, word) == taken:
                style, mark = palette.taken, ""
                taken = None
            elif tag is not None:
                style, mark = palette.moved, " ★" if tag == "new" else f" {tag}"
            else:
                style, mark = palette.tile, ""
            lines = tall_word(word, style) if size == "tall" else [word_tiles(word, style, size == "spaced")]
            middle = len(lines) // 2
            for at, line in enumerate(lines):
                line.append(mark if at == middle else " " * cell_len(mark), style="bold")
            pieces.append(lines)
        if not pieces:
            out.append("\n ")
            out.append("no words yet", style=palette.muted)
        elif size == "tall":
            out.append("\n")
            out.append_text(wrapped_blocks(pieces, width, 1, gap="  "))
        else:
            out.append("\n ")
            out.append_text(wrapped([lines[0] for lines in pieces], width, 1, gap=" "))
        return out

    def _text_width(self) -> int:
        """The room for text in the view's panels: the view's width less their padding (known on a resize
        before the panels are laid out again)."""
        return max(20, self.size.width - 2)

    def _preview(self) -> Text:
        state: SACState = self.seen
        rules = self.rules
        palette = self.query_one("#sac-preview", TableTop).palette()
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
            half = (self._text_width() - len(MEANINGS_APART)) // 2  # what the vote is about: the meaning changed?
            meanings = (rules.explain(word, half) for word in (vote.old, vote.word))
            out.append(MEANINGS_APART.join(meanings) + "\n", style=palette.muted)
            voter = self.session.seat
            assert voter is not None, "a vote is open only while the game goes on"
            out.append(f"{state.names[voter]}: y yes, overrule the judge · n no\n", style="bold yellow")
            out.append(f"The judge says no: {verdict.reason}.")  # the log under the table says it too
            return out
        if not self.my_turn():
            return out
        action = self.chosen()
        if action is None:
            out.append("Enter: type a word · d: form no word", style=palette.muted)
            if state.drawn:
                out.append(" (your letter goes face up, SAC-3)", style=palette.muted)
            if self.hint and self.hint[0] == len(self.session.actions):
                out.append(f"\n{self.hint[1]}", style=palette.source["word"])
            return out
        sources = rules.letter_sources(state, action)
        ways = self.current_ways()
        out.append(self._way_text(action), style="bold")
        out.append("   Enter: play it", style=palette.muted)
        if len(ways) > 1:
            out.append(f" · Tab: other way ({self.way % len(ways) + 1}/{len(ways)})", style=palette.muted)
        out.append("\n")
        for letter, _ in sources:
            out.append(f"{letter} ", style="bold")
        out.append("  ")
        missing = [letter for letter, source in sources if source == "missing"]
        if missing:
            out.append(f"✗ {', '.join(missing)} not to hand", style=palette.bad)
        else:
            out.append(self._verdict_text(action, palette))
        out.append("\n")
        for _, source in sources:
            out.append(f"{SOURCE_MARKS[source]} ", style=palette.source[source])
        out.append("  w word taken · d your letter · c centre · ? not to hand", style=palette.muted)
        if self.roomy and len(ways) > 1:
            out.append_text(self._all_ways(ways, palette))
        return out

    def _all_ways(self, ways: list[WordWay], palette: TablePalette) -> Text:
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
                Text(f"✗ {', '.join(missing)} not to hand", style=palette.bad)
                if missing
                else self._verdict_text(way, palette)
            )
        return out

    def _way_text(self, action: WordWay) -> str:
        match action["type"]:
            case "steal":
                return f"Steal {self.seen.names[action['victim']]}'s {action['old']} → {action['word']}"
            case "extend":
                return f"Extend my {action['old']} → {action['word']}"
            case "word":
                return f"New word {action['word']}"
            case _:
                assert_never(action["type"])

    def _verdict_text(self, action: WordWay, palette: TablePalette) -> Text:
        appraisal = self.rules.appraise(action)
        if appraisal.accepted:
            return Text(f"✓ {appraisal.reason}", style=palette.good)
        hint = " · v vote" if appraisal.judged and self.can_vote() else ""
        return Text(f"✗ {appraisal.reason}{hint}", style=palette.bad)

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
        """Redraw what the typed word changes: the preview and the word marked as taken on its mat. The mats
        share out the height the centre, the word line and the preview leave (the preview grows when roomy)."""
        preview = self._preview()
        self.query_one("#sac-preview", TableTop).update(preview)
        shown = len(preview.plain.split("\n")) if self.roomy else PREVIEW_LINES
        self.query_one("#sac-words", TableTop).update(self._players(self.size.height - self.centre_lines - 1 - shown))

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
        self.query_one("#sac-preview", TableTop).update(self._preview())

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
