"""Where the shipped rulesets, data and rules pages live, installed or in a source checkout."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from .engine.errors import ParlorError

_PACKAGE = Path(__file__).resolve().parent


def _locate(name: str) -> Path:
    """The folder inside the installed wheel, else the top-level one of a source checkout."""
    inside = _PACKAGE / name
    if inside.is_dir():
        return inside
    return _PACKAGE.parent.parent / name


def rulesets_dir() -> Path:
    return _locate("rulesets")


def lessons_dir() -> Path:
    """The lesson scripts of guided first games, one a ruleset (docs/learn.md)."""
    return rulesets_dir() / "learn"


LESSON_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")
"""A lesson's name is its ruleset's, a plain word: no folder, no `..`, so it can only name a file of the
lessons folder, whatever the name came from (the menu's catalogue is a file in the data folder)."""


class NoSuchLesson(ParlorError, LookupError):
    """A lesson name that is not a plain name: it could name a file outside the lessons folder."""


def lesson_path(ruleset_name: str) -> Path:
    """Where the shipped lesson of a ruleset lives (it may have none); never a path outside the lessons folder."""
    if not LESSON_NAME.fullmatch(ruleset_name):
        raise NoSuchLesson(f"no lesson is called {ruleset_name[:40]!r}: a lesson's name is a plain word")
    return lessons_dir() / f"{ruleset_name}.yaml"


def has_lesson(ruleset_name: str) -> bool:
    """Whether a ruleset has a shipped lesson: asked by the menu for every game it describes, so it is here,
    where it loads nothing, rather than with the lessons (`parlorgames.learn`, which loads the rules' machinery)."""
    return LESSON_NAME.fullmatch(ruleset_name) is not None and lesson_path(ruleset_name).is_file()


def data_dir() -> Path:
    return _locate("data")


def data_path(name: str) -> Path:
    """A file in the project's `data/` folder."""
    return data_dir() / name


def rules_docs_dir() -> Path:
    """The rules of every game by id, one page a game."""
    return _locate("docs/rules")


def rules_doc(kind: str) -> Path:
    """The rules page of a game kind: `round_the_world` reads `round-the-world.md`."""
    return rules_docs_dir() / f"{kind.replace('_', '-')}.md"


@lru_cache(maxsize=16)
def rules_reference(kind: str) -> str:
    """The game's rules by id (Markdown), or nothing for a kind that has no page."""
    page = rules_doc(kind)
    return page.read_text(encoding="utf-8") if page.is_file() else ""
