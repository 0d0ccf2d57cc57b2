"""Every private name of Textual's the faces use, in one place: Textual may rename or drop any of them in a
release without warning, so each is reached through this module, and `PRIVATE_NAMES` lists them all for a
test that fails, naming the one gone, when an upgrade breaks one (tests/tui/test_textual_internals.py).

Three private hooks are overridden where they are needed, as a subclass must use their names: `Input._on_key`
(`widgets/typed_input.py`), `ToggleButton._button` (`widgets/toggles.py`) and `App._fatal_error` (`app.py`, an
error nothing caught said in one line); they are listed here too.
"""

from __future__ import annotations

from abc import ABCMeta
from typing import TYPE_CHECKING, Any

from textual.message_pump import _MessagePumpMeta
from textual.widgets._footer import FooterKey

if TYPE_CHECKING:
    from rich.text import Text
    from textual.app import App
    from textual.binding import BindingsMap
    from textual.dom import DOMNode
    from textual.widget import Widget
    from textual.widgets import Footer, RadioSet

__all__ = [
    "PRIVATE_NAMES",
    "AbstractWidgetMeta",
    "FooterKey",
    "action_state",
    "bindings_of",
    "end_with_line",
    "count_layout_request",
    "footer_bindings_ready",
    "is_pruning",
    "layout_pending",
    "mark_footer_bindings_ready",
    "select_button",
    "selected_button",
    "uncaught_error",
]


class AbstractWidgetMeta(ABCMeta, _MessagePumpMeta):
    """Textual's widget metaclass that also keeps `abc.abstractmethod`s: a widget base class says what its
    subclasses must define, and one that forgets is refused when it is made, not when the method is called."""


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


def uncaught_error(app: App[Any]) -> BaseException | None:
    """The error that is ending the app, as Textual keeps it for its fatal-error report."""
    return app._exception


def end_with_line(app: App[Any], line: Text, return_code: int) -> None:
    """End the app showing one line (instead of Textual's traceback) and exiting with ``return_code``."""
    app._return_code = return_code
    app._exit_renderables.append(line)
    app._close_messages_no_wait()


PRIVATE_NAMES: tuple[tuple[str, str, bool], ...] = (
    ("textual.widgets:Static", "_bindings", True),
    ("textual.app:App", "_check_action_state", False),
    ("textual.widgets:Footer", "_bindings_ready", True),
    ("textual.widgets:Static", "_pruning", True),
    ("textual.widgets:Static", "_layout_required", True),
    ("textual.widgets:Static", "_layout_updates", True),
    ("textual.widgets:RadioSet", "_selected", True),
    ("textual.app:App", "_exception", True),
    ("textual.app:App", "_return_code", True),
    ("textual.app:App", "_exit_renderables", True),
    ("textual.app:App", "_close_messages_no_wait", False),
    ("textual.app:App", "_fatal_error", False),
    ("textual.widgets:Input", "_on_key", False),
    ("textual.widgets._toggle_button:ToggleButton", "_button", False),
)
"""Each private name with the class that has it (`module:class`) and whether an object must be made for it to
show (a widget sets most of its private attributes as it is made). Named, not imported, so that the app
imports no widget for them; the private module `textual.widgets._footer` (for `FooterKey`) and the private
`textual.message_pump._MessagePumpMeta` (for `AbstractWidgetMeta`) are checked by importing this module."""
