"""Keeping a test run off the user's own files: where the app may keep a user's data, and a fingerprint of
what is there, to compare at the end of a run with what was there at its start."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableMapping
from pathlib import Path

REDIRECTED = ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "APPDATA")
"""The variables a program reads to find a user's files: a run points each into a folder of its own."""

Fingerprint = dict[Path, tuple[int, int]]


def user_data_folders(environ: Mapping[str, str]) -> list[Path]:
    """Every folder the app may take for the user's data under `environ`, on any system, worked out here
    rather than by the app, so the check does not rest on the code it checks."""
    home = Path(environ["HOME"]) if environ.get("HOME") else Path.home()
    folders = [
        home / ".local" / "share" / "parlorgames",
        home / "Library" / "Application Support" / "parlorgames",
        home / "AppData" / "Roaming" / "parlorgames",
    ]
    folders += [Path(environ[name]) / "parlorgames" for name in ("XDG_DATA_HOME", "APPDATA") if environ.get(name)]
    if environ.get("PARLORGAMES_HOME"):
        folders.append(Path(environ["PARLORGAMES_HOME"]))
    return folders


def fingerprint(folders: Iterable[Path]) -> Fingerprint:
    """Each folder and everything under it, with its size and modification time: a file written, added or
    removed changes it (a folder's time changes when an entry comes or goes)."""
    found: Fingerprint = {}
    for folder in folders:
        for path in [folder, *folder.rglob("*")] if folder.exists() else []:
            try:
                stat = path.lstat()
            except FileNotFoundError:
                continue
            found[path] = (stat.st_size, stat.st_mtime_ns)
    return found


def changes(before: Fingerprint, after: Fingerprint) -> list[str]:
    """What differs between two fingerprints, one line a path."""
    said = {path: "removed" for path in before.keys() - after.keys()}
    said |= {path: "added" for path in after.keys() - before.keys()}
    said |= {path: "changed" for path in before.keys() & after.keys() if before[path] != after[path]}
    return [f"{what}: {path}" for path, what in sorted(said.items())]


def redirect(environ: MutableMapping[str, str], root: Path) -> None:
    """Point HOME, the XDG folders, APPDATA and PARLORGAMES_HOME into `root`, each to an empty folder."""
    for name in (*REDIRECTED, "PARLORGAMES_HOME"):
        folder = root / name.lower()
        folder.mkdir(parents=True, exist_ok=True)
        environ[name] = str(folder)
