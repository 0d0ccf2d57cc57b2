"""Does the screen ever freeze, and does every key show at once? All-computer games of every game run in
the app (headless, 80×24, computer moves in thread workers as a player gets them, at the Quick pace)
while a watcher on the event loop records its stalls, and keys are pressed the whole time: F1 opens the
rules and Escape closes them, ctrl+p opens the command palette and Escape closes it, F4 opens the move log
and Escape closes it (one pair every half second, in turn).

Two figures are kept apart:
- a stall: how late a 5 ms sleep on the event loop wakes while no key is in flight (computer moves,
  redraws, summaries, the game-over screen); the game is watched to its end and a second beyond;
- a key's latency: from its arrival to the first painting, after it, of the screen it brings (the rules,
  the palette, the log, the table again), so F1 pays for painting the rules and not the Escape pressed
  after it. Keys are pressed only while the game screen is showing and the game goes on; a press the
  game's end overtakes is not counted.

Each game is played `--runs` times (seeds 1, 2, …); a game's stall is the median of its runs' longest
stalls, its keys the median and p95 over every press of every run.
`--why` samples the event loop's thread from another thread and prints, for the longest stalls and the
slowest keys over 100 ms, the calls it was in (the deepest frames of this project, then of Textual or Rich).
Bar: no stall over 100 ms; every key within 100 ms.
Run: python bench/bench_responsiveness.py [max moves per game] [game ...] [--runs N] [--why]
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import faulthandler
import itertools
import os
import statistics
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

GAMES = ("round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross")
TICK = 0.005
PACE = 0.3
"""Seconds from one computer move to the next: the table's Quick pace, so keys are pressed all game long."""
KEYS = (
    (("f1", "rules"), ("escape", "game")),
    (("ctrl+p", "palette"), ("escape", "game")),
    (("f4", "log"), ("escape", "game")),
)
"""Pressed in turn, one pair every half second: open a window over the table, then close it."""
AFTER_THE_END = 1.0
"""Seconds the loop is still watched after the game ends (the game-over screen is built then)."""
STUCK = 30.0
"""Seconds without a move after which a run is reported stuck (with the table's state) and ended."""
HANG = 600
"""Seconds after which every thread's stack is printed, in case a run hangs."""
SLOW = 0.05
"""Stalls longer than this are explained with `--why`."""
BAR = 0.1
"""The bar for a stall and a key's latency; keys slower than this are explained with `--why`."""


@dataclass
class Stall:
    seconds: float
    stacks: list[tuple[str, ...]] = field(default_factory=list)
    key: str = ""
    """The key in flight, for a slow key's latency; '' for a stall with no key in flight."""


class Watch:
    """The event loop's stalls: how late a 5 ms sleep wakes, over and over. A stall while a key is in
    flight is counted apart (`key_worst`): it is that key's latency. With `sampler`, a thread notes where
    the loop's thread is whenever the loop is late, so a long stall can say what ran."""

    def __init__(self, sample: bool) -> None:
        self.worst = 0.0
        self.key_worst = 0.0
        self.running = True
        self.keys = False
        self.beat = time.perf_counter()
        self.samples: list[tuple[float, tuple[str, ...]]] = []
        self.stalls: list[Stall] = []
        self.sampler = (
            threading.Thread(target=self._sample, args=(threading.get_ident(),), daemon=True) if sample else None
        )

    async def run(self) -> None:
        if self.sampler:
            self.sampler.start()
        while self.running:
            start, keys = time.perf_counter(), self.keys
            await asyncio.sleep(TICK)
            now = time.perf_counter()
            late = now - start - TICK
            self.beat = now
            if keys or self.keys:
                self.key_worst = max(self.key_worst, late)
                continue
            self.worst = max(self.worst, late)
            if self.sampler and late > SLOW:
                self.stalls.append(Stall(late, [stack for when, stack in self.samples if when >= start]))
            self.samples = [s for s in self.samples if s[0] >= start] if self.sampler else []

    def since(self, start: float) -> list[tuple[str, ...]]:
        """The loop thread's stacks noted since `start` (while a key was in flight)."""
        return [stack for when, stack in self.samples if when >= start]

    def _sample(self, loop_thread: int) -> None:
        """Every 5 ms, while the loop is over 20 ms late, note the loop thread's stack."""
        while self.running:
            time.sleep(TICK)
            if time.perf_counter() - self.beat > 4 * TICK:
                frame = sys._current_frames().get(loop_thread)
                if frame is not None:
                    self.samples.append((time.perf_counter(), where(frame)))


