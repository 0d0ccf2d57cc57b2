"""The game's top bar: the game, whose turn it is, the move number, and whether saving fails."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.message import Message
from textual.widgets import Static

from .colours import muted_style, warning_style

if TYPE_CHECKING:
    from ...engine.session import Session

KEPT = 0
GIVES_WAY = (1, 2, 3)
"""Where the bar is wider than the window, the variant goes first, then the move number, then the
computer's level, so whose turn it is and a failing save always show."""


class TopBar(Static):
    class Saving(Message):
        """How saving goes changed (heard on the thread that wrote the save): `failure` says why it failed,
        '' once it works again."""

        def __init__(self, failure: str) -> None:
            super().__init__()
            self.failure = failure

    shown: Session | None = None
    failure = ""

    @on(Saving)
    def saving(self, message: Saving) -> None:
        """Saving failed (the game goes on, the next move tries again) or works again: said once."""
        why = message.failure
        if why:
            self.notify(
                f"{why}. The game goes on; the next move tries again.",
                title="Saving failed",
                severity="warning",
                timeout=8,
            )
        else:
            self.notify("Saved again.", timeout=3)
        if self.shown is not None and self.is_attached:
            self.show(self.shown, why)

    def on_resize(self) -> None:
        """A wider or narrower window keeps or drops the parts that give way."""
        if self.shown is not None:
            self.show(self.shown, self.failure)

    def show(self, session: Session, save_failure: str) -> None:
        self.shown, self.failure = session, save_failure
        parts: list[tuple[int, Text]] = [
            (KEPT, Text(f" {session.ruleset.title} ", style="bold reverse")),
            (1, Text(f" {session.variant.title} ")),
        ]
        if session.over:
            parts.append((KEPT, Text(" · game over", style="bold")))
        elif session.automatic_chance:
            parts.append((KEPT, Text(" · dealing…", style="italic")))  # no one's keys act until it is dealt
        elif session.seat is not None and session.rules.in_the_open(session.state) and not session.seat_is_bot:
            parts.append((KEPT, Text.assemble(" · to answer: ", ("everyone", "bold"))))
        elif session.seat is not None:
            seat = session.seats[session.seat]
            parts.append((KEPT, Text.assemble(" · to play: ", (seat.name, "bold"))))
            if seat.bot:
                parts.append((3, Text(f" (computer, {seat.playing_level})")))
        parts.append((2, Text(f" · move {len(session.actions)}", style=muted_style())))
        if save_failure:
            parts.append((KEPT, Text(f" · ⚠ not saved: {save_failure}", style="bold " + warning_style())))
        width = self.screen.size.width or self.app.size.width
        for gives_way in GIVES_WAY:
            if sum(part.cell_len for _, part in parts) <= width:
                break
            parts = [(order, part) for order, part in parts if order != gives_way]
        self.update(Text.assemble(*(part for _, part in parts)))
