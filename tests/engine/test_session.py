"""Sessions: seeded chance recorded as actions, undo/redo by replay, saves that replay exactly."""

import json
import time

import pytest

from parlorgames.engine.errors import IllegalAction
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import SaveError, Seat, Session, default_seats, parse_players
from parlorgames.storage import SaveStore, read_save, write_json_atomically
from parlorgames.storage.saves import saved_when


def session(seed=7, seats=("Ann", "Bob"), bots=(), variant=None) -> Session:
    ruleset = find("round-the-world")
    s = Session(ruleset, [Seat(n, n in bots) for n in seats], seed, variant)
    s.resolve_chance()  # the Commodore, by lot
    return s


def test_parse_players_marks_computer_seats():
    ruleset = find("round-the-world")
    assert parse_players("Ann, Bob ,cpu:Cat", ruleset) == [Seat("Ann"), Seat("Bob"), Seat("Cat", True)]
    with pytest.raises(ValueError, match="1 to 6 players, not 7"):
        parse_players("a,b,c,d,e,f,g", ruleset)
    with pytest.raises(ValueError, match="empty player name"):
        parse_players("Ann,,Bob", ruleset)
    assert [s.name for s in default_seats(ruleset, 3)] == ["Red", "Blue", "Green"]


def test_chance_is_seeded_by_action_number_and_recorded():
    a, b = session(), session()
    for _ in range(10):
        assert a.resolve_chance() == b.resolve_chance()
    assert a.actions == b.actions
    assert all(set(x) == {"type", "value"} for x in a.actions[1:])


def test_refused_action_changes_nothing():
    s = session()
    before = (list(s.actions), s.state)
    with pytest.raises(IllegalAction):
        s.act({"type": "spin", "value": 9})
    assert (s.actions, s.state) == before


def test_undo_and_redo_replay_the_same_spins():
    s = session()
    s.resolve_chance()
    s.resolve_chance()
    state, actions = s.state, list(s.actions)
    assert s.undo() and len(s.actions) == 2
    assert s.resolve_chance() == actions[-1], "the same spin comes again: no undoing bad luck"
    assert s.undo() and s.redo()
    assert s.state == state and s.actions == actions
    assert not s.redo()


def test_undo_never_takes_back_the_setup():
    s = session()
    assert not s.undo()
    assert len(s.actions) == 1


def test_undo_takes_back_computer_moves_to_the_last_human_move():
    s = session(seats=("Ann", "Cat"), bots=("Cat",))
    while s.seat_is_bot:
        s.bot_step()
    s.resolve_chance()  # Ann
    while s.seat_is_bot:
        s.bot_step()
    human_moves = len(s.actions)
    s.resolve_chance()
    while s.seat_is_bot:
        s.bot_step()
    assert s.undo()
    assert len(s.actions) == human_moves and not s.seat_is_bot


def test_save_round_trip_replays_exactly(tmp_path):
    s = session(variant="game-2")
    for _ in range(25):
        s.resolve_chance() if s.rules.is_chance(s.state) else s.act({"type": "waive"})
    data = json.loads(json.dumps(s.to_json()))
    assert set(data) >= {"ruleset", "variant", "seed", "seats", "actions"}
    assert data["ruleset"] == "round-the-world" and data["variant"] == "game-2"
    again = Session.from_json(data)
    assert again.state == s.state


def test_hand_written_log_replays():
    data = {
        "ruleset": "round-the-world",
        "variant": "game-1",
        "seed": 0,
        "seats": [{"name": "Ann"}],
        "actions": [{"type": "commodore", "seat": 0}]
        + [{"type": "spin", "value": v} for v in (1, 5, 5, 4, 4, 5, 5, 1, 5, 5, 5, 2, 5, 5, 5, 5)],
    }
    s = Session.from_json(data)
    assert s.over and s.result().figure == 174


