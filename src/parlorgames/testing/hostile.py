"""Hostile lesson scripts: files written to make the loader spend time or memory, or to print a value without
end. The tests check each is refused with its `file:line: key: message`; `bench/bench_hostile_lessons.py`
measures the time and memory each refusal takes."""

from __future__ import annotations

HEAD = """ruleset: round-the-world
variant: game-1
title: &long "{long}"
seed: {seed}
seats:
  learner: Learner
  opponent: Phileas
steps:
"""
"""A lesson script's keys before its steps: the title is anchored, so a step can repeat it."""

LONG = 90_000
"""The anchored title's length: a long value, though the file stays well within a lesson's size."""
REPEATS = 2_000
"""How many steps repeat it (or are given)."""


def _script(steps: str, seed: str = "56", long: int = 10) -> str:
    return HEAD.format(long="x" * long, seed=seed) + steps


def alias_where_a_list_is_wanted() -> str:
    """A long title repeated by alias as every step's replies (a list is wanted): each message would quote it."""
    return _script("".join("  - {rule: RTW-T2, lesson: Spin., replies: *long}\n" for _ in range(REPEATS)), long=LONG)


def alias_as_lesson_text() -> str:
    """A long title repeated by alias as the words of every step: well-formed, and huge once expanded."""
    return _script("".join("  - {rule: RTW-T2, lesson: *long}\n" for _ in range(REPEATS)), long=LONG)


def seed_of_hex_digits(digits: int = 20_000) -> str:
    """A seed of thousands of hexadecimal digits: a number too long to print."""
    return _script("  - {rule: RTW-T2, lesson: Spin., expect: spin}\n", seed="0x" + "f" * digits)


def seed_in_base_60(groups: int = 5_000) -> str:
    """A seed in YAML 1.1's base 60 (`1:30:15`) with thousands of groups."""
    return _script("  - {rule: RTW-T2, lesson: Spin., expect: spin}\n", seed="1" + ":59" * groups)


def many_steps(count: int = 100_000) -> str:
    """A script of 100,000 steps that only show words (about 3.9 MB)."""
    return _script("".join("  - rule: RTW-T2\n    lesson: Note.\n" for _ in range(count)))


def steps_past_the_limit(count: int) -> str:
    """A small file that still holds more steps than a lesson may have."""
    return _script("".join("  - {rule: RTW-T2, lesson: Spin.}\n" for _ in range(count)))


HOSTILE = {
    "alias_where_a_list_is_wanted": alias_where_a_list_is_wanted,
    "alias_as_lesson_text": alias_as_lesson_text,
    "seed_of_hex_digits": seed_of_hex_digits,
    "seed_in_base_60": seed_in_base_60,
    "many_steps": many_steps,
}
"""Each hostile kind by name, as the tests and the bench run them."""
