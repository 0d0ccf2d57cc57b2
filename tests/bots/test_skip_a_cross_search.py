"""Skip-A-Cross hard: every play weighed from the seat's own observation (the threat it leaves,
how easy a target each word stays, how a play ends the game), the same whatever the pool's order."""

from __future__ import annotations

import itertools
import json
import os
import random
import subprocess
import sys
from dataclasses import replace
from typing import Any

import pytest

from parlorgames.api import games
from parlorgames.bots import skip_a_cross as sac_bot
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.tiles import Bag
from parlorgames.games.skip_a_cross import SACState


@pytest.fixture(scope="module")
def rules() -> Any:
    ruleset = games()["skip-a-cross"]
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(None))


def position(
    rules: Any, mine: tuple[str, ...], theirs: tuple[str, ...], centre: str, drawn: str, seat: int = 0
) -> SACState:
    """`seat` to move with its drawn letter and words `mine`, the pool holding every other tile."""
    pool = Bag.from_counts(rules.tiles).take("".join(mine + theirs) + centre + drawn)
    words = (mine, theirs) if seat == 0 else (theirs, mine)
    return SACState(
        names=("Ann", "Bob"),
        pool=pool,
        face_up=Bag.of(centre),
        words=words,
        turn=seat,
        drawn=drawn,
        turns=(3 + seat, 3),
    )


def mid_game(rules: Any, seed: int, moves: int) -> SACState:
    """A seeded game of two normal players, `moves` actions in, stopped on a seat's turn to play."""
    rng = random.Random(seed)
    state = rules.initial(("Ann", "Bob"))
    for _ in range(moves):
        if rules.is_chance(state):
            state = rules.apply(state, rules.sample_chance(state, rng))
        else:
            state = rules.apply(state, sac_bot.choose(rules, rules.observe(state, state.turn), rng))
    while rules.is_chance(state):
        state = rules.apply(state, rules.sample_chance(state, rng))
    return state


def test_the_table_as_seen_holds_in_the_pool_exactly_the_letters_out_of_sight_SAC_2_SAC_4(rules):
    state = mid_game(rules, seed=4, moves=50)
    seen = rules.observe(state, state.turn)
    assert set(seen.pool) == {"·"}
    table = sac_bot.table_as_seen(rules, seen)
    assert table.pool == state.pool
    assert replace(table, pool=seen.pool) == seen


def test_an_observation_that_does_not_add_up_is_refused_SAC_4(rules):
    seen = rules.observe(position(rules, ("TONE",), ("RAT",), "SPI", "E"), 0)
    with pytest.raises(ValueError, match="out of sight"):
        sac_bot.table_as_seen(rules, replace(seen, pool=seen.pool.take("·")))


def test_hard_decides_from_its_observation_alone_whatever_the_random_source(rules):
    """The weighing is exact over every letter the pool may hold (the observation tells which), so
    hard's play is fixed by what it sees: a game replays from its seed alone."""
    state = mid_game(rules, seed=60, moves=60)
    seen = rules.observe(state, state.turn)
    plays = {json.dumps(sac_bot.choose(rules, seen, random.Random(seed), "hard"), sort_keys=True) for seed in range(3)}
    assert len(plays) == 1
    rules.apply(state, json.loads(plays.pop()))


def test_a_word_easy_to_steal_is_exposed_and_one_out_of_reach_is_not_SAC_5(rules):
    """Exposure counts a draw with two letters face up in the centre: TONE falls to most single
    letters (STONE, ATONE, TENOR…), ENGRAVES mostly to a C or an S among the three, QUIZ only to an
    E and an N together (QUINZE) or a B and two Es (BEZIQUE)."""
    odds = sac_bot.draw_odds(rules, rules.observe(position(rules, ("TONE", "QUIZ"), ("ENGRAVES",), "", "E"), 0))
    p = dict(odds)
    tone, engraves, quiz = (sac_bot.exposure(rules, word, odds) for word in ("TONE", "ENGRAVES", "QUIZ"))
    assert tone > engraves > quiz > 0.0
    assert {"C", "S"} <= set(sac_bot.steal_additions(rules, "ENGRAVES"))
    assert engraves >= 1 - (1 - p["C"] - p["S"]) ** 3
    assert sac_bot.steal_additions(rules, "QUIZ") == ["EN", "BEE"]
    e, n, b = p["E"], p["N"], p["B"]
    assert quiz == pytest.approx(6 * e * n * (1 - e - n) + 3 * e * e * n + 3 * e * n * n + 3 * b * e * e)


