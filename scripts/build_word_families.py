"""Build ``data/word-families.txt.gz``, the table the Skip-A-Cross steal judge rules by (SAC-5).

A steal must change the meaning.  Spelling rules cannot tell that CORNER is not CORN + ER or that
EATEN is a form of EAT, so the judge asks a lexical table instead:

* **forms** -- every inflected form of a lemma, regular and irregular (EAT: ATE, EATEN, EATING,
  EATS; OX: OXEN; MEAN: MEANT; BIG: BIGGER, BIGGEST), from *lemminflect* 0.2.3 (MIT; its
  inflection table is derived from the NLM SPECIALIST Lexicon, whose terms allow free use with
  credit) and from the morphological exception lists of Princeton WordNet 3.0 (``noun.exc``,
  ``verb.exc``, ``adj.exc``; WordNet licence, permissive, keep the notice);
* **kin** -- pairs of lemmas of one root: WordNet's derivationally-related-form and adverb links
  (TEACH - TEACHER, KIND - KINDNESS, HAPPY - HAPPILY), antonyms spelled from each other
  (APPEAR - DISAPPEAR), and words whose WordNet definition uses the shorter word
  they are spelled from (RESIZE: "change the size of"; REPAINT: "paint again").

Only what a steal can meet is kept: words of the game's word list (``data/words.txt.gz``), and
pairs where one word holds every letter of the other and more.  The file is plain text, gzipped
with mtime 0 so a rebuild gives the same bytes::

    f POS LEMMA FORM FORM ...      a lemma with its inflected forms (POS: n, v, a, r)
    d ROOT WORD                    WordNet links the two lemmas as derivations of each other
    a ROOT WORD                    WordNet's antonym of ROOT is spelled from it (DISAPPEAR)
    g ROOT WORD                    WORD's WordNet definition uses ROOT

Sources (build time only; nothing is downloaded when the game runs)::

    pip install lemminflect==0.2.3          # in a scratch virtual environment
    apt-get install wordnet-base            # Debian: /usr/share/wordnet

Run ``python scripts/build_word_families.py`` to rebuild it and ``data/word-families-NOTICE.txt`` (the
sources' notices), ``--check`` to verify the committed files.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.metadata
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from importlib.util import find_spec
from pathlib import Path

from generated import gzip_text, write_or_check

ROOT = Path(__file__).resolve().parent.parent
WORDS = ROOT / "data" / "words.txt.gz"
OUTPUT = ROOT / "data" / "word-families.txt.gz"
NOTICE = ROOT / "data" / "word-families-NOTICE.txt"
WORDNET_COPYRIGHT = Path("/usr/share/doc/wordnet-base/copyright")
WORDNET = Path("/usr/share/wordnet")
POS = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}
WORDNET_POS = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}
WORD = re.compile(r"[a-z]+")
# WordNet pointers between lemmas of one root: derivationally related forms, an adverb's
# adjective, and antonyms spelled from each other (APPEAR - DISAPPEAR).
LINKS = {"+": "d", "\\": "d", "!": "a"}
MIN_ROOT = 3  # a definition word shorter than this (AT, IN, BE) says nothing of a root
# Words of a definition that carry no root: articles, pronouns, prepositions, quantifiers.
FUNCTION_WORDS = frozenset(
    """
the and for any one not all but with from that this these those its his her their who whom which
what when where how out over under into onto upon off per than then thus such some none each
every other another own same very more most less least much many few both either neither
""".split()
)


def read_words() -> set[str]:
    return set(gzip.decompress(WORDS.read_bytes()).decode("ascii").split())


def lemminflect_groups() -> Iterator[tuple[str, str, set[str]]]:
    """(part of speech, lemma, forms) from lemminflect's inflection table."""
    spec = find_spec("lemminflect")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("lemminflect is not installed; see this script's docstring")
    path = Path(next(iter(spec.submodule_search_locations))) / "resources" / "infl_lu.csv.gz"
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        for line in handle:
            lemma, pos, *cells = line.rstrip("\n").split(",")
            forms = {f for cell in cells for f in cell.split("/") if f}
            if pos in POS:
                yield POS[pos], lemma, forms


def wordnet_exceptions() -> Iterator[tuple[str, str, set[str]]]:
    """(part of speech, lemma, {form}) from WordNet's exception lists: irregular forms."""
    for name, pos in (("noun.exc", "n"), ("verb.exc", "v"), ("adj.exc", "a")):
        for line in (WORDNET / name).read_text(encoding="latin-1").splitlines():
            form, *lemmas = line.split()
            for lemma in lemmas:
                yield pos, lemma, {form}


def forms_table(words: set[str]) -> dict[tuple[str, str], set[str]]:
    """(pos, lemma) -> its forms in the word list, for lemmas with at least one other form."""
    table: dict[tuple[str, str], set[str]] = {}
    for pos, lemma, forms in (*lemminflect_groups(), *wordnet_exceptions()):
        if lemma in words:
            table.setdefault((pos, lemma), set()).update(f for f in forms if f in words and f != lemma)
    return {key: forms for key, forms in table.items() if forms}


