"""Skip-A-Cross's table drawn without an app (tui/drawing/skip_a_cross.py): the centre, the mats and the
preview of a seeded game, from the observation of the seat at the keyboard, at 80×24 and in larger windows
(the widths and heights are the view's own there: its panels' text width and its lines), and read without
colour: the marks say what the colours say."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from rich.style import Style
from rich.text import Text

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.engine.tiles import Bag
from parlorgames.games.skip_a_cross import SACState, SkipACross
from parlorgames.games.skip_a_cross.actions import CallVote
from parlorgames.tui.drawing import skip_a_cross as drawing
from parlorgames.tui.drawing.skip_a_cross import SOURCE_MARKS, TablePalette, TableView

NARROW, TALL, ROOMY, WIDEST = (78, 19), (98, 27), (74, 35), (114, 40)
"""The view's text width and lines in a window of 80×24, 100×32, 120×40 (the move log beside it) and 160×45."""
NAMES = ("Annabelle-Louise", "Bob", "Cat", "Dan")
LONG_WORDS = ("FUMITORY", "HORSETAIL", "REPAINTED", "CHARIOTS", "TELEPHONE", "MOUNTAINS", "GARDENING")

BOLD = Style(bold=True)
NO_COLOUR = TablePalette(
    tile=BOLD,
    hand=BOLD,
    back=Style(),
    taken=Style(bold=True, reverse=True),
    moved=Style(bold=True, underline=True),
    mat=Style(),
    mat_to_move=Style(),
    muted=Style(),
    good=Style(),
    bad=Style(),
    source={name: BOLD for name in SOURCE_MARKS},
    seats=(BOLD,),
    level=Style(),
)
"""The table's styles as NO_COLOR leaves them (word_table.tcss without its colours): only text styles."""
COLOURS = replace(
    NO_COLOUR,
    tile=Style(bgcolor="yellow"),
    mat=Style(bgcolor="grey11"),
    mat_to_move=Style(bgcolor="grey23"),
    taken=Style(reverse=True),
    moved=Style(bgcolor="magenta"),
)


@cache
def start(names: tuple[str, ...] = ("Ann", "Bob", "Cat"), bots: tuple[str, ...] = ("Cat",)) -> Session[SkipACross]:
    """A seeded game with its first letter drawn: the first player to move."""
    session: Session[SkipACross] = Session(
        find("skip-a-cross"), [Seat(name, name in bots) for name in names], 1, "three-letter"
    )
    session.resolve_chance()
    return session


def rules() -> SkipACross:
    return start().rules


def table(names: tuple[str, ...] = ("Ann", "Bob", "Cat"), bots: tuple[str, ...] = ("Cat",), **changes) -> SACState:
    return replace(start(names, bots).state, **changes)


def seen_by(state: SACState, seat: int = 0) -> SACState:
    return rules().observe(state, seat)


def a_full_table() -> SACState:
    """Four players, one holding seven long words, and a centre from which TONE can be stolen as STONE."""
    return table(
        NAMES,
        ("Cat", "Dan"),
        face_up=Bag.of("REDSTONAI"),
        words=(("CAT",), LONG_WORDS, ("PAINT", "TONE"), ("RATE",)),
    )


def view_of(
    state: SACState,
    at_keyboard: int = 0,
    *,
    typed: str = "",
    way: int = 0,
    size: tuple[int, int] = NARROW,
    roomy: bool = False,
    bots: tuple[str, ...] = ("Cat",),
    **more,
) -> TableView:
    """The view's state as the view builds it for a person at the keyboard, with `typed` in the word line."""
    seen = seen_by(state, at_keyboard)
    to_move = rules().to_move(state)
    seats = [Seat(name, name in bots) for name in state.names]
    computer = to_move is not None and seats[to_move].bot
    playing = to_move == at_keyboard and state.vote is None and not computer
    ways = rules().ways(seen, typed) if playing else []
    chosen = drawing.chosen_way(ways, way, typed)
    may_vote = (
        playing
        and chosen is not None
        and chosen["type"] == "steal"
        and rules().may_call_vote(seen, chosen["victim"], chosen["old"], chosen["word"])
    )
    return TableView(
        seats=seats,
        to_move=to_move,
        computer_to_move=computer,
        at_keyboard=at_keyboard,
        playing=playing,
        voting=to_move == at_keyboard and state.vote is not None and not computer,
        roomy=roomy,
        height=size[1],
        typed=typed,
        ways=ways,
        way=way,
        may_vote=may_vote,
        **more,
    )


