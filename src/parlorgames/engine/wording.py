"""How the table counts things in its messages: "1 letter", "2 letters", never "letter(s)"."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """`count` and `noun`, plural unless there is exactly one (`plural` where adding s is wrong)."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"
