"""Guided first games: a lesson script (YAML beside the rulesets, in `rulesets/learn/`) and the table that
plays it.

A script names a ruleset, a seed (so every deal and spin is fixed), the two seats (the learner and a scripted
opponent) and the steps: each teaches one rule (its id and the lesson's words), may expect one move of the
learner (an action as a save records it, or `spin`) and gives the opponent's replies. It is read and checked
as a ruleset is (`engine.schema`: every problem as `file:line: key: message`), then replayed against the
rules from its seed, so a script whose moves the rules refuse is refused at load, naming the step.

A `LessonTable` is a `Table` whose keyboard and opponent are the `Lesson`: the learner's move must be the
lesson's (another legal move is refused, saying what the lesson asks), the opponent plays the script's
replies, undo is off, and nothing is ever saved or entered in the record book. Once the script ends, the
game goes on against the computer player, still unsaved.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .engine.actions import check_action
from .engine.errors import ActionError
from .engine.kinds import UnknownKind
from .engine.rules import Action
from .engine.ruleset import Field, ListOf, Map, Ruleset, UnknownGame, find, validate
from .engine.schema import DataError, Found, Problem, quoted, read_file, read_yaml
from .engine.session import Seat, Session
from .engine.wording import told_to
from .paths import lessons_dir, rules_reference
from .table import Question, Table
from .table_parts import ComputerPlayers, Intent, NotKept, PassedRound

LEARNER = 0
"""The learner's seat: the first. The opponent's is the second."""
OPPONENT = 1
SPIN = "spin"
"""A step's `expect` for the learner's own chance gesture (spinning the teetotum, the globe)."""
RULE_ID = re.compile(r"^[A-Z]+-[A-Z]?[0-9]+$")


class ScriptError(DataError):
    """A lesson script that cannot be played; carries every problem found."""

    WHAT = "a lesson script"
    MAX_BYTES = 256_000
    """A lesson is a few kilobytes (the shipped ones under 3 kB): a larger file is refused unread."""


MAX_STEPS = 100
"""A lesson's steps at most (the shipped ones have five to ten): more are refused before any is checked."""
MAX_REPLIES = 20
"""The opponent's replies in one step at most."""
MAX_SEED = 2**32 - 1
"""The largest seed a lesson may give: any game's seed fits in it."""


def _rule_id(value: Any) -> str | None:
    return None if RULE_ID.match(value) else "a rule id is letters, a dash and a number, as GG-X1"


def _expect(value: Any) -> str | None:
    if isinstance(value, str) and value != SPIN:
        return f"{quoted(value)} is no move: give an action (a mapping with a 'type') or {SPIN!r}"
    return None


def _seed(value: Any) -> str | None:
    if value < 0:
        return "must not be negative"
    return None if value <= MAX_SEED else f"must be at most {MAX_SEED}"


SCHEMA = Map(
    {
        "ruleset": Field(str, required=True),
        "variant": Field(str),
        "title": Field(str, required=True),
        "seed": Field(int, required=True, check=_seed),
        "seats": Map({"learner": Field(str, required=True), "opponent": Field(str, required=True)}, required=True),
        "steps": ListOf(
            Map(
                {
                    "rule": Field(str, required=True, check=_rule_id),
                    "lesson": Field(str, required=True),
                    "expect": Field((dict, str), check=_expect),
                    "replies": ListOf(Field(dict), max_items=MAX_REPLIES),
                }
            ),
            required=True,
            min_items=1,
            max_items=MAX_STEPS,
        ),
    }
)
"""The shape of a lesson script (docs/learn.md says each key's meaning)."""


@dataclass(frozen=True)
class Step:
    """One lesson: the rule it teaches, its words, the learner's move it expects (None: read it and go on)
    and the opponent's replies after it."""

    rule: str
    lesson: str
    expect: Action | str | None
    replies: tuple[Action, ...]


@dataclass(frozen=True)
class Planned:
    """One action of the scripted game, in order: whose it is ('learner', 'opponent' or 'chance'), the
    action as the rules recorded it, and the step it belongs to (chance belongs to the step whose move
    or reply it follows, so the next lesson shows once the learner is to act)."""

    by: str
    action: Action
    step: int


