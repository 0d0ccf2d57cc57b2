"""The table: the people round a game. A `Session` knows the game; a `Table` knows who sits at it.

It decides who holds the keyboard and when it must change hands, whose move an undo may take back, when
a computer seat must decide (and drops an answer that comes after the game moved on), when to save, and
what a finished game leaves behind (the record book, the sitting's record, the next game of the sitting).
Faces (the Textual screen, the Python API, the tests) send it intents and hear its events; it imports no
face. Game-specific sitting matters (Round the World's Commodore, RTW-G2) reach it through the rules.

What differs between a hot-seat table, a shared table's seat, a lesson and a review is three parts handed to
it (`table_parts`): who holds the keyboard, where moves are kept and where the moves that are not this
keyboard's come from.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .engine.errors import ActionError
from .engine.kinds import Hint, kind_named, rules_class
from .engine.rules import Action, KeepsSittingRecord, Rules
from .engine.ruleset import Ruleset
from .engine.session import Seat, Session
from .engine.sitting import SittingRecord, best_of, holder_seat, standing
from .storage import Records, SaveQueue, SaveStore, read_save
from .table_parts import ComputerPlayers, Intent, Keeping, Keyboard, Others, PassedRound, SaveFile


@dataclass(frozen=True)
class Changed:
    """The game changed (a move, an undo, a redo); `note` says how when a face should tell it."""

    note: str = ""


@dataclass(frozen=True)
class HandOverDue:
    """The next view to show is another player's: the keyboard must change hands first."""

    seat: int
    name: str
    note: str = ""
    undo_by: str = ""
    """The player still at the keyboard who may take their move back before handing it over ('' for none)."""


@dataclass(frozen=True)
class Thinking:
    """A computer seat is deciding."""

    seat: int
    name: str


@dataclass(frozen=True)
class Refused:
    """An intent the table or the rules refused; nothing changed."""

    reason: str


@dataclass(frozen=True)
class Finished:
    """The game is over and entered in the books; `news` is the sitting's record line ('' for none),
    `problem` why the record book could not be written ('' when it was)."""

    news: str = ""
    problem: str = ""


@dataclass(frozen=True)
class Saving:
    """How saving goes, heard when it changes (on the thread that wrote the save): `failure` says why the
    last save failed, '' once saving works again."""

    failure: str


Event = Changed | HandOverDue | Thinking | Refused | Finished | Saving


@dataclass(frozen=True)
class Question:
    """A computer seat's decision to make: the state it decides in, the number of the action it chooses and
    when it was asked (`time.monotonic`), from which the table's pace counts."""

    state: Any
    index: int
    asked_at: float = 0.0


def keeps_sitting_records(ruleset: Ruleset) -> bool:
    """True when the game keeps a record from one game of a sitting to the next (it says what the record means)."""
    return issubclass(rules_class(ruleset.kind), KeepsSittingRecord)


