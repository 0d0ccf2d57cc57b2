"""Zig Zaggle from the command line: the dictionary lookup, the ruleset check and a simulated game."""

import json
import os
import subprocess
import sys
from pathlib import Path

from parlorgames.paths import rulesets_dir


def run(*args: str, home: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    if home is not None:
        env["PARLORGAMES_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "parlorgames", *args], capture_output=True, text=True, env=env, timeout=180
    )


def test_lookup_words_ZZ_W1(tmp_path):
    good = run("lookup", "zig-zaggle", "same", "HAND", home=tmp_path)
    assert good.returncode == 0
    assert "✓ same: in the word list" in good.stdout and "✓ HAND: in the word list" in good.stdout
    bad = run("lookup", "zig-zaggle", "same", "cax", "it's", home=tmp_path)
    assert bad.returncode == 1
    assert "✗ cax: not in the word list" in bad.stdout and "✗ it's: contains a hyphen or apostrophe" in bad.stdout


def test_lookup_json(tmp_path):
    out = run("lookup", "zig-zaggle", "zaggle", "seam", "--json", home=tmp_path)
    verdicts = json.loads(out.stdout)
    assert [v["term"] for v in verdicts] == ["zaggle", "seam"]
    assert [v["valid"] for v in verdicts] == [False, True]
    assert out.returncode == 1


def test_lookup_with_a_family_word_list(tmp_path):
    words = tmp_path / "family.txt"
    words.write_text("# our words\nzaggle\nrunway\n", encoding="utf-8")
    out = run("lookup", "zig-zaggle", "zaggle", "same", "--word-list", str(words), home=tmp_path)
    assert "✓ zaggle: in the word list" in out.stdout and "✗ same: not in the word list" in out.stdout
    missing = run("lookup", "zig-zaggle", "same", "--word-list", str(tmp_path / "nope.txt"), home=tmp_path)
    assert missing.returncode == 2 and "no such file" in missing.stderr and "Traceback" not in missing.stderr


def test_validate_the_ruleset_and_a_broken_board(tmp_path):
    shipped = rulesets_dir() / "zig-zaggle.yaml"
    assert run("validate", str(shipped), home=tmp_path).returncode == 0
    text = shipped.read_text(encoding="utf-8").replace('"#########RRRRR#########"', '"#########RRQRR#########"', 1)
    broken = tmp_path / "broken.yaml"
    broken.write_text(text, encoding="utf-8")
    out = run("validate", str(broken), home=tmp_path)
    assert out.returncode == 2
    line = next(i for i, row in enumerate(text.splitlines(), 1) if "RRQRR" in row)
    assert f"broken.yaml:{line}: components.board.rows[1]: the code 'Q' is not in the legend (ZZ-E2)" in out.stderr


def test_rules_and_simulate(tmp_path):
    rules = run("rules", "zig-zaggle", "--variant", "referee", home=tmp_path)
    assert rules.returncode == 0 and "Start 10" in rules.stdout and "Dictionary referee" in rules.stdout
    out = run("simulate", "zig-zaggle", "--games", "1", "--players", "2", "--json", home=tmp_path)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["games"] == 1 and summary["figure"] == "points" and summary["moves_mean"] > 10
