"""Big cities under the names a family uses: former names, English names and short forms (GG-N1).

The list is held out from the build (scripts/build_gazetteer.py never reads it), so it measures what
the build's rules find rather than echoing them; its traps are names the rules must not add.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from parlorgames.games.globe_grams.gazetteer import Gazetteer, default_gazetteer, fold

CITY_NAMES = Path(__file__).with_name("gazetteer-city-names.tsv")


def _rows() -> tuple[list[tuple[str, str, str, str]], list[tuple[str, str]]]:
    names, traps = [], []
    for line in CITY_NAMES.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        if fields[0].startswith("! "):
            traps.append((fields[0][2:], fields[1]))
        else:
            name, city, how, size = fields
            names.append((name, city, how, size))
    return names, traps


NAMES, TRAPS = _rows()


@pytest.fixture(scope="module")
def gaz() -> Gazetteer:
    return default_gazetteer()


def _found(gaz: Gazetteer, name: str, city: str) -> bool:
    entry = gaz.entry(name)
    return entry is not None and fold(city).lower() in fold(entry.where).lower()


def test_the_renamed_and_short_named_cities_of_the_issue_are_places_GG_N1(gaz):
    for name in ("ALLAHABAD", "GURGAON", "CHITTAGONG", "GAUHATI", "BEZWADA", "BASSEIN", "JUAREZ", "NAUCALPAN"):
        assert gaz.verdict(name).valid, name
    assert "Prayagraj" in gaz.verdict("allahabad").reason
    assert "Ciudad Juárez" in gaz.verdict("Juárez").reason


def test_cities_of_a_million_are_found_under_every_name_GG_N1(gaz):
    missing = [name for name, city, _, size in NAMES if size == "million" and not _found(gaz, name, city)]
    assert missing == []


def test_cities_of_a_hundred_thousand_are_found_under_their_other_names_GG_N1(gaz):
    rows = [(name, city) for name, city, _, size in NAMES if size == "100k"]
    found = sum(_found(gaz, name, city) for name, city in rows)
    assert found / len(rows) >= 0.98, [name for name, city in rows if not _found(gaz, name, city)]


def test_false_friends_are_not_added_as_other_names_GG_N1(gaz):
    """A short form or alternate that is a common word or a better-known place's name stays what it was."""
    added = [(name, city) for name, city in TRAPS if (entry := gaz.entry(name)) and city in entry.where]
    assert added == []


def test_an_added_name_is_no_more_familiar_than_its_city_GG_N1(gaz):
    assert gaz.familiarity("GURGAON") <= gaz.familiarity("GURUGRAM")
    assert gaz.familiarity("CHITTAGONG") <= gaz.familiarity("CHATTOGRAM")
    assert gaz.familiarity("NAUCALPAN") <= gaz.familiarity("NAUCALPAN DE JUAREZ")
