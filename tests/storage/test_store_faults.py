"""The shared-table store never crashes a command or a seat: each fault of the file (damaged, truncated, empty,
a folder in its place, not writable, locked by another process) is one line naming the file and what to do,
with nothing lost; a damaged log stops its table with a line at each seat while the apps live on; any bytes as
a join code are just a wrong code."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from parlorgames import cli, shared
from parlorgames.engine.ruleset import find
from parlorgames.shared import SeatTable, join
from parlorgames.storage.shared import NoSuchCode, Opened, SeatRow, SharedStore, StoreError
from parlorgames.table import Changed, Refused

STORE = "tables.sqlite3"


def run(*args: str | bytes, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PARLORGAMES_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "parlorgames", *args], capture_output=True, text=True, env=env, timeout=120
    )


def hosted(home: Path) -> dict:
    out = run("host", "globe-grams", "--players", "Ann,Bob", "--json", home=home)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def one_line(out: subprocess.CompletedProcess, *said: str) -> None:
    assert out.returncode == 2 and out.stdout == "", out
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr, out.stderr
    assert all(part in out.stderr for part in said), out.stderr


def test_a_damaged_store_is_one_line_and_left_as_it_was(tmp_path):
    store = tmp_path / STORE
    store.write_bytes(b"not a database, " * 300)
    before = store.read_bytes()
    for args in (("tables",), ("tables", "--json"), ("host", "globe-grams", "--players", "Ann,Bob")):
        one_line(run(*args, home=tmp_path), str(store), "is damaged", "move it away")
    assert store.read_bytes() == before, "nothing lost: the file is as it was"


def test_a_truncated_store_is_one_line_and_left_as_it_was(tmp_path):
    kept = SharedStore(tmp_path / STORE)
    for seed in range(60):
        kept.open_table("globe-grams", "standard", seed, [SeatRow("Ann"), SeatRow("Bob")])
    kept.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    kept.close()
    store = tmp_path / STORE
    for name in (STORE + "-wal", STORE + "-shm"):
        (tmp_path / name).unlink(missing_ok=True)
    whole = store.read_bytes()
    assert len(whole) >= 3 * 4096
    store.write_bytes(whole[: len(whole) // 2])
    before = store.read_bytes()
    one_line(run("tables", home=tmp_path), str(store), "is damaged")
    assert store.read_bytes() == before


def test_an_empty_store_is_an_empty_store(tmp_path):
    (tmp_path / STORE).write_bytes(b"")
    out = run("tables", home=tmp_path)
    assert out.returncode == 0 and "No shared tables are open" in out.stdout, out.stderr
    assert hosted(tmp_path)["table"] in run("tables", home=tmp_path).stdout


def test_a_folder_in_the_stores_place_is_one_line(tmp_path):
    (tmp_path / STORE).mkdir()
    (tmp_path / STORE / "kept.txt").write_text("mine")
    for args in (("tables",), ("host", "globe-grams", "--players", "Ann,Bob")):
        one_line(run(*args, home=tmp_path), str(tmp_path / STORE), "is a folder")
    assert (tmp_path / STORE / "kept.txt").read_text() == "mine"


def test_a_store_that_cannot_be_written_is_one_line_and_still_read(tmp_path):
    """A read-only store (here SQLite's query_only, which refuses writes as a read-only file does, even to
    root) still lists and joins; a write says the file cannot be written and changes nothing."""
    store = SharedStore(tmp_path / STORE)
    opened = store.open_table("globe-grams", "standard", 3, [SeatRow("Ann"), SeatRow("Bob")])
    store.db.execute("PRAGMA query_only = 1")
    assert [row.id for row in store.open_tables()] == [opened.table]
    assert store.join(opened.codes["Ann"]).seat == 0
    with pytest.raises(StoreError, match=r"tables\.sqlite3 cannot be written: give its owner write permission"):
        store.open_table("globe-grams", "standard", 4, [SeatRow("Ann"), SeatRow("Bob")])
    assert len(store.open_tables()) == 1


LOCKER = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
db.execute("COMMIT")
"""


def test_a_store_locked_by_another_process_for_10_s_is_read_at_once_and_written_after_a_notice(tmp_path):
    opened = hosted(tmp_path)
    locker = subprocess.Popen(
        [sys.executable, "-c", LOCKER, str(tmp_path / STORE), "10"], stdout=subprocess.PIPE, text=True
    )
    try:
        assert locker.stdout is not None and locker.stdout.readline() == "locked\n"
        listed = run("tables", home=tmp_path)
        assert listed.returncode == 0 and opened["table"] in listed.stdout, "reading takes no write lock"
        assert locker.poll() is None, "still locked while it was read"
        out = run("host", "globe-grams", "--players", "Cy,Di", home=tmp_path)
        assert locker.poll() is not None, "the write waited for the lock"
    finally:
        locker.wait(30)
    assert out.returncode == 0 and "Cy" in out.stdout
    assert out.stderr.count("\n") == 1 and "is locked by another process: waiting for it" in out.stderr
    assert len(json.loads(run("tables", "--json", home=tmp_path).stdout)) == 2, "nothing lost"


