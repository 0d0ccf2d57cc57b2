"""A record a sitting keeps from one game to the next (RTW-G2: the quickest voyage makes the next Commodore).

The figure is the game's own (days, for a voyage), lower being better; what it means and what the table
is told about it are the game's (`KeepsSittingRecord.sitting_news`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SittingRecord:
    """Whose the record is and its figure."""

    holder: str
    figure: float

    def beats(self, record: SittingRecord | None) -> bool:
        """Only a strictly lower figure takes the record from its holder."""
        return record is None or self.figure < record.figure


def best_of(candidates: Sequence[tuple[int, float]], names: Sequence[str]) -> SittingRecord | None:
    """The best of a finished game's (seat, figure) candidates, or None when it offers none."""
    if not candidates:
        return None
    seat, figure = min(candidates, key=lambda candidate: candidate[1])
    return SittingRecord(names[seat], figure)


def standing(record: SittingRecord | None, other: SittingRecord | None) -> SittingRecord | None:
    """The record that stands when `other` (e.g. one kept from an earlier sitting) is set against `record`."""
    return other if other is not None and other.beats(record) else record


def holder_seat(record: SittingRecord | None, names: Sequence[str]) -> int | None:
    """The seat of the record's holder, if at the table."""
    if record is None or record.holder not in names:
        return None
    return list(names).index(record.holder)
