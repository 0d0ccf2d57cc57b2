"""The command line a new user meets: --version, every argument explained with examples, seats as typed."""

from __future__ import annotations

import json
import re

import pytest

from parlorgames import __version__
from parlorgames.cli import _parser
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session, parse_players
from tests.cli.test_cli import assert_one_line_error, run

SUBCOMMANDS = (
    "play",
    "list",
    "rules",
    "validate",
    "replay",
    "lookup",
    "simulate",
    "records",
    "serve",
    "host",
    "join",
    "tables",
)


def test_version():
    out = run("--version")
    assert out.returncode == 0 and out.stdout.strip() == f"parlorgames {__version__}"


def _subparsers():
    action = next(a for a in _parser()._actions if a.dest == "command")
    return action.choices


@pytest.mark.parametrize("name", SUBCOMMANDS)
def test_every_argument_explained_with_an_example(name):
    parser = _subparsers()[name]
    for action in parser._actions:
        if action.dest != "help":
            assert action.help, f"{name}: {action.dest} has no explanation"
    text = parser.format_help()
    assert "examples:" in text and f"parlorgames {name}" in text.split("examples:")[1]


def test_help_as_typed_shows_examples():
    out = run("simulate", "--help")
    assert (
        out.returncode == 0
        and "examples:" in out.stdout
        and "parlorgames simulate round-the-world --games 200" in out.stdout
    )
    assert "cpu:NAME:LEVEL" in run("play", "--help").stdout


def test_a_number_of_players_means_that_many_default_seats():
    ruleset = find("round-the-world")
    assert parse_players("3", ruleset) == [Seat("Red"), Seat("Blue", True), Seat("Green", True)]
    assert [s.bot for s in parse_players("3", ruleset, bots_from=0)] == [True, True, True]
    with pytest.raises(ValueError, match="not 7"):
        parse_players("7", ruleset)


def test_simulate_takes_a_number_or_names():
    by_count = json.loads(run("simulate", "round-the-world", "--games", "5", "--players", "3", "--json").stdout)
    assert by_count["seats"] == ["Red", "Blue", "Green"]
    by_name = json.loads(run("simulate", "round-the-world", "--games", "5", "--players", "Ann,Bob", "--json").stdout)
    assert by_name["seats"] == ["Ann", "Bob"]


def test_repeated_seat_names_are_refused():
    with pytest.raises(ValueError, match="given to two seats"):
        parse_players("Ann,Bob,ann", find("round-the-world"))
    assert_one_line_error(run("play", "round-the-world", "--players", "Ann,Ann"), "'Ann' is given to two seats")
    assert_one_line_error(run("simulate", "round-the-world", "--games", "2", "--players", "Cat,cpu:Cat"), "two seats")


def test_computer_levels_are_parsed_kept_and_saved():
    ruleset = find("round-the-world")
    seats = parse_players("Ann,cpu:Cat:hard,cpu:Dot:Easy,cpu:Eve", ruleset)
    assert seats == [Seat("Ann"), Seat("Cat", True, "hard"), Seat("Dot", True, "easy"), Seat("Eve", True)]
    session = Session(ruleset, seats, seed=1)
    saved = session.to_json()
    assert saved["seats"][1] == {"name": "Cat", "bot": True, "level": "hard"} and "level" not in saved["seats"][3]
    assert Session.from_json(saved).seats == seats


def test_replay_names_each_computer_seat_with_its_level(tmp_path):
    save = tmp_path / "levels.json"
    seats = parse_players("Ann,cpu:Cat:hard,cpu:Eve", find("round-the-world"))
    save.write_text(json.dumps(Session(find("round-the-world"), seats, seed=1).to_json()))
    out = run("replay", str(save))
    assert out.returncode == 0
    assert (
        "\n  Ann: " in out.stdout and "\n  Cat (cpu, hard): " in out.stdout and "\n  Eve (cpu, normal): " in out.stdout
    )


def test_unknown_level_is_one_clear_line():
    with pytest.raises(ValueError, match="unknown level 'genius' for Cat: choose easy, normal, hard"):
        parse_players("Ann,cpu:Cat:genius", find("round-the-world"))
    assert_one_line_error(run("play", "round-the-world", "--players", "Ann,cpu:Cat:genius"), "unknown level 'genius'")


def test_simulate_draws_a_histogram_and_keeps_json_unchanged():
    out = run("simulate", "round-the-world", "--games", "40", "--seed", "3", "--players", "2")
    assert out.returncode == 0
    rows = [line for line in out.stdout.splitlines() if "│" in line]
    assert out.stdout.count("Voyage days (40 games):") == 1 and len(rows) >= 2
    assert sum(int(row.rsplit(" ", 1)[1]) for row in rows) == 40
    data = json.loads(
        run("simulate", "round-the-world", "--games", "40", "--seed", "3", "--players", "2", "--json").stdout
    )
    assert "│" not in json.dumps(data) and data["games"] == 40


def test_serve_without_the_web_extra_or_with_a_bad_port(monkeypatch):
    from parlorgames import cli

    assert_one_line_error(run("serve", "--port", "x"), "invalid int value")
    monkeypatch.setitem(__import__("sys").modules, "textual_serve", None)
    monkeypatch.setitem(__import__("sys").modules, "textual_serve.server", None)
    assert cli.main(["serve", "--port", "8000"]) == 2


def test_records_command_reads_the_book(tmp_path):
    from parlorgames.storage import Records

    home = tmp_path / "home"
    session = Session(find("round-the-world"), [Seat("Ann", True), Seat("Bob", True)], seed=2, variant="game-1")
    session.play_computers()
    Records(home / "records.json").add_game(session)
    text = run("records", home=home).stdout
    assert (
        "Ann" in text
        and "Round the World: 1 played" in text
        and re.search(r"last Round the World voyage days: \S+", text)
    )
    book = json.loads(run("records", "--json", home=home).stdout)
    assert book["format"] == 3 and set(book["players"]) == {"Ann", "Bob"}
    assert run("records", home=tmp_path / "empty").stdout.startswith("No records yet")
