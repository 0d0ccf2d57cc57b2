"""The rules of the chosen variant, with the ruleset's notes on what was reconstructed or decided."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from ...engine.ruleset import Ruleset


class RulesScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,f1,q", "dismiss", "Close")]

    def __init__(self, ruleset: Ruleset, variant: str | None) -> None:
        super().__init__()
        self.ruleset = ruleset
        self.variant_name = variant

    def compose(self) -> ComposeResult:
        variant = self.ruleset.variant(self.variant_name)
        notes = "\n".join(f"• {note}" for note in self.ruleset.notes)
        with Vertical(classes="modal-box", id="rules-box"):
            yield Static(f"{self.ruleset.title} — {variant.title}", classes="modal-title")
            with VerticalScroll(id="rules-scroll"):
                yield Static(self.ruleset.rules_text(variant.name), id="rules-text")
                if notes:
                    yield Static("Notes on this ruleset", classes="modal-subtitle")
                    yield Static(notes, id="rules-notes")
            yield Footer()

    def on_mount(self) -> None:
        self.query_one("#rules-scroll").focus()
