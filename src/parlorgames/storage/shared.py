"""The shared-table store: tables whose seats play from their own terminals, kept in one SQLite file in the
data folder (standard library; WAL, so readers never wait on a writer, and a busy timeout for writers).

A table is its ruleset, variant, seed and seats, and a numbered log of what was done at it, never rewritten:
each entry keeps the game's first `keep` actions and then plays `action` (None: an undo to `keep`). Writing
entry n+1 succeeds only for the process that last read entry n, so of two seats pressing at once one move is
written and the other is refused and re-read: no move is lost or doubled. The game is the save these entries
replay to (`save_of`), so it replays as a saved game does. Join codes are shown once and kept only as salted
hashes. A lease names the one process that plays the computer seats and chance, until it lapses.

The store holds every rack and draw to come (the seed), so it is the host user's alone: the file is made 0600
and its folder 0700, and looser modes found are tightened (and said). Any error SQLite gives becomes a
`StoreError`, one line naming the file and what to do; reading takes no write lock, and a write that finds the
store locked waits, says so once, and goes on."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

from ..engine.errors import ParlorError
from .files import home

BUSY_TIMEOUT_MS = 1_000
"""How long one attempt at a write waits for another process's lock before the wait is said and retried."""
LOCKED_GIVE_UP = 120.0
"""Seconds a command's write waits for a locked store in all before it gives up with a `StoreLocked`."""
LEASE_PATIENCE = 0.05
"""Seconds the lease's renewal (every second or so, on a seat's screen) waits for a locked store: no longer than
a keystroke, and a lease not renewed is asked for again at the next renewal."""
FILE_MODE, FOLDER_MODE = 0o600, 0o700
"""The store file's and its folder's modes: the host user's alone."""
LEASE_SECONDS = 5.0
"""How long the process playing a table's computer seats holds them without renewing: then another takes over."""
CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"
"""Letters of a join code: none that reads as another (no i, l, o, 0, 1)."""
SECRET_GROUPS = 3
"""A join code's secret is three groups of four letters: 31^12, about 2^59, after the table's own name."""

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    ruleset TEXT NOT NULL,
    variant TEXT NOT NULL,
    seed INTEGER NOT NULL,
    settings TEXT NOT NULL,
    onlooker_hash TEXT NOT NULL,
    opened REAL NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    bot INTEGER NOT NULL,
    level TEXT,
    code_hash TEXT,
    PRIMARY KEY (table_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    table_id TEXT NOT NULL REFERENCES tables(id),
    number INTEGER NOT NULL,
    keep INTEGER NOT NULL,
    action TEXT,
    seat INTEGER,
    made REAL NOT NULL,
    PRIMARY KEY (table_id, number)
);
CREATE TABLE IF NOT EXISTS leases (
    table_id TEXT PRIMARY KEY REFERENCES tables(id),
    holder TEXT NOT NULL,
    expires REAL NOT NULL
);
"""


OPEN, FINISHED, ENDED = 0, 1, 2
"""A table's `finished` column: still played, played to its end (in the records), or ended by a player
before its end (`end`: it leaves the list, its codes open nothing, and it enters no records)."""


class NoSuchCode(ParlorError, LookupError):
    """A join code that opens nothing; it says nothing of which part was wrong."""

    def __init__(self) -> None:
        super().__init__("that join code opens no seat at any table here")


class StoreError(ParlorError, ValueError):
    """The store cannot be used (damaged, locked, not writable, a folder in its place): one line that names the
    file and what to do."""


class StoreLocked(StoreError):
    """Another process held the store's lock longer than the writer would wait: trying again later may work."""


class OnlookerCode(ParlorError, LookupError):
    """An onlooker's code used to end a table: only the players may."""

    def __init__(self) -> None:
        super().__init__("an onlooker's code cannot end a table: a player's code can")


@dataclass(frozen=True)
class Entry:
    """One line of a table's log: keep the first `keep` actions, then play `action` (None: an undo)."""

    keep: int
    action: Mapping[str, Any] | None = None
    seat: int | None = None


@dataclass(frozen=True)
class SeatRow:
    name: str
    bot: bool = False
    level: str | None = None


