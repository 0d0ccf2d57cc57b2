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


class Records:
    """The quickest voyage of each game, kept on disk from one sitting to the next when players ask (RTW-G2).

    Only reading and writing: which voyage beats the record is the game's rule (`round_the_world`)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or home() / "records.json"

    def _read(self) -> dict[str, Any]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return data if isinstance(data, dict) else {}

    def get(self, key: str) -> tuple[str, int] | None:
        entry = self._read().get(key)
        if isinstance(entry, dict) and isinstance(entry.get("holder"), str) and isinstance(entry.get("days"), int):
            return entry["holder"], entry["days"]
        return None

    def put(self, key: str, holder: str, days: int) -> None:
        data = self._read()
        data[key] = {"holder": holder, "days": days}
        write_json_atomically(self.path, data)
