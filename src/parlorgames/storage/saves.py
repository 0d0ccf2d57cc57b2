"""Saved games: the autosave folder, reading a save safely, and the queue that writes one off the table's thread."""

from __future__ import annotations

import json
import os
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.errors import ParlorError
from ..engine.files import NotAFile, read_bounded
from ..engine.levels import LEVELS, seat_label
from .files import home, write_json_atomically, write_json_exclusively

if TYPE_CHECKING:
    from ..engine.kinds import Player
    from ..engine.session import Session


MAX_SAVE_BYTES = 4_000_000
"""A save is a list of moves (a long game is tens of kilobytes): anything larger is not one of ours."""
MAX_JSON_DEPTH = 32
"""Nesting refused before a save is parsed (a parser would recurse): the depth a save may have,
`session.MAX_SAVE_DEPTH`, kept here too so the menu lists saves without loading the rules."""
_JSON_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_JSON_BRACKETS = re.compile(r"[\[\]{}]")


class SaveQueue:
    """One save file written on a thread of its own, so a slow disk never holds up the table.

    One write at a time, in the order given; a state put while a write runs replaces any older one still
    waiting (only the newest is worth writing). After each write `done(number, error)` is called on the
    writing thread, `number` being what `put` returned and `error` None or why the write failed; the file
    keeps the last good save whatever fails. The thread lives as long as the queue, so a save costs the
    caller no thread start; `close` finishes the writes and ends it. `background=False` writes at once on
    the caller's thread instead."""

    def __init__(
        self,
        path: Path,
        done: Callable[[int, Exception | None], None],
        background: bool = True,
        write: Callable[[Path, Any], None] = write_json_atomically,
    ) -> None:
        self.path = path
        self.done = done
        self.background = background
        self.write = write
        self.lock = threading.Condition()
        self.waiting: tuple[int, Any] | None = None
        self.busy = False
        """A write is waiting or under way."""
        self.closed = False
        self.thread: threading.Thread | None = None
        self.numbered = 0
        self.last: tuple[int, Exception | None] = (0, None)
        """The number of the last write finished and how it went."""

    def put(self, data: Any) -> int:
        """Queue `data` (JSON, not to be changed afterwards) to be written; its number."""
        with self.lock:
            self.numbered += 1
            number = self.numbered
            self.waiting = (number, data)
            self.busy = True
            if self.background and not self.closed:
                if self.thread is None:
                    self.thread = threading.Thread(
                        target=self._write_forever, name=f"saving {self.path.name}", daemon=True
                    )
                    self.thread.start()
                self.lock.notify_all()
                return number
        self._write_next()
        return number

    def flush(self, timeout: float | None = None) -> tuple[int, Exception | None]:
        """Wait until everything put so far is written (or has failed); the last write's number and error."""
        with self.lock:
            self.lock.wait_for(lambda: not self.busy, timeout)
            return self.last

    def close(self) -> None:
        """Finish the writes and end the thread; anything put afterwards is written at once."""
        self.flush()
        with self.lock:
            self.closed = True
            self.lock.notify_all()

    def _write_forever(self) -> None:
        try:
            while True:
                with self.lock:
                    self.lock.wait_for(lambda: self.waiting is not None or self.closed)
                    if self.waiting is None:
                        return
                self._write_next()
        finally:
            with self.lock:
                self.thread = None  # should `done` fail, the next `put` starts another

    def _write_next(self) -> None:
        with self.lock:
            assert self.waiting is not None
            (number, data), self.waiting = self.waiting, None
        error: Exception | None = None
        try:
            self.write(self.path, data)
        except Exception as err:  # reported to `done`, never lost on the thread
            error = err
        with self.lock:
            self.last = (number, error)
            self.busy = self.waiting is not None
            self.lock.notify_all()
        self.done(number, error)


class UnreadableSave(ParlorError):
    """Why a file in the saves folder cannot be read as a save: one short line."""


