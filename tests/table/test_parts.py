"""The Table is composed of parts, not specialised by subclasses: a shared table's seat, a lesson and a review
are Tables made with other parts, and the screens ask the table what they need, never which kind it is."""

from __future__ import annotations

from pathlib import Path

from parlorgames import learn, shared, table_parts
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.table import Refused, Table
from parlorgames.table_parts import FixedSeat, NotKept

TUI = Path(table_parts.__file__).parent / "tui"


def test_no_kind_of_table_overrides_a_method_of_the_table():
    for kind in (shared.SeatTable, learn.LessonTable):
        own = set(vars(kind)) - {"__init__", "__doc__", "__module__", "__annotations__"}
        assert not own & set(dir(Table)), f"{kind.__name__} overrides {sorted(own & set(dir(Table)))}"


def test_the_screens_never_ask_which_kind_of_table_they_show():
    for path in TUI.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "keyboard_fixed" not in text, path
        assert not any(f"isinstance(self.table, {kind}" in text for kind in ("SeatTable", "LessonTable")), path


def zig_zaggle() -> Session:
    return Session(find("zig-zaggle"), [Seat("Ann"), Seat("Bob")], 5)


def test_a_fixed_keyboard_acts_for_its_own_seat_alone_and_says_whose_turn_it_is(tmp_path):
    heard: list[object] = []
    session = zig_zaggle()
    while session.automatic_chance:
        session.resolve_chance()
    waiting = 1 - session.seat
    table = Table(session, tmp_path / "game.json", listen=heard.append, keyboard=FixedSeat(waiting))
    assert table.at_keyboard == waiting and not table.handover_due and not table.keys_live
    assert table.keys_for(waiting) and not table.keys_for(session.seat) and table.out_of_turn_here
    assert not table.act({"type": "pass"})
    assert heard[-1] == Refused(f"it is {session.seats[session.seat].name}'s turn")


def test_a_table_that_keeps_nothing_writes_nothing(tmp_path):
    session = zig_zaggle()
    table = Table(session, tmp_path / "game.json", keeping=NotKept())
    table.go_on()
    table.close()
    assert table.saves.numbered == 0 and not (tmp_path / "game.json").exists()
    assert table.keeping.save_file is None
