"""The teetotum: a five-sided top that spins, wobbles through its faces and settles."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

SPIN = "◐◓◑◒"


class Teetotum(Widget):
    """Shows the face that came up; `animate_to` makes it spin first (view only, not game state)."""

    DEFAULT_CSS = "Teetotum { width: 13; height: 6; }"

    def __init__(self, faces: tuple[int, ...], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.faces = faces
        self.face: int | None = None
        self.frame = -1

    def settle(self, face: int | None) -> None:
        self.face, self.frame = face, -1
        self.refresh()

    def wobble(self, frame: int) -> None:
        """One animation frame: show a passing face with the top leaning."""
        self.frame = frame
        self.face = self.faces[frame % len(self.faces)]
        self.refresh()

    def render(self) -> Text:
        spinning = self.frame >= 0
        face = "?" if self.face is None else str(self.face)
        lean = SPIN[self.frame % len(SPIN)] if spinning else "│"
        style = "bold yellow" if spinning else "bold white"
        out = Text()
        out.append(f"      {lean}      \n", style="grey70")
        out.append("   ╱▔▔▔▔▔╲   \n", style="grey70")
        out.append("  ▕   ", style="grey70")
        out.append(face, style=style)
        out.append("   ▏  \n", style="grey70")
        out.append("   ╲▁▁▁▁▁╱   \n", style="grey70")
        out.append("      ▼      \n", style="grey70")
        out.append(("spinning…" if spinning else "teetotum").center(13), style="italic")
        return out
