"""Positions several layers of tests set up alike (the rules, the table, the screen)."""

from __future__ import annotations

from dataclasses import replace

from parlorgames.engine.session import Session
from parlorgames.engine.tiles import Bag
from parlorgames.games.mapominoes import Tabled


def kent_beside_two(session: Session) -> None:
    """Mapominoes, three seats: Ann (to move) lays Kent beside Derbyshire and Nottinghamshire, bordering
    neither: an extra go, and a card open to a call (MAP-O2)."""
    rules, state = session.rules, session.state
    table = [None] * len(state.table)
    table[rules.centre] = Tabled("Derbyshire")
    table[rules.centre - rules.width + 1] = Tabled("Nottinghamshire")
    hands = tuple(
        replace(hand, counties=Bag.of(cards))
        for hand, cards in zip(state.hands, [["Kent", "Devon"], ["Essex", "Norfolk"], ["Cheshire", "Dorset"]])
    )
    session.states[-1] = replace(state, table=tuple(table), openings=rules.openings_of(table), hands=hands, turn=0)
    row, col = rules.grid.cell(rules.centre - rules.width)
    session.act({"type": "place", "card": "Kent", "row": row, "col": col})
