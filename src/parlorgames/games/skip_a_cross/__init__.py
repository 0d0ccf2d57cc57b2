"""Skip-A-Cross: draw a hidden letter, spell words from the centre, steal and grow words (docs/rules/skip-a-cross.md).

Letters are drawn face down from the pool one a turn (a chance node); the drawn letter is the only
private thing at the table (`observe` shows it to its drawer alone, and the pool to nobody). A word
is spelled from the face-up letters in the centre and/or the drawn letter; a steal takes all the
letters of another player's word and adds some; an extension does the same to one's own word.
Whatever the drawn letter did not go into is discarded face up. The pool and the centre are bags.

A steal must change the meaning (SAC-5). The judge rules in three tiers from a dictionary's word
families (engine.lexicon.WordFamilies): inflections, the same root, another root; the ruleset's
inflection and prefix lists judge only a new word the dictionary does not know (never a headword of
its own, such as BUTTER after BUT), or every steal at a strict table. A player whose steal is
refused as the same root may call a table vote, and the other players' verdicts, each an action of
its own, decide.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, ClassVar, cast

from ...engine.actions import ActionShapes, assert_never, shapes_of
from ...engine.errors import GameOver, IllegalAction, NotYourTurn
from ...engine.kinds import GameKind
from ...engine.lexicon import (
    Kinship,
    Lexicon,
    WordFamilies,
    default_families,
    default_lexicon,
    family_refusal,
    living_affix,
)
from ...engine.rules import Action, Figure, Result, Rules
from ...engine.ruleset import Field, ListOf, Map, MapOf, not_negative, positive
from ...engine.scoring import leaders
from ...engine.tiles import HIDDEN, Bag
from ...engine.turns import next_seat, seats_from, with_seat
from ...engine.words import AnagramIndex, anagram_index, familiar_index, spoken_index
from .actions import ACTION_TYPES, CallVote, Draw, Extend, Pass, SACAction, Steal, Verdict, Word, WordWay

BASES = (3, 4, 5)
JUDGES = ("dictionary", "strict", "loose")

SCHEMA = Map(
    {
        "components": Map({"tiles": MapOf(str, Field(int, check=not_negative), required=True)}, required=True),
        "scoring": Map({"words_to_win": Field(int, default=8, check=positive)}),
        "options": Map(
            {
                "basis": Field(int, default=3, choices=BASES),
                "word_list": Field(str, default=""),
                "house_words": ListOf(Field(str)),
                "family_words": Field(bool, default=False),
                "table_vote": Field(bool, default=True),
                "judge": Field(str, default="dictionary", choices=JUDGES),
                "inflections": ListOf(Field(str)),
                "prefixes": ListOf(Field(str)),
            }
        ),
    }
)

VOWELS = frozenset("AEIOU")
LOG_LINES = 6


@dataclass(frozen=True, slots=True)
class StealVerdict:
    """The judge's ruling on a steal (SAC-5): which tier decided it, why, in words, and whether a
    table vote may overrule it (an inflection the dictionary knows never is a steal)."""

    accepted: bool
    tier: str
    reason: str
    votable: bool = True


def _stems(old: str, suffix: str) -> list[str]:
    """How `old` may be spelled before `suffix`: as it is, silent E dropped, Y to I, last consonant doubled."""
    forms = [old]
    starts_with_vowel = suffix[0] in VOWELS
    if old.endswith("E") and starts_with_vowel:
        forms.append(old[:-1])
    if old.endswith("Y") and not suffix.startswith("I") and len(old) > 1 and old[-2] not in VOWELS:
        forms.append(old[:-1] + "I")
    if old.endswith("IE") and suffix == "ING":
        forms.append(old[:-2] + "Y")
    if starts_with_vowel and old[-1] not in VOWELS and old[-1] not in "WXY":
        forms.append(old + old[-1])
    return forms


def inflection_chain(old: str, new: str, inflections: tuple[str, ...], depth: int = 2) -> list[str] | None:
    """The inflections (at most `depth` of them) that turn `old` into `new`, or None."""
    for suffix in inflections:
        for stem in _stems(old, suffix):
            grown = stem + suffix
            if grown == new:
                return [suffix]
            if depth > 1 and new.startswith(grown):
                rest = inflection_chain(grown, new, inflections, depth - 1)
                if rest is not None:
                    return [suffix, *rest]
    return None


def spelling_verdict(
    old: str, new: str, inflections: tuple[str, ...], prefixes: tuple[str, ...]
) -> StealVerdict | None:
    """The table's spelling lists (options.inflections, options.prefixes): a refusal when `new` is
    `old` plus listed inflections, or `old` intact behind a listed prefix; else None."""
    chain = inflection_chain(old, new, inflections)
    if chain:
        added = " + ".join(f"-{s}" for s in chain)
        return StealVerdict(
            False, "inflection", f"{new} is {old} {added} by the table's spelling rules: a mere inflection"
        )
    for prefix in sorted(prefixes, key=len, reverse=True):
        rest = new[len(prefix) :]
        if new.startswith(prefix) and (rest == old or inflection_chain(old, rest, inflections)):
            return StealVerdict(
                False, "same root", f"{new} is {prefix}- + {old} by the table's spelling rules: the same root"
            )
    return None


def _kin_reason(old: str, new: str, kin: Kinship) -> str:
    root, word = kin.root.upper(), kin.word.upper()
    links = {
        "derivation": f"{word} is derived from {root}",
        "antonym": f"{word} is the opposite of {root}",
        "living affix": f"{word} is {root} with the living affix {living_affix(root, word)}",
    }
    link = links.get(kin.source, f"the dictionary defines {word} by {root}")
    return f"{new} comes from the same root as {old} ({link}): the meaning's core is kept"


def judge_steal(
    old: str,
    new: str,
    families: WordFamilies,
    inflections: tuple[str, ...] = (),
    prefixes: tuple[str, ...] = (),
    judge: str = "dictionary",
    living_affixes: bool = True,
) -> StealVerdict:
    """SAC-5 in three tiers, from the dictionary's word families: (1) a form of the same lemma is
    an inflection, never a steal; (2) a word the dictionary links to the same root by derivation
    (a derivation, an opposite, an affix with a definition that uses the old word, or the old word
    with a living affix, re- or -less, whose senses keep its meaning: THANKLESS, not CORNER) is refused
    unless the table plays `loose`; (3) a word of another root is a steal. The spelling lists judge
    only a new word the dictionary does not know (a headword of its own, BUTTER or NOTED, is never
    BUT plus an inflection), and every steal when the table plays `strict`."""
    old, new = old.upper(), new.upper()
    lemma = families.shared_lemma(old, new)
    if lemma is not None:
        of = (
            f"a form of the {lemma.part} {old}"
            if lemma.word == old.lower()
            else f"a form of the {lemma.part} {lemma.word.upper()}, as {old} is"
        )
        return StealVerdict(
            False, "inflection", f"{new} is {of}: a mere inflection, the meaning is unchanged", votable=False
        )
    kin = families.kinship(old, new, () if living_affixes else ("living affix",))
    if kin is not None and judge != "loose":
        return StealVerdict(False, "same root", _kin_reason(old, new, kin))
    if judge == "strict" or not families.knows(new):
        ruled = spelling_verdict(old, new, inflections, () if judge == "loose" else prefixes)
        if ruled is not None:
            return ruled
    if kin is not None:
        return StealVerdict(
            True, "another root", f"{_kin_reason(old, new, kin).split(':')[0]}, but this table plays loose: a steal"
        )
    if old in new:
        return StealVerdict(
            True,
            "another root",
            f"{old} stands inside {new}, but the dictionary knows them as words of different roots: a new word",
        )
    return StealVerdict(True, "another root", f"the letters of {old} are rearranged into {new}: a new word")


@dataclass(frozen=True, slots=True)
class Appraisal:
    """What the rules say of a move's word before it is played (a preview): `judged` when the steal
    judge had the last word (SAC-5), so a refusal may go to a table vote."""

    accepted: bool
    reason: str
    judged: bool = False


@dataclass(frozen=True, slots=True)
class Vote:
    """A steal the judge refused, put to the table (SAC-5): who still has to say, and the count so far."""

    caller: int
    victim: int
    old: str
    word: str
    voters: tuple[int, ...]
    ayes: int = 0
    nays: int = 0


@dataclass(frozen=True, slots=True)
class SACState:
    """A game in progress. `pool` is face down (its order is never known: a draw is chance);
    `face_up` is the centre; `drawn` is the letter in the hand of the player whose turn it is."""

    names: tuple[str, ...]
    pool: Bag
    face_up: Bag = Bag()
    words: tuple[tuple[str, ...], ...] = ()
    turn: int = 0
    drawn: str | None = None
    turns: tuple[int, ...] = ()
    passes: int = 0
    vote: Vote | None = None
    voted: tuple[tuple[int, str, str], ...] = ()
    first_to_win: int | None = None
    finished: bool = False
    end_reason: str = ""
    events: tuple[str, ...] = ()
    living_affixes: bool = True
    """Whether the judge refuses the old word with a living affix as the same root (SAC-5 tier 2 as
    decided): a game's first draw says so; one saved before has nothing to say, and its steals are
    judged as they were then."""


@lru_cache(maxsize=4)
def _load_lexicon(path: str, house_words: tuple[str, ...]) -> Lexicon:
    if path:
        return Lexicon.load(path, house_words)
    return default_lexicon().with_house_words(house_words) if house_words else default_lexicon()


def _upper(text: Any) -> str:
    return text.strip().upper() if isinstance(text, str) else ""


def added_letters(old: str, new: str) -> Bag | None:
    """The letters `new` adds to every letter of `old` (a steal or an extension, SAC-5, SAC-6), or
    None when it leaves one of them out or adds nothing."""
    grown = Bag.of(new)
    if len(new) <= len(old) or not grown.has(old):
        return None
    return grown.take(old)


class SkipACross(Rules[SACState]):
    kind = "skip_a_cross"
    SCHEMA = SCHEMA
    private_information = True
    ACTIONS: ClassVar[ActionShapes] = shapes_of(*ACTION_TYPES)

    def __init__(self, ruleset: Any, variant: Any) -> None:
        super().__init__(ruleset, variant)
        params = variant.params
        self.tiles: dict[str, int] = {letter.upper(): n for letter, n in params["components"]["tiles"].items()}
        self.tile_count = sum(self.tiles.values())
        self.words_to_win: int = params["scoring"]["words_to_win"]
        options = params["options"]
        self.basis: int = options["basis"]
        self.table_vote: bool = options["table_vote"]
        """The table's Family words setting: people may not play the words a family table leaves out (SAC-10)."""
        self.inflections = tuple(s.upper() for s in options["inflections"] or ())
        self.prefixes = tuple(p.upper() for p in options["prefixes"] or ())
        self.judge_style: str = options["judge"]
        self.lexicon = _load_lexicon(options["word_list"] or "", tuple(options["house_words"] or ()))

    @property
    def index(self) -> AnagramIndex:
        """Every word the table plays by its sorted letters, built on first use (legal moves, hints, computer
        players): with the Family words setting, less the words a family table leaves out (SAC-10)."""
        return spoken_index(self.lexicon) if self.family_words else anagram_index(self.lexicon)

    @classmethod
    def check(cls, params: dict[str, Any]) -> list[tuple[str, str]]:
        problems = []
        tiles = params["components"]["tiles"]
        for letter in tiles:
            if len(letter) != 1 or not letter.isalpha() or not letter.isascii():
                problems.append((f"components.tiles.{letter}", "a tile is one letter A–Z (SAC-9)"))
        if sum(tiles.values()) < 2:
            problems.append(("components.tiles", "the pool needs at least two letters (SAC-9)"))
        for key in ("inflections", "prefixes"):
            for i, affix in enumerate(params["options"].get(key) or ()):
                if not affix.isalpha():
                    problems.append((f"options.{key}[{i}]", f"{affix!r} is not letters only (SAC-5)"))
        return problems

    # --- the state machine -------------------------------------------------------------------

    def initial(self, names: tuple[str, ...]) -> SACState:
        n = len(names)
        return SACState(names=tuple(names), pool=Bag.from_counts(self.tiles), words=((),) * n, turns=(0,) * n)

    def to_move(self, state: SACState) -> int | None:
        if state.finished:
            return None
        if state.vote is not None:
            return state.vote.voters[0]
        return state.turn

    def is_over(self, state: SACState) -> bool:
        return state.finished

    def is_chance(self, state: SACState) -> bool:
        return not state.finished and state.vote is None and state.drawn is None and bool(state.pool)

    def sample_chance(self, state: SACState, rng: random.Random) -> Draw:
        (letter,) = state.pool.draw(rng, 1)
        if self._first_draw(state):
            return Draw(type="draw", letter=letter, living_affixes=True)
        return Draw(type="draw", letter=letter)

    def _first_draw(self, state: SACState) -> bool:
        return len(state.pool) == self.tile_count

    def observe(self, state: SACState, seat: int | None) -> SACState:
        """The pool lies face down, and a drawn letter not yet played or discarded is seen by its
        drawer alone (SAC-2, SAC-4); every word and the centre lie face up."""
        drawn = state.drawn if state.drawn is None or seat == state.turn else HIDDEN
        return replace(state, pool=state.pool.hidden(), drawn=drawn)

    def legal_actions(self, state: SACState) -> list[SACAction]:
        if state.finished or self.is_chance(state):
            return []
        if state.vote is not None:
            return [Verdict(type="verdict", accept=True), Verdict(type="verdict", accept=False)]
        actions: list[SACAction] = [Pass(type="pass")]
        hand = self.available(state)
        actions += [Word(type="word", word=w.upper()) for w in sorted(self.index.within(hand, min_length=self.basis))]
        for seat, held in enumerate(state.words):
            for old in sorted(set(held)):
                for new in sorted(self.index.within(hand, must_use=old, min_length=len(old) + 1)):
                    new = new.upper()
                    if seat == state.turn:
                        actions.append(Extend(type="extend", old=old, word=new))
                    elif self.judge(old, new).accepted:
                        actions.append(Steal(type="steal", victim=seat, old=old, word=new))
                    elif self.may_call_vote(state, seat, old, new):
                        actions.append(CallVote(type="vote", victim=seat, old=old, word=new))
        return actions

    def available(self, state: SACState) -> Bag:
        """The letters the player to move may spell with: the centre and his drawn letter."""
        return state.face_up.put(state.drawn) if state.drawn else state.face_up

    def build_look_ups(self) -> None:
        """The word indexes (the whole list's, the family's words' and the whole list's less the words a family
        table leaves out) and the judge's word families: the first steal typed, long after the first turn,
        must not wait for them (SAC-5)."""
        anagram_index(self.lexicon)
        familiar_index(self.lexicon)
        spoken_index(self.lexicon)
        default_families()

    def judge(self, old: str, new: str, living_affixes: bool = True) -> StealVerdict:
        """SAC-5, from the shipped word families (read on first use) and the table's settings; without
        `living_affixes`, as the judge ruled before their decision (a game saved before it)."""
        return judge_steal(
            old, new, default_families(), self.inflections, self.prefixes, self.judge_style, living_affixes
        )

    def may_call_vote(self, state: SACState, victim: int, old: str, new: str) -> bool:
        """SAC-5: a steal the judge refuses, and not as a plain inflection, may be put to the table
        once a turn, where the table votes. (A steal the judge accepts may be put to the vote too, as
        saves made under an older, stricter judge did; nothing offers it, since stealing is simpler.)"""
        verdict = self.judge(old, new)
        return self.table_vote and (victim, old, new) not in state.voted and not verdict.accepted and verdict.votable

    def appraise(self, action: WordWay) -> Appraisal:
        """What the rules would say of a move's word, before the letters are looked at: the word
        list, the basis for a new word (SAC-1), the judge for a steal (SAC-5)."""
        word = _upper(action["word"])
        valid, reason = self.lexicon.verdict(word)
        if not valid:
            return Appraisal(False, reason)
        refusal = family_refusal(word) if self.family_words else None
        if refusal:
            return Appraisal(False, f"{refusal} (SAC-10)")
        match action["type"]:
            case "word" if len(word) < self.basis:
                return Appraisal(False, f"under {self.basis} letters (SAC-1)")
            case "steal":
                verdict = self.judge(_upper(action["old"]), word)
                return Appraisal(verdict.accepted, f"judge: {verdict.tier}", judged=True)
        return Appraisal(True, "a word")

    def ways(self, state: SACState, word: str) -> list[WordWay]:
        """Every move a typed word could be, as far as the letters go (the dictionary and the judge
        decide later): steals first, then extensions, then a new word from the centre."""
        word = _upper(word)
        if not word.isalpha() or state.vote is not None or state.finished:
            return []
        hand = self.available(state)
        found: list[WordWay] = []
        for seat in [*(s for s in range(len(state.names)) if s != state.turn), state.turn]:
            for old in dict.fromkeys(state.words[seat]):
                added = added_letters(old, word)
                if added is not None and hand.has(added):
                    if seat == state.turn:
                        found.append(Extend(type="extend", old=old, word=word))
                    else:
                        found.append(Steal(type="steal", victim=seat, old=old, word=word))
        if hand.has(word):
            found.append(Word(type="word", word=word))
        return found

    def letter_sources(self, state: SACState, action: WordWay) -> list[tuple[str, str]]:
        """Where each letter of a move's word comes from: "word" (the word taken or grown), "drawn",
        "centre", or "missing"; the drawn letter is counted as used before a face-up copy (SAC-3)."""
        taken = _upper(action["old"]) if action["type"] != "word" else ""
        piles = {"word": Bag.of(taken), "drawn": Bag.of(state.drawn or ""), "centre": state.face_up}
        sources = []
        for letter in _upper(action["word"]):
            name = next((name for name, pile in piles.items() if letter in pile), "missing")
            if name != "missing":
                piles[name] = piles[name].take(letter)
            sources.append((letter, name))
        return sources

    def step(self, state: SACState, action: Action) -> SACState:
        if state.finished:
            raise GameOver("SAC-8", "the game is over; start a new one")
        move = cast(SACAction, action)  # `apply` has checked its shape against ACTIONS
        if state.vote is not None:
            match move["type"]:
                case "verdict":
                    return self._verdict(state, move["accept"])
            vote = state.vote
            raise NotYourTurn(
                "SAC-5", f"the table is voting on {vote.word}: {state.names[vote.voters[0]]} says yes or no first"
            )
        if self.is_chance(state):
            match move["type"]:
                case "draw":
                    return self._draw(state, move)
            raise NotYourTurn("SAC-2", "first a letter is drawn from the pool")
        match move["type"]:
            case "draw":
                raise IllegalAction(
                    "SAC-2",
                    "one letter a turn: you have drawn yours"
                    if state.drawn
                    else "the pool is empty: play on with the face-up letters (SAC-7)",
                )
            case "verdict":
                raise NotYourTurn("SAC-5", "no vote has been called")
            case "pass":
                return self._pass(state)
            case "word":
                return self._word(state, move)
            case "steal" | "extend" | "vote":
                return self._grow(state, move)
            case _:
                assert_never(move["type"])

    def _draw(self, state: SACState, move: Draw) -> SACState:
        letter = move["letter"]
        if letter not in state.pool:
            raise IllegalAction("SAC-2", f"there is no {letter!r} left in the pool")
        return replace(
            state,
            pool=state.pool.take(letter),
            drawn=letter,
            voted=(),
            living_affixes=move.get("living_affixes") is True if self._first_draw(state) else state.living_affixes,
            events=_log(state, f"{state.names[state.turn]} draws a letter from the pool (SAC-2)"),
        )

    # --- moves -----------------------------------------------------------------------------------

    def _check_word(self, word: str) -> None:
        valid, reason = self.lexicon.verdict(word)
        if not valid:
            raise IllegalAction("SAC-2", f"{word or 'that'} is not a word: {reason}")
        refusal = family_refusal(word) if self.family_words else None
        if refusal:
            raise IllegalAction("SAC-10", refusal)

    def _check_letters(self, state: SACState, needed: Iterable[str], what: str, rule: str) -> None:
        """The letters a move adds must come from the drawn letter and the centre (SAC-2, SAC-5, SAC-6)."""
        missing = self.available(state).missing(needed)
        if missing:
            hand = " + your drawn letter" if state.drawn else ""
            centre = "".join(state.face_up) or "nothing"
            which = "which is" if len(missing) == 1 else "which are"
            raise IllegalAction(
                rule,
                f"{what} needs {', '.join(m.upper() for m in missing)}, {which} not to hand (centre: {centre}{hand})",
            )

    def _word(self, state: SACState, move: Word) -> SACState:
        word = _upper(move["word"])
        if len(word) < self.basis:
            raise IllegalAction(
                "SAC-1", f"{word or 'a word'} is too short: words have at least {self.basis} letters in this game"
            )
        self._check_word(word)
        self._check_letters(state, word, word, "SAC-2")
        words = with_seat(state.words, state.turn, state.words[state.turn] + (word,))
        return self._end_turn(state, Bag.of(word), words, f"{state.names[state.turn]} forms {word}")

    def _grow(self, state: SACState, move: Steal | Extend | CallVote) -> SACState:
        seat, kind = state.turn, move["type"]
        old, new = _upper(move["old"]), _upper(move["word"])
        if move["type"] == "extend":
            victim = seat
        else:
            victim = move["victim"]
            if not 0 <= victim < len(state.names):
                raise IllegalAction("SAC-5", f"steal from whom? name a seat from 0 to {len(state.names) - 1}")
            if victim == seat:
                raise IllegalAction("SAC-6", "that word is yours: extend it rather than steal it")
        owner = "your" if victim == seat else f"{state.names[victim]}'s"
        rule = "SAC-6" if kind == "extend" else "SAC-5"
        if old not in state.words[victim]:
            raise IllegalAction(rule, f"{old or 'that'} is not among {owner} words")
        added = added_letters(old, new)
        if added is None:
            raise IllegalAction(rule, f"{new or 'the new word'} must take every letter of {old} and add at least one")
        self._check_word(new)
        self._check_letters(state, added, f"{old} → {new}", rule)
        if kind == "extend":
            words = with_seat(state.words, seat, _replace_word(state.words[seat], old, new))
            return self._end_turn(state, added, words, f"{state.names[seat]} extends {old} to {new} (SAC-6)")
        verdict = self.judge(old, new, state.living_affixes)
        if kind == "steal":
            if not verdict.accepted:
                hint = (
                    "; the table may overrule the judge: call a vote"
                    if self.may_call_vote(state, victim, old, new)
                    else ""
                )
                raise IllegalAction("SAC-5", f"no steal: {verdict.reason}{hint}")
            return self._steal(state, victim, old, new, f"({verdict.tier}: {verdict.reason}) (SAC-5)")
        if not self.table_vote:
            raise IllegalAction("SAC-5", "this table plays without votes: the judge's ruling stands")
        if not verdict.votable:
            raise IllegalAction("SAC-5", f"no vote: {verdict.reason}, and an inflection is never a steal")
        if (victim, old, new) in state.voted:
            raise IllegalAction("SAC-5", f"the table has voted on {old} → {new} already this turn")
        voters = tuple(seats_from(seat, len(state.names))[1:])
        vote = Vote(seat, victim, old, new, voters)
        says = "yes" if verdict.accepted else "no"
        events = (
            f"{state.names[seat]} calls a vote: may {old} be stolen as {new}? "
            f"The judge says {says}: {verdict.reason} (SAC-5)",
        )
        return replace(state, vote=vote, voted=state.voted + ((victim, old, new),), events=_log(state, *events))

    def _verdict(self, state: SACState, accept: bool) -> SACState:
        vote = state.vote
        assert vote is not None
        voter = vote.voters[0]
        said = f"{state.names[voter]} says {'yes' if accept else 'no'}"
        vote = replace(vote, voters=vote.voters[1:], ayes=vote.ayes + accept, nays=vote.nays + (not accept))
        if vote.voters:
            return replace(state, vote=vote, events=_log(state, said))
        tally = f"{vote.ayes}–{vote.nays}"
        judge_accepts = self.judge(vote.old, vote.word).accepted
        if vote.ayes > vote.nays:
            why = "agrees with the judge" if judge_accepts else "overrules the judge"
            return self._steal(
                replace(state, vote=None), vote.victim, vote.old, vote.word, f"(the table {why}, {tally}) (SAC-5)", said
            )
        ruling = "The table refuses the steal" if judge_accepts else "The judge's ruling stands"
        events = (
            said,
            f"{ruling} ({tally}): {vote.old} is not stolen; {state.names[vote.caller]} plays on (SAC-5)",
        )
        return replace(state, vote=None, events=_log(state, *events))

    def _steal(self, state: SACState, victim: int, old: str, new: str, why: str, *before: str) -> SACState:
        seat = state.turn
        words = with_seat(state.words, victim, _replace_word(state.words[victim], old, None))
        words = with_seat(words, seat, words[seat] + (new,))
        return self._end_turn(
            state,
            Bag.of(new).take(old),
            words,
            f"{state.names[seat]} steals {old} from {state.names[victim]} as {new} {why}",
            before,
        )

    def _pass(self, state: SACState) -> SACState:
        name = state.names[state.turn]
        said = f"{name} forms no word" + ("" if state.drawn else " (the pool is empty) (SAC-7)")
        return self._end_turn(state, Bag(), state.words, said)

    def _end_turn(
        self, state: SACState, taken: Bag, words: tuple[tuple[str, ...], ...], said: str, before: tuple[str, ...] = ()
    ) -> SACState:
        """Take the letters, discard an unused drawn letter face up (SAC-3), pass the turn, and see
        whether the game has ended (SAC-7, SAC-8)."""
        seat = state.turn
        face_up = self.available(state).take(taken)
        used_drawn = state.drawn is not None and state.drawn in taken
        events = [*before]
        if state.drawn is None:
            events.append(said)
        elif used_drawn:
            events.append(f"{said}, using the drawn letter")
        else:
            events.append(f"{said} and discards the drawn {state.drawn} face up (SAC-3)")
        passes = state.passes + 1 if not taken and state.drawn is None else 0
        turns = with_seat(state.turns, seat, state.turns[seat] + 1)
        n = len(state.names)
        first = state.first_to_win
        if first is None:
            reached = [s for s in range(n) if len(words[s]) >= self.words_to_win]
            if reached:
                first = reached[0]
                events.append(
                    f"{state.names[first]} holds {self.words_to_win} words; "
                    "play goes on until all have had equal turns (SAC-8)"
                )
        new = replace(
            state,
            face_up=face_up,
            words=words,
            drawn=None,
            turns=turns,
            passes=passes,
            turn=next_seat(seat, n),
            voted=(),
            first_to_win=first,
        )
        reason = ""
        if not new.pool and not new.face_up:
            reason = "no letters are left (SAC-7)"
        elif not new.pool and passes >= n:
            reason = "the pool is empty and nobody can move (SAC-7)"
        elif new.turn == 0 and any(len(w) >= self.words_to_win for w in words):
            reason = f"{self.words_to_win} words after equal turns (SAC-8)"
        if reason:
            events.append(f"The game ends: {reason}")
        return replace(new, finished=bool(reason), end_reason=reason, events=_log(state, *events))

    # --- reading the state --------------------------------------------------------------------

    def tiles_of(self, state: SACState, seat: int) -> int:
        """SAC-8: the tiles in a player's words."""
        return sum(len(w) for w in state.words[seat])

    def result(self, states: Sequence[SACState], actions: Sequence[Action]) -> Result:
        state = states[-1]
        if not state.finished:
            raise IllegalAction("SAC-8", "the game is not over yet")
        n = len(state.names)
        tiles = [self.tiles_of(state, s) for s in range(n)]
        holders = [s for s in range(n) if len(state.words[s]) >= self.words_to_win]
        if holders:
            best = leaders([tiles[s] for s in holders])
            winners = tuple(holders[i] for i in best)
            if len(holders) == 1:
                reason = f"the only player with {self.words_to_win} words (SAC-8)"
            elif len(winners) == 1:
                reason = f"{len(holders)} players hold {self.words_to_win} words: the most tiles wins (SAC-8)"
            else:
                reason = f"{self.words_to_win} words and equal tiles: a tie (SAC-8)"
        else:
            winners = tuple(leaders(tiles))
            reason = f"{state.end_reason}; nobody holds {self.words_to_win} words, so the most tiles wins (SAC-8)"
        table = tuple({"seat": s, "words": len(state.words[s]), "tiles": tiles[s]} for s in range(n))
        return Result(
            winners,
            reason,
            float(tiles[winners[0]]),
            "tiles",
            table,
            scores=tuple(float(t) for t in tiles),
            records=tuple(
                Figure(seat, "most words", float(len(held)), ", ".join(held)) for seat, held in enumerate(state.words)
            ),
        )

    def standings(self, state: SACState) -> list[dict[str, Any]]:
        return [
            {
                "name": state.names[s],
                "words": len(held),
                "tiles": self.tiles_of(state, s),
                "word_list": list(held),
                "turns": state.turns[s],
            }
            for s, held in enumerate(state.words)
        ]

    def lookup(self, terms: list[str]) -> list[dict[str, Any]]:
        """A word's verdict (and whether it meets the basis, SAC-1); `OLD:NEW` asks the steal judge (SAC-5)."""
        rows = []
        for term in terms:
            if ":" in term:
                rows.append(self._lookup_steal(term))
                continue
            valid, reason = self.lexicon.verdict(term)
            if valid and len(term.strip()) < self.basis:
                valid, reason = False, f"{reason}, but shorter than the basis of {self.basis} letters (SAC-1)"
            row = {"term": term, "valid": valid, "reason": reason}
            rows.append({**row, "definition": self.definition(term)} if valid else row)
        return rows

    def words_formed(self, state: SACState, action: Action) -> tuple[str, ...]:
        """The word formed, stolen or extended to; a vote is on both words of the steal, the new one first."""
        kind = action.get("type")
        if kind in ("word", "steal", "extend"):
            return (_upper(action.get("word")),)
        if kind == "vote":
            return (_upper(action.get("word")), _upper(action.get("old")))
        return ()

    def _lookup_steal(self, term: str) -> dict[str, Any]:
        old, _, new = (part.strip().upper() for part in term.partition(":"))
        for word in (old, new):
            valid, reason = self.lexicon.verdict(word)
            if not valid:
                return {"term": term, "valid": False, "reason": f"{word or '(empty)'}: {reason}", "tier": None}
        if added_letters(old, new) is None:
            return {
                "term": term,
                "valid": False,
                "reason": f"{new} does not take every letter of {old} and add one (SAC-5)",
                "tier": None,
            }
        verdict = self.judge(old, new)
        return {
            "term": term,
            "valid": verdict.accepted,
            "reason": f"{verdict.reason} (SAC-5)",
            "tier": verdict.tier,
            "definition": {word: self.definition(word) for word in (old, new)},
        }

    def describe(self, state: SACState, action: Action) -> str:
        move = cast(SACAction, action)  # a move played, so its shape was checked
        seat = self.to_move(state)
        name = state.names[seat] if seat is not None else "?"
        match move["type"]:
            case "draw":
                return f"{state.names[state.turn]} draws a letter"
            case "word":
                return f"{name} forms {_upper(move['word'])}"
            case "steal":
                return f"{name} steals {_upper(move['old'])} as {_upper(move['word'])}"
            case "extend":
                return f"{name} extends {_upper(move['old'])} to {_upper(move['word'])}"
            case "vote":
                return f"{name} calls a vote on {_upper(move['old'])} → {_upper(move['word'])}"
            case "verdict":
                return f"{name} votes {'yes' if move['accept'] else 'no'}"
            case "pass":
                return f"{name} passes"
            case _:
                assert_never(move["type"])


def _log(state: SACState, *lines: str) -> tuple[str, ...]:
    """The table's recent history: what just happened, after the last few lines before it."""
    return (*state.events, *lines)[-LOG_LINES:]


def _replace_word(held: tuple[str, ...], old: str, new: str | None) -> tuple[str, ...]:
    """`held` with the first `old` replaced by `new` (or removed when `new` is None)."""
    at = held.index(old)
    return held[:at] + ((new,) if new else ()) + held[at + 1 :]


KIND = GameKind(
    SkipACross,
    player="parlorgames.bots.skip_a_cross:choose",
    view="parlorgames.tui.views.skip_a_cross:SkipACrossView",
    hints="parlorgames.bots.skip_a_cross:hints",
    hints_ranked_by="the computer's weighing: steals, then new words, then extensions, the longest first",
    review="parlorgames.bots.skip_a_cross:REVIEW",
)
