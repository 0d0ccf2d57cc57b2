"""A review of a finished game: every move a player made beside what the hard computer player would have
chosen, and what the difference was worth in the game's own unit (points, words, cards, expected days).

The hard player decides from the mover's observation at that move, exactly as it would have at the table:
never from the whole state, so it never knows another player's hidden letters or cards. The worth of both
moves is weighed from that observation too (the kind's `Appraiser`). Only a finished game is reviewed: the
board of every move is shown as its mover saw it, and while a game goes on that would show a player's
letters to the others. Chance (spins, draws, deals) is not graded, nor setting the table.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .engine.errors import ParlorError
from .engine.kinds import Appraiser, figure, kind_named
from .engine.meanings import abbreviate
from .engine.rules import Action
from .engine.session import Session
from .engine.wording import counted

REVIEW_LEVEL = "hard"
"""The computer player every move is set beside."""
GRADES = ("small", "medium", "large")
MEANING_WIDTH = 74
"""A word's meaning in the plain review is cut to a line of 80 columns, under its move."""


class ReviewRefused(ParlorError, ValueError):
    """A game that cannot be reviewed (it is not finished); nothing is shown."""


@dataclass(frozen=True)
class MoveReview:
    """One move and the hard player's choice in its place. `number` is the move's place among the game's
    actions (1 for the first); `worth` and `best_worth` are None for a move not weighed in the unit."""

    number: int
    seat: int
    said: str
    best: Action | None = None
    best_said: str = ""
    worth: float | None = None
    best_worth: float | None = None
    grade: str = ""
    missed: tuple[str, ...] = ()

    @property
    def weighed(self) -> bool:
        return self.worth is not None and self.best_worth is not None

    lost: float = 0.0
    """What the move left on the table against the hard player's choice (nothing when it did as well)."""
    meanings: tuple[str, ...] = ()
    """What the played words mean (or where the names are), then the hard player's other words: a line each."""


@dataclass(frozen=True)
class SeatSummary:
    """One player's moves summed up: how many were weighed, what they left on the table, the grades."""

    name: str
    weighed: int
    lost: float
    grades: dict[str, int]
    missed: int


@dataclass(frozen=True)
class Review:
    """A finished game's moves reviewed, in order, and how to say them: as text, as Markdown, one by one."""

    title: str
    names: tuple[str, ...]
    appraiser: Appraiser | None
    moves: tuple[MoveReview, ...]

    def summaries(self) -> list[SeatSummary]:
        """One summary per seat, in seat order."""
        out = []
        for seat, name in enumerate(self.names):
            mine = [m for m in self.moves if m.seat == seat]
            grades = {grade: sum(m.grade == grade for m in mine) for grade in GRADES}
            out.append(
                SeatSummary(
                    name,
                    sum(m.weighed for m in mine),
                    round(sum(m.lost for m in mine), 2),
                    grades,
                    sum(bool(m.missed) for m in mine),
                )
            )
        return out

    def amount(self, value: float) -> str:
        """A figure in the game's unit."""
        return self.appraiser.amount(value) if self.appraiser else f"{value:g}"

    def verdict(self, move: MoveReview) -> str:
        """The hard player's choice and the loss, in a line ("" for a move not weighed)."""
        if not move.weighed or move.best_worth is None:
            return ""
        if not move.grade:
            return f"hard: {move.best_said} ({self.amount(move.best_worth)}) — nothing lost"
        return f"hard: {move.best_said} ({self.amount(move.best_worth)}) — {self.amount(move.lost)} lost ({move.grade})"

    def missed_line(self, move: MoveReview) -> str:
        """The plays the move missed, in a line ("" for none)."""
        what = self.appraiser.missed_what if self.appraiser else ""
        return f"missed {what}: {'; '.join(move.missed)}" if move.missed else ""

    def summary_line(self, summary: SeatSummary) -> str:
        grades = ", ".join(f"{count} {grade}" for grade, count in summary.grades.items())
        weighed = counted(summary.weighed, "move")
        line = f"{summary.name}: {weighed} weighed, {self.amount(summary.lost)} left on the table ({grades})"
        what = self.appraiser.missed_what if self.appraiser else ""
        return line + (f"; {what} missed at {counted(summary.missed, 'move')}" if what else "")

    def lines(self) -> list[str]:
        """The review as plain text: every move, then a summary per player."""
        unit = self.appraiser.unit if self.appraiser else "no unit: moves are listed, not weighed"
        out = [f"{self.title}: every move beside the {REVIEW_LEVEL} computer player's choice ({unit})", ""]
        for move in self.moves:
            out.append(f"{move.number:>4}. {move.said}")
            out += [f"      {line}" for line in (self.verdict(move), self.missed_line(move)) if line]
            out += [f"      {abbreviate(line, MEANING_WIDTH)}" for line in move.meanings]
        out += ["", "Summary"]
        out += [f"  {self.summary_line(summary)}" for summary in self.summaries()]
        return out

    def markdown(self) -> str:
        """The review as a Markdown record: a table of the moves, the missed plays, a summary per player."""
        unit = self.appraiser.unit if self.appraiser else "moves are listed, not weighed"
        out = [
            f"# Review: {self.title}",
            "",
            f"Every move beside the {REVIEW_LEVEL} computer player's choice from the same view of the table; "
            f"the difference in {unit}.",
            "",
            "| Move | Player | Played | Worth | Hard player | Worth | Lost | Grade |",
            "| ---: | --- | --- | ---: | --- | ---: | ---: | --- |",
        ]
        for move in self.moves:
            cells = [
                str(move.number),
                self.names[move.seat],
                move.said,
                "" if move.worth is None else figure(move.worth),
                move.best_said if move.weighed else "",
                "" if not move.weighed or move.best_worth is None else figure(move.best_worth),
                figure(move.lost) if move.weighed else "",
                move.grade,
            ]
            out.append("| " + " | ".join(_cell(cell) for cell in cells) + " |")
        missed = [move for move in self.moves if move.missed]
        if missed:
            out += ["", f"## Missed {self.appraiser.missed_what if self.appraiser else ''}".rstrip(), ""]
            out += [f"- Move {m.number} ({self.names[m.seat]}): {'; '.join(m.missed)}" for m in missed]
        meanings = list(dict.fromkeys(line for move in self.moves for line in move.meanings))
        if meanings:
            out += ["", "## What the words mean", ""]
            out += [f"- {_meaning_item(line)}" for line in meanings]
        out += ["", "## Summary", ""]
        out += [f"- {self.summary_line(summary)}" for summary in self.summaries()]
        return "\n".join(out) + "\n"


