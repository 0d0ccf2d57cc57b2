"""Zig Zaggle's equity: the shipped leave values, the leave and take-off race terms, the seat's view only."""

from __future__ import annotations

import functools
import importlib.util
import re
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from parlorgames.bots.zig_zaggle_equity import DECIDES, Model, equity, final_lead, leave_of, model, reach, read_model
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.tiles import Bag
from parlorgames.games.zig_zaggle import FREE, LETTERS, ZigZaggle, ZZState
from parlorgames.paths import data_path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "learn_zz_leaves.py"


def rules() -> ZigZaggle:
    ruleset = find("zig-zaggle")
    return rules_class(ruleset.kind)(ruleset, ruleset.variant("referee"))  # type: ignore[return-value]


@functools.cache
def learner():
    """The learning script as a module (scripts/ is not a package)."""
    spec = importlib.util.spec_from_file_location("learn_zz_leaves", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def table(r: ZigZaggle, racks: list[str], runway: int = 0) -> ZZState:
    """A dealt two-seat game with chosen racks, seat 0 to play on runway `runway`."""
    state = r.initial(("Ann", "Bob"))
    dealt = [rack.split() for rack in racks]
    bag = state.bag.take(t for rack in dealt for t in rack if t != FREE)
    closed = tuple((rw.name, None) for rw in r.runways[:runway])
    return replace(
        state,
        racks=tuple(Bag.of(rack) for rack in dealt),
        bag=bag,
        dealt=True,
        runway=runway,
        closed=closed,
        turning=False,
    )


def lay(state: ZZState, row: int, col: int, across: bool, word: str, colour: str = "g") -> ZZState:
    letters = [list(x) for x in state.letters]
    colours = [list(x) for x in state.colours]
    for i, letter in enumerate(word):
        r, c = (row, col + i) if across else (row + i, col)
        letters[r][c], colours[r][c] = letter, colour
    return replace(state, letters=tuple("".join(x) for x in letters), colours=tuple("".join(x) for x in colours))


def scored(r: ZigZaggle, state: ZZState, tiles: list[tuple[int, int, str, str]]) -> tuple[list, int]:
    return tiles, r.examine(state, tiles).total


FLAT = Model({letter: 0.0 for letter in LETTERS}, 0.0, 0.0, 0.0, (0.0,))


def test_the_shipped_leave_file_values_every_letter_and_the_free_letter():
    learned = model()
    assert set(learned.letters) == set(LETTERS)
    assert learned.free > 0, "a Free letter kept is worth more than a fresh draw (it stands for any letter)"
    assert len(learned.race) >= 8 and all(-1 <= share <= 1 for share in learned.race)
    header = data_path("zig-zaggle-leaves.tsv").read_text(encoding="ascii")
    made = re.search(r"--games (\d+) --seed (\d+)", header)
    script = learner()
    assert made and (int(made[1]), int(made[2])) == (script.GAMES, script.SEED), "made with the script's own defaults"


def test_the_script_writes_what_the_player_reads(tmp_path):
    script = learner()
    samples = script.Samples()
    for letter, points in zip(LETTERS, range(26)):
        samples.leaves.append((script.features((f"{letter}g", FREE)), float(points)))
        samples.races.append((points % 5 + 1, 1.0 if points % 2 else -1.0))
    path = tmp_path / "leaves.tsv"
    path.write_text(script.render(26, 3, samples), encoding="ascii")
    read = read_model(path)
    assert set(read.letters) == set(LETTERS) and len(read.race) == script.RACE_REACHES
    assert read.letters["Z"] > read.letters["A"], "the later letters scored more in the samples"


def test_equity_orders_plays_of_equal_points_by_their_leaves():
    """AT and IT through Start 10 score alike (A and I are worth 2); which is better depends on
    whether an A or an I is the better letter to keep."""
    r = rules()
    state = replace(table(r, ["Ag Ig Tg Tb Rg Ng Og Cg Sg * * *", "Ab Eg"]), turning=True)
    at = scored(r, state, [(9, 10, "A", "Ag"), (9, 11, "T", "Tg")])
    it = scored(r, state, [(9, 10, "I", "Ig"), (9, 11, "T", "Tg")])
    assert at[1] == it[1]
    keeps_a = Model({**FLAT.letters, "A": 4.0, "I": -1.0}, 0.0, 0.0, 0.0, (0.0,))
    assert equity(r, state, *it, learned=keeps_a) - equity(r, state, *at, learned=keeps_a) == pytest.approx(5.0)
    learned = model()
    by_leave = learned.leave_value(leave_of(state, it[0])) - learned.leave_value(leave_of(state, at[0]))
    assert equity(r, state, *it) - equity(r, state, *at) == pytest.approx(by_leave)


def test_race_prefers_the_play_that_takes_off_and_leaves_the_line_far_ZZ_P5():
    """With AT down one square from the West line, EAT touches it (the bonus, ZZ-P5, and the East
    line far off for the opponent); ATE with the same letter leaves the line one letter away."""
    r = rules()
    state = lay(table(r, ["Tg Og Rg Ng Eg Ag Cg Sg Ig * * *", "Ab Eg"]), 9, 1, True, "AT")
    eat = scored(r, state, [(9, 0, "E", "Eg")])
    ate = scored(r, state, [(9, 3, "E", "Eg")])
    assert eat[1] == ate[1] + 20, "the same letter, and the West bonus"
    assert (
        reach(r, r.apply(state, {"type": "play", "tiles": [list(t) for t in ate[0]]}).letters, r.runways[0], set()) == 1
    )
    learned = model()
    race_after_eat = equity(r, state, *eat) - eat[1] - learned.leave_value(leave_of(state, eat[0]))
    race_after_ate = equity(r, state, *ate) - ate[1] - learned.leave_value(leave_of(state, ate[0]))
    assert race_after_ate < 0, "learned: the opponent mostly takes a line one letter away"
    assert race_after_eat > race_after_ate
    assert equity(r, state, *eat) > equity(r, state, *ate)


def test_a_play_that_ends_the_game_counts_its_leave_as_deducted_and_decides_the_game_ZZ_P9():
    """TON touches the South line: the game ends, the letters kept are deducted, and the play wins
    or loses the game there and then (Bob holds two letters and three Free letters, face down: his
    letters are reckoned at the mean of those Ann has not seen, about 8)."""
    r = rules()
    state = lay(table(r, ["Tg Og Zy Qr * * *", "Ab Eg * * *"], runway=3), 26, 11, False, "ON", "y")
    ending = scored(r, state, [(25, 11, "T", "Tg")])
    assert r.examine(state, ending[0]).take_off == 50
    kept = 2 + 10 + 10
    assert equity(r, state, *ending) == ending[1] - kept + DECIDES
    behind = replace(state, scores=(0, ending[1] - kept + 20))
    assert equity(r, behind, *ending) == ending[1] - kept - DECIDES, "Bob would still lead by about 12"
    assert 0 < final_lead(r, replace(state, scores=(0, ending[1] - kept)), ending[1] - kept) < 12


def test_equity_sees_only_the_movers_observation():
    r = rules()
    base = lay(table(r, ["Tg Og Rg Ng Eg Ag Cg Sg Ig * * *", "Ab Eg"]), 9, 2, True, "ON")
    other = replace(base, racks=(base.racks[0], Bag.of(["Zy", "Qr", "Xb"])))
    play = scored(r, base, [(9, 4, "T", "Tg"), (9, 5, "O", "Og")])
    assert equity(r, base, *play) == equity(r, other, *play) == equity(r, r.observe(base, 0), *play)


def test_reach_counts_the_letters_a_word_needs_to_touch_the_line():
    r = rules()
    empty = table(r, ["Ag", "Eg"])
    assert reach(r, lay(empty, 9, 3, True, "AT").letters, r.runways[0], set()) == 3, "cols 0-2, running into AT"
    assert reach(r, lay(empty, 8, 1, True, "AT").letters, r.runways[0], set()) == 1, "one letter beside A"
    assert reach(r, empty.letters, r.runways[0], set()) is None, "no word down to join"
