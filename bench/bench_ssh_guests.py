"""SSH guests: what a host pays for each guest, and how soon a guest's move shows on another guest's screen.

`parlorgames serve --ssh` on 127.0.0.1 (a port of its own, a temporary data folder) serves `TABLES` Zig
Zaggle tables ("Dictionary referee": no challenge windows) of two guests and one computer seat each, every
guest an asyncssh client with a 100x32 terminal in this process. Each table plays `ROUNDS` rounds, the tables
out of step with each other (a person's move comes up to `THINK` seconds after their turn does): the guest
whose turn it is presses F3 (pass), and the time until the words "<name> passes" reach the other guest's
screen (its terminal's bytes, escape sequences taken out) is one sample of move-to-other-screen. Then, with
every guest sitting idle for `IDLE` seconds, the host's CPU (the server and every seat's app, from /proc) and
each app's resident memory (RSS, and PSS, which shares the pages of the one Python install among the apps).

The server's keeper plays the computer seats; with `--no-keeper` it is stopped as the server starts, and the
guests' apps play them, as before there was one (an A/B of the two).

Run: python bench/bench_ssh_guests.py [tables] [level] [--no-keeper]   (the computer seats' level, normal by
default; Linux; needs the [ssh] extra; binds to 127.0.0.1 only)
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import asyncssh

from parlorgames.shared import waits_on
from parlorgames.storage.shared import SeatRow, SharedStore

TABLES = 10
ROUNDS = 3
IDLE = 10.0
THINK = 1.0
F3 = b"\x1bOR"
ESCAPES = re.compile(
    rb"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[PX^_][^\x1b]*\x1b\\|[()][0-9A-Za-z]|[=>78DEHMNOZc])"
)
TICKS = os.sysconf("SC_CLK_TCK")
GIB = 1024**3


class Guest:
    """One guest's SSH session: what its terminal has been sent, as text without escape sequences."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.text = ""
        self.changed = asyncio.Event()

    async def connect(self, port: int, code: str) -> None:
        self.conn = await asyncssh.connect("127.0.0.1", port, username=code, known_hosts=None, client_keys=None)
        self.process = await self.conn.create_process(term_type="xterm-256color", term_size=(100, 32), encoding=None)
        asyncio.get_running_loop().create_task(self.read())

    async def read(self) -> None:
        while True:
            data = await self.process.stdout.read(65536)
            if not data:
                return
            self.text += ESCAPES.sub(b"", data).decode("utf-8", "replace")
            self.changed.set()

    async def shows(self, pattern: str, after: int, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while not re.search(pattern, self.text[after:]):
            self.changed.clear()
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"{pattern!r} never reached {self.name}")
            try:
                await asyncio.wait_for(self.changed.wait(), left)
            except TimeoutError:
                pass

    def close(self) -> None:
        self.conn.close()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid and fields[0] != "Z":
                found.append(int(entry.name))
    return found


def is_keeper(pid: int) -> bool:
    return b"parlorgames.keeper" in Path(f"/proc/{pid}/cmdline").read_bytes()


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def memory(pid: int) -> tuple[int, int]:
    """RSS and PSS in bytes."""
    values = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]:
        key, value = line.split(":", 1)
        values[key] = int(value.split()[0]) * 1024
    return values["Rss"], values["Pss"]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


async def play(home: Path, port: int, tables: int, server: int, level: str) -> None:
    store = SharedStore(home / "tables.sqlite3")
    opened = [
        store.open_table("zig-zaggle", "referee", 5 + i, [SeatRow("Ann"), SeatRow("Bob"), SeatRow("Cat", True, level)])
        for i in range(tables)
    ]
    pairs = []
    for table in opened:
        ann, bob = Guest("Ann"), Guest("Bob")
        await ann.connect(port, table.codes["Ann"])
        await bob.connect(port, table.codes["Bob"])
        pairs.append((ann, bob))
    await asyncio.gather(*(guest.shows("'s rack", 0, 120) for pair in pairs for guest in pair))
    processes = [server, *children(server)]
    before = {pid: cpu_seconds(pid) for pid in processes}
    started = time.monotonic()
    lags = await asyncio.gather(*(rounds(store, table.table, ann, bob) for table, (ann, bob) in zip(opened, pairs)))
    played = time.monotonic() - started
    used = sum(cpu_seconds(pid) - before[pid] for pid in processes)
    samples = [lag for table in lags for lag in table]
    print(f"{len(samples)} moves over {tables} tables in {played:.1f} s")
    print(
        f"move to the other guest's screen: p50 {statistics.median(samples) * 1000:.0f} ms, "
        f"p95 {percentile(samples, 0.95) * 1000:.0f} ms, max {max(samples) * 1000:.0f} ms"
    )
    print(f"host CPU while they played: {used / played * 100:.0f}% of one core")


