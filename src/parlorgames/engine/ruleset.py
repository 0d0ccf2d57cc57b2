"""Rulesets: YAML files loaded safely, checked against a schema, every problem reported at once.

A problem reads `file:line: dotted.key: what is wrong`. The schema is data (`Field`, `Map`,
`ListOf`, `MapOf`: they live in `engine.schema`, shared with the border data, and games import
them from here); each game kind supplies the schema of its `components`, `scoring` and
`options`, and variants override those sections with their own values.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..paths import rulesets_dir
from .errors import ParlorError, RequestRefused
from .schema import (
    DataError,
    Document,
    Field,
    ListOf,
    Map,
    MapOf,
    Problem,
    Schema,
    did_you_mean,
    not_negative,
    positive,
    read_file,
    read_yaml,
    validate,
)

__all__ = [
    "Field",
    "ListOf",
    "Map",
    "MapOf",
    "Problem",
    "Ruleset",
    "RulesetError",
    "Schema",
    "UnknownGame",
    "Variant",
    "deep_merge",
    "find",
    "freeze",
    "load_path",
    "load_text",
    "not_negative",
    "positive",
    "shipped",
    "thaw",
    "validate",
]


class RulesetError(DataError):
    """A ruleset that cannot be played; carries every problem found, not just the first."""

    WHAT = "a ruleset"


class UnknownGame(ParlorError, ValueError):
    """A game or variant name that matches no ruleset."""


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
        raise UnknownGame(
            f"{self.name} has no variant {name!r}{did_you_mean(name, names)}; variants: {', '.join(names)}"
        )

    def with_overrides(self, variant: str | None, overrides: Mapping[str, Any]) -> Variant:
        """A variant with the table's own settings on top (a house word list, a timer), checked like YAML."""
        from dataclasses import replace

        from .kinds import rules_class

        chosen = self.variant(variant)
        if not overrides:
            return chosen
        game = rules_class(self.kind)
        schema = _overrides_schema(_section_schema(game.SCHEMA))
        _, found = validate(schema, dict(overrides), "")
        params = deep_merge(thaw(chosen.params), dict(overrides))
        found += game.check(params)
        if found:
            raise RequestRefused("; ".join(f"{key}: {message}" for key, message in found))
        return replace(chosen, params=freeze(params))

    def rules_text(self, variant: str | None = None) -> str:
        chosen = self.variant(variant)
        parts = [self.rules.strip()]
        if chosen.rules.strip():
            parts.append(f"{chosen.title}\n\n{chosen.rules.strip()}")
        return "\n\n".join(parts)


_SECTIONS = ("components", "scoring", "options")
"""The parts of a ruleset whose schema the game kind supplies and variants may override."""


def _section_schema(rules_schema: Schema | None) -> Map:
    """The schema of the sections a kind owns: a mapping of them, or an empty one for a kind with none."""
    if rules_schema is None:
        return Map({})
    if not isinstance(rules_schema, Map):
        raise TypeError(f"a kind's SCHEMA maps its sections, so it is a Map, not a {type(rules_schema).__name__}")
    return rules_schema


def _overrides_schema(game: Map) -> Map:
    """What a variant's `overrides:` (and a table's own settings) may change: the kind's own sections."""
    return Map({key: game.fields.get(key, Map({})) for key in _SECTIONS}, overrides=True)


