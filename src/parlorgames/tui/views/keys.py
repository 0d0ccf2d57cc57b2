"""Footer keys that fit the row: a view lists its keys in order of use; the footer shows those that apply
to the prompt and fit in the room the table's own keys leave, and every key that applies works, shown or not.

Each key is bound twice: once as `shown('action')`, drawn in the footer while it fits, and once unshown,
as the plain action, which takes the key whenever the shown binding is withheld. A key that does not apply
to the prompt is neither drawn nor run. The command palette lists the plain actions that apply.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace

from rich.cells import cell_len
from textual.actions import parse
from textual.binding import Binding, BindingType

from .._textual_internals import action_state, bindings_of
from ..widgets.footer import palette_room
from . import GameView


def fitting(room: int, keys: Iterable[tuple[str, int]]) -> set[str]:
    """Of `keys` (each an action and its width, in the order of use, those that apply now), the actions
    drawn in a row of `room` columns: each key while the row still has room for it."""
    fit: set[str] = set()
    for action, width in keys:
        if width <= room:
            room -= width
            fit.add(action)
    return fit


def fitted(*bindings: Binding) -> list[BindingType]:
    """Each binding to show as a `shown(…)` binding followed by its unshown twin; unshown ones as they are."""
    out: list[BindingType] = []
    for binding in bindings:
        if binding.show:
            out.append(replace(binding, action=f"shown({binding.action!r})"))
            out.append(replace(binding, show=False))
        else:
            out.append(binding)
    return out


class FittedKeysView(GameView):
    """A view whose footer shows the keys `offers` says apply now, as many as the row has room for."""

    keys_drawn: tuple[bool, ...] = ()

    def offers(self, action: str) -> bool:
        """Whether the key for `action` applies to the prompt now."""
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "shown":
            return bool(parameters) and str(parameters[0]) in self.keys_that_fit()
        return self.offers(action)

    def action_shown(self, action: str) -> None:
        _, name, parameters = parse(action)
        getattr(self, f"action_{name}")(*parameters)

    def _shown(self) -> Iterator[tuple[Binding, str]]:
        """The bindings drawn in the footer, each with the action it stands for."""
        for binding in self.BINDINGS:
            if isinstance(binding, Binding):
                _, name, parameters = parse(binding.action)
                if name == "shown":
                    yield binding, str(parameters[0])

    def keys_that_fit(self) -> set[str]:
        """The actions of the keys that apply, taken in the order the view lists them, each while the row
        still has room for it."""
        width = self.app.size.width
        room = width - palette_room(self.screen, width) - self._table_keys_width()
        return fitting(room, ((action, self._width(b)) for b, action in self._shown() if self.offers(action)))

    def _width(self, binding: Binding) -> int:
        """A key's width in the compact footer: the key, a space, the label and the gap after it."""
        return cell_len(self.app.get_key_display(binding)) + cell_len(binding.description) + 2

    def _table_keys_width(self) -> int:
        """The room taken by the keys the game screen and the app show (asked directly, not through the
        screen's active bindings, which ask this view again)."""
        total, counted = 0, set()
        for node in (self.screen, self.app):
            for key, binding in bindings_of(node):
                if key in counted or not binding.show or key == self.app.COMMAND_PALETTE_BINDING:
                    continue
                counted.add(key)
                if action_state(self.app, binding.action, node) is not False:
                    total += self._width(binding)
        return total

    def keys_changed(self) -> None:
        """Redraw the footer when the keys on offer change (only then: rebuilding it is slow)."""
        drawn = tuple(self.offers(action) for _, action in self._shown())
        if drawn != self.keys_drawn:
            self.keys_drawn = drawn
            self.refresh_bindings()
