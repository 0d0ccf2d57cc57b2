"""Apps for Pilot tests: no animation, instant computer players, saves and settings in a private folder.

The app runs as it does for a player: computer moves, hints and the game's data are worked out in thread
workers. After each key, click or pause the Pilot waits until the table has settled (no worker running and
every message they sent handled), so a test reads the table as a player would see it once it is still."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from textual.css.stylesheet import Stylesheet
from textual.pilot import Pilot
from textual.widgets import Input
from textual.worker import WorkerCancelled, WorkerFailed

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.storage import Records, SaveStore
from parlorgames.storage.settings import Settings
from parlorgames.tui.app import ParlorApp


@pytest.fixture(autouse=True, scope="session")
def style_sheets_parsed_once():
    """Every app parses the style sheets it reads (Textual keeps what it parsed per app): a tenth of the
    CPU that starting an app on a game takes (367 against 332 ms, the mean of three runs of ten starts).
    Here a sheet's rules, parsed once for a set of variables (a theme), serve every later app of the worker
    with that sheet and those variables; each app still builds, applies and updates its own style sheet,
    and Textual does not change rules once parsed."""
    parse_rules = Stylesheet._parse_rules
    parsed: dict[tuple[Any, ...], Any] = {}

    def parse_once(self: Stylesheet, css: str, read_from: Any, *args: Any, **kwargs: Any) -> Any:
        key = (css, read_from, args, tuple(sorted(kwargs.items())), tuple(sorted(self._variables.items())))
        if key not in parsed:
            parsed[key] = parse_rules(self, css, read_from, *args, **kwargs)
        return parsed[key]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Stylesheet, "_parse_rules", parse_once)
        yield


@pytest.fixture
def make_app(tmp_path):
    def make(start=None, **kwargs):
        return ParlorApp(
            start=start,
            store=SaveStore(tmp_path / "saves"),
            records=Records(tmp_path / "records.json"),
            animate=kwargs.pop("animate", False),
            bot_delay=0,
            settings=kwargs.pop("settings", Settings(tmp_path / "settings.json")),
            **kwargs,
        )

    return make


@pytest.fixture
def rtw_start():
    """Arguments that start Round the World straight away, as `parlorgames play` does."""

    def start(names=("Ann", "Bob"), bots=(), seed=5, variant="game-1"):
        return {
            "ruleset": find("round-the-world"),
            "variant": variant,
            "seats": [Seat(n, n in bots) for n in names],
            "seed": seed,
        }

    return start


@pytest.fixture
def saved_before(tmp_path):
    """A seeded game played to a moment by the computers (every seat, so the humans' turns too), then
    saved `back` actions before it in the folder the test's app resumes from, with the seats (and any table
    settings, `overrides`) as given:
    a test of the end of a game starts a few moves from it instead of playing the whole game on screen."""

    def save(start: dict[str, Any], reached: Callable[[Session], bool], back: int = 0, limit: int = 5000) -> Path:
        seats = start["seats"]
        computers = [Seat(seat.name, True, seat.level) for seat in seats]
        session = Session(
            start["ruleset"], computers, start["seed"], start["variant"], overrides=start.get("overrides")
        )
        for _ in range(limit):
            if reached(session):
                break
            session.bot_step()
        assert reached(session), "the seeded game never reached the moment the test starts near"
        data = session.to_json() | {"seats": [s.to_json() for s in seats], "finished": False}
        data["actions"] = data["actions"][: len(data["actions"]) - back]
        path = SaveStore(tmp_path / "saves").new_path(session)
        path.write_text(json.dumps(data), encoding="utf-8")
        return path

    return save


SETTLE_ROUNDS = 500
"""At most this many worker round trips per key: far more computer moves than a game takes."""


async def settle(pilot: Pilot, pause) -> None:
    """Wait for the workers under way and the messages they send, round after round, until none is left."""
    app = pilot.app
    for _ in range(SETTLE_ROUNDS):
        for worker in list(app.workers):
            with contextlib.suppress(WorkerCancelled, WorkerFailed):
                await worker.wait()
        await pause(pilot)
        if not any(worker.is_running for worker in app.workers):
            return


@pytest.fixture(autouse=True)
def steady_cursor(monkeypatch):
    """A text box's cursor holds still: a snapshot taken after the workers settle (a game's data takes a
    while to build) never catches it mid-blink."""

    def shown(self: Input) -> None:
        self._cursor_visible = True

    monkeypatch.setattr(Input, "_toggle_cursor", shown)


@pytest.fixture(autouse=True)
def settled_pilot(request, monkeypatch):
    """A test marked `unsettled` steps through the workers itself (one holds a computer's choice back)."""
    if request.node.get_closest_marker("unsettled"):
        return
    pause, press, click = Pilot.pause, Pilot.press, Pilot.click

    async def settled_pause(self, delay=None):
        await pause(self, delay)
        await settle(self, pause)

    async def settled_press(self, *keys):
        await press(self, *keys)
        await settle(self, pause)

    async def settled_click(self, *args, **kwargs):
        clicked = await click(self, *args, **kwargs)
        await settle(self, pause)
        return clicked

    monkeypatch.setattr(Pilot, "pause", settled_pause)
    monkeypatch.setattr(Pilot, "press", settled_press)
    monkeypatch.setattr(Pilot, "click", settled_click)


def pytest_configure(config):
    config.addinivalue_line("markers", "unsettled: the Pilot does not wait for the workers after each step")
