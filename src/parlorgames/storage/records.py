"""The record book: per player name, games played and won, bests and recent scores, and the sitting records."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .files import home, write_json_atomically

if TYPE_CHECKING:
    from ..engine.session import Session


RECORDS_FORMAT = 3
RECENT_GAMES = 20
"""How many of a player's last games the record book keeps for its chart."""


class Records:
    """The record book in the data folder: per player name, games played and won, bests and recent scores,
    and the sitting records games keep (Round the World's Commodore: the quickest voyage, RTW-G2).

    One versioned JSON file, rewritten atomically after each finished game. A corrupt file is set aside
    (renamed, never deleted) on the next write; books of formats 1 and 2 (whose sitting records were all
    Round the World's, in days) are read as they were. Which figure beats which is the game's rule
    (`Result.records`); here it is only kept."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or home() / "records.json"
        self.problem = ""
        """Why the file on disk could not be read, when it could not (shown by the screen and the command)."""

    def read(self) -> dict[str, Any]:
        """The whole book: {"format", "sitting": {key: {holder, figure, unit, heading, title}}, "players": {...}}."""
        self.problem = ""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return _empty_book()
        except (OSError, ValueError) as err:
            self.problem = (
                f"{self.path}: not a readable records file ({type(err).__name__});"
                " it will be set aside and a new one begun"
            )
            return _empty_book()
        book = _upgraded(data)
        if book is None:
            self.problem = (
                f"{self.path}: not a records file this version understands; it will be set aside and a new one begun"
            )
            return _empty_book()
        return book

    def _write(self, book: dict[str, Any]) -> None:
        if self.problem and self.path.exists():
            self.path.replace(self.path.with_name(f"{self.path.stem}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}.json"))
        write_json_atomically(self.path, book)
        self.problem = ""

    def get(self, key: str) -> tuple[str, float] | None:
        """The sitting record for `key` (ruleset/record book): holder and figure."""
        entry = self.read()["sitting"].get(key)
        figure = entry.get("figure") if isinstance(entry, dict) else None
        if isinstance(entry, dict) and isinstance(entry.get("holder"), str) and isinstance(figure, int | float):
            return entry["holder"], figure
        return None

    def put(self, key: str, holder: str, figure: float, title: str = "", heading: str = "", unit: str = "") -> None:
        """Set the sitting record for `key`; `title` names the game and variant, `heading` the record and
        `unit` its figure in the book (Round the World: the Commodore's records, in days)."""
        book = self.read()
        entry = {"holder": holder, "figure": figure, "unit": unit, "heading": heading or SITTING_HEADING}
        book["sitting"][key] = {**entry, **({"title": title} if title else {})}
        self._write(book)

    def add_game(self, session: Session, when: str | None = None) -> None:
        """Enter a finished game: each seat's played/won, its figures where they beat the player's best,
        and its score among the player's recent games."""
        book = self.read()
        for name, row in game_entry(session).items():
            _enter(
                book["players"].setdefault(name, {"games": {}, "recent": []}),
                row,
                when or time.strftime("%Y-%m-%d %H:%M"),
            )
        self._write(book)


SITTING_HEADING = "Records of the sitting"
COMMODORE_HEADING = "Commodore's records (the quickest voyage, RTW-G2)"
"""Formats 1 and 2 kept only Round the World's sitting records, so their entries get its words."""


def _empty_book() -> dict[str, Any]:
    return {"format": RECORDS_FORMAT, "sitting": {}, "players": {}}


def _upgraded(data: Any) -> dict[str, Any] | None:
    """The book in the current format. Format 1 held only the Commodore's records, keyed by ruleset/variant;
    format 2 added the players and kept those records as {holder, days} under "commodore"."""
    if not isinstance(data, dict):
        return None
    if "format" not in data:
        data = {"format": 2, "commodore": {k: e for k, e in data.items() if isinstance(e, dict)}, "players": {}}
    if data.get("format") == 2 and isinstance(data.get("commodore"), dict):
        sitting = {
            key: {
                "holder": entry.get("holder"),
                "figure": entry.get("days"),
                "unit": "days",
                "heading": COMMODORE_HEADING,
            }
            | ({"title": entry["title"]} if "title" in entry else {})
            for key, entry in data["commodore"].items()
            if isinstance(entry, dict)
        }
        data = {"format": RECORDS_FORMAT, "sitting": sitting, "players": data.get("players")}
    if (
        data.get("format") != RECORDS_FORMAT
        or not isinstance(data.get("sitting"), dict)
        or not isinstance(data.get("players"), dict)
    ):
        return None
    return data


def game_entry(session: Session) -> dict[str, dict[str, Any]]:
    """What a finished game adds to each player's page, from its result: winners, scores and record figures."""
    result = session.result()
    entries: dict[str, dict[str, Any]] = {}
    for seat, player in enumerate(session.seats):
        entries[player.name] = {
            "game": session.ruleset.name,
            "title": session.ruleset.title,
            "won": seat in result.winners,
            "score": result.scores[seat] if seat < len(result.scores) else None,
            "figure": result.figure_name,
            "figures": [f for f in result.records if f.seat == seat],
        }
    return entries


def _enter(page: dict[str, Any], row: dict[str, Any], when: str) -> None:
    game = page["games"].setdefault(row["game"], {"title": row["title"], "played": 0, "won": 0, "bests": {}})
    game["played"] += 1
    game["won"] += int(row["won"])
    for figure in row["figures"]:
        best = game["bests"].get(figure.name)
        better = best is None or (
            figure.value < best["value"] if figure.lower_is_better else figure.value > best["value"]
        )
        if better:
            game["bests"][figure.name] = {
                "value": figure.value,
                "detail": figure.detail,
                "lower_is_better": figure.lower_is_better,
                "when": when,
            }
    recent = {"game": row["game"], "score": row["score"], "figure": row["figure"], "won": row["won"], "when": when}
    page["recent"] = [*page["recent"], recent][-RECENT_GAMES:]
