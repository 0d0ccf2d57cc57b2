"""Build the words a family table leaves out: the vulgar and sexual words of the word list, each with its reason.

    python scripts/build_family_words.py           # write data/family-withheld.txt
    python scripts/build_family_words.py --check   # exit 1 if the committed file is out of date

No computer plays these words and no hint offers them; a table with the "Family words" setting refuses
them from people too (ZZ-W4, SAC-10). They stay in the word list, so a table without the setting may play
them, as a club list keeps them.

Candidates: the word list of better-profanity 0.7.0 (MIT licence, Snipe Labs;
`better_profanity/profanity_wordlist.txt`, 944 entries), a build-time package only. Such a list cannot be
used as it is: it splits phrases into innocent words (CUP, JOB, SEAMEN) and holds slurs, drugs and mild
insults alike. So its plain words that the shipped word list (`data/words.txt.gz`) holds, and the forms of
every word withheld (`forms`: DILDO gives DILDOS and DILDOES), must each be decided by hand in
`data/family-decisions.txt` (the project's own): withheld with the reason, or kept with its innocent main
sense (COCK a rooster, ASS the animal, SEAMEN sailors). Words the list missed may be withheld there too.
The build stops, naming them, while a candidate is undecided, a word is decided twice or a decided word
is not in the word list, so a change of either list is a decision again, never an accident.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.metadata
import re
import sys
from importlib.resources import files
from pathlib import Path

from generated import write_or_check

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
WORDS = DATA / "words.txt.gz"
DECISIONS = DATA / "family-decisions.txt"
OUTPUT = DATA / "family-withheld.txt"
SOURCE, VERSION = "better-profanity", "0.7.0"
CANDIDATES = "profanity_wordlist.txt"
AZ = re.compile(r"[a-z]+")
SUFFIXES = ("s", "es", "ed", "d", "ing", "er", "ers", "y", "ier", "iest", "ish", "ness", "ly")
"""What a word's forms end in (DILDO → DILDOS, DILDOES); after a doubled last letter, `DOUBLED` (CUM →
CUMMING); in place of a final Y, `FOR_Y` (HORNY → HORNIER, HORNINESS); in place of a final E, `FOR_E`."""
DOUBLED = ("ed", "ing", "er", "ers", "y", "ier", "iest")
FOR_Y = ("ies", "ied", "ier", "iest", "iness", "ily")
FOR_E = ("ed", "ing", "er", "ers", "ish")
HEADER = """\
# The words a family table leaves out, each with its reason: no computer plays them, no hint offers them,
# and a table with the "Family words" setting refuses them from people too (ZZ-W4, SAC-10).
# Made by scripts/build_family_words.py from data/family-decisions.txt; do not edit by hand.
"""


def candidates(known: frozenset[str]) -> set[str]:
    """The plain lower-case words of the candidate list that the word list holds."""
    try:
        have = importlib.metadata.version(SOURCE)
    except importlib.metadata.PackageNotFoundError:
        sys.exit(f"{SOURCE}=={VERSION} is not installed (pip install {SOURCE}=={VERSION})")
    if have != VERSION:
        sys.exit(f"{SOURCE} {have} is installed, the file was built from {VERSION}")
    text = files("better_profanity").joinpath(CANDIDATES).read_text(encoding="utf-8")
    return {word for word in (line.strip() for line in text.splitlines()) if AZ.fullmatch(word)} & known


def forms(word: str, known: frozenset[str]) -> set[str]:
    """The words of the list made from `word` by a suffix (`SUFFIXES`, `DOUBLED`, `FOR_Y`, `FOR_E`)."""
    made = {word + suffix for suffix in SUFFIXES} | {word + word[-1] + suffix for suffix in DOUBLED}
    if word.endswith("y"):
        made |= {word[:-1] + suffix for suffix in FOR_Y}
    if word.endswith("e"):
        made |= {word[:-1] + suffix for suffix in FOR_E}
    return made & known


def read_decisions(path: Path) -> dict[str, tuple[bool, str]]:
    """Each decided word: (withheld, reason). Exits naming `file:line` for a malformed line or a word decided twice."""
    decided: dict[str, tuple[bool, str]] = {}
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        head, colon, reason = line.partition(":")
        verb, *words = head.split()
        if verb not in ("withhold", "keep") or not colon or not reason.strip() or not words:
            sys.exit(f"{path.name}:{number}: not 'withhold|keep WORD ... : reason'")
        for word in words:
            if not AZ.fullmatch(word):
                sys.exit(f"{path.name}:{number}: {word!r} is not a lower-case a-z word")
            if word in decided:
                sys.exit(f"{path.name}:{number}: {word!r} is decided twice")
            decided[word] = (verb == "withhold", reason.strip())
    return decided


def withheld(known: frozenset[str], decided: dict[str, tuple[bool, str]]) -> dict[str, str]:
    """The words withheld with their reasons, once every candidate and every form of a withheld word is decided."""
    unknown = sorted(word for word in decided if word not in known)
    if unknown:
        sys.exit(f"{DECISIONS.name}: not in the word list: {' '.join(unknown)}")
    out = {word: reason for word, (held, reason) in decided.items() if held}
    wanted = candidates(known) | {form for word in out for form in forms(word, known)}
    undecided = sorted(wanted - decided.keys())
    if undecided:
        sys.exit(f"{DECISIONS.name}: decide these (withhold or keep): {' '.join(undecided)}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing it")
    args = parser.parse_args(argv)
    known = frozenset(gzip.decompress(WORDS.read_bytes()).decode("ascii").split())
    out = withheld(known, read_decisions(DECISIONS))
    text = HEADER + "".join(f"{word} {reason}\n" for word, reason in sorted(out.items()))
    return write_or_check({OUTPUT: text.encode("ascii")}, args.check)


if __name__ == "__main__":
    sys.exit(main())
