"""Build ``data/word-families.txt.gz``, the table the Skip-A-Cross steal judge rules by (SAC-5).

A steal must change the meaning.  Spelling rules cannot tell that CORNER is not CORN + ER or that
EATEN is a form of EAT, so the judge asks a lexical table instead:

* **forms** -- every inflected form of a lemma, regular and irregular (EAT: ATE, EATEN, EATING,
  EATS; OX: OXEN; MEAN: MEANT; BIG: BIGGER, BIGGEST), from *lemminflect* 0.2.3 (MIT; its
  inflection table is derived from the NLM SPECIALIST Lexicon, whose terms allow free use with
  credit) and from the morphological exception lists of Princeton WordNet 3.0 (``noun.exc``,
  ``verb.exc``, ``adj.exc``; WordNet licence, permissive, keep the notice);
* **headwords** -- every other WordNet headword the shipped ruleset's spelling lists could read as a
  shorter word plus inflections or behind a prefix (OUTER, NOTED, HISS), so that the table knows it: a
  word with an entry of its own, which spelling rules must never read so (SAC-5); a noun or verb of
  four letters or more that lemminflect's table lacks gets the regular forms lemminflect's rules give
  it (INFLAME: INFLAMED; HIPSTER: HIPSTERS);
* **kin** -- pairs of lemmas of one root: WordNet's derivationally-related-form and adverb links
  (TEACH - TEACHER, KIND - KINDNESS, HAPPY - HAPPILY), antonyms spelled from each other
  (APPEAR - DISAPPEAR), and words whose WordNet definition uses the shorter word when
  derivational affixes join the two (RESIZE = RE- + SIZE: "change the size of"; REPAINT: "paint
  again"). A definition that merely mentions the shorter word is no link: CANE is defined by CAN,
  FUSE by USE, TEASPOON by TEA, and none is derived from it;
* **living affixes** -- a word that is a shorter one with one living English affix (re-, un-, dis-,
  -ful, -less, -ness, -ly, -ish, -ment, -er, -ship, -dom, spelled as English joins them) is of the same
  root unless WordNet's senses of it have all left the shorter word behind (SAC-5, as decided): it
  keeps the root when one of its definitions or synonyms uses the shorter word, a form of it, or a
  telling word of the shorter word's own definitions (one that few definitions use: THANKLESS "not
  feeling or showing gratitude", THANK "express gratitude"). EARLY (EAR + -LY) and REPORT (RE- + PORT)
  have left theirs behind. -er counts only of a doer: the shorter word is a verb and the longer one
  names a person who does it (SINGER, not CORNER: a corner is no one who corns). A word WordNet does
  not know gets no link: the spelling lists judge it, as they judge every word the table does not know.

Only what a steal can meet is kept: words of the game's word list (``data/words.txt.gz``), and
pairs where one word holds every letter of the other and more.  The file is plain text, gzipped
with mtime 0 so a rebuild gives the same bytes::

    f POS LEMMA FORM FORM ...      a lemma with its inflected forms (POS: n, v, a, r), if any
    d ROOT WORD                    WordNet links the two lemmas as derivations of each other
    a ROOT WORD                    WordNet's antonym of ROOT is spelled from it (DISAPPEAR)
    g ROOT WORD                    WORD's WordNet definition uses ROOT, and an affix joins them
    l ROOT WORD                    WORD is ROOT with a living affix, and keeps its meaning (THANKLESS)

Sources (build time only; nothing is downloaded when the game runs)::

    pip install lemminflect==0.2.3          # in a scratch virtual environment
    apt-get install wordnet-base            # Debian: /usr/share/wordnet

The living affixes and how they join are the judge's own (``parlorgames.engine.lexicon``), read from the
checkout's ``src``. Run ``python scripts/build_word_families.py`` to rebuild it and
``data/word-families-NOTICE.txt`` (the sources' notices), ``--check`` to verify the committed files.
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
sys.path.insert(0, str(ROOT / "src"))  # the judge's living affixes, from this checkout, without installing it
from parlorgames.engine.lexicon import living_affixed  # noqa: E402

WORDS = ROOT / "data" / "words.txt.gz"
RULESET = ROOT / "rulesets" / "skip-a-cross.yaml"
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
# WordNet's short headwords are often abbreviations or names lower-cased (HA, HI, PA): regular forms
# for them would make HAS and HIS inflections.
MIN_REGULAR = 4
# Words of a definition that carry no root: articles, pronouns, prepositions, quantifiers.
FUNCTION_WORDS = frozenset(
    """