def ann_at_a_table(tmp_path: Path) -> tuple[SharedStore, Opened, SeatTable, list]:
    """A Zig Zaggle table of Ann and Bob in a store of its own, Ann's seat joined (what it hears kept) and
    looked at the store once (it holds the lease)."""
    store = SharedStore(tmp_path / STORE)
    ruleset = find("zig-zaggle")
    opened = store.open_table(ruleset.name, ruleset.default_variant, 5, [SeatRow("Ann"), SeatRow("Bob")])
    ann = join(opened.codes["Ann"], store.path)
    heard: list = []
    ann.listen = heard.append  # type: ignore[method-assign]
    ann.watch()
    return store, opened, ann, heard


def test_a_seat_waits_a_moment_for_a_locked_store_then_takes_its_move_back_and_says_why(tmp_path, monkeypatch):
    monkeypatch.setattr(shared, "SEAT_PATIENCE", 1.0)
    store, opened, ann, heard = ann_at_a_table(tmp_path)
    ann.go_on()
    assert ann.holds_lease and ann.session.seat == 0, "Ann's process dealt, and Ann is to play"
    dealt = list(ann.session.actions)
    locker = sqlite3.connect(store.path, isolation_level=None)
    locker.execute("BEGIN IMMEDIATE")
    try:
        ann.watch(now=time.monotonic() + shared.RENEW_EVERY)
        assert not ann.ended and not ann.holds_lease, "a lease not renewed now is asked for again later"
        ann.act({"type": "pass"})
        assert ann.session.actions == dealt, "the move is taken back"
        said = heard[-1]
        assert isinstance(said, Changed) and said.note.startswith("✗ your move was not kept, so it is taken back")
        assert "is locked by another process: wait for it to finish" in said.note
    finally:
        locker.execute("ROLLBACK")
        locker.close()
    assert ann.act({"type": "pass"}) and ann.session.actions == [*dealt, {"type": "pass"}]
    assert [entry.action for entry in store.entries(opened.table)][-1] == {"type": "pass"}, "kept once it can be"
    ann.close()


def bad_entry(store: SharedStore, table: str, action: str) -> None:
    """A line of the log no seat wrote (a hand-edited file, a damaged disk), after the moves made (a log
    without undos keeps as many actions as it has entries)."""
    with store.writing() as db:
        (last,) = db.execute("SELECT COALESCE(MAX(number), 0) FROM actions WHERE table_id = ?", (table,)).fetchone()
        db.execute(
            "INSERT INTO actions (table_id, number, keep, action, seat, made) VALUES (?,?,?,?,?,?)",
            (table, last + 1, last, action, 0, time.time()),
        )


@pytest.mark.parametrize("action", ['{"type": "place", "card": "Atlantis"}', "{not json"])
def test_a_bad_entry_stops_its_table_with_a_line_at_each_seat_and_no_seat_crashes(
    tmp_path, action, monkeypatch, capsys
):
    store, opened, ann, heard = ann_at_a_table(tmp_path)
    before = list(ann.session.actions)
    bad_entry(store, opened.table, action)
    assert ann.watch() and ann.ended and "is stopped: its log in the store is damaged" in ann.stopped
    assert any(isinstance(event, Changed) and "tables --close" in event.note for event in heard)
    assert ann.session.actions == before, "the table stays where its last good move left it"
    assert not ann.act({"type": "pass"}) and heard[-1] == Refused(ann.stopped)
    bob = join(opened.codes["Bob"], store.path)
    assert bob.ended and bob.stopped and bob.session.actions == before, "a seat joining later is told too"
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path))
    assert cli.main(["tables"]) == 0
    listed = capsys.readouterr().out
    assert f"{opened.table}  zig-zaggle" in listed and "is stopped: its log in the store is damaged" in listed
    assert cli.main(["tables", "--json"]) == 0 and json.loads(capsys.readouterr().out)[0]["stopped"] == bob.stopped
    assert store.end(opened.codes["Bob"]) == opened.table, "tables --close still ends it"
    ann.close()
    bob.close()


def test_join_codes_of_any_bytes_are_wrong_codes(tmp_path):
    opened = hosted(tmp_path)
    wrong = opened["table"].encode() + b"-\xff\xfe\xc3\x28"
    one_line(run("join", wrong, home=tmp_path), "that join code opens no seat at any table here")
    store = SharedStore(tmp_path / STORE)
    for wrong in ("\udcff\udcfe", "\x00abc", opened["table"] + "-\u2603", "café"):
        with pytest.raises(NoSuchCode):
            store.join(wrong)
