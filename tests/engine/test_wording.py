"""The table counts in words: "1 letter", "2 letters", never "letter(s)"."""

import re
from pathlib import Path

import parlorgames
from parlorgames.engine.wording import counted, told_to


def test_one_is_singular_and_every_other_count_plural():
    assert counted(1, "letter") == "1 letter"
    assert counted(2, "letter") == "2 letters" and counted(0, "captain") == "0 captains"
    assert counted(3, "ox", "oxen") == "3 oxen" and counted(1, "ox", "oxen") == "1 ox"


def test_no_message_in_the_product_counts_with_a_bracketed_plural():
    """Every counted noun goes through `counted`: a message written "letter(s)" anywhere in the
    package is caught here rather than at the table."""
    package = Path(parlorgames.__file__).parent
    found = [
        f"{path.relative_to(package)}:{number}: {line.strip()}"
        for path in sorted(package.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if re.search(r"[a-z]\(s\)", line) and path.name != "wording.py"
    ]
    assert found == []


def test_a_move_said_of_a_player_is_told_to_them():
    """The games say a move of its player ("Ann passes"); a lesson asks it of the learner ("pass")."""
    assert told_to("Learner passes", "Learner") == "pass"
    assert told_to("Learner chooses letters to pass left", "Learner") == "choose letters to pass left"
    assert told_to("Learner forms ADEN", "Learner") == "form ADEN"
    assert told_to("Learner plays STEAM for 40", "Learner") == "play STEAM for 40"
    assert told_to("Learner waives the spin (RTW-T5)", "Learner") == "waive the spin (RTW-T5)"
    assert told_to("Learner cannot go and draws a Transit card", "Learner") == "cannot go and draw a Transit card"
    assert told_to("Learner flies on", "Learner") == "fly on"
    assert told_to("Learner has no move", "Learner") == "have no move"
    assert told_to("Ann passes", "Learner") == "Ann passes", "another player's move is said as it was"