class Sitting:
    """The games played one after another in one sitting: the sitting's records (the quickest voyage,
    RTW-G2) and, for the games whose records are kept, the record book's best from earlier sittings."""

    def __init__(self, store: SaveStore, records: Records) -> None:
        self.store = store
        self.records = records
        self.held: dict[str, SittingRecord] = {}
        self.kept: set[str] = set()
        """The record keys whose records are written to the record book."""

    @staticmethod
    def record_key(session: Session) -> str:
        """Variants keeping one record share its key (RTW-G2: Game No. 1 and No. 2)."""
        return f"{session.ruleset.name}/{session.rules.record_book()}"

    def open(
        self,
        ruleset: Ruleset,
        variant: str,
        seats: list[Seat],
        seed: int,
        keep_records: bool = False,
        overrides: dict[str, Any] | None = None,
        undo_any: bool = False,
        hints: bool | None = None,
    ) -> Table:
        """A new game at the table, saved at once; the sitting's record holder starts it where the game says so."""
        session: Session[Rules[Any]] = Session(
            ruleset, seats, seed, variant, overrides=overrides, undo_any=undo_any, hints=hints
        )
        key = self.record_key(session)
        if keep_records:
            self.kept.add(key)
            stored = self.records.get(key)
            best = standing(self.held.get(key), SittingRecord(*stored) if stored else None)
            if best is not None:
                self.held[key] = best
        seat = holder_seat(self.held.get(key), [s.name for s in seats])
        rules = session.rules
        first = rules.first_player_action(seat) if seat is not None and isinstance(rules, KeepsSittingRecord) else None
        if first is not None:
            session.act(first)
        return Table(session, self.store.new_path(session), self)

    def resume(self, path: Path) -> Table:
        """A saved game at the table again; `SaveError` when the file cannot be resumed."""
        return Table(read_save(path), path, self)

    def settle(self, session: Session) -> str:
        """Set a finished game's best figure against the sitting's record; what the table is told."""
        rules = session.rules
        if not isinstance(rules, KeepsSittingRecord):
            return ""
        key = self.record_key(session)
        made = best_of(session.result().sitting, [s.name for s in session.seats])
        if made is None:
            return ""
        held = self.held.get(key)
        if made.beats(held):
            self.held[key] = made
            if key in self.kept:
                heading, unit = rules.sitting_record_words()
                title = f"{session.ruleset.title} — {session.variant.title}"
                self.records.put(key, made.holder, made.figure, title, heading=heading, unit=unit)
        return rules.sitting_news(made, held)


