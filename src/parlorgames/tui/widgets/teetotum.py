"""The teetotum: a five-sided top seen from the side, the face that came up in the middle of its rim and its
neighbours either side; while it spins the faces run round the rim and the spindle wobbles."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

WIDTH = 13
SPINDLE = "╲┃╱┃"


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
        spinning = self.frame >= 0
        style = self.get_component_rich_style
        body, side = style("teetotum--body"), style("teetotum--side")
        out = Text()
        out.append(f"{SPINDLE[self.frame % len(SPINDLE)] if spinning else '┃':^{WIDTH}}\n", style=body)
        out.append("  ╭───┸───╮  \n", style=body)
        out.append(" ╱", style=body)
        if self.face is None:
            out.append("    ?    ", style=style("teetotum--face"))
        else:
            at = self.faces.index(self.face) if self.face in self.faces else 0
            before, after = self.faces[at - 1], self.faces[(at + 1) % len(self.faces)]
            out.append(f" {before:>1} ", style=side)
            out.append(f"[{self.face}]", style=style("teetotum--face"))
            out.append(f" {after:<1} ", style=side)
        out.append("╲ \n", style=body)
        out.append(" ╲─────────╱ \n", style=body)
        out.append(f"{'≈ ▼ ≈' if spinning else '▼':^{WIDTH}}\n", style=body)
        out.append(f"{'teetotum':^{WIDTH}}\n", style=style("teetotum--title"))
        caption = "spinning…" if spinning else self.caption or ("" if self.face is None else f"spun {self.face}")
        asking = bool(self.caption) and not spinning
        out.append(f"{caption[:WIDTH]:^{WIDTH}}", style=style("teetotum--asking" if asking else "teetotum--caption"))
        return out
