"""What a Globe-Grams ruleset says: the letter set and its colours (GG-E1), the globe's ring (GG-E2),
the scoring numbers (GG-N2, N4, X2, R1–R3) and the table's options, read once into one frozen `GGSpec`
that the rules hold and hand to every part of the game."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from ...engine.ruleset import Field, ListOf, Map, MapOf, not_negative, positive
from ...engine.spinners import Section, Spinner
from ...engine.tiles import Bag
from .gazetteer import ATLAS, Gazetteer, default_gazetteer

BLANK = "?"
"""A wild blank (GG-T6)."""
VERSIONS = ("racks", "pool")
CHANCE_KINDS = ("take", "discard", "exchange")
STARTING_LETTERS = ("pick", "spins")
"""options.starting_letters (GG-E4): nine picked at random from the face-down pot, or three spins each."""
OPENING_SPINS = 3
"""GG-E4: the spins each player takes for his starting letters, three letters a spin."""
NAME_FLOORS = {"gazetteer": 0, "atlas": ATLAS}
"""options.names: every name in the gazetteer, or only those a good atlas index would show."""

_SECTION = Map(
    {
        "letters": Field(str),
        "take": Field(int, check=positive),
        "discard": Field(int, check=positive),
        "exchange": Field(int, check=positive),
        "degrees": Field((int, float), required=True, check=positive),
    }
)

SCHEMA = Map(
    {
        "components": Map(
            {
                "letters": MapOf(
                    str,
                    Map({"count": Field(int, required=True, check=positive), "colour": Field(str, required=True)}),
                    required=True,
                ),
                "blanks": Field(int, default=15, check=not_negative),
                "colours": MapOf(str, Field(int, check=not_negative), required=True),
                "ring": ListOf(_SECTION, required=True, min_items=1),
            },
            required=True,
        ),
        "scoring": Map(
            {
                "double_from_letters": Field(int, default=7, check=positive),
                "double_times": Field(int, default=2, check=positive),
                "special_times": Field(int, default=3, check=positive),
                "capture_bonus": Field(int, default=10, check=not_negative),
                "round_bonus": Field(int, default=25, check=not_negative),
                "leftover_penalty": Field(int, default=1, check=not_negative),
                "game_points": Field(int, default=500, check=positive),
            }
        ),
        "options": Map(
            {
                "version": Field(str, default="racks", choices=VERSIONS),
                "rack": Field(int, default=9, check=not_negative),
                "starting_letters": Field(str, default="pick", choices=STARTING_LETTERS),
                "specials": Field(int, default=3, check=not_negative),
                "names_to_win": Field(int, default=5, check=positive),
                "partner_names": Field(int, default=10, check=positive),
                "partners": Field(bool, default=True),
                "wild_per_name": Field(int, default=2, check=not_negative),
                "captures": Field(bool, default=True),
                "capture_marks": Field(bool, default=True),
                "hints": Field(bool, default=False),
                "word_list": Field(str, default=""),
                "names": Field(str, default="gazetteer", choices=tuple(NAME_FLOORS)),
            }
        ),
    }
)


@lru_cache(maxsize=4)
def gazetteer_for(path: str) -> Gazetteer:
    """The built-in gazetteer, or one read from a file the table chose (loaded once)."""
    return Gazetteer.load([path]) if path else default_gazetteer()


def letters_of(name: str) -> str:
    """A name's letters as tiles must supply them (spaces need no tile)."""
    return name.replace(" ", "")


@dataclass(frozen=True, slots=True)
class Ring:
    """One section of the globe's horizon ring: three letters, or TAKE, DISCARD or EXCHANGE n."""

    kind: str  # "letters", "take", "discard", "exchange"
    letters: str = ""
    count: int = 0

    @classmethod
    def read(cls, section: Mapping[str, Any]) -> Ring:
        if section.get("letters") is not None:
            return cls("letters", section["letters"])
        for kind in CHANCE_KINDS:
            if section.get(kind) is not None:
                return cls(kind, count=section[kind])
        raise ValueError(f"a ring section needs letters or a TAKE/DISCARD/EXCHANGE number: {dict(section)}")

    @property
    def label(self) -> str:
        return self.letters if self.kind == "letters" else f"{self.kind.upper()} {self.count}"

    @property
    def short(self) -> str:
        """The label in at most six characters (TAKE 2, DISC 1, EXCH 2), for a narrow ring."""
        return self.letters if self.kind == "letters" else f"{self.kind[:4].upper()} {self.count}"


