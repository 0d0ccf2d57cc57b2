"""The second dictionary, Webster's 1913, for the words WordNet leaves without a meaning: the 1913 text
cleaned into short senses (scripts/webster.py, on sample entries), and what the shipped file answers."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import Any

from parlorgames.engine.kinds import rules_class
from parlorgames.engine.meanings import meaning
from parlorgames.engine.ruleset import find

BOOK = {
    "elusory": "Tending to elude or deceive; evasive; fraudulent; fallacious; deceitful; deceptive. "
    '-- E*lu"so*ri*ness, n.',
    "dariole": "1. A crustade. [Obs.] 2.  A shell or cup of pastry filled with custard, whipped cream, crushed "
    "macaroons, etc.",
    "calcar": "A kind of oven, or reverberatory furnace, used for the calcination of sand and potash, and "
    "converting them into frit. Ure.\n\n1. (Bot.)  A hollow tube or spur at the base of a petal or corolla.",
    "stope": "A horizontal working forming one of a series.\n\n(a) To excavate in the form of stopes. (b) To fill "
    "in with rubbish.\n\nStepped; gone; advanced. [Obs.] A poor widow, somedeal stope in age. Chaucer.",
    "aqueous": "1. Partaking of the nature of water, or abounding with it; watery. The aqueous vapor of the air. "
    "Tyndall. 2. Made from, or by means of, water. An aqueous deposit. Dana.",
    "crusado": "An old Portuguese coin, worth about seventy cents. [Written also cruade.] Shak.",
    "nival": "Abounding with snow; snowy. [Obs.] Johnson.",
    "bibcock": "A cock or faucet having a bent down nozzle.",
    "bibb": "See Bibcock.",
    "uniclinal": "See Nonoclinal.",
    "lubric": "1. Having a smooth surface; slippery. [Obs.] Crashaw. 2. Lascivious; wanton; lewd. Dryden.",
    "calces": "pl. of Calx.",
    "magnific": 'Grand; splendid; illustrious. [Archaic] "Thy magnific deeds." Milton.\n\n"O Parent, these are '
    'thy magnific deeds." Milton.',
    "bashaw": "1. A Turkish title of honor. 2. Hence, fig.: A magnate or grandee.",
    "coffle": "A gang of negro slaves being driven to market. Park.",
    "jubbah": "A long outer garment worn by both sexes of Mohammedans.",
    "brose": "Pottage made by pouring some boiling liquid on meal, and stirring it. It is called beef brose.",
}


def webster() -> Any:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    try:
        return importlib.import_module("webster")
    finally:
        sys.path.pop(0)


def glosses(word: str) -> list[str]:
    return [gloss for _pos, gloss in webster().cleaned_senses(word, BOOK)]


def test_a_sense_keeps_its_first_sentence_without_citations_run_ons_or_stars():
    assert glosses("elusory") == ["tending to elude or deceive; evasive; fraudulent; fallacious; deceitful; deceptive"]
    assert glosses("aqueous") == ["partaking of the nature of water, or abounding with it; watery",
                                  "made from, or by means of, water"]  # fmt: skip
    assert glosses("crusado") == ["an old Portuguese coin, worth about seventy cents"]


def test_an_obsolete_sense_is_dropped_when_another_exists_and_kept_when_alone():
    assert glosses("dariole") == [
        "a shell or cup of pastry filled with custard, whipped cream, crushed macaroons, etc."
    ]
    assert glosses("stope") == ["a horizontal working forming one of a series", "to excavate in the form of stopes"]
    assert glosses("nival") == ["abounding with snow; snowy"]


def test_field_labels_go_and_a_long_sense_keeps_its_first_phrases():
    oven, spur = glosses("calcar")
    assert spur == "a hollow tube or spur at the base of a petal or corolla"
    assert len(oven) <= webster().LONGEST and oven.startswith("a kind of oven, or reverberatory furnace")


def test_a_quotation_alone_is_no_sense_and_a_figurative_label_goes():
    assert glosses("magnific") == ["grand; splendid; illustrious"]
    assert glosses("bashaw") == ["a Turkish title of honor", "a magnate or grandee"]
    assert glosses("brose") == ["pottage made by pouring some boiling liquid on meal, and stirring it"]


def test_a_sense_in_words_that_are_slurs_today_is_dropped_and_old_names_are_modern():
    assert glosses("coffle") == []
    assert glosses("jubbah") == ["a long outer garment worn by both sexes of Muslims"]


def test_a_see_sense_becomes_its_targets_meaning_or_is_dropped():
    assert glosses("bibb") == ["a cock or faucet having a bent down nozzle"]
    assert glosses("uniclinal") == []


def test_a_vulgar_or_sexual_sense_is_marked_withheld_and_comes_last():
    assert webster().cleaned_senses("lubric", BOOK) == [("a", "having a smooth surface; slippery"),
                                                        ("a!", "lascivious; wanton; lewd")]  # fmt: skip


def test_a_form_points_to_its_lemma():
    assert webster().inflection_of("calces", BOOK) == ("calx", "plural of")
    assert webster().inflection_of("stope", BOOK) is None


def test_a_word_only_webster_knows_has_a_meaning_at_the_table():
    ruleset = find("skip-a-cross")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant())
    assert rules.explain("haaf") == "HAAF: the deepsea fishing for cod, ling, and tusk, off the Shetland Isles"
    assert rules.lookup(["elusory"])[0]["definition"].startswith("tending to elude or deceive")


def test_wordnet_wins_where_both_know_a_word():
    """Webster's AQUEOUS is "partaking of the nature of water"; the shipped meaning is WordNet's."""
    assert meaning("aqueous").senses[0].gloss == "similar to or containing or dissolved in water"


def test_a_family_table_is_not_shown_a_withheld_webster_sense():
    assert [s.gloss for s in meaning("lubric", family=True).senses] == ["having a smooth surface; slippery"]
    assert "lewd" in meaning("lubric").text(senses=2)
