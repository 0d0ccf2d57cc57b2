"""Skip-A-Cross' moves, told apart by their `type` (see `engine.actions`)."""

from __future__ import annotations

from typing import Literal

from ...engine.actions import NotRequired, TypedDict


class Draw(TypedDict):
    """SAC-2: the letter drawn from the pool. The game's first draw records that the judge counts living
    affixes (SAC-5); a save made before that was decided has none, and is judged as it was played."""

    type: Literal["draw"]
    letter: str
    living_affixes: NotRequired[bool]


class Pass(TypedDict):
    """The player makes no word: the drawn letter goes face up into the centre (SAC-3)."""

    type: Literal["pass"]


class Word(TypedDict):
    """SAC-1, SAC-2: a new word from the centre and the drawn letter."""

    type: Literal["word"]
    word: str


class Steal(TypedDict):
    """SAC-5: another player's word `old` taken and grown into `word`."""

    type: Literal["steal"]
    victim: int
    old: str
    word: str


class Extend(TypedDict):
    """SAC-6: one's own word `old` grown into `word`."""

    type: Literal["extend"]
    old: str
    word: str


class CallVote(TypedDict):
    """SAC-5: a steal the judge refuses, put to the table's vote."""

    type: Literal["vote"]
    victim: int
    old: str
    word: str


class Verdict(TypedDict):
    """SAC-5: one voter's yes or no."""

    type: Literal["verdict"]
    accept: bool


WordWay = Word | Steal | Extend
"""A way to play a typed word: a new word, a steal or an extension (`SkipACross.ways`)."""

SACAction = Draw | Pass | Word | Steal | Extend | CallVote | Verdict
"""Every move of Skip-A-Cross."""

ACTION_TYPES = (Draw, Pass, Word, Steal, Extend, CallVote, Verdict)
