"""Every test gets its own empty data folder, so no test reads or writes a real user's saves."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))
    return tmp_path / "home"
