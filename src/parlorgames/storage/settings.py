"""What the table remembers between sittings: the theme, whether motion is on, and each game's last seats
(names, computer or not, and each computer's level) and table (the variant and the ticks: hints, undo,
partners...).

One small JSON file, `settings.json` in the data folder, rewritten atomically when something changes. A
missing, unreadable or odd file is never an error: whatever cannot be read is simply forgotten.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .files import home, write_json_atomically

SETTINGS_FORMAT = 1


class Settings:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or home() / "settings.json"
        self.data = self._read()

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def _write(self) -> None:
        try:
            write_json_atomically(self.path, {**self.data, "format": SETTINGS_FORMAT})
        except OSError:
            pass

    @property
    def theme(self) -> str | None:
        theme = self.data.get("theme")
        return theme if isinstance(theme, str) else None

    @theme.setter
    def theme(self, name: str) -> None:
        if name != self.theme:
            self.data["theme"] = name
            self._write()

    @property
    def motion(self) -> bool:
        """Spins and other motion on the table; on unless the player switched it off."""
        return self.data.get("motion") is not False

    @motion.setter
    def motion(self, on: bool) -> None:
        if on != self.motion:
            self.data["motion"] = on
            self._write()

    def seats(self, game: str) -> list[tuple[str, bool]]:
        """The seats last set at `game`'s table, as (name, computer) pairs; [] if none were kept."""
        return [(name, bot) for name, bot, _ in self.seats_with_levels(game)]

    def seats_with_levels(self, game: str) -> list[tuple[str, bool, str | None]]:
        """The seats last set at `game`'s table as (name, computer, level); the level is None when none
        was kept (a human seat, or a computer seat from before levels were kept)."""
        kept = self.data.get("seats", {})
        rows = kept.get(game) if isinstance(kept, dict) else None
        if not isinstance(rows, list):
            return []
        return [
            (row["name"], bool(row.get("bot", False)), row["level"] if isinstance(row.get("level"), str) else None)
            for row in rows
            if isinstance(row, dict) and isinstance(row.get("name"), str) and row["name"].strip()
        ]

    def keep_seats(self, game: str, seats: Sequence[tuple[str, bool] | tuple[str, bool, str | None]]) -> None:
        """Remember `game`'s seats: (name, computer) pairs, or (name, computer, level)."""
        kept = self.data.get("seats")
        if not isinstance(kept, dict):
            kept = self.data["seats"] = {}
        kept[game] = [
            {"name": name, "bot": bot, **({"level": level[0]} if level and level[0] else {})}
            for name, bot, *level in seats
        ]
        self._write()

    def table(self, game: str) -> tuple[str | None, dict[str, bool]]:
        """The variant and the set-up's ticks (by id) last chosen at `game`'s table; (None, {}) if none
        were kept."""
        kept = self.data.get("tables", {})
        table = kept.get(game) if isinstance(kept, dict) else None
        if not isinstance(table, dict):
            return None, {}
        variant, ticks = table.get("variant"), table.get("ticks")
        ticks = (
            {key: value for key, value in ticks.items() if isinstance(value, bool)} if isinstance(ticks, dict) else {}
        )
        return (variant if isinstance(variant, str) else None), ticks

    def keep_table(self, game: str, variant: str, ticks: dict[str, bool]) -> None:
        """Remember `game`'s variant and the set-up's ticks, so the next game at it starts the same."""
        kept = self.data.get("tables")
        if not isinstance(kept, dict):
            kept = self.data["tables"] = {}
        kept[game] = {"variant": variant, "ticks": dict(ticks)}
        self._write()
