"""The Globe panel's search (GG-T7): names by prefix, or by a pattern with wildcards."""

from __future__ import annotations

import bisect
import re

from .spelling import normalise


def matching(names: list[str], query: str, limit: int) -> list[str]:
    """Names (from the sorted ``names``) starting with ``query``, or matching it as a pattern
    with ``?`` (one letter) and ``*`` (any run) anchored at both ends; at most ``limit``."""
    if "?" not in query and "*" not in query:
        return _with_prefix(names, normalise(query), limit)
    pattern, literal = _compile_pattern(query)
    if literal:  # only the names starting with the pattern's literal start can match
        start = bisect.bisect_left(names, literal)
        names = names[start : bisect.bisect_left(names, literal + "\x7f", start)]
    out = []
    for name in names:
        if pattern.fullmatch(name):
            out.append(name)
            if len(out) >= limit:
                break
    return out


def _with_prefix(names: list[str], prefix: str, limit: int) -> list[str]:
    if not prefix:
        return []
    out: list[str] = []
    for i in range(bisect.bisect_left(names, prefix), len(names)):
        name = names[i]
        if not name.startswith(prefix) or len(out) >= limit:
            break
        out.append(name)
    return out


def _compile_pattern(query: str) -> tuple[re.Pattern[str], str]:
    """A search pattern as a regex over normalised names, and its literal prefix."""
    regex = []
    literal = []
    fixed = True
    for part in re.split(r"([?*])", query):
        if part == "?":
            regex.append("[A-Z]")
            fixed = False
        elif part == "*":
            regex.append(".*")
            fixed = False
        elif part:
            text = _piece(part)
            regex.append(re.escape(text))
            if fixed:
                literal.append(text)
    return re.compile("".join(regex)), "".join(literal)


def _piece(part: str) -> str:
    """A literal piece of a pattern, normalised, keeping a space typed at its edge ("NEW *")."""
    text = normalise(part)
    if text and part[0].isspace():
        text = " " + text
    if text and part[-1].isspace():
        text += " "
    return text
