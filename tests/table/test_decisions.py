"""The table's decisions, without a face: hand-overs, undo rights, computer answers, saves and a game's end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.storage import Records, SaveStore
from parlorgames.table import (
    Changed,
    Finished,
    HandOverDue,
    Refused,
    Saving,
    Sitting,
    Table,
    Thinking,
    keeps_sitting_records,
)
from tests.positions import BAIL, ann_to_play_bail, bail_accepted_by_bob_and_cat, kent_beside_two


def seated(tmp_path: Path, game: str, names=("Ann", "Bob"), bots=(), seed=3, variant=None, undo_any=False) -> Table:
    seats = [Seat(name, name in bots) for name in names]
    session = Session(find(game), seats, seed, variant, undo_any=undo_any)
    table = Table(session, tmp_path / "game.json", Sitting(SaveStore(tmp_path / "saves"), Records(tmp_path / "r.json")))
    table.heard = []  # type: ignore[attr-defined]
    table.listen = table.heard.append  # type: ignore[attr-defined]
    return table


def first_choice(table: Table) -> dict:
    """The first legal choice of the human to move, a spin where chance is their own key."""
    session = table.session
    if session.rules.is_chance(session.state):
        return {}
    return session.rules.legal_actions(session.observe(session.seat))[0]


def chance_acts(table: Table) -> None:
    while table.chance_due:
        table.let_chance_act()


def human_moves(table: Table) -> None:
    """The human to move moves; a challenge window that follows is closed as Enter closes it at one
    keyboard (nobody else challenges, ZZ-C1)."""
    chance_acts(table)
    action = first_choice(table)
    assert (table.spin() is not None) if not action else table.act(action), table.heard  # type: ignore[attr-defined]
    chance_acts(table)
    if table.session.rules.in_the_open(table.session.state) and not table.session.seat_is_bot:
        assert table.act({"type": "accept"})
        chance_acts(table)


def until_the_computer(table: Table) -> None:
    """The human moves until a computer seat is to decide."""
    while not table.session.seat_is_bot:
        human_moves(table)


def play_out(table: Table) -> None:
    """Chance and the computer seats act through the table until the game ends."""
    session = table.session
    for _ in range(5000):
        if session.over:
            return
        if table.chance_due:
            table.let_chance_act()
            continue
        question = table.question()
        assert question is not None, "every seat is a computer's"
        assert table.answer(question, table.decide(question))
    raise AssertionError("the game did not end")


# --- the seat at the keyboard and hand-overs -----------------------------------------------------------


def test_a_hand_over_is_due_between_two_people_when_the_game_hides_their_letters(tmp_path):
    table = seated(tmp_path, "zig-zaggle")
    chance_acts(table)
    first = table.session.seat
    assert first is not None and table.at_keyboard == first
    assert table.handover_due, "nobody has taken the keyboard yet"
    table.take_keyboard()
    assert not table.handover_due
    human_moves(table)
    other = 1 - first
    assert table.at_keyboard == other and table.handover_due
    due = table.heard[-1]  # type: ignore[attr-defined]
    assert isinstance(due, HandOverDue) and due.name == ("Ann", "Bob")[other]
    assert table.handing_over
    table.take_keyboard()
    assert table.holder == other and not table.handover_due and not table.handing_over


def test_no_hand_over_when_nothing_is_hidden(tmp_path):
    table = seated(tmp_path, "round-the-world", variant="game-1")
    for _ in range(6):
        human_moves(table)
        assert not table.handover_due
    assert not any(isinstance(e, HandOverDue) for e in table.heard)  # type: ignore[attr-defined]


def test_no_hand_over_with_one_person_at_the_table(tmp_path):
    table = seated(tmp_path, "zig-zaggle", names=("Bob", "Ann"), bots=("Bob",), seed=4)
    chance_acts(table)
    assert table.at_keyboard == 1, "the one person at the table holds the keyboard"
    until_the_computer(table)
    assert table.session.seat == 0 and table.at_keyboard == 1, "the human who moved last keeps the keyboard"
    assert not table.handover_due


def test_an_onlooker_when_no_one_has_moved_among_several_people(tmp_path):
    table = seated(tmp_path, "mapominoes", names=("Cat", "Ann", "Bob"), bots=("Cat",))
    if table.session.seat == 0:
        assert table.at_keyboard is None
        assert table.seen == table.session.observe(None)


# --- undo and redo ----------------------------------------------------------------------------------


def test_undo_of_another_players_move_is_refused_and_says_whose_it_is(tmp_path):
    table = seated(tmp_path, "zig-zaggle")
    chance_acts(table)
    mover = ("Ann", "Bob")[table.session.seat or 0]
    table.take_keyboard()
    human_moves(table)
    table.take_keyboard()
    before = list(table.session.actions)
    assert not table.undo()
    refused = table.heard[-1]  # type: ignore[attr-defined]
    assert isinstance(refused, Refused) and refused.reason.startswith(f"{mover}'s move stands: ")
    assert table.session.actions == before


def test_undo_of_another_players_move_when_the_table_allows_it_hands_the_keyboard_over(tmp_path):
    table = seated(tmp_path, "zig-zaggle", undo_any=True)
    chance_acts(table)
    first = table.session.seat
    assert first is not None
    names = ("Ann", "Bob")
    table.take_keyboard()
    human_moves(table)
    table.take_keyboard()
    assert table.undo()
    assert table.session.seat == first and table.at_keyboard == first
    assert Changed("↶ undone") in table.heard  # type: ignore[attr-defined]
    due = table.heard[-1]  # type: ignore[attr-defined]
    assert isinstance(due, HandOverDue) and due.note == f"{names[1 - first]} chose to undo {names[first]}'s move."
    table.take_keyboard()
    assert table.redo() and Changed("↷ redone") in table.heard  # type: ignore[attr-defined]


def test_a_move_may_be_taken_back_at_its_hand_over_until_the_next_player_takes_the_keyboard(tmp_path):
    table = seated(tmp_path, "zig-zaggle")
    chance_acts(table)
    first = table.session.seat
    assert first is not None
    table.take_keyboard()
    human_moves(table)
    due = table.heard[-1]  # type: ignore[attr-defined]
    assert isinstance(due, HandOverDue) and due.undo_by == ("Ann", "Bob")[first], "the hand-over says who may undo"
    assert table.handing_over and table.undoer == first and table.undo_refusal() is None
    assert table.undo()
    assert not table.handing_over and table.session.seat == table.at_keyboard == table.holder == first
    assert not table.handover_due, "the keyboard stays with the player who took the move back"
    human_moves(table)
    table.take_keyboard()
    assert table.undoer == 1 - first
    assert table.undo_refusal() == (
        f"{('Ann', 'Bob')[first]}'s move stands: {('Ann', 'Bob')[1 - first]} has had the keyboard since "
        "(tick “Undo any move” at set-up to allow it)"
    )


def test_without_hand_overs_a_move_stands_once_the_next_player_has_acted(tmp_path):
    """Round the World hides nothing: the next person takes the keyboard by playing."""
    table = seated(tmp_path, "round-the-world", variant="game-1")
    human_moves(table)
    assert table.session.seat == 1 and table.undoer == 0 and table.undo()
    human_moves(table)
    human_moves(table)
    assert table.undoer == 1 and table.undo(), "Bob takes his own spin back"
    assert not table.undo() and table.heard[-1] == Refused(  # type: ignore[attr-defined]
        "Ann's move stands: Bob has had the keyboard since (tick “Undo any move” at set-up to allow it)"
    )


def test_a_resumed_game_keeps_the_moves_made_before(tmp_path):
    table = seated(tmp_path, "round-the-world", variant="game-1")
    human_moves(table)
    assert table.undo_takes_back_another() == ("Ann", "spin")
    again = Table(Session.from_json(table.session.to_json()), tmp_path / "again.json")
    assert again.undo_refusal() == (
        "Ann's move stands: the game was resumed since (tick “Undo any move” at set-up to allow it)"
    )
    assert again.undo_takes_back_another() is None, "the greyed undo key names nobody's move"


def test_after_a_resume_a_move_from_before_it_is_neither_taken_back_nor_offered(tmp_path):
    """Resumed at Bob's turn, the keyboard goes to Bob; Bob's accept of BAIL was made before the resume, so
    neither the hand-over nor the table offers to take it back, and undo and redo say why."""
    table = Sitting(SaveStore(tmp_path / "saves"), Records(tmp_path / "r.json")).resume(
        bail_accepted_by_bob_and_cat(tmp_path)
    )
    heard: list = []
    table.listen = heard.append
    assert table.session.seat == 1 and table.handover_due
    due = table.announce_handover()
    stands = "Bob's move stands: the game was resumed since (tick “Undo any move” at set-up to allow it)"
    assert due.name == "Bob" and due.undo_by == "" and table.undo_refusal() == stands
    moves = len(table.session.actions)
    assert not table.undo() and heard[-1] == Refused(stands) and len(table.session.actions) == moves
    table.take_keyboard()
    assert table.why_not("undo") == stands and table.why_not("redo") == "nothing to redo"
    assert table.act({"type": "pass"}) and table.undo(), "a move made since the resume is its player's to take back"
    assert len(table.session.actions) == moves and table.undo_refusal() == stands
    assert table.redo() and len(table.session.actions) > moves


def test_the_challenge_window_is_the_tables_and_no_key_acts_for_a_computer_or_the_player_ZZ_C1(tmp_path):
    """Ann plays BAIL at a table of Ann, Bob and Cat (a computer): Cat answers at once; the window shows no
    rack and needs no hand-over; a challenge in Cat's name or Ann's own is refused, saying why, and changes
    nothing; Enter lets the play stand, and the keyboard goes to Bob once, Ann still free to take BAIL back."""
    session = ann_to_play_bail()
    table = Table(session, tmp_path / "game.json")
    heard: list = []
    table.listen = heard.append
    table.take_keyboard()
    assert table.act(BAIL) and table.go_on() is None
    assert session.actions[-1] == {"type": "accept", "seat": 2}, "Cat lets BAIL stand at once"
    assert table.at_keyboard is None and table.seen == session.observe(None) and not table.handover_due
    assert not any(isinstance(event, HandOverDue) for event in heard) and table.holder == 0
    moves = len(session.actions)
    assert not table.act({"type": "challenge", "seat": 2})
    assert heard[-1] == Refused("Cat is a computer player and decides for itself")
    assert not table.act({"type": "challenge", "seat": 0})
    assert heard[-1].reason.startswith("ZZ-C1: a challenge comes from one of the other players: Ann made the play")
    assert len(session.actions) == moves and table.hints_refusal() is not None
    assert table.act({"type": "accept"})
    chance_acts(table)
    handovers = [event for event in heard if isinstance(event, HandOverDue)]
    assert [(due.name, due.undo_by) for due in handovers] == [("Bob", "Ann")] and session.seat == 1
    assert table.undo() and session.seat == 0 and len(session.actions) == moves - 2, "BAIL and Cat's answer"


def test_an_old_save_made_while_the_seats_answered_in_turn_loads_and_plays_on_ZZ_C1(tmp_path):
    """Saved after Ann's BAIL and Bob's accept, with Cat still to answer in turn: resumed, Cat answers and
    the play stands; the game goes on to Bob."""
    session = ann_to_play_bail()
    session.act(BAIL)
    session.act({"type": "accept", "seat": 1})
    path = tmp_path / "old.json"
    path.write_text(json.dumps(session.to_json()))
    table = Sitting(SaveStore(tmp_path / "saves"), Records(tmp_path / "r.json")).resume(path)
    assert table.session.seat == 2 and table.session.state.window is not None
    question = table.question()
    assert question is not None and table.answer(question, table.decide(question))
    chance_acts(table)
    assert table.session.state.window is None and table.session.seat == 1
    assert table.session.state.scores[0] == 21


def test_undo_with_nothing_to_take_back_is_refused(tmp_path):
    table = seated(tmp_path, "round-the-world", names=("Ann",), variant="game-1")
    assert not table.undo() and table.heard[-1] == Refused("nothing to undo")  # type: ignore[attr-defined]
    assert not table.redo() and table.heard[-1] == Refused("nothing to redo")  # type: ignore[attr-defined]


def test_undo_before_anyone_has_chosen_is_refused(tmp_path):
    """Skip-A-Cross opens with the first player's draw, which is no setup action but nobody's choice either:
    taking it back would only draw the same letter again, so there is nothing to undo yet."""
    table = seated(tmp_path, "skip-a-cross", seed=5)
    chance_acts(table)
    assert table.session.actions, "the first letter is drawn"
    assert table.undo_refusal() == "nothing to undo"
    assert not table.undo() and table.heard[-1] == Refused("nothing to undo")  # type: ignore[attr-defined]


def test_undo_takes_back_ones_own_move_and_the_computers_after_it(tmp_path):
    table = seated(tmp_path, "round-the-world", bots=("Bob",), variant="game-1")
    until_the_computer(table)
    mine = len(table.session.actions)
    while not table.session.human_choice(table.session.state):
        question = table.question()
        assert question is not None
        table.answer(question, table.decide(question))
    assert len(table.session.actions) > mine
    assert table.undo()
    assert len(table.session.actions) < mine and table.session.human_choice(table.session.state)


# --- computer seats ---------------------------------------------------------------------------------


def test_a_computer_seat_is_asked_once_and_its_answer_is_played(tmp_path):
    table = seated(tmp_path, "round-the-world", bots=("Bob",), variant="game-1")
    chance_acts(table)
    assert not table.session.seat_is_bot and table.question() is None, "a person is to move"
    until_the_computer(table)
    question = table.question()
    assert question is not None and table.heard[-1] == Thinking(1, "Bob")  # type: ignore[attr-defined]
    assert table.question() is None, "asked once per position"
    before = len(table.session.actions)
    assert table.answer(question, table.decide(question))
    assert len(table.session.actions) == before + 1 and table.asked is None


def test_a_stale_computer_answer_is_dropped(tmp_path):
    table = seated(tmp_path, "round-the-world", bots=("Bob",), variant="game-1")
    until_the_computer(table)
    question = table.question()
    assert question is not None
    answer = table.decide(question)
    assert table.undo(), "Ann takes her move back while Bob thinks"
    before = list(table.session.actions)
    assert not table.answer(question, answer)
    assert table.session.actions == before, "the answer for a position undone is never played"


def test_people_cannot_move_for_a_computer_seat(tmp_path):
    table = seated(tmp_path, "round-the-world", bots=("Bob",), variant="game-1")
    until_the_computer(table)
    before = list(table.session.actions)
    assert not table.act({"type": "sail"}) and table.spin() is None
    assert table.session.actions == before


def test_a_refused_move_says_the_rule_and_changes_nothing(tmp_path):
    table = seated(tmp_path, "round-the-world", names=("Ann",), variant="game-1")
    chance_acts(table)
    before = list(table.session.actions)
    assert not table.act({"type": "waive"})
    refused = table.heard[-1]  # type: ignore[attr-defined]
    assert isinstance(refused, Refused) and "RTW-T2" in refused.reason
    assert table.session.actions == before
    assert table.refusal({"type": "waive"}) == refused.reason


# --- saving -----------------------------------------------------------------------------------------


def test_every_change_is_saved(tmp_path):
    table = seated(tmp_path, "round-the-world", names=("Ann",), variant="game-1")
    for _ in range(3):
        human_moves(table)
    table.flush_saves()
    assert json.loads(table.save_path.read_text())["actions"] == table.session.actions
    assert table.undo()
    table.close()
    assert json.loads(table.save_path.read_text())["actions"] == table.session.actions


def test_a_failing_save_is_heard_once_and_the_game_goes_on(tmp_path):
    (tmp_path / "not-a-folder").write_text("")
    session = Session(find("round-the-world"), [Seat("Ann")], 3, "game-1")
    heard: list = []
    table = Table(session, tmp_path / "not-a-folder" / "game.json", listen=heard.append)
    human_moves(table)
    moves = len(session.actions)
    human_moves(table)
    table.flush_saves()
    failures = [e for e in heard if isinstance(e, Saving)]
    assert len(failures) == 1 and failures[0].failure, "said once, with the reason"
    assert table.save_failure and len(session.actions) > moves, "the game goes on"
    table.close()


# --- the end of a game ------------------------------------------------------------------------------


def test_a_finished_game_is_entered_in_the_record_book_once(tmp_path):
    table = seated(tmp_path, "zig-zaggle", bots=("Ann", "Bob"))
    play_out(table)
    finished = table.finish()
    assert table.heard[-1] == finished and finished.problem == ""  # type: ignore[attr-defined]
    assert table.finish() == finished
    book = table.sitting.records.read()  # type: ignore[union-attr]
    assert book["players"]["Ann"]["games"]["zig-zaggle"]["played"] == 1, "entered once"
    assert json.loads(table.save_path.read_text())["finished"] is True


def test_the_quickest_voyage_makes_the_next_commodore_RTW_G2(tmp_path):
    assert keeps_sitting_records(find("round-the-world")) and not keeps_sitting_records(find("zig-zaggle"))
    sitting = Sitting(SaveStore(tmp_path / "saves"), Records(tmp_path / "records.json"))
    seats = [Seat("Ann", True), Seat("Bob", True)]
    table = sitting.open(find("round-the-world"), "game-1", seats, 2, keep_records=True)
    play_out(table)
    finished = table.finish()
    assert isinstance(finished, Finished) and "is Commodore next game (RTW-G2)" in finished.news
    holder = finished.news.split(" made")[0]
    assert sitting.records.get("round-the-world/game-1") is not None, "kept in the record book"
    table.close()
    following = table.again()
    session = following.session
    assert session.seed == 3 and session.actions[0] == {
        "type": "commodore",
        "seat": [s.name for s in seats].index(holder),
        "record": True,
    }
    following.close()


@pytest.mark.parametrize("keep", [True, False])
def test_the_sitting_record_is_written_to_the_book_only_when_kept_RTW_G2(tmp_path, keep):
    sitting = Sitting(SaveStore(tmp_path / "saves"), Records(tmp_path / "records.json"))
    table = sitting.open(find("round-the-world"), "game-1", [Seat("Ann", True)], 2, keep_records=keep)
    play_out(table)
    table.finish()
    table.close()
    assert (sitting.records.get("round-the-world/game-1") is not None) == keep


def test_a_computer_seat_calls_out_of_turn_by_its_own_judgement_MAP_O2(tmp_path):
    """While a person is to move, a computer seat the rules let act out of turn judges from its own view."""
    table = seated(tmp_path, "mapominoes", names=("Ann", "Bob", "Cat"), bots=("Cat",), variant="spot-the-mistake")
    session, rules = table.session, table.session.rules
    chance_acts(table)
    kent_beside_two(session)
    assert rules.out_of_turn_seats(session.state) == (1, 2), "Ann goes again: Bob and Cat may call"
    assert table.let_computers_act_out_of_turn()
    assert session.actions[-1] == {"type": "challenge", "seat": 2}
    assert "Cat calls out Kent" in " ".join(session.state.events)
    assert Changed() in table.heard  # type: ignore[attr-defined]
    assert not table.let_computers_act_out_of_turn(), "asked once for each state"


def test_no_computer_seat_calls_a_right_card_or_in_a_game_without_calls_MAP_O2(tmp_path):
    table = seated(tmp_path, "mapominoes", names=("Ann", "Bob", "Cat"), bots=("Cat",), variant="spot-the-mistake")
    chance_acts(table)
    before = len(table.session.actions)
    assert not table.let_computers_act_out_of_turn()
    assert len(table.session.actions) == before
    strict = seated(tmp_path / "strict", "mapominoes", names=("Ann", "Cat"), bots=("Cat",))
    chance_acts(strict)
    assert strict.session.rules.out_of_turn_seats(strict.session.state) == ()
    assert not strict.let_computers_act_out_of_turn()


def test_the_keyboard_goes_to_the_player_the_hand_over_named_even_if_chance_acted_meanwhile(tmp_path):
    """A hand-over names a person; if chance acting on its own moves the game on before they say they are ready,
    the view then due is not theirs to see: the table hands over again instead of showing it."""
    table = seated(tmp_path, "zig-zaggle")
    chance_acts(table)
    table.take_keyboard()
    human_moves(table)
    named = table.heard[-1]  # type: ignore[attr-defined]
    assert isinstance(named, HandOverDue)
    table.holder = None
    table.announced = 1 - named.seat
    table.take_keyboard()
    assert table.holder == 1 - named.seat
    assert table.handover_due, "the view due now is the named player's rival's: it must be handed over"


def test_a_challenge_made_in_the_open_is_its_challengers_to_take_back_ZZ_C1(tmp_path):
    """Bob challenges Ann's BAIL from the window (a good word: Bob pays 20). At the hand-over to Bob, Ann
    may not take the challenge back, and is told whose it is; Bob, holding the keyboard, may."""
    session = ann_to_play_bail()
    table = Table(session, tmp_path / "game.json")
    heard: list = []
    table.listen = heard.append
    table.take_keyboard()
    assert table.act(BAIL) and table.go_on() is None
    assert table.act({"type": "challenge", "seat": 1})
    chance_acts(table)
    due = next(event for event in reversed(heard) if isinstance(event, HandOverDue))
    assert due.name == "Bob" and due.undo_by == "" and session.state.scores[1] == -20
    assert table.undo_refusal() == "that is Bob's move: only Bob may take it back"
    table.take_keyboard()
    assert table.undo() and session.state.window is not None and session.state.scores[1] == 0