the and for any one not all but with from that this these those its his her their who whom which
what when where how out over under into onto upon off per than then thus such some none each
every other another own same very more most less least much many few both either neither
""".split()
)


# English derivational affixes (the standard productive ones of a grammar of English): a definition
# link stands only when the longer word is the shorter one with some of these added.
PREFIXES = frozenset(
    """
a anti arch auto be bi circum co com con contra counter de dis em en ex extra fore hyper hypo il im in
inter intra ir mal micro mid mini mis mono multi neo non out over pan para poly post pre pro pseudo re
retro semi sub super sur trans tri ultra un under uni vice
""".split()
)
SUFFIXES = frozenset(
    """
able ible al ial ual an ian ance ence ancy ency ant ent ar ary ery ory ry ate ation ition ion tion sion
ative itive dom ed ee eer en er or ess ette et let ful fy ify hood ic ical ics ing ise ize ish ism ist ite
ity ty ive less like ling ly ment ness ous ious eous ship some ster th ure ward wards wise y
""".split()
)
MAX_SUFFIXES = 3  # SIZE - SIZEABLENESS, NATION - NATIONALLY; more is a compound, not a derivation
# A word of the shorter word's definitions ties the longer word to it only when few definitions use it
# (GRATITUDE: 14 of WordNet's 117,659), not a common one (FIRE: 324 ties PORT to REPORT by a gun's port).
MAX_TELLING = 25
# Words of definitions too general to tie two words' senses together.
GENERAL_WORDS = frozenset(
    """
act make cause become have being use used especially relating characterized lacking full without small large
good certain person something someone thing state quality condition part time way manner kind form give take
put get place like one two three usually often also general particular able new old great high low long short
more less much done your
""".split()
)
# How WordNet begins a definition of a person who does something (SINGER: "a person who sings").
DOER = re.compile(r"^\s*(?:a |an )?(?:someone|somebody|person|one who|worker|agent|man who|woman who)\b")


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


def wordnet_headwords() -> Iterator[tuple[str, str]]:
    """(part of speech, lemma) of every one-word entry of WordNet's index."""
    for name, pos in POS.items():
        for line in (WORDNET / f"index.{name}").read_text(encoding="latin-1").splitlines():
            if not line.startswith(" "):
                yield pos, line.split(" ", 1)[0]


def forms_table(words: set[str]) -> dict[tuple[str, str], set[str]]:
    """(pos, lemma) -> its forms in the word list (perhaps none), for every lemma of lemminflect's table
    and WordNet's exception lists in the word list."""
    table: dict[tuple[str, str], set[str]] = {}
    for pos, lemma, forms in (*lemminflect_groups(), *wordnet_exceptions()):
        if lemma in words:
            table.setdefault((pos, lemma), set()).update(f for f in forms if f in words and f != lemma)
    return table


def spelling_lists() -> tuple[list[str], list[str]]:
    """The shipped ruleset's inflections and prefixes (options.inflections, options.prefixes), lower case."""
    text = RULESET.read_text(encoding="utf-8")
    found = {key: re.search(rf"^  {key}: \[(.*)\]$", text, re.MULTILINE) for key in ("inflections", "prefixes")}
    if not all(found.values()):
        sys.exit(f"cannot read the spelling lists of {RULESET}")
    inflections, prefixes = ([a.strip().lower() for a in m.group(1).split(",")] for m in found.values() if m)
    return inflections, prefixes


