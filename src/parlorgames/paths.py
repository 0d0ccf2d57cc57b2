"""Where the shipped rulesets and data live, installed or in a source checkout."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _locate(name: str) -> Path:
    """The folder inside the installed wheel, else the top-level one of a source checkout."""
    inside = _PACKAGE / name
    if inside.is_dir():
        return inside
    return _PACKAGE.parent.parent / name


def rulesets_dir() -> Path:
    return _locate("rulesets")


def data_dir() -> Path:
    return _locate("data")


def data_path(name: str) -> Path:
    """A file in the project's `data/` folder."""
    return data_dir() / name