def test_a_steal_adding_more_letters_to_a_smaller_one_is_not_counted_twice_SAC_5(rules):
    """Each set of three letters counts once: TONE's S already covers every set holding an S."""
    additions = sac_bot.steal_additions(rules, "TONE")
    assert "S" in additions and not any("S" in added and added != "S" for added in additions)
    held = int.from_bytes(sac_bot.steal_triples(rules, "TONE"), "little")
    s = ord("S") - ord("A")
    assert all(held >> i & 1 for i, letters in enumerate(sac_bot.THREE_LETTERS) if s in letters)
    assert not held >> sac_bot.THREE_LETTERS.index((25, 25, 25)) & 1, "ZZZ steals no TONE"


def test_hard_steals_into_the_word_harder_to_steal_back_SAC_5(rules):
    """The drawn N steals ACE as ACNE or CANE; normal's plan over the whole list takes the first
    alphabetically, hard the word fewer draws steal back (both leave the same empty centre)."""
    seen = rules.observe(position(rules, ("FAVOURITE", "INURE"), ("OUTSOLD", "REGATTA", "ACE"), "", "N", seat=1), 1)
    odds = sac_bot.draw_odds(rules, seen)
    assert sac_bot.exposure(rules, "CANE", odds) < sac_bot.exposure(rules, "ACNE", odds)
    assert sac_bot.normal_play(rules, seen) == {"type": "steal", "victim": 0, "old": "ACE", "word": "ACNE"}
    assert sac_bot.choose(rules, seen, random.Random(0), "hard") == {
        "type": "steal",
        "victim": 0,
        "old": "ACE",
        "word": "CANE",
    }


def test_hard_takes_the_eighth_word_that_ends_the_round_won_SAC_8(rules):
    """Bob, last in the round with seven words, forms an eighth and wins at once; without the game's
    end in view the weighing would rather grow one of his easy targets (DOPE to DEPONE)."""
    bob = ("RAVENS", "TOIL", "QUIZ", "BOX", "FLY", "CHUM", "DOPE")
    state = position(rules, bob, ("WONKIEST",), "GJN", "E", seat=1)
    seen = rules.observe(state, 1)
    assert sac_bot.weighed_plays(rules, seen)[0][1]["type"] == "extend"
    hard = sac_bot.choose(rules, seen, random.Random(0), "hard")
    assert hard["type"] == "word"
    after = rules.apply(state, hard)
    assert after.finished and rules.result((after,), ()).winners == (1,)


def test_hard_keeps_the_rival_who_closes_the_round_from_an_eighth_word_SAC_8(rules):
    """Bob, last in the round, holds seven words. The weighing alone would have Ann spell ZIT (her
    seventh word), after which about one draw in five gives Bob an eighth word and the game; hard
    steals his LIT as TILT, and Bob, at six, cannot finish the game on his turn."""
    ann = ("LORIMER", "EXAMINE", "OBVIATION", "HOAGY", "GROUPED", "WEAKEN")
    bob = ("PHANTASY", "JIVED", "CORNFIELDS", "UNFAIR", "QUOTES", "BEGETS", "LIT")
    state = position(rules, ann, bob, "IUZ", "T")
    seen = rules.observe(state, 0)
    assert sac_bot.weighed_plays(rules, seen)[0][1] == {"type": "word", "word": "ZIT"}
    table = sac_bot.table_as_seen(rules, seen)
    spelled = sac_bot.closing_worth(rules, rules.step(table, {"type": "word", "word": "ZIT"}), 0, 0.0)
    assert -0.25 * sac_bot.WIN_WORTH < spelled < -0.15 * sac_bot.WIN_WORTH
    hard = sac_bot.choose(rules, seen, random.Random(0), "hard")
    assert hard == {"type": "steal", "victim": 1, "old": "LIT", "word": "TILT"}
    assert sac_bot.closing_worth(rules, rules.step(table, hard), 0, 1.0) == pytest.approx(1.0)


