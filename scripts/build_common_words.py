"""Build the family's words: the words of the shipped list that English text uses most.

    python scripts/build_common_words.py           # write data/common-words.txt.gz
    python scripts/build_common_words.py --check   # exit 1 if the committed file is out of date

Easy and normal computer players, and the hints first, play only these words: a family knows them
from across the table, where the whole list (114,623 words) holds ASYNDETON and SILIQUA.

Sources (build-time packages: `pip install symspellpy==6.10.1 pyspellchecker==0.9.1`):
- books: the English frequency list shipped in symspellpy 6.10.1 (`frequency_dictionary_en_82_765.txt`,
  MIT licence, Wolf Garbe's SymSpell), made from Google Books Ngram counts for the words of SCOWL;
- talk: pyspellchecker 0.9.1's English list (`resources/en.json.gz`, MIT licence, Tyler Barrus), counts
  of the words of OpenSubtitles 2018.
Both were chosen over wordfreq's lists (data CC BY-SA 4.0) because their licence is the project's own,
so the derived list carries no share-alike terms. A word is the family's when it is among the
`BOOKS_CUT` most written and the `SUBTITLES_CUT` most said of the shipped word list
(`data/words.txt.gz`, so nothing withheld or refused comes back), less the words a family table leaves
out (`data/family-withheld.txt`, made by `scripts/build_family_words.py`); `SHORT_WORDS` are added.
Books alone reach for the words of print (AQUEOUS, AXIAL, PLENARY) and miss the words of talk (VOW).
The cuts were chosen by the words the normal computers form with them (`bench/bench_family_words.py`),
checked against a list they were not chosen from: over 24 seeded games of each, 95.4% of normal Zig
Zaggle's words and 96.5% of normal Skip-A-Cross's are in Debian's small lists (books alone, the 15,000
most written: 88.9% and 84.0%).
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from importlib.resources import files

from generated import gzip_text, write_or_check

from parlorgames.engine.lexicon import COMMON_FILE, Lexicon, family_withheld
from parlorgames.paths import data_path

FREQUENCIES = "frequency_dictionary_en_82_765.txt"
SUBTITLES = "resources/en.json.gz"
BOOKS_CUT = 20_000
SUBTITLES_CUT = 12_000
"""A family's word is among the `BOOKS_CUT` words of the shipped list written most in books and among the
`SUBTITLES_CUT` said most in films' subtitles: AQUEOUS, AXIAL and PLENARY are common in print and rare in
talk, VOW is common in both and SOU in neither."""
SHORT_WORDS = frozenset("ah ax eh ha hi ho ma oh ox pa pi".split())
"""Two-letter words every family says, which the frequency list leaves out (it holds only 27 of the
list's 78 two-letter words, none of these): a crossword needs its short words. Sounds written many
ways (aw, ow, um, uh, yo), clipped words (ex) and old forms (ye) are left out."""


def ranked(counts: dict[str, int]) -> dict[str, int]:
    """Each word's rank by its count, most first (1 the commonest), equal counts in alphabetical order."""
    order = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return {word: rank for rank, (word, _) in enumerate(order, 1)}


def book_counts(known: frozenset[str]) -> dict[str, int]:
    """How often Google Books writes each word of `known` (symspellpy's list)."""
    text = files("symspellpy").joinpath(FREQUENCIES).read_text(encoding="utf-8")
    pairs = (line.split() for line in text.splitlines())
    return {word: int(count) for word, count in pairs if word in known}


def subtitle_counts(known: frozenset[str]) -> dict[str, int]:
    """How often films' subtitles say each word of `known` (pyspellchecker's English list)."""
    counts = json.loads(gzip.decompress(files("spellchecker").joinpath(SUBTITLES).read_bytes()))
    return {word: int(count) for word, count in counts.items() if word in known}


def common_words(known: frozenset[str]) -> list[str]:
    """The words of `known` within both cuts (`BOOKS_CUT`, `SUBTITLES_CUT`), and `SHORT_WORDS`, in
    alphabetical order."""
    books, talk = ranked(book_counts(known)), ranked(subtitle_counts(known))
    both = {
        word for word, rank in books.items() if rank <= BOOKS_CUT and talk.get(word, SUBTITLES_CUT + 1) <= SUBTITLES_CUT
    }
    return sorted(both | (SHORT_WORDS & known))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing it")
    args = parser.parse_args(argv)
    words = common_words(Lexicon.load().words - family_withheld().keys())
    return write_or_check({data_path(COMMON_FILE): gzip_text("".join(f"{w}\n" for w in words))}, args.check)


if __name__ == "__main__":
    sys.exit(main())
