"""Privacy in a real terminal: two humans at Globe-Grams and at Zig Zaggle, the app running in tmux at
80×24, keys sent as a player types them. Whatever undo or redo does, the screen never shows the letters
of a player other than the one who last took the keyboard at a hand-over screen.

Each terminal is a tmux server of its own, started by the test and killed after it, its socket in a
temporary folder (a short path: sockets have a length limit) and no configuration file read: a session
of an already running server would run the app with that server's environment, not this test's, and so
save its games in the user's own data folder."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

NAMES = ("Ann", "Bob")
APP = """
import sys
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.tui.app import ParlorApp
game, variant, seed, undo_any = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "yes"
seats = [Seat("Ann"), Seat("Bob")]
start = {"ruleset": find(game), "variant": variant, "seats": seats, "seed": seed, "undo_any": undo_any}
ParlorApp(start=start, animate=False, bot_delay=0).run()
"""
HANDOFF = re.compile(r"Pass the keyboard to (\w+)")


def shows_rack(text: str, name: str) -> bool:
    """True when the screen shows letters under a heading of `name`'s rack. Before the deal a rack is
    empty and hides nothing, so its heading alone is no leak; any letter under it is."""
    lines = text.splitlines()
    for row, line in enumerate(lines):
        letters = re.search(rf"{name}'s letters \((\d+)\)", line)
        if letters and int(letters.group(1)) > 0:
            return True
        column = line.find(f"{name}'s rack")
        if column >= 0 and row + 1 < len(lines) and lines[row + 1][column:].strip():
            return True
    return False


class Terminal:
    """One tmux session running the app; every screen read is checked for another player's letters."""

    def __init__(self, tmp_path, *args: str) -> None:
        self.name = f"parlor-{uuid.uuid4().hex[:8]}"
        self.folder = Path(tempfile.mkdtemp(prefix="parlor-tmux-"))
        self.holder: str | None = None
        env = {**os.environ, "PARLORGAMES_HOME": str(tmp_path), "TERM": "xterm-256color"}
        command = [sys.executable, "-c", APP, *args]
        self.tmux(["new-session", "-d", "-s", self.name, "-x", "80", "-y", "24", *command], env=env)

    def tmux(self, args: list[str], check: bool = True, **options) -> subprocess.CompletedProcess:
        """A tmux command to this terminal's own server."""
        socket = str(self.folder / "socket")
        return subprocess.run(["tmux", "-S", socket, "-f", os.devnull, *args], check=check, **options)

    def screen(self) -> str:
        text = self.tmux(["capture-pane", "-p", "-t", self.name], check=False, capture_output=True, text=True).stdout
        self.check_private(text)
        return text

    def check_private(self, text: str) -> None:
        for name in NAMES:
            if name != self.holder:
                assert not shows_rack(text, name), f"{name}'s letters shown to {self.holder}:\n{text}"

    def wait_for(self, pattern: str, timeout: float = 60) -> str:
        """The screen once `pattern` shows on it (read every 50 ms, each read checked for privacy)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.screen()
            if re.search(pattern, text):
                return text
            time.sleep(0.05)
        raise AssertionError(f"{pattern!r} never showed:\n{self.screen()}")

    def press(self, *keys: str) -> None:
        """Send each key in turn; a step written `?text` waits for the text to show instead (a spin
        settled, say) so the next key is not sent to a screen still catching up on a busy machine."""
        for key in keys:
            if key.startswith("?"):
                self.wait_for(key[1:])
                continue
            self.tmux(["send-keys", "-t", self.name, key])
            time.sleep(0.15)
            self.screen()

    def take_keyboard(self) -> str:
        """At a hand-over screen: the named player presses Enter and now holds the keyboard."""
        name = HANDOFF.search(self.wait_for(HANDOFF.pattern)).group(1)
        self.holder = name
        self.press("Enter")
        self.wait_for(f"^(?![\\s\\S]*{HANDOFF.pattern})")
        return name

    def close(self) -> None:
        self.tmux(["kill-server"], check=False, capture_output=True)
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture
def terminal(tmp_path):
    opened = []

    def open_app(*args: str) -> Terminal:
        opened.append(Terminal(tmp_path, *args))
        return opened[-1]

    yield open_app
    for term in opened:
        term.close()


# Each game: its rack's label, the keys of one short turn (the first once the footer offers it, as a player sees
# it before pressing it), and the keys of the next player's own move.
GAMES = {
    "globe-grams": (
        "standard",
        0,
        "'s letters",
        ["?space Spin", "Space", "?stopped on", "e"],
        ["Space", "?stopped on"],
    ),
    "zig-zaggle": ("standard", 3, "'s rack", ["?f3 Pass", "F3"], []),
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_undo_and_redo_never_show_the_other_rack_in_a_real_terminal(terminal, game):
    variant, seed, label, turn, own = GAMES[game]
    term = terminal(game, variant, str(seed), "no")
    first = term.take_keyboard()
    term.wait_for(f"{first}{label}")
    term.press(*turn)
    second = term.take_keyboard()
    assert second != first
    term.wait_for(f"{second}{label}")
    term.press(*own, "C-z", "C-z", "C-z", "C-y", "C-y")
    text = term.wait_for(f"{first}'s move stands|that is {first}'s move|nothing to redo")
    assert f"{second}{label}" in text
    term.press(*own, "C-z", "C-z")
    assert f"{second}{label}" in term.wait_for(f"{first}'s move stands|that is {first}'s move")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_undo_any_move_hands_over_before_the_rack_shows_in_a_real_terminal(terminal, game):
    variant, seed, label, turn, own = GAMES[game]
    term = terminal(game, variant, str(seed), "yes")
    first = term.take_keyboard()
    term.press(*turn)
    second = term.take_keyboard()
    term.wait_for(f"{second}{label}")
    term.press(*own, *(["C-z"] if own else []))
    term.wait_for(f"{second}{label}")
    term.press("C-z")
    assert term.take_keyboard() == first, "taking back the other player's move hands them the keyboard first"
    term.wait_for(f"{first}{label}")
    term.press("C-y")
    assert term.take_keyboard() == second, "their move replayed, the keyboard goes back"
    term.wait_for(f"{second}{label}")
