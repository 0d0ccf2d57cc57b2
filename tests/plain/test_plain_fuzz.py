"""Whatever a player types, the plain face answers in lines and never with a traceback; a refusal changes nothing."""

import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlorgames.engine.ruleset import shipped
from parlorgames.engine.session import parse_players
from parlorgames.plain.face import PlainFace
from parlorgames.storage import Records, SaveStore
from parlorgames.table import Sitting

WORDS = [
    *"play place name take discard pass exchange blank no draw call steal extend vote word yes end transit".split(),
    *"at as across down from capturing special by row column square board rack map where look hint choose".split(),
    *"undo redo last log rules scores whose turn help ready choices ZZ-C1 GG-T5 h8 a1 z99 0 1 2 99 ? * keel".split(),
    "surrey",
    "kent",
    "denmark",
    "aden",
    "tone",
    "stone",
    "?aE",
    "q",
    "ae",
    "",
    ",",
    "Ann",
    "Cat",
]
LINES = st.lists(st.sampled_from(WORDS), max_size=6).map(" ".join)
GAMES = ["round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross"]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), lines=st.lists(LINES, min_size=1, max_size=8))
def test_any_lines_are_answered_and_a_refusal_changes_nothing(game, lines):
    ruleset = shipped()[game]
    table = Sitting(SaveStore(), Records()).open(
        ruleset, ruleset.default_variant, parse_players("Ann,cpu:Cat:easy", ruleset), 1, hints=True
    )
    out = io.StringIO()
    face = PlainFace(table, lambda: None, out, clear=False)
    table.listen = face.heard
    face.go_on()
    try:
        for line in lines:
            if face.done:
                break
            before, told = len(table.session.actions), out.tell()
            face.command(line)
            said = out.getvalue()[told:]
            if said.startswith("Refused"):
                assert len(table.session.actions) == before, (line, said)
    finally:
        table.close()
