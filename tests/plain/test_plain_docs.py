"""The transcripts in docs/plain.md are what the games say today: each is played again from its command line
and the lines typed in it (after "> "), and must come out the same, line for line."""

import re
import shlex
from pathlib import Path

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import parse_players
from parlorgames.plain.app import transcript
from parlorgames.storage import Records, SaveStore
from parlorgames.table import Sitting

PAGE = Path(__file__).resolve().parents[2] / "docs" / "plain.md"
BLOCK = re.compile(r"^```text\n(\$ parlorgames play .*?)^```$", re.MULTILINE | re.DOTALL)


def blocks() -> list[str]:
    return BLOCK.findall(PAGE.read_text(encoding="utf-8"))


def test_the_page_has_a_transcript_of_every_game():
    games = {shlex.split(block.splitlines()[0])[3] for block in blocks()}
    assert games == {"round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross"}


@pytest.mark.parametrize("block", blocks(), ids=lambda block: shlex.split(block.splitlines()[0])[3])
def test_a_transcript_is_what_the_game_says(block):
    command, *shown = block.rstrip("\n").split("\n")
    words = shlex.split(command)
    flags = [w for w in words[4:] if w not in ("--plain", "--hints")]
    options = dict(zip(flags[::2], flags[1::2]))
    ruleset = find(words[3])
    table = Sitting(SaveStore(), Records()).open(
        ruleset,
        ruleset.variant(options.get("--variant")).name,
        parse_players(options["--players"], ruleset),
        int(options["--seed"]),
        hints="--hints" in words,
    )
    typed = [line[2:] for line in shown if line.startswith("> ")]
    assert transcript(table, typed).rstrip("\n").split("\n") == shown
