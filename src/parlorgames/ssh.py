"""`parlorgames serve --ssh`: the shared tables of this data folder for guests with nothing but an SSH client
(`ssh -p PORT CODE@HOST`), through asyncssh (the optional `[ssh]` extra: this module is imported only when it
is wanted, and an ImportError of it means the extra is missing).

The join code is the login. A session that brings a code opening a seat gets that seat's app, run here on the
host in a pseudo-terminal of its own sized (and resized) to the guest's terminal, and nothing else: no shell,
no command, no forwarding of ports or agents, no files (sftp, scp). Only the screen's bytes cross the network.
A wrong code is answered with one line after a wait that doubles with each wrong code from the address (one
second, two, four, ...), and an address that keeps trying is refused for a while. A second login with the same
code takes the seat over and the first is told. A seat's app ends when its guest's terminal goes or the server
stops: a Textual app left on a hung-up terminal would spin. The tables' computer seats and chance are played
by the host's keeper (`keeper.py`), a process of the server's own, never in a guest's app while it holds."""

from __future__ import annotations

import asyncio
import fcntl
import os
import re
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncssh

from .guest import CODE_ENV
from .storage.shared import NoSuchCode, SharedStore, StoreError, keep_private, private_folder

DEFAULT_PORT = 2222
"""The port `serve --ssh` and `host` use unless told otherwise (22 is the machine's own SSH server's)."""
KEY_FILE = "ssh_host_ed25519_key"
"""The host key, in the data folder: made once, so a guest's SSH client knows the host again."""
WRONG_CODE = "that join code opens no seat at any table here"
FIRST_WAIT = 1.0
"""Seconds before a first wrong code is answered; each further wrong code from the address waits twice as long."""
LONGEST_WAIT = 30.0
REFUSE_AFTER = 8
"""Wrong codes from one address before it is refused for `REFUSED_FOR` seconds."""
REFUSED_FOR = 600.0
GRACE = 2.0
IDLE_LIMIT = 4 * 3600.0
"""Seconds without a key from a guest before the session is let go (its seat keeps waiting for the code)."""
IDLE_LOOK = 60.0
"""Seconds a seat's app has to end after its terminal hangs up, before it is killed."""
RESTORE = (
    b"\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1015l\x1b[?1004l\x1b[?2004l\x1b[<u"
    b"\x1b[0m\x1b[?25h\x1b[?1049l\r\n"
)
"""The guest's terminal as it was before the app, written when the app was ended (it had no time to): mouse
reports, focus reports, bracketed paste and the keyboard protocol off, colours reset, the cursor shown, the
alternate screen left."""
TERM_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._+-]{0,63}")
"""A terminal type a guest's client may name (anything else: xterm-256color): it becomes the app's TERM."""
ONLY_A_SEAT = "this server plays a seat and nothing else: connect with  ssh -t -p PORT CODE@HOST  and no command"


def host_key(folder: Path) -> asyncssh.SSHKey:
    """The host's SSH key, made once (mode 0600) in the data folder `folder` and read from there after."""
    private_folder(folder)
    path = folder / KEY_FILE
    if not path.exists():
        key = asyncssh.generate_private_key("ssh-ed25519", comment="parlorgames")
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as file:
            file.write(key.export_private_key())
    keep_private(path, 0o600)
    return asyncssh.read_private_key(path)


def fingerprint(folder: Path) -> str:
    """The host key's fingerprint as OpenSSH shows it (SHA256:...), the key made if it is not yet."""
    return str(host_key(folder).get_fingerprint("sha256"))


def listen_address(text: str) -> tuple[str, int]:
    """`[ADDR:]PORT` as given to --ssh: the address (127.0.0.1 unless given) and the port."""
    address, _, port = text.rpartition(":")
    address = address.strip("[]") or "127.0.0.1"
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"--ssh: give [ADDRESS:]PORT with a port between 1 and 65535, not {text!r}")
    return address, int(port)


def ssh_line(code: str, host: str, port: int) -> str:
    """The command a guest types to sit at the seat `code` opens."""
    return f"ssh -p {port} {code}@{host}" if port != 22 else f"ssh {code}@{host}"


