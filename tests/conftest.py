"""Every test gets its own empty data folder, so no test reads or writes a real user's saves, and the
same random numbers, so a game whose seed the set-up leaves to chance is the same game every run.
Property tests draw the same examples every run, with no time limit and no example database: a run
on a slower machine tries exactly what a run here tried (speed is measured in bench/, not here)."""

from __future__ import annotations

import random

import pytest
from hypothesis import settings

settings.register_profile("same-every-run", derandomize=True, deadline=None, database=None)
settings.load_profile("same-every-run")


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def _same_chance_every_run():
    random.seed(0)