@dataclass(frozen=True)
class TableRow:
    """A table as the store holds it (no codes: those are only ever hashes here)."""

    id: str
    ruleset: str
    variant: str
    seed: int
    seats: tuple[SeatRow, ...]
    settings: dict[str, Any]
    opened: float
    finished: bool
    moves: int = 0


@dataclass(frozen=True)
class Opened:
    """A table just opened: its codes, shown this once (seat name → code), and the onlooker's code."""

    table: str
    codes: dict[str, str]
    onlooker: str


@dataclass(frozen=True)
class Joined:
    """Where a join code leads: a table, and its seat (None: an onlooker)."""

    table: str
    seat: int | None


def store_path() -> Path:
    return home() / "tables.sqlite3"


def keep_private(path: Path, mode: int) -> str | None:
    """Give `path` no more than `mode` (the owner's alone); a sentence saying so when it had more."""
    had = path.stat().st_mode & 0o777
    if had & ~mode == 0:
        return None
    path.chmod(had & mode)
    return f"{path} could be read by other accounts ({had:o}): it is now {had & mode:o}, the host user's alone"


def private_folder(folder: Path) -> list[str]:
    """Make `folder` (mode 0700) or tighten it; the sentences saying what was tightened."""
    folder.mkdir(mode=FOLDER_MODE, parents=True, exist_ok=True)
    told = keep_private(folder, FOLDER_MODE)
    return [told] if told else []


def private_file(path: Path) -> list[str]:
    """Make the file at `path` 0600 (or tighten it) before anything is written in it, with its folder 0700."""
    told = private_folder(path.parent)
    if not path.exists():
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT, FILE_MODE))
    for kept in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        said = kept.is_file() and keep_private(kept, FILE_MODE)
        if said:
            told.append(said)
    return told


def explained(path: Path, error: sqlite3.Error | OSError) -> StoreError:
    """One line for an error of the store at `path`: what is wrong and what to do."""
    text = str(error)
    kind = StoreError
    if path.is_dir():
        said = "is a folder, not the shared tables' file: move it away and the store starts afresh"
    elif "locked" in text or "busy" in text:
        kind, said = StoreLocked, "is locked by another process: wait for it to finish (or stop it), then try again"
    elif "readonly" in text or "read-only" in text or isinstance(error, PermissionError):
        said = "cannot be written: give its owner write permission on it and its folder (chmod u+w)"
    elif "not a database" in text or "malformed" in text or "corrupt" in text:
        said = "is damaged (not a database SQLite can read): move it away and host new tables; its tables are lost"
    elif "disk" in text and "full" in text:
        said = "cannot grow: the disk is full; free some room and try again (nothing was written)"
    elif "unable to open" in text or isinstance(error, OSError):
        said = "cannot be opened: check that it and its folder exist and belong to you"
    else:
        said = f"cannot be used ({text}): check the file, or move it away to start afresh"
    return kind(f"the shared tables' store {path} {said}")


Self = TypeVar("Self", bound="SharedStore")
Params = ParamSpec("Params")
Result = TypeVar("Result")


def _store_errors(
    method: Callable[Concatenate[Self, Params], Result],
) -> Callable[Concatenate[Self, Params], Result]:
    """The method's SQLite and file errors as a `StoreError` naming the store's file."""

    def guarded(store: Self, /, *args: Params.args, **kwargs: Params.kwargs) -> Result:
        try:
            return method(store, *args, **kwargs)
        except (sqlite3.Error, OSError) as error:
            raise explained(store.path, error) from error

    guarded.__doc__ = method.__doc__
    return guarded


def played(entries: Sequence[Entry]) -> tuple[list[Mapping[str, Any]], list[Mapping[str, Any]]]:
    """The actions a log comes to, and those undone since (the redo stack, the next to redo last).

    An action equal to the next one to redo is a redo and keeps the rest to redo; any other clears them."""
    actions: list[Mapping[str, Any]] = []
    undone: list[Mapping[str, Any]] = []
    for entry in entries:
        if entry.keep < len(actions):
            undone.extend(reversed(actions[entry.keep :]))
            del actions[entry.keep :]
        if entry.action is not None:
            if undone and undone[-1] == entry.action:
                undone.pop()
            else:
                undone.clear()
            actions.append(entry.action)
    return actions, undone


