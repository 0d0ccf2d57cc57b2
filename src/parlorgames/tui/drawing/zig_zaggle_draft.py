"""What Zig Zaggle's keys do to the draft, as plain functions: where the cursor steps after a letter, which
tile of the rack a typed letter lays, which tiles a typed exchange puts back, and who may challenge and as whom. The
view keeps the keys and asks these; they read the rules and what the seat may see, and change nothing."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.session import Seat
from ...engine.tiles import Bag
from ...games.zig_zaggle import EMPTY, FREE, ZigZaggle, ZZState
from ...games.zig_zaggle.moves import tile_for
from .zig_zaggle import Tile, colour_of


def step(rules: ZigZaggle, seen: ZZState, cursor: tuple[int, int], across: bool) -> tuple[int, int]:
    """Where the cursor goes after a letter: on in the typing direction past letters already down,
    stopping at the edge of the board."""
    dr, dc = (0, 1) if across else (1, 0)
    r, c = cursor
    while True:
        r, c = r + dr, c + dc
        if not rules.grid.in_bounds(r, c) or not rules.squares[r][c].real:
            return cursor
        cursor = (r, c)
        if seen.letters[r][c] == EMPTY:
            return cursor


def tile_to_lay(
    rules: ZigZaggle, seen: ZZState, left: Bag, cursor: tuple[int, int], draft: Sequence[Tile], letter: str, free: bool
) -> tuple[str, str]:
    """The tile that `letter` typed at the cursor lays from the rack `left`, or why none (as a pair, one of
    them empty): a tile of the letter of the colour of the runway under the cursor or of the letters laid
    so far, else a Free letter (at once when typed as one, `free`)."""
    r, c = cursor
    on_board = seen.letters[r][c]
    if on_board != EMPTY:
        return "", f"that square already holds {on_board}"
    if not rules.squares[r][c].real:
        return "", "there is no square there"
    if not free:
        under = [colour_of(rules, name) for name in rules.square(cursor).runways]
        drafted = [t[3][1] for t in draft if t[3] != FREE]
        tile = tile_for(left.counts(), letter, [*under, *drafted])
        if tile is not None:
            return tile, ""
    return (FREE, "") if FREE in left else ("", f"no {letter} on your rack and no Free letter left")


def exchange_tiles(left: Bag, letters: str) -> tuple[list[str], str | None]:
    """The rack's tiles a typed exchange puts back (ZZ-P7): a tile for each letter typed, or every regular
    tile when nothing was typed (a Free letter stays); with the first letter not on the rack, if any."""
    rack = [t for t in left if t != FREE]
    if not letters:
        return rack, None
    tiles: list[str] = []
    for letter in letters.upper():
        tile = next((t for t in rack if t[0] == letter), None)
        if tile is None:
            return tiles, letter
        rack.remove(tile)
        tiles.append(tile)
    return tiles, None


def challengers(rules: ZigZaggle, seen: ZZState, bots: Sequence[bool], own_seat: int | None) -> list[int]:
    """The people who may still challenge the play in the window: round one keyboard every other person
    who has not let it stand (a computer answers for itself, at once), at a shared table's seat its own
    person (ZZ-C1)."""
    window = seen.window
    if window is None:
        return []
    deciding = [seat for seat in rules.still_deciding(seen.names, window) if not bots[seat]]
    if own_seat is not None:
        return [seat for seat in deciding if seat == own_seat]
    return deciding


def challenge_as(
    seen: ZZState, seats: Sequence[Seat], own_seat: int | None, may: Sequence[int], key: int | None
) -> tuple[int | None, str]:
    """The seat a challenge key challenges as, or why none (ZZ-C1). `key` None is c: the one person who
    may (`may`, see `challengers`; at a shared table's seat, that seat's); with several, each presses their
    own number. A seat's number key round one keyboard challenges as that person: never as a computer, which
    answers for itself (nor as the player: the rules say why). A shared table's seat has its own c."""
    names = seen.names
    if key is None:
        if len(may) == 1:
            return may[0], ""
        keys = " or ".join(f"{seat + 1} {names[seat]}" for seat in may)
        return None, f"several players may challenge: each presses their own number, {keys} (ZZ-C1)"
    player = seats[key]
    if own_seat is not None:
        return None, f"you play {names[own_seat]}: c challenges as you (ZZ-C1)"
    if player.bot:
        return None, f"{key + 1} is {player.name}'s key, and {player.name} is a computer: it answers for itself (ZZ-C1)"
    return key, ""
