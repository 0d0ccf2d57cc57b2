"""The gazetteer itself: what a name is and where, and whether a term may be played."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ....engine.letters import LetterIndex
from .familiarity import LEVEL_NAMES, describe
from .files import DEFAULT_FILES, EMPTY, Compact, merge_later, parse_compact, parse_tsv, read_text
from .letter_index import index_names, letters_of, names_by_letters
from .rule_words import BARE_WORDS, PREFIX_WORDS, SUFFIX_WORDS, added_forms
from .search import matching
from .spelling import normalise


@dataclass(frozen=True, slots=True)
class Entry:
    """A name in the gazetteer: what kinds of place it is, where (a readable description), and
    how well known it is (a level of ``familiarity``)."""

    name: str
    kinds: tuple[str, ...]
    where: str
    familiarity: int = 0

    @property
    def words(self) -> int:
        return self.name.count(" ") + 1


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a term may be played as a geographical name, and why (GG-N1, GG-N3)."""

    term: str
    valid: bool
    name: str  # the term normalised for play
    words: int  # words in the normalised term (GG-N2 / GG-N3 doubling)
    reason: str  # what it is and where, or why it is not a name
    entry: Entry | None = None  # the gazetteer entry behind a valid verdict
    rule: str = ""  # the rule a refusal rests on ("GG-N1", "GG-N3"), or "" when valid
    familiarity: int = 0  # how well known the name is (0 when it is not a name)

    def __bool__(self) -> bool:
        return self.valid


