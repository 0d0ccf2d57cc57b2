"""The plain face as a blind player uses it: lines typed in, lines read back (DESIGN "The plain face").

Whole games go through `parlorgames play GAME --plain` in a subprocess, the person playing the first hint
(or the first legal move where no hint plays) against an easy computer; every variant is played in-process."""

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from parlorgames.engine.ruleset import shipped
from parlorgames.engine.session import parse_players
from parlorgames.movelog import entry_for
from parlorgames.plain.app import CLEARED, transcript
from parlorgames.plain.face import CLEAR, PlainFace
from parlorgames.storage import Records, SaveStore, read_save
from parlorgames.table import Sitting

PLAYING = ["spin", "play hint 1", "choose 1"] * 1500
"""What the person types, over and over: the spin where one is due, else the best hint, else the first move."""
DRAWING = re.compile(r"[\u2500-\u259f]")
"""Box drawing and block characters: pictures a screen reader cannot read."""


def plain(*args: str, lines: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "parlorgames", *args],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        env=dict(os.environ),
        timeout=120,
    )


def the_save() -> Path:
    (path,) = (Path(os.environ["PARLORGAMES_HOME"]) / "saves").glob("*.json")
    return path


def told_lines(session, viewer: int) -> list[str]:
    """Each move's line as the log tells it to `viewer`, its points after it."""
    lines = []
    for index in range(len(session.actions)):
        entry = entry_for(session, index, viewer)
        lines.append(entry.line + (f" ({entry.points_text})" if entry.points else ""))
    return lines


@pytest.mark.parametrize("game", ["round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross"])
def test_a_whole_game_typed_in_lines_to_its_end(game):
    out = plain("play", game, "--plain", "--hints", "--seed", "1", "--players", "Ann,cpu:Cat:easy", lines=PLAYING)
    assert out.returncode == 0 and out.stderr == ""
    text = out.stdout
    assert "Game over." in text and "Traceback" not in text
    assert "\x1b" not in text and not DRAWING.search(text) and "\r" not in text
    session = read_save(the_save())
    assert session.over
    expected = told_lines(session, 0)
    shown = text.splitlines()
    assert [line for line in shown if line in set(expected)] == expected, "each move told once, in order"
    assert sum(line.startswith("Cat ") for line in expected) >= 5, "the computer's moves are told"
    refusals = [line for line in shown if line.startswith("Refused")]
    assert refusals and all(len(line) > len("Refused: ") + 10 for line in refusals)
    assert shown[-1].startswith("Type again")


@pytest.mark.parametrize(
    ("game", "variant"),
    [(name, v.name) for name, r in shipped().items() for v in r.variants if v.name != r.default_variant],
)
def test_every_other_variant_is_played_to_its_end_in_lines(game, variant):
    """The default variants are played by subprocess above; the others in-process, which costs less."""
    ruleset = shipped()[game]
    table = Sitting(SaveStore(), Records()).open(
        ruleset, variant, parse_players("Ann,cpu:Cat:easy", ruleset), 1, hints=True
    )
    typed = iter(PLAYING)
    out = io.StringIO()
    PlainFace(table, lambda: next(typed, None), out, clear=True).run()
    assert table.session.over and "Game over." in out.getvalue()
    assert "\x1b" not in out.getvalue() and not DRAWING.search(out.getvalue())