@dataclass
class Tries:
    """The wrong codes one address has given, and until when it is refused."""

    wrong: int = 0
    refused_until: float = 0.0


@dataclass
class Guards:
    """Wrong codes counted by address, the wait before each answer, and the addresses refused for a while."""

    by_address: dict[str, Tries] = field(default_factory=dict)
    wrong_in_all: int = 0

    def refused(self, address: str, now: float) -> bool:
        return self.by_address.get(address, Tries()).refused_until > now

    def wrong(self, address: str, now: float) -> float:
        """Count a wrong code from `address`: the seconds to wait before answering it."""
        tries = self.by_address.setdefault(address, Tries())
        tries.wrong += 1
        self.wrong_in_all += 1
        if tries.wrong >= REFUSE_AFTER:
            tries.refused_until = now + REFUSED_FOR
        return float(min(LONGEST_WAIT, FIRST_WAIT * 2 ** (tries.wrong - 1)))

    def right(self, address: str) -> None:
        self.by_address.pop(address, None)


def seat_command() -> list[str]:
    """The process a guest's seat runs: this Python, so the same install and data folder."""
    return [sys.executable, "-m", "parlorgames.guest"]


class SeatServer:
    """The SSH server: one `GuestSession` per guest, the guards on wrong codes, the seats taken."""

    def __init__(self, home: Path, say: Callable[[str], None]) -> None:
        self.home = home
        self.say = say
        self.guards = Guards()
        self.seats: dict[tuple[str, int | None, int], GuestSession] = {}
        """The sessions playing a seat, by table and seat (onlookers each by their own number)."""
        self.sessions: set[GuestSession] = set()
        self.reaping: set[asyncio.Task[None]] = set()
        """The seats' apps being ended, awaited before the server stops."""

    def where(self, code: str) -> tuple[str, int | None] | None:
        """The table and seat `code` opens, or None."""
        try:
            store = SharedStore(self.home / "tables.sqlite3")
        except StoreError as error:
            self.say(str(error))
            return None
        try:
            joined = store.join(code)
        except (NoSuchCode, StoreError):
            return None
        finally:
            store.close()
        return joined.table, joined.seat

    def sit(self, session: GuestSession, table: str, seat: int | None) -> None:
        """`session` takes the seat; a session holding it already is told and let go."""
        key = (table, seat, 0 if seat is not None else id(session))
        before = self.seats.get(key)
        if before is not None and before is not session:
            before.leave("another login with this code has taken the seat over")
        self.seats[key] = session
        session.seat_key = key

    def left(self, session: GuestSession) -> None:
        self.sessions.discard(session)
        if session.seat_key is not None and self.seats.get(session.seat_key) is session:
            del self.seats[session.seat_key]

    def stop(self) -> None:
        for session in list(self.sessions):
            session.leave("the host has stopped the server: your code joins again when it is back")


class Guard(asyncssh.SSHServer):
    """A connection: no authentication (the code in the user name is checked by the session), and no
    forwarding of any kind."""

    def __init__(self, server: SeatServer) -> None:
        self.server = server
        self.address = ""

    def connection_made(self, conn: Any) -> None:
        self.conn = conn
        self.address = str((conn.get_extra_info("peername") or ("?",))[0])

    def begin_auth(self, username: str) -> bool:
        return False

    def session_requested(self) -> Any:
        return GuestSession(self.server, self.address, self.conn.get_extra_info("username") or "")

    def connection_requested(self, *args: Any) -> bool:
        return False

    def server_requested(self, *args: Any) -> bool:
        return False

    def unix_connection_requested(self, *args: Any) -> bool:
        return False

    def unix_server_requested(self, *args: Any) -> bool:
        return False


