"""The hints window: the plays worth a look for the player at the keyboard, best first.

It opens at once and says it is looking, and works the hints out off the event loop with the finder it
is given (the table's hints for one seat's observation). Enter on a hint gives it back (the game's view
then shows it on the board, or takes its choice where there is no board to show it on); Escape closes it.
The hints come as data (`Hint`); here they are said in words, with the keys of the game's view.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on, work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...engine.kinds import Hint
from ..widgets.footer import SteadyFooter
from ..widgets.toggles import NO_POINTER, PointedOptionList

if TYPE_CHECKING:
    from ...table import Table
    from ..views import GameView


GLOSS_MARGIN = 20
"""Columns of the window a hint's gloss leaves to the box's border, padding and pointer."""


def hint_gloss(rules: Any, seen: Any) -> Callable[[Hint, int], str]:
    """What the word a hint plays means, or where its name is, cut to a width; '' for advice."""

    def gloss(hint: Hint, width: int) -> str:
        words = rules.words_formed(seen, hint.action) if hint.action is not None else ()
        return rules.explain(words[0], width=width) if words else ""

    return gloss


def said(hint: Hint, keys: Mapping[str, str]) -> str:
    """A hint in words: its play, or its advice with the key that takes each way on (`keys`: the game
    action each key of the view takes, e.g. {"pass": "F3"})."""
    ways = [f"{keys.get(move, move)} {does}" for move, does in hint.ways_on]
    return hint.description + (f": {', '.join(ways)}" if ways else "")


class HintsScreen(ModalScreen["Hint | None"]):
    """A short list of hints; Enter picks one, Escape closes. `enter_does` says what picking does in
    this game (the view's `HINT_ENTER`), `keys` the view's key for each game action (`MOVE_KEYS`),
    `find` works the hints out (off the event loop)."""

    BINDINGS = [Binding("escape,f5", "dismiss", "Close")]

    class Found(Message):
        """The hints found, or why there are none (`error`), from the window's worker."""

        def __init__(self, hints: list[Hint] | None, error: str = "") -> None:
            super().__init__()
            self.hints, self.error = hints, error

    @staticmethod
    def close_if_stale(app: App[Any], state: Any) -> None:
        """Hints are for the position they were asked in: a move made meanwhile closes them."""
        window = app.screen
        if isinstance(window, HintsScreen) and window.asked_in is not state:
            window.dismiss(None)

    def __init__(
        self,
        player: str,
        enter_does: str,
        keys: Mapping[str, str],
        find: Callable[[], list[Hint]],
        asked_in: Any,
        ranked_by: str = "",
        gloss: Callable[[Hint, int], str] | None = None,
    ) -> None:
        super().__init__()
        self.asked_in = asked_in
        """The state the hints are for: a move made meanwhile closes the window."""
        self.player = player
        self.enter_does = enter_does
        self.keys = keys
        self.find = find
        self.ranked_by = ranked_by
        """What puts one hint before the next, said over the list ('' unsaid)."""
        self.gloss = gloss
        """What a hint's word means (or where its name is), cut to a width; '' for a hint forming none."""
        self.hints: list[Hint] = []

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box", id="hints-box"):
            yield Static(f"Hints for {self.player}", classes="modal-title")
            yield Static("Looking for plays…", id="hints-note")
            yield PointedOptionList(id="hints-list")
        yield SteadyFooter()

    def on_mount(self) -> None:
        self.query_one("#hints-list").display = False
        self.look()

    @work(thread=True, exclusive=True, exit_on_error=False)
    def look(self) -> None:
        try:
            self.post_message(self.Found(self.find()))
        except Exception as err:  # said in the window
            self.post_message(self.Found(None, str(err)))

    @on(Found)
    def found(self, message: Found) -> None:
        if message.hints is None:
            self.say(f"No hints: {message.error}")
        else:
            self.show(message.hints)

    def show(self, hints: list[Hint]) -> None:
        """List the hints found (best first), or say there is nothing to suggest now."""
        self.hints = hints
        listing = self.query_one("#hints-list", PointedOptionList)
        if not hints:
            self.say("Nothing to suggest now.")
            return
        order = f"Best first, by {self.ranked_by}.\n" if self.ranked_by and len(hints) > 1 else ""
        self.say(f"{order}{self.enter_does}; Escape closes.")
        listing.add_options([Option(self.line(hint), id=str(i)) for i, hint in enumerate(hints)])
        listing.display = True
        listing.highlighted = 0
        listing.focus()

    def say(self, note: str) -> None:
        self.query_one("#hints-note", Static).update(note)

    def line(self, hint: Hint) -> Text:
        out = Text(NO_POINTER)
        out.append(said(hint, self.keys))
        if hint.points is not None:
            out.append(f"  {hint.points} points", style="bold")
        gloss = self.gloss(hint, max(20, self.app.size.width - GLOSS_MARGIN)) if self.gloss else ""
        if gloss:
            out.append(f"\n{' ' * len(NO_POINTER)}{gloss}", style="italic")
        return out

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.hints[event.option_index])


async def show_hints(table: Table, view: GameView) -> None:
    """Open the hints window for the seat to move, from its observation only; Enter on one asks the view
    to show it (`show_hint`), if it can and the game has not moved meanwhile."""
    session, state, seat = table.session, table.session.state, table.session.seat
    seen, name = session.observe(seat), session.seats[seat].name if seat is not None else ""

    def chosen(hint: Hint | None) -> None:
        show = getattr(view, "show_hint", None)
        if hint is not None and show is not None and session.state is state:
            show(hint)

    window = HintsScreen(
        name,
        view.HINT_ENTER,
        view.MOVE_KEYS,
        lambda: table.hints(seen),
        state,
        table.hints_ranked_by,
        hint_gloss(session.rules, seen),
    )
    await view.app.push_screen(window, chosen)