def test_a_hand_over_clears_the_screen_and_waits_for_ready():
    """Two people share the keyboard: the screen and its scrollback are cleared before the next player's
    rack is told, only once they type ready; the player who moved may still take it back. The challenge
    window between them is the table's: it shows no rack, so the screen is cleared of the player's before
    it, with no hand-over of its own (ZZ-C1)."""
    typed = ["rack", "ready", "play hint 1", "rack", "accept", "undo", "play hint 1", "accept", "ready", "last"]
    typed.append("quit")
    out = plain(
        "play", "zig-zaggle", "--plain", "--hints", "--clear-screen", "--seed", "2", "--players", "Ann,Bob", lines=typed
    )
    text = out.stdout
    assert out.returncode == 0 and "Traceback" not in text
    assert text.count(CLEAR) == 5 and text.replace(CLEAR, "").find("\x1b") == -1
    first, window, second, _, third = text.split(CLEAR)[1:]
    assert first.startswith("Pass the keyboard to Bob. Bob, type ready.")
    waiting = first.split("\n")[1]
    assert waiting == "Waiting for Bob to take the keyboard: type ready."
    assert "Your turn, Bob: you hold" in first and first.index("Your turn, Bob") > first.index(waiting)
    assert window.startswith("Bob plays ") and "Pass the keyboard" not in window
    assert "Ann may challenge: type 'challenge ann', or 'accept' to let it stand." in window
    assert "No rack shows while Bob's " in window and "Nobody else challenges: " in window
    assert second.startswith("Pass the keyboard to Ann. Ann, type ready.\n(Bob may still type undo")
    assert "Undone: the game stands as after move 1." in second
    assert third.startswith("Pass the keyboard to Ann.") and "Your turn, Ann: you hold" in third
    bobs_rack = first.split("Your turn, Bob: you hold ")[1].split(".")[0]
    assert bobs_rack not in window + third, "Bob's letters are never told once his turn is over"


def test_refusals_say_why_with_the_rule_and_change_nothing():
    typed = ["pass", "frobnicate", "undo", "accept", "exchange q", "play quota at h7 across", "play bad at j12 across"]
    typed += ["last", "rules ZZ-C1", "quit"]
    out = plain("play", "zig-zaggle", "--plain", "--seed", "3", "--players", "Ann,cpu:Cat:easy", lines=typed)
    lines = out.stdout.splitlines()
    assert [line for line in lines if line.startswith("Refused")] == [
        "Refused: ZZ-C1: first decide whether to challenge the play just made",
        "Refused: 'frobnicate' is not a command here: type help for the commands that fit now",
        "Refused: nothing to undo",
        "Refused: ZZ-P7: not on your rack: Q",
        "Refused: ZZ-W3: QUOTA would hold 2 Free letters; only 1 in any one word",
        "Refused: ZZ-P3: play is in Green West: lay a letter there or on its shaded squares "
        "(only then may the word run into another runway, ZZ-P4)",
    ]
    assert "4. Cat draws 4" in lines, "the last move is still the draw after Ann accepted"
    assert "ZZ-C1 Challenging a word" in lines
    assert len(json.loads(the_save().read_text())["actions"]) == 4


def test_a_challenge_window_clears_only_a_rack_told_before_it_ZZ_C1():
    """The window after a person's play clears that person's rack from the screen; a computer's play after a
    challenge opens the next window without clearing, so the challenge's outcome stays to be read."""
    ruleset = shipped()["zig-zaggle"]
    table = Sitting(SaveStore(), Records()).open(
        ruleset, ruleset.default_variant, parse_players("Ann,Bob,cpu:Cat", ruleset), 2, hints=True
    )
    typed = ["ready", "pass", "accept", "ready", "play hint 1", "accept", "ready", "play hint 1", "challenge ann"]
    said = transcript(table, [*typed, "quit"])
    last = said.split(CLEARED)[-1]
    assert last.startswith("\nBob plays ") and "Pass the keyboard" not in last
    assert "Ann challenges, but every word is good" in last
    assert last.index("Cat plays ") < last.index("Ann or Bob may challenge: type 'challenge ann' or 'challenge bob'")


@pytest.mark.parametrize(
    ("game", "asked", "told"),
    [
        ("zig-zaggle", "define keel", "KEEL: 1. "),
        ("skip-a-cross", "define tones", "TONES: plural of TONE: "),
        ("globe-grams", "where ceylon", "CEYLON: former name of Sri Lanka"),
        ("round-the-world", "where rio de janeiro", "RIO DE JANEIRO: station 15 of 93 on the voyage"),
    ],
)
def test_define_and_where_answer_as_lookup_does(game, asked, told):
    """A word's meaning or a place's whereabouts, asked in lines, is what the screen and `lookup` say
    (`Rules.explain`); "where" alone in Round the World is still each ship's station."""
    ruleset = shipped()[game]
    table = Sitting(SaveStore(), Records()).open(ruleset, ruleset.default_variant, parse_players("Ann,Bob", ruleset), 2)
    said = transcript(table, ["ready", asked, "define", "quit"]).splitlines()
    assert any(line.startswith(told) for line in said), said
    assert "Say which word or place: define keel, where ceylon." in said
