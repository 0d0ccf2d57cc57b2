"""Reading what a player types: squares ("h8"), names said loosely, numbers; one line of words at a time.

A command is read forgivingly: any case, extra spaces, short forms. What cannot be read raises `Unreadable`
with the one line that says why, and nothing is changed.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Sequence

SQUARE = re.compile(r"^([a-z])(\d{1,2})$")


class Unreadable(ValueError):
    """A command the face cannot read, with why in the player's words."""


def words_of(line: str) -> list[str]:
    """The line's words, in lower case, with commas and full stops dropped."""
    return line.lower().replace(",", " ").replace(".", " ").split()


def square_name(row: int, col: int) -> str:
    """A square as the table names it: its column letter and its row number ("H8")."""
    return f"{chr(ord('A') + col)}{row + 1}"


def square_of(word: str) -> tuple[int, int]:
    """(row, column) counted from 0, from a square typed as a column letter and a row number ("h8")."""
    found = SQUARE.match(word.lower())
    if found is None:
        raise Unreadable(f"{word!r} is not a square: say a column letter and a row number, as h8")
    return int(found.group(2)) - 1, ord(found.group(1)) - ord("a")


def column_of(word: str) -> int:
    if len(word) != 1 or not word.isalpha():
        raise Unreadable(f"{word!r} is not a column: say its letter, as h")
    return ord(word.lower()) - ord("a")


def number_of(word: str, what: str) -> int:
    if not word.isdigit():
        raise Unreadable(f"{word!r} is not a number: say which {what} by its number, as 1")
    return int(word)


def letters_of(words: Sequence[str]) -> list[str]:
    """Letters typed apart or together ("a e k" or "aek"), in capitals."""
    letters = [ch.upper() for word in words for ch in word if ch.isalpha() or ch in "?*"]
    if not letters:
        raise Unreadable("name the letters, as a e k")
    return letters


def pick(typed: str, choices: Iterable[str], what: str) -> str:
    """The one choice a player meant by `typed`: the same name in any case, the only one it starts, or the
    nearest spelling; `Unreadable` saying which are meant when it fits none or several."""
    options = list(dict.fromkeys(choices))
    wanted = typed.strip().lower()
    exact = [c for c in options if c.lower() == wanted]
    if exact:
        return exact[0]
    starting = [c for c in options if c.lower().startswith(wanted)]
    if len(starting) == 1:
        return starting[0]
    if len(starting) > 1:
        raise Unreadable(f"{typed!r} could be {' or '.join(starting[:5])}: say which")
    close = difflib.get_close_matches(wanted, [c.lower() for c in options], n=1, cutoff=0.75)
    if close:
        return next(c for c in options if c.lower() == close[0])
    listed = ", ".join(options[:12]) + (", …" if len(options) > 12 else "")
    raise Unreadable(f"no {what} {typed!r} here" + (f" (yours: {listed})" if listed else ""))


def split_at(words: Sequence[str], *markers: str) -> tuple[list[str], list[str], str]:
    """The words before the first of `markers`, those after it, and the marker found ('' for none)."""
    for i, word in enumerate(words):
        if word in markers:
            return list(words[:i]), list(words[i + 1 :]), word
    return list(words), [], ""


def sentence(text: str) -> str:
    """The text with a capital first letter, the rest as it was, and a full stop."""
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
