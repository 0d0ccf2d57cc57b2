"""The plain face's way in: a game straight away (`parlorgames play GAME --plain`), or the menu as numbered
lines (`parlorgames --plain`): a new game and its set-up, the saved games to resume, the record book."""

from __future__ import annotations

import io
import random
import re
import select
import sys
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, TextIO

from ..engine.ruleset import Ruleset, shipped
from ..engine.session import default_seats, parse_players
from ..storage import Records, SaveStore
from ..storage.record_book import book_lines
from ..storage.saves import SaveInfo, saved_when
from ..table import Sitting, Table
from .face import CLEAR, PlainFace

if TYPE_CHECKING:
    from ..shared import SeatTable

FAMILY_WORDS = "family_words"
"""The word games' Family words setting (ZZ-W4, SAC-10): on for a new table, as the screen's set-up ticks it,
though a ruleset leaves it off so that a game saved before it existed replays as it was played."""
CLEARED = "[the screen and its scrollback are cleared]"
IDLE_SECONDS = 0.25
"""How often a shared table's seat looks for the other seats' moves while its player types nothing."""
BLOCKS = re.compile(r"[\u2580-\u259f]+\s*")
"""The block characters of a sparkline: a picture, which the numbers beside it say in words."""


class Lines:
    """Lines in from a stream, lines out to another: what the menu and the face read and write."""

    def __init__(self, stdin: TextIO, stdout: TextIO, clear: bool) -> None:
        self.stdin, self.out, self.clear = stdin, stdout, clear
        self.idle: Callable[[], bool] | None = None
        """While no line is typed, called every `IDLE_SECONDS` where the input can be waited on (a terminal
        or a pipe, not Windows' console): at a shared table it tells the other seats' moves as they come.
        True stops the wait (the game ended meanwhile): the read gives an empty line."""

    def read(self) -> str | None:
        """The next line typed; None at the end of the input. At a terminal the line may be edited and earlier
        ones recalled with the arrow keys (where Python has readline), but for a line waited for while the
        other seats' moves are told: the terminal has echoed it as typed already."""
        if self.idle is not None:
            if not self.wait_for_a_line(self.idle):
                return ""
        elif self.stdin is sys.stdin and self.stdin.isatty():
            try:
                return input()
            except EOFError:
                return None
        line = self.stdin.readline()
        return None if line == "" else line.rstrip("\n")

    def wait_for_a_line(self, idle: Callable[[], bool]) -> bool:
        """Wait until a line can be read, calling `idle` meanwhile; False when `idle` asked to stop. Input that
        cannot be waited on is read at once (its moves are then told before each command)."""
        try:
            stream = self.stdin.fileno()
        except (AttributeError, OSError, ValueError):
            return True
        if sys.platform == "win32":
            return True
        while not select.select([stream], [], [], IDLE_SECONDS)[0]:
            if idle():
                return False
        return True

    def say(self, *lines: str) -> None:
        for line in lines:
            self.out.write(line + "\n")
        self.out.flush()

    def ask(self, question: str) -> str | None:
        """A question on a line of its own; the answer stripped (None at the end of the input)."""
        self.say(question)
        answer = self.read()
        return None if answer is None else answer.strip()


def play_table(table: Table, lines: Lines) -> Table | None:
    """Play one table to its end or until the player leaves; the next game of the sitting when one is asked for."""
    face = PlainFace(table, lines.read, lines.out, lines.clear)
    face.run()
    if not table.session.over:
        return None
    answer = lines.ask("Type again for another game with the same players, or anything else to stop.")
    return table.again() if answer is not None and answer.lower() in ("again", "a", "yes", "y") else None


def play_seat(table: SeatTable, lines: Lines) -> int:
    """`parlorgames join CODE --plain`: one seat of a shared table, the other seats' moves told as they come."""
    face = PlainFace(table, lines.read, lines.out, clear=False, watch=table.watch)
    lines.idle = face.idle
    sitting = "watch it as an onlooker" if table.face_seat is None else f"are {table.seat_name}"
    lines.say(f"Table {table.table_id}: you {sitting}. The other seats' moves are told as they come.")
    face.run()
    return 0


def transcript(table: Table, typed: list[str]) -> str:
    """A game played from the lines `typed`, as the player reads it, each typed line shown after "> " where
    it was typed, and each clearing of the screen as a line saying so: for the documentation's examples and
    for reporting what happened."""
    out = io.StringIO()
    commands = iter(typed)

    def read() -> str | None:
        line = next(commands, None)
        if line is not None:
            out.write(f"> {line}\n")
        return line

    PlainFace(table, read, out, clear=True).run()
    return out.getvalue().replace(CLEAR, CLEARED + "\n")


def play_game(start: dict[str, Any], lines: Lines) -> int:
    """`parlorgames play GAME --plain`: the game at once, and the sitting's next games while asked for."""
    sitting = Sitting(SaveStore(), Records())
    table: Table | None = sitting.open(**start)
    while table is not None:
        table = play_table(table, lines)
    return 0


