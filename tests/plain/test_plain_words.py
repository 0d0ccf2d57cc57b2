"""The plain face's parser: typed words to the game's actions, forgiving of case and short forms, and one
line saying why where it cannot read them. The rules judge what it reads (tests/plain/test_plain_play.py)."""

from dataclasses import replace

import pytest

from parlorgames import api
from parlorgames.engine.tiles import Bag
from parlorgames.plain.phrases import Phrases, phrases_for
from parlorgames.plain.words import Unreadable, letters_of, pick, split_at, square_of, words_of
from tests.kinds.teetotum_race import KIND


def test_words_squares_and_letters_are_read_forgivingly():
    assert words_of("  Play KEEL, at H8.  across ") == ["play", "keel", "at", "h8", "across"]
    assert square_of("H8") == (7, 7) and square_of("a12") == (11, 0)
    assert letters_of(["a", "e", "K"]) == ["A", "E", "K"] == letters_of(["aek"])
    assert split_at(["denmark", "capturing", "aden"], "capturing") == (["denmark"], ["aden"], "capturing")
    with pytest.raises(Unreadable, match="not a square"):
        square_of("8h")


def test_a_name_is_picked_by_any_case_its_start_or_a_near_spelling():
    cards = ["Surrey", "Suffolk", "Kent", "East Sussex"]
    assert pick("SURREY", cards, "county") == "Surrey"
    assert pick("ken", cards, "county") == "Kent"
    assert pick("surey", cards, "county") == "Surrey"
    with pytest.raises(Unreadable, match="could be Surrey or Suffolk"):
        pick("su", cards, "county")
    with pytest.raises(Unreadable, match="no county 'devon' here"):
        pick("devon", cards, "county")


def game(name: str, players: str = "Ann,cpu:Cat", seed: int = 3, variant: str | None = None):
    session = api.open_game(name, variant=variant, players=players, seed=seed)
    session.play_computers()
    return session, phrases_for(session.rules, [i for i, seat in enumerate(session.seats) if seat.bot])


def test_zig_zaggle_lays_a_word_over_the_letters_on_the_board():
    session, phrases = game("zig-zaggle", variant="referee")
    seen = session.observe(0)
    board = list(seen.letters)
    board[7] = board[7][:8] + "E" + board[7][9:]
    rack = Bag.of(["Kr", "Ey", "Eb", "Lg", "*"])
    seen = replace(seen, letters=tuple(board), racks=(rack, seen.racks[1]))
    action = phrases.read(words_of("play keel at h8 across"), seen, 0)
    assert [tile[:3] for tile in action["tiles"]] == [[7, 7, "K"], [7, 9, "E"], [7, 10, "L"]]
    free = phrases.read(words_of("p ke?el h8"), seen, 0)
    assert free["tiles"][1][3] == "*", "a letter after ? is played from a Free letter"
    assert phrases.read(words_of("play keel down c3"), seen, 0)["tiles"][1][:2] == [3, 2]
    with pytest.raises(Unreadable, match="say the word, the square and the way"):
        phrases.read(words_of("play keel at h8 sideways"), seen, 0)
    assert phrases.read(["exchange", "ke"], seen, 0) == {"type": "exchange", "tiles": ["Kr", "Eb"]}
    assert phrases.read(["Challenge".lower()], seen, 0) == {"type": "challenge", "seat": 0}
    with pytest.raises(Unreadable, match="I8 holds E, not O"):
        phrases.read(words_of("play hoot at g8 across"), seen, 0)


def test_zig_zaggle_challenges_as_the_person_named_and_accept_lets_the_play_stand_ZZ_C1():
    """The window is the table's: each other person challenges as themselves, never as a computer, and
    accept (Enter at the screen) means nobody else challenges."""
    session, phrases = game("zig-zaggle", players="Ann,Bob,cpu:Cat", seed=2)
    session.act({"type": "pass"})
    session.play_computers()
    seen = session.observe(None)
    assert seen.window is not None and seen.window.player == 2
    assert phrases.in_the_open(seen) == (
        "Ann or Bob may challenge: type 'challenge ann' or 'challenge bob', or 'accept' to let it stand."
    )
    assert phrases.read(words_of("challenge Bob"), seen, 0) == {"type": "challenge", "seat": 1}
    assert phrases.read(words_of("challenge 1"), seen, 1) == {"type": "challenge", "seat": 0}
    assert phrases.read(["accept"], seen, 0) == {"type": "accept"}
    with pytest.raises(Unreadable, match="several players may challenge: each types their own name"):
        phrases.read(["challenge"], seen, 0)
    with pytest.raises(Unreadable, match="Cat is a computer player and answers for itself"):
        phrases.read(words_of("challenge cat"), seen, 0)
    with pytest.raises(Unreadable, match="the players are Ann, Bob and Cat"):
        phrases.read(words_of("challenge zed"), seen, 0)


