"""Nothing a user does can crash the game or lose one: hostile saves, crowded save folders, races,
and a Zig Zaggle position where the move list once offered a move the rules refuse (ZZ-W3)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from parlorgames.engine.errors import ActionError
from parlorgames.engine.kinds import kind_named
from parlorgames.engine.ruleset import find, shipped
from parlorgames.engine.session import MAX_SAVE_DEPTH, SAVE_FORMAT, SaveError, Seat, Session
from parlorgames.engine.tiles import Bag
from parlorgames.storage import MAX_SAVE_BYTES, SaveStore, read_save

CLI = [sys.executable, "-m", "parlorgames"]


def rtw(seed: int = 7) -> Session:
    session = Session(find("round-the-world"), [Seat("Ann"), Seat("Bob")], seed)
    session.resolve_chance()
    return session


def good_save() -> dict:
    return rtw().to_json()


# --- saves with limits ------------------------------------------------------------------------


def test_a_save_from_a_newer_parlorgames_is_refused_by_its_format():
    with pytest.raises(
        SaveError, match=f"^g.json: made by a newer parlorgames: format 99 \\(this one reads format {SAVE_FORMAT}\\)$"
    ):
        Session.from_json({**good_save(), "format": 99}, "g.json")


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("format", "1", "'format' is missing or malformed: expected a whole number, got '1'"),
        ("format", 0, "'format' must be 1 or more, not 0"),
        ("seed", True, "'seed' is missing or malformed: expected a whole number, got True"),
        ("finished", "no", "'finished' is missing or malformed: expected true or false, got 'no'"),
        ("variant", 3, "'variant' is missing or malformed: expected text or null, got 3"),
        ("overrides", [], "'overrides' is missing or malformed: expected a mapping or null, got \\[\\]"),
        (
            "seats",
            [{"name": "Ann", "bot": "yes"}, {"name": "Bob"}],
            "'seats\\[0\\].bot' is missing or malformed: expected true or false",
        ),
        ("seats", [{"name": 5}, {"name": "Bob"}], "'seats\\[0\\]' must be an object with a 'name'"),
        ("seats", ["Ann", "Bob"], "'seats\\[0\\]' must be an object with a 'name'"),
        (
            "seats",
            [{"name": "Ann", "level": "godlike"}, {"name": "Bob"}],
            "'seats\\[0\\].level' must be one of easy, normal, hard",
        ),
    ],
)
def test_every_field_of_a_save_is_type_checked(field, value, message):
    with pytest.raises(SaveError, match=f"^g.json: {message}"):
        Session.from_json({**good_save(), field: value}, "g.json")


def deep_json(depth: int) -> str:
    return '{"ruleset": "round-the-world", "seed": 1, "seats": [], "actions": ' + "[" * depth + "]" * depth + "}"


def test_deeply_nested_json_is_refused_before_it_is_parsed(tmp_path: Path):
    path = tmp_path / "deep.json"
    path.write_text(deep_json(100_000))
    with pytest.raises(SaveError, match=f"deep.json: nested more than {MAX_SAVE_DEPTH} deep: not a save$"):
        read_save(path)
    with pytest.raises(SaveError, match=f"nested more than {MAX_SAVE_DEPTH} deep"):
        Session.from_json(json.loads(deep_json(MAX_SAVE_DEPTH + 1)), "g.json")


def test_brackets_inside_strings_do_not_count_as_nesting(tmp_path: Path):
    data = good_save()
    data["seats"][0]["name"] = "[[[[" * 20 + '"\\'
    path = tmp_path / "named.json"
    path.write_text(json.dumps(data))
    assert read_save(path).seats[0].name == data["seats"][0]["name"]


def test_replay_refuses_hostile_saves_in_one_line(tmp_path: Path):
    deep = tmp_path / "deep.json"
    deep.write_text(deep_json(100_000))
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({**good_save(), "format": 99}))
    for path, message in ((deep, "nested more than"), (newer, "made by a newer parlorgames: format 99")):
        done = subprocess.run([*CLI, "replay", str(path)], capture_output=True, text=True, timeout=60)
        assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1


def test_validate_refuses_a_yaml_bomb_in_one_line(tmp_path: Path):
    bomb = tmp_path / "bomb.yaml"
    lines = ['a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join([f'*{chr(97 + i)}'] * 9)}]" for i in range(8)]
    bomb.write_text("\n".join(lines) + "\n")
    done = subprocess.run([*CLI, "validate", str(bomb)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "alias bomb" in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


# --- the saves folder holds anything ------------------------------------------------------------


def test_the_menu_lists_whatever_lies_in_the_saves_folder_without_reading_it_blindly(tmp_path: Path):
    store = SaveStore(tmp_path / "saves")
    good = store.new_path(rtw())
    folder = store.folder
    (folder / "dangling.json").symlink_to(folder / "gone.json")
    (folder / "linked.json").symlink_to(good)
    (folder / "a-folder.json").mkdir()
    os.mkfifo(folder / "pipe.json")
    (folder / "huge.json").write_bytes(b" " * (MAX_SAVE_BYTES + 1))
    (folder / "deep.json").write_text(deep_json(50_000))
    (folder / "list.json").write_text("[1, 2]")
    (folder / "binary.json").write_bytes(b"\xff\xfe\x00")
    listed = {info.path.name: info.error for info in store.unfinished()}
    assert listed == {
        good.name: "",
        "linked.json": "",
        "dangling.json": "a link to nothing",
        "a-folder.json": "not a file: a folder",
        "pipe.json": "not a file: a pipe",
        "huge.json": "too large to be a save (over 4 MB)",
        "deep.json": f"nested more than {MAX_SAVE_DEPTH} deep: not a save",
        "list.json": "not a readable save (AttributeError)",
        "binary.json": "not UTF-8 text",
    }
    assert (folder / "pipe.json").exists() and read_save(good).state == rtw().state


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_save_is_marked(tmp_path: Path):
    store = SaveStore(tmp_path / "saves")
    path = store.new_path(rtw())
    path.chmod(0)
    assert [info.error for info in store.unfinished()] == ["cannot read: Permission denied"]


def test_a_missing_saves_folder_lists_nothing(tmp_path: Path):
    assert SaveStore(tmp_path / "nowhere").unfinished() == []


# --- no game takes another's file ---------------------------------------------------------------


def test_two_games_with_the_same_seed_in_the_same_second_get_their_own_files(tmp_path: Path, monkeypatch):
    monkeypatch.setattr("time.strftime", lambda fmt: "20260101-120000")
    store = SaveStore(tmp_path / "saves")
    first, second = rtw(seed=5), rtw(seed=5)
    second.resolve_chance()
    a, b = store.new_path(first), store.new_path(second)
    assert a != b and b.name.endswith("-2.json")
    assert read_save(a).actions == first.actions and read_save(b).actions == second.actions


STARTER = """
import sys, time
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.storage import SaveStore
time.strftime = lambda fmt: "20260101-120000"
store = SaveStore(__import__("pathlib").Path(sys.argv[1]))
session = Session(find("round-the-world"), [Seat(sys.argv[2]), Seat("Bob")], 5)
while time.time() < float(sys.argv[3]):
    pass
