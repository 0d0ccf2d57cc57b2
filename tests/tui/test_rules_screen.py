"""F1 shows the variant's own rules first, then the game's rules by id: the same page as docs/rules/."""

from __future__ import annotations

import re

from parlorgames.engine.ruleset import find, shipped
from parlorgames.paths import rules_doc
from parlorgames.tui.screens.rules import RulesScreen, RulesText, markdown_lines, sheet_blocks, wrapped

MARKER = re.compile(r" *([-•*]|\d+[.)]) ")
HEADING_ID = re.compile(r"^### ((?:RTW|GG|ZZ|MAP|SAC)-[A-Z]?[0-9]+)", re.MULTILINE)


def test_every_rule_of_the_page_is_on_the_screen_after_the_variants_text():
    for name, variant in (("globe-grams", "second-version"), ("mapominoes-europe", "standard")):
        ruleset = find(name)
        sheet = wrapped(ruleset, variant, 76)
        assert sheet.reference_at is not None
        before = "\n".join(line.text for line in sheet[: sheet.reference_at])
        after = "\n".join(line.text for line in sheet[sheet.reference_at :])
        assert " ".join(ruleset.rules.split()[:5]) in before
        assert not ruleset.variant(variant).rules or ruleset.variant(variant).title in before
        ids = HEADING_ID.findall(rules_doc(ruleset.kind).read_text(encoding="utf-8"))
        assert ids and all(rule in after for rule in ids)
        assert "**" not in after and "](#" not in after, "the page is rendered, not shown as source"
        assert all(line.cell_length <= 76 for line in sheet)


def test_the_page_is_rendered_with_its_weights_and_a_hanging_indent():
    page = (
        "# Title\n\n### GG-T6 Wild\n\n**Decided:** *may*, see\n[GG-X2](#gg-x2-scoring) and `notes:`.\n\n"
        "1. one two three four\n2. five\n"
    )
    lines = markdown_lines(page, 16)
    assert [line.text.rstrip() for line in lines] == [
        "Title",
        "",
        "GG-T6 Wild",
        "",
        "Decided: may,",
        "see GG-X2 and",
        "notes:.",
        "",
        "1. one two three",
        "   four",
        "2. five",
    ]
    styles = {segment.text: segment.style for line in lines for segment in line if segment.text.strip()}
    assert styles["Decided:"].bold and styles["may"].italic and styles["GG-X2"].underline
    assert styles["notes:"].bold and styles["GG-T6 Wild"].bold and styles["Title"].underline


def test_rule_sheet_paragraphs_and_items_are_joined_and_keep_their_leads():
    sheet = "A paragraph broken\nwhere its source was.\n\n• an item\n  going on\n  1. a step\n     its end\nAfter."
    assert list(sheet_blocks(sheet)) == [
        ("", "", "A paragraph broken where its source was."),
        ("", "", ""),
        ("• ", "  ", "an item going on"),
        ("  1. ", "     ", "a step its end"),
        ("", "", "After."),
    ]


def text_column(line: str) -> int:
    """Where a rendered line's words begin: after its marker for a list item, else after its indent."""
    item = MARKER.match(line)
    return item.end() if item else len(line) - len(line.lstrip())


def test_every_rule_sheet_fills_its_lines_and_hangs_its_items_at_every_width():
    """Skip-A-Cross at 100×32 wrapped its already wrapped sheet again, leaving "face-up" alone on a line and
    the rest of its item at the left edge: a line the next one's first word would have fitted on is not
    full, and a line indented past the words of the line before (not a list item) is mis-indented."""
    for ruleset in shipped().values():
        for variant in ruleset.variants:
            for width in (66, 76, 96, 116):
                sheet = wrapped(ruleset, variant.name, width)
                text = [line.text.rstrip() for line in sheet[: sheet.reference_at]]
                where = f"{ruleset.name} {variant.name} at {width}"
                for line, after in zip(text, text[1:]):
                    if not line or not after or MARKER.match(after):
                        continue
                    lead = text_column(after)
                    assert lead <= text_column(line), f"{where}: {after!r} is indented past {line!r}"
                    if lead == text_column(line):
                        assert len(line) + 1 + len(after.split()[0]) > width, f"{where}: {line!r} then {after!r}"


async def test_r_jumps_to_the_rules_by_id(make_app, rtw_start):
    app = make_app(rtw_start(variant="game-2"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        text = app.screen.query_one(RulesText)
        assert text.scroll_offset.y == 0
        await pilot.press("r")
        await pilot.pause()
        assert text.scroll_offset.y == text.lines.reference_at > 0
        assert "Round the World — the rules by id" in text.lines[text.scroll_offset.y].text
