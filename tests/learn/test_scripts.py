"""Lesson scripts are data checked like a ruleset: every shipped one replays legally from its seed to its end,
and each kind of broken script is refused with `file:line: key: message`, naming what is wrong."""

from __future__ import annotations

import pytest

from parlorgames.engine.ruleset import shipped
from parlorgames.learn import ScriptError, load_script, load_script_text, shipped_scripts
from parlorgames.paths import has_lesson
from tests.shipped_games import GAMES

UNDEFINED = "RTW-" + "T66"
"""A rule id the rules do not define (spelt in two parts: the rule-id scan reads this file too)."""

GOOD = """\
ruleset: round-the-world
variant: game-1
title: A short voyage
seed: 56
seats:
  learner: You
  opponent: Phileas
steps:
  - rule: RTW-T2
    lesson: Spin.
    expect: spin
  - rule: RTW-T6
    lesson: Spin again.
    expect: spin
  - rule: RTW-G1
    lesson: The end.
"""


def problems(text: str) -> list[str]:
    with pytest.raises(ScriptError) as caught:
        load_script_text(text, "lesson.yaml")
    return [str(problem) for problem in caught.value.problems]


def test_each_game_has_a_lesson():
    assert set(GAMES) <= set(shipped_scripts())
    assert all(has_lesson(game) for game in GAMES)


@pytest.mark.parametrize("game", sorted(shipped_scripts()))
def test_every_shipped_script_replays_legally_to_its_end(game):
    """Loading replays the script against the rules; its plan holds every scripted move, in order."""
    script = load_script(shipped_scripts()[game])
    assert script.ruleset.name == game in shipped()
    moves = [planned for planned in script.plan if planned.by != "chance"]
    expected = sum(step.expect is not None for step in script.steps) + sum(len(s.replies) for s in script.steps)
    assert len(moves) == expected
    session = script.session()
    for planned in script.plan:
        session.act(planned.action)
    assert session.actions == [planned.action for planned in script.plan]


def test_a_good_script_loads():
    script = load_script_text(GOOD, "lesson.yaml")
    assert [step.rule for step in script.steps] == ["RTW-T2", "RTW-T6", "RTW-G1"]
    assert script.seats[1].bot and not script.seats[0].bot


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("seed: 56\n", "", "lesson.yaml:1: seed: missing (this key is required)"),
        ("seed: 56", "seed: many", "lesson.yaml:4: seed: expected a whole number, got 'many'"),
        ("seed: 56", "seed: -1", "lesson.yaml:4: seed: must not be negative"),
        ("seats:", "seat:", "lesson.yaml:5: seat: unknown key (did you mean 'seats'?)"),
        ("    lesson: Spin again.\n", "", "lesson.yaml:12: steps[1].lesson: missing (this key is required)"),
        ("RTW-T6", "T6", "lesson.yaml:12: steps[1].rule: a rule id is letters, a dash and a number, as GG-X1"),
        ("RTW-T6", UNDEFINED, f"lesson.yaml:12: steps[1].rule: Round the World has no rule {UNDEFINED}"),
        (
            "    expect: spin\n  - rule: RTW-G1",
            "    expect: dance\n  - rule: RTW-G1",
            "steps[1].expect: 'dance' is no move",
        ),
        ("opponent: Phileas", "opponent: you", "lesson.yaml:7: seats.opponent: the opponent needs a name of their own"),
    ],
)
def test_a_script_of_the_wrong_shape_is_refused_where_it_is_wrong(old, new, problem):
    assert old in GOOD
    assert any(problem in found for found in problems(GOOD.replace(old, new, 1))), problems(GOOD.replace(old, new, 1))


def test_an_unknown_game_or_variant_is_named_with_a_did_you_mean():
    assert problems(GOOD.replace("ruleset: round-the-world", "ruleset: round-the-word"))[0].startswith(
        "lesson.yaml:1: ruleset: unknown game 'round-the-word' (did you mean 'round-the-world'?)"
    )
    assert problems(GOOD.replace("variant: game-1", "variant: game-9"))[0].startswith(
        "lesson.yaml:2: variant: round-the-world has no variant 'game-9'"
    )


def test_a_move_the_rules_refuse_is_refused_with_its_rule():
    text = shipped_scripts()["globe-grams"].read_text(encoding="utf-8")
    line = text.splitlines().index("    expect: {type: name, name: ADEN}") + 1
    broken = text.replace("name: ADEN}", "name: DELHI}")
    assert problems(broken) == [f"lesson.yaml:{line}: steps[7].expect: GG-T2: DELHI: your letters lack I"]


def test_a_move_before_the_learner_has_spun_is_refused():
    broken = GOOD.replace("    expect: spin\n  - rule: RTW-G1", "    expect: {type: waive}\n  - rule: RTW-G1")
    assert problems(broken) == ["lesson.yaml:14: steps[1].expect: You must spin first (expect: spin)"]


def test_a_malformed_move_is_refused():
    broken = GOOD.replace("expect: spin\n  - rule: RTW-T6", "expect: {type: fly}\n  - rule: RTW-T6")
    (problem,) = problems(broken)
    assert problem.startswith("lesson.yaml:11: steps[0].expect: ")
    assert "unknown action type 'fly'" in problem


def test_a_move_on_the_opponents_turn_is_refused_naming_whose_turn_it_is():
    """After the learner's spin Phileas spins (chance, on his own), then the learner: a reply there has no one
    to make it, and a second step's move would be Phileas's if the opponent were to decide."""
    broken = GOOD.replace(
        "    expect: spin\n  - rule: RTW-T6", "    expect: spin\n    replies:\n      - {type: sail}\n  - rule: RTW-T6"
    )
    (problem,) = problems(broken)
    assert problem.startswith("lesson.yaml:13: steps[0].replies[0]: it is You's move here, not Phileas's")


def test_a_move_after_the_game_would_need_the_learner_to_spin_first():
    broken = GOOD.replace(
        "  - rule: RTW-G1\n    lesson: The end.\n", "  - rule: RTW-T5\n    lesson: Waive.\n    expect: {type: waive}\n"
    )
    (problem,) = problems(broken)
    assert problem.startswith("lesson.yaml:17: steps[2].expect: You must spin first (expect: spin)")


def test_broken_yaml_and_an_empty_script_are_refused():
    assert problems("ruleset: [round")[0].startswith("lesson.yaml:")
    assert "not valid YAML" in problems("ruleset: [round")[0]
    assert problems(GOOD.split("steps:")[0] + "steps: []\n") == ["lesson.yaml:8: steps: needs at least 1 item, has 0"]
    assert problems("- a list\n") == [
        "lesson.yaml:1: (top): a lesson script is a mapping of keys (ruleset, seed, steps, …)"
    ]


def test_validate_checks_lesson_scripts_in_a_learn_folder(tmp_path, capsys):
    from parlorgames.cli import main

    folder = tmp_path / "learn"
    folder.mkdir()
    (folder / "good.yaml").write_text(GOOD, encoding="utf-8")
    (folder / "broken.yaml").write_text(GOOD.replace("seed: 56", "seed: many"), encoding="utf-8")
    assert main(["validate", str(folder / "good.yaml"), *map(str, shipped_scripts().values())]) == 0
    assert "good.yaml: ok (lesson: A short voyage, 3 steps)" in capsys.readouterr().out
    assert main(["validate", str(folder / "broken.yaml")]) == 2
    assert capsys.readouterr().err.strip() == f"{folder / 'broken.yaml'}:4: seed: expected a whole number, got 'many'"