print(store.new_path(session))
"""


def test_two_processes_starting_the_same_game_at_once_keep_both(tmp_path: Path):
    import time

    folder = tmp_path / "saves"
    go = str(time.time() + 2.0)
    runs = [
        subprocess.Popen([sys.executable, "-c", STARTER, str(folder), name, go], stdout=subprocess.PIPE, text=True)
        for name in ("Ann", "Cy")
    ]
    paths = [Path(run.communicate(timeout=60)[0].strip()) for run in runs]
    assert len(set(paths)) == 2
    assert sorted(read_save(p).seats[0].name for p in paths) == ["Ann", "Cy"]
    assert sorted(p.name for p in folder.iterdir()) == sorted(p.name for p in paths)


# --- ZZ-W3: the move list offers only what the rules accept ---------------------------------------

BOARD = {
    9: ("........AT.P...........", "........*y.r..........."),
    10: ("........ROPES..........", "........g*ybb.........."),
    11: (".......M...A...........", ".......*...*..........."),
    12: ("......LOSERS...........", "......rr*gbr..........."),
    13: (".......G...............", ".......b..............."),
}


def test_no_move_joins_two_free_letters_into_one_word_ZZ_W3():
    """A-R above and S below an empty square, A and S both Free: an E there makes ARES, two Free
    letters in one word. The move list once offered it and then raised ZZ-W3 itself."""
    ruleset = shipped()["zig-zaggle"]
    rules = kind_named(ruleset.kind).rules(ruleset, ruleset.variant())
    state = rules.initial(("A", "B"))
    import random

    state = rules.apply(state, rules.sample_chance(state, random.Random(3)))
    letters = [BOARD[r][0] if r in BOARD else row for r, row in enumerate(state.letters)]
    colours = [BOARD[r][1] if r in BOARD else row for r, row in enumerate(state.colours)]
    rack = Bag.of(["*", "Br", "Cg", "Ey", "Gr", "Ib", "Ib", "Nr", "Pb", "Sy", "Tg", "Ty"])
    racks = tuple(rack if seat == 1 else r for seat, r in enumerate(state.racks))
    state = replace(state, letters=tuple(letters), colours=tuple(colours), racks=racks, turn=1, last=((9, 8), (9, 9)))
    offered = rules.legal_actions(state)
    plays = [a for a in offered if a["type"] == "play"]
    assert plays, "the position still has plays"
    assert all((11, 8) != (t[0], t[1]) for a in plays for t in a["tiles"])
    for action in offered:
        try:
            rules.apply(state, action)
        except ActionError as err:
            pytest.fail(f"offered {action} but apply refuses it: {err}")


# --- a full disk --------------------------------------------------------------------------------


@pytest.fixture
def tiny_disk(tmp_path: Path):
    """A 16 KB tmpfs, where the machine lets the tests mount one (else the test is skipped; the
    screen's own full-disk test uses a writer that raises ENOSPC and runs everywhere)."""
    mount = tmp_path / "tiny"
    mount.mkdir()
    if (
        os.geteuid() != 0
        or subprocess.run(
            ["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(mount)], capture_output=True
        ).returncode
    ):
        pytest.skip("cannot mount a tmpfs here")
    try:
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], check=True)


