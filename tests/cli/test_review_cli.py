"""`parlorgames review SAVE` as a user types it, in a subprocess: the review, its Markdown record, and one
line with exit status 2 for a save that cannot be reviewed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "parlorgames", *args], capture_output=True, text=True, env=dict(os.environ), timeout=120
    )


def saved_voyage(tmp_path: Path, moves: int | None = None) -> Path:
    """Round the World, seed 23: two easy captains, two of whose four waivers the hard captain takes otherwise."""
    session = Session(find("round-the-world"), [Seat("Ann", True, "easy"), Seat("Bob", True, "easy")], 23)
    session.play_computers()
    data = session.to_json()
    if moves is not None:
        data["actions"], data["finished"] = data["actions"][:moves], False
    path = tmp_path / "voyage.json"
    path.write_text(json.dumps(data))
    return path


def test_review_prints_every_choice_and_a_summary(tmp_path):
    done = run("review", str(saved_voyage(tmp_path)))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("Round the World — Game No. 1, seed 23: every move beside the hard")
    assert "   6. Bob sails on to the disaster" in lines
    assert any("16 expected days lost (large)" in line for line in lines)
    assert "  Ann: 2 moves weighed, 15 expected days left on the table (0 small, 0 medium, 1 large)" in lines


def test_review_writes_a_markdown_record(tmp_path):
    target = tmp_path / "review.md"
    done = run("review", str(saved_voyage(tmp_path)), "--markdown", str(target))
    assert done.returncode == 0 and str(target) in done.stdout
    text = target.read_text()
    assert text.startswith("# Review: Round the World — Game No. 1, seed 23")
    assert (
        "| 6 | Bob | Bob sails on to the disaster | 383.9 | Bob waives the spin (RTW-T5) | 367.9 | 16 | large |" in text
    )


def test_a_corrupt_or_unfinished_save_is_one_line(tmp_path):
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text('{"ruleset": "round-the-world", "seed": 1, "seats": [{"name": "Ann"}], "actions": [{"type"')
    unfinished = saved_voyage(tmp_path, moves=10)
    for path, says in (
        (corrupt, "not valid JSON"),
        (unfinished, "the game is not finished"),
    ):
        done = run("review", str(path))
        assert done.returncode == 2 and done.stdout == ""
        assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1
        assert done.stderr.startswith("parlorgames: ") and says in done.stderr