@dataclass(frozen=True)
class Script:
    """A checked lesson script and its game, replayed: `plan` holds every action of it in order."""

    ruleset: Ruleset
    variant: str
    title: str
    seed: int
    seats: tuple[Seat, Seat]
    steps: tuple[Step, ...]
    plan: tuple[Planned, ...] = field(default=())
    source: str = ""

    def session(self) -> Session:
        """The script's game before its first move: hints off, since the lesson says what to do."""
        return Session(self.ruleset, list(self.seats), self.seed, self.variant, hints=False)


# --- reading and checking a script ------------------------------------------------------------------------


def load_script(path: str | Path) -> Script:
    return load_script_text(read_file(path, ScriptError), str(path))


def load_script_text(text: str, file: str) -> Script:
    """Read and check a script, then replay it against the rules; `ScriptError` lists what is wrong."""
    doc = read_yaml(text, file, ScriptError)
    if not isinstance(doc.data, dict):
        raise ScriptError([Problem(file, 1, "(top)", "a lesson script is a mapping of keys (ruleset, seed, steps, …)")])
    checked, found = validate(SCHEMA, doc.data, "")
    if found:
        raise ScriptError(doc.problems(found))
    try:
        ruleset = find(checked["ruleset"])
        variant = ruleset.variant(checked["variant"]).name
    except (UnknownGame, UnknownKind, DataError) as err:
        key = "variant" if checked["variant"] and "variant" in str(err) else "ruleset"
        raise ScriptError(doc.problems([(key, str(err).splitlines()[0])])) from None
    seats = (Seat(checked["seats"]["learner"]), Seat(checked["seats"]["opponent"], bot=True))
    if seats[0].name.casefold() == seats[1].name.casefold():
        raise ScriptError(doc.problems([("seats.opponent", "the opponent needs a name of their own")]))
    steps = tuple(
        Step(s["rule"], s["lesson"].strip(), s["expect"], tuple(s.get("replies") or ())) for s in checked["steps"]
    )
    script = Script(ruleset, variant, checked["title"], checked["seed"], seats, steps, source=file)
    found = _unknown_rules(script)
    if found:
        raise ScriptError(doc.problems(found))
    plan, found = replay(script)
    if found:
        raise ScriptError(doc.problems(found))
    return Script(ruleset, variant, script.title, script.seed, seats, steps, tuple(plan), file)


def _unknown_rules(script: Script) -> Found:
    """Every step's rule must be one the game's rules define (docs/rules)."""
    reference = rules_reference(script.ruleset.kind)
    return [
        (f"steps[{number}].rule", f"{script.ruleset.title} has no rule {step.rule} (see its rules, F1)")
        for number, step in enumerate(script.steps)
        if not re.search(rf"^#{{2,4}} {re.escape(step.rule)}\b", reference, re.MULTILINE)
    ]


def settle(session: Session, chance: list[Action]) -> None:
    """Let chance act where no person's key is awaited: a deal, a draw, the opponent's own spin."""
    rules = session.rules
    while not session.over and rules.is_chance(session.state):
        if rules.chance_is_gesture(session.state) and not session.seat_is_bot:
            return
        chance.append(session.resolve_chance())


def actor(session: Session, action: Action) -> int | None:
    """The seat making a decision: the one it names (a call, a challenge), else the seat to move."""
    seat = action.get("seat")
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else session.seat


def replay(script: Script) -> tuple[list[Planned], Found]:
    """Play the script from its seed: every action in order, or the first problem (the rest depends on it)."""
    session = script.session()
    plan: list[Planned] = []
    names = [seat.name for seat in script.seats]

    def settled(number: int) -> None:
        chance: list[Action] = []
        settle(session, chance)
        plan.extend(Planned("chance", action, number) for action in chance)

    for number, step in enumerate(script.steps):
        key = f"steps[{number}]"
        settled(max(number - 1, 0))
        if step.expect is not None:
            problem = _learner_move(session, step.expect, names)
            if problem:
                return plan, [(f"{key}.expect", problem)]
            plan.append(Planned("learner", session.actions[-1], number))
        for index, reply in enumerate(step.replies):
            settled(number)
            problem = _opponent_move(session, reply, names)
            if problem:
                return plan, [(f"{key}.replies[{index}]", problem)]
            plan.append(Planned("opponent", reply, number))
    settled(len(script.steps) - 1)
    return plan, []


