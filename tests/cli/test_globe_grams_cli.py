"""Globe-Grams on the command line, as a user types it: lookup (GG-N1, GG-N3), simulate, validate."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def run(*args: str, home: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    if home is not None:
        env["PARLORGAMES_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "parlorgames", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_lookup_names_what_and_where():
    out = run("lookup", "globe-grams", "Denmark", "St. Paul", "Nile River")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0].startswith("✓ Denmark: DENMARK: country in Europe")
    assert "city in Minnesota" in lines[1]
    assert "GG-N3" in lines[2]


def test_lookup_says_why_not_and_fails():
    out = run("lookup", "globe-grams", "lake", "Xyzzyville", "newyork")
    assert out.returncode == 1
    assert "✗ lake: LAKE is a bare geographical word, not a name (GG-N1)" in out.stdout
    assert "not in the gazetteer" in out.stdout and "did you mean NEW YORK" in out.stdout


def test_lookup_json():
    out = run("lookup", "globe-grams", "ADEN", "TUAMOTU", "equator", "--json")
    rows = json.loads(out.stdout)
    assert [r["term"] for r in rows] == ["ADEN", "TUAMOTU", "equator"]
    assert [r["valid"] for r in rows] == [True, True, False]
    assert all(r["reason"] for r in rows)
    assert rows[1]["kinds"] == ["archipelago"] and rows[2]["rule"] == "GG-N1"
    assert rows[0]["whereabouts"].startswith("ADEN: ") and "whereabouts" not in rows[2]
    assert out.returncode == 1


def test_lookup_with_another_gazetteer(tmp_path):
    places = tmp_path / "places.tsv"
    places.write_text("ATLANTIS\tisland\tlegendary island in the Atlantic\n", encoding="utf-8")
    out = run("lookup", "globe-grams", "Atlantis", "Denmark", "--word-list", str(places), "--json")
    rows = json.loads(out.stdout)
    assert [r["valid"] for r in rows] == [True, False]
    missing = run("lookup", "globe-grams", "Aden", "--word-list", str(tmp_path / "nope.tsv"))
    assert missing.returncode == 2 and "no such file" in missing.stderr


def test_simulate_both_versions_json():
    for variant in ("standard", "second-version"):
        out = run("simulate", "globe-grams", "--games", "4", "--variant", variant, "--json")
        assert out.returncode == 0, out.stderr
        data = json.loads(out.stdout)
        assert data["games"] == 4 and data["figure"] == "points" and data["min"] >= 500
        assert data["rounds_mean"] >= 1 and 0 <= data["special_name_share_mean"] <= 1


def test_validate_and_rules():
    ruleset = Path(__file__).resolve().parents[2] / "rulesets" / "globe-grams.yaml"
    out = run("validate", str(ruleset))
    assert out.returncode == 0 and "ok (Globe-Grams, 5 variants)" in out.stdout
    rules = run("rules", "globe-grams", "--variant", "second-version")
    assert "pool" in rules.stdout and "five names" in rules.stdout.lower()


def test_a_broken_ruleset_is_reported_with_its_line(tmp_path):
    ruleset = Path(__file__).resolve().parents[2] / "rulesets" / "globe-grams.yaml"
    text = ruleset.read_text(encoding="utf-8").replace("{letters: ANO, degrees: 10}", "{letters: AN0, degrees: 10}")
    bad = tmp_path / "bad.yaml"
    bad.write_text(text, encoding="utf-8")
    out = run("validate", str(bad))
    assert out.returncode == 2
    assert "components.ring[0].letters: 'AN0': a section shows three lettered squares of the set (GG-E2)" in out.stderr


def test_lookup_shows_familiarity_and_the_atlas_option():
    out = run("lookup", "globe-grams", "Leghorn", "Butts")
    assert "familiarity: well known" in out.stdout and "familiarity: local" in out.stdout
    out = run("lookup", "globe-grams", "Yorkshire", "MINER", "--json")
    rows = json.loads(out.stdout)
    assert [r["familiarity_name"] for r in rows] == ["well known", "local"]
    assert rows[0]["familiarity"] > rows[1]["familiarity"]
    out = run("lookup", "globe-grams", "--variant", "atlas-names", "Miner", "Yorkshire")
    assert out.returncode == 1 and "✗ Miner" in out.stdout and "✓ Yorkshire" in out.stdout
