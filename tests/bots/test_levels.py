"""Computer levels: the seat's level reaches its player, every level plays only legal actions from its
own observation, and easy and hard choose differently in the same positions."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from parlorgames import cli
from parlorgames.api import games, open_game
from parlorgames.bots import round_the_world as rtw_bot
from parlorgames.bots.globe_grams import LEVEL_FLOORS
from parlorgames.engine.gazetteer import HOUSEHOLD
from parlorgames.engine.kinds import kind_named, random_player, rules_class
from parlorgames.engine.simulate import play_out

GAMES = ("globe-grams", "mapominoes", "round-the-world", "skip-a-cross", "zig-zaggle")
LEVELS = ("easy", "normal", "hard")
DECISIONS = 40
"""Computer decisions looked at per game and level: enough to pass through every phase's choices."""


def rules_for(name: str) -> Any:
    ruleset = games()[name]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(None))


def decisions(rules: Any, seed: int, levels: tuple[str, str], count: int = DECISIONS) -> list[tuple[Any, Any, int]]:
    """(true state, action, seat) for the first `count` computer decisions of seeded games at `levels`
    (one game after another: Round the World's only choice comes seldom); every action goes through
    `rules.apply`, which refuses anything illegal."""
    choose = kind_named(rules.kind).computer_player()
    seen: list[tuple[Any, Any, int]] = []
    for game in range(200):
        rng = random.Random(f"{seed}:{game}")
        state = rules.initial(("Ann", "Bob"))
        while not rules.is_over(state) and len(seen) < count:
            if rules.is_chance(state):
                action = rules.sample_chance(state, rng)
            else:
                seat = rules.to_move(state)
                action = choose(rules, rules.observe(state, seat), rng, levels[seat])
                seen.append((state, action, seat))
            state = rules.apply(state, action)
        if len(seen) == count:
            break
    return seen


def spy(calls: list[str]):
    def player(rules: Any, observation: Any, rng: random.Random, level: str = "normal") -> Any:
        calls.append(level)
        return random_player(rules, observation, rng, level)

    return player


def test_session_passes_each_seats_level_to_its_player():
    calls: list[str] = []
    session = open_game("round-the-world", players="cpu:Ann:hard,cpu:Bob", seed=3, player=spy(calls))
    session.play_computers()
    assert session.over
    assert set(calls) <= {"hard", "normal"}
    levels_by_seat = {session.seats[0].level, session.seats[1].level}
    assert levels_by_seat == {"hard", None}


def test_play_out_passes_levels_by_seat():
    calls: list[tuple[int, str]] = []
    rules = rules_for("round-the-world")

    def player(rules: Any, seen: Any, rng: random.Random, level: str = "normal") -> Any:
        calls.append((seen.turn, level))
        return {"type": "waive"}

    play_out(rules, ("A", "B"), random.Random(5), player=player, levels=("easy", "hard"))
    assert calls and all(level == ("easy", "hard")[seat] for seat, level in calls)


def test_play_out_without_levels_plays_normal():
    calls: list[str] = []
    play_out(rules_for("round-the-world"), ("A", "B"), random.Random(5), player=spy(calls))
    assert set(calls) == {"normal"}


def test_simulate_command_line_gives_each_computer_its_level(monkeypatch, capsys):
    calls: list[str] = []
    monkeypatch.setattr(rtw_bot, "choose", spy(calls))
    assert cli.main(["simulate", "round-the-world", "--games", "20", "--seed", "2", "--players", "cpu:A:hard,cpu:B:easy", "--json"]) == 0
    assert set(calls) == {"hard", "easy"}
    assert json.loads(capsys.readouterr().out)["seats"] == ["A", "B"]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("name", GAMES)
def test_every_level_plays_only_legal_actions(name, level):
    """`rules.apply` refuses illegal actions, so a game of decisions at this level proves them legal."""
    rules = rules_for(name)
    assert len(decisions(rules, 11, (level, level))) == DECISIONS


@pytest.mark.parametrize("name", GAMES)
def test_easy_and_hard_choose_differently_in_the_same_positions(name):
    rules = rules_for(name)
    choose = kind_named(rules.kind).computer_player()
    seen = decisions(rules, 11, ("normal", "normal"))
    differing = [
        state
        for i, (state, _, seat) in enumerate(seen)
        if choose(rules, rules.observe(state, seat), random.Random(i), "easy") != choose(rules, rules.observe(state, seat), random.Random(i), "hard")
    ]
    assert differing


def test_easy_globe_grams_forms_only_household_names():
    rules = rules_for("globe-grams")
    names = [action["name"] for _, action, _ in decisions(rules, 4, ("easy", "easy"), 60) if action["type"] == "name"]
    assert names
    assert all(rules.gazetteer.familiarity(name) >= HOUSEHOLD for name in names)
    assert LEVEL_FLOORS["easy"] > LEVEL_FLOORS["normal"] > LEVEL_FLOORS["hard"]


def test_round_the_world_hard_solves_the_waiver_RTW_T5():
    """On the shipped board a fresh spin is always the quicker way home, so hard waives like normal,
    and the expected turns show by how much."""
    rules = rules_for("round-the-world")
    for disaster in sorted(rules.disasters):
        for station in range(max(0, disaster - max(rules.faces)), disaster):
            for spin in rules.faces:
                if rules.track.advance(station, spin) == disaster:
                    sail, waive = rtw_bot.expected_turns_either_way(rules, station, spin)
                    assert waive < sail
    assert 20 < rtw_bot.expected_turns(rules)[0][0] < 60
