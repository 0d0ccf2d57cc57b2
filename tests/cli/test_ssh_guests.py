"""Two guests play a whole Zig Zaggle table over SSH (`parlorgames serve --ssh`), each with the OpenSSH client
in a tmux terminal of its own: each sees its own rack and never the other's, each move shows on the other
screen, a resize redraws, and the game ends on both screens. A session does nothing but play its seat: a wrong
code, a command and a forwarded port are refused; a guest whose terminal goes takes its seat's app with it."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.storage.shared import SeatRow, SharedStore
from tests.tui.test_tmux_shared import Seat

pytest.importorskip("asyncssh")
pytestmark = pytest.mark.skipif(
    shutil.which("ssh") is None or shutil.which("tmux") is None, reason="the OpenSSH client or tmux is missing"
)

SEED = 5
"""Ann holds W and starts (as in the two-terminal test)."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """`parlorgames serve --ssh 127.0.0.1:PORT` on the test's data folder, its log read as it is written."""

    def __init__(self, home: Path, port: int | None = None) -> None:
        self.port = port or free_port()
        self.log = home.parent / f"serve-{time.monotonic_ns()}.log"
        env = {**os.environ, "PARLORGAMES_HOME": str(home)}
        command = [sys.executable, "-m", "parlorgames", "serve", "--ssh", f"127.0.0.1:{self.port}"]
        self.process = subprocess.Popen(command, stdout=self.log.open("w"), stderr=subprocess.STDOUT, env=env)
        self.wait_for("Serving the shared tables")

    def wait_for(self, pattern: str, timeout: float = 30) -> re.Match[str]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = re.search(pattern, self.log.read_text())
            if found:
                return found
            assert self.process.poll() is None, self.log.read_text()
            time.sleep(0.05)
        raise AssertionError(f"{pattern!r} never in the server's log:\n{self.log.read_text()}")

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(15)


class Guest(Seat):
    """A seat played over SSH: the OpenSSH client in a tmux server of its own (the guest's terminal)."""

    def __init__(self, home: Path, name: str, code: str, server: Server, *options: str) -> None:
        self.server, self.options = server, options
        super().__init__(home, name, code)

    def start(self) -> None:
        self.new_server()
        command = [*ssh(self.server, self.home.parent / "known_hosts"), "-tt", *self.options, f"{self.code}@127.0.0.1"]
        env = {**os.environ, "TERM": "xterm-256color"}
        self.tmux(["new-session", "-d", "-s", self.session, "-x", "100", "-y", "32", *command], env=env)


def ssh(server: Server, known: Path) -> list[str]:
    return [
        "ssh",
        "-F",
        os.devnull,
        "-o",
        "StrictHostKeyChecking=accept-new",
        "-o",
        f"UserKnownHostsFile={known}",
        "-o",
        "BatchMode=yes",
        "-p",
        str(server.port),
    ]


def refused(server: Server, known: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*ssh(server, known), *args], capture_output=True, text=True, timeout=60)


def stop_tunnel(tunnel: subprocess.Popen) -> str:
    """Stop an `ssh -N -L` client and return what it said; a client slow to hear SIGTERM is killed."""
    tunnel.terminate()
    try:
        return tunnel.communicate(timeout=5)[1].decode()
    except subprocess.TimeoutExpired:
        tunnel.kill()
        return tunnel.communicate()[1].decode()


