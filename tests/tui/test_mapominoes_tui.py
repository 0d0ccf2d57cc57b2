"""Mapominoes in the terminal: a whole seeded game, the handoff between two humans, placing,
Transit cards and refusals from the keyboard, and snapshots of the game screen at 80×24."""

from __future__ import annotations

from dataclasses import replace

import pytest
from textual.widgets import Static

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.engine.tiles import Bag
from parlorgames.tui.screens.ask import AskScreen
from parlorgames.tui.screens.caller import CallerScreen
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.screens.roundover import RoundOverScreen
from parlorgames.tui.views.mapominoes import MapominoesView
from tests.positions import kent_beside_two

SIZE = (80, 24)
HUMAN_GOES = 6


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))


def start(names=("Ann", "Bob"), bots=(), seed=3, variant="standard", game="mapominoes"):
    return {"ruleset": find(game), "variant": variant, "seats": [Seat(n, n in bots) for n in names], "seed": seed}


def game(app) -> GameScreen:
    screen = app.screen
    assert isinstance(screen, GameScreen), screen
    return screen


async def take_a_go(pilot) -> None:
    """A human go from the keyboard: the next space that fits and Enter, or d when nothing fits."""
    view = game(pilot.app).view
    assert isinstance(view, MapominoesView)
    await pilot.press("tab" if view.fits() else "d")
    if view.fits():
        await pilot.press("enter")
    await pilot.pause()


async def move_cursor_to(pilot, view: MapominoesView, cell: int) -> None:
    width = view.rules.width
    while view.cursor != cell:
        row, col = divmod(view.cursor, width)
        goal_row, goal_col = divmod(cell, width)
        key = "down" if goal_row > row else "up" if goal_row < row else "right" if goal_col > col else "left"
        await pilot.press(key)