def _meaning_item(line: str) -> str:
    """A meaning line as Markdown, its word in bold: "**TONES**: plural of TONE: …"."""
    word, _, meaning = line.partition(": ")
    return f"**{word}**: {meaning}"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


class Reviewer:
    """Reviews one finished game move by move, so a face can show progress between moves."""

    def __init__(self, session: Session) -> None:
        if not session.over:
            raise ReviewRefused(
                "the game is not finished: a review shows each move as its player saw it, letters and cards "
                "included, so it waits for the end of the game"
            )
        self.session = session
        kind = kind_named(session.rules.kind)
        self.appraiser = kind.appraiser()
        self.player = kind.computer_player()
        self.choices = [i for i in range(len(session.actions)) if self.is_choice(i)]
        """The numbers (from 0) of the actions a player chose: the moves a review goes through."""

    def weighable(self) -> list[int]:
        """The choices the kind weighs in its unit (a play, a waiver; not an acceptance, a letter chosen)."""
        rules, appraiser = self.session.rules, self.appraiser
        if appraiser is None:
            return []
        out = []
        for index in self.choices:
            state, seat = self.session.states[index], self.mover(index)
            if seat == rules.to_move(state):
                if appraiser.worth(rules, rules.observe(state, seat), self.session.actions[index]) is not None:
                    out.append(index)
        return out

    def is_choice(self, index: int) -> bool:
        rules, state = self.session.rules, self.session.states[index]
        return not rules.is_chance(state) and not rules.is_setup(self.session.actions[index])

    def mover(self, index: int) -> int:
        """The seat that made the move: the seat to move, or one the rules let act out of turn (a call)."""
        state, action = self.session.states[index], self.session.actions[index]
        named = action.get("seat")
        to_move = self.session.rules.to_move(state)
        if isinstance(named, int) and not isinstance(named, bool) and 0 <= named < len(self.session.seats):
            return named
        assert to_move is not None, "a move is made only in a game going on"
        return to_move

    def move(self, index: int) -> MoveReview:
        """The review of action `index`: weighed against the hard player's choice when the kind weighs it."""
        session, rules = self.session, self.session.rules
        state, action = session.states[index], session.actions[index]
        seat = self.mover(index)
        said = rules.describe(state, action)
        played = rules.words_formed(state, action)
        meanings = tuple(rules.explain(word) for word in played)
        appraiser = self.appraiser
        if appraiser is None or seat != rules.to_move(state):
            return MoveReview(index + 1, seat, said, meanings=meanings)
        seen = rules.observe(state, seat)
        worth = appraiser.worth(rules, seen, action)
        if worth is None:
            return MoveReview(index + 1, seat, said, meanings=meanings)
        best = self.player(rules, seen, random.Random(f"review:{session.seed}:{index}"), REVIEW_LEVEL)
        best_worth = worth if best == action else appraiser.worth(rules, seen, best)
        lost = 0.0 if best_worth is None else appraiser.lost(worth, best_worth)
        return MoveReview(
            index + 1,
            seat,
            said,
            best,
            rules.describe(seen, best),
            worth,
            best_worth,
            appraiser.grade(lost),
            tuple(appraiser.missed(rules, seen, action)),
            lost,
            meanings + tuple(rules.explain(word) for word in rules.words_formed(seen, best) if word not in played),
        )

    def review(self, moves: list[MoveReview]) -> Review:
        session = self.session
        title = f"{session.ruleset.title} — {session.variant.title}, seed {session.seed}"
        return Review(title, tuple(s.name for s in session.seats), self.appraiser, tuple(moves))


def review_game(session: Session, progress: Callable[[int, int], Any] | None = None) -> Review:
    """The whole review of a finished game (`ReviewRefused` for one going on); `progress(done, total)`
    hears after each move."""
    reviewer = Reviewer(session)
    moves = []
    for done, index in enumerate(reviewer.choices, 1):
        moves.append(reviewer.move(index))
        if progress is not None:
            progress(done, len(reviewer.choices))
    return reviewer.review(moves)
