"""The floors CI installs (`.ci/floors.txt`) are the lowest versions pyproject.toml allows: one list cannot move
without the other, so the smoke run always tries what a user may have."""

import re
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")
ROOT = Path(__file__).resolve().parent.parent


def test_the_ci_floors_are_pyprojects_floors():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    allowed = [*project["dependencies"], *project["optional-dependencies"]["web"]]
    floors = dict(re.fullmatch(r"([\w-]+)>=([\w.]+)", requirement).groups() for requirement in allowed)
    lines = (ROOT / ".ci" / "floors.txt").read_text(encoding="utf-8").splitlines()
    pinned = dict(line.split("==") for line in lines if line and not line.startswith("#"))
    assert pinned == floors
