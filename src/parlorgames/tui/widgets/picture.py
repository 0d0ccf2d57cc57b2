"""A small picture of each game for the menu: a few lines of text art, its colours from the theme.

Each picture is its lines and, under each line, a mask of the same length naming each cell's part (a
letter from `PARTS`; a space is plain). The parts are component classes styled in app.tcss, so the
picture follows the theme; the glyphs alone still show the game under NO_COLOR."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

PARTS = {
    "i": "game-picture--ink",
    "m": "game-picture--muted",
    "o": "game-picture--station",
    "a": "game-picture--accent",
    "s": "game-picture--sea",
    "l": "game-picture--land",
    "r": "game-picture--red",
    "b": "game-picture--blue",
    "g": "game-picture--green",
    "y": "game-picture--gold",
}

ROUND_THE_WORLD = (
    ("D─○─○─○─○─○─╮", "amomomomomomm"),
    ("╭─○─○─○─○─╮ ○", "mmomomomomm o"),
    ("○ ╭─★NY   ○ ○", "o mmyyy   o o"),
    ("○ ╰─○─○─○─╯ ○", "o mmomomomm o"),
    ("╰─○─○─○─○─○─╯", "mmomomomomomm"),
)
GLOBE_GRAMS = (
    ("      ▼      ", "      a      "),
    ("  ╭───────╮  ", "  iiiiiiiii  "),
    (" ╱ ▗▟█▖ ▗▖ ╲ ", " isllllsllsi "),
    ("═╡▐██▛  ▐█▌╞═", "aillllsslllia"),
    (" ╲ ▝█▘  ▀▘ ╱ ", " islllssllsi "),
    ("  ╰───────╯  ", "  iiiiiiiii  "),
)
ZIG_ZAGGLE = (
    ("        R    ", "        b    "),
    ("        U    ", "        b    "),
    ("        N    ", "        b    "),
    ("        W    ", "        b    "),
    ("Z I G Z A G  ", "r y g r y g  "),
    ("        Y    ", "        b    "),
)
MAPOMINOES = (
    ("╭─────╮╭─────╮", "gggggggyyyyyyy"),
    ("│FIFE ││PERTH│", "gggggggyyyyyyy"),
    ("╰─────╯╰─────╯", "gggggggyyyyyyy"),
    ("       ╭─────╮", "       bbbbbbb"),
    ("       │ANGUS│", "       bbbbbbb"),
    ("       ╰─────╯", "       bbbbbbb"),
)
MAPOMINOES_EUROPE = (
    ("╭──────╮╭──────╮", "ggggggggyyyyyyyy"),
    ("│SPAIN ││FRANCE│", "ggggggggyyyyyyyy"),
    ("╰──────╯╰──────╯", "ggggggggyyyyyyyy"),
    ("        ╭──────╮", "        bbbbbbbb"),
    ("        │ITALY │", "        bbbbbbbb"),
    ("        ╰──────╯", "        bbbbbbbb"),
)
SKIP_A_CROSS = (
    ("J O X ▒ ▒ ▒  ", "y y y m m m  "),
    ("             ", "             "),
    ("C A T        ", "r r r        "),
    ("S K I P      ", "b b b b      "),
)

PICTURES: dict[str, tuple[tuple[str, str], ...]] = {
    "round-the-world": ROUND_THE_WORLD,
    "globe-grams": GLOBE_GRAMS,
    "zig-zaggle": ZIG_ZAGGLE,
    "mapominoes": MAPOMINOES,
    "mapominoes-europe": MAPOMINOES_EUROPE,
    "skip-a-cross": SKIP_A_CROSS,
}


class GamePicture(Widget):
    """The picture of the game named `game` (a ruleset's name); nothing for a game without one."""

    COMPONENT_CLASSES = set(PARTS.values())

    def __init__(self, game: str | None = None, id: str | None = None) -> None:
        super().__init__(id=id)
        self.game = game

    def show(self, game: str | None) -> None:
        self.game = game
        self.set_class(game not in PICTURES, "-blank")
        self.refresh(layout=True)

    def on_mount(self) -> None:
        self.set_class(self.game not in PICTURES, "-blank")

    def render(self) -> Text:
        out = Text(no_wrap=True, overflow="crop")
        for row, (line, mask) in enumerate(PICTURES.get(self.game or "", ())):
            if row:
                out.append("\n")
            for glyph, part in zip(line, mask.ljust(len(line)), strict=True):
                out.append(glyph, style=self.get_component_rich_style(PARTS[part]) if part in PARTS else "")
        return out
