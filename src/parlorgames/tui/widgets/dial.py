"""A round dial with ten ticks and a hand from the hub, like the captain's and the Commodore's dials (drawn
by `drawing.round_the_world.dial_face`)."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ..drawing.round_the_world import DialPalette, dial_face


class DialFace(Widget):
    """Shows `value` on a face of `face` units, its title and a caption saying what the number counts."""

    COMPONENT_CLASSES = {"dial--tick", "dial--zero", "dial--hand", "dial--title", "dial--caption"}

    def __init__(self, title: str, face: int = 50, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.title = title
        self.face = face
        self.value = 0
        self.caption = ""

    def show(self, value: int, caption: str = "") -> None:
        self.value = value
        self.caption = caption
        self.refresh()

    def render(self) -> Text:
        style = self.get_component_rich_style
        palette = DialPalette(*(style(f"dial--{part}") for part in ("tick", "zero", "hand", "title", "caption")))
        return dial_face(self.title, self.face, self.value, self.caption, palette)
