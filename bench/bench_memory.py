"""How much memory the app holds in each game: resident set size of the whole process, as a user's
system monitor shows it, next to a bare Textual app.

Each game runs in its own fresh process: the app (headless, 80×24) opens a seeded game of two
computer players and plays `moves` moves (default 30), so every word structure, index and gazetteer
the game uses is built; then the process reports its current and peak resident memory. The bare
app mounts one label and waits as long. Bar: at most 100 MiB in any game.
Run: python bench/bench_memory.py [moves] [game ...] [--level easy|normal|hard]
(the computers' level, normal unless given: hard keeps more of what it works out).
"""

from __future__ import annotations

import asyncio
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

GAMES = ("round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross")
BAR_MIB = 100.0


def resident_mib() -> tuple[float, float]:
    """(current, peak) resident memory of this process in MiB."""
    current = 0.0
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            current = int(line.split()[1]) / 1024
    return current, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def in_game(game: str, moves: int, level: str) -> tuple[float, float, int]:
    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat
    from parlorgames.tui.app import ParlorApp
    from parlorgames.tui.screens.game import GameScreen
    from parlorgames.tui.screens.gameover import GameOverScreen
    from parlorgames.tui.screens.roundover import RoundOverScreen

    ruleset = find(game)
    start = {
        "ruleset": ruleset,
        "variant": ruleset.default_variant,
        "seats": [Seat("Cat", True, level), Seat("Dog", True, level)],
        "seed": 1,
    }
    app = ParlorApp(start=start, animate=False, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, GameScreen):
            await asyncio.sleep(0.01)
        session = app.screen.session
        while len(session.actions) < moves and not isinstance(app.screen, GameOverScreen):
            if isinstance(app.screen, RoundOverScreen):
                await pilot.press("enter")
            await asyncio.sleep(0.05)
        current, peak = resident_mib()
        return current, peak, len(session.actions)


async def bare() -> tuple[float, float, int]:
    from textual.app import App
    from textual.widgets import Label

    class Bare(App):
        def compose(self):
            yield Label("bare")

    async with Bare().run_test(size=(80, 24)):
        await asyncio.sleep(1)
        current, peak = resident_mib()
        return current, peak, 0


def child(game: str, moves: int, level: str) -> None:
    current, peak, played = asyncio.run(bare() if game == "bare" else in_game(game, moves, level))
    print(json.dumps({"game": game, "current": current, "peak": peak, "moves": played}))


def main() -> None:
    args = sys.argv[1:]
    level = "normal"
    if "--level" in args:
        at = args.index("--level")
        level = args[at + 1]
        del args[at : at + 2]
    moves = int(args[0]) if args else 30
    games = args[1:] or GAMES
    env = {
        **os.environ,
        "PARLORGAMES_HOME": tempfile.mkdtemp(),
        "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src"),
    }
    print(f"computers at {level}")
    print(f"{'':<16} {'moves':>5} {'resident':>10} {'peak':>10}")
    for game in ("bare", *games):
        done = subprocess.run(
            [sys.executable, __file__, "--child", game, str(moves), level],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        figure = json.loads(done.stdout.strip().splitlines()[-1])
        verdict = "" if game == "bare" else ("  ok" if figure["peak"] <= BAR_MIB else f"  over {BAR_MIB:.0f} MiB")
        print(f"{game:<16} {figure['moves']:>5} {figure['current']:>6.1f} MiB {figure['peak']:>6.1f} MiB{verdict}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], int(sys.argv[3]), sys.argv[4])
    else:
        main()