def _top_schema(game: Map) -> Map:
    sections = {key: game.fields.get(key, Map({})) for key in _SECTIONS}
    variant = Map(
        {
            "title": Field(str, required=True),
            "description": Field(str, default=""),
            "rules": Field(str, default=""),
            "overrides": _overrides_schema(game),
        }
    )
    return Map(
        {
            "kind": Field(str, required=True),
            "name": Field(str, required=True),
            "title": Field(str, required=True),
            "description": Field(str, required=True),
            "players": Map(
                {"min": Field(int, required=True, check=positive), "max": Field(int, required=True, check=positive)},
                required=True,
            ),
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


def load_text(text: str, file: str) -> Ruleset:
    """Parse and check a ruleset; raises `RulesetError` listing every problem.

    Two passes: first the shape (common keys and the kind's sections), then the game's own checks
    of each variant's parameters, which can only run on a well-shaped file.
    """
    from .kinds import UnknownKind, rules_class

    doc = read_yaml(text, file, RulesetError)
    data = doc.data
    if not isinstance(data, dict):
        raise RulesetError([Problem(file, 1, "(top)", "a ruleset is a mapping of keys (kind, name, title, …)")])
    kind = data.get("kind")
    kind_problem: tuple[str, str] | None
    try:
        game_cls = rules_class(kind) if isinstance(kind, str) else None
    except UnknownKind as err:
        game_cls = None
        kind_problem = ("kind", str(err))
    else:
        kind_problem = None if isinstance(kind, str) else ("kind", "missing or not text: name the game kind")
    checked = _checked_shape(doc, game_cls, kind_problem)
    variants, found = _variants(doc, checked, game_cls)
    default = checked.get("default_variant") or variants[0].name
    if default not in {v.name for v in variants}:
        found.append(("default_variant", f"no variant named {default!r}"))
    if found:
        raise RulesetError(doc.problems(found))
    return _ruleset(checked, variants, default, file)


def _checked_shape(doc: Document, game_cls: Any, kind_problem: tuple[str, str] | None) -> dict[str, Any]:
    """The ruleset checked against its schema, defaults filled in; raises on any problem.

    Without a known kind the game's sections cannot be known, so only the common keys are checked.
    """
    data = doc.data
    if game_cls is None:
        data = {k: v for k, v in data.items() if k not in (*_SECTIONS, "variants")}
    game_schema = _section_schema(game_cls.SCHEMA if game_cls else None)
    checked, found = validate(_top_schema(game_schema), data, "")
    if kind_problem:
        found = [f for f in found if f[0] != "kind"] + [kind_problem]
    if found:
        raise RulesetError(doc.problems(found))
    return checked


def _variants(doc: Document, checked: dict[str, Any], game_cls: Any) -> tuple[list[Variant], list[tuple[str, str]]]:
    """Each variant with its overrides merged in, and what the game's own checks find wrong."""
    players = checked["players"]
    found = []
    if players["min"] > players["max"]:
        found.append(("players.min", f"min ({players['min']}) is more than max ({players['max']})"))
    base = {key: checked.get(key, {}) for key in _SECTIONS}
    declared = checked.get("variants")
    specs = declared or {"standard": {"title": "Standard", "description": "", "rules": "", "overrides": {}}}
    variants = []
    for name, spec in specs.items():
        overrides = doc.data.get("variants", {}).get(name, {}).get("overrides", {}) if declared else {}
        params = deep_merge(base, overrides)
        prefix = f"variants.{name}.overrides" if declared else ""
        found += [(_where(doc, prefix, key), message) for key, message in game_cls.check(params)]
        variants.append(
            Variant(name, spec["title"], spec.get("description", ""), spec.get("rules", ""), freeze(params))
        )
    return variants, found


def _where(doc: Document, prefix: str, key: str) -> str:
    """Blame a variant's override for a bad parameter only when the override set it."""
    inside = f"{prefix}.{key}"
    return inside if prefix and doc.line_of(inside) != doc.line_of(prefix) else key


def _ruleset(checked: dict[str, Any], variants: list[Variant], default: str, file: str) -> Ruleset:
    return Ruleset(
        name=checked["name"],
        kind=checked["kind"],
        title=checked["title"],
        description=checked["description"],
        players_min=checked["players"]["min"],
        players_max=checked["players"]["max"],
        rules=checked["rules"],
        variants=tuple(variants),
        default_variant=default,
        notes=tuple(checked.get("notes") or ()),
        source=file,
        seat_names=tuple(checked.get("seat_names") or ()),
    )


def load_path(path: str | Path) -> Ruleset:
    return load_text(read_file(path, RulesetError), str(path))


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
    raise UnknownGame(f"unknown game {name_or_path!r}{did_you_mean(name_or_path, games)}; games: {', '.join(games)}")
