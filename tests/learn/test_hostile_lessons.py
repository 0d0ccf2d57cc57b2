"""Lesson scripts written to hurt are refused, each with its `file:line: key: message`, and the work of refusing is
bounded by construction (a lesson's size, the text aliases may repeat, a number's length, a step limit), so no
timing is asserted here: `bench/bench_hostile_lessons.py` measures it. A lesson's name never leads outside the
lessons folder, whatever the menu's catalogue in the data folder says."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from parlorgames import paths
from parlorgames.engine.ruleset import RulesetError, load_text
from parlorgames.engine.schema import MAX_COUNT, QUOTE_LIMIT
from parlorgames.learn import MAX_SEED, MAX_STEPS, ScriptError, load_script
from parlorgames.paths import NoSuchLesson, has_lesson, lesson_path, rulesets_dir
from parlorgames.storage.catalogue import cached_catalogue
from parlorgames.testing import hostile

ALIAS_BOMB = "aliases repeat more than 100000 characters of text (an alias bomb?)"
REFUSALS = {
    "alias_where_a_list_is_wanted": f"10: steps[1].replies: {ALIAS_BOMB}",
    "alias_as_lesson_text": f"10: steps[1].lesson: {ALIAS_BOMB}",
    "seed_of_hex_digits": "4: seed: a number written with more than 32 characters",
    "seed_in_base_60": "4: seed: a number written with more than 32 characters",
    "many_steps": "1: (file): too large: over 256 kB",
}


def written(tmp_path: Path, text: str, name: str = "round-the-world") -> Path:
    folder = tmp_path / "learn"
    folder.mkdir(exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def refusal(path: Path) -> str:
    with pytest.raises(ScriptError) as refused:
        load_script(path)
    return str(refused.value)


@pytest.mark.parametrize("kind", sorted(hostile.HOSTILE))
def test_each_hostile_kind_is_refused_with_its_line_and_key(tmp_path, kind):
    path = written(tmp_path, hostile.HOSTILE[kind]())
    assert refusal(path) == f"{path}:{REFUSALS[kind]}"


def test_a_lesson_has_a_step_limit_checked_before_any_step(tmp_path):
    path = written(tmp_path, hostile.steps_past_the_limit(MAX_STEPS + 1))
    assert refusal(path) == f"{path}:8: steps: allows at most {MAX_STEPS} items, has {MAX_STEPS + 1}"


def test_a_seed_is_bounded_where_it_is_read(tmp_path):
    path = written(tmp_path, hostile.seed_of_hex_digits(digits=9))
    assert refusal(path) == f"{path}:4: seed: must be at most {MAX_SEED}"


def test_a_message_quotes_only_a_short_prefix_of_a_long_value(tmp_path):
    text = hostile.steps_past_the_limit(1).replace("lesson: Spin.}", "lesson: Spin., replies: " + "y" * 200_000 + "}")
    message = refusal(written(tmp_path, text))
    assert message.endswith(f":9: steps[0].replies: expected a list, got '{'y' * 17}...{'y' * 18}'")
    assert len(message.partition("got ")[2]) <= QUOTE_LIMIT


def test_validate_refuses_a_hostile_lesson_in_one_line(tmp_path):
    path = written(tmp_path, hostile.alias_as_lesson_text())
    done = subprocess.run(
        [sys.executable, "-m", "parlorgames", "validate", str(path)], capture_output=True, text=True, timeout=60
    )
    assert (done.returncode, done.stdout, done.stderr) == (2, "", f"{path}:{REFUSALS['alias_as_lesson_text']}\n")


@pytest.mark.parametrize("name", ["../round-the-world", "../../etc/passwd", "/etc/passwd", "..", "a/b", ""])
def test_a_lesson_name_never_leaves_the_lessons_folder(name):
    assert not has_lesson(name)
    with pytest.raises(NoSuchLesson) as refused:
        lesson_path(name)
    assert str(refused.value) == f"no lesson is called {name!r}: a lesson's name is a plain word"


def test_a_forged_catalogue_cannot_point_the_menu_elsewhere(tmp_path):
    """The cache names the right ruleset files' fingerprint, but an entry points at another file and a game's
    name climbs out of the lessons folder: the list is read again from the rulesets themselves."""
    cache = tmp_path / "catalogue.json"
    honest = cached_catalogue(cache)
    data = json.loads(cache.read_text(encoding="utf-8"))
    data["entries"][0].update(name="../round-the-world", path=str(tmp_path / "elsewhere.yaml"))
    cache.write_text(json.dumps(data), encoding="utf-8")
    assert cached_catalogue(cache) == honest
    assert all(paths.LESSON_NAME.fullmatch(entry.name) for entry in honest)


def test_a_rulesets_counts_are_bounded_where_they_are_read():
    """Rulesets share the loader: a count too large to make that many of anything is refused as it is checked."""
    text = (rulesets_dir() / "round-the-world.yaml").read_text(encoding="utf-8")
    forged = text.replace("players: {min: 1, max: 6}", f"players: {{min: 1, max: {10**20}}}")
    with pytest.raises(RulesetError) as refused:
        load_text(forged, "forged.yaml")
    assert str(refused.value) == f"forged.yaml:6: players.max: must be at most {MAX_COUNT}"
