"""The review of a finished game: its figures agree with the test's own recomputation from the replayed states,
the hard player decides from the mover's observation alone, and an unfinished game is not reviewed.

Each game is played out by computer seats (an easy one and a normal one, so there are moves to grade) from a
fixed seed; every figure the review gives is then worked out here again from the states the game went through
and the rules' own legal moves, without the review's code."""

from __future__ import annotations

import pytest

from parlorgames.bots.round_the_world import expected_turns
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.review import MoveReview, Review, Reviewer, ReviewRefused, review_game

GRADES = {"zig_zaggle": (10, 25), "globe_grams": (8, 20), "skip_a_cross": (1, 2), "mapominoes": (1, 2)}
"""The thresholds docs/review.md gives: a loss from the first is medium, from the second large."""


def finished(game: str, seed: int, second: str = "normal") -> Session:
    """A game played to its end by an easy computer and one at the `second` level."""
    session = Session(find(game), [Seat("Ann", True, "easy"), Seat("Bob", True, second)], seed)
    session.play_computers()
    assert session.over
    return session


@pytest.fixture(scope="module")
def games() -> dict[str, tuple[Session, Review]]:
    out = {}
    for game, seed in (("zig-zaggle", 2), ("globe-grams", 2), ("skip-a-cross", 2), ("mapominoes", 1)):
        session = finished(game, seed)
        out[game] = (session, review_game(session))
    return out


def grade(kind: str, lost: float) -> str:
    medium, large = GRADES[kind]
    return "" if lost <= 0 else "small" if lost < medium else "medium" if lost < large else "large"