def where(frame) -> tuple[str, ...]:
    """The frames of a stack worth reading, outermost first: this project's, Textual's and Rich's, and
    the innermost frame whatever it is (the garbage collector, the standard library)."""
    calls = [f"{Path(frame.f_code.co_filename).name}:{frame.f_lineno} {frame.f_code.co_name}"]
    frame = frame.f_back
    while frame is not None:
        path = frame.f_code.co_filename
        for package in ("parlorgames", "textual", "rich"):
            marker = f"{os.sep}{package}{os.sep}"
            if marker in path:
                calls.append(f"{package}/{path.split(marker, 1)[1]}:{frame.f_lineno} {frame.f_code.co_name}")
                break
        frame = frame.f_back
    return tuple(reversed(calls))


def explain(stall: Stall) -> list[str]:
    """The stack seen most often during a stall, trimmed to the last project frames and what they called."""
    if not stall.stacks:
        return ["    (no sample)"]
    stack, seen = collections.Counter(stall.stacks).most_common(1)[0]
    ours = [i for i, call in enumerate(stack) if call.startswith("parlorgames/")]
    start = max(0, (ours[-1] - 5) if ours else len(stack) - 8)
    lines = [f"    {call}" for call in stack[start : start + 13]] + (
        [f"    … {stack[-1]}"] if len(stack) > start + 13 else []
    )
    return [f"    ({seen} of {len(stall.stacks)} samples)", *lines]


class Painted:
    """When each screen was written to the (headless) terminal. A key has shown its effect at the first
    painting of its screen after it arrived: counting only until the screen is the current one would leave
    a window's painting to the next key (Escape pressed at once after F1 would pay for drawing the rules),
    and waiting until nothing is left to paint would count a computer move played just after the table
    showed again."""

    def __init__(self, app) -> None:
        self.app = app
        self.times: dict[int, list[float]] = collections.defaultdict(list)
        display = app._display

        def noted(screen, renderable) -> None:
            display(screen, renderable)
            if renderable is not None:
                self.times[id(screen)].append(time.perf_counter())

        app._display = noted

    def first(self, since: float) -> float | None:
        """When the current screen was first painted after `since` (None: not yet)."""
        return next((t for t in self.times[id(self.app.screen)] if t >= since), None)


async def key_latency(app, key: str, done, painted: Painted) -> float:
    """Seconds from a key's arrival to the first painting of its screen once `done()` holds (a key with
    no effect within 5 s counts as 5 s)."""
    from textual import events

    start = time.perf_counter()
    app.post_message(events.Key(key, None))
    while time.perf_counter() - start < 5:
        shown = painted.first(start) if done() else None
        if shown is not None:
            return shown - start
        await asyncio.sleep(0.001)
    return time.perf_counter() - start


@dataclass
class Run:
    moves: int
    stall: float
    key_stall: float
    latencies: dict[str, list[float]]
    stalls: list[Stall]
    seconds: float
    stuck: bool