def read_synsets() -> Iterator[tuple[list[str], list[tuple[str, str]], str]]:
    """(key, lemmas, lexical links as (kind, key, source/target), definition) of every WordNet synset."""
    for pos in ("noun", "verb", "adj", "adv"):
        for line in (WORDNET / f"data.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split()
            count = int(fields[3], 16)
            lemmas = [re.sub(r"\(.*\)$", "", fields[4 + 2 * i]).lower() for i in range(count)]
            at = 4 + 2 * count
            pointers = int(fields[at])
            links = []
            for i in range(pointers):
                symbol, offset, ptr_pos, source_target = fields[at + 1 + 4 * i : at + 5 + 4 * i]
                if symbol in LINKS:
                    links.append((LINKS[symbol], f"{offset}{WORDNET_POS[ptr_pos]}", source_target))
            definition = gloss.split('"', 1)[0].split(";")
            yield f"{fields[0]}{WORDNET_POS[fields[2]]}", lemmas, links, " ".join(definition)


def holds(longer: str, shorter: str) -> bool:
    """Whether `longer` has every letter of `shorter` and more: only then can one be stolen as the other."""
    if len(longer) <= len(shorter):
        return False
    have = Counter(longer)
    return all(have[c] >= n for c, n in Counter(shorter).items())


def _spelled_from(word: str, root: str) -> bool:
    """Whether `word` begins with `root` (a final E or Y may change) or ends with it."""
    stem = root[:-1] if root.endswith(("e", "y")) else root
    return word != root and (word.startswith(stem) or word.endswith(root))


def kin_pairs(words: set[str], lemma_of: dict[str, set[str]]) -> dict[tuple[str, str], str]:
    """(root, word) -> "d" (a WordNet derivation link) or "g" (word's definition uses root)."""
    synsets = list(read_synsets())
    members = {key: lemmas for key, lemmas, _links, _gloss in synsets}
    content = {lemma for lemmas in members.values() for lemma in lemmas}
    pairs: dict[tuple[str, str], str] = {}

    def keep(a: str, b: str, how: str) -> None:
        if a in words and b in words and a != b:
            root, word = sorted((a, b), key=lambda w: (len(w), w))
            if holds(word, root) and (root, word) not in pairs:
                pairs[(root, word)] = how

    for _key, lemmas, links, gloss in synsets:
        for how, target, source_target in links:
            source, dest = int(source_target[:2], 16), int(source_target[2:], 16)
            if source and dest and target in members:
                a, b = lemmas[source - 1], members[target][dest - 1]
                if how == "d" or _spelled_from(a, b) or _spelled_from(b, a):
                    keep(a, b, how)
        used = {lemma for token in WORD.findall(gloss.lower()) for lemma in lemma_of.get(token, {token})}
        for word in lemmas:
            for root in used - FUNCTION_WORDS:
                if len(root) >= MIN_ROOT and root in content and _spelled_from(word, root):
                    keep(root, word, "g")
    return pairs


def build() -> str:
    words = read_words()
    forms = forms_table(words)
    lemma_of: dict[str, set[str]] = {}
    for (_pos, lemma), these in forms.items():
        for form in these:
            lemma_of.setdefault(form, set()).add(lemma)
    pairs = kin_pairs(words, lemma_of)
    lines = [
        f"f {pos} {lemma} {' '.join(sorted(these))}"
        for (pos, lemma), these in sorted(forms.items(), key=lambda kv: (kv[0][1], kv[0][0]))
    ]
    lines += [f"{how} {root} {word}" for (root, word), how in sorted(pairs.items())]
    print(
        f"forms: {len(forms):,} lemmas, {sum(map(len, forms.values())):,} forms; "
        f"kin: {sum(h == 'd' for h in pairs.values()):,} derivation links, "
        f"{sum(h == 'a' for h in pairs.values()):,} antonyms, "
        f"{sum(h == 'g' for h in pairs.values()):,} definition links",
        file=sys.stderr,
    )
    return "".join(line + "\n" for line in lines)


def notice_text() -> str:
    """The notices of the table's two sources, as their packages ship them."""
    wordnet = WORDNET_COPYRIGHT.read_text(encoding="utf-8")
    start = wordnet.index("License: WordNet3.0")
    body = wordnet[start:].split("\n\n")[0].splitlines()[1:]
    licence = "\n".join("" if line.strip() == "." else line[1:] for line in body)
    dist = importlib.metadata.distribution("lemminflect")
    mit = next(
        (dist.read_text(name) for name in ("licenses/LICENSE", "LICENSE", "LICENSE.txt") if dist.read_text(name)), None
    )
    if not mit:
        sys.exit("cannot find lemminflect's licence file")
    return (
        "data/word-families.txt.gz - notices for its sources\n"
        "=====================================================\n\n"
        "Generated by scripts/build_word_families.py from Princeton WordNet 3.0 and lemminflect 0.2.3\n"
        "(whose inflection table is derived from the NLM SPECIALIST Lexicon).\n\n"
        "1. WordNet 3.0\n" + "-" * 80 + "\n\n" + licence.strip() + "\n\n\n"
        "2. lemminflect 0.2.3\n" + "-" * 80 + "\n\n" + mit.strip() + "\n"
    )


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if the committed file differs")
    args = parser.parse_args(argv)
    if not (WORDNET / "data.noun").exists():
        sys.exit(f"WordNet is not installed in {WORDNET}; see this script's docstring")
    return write_or_check({OUTPUT: gzip_text(build()), NOTICE: notice_text().encode("utf-8")}, args.check)


if __name__ == "__main__":
    raise SystemExit(main())
