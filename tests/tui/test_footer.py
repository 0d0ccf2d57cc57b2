"""The footer rebuilds only when the keys on offer change, waits while its screen is under another, and
shows the keys of the moment once its screen is on top again."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from parlorgames.tui._textual_internals import FooterKey
from parlorgames.tui.widgets.footer import SteadyFooter


class Window(ModalScreen[None]):
    BINDINGS = [Binding("escape", "app.pop_screen", "Close")]

    def compose(self) -> ComposeResult:
        yield Static("a window")


class Table(Screen[None]):
    BINDINGS = [Binding("u", "undo", "Undo"), Binding("w", "window", "Window")]
    undo_allowed = False

    def compose(self) -> ComposeResult:
        yield Static("the table")
        yield SteadyFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return None if action == "undo" and not self.undo_allowed else True

    def action_window(self) -> None:
        self.app.push_screen(Window())


class Parlour(App[None]):
    def on_mount(self) -> None:
        self.push_screen(Table())


def offered(screen: Screen) -> dict[str, bool]:
    return {key.key: not key.has_class("-disabled") for key in screen.query_one(SteadyFooter).query(FooterKey)}


async def test_keys_changed_under_a_window_show_once_it_closes(monkeypatch):
    app = Parlour()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        table = app.screen
        assert offered(table)["u"] is False
        rebuilt = []
        recompose = SteadyFooter.recompose

        async def counted(footer):
            rebuilt.append(footer.app.screen is footer.screen)
            await recompose(footer)

        monkeypatch.setattr(SteadyFooter, "recompose", counted)
        await pilot.press("w")
        table.undo_allowed = True
        table.refresh_bindings()
        await pilot.pause()
        assert rebuilt == [], "nothing is rebuilt under the window"
        await pilot.press("escape")
        await pilot.pause()
        assert offered(table)["u"] is True
        assert rebuilt == [True]


async def test_keys_back_as_they_were_when_the_window_closes_are_not_rebuilt(monkeypatch):
    app = Parlour()
    async with app.run_test(size=(60, 10)) as pilot:
        await pilot.pause()
        rebuilt = []
        monkeypatch.setattr(SteadyFooter, "recompose", lambda footer: rebuilt.append(footer))
        await pilot.press("w")
        await pilot.press("escape")
        await pilot.pause()
        assert rebuilt == []
