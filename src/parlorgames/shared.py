"""A shared table as one seat's process plays it: the same `Table`, with the keyboard fixed to this seat
(`table_parts.FixedSeat`) and the seat's place in the store (`SeatInStore`) as where its moves are kept and
where the other seats' come from.

Its game is kept in the shared-table store, not a save file: each change the seat makes is written there
after the last entry it read, and a change another seat wrote first is read in (`catch_up`) and its own
refused. The face calls `watch` a few times a second; when another seat has moved, the table catches up
and says so as any change (`Changed`), so the face redraws and the game goes on. Chance and the computer
seats are played by whichever seat's process holds the store's lease, and by no other.

Every entry read back is checked (`checked`, then the rules as it replays): a damaged log stops the table
where its last good move leaves it, with a line at each seat, and never ends a seat's app. A store that
cannot be read or written (`StoreError`) is told the same way; a move it could not keep is taken back."""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .engine.errors import ActionError
from .engine.rules import Action
from .engine.session import Session
from .storage import Records, SaveStore
from .storage.shared import (
    LEASE_SECONDS,
    Entry,
    Joined,
    SharedStore,
    StoreError,
    StoreLocked,
    TableRow,
    checked,
    entries_between,
    played,
    save_of,
)
from .table import Changed, Event, Refused, Sitting, Table
from .table_parts import ComputerPlayers, FixedSeat, Intent, Keeping

MOVED_FIRST = "✗ another seat moved first: the table shows their move, not yours"
ENDED = "this table has been ended: nothing more is played at it, and it enters no records"
RENEW_EVERY = LEASE_SECONDS / 4
"""Seconds between renewals of the computer seats' lease by its holder (well before it lapses)."""
SEAT_PATIENCE = 3.0
"""Seconds a seat's move waits for a store another process has locked: its screen cannot draw meanwhile, so
after this the move is taken back and the seat told why (a command waits longer, saying so)."""


