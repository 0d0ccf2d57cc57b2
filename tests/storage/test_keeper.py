"""The host's keeper plays every open table's chance and computer seats, so that no guest's app thinks for a
computer seat; when it stops, its leases go and a seat's app plays them again."""

from __future__ import annotations

from parlorgames.keeper import Keeper
from parlorgames.shared import join
from parlorgames.storage import Records
from parlorgames.storage.shared import SeatRow, SharedStore


def test_the_keeper_deals_and_plays_the_computer_seats_and_hands_them_back_when_it_stops(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = SharedStore(path)
    opened = store.open_table("zig-zaggle", "referee", 5, [SeatRow("Ann"), SeatRow("Bob", bot=True)])
    keeper = Keeper(path, Records(tmp_path / "records.json"), pace=0)
    assert keeper.step() >= 1, "the deal"
    ann = join(opened.codes["Ann"], path)
    ann.watch()
    assert not ann.holds_lease and ann.session.actions and not ann.chance_due
    while ann.session.seat != 0:
        assert keeper.step() >= 1, "Bob, a computer, moves"
        ann.watch()
    assert ann.act({"type": "pass"})
    assert ann.go_on() is None, "Ann's app plays nothing for Bob"
    moves = len(ann.session.actions)
    assert keeper.step() >= 1 and ann.watch() and len(ann.session.actions) > moves, "the keeper played Bob"
    keeper.close()
    assert ann.watch(now=10**9) and ann.holds_lease, "once the keeper stops, a seat's app takes over at once"
    ann.close()


def test_the_keeper_holds_a_computers_move_until_the_tables_pace_allows_it(tmp_path):
    path = tmp_path / "tables.sqlite3"
    store = SharedStore(path)
    opened = store.open_table("zig-zaggle", "referee", 5, [SeatRow("Ann"), SeatRow("Bob", bot=True)])
    keeper = Keeper(path, Records(tmp_path / "records.json"), pace=3600)
    keeper.step(now=0)
    ann = join(opened.codes["Ann"], path)
    ann.watch()
    assert ann.session.seat == 0, "Ann holds W and starts (ZZ-P1)"
    assert ann.act({"type": "pass"})
    moves = len(ann.session.actions)
    keeper.step(now=0)
    keeper.step(now=1)
    assert len(store.entries(opened.table)) == moves and keeper.due, "Bob's move is held"
    assert keeper.step(now=10**9) >= 1 and len(store.entries(opened.table)) > moves
    keeper.close()
    ann.close()
