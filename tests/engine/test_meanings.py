"""What a word means (data/meanings.bin, from WordNet 3.0's glosses): a lemma's senses, a form through its
lemma, a family's sense first, nothing a family table may not see, and a word with no gloss said plainly."""

from __future__ import annotations

import json
import subprocess
import sys
import zlib

import pytest

from parlorgames.engine import meanings
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.lexicon import common_words
from parlorgames.engine.meanings import MAGIC, NO_MEANING, WITHHELD, MeaningBook, abbreviate, define, meaning
from parlorgames.engine.ruleset import find

BAR = 0.97


def test_an_inflected_form_answers_through_its_lemma():
    tones = meaning("TONES")
    assert tones.lemma == "tone" and tones.how == "plural of" and tones.known
    assert define("tones").startswith("TONES: plural of TONE: 1. the quality of a person's voice")
    assert meaning("ate").lemma == "eat" and meaning("children").how == "plural of"
    assert meaning("played").how == "past of"  # its own sense, '(of games) engaged in', is far rarer than PLAY's


def test_a_family_knows_the_first_sense_and_a_vulgar_one_comes_last():
    puss = meaning("puss")
    assert puss.senses[0].gloss == "informal terms referring to a domestic cat" and "obscene" in puss.senses[1].gloss
    assert [s.gloss for s in meaning("puss", family=True).senses] == ["informal terms referring to a domestic cat"]
    assert meaning("arse", family=True).senses == () and meaning("arse", family=True).note == WITHHELD


def test_a_word_the_family_list_withholds_has_no_meaning_at_a_family_table(monkeypatch):
    monkeypatch.setattr(meanings, "family_withheld", lambda: frozenset({"tone"}))
    assert meaning("tone", family=True).text() == WITHHELD
    assert meaning("tone").known


def test_a_word_with_no_gloss_says_so_plainly():
    assert define("zyzzyva") == f"ZYZZYVA: {NO_MEANING}"
    assert not meaning("zyzzyva").known


def test_words_wordnet_does_not_define_have_the_projects_own_meaning():
    assert define("and") == "AND: joins words or sentences: also, as well as"
    assert meaning("it").senses[0].part == "pronoun"  # not WordNet's IT, information technology


def test_a_gloss_is_cut_at_a_word_to_fit():
    line = define("peptide", width=40)
    assert len(line) <= 40 and line.endswith("…") and line.startswith("PEPTIDE: ")
    assert abbreviate("short", 40) == "short"


def test_most_common_words_have_a_meaning():
    words = sorted(common_words())
    known = sum(meaning(word).known for word in words)
    assert known / len(words) >= BAR


def test_a_file_that_is_not_a_meanings_file_is_refused(tmp_path):
    bad = tmp_path / "m.bin"
    bad.write_bytes(b"something else 1\n")
    with pytest.raises(ValueError, match="not a meanings file"):
        MeaningBook(bad)
    good = tmp_path / "good.bin"
    block = zlib.compress(b"cat\tn a small feline")
    good.write_bytes(MAGIC + b" 1\ncat 0 %d\n" % len(block) + block)
    assert MeaningBook(good).meaning("CAT").text() == "a small feline"
    assert not MeaningBook(good).meaning("ant").known


def test_start_up_opens_no_meanings():
    """Meanings are read when first asked: starting the app opens nothing of them."""
    code = "import parlorgames.tui.app, parlorgames.engine.meanings as m;print(m.meaning_book.cache_info().currsize)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "0", out.stderr


def test_lookup_json_gives_a_definition():
    out = subprocess.run(
        [sys.executable, "-m", "parlorgames", "lookup", "zig-zaggle", "aqueous", "tones", "haaf", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    rows = json.loads(out.stdout)
    assert rows[0]["definition"].startswith("1. similar to or containing or dissolved in water")
    assert rows[1]["definition"].startswith("plural of TONE: ")
    assert rows[2]["definition"] == "the deepsea fishing for cod, ling, and tusk, off the Shetland Isles"  # Webster's


def test_every_globe_grams_name_has_a_whereabouts_line():
    ruleset = find("globe-grams")
    gazetteer = rules_class(ruleset.kind)(ruleset, ruleset.variant()).spec.gazetteer
    for name in gazetteer:
        entry = gazetteer.entry(name)
        assert entry is not None and entry.where.strip(), name


def test_skip_a_cross_words_and_a_vote_on_both():
    ruleset = find("skip-a-cross")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant())
    state = rules.initial(("Ann", "Bob"))
    assert rules.words_formed(state, {"type": "steal", "victim": 1, "old": "paint", "word": "repaint"}) == ("REPAINT",)
    assert rules.words_formed(state, {"type": "vote", "victim": 1, "old": "PAINT", "word": "REPAINT"}) == (
        "REPAINT",
        "PAINT",
    )
    assert rules.explain("repaint") == "REPAINT: paint again"


def test_a_round_the_world_port_says_where_on_the_voyage_it_lies():
    ruleset = find("round-the-world")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant())
    assert (
        rules.explain("rio de janeiro")
        == "RIO DE JANEIRO: station 15 of 93 on the voyage, after Equator and before Cape Horn"
    )
    assert rules.explain("Equator") == "EQUATOR: stations 11, 33 and 85 of 93 on the voyage"
    state = rules.initial(("Ann", "Bob"))
    assert rules.words_formed(state, {"type": "spin", "value": 2}) == ()  # station 2 is no port


def test_a_table_playing_family_words_is_told_no_vulgar_sense():
    """The one switch (`Rules.family_words`, the table's options.family_words) reaches every answer."""
    from dataclasses import replace

    from parlorgames.engine.ruleset import freeze, thaw

    ruleset = find("zig-zaggle")
    variant = ruleset.variant()
    params = thaw(variant.params)
    params["options"]["family_words"] = True
    family = rules_class(ruleset.kind)(ruleset, replace(variant, params=freeze(params)))
    plain = rules_class(ruleset.kind)(ruleset, variant)
    assert family.family_words and not plain.family_words
    assert "obscene" in plain.explain("puss", senses=2) and "obscene" not in family.explain("puss", senses=2)
    assert family.lookup(["puss"])[0]["definition"] == "informal terms referring to a domestic cat"


def test_lookup_says_where_a_round_the_world_port_lies():
    ruleset = find("round-the-world")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant())
    hong_kong, paris = rules.lookup(["Hong Kong", "Paris"])
    assert hong_kong["valid"] and hong_kong["whereabouts"].startswith("HONG KONG: station 56 of 93")
    assert not paris["valid"] and "whereabouts" not in paris


def test_a_word_neither_dictionary_has_reads_through_a_plural_or_a_prefixed_form():
    assert define("eave") == "EAVE: singular of EAVES: the overhang at the lower edge of a roof"
    assert meaning("unwove").lemma == "weave" and meaning("unwove").how == "formed from"
    assert meaning("spake").lemma == "speak" and meaning("spake").how == "past of"  # Webster's "imp. of Speak"


def test_only_an_adjective_has_a_comparative():
    assert meaning("muddler").how == "formed from"  # not "comparative of" the noun MUDDLE
    assert meaning("ferniest").how == "superlative of" and meaning("ferniest").lemma == "ferny"
    assert meaning("kidders").lemma == "kid" and meaning("kidders").how == "formed from"
