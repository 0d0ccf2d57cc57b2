"""A shared table's seat played in lines (`parlorgames join CODE --plain`): the other seats' moves are told as
they are read in, the seat answers a challenge window for itself alone (ZZ-C1), and a move out of turn is
refused with whose turn it is."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import time

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.plain.face import PlainFace
from parlorgames.shared import RENEW_EVERY, SeatTable, join
from parlorgames.storage.shared import SeatRow, SharedStore

SEED = 5
"""Ann opens (she holds the W) with A B E I I L M N W and three Free letters: WIMBLE goes down from l10."""


class Seat:
    """One seat's plain face, driven line by line as its player would type."""

    def __init__(self, table: SeatTable) -> None:
        self.table = table
        self.out = io.StringIO()
        self.face = PlainFace(table, lambda: None, self.out, clear=False, watch=table.watch)
        table.listen = self.face.heard
        self.face.go_on()
        self.read_to = 0

    def said(self) -> str:
        """What was said since last asked."""
        text = self.out.getvalue()[self.read_to :]
        self.read_to = len(self.out.getvalue())
        return text

    def type(self, line: str) -> str:
        self.face.command(line)
        return self.said()

    def idle(self) -> str:
        self.face.idle()
        return self.said()


@pytest.fixture
def seats(tmp_path):
    store = SharedStore(tmp_path / "tables.sqlite3")
    opened = store.open_table("zig-zaggle", find("zig-zaggle").default_variant, SEED, [SeatRow("Ann"), SeatRow("Bob")])
    store.close()
    ann = Seat(join(opened.codes["Ann"], tmp_path / "tables.sqlite3"))
    ann.face.idle()  # takes the lease and deals
    bob = Seat(join(opened.codes["Bob"], tmp_path / "tables.sqlite3"))
    yield ann, bob
    ann.table.close()
    bob.table.close()


def test_a_seat_hears_the_other_seats_moves_and_answers_the_window_for_itself_ZZ_C1(seats):
    ann, bob = seats
    assert "Ann to move" in bob.said() and "Your turn, Ann" in ann.said()
    assert "it is Ann's turn" in bob.type("pass"), "out of turn: whose turn it is, and nothing changes"
    assert "start square, l10" in ann.type("help")
    played = ann.type("play wimble at l10 down")
    assert "Ann plays WIMBLE" in played and "Bob may still challenge" in played
    heard = bob.idle()
    assert "Ann plays WIMBLE" in heard and "You may challenge the play" in heard
    assert "you play Bob" in bob.type("challenge ann"), "a seat never challenges in another's name"
    bob.type("accept")
    assert "Bob lets WIMBLE stand" in ann.idle()
    assert "Your turn, Bob" in bob.idle() + bob.said()


def test_a_seat_joining_a_table_in_play_is_told_where_it_stands(seats):
    _, bob = seats
    bob.said()
    bob.face.run()  # typing nothing: the seat leaves at once
    said = bob.said().splitlines()
    assert said[0] == "Zig Zaggle, Standard. Type help at any time."
    assert said[1] == "Joined at move 1. The last move: Deal the letters.", "a seat joins a table, it resumes no save"


def test_join_plain_plays_a_seat_in_lines_and_leaving_keeps_the_table(tmp_path):
    store = SharedStore(tmp_path / "tables.sqlite3")
    opened = store.open_table("zig-zaggle", find("zig-zaggle").default_variant, SEED, [SeatRow("Ann"), SeatRow("Bob")])
    store.close()
    out = subprocess.run(
        [sys.executable, "-m", "parlorgames", "join", opened.codes["Ann"], "--plain"],
        input="look\nquit\n",
        capture_output=True,
        text=True,
        env={**os.environ, "PARLORGAMES_HOME": str(tmp_path)},
        timeout=60,
    )
    assert out.returncode == 0 and out.stderr == ""
    lines = out.stdout.splitlines()
    assert lines[0] == f"Table {opened.table}: you are Ann. The other seats' moves are told as they come."
    assert any(line.startswith("Your turn, Ann: you hold") for line in lines)
    assert "\x1b" not in out.stdout, "no escape sequences: a seat has no hand-over to clear for"
    assert lines[-1] == "Every move is in the shared table: its code joins it again."


def test_a_seat_waiting_for_the_deal_is_told_the_table_is_dealing(tmp_path):
    """Another process holds the lease and has not dealt: the seat names nobody to move, as its screen does."""
    store = SharedStore(tmp_path / "tables.sqlite3")
    opened = store.open_table("zig-zaggle", find("zig-zaggle").default_variant, SEED, [SeatRow("Ann"), SeatRow("Bob")])
    assert store.lease(opened.table, "another process")
    ann = Seat(join(opened.codes["Ann"], store.path))
    ann.idle()
    assert not ann.table.session.actions, "not dealt: the lease is elsewhere"
    assert ann.type("whose turn") == "The table is dealing: nobody moves until it has dealt.\n"
    assert "The table is dealing" in ann.type("look") and "Ann to move" not in ann.type("look")
    assert ann.type("pass") == "Refused: wait: the table is dealing\n" and not ann.table.session.actions
    store.release(opened.table, "another process")
    ann.table.watch(now=time.monotonic() + RENEW_EVERY)
    ann.face.go_on()
    assert ann.table.session.actions and "Ann" in ann.type("whose turn")
    ann.table.close()
    store.close()
