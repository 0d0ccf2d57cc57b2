"""Every private name of Textual's that the faces use still exists: an upgrade of Textual that renames or drops
one fails here, naming it, rather than somewhere in a game."""

from __future__ import annotations

import ast
from importlib import import_module
from pathlib import Path

import pytest

from parlorgames.tui import _textual_internals
from parlorgames.tui._textual_internals import PRIVATE_NAMES

TUI = Path(_textual_internals.__file__).parent


@pytest.mark.parametrize(("where", "name", "made"), PRIVATE_NAMES, ids=[name for _, name, _ in PRIVATE_NAMES])
def test_each_private_name_still_exists(where, name, made):
    module, _, held_by = where.partition(":")
    owner = getattr(import_module(module), held_by)
    assert hasattr(owner() if made else owner, name), f"{held_by} lost {name}: see _textual_internals"


def test_no_other_module_imports_from_a_private_textual_module():
    for path in TUI.rglob("*.py"):
        if path.name == "_textual_internals.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("textual"):
                private = [part for part in node.module.split(".") if part.startswith("_")]
                private += [alias.name for alias in node.names if alias.name.startswith("_")]
                assert not private, f"{path.name} imports Textual's private {private}"


def test_no_other_module_reaches_for_those_names():
    """Only the hooks a subclass must override by name (`_on_key`, `_button`, `_fatal_error`) appear outside it."""
    reached = {name for _, name, _ in PRIVATE_NAMES} - {"_on_key", "_button", "_fatal_error"}
    for path in TUI.rglob("*.py"):
        if path.name == "_textual_internals.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute):
                assert node.attr not in reached, (
                    f"{path.name}:{node.lineno} uses {node.attr}: go through _textual_internals"
                )


def test_a_view_that_does_not_say_how_it_draws_is_refused_when_made():
    """`GameView.show` is abstract (Textual's widget metaclass with ABCMeta's checks): a view of a new kind that
    forgets it is refused at once, naming it, rather than failing at its first redraw."""
    from parlorgames.tui.views import GameView

    class Forgetful(GameView):
        pass

    with pytest.raises(TypeError, match="abstract method show"):
        Forgetful(None)  # type: ignore[abstract, arg-type]
