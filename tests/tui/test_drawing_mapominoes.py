"""Mapominoes' drawing without an app: the table's window of cards, the card in focus, the deck's map, the
prompt, the hand and the players, drawn by the functions of `tui.drawing.mapominoes` from a seeded deal
(Ann to move, Northamptonshire at H6) as the seat at the keyboard sees it."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

import pytest
from rich.console import Console
from rich.style import Style
from rich.text import Text

from parlorgames.engine.errors import IllegalAction
from parlorgames.engine.kinds import rules_class
from parlorgames.engine.ruleset import find
from parlorgames.engine.tiles import Bag
from parlorgames.games.mapominoes import Placement, Tabled
from parlorgames.games.mapominoes.atlas import TINTS, deck_places
from parlorgames.tui.drawing.mapominoes import (
    EMPTY,
    PLAIN,
    CardPalette,
    Face,
    MapView,
    area_map,
    card_face,
    card_size,
    chosen_card,
    describe_cursor,
    face_lines,
    fit_name,
    fits,
    focus_card,
    focus_of,
    follow_cursor,
    hand,
    hand_rows,
    laid,
    moved,
    name_width,
    next_fit,
    players,
    pointed,
    prompt,
    stuck,
    table_lines,
    transit_hint,
    window,
    wrap_name,
)

NAMES = ("Ann", "Bob")
COLOURED = CardPalette(
    tints=tuple(Style(bgcolor=f"color({n + 1})") for n in range(TINTS)),
    sea=Style(bgcolor="blue"),
    felt=Style(bgcolor="grey23"),
    fits=Style(color="green", bold=True),
    open=Style(dim=True),
    cursor=Style(bold=True, reverse=True),
    warning=Style(color="yellow", bold=True),
    label=Style(bold=True),
    muted=Style(dim=True),
)


@cache
def make_rules(variant: str | None = None):
    ruleset = find("mapominoes")
    return rules_class(ruleset.kind)(ruleset, ruleset.variant(variant))


def dealt(variant: str | None = None, seed: int = 3):
    """The first deal of a seeded game for Ann and Bob, as Ann (to move) sees it."""
    rules = make_rules(variant)
    state = rules.initial(NAMES)
    state = rules.apply(state, rules.sample_chance(state, random.Random(seed)))
    return rules, rules.observe(state, 0)


def holding(seen, cards, transit: int | None = None, pile: int | None = None):
    """`seen` with the player to move holding `cards` (and `transit` Transit cards, `pile` cards left)."""
    held = replace(seen.hands[seen.turn], counties=Bag.of(cards))
    held = replace(held, transit=held.transit if transit is None else transit)
    hands = tuple(held if seat == seen.turn else other for seat, other in enumerate(seen.hands))
    return replace(seen, hands=hands, pile=seen.pile if pile is None else pile)


def lines(text: Text) -> list[str]:
    return text.plain.split("\n")


def segments_text(drawn) -> list[str]:
    return ["".join(segment.text for segment in line) for line in drawn]


# --- names on cards ----------------------------------------------------------------------------------------


def test_long_names_are_abbreviated_not_cut():
    assert fit_name("Kent", 24) == "Kent"
    assert fit_name("East Riding of Yorkshire", 22) == "E. Riding of Yorkshire"
    assert fit_name("Dumfries and Galloway", 19) == "Dumfries & Galloway"
    assert fit_name("City of Edinburgh", 12) == "Edinburgh"
    assert fit_name("Bosnia and Herzegovina", 10) == "Bosnia."


def test_a_name_wraps_on_a_card_hyphenated_before_shire_and_abbreviated_last():
    assert wrap_name("Northamptonshire", 10, 2) == ("Northamp-", "tonshire")
    assert wrap_name("Nottinghamshire", 12, 2) == ("Nottingham-", "shire")
    assert wrap_name("East Riding of Yorkshire", 10, 2) == ("E. Riding", "of Yorksh.")
    assert wrap_name("Kent", 10, 1) == ("Kent",)


# --- the cards' faces: colour never alone -------------------------------------------------------------------


def test_a_card_names_its_nation_and_its_tint_says_nothing_more():
    tinted = [face_lines(Face("Buckinghamshire", "E", "BUCKS", tint), 14, 5, False) for tint in range(TINTS)]
    assert "E─BUCKS" in tinted[0][0][0]
    assert len({tuple(line for line, _ in drawn) for drawn in tinted}) == 1
    assert [part for _, part in tinted[2]] == ["tint-2"] * 5
    fits_here, opening = (face_lines(Face(**{kind: True}), 14, 5, False) for kind in ("fits", "open"))
    assert any("+" in line for line, _ in fits_here) and not any("+" in line for line, _ in opening)
    transit = face_lines(Face("Surrey", transit=True), 14, 5, False)
    assert "Transit" in transit[0][0] and transit[-1][0] == "╰" + "≈" * 12 + "╯"


def test_the_cursor_draws_a_cards_border_heavy_and_marks_an_empty_space():
    card = face_lines(Face("Kent", "E", "KENT", 1), 12, 4, True)
    assert card[0][0].startswith("┏E─KENT") and card[-1][0] == "┗" + "━" * 10 + "┛"
    empty = face_lines(EMPTY, 12, 4, True)
    assert [line for line, _ in empty] == ["┏━━━━━━━━━━┓", "┃          ┃", "┃          ┃", "┗━━━━━━━━━━┛"]
    assert [line for line, _ in face_lines(EMPTY, 12, 4, False)] == [" " * 12] * 4


def test_a_tabled_card_shows_its_deck_mark_abbreviation_and_tint_and_a_transit_card_its_nomination():
    rules, seen = dealt()
    face = card_face(rules, seen.table[rules.centre])
    assert (face.name, face.mark, face.abbrev, face.transit) == ("Northamptonshire", "E", "NHANTS", False)
    transit = card_face(rules, Tabled("Transit", nomination="North Sea"), waiting=True)
    assert (transit.name, transit.transit, transit.waiting) == ("North Sea", True, True)


# --- the table -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("panel", "shown"),
    [((54, 19), (4, 4, 12, 4)), ((52, 27), (6, 4, 12, 4)), ((72, 35), (8, 5, 13, 4)), ((68, 45), (10, 5, 12, 4))],
)
def test_the_table_shows_more_cards_in_a_larger_panel(panel, shown):
    """The table's panel in windows of 80x24, 100x32, 120x40 and 160x50 (where the move log takes the right):
    more rows and columns of cards, wider cards, on the 11 by 15 table."""
    assert card_size(*panel, 11, 15) == shown
    assert card_size(20, 8, 11, 15) == (2, 1, 14, 3), "a narrow low panel: one column of cards, three lines high"


def test_the_table_scrolls_as_little_as_it_must_to_follow_the_cursor():
    rules, _ = dealt()
    assert follow_cursor(rules, rules.centre, None, 4, 4) == (3, 5), "centred on the starting card, H6, at first"
    assert follow_cursor(rules, rules.centre + 1, (3, 5), 4, 4) == (3, 5), "still in view: no scroll"
    assert follow_cursor(rules, rules.centre + 2, (3, 5), 4, 4) == (3, 6)
    assert follow_cursor(rules, 0, (3, 5), 4, 4) == (0, 0)
    assert follow_cursor(rules, rules.grid.index((10, 14)), None, 4, 4) == (7, 11), "kept on the table"


def test_the_window_shows_the_starting_card_and_plus_where_the_chosen_card_fits():
    rules, seen = dealt()
    seen = holding(seen, ["Bedfordshire", "Kent"])
    view = MapView(rules.centre, scroll=(3, 5), mine=True)
    fitting = fits(rules, seen, view)
    assert sorted(fitting) == ["Bedfordshire"] and chosen_card(seen, view) == "Bedfordshire"
    faces = window(rules, seen, view, fitting, 4, 4)
    assert faces[2][2].name == "Northamptonshire"
    assert faces[1][2] == Face(fits=True, open=True) and faces[0][0] == EMPTY
    kent = window(rules, seen, replace(view, chosen=1), fitting, 4, 4)
    assert kent[1][2] == Face(open=True), "Kent fits nowhere: the space is only beside a card"


def test_the_table_is_drawn_with_its_letters_numbers_and_what_the_cursor_is_on():
    rules, seen = dealt()
    view = MapView(rules.centre, scroll=(3, 5), mine=True)
    faces = window(rules, seen, view, fits(rules, seen, view), 4, 4)
    status = describe_cursor(rules, seen, view)
    drawn = segments_text(table_lines(faces, (3, 5), (2, 2), (4, 4, 12, 4), (15, 15), status, PLAIN))
    assert drawn[0] == " ◀ " + "".join(f"{letter:^12}" for letter in "FGHI") + "▶"
    assert len(drawn) == 1 + 4 * 4 + 1
    assert drawn[1 + 2 * 4 + 1].startswith(" 6 ")
    card = drawn[1 + 2 * 4][3 + 24 : 3 + 36]
    assert card == "┏E─NHANTS━━┓", "the cursor's card has a heavy border"
    assert "Northamp-" in drawn[1 + 2 * 4 + 1] and "tonshire" in drawn[1 + 2 * 4 + 2]
    assert drawn[-1].startswith("H6: Northamptonshire (England)") and drawn[-1].endswith("▲▼")


def test_the_cursor_and_a_waiting_transit_cards_nomination_are_marked_by_style_too():
    face = Face("North Sea", transit=True, waiting=True)
    drawn = table_lines([[face]], (0, 0), (0, 0), (1, 1, 12, 4), (1, 1), "", COLOURED)
    middle = drawn[2]
    underlined = [segment.text for segment in middle if segment.style and segment.style.underline]
    assert underlined == ["North Sea"]
    assert middle[1].style is not None and middle[1].style.reverse, "the cursor's border is reversed"


def test_the_line_under_the_table_says_what_lies_at_the_cursor_and_whether_the_chosen_card_fits():
    rules, seen = dealt()
    seen = holding(seen, ["Bedfordshire", "Kent"])
    above = rules.centre - rules.width
    view = MapView(above, mine=True)
    assert describe_cursor(rules, seen, view) == "H5: Bedfordshire fits here"
    assert describe_cursor(rules, seen, replace(view, chosen=1)).startswith("H5: Kent does not border")
    assert describe_cursor(rules, seen, replace(view, mine=False)) == "H5: free"
    assert describe_cursor(rules, seen, MapView(0)) == "A1: empty"


# --- the card in focus and the deck's map -------------------------------------------------------------------


def test_the_card_in_focus_shows_what_it_borders_and_which_of_those_lie_on_the_table():
    rules, seen = dealt()
    focus = focus_of(rules, seen, "Bedfordshire")
    assert focus.nation == "England" and "NHANTS•" in focus.borders
    assert focus.note == "• on the table; this card is in your hand"
    drawn = lines(focus_card(focus, PLAIN, 20, 99))
    assert drawn[0] == "╭E─BEDS────────────╮" and drawn[-1] == "╰──── England ─────╯"
    assert drawn[2] == "│ ⇄ BUCKS CAMBS    │" and drawn[3] == "│   HERTS NHANTS•  │"
    assert all(len(line) == 20 for line in drawn)
    assert lines(focus_card(focus, PLAIN, 20, 5)) == drawn[:4] + drawn[-1:], "no room for the note"
    short = lines(focus_card(focus, PLAIN, 20, 4))
    assert short == [*drawn[:2], "│" + f"{'…':^18}" + "│", drawn[-1]], "no room for the borders either"


def test_a_transit_card_in_focus_lists_the_cards_its_sea_touches():
    rules, seen = dealt()
    focus = focus_of(rules, seen, Tabled("Transit", nomination="North Sea"))
    assert focus.nation == "a Transit card" and "KENT" in focus.borders
    assert lines(focus_card(focus, PLAIN, 20, 99))[0].startswith("╭≈Transit≈")
    assert focus_card(focus_of(rules, seen, None), PLAIN, 20, 99).plain == "Move onto a card to see what it borders."


def test_the_decks_map_lights_the_cards_laid_and_points_out_the_card_in_focus():
    rules, seen = dealt()
    places = deck_places(rules.map_file)
    assert places is not None
    lit = laid(rules, seen)
    assert lit == {"Northamptonshire": ("E", card_face(rules, "Northamptonshire").tint)}
    drawn = lines(area_map(places, lit, pointed(rules, "Kent"), "1 of 2 laid", PLAIN))
    assert drawn[0].strip() == "1 of 2 laid"
    row, col = places.cells["Kent"]
    assert drawn[1 + row][col] == "◆"
    row, col = places.cells["Northamptonshire"]
    assert drawn[1 + row][col] == "E"
    assert "░" in "".join(drawn[1:])
    assert pointed(rules, Tabled("Transit", nomination="North Sea")) is None


# --- the side panel ------------------------------------------------------------------------------------------


def test_the_prompt_says_the_round_the_pile_and_who_is_to_play():
    rules, seen = dealt()
    view = MapView(rules.centre, mine=True)
    text = prompt(rules, seen, view, fits(rules, seen, view), PLAIN, NAMES)
    assert lines(text) == ["Round 1/2 · pile 10", "Ann to play", ""]
    thinking = prompt(rules, seen, view, {}, PLAIN, NAMES, thinking=True)
    assert lines(thinking)[1] == "Ann (computer) is thinking…"
    over = prompt(rules, replace(seen, phase="over"), view, {}, PLAIN, NAMES)
    assert lines(over)[1] == "The game is over."


def test_the_prompt_counts_the_sand_down_and_says_what_to_do_when_nothing_fits():
    rules, seen = dealt("sand-timer")
    view = MapView(rules.centre, mine=True, seconds_left=17)
    stranded = holding(seen, ["Kent"])
    text = prompt(rules, stranded, view, {}, COLOURED, NAMES)
    assert lines(text)[1] == "Ann to play · ⧗ 17s"
    assert lines(text)[2] == stuck(rules, stranded)
    assert any(span.style == COLOURED.warning for span in text.spans)
    pending = prompt(rules, replace(seen, pending_transit=rules.centre - 1), view, {}, PLAIN, NAMES)
    assert lines(pending)[2] == "Now a card beside the Transit card"


def test_the_prompt_says_who_may_call_out_the_last_cards_MAP_O2():
    rules, seen = dealt("spot-the-mistake")
    seen = replace(seen, turn=1, open_cards=(Placement(rules.centre - rules.width, 0, legal=False),))
    text = prompt(rules, seen, MapView(rules.centre), {}, PLAIN, NAMES, callers=("Bob",))
    assert "c: Bob may call out Ann's cards (MAP-O2)" in text.plain


def test_a_player_whose_cards_do_not_fit_is_told_what_may_be_done_MAP_R3_MAP_S2():
    """The panel's advice follows the rules: a Transit card where one would go, a draw while the pile
    lasts, and once it is empty a draw (ending the go) only when no Transit card can go."""
    rules = make_rules()
    state = rules.initial(NAMES)
    state = rules.apply(state, rules.sample_chance(state, random.Random(3)))
    stranded = [c for c in rules.counties if not rules.placements(holding(state, [c], 0, 3))]
    bridged = next(c for c in stranded if rules.transit_plays(holding(state, [c], 1, 3)))
    advice = {
        (transit, pile): stuck(rules, holding(state, [bridged], transit, pile)) for transit in (0, 1) for pile in (0, 3)
    }
    assert advice == {
        (1, 3): "No card fits: t Transit or d draw",
        (1, 0): "No card fits: t Transit (pile empty)",
        (0, 3): "No card fits: d draws a Transit card",
        (0, 0): "No card fits: d ends your go",
    }
    with pytest.raises(IllegalAction, match="MAP-S2"):
        rules.apply(holding(state, [bridged], 1, 0), {"type": "draw"})
    rules.apply(holding(state, [bridged], 0, 0), {"type": "draw"})


@pytest.mark.parametrize("width", [25, 40])
def test_the_hand_lists_cards_round_the_chosen_one_with_their_nation_and_where_they_fit(width):
    rules, seen = dealt()
    view = MapView(rules.centre, chosen=6, mine=True)
    fitting = fits(rules, seen, view)
    drawn = lines(hand(rules, seen, view, fitting, PLAIN, 5, width))
    cards = len(seen.hands[0].counties)
    assert drawn[0] == f"Hand {cards} · Transit ×1"
    assert [line[6:] for line in drawn[1:6]] == [
        "Blaenau Gwent",
        "Bristol",
        "Buckinghamshire",
        "Caerphilly",
        "Ceredigion",
    ]
    assert drawn[3] == "▶✓ E  Buckinghamshire", "the chosen card, which fits: the glyphs say so"
    assert drawn[1] == "   W  Blaenau Gwent", "Welsh, and fits nowhere yet"
    assert drawn[-1] == f"  7 of {cards} · [ ] choose"
    assert hand(rules, seen, replace(view, mine=False), fitting, PLAIN, 5, width).plain == ""


def test_the_hand_shows_each_cards_tint_and_the_chosen_card_reversed():
    rules, seen = dealt()
    view = MapView(rules.centre, chosen=1, mine=True)
    text = hand(rules, holding(seen, ["Devon", "Kent"]), view, {}, COLOURED, 5, 25)
    tints = {span.style for span in text.spans} & set(COLOURED.tints)
    assert tints == {COLOURED.of(f"tint-{card_face(rules, c).tint}") for c in ("Kent", "Devon")}
    assert any(span.style == "reverse" and text.plain[span.start : span.end] == "Kent" for span in text.spans)


def test_the_players_list_shows_cards_transit_cards_and_points():
    rules, seen = dealt()
    width = name_width(25)
    names = [Text(f"{name:<{width}}") for name in NAMES]
    assert lines(players(seen, names)) == [
        f"▶1 Ann       {len(seen.hands[0].counties)}c 1T   0pt",
        f" 2 Bob       {len(seen.hands[1].counties)}c 1T   0pt",
    ]
    assert (name_width(25), name_width(40), name_width(10)) == (9, 10, 4)


def test_the_hand_gets_the_rows_the_side_panel_leaves_it():
    console = Console(width=80)
    prompt_text, players_text = Text("Round 1/2 · pile 10\nAnn to play"), Text("▶1 Ann\n 2 Bob")
    assert hand_rows(prompt_text, players_text, (25, 19), 0, console) == 19 - 2 - 2 - 4
    assert hand_rows(prompt_text, players_text, (25, 19), 9, console) == 3, "never fewer than three"


# --- what the keys move to -----------------------------------------------------------------------------------


def test_the_cursor_moves_a_space_and_stays_on_the_table():
    rules, _ = dealt()
    assert moved(rules, rules.centre, "up") == rules.centre - rules.width
    assert moved(rules, rules.centre, "right") == rules.centre + 1
    assert moved(rules, 0, "left") == 0 and moved(rules, 0, "up") == 0


def test_tab_goes_to_the_next_space_that_fits_or_to_the_next_card_that_fits():
    rules, seen = dealt()
    seen = holding(seen, ["Kent", "Bedfordshire"])
    view = MapView(rules.centre, chosen=1, mine=True)
    fitting = fits(rules, seen, view)
    assert sorted(fitting["Bedfordshire"]) == [67, 81, 83, 97] and rules.centre == 82
    assert next_fit(seen, view, fitting) == (0, 83), "Kent fits nowhere: Bedfordshire is chosen"
    assert next_fit(seen, replace(view, chosen=0, cursor=83), fitting) == (0, 97)
    assert next_fit(seen, replace(view, chosen=0, cursor=97), fitting) == (0, 67), "round again"


def test_the_nomination_box_says_what_fits_at_the_cursor():
    rules, seen = dealt()
    assert transit_hint(rules, seen, 0) == "Nothing fits at A1 with your hand"
    hint = transit_hint(rules, seen, rules.centre - rules.width)
    assert hint.startswith("Fits at H5 with your hand: Bedfordshire, Buckinghamshire")
