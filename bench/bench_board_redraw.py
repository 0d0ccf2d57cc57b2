"""What a Zig Zaggle board redraw costs on the event loop: the board's text is set again after the cursor
moves a row (two rows change, as after a short word) and every line of the board is painted, at 80×24.
Prints the median and the worst over every redraw. Compare a tree before and after a change to the panels.
Run: python bench/bench_board_redraw.py [rounds]
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time


async def main(rounds: int) -> None:
    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat
    from parlorgames.tui.app import ParlorApp
    from parlorgames.tui.drawing import zig_zaggle as drawing
    from parlorgames.tui.screens.game import GameScreen
    from parlorgames.tui.widgets.zz_board import ZZPanel

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
        board = view.query_one("#zz-board", ZZPanel)
        boards = []
        width = drawing.square_width(view.rules.grid.width, view.size.width)
        for row in range(12):
            view.cursor = (row, 3)
            boards.append(
                drawing.board(view.rules, view.seen, view.typed(), board.palette(), width, view._rows_shown())
            )
        times = []
        for _ in range(rounds):
            for text in boards:
                began = time.perf_counter()
                board.update(text)
                for y in range(board.size.height):
                    board.render_line(y)
                times.append((time.perf_counter() - began) * 1000)
    print(
        f"{type(board).__name__}: a board redraw takes {statistics.median(times):.2f} ms (median), {max(times):.2f} "
        f"ms at worst, over {len(times)}"
    )


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
