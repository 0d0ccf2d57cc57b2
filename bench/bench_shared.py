"""Shared tables: how soon a seat's move shows on another screen, and how many moves a second one store takes.

1. Two seats of a Round the World table spin in turn from this process (a move every `GAP` seconds) while an
   onlooker's app runs headless in a process of its own, watching the store as `parlorgames join` does. For
   each move: the time from its write to the onlooker's screen having redrawn it. Bar: 500 ms.
2. Four processes write to one table's log as fast as they can for a few seconds, each re-reading when its
   write is refused as stale: moves a second in all, and a check that none was lost or written twice.

Run: python bench/bench_shared.py [moves]   (in a temporary data folder of its own)
"""

from __future__ import annotations

import json
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GAP = 0.3
WRITERS = 4
SECONDS = 3.0

ONLOOKER = """
import asyncio, json, sys, time
from parlorgames.shared import join
from parlorgames.tui.seat_app import SeatApp

code, moves = sys.argv[1], int(sys.argv[2])
table = join(code)
lags = []
seen = []
watch = table.watch

def timed_watch(now=None):
    changed = watch(now)
    if changed and table.entries:
        made = table.store.db.execute(
            "SELECT MAX(made) FROM actions WHERE table_id = ?", (table.table_id,)
        ).fetchone()[0]
        seen.append(time.time() - made)
        app.call_after_refresh(lambda: lags.append(time.time() - made))
    return changed

table.watch = timed_watch
app = SeatApp(table, animate=False, bot_delay=0)

async def main():
    async with app.run_test(size=(100, 32)) as pilot:
        print("ready", flush=True)
        end = time.monotonic() + moves * 2
        while len(table.session.actions) < moves and time.monotonic() < end:
            await asyncio.sleep(0.05)
        await pilot.pause()
    print(json.dumps({"read": seen, "shown": lags}), flush=True)

asyncio.run(main())
"""


def latency(moves: int) -> dict[str, list[float]]:
    from parlorgames.shared import join
    from parlorgames.storage.shared import SeatRow, SharedStore

    store = SharedStore()
    opened = store.open_table("round-the-world", "game-1", 5, [SeatRow("Ann"), SeatRow("Bob")])
    seats = [join(code) for code in opened.codes.values()]
    onlooker = subprocess.Popen(
        [sys.executable, "-c", ONLOOKER, opened.onlooker, str(moves)], stdout=subprocess.PIPE, text=True
    )
    assert onlooker.stdout is not None
    assert onlooker.stdout.readline().strip() == "ready"
    time.sleep(1.0)
    for _ in range(moves):
        for seat in seats:
            seat.catch_up()
        mover = next((s for s in seats if s.people_may_act), None)
        if mover is None:
            break
        session = mover.session
        if session.rules.is_chance(session.state):
            mover.spin()
        else:
            mover.act(session.rules.legal_actions(session.observe(session.seat))[0])
        time.sleep(GAP)
    out, _ = onlooker.communicate(timeout=60)
    found = json.loads(out.strip().splitlines()[-1])
    return {part: sorted(lag * 1000 for lag in lags) for part, lags in found.items()}


def write_hard(path: str, table: str, writer: int, until: float, counts: dict[int, int]) -> None:
    from parlorgames.storage.shared import Entry, SharedStore

    store = SharedStore(Path(path))
    seen = len(store.entries(table))
    written = refused = 0
    time.sleep(max(0.0, until - SECONDS - time.time()))
    while time.time() < until:
        if store.append(table, seen, [Entry(seen, {"writer": writer, "n": written})]):
            written += 1
            seen += 1
        else:
            refused += 1
            seen += len(store.entries(table, after=seen))
    counts[writer] = written
    counts[writer + 100] = refused


def load() -> tuple[float, int, int, bool]:
    from parlorgames.storage.shared import SeatRow, SharedStore, played

    store = SharedStore()
    opened = store.open_table("round-the-world", "game-1", 5, [SeatRow("Ann"), SeatRow("Bob")])
    counts = multiprocessing.Manager().dict()
    until = time.time() + 1.0 + SECONDS
    workers = [
        multiprocessing.Process(target=write_hard, args=(str(store.path), opened.table, w, until, counts))
        for w in range(WRITERS)
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    actions, _ = played(store.entries(opened.table))
    written = sum(counts[w] for w in range(WRITERS))
    refused = sum(counts[w + 100] for w in range(WRITERS))
    each_once = (
        all([a["n"] for a in actions if a["writer"] == w] == list(range(counts[w])) for w in range(WRITERS))
        and len(actions) == written
    )
    return len(actions) / SECONDS, written, refused, each_once


def main() -> None:
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    os.environ["PARLORGAMES_HOME"] = tempfile.mkdtemp(prefix="parlorgames-bench-")
    lags = latency(moves)
    shown, read = lags["shown"], lags["read"]
    if shown:
        p95 = shown[min(len(shown) - 1, int(len(shown) * 0.95))]
        print(f"move → onlooker's screen: {len(shown)} moves, median {statistics.median(shown):.0f} ms,")
        print(f"  p95 {p95:.0f} ms, max {shown[-1]:.0f} ms; read from the store after a median")
        print(f"  {statistics.median(read):.0f} ms (the screen looks every 100 ms), the rest is the redraw")
    rate, written, refused, each_once = load()
    print(f"{WRITERS} processes writing at once: {rate:.0f} moves a second, {written} written, {refused} refused")
    print(f"  as stale and re-read; every move written once, in order: {each_once}")


if __name__ == "__main__":
    main()
