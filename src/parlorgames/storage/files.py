"""The data folder and whole-file JSON writes: a crash or a full disk never leaves half a file."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any


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
    """Write to a temporary file beside `path`, then rename over it: a crash never leaves half a file,
    and a failed write (a full disk) leaves the last good file as it was."""
    tmp = _write_temporary(path, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def write_json_exclusively(path: Path, data: Any) -> None:
    """Write a new file whole, only if `path` does not exist yet (`FileExistsError` if it does).

    The temporary file is linked to its name, which fails rather than replace a file another
    process made in the meantime; where links are not allowed, the name is taken with O_EXCL."""
    tmp = _write_temporary(path, data)
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise
    except OSError:
        with os.fdopen(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644), "wb") as out:
            out.write(tmp.read_bytes())
    finally:
        tmp.unlink(missing_ok=True)


def _write_temporary(path: Path, data: Any) -> Path:
    """`data` as JSON in a fresh temporary file beside `path`, flushed to disk; nothing is left on failure."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1)
            out.flush()
            os.fsync(out.fileno())
    except BaseException:
        Path(name).unlink(missing_ok=True)
        raise
    return Path(name)
