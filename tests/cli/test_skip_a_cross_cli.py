"""Skip-A-Cross from the command line: lookup (words, the basis, the steal judge), rules, validate, simulate."""

import json
import os
import subprocess
import sys

from parlorgames.paths import rulesets_dir


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "parlorgames", *args], capture_output=True, text=True, env=dict(os.environ), timeout=120
    )


def test_lookup_words_exit_status_and_reasons_SAC_1():
    ok = run("lookup", "skip-a-cross", "parapet", "Stone")
    assert ok.returncode == 0
    lines = ok.stdout.splitlines()
    assert [line for line in lines if line.startswith("✓")] == [
        "✓ parapet: in the word list",
        "✓ Stone: in the word list",
    ]
    assert (
        lines[1]
        == "  means: 1. a low wall along the edge of a roof or balcony 2. fortification consisting of a low wall"
    )
    bad = run("lookup", "skip-a-cross", "ox", "zzxq")
    assert bad.returncode == 1
    assert "✗ ox: in the word list, but shorter than the basis of 3 letters (SAC-1)" in bad.stdout
    assert "✗ zzxq: not in the word list" in bad.stdout
    assert run("lookup", "skip-a-cross", "ox", "--variant", "four-letter").stdout.count("basis of 4 letters") == 1


def test_lookup_json_judges_steals_SAC_5():
    out = run(
        "lookup",
        "skip-a-cross",
        "tone:stone",
        "tone:tones",
        "size:resize",
        "appear:parapet",
        "eat:eaten",
        "corn:corner",
        "--json",
    )
    assert out.returncode == 1
    rows = json.loads(out.stdout)
    assert [(r["term"], r["valid"], r["tier"]) for r in rows] == [
        ("tone:stone", True, "another root"),
        ("tone:tones", False, "inflection"),
        ("size:resize", False, "same root"),
        ("appear:parapet", True, "another root"),
        ("eat:eaten", False, "inflection"),
        ("corn:corner", True, "another root"),
    ]
    assert rows[4]["reason"] == "EATEN is a form of the verb EAT: a mere inflection, the meaning is unchanged (SAC-5)"
    assert rows[2]["reason"].startswith(
        "RESIZE comes from the same root as SIZE (the dictionary defines RESIZE by SIZE)"
    )


def test_lookup_with_a_family_word_list(tmp_path):
    words = tmp_path / "family.txt"
    words.write_text("# our words\nzorp\ncat\n")
    out = run("lookup", "skip-a-cross", "zorp", "parapet", "--word-list", str(words))
    assert out.returncode == 1
    assert "✓ zorp: in the word list" in out.stdout and "✗ parapet: not in the word list" in out.stdout
    missing = run("lookup", "skip-a-cross", "cat", "--word-list", str(tmp_path / "nope.txt"))
    assert missing.returncode == 2 and "no such file" in missing.stderr and "Traceback" not in missing.stderr


def test_rules_validate_and_list():
    rules = run("rules", "skip-a-cross", "--variant", "five-letter")
    assert rules.returncode == 0
    assert "Five-letter words" in rules.stdout and "APPEAR → PARAPET" in rules.stdout and "table vote" in rules.stdout
    assert (
        run("validate", str(rulesets_dir() / "skip-a-cross.yaml"))
        .stdout.strip()
        .endswith("ok (Skip-A-Cross, 3 variants)")
    )
    listed = json.loads(run("list", "--json").stdout)
    sac = next(r for r in listed if r["name"] == "skip-a-cross")
    assert sac["variants"] == ["three-letter", "four-letter", "five-letter"] and sac["kind"] == "skip_a_cross"


def test_simulate_a_few_games_SAC_8():
    out = run("simulate", "skip-a-cross", "--games", "5", "--players", "3", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["games"] == 5 and data["figure"] == "tiles" and sum(data["wins"]) == 5


def test_play_starts_a_new_table_with_family_words_unless_any_words_SAC_10(monkeypatch):
    """`play` sets a new table as the set-up does: Family words on; `--any-words` leaves the ruleset's off."""
    from parlorgames import cli

    started: list = []
    monkeypatch.setattr(cli, "_run_app", lambda start, no_motion: started.append(start) or 0)
    assert cli.main(["play", "skip-a-cross", "--seed", "1"]) == 0
    assert cli.main(["play", "skip-a-cross", "--seed", "1", "--any-words"]) == 0
    assert cli.main(["play", "round-the-world", "--seed", "1"]) == 0
    assert [start["overrides"] for start in started] == [{"options": {"family_words": True}}, {}, {}]
