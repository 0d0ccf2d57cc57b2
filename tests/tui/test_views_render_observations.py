"""Views draw what the seat at the keyboard may see (`GameView.seen`), never the whole state."""

from __future__ import annotations

from pathlib import Path

import parlorgames.tui.views as views


def test_no_view_reads_the_whole_state():
    readers = []
    for path in sorted(Path(views.__file__).parent.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "session.state" in line or "session.states" in line:
                readers.append(f"{path.name}:{number}: {line.strip()}")
    assert readers == []
