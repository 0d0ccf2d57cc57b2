"""Positions several layers of tests set up alike (the rules, the table, the screen)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
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


BAIL = {"type": "play", "tiles": [[6, 11, "B", "Bg"], [7, 11, "A", "Ay"], [8, 11, "I", "Ib"], [9, 11, "L", "Ly"]]}
"""Zig Zaggle, standard, seed 5, Ann, Bob and Cat (a computer): Ann's opening play, BAIL for 21."""


def ann_to_play_bail() -> Session:
    """Standard, seed 5: Ann, Bob and Cat (a computer); the letters dealt, Ann is to play BAIL."""
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cat", bot=True)]
    session = Session(find("zig-zaggle"), seats, 5, "standard")
    session.play_computers()
    assert session.seat == 0 and session.state.window is None
    return session


def bail_accepted_by_bob_and_cat(folder: Path) -> Path:
    """Ann plays BAIL, Bob accepts, Cat accepts, Ann draws; saved with the accepts each naming its seat, as
    the table saved them while the seats answered in turn."""
    session = ann_to_play_bail()
    for action in (BAIL, {"type": "accept", "seat": 1}, {"type": "accept", "seat": 2}):
        session.act(action)
    session.resolve_chance()
    path = folder / "bail.json"
    path.write_text(json.dumps(session.to_json()))
    return path