class GuestSession(asyncssh.SSHServerSession[bytes]):
    """One guest's session: its seat's app in a pseudo-terminal of the host, bytes relayed both ways."""

    def __init__(self, server: SeatServer, address: str, code: str) -> None:
        self.server = server
        self.address = address
        self.code = code
        self.size = (80, 24)
        self.term = "xterm-256color"
        self.command: str | None = None
        self.has_pty = False
        self.master = -1
        self.app: subprocess.Popen[bytes] | None = None
        self.seat_key: tuple[str, int | None, int] | None = None
        self.gone = False
        self.reading = False
        self.last_key = time.monotonic()

    def connection_made(self, chan: Any) -> None:
        self.chan = chan
        self.server.sessions.add(self)

    def pty_requested(self, term_type: str, term_size: tuple[int, int, int, int], term_modes: Any) -> bool:
        self.has_pty = True
        if TERM_NAME.fullmatch(term_type or ""):
            self.term = term_type
        if term_size[0] and term_size[1]:
            self.size = (term_size[0], term_size[1])
        return True

    def shell_requested(self) -> bool:
        return True

    def exec_requested(self, command: str) -> bool:
        self.command = command
        return True

    def subsystem_requested(self, subsystem: str) -> bool:
        return False

    def session_started(self) -> None:
        asyncio.get_running_loop().create_task(self.begin())

    async def begin(self) -> None:
        now = time.monotonic()
        if self.server.guards.refused(self.address, now):
            self.leave("too many wrong codes from your address: try again later", status=1)
            return
        if self.command is not None or not self.has_pty:
            self.leave(ONLY_A_SEAT, status=1)
            return
        where = self.server.where(self.code)
        if where is None:
            wait = self.server.guards.wrong(self.address, now)
            self.server.say(f"a wrong code from {self.address} ({self.server.guards.wrong_in_all} wrong codes in all)")
            await asyncio.sleep(wait)
            self.leave(WRONG_CODE, status=1)
            return
        self.server.guards.right(self.address)
        self.server.sit(self, *where)
        self.start_app()

    def start_app(self) -> None:
        master, slave = os.openpty()
        self.master = master
        self.resize(*self.size)
        env = {**os.environ, CODE_ENV: self.code, "TERM": self.term, "PARLORGAMES_HOME": str(self.server.home)}
        for name in ("COLUMNS", "LINES", "TMUX", "TERM_PROGRAM"):
            env.pop(name, None)
        self.app = subprocess.Popen(
            seat_command(),
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
            preexec_fn=_take_terminal,
            close_fds=True,
        )
        os.close(slave)
        self.server.say(f"{self.label()}: a guest from {self.address} sits (app {self.app.pid})")
        os.set_blocking(master, False)
        asyncio.get_running_loop().add_reader(master, self.relay_out)
        self.reading = True
        asyncio.get_running_loop().create_task(self.let_go_when_idle())

    def label(self) -> str:
        if self.seat_key is None:
            return "a guest"
        table, seat, _ = self.seat_key
        return f"table {table}, " + ("an onlooker" if seat is None else f"seat {seat + 1}")

    def relay_out(self) -> None:
        try:
            data = os.read(self.master, 65536)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:
            self.leave("", status=0 if self.app is None else (self.app.poll() or 0))
            return
        self.chan.write(data)

    def pause_writing(self) -> None:
        if self.reading:
            asyncio.get_running_loop().remove_reader(self.master)
            self.reading = False

    def resume_writing(self) -> None:
        if not self.reading and self.master >= 0 and not self.gone:
            asyncio.get_running_loop().add_reader(self.master, self.relay_out)
            self.reading = True

    async def let_go_when_idle(self) -> None:
        while not self.gone:
            await asyncio.sleep(IDLE_LOOK)
            self.idle_check(time.monotonic())

    def idle_check(self, now: float) -> bool:
        """Let the guest go after `IDLE_LIMIT` without a key (True when let go): an app kept for nobody costs
        the host its memory, and the seat keeps waiting for its code."""
        if self.gone or now - self.last_key < IDLE_LIMIT:
            return False
        hours = round(IDLE_LIMIT / 3600)
        self.leave(f"let go after {hours} hours without a key: your seat waits, and your code joins it again")
        return True

    def data_received(self, data: bytes, datatype: Any) -> None:
        self.last_key = time.monotonic()
        if self.master >= 0 and not self.gone:
            try:
                os.write(self.master, data)
            except OSError:
                pass  # the app has ended: relay_out says so

    def terminal_size_changed(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        if width and height:
            self.size = (width, height)
            if self.master >= 0:
                self.resize(width, height)

    def resize(self, width: int, height: int) -> None:
        """The pseudo-terminal takes the guest's size; the kernel tells the app (SIGWINCH)."""
        fcntl.ioctl(self.master, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))

    def eof_received(self) -> bool:
        """The guest sends no more: a seat's app ends; before one started, the answer is still written."""
        if self.app is None:
            return True
        self.leave("")
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        self.leave("")

    def leave(self, said: str, status: int = 0) -> None:
        """End the session: `said` on the guest's screen (if it is still there), the app ended."""
        if self.gone:
            return
        self.gone = True
        self.server.left(self)
        self.end_app()
        try:
            if self.app is not None:
                self.chan.write(RESTORE)
            if said:
                self.chan.write(f"{said}\r\n".encode())
            self.chan.exit(status)
        except Exception:  # noqa: BLE001 - the guest's connection may be gone already
            pass

    def end_app(self) -> None:
        if self.master >= 0:
            if self.reading:
                asyncio.get_running_loop().remove_reader(self.master)
                self.reading = False
            os.close(self.master)
            self.master = -1
        app = self.app
        if app is not None:
            if app.poll() is None:
                _signal_group(app, signal.SIGHUP)
            reaping = _reap(app, f"{self.label()}: app {app.pid} ended", self.server.say)
            self.server.reaping.add(asyncio.get_running_loop().create_task(reaping))