def spelled_from_shorter(word: str, words: set[str], inflections: list[str], prefixes: list[str]) -> bool:
    """Whether the spelling lists could read `word` as a shorter word of the list plus inflections (at most
    two) or behind a prefix: only such a headword needs the table to know it (SAC-5)."""
    stems = {word}
    for _ in range(2):
        stems |= {
            base
            for stem in stems
            for suffix in inflections
            if stem.endswith(suffix) and len(stem) > len(suffix)
            for cut in (stem[: -len(suffix)],)
            for base in (cut, cut + "e", cut[:-1], cut[:-1] + "y", cut[:-1] + "ie")
            if base
        }
    stems |= {word[len(prefix) :] for prefix in prefixes if word.startswith(prefix)}
    return any(stem in words for stem in stems - {word})


def headwords(words: set[str], known: set[str]) -> dict[tuple[str, str], set[str]]:
    """(pos, lemma) -> its regular forms in the word list, for each WordNet headword the rest of the
    table does not know and the spelling lists could read as a shorter word (a headword the table knows
    already keeps what lemminflect and WordNet say of it; one no list could misread needs no line)."""
    inflections, prefixes = spelling_lists()
    table: dict[tuple[str, str], set[str]] = {}
    for pos, lemma in wordnet_headwords():
        if lemma in words and lemma not in known and spelled_from_shorter(lemma, words, inflections, prefixes):
            forms = regular_forms(lemma, pos) if pos in "nv" and len(lemma) >= MIN_REGULAR else set()
            table[(pos, lemma)] = {f for f in forms if f in words and f != lemma}
    return table


def regular_forms(lemma: str, pos: str) -> set[str]:
    """A noun's plural or a verb's forms by lemminflect's rules, for words its table lacks (ABLATE:
    ABLATED, ABLATES, ABLATING; HIPSTER: HIPSTERS)."""
    from lemminflect import getAllInflectionsOOV

    found = getAllInflectionsOOV(lemma, {"n": "NOUN", "v": "VERB"}[pos])
    return {form for forms in found.values() for form in forms}


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


def _suffixed(stem: str, word: str, room: int) -> bool:
    """Whether `word` is `stem` plus one to `room` derivational suffixes, spelled as English joins them
    (silent E dropped, Y to I, a last consonant doubled before a vowel)."""
    if word == stem:
        return True
    if room == 0 or not word.startswith(stem[:-1]) or not stem:
        return False
    for suffix in SUFFIXES:
        starts_with_vowel = suffix[0] in "aeiouy"
        stems = {stem}
        if stem.endswith("e") and starts_with_vowel:
            stems.add(stem[:-1])
        if stem.endswith("y") and suffix[0] != "i":
            stems.add(stem[:-1] + "i")
        if starts_with_vowel and stem[-1] not in "aeiouwxy":
            stems.add(stem + stem[-1])
        for joined in stems:
            if word.startswith(joined + suffix) and _suffixed(joined + suffix, word, room - 1):
                return True
    return False


def affixed(root: str, word: str) -> bool:
    """Whether derivational affixes join `root` to `word`: an optional prefix, then `root`, then
    suffixes (RE- + SIZE, KIND + -NESS, UN- + KIND + -LY); a compound (TEA + SPOON) or a stray letter
    (CAN + E, F + USE) is not a derivation."""
    for prefix in ("", *PREFIXES):
        if word.startswith(prefix) and len(word) > len(prefix):
            rest = word[len(prefix) :]
            if rest.startswith(root[:-1]) and _suffixed(root, rest, MAX_SUFFIXES) and (prefix or rest != root):
                return True
    return False


def kin_pairs(words: set[str], lemma_of: dict[str, set[str]]) -> dict[tuple[str, str], str]:
    """(root, word) -> "d" (a WordNet derivation link), "a" (an antonym spelled from it) or "g" (word's
    definition uses root, and affixes join them)."""
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
                if len(root) >= MIN_ROOT and root in content and _spelled_from(word, root) and affixed(root, word):
                    keep(root, word, "g")
    return pairs


