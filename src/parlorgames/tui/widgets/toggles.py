"""Controls whose state reads without colour: `(•)`/`( )` radio buttons, `[x]`/`[ ]` checkboxes, and an
option list that points at its current row with `▶`. They look the same in every theme and under NO_COLOR."""

from __future__ import annotations

from rich.console import Group
from rich.text import Text
from textual.content import Content
from textual.events import Mount
from textual.widgets import Checkbox, OptionList, RadioButton, RadioSet

from .._textual_internals import select_button, selected_button

POINTER = "▶ "
NO_POINTER = "  "


def _marked(on: bool, chosen: str, open_: str, style: object) -> Content:
    return Content.assemble((chosen if on else open_, style))  # type: ignore[arg-type]


class Radio(RadioButton):
    """A radio button drawn `(•)` when chosen and `( )` when not."""

    @property
    def _button(self) -> Content:
        return _marked(self.value, "(•)", "( )", self.get_visual_style("toggle--button"))


class Radios(RadioSet):
    """A radio set whose arrows choose: the highlighted choice is the chosen one (a newcomer who moved to
    "First version with hints" believed it chosen while `(•)` stayed on the first). The arrows stop at the
    first and last choice: wrapping round from one end to the other put a player on a choice they never
    saw coming."""

    def on_mount(self, event: Mount) -> None:
        """The highlight starts on the chosen button, else the first."""
        buttons = list(self.query_children(RadioButton))
        select_button(self, next((row for row, button in enumerate(buttons) if button.value), 0 if buttons else None))

    def action_previous_button(self) -> None:
        self._step(-1, choose=True)

    def action_next_button(self) -> None:
        """An arrow's step. Textual's own mount handler steps once too, after `on_mount` has put the highlight
        on the chosen button: that step is skipped, or the first arrow would skip a choice."""
        if self.is_mounted:
            self._step(1, choose=True)

    def _step(self, direction: int, choose: bool) -> None:
        buttons = list(self.query_children(RadioButton))
        selected = selected_button(self)
        at = selected if selected is not None else (-1 if direction > 0 else len(buttons))
        rows = range(at + 1, len(buttons)) if direction > 0 else range(at - 1, -1, -1)
        select_button(self, next((row for row in rows if not buttons[row].disabled), selected))
        chosen = selected_button(self)
        if choose and chosen is not None:
            buttons[chosen].value = True


class Tick(Checkbox):
    """A checkbox drawn `[x]` when ticked and `[ ]` when not."""

    @property
    def _button(self) -> Content:
        return _marked(self.value, "[x]", "[ ]", self.get_visual_style("toggle--button"))


class PointedOptionList(OptionList):
    """An option list whose current row starts with `▶`. Prompts (or the first line of a `Group`
    prompt) begin with two spaces that the pointer takes."""

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        self.point()

    def pointed_row(self) -> int | None:
        """The row the pointer is on: the highlighted one."""
        return self.highlighted

    def point(self) -> None:
        """Put the pointer on the highlighted row and take it off every other."""
        pointed = self.pointed_row()
        for index, option in enumerate(self.options):
            prompt = option.prompt
            head, *rest = prompt.renderables if isinstance(prompt, Group) else (prompt,)
            if not isinstance(head, Text):
                continue
            was, now = (NO_POINTER, POINTER) if index == pointed else (POINTER, NO_POINTER)
            if head.plain.startswith(was):
                head = Text(now) + head[len(was) :]
                self.replace_option_prompt_at_index(index, Group(head, *rest) if rest else head)