def _learner_move(session: Session, expect: Action | str, names: list[str]) -> str | None:
    """Play the learner's expected move; what is wrong with it, or None."""
    rules = session.rules
    if session.over:
        return "the game is over before this move"
    if expect == SPIN:
        if not rules.is_chance(session.state) or session.seat != LEARNER:
            return f"there is nothing for {names[LEARNER]} to spin here"
        session.resolve_chance()
        return None
    assert isinstance(expect, dict)
    malformed = _malformed(session, expect)
    if malformed:
        return malformed
    if rules.is_chance(session.state):
        return f"{names[LEARNER]} must spin first (expect: {SPIN})"
    seat = actor(session, expect)
    if seat != LEARNER:
        mover = names[seat] if seat is not None and seat < len(names) else "nobody"
        return f"it is {mover}'s move here, not {names[LEARNER]}'s: give it in the replies of the step before"
    return _played(session, expect)


def _opponent_move(session: Session, reply: Action, names: list[str]) -> str | None:
    if session.over:
        return "the game is over before this reply"
    malformed = _malformed(session, reply)
    if malformed:
        return malformed
    seat = actor(session, reply)
    if seat != OPPONENT:
        mover = names[seat] if seat is not None and seat < len(names) else "nobody"
        return f"it is {mover}'s move here, not {names[OPPONENT]}'s: give it as the next step's expect"
    return _played(session, reply)


def _malformed(session: Session, action: Action) -> str | None:
    """What makes the action unreadable as a move of this game (its shape, `engine.actions`), or None."""
    try:
        check_action(action, session.rules.ACTIONS)
    except ActionError as err:
        return str(err)
    return None


def _played(session: Session, action: Action) -> str | None:
    try:
        session.act(action)
    except ActionError as err:
        return str(err)
    return None


def shipped_scripts() -> dict[str, Path]:
    """The lesson scripts that ship, by the name of their ruleset."""
    return {path.stem: path for path in sorted(lessons_dir().glob("*.yaml"))}


# --- the table that plays a script ------------------------------------------------------------------------


class Lesson(PassedRound, ComputerPlayers):
    """A lesson script followed at a table: the learner's keyboard, which makes only the moves the lesson asks,
    and where the opponent's moves come from (the script's replies; the computer player's own once it is
    played out). The script's position is the number of actions played, so it always knows the move due
    next: the learner's (checked against the lesson), the opponent's (played from the script) or chance's
    (drawn from the seed, as in any game)."""

    def __init__(self, script: Script, session: Session) -> None:
        super().__init__()
        self.script = script
        self.session = session
        self.notes_read: set[int] = set()
        """The steps without a move whose lesson the learner has read (and so passed)."""

    # --- where the lesson is --------------------------------------------------------------------------

    @property
    def due(self) -> Planned | None:
        """The scripted action due next (None once the script is played out)."""
        played = len(self.session.actions)
        plan = self.script.plan
        return plan[played] if played < len(plan) else None

    @property
    def step_number(self) -> int | None:
        """The step the learner is on: the one whose move or replies are due, or an unread note before
        them; None once every step is done."""
        due = self.due
        upto = len(self.script.steps) if due is None else due.step
        for number in range(upto):
            if self.script.steps[number].expect is None and number not in self.notes_read:
                return number
        return None if due is None else due.step

    @property
    def step(self) -> Step | None:
        number = self.step_number
        return None if number is None else self.script.steps[number]

    @property
    def waiting_on_learner(self) -> bool:
        """The lesson waits for the learner: to read a note, or to make the move it asks."""
        number = self.step_number
        if number is None:
            return False
        step = self.script.steps[number]
        if step.expect is None:
            return number not in self.notes_read
        due = self.due
        return due is not None and due.by == "learner" and due.step == number

    def asks(self) -> str:
        """What the lesson asks for now, in the game's own words."""
        step, due = self.step, self.due
        if step is None:
            return ""
        if step.expect is None:
            return "read the lesson, then F7 goes on"
        if step.expect == SPIN:
            return "your move: spin (space)"
        if due is None or due.by != "learner":
            return "watch the reply"
        said = self.session.rules.describe(self.session.state, due.action)
        return f"your move: {told_to(said, self.script.seats[LEARNER].name)}"

    # --- the learner's moves --------------------------------------------------------------------------

    def lesson_refusal(self, action: Action | None) -> str | None:
        """Why the lesson refuses a legal move (`action`, or None for a spin): it is not the one it asks."""
        step = self.step
        if step is None:
            return None
        if self.waiting_on_learner and step.expect is not None:
            due = self.due
            assert due is not None
            if action is None and step.expect == SPIN or action is not None and self._same_move(action, due.action):
                return None
        return f"{step.rule}: the lesson asks for another move here ({self.asks()})"

    def _same_move(self, action: Action, wanted: Action) -> bool:
        """The move the lesson asks: the same action, or one that leaves the game in the same state."""
        if action == wanted:
            return True
        rules, state = self.session.rules, self.session.state
        try:
            return bool(rules.apply(state, action) == rules.apply(state, wanted))
        except ActionError:
            return False

    def refusal(self, table: Table, intent: Intent, action: Action | None = None) -> str | None:
        """A move the rules refuse is refused with the rule's reason, as ever; a legal move (or a spin) that is
        not the lesson's is refused saying what the lesson asks. A lesson is not taken back."""
        if intent in ("undo", "redo"):
            return "a lesson is not taken back: F8 starts it again"
        if not table.people_may_act:
            return None
        if intent == "act" and action is not None:
            return table.refusal(action) or self.lesson_refusal(action)
        if intent == "spin" and self.session.rules.is_chance(self.session.state):
            return self.lesson_refusal(None)
        return None

    # --- the opponent ---------------------------------------------------------------------------------

    def _opponent_due(self) -> bool:
        """The opponent's scripted reply is due and may be played: its step's move made or note read."""
        due, number = self.due, self.step_number
        if due is None or due.by != "opponent" or number != due.step:
            return False
        return self.script.steps[number].expect is not None or number in self.notes_read

    def may_think(self, table: Table) -> bool:
        """The opponent does not think while the lesson waits for the learner (a note to read first)."""
        return not self.waiting_on_learner

    def may_ask(self, table: Table) -> bool:
        """The opponent decides only when the script says so (or freely, once it is played out)."""
        session = self.session
        if self.due is not None and not self._opponent_due() and not session.automatic_chance:
            return session.rules.is_chance(session.state) and session.seat_is_bot
        return True

    def decide(self, table: Table, question: Question) -> Action:
        """The scripted reply at the question's place in the game; chance and the game after the script
        are the computer's own."""
        plan = self.script.plan
        if question.index < len(plan) and plan[question.index].by == "opponent":
            return plan[question.index].action
        return super().decide(table, question)

    def out_of_turn(self, table: Table) -> Action | None:
        """A scripted reply out of turn (a call, a challenge) is played when due; the computer's own
        judgement only once the script is played out."""
        due = self.due
        if due is None:
            return super().out_of_turn(table)
        return due.action if self._opponent_due() else None

    def rehearse(self, session: Session[Any]) -> None:
        """Build what the rules look things up in; the computer's own rehearsal is left out, since the
        opponent plays the script (after it, the computer builds what it needs at its first move)."""
        session.rules.build_look_ups()


