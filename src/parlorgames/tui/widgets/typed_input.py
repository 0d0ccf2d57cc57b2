"""A text box whose editing keys act in the order they were typed."""

from __future__ import annotations

from textual import events
from textual.widgets import Input

from .._textual_internals import bindings_of


class TypedInput(Input):
    """Textual's `Input` inserts a letter as its key arrives but runs a bound key (Backspace, the arrows,
    Enter) only once the key has gone up to the app and back, so a letter typed straight after one can
    land first: B, A, Backspace, C typed quickly made "BA", not "BC" (Textualize/textual#6605). Here the
    box's own keys run as they arrive; priority keys of the app were already tried before the key came
    here, and keys the box does not bind go on up as before."""

    async def _on_key(self, event: events.Key) -> None:
        own = [binding for binding in bindings_of(self).key_to_bindings.get(event.key, ()) if not binding.priority]
        if own:
            event.stop()
            event.prevent_default()
            await self.run_action(own[0].action)
            return
        await super()._on_key(event)
