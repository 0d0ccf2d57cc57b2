"""What a Zig Zaggle ruleset says: its schema, the board's squares, the runways, and the tile codes (ZZ-E1, ZZ-E2).

Everything about the equipment is read from the ruleset: the board is a map of coded squares, the
legend says what each code is, and the letters come with their colours and values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...engine.ruleset import Field, ListOf, Map, MapOf, not_negative, positive

COLOURS = ("green", "blue", "red", "yellow")
INITIALS = tuple(colour[0] for colour in COLOURS)
FREE = "*"
"""The tile code of a Free letter; a regular tile is its letter and colour initial, e.g. "Sb"."""
EMPTY = "."
REFEREES = ("challenge", "dictionary")
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
Tile = tuple[int, int, str, str]
"""One tile of a play: row, column, the letter it shows, and the tile ("Sb", or "*" for a Free letter)."""
COLOUR_NAMES = {c[0]: c for c in COLOURS}


def square_name(row: int, col: int) -> str:
    """A square's name as the board's labels give it: the column's letter then the row's number from the
    top, "k10"; columns past z go on aa, ab, … as a spreadsheet's do."""
    letters = ""
    col += 1
    while col:
        col, rest = divmod(col - 1, 26)
        letters = chr(ord("a") + rest) + letters
    return f"{letters}{row + 1}"


_SQUARE = Map(
    {
        "square": Field(bool, default=True),
        "centre": Field(bool, default=False),
        "start": Field(bool, default=False),
        "runways": ListOf(Field(str)),
        "take_off": Field(bool, default=False),
    }
)

SCHEMA = Map(
    {
        "components": Map(
            {
                "board": Map(
                    {
                        "rows": ListOf(Field(str), required=True, min_items=1),
                        "legend": MapOf(str, _SQUARE, required=True),
                    },
                    required=True,
                ),
                "runways": ListOf(
                    Map(
                        {
                            "name": Field(str, required=True),
                            "title": Field(str, required=True),
                            "colour": Field(str, required=True, choices=COLOURS),
                            "bonus": Field(int, required=True, check=not_negative),
                        }
                    ),
                    required=True,
                    min_items=1,
                ),
                "letters": MapOf(
                    str,
                    Map(
                        {
                            "value": Field(int, required=True, check=not_negative),
                            **{c: Field(int, default=0, check=not_negative) for c in COLOURS},
                        }
                    ),
                    required=True,
                ),
                "free_letters": Map(
                    {
                        "total": Field(int, default=12, check=not_negative),
                        "per_player": Field(int, default=3, check=not_negative),
                        "value": Field(int, default=0, check=not_negative),
                    }
                ),
                "rack": Map(
                    {"drawn": Field(int, default=9, check=positive), "size": Field(int, default=12, check=positive)}
                ),
            },
            required=True,
        ),
        "scoring": Map(
            {
                "start_bonus": Field(int, default=10, check=not_negative),
                "flush": ListOf(
                    Map(
                        {
                            "low": Field(int, required=True, check=positive),
                            "high": Field(int, required=True, check=positive),
                            "times": Field(int, required=True, check=positive),
                        }
                    )
                ),
                "challenge_points": Field(int, default=20, check=not_negative),
            }
        ),
        "options": Map(
            {
                "referee": Field(str, default="challenge", choices=REFEREES),
                "turn_seconds": Field(int, default=0, check=not_negative),
                "challenge_seconds": Field(int, default=30, check=positive),
                "free_per_word": Field(int, default=1, check=positive),
                "word_list": Field(str, default=""),
                "house_words": ListOf(Field(str)),
                "family_words": Field(bool, default=False),
            }
        ),
    }
)


@dataclass(frozen=True, slots=True)
class Square:
    """What one board code means: a real square or not, centre, start, its runways, take-off row."""

    real: bool = True
    centre: bool = False
    start: bool = False
    runways: tuple[str, ...] = ()
    take_off: bool = False

    def finished(self, done: frozenset[str]) -> bool:
        """Whether every runway through the square is among `done`, the finished ones (ZZ-P5)."""
        return bool(self.runways) and all(name in done for name in self.runways)


@dataclass(frozen=True, slots=True)
class Runway:
    name: str
    title: str
    colour: str
    bonus: int


def problems(params: dict[str, Any]) -> list[tuple[str, str]]:
    """What the schema cannot see in a ruleset's parameters (a board code missing from the legend,
    a runway without a take-off row, …), as (dotted key, message) pairs."""
    found: list[tuple[str, str]] = []
    comp = params["components"]
    legend = comp["board"]["legend"]
    names = [r["name"] for r in comp["runways"]]
    rows = comp["board"]["rows"]
    starts = 0
    for i, row in enumerate(rows):
        for ch in row:
            if ch not in legend:
                found.append((f"components.board.rows[{i}]", f"the code {ch!r} is not in the legend (ZZ-E2)"))
            elif legend[ch].get("start"):
                starts += 1
    if starts != 1:
        found.append(("components.board.rows", f"the board needs exactly one start square, has {starts} (ZZ-P1)"))
    for code, square in legend.items():
        for name in square.get("runways") or ():
            if name not in names:
                found.append(
                    (
                        f"components.board.legend.{code}.runways",
                        f"no runway named {name!r}; runways: {', '.join(names)}",
                    )
                )
        if len(str(code)) != 1:
            found.append((f"components.board.legend.{code}", "a board code is one character"))
    for name in names:
        if not any(
            legend.get(ch, {}).get("take_off") and name in (legend[ch].get("runways") or ())
            for row in rows
            for ch in row
        ):
            found.append(("components.runways", f"runway {name!r} has no take-off squares (ZZ-P5)"))
    for letter in comp["letters"]:
        if not (isinstance(letter, str) and len(letter) == 1 and letter in LETTERS):
            found.append((f"components.letters.{letter}", "a letter is one capital A–Z"))
    free = comp["free_letters"]
    if free["per_player"] * 4 > free["total"]:
        found.append(
            (
                "components.free_letters.per_player",
                f"{free['per_player']} each for 4 players needs more than {free['total']} (ZZ-W3)",
            )
        )
    for i, band in enumerate(params["scoring"].get("flush") or ()):
        if band["low"] > band["high"]:
            found.append((f"scoring.flush[{i}]", f"low ({band['low']}) is more than high ({band['high']}) (ZZ-S2)"))
    return found