def sample(review: Review, count: int = 8) -> list[MoveReview]:
    """Every few weighed moves, the graded ones first: some the hard player agreed with, some it did not."""
    weighed = [m for m in review.moves if m.weighed]
    graded = [m for m in weighed if m.grade]
    return graded[: count // 2] + weighed[:: max(1, len(weighed) // (count // 2))][: count // 2]


def check_loss(kind: str, move: MoveReview, worth: float, best: float) -> None:
    assert (move.worth, move.best_worth) == (worth, best)
    lost = max(0.0, best - worth)
    assert move.lost == lost and move.grade == grade(kind, lost)


def score_change(session: Session, index: int, seat: int, action: dict) -> float:
    """The mover's points from the move, played again on the state it was made in."""
    state = session.states[index]
    return float(session.rules.apply(state, action).scores[seat] - state.scores[seat])


@pytest.mark.parametrize("game", ["zig-zaggle", "globe-grams"])
def test_points_agree_with_the_scores_the_moves_make(games, game):
    session, review = games[game]
    for move in sample(review):
        index = move.number - 1
        made = float(session.states[index + 1].scores[move.seat] - session.states[index].scores[move.seat])
        assert move.best is not None
        best = score_change(session, index, move.seat, move.best)
        check_loss(session.rules.kind, move, made, best)


def test_missed_captures_are_captures_the_letters_make(games):
    session, review = games["globe-grams"]
    missed = [m for m in review.moves if m.missed]
    assert missed, "the easy player leaves a capture"
    for move in missed[:4]:
        state = session.states[move.number - 1]
        assert "capture" not in session.actions[move.number - 1]
        for line in move.missed:
            owner, _, rest = line.partition("'s ")
            old, _, new = rest.partition(" as ")
            new = new.rpartition(" (")[0]
            seat = state.names.index(owner)
            action = {"type": "name", "name": new, "capture": {"seat": seat, "name": old}}
            assert score_change(session, move.number - 1, move.seat, action) > 0


def words_won(before, after, seat: int) -> float:
    """The mover's words gained and the words its rivals lost (a steal moves one from them to it)."""
    mine = len(after.words[seat]) - len(before.words[seat])
    theirs = sum(len(b) - len(a) for s, (b, a) in enumerate(zip(before.words, after.words)) if s != seat)
    return float(mine + theirs)


def test_words_agree_with_the_words_the_moves_win(games):
    session, review = games["skip-a-cross"]
    rules = session.rules
    for move in sample(review):
        index = move.number - 1
        before = session.states[index]
        made = words_won(before, session.states[index + 1], move.seat)
        assert move.best is not None
        best = words_won(before, rules.apply(before, move.best), move.seat)
        check_loss("skip_a_cross", move, made, best)
        steals = [a for a in rules.legal_actions(before) if a["type"] == "steal"]
        stole = session.actions[index]["type"] == "steal"
        assert bool(move.missed) == (bool(steals) and not stole)


def shed(rules, before, seat: int, action: dict) -> float:
    """The County cards a go sheds: a Transit card counts the one that must follow it (MAP-X1), a double
    connection its extra go (MAP-P3)."""
    if action["type"] == "transit":
        return 1.0
    after = rules.apply(before, action)
    cards = len(before.hands[seat].counties) - len(after.hands[seat].counties)
    return float(cards + any("Double connection" in event for event in after.events))


def test_cards_agree_with_the_cards_the_goes_shed(games):
    session, review = games["mapominoes"]
    rules = session.rules
    moves = [m for m in review.moves if m.weighed and len(session.states[m.number - 1].hands[m.seat].counties) > 1]
    for move in sample(Review(review.title, review.names, review.appraiser, tuple(moves)), 12):
        before, action = session.states[move.number - 1], session.actions[move.number - 1]
        assert move.best is not None
        check_loss(
            "mapominoes", move, shed(rules, before, move.seat, action), shed(rules, before, move.seat, move.best)
        )
        doubles = [
            (county, cell)
            for county, cell in rules.placements(before)
            if sum(before.table[other] is not None for other, _ in rules.around[cell]) >= 2
        ]
        assert bool(move.missed) == (bool(doubles) and shed(rules, before, move.seat, action) < 2)


def test_expected_days_agree_with_the_solved_track():
    session = finished("round-the-world", 23, "easy")
    review = review_game(session)
    rules = session.rules
    table = expected_turns(rules)
    waivers = [m for m in review.moves if m.weighed]
    assert [session.actions[m.number - 1]["type"] for m in waivers] == ["sail", "waive", "waive", "sail"]
    for move in waivers:
        state = session.states[move.number - 1]
        station = state.ships[move.seat].station
        landed = rules.track.advance(station, state.pending_spin)
        stop = rules.stations[landed]
        where = landed if stop.to is None else stop.to
        lost_spins = stop.days / rules.lose_every if where < rules.track.length else 0.0
        sail = (1 + lost_spins + table[where][int(stop.disaster and stop.to is not None)]) * rules.days_per_spin
        waive = table[station][1] * rules.days_per_spin
        made = sail if session.actions[move.number - 1]["type"] == "sail" else waive
        assert move.best_worth == pytest.approx(min(sail, waive))
        assert move.worth == pytest.approx(made)
        assert move.lost == pytest.approx(round(made - min(sail, waive), 2))
    assert [m.grade for m in waivers] == ["large", "", "", "large"]


def test_the_hard_player_sees_only_the_movers_observation():
    session = finished("zig-zaggle", 2)
    reviewer = Reviewer(session)
    real = reviewer.player
    seen_by_it = []

    def spy(rules, seen, rng, level):
        seen_by_it.append(seen)
        return real(rules, seen, rng, level)

    reviewer.player = spy
    for index in reviewer.choices[:12]:
        before = len(seen_by_it)
        move = reviewer.move(index)
        if move.weighed:
            seen = seen_by_it[before]
            state = session.states[index]
            assert seen == session.rules.observe(state, move.seat)
            other = 1 - move.seat
            assert seen.racks[other] != state.racks[other] and seen.racks[move.seat] == state.racks[move.seat]
    assert seen_by_it


def test_an_unfinished_game_is_not_reviewed():
    game = finished("skip-a-cross", 2).to_json()
    game["actions"] = game["actions"][:20]
    unfinished = Session.from_json(game)
    assert not unfinished.over
    with pytest.raises(ReviewRefused, match="not finished"):
        review_game(unfinished)


def test_the_markdown_record_lists_every_move_and_a_summary_per_player(games):
    session, review = games["skip-a-cross"]
    text = review.markdown()
    rows = [line for line in text.splitlines() if line.startswith("| ") and line[2].isdigit()]
    assert len(rows) == len(review.moves)
    assert "## Missed steals" in text
    summary = text.split("## Summary")[1]
    assert "- Ann:" in summary and "- Bob:" in summary and "words left on the table" in summary


def test_the_review_says_what_the_played_and_the_better_words_mean(games):
    """Each word formed, and each the hard player would have formed instead, with its meaning; the
    Markdown lists them once each, the word in bold."""
    session, review = games["skip-a-cross"]
    formed = [m for m in review.moves if "forms" in m.said or "steals" in m.said or "extends" in m.said]
    assert formed and all(m.meanings and m.meanings[0].split(":")[0] in m.said for m in formed)
    better = [m for m in review.moves if m.grade and m.best and m.best.get("word")]
    assert all(any(line.startswith(m.best["word"].upper() + ":") for line in m.meanings) for m in better)
    section = review.markdown().split("## What the words mean")[1].split("## Summary")[0]
    first = formed[0].meanings[0].split(":")[0]
    assert f"- **{first}**: " in section


def test_a_play_holding_a_word_the_dictionary_lacks_is_worth_nothing_ZZ_C1():
    """The hard player always challenges such a play (ZZ-C1), so the review counts its points as none."""
    from parlorgames.bots.zig_zaggle import REVIEW
    from tests.games.test_zig_zaggle import action, challenge_game, rules

    r = rules("standard")
    state = challenge_game(r)
    phony, good = action(state, 8, 10, False, "XE", "Xb"), action(state, 8, 10, False, "RE", "Rg")
    assert r.apply(state, phony).scores[0] > 0, "the points stand until a challenge"
    assert REVIEW.worth(r, r.observe(state, 0), phony) == 0.0
    assert REVIEW.worth(r, r.observe(state, 0), good) == r.apply(state, good).scores[0] - state.scores[0] > 0
