"""The lines under the board keep their height: a message that wraps takes the oldest events' lines."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from parlorgames.engine.kinds import Hint
from parlorgames.engine.ruleset import find
from parlorgames.engine.simulate import a_few_moves_in
from parlorgames.tui.screens.hints import hint_gloss
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


def test_the_meaning_of_the_last_play_goes_under_its_announcement_in_the_last_line():
    lines = log_lines(None, EVENTS, 78, Console(), Text("PEPTIDE: amide combining…"))
    assert [line.plain for line in lines] == ["Bob spins 5", "Ann spins 2", "PEPTIDE: amide combining…"]
    message = log_lines(Text("↶ undone"), EVENTS, 78, Console(), Text("CAT: feline"))
    assert [line.plain for line in message] == ["↶ undone", "Ann spins 2", "CAT: feline"]


def test_a_play_names_its_words_and_the_log_says_what_they_mean():
    """Zig Zaggle's play forms its main word and cross-words; the move log gives each its meaning, read
    from the whole state (the mover's rack is hidden from the viewer, the words are not)."""
    from parlorgames.movelog import entry_for, newest_meaning

    session = a_few_moves_in(find("zig-zaggle"), 5, 6)
    rules = session.rules
    plays = [i for i, action in enumerate(session.actions) if action["type"] == "play"]
    words = rules.words_formed(session.states[plays[-1]], session.actions[plays[-1]])
    assert words == ("PEOPLE", "BE"), "the main word, then the cross-word"
    entry = entry_for(session, plays[-1], 0)
    assert [short.split(":")[0] for short, _full in entry.meanings] == list(words)
    said = newest_meaning(session)
    assert said is not None and said(30).startswith("PEOPLE: ") and len(said(30)) <= 30


def test_a_hint_shows_its_words_gloss_and_advice_none():
    session = a_few_moves_in(find("skip-a-cross"), 5, 6)
    rules, seen = session.rules, session.observe(session.seat)
    gloss = hint_gloss(rules, seen)
    play = Hint("Form CAT from the centre", {"type": "word", "word": "CAT"})
    assert gloss(play, 30).startswith("CAT: ") and len(gloss(play, 30)) <= 30
    assert gloss(Hint("No word in reach", ways_on=(("pass", "forms no word"),)), 30) == ""
