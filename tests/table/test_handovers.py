"""One hand-over per change of hands, whatever the path: seeded playthroughs of every game and variant,
driven through the table as the screen drives it (chance and computers act as soon as they may, a
hand-over is taken or answered with an undo), with undos, redos and resumes between the moves; at every
redraw the table shows the view of the person holding the keyboard, never another's."""

from __future__ import annotations

import random
from functools import partial
from pathlib import Path

import pytest

from parlorgames.engine.rules import Action
from parlorgames.engine.ruleset import shipped
from parlorgames.engine.session import Seat, Session
from parlorgames.table import Event, HandOverDue, Table
from parlorgames.testing.fuzzing import every_game_and_variant

PERSON_STEPS = 60
"""Intents of the people at the table per playthrough: enough to pass the keyboard round many times."""
TAKE_TURNS = ("undo", "redo", "resume")
"""The steps other than a move, taken in turn (one in five steps is one of them)."""


class Face:
    """What the screen does with the table, without a screen, checking every hand-over it is told of:
    never two without a person's intent between them, never to the person already at the keyboard."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.acted = True
        """A person's intent changed the game since the last hand-over (a table just opened counts)."""
        self.handovers = 0
        table.listen = self.heard

    def heard(self, event: Event) -> None:
        if isinstance(event, HandOverDue):
            assert self.acted, "two hand-overs without a person acting between them"
            assert event.seat != self.table.holder, "a hand-over to the person already at the keyboard"
            self.acted = False
            self.handovers += 1

    def redraw(self) -> None:
        """The screen's redraw: a hand-over due and not yet announced is announced; else the table it shows is
        the view of the person holding the keyboard, or only what lies face up, never another's (privacy at
        one keyboard)."""
        if not self.table.handing_over and self.table.handover_due:
            self.heard(self.table.announce_handover())
        if not self.table.handing_over and self.table.session.hides:
            shown = self.table.at_keyboard  # None: what lies face up alone (a decision made in the open)
            assert shown in (None, self.table.holder), "another seat's private view would show"

    def go_on(self) -> None:
        """Chance and the computers act, at once, until a person must (the screen's next step)."""
        session = self.table.session
        for _ in range(5000):
            self.redraw()
            before = len(session.actions)
            question = self.table.go_on()
            if question is not None:
                self.table.answer(question, self.table.decide(question))
            elif len(session.actions) == before:
                return
        raise AssertionError("the computers never stopped")

    def intent(self, does) -> bool:
        """A person's intent: it counts as acting only when it changed the game."""
        acted, self.acted = self.acted, True
        done = bool(does())
        if not done:
            self.acted = acted
        self.redraw()
        self.go_on()
        return done


def a_choice(session: Session, rng: random.Random) -> Action:
    """The person to move chooses as the easy computer would, or any legal action."""
    seat = session.seat
    assert seat is not None
    seen = session.observe(seat)
    if rng.random() < 0.5:
        return session.player(session.rules, seen, rng, "easy")
    return rng.choice(session.rules.legal_actions(seen))


def play_through(tmp_path: Path, game: str, variant: str, seats: list[Seat], seed: int) -> tuple[int, set[str]]:
    """A seeded playthrough; the hand-overs counted and the paths taken."""
    rng = random.Random(seed)
    table = Table(Session(shipped()[game], seats, seed, variant), tmp_path / "game.json")
    face = Face(table)
    face.go_on()
    handovers, paths = 0, set()
    for number in range(PERSON_STEPS):
        session = table.session
        if session.over:
            break
        if table.handing_over:
            if rng.random() < 0.3 and face.intent(table.undo):
                paths.add("undo at the hand-over")
            else:
                table.take_keyboard()
                face.redraw()
            continue
        step = rng.choice(["move"] * 4 + [TAKE_TURNS[number % len(TAKE_TURNS)]])
        if step == "resume":
            handovers += face.handovers
            table.close()
            table = Table(Session.from_json(session.to_json()), tmp_path / "game.json")
            face = Face(table)
            face.go_on()
        elif step == "move":
            if session.rules.is_chance(session.state):
                face.intent(table.spin)
            else:
                face.intent(partial(table.act, a_choice(session, rng)))
        else:
            face.intent(table.undo if step == "undo" else table.redo)
        paths.add(step)
    table.close()
    return handovers + face.handovers, paths


SEATINGS = {
    "two people": [Seat("Ann"), Seat("Bob")],
    "two people and a computer between them": [Seat("Ann"), Seat("Cat", bot=True, level="easy"), Seat("Bob")],
}


