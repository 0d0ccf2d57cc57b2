"""One way to read and check YAML data files, shared by rulesets and border data.

Reading is safe (plain values only, never Python objects) and remembers the line of every dotted
key, so that a problem reads `file:line: dotted.key: what is wrong`. The shape of the data is
itself data (`Field`, `Map`, `ListOf`, `MapOf`); checking collects every problem rather than
stopping at the first, and an unknown key or choice comes with a "did you mean".
"""

from __future__ import annotations

import copy
import difflib
import os
import re
import reprlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import yaml

from .errors import ParlorError
from .files import NotAFile, read_bounded
from .wording import counted

_MISSING = object()
_TYPE_WORDS = {
    int: "a whole number",
    str: "text",
    bool: "true or false",
    float: "a number",
    list: "a list",
    dict: "a mapping",
    type(None): "null",
}

Found = list[tuple[str, str]]
"""Problems as (dotted key, message), before they are placed on a line of a file."""

Check = Callable[[Any], "str | None"]
"""An extra check on a value: the message of what is wrong with it, or None."""


QUOTE_LIMIT = 40
"""The most characters of a value a message quotes: a file's value may be as long as the file."""
_QUOTER = reprlib.Repr()
_QUOTER.maxstring = _QUOTER.maxother = QUOTE_LIMIT
_QUOTER.maxlist = _QUOTER.maxdict = _QUOTER.maxtuple = 4
_QUOTER.maxlevel = 2


def quoted(value: Any) -> str:
    """A value as a message quotes it: its repr, at most a short prefix of it (`'xxxx...xxx'` for a long text)."""
    text = _QUOTER.repr(value)
    return text if len(text) <= 2 * QUOTE_LIMIT else text[: 2 * QUOTE_LIMIT] + "..."


