"""The teetotum: a five-sided top seen from the side (drawn by `drawing.round_the_world.teetotum`); while it
spins the faces run round the rim and the spindle wobbles."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

from ..drawing.round_the_world import TeetotumPalette, TeetotumShown, teetotum


class Teetotum(Widget):
    """Shows the face that came up, turning through its faces while it spins (view only, not game state);
    the caption under it says what the face is for (a spin waiting on a waiver, RTW-T5)."""

    COMPONENT_CLASSES = {
        "teetotum--body",
        "teetotum--side",
        "teetotum--face",
        "teetotum--title",
        "teetotum--caption",
        "teetotum--asking",
    }

    def __init__(self, faces: tuple[int, ...], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.faces = faces
        self.face: int | None = None
        self.frame = -1
        self.caption = ""

    def settle(self, face: int | None, caption: str = "") -> None:
        self.face, self.frame, self.caption = face, -1, caption
        self.refresh()

    def wobble(self, frame: int) -> None:
        """One animation frame: the rim turned on by one face, the spindle leaning."""
        self.frame = frame
        self.face = self.faces[frame % len(self.faces)]
        self.refresh()

    def render(self) -> Text:
        style = self.get_component_rich_style
        palette = TeetotumPalette(
            *(style(f"teetotum--{part}") for part in ("body", "side", "face", "title", "caption", "asking"))
        )
        return teetotum(TeetotumShown(self.faces, self.face, self.frame, self.caption), palette)
