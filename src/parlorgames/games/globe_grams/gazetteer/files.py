"""The gazetteer's two file formats: the generated compact file and the hand-written TSV files.

Both give each name a record ``kinds<TAB>where``: kinds comma-separated, several places of one
name joined by ``"; "``, and a familiarity (see ``familiarity``).  The compact format is read with a
few splits and slices and looked up by bisection, which is what makes loading fast; the TSV format
is read line by line.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from pathlib import Path

from .familiarity import level_of_kinds, parse_level
from .spelling import normalise, saint_forms

GENERATED_FILE = "gazetteer.txt"
CURATED_FILE = "gazetteer-curated.tsv"
HISTORIC_FILE = "gazetteer-historic.tsv"
DEFAULT_FILES = (GENERATED_FILE, CURATED_FILE, HISTORIC_FILE)

_NAMES_END = "\n#kinds\twhere"
_CODES = "\n#codes "
_LEVELS = "\n#familiarity"
_MORE = re.compile(r"and \d+ more places?")
_LEADING_KINDS = frozenset({"country", "territory", "capital", "US state", "historic country", "continent"})


def read_text(path: Path) -> str:
    """A gazetteer file's text; a ``.gz`` file is read as gzip."""
    data = path.read_bytes()
    if path.suffix == ".gz":
        import gzip

        data = gzip.decompress(data)
    return data.decode("utf-8")


@dataclass(frozen=True, slots=True)
class Compact:
    """The generated file, as read: sorted names; the distinct ``kinds<TAB>where`` values;
    one fixed-width decimal code per name, all in one string, saying which value is its own; and
    one digit per name, its familiarity ("" in a file without them: then read from its kinds)."""

    names: list[str]
    table: list[str]
    codes: str
    width: int
    levels: str = ""

    def level(self, i: int) -> int:
        if self.levels:
            return ord(self.levels[i]) - 48
        return level_of_kinds(self.value(i).partition("\t")[0].split(","))

    def find_level(self, name: str) -> int:
        """A name's familiarity (0 when it is not in the file)."""
        i = bisect.bisect_left(self.names, name)
        return self.level(i) if i < len(self.names) and self.names[i] == name else 0

    def value(self, i: int) -> str:
        w = self.width
        return self.table[int(self.codes[w * i : w * i + w])]

    def values(self) -> list[str]:
        w, codes, table = self.width, self.codes, self.table
        return [table[int(codes[i : i + w])] for i in range(0, len(codes), w)]

    def find(self, name: str) -> str | None:
        """A name's record, found by bisection in the sorted names; None if it has none."""
        names = self.names
        i = bisect.bisect_left(names, name)
        if i < len(names) and names[i] == name:
            return self.value(i)
        return None

    def records(self) -> dict[str, str]:
        return dict(zip(self.names, self.values()))

    def record_levels(self) -> dict[str, int]:
        return {name: self.level(i) for i, name in enumerate(self.names)}


EMPTY = Compact([], [], "", 1)


def parse_compact(text: str) -> Compact | None:
    """Read the generated format (None for a file in the line-by-line TSV format)::

        # header lines
        NAME                       (sorted, one per line)
        #kinds<TAB>where ...
        kinds<TAB>where            (the distinct descriptions, numbered from 0)
        #codes WIDTH ...
        000300170000...            (each name's description number, WIDTH digits each)
        #familiarity ...           (optional)
        2314...                    (each name's familiarity, one digit each)

    Three plain splits and slices, no per-line Python work: this is what makes loading fast.
    """
    end = text.find(_NAMES_END)
    if end < 0:
        return None
    start = 0
    while text.startswith("#", start):
        start = text.index("\n", start) + 1
    codes_at = text.index(_CODES, end)
    names = text[start:end].split("\n")
    table = text[text.index("\n", end + 1) + 1 : codes_at].split("\n")
    header, _, codes = text[codes_at + len(_CODES) :].partition("\n")
    width = int(header.split()[0].rstrip(":"))
    codes, _, levels = codes.partition(_LEVELS)
    codes = codes.strip()
    levels = levels.partition("\n")[2].strip()
    if len(codes) != width * len(names):
        raise ValueError(f"gazetteer: {len(names)} names but {len(codes) // width} codes")
    if levels and len(levels) != len(names):
        raise ValueError(f"gazetteer: {len(names)} names but {len(levels)} familiarities")
    return Compact(names, table, codes, width, levels)


def parse_tsv(text: str) -> tuple[dict[str, str], dict[str, int]]:
    """``NAME<TAB>kinds<TAB>where[<TAB>familiarity]`` lines (``#`` comments) into
    {name: "kinds<TAB>where"} and {name: familiarity}.

    The familiarity is a level's name or digit; without one it follows from the kinds.  Names are
    normalised and given their St./Saint forms; repeated names are merged, keeping the best level.
    """
    records: dict[str, str] = {}
    levels: dict[str, int] = {}
    for number, line in enumerate(text.split("\n"), 1):
        line = line.rstrip("\r")
        if not line or line[0] == "#":
            continue
        parts = line.split("\t")
        if len(parts) not in (3, 4) or not all(p.strip() for p in parts):
            raise ValueError(f"gazetteer line {number}: expected NAME<TAB>kinds<TAB>where[<TAB>familiarity]: {line!r}")
        name = normalise(parts[0])
        kinds = [k.strip() for k in parts[1].split(",") if k.strip()]
        try:
            level = parse_level(parts[3]) if len(parts) == 4 else level_of_kinds(kinds)
        except ValueError as error:
            raise ValueError(f"gazetteer line {number}: {error}") from None
        value = ",".join(kinds) + "\t" + parts[2].strip()
        for form in (name, *saint_forms(name)):
            records[form] = merge(records[form], value) if form in records else value
            levels[form] = max(level, levels.get(form, 0))
    return records, levels


def merge(old: str, new: str) -> str:
    """Merge two ``kinds<TAB>where`` records for the same name."""
    old_kinds, _, old_where = old.partition("\t")
    new_kinds, _, new_where = new.partition("\t")
    kinds = list(dict.fromkeys(old_kinds.split(",") + new_kinds.split(",")))
    wheres = list(dict.fromkeys(old_where.split("; ") + new_where.split("; ")))
    more = [w for w in wheres if _MORE.fullmatch(w)]  # "and 5 more places" stays last
    if more:
        wheres = [w for w in wheres if w not in more] + more
    return ",".join(kinds) + "\t" + "; ".join(wheres)


def merge_later(extra: dict[str, str], records: dict[str, str], base: Compact) -> None:
    """Merge the records of a later file into ``extra`` (the names on top of the ``base`` file).

    A country or capital's own record stays first (DENMARK: the country, then …); a river, lake
    or island reads better before the towns named after it.
    """
    for name, value in records.items():
        old = extra.get(name)
        if old is not None:
            extra[name] = merge(old, value)
            continue
        first = base.find(name)
        if first is None:
            extra[name] = value
        elif first.partition(",")[0].partition("\t")[0] in _LEADING_KINDS:
            extra[name] = merge(first, value)
        else:
            extra[name] = merge(value, first)
