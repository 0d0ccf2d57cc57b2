"""What the Skip-A-Cross table costs to draw at each window size: the narrow layout at 80×24 and the roomy
ones at 120×40 (every name and word in full, the centre as tiles, the letters not yet seen) and 160×45
(words as tiles too).

A plain script, not part of the test run::

    python bench/bench_sac_table.py [--rounds N]

Headless, at a table of four players holding eight long words each. Two figures per size, in ms,
median and p95: a redraw of the whole table (what every move costs the event loop), and a key typed
in the word line, from its arrival to the screen painted with it (the preview and, when roomy, the
word the typed steal would take, marked in its owner's row), as bench_responsiveness.py times keys.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from bench_responsiveness import Painted
from textual import events
from textual.widgets import Input

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.engine.tiles import Bag
from parlorgames.storage import Records, SaveStore
from parlorgames.storage.settings import Settings
from parlorgames.tui.app import ParlorApp
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.handoff import HandoffScreen

SIZES = ((80, 24), (120, 40), (160, 45))
NAMES = ("Annabelle-Louise", "Bartholomew", "Cat", "Dan")
WORDS = (
    ("FUMITORY", "HORSETAIL", "REPAINTED", "CHARIOTS", "TELEPHONE", "MOUNTAINS", "GARDENING"),
    ("BLACKBIRD", "LANTERNS", "WHISTLED", "PARCHMENT", "SWALLOWS", "CRUMPETS", "TONE"),
    ("PAINT", "MARIGOLD", "HEDGEROW", "QUILTED", "BRAMBLES", "FOXGLOVE", "THIMBLE"),
    ("RATE", "ORCHARDS", "DAFFODIL", "JUNIPERS", "WAVERING", "CANDLES", "ZEPHYRS"),
)


async def typed(app, painted: Painted, entry: Input, key: str, character: str | None) -> float:
    """Seconds from a key's arrival to the first painting after the word line took it."""
    expected = entry.value[:-1] if key == "backspace" else entry.value + (character or "")
    start = time.perf_counter()
    app.post_message(events.Key(key, character))
    while time.perf_counter() - start < 5:
        shown = painted.first(start) if entry.value == expected else None
        if shown is not None:
            return shown - start
        await asyncio.sleep(0.001)
    raise RuntimeError(f"{key!r} did not show within 5 s")


def quantiles(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    return f"median {statistics.median(ms):6.2f}  p95 {ms[int(len(ms) * 0.95) - 1]:6.2f}"


async def measure(size: tuple[int, int], rounds: int) -> tuple[list[float], list[float]]:
    folder = Path(tempfile.mkdtemp())
    seats = [Seat(name, name in ("Cat", "Dan")) for name in NAMES]
    start = {"ruleset": find("skip-a-cross"), "variant": "three-letter", "seats": seats, "seed": 1}
    app = ParlorApp(
        start=start,
        store=SaveStore(folder / "saves"),
        records=Records(folder / "records.json"),
        animate=False,
        bot_delay=0,
        threads=False,
        settings=Settings(folder / "settings.json"),
    )
    redraws, keys = [], []
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
            await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        session = game.session
        session.states[-1] = replace(session.state, face_up=Bag.of("REDSTONAIELM"), words=WORDS)
        game.redraw()
        await pilot.pause()
        for _ in range(rounds):
            began = time.perf_counter()
            game.redraw()
            redraws.append(time.perf_counter() - began)
        await pilot.press("enter")
        entry = game.query_one("#sac-word", Input)
        painted = Painted(app)
        for _ in range(max(1, rounds // 10)):
            for key, character in (*((c, c) for c in "stone"), *[("backspace", None)] * 5):
                keys.append(await typed(app, painted, entry, key, character))
                await pilot.pause()
    return redraws, keys


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=200, help="redraws timed per size (keys: a tenth as many words)")
    args = parser.parse_args()
    print(f"{'window':>8}  {'redraw (ms)':<28}{'key in the word line (ms)'}")
    for size in SIZES:
        redraws, keys = asyncio.run(measure(size, args.rounds))
        print(f"{size[0]:>4}×{size[1]:<3}  {quantiles(redraws):<28}{quantiles(keys)}")


if __name__ == "__main__":
    main()
