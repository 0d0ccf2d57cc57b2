"""Every key of the screen underneath, from Textual's own binding map: the footer drops keys at 80×24,
this window never does."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from ..widgets.colours import muted_style
from ..widgets.footer import SteadyFooter

OFFERED_ONLY = {"ctrl+z": "undo", "ctrl+y": "redo", "f5": "hint"}
"""The game's keys the footer offers only when they would do something; pressed otherwise, they say why not."""


def key_rows(screen: Screen) -> list[tuple[str, str, bool]]:
    """The screen's active bindings (its own, its focused widget's and the app's) as (keys, what they do,
    whether they would do something now), one row a description: the keys that do one thing share its row
    ("a, ⏎  Accept"). Keys without a description are the widgets' own (arrows, Enter) and are left out."""
    rows: dict[str, tuple[list[str], bool]] = {}
    for active in screen.active_bindings.values():
        binding = active.binding
        if not binding.description:
            continue
        keys, enabled = rows.setdefault(binding.description, ([], False))
        shown = screen.app.get_key_display(binding)
        if shown not in keys:
            keys.append(shown)
        rows[binding.description] = (keys, enabled or active.enabled)
    return [(", ".join(keys), description, enabled) for description, (keys, enabled) in rows.items()]


def keys_table(screen: Screen) -> Table:
    """The screen's keys, one row a description; a key that would do nothing at the moment is greyed."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column()
    for keys, description, enabled in key_rows(screen):
        style = "" if enabled else muted_style()
        table.add_row(Text(keys, style=style), Text(description, style=style))
    return table


class KeysScreen(ModalScreen[None]):
    """A small window over the screen, listing its keys."""

    BINDINGS = [Binding("escape,question_mark,q", "dismiss", "Close")]

    def __init__(self, under: Screen) -> None:
        super().__init__()
        self.table = keys_table(under)

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box", id="keys-box"):
            yield Static("Keys", classes="modal-title")
            with VerticalScroll(id="keys-scroll"):
                yield Static(self.table, id="keys-list")
            yield SteadyFooter(compact=True)


def show_keys(screen: Screen) -> None:
    """Open the keys window over `screen`."""
    screen.app.push_screen(KeysScreen(screen))
