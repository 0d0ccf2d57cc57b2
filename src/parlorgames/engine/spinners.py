"""Spinners: sections with weights, of which the teetotum is the fair, equal-sided case."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Section:
    """One stop of a spinner: a value and how wide its slice is."""

    value: Any
    weight: float = 1.0
    label: str = ""

    @property
    def text(self) -> str:
        return self.label or str(self.value)


@dataclass(frozen=True, slots=True)
class Spinner:
    """A ring of weighted sections; `outcomes()` gives each with its probability."""

    sections: tuple[Section, ...]
    uniform: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "uniform", len({s.weight for s in self.sections}) == 1)

    @classmethod
    def of(cls, values: Sequence[Any], weights: Sequence[float] | None = None) -> Spinner:
        weights = list(weights) if weights is not None else [1.0] * len(values)
        if len(weights) != len(values) or not values:
            raise ValueError("a spinner needs one weight per section and at least one section")
        if any(w <= 0 for w in weights):
            raise ValueError("every section of a spinner needs a positive weight")
        return cls(tuple(Section(v, float(w)) for v, w in zip(values, weights)))

    def outcomes(self) -> list[tuple[Any, float]]:
        total = sum(s.weight for s in self.sections)
        return [(s.value, s.weight / total) for s in self.sections]

    def spin(self, rng: random.Random) -> Any:
        if self.uniform:
            return self.sections[rng.randrange(len(self.sections))].value
        pick = rng.random() * sum(s.weight for s in self.sections)
        for section in self.sections:
            pick -= section.weight
            if pick < 0:
                return section.value
        return self.sections[-1].value


def teetotum(faces: Sequence[int]) -> Spinner:
    """A spinning top with numbered faces, each equally likely (RTW-T2 has five: 1–5)."""
    return Spinner.of(list(faces))
