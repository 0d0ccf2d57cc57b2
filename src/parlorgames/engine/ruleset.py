"""Rulesets: YAML files loaded safely, checked against a schema, every problem reported at once.

A problem reads `file:line: dotted.key: what is wrong`. The schema is data (`Field`, `Map`,
`ListOf`, `MapOf`); each game kind supplies the schema of its `components`, `scoring` and
`options`, and variants override those sections with their own values.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any, Callable, Mapping

import yaml

from ..paths import rulesets_dir

_MISSING = object()
_TYPE_WORDS = {int: "a whole number", str: "text", bool: "true or false", float: "a number", list: "a list", dict: "a mapping"}


@dataclass(frozen=True)
class Field:
    """A leaf value: its type, whether it must be there, its default and any extra check."""

    type: type | tuple[type, ...]
    required: bool = False
    default: Any = _MISSING
    choices: tuple[Any, ...] = ()
    check: Callable[[Any], str | None] | None = None


@dataclass(frozen=True)
class Map:
    """A mapping with known keys; any other key is refused (with a "did you mean").

    `overrides` marks a variant's partial copy: nothing below it is required or defaulted.
    """

    fields: Mapping[str, "Schema"]
    required: bool = False
    overrides: bool = False


@dataclass(frozen=True)
class ListOf:
    item: "Schema"
    required: bool = False
    min_items: int = 0


@dataclass(frozen=True)
class MapOf:
    """A mapping whose keys are free (of `key` type) and whose values share one schema."""

    key: type
    value: "Schema"
    required: bool = False


Schema = Field | Map | ListOf | MapOf


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    key: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.key}: {self.message}"


class RulesetError(ValueError):
    """A ruleset that cannot be played; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


class UnknownGame(ValueError):
    """A game or variant name that matches no ruleset."""


# --- reading YAML with line numbers -------------------------------------------------------------


_PLAIN_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("map", "seq", "str", "int", "float", "bool", "null")}


class _TagRefused(Exception):
    def __init__(self, line: int, path: str, tag: str) -> None:
        super().__init__(f"the YAML tag {tag} is not allowed in a ruleset (plain values only)")
        self.line, self.path = line, path


def _read_nodes(node: yaml.Node, path: str, lines: dict[str, int]) -> Any:
    """Turn a composed YAML node into plain data, noting the line of every dotted key."""
    lines.setdefault(path, node.start_mark.line + 1)
    if node.tag not in _PLAIN_TAGS:
        raise _TagRefused(node.start_mark.line + 1, path or "(top)", node.tag)
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = _scalar(key_node)
            child = f"{path}.{key}" if path else str(key)
            lines[child] = key_node.start_mark.line + 1
            out[key] = _read_nodes(value_node, child, lines)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_read_nodes(item, f"{path}[{i}]", lines) for i, item in enumerate(node.value)]
    return _scalar(node)