def shortened(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, marked where it was cut."""
    return text if len(text) <= limit else f"{text[: limit - 3]}..."


def did_you_mean(word: Any, choices: Iterable[Any]) -> str:
    """The hint every unknown name gets: ` (did you mean 'x'?)` for the nearest choice, else ''."""
    close = difflib.get_close_matches(str(word)[: 2 * QUOTE_LIMIT], [str(c) for c in choices], n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


MAX_COUNT = 1_000_000
"""The largest number a count, a size or a score of a data file may be: far above any game's, and low enough
that nothing made that many times (tiles, squares, days) can exhaust time or memory."""


def positive(value: Any) -> str | None:
    return "must be greater than 0" if value <= 0 else at_most_max_count(value)


def not_negative(value: Any) -> str | None:
    return "must not be negative" if value < 0 else at_most_max_count(value)


def at_most_max_count(value: Any) -> str | None:
    return None if value <= MAX_COUNT else f"must be at most {MAX_COUNT}"


def _join(path: str, key: Any) -> str:
    return f"{path}.{key}" if path else str(key)


def is_of_type(value: Any, expected: type | tuple[type, ...]) -> bool:
    """isinstance, except that true/false is no number and a whole number is a fine float."""
    types = expected if isinstance(expected, tuple) else (expected,)
    if isinstance(value, bool) and bool not in types:
        return False
    if float in types and isinstance(value, int) and not isinstance(value, bool):
        return True
    return isinstance(value, types)


def type_word(expected: type | tuple[type, ...]) -> str:
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
        if not is_of_type(value, self.type):
            return value, [(path, f"expected {type_word(self.type)}, got {quoted(value)}")]
        if self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            return value, [
                (path, f"{quoted(value)} is not allowed{did_you_mean(value, self.choices)}; choose one of: {allowed}")
            ]
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
            return value, [(path, f"expected a mapping, got {quoted(value)}")]
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
    """A list whose items share one schema; `unique` refuses an item listed twice. A list longer than
    `max_items` is refused before any item is checked."""

    item: Schema
    required: bool = False
    min_items: int = 0
    unique: bool = False
    max_items: int | None = None

    def validate(self, value: Any, path: str, partial: bool = False) -> tuple[Any, Found]:
        if not isinstance(value, list):
            return value, [(path, f"expected a list, got {quoted(value)}")]
        if self.max_items is not None and len(value) > self.max_items:
            return value, [(path, f"allows at most {counted(self.max_items, 'item')}, has {len(value)}")]
        problems: Found = []
        if len(value) < self.min_items:
            problems.append((path, f"needs at least {counted(self.min_items, 'item')}, has {len(value)}"))
        items = []
        for i, item in enumerate(value):
            checked, found = self.item.validate(item, f"{path}[{i}]", partial)
            if self.unique and not found and checked in items:
                found = [(f"{path}[{i}]", f"{quoted(checked)} is listed twice")]
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
            return value, [(path, f"expected a mapping, got {quoted(value)}")]
        problems: Found = []
        if len(value) < self.min_items:
            problems.append((path, f"needs at least {counted(self.min_items, 'item')}, has {len(value)}"))
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
        if not is_of_type(key, self.key):
            return f"key must be {type_word(self.key)}"
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
        """One line, however long the key or the message a file made: both are cut short."""
        return f"{self.file}:{self.line}: {shortened(self.key, KEY_LIMIT)}: {shortened(self.message, MESSAGE_LIMIT)}"


KEY_LIMIT = 300
MESSAGE_LIMIT = 400
"""The longest dotted key and message a problem shows: a key of a file may be as long as the file."""


class DataError(ParlorError, ValueError):
    """A data file that cannot be used; carries every problem found, not just the first.

    Subclasses name what kind of file it is (`WHAT`) and may head the list of problems.
    """

    WHAT = "this file"
    MAX_BYTES = 4_000_000
    """Larger files of this kind are refused before they are read."""

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


MAX_FILE_BYTES = DataError.MAX_BYTES
"""Larger data files are refused before they are read: no ruleset or border file comes near it."""
MAX_DEPTH = 64
"""Mappings and lists nested deeper than this are refused (the shipped files nest at most 6 deep)."""
ALIAS_BUDGET = 10_000
"""How many values aliases (`*name`) may repeat in one file, in all: enough to share a few blocks,
far too few for a "billion laughs" that repeats an alias of an alias until memory runs out."""
ALIAS_TEXT_BUDGET = 100_000
"""How many characters of text aliases may repeat in one file, in all: with `ALIAS_BUDGET` and the file's
own size, this bounds the size of a document once its aliases are expanded, before anything walks it
(a long text repeated thousands of times would otherwise be quoted thousands of times by its checks)."""
MAX_NUMBER_CHARS = 32
"""A number written with more characters than this is refused as it is read: no count or seed needs
more, and a number of thousands of digits cannot even be printed."""


def read_file(path: str | os.PathLike[str], error: type[DataError] = DataError) -> str:
    """A data file's text; a file that cannot be read, is not a regular file or is too large to be
    data, is one `error` problem."""
    limit = error.MAX_BYTES
    try:
        raw = read_bounded(path, limit)
        if len(raw) > limit:
            message = (
                f"too large: over {limit // 1_000_000} MB"
                if limit >= 1_000_000
                else f"too large: over {limit // 1000} kB"
            )
        else:
            return raw.decode("utf-8")
    except NotAFile as err:
        message = str(err)
    except OSError as err:
        message = f"cannot read: {err.strerror or err}"
    except UnicodeDecodeError:
        message = "not UTF-8 text"
    raise error([Problem(str(path), 1, "(file)", message)])


# --- reading YAML with line numbers -------------------------------------------------------------

_STR_TAG = "tag:yaml.org,2002:str"
_PLAIN_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("map", "seq", "str", "int", "float", "bool", "null")}
_NUMBER_TAGS = {"tag:yaml.org,2002:int", "tag:yaml.org,2002:float"}
_SCALAR_LOADER = yaml.SafeLoader("")
_PARSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's parser when PyYAML has it (several times faster), else the pure-Python one."""
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
"""Control characters other than tab and line ends: never meant in a data file, and they garble messages."""


_LIBYAML_TOO_DEEP = "exceeded maximum nesting depth"
"""What libyaml (from PyYAML 6.0.4) says when flow brackets nest past its own limit of 1000: it scans
ahead of the events, so a very deep file can stop there before `MAX_DEPTH` is reached."""


def _one_line(text: object) -> str:
    return " ".join(str(text).split())


def _control_problem(text: str) -> str | None:
    found = _CONTROL.search(text)
    return f"control character U+{ord(found.group()):04X} is not allowed" if found else None


def _line_of(event: yaml.Event) -> int:
    """The line an event starts on, counted from 1 (a parser marks every event; the type allows none)."""
    return event.start_mark.line + 1 if event.start_mark is not None else 1


class _Refused(Exception):
    """Well-formed YAML that plain data may not hold: a tag, a key given twice, too deep or too many aliases."""

    def __init__(self, event: yaml.Event, path: str, message: str) -> None:
        super().__init__(message)
        self.line, self.path = _line_of(event), path or "(top)"


@dataclass
class _Open:
    """A mapping or list being read: where it is, its anchor, the key waiting for its value, its size (in
    values, and in characters of text)."""

    value: dict[Any, Any] | list[Any]
    path: str
    anchor: str | None
    key: Any = _MISSING
    size: int = 1
    text: int = 0


class _Reader:
    """Builds plain data from YAML parse events, one at a time and without recursion.

    Reading events rather than a composed tree is what makes the limits hold: nesting is refused at
    `MAX_DEPTH` before it is built (libyaml's composer recurses, so a deep file could crash it), an
    alias costs the size of what it repeats against `ALIAS_BUDGET` and its text against `ALIAS_TEXT_BUDGET`,
    a number too long to be a count or a seed is refused before it is made, and an alias of a block that is
    still open (one that contains itself) is refused."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.lines: dict[str, int] = {}
        self.anchors: dict[str, tuple[Any, int, int]] = {}
        self.open: list[_Open] = []
        self.repeated = 0
        self.repeated_text = 0
        self.documents = 0
        self.result: Any = None

    def read(self, events: Iterable[yaml.Event]) -> Any:
        for event in events:
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                self._start(event)
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                block = self.open.pop()
                self._place(event, block.value, block.size, block.text, block.anchor)
            elif isinstance(event, yaml.ScalarEvent):
                self._place(event, self._scalar(event), 1, len(event.value), event.anchor)
            elif isinstance(event, yaml.AliasEvent):
                self._alias(event)
            elif isinstance(event, yaml.DocumentStartEvent):
                self.documents += 1
                if self.documents > 1:
                    raise _Refused(event, "", "more than one YAML document in one file")
        return self.result

    def path_so_far(self) -> str:
        """Where reading had got to, for a problem found before the next event."""
        return self._path() or "(top)"

    def _path(self) -> str:
        """The dotted key of the value about to be placed."""
        if not self.open:
            return ""
        block = self.open[-1]
        if isinstance(block.value, list):
            return f"{block.path}[{len(block.value)}]"
        return _join(block.path, block.key)

    def _start(self, event: yaml.CollectionStartEvent) -> None:
        path = self._check_key_slot(event)
        self._check_tag(event, event.tag, path)
        if len(self.open) >= MAX_DEPTH:
            raise _Refused(event, path, f"nested more than {MAX_DEPTH} deep")
        self.lines.setdefault(path, _line_of(event))
        empty: dict[Any, Any] | list[Any] = {} if isinstance(event, yaml.MappingStartEvent) else []
        self.open.append(_Open(empty, path, event.anchor))

    def _check_key_slot(self, event: yaml.Event) -> str:
        """A mapping or list cannot be a key; return the path the value will have."""
        if self.open and isinstance(self.open[-1].value, dict) and self.open[-1].key is _MISSING:
            raise _Refused(event, self.open[-1].path, "a mapping key must be plain text or a number")
        return self._path()

    def _check_tag(self, event: yaml.Event, tag: str | None, path: str) -> None:
        if tag not in (None, "!") and tag not in _PLAIN_TAGS:
            raise _Refused(event, path, f"the YAML tag {tag} is not allowed in {self.what} (plain values only)")

    def _scalar(self, event: yaml.ScalarEvent) -> Any:
        tag = event.tag
        if tag in (None, "!"):
            tag = _SCALAR_LOADER.resolve(yaml.ScalarNode, event.value, event.implicit)
        self._check_tag(event, tag, self._path())
        if tag in _NUMBER_TAGS and len(event.value) > MAX_NUMBER_CHARS:
            raise _Refused(event, self._path(), f"a number written with more than {MAX_NUMBER_CHARS} characters")
        if tag == _STR_TAG:
            message = _control_problem(event.value)
            if message:
                raise _Refused(event, self._path(), message)
            return event.value
        # The constructors of plain scalars never read a node's marks, so the node needs none.
        node = yaml.ScalarNode(tag, event.value, style=event.style)
        return _SCALAR_LOADER.yaml_constructors[tag](_SCALAR_LOADER, node)

    def _alias(self, event: yaml.AliasEvent) -> None:
        if any(block.anchor == event.anchor for block in self.open):
            raise _Refused(event, self._path(), f"the alias *{event.anchor} repeats a block that contains it")
        if event.anchor not in self.anchors:
            raise _Refused(event, self._path(), f"the alias *{event.anchor} names no anchor above it")
        value, size, text = self.anchors[event.anchor]
        self.repeated += size
        self.repeated_text += text
        if self.repeated > ALIAS_BUDGET:
            raise _Refused(event, self._path(), f"aliases repeat more than {ALIAS_BUDGET} values (an alias bomb?)")
        if self.repeated_text > ALIAS_TEXT_BUDGET:
            raise _Refused(
                event, self._path(), f"aliases repeat more than {ALIAS_TEXT_BUDGET} characters of text (an alias bomb?)"
            )
        if isinstance(value, (dict, list)):
            self._check_key_slot(event)
            value = copy.deepcopy(value)
        self._place(event, value, size, text, None)

    def _place(self, event: yaml.Event, value: Any, size: int, text: int, anchor: str | None) -> None:
        """Put a finished value into the block that holds it (as a key or a value), or make it the result."""
        if anchor is not None:
            self.anchors[anchor] = (value, size, text)
        if not self.open:
            self.result = value
            return
        block = self.open[-1]
        block.size += size
        block.text += text
        if isinstance(block.value, list):
            self.lines.setdefault(f"{block.path}[{len(block.value)}]", _line_of(event))
            block.value.append(value)
        elif block.key is _MISSING:
            self._take_key(event, block, value)
        else:
            block.value[block.key] = value
            block.key = _MISSING

    def _take_key(self, event: yaml.Event, block: _Open, key: Any) -> None:
        child = _join(block.path, key)
        if key in block.value:
            raise _Refused(event, child, f"given twice (first on line {self.lines[child]})")
        self.lines[child] = _line_of(event)
        block.key = key


def _text_problem(text: str, file: str, error: type[DataError]) -> None:
    """Control characters anywhere in the text are refused on their own line, before parsing."""
    found = _CONTROL.search(text)
    if found:
        line = text.count("\n", 0, found.start()) + 1
        raise error([Problem(file, line, "(text)", _control_problem(found.group()) or "")])


def read_yaml(text: str, file: str, error: type[DataError] = DataError) -> Document:
    """Safely parse YAML text into plain data with the line of every key; raise `error` if it cannot be.

    Every problem is one line: a syntax error, a tag, a key given twice, a control character, nesting
    deeper than `MAX_DEPTH`, aliases that repeat more than `ALIAS_BUDGET` values or `ALIAS_TEXT_BUDGET`
    characters of text, or a number longer than `MAX_NUMBER_CHARS`. So the document handed on, aliases
    expanded, is at most the file's size plus those budgets, whatever the file."""
    _text_problem(text, file, error)
    reader = _Reader(error.WHAT)
    try:
        data = reader.read(yaml.parse(text, Loader=_PARSER))
    except _Refused as err:
        raise error([Problem(file, err.line, err.path, str(err))]) from None
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else 1
        if _LIBYAML_TOO_DEEP in str(err.problem):
            raise error([Problem(file, line, reader.path_so_far(), f"nested more than {MAX_DEPTH} deep")]) from None
        raise error([Problem(file, line, "(yaml)", f"not valid YAML: {_one_line(err.problem or err)}")]) from None
    except (yaml.YAMLError, ValueError) as err:
        raise error([Problem(file, 1, "(yaml)", f"not valid YAML: {_one_line(err)}")]) from None
    return Document(file, data, reader.lines)
