"""Positions several layers of tests set up alike (the rules, the table, the screen)."""

from __future__ import annotations

from dataclasses import replace

from parlorgames.engine.session import Session
from parlorgames.engine.tiles import Bag
from parlorgames.games.mapominoes import Tabled
from parlorgames.games.skip_a_cross import SACState


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


def tone_to_steal() -> SACState:
    """Skip-A-Cross, Ann to move with S drawn and A and P face up; Ann holds CORN, Bob TONE: steals of TONE
    (ATONES, not a word a family knows, among them) and extensions of CORN are to hand (SAC-5)."""
    return SACState(
        names=("Ann", "Bob"),
        pool=Bag.of("QQQQ"),
        face_up=Bag.of("AP"),
        words=(("CORN",), ("TONE",)),
        drawn="S",
        turns=(0, 0),
    )