def drawn(state: SACState, view: TableView, size: tuple[int, int] = NARROW, palette=NO_COLOUR) -> list[Text]:
    """The centre, the mats and the preview as the view lays them in its `size` (text width, lines)."""
    seen = seen_by(state, view.at_keyboard or 0)
    width, height = size
    centre = drawing.centre(rules(), seen, view, palette, width)
    preview = drawing.preview(rules(), seen, view, palette, width)
    room = drawing.room_for_mats(height, drawing.lines_of(centre), preview, view.roomy)
    return [centre, drawing.players(rules(), seen, view, palette, width, room), preview]


def lines(text: Text) -> list[str]:
    return text.plain.split("\n")


def styles(text: Text) -> list[tuple[str, Style]]:
    """Each styled stretch of `text` and its style."""
    return [
        (text.plain[span.start : span.end], Style.parse(span.style) if isinstance(span.style, str) else span.style)
        for span in text.spans
    ]


def reversed_letters(text: Text) -> str:
    """The letters drawn reversed: the word a typed move would take."""
    return "".join("".join(stretch.split()) for stretch, style in styles(text) if style.reverse)


# --- the centre ---------------------------------------------------------------------------------------


def test_the_centre_at_80x24_lays_the_letters_as_tiles_and_the_pool_face_down_SAC_4():
    state = table(face_up=Bag.of("RE"), drawn="Q")
    centre = drawing.centre(rules(), seen_by(state), view_of(state), NO_COLOUR, NARROW[0])
    head, tiles, to_play = lines(centre)
    assert head.startswith("Centre  2 letters face up") and head.endswith(f"▒ {len(state.pool)} face down")
    assert len(head) == NARROW[0], "the pool stands at the right edge"
    assert tiles == " E   R "
    assert to_play == "Ann, your letter:  Q   (hidden from the others)"


def test_a_tall_view_lays_the_centre_as_tall_tiles_and_counts_the_letters_not_yet_seen():
    state = table(face_up=Bag.of("RE"))
    centre = lines(drawing.centre(rules(), seen_by(state), view_of(state, size=TALL), NO_COLOUR, TALL[0]))
    assert centre[2] == "  E     R  " and centre[1] == centre[3] == " " * 11
    assert centre[-1].startswith("Not yet seen A")


def test_the_letter_drawn_shows_to_its_drawer_alone_SAC_4():
    """Ann sees her letter; Bob, at the keyboard in her turn, and anyone while a computer plays, see none;
    two tables that differ only in Ann's letter and the pool draw the same centre for Bob."""
    ann = table(drawn="Q", pool=start().state.pool.put(start().state.drawn).take("Q"))
    other = replace(ann, drawn="Z", pool=ann.pool.take("Z").put("Q"))
    for_bob = [
        drawing.centre(rules(), seen_by(state, 1), view_of(state, 1, roomy=True), NO_COLOUR, ROOMY[0]).plain
        for state in (ann, other)
    ]
    assert for_bob[0] == for_bob[1] and "Ann is playing; their letter is hidden." in for_bob[0]
    assert "your letter" not in for_bob[0]
    cat = table(face_up=Bag.of("RE"), turn=2, drawn="Q")
    shown = drawing.to_play(seen_by(cat, 0), view_of(cat, 0), NO_COLOUR).plain
    assert shown == "Cat (computer) is playing; its letter is hidden."


def test_the_letters_not_yet_seen_are_the_set_less_what_the_seat_has_seen_SAC_4():
    """The tally is the tile set less the centre, every word and the player's own letter: the pool's
    order and another player's hidden letter never change it."""
    state = a_full_table()
    seen = seen_by(state)
    shown = drawing.unseen(rules(), seen, NO_COLOUR, ROOMY[0]).plain
    letters = "".join(seen.face_up) + "".join(word for held in seen.words for word in held) + seen.drawn
    for letter, n in rules().tiles.items():
        assert f"{letter}{max(0, n - letters.count(letter))}" in shown
    voting = rules().apply(state, CallVote(type="vote", victim=2, old="PAINT", word="REPAINT"))
    other = rules().apply(
        replace(state, drawn="Z", pool=state.pool.take("Z").put(state.drawn)),
        CallVote(type="vote", victim=2, old="PAINT", word="REPAINT"),
    )
    assert drawing.unseen(rules(), seen_by(voting, 1), NO_COLOUR, 74) == drawing.unseen(
        rules(), seen_by(other, 1), NO_COLOUR, 74
    )


# --- the mats -------------------------------------------------------------------------------------------


