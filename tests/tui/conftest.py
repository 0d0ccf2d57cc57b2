"""Apps for Pilot tests: no animation, instant computer players, saves and settings in a private folder."""

from __future__ import annotations

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.storage import Records, SaveStore
from parlorgames.storage.settings import Settings
from parlorgames.tui.app import ParlorApp


@pytest.fixture
def make_app(tmp_path):
    def make(start=None, **kwargs):
        return ParlorApp(
            start=start,
            store=SaveStore(tmp_path / "saves"),
            records=Records(tmp_path / "records.json"),
            animate=kwargs.pop("animate", False),
            bot_delay=0,
            threads=kwargs.pop("threads", False),
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
