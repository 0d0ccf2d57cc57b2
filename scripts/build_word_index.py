"""Build the shipped word list's anagram index, so Skip-A-Cross loads it instead of building it.

    python scripts/build_word_index.py           # write data/words-index.bin
    python scripts/build_word_index.py --check   # exit 1 if the committed file is out of date

The index (engine/words.py, over engine/letters.py) groups the words of ``data/words.txt.gz`` by
their letters; it is saved with a checksum of that file, so a changed word list is never read
with a stale index (the game then builds one as it starts).  Run it after build_lexicon.py.
"""

from __future__ import annotations

import argparse
import sys

from generated import write_or_check

from parlorgames.engine.lexicon import DEFAULT_FILE, Lexicon
from parlorgames.engine.words import SHIPPED_INDEX, AnagramIndex
from parlorgames.paths import data_path


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed file instead of writing it")
    args = parser.parse_args()
    source = data_path(DEFAULT_FILE)
    index = AnagramIndex(Lexicon.load(source).words)
    return write_or_check({data_path(SHIPPED_INDEX): index.to_bytes(source.read_bytes())}, args.check)


if __name__ == "__main__":
    sys.exit(main())
