"""Every private name of Textual's the faces use, in one place: Textual may rename or drop any of them in a
release without warning, so each is reached through this module, and `PRIVATE_NAMES` lists them all for a
test that fails, naming the one gone, when an upgrade breaks one (tests/tui/test_textual_internals.py).

Two private hooks are overridden where they are needed, as a subclass must use their names: `Input._on_key`
(`widgets/typed_input.py`) and `ToggleButton._button` (`widgets/toggles.py`); they are listed here too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import App
from textual.binding import BindingsMap
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Footer, Input, RadioSet, Static
from textual.widgets._footer import FooterKey
from textual.widgets._toggle_button import ToggleButton

__all__ = [
    "PRIVATE_NAMES",
    "FooterKey",
    "action_state",
    "bindings_of",
    "count_layout_request",
    "footer_bindings_ready",
    "is_pruning",
    "layout_pending",
    "mark_footer_bindings_ready",
    "select_button",
    "selected_button",
]


def bindings_of(node: DOMNode) -> BindingsMap:
    """The bindings a node declares itself (not those it inherits from the screen or the app)."""
    return node._bindings


def action_state(app: App[Any], action: str, node: DOMNode) -> bool | None:
    """What `check_action` says of `action` on `node` (False: hidden, None: shown disabled)."""
    return app._check_action_state(action, node)


def footer_bindings_ready(footer: Footer) -> bool:
    """The footer has heard its screen's bindings at least once (before that it shows none)."""
    return footer._bindings_ready


def mark_footer_bindings_ready(footer: Footer) -> None:
    footer._bindings_ready = True


def is_pruning(widget: Widget) -> bool:
    """The widget is being removed (a recompose then must not start)."""
    return widget._pruning


def layout_pending(widget: Widget) -> bool:
    """The widget has asked for a layout that has not run yet."""
    return widget._layout_required


def count_layout_request(widget: Widget) -> None:
    """Count a layout request made while one is pending, as Textual counts only the first."""
    widget._layout_updates += 1


def selected_button(radio_set: RadioSet) -> int | None:
    """The index of the radio set's highlighted button (None: none)."""
    return radio_set._selected


def select_button(radio_set: RadioSet, index: int | None) -> None:
    radio_set._selected = index


PRIVATE_NAMES: tuple[tuple[Callable[[], object], str], ...] = (
    (Static, "_bindings"),
    (lambda: App, "_check_action_state"),
    (Footer, "_bindings_ready"),
    (Static, "_pruning"),
    (Static, "_layout_required"),
    (Static, "_layout_updates"),
    (RadioSet, "_selected"),
    (lambda: Input, "_on_key"),
    (lambda: ToggleButton, "_button"),
)
"""Each private name with what has it: a maker of an object that has it once made (a widget sets most of its
private attributes as it is made), or of the class that has it. The private module `textual.widgets._footer`
(for `FooterKey`) is checked by importing this module."""
