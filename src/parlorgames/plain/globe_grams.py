"""Globe-Grams in lines: "spin", then "take a e", "discard h", "pass k" (EXCHANGE), "blank r" or "no blank" (GG-T6),
"name denmark", "name denmark capturing aden", "name X special", "end"; "rack", "pot", "names" and "specials"."""

from __future__ import annotations

from typing import Any

from ..engine.wording import counted
from ..games.globe_grams.actions import Captured, End, GGAction, LetterChoice, LetterChoiceType, Name
from .phrases import Phrases, Question
from .words import Unreadable, letters_of, pick, sentence, split_at

BLANK = "?"
LETTER_VERBS: dict[str, LetterChoiceType] = {
    "take": "take",
    "discard": "discard",
    "pass": "pass",
    "exchange": "pass",
    "give": "pass",
}
"""The typed verb for each letter-choosing action (EXCHANGE's letters are passed left, GG-T5)."""


def said(letters: Any) -> str:
    """Tiles as a player hears them: letters apart, a blank said as such."""
    return " ".join("blank" if t == BLANK else t for t in sorted(letters)) or "nothing"


class GlobeGramsPhrases(Phrases):
    SAYS = {
        "blanks": "blank r",
        "take": "take a e",
        "discard": "discard h",
        "pass": "pass k",
        "name": "name denmark capturing aden",
        "end": "end",
    }
    UNTYPED = ("deal", "spin", "specials")

    def holding(self, seen: Any, seat: int) -> str:
        return f"you hold {said(seen.racks[seat])}"

    def moves_now(self, seen: Any, seat: int) -> list[str]:
        n = counted(seen.pending, "letter")
        phase = seen.phase
        if phase == "wild":
            return [f"blank LETTERS: take a blank for {' or '.join(seen.wanting)} (GG-T6)", "no blank"]
        if phase == "take":
            return [f"take {n} from the pot, as take a e"]
        if phase == "discard":
            return [f"discard {n} back to the pot"]
        if phase == "exchange":
            return [f"pass {n} to the player on your left (GG-T5)"]
        if phase == "form":
            return [
                "name PLACE, as name denmark",
                f"name PLACE capturing NAME, as {self.SAYS['name']}",
                "name PLACE special: with the special letters",
                "end: end your turn",
            ]
        return []

    def read(self, words: list[str], seen: Any, seat: int) -> GGAction | None:
        verb, rest = words[0], words[1:]
        if verb in ("no", "none") and seen.phase == "wild":
            return LetterChoice(type="blanks", letters=[])
        if verb in ("blank", "blanks"):
            return LetterChoice(type="blanks", letters=letters_of(rest) if rest else [])
        if verb in ("end", "done", "stop") or (verb == "pass" and seen.phase == "form"):
            return End(type="end")
        if verb in LETTER_VERBS:
            return LetterChoice(type=LETTER_VERBS[verb], letters=letters_of(rest))
        if verb in ("name", "form", "n"):
            return self.name(rest, seen)
        if verb == "capture":
            old, new, _ = split_at(rest, "as", "with")
            return self.name([*new, "capturing", *old], seen)
        return None

    def name(self, words: list[str], seen: Any) -> Name:
        special = bool(words) and words[-1] in ("special", "specials")
        if special:
            words = words[:-1]
            if words[-2:] == ["with", "the"]:
                words = words[:-2]
        new, old, marker = split_at(words, "capturing", "capture", "taking", "from")
        if not new:
            raise Unreadable("say the name, as name denmark")
        action = Name(type="name", name=" ".join(new).upper())
        if marker:
            if not old:
                raise Unreadable(f"say the name you capture, as {self.SAYS['name']}")
            owned = {p.text: s for s, names in enumerate(seen.placed) for p in names}
            text = pick(" ".join(old), owned, "name on the table")
            action["capture"] = Captured(seat=owned[text], name=text)
        if special:
            action["special"] = True
        return action

    # --- questions ------------------------------------------------------------------------------------

    def names_words(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        return [
            f"{name}: " + (", ".join(f"{p.text} ({p.value})" for p in placed) if placed else "no names")
            for name, placed in zip(seen.names, seen.placed)
        ]

    def pot(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        return [f"The pot, face up: {said(seen.pot)} ({counted(len(seen.pot), 'tile')})."]

    def specials(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        return [f"The special letters: {said(seen.specials)}." if seen.specials else "No special letters are up."]

    def rack(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        return ["You hold no letters: you are looking on."] if seat is None else [sentence(self.holding(seen, seat))]

    def look(self, seen: Any, seat: int | None) -> list[str]:
        lines = [f"Round {seen.round}."]
        if seat is not None:
            lines.append(sentence(self.holding(seen, seat)))
        lines += self.specials([], seen, seat) + self.names_words([], seen, seat)
        return lines

    def questions(self) -> dict[str, tuple[str, Question]]:
        return {
            "rack": ("your letters", self.rack),
            "pot": ("the letters face up in the pot", self.pot),
            "names": ("each player's names", self.names_words),
            "specials": ("the special letters", self.specials),
        }


PHRASES = GlobeGramsPhrases
