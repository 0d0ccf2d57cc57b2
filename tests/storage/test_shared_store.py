"""The shared-table store: codes kept hashed, writes against a stale move number refused (none lost, none
doubled, with connections racing), the game replayed from the log as its save is, and the computer seats'
lease taken over once its holder stops renewing it."""

from __future__ import annotations

import random
import threading

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.shared import MOVED_FIRST, SeatTable, join
from parlorgames.storage.shared import Entry, NoSuchCode, SeatRow, SharedStore, played, save_of
from parlorgames.table import Changed, Refused


def opened(tmp_path, game="globe-grams", seats=("Ann", "Bob"), bots=(), seed=3):
    store = SharedStore(tmp_path / "tables.sqlite3")
    ruleset = find(game)
    rows = [SeatRow(name, name in bots) for name in seats]
    return store, store.open_table(ruleset.name, ruleset.default_variant, seed, rows)


def seat(tmp_path, code) -> SeatTable:
    table = join(code, tmp_path / "tables.sqlite3")
    table.heard = []  # type: ignore[attr-defined]
    table.listen = table.heard.append  # type: ignore[attr-defined]
    return table


def first_choice(table: SeatTable) -> dict | None:
    """A legal choice for the seat to move (None: chance, their spin)."""
    session = table.session
    if session.rules.is_chance(session.state):
        return None
    for quick in ({"type": "accept", "seat": table.face_seat}, {"type": "pass"}, {"type": "end"}):
        if table.refusal(quick) is None:
            return quick
    return session.rules.legal_actions(session.observe(session.seat))[0]


def move(table: SeatTable) -> None:
    """The seat to move makes a move (chance is let act first, as the lease holder would)."""
    while table.chance_due:
        table.let_chance_act()
    choice = first_choice(table)
    assert table.spin() is not None if choice is None else table.act(choice)


def whose_turn(tables: dict[int, SeatTable]) -> SeatTable:
    any_table = next(iter(tables.values()))
    while any_table.chance_due:
        any_table.let_chance_act()
    for table in tables.values():
        table.catch_up()
    return tables[any_table.session.seat]


def test_codes_open_their_seat_and_are_kept_only_as_hashes(tmp_path):
    store, table = opened(tmp_path, seats=("Ann", "Bob", "Cat"), bots=("Cat",))
    assert set(table.codes) == {"Ann", "Bob"}, "a computer seat has no code"
    assert store.join(table.codes["Ann"]).seat == 0
    assert store.join(table.codes["Bob"].upper()).seat == 1, "a code may be typed in capitals"
    assert store.join(table.onlooker).seat is None
    raw = (tmp_path / "tables.sqlite3").read_bytes() + (tmp_path / "tables.sqlite3-wal").read_bytes()
    for code in (*table.codes.values(), table.onlooker):
        assert code.split("-", 1)[1].encode() not in raw


@pytest.mark.parametrize("wrong", ["", "nonsense", "zzzzz-aaaa-bbbb-cccc", "{table}-aaaa-bbbb-cccc", "{table}"])
def test_a_wrong_code_is_refused_saying_nothing_of_the_table(tmp_path, wrong):
    store, table = opened(tmp_path)
    with pytest.raises(NoSuchCode, match="^that join code opens no seat at any table here$"):
        store.join(wrong.format(table=table.table))


def test_a_stale_write_is_refused_and_nothing_is_written(tmp_path):
    first, table = opened(tmp_path)
    second = SharedStore(first.path)
    deal = {"type": "deal"}
    assert first.append(table.table, 0, [Entry(0, deal)])
    assert not second.append(table.table, 0, [Entry(0, {"type": "other"})])
    assert second.entries(table.table) == [Entry(0, deal)]