def played_to_the_end(rules: Any, state: SACState, seat: int, action: dict[str, Any]) -> float:
    """`seat`'s share of the games `action` leads to, the pool's letters coming in every order and
    normal playing every seat after it (SAC-7, SAC-8)."""
    won = []
    for order in sorted(set(itertools.permutations(sorted(state.pool)))):
        letters, after = list(order), rules.apply(state, action)
        while not after.finished:
            move = (
                {"type": "draw", "letter": letters.pop(0)}
                if rules.is_chance(after)
                else sac_bot.normal_play(rules, after)
            )
            after = rules.apply(after, move)
        winners = rules.result((after,), ()).winners
        won.append((seat in winners) / len(winners))
    return sum(won) / len(won)


def test_hard_follows_its_plays_to_the_end_with_four_letters_left_SAC_7_SAC_8(rules):
    """Four letters are left (E, G, L, T). Bob, last in the round, holds six words to Ann's seven;
    the weighing would steal her ONAGER as ACROGEN. Followed to the end, every order of the last
    letters with Ann playing as normal, CUP does better: played on by normal in both seats, it wins
    12 of the 24 orders, ACROGEN 9."""
    ann = ("COHABITS", "TELEVISION", "FORSAKEN", "HEADWAITERS", "JOY", "MILD", "ONAGER")
    bob = ("BUYER", "LEMUROID", "PAGINATE", "FIX", "AVOWED", "QUATERNION")
    state = position(rules, bob, ann, "PUZ", "C", seat=1)
    assert sorted(state.pool) == ["E", "G", "L", "T"]
    seen = rules.observe(state, 1)
    acrogen = {"type": "steal", "victim": 0, "old": "ONAGER", "word": "ACROGEN"}
    assert sac_bot.weighed_plays(rules, seen)[0][1] == acrogen
    hard = sac_bot.choose(rules, seen, random.Random(0), "hard")
    assert hard == {"type": "word", "word": "CUP"}
    table = sac_bot.table_as_seen(rules, seen)
    assert sac_bot.end_worth(rules, rules.step(table, hard), 1, 1) > sac_bot.end_worth(
        rules, rules.step(table, acrogen), 1, 1
    )
    assert played_to_the_end(rules, state, 1, hard) == pytest.approx(12 / 24)
    assert played_to_the_end(rules, state, 1, acrogen) == pytest.approx(9 / 24)


def test_the_look_at_the_end_stops_on_the_lead_in_words_and_tiles_SAC_8(rules):
    state = position(rules, ("TONE", "QUIZ"), ("RAT",), "", "E")
    assert sac_bot.standing(rules, state, 0) == pytest.approx(sac_bot.END_WORD_WORTH + 5 * sac_bot.END_TILE_WORTH)
    assert sac_bot.standing(rules, state, 1) == -sac_bot.standing(rules, state, 0)


def test_a_finished_game_is_worth_a_win_a_share_or_a_loss_SAC_8(rules):
    state = position(rules, ("TONE",), ("RAT",), "", "E")
    won = replace(state, words=(("TONE", "RATE"), ()), finished=True, end_reason="no letters are left (SAC-7)")
    assert sac_bot.result(rules, won, 0) == sac_bot.WIN_WORTH
    assert sac_bot.result(rules, won, 1) == -sac_bot.WIN_WORTH
    tied = replace(won, words=(("TONE",), ("RATE",)))
    assert sac_bot.result(rules, tied, 0) == sac_bot.result(rules, tied, 1) == 0.0


