"""Dials: a pointer that wraps round a face, with a second pointer counting whole laps."""

from __future__ import annotations

from dataclasses import dataclass


def multiples_passed(old: int, new: int, step: int) -> int:
    """How many multiples m of `step` (m > 0) a pointer moving from old to new passes.

    "Passes" means moves beyond: m counts when old <= m < new, so a pointer that stops exactly
    on a multiple passes it on its next move (RTW-D3, docs/rules/round-the-world.md).
    """
    if new <= old:
        return 0
    first = max(step, ((old + step - 1) // step) * step)
    if first >= new:
        return 0
    return (new - 1 - first) // step + 1


@dataclass(frozen=True, slots=True)
class Dial:
    """A dial face of `face` units whose lap pointer counts up to `limit`, like a captain's dial."""

    face: int = 50
    limit: int = 500

    def read(self, total: int) -> tuple[int, int]:
        """(units pointer, lap pointer) for a running total: 63 on a 50 face reads (13, 50)."""
        total = min(total, self.limit + self.face - 1)
        return total % self.face, (total // self.face) * self.face
