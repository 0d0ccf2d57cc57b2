"""One way to read and check YAML data files, shared by rulesets and border data.

Reading is safe (plain values only, never Python objects) and remembers the line of every dotted
key, so that a problem reads `file:line: dotted.key: what is wrong`. The shape of the data is
itself data (`Field`, `Map`, `ListOf`, `MapOf`); checking collects every problem rather than
stopping at the first, and an unknown key or choice comes with a "did you mean".
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

_MISSING = object()
_TYPE_WORDS = {int: "a whole number", str: "text", bool: "true or false", float: "a number", list: "a list", dict: "a mapping"}

Found = list[tuple[str, str]]
"""Problems as (dotted key, message), before they are placed on a line of a file."""

Check = Callable[[Any], "str | None"]
"""An extra check on a value: the message of what is wrong with it, or None."""


def did_you_mean(word: Any, choices: Iterable[Any]) -> str:
    """The hint every unknown name gets: ` (did you mean 'x'?)` for the nearest choice, else ''."""
    close = difflib.get_close_matches(str(word), [str(c) for c in choices], n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def positive(value: Any) -> str | None:
    return None if value > 0 else "must be greater than 0"


def not_negative(value: Any) -> str | None:
    return None if value >= 0 else "must not be negative"


def _join(path: str, key: Any) -> str:
    return f"{path}.{key}" if path else str(key)


def _type_ok(value: Any, expected: type | tuple[type, ...]) -> bool:
    """isinstance, except that true/false is no number and a whole number is a fine float."""
    types = expected if isinstance(expected, tuple) else (expected,)
    if isinstance(value, bool) and bool not in types:
        return False
    if float in types and isinstance(value, int) and not isinstance(value, bool):
        return True
    return isinstance(value, types)


def _type_word(expected: type | tuple[type, ...]) -> str:
    types = expected if isinstance(expected, tuple) else (expected,)
    return " or ".join(_TYPE_WORDS.get(t, t.__name__) for t in types)


# --- the shapes ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Field:
    """A leaf value: its type, whether it must be there, its default and any extra check."""

    type: type | tuple[type, ...]
    required: bool = False
    default: Any = _MISSING
    choices: tuple[Any, ...] = ()
    check: Check | None = None

    def validate(self, value: Any, path: str, partial: bool = False) -> tuple[Any, Found]:
        if value is None and not self.required:
            return self.fallback(), []
        if not _type_ok(value, self.type):
            return value, [(path, f"expected {_type_word(self.type)}, got {value!r}")]
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            return value, [(path, f"{value!r} is not allowed{did_you_mean(value, self.choices)}; choose one of: {allowed}")]
        message = self.check(value) if self.check else None
        return value, [(path, message)] if message else []

    def fallback(self) -> Any:
        return None if self.default is _MISSING else self.default


@dataclass(frozen=True)
class Map:
    """A mapping with known keys; any other key is refused (with a "did you mean").

    `overrides` marks a variant's partial copy: nothing below it is required or defaulted.
    """

    fields: Mapping[str, Schema]
    required: bool = False
    overrides: bool = False

    def validate(self, value: Any, path: str, partial: bool = False) -> tuple[Any, Found]:
        partial = partial or self.overrides
        if not isinstance(value, dict):
            return value, [(path, f"expected a mapping, got {value!r}")]
        out: dict[str, Any] = {}
        problems: Found = []
        for key, item in value.items():
            if key in self.fields:
                out[key], found = self.fields[key].validate(item, _join(path, key), partial)
                problems += found
            else:
                hint = did_you_mean(key, self.fields)
                problems.append((_join(path, key), f"unknown key{hint}; allowed here: {', '.join(self.fields)}"))
        if not partial:
            problems += self._fill_missing(out, path)
        return out, problems

    def _fill_missing(self, out: dict[str, Any], path: str) -> Found:
        """Report missing required keys; give the others their defaults (in place)."""
        problems: Found = []
        for key, schema in self.fields.items():
            if key in out:
                continue
            if schema.required:
                problems.append((_join(path, key), "missing (this key is required)"))
            elif isinstance(schema, Field):
                out[key] = schema.fallback()
            elif isinstance(schema, Map):
                out[key], found = schema.validate({}, _join(path, key))
                problems += found
        return problems


@dataclass(frozen=True)
class ListOf:
    """A list whose items share one schema; `unique` refuses an item listed twice."""

    item: Schema
    required: bool = False
    min_items: int = 0
    unique: bool = False

    def validate(self, value: Any, path: str, partial: bool = False) -> tuple[Any, Found]:
        if not isinstance(value, list):
            return value, [(path, f"expected a list, got {value!r}")]
        problems: Found = []
        if len(value) < self.min_items:
            problems.append((path, f"needs at least {self.min_items} item(s), has {len(value)}"))
        items = []
        for i, item in enumerate(value):
            checked, found = self.item.validate(item, f"{path}[{i}]", partial)
            if self.unique and not found and checked in items:
                found = [(f"{path}[{i}]", f"{checked!r} is listed twice")]
            items.append(checked)
            problems += found
        return items, problems


@dataclass(frozen=True)
class MapOf:
    """A mapping whose keys are free (of `key` type, passing `key_check`) and whose values share one schema."""

    key: type
    value: Schema
    required: bool = False
    min_items: int = 0
    key_check: Check | None = None

    def validate(self, value: Any, path: str, partial: bool = False) -> tuple[Any, Found]:
        if not isinstance(value, dict):
            return value, [(path, f"expected a mapping, got {value!r}")]
        problems: Found = []
        if len(value) < self.min_items:
            problems.append((path, f"needs at least {self.min_items} item(s), has {len(value)}"))
        out = {}
        for key, item in value.items():
            message = self._key_problem(key)
            if message:
                problems.append((_join(path, key), message))
                continue
            out[key], found = self.value.validate(item, _join(path, key), partial)
            problems += found
        return out, problems

    def _key_problem(self, key: Any) -> str | None:
        if not _type_ok(key, self.key):
            return f"key must be {_type_word(self.key)}"
        return self.key_check(key) if self.key_check else None


Schema = Field | Map | ListOf | MapOf


def validate(schema: Schema, value: Any, path: str, partial: bool = False) -> tuple[Any, Found]:
    """Check `value`; return it with defaults filled in, plus (dotted key, message) problems.

    With `partial` (a variant's overrides), missing required keys are fine and no defaults are added.
    """
    return schema.validate(value, path, partial)


# --- problems and the files they are found in ---------------------------------------------------


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    key: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.key}: {self.message}"


class DataError(ValueError):
    """A data file that cannot be used; carries every problem found, not just the first.

    Subclasses name what kind of file it is (`WHAT`) and may head the list of problems.
    """

    WHAT = "this file"

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = list(problems)
        super().__init__(self.describe())

    def describe(self) -> str:
        return "\n".join(str(p) for p in self.problems)


@dataclass(frozen=True)
class Document:
    """Parsed data and the line of each dotted key in it, to place problems in the file."""

    file: str
    data: Any
    lines: Mapping[str, int]

    def line_of(self, key: str) -> int:
        """The line of a dotted key, or of its nearest parent that has one."""
        while key:
            if key in self.lines:
                return self.lines[key]
            key = key.rpartition(".")[0] if "." in key else ""
        return 1

    def problems(self, found: Iterable[tuple[str, str]]) -> list[Problem]:
        """Found problems placed on their lines: in file order, each once."""
        placed = (Problem(self.file, self.line_of(key), key or "(top)", message) for key, message in found)
        return sorted(dict.fromkeys(placed), key=lambda p: p.line)


def read_file(path: str | Path, error: type[DataError] = DataError) -> str:
    """A data file's text; a file that cannot be read is one `error` problem."""
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as err:
        message = f"cannot read: {err.strerror or err}"
    except UnicodeDecodeError:
        message = "not UTF-8 text"
    raise error([Problem(str(path), 1, "(file)", message)])


# --- reading YAML with line numbers -------------------------------------------------------------

_STR_TAG = "tag:yaml.org,2002:str"
_PLAIN_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("map", "seq", "str", "int", "float", "bool", "null")}
_SCALAR_LOADER = yaml.SafeLoader("")
_COMPOSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader when PyYAML has it (several times faster), else the pure-Python one."""


class _Refused(Exception):
    """Well-formed YAML that plain data may not hold: a tag, or a key given twice."""

    def __init__(self, node: yaml.Node, path: str, message: str) -> None:
        super().__init__(message)
        self.line, self.path = node.start_mark.line + 1, path or "(top)"


def _scalar(node: yaml.Node) -> Any:
    if not isinstance(node, yaml.ScalarNode):
        raise yaml.YAMLError("a mapping key must be plain text or a number")
    if node.tag == _STR_TAG:
        return node.value
    return _SCALAR_LOADER.construct_object(node, deep=True)


class _Reader:
    """Turns composed YAML nodes into plain data, noting the line of every dotted key."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.lines: dict[str, int] = {}

    def read(self, node: yaml.Node, path: str) -> Any:
        self.lines.setdefault(path, node.start_mark.line + 1)
        if node.tag not in _PLAIN_TAGS:
            raise _Refused(node, path, f"the YAML tag {node.tag} is not allowed in {self.what} (plain values only)")
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, path)
        if isinstance(node, yaml.SequenceNode):
            return [self.read(item, f"{path}[{i}]") for i, item in enumerate(node.value)]
        return _scalar(node)

    def _mapping(self, node: yaml.MappingNode, path: str) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = _scalar(key_node)
            child = _join(path, key)
            if key in out:
                raise _Refused(key_node, child, f"given twice (first on line {self.lines[child]})")
            self.lines[child] = key_node.start_mark.line + 1
            out[key] = self.read(value_node, child)
        return out


def _compose(text: str, file: str, error: type[DataError]) -> yaml.Node | None:
    """The YAML node tree; a syntax error becomes one `error` problem on its line."""
    try:
        return yaml.compose(text, Loader=_COMPOSER)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else 1
        raise error([Problem(file, line, "(yaml)", f"not valid YAML: {err.problem or err}")]) from None
    except yaml.YAMLError as err:
        raise error([Problem(file, 1, "(yaml)", f"not valid YAML: {err}")]) from None


def read_yaml(text: str, file: str, error: type[DataError] = DataError) -> Document:
    """Safely parse YAML text into plain data with the line of every key; raise `error` if it cannot be."""
    node = _compose(text, file, error)
    reader = _Reader(error.WHAT)
    try:
        data = None if node is None else reader.read(node, "")
    except _Refused as err:
        raise error([Problem(file, err.line, err.path, str(err))]) from None
    except yaml.YAMLError as err:
        raise error([Problem(file, 1, "(yaml)", str(err))]) from None
    return Document(file, data, reader.lines)
