"""The menu's list of games, cached in the data folder."""

from __future__ import annotations

import json
from pathlib import Path

from ..engine.catalogue import Entry, fingerprint, read_catalogue, ruleset_files
from .files import home, write_json_atomically


def cached_catalogue(cache: Path | None = None) -> list[Entry]:
    """The menu's list of games, kept in the data folder until a ruleset file changes (a faster start).

    The cache is a file anyone may edit, so it is believed only where it names the ruleset files themselves:
    an entry that points at any other file and the list is read again (a game's name leads no further than
    the lessons folder: `paths.lesson_path`)."""
    cache = cache or home() / "catalogue.json"
    paths = ruleset_files()
    stamp = fingerprint(paths)
    try:
        data = json.loads(cache.read_text(encoding="utf-8"))
        if data["fingerprint"] == stamp:
            entries = [Entry.from_json(e) for e in data["entries"]]
            if all(entry.path in paths for entry in entries):
                return entries
    except (OSError, ValueError, KeyError, TypeError):
        pass
    entries = read_catalogue(paths)
    try:
        write_json_atomically(cache, {"fingerprint": stamp, "entries": [e.to_json() for e in entries]})
    except OSError:
        pass
    return entries
