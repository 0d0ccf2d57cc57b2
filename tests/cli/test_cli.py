"""The command line as a user types it: `python -m parlorgames …` in a subprocess."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from parlorgames.paths import rulesets_dir


def run(*args: str, home: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    if home is not None:
        env["PARLORGAMES_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "parlorgames", *args], capture_output=True, text=True, env=env, timeout=120
    )


def assert_one_line_error(result: subprocess.CompletedProcess, *fragments: str) -> None:
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in result.stderr


def test_list_and_list_json():
    out = run("list")
    assert out.returncode == 0 and "round-the-world" in out.stdout and "--variant game-2" in out.stdout
    rows = json.loads(run("list", "--json").stdout)
    rtw = next(r for r in rows if r["name"] == "round-the-world")
    assert rtw["title"] == "Round the World" and rtw["kind"] == "round_the_world"
    assert rtw["variants"] == ["game-1", "game-2", "children"]
    assert (rtw["min_players"], rtw["max_players"]) == (1, 6)


def test_rules_for_a_variant():
    out = run("rules", "round-the-world", "--variant", "children")
    assert out.returncode == 0 and "Game for small children" in out.stdout and "loses one spin" in out.stdout
    assert "### RTW-D3" in out.stdout, "the rules by id follow the sheet, as on the rules screen"


def test_rules_by_id_alone():
    out = run("rules", "zig-zaggle", "--by-id")
    assert out.returncode == 0 and out.stdout.startswith("# Zig Zaggle — the rules by id")
    assert "### ZZ-C1" in out.stdout and "### ZZ-P6" in out.stdout


def test_unknown_game_and_variant_are_one_line_errors():
    assert_one_line_error(run("rules", "chess"), "unknown game 'chess'", "games: ")
    assert_one_line_error(run("rules", "round-the-world", "--variant", "game-3"), "has no variant 'game-3'")
    assert_one_line_error(run("play", "chess"), "unknown game 'chess'")
    assert_one_line_error(run("play", "round-the-world", "--players", "a,b,c,d,e,f,g"), "1 to 6 players, not 7")
    assert_one_line_error(run("frobnicate"), "invalid choice")


def test_validate_good_and_broken_rulesets(tmp_path):
    good = rulesets_dir() / "round-the-world.yaml"
    out = run("validate", str(good))
    assert out.returncode == 0 and "ok (Round the World, 3 variants)" in out.stdout
    typo = tmp_path / "typo.yaml"
    typo.write_text(good.read_text().replace("scoring:\n  days_per_spin", "scoring:\n  days_per_spn"))
    malformed = tmp_path / "bad.yaml"
    malformed.write_text("kind: round_the_world\ntitle: [oops\n")
    out = run("validate", str(good), str(typo), str(malformed), str(tmp_path / "missing.yaml"))
    assert_one_line_error(
        out,
        "scoring.days_per_spn: unknown key (did you mean 'days_per_spin'?)",
        "bad.yaml:",
        "not valid YAML",
        "missing.yaml:1: (file): cannot read",
    )
    line = next(i for i, text in enumerate(typo.read_text().splitlines(), 1) if "days_per_spn" in text)
    assert f"typo.yaml:{line}: scoring.days_per_spn" in out.stderr


def test_replay_finished_and_bad_saves(tmp_path):
    save = tmp_path / "quick.json"
    spins = [1, 5, 5, 4, 4, 5, 5, 1, 5, 5, 5, 2, 5, 5, 5, 5]
    save.write_text(
        json.dumps(
            {
                "ruleset": "round-the-world",
                "variant": "game-2",
                "seed": 1,
                "seats": [{"name": "Ann", "bot": False}],
                "actions": [{"type": "commodore", "seat": 0}] + [{"type": "spin", "value": v} for v in spins],
            }
        )
    )
    out = run("replay", str(save), "--json")
    data = json.loads(out.stdout)
    assert data["finished"] and data["winners"] == ["Ann"] and data["voyage_days"] == 174
    assert data["standings"][0]["passages"] == [76, 32, 12, 54]
    text = run("replay", str(save)).stdout
    assert "Winner: Ann" in text
    assert_one_line_error(run("replay", str(tmp_path / "nope.json")), "no such save file")
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text("{not json")
    assert_one_line_error(run("replay", str(corrupt)), "not valid JSON")
    assert corrupt.read_text() == "{not json"


def test_simulate_json_summary():
    out = run("simulate", "round-the-world", "--games", "50", "--seed", "3", "--players", "3", "--json")
    data = json.loads(out.stdout)
    assert data["games"] == 50 and data["figure"] == "voyage days"
    assert data["min"] <= data["mean"] <= data["max"]
    assert sum(data["wins"]) == pytest.approx(50)
    assert "rounds_mean" not in data, "a voyage is not played in rounds"
    assert (
        json.loads(
            run("simulate", "round-the-world", "--games", "50", "--seed", "3", "--players", "3", "--json").stdout
        )
        == data
    )


def test_simulate_bad_input():
    assert_one_line_error(run("simulate", "round-the-world", "--games", "0"), "--games must be at least 1")
    assert_one_line_error(run("simulate", "round-the-world", "--games", "x"), "invalid int value")
    assert_one_line_error(run("simulate", "round-the-world", "--games", "3", "--players", "9"), "not 9")