def entries_between(
    known: Sequence[Mapping[str, Any]], actions: Sequence[Mapping[str, Any]], seat: int | None
) -> list[Entry]:
    """The entries that take a game from the actions `known` to `actions` (none when they are the same)."""
    keep = 0
    while keep < min(len(known), len(actions)) and known[keep] == actions[keep]:
        keep += 1
    if keep == len(known) == len(actions):
        return []
    if keep == len(actions):
        return [Entry(keep, None, seat)]
    return [Entry(keep + i, action, seat) for i, action in enumerate(actions[keep:])]


def save_of(row: TableRow, actions: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The table as a save (`Session.from_json` replays it)."""
    return {
        "ruleset": row.ruleset,
        "variant": row.variant,
        "seed": row.seed,
        "seats": [{"name": s.name, "bot": s.bot, **({"level": s.level} if s.level else {})} for s in row.seats],
        "actions": list(actions),
        **row.settings,
    }


def _hashed(code: str, salt: str | None = None) -> str:
    salt = salt or secrets.token_hex(16)
    return f"{salt}${hashlib.sha256(f'{salt}:{code}'.encode()).hexdigest()}"


def _matches(code: str, stored: str | None) -> bool:
    if not stored or "$" not in stored:
        return False
    salt = stored.partition("$")[0]
    return hmac.compare_digest(_hashed(code, salt), stored)


def _secret() -> str:
    groups = ("".join(secrets.choice(CODE_LETTERS) for _ in range(4)) for _ in range(SECRET_GROUPS))
    return "-".join(groups)


def normal_code(code: str) -> str:
    """A code as typed (any case, spaces) in the form it was made in."""
    return "".join(code.split()).lower()


class SharedStore:
    """The store in the data folder (or `path`); one connection, usable from any of the process's threads.

    `notice` is told, once a wait, when a write waits for another process's lock (the command line prints it).
    `patience`: the seconds a write waits for that lock before it gives up with `StoreLocked` (a seat's screen,
    which cannot draw while it waits, waits less than a command). `tightened` says which modes were found
    looser than the host user's alone and narrowed."""

    def __init__(
        self,
        path: Path | None = None,
        notice: Callable[[str], None] | None = None,
        patience: float = LOCKED_GIVE_UP,
    ) -> None:
        self.path = path or store_path()
        self.lock = threading.RLock()
        self.notice = notice or (lambda said: None)
        self.patience = patience
        self.tightened: list[str] = []
        try:
            self.tightened = private_file(self.path)
            self.db = sqlite3.connect(
                self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
            )
        except (sqlite3.Error, OSError) as error:
            raise explained(self.path, error) from error
        try:
            self._prepare()
        except BaseException:
            self.db.close()
            raise

    @_store_errors
    def _prepare(self) -> None:
        """WAL and the schema; nothing written (no lock taken) when the store has both already."""
        self.db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        if self.db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
            self._waiting("PRAGMA journal_mode = WAL", self.patience)
        self.db.execute("PRAGMA synchronous = NORMAL")
        known = {row[0] for row in self.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if not {"tables", "seats", "actions", "leases"} <= known:
            with self.writing() as db:
                for statement in _statements(_SCHEMA):
                    db.execute(statement)

    def close(self) -> None:
        with self.lock:
            self.db.close()

    @contextmanager
    def writing(self, patience: float | None = None) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken at once (BEGIN IMMEDIATE), so a check and its write see the same table;
        while another process holds the lock, it waits (and says so), for `patience` seconds at most (the
        store's own by default)."""
        with self.lock:
            self._waiting("BEGIN IMMEDIATE", self.patience if patience is None else patience)
            try:
                yield self.db
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

    def _waiting(self, statement: str, patience: float) -> None:
        """Run `statement`, retrying while another process holds the store's lock (told to `notice` once) for
        up to `patience` seconds; less than one attempt's wait is one shorter attempt."""
        if patience < BUSY_TIMEOUT_MS / 1000:
            self.db.execute(f"PRAGMA busy_timeout = {int(patience * 1000)}")
            try:
                self.db.execute(statement)
            finally:
                self.db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            return
        deadline = time.monotonic() + patience
        told = False
        while True:
            try:
                self.db.execute(statement)
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) and "busy" not in str(error) or time.monotonic() > deadline:
                    raise
                if not told:
                    told = True
                    self.notice(f"the shared tables' store {self.path} is locked by another process: waiting for it")

    # --- tables and codes ------------------------------------------------------------------------------

    @_store_errors
    def open_table(
        self, ruleset: str, variant: str, seed: int, seats: Sequence[SeatRow], settings: dict[str, Any] | None = None
    ) -> Opened:
        """A new table with a code for each person's seat and one for onlookers, shown only here."""
        codes: dict[str, str] = {}
        with self.writing() as db:
            table = self._new_id(db)
            onlooker = f"{table}-{_secret()}"
            db.execute(
                "INSERT INTO tables (id, ruleset, variant, seed, settings, onlooker_hash, opened)"
                " VALUES (?,?,?,?,?,?,?)",
                (table, ruleset, variant, seed, json.dumps(settings or {}), _hashed(onlooker), time.time()),
            )
            for number, seat in enumerate(seats):
                code = None if seat.bot else f"{table}-{_secret()}"
                if code is not None:
                    codes[seat.name] = code
                db.execute(
                    "INSERT INTO seats (table_id, seat, name, bot, level, code_hash) VALUES (?,?,?,?,?,?)",
                    (table, number, seat.name, int(seat.bot), seat.level, _hashed(code) if code else None),
                )
        return Opened(table, codes, onlooker)

    @staticmethod
    def _new_id(db: sqlite3.Connection) -> str:
        while True:
            table = "".join(secrets.choice(CODE_LETTERS) for _ in range(5))
            if db.execute("SELECT 1 FROM tables WHERE id = ?", (table,)).fetchone() is None:
                return table

    @_store_errors
    def join(self, code: str) -> Joined:
        """The seat a code opens; `NoSuchCode` for any code that opens none (or a finished table's), whatever
        its characters (bytes that are not UTF-8 included)."""
        code = normal_code(code)
        if not code.isascii() or not code.isprintable():
            raise NoSuchCode()
        table = code.partition("-")[0]
        with self.lock:
            found = self.db.execute(
                "SELECT onlooker_hash FROM tables WHERE id = ? AND finished = ?", (table, OPEN)
            ).fetchone()
            if found is None:
                raise NoSuchCode()
            if _matches(code, found[0]):
                return Joined(table, None)
            for seat, stored in self.db.execute("SELECT seat, code_hash FROM seats WHERE table_id = ?", (table,)):
                if _matches(code, stored):
                    return Joined(table, seat)
        raise NoSuchCode()

    @_store_errors
    def table(self, table: str) -> TableRow:
        with self.lock:
            row = self.db.execute(
                "SELECT id, ruleset, variant, seed, settings, opened, finished FROM tables WHERE id = ?", (table,)
            ).fetchone()
            if row is None:
                raise NoSuchCode()
            seats = self.db.execute(
                "SELECT name, bot, level FROM seats WHERE table_id = ? ORDER BY seat", (table,)
            ).fetchall()
            moves = self.db.execute("SELECT COUNT(*) FROM actions WHERE table_id = ?", (table,)).fetchone()[0]
        return TableRow(
            row[0],
            row[1],
            row[2],
            row[3],
            tuple(SeatRow(name, bool(bot), level) for name, bot, level in seats),
            json.loads(row[4]),
            row[5],
            bool(row[6]),
            moves,
        )

    @_store_errors
    def open_tables(self) -> list[TableRow]:
        """The tables not finished, newest first."""
        with self.lock:
            ids = [
                r[0] for r in self.db.execute("SELECT id FROM tables WHERE finished = ? ORDER BY opened DESC", (OPEN,))
            ]
        return [self.table(table) for table in ids]

    def finish(self, table: str) -> bool:
        """Mark the table finished; True for the one caller that did (it enters the game in the records)."""
        return self._close(table, FINISHED)

    def end(self, code: str) -> str:
        """End the open table a player's `code` opens, before its game is over (`NoSuchCode`, `OnlookerCode`
        else): it leaves the open tables, its codes open nothing, no move is written to it any more and no
        records are kept of it. The table's id is returned."""
        joined = self.join(code)
        if joined.seat is None:
            raise OnlookerCode()
        self.end_table(joined.table)
        return joined.table

    def end_table(self, table: str) -> bool:
        """End an open table (for a seat joined to it already, whose code opened it): True when it was open."""
        return self._close(table, ENDED)

    @_store_errors
    def ended(self, table: str) -> bool:
        """True once a player has ended the table (`end`)."""
        with self.lock:
            row = self.db.execute("SELECT finished FROM tables WHERE id = ?", (table,)).fetchone()
        return row is not None and row[0] == ENDED

    @_store_errors
    def _close(self, table: str, how: int) -> bool:
        with self.writing() as db:
            query = "UPDATE tables SET finished = ? WHERE id = ? AND finished = ?"
            return db.execute(query, (how, table, OPEN)).rowcount == 1

    # --- the log -----------------------------------------------------------------------------------------

    @_store_errors
    def entries(self, table: str, after: int = 0) -> list[Entry]:
        """The log's entries numbered after `after`, in order."""
        with self.lock:
            rows = self.db.execute(
                "SELECT keep, action, seat FROM actions WHERE table_id = ? AND number > ? ORDER BY number",
                (table, after),
            ).fetchall()
        return [Entry(keep, _action(action), seat) for keep, action, seat in rows]

    @_store_errors
    def append(self, table: str, seen: int, entries: Sequence[Entry]) -> bool:
        """Write `entries` after entry number `seen`, the last one the writer read: False (nothing written)
        when another write came first, and the writer must read again, or the table was ended."""
        with self.writing() as db:
            if db.execute("SELECT 1 FROM tables WHERE id = ? AND finished = ?", (table, ENDED)).fetchone():
                return False
            (last,) = db.execute("SELECT COALESCE(MAX(number), 0) FROM actions WHERE table_id = ?", (table,)).fetchone()
            if last != seen:
                return False
            now = time.time()
            db.executemany(
                "INSERT INTO actions (table_id, number, keep, action, seat, made) VALUES (?,?,?,?,?,?)",
                [
                    (table, seen + i, e.keep, None if e.action is None else json.dumps(e.action), e.seat, now)
                    for i, e in enumerate(entries, 1)
                ],
            )
        return True

    @_store_errors
    def data_version(self) -> int:
        """A number that changes when another connection writes to the store (SQLite's `data_version`)."""
        with self.lock:
            return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    # --- the computer seats' lease -----------------------------------------------------------------------

    @_store_errors
    def lease(self, table: str, holder: str, seconds: float = LEASE_SECONDS, now: float | None = None) -> bool:
        """Take or renew the right to play the table's computer seats: True while `holder` has it. A lease
        not renewed by its holder within `seconds` lapses and the next asker takes it."""
        now = time.time() if now is None else now
        with self.writing(LEASE_PATIENCE) as db:
            row = db.execute("SELECT holder, expires FROM leases WHERE table_id = ?", (table,)).fetchone()
            if row is not None and row[0] != holder and row[1] > now:
                return False
            db.execute(
                "INSERT INTO leases (table_id, holder, expires) VALUES (?,?,?) "
                "ON CONFLICT(table_id) DO UPDATE SET holder = excluded.holder, expires = excluded.expires",
                (table, holder, now + seconds),
            )
        return True

    @_store_errors
    def release(self, table: str, holder: str) -> None:
        """Give the lease up at once (a seat leaving), so another process need not wait for it to lapse."""
        with self.writing() as db:
            db.execute("DELETE FROM leases WHERE table_id = ? AND holder = ?", (table, holder))


def _action(text: str | None) -> Any:
    """An entry's action as written; text that is not JSON stays text (checking the entry refuses it)."""
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return text


def checked(entries: Sequence[Entry]) -> str | None:
    """Why the log cannot be a game's (an entry keeping actions it does not have, or no action a game could
    take), or None: each action is checked by the rules as the game replays it."""
    count = 0
    for number, entry in enumerate(entries, 1):
        keep: Any = entry.keep  # as read: SQLite keeps any type in any column
        if not isinstance(keep, int) or not 0 <= keep <= count:
            return f"entry {number} keeps {entry.keep!r} moves of {count}"
        action: Any = entry.action
        if action is not None and not isinstance(action, dict):
            return f"entry {number} is no move: {str(action)[:40]!r}"
        count = keep + (action is not None)
    return None


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]
