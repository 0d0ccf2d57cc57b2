"""Shared tables from the command line, in a subprocess: host prints the codes once, tables lists what is
open, and a wrong code or a bad table is one line on stderr that shows nothing of any table."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def run(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "PARLORGAMES_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "parlorgames", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_host_prints_a_code_per_person_and_one_for_onlookers(tmp_path):
    out = run("host", "zig-zaggle", "--players", "Ann,Bob,cpu:Cat", "--seed", "7", "--json", home=tmp_path)
    assert out.returncode == 0, out.stderr
    opened = json.loads(out.stdout)
    assert set(opened) == {"table", "codes", "onlooker"} and set(opened["codes"]) == {"Ann", "Bob"}
    codes = [*opened["codes"].values(), opened["onlooker"]]
    assert len(set(codes)) == 3 and all(code.startswith(opened["table"] + "-") for code in codes)
    assert (tmp_path / "tables.sqlite3").exists()
    listed = json.loads(run("tables", "--json", home=tmp_path).stdout)
    assert listed == [
        {
            "table": opened["table"],
            "game": "zig-zaggle",
            "variant": "standard",
            "seats": ["Ann", "Bob", "Cat (cpu, normal)"],
            "moves": 0,
            "to_play": None,
            "stopped": "",
        }
    ]
    text = run("tables", home=tmp_path).stdout
    assert opened["table"] in text and "Ann, Bob, Cat (cpu, normal)" in text
    assert not any(code in text for code in codes), "codes are shown once, by host"


def test_host_as_text_says_how_each_player_joins(tmp_path):
    out = run("host", "globe-grams", "--players", "Ann,Bob", home=tmp_path)
    assert out.returncode == 0
    assert out.stdout.count("parlorgames join ") == 3 and "shown only this once" in out.stdout


def test_no_output_shows_the_seed_of_a_table_in_play(tmp_path):
    """The seed deals every rack to come: neither host nor tables (text or JSON) prints it while the table is
    open, and the store is the host user's alone (0600 in a 0700 folder)."""
    seed = "480213"
    said = [
        run("host", "zig-zaggle", "--players", "Ann,Bob", "--seed", seed, *json, home=tmp_path)
        for json in ([], ["--json"])
    ]
    said += [run("tables", *json, home=tmp_path) for json in ([], ["--json"])]
    assert all(out.returncode == 0 for out in said)
    assert not any(seed in out.stdout + out.stderr or "seed" in out.stdout for out in said)
    assert (tmp_path / "tables.sqlite3").stat().st_mode & 0o777 == 0o600
    assert tmp_path.stat().st_mode & 0o777 == 0o700


def test_looser_modes_are_tightened_and_said(tmp_path):
    home = tmp_path / "home"
    home.mkdir(mode=0o755)
    home.chmod(0o755)
    assert run("host", "globe-grams", "--players", "Ann,Bob", home=home).returncode == 0
    (home / "tables.sqlite3").chmod(0o644)
    home.chmod(0o755)
    out = run("tables", home=home)
    assert out.returncode == 0 and out.stderr.count("could be read by other accounts") == 2
    assert (home / "tables.sqlite3").stat().st_mode & 0o777 == 0o600 and home.stat().st_mode & 0o777 == 0o700
    assert run("tables", home=home).stderr == "", "said once, when tightened"


def test_no_tables_yet(tmp_path):
    out = run("tables", home=tmp_path)
    assert out.returncode == 0 and "No shared tables are open" in out.stdout
    assert json.loads(run("tables", "--json", home=tmp_path).stdout) == []


def test_a_wrong_code_is_refused_with_nothing_shown(tmp_path):
    opened = json.loads(run("host", "globe-grams", "--players", "Ann,Bob", "--json", home=tmp_path).stdout)
    for wrong in ("nonsense", opened["table"], opened["table"] + "-aaaa-bbbb-cccc"):
        out = run("join", wrong, home=tmp_path)
        assert out.returncode == 2 and out.stdout == ""
        assert out.stderr == "parlorgames: that join code opens no seat at any table here\n"


