"""Is anything cut on the screen showing now? A footer whose keys run past the window, or a line of text
(a prompt, a panel, a dialog) cut off by the edge of its box or the window.

`cuts(app)` lists what is cut on the current screen, each as one line saying where; `[]` when
everything fits. Tests walk a game through its prompts and call it at each one (see
test_fits_80x24.py), so any screen of any size can be checked the same way.
"""

from __future__ import annotations

from textual.app import App
from textual.errors import NoWidget
from textual.scroll_view import ScrollView
from textual.widget import Widget
from textual.widgets import DataTable, Footer, OptionList, Static

from parlorgames.tui._textual_internals import FooterKey
from parlorgames.tui.widgets.movelog import MoveLog

SCROLLERS = (DataTable, OptionList, ScrollView, MoveLog, Footer)
"""Widgets made to scroll through their lines (the log, a list, a table): what lies beyond their edge
is a scroll away, not cut. A footer's keys are checked on their own."""


def cuts(app: App) -> list[str]:
    """What is cut on the current screen: footer keys past the window, then text past its box."""
    screen = app.screen
    shown = {}
    for widget in screen.query(Widget):
        try:
            shown[widget] = screen.find_widget(widget)
        except NoWidget:
            pass  # not displayed
    return footer_cuts(screen, shown) + text_cuts(screen, shown)


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