async def test_a_whole_seeded_game_to_the_game_over_screen(make_app):
    """The Europe deck keeps a whole game (two rounds) to about a hundred moves."""
    app = make_app(start(bots=("Bob",), game="mapominoes-europe"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        session = screen.session
        goes = 0
        while goes < HUMAN_GOES:
            await pilot.pause()
            if not session.seat_is_bot and session.state.phase == "play":
                await take_a_go(pilot)
                goes += 1
        assert len(session.actions) > HUMAN_GOES
        # the computer players finish the game from here
        session.seats[0] = Seat("Ann", bot=True)
        screen.next_step()
        summaries = 0
        for _ in range(3000):
            if isinstance(app.screen, GameOverScreen):
                break
            if isinstance(app.screen, RoundOverScreen):
                summaries += 1
                await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert session.over and len(session.state.round_points) == 2
        assert summaries == 1, "the first round's summary waits for Enter; the game-over screen follows the second"
        headline = str(app.screen.query_one(".modal-title").render())
        assert all(session.seats[w].name in headline for w in session.result().winners)
        assert "fewest points" in session.result().reason


async def test_two_humans_hand_over_and_each_sees_only_their_own_hand(make_app):
    app = make_app(start())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen), "the first hand is private too"
        assert "Ann" in str(app.screen.query_one("#handoff-title").render())
        await pilot.press("enter")
        screen = game(app)
        view = screen.view
        ann_hand = screen.session.state.hands[0].counties
        assert view.hand() == ann_hand
        await take_a_go(pilot)
        if screen.session.seat == 0:  # a double connection: Ann goes again, no handoff yet
            await take_a_go(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert "Bob" in str(app.screen.query_one("#handoff-title").render())
        await pilot.press("enter")
        assert app.screen is screen
        hand_text = str(view.query_one("#map-hand").render())
        assert f"Hand {len(screen.session.state.hands[1].counties)} ·" in hand_text
        assert view.hand() == screen.session.state.hands[1].counties
        assert not set(view.hand()) & set(ann_hand), "Bob sees only his own cards"
        await take_a_go(pilot)
        assert isinstance(app.screen, HandoffScreen) or screen.session.seat == 1


async def test_the_players_stay_in_the_side_panel_when_the_window_grows(make_app):
    """From 80x24 to 90x40 the deck's map comes in above the hand: the hand lists fewer cards, so the
    players under it still show (they had been pushed below the window)."""
    app = make_app(start())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        view = game(app).view
        await pilot.resize_terminal(90, 40)
        await pilot.pause()
        await pilot.pause()
        side, players = view.query_one("#map-side").region, view.query_one("#map-players").region
        assert view.query_one("#map-side-map").display
        assert side.contains_region(players), (side, players)


async def test_a_refused_card_names_the_neighbour_it_does_not_border(make_app):
    app = make_app(start(bots=("Bob",)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        view: MapominoesView = screen.view  # type: ignore[assignment]
        rules, state = view.rules, screen.session.state
        start_card = state.table[rules.centre].card
        right = rules.centre + 1
        misfit = next(c for c in state.hands[0].counties if c not in state.openings[right])
        await pilot.press("slash")
        assert isinstance(app.screen, AskScreen)
        await pilot.press(*misfit)
        await pilot.press("enter")
        assert view.chosen_card() == misfit
        await pilot.press("right", "enter")
        log = str(screen.query_one("#log").render())
        assert f"MAP-P1: {misfit} does not border {start_card} (the card to its left)" in log
        assert len(screen.session.actions) == 1


async def test_a_find_that_fails_stays_in_its_box_with_the_reason(make_app):
    """A name that is no card, or a card not in the hand, stays in the find box with the reason; typed
    again at the table its letters would be keys (in the callout variant, c calls out the last card)."""
    app = make_app(start(bots=("Bob",)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        view: MapominoesView = screen.view  # type: ignore[assignment]
        state = screen.session.state
        elsewhere = next(c for c in state.hands[1].counties if c not in state.hands[0].counties)
        await pilot.press("slash")
        box = app.screen
        for typed, reason in [("Atlantis", "Atlantis"), (elsewhere, f"{elsewhere} is not in your hand")]:
            await pilot.press(*typed)
            await pilot.press("enter")
            await pilot.pause()
            assert app.screen is box and reason in str(box.query_one("#ask-refusal", Static).render())
            await pilot.press(*["backspace"] * len(typed))
        mine = state.hands[0].counties.tiles[3]
        await pilot.press(*mine)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and view.chosen_card() == mine
        assert screen.session.state is state


async def test_a_refused_nomination_stays_in_its_box_and_changes_nothing_MAP_X1(make_app):
    app = make_app(start(bots=("Bob",)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        view: MapominoesView = screen.view  # type: ignore[assignment]
        rules, state = view.rules, screen.session.state
        cell, nomination = rules.transit_plays(state)[0]
        await move_cursor_to(pilot, view, cell)
        await pilot.press("t")
        box = app.screen
        await pilot.press(*"Atlantis")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is box and "MAP-" in str(box.query_one("#ask-refusal", Static).render())
        assert screen.session.state is state and not screen.session.actions[1:]
        await pilot.press(*["backspace"] * len("Atlantis"))
        await pilot.press(*nomination)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and screen.session.state.table[cell].nomination == nomination


async def test_a_transit_card_from_the_keyboard_then_its_county(make_app):
    app = make_app(start(bots=("Bob",)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        view: MapominoesView = screen.view  # type: ignore[assignment]
        rules = view.rules
        cell, nomination = rules.transit_plays(screen.session.state)[0]
        await move_cursor_to(pilot, view, cell)
        await pilot.press("t")
        assert isinstance(app.screen, AskScreen)
        await pilot.press(*nomination)
        await pilot.press("enter")
        await pilot.pause()
        state = screen.session.state
        assert state.pending_transit == cell and state.table[cell].nomination == nomination
        assert "Now a card beside the Transit card" in str(view.query_one("#map-prompt").render())
        await pilot.press("tab", "enter")
        await pilot.pause()
        state = screen.session.state
        assert state.pending_transit is None and state.hands[0].transit == 0
        assert screen.session.undo() and screen.session.state.pending_transit == cell


@pytest.mark.unsettled
async def test_the_sand_timer_runs_out_and_the_go_is_lost(make_app):
    """The sand runs out while Ann is still naming a Transit card's sea: the go is lost (MAP-O1). The
    test turns the sand itself, one tick a second of the timer, so a busy machine cannot run it out early."""
    seconds = 30
    settings = {**start(bots=("Bob",), variant="sand-timer"), "overrides": {"options": {"sand_timer_seconds": seconds}}}
    app = make_app(settings)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        assert not screen.session.actions[1:]
        screen.view.timer_for = None  # the sand turns again as Ann starts her go
        await pilot.press("right", "t")
        assert isinstance(app.screen, AskScreen)
        screen.view.timer_for = None  # whatever the clock turned meanwhile: a full glass from here
        for _ in range(seconds):
            screen.view.tick()
        assert not screen.session.actions[1:], "a grain of sand is left"
        screen.view.tick()
        await pilot.pause()
        assert screen.session.actions[1] == {"type": "timeout"}
        assert app.screen is screen, "the unfinished nomination is put away"
        assert screen.session.states[2].hands[0].transit == 2, "Ann lost the go and drew a Transit card"


def screen_text(view: MapominoesView) -> str:
    return "\n".join(str(panel.render()) for panel in view.query(Static))


def with_hand(state, seat: int, cards) -> object:
    hands = list(state.hands)
    hands[seat] = replace(hands[seat], counties=Bag.of(cards))
    return replace(state, hands=tuple(hands))


async def test_the_table_shows_only_what_the_seat_at_the_keyboard_sees(make_app):
    app = make_app(start())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        screen = game(app)
        view: MapominoesView = screen.view  # type: ignore[assignment]
        session = screen.session
        before = screen_text(view)
        state = session.states[-1]
        bobs = len(state.hands[1].counties)
        other = with_hand(state, 1, [c for c in view.rules.counties if c not in state.hands[0].counties][-bobs:])
        assert other != state and session.rules.observe(other, 0) == session.rules.observe(state, 0)
        session.states[-1] = other
        view.show(session)
        await pilot.pause()
        assert screen_text(view) == before, "Bob's cards change nothing Ann's screen shows"
        session.states[-1] = with_hand(state, 0, list(state.hands[0].counties)[1:])
        view.show(session)
        await pilot.pause()
        assert screen_text(view) != before


async def test_a_transit_card_away_from_the_table_is_refused_by_the_rules_MAP_R3(make_app):
    app = make_app(start(bots=("Bob",)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        view: MapominoesView = screen.view  # type: ignore[assignment]
        await move_cursor_to(pilot, view, 0)
        await pilot.press("t")
        assert app.screen is screen, "no nomination is asked for where no Transit card may go"
        assert "MAP-R3: A1 is not next to a tabled card" in str(screen.query_one("#log").render())
        assert len(screen.session.actions) == 1


async def test_next_space_with_nothing_that_fits_is_refused_by_the_rules_MAP_R3(make_app):
    app = make_app(start(bots=("Bob",)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        view: MapominoesView = screen.view  # type: ignore[assignment]
        session = screen.session
        state = session.states[-1]
        nowhere = next(c for c in view.rules.counties if not any(c in fits for fits in state.openings.values()))
        session.states[-1] = with_hand(state, 0, [nowhere])
        view.show(session)
        await pilot.press("tab")
        assert "MAP-R3: no card in Ann's hand fits anywhere" in str(screen.query_one("#log").render())


def test_game_screen_snapshot_with_the_spaces_that_fit(snap_compare, make_app):
    assert snap_compare(make_app(start(bots=("Bob",))), terminal_size=SIZE, press=["tab", "tab"])


async def three_goes(pilot):
    await pilot.pause()
    for _ in range(3):
        await take_a_go(pilot)
        await pilot.pause()


def test_game_screen_snapshot_after_some_play(snap_compare, make_app):
    async def play(pilot):
        await three_goes(pilot)
        await pilot.press("left", "left", "left", "left", "left", "left", "left", "left")

    assert snap_compare(make_app(start(bots=("Bob",))), terminal_size=SIZE, run_before=play)


@pytest.mark.parametrize("size", [(100, 32), (120, 40)])
def test_game_screen_snapshot_fills_a_larger_window(snap_compare, make_app, size):
    """From 100×32 the map of the deck lights the cards laid and the card in focus is shown large."""
    assert snap_compare(make_app(start(bots=("Bob",))), terminal_size=size, run_before=three_goes)


def test_game_screen_snapshot_reads_without_colour(snap_compare, make_app, monkeypatch):
    """Under NO_COLOR the nations' letters, the cards' borders and the + spaces tell what the tints tell."""
    monkeypatch.setenv("NO_COLOR", "1")
    assert snap_compare(make_app(start(bots=("Bob",))), terminal_size=(100, 32), run_before=three_goes)


async def test_the_window_says_who_calls_each_seat_a_key_MAP_O2(make_app):
    app = make_app(start(names=("Ann", "Bob", "Cat"), variant="spot-the-mistake"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        screen = game(app)
        kent_beside_two(screen.session)
        screen.redraw()
        await pilot.pause()
        assert "c: Bob, Cat may call out Ann's cards (MAP-O2)" in screen_text(screen.view)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CallerScreen)
        assert "Who calls out Ann's cards? Press the caller's number:\n2 Bob · 3 Cat" in screen_text(app.screen)
        await pilot.press("1")
        assert isinstance(app.screen, CallerScreen), "Ann cannot call her own cards"
        await pilot.press("3")
        await pilot.pause()
        session = screen.session
        assert session.actions[-1] == {"type": "challenge", "seat": 2}
        assert "Kent" in session.state.hands[0].counties and session.state.turn == 1


async def test_a_computer_seat_calls_by_its_own_judgement_MAP_O2(make_app):
    app = make_app(start(names=("Ann", "Bob", "Cat"), bots=("Cat",), variant="spot-the-mistake"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        screen = game(app)
        kent_beside_two(screen.session)
        screen.redraw()
        screen.next_step()
        await pilot.pause()
        await pilot.pause()
        session = screen.session
        assert {"type": "challenge", "seat": 2} in session.actions
        assert "Cat calls out Kent" in " ".join(session.state.events)