async def rounds(store: SharedStore, table: str, ann: Guest, bob: Guest) -> list[float]:
    """Each guest passes in turn (the computer seat plays words between): the time each pass takes to reach
    the other guest's screen. Whose turn it is is read from the store, and the mover's app is given time to
    have read it too before the key is pressed (that wait is not measured)."""
    guests = {"Ann": (ann, bob), "Bob": (bob, ann)}
    thinking = random.Random(table)
    lags = []
    for _ in range(2 * ROUNDS):
        while (turn := waits_on(store, store.table(table))) is None:
            await asyncio.sleep(0.05)
        mover, other = guests[turn]
        await asyncio.sleep(0.5 + THINK * thinking.random())
        after = len(other.text)
        pressed = time.monotonic()
        mover.process.stdin.write(F3)
        await other.shows(f"{mover.name} passes", after)
        lags.append(time.monotonic() - pressed)
        while waits_on(store, store.table(table)) == turn:
            await asyncio.sleep(0.05)
    return lags


def main() -> None:
    arguments = [argument for argument in sys.argv[1:] if argument != "--no-keeper"]
    tables = int(arguments[0]) if arguments else TABLES
    level = arguments[1] if len(arguments) > 1 else "normal"
    load = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench-ssh-") as folder:
        home = Path(folder) / "home"
        port = free_port()
        env = {**os.environ, "PARLORGAMES_HOME": str(home)}
        server = subprocess.Popen(
            [sys.executable, "-m", "parlorgames", "serve", "--ssh", f"127.0.0.1:{port}"],
            stdout=subprocess.PIPE,
            env=env,
            text=True,
        )
        assert server.stdout is not None and "Serving" in server.stdout.readline()
        if "--no-keeper" in sys.argv:
            for pid in children(server.pid):
                if is_keeper(pid):
                    os.kill(pid, 15)
            print("without the keeper: the guests' apps play the computer seats")
        try:
            asyncio.run(measured(home, port, tables, server.pid, level))
        finally:
            server.terminate()
            server.wait(30)
    print(f"load average before: {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}; after: {os.getloadavg()[0]:.1f}")


async def measured(home: Path, port: int, tables: int, server: int, level: str) -> None:
    await play(home, port, tables, server, level)
    everyone = children(server)
    apps = [pid for pid in everyone if not is_keeper(pid)]
    keepers = [pid for pid in everyone if is_keeper(pid)]
    before = {pid: cpu_seconds(pid) for pid in [server, *everyone]}
    await asyncio.sleep(IDLE)
    used = sum(cpu_seconds(pid) - before[pid] for pid in before)
    sizes = [memory(pid) for pid in apps]
    rss, pss = [size[0] for size in sizes], [size[1] for size in sizes]
    server_rss = memory(server)[0]
    kept = f", the keeper {memory(keepers[0])[0] / 2**20:.0f} MiB RSS" if keepers else ""
    print(f"{len(apps)} seat apps; the server {server_rss / 2**20:.0f} MiB RSS{kept}")
    print(
        f"per guest: RSS median {statistics.median(rss) / 2**20:.0f} MiB (max {max(rss) / 2**20:.0f}), "
        f"PSS median {statistics.median(pss) / 2**20:.0f} MiB"
    )
    idle = used / IDLE * 100
    print(f"host CPU with every guest idle: {idle:.0f}% of one core ({idle / len(apps):.1f}% a guest)")
    per_guest = statistics.median(pss)
    print(
        f"a 16 GiB host (1 GiB kept for the system) holds about {int(15 * GIB / per_guest)} guests by PSS, "
        f"{int(15 * GIB / statistics.median(rss))} by RSS"
    )


if __name__ == "__main__":
    main()
