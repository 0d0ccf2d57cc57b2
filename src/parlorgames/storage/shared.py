"""The shared-table store: tables whose seats play from their own terminals, kept in one SQLite file in the
data folder (standard library; WAL, so readers never wait on a writer, and a busy timeout for writers).

A table is its ruleset, variant, seed and seats, and a numbered log of what was done at it, never rewritten:
each entry keeps the game's first `keep` actions and then plays `action` (None: an undo to `keep`). Writing
entry n+1 succeeds only for the process that last read entry n, so of two seats pressing at once one move is
written and the other is refused and re-read: no move is lost or doubled. The game is the save these entries
replay to (`save_of`), so it replays as a saved game does. Join codes are shown once and kept only as salted
hashes. A lease names the one process that plays the computer seats and chance, until it lapses."""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.errors import ParlorError
from .files import home

BUSY_TIMEOUT_MS = 5_000
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
    """The store in the data folder (or `path`); one connection, usable from any of the process's threads."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or store_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.lock = threading.RLock()
        self.db = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None, check_same_thread=False
        )
        self.db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        self.db.execute("PRAGMA journal_mode = WAL")
        self.db.execute("PRAGMA synchronous = NORMAL")
        with self.writing() as db:
            for statement in _statements(_SCHEMA):
                db.execute(statement)

    def close(self) -> None:
        with self.lock:
            self.db.close()

    @contextmanager
    def writing(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken at once (BEGIN IMMEDIATE), so a check and its write see the same table."""
        with self.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

    # --- tables and codes ------------------------------------------------------------------------------

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

    def join(self, code: str) -> Joined:
        """The seat a code opens; `NoSuchCode` for any code that opens none (or a finished table's)."""
        code = normal_code(code)
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

    def ended(self, table: str) -> bool:
        """True once a player has ended the table (`end`)."""
        with self.lock:
            row = self.db.execute("SELECT finished FROM tables WHERE id = ?", (table,)).fetchone()
        return row is not None and row[0] == ENDED

    def _close(self, table: str, how: int) -> bool:
        with self.writing() as db:
            query = "UPDATE tables SET finished = ? WHERE id = ? AND finished = ?"
            return db.execute(query, (how, table, OPEN)).rowcount == 1

    # --- the log -----------------------------------------------------------------------------------------

    def entries(self, table: str, after: int = 0) -> list[Entry]:
        """The log's entries numbered after `after`, in order."""
        with self.lock:
            rows = self.db.execute(
                "SELECT keep, action, seat FROM actions WHERE table_id = ? AND number > ? ORDER BY number",
                (table, after),
            ).fetchall()
        return [Entry(keep, None if action is None else json.loads(action), seat) for keep, action, seat in rows]

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

    def data_version(self) -> int:
        """A number that changes when another connection writes to the store (SQLite's `data_version`)."""
        with self.lock:
            return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    # --- the computer seats' lease -----------------------------------------------------------------------

    def lease(self, table: str, holder: str, seconds: float = LEASE_SECONDS, now: float | None = None) -> bool:
        """Take or renew the right to play the table's computer seats: True while `holder` has it. A lease
        not renewed by its holder within `seconds` lapses and the next asker takes it."""
        now = time.time() if now is None else now
        with self.writing() as db:
            row = db.execute("SELECT holder, expires FROM leases WHERE table_id = ?", (table,)).fetchone()
            if row is not None and row[0] != holder and row[1] > now:
                return False
            db.execute(
                "INSERT INTO leases (table_id, holder, expires) VALUES (?,?,?) "
                "ON CONFLICT(table_id) DO UPDATE SET holder = excluded.holder, expires = excluded.expires",
                (table, holder, now + seconds),
            )
        return True

    def release(self, table: str, holder: str) -> None:
        """Give the lease up at once (a seat leaving), so another process need not wait for it to lapse."""
        with self.writing() as db:
            db.execute("DELETE FROM leases WHERE table_id = ? AND holder = ?", (table, holder))


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]