class SeatInStore(Keeping, ComputerPlayers):
    """A seat's place in the shared-table store: where its moves are kept (each change appended after the last
    entry read) and where the other seats' moves come from (read in by `watch`). The computer seats are asked
    here only while this process holds the store's lease, and chance acts here then alone."""

    one_game = True
    play_unseen = True

    def __init__(self, store: SharedStore, joined: Joined) -> None:
        super().__init__()
        self.store = store
        self.table_id = joined.table
        self.seat = joined.seat
        self.lease_holder = f"{os.getpid()}-{secrets.token_hex(4)}"
        self.holds_lease = False
        self.stale_note = ""
        """Why the last change was not written, told with the next change heard."""
        self.lease_renewed = -RENEW_EVERY
        self.open_since: tuple[int, float] | None = None
        """Where the decision made in the open now began (its state's number) and when this process saw it."""
        self.seen_version = store.data_version()
        self.row = store.table(joined.table)
        self.entries: list[Entry] = store.entries(joined.table)
        self.known: list[Action] = []
        """The actions the store's log comes to, as last read or written."""

        self.stopped = ""
        """Why nothing more is played at this table here (a damaged log, a store that failed), or ''."""

    def session(self) -> Session[Any]:
        """The table's game as the store's log has it (up to its last good move, when an entry is bad)."""
        session, self.stopped = table_game(self.row, self.entries)
        self.known = list(session.actions)
        if self.stopped:
            self.ended = True
        return session

    def damaged(self, why: str) -> str:
        return damaged(self.table_id, why)

    def replayed(self, session: Session[Any], actions: list[Action]) -> str:
        return replayed(self.table_id, session, actions)

    def stop(self, table: Table, said: str) -> None:
        """Nothing more is played here, and every seat's screen says why (once)."""
        self.stopped = said
        self.end(table)
        table.listen(Changed(said))

    # --- where moves are kept ----------------------------------------------------------------------------

    def save(self, table: Table) -> None:
        """Write what changed since the store was last read; when another seat wrote first, nothing is
        written: the table reads the store again, and the change it then tells says so."""
        entries = entries_between(self.known, table.session.actions, self.seat)
        if not entries:
            return
        try:
            written = self.store.append(self.table_id, len(self.entries), entries)
        except StoreError as error:
            replay_to(table.session, self.known)
            self.stale_note = f"✗ your move was not kept, so it is taken back: {error}"
            return
        if written:
            self.entries.extend(entries)
            self.known = list(table.session.actions)
            return
        if self.store.ended(self.table_id):
            replay_to(table.session, self.known)
            self.end(table)
            self.stale_note = f"✗ {ENDED}"
            return
        self.catch_up(table)
        self.stale_note = MOVED_FIRST

    def told(self, note: str) -> str:
        """A change refused as stale is told as the change the table now shows (the other seat's move)."""
        note, self.stale_note = note or self.stale_note, ""
        return note

    def refusal(self, table: Table, intent: Intent, action: Action | None = None) -> str | None:
        if self.ended and intent in ("act", "undo", "redo"):
            return self.stopped or ENDED
        return None

    def enters_records(self, table: Table) -> bool:
        """The one process that marks the table finished enters it in the records; the others only tell it.
        A store that cannot be written now keeps the table open, so the seat that joins it next enters it."""
        try:
            return self.store.finish(self.table_id)
        except StoreError:
            return False

    def close(self, table: Table) -> None:
        """The seat leaves: the computer seats are let go at once for another process to take."""
        self.release()

    def farewell(self, table: Table) -> str:
        return "" if self.ended else "Every move is in the shared table: its code joins it again."

    # --- the other seats' moves --------------------------------------------------------------------------

    def plays_here(self, table: Table) -> bool:
        return self.holds_lease

    def catch_up(self, table: Table) -> bool:
        """Read the entries other seats wrote and bring the game to them (True when there were any)."""
        new = self.store.entries(self.table_id, after=len(self.entries))
        if not new:
            return False
        bad = checked([*self.entries, *new])
        if bad:
            self.stop(table, self.damaged(bad))
            return True
        self.entries.extend(new)
        actions, undone = played(self.entries)
        stopped = self.replayed(table.session, actions)
        self.known = list(table.session.actions)
        if stopped:
            self.stop(table, stopped)
            return True
        table.session.redo_stack = undone
        return True

    def watch(self, table: Table, now: float | None = None) -> bool:
        """Read the store when another process wrote to it, and keep (or take over) the lease on the computer
        seats. True, and `Changed` heard, when the game changed or this process has just taken the computer
        seats over (so the face lets them act)."""
        if self.ended:
            return False
        try:
            version = self.store.data_version()
            written = version != self.seen_version
            self.seen_version = version
            if written and self.store.ended(self.table_id):
                self.end(table)
                table.listen(Changed(f"✗ {ENDED}"))
                return True
            moved = written and self.catch_up(table)
            now = time.monotonic() if now is None else now
            took_over = False
            if now - self.lease_renewed >= RENEW_EVERY:
                had = self.holds_lease
                took_over = self.renew_lease(now) and not had
        except StoreError as error:
            self.stop(table, f"✗ {error}")
            return True
        if moved or took_over:
            table.listen(Changed())
        return self.close_after_the_wait(table, now) or moved or took_over

    def close_after_the_wait(self, table: Table, now: float) -> bool:
        """The lease's holder closes a decision made in the open (a challenge window) that the others have not
        all answered once the rules' wait has passed since it saw it open (the play stands, ZZ-C1); True
        when it did."""
        session = table.session
        wait = session.rules.open_wait(session.state)
        if wait is None or not self.holds_lease:
            self.open_since = None
            return False
        seconds, closing = wait
        began = len(session.states) - 1
        while began > 0 and session.rules.in_the_open(session.states[began - 1]):
            began -= 1
        if self.open_since is None or self.open_since[0] != began:
            self.open_since = (began, now)
        if now - self.open_since[1] < seconds:
            return False
        self.open_since = None
        session.act(closing)
        table._changed()
        return True

    def renew_lease(self, now: float) -> bool:
        """Renewed (or taken) when the store can be written at once: while another process holds its lock, this
        seat plays no computer seat and asks again at the next renewal (the lease lapses by itself meanwhile)."""
        try:
            self.holds_lease = self.store.lease(self.table_id, self.lease_holder)
        except StoreLocked:
            self.holds_lease = False
        self.lease_renewed = now
        return self.holds_lease

    def release(self) -> None:
        if self.holds_lease:
            self.holds_lease = False
            try:
                self.store.release(self.table_id, self.lease_holder)
            except StoreError:
                pass  # the lease lapses by itself within LEASE_SECONDS

    def end(self, table: Table) -> None:
        """Nothing more is played at the table: nothing is awaited, and the computer seats are let go."""
        self.ended = True
        table.forget_question()
        self.release()