@pytest.mark.parametrize("seating", SEATINGS)
@pytest.mark.parametrize(("game", "variant"), every_game_and_variant())
def test_one_hand_over_per_change_of_hands(tmp_path, game, variant, seating):
    seats = SEATINGS[seating]
    if len(seats) > shipped()[game].players_max:
        pytest.skip(f"{game} is for at most {shipped()[game].players_max} players")
    handovers, paths = play_through(tmp_path, game, variant, seats, seed=len(seats))
    assert "move" in paths and ({"undo", "redo", "resume"} & paths)
    if game in ("zig-zaggle", "globe-grams", "mapominoes") and variant not in ("second-version",):
        assert handovers > 1 and "undo at the hand-over" in paths, "the keyboard changed hands, undone at times"


def test_the_challenge_window_needs_no_hand_over_and_enter_lets_the_play_stand_ZZ_C1(tmp_path):
    """Dad plays: the challenge window shows no rack, so the keyboard does not change hands for it; Enter
    (nobody challenges) lets the play stand, and then the keyboard goes to Amy, once."""
    session = Session(shipped()["zig-zaggle"], [Seat("Dad"), Seat("Amy")], 5, "standard")
    table = Table(session, tmp_path / "game.json")
    face = Face(table)
    face.go_on()
    table.take_keyboard()
    dad = session.seat
    assert dad is not None
    play = session.player(session.rules, session.observe(dad), random.Random(5), "easy")
    assert play["type"] == "play"
    face.intent(partial(table.act, play))
    assert face.handovers == 1 and not table.handing_over, "only the first hand-over, to Dad"
    assert session.state.window is not None and table.at_keyboard is None and table.seen == session.observe(None)
    face.intent(partial(table.act, {"type": "accept"}))
    assert face.handovers == 2 and table.handing_over and table.holder == dad, "one hand-over, to Amy"
    table.take_keyboard()
    assert session.seat == table.at_keyboard == table.holder != dad


WHOLE_GAME_SEATINGS = {
    "two people and a computer": [Seat("Ann"), Seat("Bob"), Seat("Cat", bot=True, level="easy")],
    "three people": [Seat("Ann"), Seat("Bob"), Seat("Dan")],
}


@pytest.mark.parametrize("seating", WHOLE_GAME_SEATINGS)
def test_a_whole_game_hands_over_once_per_change_of_hands_ZZ_C1(tmp_path, seating):
    """Whole games of Zig Zaggle played through the table as the screen plays them: each person's turn is
    a move of the easy computer's; in each challenge window a person challenges now and then with their
    own key, else Enter lets the play stand. The keyboard changes hands when the person whose turn it is
    changes, and the table hands over exactly that often: never for a challenge window (a computer's word
    costs no hand-over), never twice for one change."""
    seats = WHOLE_GAME_SEATINGS[seating]
    session = Session(shipped()["zig-zaggle"], seats, 7, "standard")
    rules, rng = session.rules, random.Random(7)
    table = Table(session, tmp_path / "game.json")
    face = Face(table)
    heard = face.heard

    def no_hand_over_in_the_open(event: Event) -> None:
        assert not (isinstance(event, HandOverDue) and rules.in_the_open(session.state)), "a window's hand-over"
        heard(event)

    table.listen = no_hand_over_in_the_open
    changes, last_turn, windows, challenges = 0, None, {"computer": 0, "person": 0}, 0
    face.go_on()
    while not session.over:
        if table.handing_over:
            table.take_keyboard()
            face.redraw()
            continue
        window = session.state.window
        if window is not None:
            assert table.at_keyboard is None and not table.handover_due, "the window is public"
            windows["computer" if seats[window.player].bot else "person"] += 1
            people = [seat for seat in rules.still_deciding(session.state.names, window) if not seats[seat].bot]
            assert people, "the computers have answered: only people are still to decide"
            if rng.random() < 0.15:
                challenges += 1
                face.intent(partial(table.act, {"type": "challenge", "seat": rng.choice(people)}))
            else:
                face.intent(partial(table.act, {"type": "accept"}))
            continue
        seat = session.seat
        assert seat is not None and not seats[seat].bot and table.at_keyboard == table.holder == seat
        changes += seat != last_turn
        last_turn = seat
        face.intent(partial(table.act, session.player(rules, session.observe(seat), rng, "easy")))
    table.close()
    assert face.handovers == changes, "one hand-over per change of hands"
    assert windows["person"] > 10 and challenges > 2
    assert windows["computer"] > 5 or not any(seat.bot for seat in seats)
