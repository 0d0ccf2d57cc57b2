"""Where games are kept between sittings: autosaves and the Commodore's records, written atomically."""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine.catalogue import Entry, fingerprint, read_catalogue, ruleset_files

if TYPE_CHECKING:
    from .engine.kinds import Player
    from .engine.session import Session


def home() -> Path:
    """The user's data folder: PARLORGAMES_HOME if set, else the platform's usual place."""
    if os.environ.get("PARLORGAMES_HOME"):
        return Path(os.environ["PARLORGAMES_HOME"])
    if sys.platform == "win32":
        return Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming") / "parlorgames"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "parlorgames"
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share") / "parlorgames"


def write_json_atomically(path: Path, data: Any) -> None:
    """Write to a temporary file beside `path`, then rename over it: a crash never leaves half a file."""
    import tempfile

    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: Path, player: "Player | None" = None) -> "Session":
    """Resume a saved game; an unreadable or corrupt file raises `SaveError` and is not touched."""
    from .engine.session import SaveError, Session

    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{path}: no such save file") from None
    except (OSError, UnicodeDecodeError) as err:
        raise SaveError(f"{path}: cannot read: {err}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise SaveError(f"{path}:{err.lineno}: not valid JSON: {err.msg}") from None
    return Session.from_json(data, str(path), player=player)


@dataclass(frozen=True)
class SaveInfo:
    """One file in the saves folder, as the menu lists it."""

    path: Path
    title: str
    detail: str
    modified: float
    error: str = ""


class SaveStore:
    """The autosave folder: one JSON file per game, rewritten after every action."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or home() / "saves"

    def new_path(self, session: "Session") -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"{session.ruleset.name}-{stamp}-{session.seed}.json"
        n = 1
        while path.exists():
            n += 1
            path = self.folder / f"{session.ruleset.name}-{stamp}-{session.seed}-{n}.json"
        return path

    def write(self, path: Path, session: "Session") -> None:
        write_json_atomically(path, session.to_json())

    def unfinished(self) -> list[SaveInfo]:
        """Games that can be resumed, newest first, from each file's own summary (replayed only on resume).

        Corrupt files are listed as such and never rewritten."""
        found = []
        for path in sorted(self.folder.glob("*.json")):
            modified = path.stat().st_mtime
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                if data.get("finished"):
                    continue
                names = ", ".join(str(s["name"]) + (" (cpu)" if s.get("bot") else "") for s in data["seats"])
                title = str(data.get("title") or data["ruleset"])
                detail = f"{data.get('variant_title') or data.get('variant', '')} · {len(data['actions'])} moves\n    {names}"
            except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError, AttributeError) as err:
                found.append(SaveInfo(path, path.name, "", modified, f"not a readable save ({type(err).__name__})"))
                continue
            found.append(SaveInfo(path, title, detail, modified))
        return sorted(found, key=lambda s: -s.modified)


def cached_catalogue(cache: Path | None = None) -> list[Entry]:
    """The menu's list of games, kept in the data folder until a ruleset file changes (a faster start)."""
    cache = cache or home() / "catalogue.json"
    paths = ruleset_files()
    stamp = fingerprint(paths)
    try:
        data = json.loads(cache.read_text(encoding="utf-8"))
        if data["fingerprint"] == stamp:
            return [Entry.from_json(e) for e in data["entries"]]
    except (OSError, ValueError, KeyError, TypeError):
        pass
    entries = read_catalogue(paths)
    try:
        write_json_atomically(cache, {"fingerprint": stamp, "entries": [e.to_json() for e in entries]})
    except OSError:
        pass
    return entries


RECORDS_FORMAT = 2
RECENT_GAMES = 20
"""How many of a player's last games the record book keeps for its chart."""


class Records:
    """The record book in the data folder: per player name, games played and won, bests and recent scores,
    and the Commodore's quickest voyage of each Round the World variant (RTW-G2).

    One versioned JSON file, rewritten atomically after each finished game. A corrupt file is set aside
    (renamed, never deleted) on the next write, and a book of format 1 (the Commodore's alone) is read as
    it was. Which figure beats which is the game's rule (`Rules.record_figures`); here it is only kept."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or home() / "records.json"
        self.problem = ""
        """Why the file on disk could not be read, when it could not (shown by the screen and the command)."""

    def read(self) -> dict[str, Any]:
        """The whole book: {"format", "commodore": {key: {holder, days}}, "players": {name: {...}}}."""
        self.problem = ""
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return _empty_book()
        except (OSError, ValueError) as err:
            self.problem = f"{self.path}: not a readable records file ({type(err).__name__}); it will be set aside and a new one begun"
            return _empty_book()
        book = _upgraded(data)
        if book is None:
            self.problem = f"{self.path}: not a records file this version understands; it will be set aside and a new one begun"
            return _empty_book()
        return book

    def _write(self, book: dict[str, Any]) -> None:
        if self.problem and self.path.exists():
            self.path.replace(self.path.with_name(f"{self.path.stem}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}.json"))
        write_json_atomically(self.path, book)
        self.problem = ""

    def get(self, key: str) -> tuple[str, int] | None:
        """The Commodore's record for `key` (ruleset/variant): holder and days."""
        entry = self.read()["commodore"].get(key)
        if isinstance(entry, dict) and isinstance(entry.get("holder"), str) and isinstance(entry.get("days"), int):
            return entry["holder"], entry["days"]
        return None

    def put(self, key: str, holder: str, days: int) -> None:
        book = self.read()
        book["commodore"][key] = {"holder": holder, "days": days}
        self._write(book)

    def add_game(self, session: "Session", when: str | None = None) -> None:
        """Enter a finished game: each seat's played/won, its figures where they beat the player's best,
        and its score among the player's recent games."""
        book = self.read()
        for name, row in game_entry(session).items():
            _enter(book["players"].setdefault(name, {"games": {}, "recent": []}), row, when or time.strftime("%Y-%m-%d %H:%M"))
        self._write(book)


def _empty_book() -> dict[str, Any]:
    return {"format": RECORDS_FORMAT, "commodore": {}, "players": {}}


def _upgraded(data: Any) -> dict[str, Any] | None:
    """The book in the current format: format 1 held only the Commodore's records, keyed by ruleset/variant."""
    if not isinstance(data, dict):
        return None
    if "format" not in data:
        commodore = {key: entry for key, entry in data.items() if isinstance(entry, dict)}
        return {"format": RECORDS_FORMAT, "commodore": commodore, "players": {}}
    if data.get("format") != RECORDS_FORMAT or not isinstance(data.get("commodore"), dict) or not isinstance(data.get("players"), dict):
        return None
    return data


def game_entry(session: "Session") -> dict[str, dict[str, Any]]:
    """What a finished game adds to each player's page, from the rules' outcome, figures and scores."""
    rules, state = session.rules, session.state
    outcome = rules.outcome(state)
    scores = rules.seat_scores(state)
    figures = rules.record_figures(session.states)
    entries: dict[str, dict[str, Any]] = {}
    for seat, player in enumerate(session.seats):
        entries[player.name] = {
            "game": session.ruleset.name,
            "title": session.ruleset.title,
            "won": seat in outcome.winners,
            "score": scores[seat] if seat < len(scores) else None,
            "figures": [f for f in figures if f.seat == seat],
        }
    return entries


def _enter(page: dict[str, Any], row: dict[str, Any], when: str) -> None:
    game = page["games"].setdefault(row["game"], {"title": row["title"], "played": 0, "won": 0, "bests": {}})
    game["played"] += 1
    game["won"] += int(row["won"])
    for figure in row["figures"]:
        best = game["bests"].get(figure.name)
        better = best is None or (figure.value < best["value"] if figure.lower_is_better else figure.value > best["value"])
        if better:
            game["bests"][figure.name] = {"value": figure.value, "detail": figure.detail, "lower_is_better": figure.lower_is_better, "when": when}
    page["recent"] = [*page["recent"], {"game": row["game"], "score": row["score"], "won": row["won"], "when": when}][-RECENT_GAMES:]
