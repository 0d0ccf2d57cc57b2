"""The schema shared by rulesets and border data: safe YAML with lines, every problem at once."""

import os
import re
from pathlib import Path

import pytest

from parlorgames.engine.schema import (
    ALIAS_BUDGET,
    MAX_DEPTH,
    MAX_FILE_BYTES,
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
        "parts": MapOf(
            str,
            Map({"count": Field(int, required=True)}),
            min_items=1,
            key_check=lambda k: None if k.islower() else "must be lower case",
        ),
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
    assert found == [("parts", "needs at least 1 item, has 0")]


def test_did_you_mean_only_when_something_is_close():
    assert did_you_mean("colur", ["colour", "nation"]) == " (did you mean 'colour'?)"
    assert did_you_mean("zzz", ["colour"]) == ""


def test_problems_land_on_the_line_of_their_key_or_its_parent():
    doc = read_yaml("name: x\nparts:\n  a: {count: one}\n  b:\n    - 1\n", "f.yaml")
    assert doc.data == {"name": "x", "parts": {"a": {"count": "one"}, "b": [1]}}
    placed = doc.problems([("parts.b[0]", "late"), ("parts.a.count", "early"), ("parts.a.count", "early"), ("", "top")])
    assert [str(p) for p in placed] == [
        "f.yaml:1: (top): top",
        "f.yaml:3: parts.a.count: early",
        "f.yaml:5: parts.b[0]: late",
    ]
    assert doc.line_of("parts.a.missing") == 3


class BoardError(DataError):
    WHAT = "a board"


def test_tags_refused_naming_the_kind_of_file():
    with pytest.raises(BoardError) as err:
        read_yaml("a: 1\nb: !!python/name:os.system\n", "b.yaml", BoardError)
    assert err.value.problems == [
        Problem(
            "b.yaml",
            2,
            "b",
            "the YAML tag tag:yaml.org,2002:python/name:os.system is not allowed in a board (plain values only)",
        )
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


# --- limits: what a hostile file cannot do ------------------------------------------------------


def _bomb(levels: int) -> str:
    """A "billion laughs": each line repeats the line before nine times."""
    lines = ['l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, levels)]
    return "\n".join(lines) + "\n"


def _one_problem(text: str) -> str:
    with pytest.raises(DataError) as err:
        read_yaml(text, "f.yaml")
    (problem,) = err.value.problems
    assert "\n" not in str(problem)
    return str(problem)


def test_an_alias_bomb_is_refused_at_the_alias_that_breaks_the_budget():
    assert _one_problem(_bomb(9)) == f"f.yaml:5: l4[0]: aliases repeat more than {ALIAS_BUDGET} values (an alias bomb?)"


def test_a_few_aliases_are_still_fine_and_each_copy_stands_alone():
    doc = read_yaml("base: &b {size: 3, tags: [a]}\none: *b\ntwo: *b\n", "f.yaml")
    assert doc.data["one"] == doc.data["two"] == {"size": 3, "tags": ["a"]}
    doc.data["one"]["tags"].append("b")
    assert doc.data["two"]["tags"] == ["a"]


def test_an_alias_of_a_block_that_contains_it_is_refused():
    assert _one_problem("a: &a [1, *a]\n") == "f.yaml:1: a[1]: the alias *a repeats a block that contains it"
    assert _one_problem("a: &a {b: *a}\n") == "f.yaml:1: a.b: the alias *a repeats a block that contains it"


def test_nesting_deeper_than_the_limit_is_refused_without_recursion():
    assert (
        _one_problem("a: " + "[" * 500 + "]" * 500 + "\n")
        == f"f.yaml:1: a{'[0]' * (MAX_DEPTH - 1)}: nested more than {MAX_DEPTH} deep"
    )
    assert re.fullmatch(
        rf"f\.yaml:1: a(\[0\])*: nested more than {MAX_DEPTH} deep",
        _one_problem("a: " + "[" * 20_000 + "]" * 20_000 + "\n"),
    )
    nested = "a:\n" + "".join(f"{'  ' * i}k{i}:\n" for i in range(1, MAX_DEPTH + 2))
    assert _one_problem(nested).startswith(f"f.yaml:{MAX_DEPTH + 1}: a.k1.k2.")


def test_nesting_within_the_limit_is_read():
    text = "a: " + "[" * (MAX_DEPTH - 1) + "1" + "]" * (MAX_DEPTH - 1) + "\n"
    value = read_yaml(text, "f.yaml").data["a"]
    for _ in range(MAX_DEPTH - 1):
        value = value[0]
    assert value == 1


def test_a_key_given_twice_names_both_lines_even_at_the_top():
    assert _one_problem("a: 1\nb: 2\na: 3\n") == "f.yaml:3: a: given twice (first on line 1)"


def test_control_characters_are_refused_on_one_line_naming_their_line():
    assert _one_problem("a: 1\nb: 'x\x00y'\n") == "f.yaml:2: (text): control character U+0000 is not allowed"
    assert _one_problem('a: 1\nb: "bell\\a"\n') == "f.yaml:2: b: control character U+0007 is not allowed"
    assert read_yaml("a:\t'tab'\r\nb: x\n", "f.yaml").data == {"a": "tab", "b": "x"}


def test_more_than_one_document_is_refused():
    assert _one_problem("a: 1\n---\nb: 2\n") == "f.yaml:2: (top): more than one YAML document in one file"


def test_a_collection_as_a_key_is_refused():
    assert _one_problem("? [a, b]\n: 1\n").endswith("a mapping key must be plain text or a number")


def test_a_file_too_large_to_be_data_is_refused_before_it_is_read(tmp_path: Path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"a: 1\n" + b"#" * MAX_FILE_BYTES)
    with pytest.raises(DataError, match=r"big.yaml:1: \(file\): too large: over 4 MB$"):
        read_file(big)


def test_a_pipe_or_a_folder_is_refused_without_waiting_on_it(tmp_path: Path):
    os.mkfifo(tmp_path / "pipe.yaml")
    with pytest.raises(DataError, match=r"pipe.yaml:1: \(file\): not a file: a pipe$"):
        read_file(tmp_path / "pipe.yaml")
    with pytest.raises(DataError, match=r"tmp.*:1: \(file\): not a file: a folder$"):
        read_file(tmp_path)
