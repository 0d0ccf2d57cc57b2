"""The plain face's hand-over in a real terminal (tmux): once the keyboard passes, the player's letters are
gone from the screen and from its scrollback, where a screen reader's review cursor could still reach them.

The terminal is a tmux server of the test's own (its socket in a temporary folder, no configuration read)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


class Terminal:
    def __init__(self, home: Path, *args: str) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="plain-tmux-"))
        env = {**os.environ, "PARLORGAMES_HOME": str(home), "TERM": "xterm-256color"}
        command = [sys.executable, "-m", "parlorgames", *args]
        self.tmux("new-session", "-d", "-s", "plain", "-x", "100", "-y", "30", *command, env=env)

    def tmux(self, *args: str, **options) -> subprocess.CompletedProcess:
        socket = str(self.folder / "socket")
        return subprocess.run(
            ["tmux", "-S", socket, "-f", os.devnull, *args], capture_output=True, text=True, **options
        )

    def everything(self) -> str:
        """The screen and all of its scrollback, wrapped lines joined."""
        return self.tmux("capture-pane", "-p", "-J", "-S", "-5000", "-t", "plain").stdout

    def wait_for(self, pattern: str, timeout: float = 60) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.everything()
            if re.search(pattern, text):
                return text
            time.sleep(0.05)
        raise AssertionError(f"{pattern!r} never showed:\n{self.everything()}")

    def type(self, line: str) -> None:
        self.tmux("send-keys", "-t", "plain", line, "Enter")

    def close(self) -> None:
        self.tmux("kill-server")
        shutil.rmtree(self.folder, ignore_errors=True)


def test_a_hand_over_clears_the_letters_from_the_scrollback(tmp_path):
    term = Terminal(tmp_path, "play", "zig-zaggle", "--plain", "--seed", "2", "--players", "Ann,Bob,cpu:Cat:easy")
    try:
        term.wait_for("Bob, type ready")
        term.type("ready")
        rack = re.search(r"Your turn, Bob: you hold ([^.]+)\.", term.wait_for(r"Your turn, Bob: you hold .+\.")).group(
            1
        )
        term.type("pass")
        window = term.wait_for("Ann or Bob may challenge: type 'challenge ann' or 'challenge bob'")
        assert rack not in window and "Pass the keyboard" not in window, "the challenge window shows no rack (ZZ-C1)"
        term.type("accept")
        passed = term.wait_for("Ann, type ready")
        assert "Pass the keyboard to Ann" in passed and rack not in passed
        term.type("ready")
        shown = term.wait_for("Your turn, Ann: you hold")
        assert rack not in shown and "Bob passes" in shown
    finally:
        term.close()
