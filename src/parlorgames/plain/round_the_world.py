"""Round the World in lines: "spin" (the table's own), "sail" or "waive" at a disaster (RTW-T5), and "where"."""

from __future__ import annotations

from typing import Any

from ..games.round_the_world import RTWAction, Sail, Waive
from .phrases import Phrases, Question


def station(row: dict, end: int | None = None) -> str:
    """A ship's station said once: its number and the place's name where it has one ("station 11 of 93, Equator")."""
    number = str(row["station"])
    name = str(row["place"]).removeprefix(number).strip()
    return f"station {number}" + (f" of {end}" if end else "") + (f", {name}" if name else "")


class RoundTheWorldPhrases(Phrases):
    SAYS = {
        "sail": "sail",
        "waive": "waive",
    }
    UNTYPED = ("commodore", "spin")

    def moves_now(self, seen: Any, seat: int) -> list[str]:
        if seen.pending_spin is None:
            return []
        return [
            f"sail (on to the disaster with the {seen.pending_spin} spun)",
            "waive (give up the spin and spin again, RTW-T5)",
        ]

    def read(self, words: list[str], seen: Any, seat: int) -> RTWAction | None:
        verb = words[0]
        if verb in ("sail", "go", "on"):
            return Sail(type="sail")
        if verb in ("waive", "waiver", "w"):
            return Waive(type="waive")
        return None

    def where(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        """Each ship's station on the track, its place and its days, and its spins still to lose."""
        end = self.rules.track.length  # type: ignore[attr-defined]
        lines = []
        for row in self.rules.standings(seen):
            lost = row.get("lost_spins", 0)
            losing = f", {lost} spin{'s' if lost != 1 else ''} to lose" if lost else ""
            days = f"; {row['days']} days" if "days" in row else ""
            lines.append(f"{row['name']}: {station(row, end)}{days}{losing}")
        return lines

    def scores(self, seen: Any, labels: list[str]) -> list[str]:
        return self.where([], seen, None)

    def holding(self, seen: Any, seat: int) -> str:
        row = self.rules.standings(seen)[seat]
        days = f", on {row['days']} days" if "days" in row else ""
        return f"your ship is at {station(row)}{days}"

    def look(self, seen: Any, seat: int | None) -> list[str]:
        waiting = [f"A spin of {seen.pending_spin} waits: sail or waive."] if seen.pending_spin is not None else []
        return [*waiting, *(seen.events[-2:])]

    def questions(self) -> dict[str, tuple[str, Question]]:
        return {"where": ("each ship's station and days", self.where)}


PHRASES = RoundTheWorldPhrases
