"""Is anything cut on the screen showing now? A footer whose keys run past the window, or a line of text
(a prompt, a panel, a dialog) cut off by the edge of its box or the window.

`cuts(app)` lists what is cut on the current screen, each as one line saying where; `[]` when
everything fits. Tests walk a game through its prompts and call it at each one (see
test_fits_80x24.py), so any screen of any size can be checked the same way.
"""

from __future__ import annotations

from textual.actions import parse
from textual.app import App
from textual.binding import Binding
from textual.errors import NoWidget
from textual.scroll_view import ScrollView
from textual.widget import Widget
from textual.widgets import DataTable, Footer, OptionList, Static

from parlorgames.tui._textual_internals import FooterKey
from parlorgames.tui.screens.keys import key_rows
from parlorgames.tui.widgets.movelog import MoveLog

SCROLLERS = (DataTable, OptionList, ScrollView, MoveLog, Footer)
"""Widgets made to scroll through their lines (the log, a list, a table): what lies beyond their edge
is a scroll away, not cut. A footer's keys are checked on their own."""


def cuts(app: App) -> list[str]:
    """What is cut on the current screen: footer keys past the window, then text past its box."""
    screen = app.screen
    shown = displayed(screen)
    return footer_cuts(screen, shown) + text_cuts(screen, shown)


def displayed(screen: Widget) -> dict:
    """Each widget of the screen that is displayed, with where it shows."""
    shown = {}
    for widget in screen.query(Widget):
        try:
            shown[widget] = screen.find_widget(widget)
        except NoWidget:
            pass  # not displayed
    return shown


def footer_cuts(screen: Widget, shown: dict) -> list[str]:
    """Footer keys that do not fit the row: every key must lie inside the footer and before the command
    palette's key docked at its right."""
    found = []
    for footer in screen.query(Footer):
        if footer not in shown:
            continue
        keys = [key for key in footer.query(FooterKey) if key in shown]
        palette = [key for key in keys if key.action == "app.command_palette"]
        right = min([footer.region.right, *(key.region.x for key in palette)])
        for key in keys:
            if key not in palette and key.region.right > right:
                found.append(
                    f"footer: {key.key_display} {key.description!r} is cut (it ends at column {key.region.right}, the "
                    f"room at {right})"
                )
    return found


def text_cuts(screen: Widget, shown: dict) -> list[str]:
    """Statics whose text does not fit: clipped by the box or window around them (a panel that would
    have to be scrolled to read a prompt counts as cut), or taller than their own box."""
    found = []
    for static in screen.query(Static):
        if static not in shown or not static.region.area:
            continue
        if any(isinstance(a, SCROLLERS) for a in static.ancestors):
            continue
        where = f"{type(static).__name__}#{static.id or '?'}"
        visible = shown[static].visible_region
        if visible.size != static.region.size:
            found.append(
                f"{where}: only {visible.width}×{visible.height} of {static.region.width}×{static.region.height} shows"
            )
        content = static.content_region
        needed = static.get_content_height(content.size, screen.size, content.width)
        if needed > content.height:
            found.append(f"{where}: its text needs {needed} lines and has {content.height}: {_first_line(static)!r}")
    return found


def _first_line(static: Static) -> str:
    return str(static.render()).split("\n", 1)[0][:60]


def unfindable(app: App) -> list[str]:
    """The keys the current screen answers that a player cannot find: each binding with a description must
    be in the footer, uncut (or another key for the same action is), or listed by the keys window (`?`)
    when the screen opens it. Keys without a description are the widgets' own (arrows, Enter in a list)."""
    screen = app.screen
    shown = displayed(screen)
    cut = {line.split(" ", 2)[1] for line in footer_cuts(screen, shown)}
    in_footer = {
        _action(key.action)
        for footer in screen.query(Footer)
        for key in footer.query(FooterKey)
        if key in shown and key.key_display not in cut
    }
    active = screen.active_bindings.values()
    asks = any(_action(a.binding.action) == "show_keys" and a.enabled for a in active)
    listed = {description for _, description, _ in key_rows(screen)} if asks else set()
    found = []
    for each in active:
        binding = each.binding
        if not _ours(each.node, binding):
            continue
        if binding.description and _action(binding.action) not in in_footer and binding.description not in listed:
            found.append(f"{app.get_key_display(binding)} {binding.description!r} is in neither the footer nor ?")
    return found


def _ours(node: object, binding: Binding) -> bool:
    """Whether `binding` is one of the app's own, not a key every Textual widget of its kind answers (tab
    between widgets, ctrl+c to copy, a scrolling box's arrows), which a player knows from every app."""
    for cls in type(node).__mro__:
        if cls.__module__.startswith("parlorgames"):
            for each in Binding.make_bindings(cls.__dict__.get("BINDINGS", [])):
                if (each.key, each.action) == (binding.key, binding.action):
                    return True
    return False


def _action(action: str) -> str:
    """An action as the footer's key and its unshown twin share it: `shown('place')` is `place`, and a
    namespace (`app.`, `screen.`) is left out."""
    _, name, parameters = parse(action)
    if name == "shown" and parameters:
        return _action(str(parameters[0]))
    return action.split(".", 1)[1] if "." in action.split("(", 1)[0] else action