def test_four_connections_racing_lose_and_double_nothing(tmp_path):
    store, table = opened(tmp_path)
    writers, each = 4, 25
    start = threading.Barrier(writers)
    refused = [0] * writers

    def write(number: int) -> None:
        mine = SharedStore(store.path)
        start.wait()
        for n in range(each):
            while True:
                seen = len(mine.entries(table.table))
                if mine.append(table.table, seen, [Entry(seen, {"writer": number, "n": n})]):
                    break
                refused[number] += 1
        mine.close()

    threads = [threading.Thread(target=write, args=(number,)) for number in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    actions, _ = played(store.entries(table.table))
    assert len(actions) == writers * each
    for number in range(writers):
        assert [a["n"] for a in actions if a["writer"] == number] == list(range(each)), "in order, once each"


def test_the_log_plays_undo_and_redo_as_the_session_does():
    a, b, c = {"n": 1}, {"n": 2}, {"n": 3}
    log = [Entry(0, a), Entry(1, b), Entry(2, c), Entry(1), Entry(1, b)]
    assert played(log) == ([a, b], [c]), "b again is a redo: c may still be redone"
    assert played([*log, Entry(2, a)]) == ([a, b, a], []), "a new move ends the redos"


def test_two_seats_play_the_game_a_session_plays(tmp_path):
    _, table = opened(tmp_path, game="zig-zaggle")
    ann, bob = seat(tmp_path, table.codes["Ann"]), seat(tmp_path, table.codes["Bob"])
    tables = {0: ann, 1: bob}
    for _ in range(6):
        move(whose_turn(tables))
    for each in tables.values():
        each.catch_up()
    assert ann.session.actions == bob.session.actions and len(ann.session.actions) >= 6
    direct = Session(find("zig-zaggle"), [Seat("Ann"), Seat("Bob")], 3)
    for action in ann.session.actions:
        direct.act(action)
    assert direct.state == ann.session.state == bob.session.state
    assert Session.from_json(save_of(ann.row, ann.session.actions)).state == direct.state


def test_each_seat_sees_only_its_own_rack(tmp_path):
    _, table = opened(tmp_path, game="zig-zaggle")
    ann, bob = seat(tmp_path, table.codes["Ann"]), seat(tmp_path, table.codes["Bob"])
    watcher = seat(tmp_path, table.onlooker)
    move(whose_turn({0: ann, 1: bob}))
    for each in (ann, bob, watcher):
        each.catch_up()
        assert not each.handover_due
    assert ann.seen == ann.session.observe(0) and bob.seen == bob.session.observe(1)
    assert watcher.seen == watcher.session.observe(None) != ann.seen
    assert not watcher.people_may_act and not watcher.undo()
    assert watcher.heard[-1] == Refused("an onlooker cannot undo a move")


def test_a_seat_that_wrote_late_is_refused_and_shown_the_move_made_first(tmp_path):
    _, table = opened(tmp_path, game="zig-zaggle")
    ann, again = seat(tmp_path, table.codes["Ann"]), seat(tmp_path, table.codes["Ann"])
    bob = seat(tmp_path, table.codes["Bob"])
    first = whose_turn({0: ann, 1: bob})
    late = again if first is ann else seat(tmp_path, table.codes["Bob"])
    late.catch_up()
    move(first)
    assert not late.act(first_choice(late) or {}) or late.session.actions == first.session.actions
    assert Changed(MOVED_FIRST) in late.heard
    assert late.session.actions == first.session.actions, "the move written first, once"


def test_a_seat_takes_back_its_own_move_until_the_next_seat_acts(tmp_path):
    _, table = opened(tmp_path, game="globe-grams")
    ann, bob = seat(tmp_path, table.codes["Ann"]), seat(tmp_path, table.codes["Bob"])
    tables = {0: ann, 1: bob}
    mover = whose_turn(tables)
    other = bob if mover is ann else ann
    move(mover)
    before = list(mover.session.actions)
    assert other.watch() and Changed() in other.heard, "the other seat hears the move"
    assert not other.undo(), "not theirs to take back"
    assert mover.undo()
    assert other.watch() and len(other.session.actions) < len(before)
    assert other.session.redo_stack == mover.session.redo_stack


def test_the_lease_passes_on_once_its_holder_stops_renewing(tmp_path):
    store, table = opened(tmp_path)
    other = SharedStore(store.path)
    assert store.lease(table.table, "first", seconds=5, now=100)
    assert not other.lease(table.table, "second", seconds=5, now=103)
    assert store.lease(table.table, "first", seconds=5, now=104), "renewed by its holder"
    assert not other.lease(table.table, "second", seconds=5, now=108)
    assert other.lease(table.table, "second", seconds=5, now=109.5), "lapsed: taken over"
    assert not store.lease(table.table, "first", seconds=5, now=110)
    other.release(table.table, "second")
    assert store.lease(table.table, "first", seconds=5, now=110), "let go: taken at once"


def test_computer_seats_are_played_by_the_lease_holder_alone(tmp_path):
    _, table = opened(tmp_path, game="mapominoes", seats=("Ann", "Cat"), bots=("Cat",))
    ann, watcher = seat(tmp_path, table.codes["Ann"]), seat(tmp_path, table.onlooker)
    assert ann.watch(now=0.0) and ann.holds_lease
    assert not watcher.watch(now=0.0) and not watcher.holds_lease
    assert watcher.go_on() is None and watcher.session.actions == []
    for _ in range(10):
        question = ann.go_on()
        if question is not None:
            assert ann.answer(question, ann.decide(question))
    assert ann.session.actions
    assert watcher.watch(now=0.0) and watcher.session.actions == ann.session.actions
    ann.close()
    assert watcher.watch(now=10.0) and watcher.holds_lease, "the holder left: the next process takes over"


def test_a_finished_table_is_entered_in_the_records_once(tmp_path):
    from parlorgames.storage import Records

    store, table = opened(tmp_path, game="round-the-world", seats=("Ann", "Bob"))
    records = Records(tmp_path / "records.json")
    seats = [SeatTable(SharedStore(store.path), store.join(code), records) for code in table.codes.values()]
    tables = dict(enumerate(seats))
    for _ in range(2000):
        if seats[0].session.over:
            break
        move(whose_turn(tables))
    for each in seats:
        each.catch_up()
        assert each.session.over
        each.go_on()
    book = records.read()["players"]
    assert book["Ann"]["games"]["round-the-world"]["played"] == 1
    with pytest.raises(NoSuchCode):
        store.join(table.codes["Ann"])


def test_a_player_ends_the_table_for_everyone_and_it_enters_no_records(tmp_path):
    from parlorgames.shared import ENDED
    from parlorgames.storage import Records
    from parlorgames.storage.shared import OnlookerCode

    store, table = opened(tmp_path)
    records = Records(tmp_path / "records.json")
    ann, bob = (SeatTable(SharedStore(store.path), store.join(table.codes[name]), records) for name in ("Ann", "Bob"))
    for each in (ann, bob):
        each.heard = []  # type: ignore[attr-defined]
        each.listen = each.heard.append  # type: ignore[attr-defined]
    move(ann)
    assert bob.catch_up()
    with pytest.raises(OnlookerCode):
        store.end(table.onlooker)
    with pytest.raises(NoSuchCode):
        store.end(table.table + "-aaaa-bbbb-cccc")
    assert [row.id for row in store.open_tables()] == [table.table]
    watcher = seat(tmp_path, table.onlooker)
    assert not watcher.end_table() and watcher.heard[-1] == Refused(
        "an onlooker cannot end the table: only its players may"
    )
    assert store.end(table.codes["Bob"]) == table.table
    assert store.open_tables() == [] and store.ended(table.table)
    for code in (*table.codes.values(), table.onlooker):
        with pytest.raises(NoSuchCode):
            store.join(code)
    moves = list(ann.session.actions)
    assert ann.act(first_choice(ann)) is True, "played here, but not written: the table was ended meanwhile"
    assert ann.ended and ann.session.actions == moves and ann.heard[-1] == Changed(f"✗ {ENDED}")
    assert store.entries(table.table) == ann.entries
    assert bob.watch(now=0.0) and bob.ended and bob.heard[-1] == Changed(f"✗ {ENDED}")
    assert not bob.people_may_act and bob.undo_refusal() == ENDED and bob.go_on() is None
    assert not bob.act({"type": "end"}) and bob.heard[-1] == Refused(ENDED)
    assert not bob.watch(now=1.0)
    assert "Ann" not in records.read().get("players", {})


def test_the_challenge_window_shows_at_every_other_seat_and_stands_once_each_accepts_or_after_the_wait_ZZ_C1(
    tmp_path,
):
    """Ann, Bob and Dan at their own screens: after a play each other seat may challenge or accept for
    itself alone, the player may not; the play stands once both have accepted, or, when one has not,
    once the wait has passed (counted by the computer seats' lease holder from when it saw the window)."""
    _, opened_table = opened(tmp_path, game="zig-zaggle", seats=("Ann", "Bob", "Dan"), seed=5)
    tables = {i: seat(tmp_path, opened_table.codes[name]) for i, name in enumerate(("Ann", "Bob", "Dan"))}

    def play_a_word() -> tuple[SeatTable, list[SeatTable]]:
        for table in tables.values():
            table.catch_up()
        player = whose_turn(tables)
        session = player.session
        choice = session.player(session.rules, session.observe(session.seat), random.Random(5), "easy")
        assert choice["type"] == "play" and player.act(choice), player.heard[-1]
        for table in tables.values():
            table.catch_up()
        return player, [table for table in tables.values() if table is not player]

    player, others = play_a_word()
    assert player.session.state.window is not None and not player.people_may_act
    assert all(table.people_may_act for table in others), "the window shows at every other person's seat"
    first, second = others
    assert not first.act({"type": "challenge", "seat": second.face_seat}) and "acts from their own screen" in str(
        first.heard[-1]
    )
    assert first.act({"type": "accept", "seat": first.face_seat})
    second.catch_up()
    assert second.session.state.window is not None and second.act({"type": "accept", "seat": second.face_seat})
    assert second.session.state.window is None, "each has accepted: the play stands"
    player, others = play_a_word()
    assert not others[0].act({"type": "accept"}) and "each player answers for themselves" in str(others[0].heard[-1])
    assert others[0].session.state.window is not None, "no seat lets the play stand for the others"
    for table in others:
        assert table.act({"type": "accept", "seat": table.face_seat})
        for each in tables.values():
            each.catch_up()

    holder = next(table for table in tables.values() if table.watch(now=0.0) or table.holds_lease)
    player, others = play_a_word()
    assert others[0].act({"type": "accept", "seat": others[0].face_seat})
    holder.catch_up()
    seconds = holder.session.rules.challenge_seconds
    assert not holder.close_after_the_wait(now=100.0), "the wait begins when the holder sees the window"
    assert not holder.close_after_the_wait(now=100.0 + seconds - 1)
    assert holder.close_after_the_wait(now=100.0 + seconds) and holder.session.state.window is None
    assert holder.session.actions[-1] == {"type": "accept"} and Changed() in holder.heard  # type: ignore[attr-defined]
    others[1].catch_up()
    assert others[1].session.state.window is None and not others[1].act(
        {"type": "challenge", "seat": others[1].face_seat}
    )


def test_a_computer_seat_answers_the_challenge_window_from_the_process_that_plays_it_ZZ_C1(tmp_path):
    """Ann plays at her screen, whose process plays Cat (a computer): Bob is in turn to answer, and Cat,
    after him, answers at once out of turn, though Ann's own seat may not answer her play."""
    _, opened_table = opened(tmp_path, game="zig-zaggle", seats=("Ann", "Bob", "Cat"), bots=("Cat",), seed=5)
    ann, bob = seat(tmp_path, opened_table.codes["Ann"]), seat(tmp_path, opened_table.codes["Bob"])
    assert ann.watch(now=0.0) and ann.holds_lease
    while ann.go_on() is None and ann.session.seat != 0:
        pass
    session = ann.session
    assert session.seat == 0 and session.state.window is None, "the letters are dealt and Ann starts"
    choice = session.player(session.rules, session.observe(0), random.Random(5), "easy")
    assert ann.act(choice) and not ann.people_may_act and ann.go_on() is None
    assert session.actions[-1] == {"type": "accept", "seat": 2}, "Cat answered at once"
    bob.catch_up()
    assert bob.people_may_act and bob.session.state.window.accepted == (2,)
