"""Ruleset loading: safe YAML, every problem reported as file:line: dotted.key: message."""

from pathlib import Path

import pytest

from parlorgames.engine.ruleset import RulesetError, UnknownGame, find, load_text, shipped
from parlorgames.paths import rulesets_dir

RTW = (rulesets_dir() / "round-the-world.yaml").read_text()


def problems(text: str) -> list[str]:
    with pytest.raises(RulesetError) as err:
        load_text(text, "house.yaml")
    return [str(p) for p in err.value.problems]


def test_every_shipped_ruleset_is_valid():
    assert "round-the-world" in shipped()
    for path in Path(rulesets_dir()).glob("*.yaml"):
        find(str(path))


def test_unknown_key_with_did_you_mean_and_line():
    text = RTW.replace("description: A Ship", "descripton: A Ship")
    found = problems(text)
    line = next(i for i, row in enumerate(text.splitlines(), 1) if row.startswith("descripton"))
    assert f"house.yaml:{line}: descripton: unknown key (did you mean 'description'?)" in found[0] or any(
        p.startswith(f"house.yaml:{line}: descripton: unknown key (did you mean 'description'?)") for p in found
    )
    assert any(p.startswith("house.yaml:") and "description: missing" in p for p in found)


def test_all_problems_reported_at_once():
    text = RTW.replace("faces: [1, 2, 3, 4, 5]", "faces: [1, two]").replace("days_per_spin: 10", "days_per_spin: -1")
    text = text.replace("      3: {days: 2,", "      3: {dayz: 2,")
    found = problems(text)
    keys = [p.split(": ")[1] for p in found]
    assert "components.teetotum.faces[1]" in keys
    assert "scoring.days_per_spin" in keys
    assert "components.track.stations.3.dayz" in keys
    assert all(p.startswith("house.yaml:") for p in found)


def test_malformed_yaml_names_its_line():
    found = problems("kind: round_the_world\nname: [unclosed\n")
    assert found[0].startswith("house.yaml:") and "not valid YAML" in found[0]


def test_unknown_kind_lists_known_kinds():
    found = problems(RTW.replace("kind: round_the_world", "kind: round_the_word"))
    assert any("unknown game kind 'round_the_word' (did you mean 'round_the_world'?); known kinds:" in p for p in found)


def test_bad_choice_and_variant_override_typo():
    text = RTW.replace("options: {mode: passages}", "options: {mode: pasages, moed: 1}")
    found = problems(text)
    assert any(
        "variants.game-2.overrides.options.mode: 'pasages' is not allowed (did you mean 'passages'?)" in p
        for p in found
    )
    assert any("variants.game-2.overrides.options.moed: unknown key (did you mean 'mode'?)" in p for p in found)


def test_cross_field_check_station_off_track_RTW_T6():
    text = RTW.replace("      92: {days: 2,", "      95: {days: 2,")
    found = problems(text)
    assert any("components.track.stations.95: station 95 is off the track (1–93)" in p for p in found)


def test_disaster_needs_a_port_RTW_T5():
    found = problems(RTW.replace("5: {disaster: true, to: 0,", "5: {disaster: true,"))
    assert any("components.track.stations.5.to: a disaster must name the port" in p for p in found)


def test_no_python_objects_from_yaml():
    found = problems(RTW.replace("title: Round the World", "title: !!python/object/apply:os.system ['echo hi']"))
    assert found == [
        "house.yaml:4: title: the YAML tag tag:yaml.org,2002:python/object/apply:os.system is not allowed in a "
        "ruleset (plain values only)"
    ]


def test_top_level_must_be_a_mapping():
    assert problems("- a\n- b\n") == ["house.yaml:1: (top): a ruleset is a mapping of keys (kind, name, title, …)"]


def test_unknown_game_and_variant():
    with pytest.raises(UnknownGame, match="did you mean 'round-the-world'"):
        find("round-the-wrld")
    with pytest.raises(UnknownGame, match="variants: game-1, game-2, children"):
        find("round-the-world").variant("game-3")


def test_variant_rules_text_adds_to_the_common_rules():
    ruleset = find("round-the-world")
    assert "Game No. 2" in ruleset.rules_text("game-2") and "teetotum" in ruleset.rules_text("game-2")
    assert ruleset.variant("children").params["options"]["mode"] == "children"
    assert ruleset.variant().name == "game-1"
