"""Skip-A-Cross in lines: "word tone", "steal tone as stone" ("from bob" when two hold it), "extend tone as tones",
"vote tone as stone" (SAC-5), "yes" or "no" in a vote, "pass"; "centre" and "words"."""

from __future__ import annotations

from typing import Any

from ..games.skip_a_cross.actions import CallVote, Extend, Pass, SACAction, Steal, Verdict, Word
from .phrases import Phrases, Question
from .words import Unreadable, pick, split_at

HIDDEN = "·"


class SkipACrossPhrases(Phrases):
    SAYS = {
        "word": "word tone",
        "steal": "steal tone as stone",
        "extend": "extend tone as tones",
        "vote": "vote tone as stone",
        "verdict": "yes",
        "pass": "pass",
    }
    UNTYPED = ("draw",)

    def holding(self, seen: Any, seat: int) -> str:
        if seen.vote is not None:
            return ""
        drawn = f"you drew {seen.drawn}" if seen.drawn and seen.drawn != HIDDEN else "you have drawn nothing"
        return f"{drawn}; the centre holds {' '.join(sorted(seen.face_up)) or 'nothing'}"

    def moves_now(self, seen: Any, seat: int) -> list[str]:
        if seen.vote is not None:
            vote = seen.vote
            return [f"yes or no: may {seen.names[vote.caller]} steal {vote.old} as {vote.word}? (SAC-5)"]
        return [
            "word WORD: a new word from the centre and your letter",
            "steal OLD as NEW: another player's word grown into a new one (SAC-5)",
            "extend OLD as NEW: one of your own words grown (SAC-6)",
            "vote OLD as NEW: put a steal the judge refuses to the table (SAC-5)",
            "pass: discard your letter face up",
        ]

    def read(self, words: list[str], seen: Any, seat: int) -> SACAction | None:
        verb, rest = words[0], words[1:]
        if verb in ("yes", "no", "aye", "nay") and seen.vote is not None:
            return Verdict(type="verdict", accept=verb in ("yes", "aye"))
        if verb == "pass":
            return Pass(type="pass")
        if verb in ("word", "form", "make"):
            if len(rest) != 1:
                raise Unreadable("say one word, as word tone")
            return Word(type="word", word=rest[0].upper())
        if verb in ("steal", "extend", "vote"):
            return self.grow(verb, rest, seen, seat)
        return None

    def grow(self, verb: str, words: list[str], seen: Any, seat: int) -> Steal | Extend | CallVote:
        old_words, new_words, _ = split_at(words, "as", "to", "into")
        new_words, owner_words, _ = split_at(new_words, "from")
        if len(old_words) != 1 or len(new_words) != 1:
            raise Unreadable(f"say the word and what it becomes, as {verb} tone as stone")
        old, new = old_words[0].upper(), new_words[0].upper()
        if verb == "extend":
            return Extend(type="extend", old=old, word=new)
        holders = [s for s, held in enumerate(seen.words) if old in held and s != seat]
        if owner_words:
            victim = seen.names.index(
                pick(" ".join(owner_words), [seen.names[s] for s in holders] or seen.names, "player")
            )
        elif len(holders) > 1:
            example = f"{verb} {old} as {new} from {seen.names[holders[0]]}".lower()
            raise Unreadable(f"{' and '.join(seen.names[s] for s in holders)} hold {old}: say whose, as {example}")
        elif holders:
            victim = holders[0]
        else:
            raise Unreadable(
                f"no other player holds {old}" + (": yours grow with extend" if old in seen.words[seat] else "")
            )
        if verb == "vote":
            return CallVote(type="vote", victim=victim, old=old, word=new)
        return Steal(type="steal", victim=victim, old=old, word=new)

    def centre(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        letters = " ".join(sorted(seen.face_up))
        return [f"The centre, face up: {letters or 'nothing'}. {len(seen.pool)} letters left in the pool."]

    def words_held(self, words: list[str], seen: Any, seat: int | None) -> list[str]:
        return [f"{name}: {', '.join(held) if held else 'no words'}" for name, held in zip(seen.names, seen.words)]

    def look(self, seen: Any, seat: int | None) -> list[str]:
        lines = self.centre([], seen, seat) + self.words_held([], seen, seat)
        if seen.vote is not None:
            lines.append(f"A vote: may {seen.names[seen.vote.caller]} steal {seen.vote.old} as {seen.vote.word}?")
        if seat is not None and seat == seen.turn and seen.drawn and seen.drawn != HIDDEN:
            lines.append(f"You drew {seen.drawn}.")
        return lines

    def questions(self) -> dict[str, tuple[str, Question]]:
        return {
            "centre": ("the letters face up and the pool", self.centre),
            "center": ("the same", self.centre),
            "words": ("each player's words", self.words_held),
        }


PHRASES = SkipACrossPhrases
