"""What a Zig Zaggle board redraw costs on the event loop, at 80×24: the view's own redraw (`show`: the board
and the side panel drawn as text and set, the cursor moved a row each time), and the board's text set again
after the cursor moves a row (two rows change, as after a short word) with every line of the board painted.
Prints the median and the worst of each. Compare a tree before and after a change to the view or its panels.
Run: python bench/bench_board_redraw.py [rounds]
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time


async def main(rounds: int) -> None:
    from rich.text import Text

    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat
    from parlorgames.tui.app import ParlorApp
    from parlorgames.tui.screens.game import GameScreen
    from parlorgames.tui.widgets.rows import LineCachedStatic

    ruleset = find("zig-zaggle")
    start = {
        "ruleset": ruleset,
        "variant": ruleset.default_variant,
        "seats": [Seat("Ann", False), Seat("Bob", True)],
        "seed": 1,
    }
    app = ParlorApp(start=start, animate=False)
    async with app.run_test(size=(80, 24)) as pilot:
        while not isinstance(app.screen, GameScreen):
            await pilot.pause()
        view = app.screen.view
        board = view.query_one("#zz-board", LineCachedStatic)
        shows: list[float] = []
        boards: list[Text] = []
        for _ in range(rounds):
            for row in range(12):
                view.cursor = (row, 3)
                began = time.perf_counter()
                view.show(view.session)
                shows.append((time.perf_counter() - began) * 1000)
                if len(boards) < 12:
                    boards.append(Text("\n").join(board._lines))
        times = []
        for _ in range(rounds):
            for text in boards:
                began = time.perf_counter()
                board.update(text)
                for y in range(board.size.height):
                    board.render_line(y)
                times.append((time.perf_counter() - began) * 1000)
    panel = type(board).__name__
    for what, taken in (("the view's redraw", shows), (f"{panel}: a board's update and paint", times)):
        worst = max(taken)
        print(f"{what} takes {statistics.median(taken):.2f} ms (median), {worst:.2f} ms at worst, over {len(taken)}")


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
