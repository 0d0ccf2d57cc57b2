"""Every test gets its own empty data folder, so no test reads or writes a real user's saves, and the
same random numbers, so a game whose seed the set-up leaves to chance is the same game every run."""

from __future__ import annotations

import random

import pytest


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def _same_chance_every_run():
    random.seed(0)
