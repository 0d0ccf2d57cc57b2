"""Skip-A-Cross at the table: the centre, everyone's words, the hidden letter, and a word being typed.

Enter opens the word line; as the player types, the view works out what the word could be (a steal
of someone's word, an extension of one's own, or a new word from the centre), shows where every
letter would come from, and what the judge would say. Tab picks another way to play the same word.
Everything is drawn from `seen`, the observation of the seat at the keyboard: the drawn letter shows
only to its drawer (the hand-over screen guards it), and the pool is face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Input, Static

from ...games.skip_a_cross import SACState, SkipACross
from ..widgets.colours import seat_style
from .keys import FittedKeysView, fitted

if TYPE_CHECKING:
    from ...engine.session import Session

SOURCE_MARKS = {"word": ("w", "bold cyan"), "drawn": ("d", "bold yellow"), "centre": ("c", "bold green"), "missing": ("?", "bold red")}
"""Each letter's source as a letter under it (colour only repeats what the letter says)."""


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

    def __init__(self, session: "Session") -> None:
        super().__init__(session)
        self.rules: SkipACross = session.rules  # type: ignore[assignment]
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
            yield Input(placeholder="Enter to type a word", id="sac-word", restrict=r"[A-Za-z]*", max_length=30)
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
        """The move Enter would make: the way picked with Tab, or a plain word the letters don't allow (to be refused with the reason)."""
        ways = self.current_ways()
        if ways:
            return ways[self.way % len(ways)]
        word = self.typed()
        return {"type": "word", "word": word} if word else None

    # --- drawing --------------------------------------------------------------------------------

    def show(self, session: "Session") -> None:
        self.query_one("#sac-centre", Static).update(self._centre())
        self.query_one("#sac-words", Static).update(self._players())
        entry = self.query_one("#sac-word", Input)
        entry.disabled = not self.my_turn()
        if not self.my_turn() and entry.value:
            entry.value = ""
        self.query_one("#sac-preview", Static).update(self._preview())
        self.keys_changed()

    def on_resize(self) -> None:
        self.refresh_bindings()

    def _centre(self) -> Text:
        state: SACState = self.seen
        session = self.session
        out = Text()
        out.append("Centre ", style="bold")
        out.append(" ".join(state.face_up) if state.face_up else "(empty)", style="bold green")
        out.append(f"   pool: {len(state.pool)} face down\n", style="grey62")
        seat = session.seat
        if session.over:
            out.append("The game is over.", style="bold")
        elif state.vote is not None:
            vote = state.vote
            out.append(f"Vote: may {vote.old} ({state.names[vote.victim]}'s) be stolen as {vote.word}? ", style="bold")
            out.append(f"yes {vote.ayes} · no {vote.nays}")
        elif session.seat_is_bot:
            out.append(f"{state.names[seat]} (computer) is playing; its letter is hidden.", style="italic")
        elif state.drawn:
            out.append(f"{state.names[seat]}, your letter: ", style="bold")
            out.append(f" {state.drawn} ", style="bold black on yellow")
            out.append("  (hidden from the others)", style="grey62")
        else:
            out.append(f"{state.names[seat]}: the pool is empty; play with the centre (SAC-7).", style="bold")
        return out

    def _players(self) -> Text:
        state: SACState = self.seen
        rules = self.rules
        rows = []
        for seat, held in enumerate(state.words):
            out = Text()
            marker = "▶" if seat == self.session.seat and not self.session.over else " "
            out.append(marker)
            out.append(f" {seat + 1} ", style=seat_style(seat))
            out.append(f" {state.names[seat][:10]:<10}", style="bold" if marker == "▶" else "")
            out.append(f" {len(held)}/{rules.words_to_win} words {rules.tiles_of(state, seat):>3} tiles ", style="grey70")
            out.append("  ".join(held) if held else "—")
            rows.append(out)
        return Text("\n").join(rows)

    def _preview(self) -> Text:
        state: SACState = self.seen
        rules = self.rules
        out = Text()
        if self.my_vote():
            vote = state.vote
            assert vote is not None
            verdict = rules.judge(vote.old, vote.word)
            out.append(f"{state.names[vote.caller]} asks: may {state.names[vote.victim]}'s {vote.old} be stolen as {vote.word}?\n", style="bold")
            out.append(f"The judge says no: {verdict.reason}.\n")
            out.append(f"{state.names[self.session.seat]}: y yes, overrule the judge · n no", style="bold yellow")
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
        self.query_one("#sac-preview", Static).update(self._preview())

    def action_discard(self) -> None:
        self.game_screen.intent({"type": "pass"})

    def action_vote(self) -> None:
        action = self.chosen()
        if action is not None and action["type"] == "steal":
            self.game_screen.intent({**action, "type": "vote"})

    def action_yes(self) -> None:
        self.game_screen.intent({"type": "verdict", "accept": True})

    def action_no(self) -> None:
        self.game_screen.intent({"type": "verdict", "accept": False})

    def on_input_changed(self, event: Input.Changed) -> None:
        ways = self.current_ways()
        self.way = ways.index(self.hinted) if self.hinted in ways else 0
        self.hinted = None
        self.query_one("#sac-preview", Static).update(self._preview())
        self.keys_changed()

    def on_descendant_focus(self) -> None:
        self.keys_changed()

    def on_descendant_blur(self) -> None:
        self.keys_changed()

    def show_hint(self, hint: Any) -> None:
        """The hint picked, in the prompt line; a word it plays goes in the word line, its way chosen, for Enter."""
        self.hint = (len(self.session.actions), f"Hint: {hint.text}")
        action = hint.action or {}
        entry = self.query_one("#sac-word", Input)
        if "word" in action and self.my_turn():
            self.hinted = action
            entry.value = action["word"]
            entry.focus()
        self.query_one("#sac-preview", Static).update(self._preview())

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        action = self.chosen()
        if action is None:
            return
        before = len(self.session.actions)
        self.game_screen.intent(action)
        entry = self.query_one("#sac-word", Input)
        if len(self.session.actions) > before:
            entry.value = ""
        self.focus()

    def commands(self) -> list[tuple[str, str, str]]:
        return [
            ("Type a word", "Form, steal or extend a word (Enter plays it)", "type"),
            ("Discard and pass", "Form no word; your letter goes face up (SAC-3)", "discard"),
            ("Call a table vote", "Let the others overrule the judge on a refused steal (SAC-5)", "vote"),
            ("Vote yes", "Overrule the judge: the steal stands", "yes"),
            ("Vote no", "The judge's ruling stands", "no"),
        ]