class SeatTable(Table):
    """One seat of a shared table (or an onlooker), joined with its code: a `Table` with the keyboard fixed to
    the seat and the game kept in, and the other seats' moves read from, the store (`SeatInStore`)."""

    def __init__(
        self,
        store: SharedStore,
        joined: Joined,
        records: Records | None = None,
        listen: Callable[[Event], None] | None = None,
    ) -> None:
        """`records`: where a finished game is entered (by the one process that marks the table finished)."""
        self.place = SeatInStore(store, joined)
        sitting = Sitting(SaveStore(store.path.parent / "saves"), records) if records is not None else None
        keyboard = FixedSeat(joined.seat)
        super().__init__(
            self.place.session(), store.path, sitting, listen, keyboard=keyboard, keeping=self.place, others=self.place
        )

    @property
    def store(self) -> SharedStore:
        return self.place.store

    @property
    def table_id(self) -> str:
        return self.place.table_id

    @property
    def row(self) -> TableRow:
        return self.place.row

    @property
    def entries(self) -> list[Entry]:
        return self.place.entries

    @property
    def holds_lease(self) -> bool:
        return self.place.holds_lease

    @property
    def stopped(self) -> str:
        """Why nothing more is played at this table (a damaged log, a failed store), or ''."""
        return self.place.stopped

    @property
    def seat_name(self) -> str:
        return "onlooker" if self.face_seat is None else self.session.seats[self.face_seat].name

    def catch_up(self) -> bool:
        """Read the entries other seats wrote and bring the game to them (True when there were any)."""
        return self.place.catch_up(self)

    def watch(self, now: float | None = None) -> bool:
        """Called by the face a few times a second: see `SeatInStore.watch`."""
        return self.place.watch(self, now)

    def close_after_the_wait(self, now: float) -> bool:
        """See `SeatInStore.close_after_the_wait`."""
        return self.place.close_after_the_wait(self, now)

    def end_table(self) -> bool:
        """A player ends the table for everyone, before its game is over: the other seats hear of it at their
        next look, nothing more is written to it, and it enters no records. An onlooker may not."""
        if self.face_seat is None:
            self.listen(Refused("an onlooker cannot end the table: only its players may"))
            return False
        self.store.end_table(self.table_id)
        self.place.end(self)
        return True


def damaged(table: str, why: str) -> str:
    return (
        f"✗ table {table} is stopped: its log in the store is damaged ({why}). Nothing more is played "
        f"at it; end it with `parlorgames tables --close CODE`."
    )


def replayed(table: str, session: Session[Any], actions: Sequence[Action]) -> str:
    """Bring `session` to `actions`, checked by the rules; why it stopped short, or ''."""
    try:
        replay_to(session, actions)
    except (ActionError, TypeError, KeyError, IndexError, ValueError) as error:
        return damaged(table, f"move {len(session.actions) + 1}: {error}")
    return ""


def table_game(row: TableRow, entries: list[Entry]) -> tuple[Session[Any], str]:
    """The table's game as its log has it, and why it stops short of the log's end ('' when it does not)."""
    session: Session[Any] = Session.from_json(save_of(row, []), f"table {row.id}")
    bad = checked(entries)
    if bad:
        return session, damaged(row.id, bad)
    actions, undone = played(entries)
    stopped = replayed(row.id, session, actions)
    session.redo_stack = [] if stopped else undone
    return session, stopped


def waits_on(store: SharedStore, row: TableRow) -> tuple[str | None, str]:
    """The name of the seat whose turn the table waits on (None when it waits on no person: a deal or a
    computer seat, played once a seat is joined, or a game that cannot go on), and why it cannot go on
    ('' when it can: its log damaged says so, as each seat's screen does)."""
    session, stopped = table_game(row, store.entries(row.id))
    if stopped or session.over or session.automatic_chance or session.seat is None or session.seat_is_bot:
        return None, stopped
    return session.seats[session.seat].name, ""


def replay_to(session: Session[Any], actions: Sequence[Action]) -> None:
    """Bring `session` to `actions` in place (views hold it): moves taken back are dropped, new ones played."""
    keep = 0
    while keep < min(len(session.actions), len(actions)) and session.actions[keep] == actions[keep]:
        keep += 1
    del session.actions[keep:]
    del session.states[keep + 1 :]
    for action in actions[keep:]:
        if session.over:
            break
        session.states.append(session.rules.apply(session.state, action))
        session.actions.append(action)


def join(code: str, path: Path | None = None, records: Records | None = None) -> SeatTable:
    """The seat a join code opens, in a store of its own (`NoSuchCode` when it opens none)."""
    store = SharedStore(path, patience=SEAT_PATIENCE)
    try:
        return SeatTable(store, store.join(code), records)
    except BaseException:
        store.close()
        raise
