"""A Globe-Grams game as immutable values: the state, a name in front of a player, a worked-out play.

A tile is a capital letter, or ``?`` for a wild blank. A name in front of a player keeps its own
tiles, so captures and special-letter names move real tiles and every tile stays accounted for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...engine.scoring import RoundResult
from ...engine.tiles import Bag
from .spec import BLANK, letters_of

PHASES = ("deal", "opening", "spin", "wild", "take", "discard", "exchange", "form", "specials", "over")
CHANCE_PHASES = ("deal", "opening", "spin", "specials")


@dataclass(frozen=True, slots=True)
class Placed:
    """A name in front of a player: its text, its own tiles, the letters its blanks stand for,
    and the points it scored (deducted from its owner if it is captured, GG-X2)."""

    text: str
    tiles: tuple[str, ...]
    wild: tuple[str, ...]
    value: int

    @property
    def letters(self) -> str:
        return letters_of(self.text)


@dataclass(frozen=True, slots=True)
class Play:
    """A name worked out against a state: the tiles it takes from the player and what it scores."""

    text: str
    words: int
    own: tuple[str, ...]  # real tiles from the rack (or pool)
    blanks: int  # blanks from the rack (or pool)
    wild: tuple[str, ...]  # letters the blanks stand for (the target's and the new ones)
    tiles: tuple[str, ...]  # every tile of the new name
    value: int  # what the name scores, doubles and ×3 included, capture bonus not
    target: tuple[int, int] | None = None  # (seat, index) of the captured name
    special: bool = False
    reason: str = ""

    @property
    def used(self) -> tuple[str, ...]:
        """The tiles the name takes from the player's rack (or the pool): his letters and blanks."""
        return (*self.own, *((BLANK,) * self.blanks))


@dataclass(frozen=True, slots=True)
class GGState:
    """A game in progress. `pot` holds every tile not in a rack, a pool, the specials or a name."""

    names: tuple[str, ...]
    pot: Bag
    racks: tuple[Bag, ...]
    placed: tuple[tuple[Placed, ...], ...]
    scores: tuple[int, ...]
    phase: str = "deal"  # one of PHASES
    turn: int = 0
    round: int = 1
    specials: tuple[str, ...] = ()
    pool: Bag = Bag()
    pending: int = 0  # the number on the TAKE/DISCARD/EXCHANGE section spun
    chooser: int = 0  # EXCHANGE: the seat choosing now (GG-T5)
    passing: tuple[Bag, ...] = ()  # EXCHANGE: each seat's letters chosen so far, hidden from the others
    section: int | None = None  # the ring section the globe last stopped on
    opening: int = 0  # spins still to come for the starting letters, when they are spun for (GG-E4)
    wanting: tuple[str, ...] = ()  # letters spun that the pot is out of: a blank may be taken for each (GG-T6)
    formed: int = 0  # names formed this turn
    quiet: int = 0  # turns in a row without a name (a stalled round ends, see `Referee.end_turn`)
    rounds: tuple[RoundResult, ...] = ()
    events: tuple[str, ...] = ()
    winners: tuple[int, ...] = ()  # every side that won the game, once it is over (GG-R3)

    def census(self) -> Bag:
        """Every tile wherever it is (pot, racks, pool, specials, names): the whole set while play is sound."""
        tiles = [*self.pot, *self.specials, *self.pool]
        for rack in self.racks:
            tiles += rack
        for names in self.placed:
            for placed in names:
                tiles += placed.tiles
        return Bag.of(tiles)

    def seen_by(self, seat: int | None) -> GGState:
        """What one seat may see: its own rack and its own EXCHANGE choice; everyone else's face down.

        The pot lies face up (GG-T3 takes letters "as shown", GG-T4 discards go back face up, GG-V1);
        partners do not see each other's letters (GG-E3 says nothing of showing them)."""
        return replace(
            self,
            racks=tuple(rack if s == seat else rack.hidden() for s, rack in enumerate(self.racks)),
            passing=tuple(chosen if s == seat else chosen.hidden() for s, chosen in enumerate(self.passing)),
        )


def blanks_spent(state: GGState, play: Play) -> list[str]:
    """The letters the player's own blanks would stand for in this play (a captured name's are not new)."""
    new = list(play.wild)
    if play.target is not None:
        seat, index = play.target
        for letter in state.placed[seat][index].wild:
            new.remove(letter)
    return new


def blanks_for(letters: Sequence[str]) -> str:
    """What blanks stand for, in the table's words: "a blank for R", "blanks for K and R" (GG-T6)."""
    return f"{'a blank' if len(letters) == 1 else 'blanks'} for {' and '.join(letters)}"