def test_a_mat_at_80x24_cuts_a_long_name_and_a_roomy_one_shows_it_whole():
    state = a_full_table()
    narrow = drawn(state, view_of(state, bots=("Cat", "Dan")))[1].plain
    assert "Annabelle-" in narrow and "Annabelle-Louise" not in narrow
    roomy = drawn(state, view_of(state, size=ROOMY, roomy=True, bots=("Cat", "Dan")), ROOMY)[1].plain
    assert "Annabelle-Louise" in roomy and "Cat normal" in roomy, "a computer's level beside its name"


def test_a_roomy_window_shows_every_name_and_word_whole_without_scrolling_SAC_4():
    """SAC-4: words stand for all to see; at 120×40 every name and every word shows whole, each word on one
    line (lines break between words), in the room the mats have, and no line is wider than the panel."""
    state = a_full_table()
    view = view_of(state, size=ROOMY, roomy=True, bots=("Cat", "Dan"))
    centre, mats, preview = drawn(state, view, ROOMY)
    room = drawing.room_for_mats(ROOMY[1], drawing.lines_of(centre), preview, roomy=True)
    shown = lines(mats)
    assert len(shown) <= room
    assert all(len(line) <= ROOMY[0] for line in [*shown, *lines(centre), *lines(preview)])
    for name in NAMES:
        assert any(name in line for line in shown), name
    for word in LONG_WORDS:
        assert any(word in line or " ".join(word) in line for line in shown), f"{word} is whole on one line"


def test_the_widest_window_spells_the_words_out_tile_by_tile():
    state = a_full_table()
    mats = drawn(state, view_of(state, size=WIDEST, roomy=True, bots=("Cat", "Dan")), WIDEST)[1]
    assert "F U M I T O R Y" in mats.plain


def test_a_view_of_32_rows_lays_words_as_tall_tiles_and_a_last_row_of_fewer_mats_spans_the_table():
    state = table(bots=("Bob", "Cat"), words=(("CAT", "TONE"), ("PAINT",), ("RATE", "PAINT")))
    mats = lines(drawn(state, view_of(state, size=TALL, bots=("Bob", "Cat")), TALL)[1])
    assert any("  C     A     T  " in line for line in mats), "the words as tall tiles"
    assert any("R     A     T     E      P     A     I" in line for line in mats), (
        "the third mat spans the table: its two words side by side"
    )


def test_a_last_row_of_fewer_mats_spans_the_table():
    """Three players at 100×32: two mats above, the third as wide as both below (no quarter left bare)."""
    assert drawing.mat_widths(3, 2, 98) == [48, 48, 98]
    assert drawing.mat_widths(4, 2, 98) == [48] * 4
    assert drawing.mat_widths(5, 3, 119) == [39, 39, 39, 59, 59]


def test_tall_tiles_stand_a_column_apart_and_their_rows_a_line_apart():
    tile = Style(bgcolor="yellow")
    assert [line.plain for line in drawing.tall_word("AT", tile)] == [" " * 11, "  A     T  ", " " * 11]
    laid = drawing.wrapped_blocks([drawing.tall_word("AT", tile), drawing.tall_word("CAT", tile)], 24, 1, gap="  ")
    rows = laid.plain.split("\n")
    assert len(rows) == 7 and rows[1] == "   A     T  " and rows[3] == "" and rows[5].startswith("   C     A")


def test_the_player_to_move_has_a_mark_and_the_mat_of_that_colour():
    state = table(words=(("CAT",), (), ()))
    mats = drawn(state, view_of(state), palette=COLOURS)[1]
    first = lines(mats)[0]
    assert first.startswith(" ▶ 1  Ann") and "   2  Bob" in first and "▶" not in first[3:]
    grounds = {style.bgcolor.name for _, style in styles(mats) if style.bgcolor is not None}
    assert {"grey23", "grey11"} <= grounds


def test_the_words_the_last_moves_laid_are_marked_where_they_came_from():
    before = (("CAT",), ("TONE",), ())
    after = (("CAST", "RED"), (), ("STONE",))
    laid = drawing.words_laid(before, after, ("Ann", "Bob", "Cat"))
    assert laid == {(0, "CAST"): "⇐ CAT", (0, "RED"): "new", (2, "STONE"): "⇐ Bob's TONE"}
    state = table(words=after)
    mats = drawn(state, view_of(state, moved=laid))[1].plain
    assert "C A S T  ⇐ CAT" in mats and "R E D  ★" in mats and "E   ⇐ Bob's TONE" in mats


# --- the word being typed -------------------------------------------------------------------------------