def test_hosting_mistakes_are_one_line(tmp_path):
    cases = [
        (("host", "chess", "--players", "Ann,Bob"), "unknown game 'chess'"),
        (("host", "globe-grams", "--players", "Ann,Ann"), "each seat needs its own name"),
        (("host", "globe-grams", "--players", "cpu:Cat,cpu:Dan"), "needs at least one person"),
        (("host", "globe-grams"), "--players"),
    ]
    for args, fragment in cases:
        out = run(*args, home=tmp_path)
        assert out.returncode == 2 and fragment in out.stderr and "Traceback" not in out.stderr
    assert json.loads(run("tables", "--json", home=tmp_path).stdout) == []


def test_tables_close_ends_a_table_with_a_players_code(capsys):
    from parlorgames import cli
    from parlorgames.storage.shared import SeatRow, SharedStore

    store = SharedStore()
    opened = store.open_table("globe-grams", "standard", 3, [SeatRow("Ann"), SeatRow("Bob")])
    for wrong, said in ((opened.onlooker, "an onlooker's code cannot end a table"), ("nonsense", "opens no seat")):
        assert cli.main(["tables", "--close", wrong]) == 2
        assert said in capsys.readouterr().err
    assert [row.id for row in store.open_tables()] == [opened.table]
    assert cli.main(["tables", "--close", opened.codes["Bob"]]) == 0
    assert f"Table {opened.table} is ended" in capsys.readouterr().out
    assert store.open_tables() == [] and store.ended(opened.table)
    assert cli.main(["tables"]) == 0 and "No shared tables are open" in capsys.readouterr().out
    assert cli.main(["tables", "--close", ""]) == 2
    assert "--close: give a player's join code" in capsys.readouterr().err


def test_join_without_motion_turns_the_spins_off(tmp_path, monkeypatch):
    """`parlorgames join CODE --no-motion` (or `parlorgames --no-motion join CODE`) opens the seat with
    motion off, as `play --no-motion` does."""
    from parlorgames import cli
    from parlorgames.tui import seat_app

    opened = json.loads(run("host", "globe-grams", "--players", "Ann,Bob", "--json", home=tmp_path).stdout)
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path))
    monkeypatch.delenv("NO_COLOR", raising=False)
    started = []
    monkeypatch.setattr(seat_app.SeatApp, "run", lambda app: started.append(app.motion))
    for argv in (["join", opened["codes"]["Ann"], "--no-motion"], ["--no-motion", "join", opened["codes"]["Bob"]]):
        assert cli.main(argv) == 0
    assert cli.main(["join", opened["codes"]["Ann"]]) == 0
    assert started == [False, False, True]


def test_tables_says_whose_turn_each_table_waits_on(capsys):
    """Correspondence play: a table waits, days if need be, on the person whose turn it is, and `tables` says
    who that is (nobody while a deal or a computer seat is due: they are played once a seat is joined)."""
    from parlorgames import cli
    from parlorgames.shared import join
    from parlorgames.storage.shared import SeatRow, SharedStore

    store = SharedStore()
    opened = store.open_table("zig-zaggle", "standard", 5, [SeatRow("Ann"), SeatRow("Bob")])
    assert cli.main(["tables", "--json"]) == 0 and json.loads(capsys.readouterr().out)[0]["to_play"] is None
    ann = join(opened.codes["Ann"], store.path)
    while ann.chance_due:
        ann.let_chance_act()
    assert cli.main(["tables"]) == 0 and capsys.readouterr().out.rstrip().endswith("; waits on Ann")
    assert ann.act({"type": "pass"})
    ann.close()
    assert cli.main(["tables", "--json"]) == 0 and json.loads(capsys.readouterr().out)[0]["to_play"] == "Bob"
