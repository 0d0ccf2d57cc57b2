"""The transcripts in docs/plain.md are what the games say today: each is played again from its command line
and the lines typed in it (after "> "), and must come out the same, line for line."""

import re
import shlex
from pathlib import Path

import pytest

from parlorgames.cli import play_start
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
    """Its command line opens the table as `parlorgames play` does (family words on unless --any-words)."""
    command, *shown = block.rstrip("\n").split("\n")
    table = Sitting(SaveStore(), Records()).open(**play_start(shlex.split(command)[2:]))
    typed = [line[2:] for line in shown if line.startswith("> ")]
    assert transcript(table, typed).rstrip("\n").split("\n") == shown


def test_play_plain_opens_the_table_play_does_family_words_unless_any_words():
    """ZZ-W4: `play GAME --plain` plays family words on a new table, as `play` does, and --any-words turns it off."""
    assert play_start(["play", "zig-zaggle", "--plain"])["overrides"] == {"options": {"family_words": True}}
    assert play_start(["play", "zig-zaggle", "--plain", "--any-words"])["overrides"] == {}
