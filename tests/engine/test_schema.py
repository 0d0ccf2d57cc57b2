"""The schema shared by rulesets and border data: safe YAML with lines, every problem at once."""

from pathlib import Path

import pytest

from parlorgames.engine.schema import (
    DataError,
    Field,
    ListOf,
    Map,
    MapOf,
    Problem,
    did_you_mean,
    positive,
    read_file,
    read_yaml,
    validate,
)

SHAPE = Map(
    {
        "name": Field(str, required=True),
        "size": Field(int, default=3, check=positive),
        "tags": ListOf(Field(str), unique=True),
        "parts": MapOf(str, Map({"count": Field(int, required=True)}), min_items=1, key_check=lambda k: None if k.islower() else "must be lower case"),
    }
)


def test_defaults_filled_and_valid_data_passes():
    checked, found = validate(SHAPE, {"name": "x", "parts": {"a": {"count": 1}}}, "")
    assert found == [] and checked == {"name": "x", "size": 3, "parts": {"a": {"count": 1}}}


def test_every_problem_is_collected_with_its_dotted_key():
    data = {"nmae": "x", "size": 0, "tags": ["a", "b", "a"], "parts": {"A": {"count": 1}, "b": {}}}
    _, found = validate(SHAPE, data, "")
    assert found == [
        ("nmae", "unknown key (did you mean 'name'?); allowed here: name, size, tags, parts"),
        ("size", "must be greater than 0"),
        ("tags[2]", "'a' is listed twice"),
        ("parts.A", "must be lower case"),
        ("parts.b.count", "missing (this key is required)"),
        ("name", "missing (this key is required)"),
    ]


def test_a_mapping_of_too_few_items_is_refused():
    _, found = validate(SHAPE, {"name": "x", "parts": {}}, "")
    assert found == [("parts", "needs at least 1 item(s), has 0")]


def test_did_you_mean_only_when_something_is_close():
    assert did_you_mean("colur", ["colour", "nation"]) == " (did you mean 'colour'?)"
    assert did_you_mean("zzz", ["colour"]) == ""


def test_problems_land_on_the_line_of_their_key_or_its_parent():
    doc = read_yaml("name: x\nparts:\n  a: {count: one}\n  b:\n    - 1\n", "f.yaml")
    assert doc.data == {"name": "x", "parts": {"a": {"count": "one"}, "b": [1]}}
    placed = doc.problems([("parts.b[0]", "late"), ("parts.a.count", "early"), ("parts.a.count", "early"), ("", "top")])
    assert [str(p) for p in placed] == ["f.yaml:1: (top): top", "f.yaml:3: parts.a.count: early", "f.yaml:5: parts.b[0]: late"]
    assert doc.line_of("parts.a.missing") == 3


class BoardError(DataError):
    WHAT = "a board"


def test_tags_refused_naming_the_kind_of_file():
    with pytest.raises(BoardError) as err:
        read_yaml("a: 1\nb: !!python/name:os.system\n", "b.yaml", BoardError)
    assert err.value.problems == [
        Problem("b.yaml", 2, "b", "the YAML tag tag:yaml.org,2002:python/name:os.system is not allowed in a board (plain values only)")
    ]


def test_a_key_given_twice_is_refused():
    with pytest.raises(DataError, match=r"^d.yaml:4: a.b: given twice \(first on line 2\)$"):
        read_yaml("a:\n  b: 1\n  c: 2\n  b: 3\n", "d.yaml")


def test_bad_yaml_and_unreadable_files_are_one_problem_each(tmp_path: Path):
    with pytest.raises(DataError, match=r"^b.yaml:3: \(yaml\): not valid YAML"):
        read_yaml("a: 1\nb: [\n", "b.yaml")
    with pytest.raises(DataError, match=r"missing.yaml:1: \(file\): cannot read"):
        read_file(tmp_path / "missing.yaml")
    (tmp_path / "latin.yaml").write_bytes(b"a: \xe9\n")
    with pytest.raises(DataError, match=r"latin.yaml:1: \(file\): not UTF-8 text"):
        read_file(tmp_path / "latin.yaml")