def menu(lines: Lines) -> int:
    """`parlorgames --plain`: the menu as numbered lines, until quit or the end of the input."""
    sitting = Sitting(SaveStore(), Records())
    games = list(shipped().values())
    lines.say("Parlour games, played in lines. Type a number; list says the menu again.")
    listed = False
    while True:
        saves = sitting.store.unfinished()
        entries: list[tuple[str, Callable[[], Table | None]]] = [
            (f"New game: {r.title} ({r.players_min} to {r.players_max} players)", partial(set_up, r, sitting, lines))
            for r in games
        ]
        entries.append((f"Resume a saved game ({len(saves)} saved)", lambda: resume(sitting, lines)))
        entries.append(("Records", lambda: records(sitting, lines)))
        entries.append(("Quit", lambda: None))
        if not listed:
            lines.say("Menu:", *(f"{n}. {title}" for n, (title, _) in enumerate(entries, 1)))
            listed = True
        answer = lines.read()
        if answer is None:
            return 0
        if answer.strip().lower() in ("list", "menu"):
            listed = False
            continue
        chosen = choice(answer, len(entries), lines)
        if chosen is None:
            continue
        listed = False
        if chosen == len(entries):
            lines.say("Goodbye.")
            return 0
        table = entries[chosen - 1][1]()
        while table is not None:
            table = play_table(table, lines)


def choice(answer: str, count: int, lines: Lines) -> int | None:
    """The number typed, from 1 to `count`; None (said why) for anything else."""
    text = answer.strip().lower()
    if text in ("help", "?", ""):
        lines.say(f"Type a number from 1 to {count} and press Enter.")
        return None
    if text in ("quit", "q", "exit"):
        return count
    if not text.isdigit() or not 1 <= int(text) <= count:
        lines.say(f"Refused: {answer.strip()!r} is not on the list: type a number from 1 to {count}.")
        return None
    return int(text)


def set_up(ruleset: Ruleset, sitting: Sitting, lines: Lines) -> Table | None:
    """The set-up as questions: the variant, the players, hints; Enter takes the default each time."""
    variants = ruleset.variants
    lines.say(f"{ruleset.title}: which variant? Enter for the default.")
    for n, variant in enumerate(variants, 1):
        default = " (default)" if variant.name == ruleset.default_variant else ""
        lines.say(f"{n}. {variant.title}{default}: {variant.description or variant.title}")
    variant = ruleset.variant(None)
    while True:
        answer = lines.read()
        if answer is None:
            return None
        if not answer.strip():
            break
        chosen = choice(answer, len(variants), lines)
        if chosen is not None:
            variant = variants[chosen - 1]
            break
    seats = None
    while seats is None:
        answer = lines.ask(
            "Players in turn order, as Ann,cpu:Cat (cpu: for a computer, cpu:Cat:easy for its level). "
            "Enter for you and one computer."
        )
        if answer is None:
            return None
        try:
            seats = parse_players(answer, ruleset) if answer else default_seats(ruleset, max(2, ruleset.players_min))
        except ValueError as err:
            lines.say(f"Refused: {err}")
    answer = lines.ask("Hints on? y or n. Enter for the variant's own choice.")
    if answer is None:
        return None
    hints = True if answer.lower().startswith("y") else False if answer.lower().startswith("n") else None
    overrides: dict[str, Any] = {}
    if FAMILY_WORDS in variant.params.get("options", {}):
        answer = lines.ask("Family words: nobody plays a vulgar word. y or n. Enter for yes.")
        if answer is None:
            return None
        family = not answer.lower().startswith("n")
        if family is not variant.params["options"][FAMILY_WORDS]:
            overrides = {"options": {FAMILY_WORDS: family}}
    answer = lines.ask("Undo any move: may a player take back another player's move? y or n. Enter for no.")
    if answer is None:
        return None
    seed = random.randrange(1_000_000)
    undo_any = answer.lower().startswith("y")
    return sitting.open(ruleset, variant.name, seats, seed, overrides=overrides, hints=hints, undo_any=undo_any)


def resume(sitting: Sitting, lines: Lines) -> Table | None:
    saves = sitting.store.unfinished()
    if not saves:
        lines.say("No saved games: every game is saved as it is played, and listed here until it ends.")
        return None
    lines.say("Saved games, newest first:")
    now = time.time()
    for n, save in enumerate(saves, 1):
        lines.say(f"{n}. {save.title}: {save.error or saved_in_words(save, now)}")
    lines.say(f"{len(saves) + 1}. Back to the menu")
    while True:
        answer = lines.read()
        if answer is None:
            return None
        chosen = choice(answer, len(saves) + 1, lines)
        if chosen is None:
            continue
        if chosen == len(saves) + 1:
            return None
        try:
            return sitting.resume(saves[chosen - 1].path)
        except ValueError as err:
            lines.say(f"Refused: it cannot be resumed: {err}")


def saved_in_words(save: SaveInfo, now: float) -> str:
    """The facts the screen's list of saves shows, said as a sentence: the variant, the move the game is at,
    when it was saved, whose turn it is and who plays."""
    moves = f"move {save.moves}"
    turn = f", {save.to_play} to play" if save.to_play else ""
    return f"{save.variant}, {moves}, saved {saved_when(save.modified, now)}{turn}. Players: {save.players}."


def records(sitting: Sitting, lines: Lines) -> None:
    book = sitting.records.read()
    if sitting.records.problem:
        lines.say(sitting.records.problem)
    lines.say(*(BLOCKS.sub("", line) for line in book_lines(book)))
    return None
