"""The Skip-A-Cross steal judge (SAC-5) measured on every list the project has.

A plain script, not part of the test run::

    PYTHONPATH=src python bench/bench_steal_judge.py [--save FILE] [--compare FILE]

First the labelled lists: the rule's own examples (docs/rules/skip-a-cross.md SAC-5, the README and the ruleset's
rules text) and the lists the tests check (tests/games/test_skip_a_cross.py), each as how many
pairs the judge rules as labelled, with the misses named. Then two censuses: every steal the word
list allows that adds one letter (old word of two letters or more), and every steal that adds a living
affix (SAC-5's second tier: THANK - THANKLESS), each counted by the judge's tier and by what decided it
(a dictionary form, the spelling lists, a derivation, an opposite, a definition with an affix, a living
affix, nothing). ``--save`` keeps the census's verdicts; ``--compare`` a saved one names
the pairs whose verdict changed (run it once on another checkout to compare two judges).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from parlorgames.engine.kinds import rules_class
from parlorgames.engine.lexicon import living_affixed
from parlorgames.engine.ruleset import find

TESTS = Path(__file__).resolve().parent.parent / "tests" / "games" / "test_skip_a_cross.py"

# SAC-5 as decided, in its own examples: (old, new, tier).
RULE_EXAMPLES = [
    *((old, new, "inflection") for old, new in [("TONE", "TONES"), ("PLAY", "PLAYED"), ("EAT", "EATEN")]),
    *((old, new, "inflection") for old, new in [("MEAN", "MEANT"), ("OX", "OXEN"), ("CHILD", "CHILDREN")]),
    ("BIG", "BIGGER", "inflection"),
    *((old, new, "same root") for old, new in [("SIZE", "RESIZE"), ("PAINT", "REPAINT"), ("KIND", "KINDNESS")]),
    ("TEACH", "TEACHER", "same root"),
    *((old, new, "same root") for old, new in [("HARM", "HARMFUL"), ("THANK", "THANKLESS")]),
    *((old, new, "another root") for old, new in [("TONE", "STONE"), ("CORN", "CORNER"), ("PORT", "REPORT")]),
    *((old, new, "another root") for old, new in [("CARE", "SCARE"), ("APPEAR", "PARAPET")]),
    *((old, new, "another root") for old, new in [("BUT", "BUTTER"), ("CAN", "CANE"), ("USE", "FUSE")]),
]


def test_lists() -> dict[str, list[tuple[str, str, str]]]:
    """The labelled lists of the test module, as (old, new, tier)."""
    spec = importlib.util.spec_from_file_location("sac_tests", TESTS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    steals = [(old, new, "another root" if ok else "refused") for old, new, ok in module.STEALS]
    return {
        "tests: STEALS": steals,
        "tests: IRREGULAR_INFLECTIONS": [(old, new, "inflection") for old, new in module.IRREGULAR_INFLECTIONS],
        "tests: ANOTHER_ROOT": [(old, new, "another root") for old, new in module.ANOTHER_ROOT],
        "tests: TIERS": list(module.TIERS),
        "tests: FUNCTION_AND_SHORT_WORDS": list(module.FUNCTION_AND_SHORT_WORDS),
    }


def decided_by(reason: str) -> str:
    """What decided a verdict, read from its reason."""
    for words, source in [
        ("spelling rules", "spelling lists"),
        ("a form of the", "dictionary form"),
        ("is derived from", "derivation"),
        ("is the opposite of", "opposite"),
        ("defines", "definition"),
        ("living affix", "living affix"),
    ]:
        if words in reason:
            return source
    return "nothing (another root)"


def one_letter_steals(words: list[str]) -> list[tuple[str, str]]:
    """Every (old, new) of the word list where new holds every letter of old and one more."""
    by_letters = defaultdict(list)
    for word in words:
        by_letters["".join(sorted(word))].append(word)
    pairs = []
    for new in words:
        letters = "".join(sorted(new))
        for less in sorted({letters[:i] + letters[i + 1 :] for i in range(len(letters))}):
            pairs += [(old, new) for old in by_letters.get(less, ()) if len(old) >= 2]
    return pairs


def living_affix_steals(words: list[str]) -> list[tuple[str, str]]:
    """Every (old, new) of the word list where new is old with one living affix (SAC-5's second tier)."""
    known = set(words)
    return [(old, new.upper()) for old in words for new in living_affixed(old.lower()) if new.upper() in known]


def census(rules: Any, name: str, pairs: list[tuple[str, str]]) -> dict[str, str]:
    """Judge every pair, print the count by tier and by what decided it, and return the verdicts' tiers."""
    started = time.perf_counter()
    verdicts = {f"{old}:{new}": rules.judge(old, new) for old, new in pairs}
    took = time.perf_counter() - started
    tiers = Counter(v.tier for v in verdicts.values())
    sources = Counter((v.tier, decided_by(v.reason)) for v in verdicts.values())
    print(f"\ncensus: {len(pairs):,} {name} in the word list, judged in {took:.1f} s")
    for tier, n in tiers.most_common():
        print(f"  {tier:13} {n:7,} ({100 * n / len(pairs):.1f}%)")
        for (t, source), m in sources.most_common():
            if t == tier:
                print(f"      {source:24} {m:7,}")
    short = [key for key in verdicts if len(key.split(":")[0]) <= 3]
    refused_short = sum(not verdicts[key].accepted for key in short)
    print(f"  old word of 2-3 letters: {len(short):,} steals, {refused_short:,} refused")
    return {key: v.tier for key, v in verdicts.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--save", type=Path, help="keep the census's verdicts in this JSON file")
    parser.add_argument("--compare", type=Path, help="name the census's pairs ruled otherwise in this saved file")
    args = parser.parse_args()
    ruleset = find("skip-a-cross")
    rules = rules_class(ruleset.kind)(ruleset, ruleset.with_overrides(None, {}))

    lists = {"rule examples (docs/rules SAC-5, README, ruleset)": RULE_EXAMPLES, **test_lists()}
    for name, pairs in lists.items():
        misses = []
        for old, new, tier in pairs:
            verdict = rules.judge(old, new)
            ruled = verdict.tier if verdict.accepted or tier != "refused" else "refused"
            if ruled != tier:
                misses.append(f"{old}→{new} ({verdict.tier}, expected {tier})")
        missed = f"; missed: {', '.join(misses)}" if misses else ""
        print(f"{name}: {len(pairs) - len(misses)}/{len(pairs)} as labelled{missed}")

    words = sorted(w.upper() for w in rules.lexicon.words if w.isalpha() and w.isascii())
    ruled = census(rules, "one-letter steals", one_letter_steals(words))
    ruled |= census(rules, "steals by a living affix", living_affix_steals(words))
    if args.save:
        args.save.write_text(json.dumps(ruled, sort_keys=True))
    if args.compare:
        before = json.loads(args.compare.read_text())
        changed = Counter((before[key], tier) for key, tier in ruled.items() if key in before and before[key] != tier)
        print(f"\nagainst {args.compare}: {sum(changed.values()):,} verdicts changed")
        for (was, now), n in changed.most_common():
            examples = [k for k, t in ruled.items() if k in before and (before[k], t) == (was, now)][:12]
            print(f"  {was} → {now}: {n:,}  e.g. {', '.join(k.replace(':', '→') for k in examples)}")


if __name__ == "__main__":
    main()
