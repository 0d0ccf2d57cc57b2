"""A shared table in real terminals, at Zig Zaggle and at Globe-Grams: Ann and Bob each run `parlorgames
join` with their own code in a tmux server of their own. Each screen shows its own letters and never the
other's, a move shows on the other screen, and a seat killed with SIGKILL joins again with its code where
the table stands."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.storage.shared import SeatRow, SharedStore
from tests.tui.test_tmux_privacy import shows_rack

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

NAMES = ("Ann", "Bob")


class Seat:
    """One player's terminal: `parlorgames join CODE` in a tmux server of its own."""

    def __init__(self, home: Path, name: str, code: str) -> None:
        self.name, self.code, self.home = name, code, home
        self.peers: list[Seat] = []
        """The other seats of the table, whose screens a failure shows too."""
        self.session = f"seat-{uuid.uuid4().hex[:8]}"
        self.folder = Path(tempfile.mkdtemp(prefix="parlor-seat-"))
        self.start()

    def new_server(self) -> None:
        """A tmux server of its own for each start: the killed seat's server may still be exiting (its last
        session gone) when the seat joins again ("server exited unexpectedly")."""
        self.socket = str(self.folder / f"socket-{uuid.uuid4().hex[:8]}")

    def start(self) -> None:
        self.new_server()
        env = {**os.environ, "PARLORGAMES_HOME": str(self.home), "TERM": "xterm-256color"}
        command = [sys.executable, "-m", "parlorgames", "join", self.code]
        self.tmux(["new-session", "-d", "-s", self.session, "-x", "100", "-y", "32", *command], env=env)

    def tmux(self, args: list[str], check: bool = True, **options) -> subprocess.CompletedProcess:
        return subprocess.run(["tmux", "-S", self.socket, "-f", os.devnull, *args], check=check, **options)

    def screen(self) -> str:
        text = self.tmux(["capture-pane", "-p", "-t", self.session], check=False, capture_output=True, text=True)
        for other in NAMES:
            if other != self.name:
                assert not shows_rack(text.stdout, other), f"{other}'s rack shown to {self.name}:\n{text.stdout}"
        return text.stdout

    def wait_for(self, pattern: str, timeout: float = 60) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.screen()
            if re.search(pattern, text):
                return text
            time.sleep(0.05)
        others = "".join(f"\n{peer.name} saw meanwhile:\n{peer.screen()}" for peer in self.peers)
        raise AssertionError(f"{pattern!r} never showed to {self.name}:\n{self.screen()}{others}")

    def press(self, *keys: str) -> None:
        for key in keys:
            self.tmux(["send-keys", "-t", self.session, key])
            time.sleep(0.15)
            self.screen()

    def kill(self) -> None:
        """SIGKILL the seat's process, as a crash would end it."""
        pid = self.tmux(["list-panes", "-t", self.session, "-F", "#{pane_pid}"], capture_output=True, text=True)
        os.kill(int(pid.stdout.split()[0]), signal.SIGKILL)
        deadline = time.monotonic() + 10
        while self.tmux(["has-session", "-t", self.session], check=False, capture_output=True).returncode == 0:
            assert time.monotonic() < deadline, "the killed seat's terminal stayed open"
            time.sleep(0.05)

    def close(self) -> None:
        self.tmux(["kill-server"], check=False, capture_output=True)
        shutil.rmtree(self.folder, ignore_errors=True)


# Each game: a seed at which Ann starts, the label over a seat's own letters, the keys of one short go (the
# footer's offer of the first key, which a player sees before pressing it; the first key; what shows before the
# second: a spin turns first; the second) and what the other seat's log then says (the newest events only: a
# seat that catches up on the spin and the end together sees only the end).
GAMES = {
    "zig-zaggle": (5, "'s rack", ("f3 Pass", "F3", None, None), "passes"),
    "globe-grams": (6, "'s letters", ("space Spin", "Space", "e ends", "e"), "(spins|passes|ends the turn)"),
}


TILE_MARKS = "₀₁₂₃₄₅₆₇₈₉▀▄"
"""What a row of tiles has and a line of words has not: points in subscript, the tiles' edges."""


def letters_under(screen: str, label: str) -> list[str]:
    """The rows of tiles under a seat's label, read from the label's column (the board beside them may
    scroll or show a cursor differently after a rejoin); a line of the table's messages under them (the
    words joining says, for a while) is not a row of tiles, nor is a blank line."""
    lines = screen.splitlines()
    row = next(i for i, line in enumerate(lines) if label in line)
    column = lines[row].index(label)
    rows = [line[column:].rstrip() for line in lines[row + 1 : row + 4]]
    return [line for line in rows if any(mark in line for mark in TILE_MARKS)]


def take_a_go(seat: Seat, go: tuple[str, str, str | None, str | None]) -> None:
    """The go's keys, the first once the footer offers it, as a player sees it before pressing it: a seat's
    screen is drawn before the table is dealt (the process holding the lease deals a moment later, longer under
    load), and until then no move key acts."""
    offered, first, shown, then = go
    seat.wait_for(offered)
    seat.press(first)
    if shown is not None and then is not None:
        seat.wait_for(shown)
        seat.press(then)


@pytest.fixture
def seats(tmp_path, request):
    seed = GAMES[request.param][0]
    store = SharedStore(tmp_path / "tables.sqlite3")
    opened = store.open_table(request.param, find(request.param).default_variant, seed, [SeatRow(n) for n in NAMES])
    store.close()
    made = [Seat(tmp_path, name, opened.codes[name]) for name in NAMES]
    for seat in made:
        seat.peers = [peer for peer in made if peer is not seat]
    yield made
    for seat in made:
        seat.close()


@pytest.mark.parametrize("seats", sorted(GAMES), indirect=True)
def test_two_terminals_play_a_shared_table_and_a_killed_seat_rejoins(seats, request):
    _, label, go, said = GAMES[request.node.callspec.params["seats"]]
    ann, bob = seats
    ann.wait_for(f"Ann{label}")
    bob.wait_for(f"Bob{label}")
    ann.wait_for("to play: Ann")
    take_a_go(ann, go)
    bob.wait_for(f"Ann {said}")
    before = bob.wait_for(f"(?s)to play: Bob.*{re.escape(f'Bob{label}')}")  # the top bar and the rack, drawn
    letters = letters_under(before, f"Bob{label}")
    move = re.search(r"move \d+", before)
    assert move is not None
    bob.kill()
    ann.wait_for("to play: Bob")
    bob.start()
    back = bob.wait_for(f"Bob{label}")
    deadline = time.monotonic() + 30
    while not any(letters_under(back, f"Bob{label}")) and time.monotonic() < deadline:
        time.sleep(0.1)  # the label shows a moment before the letters under it
        back = bob.wait_for(f"Bob{label}")
    assert "to play: Bob" in back and move.group() in back
    assert letters_under(back, f"Bob{label}") == letters, "the same letters, nothing lost"
    take_a_go(bob, go)
    ann.wait_for(f"Bob {said}")
    ann.wait_for("to play: Ann")
