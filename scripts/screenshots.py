"""Make the pictures in docs/pictures/: each game's table, the menu, a review and a guided first game, from the
app's own screenshots.

    python scripts/screenshots.py                  # docs/pictures/<game>.svg, menu, review and learn.svg at 100×32
    python scripts/screenshots.py --size 120x40 --out /tmp/pictures
    python scripts/screenshots.py --games review   # the review alone (--games learn: the guided first game)

Each game is a seeded position a few moves in (`a_few_moves_in`, seed 5), resumed from its save with the
first seat, a person, to move, so no computer is thinking; the review is of a Zig Zaggle game an easy and
a normal computer played out from seed 2, at its fourth move; the guided first game is Zig Zaggle's lesson,
opened from the menu with l and played by its keys to its take-off lesson, the word laid out (F6). Motion is
off and the data folder is a temporary one, so the same code gives the same pictures.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from pathlib import Path
from typing import Any

GAMES = ("round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross")
SEED = 5
MOVES = 6
REVIEW = "review"
"""The name of the review's picture, given with --games like a game's."""
REVIEW_SEED = 2
REVIEW_STEPS = 3
LEARN = "learn"
"""The name of the guided first game's picture, given with --games like a game's."""
LESSON = ("zig-zaggle", ("f7", "a", "f6"))
"""The guided first game pictured, and the keys pressed in it: read the first lesson, let the opening
word stand, and have the lesson's word laid out on the board."""


async def picture(folder: Path, out: Path, size: tuple[int, int], game: str | None) -> Path:
    """The screenshot of `game`'s table (the menu when None), written as `out/<game or menu>.svg`."""
    from parlorgames.engine.ruleset import find
    from parlorgames.engine.simulate import a_few_moves_in
    from parlorgames.storage import Records, SaveStore
    from parlorgames.storage.settings import Settings
    from parlorgames.tui.app import ParlorApp

    store = SaveStore(folder / "saves")
    app = ParlorApp(
        store=store,
        records=Records(folder / "records.json"),
        animate=False,
        bot_delay=0,
        settings=Settings(folder / "settings.json"),
    )
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if game == REVIEW:
            await open_review(app, pilot)
        elif game == LEARN:
            await open_lesson(app, pilot)
        elif game is not None:
            store.folder.mkdir(parents=True, exist_ok=True)
            path = store.folder / f"{game}.json"
            store.write(path, a_few_moves_in(find(game), SEED, MOVES))
            app.resume(path)
            await pilot.pause()
            await pilot.pause()
        name = f"{game or 'menu'}.svg"
        app.save_screenshot(filename=name, path=str(out))
    return out / name


async def open_review(app: Any, pilot: Any) -> None:
    """The review of a finished Zig Zaggle game, stepped on to a move the hard player would have made otherwise."""
    from parlorgames.engine.ruleset import find
    from parlorgames.engine.session import Seat, Session
    from parlorgames.tui.screens.review import ReviewScreen

    session = Session(find("zig-zaggle"), [Seat("Ann", True, "easy"), Seat("Bob", True, "normal")], REVIEW_SEED)
    session.play_computers()
    app.push_screen(ReviewScreen(session))
    await pilot.pause()
    await app.screen.workers.wait_for_complete()
    await pilot.press(*["right"] * REVIEW_STEPS)
    await pilot.pause()


async def open_lesson(app: Any, pilot: Any) -> None:
    """The guided first game of `LESSON`'s game, opened from the menu with l and played by its keys."""
    game, keys = LESSON
    games = app.screen.query_one("#games")
    while games.get_option_at_index(games.highlighted).id != f"game:{game}":
        await pilot.press("down")
    await pilot.press("l")
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).parent.parent / "docs" / "pictures")
    parser.add_argument("--size", default="100x32", metavar="WxH")
    parser.add_argument("--games", nargs="+", default=[*GAMES, REVIEW, LEARN], metavar="GAME")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.lower().split("x"))
    folder = Path(tempfile.mkdtemp(prefix="screenshots-"))
    os.environ["PARLORGAMES_HOME"] = str(folder)
    args.out.mkdir(parents=True, exist_ok=True)
    for game in [None, *args.games]:
        print(asyncio.run(picture(folder / (game or "menu"), args.out, (width, height), game)))


if __name__ == "__main__":
    main()
