"""Make the pictures in docs/pictures/: each game's table, the menu and a guided first game, from the app's
own screenshots.

    python scripts/screenshots.py                  # docs/pictures/<game>.svg, menu.svg and learn.svg at 100×32
    python scripts/screenshots.py --size 120x40 --out /tmp/pictures

Each game is a seeded position a few moves in (`a_few_moves_in`, seed 5), resumed from its save with the
first seat, a person, to move, so no computer is thinking; the guided first game is Zig Zaggle's lesson,
opened from the menu with l and played by its keys to its take-off lesson, the word laid out (F6). Motion
is off and the data folder is a temporary one, so the same code gives the same pictures.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from pathlib import Path

GAMES = ("round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross")
SEED = 5
MOVES = 6
LESSON = ("zig-zaggle", ("f7", "a", "f6"))
"""The guided first game pictured, and the keys pressed in it: read the first lesson, let the opening
word stand, and have the lesson's word laid out on the board."""


async def picture(
    folder: Path, out: Path, size: tuple[int, int], game: str | None, lesson: tuple[str, ...] | None = None
) -> Path:
    """The screenshot of `game`'s table (the menu when None), written as `out/<game or menu>.svg`; with the
    `lesson` keys, of the game's guided first game after them, written as `out/learn.svg`."""
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
        if game is not None and lesson is not None:
            games = app.screen.query_one("#games")
            while games.get_option_at_index(games.highlighted).id != f"game:{game}":
                await pilot.press("down")
            await pilot.press("l")
            for key in lesson:
                await pilot.press(key)
                await pilot.pause()
        elif game is not None:
            store.folder.mkdir(parents=True, exist_ok=True)
            path = store.folder / f"{game}.json"
            store.write(path, a_few_moves_in(find(game), SEED, MOVES))
            app.resume(path)
            await pilot.pause()
            await pilot.pause()
        name = "learn.svg" if lesson is not None else f"{game or 'menu'}.svg"
        app.save_screenshot(filename=name, path=str(out))
    return out / name


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).parent.parent / "docs" / "pictures")
    parser.add_argument("--size", default="100x32", metavar="WxH")
    parser.add_argument("--games", nargs="+", default=list(GAMES), metavar="GAME")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.lower().split("x"))
    folder = Path(tempfile.mkdtemp(prefix="screenshots-"))
    os.environ["PARLORGAMES_HOME"] = str(folder)
    args.out.mkdir(parents=True, exist_ok=True)
    for game in [None, *args.games]:
        print(asyncio.run(picture(folder / (game or "menu"), args.out, (width, height), game)))
    game, keys = LESSON
    print(asyncio.run(picture(folder / "learn", args.out, (width, height), game, keys)))


if __name__ == "__main__":
    main()
