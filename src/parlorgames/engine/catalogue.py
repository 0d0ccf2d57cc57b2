"""The games on offer, as the menu lists them: read quickly, without checking whole rulesets.

Checking waits until a game is chosen; a file too broken even to list is left out here, and
`parlorgames validate` names what is wrong with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..paths import rulesets_dir


@dataclass(frozen=True)
class Entry:
    name: str
    title: str
    description: str
    players_min: int
    players_max: int
    variants: tuple[tuple[str, str], ...]
    path: Path

    def to_json(self) -> dict[str, Any]:
        return {**self.__dict__, "variants": [list(v) for v in self.variants], "path": str(self.path)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Entry:
        return cls(**{**data, "variants": tuple(tuple(v) for v in data["variants"]), "path": Path(data["path"])})


def ruleset_files() -> list[Path]:
    return sorted(rulesets_dir().glob("*.yaml"))


def fingerprint(paths: list[Path]) -> list[list[Any]]:
    """What the catalogue was read from: each file with its size and modification time."""
    return [[str(p), p.stat().st_size, p.stat().st_mtime_ns] for p in paths]


def read_catalogue(paths: list[Path]) -> list[Entry]:
    import yaml

    entries = []
    for path in paths:
        try:
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
            players = data["players"]
            variants = tuple(
                (str(v.get("title", k)), str(v.get("description", ""))) for k, v in (data.get("variants") or {}).items()
            )
            entries.append(
                Entry(
                    str(data["name"]),
                    str(data["title"]),
                    str(data["description"]),
                    int(players["min"]),
                    int(players["max"]),
                    variants,
                    path,
                )
            )
        except (OSError, UnicodeDecodeError, yaml.YAMLError, KeyError, TypeError, ValueError, AttributeError):
            continue
    return sorted(entries, key=lambda e: e.title.lower())
