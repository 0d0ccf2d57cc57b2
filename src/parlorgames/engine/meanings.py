"""What a word means: a short WordNet gloss for each word of the shipped list, read only when asked.

``data/meanings.bin`` is made by ``scripts/build_meanings.py`` from Princeton WordNet 3.0: one or
two senses a headword (the sense a family knows first), and each inflected form pointing to its
lemma ("TONES: plural of TONE: the quality of a person's voice"); the rarer words WordNet lacks
(HAAF, STOPE) take a shortened sense of Webster's 1913 dictionary. The file is sorted lines in small
zlib blocks behind an index of each block's first word; only the index (a few hundred words) is
kept, and a lookup reads and unpacks the one block it needs, so knowing every meaning costs the
game almost nothing in memory and nothing at start-up.

A sense WordNet marks vulgar, obscene, slang, a slur or disparaging, or whose gloss is sexual, is
ranked last and marked; a table playing family words never shows it (``family=True``), nor any
meaning of a word the family list withholds (``data/family-withheld.txt``, read by the lexicon).

:func:`define` is the one-line answer every face shows ("define WORD").
"""

from __future__ import annotations

import zlib
from array import array
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from parlorgames.paths import data_path

from .lexicon import family_withheld

MEANINGS_FILE = "meanings.bin"
MAGIC = b"parlorgames meanings 1"
PARTS = {
    "n": "noun",
    "v": "verb",
    "a": "adjective",
    "r": "adverb",
    "p": "pronoun",
    "e": "preposition",
    "c": "conjunction",
    "d": "determiner",
    "i": "interjection",
    "m": "modal verb",
}
NO_MEANING = "the dictionary has no meaning for it"
WITHHELD = "no meaning shown at a family table"
_FORM = "="
_WITHHELD_MARK = "!"
_CACHED_BLOCKS = 8


@dataclass(frozen=True, slots=True)
class Sense:
    """One sense of a headword: its part of speech and WordNet's gloss."""

    part: str
    gloss: str


@dataclass(frozen=True, slots=True)
class Meaning:
    """What a word means: its senses, most common first, and for an inflected form how it comes from its
    lemma (``how`` "plural of", ``lemma`` TONE). No senses: the dictionary has none (or a family table
    is not shown them: ``note`` says which)."""

    word: str
    senses: tuple[Sense, ...] = ()
    lemma: str = ""
    how: str = ""
    note: str = NO_MEANING

    @property
    def known(self) -> bool:
        return bool(self.senses)

    def text(self, senses: int = 1) -> str:
        """The meaning without the word: "plural of TONE: the quality of a person's voice"; several
        senses are numbered."""
        if not self.senses:
            return self.note
        shown = self.senses[:senses]
        glosses = shown[0].gloss if len(shown) == 1 else " ".join(f"{i}. {s.gloss}" for i, s in enumerate(shown, 1))
        return f"{self.how} {self.lemma.upper()}: {glosses}" if self.lemma else glosses

    def line(self, width: int | None = None, senses: int = 1) -> str:
        """ "TONES: plural of TONE: the quality of a person's voice", cut to `width` characters."""
        return abbreviate(f"{self.word.upper()}: {self.text(senses)}", width)


def abbreviate(text: str, width: int | None) -> str:
    """`text` cut at a word to fit `width` characters, an ellipsis saying it was cut."""
    if width is None or len(text) <= width:
        return text
    if width < 2:
        return text[:width]
    cut = text[: width - 1]
    space = cut.rfind(" ")
    if space > width // 2:
        cut = cut[:space]
    return cut.rstrip(" ;:,") + "…"


class MeaningBook:
    """The meanings file, read a block at a time: the index of blocks is kept, the blocks are not (but
    for the last few read)."""

    __slots__ = ("path", "_firsts", "_offsets", "_lengths", "_start", "_blocks")

    def __init__(self, path: Path) -> None:
        """Read the file's header and index; ``ValueError`` when it is not a meanings file."""
        self.path = path
        with path.open("rb") as file:
            header = file.readline(200).split()
            if b" ".join(header[:-1]) != MAGIC or not header[-1:] or not header[-1].isdigit():
                raise ValueError(f"{path}: not a meanings file")
            firsts, offsets, lengths = [], array("I"), array("I")
            for _ in range(int(header[-1])):
                first, offset, length = file.readline(200).split()
                firsts.append(first.decode("ascii"))
                offsets.append(int(offset))
                lengths.append(int(length))
            self._start = file.tell()
        self._firsts, self._offsets, self._lengths = tuple(firsts), offsets, lengths
        self._blocks = lru_cache(maxsize=_CACHED_BLOCKS)(self._read_block)

    def _read_block(self, number: int) -> dict[str, str]:
        with self.path.open("rb") as file:
            file.seek(self._start + self._offsets[number])
            text = zlib.decompress(file.read(self._lengths[number])).decode("utf-8")
        return dict(line.split("\t", 1) for line in text.split("\n"))

    def entry(self, word: str) -> str | None:
        """The word's line after its first tab, or None when the file has no line for it."""
        block = bisect_right(self._firsts, word) - 1
        return self._blocks(block).get(word) if block >= 0 else None

    def meaning(self, word: str, family: bool = False) -> Meaning:
        """The meaning of `word` (any case); with `family`, only the senses a family table is shown."""
        key = word.strip().lower()
        if family and key in family_withheld():
            return Meaning(key, note=WITHHELD)
        entry = self.entry(key)
        lemma = how = ""
        if entry is not None and entry.startswith(_FORM):
            lemma, how = entry[1:].split("\t", 2)[:2]
            entry = _own_senses(self.entry(lemma))
        if not entry:
            return Meaning(key)
        senses = []
        for field in entry.split("\t"):
            mark, _, gloss = field.partition(" ")
            if not (family and mark.endswith(_WITHHELD_MARK)):
                senses.append(Sense(PARTS[mark[0]], gloss))
        return Meaning(key, tuple(senses), lemma, how, NO_MEANING if not family or senses else WITHHELD)


def _own_senses(entry: str | None) -> str | None:
    """A lemma's senses: its line, or for a headword that is also read as a form (LEFT, past of LEAVE),
    the senses its form line keeps after the lemma and how."""
    if entry is not None and entry.startswith(_FORM):
        fields = entry.split("\t", 2)
        return fields[2] if len(fields) == 3 else None
    return entry


@lru_cache(maxsize=1)
def meaning_book() -> MeaningBook:
    """The shipped meanings, opened on first ask."""
    return MeaningBook(data_path(MEANINGS_FILE))


def meaning(word: str, family: bool = False) -> Meaning:
    """What `word` means (`family`: as a family table is told)."""
    return meaning_book().meaning(word, family)


def define(word: str, family: bool = False, width: int | None = None) -> str:
    """The answer to "define WORD" on any face: "TONES: plural of TONE: the quality of a person's voice"
    (two senses when the word has them), cut to `width` characters if given."""
    return meaning(word, family).line(width, senses=2)
