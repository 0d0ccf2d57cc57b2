"""Build the family's words: the words of the shipped list that English text uses most.

    python scripts/build_common_words.py           # write data/common-words.txt.gz
    python scripts/build_common_words.py --check   # exit 1 if the committed file is out of date

Easy and normal computer players, and the hints first, play only these words: a family knows them
from across the table, where the whole list (114,660 words) holds ASYNDETON and SILIQUA.

Source: the English frequency list shipped in symspellpy 6.10.1 (`frequency_dictionary_en_82_765.txt`,
MIT licence, Wolf Garbe's SymSpell), made from Google Books Ngram counts for the words of SCOWL.
It was chosen over wordfreq's lists (data CC BY-SA 4.0) because its licence is the project's own,
so the derived list carries no share-alike terms, and its entries are dictionary words already:
wordfreq's top 100,000 are about 39% names, numbers and fragments. The list keeps the `MOST_COMMON`
most frequent words that the shipped word list (`data/words.txt.gz`) holds, so nothing withheld or
refused comes back. The cut was chosen by the words the normal Zig Zaggle computer forms with it
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
MOST_COMMON = 20_000
"""How many of the most frequent words of the shipped list are kept (counted at least about 840,000
times in Google Books): at 20,000 the normal computer's words are common; at 30,000 it reaches for
RAJAH and OXIDE."""


def common_words(known: frozenset[str]) -> list[str]:
    """The `MOST_COMMON` words of `known` English text uses most, in alphabetical order."""
    text = files("symspellpy").joinpath(FREQUENCIES).read_text(encoding="utf-8")
    counted = []
    for line in text.splitlines():
        word, count = line.split()
        if word in known:
            counted.append((-int(count), word))
    counted.sort()
    return sorted(word for _, word in counted[:MOST_COMMON])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing it")
    args = parser.parse_args()
    words = common_words(Lexicon.load().words)
    return write_or_check({data_path(COMMON_FILE): gzip_text("".join(f"{w}\n" for w in words))}, args.check)


if __name__ == "__main__":
    sys.exit(main())
