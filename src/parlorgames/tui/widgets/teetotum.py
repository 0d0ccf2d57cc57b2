"""The teetotum: a five-sided top that spins, wobbles through its faces and settles."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

SPIN = "◐◓◑◒"


class Teetotum(Widget):
    """Shows the face that came up, wobbling through its faces while it spins (view only, not game
    state); the caption under it says what the face is for (a spin waiting on a waiver, RTW-T5)."""

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
        out.append("teetotum".center(13), style="bold")
        out.append("\n")
        caption = "spinning…" if spinning else self.caption or ("" if self.face is None else f"spun {self.face}")
        out.append(caption[:13].center(13), style="bold yellow" if self.caption and not spinning else "italic")
        return out