def test_globe_grams_names_a_capture_by_the_name_on_the_table():
    session, phrases = game("globe-grams")
    seen = session.observe(0)
    placed = ((), (_placed("ADEN"),))
    seen = replace(seen, placed=placed)
    assert phrases.read(words_of("name Denmark capturing aden"), seen, 0) == {
        "type": "name",
        "name": "DENMARK",
        "capture": {"seat": 1, "name": "ADEN"},
    }
    assert phrases.read(words_of("name new york special"), seen, 0) == {
        "type": "name",
        "name": "NEW YORK",
        "special": True,
    }
    assert phrases.read(["discard", "h", "h"], seen, 0) == {"type": "discard", "letters": ["H", "H"]}
    assert phrases.read(["end"], seen, 0) == {"type": "end"}
    assert phrases.read(["pass"], replace(seen, phase="form"), 0) == {"type": "end"}, (
        "a pass while forming ends the turn"
    )
    assert phrases.read(["pass", "k"], replace(seen, phase="exchange"), 0) == {"type": "pass", "letters": ["K"]}


def _placed(text: str):
    from parlorgames.games.globe_grams.state import Placed

    return Placed(text, tuple(text), (), 4)


def test_mapominoes_places_a_card_from_the_hand_and_a_transit_card_as_a_county():
    session, phrases = game("mapominoes")
    seen = session.observe(0)
    held = sorted(seen.hands[0].counties)[0]
    assert phrases.read(words_of(f"place {held.lower()} at h5"), seen, 0) == {
        "type": "place",
        "card": held,
        "row": 4,
        "col": 7,
    }
    assert phrases.read(words_of("transit at i6 as kent"), seen, 0) == {
        "type": "transit",
        "row": 5,
        "col": 8,
        "nomination": "Kent",
    }
    assert phrases.read(["call"], seen, 0) == {"type": "challenge", "seat": 0}
    with pytest.raises(Unreadable, match="say the county and the square"):
        phrases.read(["place", "kent"], seen, 0)


def test_skip_a_cross_steals_from_whoever_holds_the_word():
    session, phrases = game("skip-a-cross", players="Ann,cpu:Cat,cpu:Dan")
    seen = replace(session.observe(0), words=((), ("TONE",), ("TONE", "CAT")))
    with pytest.raises(Unreadable, match="Cat and Dan hold TONE: say whose, as steal tone as stone from cat"):
        phrases.read(words_of("steal tone as stone"), seen, 0)
    assert phrases.read(words_of("steal tone as stone from dan"), seen, 0) == {
        "type": "steal",
        "victim": 2,
        "old": "TONE",
        "word": "STONE",
    }
    assert phrases.read(words_of("vote cat as cats"), seen, 0) == {
        "type": "vote",
        "victim": 2,
        "old": "CAT",
        "word": "CATS",
    }
    assert phrases.read(["word", "ten"], seen, 0) == {"type": "word", "word": "TEN"}


def test_round_the_world_sails_or_waives_and_a_game_without_phrases_has_the_plain_ones():
    session, phrases = game("round-the-world")
    assert phrases.read(["waive"], session.state, 0) == {"type": "waive"}
    assert phrases.read(["sail"], session.state, 0) == {"type": "sail"}
    api.register_kind(KIND)
    race = api.open_game("tests/kinds/teetotum-race.yaml", players="Ann,cpu:Cat")
    assert type(phrases_for(race.rules)) is Phrases


@pytest.mark.parametrize("name", ["round-the-world", "globe-grams", "zig-zaggle", "mapominoes", "skip-a-cross"])
def test_every_action_a_game_declares_can_be_typed(name):
    """One idea, one place: the rules' `ACTIONS` say what a move may be, and each type a player makes has a
    phrase (its example reads as that type) or is chance's or the sand timer's."""
    session, phrases = game(name, players="Ann,cpu:Cat,cpu:Dan")
    declared = set(session.rules.ACTIONS)
    assert set(phrases.SAYS) | set(phrases.UNTYPED) == declared
    assert not set(phrases.SAYS) & set(phrases.UNTYPED)
    seen = moment_for_every_phrase(session)
    for kind, example in phrases.SAYS.items():
        assert phrases.read(words_of(example), seen, 0)["type"] == kind, example


def moment_for_every_phrase(session):
    """A state in which every example reads (the reading of some depends on the moment: a vote, a capture)."""
    seen = session.observe(0)
    if session.rules.kind == "skip_a_cross":
        from parlorgames.games.skip_a_cross import Vote

        return replace(seen, words=((), ("TONE",), ()), vote=Vote(1, 2, "CAT", "CATS", (0,)))
    if session.rules.kind == "globe_grams":
        return replace(seen, placed=((), (_placed("ADEN"),), ()))
    return seen
