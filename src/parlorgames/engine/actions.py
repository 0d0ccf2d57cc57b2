"""The shape of each game's actions, declared as data and checked before the rules look at a move.

A kind declares `ACTIONS = {"spin": {"value": int}, "name": {"name": str, "capture?": {"seat": int, "name": str}}}`:
each action type with its fields; a key ending in `?` may be left out. A field's shape is `int`, `str`,
`bool`, `Any`, a list of one shape (`[str]`), a fixed row of shapes (`(int, int, str, str)`, written in
JSON as a list) or a nested mapping. Whatever does not fit is a `MalformedAction` naming the field, so
no `TypeError` or `KeyError` can come out of a game's rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import MalformedAction

Shape = Any
ActionShapes = Mapping[str, Mapping[str, Shape]]

_NAMES = {int: "a whole number", str: "a string", bool: "true or false", float: "a number"}


def check_action(action: Any, shapes: ActionShapes | None) -> str:
    """The action's type once its shape is right; `MalformedAction` says what is wrong otherwise."""
    if not isinstance(action, Mapping):
        raise MalformedAction(f"an action is a mapping with a 'type', not {_show(action)}")
    kind = action.get("type")
    if not isinstance(kind, str):
        raise MalformedAction(f"the action has no 'type' string: {_show(action)}")
    if shapes is None:
        return kind
    fields = shapes.get(kind)
    if fields is None:
        raise MalformedAction(f"unknown action type {kind!r}; known: {', '.join(sorted(shapes))}")
    _check_fields(action, fields, kind, skip=("type",))
    return kind


def _check_fields(
    value: Mapping[str, Any], fields: Mapping[str, Shape], where: str, skip: tuple[str, ...] = ()
) -> None:
    wanted = {key.rstrip("?"): key.endswith("?") for key in fields}
    for key in value:
        if key not in wanted and key not in skip:
            raise MalformedAction(f"{where}: unknown field {key!r}")
    for key, shape in fields.items():
        name = key.rstrip("?")
        if name not in value:
            if key.endswith("?"):
                continue
            raise MalformedAction(f"{where}: the field {name!r} is missing")
        _check(value[name], shape, f"{where}.{name}")


def _check(value: Any, shape: Shape, where: str) -> None:
    if shape is Any:
        return
    if isinstance(shape, dict):
        if not isinstance(value, Mapping):
            raise MalformedAction(f"{where} must be a mapping, not {_show(value)}")
        _check_fields(value, shape, where)
    elif isinstance(shape, list):
        if not isinstance(value, (list, tuple)):
            raise MalformedAction(f"{where} must be a list, not {_show(value)}")
        for i, item in enumerate(value):
            _check(item, shape[0], f"{where}[{i}]")
    elif isinstance(shape, tuple):
        if not isinstance(value, (list, tuple)) or len(value) != len(shape):
            raise MalformedAction(f"{where} must be a list of {len(shape)} items, not {_show(value)}")
        for i, (item, inner) in enumerate(zip(value, shape)):
            _check(item, inner, f"{where}[{i}]")
    elif shape is int or shape is float:
        if isinstance(value, bool) or not isinstance(value, (int, float) if shape is float else int):
            raise MalformedAction(f"{where} must be {_NAMES[shape]}, not {_show(value)}")
    elif not isinstance(value, shape):
        raise MalformedAction(f"{where} must be {_NAMES.get(shape, shape.__name__)}, not {_show(value)}")


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