_SCALAR_LOADER = yaml.SafeLoader("")
_COMPOSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader when PyYAML has it (several times faster), else the pure-Python one."""


def _scalar(node: yaml.Node) -> Any:
    if not isinstance(node, yaml.ScalarNode):
        raise yaml.YAMLError("a mapping key must be plain text or a number")
    return _SCALAR_LOADER.construct_object(node, deep=True)


def read_yaml(text: str, file: str) -> tuple[Any, dict[str, int]]:
    """Safely parse YAML text; a syntax error becomes a `RulesetError` with its line."""
    lines: dict[str, int] = {}
    try:
        node = yaml.compose(text, Loader=_COMPOSER)
    except yaml.MarkedYAMLError as err:
        mark = err.problem_mark or err.context_mark
        line = mark.line + 1 if mark else 1
        raise RulesetError([Problem(file, line, "(yaml)", f"not valid YAML: {err.problem or err}")]) from None
    except yaml.YAMLError as err:
        raise RulesetError([Problem(file, 1, "(yaml)", f"not valid YAML: {err}")]) from None
    if node is None:
        return None, lines
    try:
        return _read_nodes(node, "", lines), lines
    except _TagRefused as err:
        raise RulesetError([Problem(file, err.line, err.path, str(err))]) from None
    except yaml.YAMLError as err:
        raise RulesetError([Problem(file, 1, "(yaml)", str(err))]) from None


# --- checking against a schema ------------------------------------------------------------------


def _type_ok(value: Any, expected: type | tuple[type, ...]) -> bool:
    types = expected if isinstance(expected, tuple) else (expected,)
    if isinstance(value, bool) and bool not in types:
        return False
    if float in types and isinstance(value, int) and not isinstance(value, bool):
        return True
    return isinstance(value, types)


def _type_word(expected: type | tuple[type, ...]) -> str:
    types = expected if isinstance(expected, tuple) else (expected,)
    return " or ".join(_TYPE_WORDS.get(t, t.__name__) for t in types)


def _join(path: str, key: Any) -> str:
    return f"{path}.{key}" if path else str(key)


def validate(schema: Schema, value: Any, path: str, partial: bool = False) -> tuple[Any, list[tuple[str, str]]]:
    """Check `value`; return it with defaults filled in, plus (dotted key, message) problems.

    With `partial` (a variant's overrides), missing required keys are fine and no defaults are added.
    """
    problems: list[tuple[str, str]] = []
    if isinstance(schema, Map):
        partial = partial or schema.overrides
        if not isinstance(value, dict):
            return value, [(path, f"expected a mapping, got {value!r}")]
        out: dict[str, Any] = {}
        for key, item in value.items():
            if key not in schema.fields:
                close = difflib.get_close_matches(str(key), list(schema.fields), n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                allowed = ", ".join(schema.fields)
                problems.append((_join(path, key), f"unknown key{hint}; allowed here: {allowed}"))
                continue
            out[key], sub = validate(schema.fields[key], item, _join(path, key), partial)
            problems += sub
        if not partial:
            for key, sub_schema in schema.fields.items():
                if key in out:
                    continue
                if getattr(sub_schema, "required", False):
                    problems.append((_join(path, key), "missing (this key is required)"))
                elif isinstance(sub_schema, Field):
                    out[key] = None if sub_schema.default is _MISSING else sub_schema.default
                elif isinstance(sub_schema, Map):
                    out[key], sub = validate(sub_schema, {}, _join(path, key))
                    problems += sub
        return out, problems
    if isinstance(schema, ListOf):
        if not isinstance(value, list):
            return value, [(path, f"expected a list, got {value!r}")]
        if len(value) < schema.min_items:
            problems.append((path, f"needs at least {schema.min_items} item(s), has {len(value)}"))
        items = []
        for i, item in enumerate(value):
            checked, sub = validate(schema.item, item, f"{path}[{i}]", partial)
            items.append(checked)
            problems += sub
        return items, problems
    if isinstance(schema, MapOf):
        if not isinstance(value, dict):
            return value, [(path, f"expected a mapping, got {value!r}")]
        out = {}
        for key, item in value.items():
            if not _type_ok(key, schema.key):
                problems.append((_join(path, key), f"key must be {_type_word(schema.key)}"))
                continue
            out[key], sub = validate(schema.value, item, _join(path, key), partial)
            problems += sub
        return out, problems
    if value is None and not schema.required:
        return (None if schema.default is _MISSING else schema.default), problems
    if not _type_ok(value, schema.type):
        return value, [(path, f"expected {_type_word(schema.type)}, got {value!r}")]
    if schema.choices and value not in schema.choices:
        close = difflib.get_close_matches(str(value), [str(c) for c in schema.choices], n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        allowed = ", ".join(str(c) for c in schema.choices)
        return value, [(path, f"{value!r} is not allowed{hint}; choose one of: {allowed}")]
    if schema.check is not None:
        message = schema.check(value)
        if message:
            problems.append((path, message))
    return value, problems


def positive(value: Any) -> str | None:
    return None if value > 0 else "must be greater than 0"


def not_negative(value: Any) -> str | None:
    return None if value >= 0 else "must not be negative"


# --- the ruleset itself ---------------------------------------------------------------------------


def freeze(value: Any) -> Any:
    """Deep read-only copy: mappings become MappingProxyType, lists become tuples."""
    if isinstance(value, dict):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """The plain, mutable copy of a frozen value."""
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


def deep_merge(base: Any, override: Any) -> Any:
    if isinstance(base, Mapping) and isinstance(override, Mapping):
        merged = dict(base)
        for key, value in override.items():
            merged[key] = deep_merge(base.get(key), value) if key in base else value
        return merged
    return override


@dataclass(frozen=True)
class Variant:
    """A way to play a game: its own rules text and its parameters after overrides."""

    name: str
    title: str
    description: str
    rules: str
    params: Mapping[str, Any]


@dataclass(frozen=True)
class Ruleset:
    name: str
    kind: str
    title: str
    description: str
    players_min: int
    players_max: int
    rules: str
    variants: tuple[Variant, ...]
    default_variant: str
    notes: tuple[str, ...] = ()
    source: str = ""
    seat_names: tuple[str, ...] = field(default=())

    def variant(self, name: str | None = None) -> Variant:
        name = name or self.default_variant
        for variant in self.variants:
            if variant.name == name:
                return variant
        names = [v.name for v in self.variants]
        close = difflib.get_close_matches(name, names, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise UnknownGame(f"{self.name} has no variant {name!r}{hint}; variants: {', '.join(names)}")

    def with_overrides(self, variant: str | None, overrides: Mapping[str, Any]) -> Variant:
        """A variant with the table's own settings on top (a house word list, a timer), checked like YAML."""
        from dataclasses import replace

        from .kinds import rules_class

        chosen = self.variant(variant)
        if not overrides:
            return chosen
        game = rules_class(self.kind)
        schema = _top_schema(_section_schema(game.SCHEMA)).fields["variants"].value.fields["overrides"]  # type: ignore[union-attr]
        _, found = validate(schema, dict(overrides), "")
        params = deep_merge(thaw(chosen.params), dict(overrides))
        found += game.check(params)
        if found:
            raise ValueError("; ".join(f"{key}: {message}" for key, message in found))
        return replace(chosen, params=freeze(params))

    def rules_text(self, variant: str | None = None) -> str:
        chosen = self.variant(variant)
        parts = [self.rules.strip()]
        if chosen.rules.strip():
            parts.append(f"{chosen.title}\n\n{chosen.rules.strip()}")
        return "\n\n".join(parts)


def _section_schema(rules_schema: Map | None) -> Map:
    return rules_schema or Map({})


def _top_schema(game: Map) -> Map:
    sections = {key: game.fields.get(key, Map({})) for key in ("components", "scoring", "options")}
    variant = Map(
        {
            "title": Field(str, required=True),
            "description": Field(str, default=""),
            "rules": Field(str, default=""),
            "overrides": Map({key: sections[key] for key in sections}, overrides=True),
        }
    )
    return Map(
        {
            "kind": Field(str, required=True),
            "name": Field(str, required=True),
            "title": Field(str, required=True),
            "description": Field(str, required=True),
            "players": Map({"min": Field(int, required=True, check=positive), "max": Field(int, required=True, check=positive)}, required=True),
            "seat_names": ListOf(Field(str)),
            "rules": Field(str, required=True),
            "components": sections["components"],
            "scoring": sections["scoring"],
            "options": sections["options"],
            "default_variant": Field(str),
            "variants": MapOf(str, variant),
            "notes": ListOf(Field(str)),
        }
    )


def _line_of(lines: dict[str, int], key: str) -> int:
    """The line of a dotted key, or of its nearest parent that has one."""
    while key:
        if key in lines:
            return lines[key]
        key = key.rpartition(".")[0] if "." in key else ""
    return 1


def load_text(text: str, file: str) -> Ruleset:
    """Parse and check a ruleset; raises `RulesetError` listing every problem."""
    from .kinds import UnknownKind, rules_class

    data, lines = read_yaml(text, file)
    problem = lambda key, message: Problem(file, _line_of(lines, key), key, message)  # noqa: E731
    if not isinstance(data, dict):
        raise RulesetError([Problem(file, 1, "(top)", "a ruleset is a mapping of keys (kind, name, title, …)")])
    kind = data.get("kind")
    try:
        game_cls = rules_class(kind) if isinstance(kind, str) else None
    except UnknownKind as err:
        game_cls = None
        kind_problem = problem("kind", str(err))
    else:
        kind_problem = None if isinstance(kind, str) else problem("kind", "missing or not text: name the game kind")
    game_schema = _section_schema(game_cls.SCHEMA if game_cls else None)
    if game_cls is None:
        # Without a kind we cannot know the game's sections: check only the common keys.
        data = {k: v for k, v in data.items() if k not in ("components", "scoring", "options", "variants")}
    checked, found = validate(_top_schema(game_schema), data, "")
    problems = [problem(k, m) for k, m in found]
    if kind_problem:
        problems = [p for p in problems if p.key != "kind"] + [kind_problem]
    if problems:
        raise RulesetError(sorted(problems, key=lambda p: p.line))

    base = {key: checked.get(key, {}) for key in ("components", "scoring", "options")}
    players = checked["players"]
    if players["min"] > players["max"]:
        problems.append(problem("players.min", f"min ({players['min']}) is more than max ({players['max']})"))
    variants: list[Variant] = []
    raw_variants = checked.get("variants") or {"standard": {"title": "Standard", "description": "", "rules": "", "overrides": {}}}
    for vname, spec in raw_variants.items():
        overrides = data.get("variants", {}).get(vname, {}).get("overrides", {}) if checked.get("variants") else {}
        params = deep_merge(base, overrides)
        prefix = f"variants.{vname}.overrides" if checked.get("variants") else ""
        for key, message in game_cls.check(params):
            where = f"{prefix}.{key}" if prefix and _line_of(lines, f"{prefix}.{key}") != _line_of(lines, prefix) else key
            problems.append(problem(where, message))
        variants.append(Variant(vname, spec["title"], spec.get("description", ""), spec.get("rules", ""), freeze(params)))
    default = checked.get("default_variant") or variants[0].name
    if default not in {v.name for v in variants}:
        problems.append(problem("default_variant", f"no variant named {default!r}"))
    if problems:
        unique = list(dict.fromkeys(problems))
        raise RulesetError(sorted(unique, key=lambda p: p.line))
    return Ruleset(
        name=checked["name"],
        kind=checked["kind"],
        title=checked["title"],
        description=checked["description"],
        players_min=players["min"],
        players_max=players["max"],
        rules=checked["rules"],
        variants=tuple(variants),
        default_variant=default,
        notes=tuple(checked.get("notes") or ()),
        source=file,
        seat_names=tuple(checked.get("seat_names") or ()),
    )


def load_path(path: str | Path) -> Ruleset:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise RulesetError([Problem(str(path), 1, "(file)", f"cannot read: {err.strerror or err}")]) from None
    except UnicodeDecodeError:
        raise RulesetError([Problem(str(path), 1, "(file)", "not UTF-8 text")]) from None
    return load_text(text, str(path))


_SHIPPED: dict[str, Ruleset] | None = None


def shipped() -> dict[str, Ruleset]:
    """Every ruleset that ships with the project, by name (loaded once)."""
    global _SHIPPED
    if _SHIPPED is None:
        found = {}
        for path in sorted(rulesets_dir().glob("*.yaml")):
            ruleset = load_path(path)
            found[ruleset.name] = ruleset
        _SHIPPED = found
    return _SHIPPED


def find(name_or_path: str) -> Ruleset:
    """A shipped ruleset by name, or any ruleset file by its path."""
    if name_or_path.endswith((".yaml", ".yml")) or Path(name_or_path).is_file():
        return load_path(name_or_path)
    if _SHIPPED is None and "/" not in name_or_path:
        own_file = rulesets_dir() / f"{name_or_path}.yaml"
        if own_file.is_file():
            ruleset = load_path(own_file)
            if ruleset.name == name_or_path:
                return ruleset
    games = shipped()
    if name_or_path in games:
        return games[name_or_path]
    close = difflib.get_close_matches(name_or_path, list(games), n=1)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    raise UnknownGame(f"unknown game {name_or_path!r}{hint}; games: {', '.join(games)}")
