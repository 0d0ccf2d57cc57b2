"""`parlorgames --plain`: the menu, the set-up, the saves and the records as numbered lines."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path


def test_the_menu_sets_up_a_game_resumes_it_and_reads_the_records():
    typed = ["help", "42", "6", "2", "Ann,Ann", "Ann,Bob", "n", "", "", "ready", "quit", "7", "1", "ready", "rack"]
    typed += ["quit"]
    typed += ["8", "9"]
    out = subprocess.run(
        [sys.executable, "-m", "parlorgames", "--plain"],
        input="\n".join(typed) + "\n",
        capture_output=True,
        text=True,
        env=dict(os.environ),
        timeout=120,
    )
    lines = out.stdout.splitlines()
    assert out.returncode == 0 and out.stderr == ""
    assert "6. New game: Zig Zaggle (2 to 4 players)" in lines and "9. Quit" in lines
    assert "Refused: '42' is not on the list: type a number from 1 to 9." in lines
    assert lines.count("Menu:") == 4, "the menu is said again only after a game or the records"
    assert any(line.startswith("Refused: ") and "Ann" in line for line in lines), "two seats of one name"
    assert "Zig Zaggle, Dictionary referee. Type help at any time." in lines
    assert sum(line.startswith("Pass the keyboard to ") for line in lines) == 2, "the set-up's seed is random"
    assert "\x1b" not in out.stdout, "no clearing on a pipe unless asked"
    assert "7. Resume a saved game (1 saved)" in lines
    assert "Family words: nobody plays a vulgar word. y or n. Enter for yes." in lines
    (save,) = (Path(os.environ["PARLORGAMES_HOME"]) / "saves").glob("*.json")
    assert json.loads(save.read_text())["overrides"] == {"options": {"family_words": True}}, "as the screen ticks it"
    assert any(
        re.fullmatch(
            r"1\. Zig Zaggle: Dictionary referee, move 1, saved today \d\d:\d\d, (Ann|Bob) to play\. "
            r"Players: Ann, Bob\.",
            line,
        )
        for line in lines
    ), "a save says the screen's facts in words: the move, when, whose turn, who plays"
    assert sum(line.startswith("You hold ") for line in lines) == 1
    assert "Resumed at move 1. The last move: Deal the letters." in lines
    assert "No records yet: finish a game and it is entered here." in lines
    assert lines[-1] == "Goodbye."


def test_plain_is_refused_where_there_is_no_plain_face():
    out = subprocess.run(
        [sys.executable, "-m", "parlorgames", "--plain", "tables"],
        capture_output=True,
        text=True,
        env=dict(os.environ),
        timeout=60,
    )
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert "--plain plays the menu, a game or a shared table's seat" in out.stderr and "not tables" in out.stderr