def read_save_json(path: Path) -> Any:
    """The JSON in a save file, read safely whatever the path is.

    Only a regular file is read, opened without blocking (a FIFO never hangs the menu) and never past
    `MAX_SAVE_BYTES`; nesting deeper than `MAX_JSON_DEPTH` is refused before parsing, where a
    parser would recurse. Anything else raises `UnreadableSave` saying what the path is."""
    try:
        raw = read_bounded(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise UnreadableSave("no such save file" if not os.path.lexists(path) else "a link to nothing") from None
    except NotAFile as err:
        raise UnreadableSave(str(err)) from None
    except OSError as err:
        raise UnreadableSave(f"cannot read: {err.strerror or err}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise UnreadableSave(f"too large to be a save (over {MAX_SAVE_BYTES // 1_000_000} MB)")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise UnreadableSave("not UTF-8 text") from None
    _check_json_depth(text)
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise UnreadableSave(f"line {err.lineno}: not valid JSON: {err.msg}") from None


def _check_json_depth(text: str) -> None:
    """Refuse JSON nested deeper than a save may be, counting brackets outside strings."""
    depth = 0
    for bracket in _JSON_BRACKETS.findall(_JSON_STRINGS.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_JSON_DEPTH:
            raise UnreadableSave(f"nested more than {MAX_JSON_DEPTH} deep: not a save")


def read_save(path: Path, player: Player | None = None) -> Session:
    """Resume a saved game; an unreadable or corrupt file raises `SaveError` and is not touched."""
    from ..engine.session import SaveError, Session

    try:
        data = read_save_json(Path(path))
    except UnreadableSave as err:
        raise SaveError(f"{path}: {err}") from None
    return Session.from_json(data, str(path), player=player)


@dataclass(frozen=True)
class SaveInfo:
    """One file in the saves folder, as the menu lists it."""

    path: Path
    title: str
    detail: str
    modified: float
    error: str = ""
    variant: str = ""
    moves: int = 0
    to_play: str = ""
    """Whose turn it is ('' when the save does not say)."""
    players: str = ""


class SaveStore:
    """The autosave folder: one JSON file per game, rewritten after every action."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or home() / "saves"

    def new_path(self, session: Session) -> Path:
        """A new save file holding `session`, made exclusively: no game ever takes another's file,
        even when two start with the same seed in the same second (the second gets a `-2` name)."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        base = f"{session.ruleset.name}-{stamp}-{session.seed}"
        n = 1
        while True:
            path = self.folder / (f"{base}.json" if n == 1 else f"{base}-{n}.json")
            try:
                write_json_exclusively(path, session.to_json())
                return path
            except FileExistsError:
                n += 1

    def write(self, path: Path, session: Session) -> None:
        write_json_atomically(path, session.to_json())

    def move_aside(self, path: Path) -> Path:
        """Take a save off the menu without destroying it: moved into `deleted/` beside the saves (under a
        `-2` name should that folder hold one of the same name already). Where it went."""
        aside = self.folder / "deleted"
        aside.mkdir(parents=True, exist_ok=True)
        n = 1
        while True:
            target = aside / (path.name if n == 1 else f"{path.stem}-{n}{path.suffix}")
            try:
                os.link(path, target)
            except FileExistsError:
                n += 1
                continue
            path.unlink()
            return target

    def unfinished(self) -> list[SaveInfo]:
        """Games that can be resumed, newest first, from each file's own summary (replayed only on resume).

        Whatever else lies in the folder (folders, links to nothing, pipes, huge or corrupt files) is
        listed with why it cannot be resumed, and never rewritten."""
        try:
            paths = sorted(self.folder.glob("*.json"))
        except OSError:
            return []
        found = [self._info(path) for path in paths]
        return sorted((info for info in found if info is not None), key=lambda s: -s.modified)

    @staticmethod
    def _info(path: Path) -> SaveInfo | None:
        """How the menu lists one path: None for a finished game."""
        try:
            modified = path.lstat().st_mtime
            data = read_save_json(path)
            if data.get("finished"):
                return None
            names = ", ".join(
                seat_label(str(s["name"]), bool(s.get("bot")), _level(s.get("level"))) for s in data["seats"]
            )
            title = str(data.get("title") or data["ruleset"])
            moves = len(data["actions"])
            to_play = data.get("to_play")
            to_play = to_play if isinstance(to_play, str) else ""
            turn = f" · {to_play} to play" if to_play else ""
            variant = str(data.get("variant_title") or data.get("variant", ""))
            detail = f"{variant} · move {moves}\n{saved_when(modified, time.time())}{turn}\n{names}"
        except UnreadableSave as err:
            return SaveInfo(path, path.name, "", _mtime(path), str(err))
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as err:
            return SaveInfo(path, path.name, "", _mtime(path), f"not a readable save ({type(err).__name__})")
        return SaveInfo(path, title, detail, modified, variant=variant, moves=moves, to_play=to_play, players=names)


def saved_when(modified: float, now: float) -> str:
    """When a save was written, as a person says it: "today 21:05", "yesterday 21:05", "Monday 21:05" within
    the week, "3 Nov 21:05" within the year, else "3 Nov 2025"."""
    then, today = time.localtime(modified), time.localtime(now)
    days = (_day(today) - _day(then)).days
    clock = time.strftime("%H:%M", then)
    day_month = f"{then.tm_mday} {time.strftime('%b', then)}"
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    if 1 < days < 7:
        return f"{time.strftime('%A', then)} {clock}"
    if then.tm_year == today.tm_year:
        return f"{day_month} {clock}"
    return f"{day_month} {then.tm_year}"


def _day(moment: time.struct_time) -> date:
    return date(moment.tm_year, moment.tm_mon, moment.tm_mday)


def _level(level: object) -> str | None:
    """A seat's saved level as the resume list shows it; anything but a level counts as none (the
    save is checked in full only when it is resumed)."""
    return level if level in LEVELS else None


def _mtime(path: Path) -> float:
    try:
        return path.lstat().st_mtime
    except OSError:
        return 0.0