def test_before_a_word_is_typed_the_preview_says_the_keys_and_the_hint_SAC_3():
    state = table(face_up=Bag.of("RE"), drawn="Q")
    shown = drawn(state, view_of(state, hint="Hint: form no word (d)"))[2].plain
    assert shown == "Enter: type a word · d: form no word (your letter goes face up, SAC-3)\nHint: form no word (d)"
    assert drawn(state, view_of(state, 1))[2].plain == "", "nothing for a player out of turn"


def test_a_typed_word_shows_where_each_letter_comes_from_and_the_verdict_SAC_2():
    state = table(face_up=Bag.of("OG"), drawn="D")
    shown = lines(drawn(state, view_of(state, typed="DOG"))[2])
    assert shown[0] == "New word DOG   Enter: play it"
    assert shown[1] == "D O G   ✓ a word"
    assert shown[2].startswith("d c c   w word taken · d your letter")
    missing = lines(drawn(state, view_of(state, typed="DOGS"))[2])
    assert missing[1] == "D O G S   ✗ S not to hand" and missing[2].startswith("d c c ? ")


def test_a_refused_steal_offers_the_vote_SAC_5():
    state = table(face_up=Bag.of("RE"), words=((), ("PAINT",), ()))
    shown = lines(drawn(state, view_of(state, typed="REPAINT"))[2])
    assert shown[0].startswith("Steal Bob's PAINT → REPAINT")
    assert "✗ judge: " in shown[1] and shown[1].endswith(" · v vote")
    assert shown[2].startswith("c c w w w w w")


def test_a_typed_steal_marks_the_word_taken_and_a_roomy_preview_lists_every_way_SAC_5():
    """STONE can steal Cat's TONE or be a new word from the centre: both ways are listed, the one Enter
    plays marked, and TONE is reversed in Cat's mat; the second way marks no word."""
    state = a_full_table()
    first = view_of(state, typed="STONE", size=ROOMY, roomy=True, bots=("Cat", "Dan"))
    _, mats, preview = drawn(state, first, ROOMY)
    assert "▶ 1. Steal Cat's TONE → STONE" in preview.plain and "  2. New word STONE" in preview.plain
    assert "Tab: other way (1/2)" in preview.plain
    assert reversed_letters(mats) == "TONE"
    second = replace(first, way=1)
    _, mats, preview = drawn(state, second, ROOMY)
    assert "▶ 2. New word STONE" in preview.plain and reversed_letters(mats) == ""
    narrow = lines(drawn(state, replace(first, roomy=False, height=NARROW[1]), NARROW)[2])
    assert len(narrow) == drawing.PREVIEW_LINES - 1, "below the roomy size the ways are not listed"


def test_the_vote_asks_the_voter_with_both_meanings_and_the_judges_reason_SAC_5():
    state = table(face_up=Bag.of("RE"), words=(("CAT",), ("PAINT",), ()))
    voting = rules().apply(state, CallVote(type="vote", victim=1, old="PAINT", word="REPAINT"))
    shown = lines(drawn(voting, view_of(voting, 1))[2])
    assert shown[0] == "Ann asks: may Bob's PAINT be stolen as REPAINT?"
    assert " · " in shown[1]
    assert shown[2] == "Bob: y yes, overrule the judge · n no"
    assert shown[3].startswith("The judge says no: ")
    centre = drawing.centre(rules(), seen_by(voting, 1), view_of(voting, 1), NO_COLOUR, NARROW[0]).plain
    assert "Vote: may PAINT (Bob's) be stolen as REPAINT? yes 0 · no 0" in centre


def test_everything_at_80x24_fits_the_panel():
    state = a_full_table()
    view = view_of(state, typed="STONE", bots=("Cat", "Dan"))
    for text in drawn(state, view):
        assert all(len(line) <= NARROW[0] for line in lines(text)), text.plain


# --- colour never alone ---------------------------------------------------------------------------------


def test_each_letters_source_has_a_letter_of_its_own():
    assert len(set(SOURCE_MARKS.values())) == len(SOURCE_MARKS)
    assert all(mark.strip() for mark in SOURCE_MARKS.values())


def test_without_colour_the_word_taken_is_reversed_and_the_verdict_has_its_sign():
    state = a_full_table()
    view = view_of(state, typed="STONE", bots=("Cat", "Dan"))
    _, mats, preview = drawn(state, view, palette=NO_COLOUR)
    assert all(style.color is None and style.bgcolor is None for _, style in styles(mats))
    assert reversed_letters(mats) == "TONE"
    assert lines(preview)[1] == "S T O N E   ✓ judge: another root"
    assert lines(preview)[2].startswith("c w w w w ")
