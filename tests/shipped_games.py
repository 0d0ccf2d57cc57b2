"""The games the suite runs over and their rule-id prefixes, read from what ships rather than typed in each test
file: a new game is in every list the day its ruleset and its rules page ship, and fails what it forgets."""

from __future__ import annotations

import re

from parlorgames.engine.ruleset import shipped
from parlorgames.paths import rules_docs_dir

KINDS: tuple[str, ...] = tuple(sorted({ruleset.kind for ruleset in shipped().values()}))
"""Every game kind a shipped ruleset names."""

GAMES: tuple[str, ...] = tuple(kind.replace("_", "-") for kind in KINDS)
"""Each kind's own ruleset, named after it as its rules page is (round_the_world: round-the-world); its other
rulesets (mapominoes-europe) are a kind's variants of the map, not more games."""

RULE_HEADING = re.compile(r"^#{2,4} ([A-Z]+)-[A-Z]?[0-9]+\b", re.MULTILINE)
"""A rule's heading on its game's rules page (docs/rules/<game>.md): `## RTW-D3 …`."""


def rule_prefixes() -> dict[str, set[str]]:
    """The prefixes of the rule ids each rules page defines, by page name (one each, unless a page is wrong)."""
    return {
        page.stem: set(RULE_HEADING.findall(page.read_text(encoding="utf-8")))
        for page in sorted(rules_docs_dir().glob("*.md"))
        if page.stem != "README"
    }


PREFIXES: tuple[str, ...] = tuple(sorted({prefix for found in rule_prefixes().values() for prefix in found}))
"""Every rule-id prefix the rules pages define (RTW, GG, …)."""
