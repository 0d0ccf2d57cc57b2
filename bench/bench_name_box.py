"""Does typing a Globe-Grams name freeze the screen? The app runs headless at 80×24 with thread workers;
a human seat reaches the name box, types names key by key (each answered with its verdict), then types
queries into the globe panel (each answered with the names found). A watcher on the event loop records
how late a 5 ms sleep wakes: the longest stall while typing. Also timed apart: one verdict and one
search as the event loop would pay for them if they ran there.
Run: python bench/bench_name_box.py [rounds]
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time

TICK = 0.005
NAMES = ("DENMARK", "NEW YORK", "NILE RIVER", "LAKE", "KATHMANDU")
QUERIES = ("D", "DE", "DEN", "D?NM*", "*LAND", "NEW", "S*A")


class Watch:
    """The event loop's longest stall: how late a 5 ms sleep wakes, over and over (`worst`, wall clock),
    and the most processor time the loop's thread spent in one such wait (`busiest`: the stall as an
    unloaded machine would see it, since other processes on a shared machine only add to the first)."""

    def __init__(self) -> None:
        self.worst = 0.0
        self.busiest = 0.0
        self.running = True

    def reset(self) -> None:
        self.worst = self.busiest = 0.0

    async def run(self) -> None:
        while self.running:
            start, cpu = time.perf_counter(), time.thread_time()
            await asyncio.sleep(TICK)
            self.worst = max(self.worst, time.perf_counter() - start - TICK)
            self.busiest = max(self.busiest, time.thread_time() - cpu)


async def type_text(pilot, text: str) -> None:
    for char in text:
        await pilot.press("space" if char == " " else char)
        await asyncio.sleep(0.03)


async def reach_the_name_box(pilot, game) -> None:
    """Play Ann's turns from the keyboard (spins, and the letters the computer player would choose) until
    she may form a name; summaries of rounds are passed with Enter."""
    import random

    from parlorgames.bots.globe_grams import choose
    from parlorgames.tui.screens.roundover import RoundOverScreen

    app, session = pilot.app, game.session
    while not (app.screen is game and session.seat == 0 and session.state.phase == "form"):
        state = session.state
        if isinstance(app.screen, RoundOverScreen):
            await pilot.press("enter")
        elif app.screen is game and session.seat == 0 and not session.seat_is_bot and not game.animating:
            if state.phase == "spin":
                await pilot.press("space")
            elif state.phase in ("take", "discard", "exchange"):
                await pilot.press("c", *choose(session.rules, state, random.Random(0))["letters"], "enter")
        await asyncio.sleep(0.02)


async def one_round(seed: int) -> tuple[tuple[float, float], tuple[float, float]]:
    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat
    from parlorgames.tui.app import ParlorApp
    from parlorgames.tui.screens.game import GameScreen
    from parlorgames.tui.screens.globe_grams import GlobePanel, NameScreen

    start = {
        "ruleset": find("globe-grams"),
        "variant": "standard",
        "seats": [Seat("Ann"), Seat("Bob", True)],
        "seed": seed,
    }
    app = ParlorApp(start=start, animate=False, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, GameScreen):
            await asyncio.sleep(0.01)
        game = app.screen
        await reach_the_name_box(pilot, game)
        game.table.prepare()
        watch = Watch()
        watcher = asyncio.create_task(watch.run())
        await pilot.press("n")
        while not isinstance(app.screen, NameScreen):
            await asyncio.sleep(0.01)
        for name in NAMES:
            await type_text(pilot, name)
            await pilot.press(*["backspace"] * len(name))
        await asyncio.sleep(0.1)
        name_box = watch.worst, watch.busiest
        await pilot.press("escape")
        watch.reset()
        await pilot.press("g")
        while not isinstance(app.screen, GlobePanel):
            await asyncio.sleep(0.01)
        for query in QUERIES:
            await type_text(pilot, query)
            await pilot.press(*["backspace"] * len(query))
        await asyncio.sleep(0.1)
        panel = watch.worst, watch.busiest
        watch.running = False
        await watcher
    return name_box, panel


def on_the_loop() -> tuple[list[float], list[float]]:
    """What one verdict and one search cost where they run (a thread now; the event loop before)."""
    from parlorgames.engine.kinds import rules_class
    from parlorgames.engine.ruleset import find

    ruleset = find("globe-grams")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant())
    verdicts, searches = [], []
    for name in NAMES:
        for end in range(1, len(name) + 1):
            started = time.perf_counter()
            rules.gazetteer.verdict(name[:end], rules.names_floor)
            verdicts.append(time.perf_counter() - started)
    for query in QUERIES:
        for end in range(1, len(query) + 1):
            started = time.perf_counter()
            rules.gazetteer.search(query[:end], limit=40)
            searches.append(time.perf_counter() - started)
    return verdicts, searches


def main() -> None:
    os.environ.setdefault("PARLORGAMES_HOME", tempfile.mkdtemp())
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    boxes, panels = [], []
    for seed in range(rounds):
        box, panel = asyncio.run(one_round(seed + 3))
        boxes.append(box)
        panels.append(panel)
    for what, stalls in (("the name box", boxes), ("the globe panel", panels)):
        walls, cpus = [wall for wall, _ in stalls], [cpu for _, cpu in stalls]
        print(
            f"longest stall typing in {what:<16} wall: median {statistics.median(walls) * 1000:.0f} ms, worst "
            f"{max(walls) * 1000:.0f} ms;"
            f" loop's processor time: median {statistics.median(cpus) * 1000:.0f} ms, worst {max(cpus) * 1000:.0f} ms "
            f"({rounds} rounds)"
        )
    verdicts, searches = on_the_loop()
    print(
        f"one verdict (first, then median):  {verdicts[0] * 1000:.1f} ms, {statistics.median(verdicts) * 1000:.2f} ms"
    )
    print(
        f"one search  (first, then median):  {searches[0] * 1000:.1f} ms, {statistics.median(searches) * 1000:.2f} "
        f"ms, worst {max(searches) * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
