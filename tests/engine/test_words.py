"""The word-game helper: the anagram index (engine/words.py)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlorgames.engine.lexicon import DEFAULT_FILE, Lexicon, default_lexicon, familiar
from parlorgames.engine.words import SHIPPED_INDEX, AnagramIndex, anagram_index, familiar_index, load_shipped
from parlorgames.paths import data_path

WORDS = [
    "tone",
    "note",
    "stone",
    "tones",
    "onset",
    "notes",
    "one",
    "eon",
    "no",
    "on",
    "so",
    "sot",
    "parapet",
    "appear",
    "a",
    "it's",
]


@pytest.fixture(scope="module")
def small() -> AnagramIndex:
    return AnagramIndex(WORDS)


def test_anagrams_and_short_or_odd_words_left_out(small):
    assert small.within("", must_use="ETON") == ["note", "tone"]
    assert small.within("", must_use="a") == [] and small.within("", must_use="stis") == []
    assert len(small) == len(WORDS) - 2, "one-letter words and words with apostrophes are not indexed"


def test_within_spells_from_the_letters_to_hand(small):
    assert sorted(small.within("TONE")) == ["eon", "no", "note", "on", "one", "tone"]
    assert sorted(small.within("tonse", min_length=5)) == ["notes", "onset", "stone", "tones"]


def test_within_must_use_is_what_a_word_can_grow_into(small):
    assert sorted(small.within("s", must_use="tone", min_length=5)) == ["notes", "onset", "stone", "tones"]
    assert small.within("x", must_use="tone", min_length=5) == []
    assert sorted(small.within("", must_use="tone")) == ["note", "tone"]


def test_longest_within_keeps_only_the_longest(small):
    assert sorted(small.longest_within("STONEP")) == ["notes", "onset", "stone", "tones"]
    assert small.longest_within("PARAPET") == ["parapet"]
    assert small.longest_within("XYZ") == []


ALPHABET = "aeinorstlcdp"


@pytest.fixture(scope="module")
def spellable() -> list[str]:
    """The list's words spelled only with ALPHABET's letters (the scan below need look at no others)."""
    allowed = set(ALPHABET)
    return [w for w in default_lexicon() if set(w) <= allowed]


@settings(derandomize=True, max_examples=15, deadline=None)
@given(letters=st.text(alphabet=ALPHABET, min_size=0, max_size=12))
def test_within_agrees_with_a_plain_scan_of_the_list(spellable, letters):
    index = anagram_index(default_lexicon())
    have = Counter(letters)
    expected = sorted(w for w in spellable if len(w) >= 3 and not Counter(w) - have)
    assert sorted(index.within(letters, min_length=3)) == expected
    longest = index.longest_within(letters, min_length=3)
    assert (
        sorted(longest) == sorted(w for w in expected if len(w) == max(map(len, expected)))
        if expected
        else longest == []
    )


def test_the_index_is_built_once_per_word_list():
    lexicon = default_lexicon()
    assert anagram_index(lexicon) is anagram_index(default_lexicon())
    family = anagram_index(Lexicon(["zorp", "prose"], house_words=["pore"]))
    assert sorted(family.within("zorpes")) == ["pore", "prose", "zorp"]
    assert family.within("", must_use="oprz") == ["zorp"]


def test_the_shipped_index_is_what_building_the_shipped_list_gives():
    """data/words-index.bin is loaded instead of built: it must be this list's own (run
    scripts/build_word_index.py after changing the list)."""
    source = data_path(DEFAULT_FILE)
    loaded = load_shipped(source, data_path(SHIPPED_INDEX))
    assert loaded is not None and anagram_index(default_lexicon()).letters.to_bytes() == loaded.letters.to_bytes()
    assert loaded.to_bytes(source.read_bytes()) == AnagramIndex(default_lexicon().words).to_bytes(source.read_bytes())


def test_an_index_saved_from_another_list_or_damaged_is_not_loaded(tmp_path):
    source, other = tmp_path / "words.txt", tmp_path / "other.txt"
    source.write_text("tone\nnote\n")
    other.write_text("stone\n")
    saved = tmp_path / "index.bin"
    saved.write_bytes(AnagramIndex(["tone", "note"]).to_bytes(source.read_bytes()))
    assert load_shipped(source, saved).within("", must_use="ETON") == ["note", "tone"]
    assert load_shipped(other, saved) is None
    saved.write_bytes(saved.read_bytes()[:-3])
    assert load_shipped(source, saved) is None
    assert load_shipped(source, tmp_path / "missing.bin") is None


def test_house_words_are_indexed_with_the_shipped_list():
    assert "zorp" in anagram_index(default_lexicon().with_house_words(["zorp"])).within("zorp")


RACKS = ["STONEAR", "AEINRST", "QUIZZES", "PARAPETS", "EEEEOOO", "TONE", "XYLOPHNE", "AAABBBCCCDDDEEEFFF"]


@pytest.mark.parametrize("lexicon", [default_lexicon(), default_lexicon().with_house_words(["zorp", "stoneary"])])
def test_the_familiar_words_are_searched_in_the_lists_own_index(lexicon):
    """The words a family knows answer from the whole list's index, filtered, exactly as an index of
    them alone would: the same words in the same order, the longest among them, the growths of a word."""
    alone, shared = AnagramIndex(familiar(lexicon)), familiar_index(lexicon)
    assert shared.letters is anagram_index(lexicon).letters and len(shared) == len(alone)
    for rack in RACKS:
        assert shared.within(rack) == alone.within(rack)
        assert shared.longest_within(rack) == alone.longest_within(rack)
        assert shared.within(rack, must_use="ON", min_length=4) == alone.within(rack, must_use="ON", min_length=4)
        assert shared.longest_within(rack, must_use="T", min_length=3) == alone.longest_within(
            rack, must_use="T", min_length=3
        )
    assert "zorp" not in lexicon or shared.within("", must_use="ZORP") == ["zorp"]
