"""The shared letter-multiset index (engine/letters.py) behind every "words from these letters"."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from parlorgames.engine import letters
from parlorgames.engine.letters import LetterIndex, letters_in, levels

ALPHABET = "ADEKLMNORTU"
WORDS = st.lists(st.text(alphabet=ALPHABET, min_size=1, max_size=7), min_size=1, max_size=40, unique=True)


def counted(words: list[str], rack: str, base: str, blanks: int, shortest: int) -> set[str]:
    """What a search must find, by counting letters."""
    have = Counter(rack) + Counter(base)
    return {
        w
        for w in words
        if len(w) >= shortest and not Counter(base) - Counter(w) and sum((Counter(w) - have).values()) <= blanks
    }


def found(index: LetterIndex, positions: list[int]) -> set[str]:
    return {word for i in positions for word in index.items[i]}


def test_levels_count_each_occurrence():
    assert levels("A") == 1 and levels("AA") == 1 | 1 << 26 and levels("BA") == 0b11
    assert sorted(letters_in(levels("NILE") & ~levels("LINE"))) == []
    assert sorted(letters_in(levels("DENMARK") & ~levels("DNMR"))) == ["A", "E", "K"]


def test_words_of_the_same_letters_share_a_key():
    index = LetterIndex(["tone", "note", "stone"], str.upper)
    assert list(index.keys) == ["ENOT", "ENOST"] and list(index.items) == [("tone", "note"), ("stone",)]
    assert (index.keys[1], index.keys[-1], index.items[0]) == ("ENOST", "ENOST", ("tone", "note"))
    assert found(index, index.find("ETON")) == {"tone", "note"}
    assert found(index, index.find("S", base="TONE", shortest=5)) == {"stone"}
    assert found(index, index.longest("STONEX")) == {"stone"}


@settings(max_examples=150, deadline=None)
@given(
    words=WORDS,
    rack=st.text(alphabet=ALPHABET, max_size=10),
    base=st.text(alphabet=ALPHABET, max_size=3),
    blanks=st.integers(0, 3),
    shortest=st.integers(0, 5),
)
def test_find_agrees_with_counting_with_groups_and_with_a_scan(words, rack, base, blanks, shortest):
    index = LetterIndex(words, str)
    expected = counted(words, rack, base, blanks, shortest)
    assert found(index, index.find(rack, blanks, base, shortest)) == expected
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(letters, "SUBSET_LIMIT", 0)  # every search a scan
        assert found(index, index.find(rack, blanks, base, shortest)) == expected


@settings(max_examples=60, deadline=None)
@given(
    words=WORDS,
    rack=st.text(alphabet=ALPHABET, max_size=10),
    base=st.text(alphabet=ALPHABET, max_size=3),
    blanks=st.integers(0, 2),
)
def test_a_saved_index_loads_as_built(words, rack, base, blanks):
    index = LetterIndex(words, str)
    loaded = LetterIndex.from_bytes(index.to_bytes())
    assert list(loaded.keys) == list(index.keys) and list(loaded.items) == list(index.items)
    assert (loaded.masks, list(loaded.lengths), loaded.span) == (index.masks, list(index.lengths), index.span)
    assert loaded.find(rack, blanks, base) == index.find(rack, blanks, base)
    assert loaded.to_bytes() == index.to_bytes()


def test_an_empty_index_saves_and_finds_nothing():
    index = LetterIndex.from_bytes(LetterIndex([], str).to_bytes())
    assert len(index) == 0 and list(index.items) == [] and index.find("ABC", 2) == []


@pytest.mark.parametrize(
    "blob",
    [b"", b"not an index", LetterIndex(["TONE"], str).to_bytes()[:-1], LetterIndex(["TONE"], str).to_bytes() + b"x"],
)
def test_anything_but_a_whole_saved_index_is_refused(blob):
    with pytest.raises(ValueError):
        LetterIndex.from_bytes(blob)


@settings(max_examples=100, deadline=None)
@given(words=WORDS, rack=st.text(alphabet=ALPHABET, max_size=10), base=st.text(alphabet=ALPHABET, max_size=2))
def test_longest_keeps_only_the_longest_found(words, rack, base):
    index = LetterIndex(words, str)
    fits = counted(words, rack, base, 0, 1)
    expected = {w for w in fits if len(w) == max(map(len, fits))} if fits else set()
    assert found(index, index.longest(rack, base, 1)) == expected
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(letters, "SUBSET_LIMIT", 0)
        assert found(index, index.longest(rack, base, 1)) == expected


@pytest.mark.parametrize("blanks", [0, 1, 2, 5])
def test_blanks_stand_for_letters_not_to_hand(blanks):
    index = LetterIndex(["ZZZZZ", "QUIZ"], str)
    assert found(index, index.find("Z", blanks)) == {w for w, need in (("ZZZZZ", 4), ("QUIZ", 3)) if need <= blanks}