@pytest.mark.parametrize(
    "data,message",
    [
        ([], "not a saved game"),
        ({"ruleset": "round-the-world", "seed": "x", "seats": [], "actions": []}, "'seed' is missing or malformed"),
        ({"ruleset": "nope", "seed": 1, "seats": [{"name": "A"}], "actions": []}, "unknown game 'nope'"),
        (
            {
                "ruleset": "round-the-world",
                "seed": 1,
                "seats": [{"name": "A"}],
                "actions": [{"type": "spin", "value": 3}],
            },
            "action 1",
        ),
        (
            {"ruleset": "round-the-world", "seed": 1, "seats": [{"name": "A"}], "actions": ["spin"]},
            "action 1 is not an object",
        ),
    ],
)
def test_bad_saves_are_refused_with_a_reason(data, message):
    with pytest.raises(SaveError, match=message):
        Session.from_json(data, "game.json")


def test_corrupt_save_file_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "saves" / "broken.json"
    path.parent.mkdir()
    path.write_text('{"ruleset": "round-the-world", "seed": 1,')
    before = path.read_bytes()
    with pytest.raises(SaveError, match="not valid JSON"):
        read_save(path)
    listed = SaveStore(tmp_path / "saves").unfinished()
    assert listed[0].error and path.read_bytes() == before


def test_autosave_store_lists_unfinished_games(tmp_path):
    store = SaveStore(tmp_path / "saves")
    s = session()
    path = store.new_path(s)
    store.write(path, s)
    assert [i.path for i in store.unfinished()] == [path]
    assert read_save(path).state == s.state
    assert " · move 1\n" in store.unfinished()[0].detail  # the Commodore's lot
    s.resolve_chance()
    store.write(path, s)
    assert " · move 2\n" in store.unfinished()[0].detail


def test_the_resume_list_tells_saves_of_one_game_apart_by_when_and_whose_turn(tmp_path):
    """Two saves of one game with the same players looked alike: each says when it was saved, in words a
    person reads, and whose turn it is; a save made before saves said whose turn it is says when alone."""
    store = SaveStore(tmp_path / "saves")
    s = session()
    path = store.new_path(s)
    info = store.unfinished()[0]
    assert f"today {time.strftime('%H:%M', time.localtime(info.modified))} · {s.seats[s.seat].name} to play\n" in (
        info.detail
    )
    data = json.loads(path.read_text())
    del data["to_play"]
    path.write_text(json.dumps(data))
    assert " to play" not in store.unfinished()[0].detail and "today " in store.unfinished()[0].detail


def test_the_time_a_game_was_saved_reads_as_a_person_says_it():
    def at(*when: int) -> float:
        return time.mktime((*when, 0, 0, 0, -1))

    now = at(2026, 11, 27, 23, 15)
    assert saved_when(at(2026, 11, 27, 9, 5), now) == "today 09:05"
    assert saved_when(at(2026, 11, 26, 21, 40), now) == "yesterday 21:40"
    assert saved_when(at(2026, 11, 23, 18, 0), now) == "Monday 18:00"
    assert saved_when(at(2026, 3, 2, 18, 0), now) == "2 Mar 18:00"
    assert saved_when(at(2025, 12, 30, 18, 0), now) == "30 Dec 2025"


def test_the_resume_list_names_each_computer_seat_with_its_level(tmp_path):
    store = SaveStore(tmp_path / "saves")
    s = Session(find("skip-a-cross"), parse_players("Ann,cpu:Cat:hard,cpu:Dot", find("skip-a-cross")), 3)
    path = store.new_path(s)
    store.write(path, s)
    assert store.unfinished()[0].detail.endswith("\nAnn, Cat (cpu, hard), Dot (cpu, normal)")
    data = json.loads(path.read_text())
    data["seats"][1]["level"] = ["not", "a level"]
    path.write_text(json.dumps(data))
    assert store.unfinished()[0].detail.endswith("Cat (cpu, normal), Dot (cpu, normal)")


def test_atomic_write_leaves_no_temporary_files(tmp_path):
    target = tmp_path / "x.json"
    write_json_atomically(target, {"a": 1})
    write_json_atomically(target, {"a": 2})
    assert json.loads(target.read_text()) == {"a": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]