def test_a_full_disk_refuses_the_save_and_leaves_the_last_good_one(tiny_disk: Path):
    store = SaveStore(tiny_disk / "saves")
    session = rtw()
    path = store.new_path(session)
    good = path.read_bytes()
    with pytest.raises(OSError, match="No space left on device"), open(tiny_disk / "filler", "wb") as filler:
        while True:
            filler.write(b"x" * 512)
            filler.flush()
    while len(session.actions) < 12:
        session.resolve_chance() if session.rules.is_chance(session.state) else session.act(
            session.rules.legal_actions(session.state)[0]
        )
    with pytest.raises(OSError, match="No space left on device"):
        store.write(path, session)
    assert path.read_bytes() == good and sorted(p.name for p in path.parent.iterdir()) == [path.name]
    (tiny_disk / "filler").unlink()
    store.write(path, session)
    assert read_save(path).actions == session.actions


# --- the same seed, the same game, in any process ---------------------------------------------


@pytest.mark.parametrize("game", ["zig-zaggle", "globe-grams"])
def test_simulate_gives_the_same_games_under_two_hash_seeds(game):
    """Sets and dicts iterate by hash: a move list built from them would differ between processes."""

    def simulate(hash_seed: str) -> str:
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [*CLI, "simulate", game, "--games", "1", "--seed", "3", "--json"],
            capture_output=True,
            text=True,
            env=env,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert simulate("1") == simulate("2")


def test_the_saves_folder_refuses_the_same_depth_as_a_save():
    from parlorgames.storage import MAX_JSON_DEPTH

    assert MAX_JSON_DEPTH == MAX_SAVE_DEPTH
