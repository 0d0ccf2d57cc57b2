"""A kind that lives only in tests/ plays end to end before it has its own computer player or view:
through the Python API, `simulate`, `replay` and the app (issue: one house for every game)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from parlorgames import api, cli
from parlorgames.engine.kinds import UnknownKind, kind_named, random_player, rules_class
from parlorgames.engine.ruleset import find
from parlorgames.table import keeps_sitting_records
from tests.kinds.teetotum_race import KIND, RaceState, TeetotumRace

RULESET = str(Path(__file__).parent.parent / "kinds" / "teetotum-race.yaml")


@pytest.fixture(autouse=True)
def race_registered():
    api.register_kind(KIND)


def test_registered_kind_has_the_stand_ins():
    kind = kind_named("teetotum_race")
    assert kind.computer_player() is random_player
    assert kind.view == ""


def test_unknown_kind_lists_the_known_ones_with_did_you_mean():
    with pytest.raises(UnknownKind, match=r"'teetotum_rase' \(did you mean 'teetotum_race'\?\).*round_the_world"):
        kind_named("teetotum_rase")


def test_plays_through_the_python_api_with_the_random_player():
    game = api.open_game(RULESET, players="Ann,cpu:Cat", seed=4)
    while not game.over:
        if game.seat_is_bot or game.automatic_chance:
            game.play_computers()
            continue
        game.act(api.legal_actions(game)[0])
    outcome = game.result()
    assert outcome.winners and isinstance(game.state, RaceState)
    assert max(game.state.positions) == 12
    again = api.Session.from_json(json.loads(json.dumps(game.to_json())))
    assert again.states == game.states


def test_refusals_are_malformed_or_illegal_and_change_nothing():
    game = api.open_game(RULESET, players="Ann,Bob", seed=1)
    for bad in (
        ["go"],
        {"kind": "go"},
        {"type": "fly"},
        {"type": "spin"},
        {"type": "spin", "value": True},
        {"type": "go", "extra": 1},
    ):
        with pytest.raises(api.MalformedAction):
            game.act(bad)
    with pytest.raises(api.IllegalAction, match="RACE-1"):
        game.act({"type": "spin", "value": 2})
    assert game.actions == []


def test_simulate_and_replay_from_the_command_line(tmp_path, capsys):
    assert cli.main(["simulate", RULESET, "--games", "30", "--seed", "2", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 30 and sum(summary["wins"]) == pytest.approx(30)
    game = api.open_game(RULESET, players="cpu:Ann,cpu:Bob", seed=9)
    game.play_computers()
    save = tmp_path / "race.json"
    save.write_text(json.dumps(game.to_json()), encoding="utf-8")
    assert cli.main(["replay", str(save), "--json"]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["finished"] and replayed["winners"] == [game.seats[game.result().winners[0]].name]
    assert api.load_game(save).states == game.states


def test_random_player_only_ever_picks_legal_actions():
    rules = api.open_game(RULESET).rules
    rng = random.Random(0)
    state = rules.initial(("A", "B"))
    while not rules.is_over(state):
        action = rules.sample_chance(state, rng) if rules.is_chance(state) else random_player(rules, state, rng)
        state = rules.apply(state, action)
    assert rules.result((state,), ()).winners


def test_a_kind_missing_a_required_method_cannot_be_made_and_says_which():
    class NoStandings(TeetotumRace):
        standings = api.Rules.standings  # type: ignore[assignment]

    ruleset = find(RULESET)
    with pytest.raises(TypeError, match="standings"):
        NoStandings(ruleset, ruleset.variant())


def test_the_sitting_record_is_a_capability_the_kind_declares_by_its_methods():
    race, rtw = find(RULESET), find("round-the-world")
    assert not isinstance(rules_class(race.kind)(race, race.variant()), api.KeepsSittingRecord)
    assert isinstance(rules_class(rtw.kind)(rtw, rtw.variant()), api.KeepsSittingRecord)
    assert keeps_sitting_records(rtw) and not keeps_sitting_records(race)
