"""The plain face: a game at a `Table` played in lines, for screen readers and braille displays.

Commands come in one line at a time; what happens goes out one line per event, in the move log's words,
and nothing is redrawn: the state is told when it is asked for ("look", "rack", "board row 9", "scores").
No box drawing, colour, cursor movement or animation. The one escape sequence ever written clears the screen
and its scrollback at a hand-over, where a private rack was shown, and only on a terminal (or when asked).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from typing import Any, TextIO

from ..engine.kinds import Hint
from ..engine.rules import Action
from ..movelog import LogEntry, entry_for
from ..paths import rules_reference
from ..table import Changed, Event, Finished, HandOverDue, Refused, Saving, Table, Thinking
from .phrases import Phrases, phrases_for
from .words import Unreadable, number_of, words_of

CLEAR = "\x1b[H\x1b[2J\x1b[3J"
"""Go to the top, clear the screen, then its scrollback: the only escape the plain face writes. The scrollback
goes last (as `clear` does it) because some terminals (tmux, VTE) keep in it what a screen clear wiped."""
CHOICES_SHOWN = 30
"""How many legal moves "choices" lists (a word game's may run to thousands: "hint" ranks the best)."""
MARKDOWN = re.compile(r"\*\*|`|^#+ ", re.MULTILINE)

GENERAL_HELP = (
    ("look", "the table at a glance"),
    ("scores", "the scoreboard"),
    ("whose turn", "who is to move and what they must do"),
    ("last", "the last move again; log: every move so far"),
    ("hint", "the best moves; hint 2: the second only; play hint 1: play it"),
    ("choices", "the legal moves by number; choose 3: play the third"),
    ("undo, redo", "take your move back, or play it again"),
    ("rules", "the rules of this game; rules ZZ-C1: one rule by its id"),
    ("define WORD, where NAME", "what a word means, where a place or port is"),
    ("quit", "save and leave: the game resumes from the menu"),
)


DEALING = "The table is dealing: nobody moves until it has dealt."
"""Said at a shared table's seat while another process deals or draws (no move of anyone's counts meanwhile)."""


class PlainFace:
    """Plays one table from lines read by `read_line` (None at the end of the input) to `out`."""

    def __init__(
        self,
        table: Table,
        read_line: Callable[[], str | None],
        out: TextIO,
        clear: bool,
        watch: Callable[[], bool] | None = None,
    ) -> None:
        """`watch`: at a shared table, reads the moves the other seats made (True when the game changed);
        called before each command and, by a reader that can wait for input, while none is typed (`idle`)."""
        self.table = table
        self.watch = watch
        self.session = table.session
        self.rules = table.session.rules
        computers = [seat for seat, sitter in enumerate(self.session.seats) if sitter.bot]
        self.phrases: Phrases = phrases_for(self.rules, computers, table.face_seat)
        self.read_line = read_line
        self.out = out
        self.clear = clear
        self.told = len(self.session.actions)
        """How many actions have been told as lines."""
        self.seen_up_to: dict[int, int] = {
            seat: len(self.session.actions) for seat, sitter in enumerate(self.session.seats) if not sitter.bot
        }
        """For each person: how many actions had been told when they last held the keyboard (what they heard
        before the screen was cleared for the next player is told again when they take it back)."""
        self.announced: Any = None
        """The state whose turn was last announced (each turn is announced once)."""
        self.last_doing: tuple[int, str] | None = None
        """The seat last told what it may type, and what: said again only when it changes."""
        self.hints_for: tuple[Any, list[Hint]] | None = None
        self.passing_to = ""
        """The player a hand-over named, who must type ready."""
        self.done = False
        self.last_finished: Finished | None = None
        self.resumed = ""
        """Where a resumed game stands (its last move not chance's), said once the keyboard is taken (a
        hand-over would clear it at once)."""
        self.private = False
        """Something of one person's own may be on the screen since it was last cleared (their turn was
        told, or they typed while holding the keyboard)."""

    # --- saying things ------------------------------------------------------------------------------

    def say(self, *lines: str) -> None:
        for line in lines:
            for part in line.splitlines() or [""]:
                self.out.write(part.rstrip() + "\n")
        self.out.flush()

    @property
    def viewer(self) -> int | None:
        """The person at the keyboard (who took it last, or acted last), through whose eyes moves are told:
        a hidden rack never shows."""
        return self.table.undoer

    def tell(self, entry: LogEntry) -> None:
        """One move in the log's words, its points after it, and what followed on lines of their own."""
        points = f" ({entry.points_text})" if entry.points else ""
        self.say(f"{entry.line}{points}", *entry.notes)

    def tell_new_moves(self) -> None:
        actions = len(self.session.actions)
        for index in range(self.told, actions):
            self.tell(entry_for(self.session, index, self.viewer))
        self.told = actions

    def heard(self, event: Event) -> None:
        if isinstance(event, Changed):
            if event.note:
                self.told = len(self.session.actions)
                done = event.note.lstrip("↶↷ ").capitalize()
                self.say(f"{done}: the game stands as after move {self.told}." if self.told else f"{done}.")
                self.announced = None
            else:
                if self.opens_in_the_open():
                    self.clear_screen()
                self.tell_new_moves()
        elif isinstance(event, HandOverDue):
            self.hand_over(event)
        elif isinstance(event, Refused):
            self.say(f"Refused: {event.reason}")
        elif isinstance(event, Finished):
            self.last_finished = event
        elif isinstance(event, Saving):
            self.say(f"Saving failed: {event.failure}" if event.failure else "Saving works again.")
        elif isinstance(event, Thinking):
            pass  # a computer's move is told when it is made: a line saying it thinks would only be noise

    def clear_screen(self) -> None:
        self.private = False
        if self.clear:
            self.out.write(CLEAR)

    def opens_in_the_open(self) -> bool:
        """The moves not yet told open a decision made in the open (a challenge window, ZZ-C1) at a table of
        several people with something hidden: the window shows no rack, so the screen is cleared of the one
        told before it, with no hand-over, as the screen's view drops the rack."""
        session, rules = self.session, self.rules
        if self.told >= len(session.actions) or not rules.in_the_open(session.state):
            return False
        people = sum(not seat.bot for seat in session.seats)
        opening = not rules.in_the_open(session.states[self.told])
        return self.private and opening and people > 1 and session.hides

    def hand_over(self, event: HandOverDue) -> None:
        """Another person's private view is next: the screen is cleared and the keyboard passed."""
        self.passing_to = event.name
        self.clear_screen()
        if event.note:
            self.say(event.note)
        self.say(f"Pass the keyboard to {event.name}. {event.name}, type ready.")
        if event.undo_by:
            self.say(f"({event.undo_by} may still type undo to take the move back.)")

    # --- the game going on ----------------------------------------------------------------------------

    def go_on(self) -> None:
        """Let chance and the computer seats act until a person must, or the game ends."""
        table = self.table
        while not self.done:
            if self.passing():
                return
            if table.handover_due:
                self.hand_over(table.announce_handover())
                return
            if self.session.over:
                self.finish()
                return
            question = table.go_on()
            if question is not None:
                try:
                    action = table.decide(question)
                except Exception as err:  # a computer player's failure is told, never a traceback
                    table.could_not_decide(str(err))
                    return
                table.answer(question, action)
                continue
            if self.passing() or self.session.over:
                continue
            if table.plays_here and (table.computer_to_move or table.chance_due):
                continue
            if not (table.chance_due or self.session.seat_is_bot):
                self.announce_turn()  # else another seat's process plays chance or the computer: its move is read in
            return

    def idle(self) -> bool:
        """Tell what the other seats of a shared table did since last asked, and go on from there; True once
        the face is done (the game ended meanwhile), so a reader waiting for a line stops waiting."""
        if self.watch is not None and not self.done and self.watch():
            self.go_on()
        return self.done

    def passing(self) -> bool:
        """The keyboard is being passed: nothing goes on until the person named types ready."""
        return self.table.handing_over

    def announce_turn(self) -> None:
        """The player's own turn, said once: whose, what they hold, and what they may do."""
        state = self.session.state
        seat = self.session.seat
        if state is self.announced or seat is None:
            return
        self.announced = state
        seen = self.table.seen
        if self.rules.in_the_open(state):
            self.last_doing = None
            self.say(self.phrases.in_the_open(seen) or f"{self.session.seats[seat].name} to move.")
            return
        name = self.session.seats[seat].name
        mine = seat == self.table.at_keyboard
        holding = self.phrases.holding(seen, seat) if mine else ""
        doing = self.doing(seen, seat)
        if self.last_doing == (seat, doing):
            doing = ""
        else:
            self.last_doing = (seat, doing)
        if mine:
            self.private = True
            self.say(f"Your turn, {name}" + (f": {holding}" if holding else "") + (f". {doing}" if doing else "."))
        elif self.table.face_seat is not None:
            self.say(f"{name} to move.")  # their moves are for their own screen to say
        else:
            self.say(f"{name} to move" + (f". {doing}" if doing else "."))

    def doing(self, seen: Any, seat: int) -> str:
        """What the player to move may type now, in a few words."""
        if self.rules.is_chance(self.session.state) and self.rules.chance_is_gesture(self.session.state):
            return "Type spin."
        moves = self.phrases.moves_now(seen, seat)
        return "Type " + "; or ".join(moves) + "." if moves else "Type choices to hear your moves."

    def finish(self) -> None:
        """The game is over: the result, the standings and the record, then the face ends."""
        finished = self.last_finished or self.table.finish()
        self.tell_new_moves()
        result = self.session.result()
        winners = " and ".join(self.session.seats[w].name for w in result.winners)
        self.say(f"Game over. {winners or 'Nobody'} won: {result.reason}.".replace("..", "."))
        self.say(*self.scores())
        if finished.news:
            self.say(finished.news)
        if finished.problem:
            self.say(finished.problem)
        self.done = True

    # --- reading commands -------------------------------------------------------------------------------

    def run(self) -> None:
        """Play until the game ends or the player leaves (quit, or the end of the input)."""
        self.table.listen = self.heard
        self.say(f"{self.session.ruleset.title}, {self.session.variant.title}. Type help at any time.")
        if self.table.opened_at:
            moves = range(self.table.opened_at - 1, -1, -1)
            chosen = next((i for i in moves if not self.rules.is_chance(self.session.states[i])), moves[0])
            last = entry_for(self.session, chosen, None)
            came = "Joined" if self.table.keyboard_fixed else "Resumed"  # a seat of a shared table joins it
            self.resumed = f"{came} at move {self.table.opened_at}. The last move: {last.line}.".replace("..", ".")
            if not self.table.handover_due:
                self.say(self.resumed)
                self.resumed = ""
        try:
            self.go_on()
            while not self.done:
                line = self.read_line()
                if line is None:
                    self.leave()
                    break
                self.command(line)
        finally:
            self.table.close()

    def command(self, line: str) -> None:
        """One typed line: answered, played, or refused with why; a refusal changes nothing."""
        words = words_of(line)
        self.idle()
        if not words or self.done:
            return
        if self.table.at_keyboard is not None:
            self.private = True
        try:
            self.obey(words)
        except Unreadable as err:
            self.say(f"Refused: {err}")

    def obey(self, words: list[str]) -> None:
        verb, rest = words[0], words[1:]
        table = self.table
        if table.handing_over:
            self.at_hand_over(verb)
            return
        general: dict[str, Callable[[list[str]], None]] = {
            "help": self.help,
            "?": self.help,
            "look": lambda _: self.say(*self.look()),
            "scores": lambda _: self.say(*self.scores()),
            "score": lambda _: self.say(*self.scores()),
            "whose": lambda _: self.whose_turn(),
            "turn": lambda _: self.whose_turn(),
            "log": lambda _: self.log(),
            "last": lambda _: self.last(),
            "rules": self.rules_text,
            "hint": self.hint,
            "hints": self.hint,
            "choices": lambda _: self.choices(),
            "moves": lambda _: self.choices(),
            "choose": self.choose,
            "undo": lambda _: self.take_back("undo"),
            "redo": lambda _: self.take_back("redo"),
            "quit": lambda _: self.leave(),
            "exit": lambda _: self.leave(),
            "save": lambda _: self.leave(),
            "spin": lambda _: self.spin(),
            "ready": lambda _: self.say("You hold the keyboard already."),
        }
        if verb in general:
            general[verb](rest)
            return
        if verb == "play" and rest[:1] == ["hint"]:
            self.play_hint(rest[1:])
            return
        if verb in ("define", "meaning", "mean") or (verb == "where" and rest):
            self.explain(rest)
            return
        asked = self.phrases.questions().get(verb)
        if asked is not None:
            self.say(*asked[1](rest, table.seen, table.at_keyboard))
            return
        self.move(words)

    def explain(self, words: list[str]) -> None:
        """What a word means or where a place is, as the screen's lines and `lookup` say it (`Rules.explain`)."""
        if not words:
            self.say("Say which word or place: define keel, where ceylon.")
            return
        self.say(self.table.session.rules.explain(" ".join(words), senses=2))

    def at_hand_over(self, verb: str) -> None:
        """While the keyboard passes, only "ready", an undo by the player who moved, or leaving."""
        if verb == "ready":
            self.table.take_keyboard()
            if self.resumed:
                self.say(self.resumed)
                self.resumed = ""
            self.catch_up()
            self.go_on()
        elif verb == "undo":
            self.take_back("undo")
        elif verb in ("quit", "exit", "save"):
            self.leave()
        else:
            self.say(f"Waiting for {self.passing_to} to take the keyboard: type ready.")

    def catch_up(self) -> None:
        """The player who takes the keyboard hears the moves made since they last held it, as they see them."""
        seat = self.table.undoer
        if seat is None:
            return
        since = self.seen_up_to.get(seat)
        self.seen_up_to[seat] = len(self.session.actions)
        if since is None or since >= len(self.session.actions):
            return
        self.say("Since you last held the keyboard:")
        for index in range(since, len(self.session.actions)):
            self.tell(entry_for(self.session, index, seat))

    def move(self, words: list[str]) -> None:
        table = self.table
        seat = self.session.seat
        if self.session.over:
            self.say("Refused: the game is over")
            return
        if not table.people_may_act or seat is None:
            self.say(f"Refused: {table.wait_reason()}")
            return
        action = self.phrases.read(words, table.seen, seat)
        if action is None:
            raise Unreadable(f"{words[0]!r} is not a command here: type help for the commands that fit now")
        self.act(action)

    def act(self, action: Action) -> None:
        mover = self.table.at_keyboard
        if self.table.act(action):
            if mover is not None:
                self.seen_up_to[mover] = len(self.session.actions)
            self.go_on()

    def spin(self) -> None:
        if not self.table.people_may_act:
            self.say("Refused: wait: it is not a person's move")
            return
        if self.table.spin() is not None:
            self.go_on()

    def take_back(self, what: str) -> None:
        done = self.table.undo() if what == "undo" else self.table.redo()
        if done:
            self.go_on()

    def leave(self) -> None:
        self.table.flush_saves()
        kept_elsewhere = self.table.keeping.farewell(self.table)
        if kept_elsewhere:
            self.say(kept_elsewhere)
        else:
            where = "" if self.session.over else " Resume it from the menu (parlorgames --plain)."
            self.say(f"Saved.{where}")
        self.done = True

    # --- answers --------------------------------------------------------------------------------------

    def help(self, words: list[str]) -> None:
        lines = []
        if self.table.people_may_act and self.session.seat is not None:
            seat = self.session.seat
            moves = self.phrases.moves_now(self.table.seen, seat)
            lines += (
                ["Now:", *(f"  {move}" for move in moves)] if moves else [f"Now: {self.doing(self.table.seen, seat)}"]
            )
        asked = self.phrases.questions()
        if asked:
            lines += ["Questions:", *(f"  {name}: {what}" for name, (what, _) in asked.items())]
        example = _first_id(rules_reference(self.rules.kind))
        lines += ["At any time:", *(f"  {name}: {what.replace('ZZ-C1', example)}" for name, what in GENERAL_HELP)]
        refusal = self.table.why_not("undo")
        if refusal is not None and self.session.actions:
            lines.append(f"  undo now? No: {refusal}")
        self.say(*lines)

    def scores(self) -> list[str]:
        return self.phrases.scores(self.table.seen, [seat.label for seat in self.session.seats])

    def whose_turn(self) -> None:
        seat = self.session.seat
        if self.session.over or seat is None:
            self.say("The game is over.")
            return
        if self.table.chance_due:
            self.say(DEALING)
            return
        name = self.session.seats[seat].name
        kind = " (computer)" if self.session.seats[seat].bot else ""
        in_the_open = self.rules.in_the_open(self.session.state) and self.phrases.in_the_open(self.table.seen)
        self.say(in_the_open or f"{name}{kind} to move. {self.doing(self.table.seen, seat)}")

    def look(self) -> list[str]:
        lines = [f"{self.session.ruleset.title}, {self.session.variant.title}, move {len(self.session.actions)}."]
        lines += self.scores()
        lines += self.phrases.look(self.table.seen, self.table.at_keyboard)
        in_the_open = self.rules.in_the_open(self.session.state) and self.phrases.in_the_open(self.table.seen)
        if in_the_open:
            lines.append(in_the_open)
        elif self.table.chance_due:
            lines.append(DEALING)
        elif not self.session.over and self.session.seat is not None:
            lines.append(f"{self.session.seats[self.session.seat].name} to move.")
        return lines

    def entries(self) -> Iterator[LogEntry]:
        for index in range(len(self.session.actions)):
            yield entry_for(self.session, index, self.viewer)

    def log(self) -> None:
        told = False
        for entry in self.entries():
            told = True
            points = f" ({entry.points_text})" if entry.points else ""
            self.say(f"{entry.number}. {entry.line}{points}", *(f"   {note}" for note in entry.notes))
        if not told:
            self.say("No moves yet.")

    def last(self) -> None:
        if not self.session.actions:
            self.say("No moves yet.")
            return
        entry = entry_for(self.session, len(self.session.actions) - 1, self.viewer)
        points = f" ({entry.points_text})" if entry.points else ""
        self.say(f"{entry.number}. {entry.line}{points}", *entry.notes)

    def rules_text(self, words: list[str]) -> None:
        """The variant's rules, or one rule by its id, as plain lines."""
        reference = rules_reference(self.rules.kind)
        if not words:
            text = self.session.ruleset.rules_text(self.session.variant.name)
            self.say(MARKDOWN.sub("", text))
            if reference:
                self.say("For one rule by its id, type rules and the id, as rules " + _first_id(reference) + ".")
            return
        wanted = words[0].upper()
        section = _rule_section(reference, wanted)
        if section is None:
            raise Unreadable(f"no rule {wanted} in {self.session.ruleset.title}'s rules")
        self.say(MARKDOWN.sub("", section))

    # --- hints and choices ------------------------------------------------------------------------------

    def hints(self) -> list[Hint] | None:
        refusal = self.table.why_not("hint")
        if refusal is not None:
            self.say(f"No hint: {refusal}")
            return None
        state = self.session.state
        if self.hints_for is None or self.hints_for[0] is not state:
            self.hints_for = (state, self.table.hints(self.table.seen))
        return self.hints_for[1]

    def hint(self, words: list[str]) -> None:
        hints = self.hints()
        if hints is None:
            return
        if not hints:
            self.say("No hint: nothing worth suggesting now.")
            return
        if words:
            number = number_of(words[0], "hint")
            if not 1 <= number <= len(hints):
                raise Unreadable(f"there are {len(hints)} hints: say a number from 1 to {len(hints)}")
            shown = [(number, hints[number - 1])]
        else:
            shown = list(enumerate(hints[:5], 1))
            ranked = self.table.hints_ranked_by
            if ranked:
                self.say(f"Best first, by {ranked}:")
        for number, hint in shown:
            points = f", {hint.points} points" if hint.points is not None else ""
            playable = "" if hint.action is not None else " (advice)"
            self.say(f"{number}. {hint.description}{points}{playable}")
            for kind, what in hint.ways_on:
                self.say(f"   or {kind}: {what}")

    def play_hint(self, words: list[str]) -> None:
        hints = self.hints()
        if hints is None:
            return
        number = number_of(words[0], "hint") if words else 1
        if not hints:
            raise Unreadable("no hint to play: nothing worth suggesting now")
        if not 1 <= number <= len(hints):
            raise Unreadable(f"there {'is' if len(hints) == 1 else 'are'} {len(hints)} hints: say which by its number")
        action = hints[number - 1].action
        if action is None:
            raise Unreadable(f"hint {number} is advice, not a move: {hints[number - 1].description}")
        self.act(action)

    def legal(self) -> list[Action]:
        return list(itertools.islice(iter(self.rules.legal_actions(self.session.state)), CHOICES_SHOWN))

    def choices(self) -> None:
        if not self.table.people_may_act or self.session.seat is None:
            self.say("No choices: it is not a person's move.")
            return
        legal = self.legal()
        if not legal:
            self.say("Nothing to choose now: " + self.doing(self.table.seen, self.session.seat))
            return
        seen = self.table.seen
        for number, action in enumerate(legal, 1):
            self.say(f"{number}. {self.rules.describe(seen, action)}")
        if len(legal) == CHOICES_SHOWN:
            self.say(f"(the first {CHOICES_SHOWN}; hint ranks the best)")

    def choose(self, words: list[str]) -> None:
        if not words:
            raise Unreadable("say which choice by its number, as choose 1")
        number = number_of(words[0], "choice")
        legal = self.legal() if self.table.people_may_act else []
        if not 1 <= number <= len(legal):
            raise Unreadable(f"there is no choice {number} now: type choices to hear them")
        self.act(legal[number - 1])


def _rule_section(reference: str, rule: str) -> str | None:
    """The rules reference's section for one rule id, heading and text, up to the next heading."""
    lines = reference.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("#") and line.lstrip("# ").split(" ")[0] == rule:
            end = next((j for j in range(i + 1, len(lines)) if lines[j].startswith("#")), len(lines))
            return "\n".join(lines[i:end]).strip()
    return None


def _first_id(reference: str) -> str:
    found = re.search(r"^#+ ([A-Z]+-[A-Z]?\d+)", reference, re.MULTILINE)
    return found.group(1) if found else "an id"
