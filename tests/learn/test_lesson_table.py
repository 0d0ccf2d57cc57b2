"""The table of a guided first game: the learner's move must be the lesson's (another legal move is refused
saying what the lesson asks, an illegal one with the rule, and nothing changes), the opponent plays the
script, undo is off, and nothing is ever saved or entered in the record book."""

from __future__ import annotations

from parlorgames.learn import LessonTable, load_script, shipped_scripts
from parlorgames.table import Changed, Event, Refused


def lesson(game: str) -> tuple[LessonTable, list[Event]]:
    heard: list[Event] = []
    table = LessonTable(load_script(shipped_scripts()[game]))
    table.listen = heard.append
    return table, heard


def go_on(table: LessonTable) -> None:
    """Let chance and the scripted opponent act until the lesson waits on the learner (or is over)."""
    for _ in range(200):
        before = len(table.session.actions)
        question = table.go_on()
        if question is not None:
            table.answer(question, table.decide(question))
        if len(table.session.actions) == before:
            return


def walk(table: LessonTable) -> None:
    """The learner skips every step: the lesson's own move is made for them."""
    for _ in range(100):
        go_on(table)
        if table.done:
            return
        assert table.skip()


def test_the_opponent_plays_the_script_and_the_learner_the_lesson():
    for game in shipped_scripts():
        table, _ = lesson(game)
        walk(table)
        assert table.done
        assert table.session.actions[: len(table.script.plan)] == [p.action for p in table.script.plan]


def test_another_legal_move_is_refused_saying_what_the_lesson_asks():
    table, heard = lesson("globe-grams")
    go_on(table)
    assert table.spin() is not None
    state = table.session.state
    assert table.refusal({"type": "pass", "letters": ["K"]}) is None
    assert not table.act({"type": "pass", "letters": ["K"]})
    assert table.session.state is state
    assert heard[-1] == Refused("GG-T5: the lesson asks for another move here (your move: choose letters to pass left)")
    assert table.act({"type": "pass", "letters": ["H"]})


def test_an_illegal_move_is_refused_with_its_rule_as_ever():
    table, heard = lesson("globe-grams")
    go_on(table)
    table.spin()
    state = table.session.state
    assert not table.act({"type": "pass", "letters": ["Z"]})
    assert table.session.state is state
    assert isinstance(heard[-1], Refused) and heard[-1].reason.startswith("GG-T5")


def test_sailing_on_is_refused_when_the_lesson_asks_to_waive():
    table, heard = lesson("round-the-world")
    go_on(table)
    for _ in range(3):
        table.skip()
        go_on(table)
    assert table.step is not None and table.step.expect == {"type": "waive"}
    assert not table.act({"type": "sail"})
    assert isinstance(heard[-1], Refused)
    assert heard[-1].reason.startswith("RTW-T5: the lesson asks for another move here (your move: ")


def test_a_note_is_read_before_any_move():
    table, heard = lesson("zig-zaggle")
    go_on(table)
    assert table.step_number == 0 and table.waiting_on_learner
    assert table.session.seat == 1
    assert table.question() is None, "the opponent waits until the lesson is read"
    assert table.skip()
    assert isinstance(heard[-1], Changed)
    go_on(table)
    assert table.step_number == 1


def test_a_lesson_is_never_taken_back_saved_or_recorded():
    table, _ = lesson("skip-a-cross")
    go_on(table)
    table.skip()
    assert table.undo_refusal() == "a lesson is not taken back: F8 starts it again"
    assert not table.undo()
    walk(table)
    table.finish()
    assert table.saves.numbered == 0, "nothing was ever queued to be written"
    assert table.sitting is None, "no sitting: no record book"


def test_notes_in_a_row_are_read_one_after_another():
    from parlorgames.learn import load_script_text

    text = """\
ruleset: round-the-world
title: Notes
seed: 56
seats: {learner: You, opponent: Phileas}
steps:
  - {rule: RTW-T2, lesson: Spin., expect: spin}
  - {rule: RTW-T6, lesson: A disaster sends a ship back.}
  - {rule: RTW-D2, lesson: Every spin costs ten days.}
  - {rule: RTW-T3, lesson: Spin., expect: spin}
  - {rule: RTW-G1, lesson: The end.}
"""
    table = LessonTable(load_script_text(text, "notes.yaml"))
    seen = []
    for _ in range(10):
        go_on(table)
        seen.append(table.step_number)
        if table.done:
            break
        if table.step is not None and table.step.expect is None and table.session.rules.is_chance(table.session.state):
            assert table.spin() is None, "a note is read before the next spin"
        assert table.skip()
    assert seen == [0, 1, 2, 3, 4, None]
