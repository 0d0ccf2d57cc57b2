"""The Globe-Grams rule words: bare geographical words (GG-N1) and words added to names (GG-N3)."""

from __future__ import annotations

from collections.abc import Sequence

#: Geographical words that are not names on their own (GG-N1).  A single one of these is always
#: refused, even where some town or district happens to bear it (Bay in Somalia, Gulf in Papua New
#: Guinea); the generated file leaves such names out.  A term made only of these words is refused
#: unless the gazetteer has it as a name (CAPE TOWN, LAKE COUNTY, BAY CITY are names).  Words that
#: are also the names of notable places (DELTA, MERIDIAN, PLATEAU, SPRING) are deliberately absent.
BARE_WORDS = frozenset(
    """
    ARCHIPELAGO ATOLL BASIN BAY BEACH BOROUGH BROOK CANAL CANYON CAPE CAPITAL CHANNEL CITY
    CLIFF COAST CONTINENT COUNTRY COUNTY CREEK DESERT EQUATOR ESTUARY FALLS FJORD FOREST
    GLACIER GULF HARBOR HARBOUR HEMISPHERE HILL HILLS ISLAND ISLANDS ISLE ISTHMUS JUNGLE LAGOON
    LAKE LATITUDE LOCH LONGITUDE MOUNT MOUNTAIN MOUNTAINS OASIS OCEAN PARISH PASS PENINSULA
    PLAIN PLAINS POLE POND PORT PRAIRIE PROVINCE RANGE REEF REGION RIVER SEA SEAS SOUND STATE
    STRAIT STREAM SWAMP TERRITORY TOWN TROPIC TROPICS TUNDRA VALLEY VILLAGE VOLCANO WATERFALL
    WORLD
    """.split()
)

#: Words that may be added after a name of the given kinds, making a two-word name (GG-N3).
SUFFIX_WORDS: dict[str, frozenset[str]] = {
    "RIVER": frozenset({"river"}),
    "LAKE": frozenset({"lake"}),
    "OCEAN": frozenset({"ocean"}),
    "SEA": frozenset({"sea"}),
    "ISLAND": frozenset({"island"}),
    "ISLE": frozenset({"island"}),
    "ISLANDS": frozenset({"archipelago"}),
    "ARCHIPELAGO": frozenset({"archipelago"}),
    "ATOLL": frozenset({"atoll"}),
    "MOUNTAIN": frozenset({"mountain"}),
    "MOUNTAINS": frozenset({"range"}),
    "RANGE": frozenset({"range"}),
    "VOLCANO": frozenset({"volcano"}),
    "DESERT": frozenset({"desert"}),
    "PENINSULA": frozenset({"peninsula"}),
    "CANAL": frozenset({"canal"}),
    "FALLS": frozenset({"waterfall"}),
    "GLACIER": frozenset({"glacier"}),
    "PLATEAU": frozenset({"plateau"}),
}
#: Words that may be put before a name of the given kinds (GG-N3: RIVER NILE, LAKE ERIE, MOUNT
#: ETNA, CAPE HORN).
PREFIX_WORDS: dict[str, frozenset[str]] = {
    "RIVER": frozenset({"river"}),
    "LAKE": frozenset({"lake"}),
    "MOUNT": frozenset({"mountain", "volcano"}),
    "CAPE": frozenset({"cape"}),
}
#: The kinds of place a word may be added to (GG-N3).
ADDABLE_KINDS = frozenset().union(*SUFFIX_WORDS.values(), *PREFIX_WORDS.values())

#: The kinds the hand-curated file may give a name.
CURATED_KINDS = frozenset(
    {
        "island",
        "archipelago",
        "atoll",
        "river",
        "lake",
        "sea",
        "ocean",
        "gulf",
        "bay",
        "strait",
        "channel",
        "canal",
        "waterfall",
        "mountain",
        "volcano",
        "range",
        "desert",
        "valley",
        "plain",
        "plateau",
        "basin",
        "delta",
        "reef",
        "peninsula",
        "cape",
        "region",
        "historic region",
        "historic county",
        "continent",
        "pole",
        "line of latitude",
        "landmark",
        "city",
        "ancient city",
        "former name",
    }
)


def added_forms(name: str, kinds: Sequence[str]) -> list[str]:
    """The GG-N3 two-word forms of a name of the given kinds (not forms already in its name)."""
    kind_set = set(kinds)
    if not kind_set & ADDABLE_KINDS:
        return []
    words = name.split(" ")
    forms = [f"{name} {w}" for w, ks in SUFFIX_WORDS.items() if ks & kind_set and words[-1] != w]
    forms += [f"{w} {name}" for w, ks in PREFIX_WORDS.items() if ks & kind_set and words[0] != w]
    return forms