async def one_game(game: str, most: int, seed: int, sample: bool) -> Run:
    from textual import events
    from textual.command import CommandPalette

    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat
    from parlorgames.tui.app import ParlorApp
    from parlorgames.tui.screens.game import GameScreen
    from parlorgames.tui.screens.gameover import GameOverScreen
    from parlorgames.tui.screens.movelog import MoveLogScreen
    from parlorgames.tui.screens.roundover import RoundOverScreen
    from parlorgames.tui.screens.rules import RulesScreen

    ruleset = find(game)
    start = {
        "ruleset": ruleset,
        "variant": ruleset.default_variant,
        "seats": [Seat("Cat", True), Seat("Dog", True)],
        "seed": seed,
    }
    app = ParlorApp(start=start, animate=False, bot_delay=PACE)
    latencies: dict[str, list[float]] = {key: [] for pair in KEYS for key, _ in pair}
    pairs = itertools.cycle(KEYS)
    watch = Watch(sample)
    began = time.perf_counter()
    stuck = False
    key_stalls: list[Stall] = []
    async with app.run_test(size=(80, 24)):
        while not isinstance(app.screen, GameScreen):
            await asyncio.sleep(0.01)
        game_screen = app.screen
        session = game_screen.session
        painted = Painted(app)
        shows = {
            "rules": lambda: isinstance(app.screen, RulesScreen),
            "game": lambda: app.screen is game_screen,
            "palette": lambda: isinstance(app.screen, CommandPalette),
            "log": lambda: isinstance(app.screen, MoveLogScreen),
        }
        watcher = asyncio.create_task(watch.run())

        def ended() -> bool:
            return session.over or any(isinstance(s, GameOverScreen) for s in app.screen_stack)

        last_move, moved = len(session.actions), time.perf_counter()
        while len(session.actions) < most and not ended():
            if len(session.actions) != last_move:
                last_move, moved = len(session.actions), time.perf_counter()
            elif time.perf_counter() - moved > STUCK:
                state = {
                    "held": game_screen.held is not None,
                    "asked": game_screen.table.asked is not None,
                    "animating": game_screen.animating,
                    "handing_over": game_screen.table.handing_over,
                }
                print(
                    f"  {game} seed {seed}: no move for {STUCK:.0f} s at move {last_move}; screens "
                    f"{[type(s).__name__ for s in app.screen_stack]}; {state}",
                    file=sys.stderr,
                )
                stuck = True
                break
            if app.screen is game_screen:
                for key, screen in next(pairs):
                    if ended() or not (app.screen is game_screen or key == "escape"):
                        break
                    watch.keys = True
                    pressed = time.perf_counter()
                    latency = await key_latency(app, key, shows[screen], painted)
                    stacks = watch.since(pressed)
                    watch.keys = False
                    if not ended() and shows[screen]():
                        latencies[key].append(latency)
                        if watch.sampler and latency > BAR:
                            key_stalls.append(Stall(latency, stacks, key))
                while app.screen is not game_screen and not isinstance(app.screen, (GameOverScreen, RoundOverScreen)):
                    app.pop_screen()  # a sequence cut short by the game's end
                    await asyncio.sleep(0.05)
            elif isinstance(app.screen, RoundOverScreen):
                app.post_message(events.Key("enter", None))  # an end-of-round summary waits for Enter
            await asyncio.sleep(0.5)
        if ended():
            await asyncio.sleep(AFTER_THE_END)
        watch.running = False
        await watcher
    return Run(
        len(session.actions),
        watch.worst,
        watch.key_worst,
        latencies,
        watch.stalls + key_stalls,
        time.perf_counter() - began,
        stuck,
    )


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] if len(values) > 1 else values[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("most", nargs="?", type=int, default=10_000, help="at most this many moves a game")
    parser.add_argument("games", nargs="*", default=GAMES)
    parser.add_argument("--runs", type=int, default=3, help="games played per game kind (seeds 1, 2, …)")
    parser.add_argument("--why", action="store_true", help="sample the loop and say what ran in the longest stalls")
    args = parser.parse_args()
    os.environ.setdefault("PARLORGAMES_HOME", tempfile.mkdtemp())
    print(f"{args.runs} run(s) a game, at most {args.most} moves; stall: median of the runs' longest (ms)")
    print(
        f"{'game':<16} {'moves':>6} {'stall':>6} {'worst':>6} {'key stall':>9}   "
        + "  ".join(f"{k:>12}" for k in ("F1", "ctrl+p", "F4", "Escape"))
        + "   every key: median  p95"
    )
    every: list[float] = []
    faulthandler.dump_traceback_later(HANG, repeat=True)  # a run that hangs says where, every ten minutes
    for game in args.games:
        runs = [asyncio.run(one_game(game, args.most, seed, args.why)) for seed in range(1, args.runs + 1)]
        keys = {k: [v for run in runs for v in run.latencies[k]] for k in runs[0].latencies}
        mine = [v for values in keys.values() for v in values]
        every += mine
        cells = []
        for key in ("f1", "ctrl+p", "f4", "escape"):
            values = keys[key]
            cells.append(
                f"{statistics.median(values) * 1000:>5.0f}/{p95(values) * 1000:<5.0f}" if values else f"{'-':>12}"
            )
        print(
            f"{game:<16} {statistics.median(r.moves for r in runs):>6.0f} "
            f"{statistics.median(r.stall for r in runs) * 1000:>6.0f}"
            f" {max(r.stall for r in runs) * 1000:>6.0f} {max(r.key_stall for r in runs) * 1000:>9.0f}   "
            + "  ".join(f"{c:>12}" for c in cells)
            + (f"   {statistics.median(mine) * 1000:>13.0f} {p95(mine) * 1000:>4.0f}" if mine else "")
            + f"   ({statistics.median(r.seconds for r in runs):.0f} s a run"
            + (f", {sum(r.stuck for r in runs)} stuck)" if any(r.stuck for r in runs) else ")")
        )
        if args.why:
            stalls = [s for r in runs for s in r.stalls]
            for stall in sorted((s for s in stalls if not s.key), key=lambda s: -s.seconds)[:4]:
                print(f"  stall of {stall.seconds * 1000:.0f} ms in {game}:")
                print("\n".join(explain(stall)))
            for stall in sorted((s for s in stalls if s.key), key=lambda s: -s.seconds)[:4]:
                print(f"  {stall.key} took {stall.seconds * 1000:.0f} ms in {game}:")
                print("\n".join(explain(stall)))
    if every:
        print(
            f"every key: {len(every)} presses, median {statistics.median(every) * 1000:.0f} ms, p95 "
            f"{p95(every) * 1000:.0f} ms (key cells: median/p95 ms)"
        )


if __name__ == "__main__":
    main()
