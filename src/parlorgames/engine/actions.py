"""The shape of each game's actions, declared as types and checked before the rules look at a move.

A kind declares each action as a `TypedDict` whose `type` is a `Literal` (`class Spin(TypedDict): type:
Literal["spin"]; value: int`), so mypy checks every action the kind makes and every field it reads, and a
`match` on `action["type"]` that ends in `assert_never` misses no type. At run time an action stays a plain
JSON mapping. `shapes_of(Spin, Name, ...)` reads the TypedDicts into the shapes `check_action` checks:
`{"spin": {"value": int}, "name": {"name": str, "capture?": {"seat": int, "name": str}}}`, each action type
with its fields; a key ending in `?` (a `NotRequired` field) may be left out. A field's shape is `int`, `str`,
`bool`, `Any`, a list of one shape (`[str]`), a fixed row of shapes (`(int, int, str, str)`, written in
JSON as a list) or a nested mapping. Whatever does not fit is a `MalformedAction` naming the field, so
no `TypeError` or `KeyError` can come out of a game's rules.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Mapping
from typing import Any, Literal, Union, get_args, get_origin

from .errors import MalformedAction

if sys.version_info >= (3, 11):
    from typing import NotRequired, Required, TypedDict, assert_never, get_type_hints
else:  # Python 3.10 reads NotRequired only in typing_extensions' TypedDict (Textual requires it everywhere)
    from typing_extensions import NotRequired, Required, TypedDict, assert_never, get_type_hints

__all__ = ["NotRequired", "TypedDict", "assert_never", "check_action", "shapes_of"]

Shape = Any
ActionShapes = Mapping[str, Mapping[str, Shape]]

_NAMES = {int: "a whole number", str: "a string", bool: "true or false", float: "a number"}


def shapes_of(*actions: type) -> dict[str, dict[str, Shape]]:
    """Each action type's fields as `check_action` reads them, from the kind's action TypedDicts: a field is
    required unless it is `NotRequired`; `Literal` values are checked for their type. A TypedDict whose
    `type` is a Literal of several strings gives each of those types its fields."""
    shapes: dict[str, dict[str, Shape]] = {}
    for action in actions:
        hints = get_type_hints(action, include_extras=True)
        kinds = get_args(hints.pop("type", None))
        if not kinds or not all(isinstance(kind, str) for kind in kinds):
            raise TypeError(f"{action.__name__}: an action's 'type' is a Literal of strings")
        for kind in kinds:
            shapes[kind] = _fields(hints)
    return shapes


def _fields(hints: Mapping[str, Any]) -> dict[str, Shape]:
    fields = {}
    for name, hint in hints.items():
        optional = get_origin(hint) is NotRequired
        if get_origin(hint) in (NotRequired, Required):
            hint = get_args(hint)[0]
        fields[name + "?" if optional else name] = _shape(hint)
    return fields


def _shape(hint: Any) -> Shape:
    origin, args = get_origin(hint), get_args(hint)
    if hint in (int, str, bool, float) or hint is Any:
        return hint
    if origin is Literal:
        return type(args[0])
    if origin is list:
        return [_shape(args[0])]
    if origin is tuple:
        return tuple(_shape(arg) for arg in args)
    if isinstance(hint, type) and issubclass(hint, dict) and hasattr(hint, "__annotations__"):
        return _fields(get_type_hints(hint, include_extras=True))
    if origin in (Union, types.UnionType):
        raise TypeError(f"an action field is one shape, not {hint}")
    raise TypeError(f"an action field cannot be {hint}")


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
