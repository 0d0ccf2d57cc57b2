"""The lines under the board keep their height: a message that wraps takes the oldest events' lines."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from parlorgames.tui.widgets.table_log import LINES, log_lines

EVENTS = ("Ann spins 4", "Bob spins 5", "Ann spins 2")


def test_a_short_message_keeps_the_two_newest_events():
    lines = log_lines(Text("↶ undone"), EVENTS, 78, Console())
    assert [line.plain for line in lines] == ["↶ undone", "Bob spins 5", "Ann spins 2"]


def test_a_message_that_wraps_takes_an_events_line():
    message = Text("✗ Ann's move stands: Bob has had the keyboard since (tick “Undo any move” at set-up to allow it)")
    lines = log_lines(message, EVENTS, 78, Console())
    assert [line.plain for line in lines[1:]] == ["Ann spins 2"]
    assert sum(len(line.wrap(Console(), 78)) for line in lines) == LINES


def test_without_a_message_the_three_newest_events_show():
    assert [line.plain for line in log_lines(None, EVENTS, 78, Console())] == list(EVENTS)


def test_an_event_that_wraps_takes_the_line_of_an_older_one():
    events = ("Ann draws", "C steals LED from A as DELI (another root: the letters of LED are rearranged) (SAC-5)")
    lines = log_lines(None, ("Bob draws", *events), 60, Console())
    assert [line.plain for line in lines] == list(events)