def check_params(params: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Cross-field problems: letters A–Z of known colours, ring sections of one kind each, enough letters."""
    comp = params["components"]
    problems = _letter_problems(comp) + _ring_problems(comp)
    rack, specials = params["options"]["rack"], params["options"]["specials"]
    if params["options"]["starting_letters"] == "spins" and rack != OPENING_SPINS * 3:
        problems.append(
            (
                "options.rack",
                f"three spins of three letters give {OPENING_SPINS * 3} starting letters, not {rack} (GG-E4)",
            )
        )
    lettered = sum(spec["count"] for spec in comp["letters"].values())
    if rack * 4 + specials > lettered:
        problems.append(
            (
                "options.rack",
                f"four racks of {rack} and {specials} special letters need more than the {lettered} "
                "lettered squares (GG-E4)",
            )
        )
    return problems


def _letter_problems(comp: Mapping[str, Any]) -> list[tuple[str, str]]:
    problems = []
    colours = comp["colours"]
    for letter, spec in comp["letters"].items():
        if len(letter) != 1 or not "A" <= letter <= "Z":
            problems.append((f"components.letters.{letter}", "a lettered square is one capital letter A–Z (GG-E1)"))
        if spec["colour"] not in colours:
            problems.append(
                (
                    f"components.letters.{letter}.colour",
                    f"{spec['colour']!r} is not one of the colours ({', '.join(colours)}) (GG-E1)",
                )
            )
    return problems


def _ring_problems(comp: Mapping[str, Any]) -> list[tuple[str, str]]:
    problems = []
    for i, section in enumerate(comp["ring"]):
        kinds = [k for k in ("letters", *CHANCE_KINDS) if section.get(k) is not None]
        if len(kinds) != 1:
            problems.append(
                (
                    f"components.ring[{i}]",
                    "a section shows three letters, or TAKE, DISCARD or EXCHANGE with a number (GG-E2)",
                )
            )
            continue
        letters = section.get("letters")
        if letters is not None and (len(letters) != 3 or any(letter not in comp["letters"] for letter in letters)):
            problems.append(
                (
                    f"components.ring[{i}].letters",
                    f"{letters!r}: a section shows three lettered squares of the set (GG-E2)",
                )
            )
    return problems


def lettered(tiles: Iterable[str]) -> list[str]:
    """The lettered squares among some tiles (blanks left out)."""
    return [t for t in tiles if t != BLANK]


@dataclass(frozen=True)
class GGSpec:
    """Everything a variant of the ruleset fixes, read once: the rules hold one and every part of the
    game is handed it. The letter tables are read-only mappings (compared, not hashed)."""

    version: str
    colours: Mapping[str, int] = field(hash=False)
    counts: Mapping[str, int] = field(hash=False)
    colour_of: Mapping[str, str] = field(hash=False)
    values: Mapping[str, int] = field(hash=False)
    """Each tile's points: its colour's value (GG-E1); a blank's is 0."""
    blanks: int
    full_pot: Bag
    ring: tuple[Ring, ...]
    spinner: Spinner
    """The sections a spin can stop on: the whole ring, or the letter sections alone in the pool (GG-V1)."""
    spinner_values: frozenset[int]
    letter_spinner: Spinner
    """The letter sections alone: the spins for the starting letters, where the rest are spun again (GG-E4)."""
    letter_values: frozenset[int]
    double_from: int
    double_times: int
    special_times: int
    capture_bonus: int
    round_bonus: int
    leftover_penalty: int
    game_points: int
    rack_size: int
    starting_letters: str
    special_count: int
    names_to_win: int
    partner_names: int
    partners: bool
    wild_per_name: int
    captures: bool
    """GG-X1 and, in the pool, GG-V5: names may be captured (a table may forbid it, GG-V5)."""
    capture_marks: bool
    hints: bool
    gazetteer: Gazetteer
    names_floor: int

    @classmethod
    def read(cls, params: Mapping[str, Any]) -> GGSpec:
        """The spec of a variant's checked parameters (`SCHEMA`, `check_params`)."""
        comp, options, scoring = params["components"], params["options"], params["scoring"]
        version = options["version"]
        racks = version == "racks"
        counts = {letter: spec["count"] for letter, spec in comp["letters"].items()}
        colour_of = {letter: spec["colour"] for letter, spec in comp["letters"].items()}
        ring = tuple(Ring.read(section) for section in comp["ring"])
        spinnable = [i for i, r in enumerate(ring) if racks or r.kind == "letters"]
        letter_sections = [i for i, r in enumerate(ring) if r.kind == "letters"]

        def spinner_of(values: list[int]) -> Spinner:
            return Spinner(tuple(Section(i, float(comp["ring"][i]["degrees"]), ring[i].label) for i in values))

        return cls(
            version=version,
            colours=MappingProxyType(dict(comp["colours"])),
            counts=MappingProxyType(counts),
            colour_of=MappingProxyType(colour_of),
            values=MappingProxyType({**{letter: comp["colours"][c] for letter, c in colour_of.items()}, BLANK: 0}),
            blanks=comp["blanks"],
            full_pot=Bag.from_counts({**counts, BLANK: comp["blanks"]}),
            ring=ring,
            spinner=spinner_of(spinnable),
            spinner_values=frozenset(spinnable),
            letter_spinner=spinner_of(letter_sections),
            letter_values=frozenset(letter_sections),
            double_from=scoring["double_from_letters"],
            double_times=scoring["double_times"],
            special_times=scoring["special_times"],
            capture_bonus=scoring["capture_bonus"],
            round_bonus=scoring["round_bonus"],
            leftover_penalty=scoring["leftover_penalty"],
            game_points=scoring["game_points"],
            rack_size=options["rack"] if racks else 0,
            starting_letters=options["starting_letters"],
            special_count=options["specials"] if racks else 0,
            names_to_win=options["names_to_win"],
            partner_names=options["partner_names"],
            partners=options["partners"],
            wild_per_name=options["wild_per_name"],
            captures=options["captures"],
            capture_marks=options["capture_marks"],
            hints=options["hints"],
            gazetteer=gazetteer_for(options["word_list"] or ""),
            names_floor=NAME_FLOORS[options["names"]],
        )

    def tile_value(self, tiles: Iterable[str]) -> int:
        values = self.values
        return sum(values[t] for t in tiles)

    def multiplier(self, letters: int, words: int) -> int:
        """GG-N2/N3: seven letters or more, or two words or more, score double (once, not twice)."""
        return self.double_times if letters >= self.double_from or words >= 2 else 1

    def name_multiplier(self, letters: int, words: int, special: bool) -> int:
        """GG-N4 (decided): a special-letter name scores three times its letters, never doubled on
        top (×3, not ×6); any other name takes GG-N2's doubling."""
        return self.special_times if special else self.multiplier(letters, words)

    def plays_partners(self, seats: int) -> bool:
        """GG-E3: with four players, two partnerships (when the table plays partners)."""
        return self.partners and seats == 4
