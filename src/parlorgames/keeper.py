"""The host's keeper of its shared tables: one process, started by `parlorgames serve --ssh`, that plays every
open table's chance and computer seats, so that no guest's app thinks for a computer seat while it redraws
its guest's screen (a computer's thinking holds Python's lock in the process it runs in).

It sits at each open table as an onlooker would (`SeatTable` with no seat) and takes the store's lease on the
computer seats as soon as it is free; while it holds a table's lease no seat's app plays them, and when the
keeper stops its leases lapse and a seat's app takes them over, as before."""

from __future__ import annotations

import os
import signal
import sys
import time
from pathlib import Path
from types import FrameType

from .shared import SeatTable
from .storage import Records
from .storage.files import home
from .storage.shared import Joined, SharedStore, StoreError

KEEP_EVERY = 0.05
"""Seconds between the keeper's looks at its tables."""
LIST_EVERY = 1.0
"""Seconds between looks for tables opened or closed since."""
MOST_AT_ONCE = 50
"""Chance and computer moves the keeper plays at one table before looking at the others."""
PACE = 0.8
"""Seconds from a computer seat's turn to its move, thinking included, as on a hot-seat table: each person's
screen shows the move before it (a seat catching up on several moves at once tells only the newest)."""


class Keeper:
    """The tables of one store, each watched as an onlooker and played on for its computer seats."""

    def __init__(self, path: Path, records: Records | None = None, pace: float = PACE) -> None:
        self.store = SharedStore(path)
        self.pace = pace
        self.records = records
        self.tables: dict[str, SeatTable] = {}
        self.listed = -LIST_EVERY
        self.due: dict[str, float] = {}
        """Tables holding a computer's answer until the pace allows it, and when."""

    def step(self, now: float | None = None) -> int:
        """Look at every table once: the moves played for its computer seats and chance, in all."""
        now = time.monotonic() if now is None else now
        if now - self.listed >= LIST_EVERY:
            self.listed = now
            self.list_tables()
        played = 0
        for table_id, table in list(self.tables.items()):
            table.watch()
            played += self.play(table, now)
            if table.ended or table.session.over:
                self.let_go(table_id)
        return played

    def list_tables(self) -> None:
        open_now = {row.id for row in self.store.open_tables()}
        for table_id in set(self.tables) - open_now:
            self.let_go(table_id)
        for table_id in open_now - set(self.tables):
            table = SeatTable(self.store, Joined(table_id, None), self.records)
            table.pace = self.pace
            self.tables[table_id] = table

    def play(self, table: SeatTable, now: float) -> int:
        """Chance and the computer seats at `table`, while this process holds its lease; a computer's answer
        is held until the table's pace allows it."""
        played = 0
        for _ in range(MOST_AT_ONCE):
            before = len(table.session.actions)
            due = self.due.get(table.table_id)
            if due is not None:
                if now < due:
                    break
                del self.due[table.table_id]
                table.play_held()
            else:
                question = table.go_on()
                if question is not None:
                    try:
                        action = table.decide(question)
                    except Exception as error:  # noqa: BLE001 - a computer that fails is told, never a crash
                        table.could_not_decide(str(error))
                        break
                    wait = table.hold(question, action)
                    if wait:
                        self.due[table.table_id] = time.monotonic() + wait
                        break
                    table.play_held()
            if len(table.session.actions) == before:
                break
            played += 1
        return played

    def let_go(self, table_id: str) -> None:
        self.due.pop(table_id, None)
        self.tables.pop(table_id).close()

    def close(self) -> None:
        for table_id in list(self.tables):
            self.let_go(table_id)
        self.store.close()


def main() -> int:
    """Keep the data folder's tables until told to stop (SIGTERM or SIGINT) or the server that started it is
    gone, however it went."""
    stopping = False
    server = os.getppid()

    def stop(number: int, frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        keeper = Keeper(home() / "tables.sqlite3", Records())
    except StoreError as error:
        print(f"parlorgames: {error}", file=sys.stderr)
        return 2
    try:
        while not stopping and os.getppid() == server:
            try:
                keeper.step()
            except StoreError as error:
                print(f"parlorgames: {error}", file=sys.stderr)
            time.sleep(KEEP_EVERY)
    finally:
        keeper.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
