"""What a Round the World move's repaint costs on the event loop: the ships move on the spiral and on Our map
and every line of both is painted again, at 100×32 with three captains. Prints the median and the worst over
every repaint, in CPU time. Compare a tree before and after a change to the board's or the map's drawing.
Run: python bench/bench_spiral_paint.py [moves]
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path


async def main(moves: int) -> None:
    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat
    from parlorgames.storage import Records, SaveStore
    from parlorgames.storage.settings import Settings
    from parlorgames.tui.app import ParlorApp
    from parlorgames.tui.screens.game import GameScreen
    from parlorgames.tui.widgets.spiral import SpiralBoard
    from parlorgames.tui.widgets.voyage_map import VoyageMap

    folder = Path(tempfile.mkdtemp())
    start = {"ruleset": find("round-the-world"), "variant": "game-1", "seats": [Seat(n) for n in "ABC"], "seed": 5}
    app = ParlorApp(
        start=start,
        store=SaveStore(folder / "saves"),
        records=Records(folder / "records.json"),
        settings=Settings(folder / "settings.json"),
        animate=False,
    )
    async with app.run_test(size=(100, 32)) as pilot:
        while not isinstance(app.screen, GameScreen):
            await pilot.pause()
        board, chart = app.screen.query_one(SpiralBoard), app.screen.query_one(VoyageMap)
        times = []
        for move in range(moves):
            positions = [move % 90, (move * 7) % 90, 40]
            began = time.process_time()
            board.show(positions, move % 3)
            chart.show(positions)
            for y in range(board.size.height):
                board.render_line(y)
            for y in range(chart.size.height):
                chart.render_line(y)
            times.append((time.process_time() - began) * 1000)
    print(
        f"the spiral and Our map repainted after a move: {statistics.median(times):.2f} ms (median), "
        f"{max(times):.2f} ms at worst, over {len(times)}"
    )


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 300))
