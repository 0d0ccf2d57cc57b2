"""Questions over the game: a line to type (a nomination, a card's name, letters to pass) and a yes or no
(before a wild letter is spent); Escape cancels either."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from ..widgets.colours import error_style
from ..widgets.footer import SteadyFooter
from ..widgets.typed_input import TypedInput

if TYPE_CHECKING:
    from textual.widget import Widget


class AskScreen(ModalScreen[None]):
    """Calls `then` with the stripped answer, or with None when the player cancels. With `check`, an
    answer it refuses (it returns why) stays in the box with the reason, to be mended there: typed
    again at the table, its letters would be the table's keys."""

    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(
        self,
        title: str,
        hint: str,
        then: Callable[[str | None], None],
        placeholder: str = "",
        restrict: str | None = None,
        check: Callable[[str], str | None] | None = None,
        value: str = "",
    ) -> None:
        super().__init__()
        self.value = value
        self.title_text = title
        self.hint = hint
        self.then = then
        self.placeholder = placeholder
        self.restrict = restrict
        self.check = check

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box"):
            yield Static(self.title_text, classes="modal-title")
            yield Static(self.hint)
            yield TypedInput(self.value, placeholder=self.placeholder, restrict=self.restrict, id="ask")
            yield Static(id="ask-refusal")
            yield SteadyFooter()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        answer = event.value.strip()
        why = self.check(answer) if self.check is not None and answer else None
        if why:
            self.query_one("#ask-refusal", Static).update(Text(f"✗ {why}", style=error_style()))
            return
        self.dismiss(None)
        self.then(answer)

    def action_cancel(self) -> None:
        self.dismiss(None)
        self.then(None)


class ConfirmScreen(ModalScreen[bool]):
    """A yes-or-no question: Enter or y answers yes, Escape or n answers no."""

    BINDINGS = [
        Binding("enter,y", "answer(True)", "Yes"),
        Binding("escape,n", "answer(False)", "No"),
    ]

    def __init__(self, title: str, question: str) -> None:
        super().__init__()
        self.title_text = title
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box", id="confirm-box"):
            yield Static(self.title_text, classes="modal-title")
            yield Static(self.question, id="confirm-question")
            yield SteadyFooter(compact=True)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


def ask_before_spending(asker: Widget, title: str, missing: Sequence[str], wild: str, then: Callable[[], None]) -> None:
    """Before a wild letter is spent on letters the player does not hold (a Free letter, a blank), say which
    wild letters stand for which and wait: yes runs `then`, no leaves the game as it was.

    The window is opened from `asker`'s own message loop, so the answer comes back to it: opened while a
    closing dialog's handler runs (a typed name, chosen letters), the answer would go to that dialog."""
    letters = " and ".join(missing)
    them = "it" if len(missing) == 1 else "them"
    question = f"You hold no {letters}: {wild} would stand for {them}.\n\nEnter or y: spend · Esc or n: keep"
    asker.call_later(asker.app.push_screen, ConfirmScreen(title, question), lambda yes: then() if yes else None)
