"""How long an autosave holds the event loop, per game, after 60 moves between computer players:
writing the save there (JSON, fsync and rename, as every move did before) against what the table does
now, taking the save's JSON and handing it to the `SaveQueue`, whose thread writes it. Median, p95 and
worst over the saves; each queued save is waited for before the next, as moves a computer's pace apart.

Run: python bench/bench_autosave.py [saves per game, default 40]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.storage import SaveQueue, write_json_atomically

GAMES = ("round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross")
MOVES = 60


def played(game: str) -> Session:
    ruleset = find(game)
    session = Session(ruleset, [Seat("Cat", True), Seat("Dog", True)], 1, ruleset.default_variant)
    while len(session.actions) < MOVES and not session.over:
        if session.rules.is_chance(session.state):
            session.resolve_chance()
        else:
            session.act(session.bot_choice(session.state, len(session.actions)))
    return session


def figures(seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    return f"{statistics.median(ms):6.2f} {statistics.quantiles(ms, n=20)[-1]:6.2f} {ms[-1]:6.2f}"


def main() -> None:
    saves = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    print(f"{saves} saves a game after {MOVES} moves; ms on the event loop: median p95 worst")
    print(f"{'game':<16} {'bytes':>6}   {'written on the loop':>20}   {'queued':>20}")
    for game in GAMES:
        session = played(game)
        path = Path(tempfile.mkdtemp()) / "game.json"
        queue = SaveQueue(path, lambda number, error: None)
        on_loop, queued = [], []
        for _ in range(saves):
            start = time.perf_counter()
            write_json_atomically(path, session.to_json())
            on_loop.append(time.perf_counter() - start)
            start = time.perf_counter()
            queue.put(session.to_json())
            queued.append(time.perf_counter() - start)
            queue.flush()
        print(f"{game:<16} {path.stat().st_size:>6}   {figures(on_loop):>20}   {figures(queued):>20}")


if __name__ == "__main__":
    main()