def test_hard_plays_the_same_game_under_two_hash_seeds():
    """The search iterates sorted plays and draws its pool orders from the game's random source."""

    def simulate(hash_seed: str) -> str:
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        command = [
            sys.executable,
            "-m",
            "parlorgames",
            "simulate",
            "skip-a-cross",
            "--games",
            "1",
            "--seed",
            "5",
            "--players",
            "cpu:A:hard,cpu:B",
            "--json",
        ]
        done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
        assert done.returncode == 0, done.stderr
        return done.stdout

    assert simulate("1") == simulate("2")


def test_forming_no_word_costs_a_turn_and_a_rival_target_counts_half_SAC_8(rules, monkeypatch):
    """Hard's weighing charges forming no word `PASS_COST` (a turn given away in the race to eight)
    and counts a rival's easy target at half what its own easy target costs it: the rival moves first
    and may grow it out of reach. Only the pass's worth moves with the cost."""
    state = position(rules, ("TOIL", "BOX"), ("ACE", "FLY"), "RDN", "S")
    seen = rules.observe(state, 0)
    assert sac_bot.RIVAL_EXPOSURE_WEIGHT == sac_bot.OWN_EXPOSURE_WEIGHT / 2
    charged = {json.dumps(action, sort_keys=True): worth for (worth,), action in sac_bot.weighed_plays(rules, seen)}
    cost = sac_bot.PASS_COST
    assert cost > 0
    monkeypatch.setattr(sac_bot, "PASS_COST", 0.0)
    free = {json.dumps(action, sort_keys=True): worth for (worth,), action in sac_bot.weighed_plays(rules, seen)}
    passing = json.dumps({"type": "pass"})
    assert free[passing] - charged[passing] == pytest.approx(cost)
    assert {k: v for k, v in charged.items() if k != passing} == {k: v for k, v in free.items() if k != passing}
    assert len(charged) > 2, "the centre and the drawn letter spell words too"


def test_hard_grows_its_own_word_rather_than_spell_one_that_weighs_about_the_same_SAC_6(rules):
    """Bob draws an A with BH in the centre: BAH weighs best by a fifth of a word, LABOUR (his LOUR
    grown out of reach) within the margin. Followed on by hard against normal, such growths won more games
    than the words the weighing chose, so hard grows LOUR; normal spells its longest word."""
    state = position(rules, ("OUTCAST", "LOUR"), (), "BH", "A", seat=1)
    seen = rules.observe(state, 1)
    ranked = sac_bot.weighed_plays(rules, seen)
    (best, *_), word = ranked[0]
    grown = {"type": "extend", "old": "LOUR", "word": "LABOUR"}
    assert word == {"type": "word", "word": "BAH"}
    assert next(worth for (worth, *_), action in ranked if action == grown) >= best - sac_bot.GROW_MARGIN
    assert sac_bot.choose(rules, seen, random.Random(0), "hard") == grown
    assert sac_bot.normal_play(rules, seen)["type"] == "word"


def test_a_growth_weighing_far_below_the_best_word_is_not_played_SAC_6(rules):
    """Bob draws an A with MW in the centre: MAW weighs about four fifths of a word more than
    growing his LOUR to MORULA, beyond the margin, so hard spells MAW."""
    state = position(rules, ("OUTCAST", "LOUR"), (), "MW", "A", seat=1)
    seen = rules.observe(state, 1)
    ranked = sac_bot.weighed_plays(rules, seen)
    growth = next(worth for (worth, *_), action in ranked if action["type"] == "extend")
    assert ranked[0][0][0] - growth > sac_bot.GROW_MARGIN
    assert sac_bot.choose(rules, seen, random.Random(0), "hard") == {"type": "word", "word": "MAW"}
