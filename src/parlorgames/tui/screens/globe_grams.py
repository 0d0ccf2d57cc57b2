"""Globe-Grams' two boxes over the table: the name box (a name typed in a line, how to form it chosen with
the arrow keys, and what it would score, worked out in a thread as it is typed: the gazetteer is never
searched on the event loop) and the globe panel, the gazetteer searched by prefix or pattern (GG-T7).
Their lines are drawn by `drawing.globe_grams`."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import Worker, WorkerState

from ...engine.errors import ActionError
from ...games.globe_grams import GGState, GlobeGrams, Play
from ...games.globe_grams.plays import first_way, work_out
from ..drawing.globe_grams import (
    VerdictStyles,
    found_count,
    found_name,
    name_letters,
    verdict,
    ways_listed,
)
from ..widgets.colours import error_style, muted_style, success_style, warning_style
from ..widgets.footer import SteadyFooter
from ..widgets.letter_tiles import TileArea
from ..widgets.typed_input import TypedInput


class NameScreen(ModalScreen[None]):
    """A name typed in a line, and how to form it (up and down choose); Enter plays it."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        Binding("up", "way(-1)", "Way ▲", priority=True),
        Binding("down", "way(1)", "Way ▼", priority=True),
    ]

    def __init__(
        self,
        rules: GlobeGrams,
        state: GGState,
        rack: Iterable[str],
        ways: list[tuple[str, dict[str, Any]]],
        then: Callable[[tuple[str, dict[str, Any]] | None], None],
        name: str = "",
        way: int | None = None,
    ) -> None:
        super().__init__()
        self.rules = rules
        self.state = state
        self.rack = rack
        self.ways = ways
        self.then = then
        self.hinted_name = name
        self.picked = way is not None and way < len(ways)
        """A way was chosen (by a hint, or with the arrows) and holds; until then the box shows the first
        way the name typed can be formed in."""
        self.way = way if way is not None and self.picked else 0
        self.verdict_styles = VerdictStyles(error_style(), success_style(), warning_style(), muted_style())
        """The styles of the verdict and the ways, from the theme."""
        self.asked: tuple[str, int | None] = ("", 0)
        """The name and way last typed (None: the first that works): a verdict worked out for anything else
        arrived late and is dropped."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box", id="gg-name-box"):
            yield Static("Form a geographical name (GG-N1)", classes="modal-title")
            yield TileArea(id="gg-name-letters")
            yield TypedInput(self.hinted_name, placeholder="e.g. DENMARK, NEW YORK, NILE RIVER", id="gg-name")
            yield Static(id="gg-verdict")
            yield Static(self._ways(), id="gg-ways")
            yield SteadyFooter()

    def on_mount(self) -> None:
        letters = self.query_one("#gg-name-letters", TileArea)
        letters.update(name_letters(self.rules, self.rack, letters.tile_styles()))

    def _ways(self) -> Text:
        return ways_listed([label for label, _ in self.ways], self.way, self.verdict_styles)

    def action_way(self, step: int) -> None:
        self.way = (self.way + step) % len(self.ways)
        self.picked = True
        self.query_one("#gg-ways", Static).update(self._ways())
        self.work_out(self.query_one(Input).value)

    def on_input_changed(self, event: Input.Changed) -> None:
        self.work_out(event.value)

    def work_out(self, typed: str) -> None:
        """What the name would score, worked out in a thread; the last name typed wins."""
        name, way = typed.strip(), self.way if self.picked else None
        self.asked = (name, way)
        if not name:
            self.query_one("#gg-verdict", Static).update("")
            return
        self._verdict(name, way)

    def _play(self, name: str, way: int | None) -> tuple[int, Play | ActionError]:
        """The name formed in the way chosen, or (None) in the first way that forms it."""
        if way is None:
            return first_way(self.rules.spec, self.state, name, self.ways)
        return way, work_out(self.rules.spec, self.state, name, self.ways[way][1])

    @work(thread=True, exclusive=True, group="verdict", exit_on_error=False)
    def _verdict(self, name: str, way: int | None) -> tuple[tuple[str, int | None], int, Text]:
        """Worked out in a thread worker: a newer name typed cancels the older, so the last one typed wins."""
        shown, play = self._play(name, way)
        return (name, way), shown, verdict(self.state, play, self.verdict_styles)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        result = event.worker.result
        if event.worker.group == "verdict" and event.state == WorkerState.SUCCESS and result is not None:
            self.found(result)

    def found(self, result: tuple[tuple[str, int | None], int, Text]) -> None:
        asked, way, said = result
        if asked == self.asked:
            if way != self.way:
                self.way = way
                self.query_one("#gg-ways", Static).update(self._ways())
            self.query_one("#gg-verdict", Static).update(said)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Play the name; a name the table would refuse stays in the box with the reason, so the
        player corrects it there rather than retyping it as keys of the table (where `e` ends the turn)."""
        name, way = event.value.strip(), self.way
        if name:
            way, play = self._play(name, way if self.picked else None)
            if not isinstance(play, Play):
                self.way, self.asked = way, (name, self.way if self.picked else None)
                self.query_one("#gg-ways", Static).update(self._ways())
                self.query_one("#gg-verdict", Static).update(verdict(self.state, play, self.verdict_styles))
                return
        self.dismiss(None)
        self.then((event.value, self.ways[way][1]))

    def action_cancel(self) -> None:
        self.dismiss(None)
        self.then(None)


class GlobePanel(ModalScreen[None]):
    """GG-T7: the globe as a geographical dictionary — names by prefix (DEN) or pattern (D?NM*)."""

    BINDINGS = [Binding("escape", "dismiss", "Close")]
    LIMIT = 40

    def __init__(self, rules: GlobeGrams) -> None:
        super().__init__()
        self.rules = rules
        self.searched = ""
        """The query last typed: results for anything else arrived late and are dropped."""

    def compose(self) -> ComposeResult:
        with Vertical(classes="modal-box", id="gg-globe-box"):
            yield Static(
                "The globe: search by prefix (DEN) or pattern (? one letter, * any run: D?NM*)", classes="modal-title"
            )
            yield TypedInput(placeholder="type a prefix or a pattern", id="gg-search")
            yield Static(id="gg-count")
            yield OptionList(id="gg-results")
            yield SteadyFooter()

    def on_mount(self) -> None:
        self.query_one(Input).focus()
        self.query_one("#gg-count", Static).update(found_count("", 0, self.LIMIT))

    def on_input_changed(self, event: Input.Changed) -> None:
        """Search in a thread; the last query typed wins."""
        self.searched = event.value.strip()
        self._search(self.searched)

    @work(thread=True, exclusive=True, group="search", exit_on_error=False)
    def _search(self, query: str) -> tuple[str, list[Any]]:
        return query, self.rules.spec.gazetteer.search(query, limit=self.LIMIT) if query else []

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        result = event.worker.result
        if event.worker.group == "search" and event.state == WorkerState.SUCCESS and result is not None:
            self.found(result)

    def found(self, result: tuple[str, list[Any]]) -> None:
        query, found = result
        if query != self.searched:
            return
        results = self.query_one(OptionList)
        results.clear_options()
        results.add_options([Option(found_name(entry.name, entry.where)) for entry in found])
        self.query_one("#gg-count", Static).update(found_count(query, len(found), self.LIMIT))