class Gazetteer:
    """The names Globe-Grams accepts, with what and where each one is."""

    def __init__(
        self,
        compact: Compact | None = None,
        extra: dict[str, str] | None = None,
        extra_levels: dict[str, int] | None = None,
    ) -> None:
        # The bulk, as the generated file has it (looked up by bisection in its sorted names),
        # plus dicts of the names added or merged from other files and of their familiarity.
        # Entry objects are made on demand, and the search and letter indexes on first use.
        self._compact = compact or EMPTY
        self._names = self._compact.names
        self._extra = extra or {}
        self._extra_levels = extra_levels or {}
        self._new = sum(1 for name in self._extra if self._compact.find(name) is None)
        self._sorted: list[str] | None = None
        self._letters: dict[int, LetterIndex] = {}
        self._spaceless: dict[str, list[str]] | None = None

    # -- construction ---------------------------------------------------------------------

    @classmethod
    def load(cls, paths: Iterable[str | Path] | None = None) -> Gazetteer:
        """Read the gazetteer files (default: the generated and curated files in ``data/``).

        A ``.gz`` file is read as gzip.  The first file in the generated (compact) format is
        taken as it is; every other file is normalised and merged into it, name by name, and a
        name found in several files keeps its best familiarity.
        """
        if paths is None:
            from parlorgames.paths import data_path

            paths = [data_path(name) for name in DEFAULT_FILES]
        base: Compact | None = None
        extra: dict[str, str] = {}
        extra_levels: dict[str, int] = {}
        for path in map(Path, paths):
            text = read_text(path)
            parsed = parse_compact(text)
            if parsed is not None and base is None:
                base = parsed
                continue
            records, levels = parse_tsv(text) if parsed is None else (parsed.records(), parsed.record_levels())
            merge_later(extra, records, base or EMPTY)
            for name, level in levels.items():
                old = extra_levels.get(name) or (base or EMPTY).find_level(name)
                extra_levels[name] = max(old, level)
        return cls(base, extra, extra_levels)

    @classmethod
    def from_entries(cls, entries: Iterable[Entry | tuple[str, str, str]]) -> Gazetteer:
        """A gazetteer from (name, kinds, where) triples or Entries — handy in tests and tools."""
        lines = []
        for item in entries:
            if isinstance(item, Entry):
                lines.append(f"{item.name}\t{','.join(item.kinds)}\t{item.where}")
            else:
                lines.append("\t".join(item))
        return cls(None, *parse_tsv("\n".join(lines)))

    def _value(self, name: str) -> str | None:
        value = self._extra.get(name)
        return self._compact.find(name) if value is None else value

    def _level(self, name: str) -> int:
        return self._extra_levels.get(name) or self._compact.find_level(name)

    # -- lookup ---------------------------------------------------------------------------

    @staticmethod
    def normalise(term: str) -> str:
        """``"Orël"`` → ``"OREL"``, ``"St. Louis"`` → ``"ST LOUIS"``."""
        return normalise(term)

    def __len__(self) -> int:
        return len(self._names) + self._new

    def __iter__(self) -> Iterator[str]:
        """Every name, in alphabetical order."""
        return iter(self._sorted_names())

    def __contains__(self, term: object) -> bool:
        if not isinstance(term, str):
            return False
        return self.verdict(term).valid

    def entry(self, term: str) -> Entry | None:
        """The gazetteer's own entry for a name (not for an added-word form), or None."""
        name = normalise(term)
        value = self._value(name)
        return None if value is None else _entry(name, value, self._level(name))

    def familiarity(self, term: str) -> int:
        """How well known a name is (``familiarity`` levels; a GG-N3 form takes its base's), or 0
        when it is not a name."""
        return self.verdict(term).familiarity

    def word_count(self, term: str) -> int:
        """Words in the name as played (GG-N2, GG-N3): ST PAUL 2, NILE RIVER 2, ADEN 1."""
        name = normalise(term)
        return name.count(" ") + 1 if name else 0

    def verdict(self, term: str, floor: int = 0) -> Verdict:
        """May ``term`` be played as a geographical name?  The reason says what it is and where,
        or why it is not a name (and under which rule).  With a ``floor`` (a familiarity level:
        the table plays atlas names only) a name less well known than that is refused too."""
        found = self._verdict(term)
        if found.valid and found.familiarity < floor:
            return Verdict(
                term,
                False,
                found.name,
                found.words,
                f"{found.reason}; {describe(found.familiarity)}: the table plays "
                f"{LEVEL_NAMES[floor]} names or better only (GG-N1, options.names)",
                found.entry,
                "GG-N1",
                found.familiarity,
            )
        return found

    def _verdict(self, term: str) -> Verdict:
        name = normalise(term)
        words = name.split()
        count = len(words)
        if not name:
            return Verdict(term, False, name, 0, "no letters: not a name (GG-N1)", rule="GG-N1")
        value = self._value(name) if name not in BARE_WORDS else None
        added, refusal = self._added_word(words) if count >= 2 else (None, "")
        if value is not None:
            entry = _entry(name, value, self._level(name))
            reason = f"{name}: {entry.where}"
            level = entry.familiarity
            if added is not None:  # RIVER NILE is a state in Sudan, and the Nile with RIVER added
                reason += f"; also {added[1]}"
                level = max(level, added[0].familiarity)
            return Verdict(term, True, name, count, reason, entry, familiarity=level)
        if all(w in BARE_WORDS for w in words):
            what = "a bare geographical word" if count == 1 else "made of bare geographical words"
            return Verdict(term, False, name, count, f"{name} is {what}, not a name (GG-N1)", rule="GG-N1")
        if added is not None:
            return Verdict(term, True, name, count, added[1], added[0], familiarity=added[0].familiarity)
        if refusal:
            return Verdict(term, False, name, count, refusal, rule="GG-N3")
        return Verdict(term, False, name, count, self._not_found(name), rule="GG-N1")

    def _not_found(self, name: str) -> str:
        """Why a name is refused when it is nowhere, with the spaced names its letters run into."""
        reason = f"{name} is not in the gazetteer (GG-N1: only geographical names)"
        spaced = self._spaceless_index().get(name.replace(" ", ""))
        if spaced and name not in spaced:
            reason += f"; did you mean {' or '.join(spaced[:3])}?"
        return reason

    def _added_word(self, words: list[str]) -> tuple[tuple[Entry, str] | None, str]:
        """GG-N3: is this a river/lake/island … name with its word added?  Returns (the base
        entry and a reason) or None, and the reason for a refusal when the word does not fit."""
        count = len(words)
        candidates = []
        if words[-1] in SUFFIX_WORDS:
            candidates.append((" ".join(words[:-1]), words[-1], SUFFIX_WORDS[words[-1]]))
        if words[0] in PREFIX_WORDS:
            candidates.append((" ".join(words[1:]), words[0], PREFIX_WORDS[words[0]]))
        refusal = ""
        for base, word, kinds in candidates:
            base_value = self._value(base)
            if base_value is None or base in BARE_WORDS:
                continue
            entry = _entry(base, base_value, self._level(base))
            if kinds.intersection(entry.kinds):
                return (entry, f"{base}: {entry.where}; with {word} added, a {count}-word name (GG-N3)"), ""
            if not refusal:
                refusal = (
                    f"{base} is in the gazetteer ({', '.join(entry.kinds)}: {entry.where}) "
                    f"but is not a {' or '.join(sorted(kinds))}, so {word} cannot be added "
                    f"to it (GG-N3)"
                )
        return None, refusal

    # -- the Globe panel (GG-T7) ----------------------------------------------------------

    def search(self, query: str, limit: int = 50) -> list[Entry]:
        """Names starting with ``query`` ("DEN"), or matching a pattern with ``?`` (one letter)
        and ``*`` (any run, spaces included) wildcards, anchored at both ends ("D?NM*").

        Results come in alphabetical order, at most ``limit`` of them.
        """
        return [
            _entry(name, value, self._level(name))
            for name in matching(self._sorted_names(), query, limit)
            if (value := self._value(name)) is not None
        ]

    # -- for computer players -------------------------------------------------------------

    def names_by_letters(
        self,
        letters: Iterable[str] | str,
        *,
        required: Iterable[str] | str = "",
        wild: int = 0,
        min_letters: int = 1,
        floor: int = 0,
    ) -> list[str]:
        """Every playable name whose letters can be taken from ``letters`` (a multiset; the
        spaces in names need no tile), including the two-word GG-N3 forms (``NILE RIVER``).

        ``required`` letters must all be in the name as well (GG-X1: the letters of the name
        being captured — pass ``min_letters=len(required) + 1`` so that something is added;
        GG-N4: the three special letters).  ``wild`` blanks may stand for letters the rack lacks
        (GG-T6 allows at most two in a name).  Longest names first, then alphabetical; use
        :meth:`verdict` for what each one is and :meth:`word_count` for its words.  ``floor``
        leaves out the names less well known than that familiarity level.

        The index behind it is built on first use (a few hundred milliseconds at most); after
        that a rack of 15 letters is answered in milliseconds.
        """
        index = self.letter_index(floor)
        return names_by_letters(index, letters_of(letters), letters_of(required), wild, min_letters)

    def letter_index(self, floor: int = 0) -> LetterIndex:
        """Every playable name and GG-N3 form at least as well known as ``floor``, by its letters
        (spaces need no tile), built on first use and kept: the gazetteer's searches and the
        computer player share it."""
        index = self._letters.get(floor)
        if index is None:
            items = ((name, value) for name, value, level in self._items() if level >= floor)
            index = self._letters[floor] = index_names(
                items, lambda form: self._value(form) is not None and self._level(form) >= floor
            )
        return index

    def forms(self, term: str) -> list[str]:
        """A name and its GG-N3 forms with a word added (NILE → NILE, NILE RIVER, RIVER NILE)."""
        name = normalise(term)
        value = self._value(name)
        if value is None:
            return []
        return [name, *added_forms(name, value.partition("\t")[0].split(","))]

    # -- internals ------------------------------------------------------------------------

    def _sorted_names(self) -> list[str]:
        if self._sorted is None:
            new = [name for name in self._extra if self._compact.find(name) is None]
            self._sorted = sorted(self._names + new) if new else self._names
        return self._sorted

    def _spaceless_index(self) -> dict[str, list[str]]:
        """Names of several words by their letters run together (NEWYORK → NEW YORK)."""
        if self._spaceless is None:
            spaceless: dict[str, list[str]] = {}
            for name in self._sorted_names():
                if " " in name:
                    spaceless.setdefault(name.replace(" ", ""), []).append(name)
            self._spaceless = spaceless
        return self._spaceless

    def _items(self) -> Iterator[tuple[str, str, int]]:
        """(name, "kinds<TAB>where", familiarity) for every name, in no particular order."""
        extra, levels, compact = self._extra, self._extra_levels, self._compact
        for i, (name, value) in enumerate(zip(self._names, compact.values())):
            yield name, extra.get(name, value), levels.get(name) or compact.level(i)
        for name, value in extra.items():
            if compact.find(name) is None:
                yield name, value, levels.get(name, 0)


def _entry(name: str, value: str, level: int) -> Entry:
    kinds, _, where = value.partition("\t")
    return Entry(name, tuple(kinds.split(",")), where, level)


@lru_cache(maxsize=1)
def default_gazetteer() -> Gazetteer:
    """The shipped gazetteer, loaded on first call and then cached."""
    return Gazetteer.load()
