"""The end of a game, resumed from a save: a test that checks the last moves and the screens after them
lets the computer players play the moves before off screen, where nothing is drawn."""

from __future__ import annotations

import json
from pathlib import Path

from parlorgames.engine.session import Seat, Session
from parlorgames.storage import SaveStore
from parlorgames.tui.screens.roundover import round_just_closed

BACK = 6
"""Actions before the end that the computer players play on screen."""
MOST_ACTIONS = 3000


def near_the_end(session: Session, store: SaveStore, before_a_summary: bool = False) -> tuple[Path, bool]:
    """A save of `session` with every seat a computer player, played on by them to `BACK` actions before
    the game's end, or before the last round summary when `before_a_summary`; and whether a round
    summary lies ahead of the save. The computers play as they would on screen (the same seeded game)."""
    computers = [Seat(seat.name, True, seat.level) for seat in session.seats]
    rehearsal = Session.from_json(session.to_json() | {"seats": [seat.to_json() for seat in computers]})
    summaries = []
    for _ in range(MOST_ACTIONS):
        if rehearsal.over:
            break
        rehearsal.bot_step()
        if round_just_closed(rehearsal):
            summaries.append(len(rehearsal.actions))
    assert rehearsal.over, "the computer players did not finish the game"
    end = summaries[-1] if before_a_summary and summaries else len(rehearsal.actions)
    data = rehearsal.to_json() | {"finished": False}
    data["actions"] = data["actions"][: max(len(session.actions), end - BACK)]
    path = store.new_path(rehearsal)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, bool(before_a_summary and summaries)
