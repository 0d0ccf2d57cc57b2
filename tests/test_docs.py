"""The documentation holds: every relative link in README.md and docs/ reaches a file (and the heading it names),
every ```python block in them runs as written, and the benches stay runnable on their own.

A block fenced ```python no-run is shown, not run. Blocks run in the test's own data folder and a temporary
working folder, so an example that saves a game writes there."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
FENCE = re.compile(r"^```([^\n`]*)\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$", re.MULTILINE)
EXTERNAL = re.compile(r"^[a-z][a-z0-9+.-]*:", re.IGNORECASE)


def _name(page: Path) -> str:
    return str(page.relative_to(ROOT))


def _prose(text: str) -> str:
    """The page without its fenced blocks and code spans, where brackets are code, not links."""
    return CODE_SPAN.sub("", FENCE.sub("", text))


def _anchors(page: Path) -> set[str]:
    """The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces made hyphens, and a
    heading met again numbered -1, -2 …"""
    seen: dict[str, int] = {}
    anchors = set()
    for heading in HEADING.findall(_prose(page.read_text(encoding="utf-8"))):
        slug = re.sub(r"\s", "-", re.sub(r"[^\w\s-]", "", heading.strip().lower()))
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    return anchors


def _links(page: Path) -> list[str]:
    return [target for target in LINK.findall(_prose(page.read_text(encoding="utf-8"))) if not EXTERNAL.match(target)]


def _python_blocks() -> list[tuple[str, int, str]]:
    """Each runnable block as (page, the line of its fence, its code)."""
    blocks = []
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for match in FENCE.finditer(text):
            words = match.group(1).split()
            if words[:1] == ["python"] and "no-run" not in words:
                line = text.count("\n", 0, match.start()) + 1
                blocks.append((_name(page), line, match.group(2)))
    return blocks


def test_the_readme_is_read_in_a_minute():
    """The README says what the project is and how to start; the rest belongs in docs/."""
    lines = (ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    assert lines <= 150, f"README.md has {lines} lines: move the detail into a page of docs/ and link it"


def test_the_pages_are_found():
    names = {_name(page) for page in PAGES}
    assert {"README.md", "docs/README.md", "docs/api.md", "docs/rules/README.md"} <= names


@pytest.mark.parametrize("page", PAGES, ids=_name)
def test_every_relative_link_resolves(page):
    broken = []
    for target in _links(page):
        path, _, anchor = target.partition("#")
        reached = (page.parent / path).resolve() if path else page
        if not reached.exists():
            broken.append(f"{target}: no such file")
        elif anchor and reached.suffix == ".md" and anchor not in _anchors(reached):
            broken.append(f"{target}: no such heading")
    assert not broken, f"{_name(page)}: " + "; ".join(broken)


def test_the_link_finder_skips_code_and_other_sites():
    text = "[a](a.md) ![b](pictures/b.svg) `[c](c.md)` [d](https://example.org)\n```sh\n[e](e.md)\n```\n"
    assert LINK.findall(_prose(text)) == ["a.md", "pictures/b.svg", "https://example.org"]
    assert [t for t in LINK.findall(_prose(text)) if not EXTERNAL.match(t)] == ["a.md", "pictures/b.svg"]


@pytest.mark.parametrize(("page", "line", "code"), _python_blocks(), ids=[f"{p}:{n}" for p, n, _ in _python_blocks()])
def test_every_python_block_runs(page, line, code, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    # as written: not under this module's own `from __future__ import annotations`
    exec(compile("\n" * line + code, page, "exec", dont_inherit=True), {"__name__": "__docs__"})


def test_there_are_python_blocks_to_run():
    assert any(page == "docs/api.md" for page, _, _ in _python_blocks())


def test_the_benches_need_no_path_changes_and_nothing_from_tests():
    leaning = []
    for script in sorted((ROOT / "bench").glob("*.py")):
        text = script.read_text(encoding="utf-8")
        if "sys.path" in text or re.search(r"^\s*(from|import)\s+tests\b", text, re.MULTILINE):
            leaning.append(script.name)
    assert not leaning, f"bench scripts that change sys.path or import from tests/: {leaning}"
