"""Mapominoes in lines: "place surrey at h6", "transit at h6 as kent" (MAP-X1), "draw", "call" (MAP-O2);
"hand", "map" (what borders what on the table), "square h6" and "open" (the spaces beside the cards)."""

from __future__ import annotations

from typing import Any

from ..engine.wording import counted
from ..games.mapominoes.actions import Challenge, Draw, MapAction, Place, Transit
from .phrases import Phrases, Question
from .words import Unreadable, pick, sentence, split_at, square_name, square_of

SIDES = (("north", -1, 0), ("east", 0, 1), ("south", 1, 0), ("west", 0, -1))


class MapominoesPhrases(Phrases):
    SAYS = {
        "place": "place surrey at h6",
        "transit": "transit at h6 as kent",
        "draw": "draw",
        "challenge": "call",
    }
    UNTYPED = ("deal", "timeout")

    @property
    def noun(self) -> str:
        return str(self.rules.card_noun)  # type: ignore[attr-defined]

    def holding(self, seen: Any, seat: int) -> str:
        """The hand in brief (a hand may hold fifty cards: "hand" lists them)."""
        hand = seen.hands[seat]
        transit = f" and {counted(hand.transit, 'Transit card')}" if hand.transit else ""
        return f"you hold {counted(len(hand.counties), self.noun + ' card')}{transit}"

    def hand_list(self, seen: Any, seat: int) -> str:
        cards = ", ".join(sorted(set(seen.hands[seat].counties))) or "none"
        return f"{sentence(self.holding(seen, seat))[:-1]}: {cards}."

    def moves_now(self, seen: Any, seat: int) -> list[str]:
        if seen.pending_transit is not None:
            where = square_name(*self.rules.grid.cell(seen.pending_transit))  # type: ignore[attr-defined]
            return [f"place {self.noun.upper()} at SQUARE: the card that follows your Transit card at {where} (MAP-X1)"]
        moves = [f"place {self.noun.upper()} at SQUARE, as {self.example(seen, seat)}"]
        if seen.hands[seat].transit:
            moves.append(f"transit at SQUARE as {self.noun.upper()}: a Transit card standing for it (MAP-X1)")
        moves.append("draw: when you cannot go")
        if self.rules.challengeable(seen, seat):  # type: ignore[attr-defined]
            moves.append("call: call out the cards just placed (MAP-O2); call by BOB: another player calls")
        return moves

    def read(self, words: list[str], seen: Any, seat: int) -> MapAction | None:
        verb, rest = words[0], words[1:]
        if verb == "draw":
            return Draw(type="draw")
        if verb in ("call", "challenge"):
            return Challenge(type="challenge", seat=self.caller(rest, seen, seat))
        if verb == "transit" or (verb in ("place", "play") and rest[:1] == ["transit"]):
            return self.transit(rest[1:] if verb != "transit" else rest)
        if verb in ("place", "play", "put"):
            card, where, _ = split_at(rest, "at", "on", "in")
            if not card or not where:
                raise Unreadable(f"say the {self.noun} and the square, as {self.example(seen, seat)}")
            row, col = square_of(where[0])
            return Place(type="place", card=self.card(" ".join(card), seen, seat), row=row, col=col)
        return None

    def example(self, seen: Any, seat: int) -> str:
        """The help's example of placing a card, with a card of the player's own deck (a county, a country)."""
        held = sorted(seen.hands[seat].counties)
        return f"place {held[0].lower()} at h6" if held else self.SAYS["place"]

    def caller(self, words: list[str], seen: Any, seat: int) -> int:
        """Who calls (MAP-O2): the player named ("call by bob"), else the player to move; any player but the
        cards' owner may, so at one keyboard a call says who makes it."""
        named = [w for w in words if w != "by"]
        if not named:
            return seat
        return list(seen.names).index(pick(" ".join(named), seen.names, "player"))

    def card(self, typed: str, seen: Any, seat: int) -> str:
        """The card meant: one in the hand, else any of the deck's (for the rules to say it is not held)."""
        try:
            return pick(typed, seen.hands[seat].counties, f"{self.noun} in your hand")
        except Unreadable:
            return pick(typed, self.rules.counties, self.noun)  # type: ignore[attr-defined]

    def transit(self, words: list[str]) -> Transit:
        where, nominated, _ = split_at(words, "as", "for", "nominating")
        where = [w for w in where if w not in ("at", "on")]
        if not where or not nominated:
            raise Unreadable(f"say the square and the {self.noun}, as {self.SAYS['transit']}")
        row, col = square_of(where[0])
        nomination = pick(" ".join(nominated), self.rules.counties, self.noun)  # type: ignore[attr-defined]
        return Transit(type="transit", row=row, col=col, nomination=nomination)

    # --- questions ------------------------------------------------------------------------------------

    def card_words(self, tabled: Any) -> str:
        if tabled.nomination is not None:
            return f"a Transit card as {tabled.nomination}"
        return str(tabled.card)

    def neighbours(self, seen: Any, row: int, col: int) -> list[tuple[str, str, Any]]:
        """The side, the square and what lies there (None: empty) for each square beside (row, col)."""
        grid = self.rules.grid  # type: ignore[attr-defined]
        out = []
        for side, dr, dc in SIDES:
            r, c = row + dr, col + dc
            if 0 <= r < self.rules.height and 0 <= c < self.rules.width:  # type: ignore[attr-defined]
                out.append((side, square_name(r, c), seen.table[grid.index((r, c))]))
        return out

    def map(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        """Each card on the table with what lies beside it, north, east, south and west."""
        grid = self.rules.grid  # type: ignore[attr-defined]
        lines = []
        for cell, tabled in enumerate(seen.table):
            if tabled is None:
                continue
            row, col = grid.cell(cell)
            beside = [f"{side} {name} {self.card_words(t)}" for side, name, t in self.neighbours(seen, row, col) if t]
            lines.append(
                f"{square_name(row, col)} {self.card_words(tabled)}: " + ("; ".join(beside) if beside else "alone")
            )
        return lines or ["The table is empty."]

    def open_spaces(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        grid = self.rules.grid  # type: ignore[attr-defined]
        spaces = [square_name(*grid.cell(cell)) for cell in sorted(seen.openings)]
        return [f"Open spaces beside the cards: {', '.join(spaces)}." if spaces else "No open spaces."]

    def square(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        if not words:
            raise Unreadable("say which square, as square h6")
        row, col = square_of(words[0])
        if not (0 <= row < self.rules.height and 0 <= col < self.rules.width):  # type: ignore[attr-defined]
            raise Unreadable(f"{words[0].upper()} is off the table")
        tabled = seen.table[self.rules.grid.index((row, col))]  # type: ignore[attr-defined]
        here = self.card_words(tabled) if tabled else "empty"
        beside = [
            f"{side} {name} {self.card_words(t) if t else 'empty'}" for side, name, t in self.neighbours(seen, row, col)
        ]
        return [f"{square_name(row, col)}: {here}. Beside it: {'; '.join(beside)}."]

    def hand(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        return ["You hold no cards: you are looking on."] if seat is None else [self.hand_list(seen, seat)]

    def look(self, seen: Any, seat: int | None) -> list[str]:
        lines = [f"Round {seen.round}. {counted(seen.pile, 'Transit card')} in the pile."]
        if seen.open_cards:
            placed = ", ".join(square_name(*self.rules.grid.cell(p.cell)) for p in seen.open_cards)  # type: ignore[attr-defined]
            lines.append(f"{seen.names[seen.open_cards[0].seat]}'s cards at {placed} may be called out (MAP-O2).")
        lines += self.map([], seen, seat)
        if seat is not None:
            lines.append(sentence(self.holding(seen, seat)))
        return lines

    def questions(self) -> dict[str, tuple[str, Question]]:
        return {
            "hand": ("your cards", self.hand),
            "map": ("what borders what on the table", self.map),
            "open": ("the open spaces beside the cards", self.open_spaces),
            "square": ("one square and what lies beside it, as square h6", self.square),
        }


PHRASES = MapominoesPhrases