def test_two_guests_play_a_whole_zig_zaggle_table_over_ssh(tmp_path):
    home = tmp_path / "home"
    store = SharedStore(home / "tables.sqlite3")
    ruleset = find("zig-zaggle")
    opened = store.open_table(ruleset.name, ruleset.default_variant, SEED, [SeatRow("Ann"), SeatRow("Bob")])
    store.close()
    server = Server(home)
    known = tmp_path / "known_hosts"
    ann = Guest(home, "Ann", opened.codes["Ann"], server)
    bob = Guest(home, "Bob", opened.codes["Bob"], server)
    try:
        ann.wait_for("Ann's rack")
        bob.wait_for("Bob's rack")
        assert "ssh-ed25519" in known.read_text(), "the host key was offered and kept"
        forwarded = free_port()
        tunnel_command = [*ssh(server, known), "-N", "-L", f"{forwarded}:127.0.0.1:{server.port}"]
        tunnel = subprocess.Popen([*tunnel_command, f"{opened.codes['Ann']}@127.0.0.1"], stderr=subprocess.PIPE)
        try:
            deadline = time.monotonic() + 20
            while True:
                try:
                    through = socket.create_connection(("127.0.0.1", forwarded), timeout=10)
                    break
                except ConnectionRefusedError:
                    assert time.monotonic() < deadline, "ssh -L never listened"
                    time.sleep(0.1)
            with through:
                through.settimeout(10)
                assert through.recv(100) == b"", "a forwarded port is closed at once, never opened on the host"
        finally:
            said = stop_tunnel(tunnel)
        assert "open failed" in said, said

        wide = bob.wait_for("to play: Ann")
        bob.tmux(["resize-window", "-t", bob.session, "-x", "120", "-y", "40"])
        redrawn = bob.wait_for("to play: Ann", timeout=30)
        deadline = time.monotonic() + 30
        while len(redrawn.splitlines()) < 40 or redrawn == wide:
            assert time.monotonic() < deadline, f"no redraw at 120x40:\n{redrawn}"
            redrawn = bob.wait_for("to play: Ann")

        # Three rounds of passes on an empty board end Zig Zaggle (ZZ-P6's emergency take-off); after the
        # first, the host stops its server and starts it again, and each guest comes back with its code.
        # Each presses F3 once the footer offers it: a seat's screen shows before the deal (test_tmux_shared).
        for round in range(3):
            ann.wait_for("to play: Ann")
            ann.wait_for("f3 Pass")
            ann.press("F3")
            bob.wait_for("Ann passes")
            bob.wait_for("to play: Bob")
            bob.wait_for("f3 Pass")
            bob.press("F3")
            ann.wait_for("Bob passes")
            if round == 0:
                for guest in (ann, bob):
                    guest.tmux(["set-option", "-t", guest.session, "remain-on-exit", "on"])
                server.stop()
                for guest in (ann, bob):
                    guest.wait_for("the host has stopped the server: your code joins again when it is back")
                    guest.close()
                server = Server(home, server.port)
                for guest in (ann, bob):
                    guest.server = server
                    guest.folder.mkdir()
                    guest.start()
                ann.wait_for("Ann's rack")
                ann.wait_for("to play: Ann · move 3")  # the table as it was: the deal and two passes
        ann.wait_for("Play again|Review")
        bob.wait_for("Play again|Review")

        wrong = refused(server, known, "-tt", f"{opened.table}-aaaa-bbbb-cccc@127.0.0.1")
        assert wrong.returncode == 1 and "that join code opens no seat" in wrong.stdout
        command = refused(server, known, f"{opened.codes['Ann']}@127.0.0.1", "ls")
        assert command.returncode == 1 and "plays a seat and nothing else" in command.stdout
        files = refused(server, known, "-s", f"{opened.codes['Ann']}@127.0.0.1", "sftp")
        assert files.returncode != 0 and "subsystem request failed" in files.stderr, "no sftp"
        assert "wrong code from 127.0.0.1" in server.log.read_text()

        app = int(server.wait_for(r"seat 2: a guest from 127\.0\.0\.1 sits \(app (\d+)\)").group(1))
        bob.close()
        server.wait_for(rf"seat 2: app {app} ended")
        with pytest.raises(ProcessLookupError):
            os.kill(app, 0)
        ann_app = int(server.wait_for(r"seat 1: a guest from 127\.0\.0\.1 sits \(app (\d+)\)").group(1))
    finally:
        server.stop()
        ann.close()
        bob.close()
    assert server.process.returncode == 0 and f"seat 1: app {ann_app} ended" in server.log.read_text()
    with pytest.raises(ProcessLookupError):
        os.kill(ann_app, 0)