class LessonTable(Table):
    """A table following a lesson script: the `Lesson` is its keyboard and its opponent, and nothing is ever
    saved (`NotKept`) or entered in the record book."""

    def __init__(self, script: Script) -> None:
        session = script.session()
        self.lesson = Lesson(script, session)
        super().__init__(session, Path(os.devnull), keyboard=self.lesson, keeping=NotKept(), others=self.lesson)

    @property
    def script(self) -> Script:
        return self.lesson.script

    @property
    def due(self) -> Planned | None:
        return self.lesson.due

    @property
    def step_number(self) -> int | None:
        return self.lesson.step_number

    @property
    def step(self) -> Step | None:
        return self.lesson.step

    @property
    def done(self) -> bool:
        """Every step is done: the game goes on as an ordinary (unsaved) game."""
        return self.lesson.step_number is None

    @property
    def waiting_on_learner(self) -> bool:
        return self.lesson.waiting_on_learner

    def asks(self) -> str:
        return self.lesson.asks()

    def skip(self) -> bool:
        """The learner skips the step: a note is read, and the lesson's move is made for them. False when
        nothing waits on the learner (the opponent is replying, or the script is over)."""
        lesson = self.lesson
        number, step = lesson.step_number, lesson.step
        if number is None or step is None or not lesson.waiting_on_learner:
            return False
        if step.expect is None:
            lesson.notes_read.add(number)
            self._changed()
            return True
        if step.expect == SPIN:
            return self.spin() is not None
        due = lesson.due
        assert due is not None
        return self.act(due.action)


def rule_title(kind: str, rule: str) -> str:
    """A rule's title as its rules page heads it ('' when the page has none)."""
    found = re.search(rf"^#{{2,4}} {re.escape(rule)} (.+)$", rules_reference(kind), re.MULTILINE)
    return found.group(1).strip() if found else ""