class Table:
    """One game and the people round it. Intents: `act`, `spin`, `undo`, `redo`, `take_keyboard`,
    `answer`; events go to `listen` (see `Event`), on the caller's thread except `Saving`.

    Its parts (`table_parts`) default to a hot-seat table's: the keyboard passed round, the game written to
    `save_path`, the computer seats asked here."""

    def __init__(
        self,
        session: Session,
        save_path: Path,
        sitting: Sitting | None = None,
        listen: Callable[[Event], None] | None = None,
        *,
        keyboard: Keyboard | None = None,
        keeping: Keeping | None = None,
        others: Others | None = None,
    ) -> None:
        self.session = session
        self.save_path = save_path
        self.keyboard = keyboard or PassedRound()
        self.keeping = keeping or SaveFile(save_path)
        self.others = others or ComputerPlayers()
        self.sitting = sitting
        self.listen = listen or (lambda event: None)
        self.holder: int | None = None
        """The person at the keyboard: the seat that last took it (at a hand-over) or last acted (where no
        hand-over is due, the next person takes the keyboard by acting); the one whose private view may show."""
        self.handing_over = False
        """A hand-over is announced and not yet taken."""
        self.announced: int | None = None
        """The seat the last hand-over named: the person who takes the keyboard, whatever moved meanwhile."""
        self.handover_note = ""
        self.asked: Any = None
        """The state a computer seat was asked to decide in (None: no one is deciding)."""
        self.pace = 0.0
        """Seconds from asking a computer seat to playing its answer, so people can follow (a face sets it)."""
        self.held: tuple[Question, Action] | None = None
        """A computer's answer waiting for the table's pace (or for the face to show the table again)."""
        self.hinter = kind_named(session.rules.kind).hint_finder()
        self.save_failure = ""
        """Why the last save failed ('' when it worked)."""
        self.saves_heard = 0
        self.saves_lock = threading.Lock()
        self.saves = SaveQueue(save_path, self._saved)
        self.prepare_lock = threading.Lock()
        self.prepared = threading.Event()
        self.finished: tuple[Any, Finished] | None = None
        self.opened_at = len(session.actions)
        """The moves the game had when the table opened: a resumed game's moves before this stand, since who
        sat at the keyboard for them is not known."""
        session.on_change = lambda changed: self.save()
        self.save()

    # --- what the parts decide --------------------------------------------------------------------------

    @property
    def keyboard_fixed(self) -> bool:
        """True where each seat has a screen of its own (a shared table): the keyboard is always `face_seat`'s."""
        return self.keyboard.fixed

    @property
    def face_seat(self) -> int | None:
        """The seat whose screen this is where the keyboard is fixed (None: an onlooker's, who sees what is face up)."""
        return self.keyboard.seat

    @property
    def ended(self) -> bool:
        """The game was ended before it was over (a shared table a player ended): nothing more is played at it."""
        return self.keeping.ended

    @property
    def keys_live(self) -> bool:
        """Whether this screen's move keys may change the game now: at a seat's own screen only in its turn (or
        when the rules let it act out of turn); round one keyboard the views' own checks decide."""
        return self.keyboard.keys_live(self)

    def keys_for(self, seat: int) -> bool:
        """Whether this screen may act for `seat` (a call out of turn): at a seat's own screen, for it alone."""
        return self.keyboard.keys_for(seat)

    @property
    def out_of_turn_here(self) -> bool:
        """The seat of this screen may see its private view and make its calls out of turn (it has a screen of
        its own); round one keyboard a seat's view shows in its turn."""
        return self.keyboard.fixed

    @property
    def computers_play_unseen(self) -> bool:
        """Other screens wait on this process's computer seats: their answers are played even while a window
        covers the table."""
        return self.others.play_unseen

    def parts_refusal(self, intent: Intent, action: Action | None = None) -> str | None:
        """Why one of the table's parts refuses `intent` now (see `table_parts.Part.refusal`), or None."""
        for part in (self.keeping, self.keyboard, self.others):
            refusal = part.refusal(self, intent, action)
            if refusal is not None:
                return refusal
        return None

    # --- the seat at the keyboard ---------------------------------------------------------------------

    @property
    def at_keyboard(self) -> int | None:
        """The seat whose view the table shows: the human to move, else the human who moved last; None (an
        onlooker, who sees only what is face up) when no human has moved yet and there are several, or when
        the last decision was the table's, made in the open (a challenge window: nobody's private turn, so
        it needs no hand-over, and whoever closes it does not take the keyboard). Chance acting on its own
        (a deal, a draw) belongs to nobody at the keyboard, so a draw after a player's decision never hands
        the keyboard to the drawer and straight on to the next player."""
        if self.keyboard_fixed:
            return self.face_seat
        session = self.session
        rules = session.rules
        humans = [i for i, seat in enumerate(session.seats) if not seat.bot]
        if len(humans) <= 1:
            return humans[0] if humans else None
        for state in reversed(session.states):
            if rules.in_the_open(state):
                return None
            if rules.is_chance(state) and not rules.chance_is_gesture(state):
                continue
            seat = rules.to_move(state)
            if seat is not None and not session.seats[seat].bot:
                return seat
        return None

    @property
    def seen(self) -> Any:
        """What the seat at the keyboard may see: all a face may show."""
        return self.session.observe(self.at_keyboard)

    @property
    def handover_due(self) -> bool:
        """True when showing the table would show another seat's private view: only with two humans or more,
        while the game hides something (never in Round the World or a pool game)."""
        session = self.session
        seat = self.at_keyboard
        if session.over or seat is None or seat == self.holder or self.keyboard_fixed:
            return False
        return sum(not s.bot for s in session.seats) > 1 and session.hides

    def announce_handover(self) -> HandOverDue:
        """The hand-over due now, told once: the note (whose undo it was) goes with it."""
        seat = self.at_keyboard
        assert seat is not None
        self.handing_over = True
        self.announced = seat
        owner = self.session.undo_owner()
        undo_by = ""
        if self.holder is not None and owner == self.holder and self.undo_refusal() is None:
            undo_by = self.session.seats[owner].name
        event = HandOverDue(seat, self.session.seats[seat].name, self.handover_note, undo_by)
        self.handover_note = ""
        return event

    def take_keyboard(self) -> None:
        """The player the hand-over named says they hold the keyboard. It is theirs even when the game moved
        on while the hand-over showed (chance acting on its own): if the view due now is someone else's, the
        next redraw hands over again rather than show it to them."""
        self.handing_over = False
        self.holder = self.announced if self.announced is not None else self.at_keyboard
        self.announced = None

    # --- moves ------------------------------------------------------------------------------------------

    @property
    def people_may_act(self) -> bool:
        """True when a person's intent may change the game now: not once it is over, nor while a computer
        seat is to move or chance acts on its own (a deal, which at a shared table another process may be
        playing); at a shared table, only the seat to move (or one the rules let act out of turn)."""
        session = self.session
        if self.ended or session.over or session.seat_is_bot or session.automatic_chance:
            return False
        return self.keyboard.may_act(self)

    def wait_reason(self) -> str:
        """What a person's move is told while people may not act: why a part refuses it (a shared table ended),
        else that the table is dealing (chance another process plays), else whose turn it is."""
        session = self.session
        whose = "wait for the table" if session.seat is None else f"it is {session.seats[session.seat].name}'s turn"
        if self.chance_due:
            whose = "wait: the table is dealing"
        return self.parts_refusal("act") or whose

    def refusal(self, action: Action) -> str | None:
        """Why the rules would refuse `action`, without playing it (the state is untouched either way)."""
        try:
            self.session.rules.apply(self.session.state, action)
        except ActionError as err:
            return str(err)
        return None

    def act(self, action: Action) -> bool:
        """A player's decision: applied (True), or refused with the rules' reason. A decision made in the
        open leaves the keyboard where it was, and none is made in a computer seat's name."""
        refusal = self.parts_refusal("act", action)
        if refusal is not None:
            self.listen(Refused(refusal))
            return False
        if not self.people_may_act:
            return False
        named, seats = action.get("seat"), self.session.seats
        if isinstance(named, int) and 0 <= named < len(seats) and seats[named].bot:
            self.listen(Refused(f"{seats[named].name} is a computer player and decides for itself"))
            return False
        acting = self.at_keyboard
        try:
            self.session.act(action)
        except ActionError as err:
            self.listen(Refused(str(err)))
            return False
        if acting is not None:
            self.holder = acting
        self._changed()
        return True

    def spin(self) -> Action | None:
        """The player's own chance gesture (a spin): its outcome, or None when there is nothing to spin."""
        refusal = self.parts_refusal("spin")
        if refusal is not None:
            self.listen(Refused(refusal))
            return None
        if not self.people_may_act:
            return None
        if not self.session.rules.is_chance(self.session.state):
            self.listen(Refused("there is nothing to spin now: choose first"))
            return None
        self.holder = self.at_keyboard
        action = self.session.resolve_chance()
        self._changed()
        return action

    @property
    def chance_due(self) -> bool:
        """Chance acts on its own now (a deal, a lot), not on a player's key."""
        return not self.session.over and self.session.automatic_chance

    def let_chance_act(self) -> Action:
        action = self.session.resolve_chance()
        self._changed()
        return action

    def _changed(self, note: str = "") -> None:
        """Tell the change, then a hand-over now due (unless hearing the change already announced it)."""
        self.listen(Changed(self.keeping.told(note)))
        if self.handover_due and not self.handing_over:
            self.listen(self.announce_handover())

    # --- computer seats ---------------------------------------------------------------------------------

    @property
    def computer_to_move(self) -> bool:
        """A computer seat is to move and will (what a face says while it thinks); asks nothing of it."""
        return self.session.seat_is_bot and not self.session.over and self.others.may_think(self)

    def question(self) -> Question | None:
        """The decision a computer seat must make now, asked once per state; None when none is due."""
        session = self.session
        if session.over or not session.seat_is_bot or session.automatic_chance or self.asked is session.state:
            return None
        if not self.others.may_ask(self):
            return None
        self.asked = session.state
        seat = session.seat
        assert seat is not None
        self.listen(Thinking(seat, session.seats[seat].name))
        return Question(session.state, len(session.actions), time.monotonic())

    def let_computers_act_out_of_turn(self) -> bool:
        """While a person is to move, a computer seat the rules let act out of turn (a call on the cards
        just laid, MAP-O2) judges from its own observation, once for each state; True when one acted. While
        a computer seat is to move it acts on its own turn instead, so its answer never goes stale this way.
        At a shared table it is whichever seat plays the computers, though that seat may not act itself."""
        session = self.session
        if session.over or session.seat_is_bot or session.automatic_chance:
            return False
        action = self.others.out_of_turn(self)
        if action is None:
            return False
        session.act(action)
        self._changed()
        return True

    def decide(self, question: Question) -> Action:
        """The computer's choice for `question`; it changes nothing, so it runs off a face's event loop."""
        return self.others.decide(self, question)

    def answer(self, question: Question, action: Action) -> bool:
        """Play a computer's choice, unless the game moved on since it was asked (an undo): a stale answer
        is dropped (False)."""
        if self.session.state is not question.state:
            return False
        self.asked = None
        self.session.act(action)
        self._changed()
        return True

    def could_not_decide(self, why: str) -> None:
        """A computer seat's choice failed: the table says so and awaits nothing."""
        self.forget_question()
        self.listen(Refused(f"the computer player could not move: {why}"))

    @property
    def plays_here(self) -> bool:
        """Whether chance and the computer seats act in this process (at a shared table, only in the one
        holding the store's lease: elsewhere a face waits for their moves to be read in)."""
        return self.others.plays_here(self)

    def go_on(self) -> Question | None:
        """The game goes on after a change: it ends, chance acts, a computer seat acts out of turn, or the
        question a computer seat to move must answer (None when a person is to act or no one must). Chance and
        the computer seats are played only where the table's others part says so; an ended game goes no further."""
        if self.ended:
            return None
        if self.session.over:
            self.finish()
        elif not self.plays_here:
            return None
        elif self.chance_due:
            self.let_chance_act()
        elif not self.let_computers_act_out_of_turn():
            return self.question()
        return None

    def hold(self, question: Question, action: Action) -> float | None:
        """Keep a computer's answer until the table's pace allows it: the seconds still to wait, or None when
        the game moved on since it was asked (the answer is dropped)."""
        if self.asked is not question.state:
            return None
        self.held = (question, action)
        return max(0.0, question.asked_at + self.pace - time.monotonic())

    def play_held(self) -> bool:
        """Play the held answer, unless the game moved on (see `answer`); False when none was held or it was stale."""
        if self.held is None:
            return False
        (question, action), self.held = self.held, None
        return self.answer(question, action)

    def forget_question(self) -> None:
        """No answer is awaited or held any more (the game changed, the table closes)."""
        self.asked = None
        self.held = None

    @property
    def spun_by_hand(self) -> bool:
        """The last move was a player's own chance gesture (a spin), which a face may animate."""
        session = self.session
        before = session.states[-2] if len(session.states) > 1 else None
        return before is not None and session.rules.is_chance(before) and session.rules.chance_is_gesture(before)

    @property
    def hints_offered(self) -> bool:
        """Hints when the game has them, the table allows them and the human at the keyboard is to choose."""
        return self.hints_refusal() is None

    def hints_refusal(self) -> str | None:
        """Why a hint cannot be given now, in the words a player needs (None: hints are on offer)."""
        session = self.session
        seat = session.seat
        if self.hinter is None:
            return f"{session.ruleset.title} has no hints"
        if not session.hints:
            return "hints are off at this table (tick Hints when setting up the table)"
        if session.over:
            return "the game is over"
        if seat is None or session.automatic_chance:
            return "wait for the letters or cards to be dealt"
        if session.rules.in_the_open(session.state) and self.at_keyboard is None:
            return "hints are for a player's own turn, not for the table's decision"
        if session.seats[seat].bot:
            return f"{session.seats[seat].name} (computer) is to move"
        if self.handing_over or self.handover_due or seat != self.at_keyboard:
            passing = "" if self.keyboard_fixed else ": pass the keyboard first"
            return f"it is {session.seats[seat].name}'s turn{passing}"
        if session.rules.is_chance(session.state):
            return "spin first: the hints are for what the spin gives you"
        return None

    @property
    def hints_ranked_by(self) -> str:
        """What 'best' means in the hints' order (points, the computer's weighing, …)."""
        return kind_named(self.session.rules.kind).hints_ranked_by

    def hints(self, seen: Any) -> list[Hint]:
        """The hints for the seat whose observation `seen` is; it changes nothing, so it runs off a face's loop."""
        assert self.hinter is not None
        self.prepare()
        return self.hinter(self.session.rules, seen)

    def prepare(self) -> None:
        """Build the word lists and indexes the game looks things up in, once, before anyone waits on them."""
        with self.prepare_lock:
            if not self.prepared.is_set():
                try:
                    self.others.rehearse(self.session)
                finally:
                    self.prepared.set()

    # --- undo and redo ----------------------------------------------------------------------------------

    def why_not(self, intent: str) -> str | None:
        """Why an undo, a redo or a hint (`intent`) would do nothing now, said to the players; None when it would."""
        return {"undo": self.undo_refusal, "redo": self.redo_refusal, "hint": self.hints_refusal}[intent]()

    @property
    def undoer(self) -> int | None:
        """The person at the keyboard, whose undo rights count: the one who took it or acted last (still
        them while the hand-over to the next player shows), else, at a table just resumed, the seat at it;
        at a shared table, the seat of this screen."""
        if self.keyboard_fixed:
            return self.face_seat
        return self.holder if self.holder is not None else self.at_keyboard

    def undo_takes_back_another(self) -> tuple[str, str] | None:
        """Whose move, and what kind ("spin" or "move"), an undo now takes back when it is not the move of the
        player whose turn it is (on Ann's turn an undo takes back Bob's spin before it); None otherwise, and
        when no undo would be allowed (a greyed key names nobody's move)."""
        if self.undo_refusal() is not None:
            return None
        session = self.session
        span, owner = session.undo_span(), session.undo_owner()
        if owner is None or owner == session.seat:
            return None
        what = "spin" if session.rules.chance_is_gesture(session.states[-span - 1]) else "move"
        return session.seats[owner].name, what

    def undo_refusal(self) -> str | None:
        """Why an undo now would change nothing (None: it would take a move back)."""
        refusal = self.parts_refusal("undo")
        if refusal is not None:
            return refusal
        span = self.session.undo_span()
        if not span:
            return "nothing to undo"
        return self._stands(self.session.undo_owner(), "undo", len(self.session.actions) - span)

    def redo_refusal(self) -> str | None:
        """Why a redo now would change nothing (None: it would replay a move taken back)."""
        refusal = self.parts_refusal("redo")
        if refusal is not None:
            return refusal
        if not self.session.redo_stack:
            return "nothing to redo"
        return self._stands(self.session.redo_owner(), "redo", len(self.session.actions))

    def _stands(self, owner: int | None, doing: str, number: int) -> str | None:
        """A player may take back (or replay) their own move, the `number`th, until the next person takes the
        keyboard; after that it stands, as does every move made before the game was resumed at this
        keyboard, unless the table chose to allow undo of any move at set-up. A move made in the open (a
        challenge) is its maker's alone, whoever holds the keyboard."""
        session, by = self.session, self.undoer
        if self.keyboard_fixed and by is None:
            return f"an onlooker cannot {doing} a move"
        said = "{0}'s move stands" if doing == "undo" else "only {0} may replay {0}'s move"
        allow = "(tick “Undo any move” at set-up to allow it)"
        if session.undo_any or owner is None or session.seats[owner].bot:
            return None
        mover = session.seats[owner].name
        if number < self.opened_at and not self.keyboard_fixed:
            return f"{said.format(mover)}: the game was resumed since {allow}"
        if by is None or owner == by:
            return None
        if self.keyboard_fixed or session.rules.in_the_open(session.states[number]):
            return f"that is {mover}'s move: only {mover} may {'take it back' if doing == 'undo' else 'replay it'}"
        holder = session.seats[by].name
        since = "the game was resumed since" if self.holder is None else f"{holder} has had the keyboard since"
        return f"{said.format(mover)}: {since} {allow}"

    def undo(self) -> bool:
        """Take back the last move of the person at the keyboard and the computer moves after it; at the
        hand-over screen, the move just made, before the next player takes the keyboard."""
        return self._take_back("undo", "↶ undone")

    def redo(self) -> bool:
        return self._take_back("redo", "↷ redone")

    def _take_back(self, what: str, done: str) -> bool:
        """Another player's move is refused (saying why) unless the table allows it, and then the keyboard
        is handed to that player before their view shows. A hand-over showing is called off: the person
        who took their move back keeps the keyboard."""
        session = self.session
        by = self.undoer
        owner = session.undo_owner() if what == "undo" else session.redo_owner()
        refusal = self.undo_refusal() if what == "undo" else self.redo_refusal()
        if refusal is not None:
            self.listen(Refused(refusal))
            return False
        (session.undo if what == "undo" else session.redo)(by=by)
        self.forget_question()
        self.handing_over, self.announced = False, None
        if owner is not None and by is not None and owner != by and not session.seats[owner].bot:
            self.handover_note = f"{session.seats[by].name} chose to {what} {session.seats[owner].name}'s move."
        self._changed(done)
        return True

    # --- saving -----------------------------------------------------------------------------------------

    def save(self) -> None:
        """Keep the game where the table keeps it: to its save file, queued to be written off the caller's
        thread (the newest state replacing an older one waiting), by default."""
        self.keeping.save(self)

    def flush_saves(self) -> None:
        """Wait for the save under way and take in how it went."""
        self._saved(*self.saves.flush())

    def close(self) -> None:
        """The table closes (a face leaves it): nothing awaited, the last save written."""
        self.forget_question()
        self.saves.close()
        self._saved(*self.saves.last)
        self.keeping.close(self)

    def _saved(self, number: int, error: Exception | None) -> None:
        """A full, read-only or forbidden disk never ends the game: the last good save stays, the next
        change tries again, and `Saving` is heard when how saving goes changes. Stale outcomes are ignored."""
        with self.saves_lock:
            if number <= self.saves_heard:
                return
            self.saves_heard = number
            why = "" if error is None else (getattr(error, "strerror", None) or str(error))
            if why == self.save_failure:
                return
            self.save_failure = why
        self.listen(Saving(why))

    # --- the end of a game ------------------------------------------------------------------------------

    def finish(self) -> Finished:
        """Enter the finished game in the record book and the sitting's record, once its save is written
        (a finished game must not be listed as one to resume)."""
        state = self.session.state
        if self.finished is not None and self.finished[0] is state:
            return self.finished[1]
        if self.finished is None and self.sitting is not None and not self.keeping.enters_records(self):
            self.sitting = None
        self.flush_saves()
        news = self.sitting.settle(self.session) if self.sitting is not None else ""
        problem = ""
        if self.sitting is not None:
            try:
                self.sitting.records.add_game(self.session)
            except OSError as err:
                problem = f"The record book could not be written: {err}"
        finished = Finished(news, problem)
        self.finished = (state, finished)
        self.listen(finished)
        return finished

    def again(self) -> Table:
        """The next game of the sitting: the same seats and table, the next seed (a table kept for one game
        shows its final board again)."""
        if self.keeping.one_game:
            return self
        assert self.sitting is not None
        session = self.session
        return self.sitting.open(
            session.ruleset,
            session.variant.name,
            session.seats,
            session.seed + 1,
            keep_records=Sitting.record_key(session) in self.sitting.kept,
            overrides=session.overrides,
            undo_any=session.undo_any,
            hints=session.hints,
        )
