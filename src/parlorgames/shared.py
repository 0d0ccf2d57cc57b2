"""A shared table as one seat's process plays it: the same `Table`, with the keyboard fixed to this seat.

Its game is kept in the shared-table store, not a save file: each change the seat makes is written there
after the last entry it read, and a change another seat wrote first is read in (`catch_up`) and its own
refused. The face calls `watch` a few times a second; when another seat has moved, the table catches up
and says so as any change (`Changed`), so the face redraws and the game goes on. Chance and the computer
seats are played by whichever seat's process holds the store's lease, and by no other."""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .engine.rules import Action
from .engine.session import Session
from .storage import Records, SaveStore
from .storage.shared import LEASE_SECONDS, Entry, Joined, SharedStore, entries_between, played, save_of
from .table import Changed, Event, Finished, Question, Refused, Sitting, Table

MOVED_FIRST = "✗ another seat moved first: the table shows their move, not yours"
ENDED = "this table has been ended: nothing more is played at it, and it enters no records"
RENEW_EVERY = LEASE_SECONDS / 4
"""Seconds between renewals of the computer seats' lease by its holder (well before it lapses)."""


class SeatTable(Table):
    """One seat of a shared table (or an onlooker), joined with its code."""

    keyboard_fixed = True

    def __init__(
        self,
        store: SharedStore,
        joined: Joined,
        records: Records | None = None,
        listen: Callable[[Event], None] | None = None,
    ) -> None:
        """`records`: where a finished game is entered (by the one process that marks the table finished)."""
        self.store = store
        self.table_id = joined.table
        self.face_seat = joined.seat
        self.lease_holder = f"{os.getpid()}-{secrets.token_hex(4)}"
        self.holds_lease = False
        self.stale_note = ""
        """Why the last change was not written, told with the next change heard."""
        self.ended = False
        """A player has ended the table (`end_table`, or `parlorgames tables --close`): nothing more is played."""
        self.lease_renewed = -RENEW_EVERY
        self.open_since: tuple[int, float] | None = None
        """Where the decision made in the open now began (its state's number) and when this process saw it."""
        self.seen_version = store.data_version()
        self.row = store.table(joined.table)
        self.entries: list[Entry] = store.entries(joined.table)
        actions, undone = played(self.entries)
        session = Session.from_json(save_of(self.row, actions), f"table {joined.table}")
        session.redo_stack = undone
        self.known: list[Action] = list(session.actions)
        """The actions the store's log comes to, as last read or written."""
        sitting = Sitting(SaveStore(store.path.parent / "saves"), records) if records is not None else None
        super().__init__(session, store.path, sitting, listen)

    @property
    def seat_name(self) -> str:
        return "onlooker" if self.face_seat is None else self.session.seats[self.face_seat].name

    # --- writing and reading the store -------------------------------------------------------------------

    def save(self) -> None:
        """Write what changed since the store was last read; when another seat wrote first, nothing is
        written: the table reads the store again, and the change it then tells says so."""
        entries = entries_between(self.known, self.session.actions, self.face_seat)
        if not entries:
            return
        if self.store.append(self.table_id, len(self.entries), entries):
            self.entries.extend(entries)
            self.known = list(self.session.actions)
            return
        if self.store.ended(self.table_id):
            replay_to(self.session, self.known)
            self._end()
            self.stale_note = f"✗ {ENDED}"
            return
        self.catch_up()
        self.stale_note = MOVED_FIRST

    def _changed(self, note: str = "") -> None:
        """A change refused as stale is told as the change the table now shows (the other seat's move)."""
        note, self.stale_note = note or self.stale_note, ""
        super()._changed(note)

    def catch_up(self) -> bool:
        """Read the entries other seats wrote and bring the game to them (True when there were any)."""
        new = self.store.entries(self.table_id, after=len(self.entries))
        if not new:
            return False
        self.entries.extend(new)
        actions, undone = played(self.entries)
        replay_to(self.session, actions)
        self.session.redo_stack = undone
        self.known = list(self.session.actions)
        return True

    def watch(self, now: float | None = None) -> bool:
        """Called by the face a few times a second: read the store when another process wrote to it, and keep
        (or take over) the lease on the computer seats. True, and `Changed` heard, when the game changed or
        this process has just taken the computer seats over (so the face lets them act)."""
        version = self.store.data_version()
        written = version != self.seen_version
        self.seen_version = version
        if self.ended:
            return False
        if written and self.store.ended(self.table_id):
            self._end()
            self.listen(Changed(f"✗ {ENDED}"))
            return True
        moved = written and self.catch_up()
        now = time.monotonic() if now is None else now
        took_over = False
        if now - self.lease_renewed >= RENEW_EVERY:
            had = self.holds_lease
            took_over = self.renew_lease(now) and not had
        if moved or took_over:
            self.listen(Changed())
        return self.close_after_the_wait(now) or moved or took_over

    def close_after_the_wait(self, now: float) -> bool:
        """The lease's holder closes a decision made in the open (a challenge window) that the others have not
        all answered once the rules' wait has passed since it saw it open (the play stands, ZZ-C1); True
        when it did."""
        session = self.session
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
        self._changed()
        return True

    def renew_lease(self, now: float) -> bool:
        self.holds_lease = self.store.lease(self.table_id, self.lease_holder)
        self.lease_renewed = now
        return self.holds_lease

    def end_table(self) -> bool:
        """A player ends the table for everyone, before its game is over: the other seats hear of it at their
        next look, nothing more is written to it, and it enters no records. An onlooker may not."""
        if self.face_seat is None:
            self.listen(Refused("an onlooker cannot end the table: only its players may"))
            return False
        self.store.end_table(self.table_id)
        self._end()
        return True

    def _end(self) -> None:
        self.ended = True
        self.forget_question()
        if self.holds_lease:
            self.store.release(self.table_id, self.lease_holder)
            self.holds_lease = False

    # --- what this seat may do ---------------------------------------------------------------------------

    @property
    def people_may_act(self) -> bool:
        return not self.ended and super().people_may_act

    def undo_refusal(self) -> str | None:
        return ENDED if self.ended else super().undo_refusal()

    def redo_refusal(self) -> str | None:
        return ENDED if self.ended else super().redo_refusal()

    def act(self, action: Action) -> bool:
        """As `Table.act`; out of turn the seat is told whose turn it is, rather than nothing happening, and
        an action made in another seat's name (a call, a challenge) is refused: each seat acts for itself."""
        session = self.session
        if self.ended:
            self.listen(Refused(ENDED))
            return False
        if not self.people_may_act and not session.over:
            whose = "" if session.seat is None else f"it is {session.seats[session.seat].name}'s turn"
            self.listen(Refused(whose or "wait for the table"))
            return False
        named = action.get("seat")
        if isinstance(named, int) and named != self.face_seat and 0 <= named < len(session.seats):
            self.listen(Refused(f"you play {self.seat_name}: {session.seats[named].name} acts from their own screen"))
            return False
        if named is None and session.rules.in_the_open(session.state):
            self.listen(Refused(f"you play {self.seat_name}: each player answers for themselves, with their own seat"))
            return False
        return super().act(action)

    def go_on(self) -> Question | None:
        """The game's end is entered once; chance and the computer seats are played only by the lease's
        holder (which `watch` renews)."""
        if self.session.over and not self.ended:
            self.finish()
            return None
        if not self.holds_lease or self.ended:
            return None
        return super().go_on()

    def finish(self) -> Finished:
        """The one process that marks the table finished enters it in the records; the others only tell it."""
        if self.finished is None and self.sitting is not None and not self.store.finish(self.table_id):
            self.sitting = None
        return super().finish()

    def again(self) -> Table:
        """A shared table plays one game: asked for another, it shows its final board again."""
        return self

    def close(self) -> None:
        """The seat leaves: the computer seats are let go at once for another process to take."""
        super().close()
        if self.holds_lease:
            self.store.release(self.table_id, self.lease_holder)
            self.holds_lease = False


def replay_to(session: Session[Any], actions: list[Action]) -> None:
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
    store = SharedStore(path)
    try:
        return SeatTable(store, store.join(code), records)
    except BaseException:
        store.close()
        raise
