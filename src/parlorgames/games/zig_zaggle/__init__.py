"""Zig Zaggle: a crossword played out along four coloured runways (docs/rules/zig-zaggle.md, ZZ-*).

The board is a map of coded squares drawn in the ruleset (runways, shaded areas, take-off rows,
the centre); the letters, their colours and values, the bonuses and the flush bands all come from
the ruleset too.

- `spec`: the ruleset's schema, the board's squares and runways, the tile codes
- `state`: the game's state and what a play makes (words, verdicts, the challenge window)
- `rules`: the rules as a state machine (`ZigZaggle`)
- `moves`: the tiles and colours of a generated move, for computer players and legal actions
- `wordgen`, `wordgraph`: crossword move generation over the word list as flat-array DAWGs
"""

from ...engine.kinds import GameKind
from .rules import ZigZaggle
from .spec import COLOURS, EMPTY, FREE, LETTERS, Runway, Square, Tile, square_name
from .state import Verdict, Window, Word, ZZState

__all__ = [
    "COLOURS",
    "EMPTY",
    "FREE",
    "KIND",
    "LETTERS",
    "Runway",
    "Square",
    "Tile",
    "Verdict",
    "Window",
    "Word",
    "square_name",
    "ZZState",
    "ZigZaggle",
]

KIND = GameKind(
    ZigZaggle,
    player="parlorgames.bots.zig_zaggle:choose",
    view="parlorgames.tui.views.zig_zaggle:ZigZaggleView",
    hints="parlorgames.bots.zig_zaggle:hints",
    hints_ranked_by="points",
    review="parlorgames.bots.zig_zaggle:REVIEW",
    out_of_turn="parlorgames.bots.zig_zaggle:answer_challenge",
)