def test_wrong_codes_wait_one_second_doubling_and_an_address_that_keeps_trying_is_refused():
    from parlorgames.ssh import FIRST_WAIT, REFUSE_AFTER, REFUSED_FOR, Guards

    guards = Guards()
    waits = [guards.wrong("10.0.0.9", now=100.0) for _ in range(REFUSE_AFTER - 1)]
    assert waits[:4] == [FIRST_WAIT, 2 * FIRST_WAIT, 4 * FIRST_WAIT, 8 * FIRST_WAIT]
    assert not guards.refused("10.0.0.9", now=100.0)
    guards.wrong("10.0.0.9", now=100.0)
    assert guards.refused("10.0.0.9", now=101.0) and not guards.refused("10.0.0.8", now=101.0)
    assert not guards.refused("10.0.0.9", now=100.0 + REFUSED_FOR + 1), "refused for a while, not for ever"
    assert guards.wrong_in_all == REFUSE_AFTER
    guards.right("10.0.0.8")
    assert guards.refused("10.0.0.9", now=101.0)


def test_a_second_login_with_the_same_code_takes_the_seat_over_and_the_first_is_told(tmp_path):
    from parlorgames.ssh import SeatServer

    class Session:
        seat_key = None

        def __init__(self) -> None:
            self.told: list[str] = []

        def leave(self, said: str, status: int = 0) -> None:
            self.told.append(said)

    server = SeatServer(tmp_path, print)
    first, second, onlooker, other = Session(), Session(), Session(), Session()
    server.sit(first, "abcde", 0)  # type: ignore[arg-type]
    server.sit(onlooker, "abcde", None)  # type: ignore[arg-type]
    server.sit(other, "abcde", None)  # type: ignore[arg-type]
    server.sit(second, "abcde", 0)  # type: ignore[arg-type]
    assert first.told == ["another login with this code has taken the seat over"]
    assert second.told == onlooker.told == other.told == [], "onlookers never take each other's place"


def test_listen_addresses_default_to_this_machine_alone():
    from parlorgames.ssh import listen_address

    assert listen_address("2222") == ("127.0.0.1", 2222)
    assert listen_address("0.0.0.0:22") == ("0.0.0.0", 22)
    assert listen_address("[::1]:2222") == ("::1", 2222)
    for wrong in ("", "host:", "70000", "x:y"):
        with pytest.raises(ValueError, match="--ssh: give"):
            listen_address(wrong)


def test_host_prints_each_persons_ssh_line_and_the_host_keys_fingerprint(tmp_path):
    env = {**os.environ, "PARLORGAMES_HOME": str(tmp_path)}
    command = [sys.executable, "-m", "parlorgames", "host", "globe-grams", "--players", "Ann,Bob", "--ssh", "den:2200"]
    out = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    codes = re.findall(r"parlorgames join (\S+)", out.stdout)
    assert len(codes) == 3 and all(f"ssh -p 2200 {code}@den" in out.stdout for code in codes)
    key = tmp_path / "ssh_host_ed25519_key"
    assert key.stat().st_mode & 0o777 == 0o600
    listed = subprocess.run(["ssh-keygen", "-l", "-f", str(key)], capture_output=True, text=True)
    if listed.returncode == 0:
        assert listed.stdout.split()[1] in out.stdout, "the fingerprint OpenSSH shows"
    assert re.search(r"host key the first time: SHA256:\S+", out.stdout)


def test_an_idle_guest_is_let_go_after_a_long_while_and_told_the_seat_waits(tmp_path):
    from parlorgames.ssh import IDLE_LIMIT, GuestSession, SeatServer

    class Channel:
        def __init__(self) -> None:
            self.written, self.status = b"", None

        def write(self, data: bytes) -> None:
            self.written += data

        def exit(self, status: int) -> None:
            self.status = status

    session = GuestSession(SeatServer(tmp_path, print), "10.0.0.9", "abcde-code")
    session.chan = Channel()
    session.data_received(b"x", None)
    assert not session.idle_check(session.last_key + IDLE_LIMIT - 1)
    assert session.idle_check(session.last_key + IDLE_LIMIT + 1) and session.gone
    assert b"your seat waits, and your code joins it again" in session.chan.written
