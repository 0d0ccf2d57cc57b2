"""Build ``data/word-graph.bin.gz``: the shipped word list as two minimal DAWGs, forwards and backwards.

Zig Zaggle's move generator walks these graphs (games/zig_zaggle/wordgraph.py describes the cells). Built
here once rather than at every start: a game then loads them with one read and `array.frombytes`.
The file holds a magic string, the SHA-256 of ``data/words.txt.gz`` (a graph built from another
list is not used: the game builds one in memory instead), the two cell counts and the cells as
little-endian 32-bit integers, gzipped with mtime 0 so the same list gives the same bytes.

Run ``python scripts/build_word_graph.py`` after rebuilding the word list, ``--check`` to verify
the committed file is current.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

from generated import gzip_bytes, write_or_check

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from parlorgames.engine.lexicon import DEFAULT_FILE, Lexicon, fingerprint  # noqa: E402
from parlorgames.games.zig_zaggle.wordgraph import GRAPH_FILE, WordGraph, pack  # noqa: E402

WORDS = ROOT / "data" / DEFAULT_FILE
OUTPUT = ROOT / "data" / GRAPH_FILE


def build() -> bytes:
    """The gzipped file for the word list as it is now."""
    words = sorted(Lexicon.load(WORDS).words)
    forward = WordGraph.build(words)
    backward = WordGraph.build(word[::-1] for word in words)
    return gzip_bytes(pack(forward, backward, fingerprint(WORDS.read_bytes())))


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if the committed file differs")
    args = parser.parse_args(argv)
    return write_or_check({OUTPUT: build()}, args.check)


if __name__ == "__main__":
    raise SystemExit(main())
