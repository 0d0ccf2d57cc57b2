"""Every rule id the project cites is defined in docs/rules/, and nothing points at a rules file outside the
repository.

Ids are found by pattern, not from a list, so a new id is caught the day it is first cited: `RTW-D3` in code,
rulesets and messages, `RTW_D3` in test names."""

from __future__ import annotations

import re
from importlib.metadata import entry_points
from pathlib import Path

from parlorgames.engine.kinds import ENTRY_POINT_GROUP
from parlorgames.paths import rules_doc, rules_docs_dir
from tests.shipped_games import PREFIXES, rule_prefixes

ROOT = Path(__file__).resolve().parents[1]
CITED = re.compile(rf"(?<![A-Za-z0-9])({'|'.join(PREFIXES)})[-_]([A-Z]?[0-9]+)(?![0-9])")
DEFINED = re.compile(rf"^#{{2,4}} (({'|'.join(PREFIXES)})-[A-Z]?[0-9]+)\b", re.MULTILINE)
HEADING = re.compile(r"^#{1,6} (.+)$", re.MULTILINE)
ANCHOR_LINK = re.compile(r"\]\(#([^)]+)\)")
SCANNED = ("src", "rulesets", "tests", "bench", "scripts")
TEXT = {".py", ".yaml", ".yml", ".tcss", ".md", ".txt", ".toml", ".json"}
OUTSIDE_RULES_FILE = "RULES" + ".md"


def _sources() -> list[Path]:
    files = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
    for folder in SCANNED:
        files += sorted(p for p in (ROOT / folder).rglob("*") if p.suffix in TEXT and "__snapshots__" not in p.parts)
    return files


def _pages() -> list[Path]:
    return sorted(rules_docs_dir().glob("*.md"))


def _defined() -> dict[str, Path]:
    defined: dict[str, Path] = {}
    for page in _pages():
        for match in DEFINED.finditer(page.read_text(encoding="utf-8")):
            assert match.group(1) not in defined, f"{match.group(1)} is defined twice"
            defined[match.group(1)] = page
    return defined


def _slug(heading: str) -> str:
    """A heading's anchor as GitHub and Textual's Markdown make it."""
    kept = re.sub(r"[^\w\s-]", "", heading.strip().lower())
    return re.sub(r"\s", "-", kept)


def test_every_cited_rule_id_is_defined_in_docs_rules():
    defined = _defined()
    missing: dict[str, set[str]] = {}
    for path in _sources():
        for prefix, rest in CITED.findall(path.read_text(encoding="utf-8", errors="replace")):
            rule = f"{prefix}-{rest}"
            if rule not in defined:
                missing.setdefault(rule, set()).add(str(path.relative_to(ROOT)))
    assert not missing, "rule ids cited but not defined in docs/rules/: " + "; ".join(
        f"{rule} (in {', '.join(sorted(where))})" for rule, where in sorted(missing.items())
    )


def test_the_scan_sees_both_spellings_of_an_id():
    assert CITED.findall("raise IllegalAction('GG-T6', ...)  def test_waiver_RTW_T5():") == [
        ("GG", "T6"),
        ("RTW", "T5"),
    ]
    assert not CITED.findall("XGG-T6 ZZZ-P1 MAP-Z")


def test_each_page_defines_only_its_own_game_and_every_kind_has_a_page():
    pages = rule_prefixes()
    for kind in (point.name for point in entry_points(group=ENTRY_POINT_GROUP)):
        page = rules_doc(kind)
        assert page.is_file(), f"no rules page for {kind}"
        assert len(pages[page.stem]) == 1, f"{page.name} defines the rules of {sorted(pages[page.stem]) or 'no game'}"
    prefixes = [prefix for found in pages.values() for prefix in found]
    assert len(prefixes) == len(set(prefixes)), f"two rules pages define rules of one game: {sorted(prefixes)}"
    assert {"RTW", "GG"} <= set(PREFIXES), "the prefixes are read from the pages"


def test_links_between_rules_reach_a_heading():
    for page in _pages():
        text = page.read_text(encoding="utf-8")
        anchors = {_slug(heading) for heading in HEADING.findall(text)}
        broken = sorted(set(ANCHOR_LINK.findall(text)) - anchors)
        assert not broken, f"{page.name}: links to no heading: {broken}"


def test_nothing_points_at_a_rules_file_outside_the_repository():
    pointing = [
        str(path.relative_to(ROOT))
        for path in _sources()
        if path != Path(__file__).resolve() and OUTSIDE_RULES_FILE in path.read_text(encoding="utf-8", errors="replace")
    ]
    assert not pointing, f"cite docs/rules/<game>.md or the id alone instead of {OUTSIDE_RULES_FILE}: {pointing}"