def _take_terminal() -> None:
    """In the seat's new process: its pseudo-terminal becomes its controlling terminal (for SIGWINCH)."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def _signal_group(app: subprocess.Popen[bytes], sent: int) -> None:
    try:
        os.killpg(app.pid, sent)
    except ProcessLookupError:
        pass


async def _reap(app: subprocess.Popen[bytes], ended: str, say: Callable[[str], None]) -> None:
    """Wait for a seat's app to end after its terminal hung up; kill it after `GRACE` seconds; say `ended`."""
    deadline = time.monotonic() + GRACE
    while app.poll() is None and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    if app.poll() is None:
        _signal_group(app, signal.SIGKILL)
        while app.poll() is None:
            await asyncio.sleep(0.05)
    say(ended)


async def _serve(home: Path, address: str, port: int, say: Callable[[str], None], started: asyncio.Event) -> None:
    key = host_key(home)
    server = SeatServer(home, say)
    listener = await asyncssh.create_server(
        lambda: Guard(server),
        address,
        port,
        server_host_keys=[key],
        encoding=None,
        line_editor=False,
        agent_forwarding=False,
        x11_forwarding=False,
        allow_scp=False,
        sftp_factory=None,
        gss_host=None,
        keepalive_interval=30,
        keepalive_count_max=4,
    )
    keeper = subprocess.Popen(
        [sys.executable, "-m", "parlorgames.keeper"], env={**os.environ, "PARLORGAMES_HOME": str(home)}
    )
    say(
        f"Serving the shared tables of {home} over SSH at {address}:{port} "
        f"(host key {key.get_fingerprint('sha256')}). Guests join with: {ssh_line('CODE', 'HOST', port)}. "
        "Ctrl+C stops."
    )
    started.set()
    try:
        await asyncio.Event().wait()
    finally:
        server.stop()
        listener.close()
        keeper.terminate()
        if server.reaping:
            await asyncio.wait(server.reaping, timeout=GRACE + 1)
        try:
            keeper.wait(GRACE + 1)
        except subprocess.TimeoutExpired:
            keeper.kill()
            keeper.wait()


def serve_ssh(home: Path, address: str, port: int, say: Callable[[str], None] = print) -> None:
    """Serve the data folder `home`'s shared tables over SSH at address:port until interrupted (or SIGTERM)."""

    async def main() -> None:
        task = asyncio.current_task()
        assert task is not None
        loop = asyncio.get_running_loop()
        loop.add_signal_handler(signal.SIGTERM, task.cancel)
        try:
            await _serve(home, address, port, say, asyncio.Event())
        except OSError as error:
            raise ValueError(f"--ssh: cannot listen at {address}:{port}: {error.strerror or error}") from None

    try:
        asyncio.run(main())
    except (KeyboardInterrupt, asyncio.CancelledError):
        pass
