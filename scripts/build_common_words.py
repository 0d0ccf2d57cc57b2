"""Build the family's words: the words of the shipped list that English text uses most.

    python scripts/build_common_words.py           # write data/common-words.txt.gz
    python scripts/build_common_words.py --check   # exit 1 if the committed file is out of date

Easy and normal computer players, and the hints first, play only these words: a family knows them
from across the table, where the whole list (114,623 words) holds ASYNDETON and SILIQUA.

Source: the English frequency list shipped in symspellpy 6.10.1 (`frequency_dictionary_en_82_765.txt`,
MIT licence, Wolf Garbe's SymSpell), made from Google Books Ngram counts for the words of SCOWL.
It was chosen over wordfreq's lists (data CC BY-SA 4.0) because its licence is the project's own,
so the derived list carries no share-alike terms, and its entries are dictionary words already:
wordfreq's top 100,000 are about 39% names, numbers and fragments. The list keeps the `MOST_COMMON`
most frequent words that the shipped word list (`data/words.txt.gz`) holds, so nothing withheld or
refused comes back, and adds `SHORT_WORDS`. The cut was chosen by the words the normal Zig Zaggle computer forms with it
(`bench/bench_family_words.py`), checked against a list it was not chosen from.
"""

from __future__ import annotations

import argparse
import sys
from importlib.resources import files

from generated import gzip_text, write_or_check

from parlorgames.engine.lexicon import COMMON_FILE, Lexicon
from parlorgames.paths import data_path

FREQUENCIES = "frequency_dictionary_en_82_765.txt"
MOST_COMMON = 15_000
"""How many of the most frequent words of the shipped list are kept (each counted over 1.5 million
times in Google Books). Over 16 seeded games of the normal Zig Zaggle computer, 89.2% of the words it
formed were in Debian's small lists with this cut, 86.3% at 17,500 and 83.6% at 20,000 (too near
the 85% aimed at): the more words, the more of them it reaches for that a family does not know."""
SHORT_WORDS = frozenset("ah ax eh ha hi ho ma oh ox pa pi".split())
"""Two-letter words every family says, which the frequency list leaves out (it holds only 27 of the
list's 78 two-letter words, none of these): a crossword needs its short words. Sounds written many
ways (aw, ow, um, uh, yo), clipped words (ex) and old forms (ye) are left out."""


def common_words(known: frozenset[str]) -> list[str]:
    """The `MOST_COMMON` words of `known` English text uses most, and `SHORT_WORDS`, in alphabetical order."""
    text = files("symspellpy").joinpath(FREQUENCIES).read_text(encoding="utf-8")
    counted = []
    for line in text.splitlines():
        word, count = line.split()
        if word in known:
            counted.append((-int(count), word))
    counted.sort()
    return sorted({word for _, word in counted[:MOST_COMMON]} | (SHORT_WORDS & known))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing it")
    args = parser.parse_args(argv)
    words = common_words(Lexicon.load().words)
    return write_or_check({data_path(COMMON_FILE): gzip_text("".join(f"{w}\n" for w in words))}, args.check)


if __name__ == "__main__":
    sys.exit(main())
