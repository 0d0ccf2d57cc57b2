"""Zig Zaggle in lines: "play keel at h8 across" (a letter after ? is played from a Free letter), "exchange a e",
"pass"; while a play waits (ZZ-C1) "challenge bob" (each person challenges as their own seat) or "accept" (nobody
else challenges); "rack", "board", "board row 9", "column h", "square h8"."""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

from ..engine.errors import IllegalAction
from ..games.zig_zaggle.actions import Accept, Challenge, Exchange, Pass, Play, ZZAction, play_of
from .phrases import Phrases, Question
from .words import SQUARE, Unreadable, column_of, letters_of, number_of, pick, sentence, square_name, square_of

FREE = "*"
EMPTY = "."
WAYS = ("across", "down", "a", "d")
TRIED = 240
"""How many ways of laying a word's letters (their colours, a Free letter or not) are weighed: the best scores."""


class ZigZagglePhrases(Phrases):
    SAYS = {
        "play": "play keel at h8 across",
        "exchange": "exchange a e",
        "pass": "pass",
        "accept": "accept",
        "challenge": "challenge ann",
    }
    UNTYPED = ("deal", "draw", "timeout")

    @property
    def colour_names(self) -> dict[str, str]:
        return {rw.colour[0]: rw.colour for rw in self.rules.runways}  # type: ignore[attr-defined]

    def tile_name(self, tile: str) -> str:
        return "a Free letter" if tile == FREE else f"{tile[0]} {self.colour_names.get(tile[1], tile[1])}"

    def holding(self, seen: Any, seat: int) -> str:
        tiles = sorted(seen.racks[seat])
        regular = [self.tile_name(t) for t in tiles if t != FREE]
        free = tiles.count(FREE)
        more = f", and {free} Free letter{'s' if free != 1 else ''}" if free else ""
        return "you hold " + ", ".join(regular) + more

    def challengers(self, seen: Any) -> list[int]:
        """The people who may still challenge the play waiting (ZZ-C1): each other person who has not let it
        stand; a computer answers for itself, at once."""
        if seen.window is None:
            return []
        deciding = self.rules.still_deciding(seen.names, seen.window)  # type: ignore[attr-defined]
        return [seat for seat in deciding if seat not in self.computers]

    def played(self, seen: Any, verb: str = "") -> str:
        """The play waiting in the window, as "Bob's WEAVE", with `verb` said of it ("stand": "BUNK and BOX
        stand", "WEAVE stands")."""
        said = f"{seen.names[seen.window.player]}'s {' and '.join(seen.window.words)}"
        return f"{said} {verb if len(seen.window.words) > 1 else verb + 's'}" if verb else said

    def in_the_open(self, seen: Any) -> str:
        """Who may challenge the play just made, and how; the window is the table's, so no hand-over (ZZ-C1)."""
        deciding = self.challengers(seen)
        names = [seen.names[seat] for seat in deciding]
        if not names:
            return ""
        if self.own_seat is not None:
            if self.own_seat in deciding:
                return "You may challenge the play: type challenge, or accept to let it stand (ZZ-C1)."
            return f"{' and '.join(names)} may still challenge the play: its fate is told when they answer (ZZ-C1)."
        typed = " or ".join(f"'challenge {name.lower()}'" for name in names)
        return f"{' or '.join(names)} may challenge: type {typed}, or 'accept' to let it stand."

    def moves_now(self, seen: Any, seat: int) -> list[str]:
        if seen.window is not None:
            if self.own_seat is not None:
                if self.own_seat not in self.challengers(seen):
                    return []
                return [f"challenge: you challenge {self.played(seen)} (ZZ-C1)", "accept: you let it stand"]
            challenges = [
                f"challenge {seen.names[who].lower()}: {seen.names[who]} challenges {self.played(seen)} (ZZ-C1)"
                for who in self.challengers(seen)
            ]
            return [*challenges, f"accept: nobody else challenges, and {self.played(seen, 'stand')}"]
        if seen.board_empty():
            start = square_name(*self.rules.start).lower()  # type: ignore[attr-defined]
            play = f"play WORD at SQUARE across or down through the start square, {start}, as play keel at {start} down"
        else:
            play = f"play WORD at SQUARE across or down, as {self.SAYS['play']}"
        return [play, "exchange LETTERS", "pass"]

    def read(self, words: list[str], seen: Any, seat: int) -> ZZAction | None:
        verb, rest = words[0], words[1:]
        if verb in ("accept", "yes", "stand"):
            if seen.window is not None and self.own_seat is None:
                return Accept(type="accept")  # round one keyboard: nobody else challenges
            return Accept(type="accept", seat=seat if self.own_seat is None else self.own_seat)
        if verb in ("challenge", "no"):
            return Challenge(type="challenge", seat=self.challenger(rest, seen, seat))
        if verb == "pass":
            return Pass(type="pass")
        if verb in ("exchange", "swap"):
            return Exchange(type="exchange", tiles=self.rack_tiles(letters_of(rest), seen.racks[seat]))
        if verb in ("play", "p"):
            return self.play(rest, seen, seat)
        return None

    def challenger(self, words: list[str], seen: Any, seat: int) -> int:
        """The seat a challenge is made as: the one named (by name or seat number), or the only person who
        may challenge; never a computer, which answers for itself (ZZ-C1)."""
        if seen.window is None:
            return seat
        names = list(seen.names)
        if self.own_seat is not None:
            if words and " ".join(words) not in (names[self.own_seat].lower(), str(self.own_seat + 1)):
                raise Unreadable(f"you play {names[self.own_seat]}: type challenge, and you challenge as yourself")
            return self.own_seat
        if words:
            typed = " ".join(words)
            players = ", ".join(names[:-1]) + f" and {names[-1]}"
            try:
                who = number_of(typed, "seat") - 1 if typed.isdigit() else names.index(pick(typed, names, "player"))
            except Unreadable:
                who = -1
            if not 0 <= who < len(names):
                raise Unreadable(f"no player {typed!r} at this table: the players are {players}")
            if who in self.computers:
                raise Unreadable(f"{names[who]} is a computer player and answers for itself (ZZ-C1)")
            return who
        challengers = self.challengers(seen)
        if len(challengers) == 1:
            return challengers[0]
        if not challengers:
            return seat
        typed = " or ".join(f"challenge {names[who].lower()}" for who in challengers)
        raise Unreadable(f"several players may challenge: each types their own name, {typed} (ZZ-C1)")

    @staticmethod
    def rack_tiles(letters: list[str], rack: Any) -> list[str]:
        """The rack's tiles for letters named (any colour of each); a letter not on the rack is left as it
        was typed, for the rules to refuse in their words."""
        left = list(rack)
        tiles = []
        for letter in letters:
            tile = next((t for t in left if t[0] == letter and t != FREE), letter)
            if tile in left:
                left.remove(tile)
            tiles.append(tile)
        return tiles

    def play(self, words: list[str], seen: Any, seat: int) -> Play:
        """The word laid from a square, across or down, over the letters already there; the tiles chosen
        from the rack are the way of laying it that scores most (the rules judge it)."""
        rest = [w for w in words if w not in ("at", "from", "on")]
        ways = [w for w in rest[1:] if w in WAYS]
        squares = [w for w in rest[1:] if SQUARE.match(w)]
        others = [w for w in rest[1:] if w not in ways and w not in squares]
        if not rest or len(squares) != 1 or len(ways) > 1 or others:
            raise Unreadable(f"say the word, the square and the way, as {self.SAYS['play']}")
        typed = rest[0]
        if not any(ch.isalpha() for ch in typed):
            raise Unreadable(f"say the word, as {self.SAYS['play']}")
        row, col = square_of(squares[0])
        way = ways[0] if ways else "across"
        down = way.startswith("d")
        wanted: list[tuple[int, int, str, bool]] = []
        free_next = False
        step = 0
        for ch in typed:
            if ch in "?*":
                free_next = True
                continue
            if not ch.isalpha():
                raise Unreadable(f"{typed!r} is not a word: letters only, ? before a letter played from a Free letter")
            r, c = (row + step, col) if down else (row, col + step)
            step += 1
            if not (0 <= r < len(seen.letters) and 0 <= c < len(seen.letters[0])):
                raise Unreadable(f"{typed.upper()} runs off the board at {square_name(r, c)}")
            there = seen.letters[r][c]
            if there != EMPTY:
                if there != ch.upper():
                    raise Unreadable(f"{square_name(r, c)} holds {there}, not {ch.upper()}")
                free_next = False
                continue
            wanted.append((r, c, ch.upper(), free_next))
            free_next = False
        if not wanted:
            raise Unreadable(f"{typed.upper()} is on the board already: a play lays at least one letter")
        return self.best_laying(wanted, seen, seat)

    def best_laying(self, wanted: list[tuple[int, int, str, bool]], seen: Any, seat: int) -> Play:
        rack = Counter(seen.racks[seat])
        options = []
        for _, _, letter, free in wanted:
            own = sorted({t for t in rack if t != FREE and t[0] == letter})
            options.append([FREE] if free or not own else own)
        best: tuple[int, Play] | None = None
        first: Play | None = None
        for choice in itertools.islice(itertools.product(*options), TRIED):
            if any(Counter(choice)[t] > rack[t] for t in set(choice)):
                continue
            action = play_of((r, c, letter, tile) for (r, c, letter, _), tile in zip(wanted, choice))
            first = first or action
            try:
                total = self.rules.examine(seen, self.rules.parse_tiles(action)).total  # type: ignore[attr-defined]
            except IllegalAction:
                continue
            if best is None or total > best[0]:
                best = (total, action)
        if best is not None:
            return best[1]
        if first is not None:
            return first
        short = [letter for _, _, letter, _ in wanted if not any(t[0] == letter for t in rack if t != FREE)]
        raise Unreadable(f"ZZ-P1: not on your rack: {' '.join(short)}, and too few Free letters to stand for them")

    # --- questions ------------------------------------------------------------------------------------

    def square_words(self, seen: Any, r: int, c: int) -> str:
        """One square in words: its letter and tile, or what kind of empty square it is."""
        name = square_name(r, c)
        square = self.rules.squares[r][c]  # type: ignore[attr-defined]
        if not square.real:
            return f"{name}: not on the board"
        letter = seen.letters[r][c]
        if letter != EMPTY:
            tile = seen.colours[r][c]
            return f"{name}: {letter}" + (
                " (a Free letter)" if tile == FREE else f" {self.colour_names.get(tile, tile)}"
            )
        parts = []
        if square.start:
            parts.append("the start square")
        elif square.centre:
            parts.append("the centre section")
        titles = {rw.name: rw.title for rw in self.rules.runways}  # type: ignore[attr-defined]
        parts += [
            f"{titles.get(name_, name_)}" + (" take-off line" if square.take_off else "") for name_ in square.runways
        ]
        return f"{name}: empty" + (f", {', '.join(parts)}" if parts else "")

    def line_words(self, seen: Any, cells: list[tuple[int, int]], title: str) -> list[str]:
        real = [(r, c) for r, c in cells if self.rules.squares[r][c].real]  # type: ignore[attr-defined]
        if not real:
            return [f"{title}: no squares"]
        filled = [f"{square_name(r, c)} {seen.letters[r][c]}" for r, c in real if seen.letters[r][c] != EMPTY]
        span = f"{square_name(*real[0])} to {square_name(*real[-1])}"
        return [f"{title}, squares {span}: " + (", ".join(filled) if filled else "empty")]

    def board(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        height, width = len(seen.letters), len(seen.letters[0])
        if words[:1] in (["row"], ["r"]) and len(words) > 1:
            row = number_of(words[1], "row") - 1
            if not 0 <= row < height:
                raise Unreadable(f"the rows run from 1 to {height}")
            return self.line_words(seen, [(row, c) for c in range(width)], f"Row {row + 1}")
        if words[:1] in (["column"], ["col"], ["c"]) and len(words) > 1:
            return self.column(words[1:], seen, seat)
        if words:
            raise Unreadable("ask board, board row 9 or board column h")
        rows = [
            line
            for row in range(height)
            if any(ch != EMPTY for ch in seen.letters[row])
            for line in self.line_words(seen, [(row, c) for c in range(width)], f"Row {row + 1}")
        ]
        last = ", ".join(square_name(r, c) for r, c in seen.last)
        start = square_name(*self.rules.start)  # type: ignore[attr-defined]
        shown = rows or [f"The board is empty: the first word goes through the start square, {start}."]
        return [*shown, *([f"The last play laid {last}."] if last else [])]

    def column(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        if not words:
            raise Unreadable("say which column by its letter, as column h")
        col = column_of(words[0])
        height, width = len(seen.letters), len(seen.letters[0])
        if not 0 <= col < width:
            raise Unreadable(f"the columns run from A to {chr(ord('A') + width - 1)}")
        return self.line_words(seen, [(r, col) for r in range(height)], f"Column {chr(ord('A') + col)}")

    def square(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        if not words:
            raise Unreadable("say which square, as square h8")
        r, c = square_of(words[0])
        if not (0 <= r < len(seen.letters) and 0 <= c < len(seen.letters[0])):
            raise Unreadable(f"{words[0].upper()} is off the board")
        return [self.square_words(seen, r, c)]

    def rack(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        if seat is None and seen.window is not None:
            return [f"No rack shows while {self.played(seen, 'wait')} for challenges: the table decides it (ZZ-C1)."]
        if seat is None:
            return ["You hold no rack: you are looking on."]
        return [sentence(self.holding(seen, seat))]

    def look(self, seen: Any, seat: int | None) -> list[str]:
        runway = self.rules.current_runway(seen)  # type: ignore[attr-defined]
        lines = [f"Runway in play: {runway.title}." if runway is not None else "Every runway is finished."]
        if seen.window is not None:
            lines.append(f"{self.played(seen, 'wait')} for challenges (ZZ-C1).")
        lines.append(f"{len(seen.bag)} letters left to draw.")
        if seat is not None:
            lines.append(sentence(self.holding(seen, seat)))
        return lines

    def questions(self) -> dict[str, tuple[str, Question]]:
        return {
            "rack": ("your letters", self.rack),
            "board": ("the words laid; board row 9; board column h", self.board),
            "row": ("one row, as row 9", lambda w, s, seat: self.board(["row", *w], s, seat)),
            "column": ("one column, as column h", self.column),
            "square": ("one square, as square h8", self.square),
        }


PHRASES = ZigZagglePhrases
