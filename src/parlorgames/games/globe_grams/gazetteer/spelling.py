"""Names normalised for play: upper-case A–Z and single spaces, and their St./Saint forms."""

from __future__ import annotations

import re
import unicodedata
from itertools import product

# Letters that Unicode decomposition does not fold to plain Latin letters, and marks to drop
# outright (apostrophes, periods: "Côte d'Ivoire" → COTE DIVOIRE, "St." → ST).
_FOLD = str.maketrans(
    {
        "ß": "ss",
        "ẞ": "SS",
        "æ": "ae",
        "Æ": "AE",
        "œ": "oe",
        "Œ": "OE",
        "ø": "o",
        "Ø": "O",
        "ł": "l",
        "Ł": "L",
        "đ": "d",
        "Đ": "D",
        "ð": "d",
        "Ð": "D",
        "þ": "th",
        "Þ": "TH",
        "ı": "i",
        "ə": "e",
        "Ə": "E",
        "ǝ": "e",
        "Ǝ": "E",
        "ħ": "h",
        "Ħ": "H",
        "ŋ": "ng",
        "Ŋ": "NG",
        "ŧ": "t",
        "Ŧ": "T",
        "ĸ": "q",
        "ǀ": "",
        "ǁ": "",
        "ǂ": "",
        "ǃ": "",  # click letters (ǁKaras → KARAS)
        "'": "",
        "’": "",
        "‘": "",
        "ʼ": "",
        "ʻ": "",
        "ʽ": "",
        "`": "",
        "´": "",
        "ʹ": "",
        ".": "",
    }
)
# "St.Louis" (no space after the abbreviation) still splits into two words.
_ABBREV_GLUED = re.compile(r"\b(st|ste|mt|ft)\.(?=\w)", re.IGNORECASE)
_NOT_LETTERS = re.compile(r"[^A-Z]+")
_PLAIN = re.compile(r"[A-Z]+(?: [A-Z]+)*")


def normalise(term: str) -> str:
    """A name as played: upper-case A–Z and single spaces, accents folded, punctuation dropped.

    ``"Orël"`` → ``"OREL"``, ``"St. Louis"`` → ``"ST LOUIS"``, ``"Winston-Salem"`` →
    ``"WINSTON SALEM"``, ``"Côte d'Ivoire"`` → ``"COTE DIVOIRE"``.
    """
    if _PLAIN.fullmatch(term):
        return term
    return _NOT_LETTERS.sub(" ", fold(_ABBREV_GLUED.sub(r"\1 ", term)).upper()).strip()


def fold(text: str) -> str:
    """Accents and special letters folded to plain Latin letters (case kept), apostrophes and
    periods dropped; letters of other scripts are left as they are."""
    text = text.translate(_FOLD)
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return text.translate(_FOLD)


_SAINT_FORMS = {"ST": ("SAINT",), "SAINT": ("ST",), "STE": ("SAINTE",), "SAINTE": ("STE",), "SANKT": ("ST", "SAINT")}


def saint_forms(name: str) -> list[str]:
    """Other spellings of a normalised name with St./Saint in it (``ST LOUIS`` ⇄ ``SAINT LOUIS``).

    The name itself is not included; a name without a saint word has none.
    """
    words = name.split(" ")
    if not any(w in _SAINT_FORMS for w in words):
        return []
    options = [(w, *_SAINT_FORMS[w]) if w in _SAINT_FORMS else (w,) for w in words]
    forms = {" ".join(choice) for choice in product(*options)}
    forms.discard(name)
    return sorted(forms)