def living_pairs(
    words: set[str], lemma_of: dict[str, set[str]], lemmas: set[str], kin: dict[tuple[str, str], str]
) -> dict[tuple[str, str], str]:
    """(root, word) -> "l" for each word of the list that is a lemma `root` with one living affix, not
    linked already, and whose senses have not all left `root` behind (see the module's docstring)."""
    forms_of: dict[str, set[str]] = {}
    for form, of in lemma_of.items():
        for lemma in of:
            forms_of.setdefault(lemma, set()).add(form)
    senses: dict[str, list[tuple[str, str, set[str]]]] = {}
    used_by: Counter[str] = Counter()
    for key, members, _links, gloss in read_synsets():
        tokens = {lemma for token in WORD.findall(gloss.lower()) for lemma in lemma_of.get(token, {token})}
        used_by.update(tokens)
        for member in members:
            senses.setdefault(member, []).append((key[8:], gloss, tokens | set(members) - {member}))

    def root_words(root: str, parts: tuple[str, ...]) -> set[str]:
        """The root, its forms, and the telling words of its definitions and synonyms in those parts of speech."""
        told = {
            word
            for part, _gloss, said in senses.get(root, [])
            if part in parts
            for word in said
            if used_by[word] <= MAX_TELLING and len(word) >= MIN_ROOT
        }
        return {root, *forms_of.get(root, ())} | (told - FUNCTION_WORDS - GENERAL_WORDS)

    def keeps_root(root: str, word: str, affix: str) -> bool:
        parts = {part for part, _gloss, _said in senses.get(root, [])}
        if word not in senses:
            return False
        if affix == "-er":
            tied = root_words(root, ("verb",)) if "verb" in parts else set()
            return any(p == "noun" and DOER.match(g) and said & tied for p, g, said in senses[word])
        tied = root_words(root, ("noun", "verb", "adj", "adv"))
        return any(said & tied for _part, _gloss, said in senses[word])

    pairs: dict[tuple[str, str], str] = {}
    for root in sorted(words & lemmas):
        for word, affix in sorted(living_affixed(root).items()):
            known_form = word in lemma_of and word not in lemmas
            if word in words and not known_form and (root, word) not in kin and keeps_root(root, word, affix):
                pairs[(root, word)] = "l"
    return pairs


def build() -> str:
    words = read_words()
    forms = forms_table(words)
    lemma_of: dict[str, set[str]] = {}
    for (_pos, lemma), these in forms.items():
        for form in these:
            lemma_of.setdefault(form, set()).add(lemma)
    pairs = kin_pairs(words, lemma_of)
    lemmas = {lemma for (_pos, lemma) in forms} | {lemma for _pos, lemma in wordnet_headwords()}
    known = {*lemma_of, *(lemma for (_pos, lemma), these in forms.items() if these), *(w for p in pairs for w in p)}
    forms = {key: these for key, these in forms.items() if these}
    for key, these in headwords(words, known).items():
        forms.setdefault(key, set()).update(these)
    pairs.update(living_pairs(words, lemma_of, lemmas, pairs))
    lines = [
        " ".join(("f", pos, lemma, *sorted(these)))
        for (pos, lemma), these in sorted(forms.items(), key=lambda kv: (kv[0][1], kv[0][0]))
    ]
    lines += [f"{how} {root} {word}" for (root, word), how in sorted(pairs.items())]
    print(
        f"forms: {sum(bool(these) for these in forms.values()):,} lemmas, {sum(map(len, forms.values())):,} forms, "
        f"{sum(not these for these in forms.values()):,} headwords with no other form; "
        f"kin: {sum(h == 'd' for h in pairs.values()):,} derivation links, "
        f"{sum(h == 'a' for h in pairs.values()):,} antonyms, "
        f"{sum(h == 'g' for h in pairs.values()):,} definition links, "
        f"{sum(h == 'l' for h in pairs.values()):,} living-affix links",
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
