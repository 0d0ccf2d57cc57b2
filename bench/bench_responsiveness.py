"""Does the screen ever freeze? All-computer games of every game run in the app (headless, 80×24,
computer moves in thread workers as a player gets them), while a watcher on the event loop records its
longest stall and keys are pressed the whole time: F1 opens the rules and Escape closes them, ctrl+p
opens the command palette and Escape closes it. A key's latency is the time from its arrival to its
screen being the current one and drawn.
Bar: no stall over 100 ms; every key within 100 ms.
Run: python bench/bench_responsiveness.py [max moves per game] [game ...]
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

GAMES = ("round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross")
TICK = 0.005


class Watch:
    """The event loop's longest stall from the game itself (computer moves, redraws): how late a 5 ms
    sleep wakes, over and over. Stalls while a key's own screen is built count as that key's latency."""

    def __init__(self) -> None:
        self.worst = 0.0
        self.running = True
        self.keys = False

    async def run(self) -> None:
        while self.running:
            start, keys = time.perf_counter(), self.keys
            await asyncio.sleep(TICK)
            if not (keys or self.keys):
                self.worst = max(self.worst, time.perf_counter() - start - TICK)


async def key_latency(app, key: str, done) -> float:
    """Seconds from a key's arrival to `done()` holding, then one more turn of the loop to draw it
    (a key with no effect within 5 s counts as 5 s)."""
    from textual import events

    start = time.perf_counter()
    app.post_message(events.Key(key, None))
    while not done() and time.perf_counter() - start < 5:
        await asyncio.sleep(0.001)
    await asyncio.sleep(0)
    return time.perf_counter() - start


async def one_game(game: str, most: int) -> tuple[float, list[float], int]:
    from textual import events
    from textual.command import CommandPalette

    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat
    from parlorgames.tui.app import ParlorApp
    from parlorgames.tui.screens.game import GameScreen
    from parlorgames.tui.screens.gameover import GameOverScreen
    from parlorgames.tui.screens.roundover import RoundOverScreen
    from parlorgames.tui.screens.rules import RulesScreen

    ruleset = find(game)
    start = {"ruleset": ruleset, "variant": ruleset.default_variant, "seats": [Seat("Cat", True), Seat("Dog", True)], "seed": 1}
    app = ParlorApp(start=start, animate=False, bot_delay=0)
    latencies: list[float] = []
    watch = Watch()
    async with app.run_test(size=(80, 24)):
        while not isinstance(app.screen, GameScreen):
            await asyncio.sleep(0.01)
        game_screen = app.screen
        watcher = asyncio.create_task(watch.run())
        while len(game_screen.session.actions) < most and not isinstance(app.screen, GameOverScreen):
            if app.screen is game_screen:
                watch.keys = True
                latencies.append(await key_latency(app, "f1", lambda: isinstance(app.screen, RulesScreen)))
                latencies.append(await key_latency(app, "escape", lambda: app.screen is game_screen))
                latencies.append(await key_latency(app, "ctrl+p", lambda: isinstance(app.screen, CommandPalette)))
                latencies.append(await key_latency(app, "escape", lambda: app.screen is game_screen))
                watch.keys = False
            elif isinstance(app.screen, RoundOverScreen):
                app.post_message(events.Key("enter", None))  # an end-of-round summary waits for Enter
            await asyncio.sleep(0.5)
        watch.running = False
        await watcher
        moves = len(game_screen.session.actions)
    return watch.worst, latencies, moves


def main() -> None:
    os.environ.setdefault("PARLORGAMES_HOME", tempfile.mkdtemp())
    most = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    games = sys.argv[2:] or GAMES
    every: list[float] = []
    print(f"{'game':<16} {'moves':>5} {'longest stall':>14} {'key median':>11} {'key p95':>8}")
    for game in games:
        worst, latencies, moves = asyncio.run(one_game(game, most))
        every += latencies
        p95 = statistics.quantiles(latencies, n=20)[-1] if len(latencies) > 1 else latencies[0]
        print(f"{game:<16} {moves:>5} {worst * 1000:>11.0f} ms {statistics.median(latencies) * 1000:>8.1f} ms {p95 * 1000:>5.1f} ms")
    p95 = statistics.quantiles(every, n=20)[-1]
    print(f"{'every key':<16} {len(every):>5} presses     median {statistics.median(every) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    main()
