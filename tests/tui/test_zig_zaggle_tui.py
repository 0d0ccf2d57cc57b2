"""Zig Zaggle at the terminal: words typed onto the board with the keys, the challenge window, the
handoff between two humans, a whole seeded game to the end, and snapshots at 80×24."""

from __future__ import annotations

from dataclasses import replace

from textual.widgets import Static

from parlorgames.bots.zig_zaggle import best_play
from parlorgames.engine.kinds import Hint
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.games.zig_zaggle import EMPTY, FREE
from parlorgames.tui.screens.ask import ConfirmScreen
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.handoff import HandoffScreen

SIZE = (80, 24)


def zz_start(names=("Ann", "Bob"), bots=(), seed=3, variant="standard"):
    return {
        "ruleset": find("zig-zaggle"),
        "variant": variant,
        "seats": [Seat(n, n in bots) for n in names],
        "seed": seed,
    }


async def ready(pilot) -> None:
    """Past any handoff screen to the table (the first turn may also be handed over)."""
    await pilot.pause()
    while isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await pilot.pause()


def keys_for_play(view, tiles) -> list[str]:
    """Arrow keys to the first new letter, Space if the direction must turn, then the letters
    (a capital for a Free letter: the view steps over letters already on the board), and Enter."""
    tiles = sorted(tiles)
    keys = []
    (r0, c0), (r, c) = tiles[0][:2], view.cursor
    keys += ["down" if r0 > r else "up"] * abs(r0 - r)
    keys += ["right" if c0 > c else "left"] * abs(c0 - c)
    across = len({t[0] for t in tiles}) == 1 and (len(tiles) > 1 or view.across)
    if across != view.across:
        keys.append("space")
    for _, _, letter, tile in tiles:
        keys.append(letter.upper() if tile == FREE else letter.lower())
    return [*keys, "enter"]


async def human_plays(pilot) -> str:
    """The human to move types the best play the generator finds for them, key by key."""
    game = pilot.app.screen
    session = game.session
    best = best_play(session.rules, session.state)
    assert best is not None
    before = len(session.actions)
    await pilot.press(*keys_for_play(game.view, best[0]))
    await pilot.pause()
    assert len(session.actions) > before, f"the play was refused: {game.query_one('#log').render()}"
    played = session.actions[before]
    assert played["type"] == "play"
    assert sorted((r, c, letter) for r, c, letter, _ in played["tiles"]) == sorted(
        (r, c, letter) for r, c, letter, _ in best[0]
    )
    return session.rules.describe(session.states[before], played)


async def test_one_human_types_real_plays_then_the_bots_finish_the_game(make_app):
    app = make_app(zz_start(names=("Ann", "Bob"), bots=("Bob",), seed=7))
    plays = []
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.screen
        assert isinstance(game, GameScreen)
        for _ in range(60):
            if len(plays) == 3:
                break
            session = game.session
            if session.state.window is not None:
                await pilot.press("a")
            else:
                plays.append(await human_plays(pilot))
            await pilot.pause()
        assert len(plays) == 3 and all(p.startswith("Ann plays") for p in plays)
        game.session.seats[0] = Seat("Ann", bot=True)
        game.next_step()
        for _ in range(400):
            if isinstance(app.screen, GameOverScreen):
                break
            await pilot.pause(0.05)
        assert isinstance(app.screen, GameOverScreen)
        final = game.session.state
        assert final.finished and len(final.closed) == 4


async def test_the_challenge_window_shows_without_a_hand_over_and_c_challenges_ZZ_C1(make_app):
    """Two people: the window after a play shows the board and the play, no rack, so the keyboard does not
    change hands for it; c challenges as the one other person, and only then is the keyboard handed over."""
    app = make_app(zz_start())
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        game = app.screen
        first = game.session.seat
        await human_plays(pilot)
        assert app.screen is game, "the window is public: no hand-over for it"
        other = 1 - first
        name = game.session.seats[other].name
        side = str(game.view.query_one("#zz-side").render())
        assert (
            "rack" not in side and f"{name}: c or {other + 1} challenges" in side and "Enter: the play stands" in side
        )
        await pilot.press("c")
        await pilot.pause()
        state = game.session.state
        assert state.scores[other] == -20 and state.scores[first] > 20, "a good word: the challenger pays"
        assert state.window is None and game.session.seat == other
        assert isinstance(app.screen, HandoffScreen), "then one hand-over, to the next player"
        assert f"Pass the keyboard to {name}" in str(app.screen.query_one("#handoff-title").render())


async def test_each_person_challenges_with_their_own_key_never_a_computers_nor_the_players_ZZ_C1(make_app):
    """Ann, Bob, Cat (a computer) and Dan: Ann plays, Cat answers at once; 3 (Cat's key) and 1 (Ann's own)
    are refused, saying why, and change nothing; c names nobody when two may challenge; Dan's 4 challenges."""
    app = make_app(zz_start(names=("Ann", "Bob", "Cat", "Dan"), bots=("Cat",), seed=5))
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        game = app.screen
        session = game.session
        assert session.seat == 0
        await human_plays(pilot)
        await pilot.pause()
        assert app.screen is game and {"type": "accept", "seat": 2} in session.actions, "Cat answered at once"
        side = str(game.view.query_one("#zz-side").render())
        assert "Challenge: 2 Bob · 4 Dan" in side and "Enter: the play stands" in side
        moves = len(session.actions)
        for key, why in (
            ("3", "3 is Cat's key, and Cat is a computer: it answers for itself (ZZ-C1)"),
            ("1", "ZZ-C1: a challenge comes from one of the other players: Ann made the play"),
            ("c", "several players may challenge: each presses their own number, 2 Bob or 4 Dan (ZZ-C1)"),
        ):
            await pilot.press(key)
            assert len(session.actions) == moves and why in str(game.query_one("#log").render())
        await pilot.press("4")
        await pilot.pause()
        state = session.state
        assert state.window is None and state.scores[3] == -20, "a good word: the challenger pays"
        assert session.actions[moves] == {"type": "challenge", "seat": 3}


async def test_typing_backspace_escape_and_a_refused_play(make_app):
    app = make_app(zz_start(variant="referee"))
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        game = app.screen
        view = game.view
        rack = [t for t in game.session.state.racks[game.session.seat].tiles if t != FREE]
        letters = [t[0].lower() for t in rack[:3]]
        await pilot.press(*letters)
        await pilot.pause()
        assert [t[2] for t in view.draft] == [x.upper() for x in letters]
        assert "scores" in str(view.query_one("#zz-side").render()) or "✗" in str(view.query_one("#zz-side").render())
        await pilot.press("backspace")
        assert len(view.draft) == 2 and view.cursor == (9, 13)
        await pilot.press("escape")
        assert view.draft == [] and view.cursor == (9, 11), (
            "Escape takes the word back and the cursor to where it began"
        )
        await pilot.press("left", "left", "left", "left", *letters[:2], "enter")
        await pilot.pause()
        assert game.session.actions[-1]["type"] == "deal", "a word off the centre square is refused"
        assert "✗ ZZ-P1" in str(game.query_one("#log").render())


def test_game_screen_snapshot(snap_compare, make_app):
    async def lay_letters(pilot):
        await ready(pilot)
        view = pilot.app.screen.view
        best = best_play(view.rules, view.seen)
        keys = keys_for_play(view, best[0])[:-1]
        await pilot.press(*keys)
        await pilot.pause()

    assert snap_compare(make_app(zz_start(names=("Ann", "Bob"), seed=3)), terminal_size=SIZE, run_before=lay_letters)


def test_challenge_window_snapshot(snap_compare, make_app):
    async def play(pilot):
        await ready(pilot)
        await human_plays(pilot)
        await pilot.pause()

    assert snap_compare(make_app(zz_start(names=("Ann", "Bob"), seed=5)), terminal_size=SIZE, run_before=play)


def test_board_pans_with_the_cursor_snapshot(snap_compare, make_app):
    async def go_south(pilot):
        await ready(pilot)
        await pilot.press(*["down"] * 16)
        await pilot.pause()

    assert snap_compare(make_app(zz_start(names=("Ann", "Bob"), seed=3)), terminal_size=SIZE, run_before=go_south)


async def test_countdown_runs_out_and_the_turn_is_lost_ZZ_P8(make_app):
    app = make_app(zz_start(variant="timed"))
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        game = app.screen
        view = game.view
        view.clock.pause()  # the test ticks the clock itself
        seat = game.session.seat
        assert 110 < view.seconds_left <= 120, "two minutes a turn, counting down"
        assert "⏱ " in str(view.query_one("#zz-side").render())
        view.seconds_left = 2
        view.tick()
        assert "⏱ 0:01 left" in str(view.query_one("#zz-side").render())
        view.tick()
        await pilot.pause()
        assert game.session.actions[-1] == {"type": "timeout"}
        assert isinstance(app.screen, HandoffScreen), "the racks are private: the lost turn hands the keyboard over"
        await ready(pilot)
        assert game.session.seat != seat and "ran out of time" in str(game.query_one("#log").render())


async def test_exchange_and_pass_keys_ZZ_P7_ZZ_P6(make_app):
    app = make_app(zz_start(names=("Ann", "Bob"), bots=("Bob",), variant="referee"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.screen
        session = game.session
        while session.seat_is_bot:
            await pilot.pause(0.05)
        rack = [t for t in session.state.racks[session.seat].tiles if t != FREE]
        before = len(session.actions)
        await pilot.press("f2")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        exchange = next(a for a in session.actions[before:] if a["type"] == "exchange")
        assert sorted(exchange["tiles"]) == sorted(rack), (
            "with nothing laid out, F2 then Enter exchanges every regular letter"
        )
        while session.seat_is_bot:
            await pilot.pause(0.05)
        await pilot.press("f3")
        await pilot.pause()
        assert any(a["type"] == "pass" for a in session.actions)


def screen_text(view) -> str:
    return "\n".join(str(panel.render()) for panel in view.query(Static))


async def test_the_table_shows_only_what_the_seat_at_the_keyboard_sees(make_app):
    app = make_app(zz_start(names=("Ann", "Bob"), bots=("Bob",), variant="standard"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.screen
        session = game.session
        while session.seat_is_bot:
            await pilot.pause(0.05)
        view = game.view
        me = session.seat
        state = session.states[-1]
        before = screen_text(view)
        bots = state.racks[1 - me]
        out = [t for t in bots.tiles if t != FREE][:3]
        into = [t for t in state.bag.tiles if t not in out][: len(out)]
        racks = list(state.racks)
        racks[1 - me] = bots.take(out).put(into)
        other = replace(state, racks=tuple(racks), bag=state.bag.take(into).put(out))
        assert other != state and session.rules.observe(other, me) == session.rules.observe(state, me)
        session.states[-1] = other
        view.show(session)
        await pilot.pause()
        assert screen_text(view) == before, "the computer's rack and the bag change nothing the human's screen shows"
        racks[me] = state.racks[me].take(list(state.racks[me].tiles)[:1])
        session.states[-1] = replace(state, racks=tuple(racks))
        view.show(session)
        await pilot.pause()
        assert screen_text(view) != before, "the human's own rack is on the screen"


async def test_exchange_picks_the_letters_typed_ZZ_P7(make_app):
    app = make_app(zz_start(names=("Ann", "Bob"), bots=("Bob",), variant="referee"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = app.screen.session
        while session.seat_is_bot:
            await pilot.pause(0.05)
        rack = [t for t in session.state.racks[session.seat].tiles if t != FREE]
        before = len(session.actions)
        await pilot.press("f2")
        await pilot.pause()
        await pilot.press(*[t[0].lower() for t in rack[:2]], "enter")
        await pilot.pause()
        exchange = next(a for a in session.actions[before:] if a["type"] == "exchange")
        assert sorted(t[0] for t in exchange["tiles"]) == sorted(t[0] for t in rack[:2])


async def test_an_unheld_letter_asks_before_a_free_letter_is_spent_ZZ_W3(make_app):
    app = make_app(zz_start(names=("Ann", "Bob"), bots=("Bob",), variant="referee"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.screen
        session = game.session
        while session.seat_is_bot:
            await pilot.pause(0.05)
        held = {t[0] for t in session.state.racks[session.seat].tiles if t != FREE}
        missing = next(letter for letter in "QZXJKVWY" if letter not in held)
        view = game.view
        view.cursor = next(
            (r, c)
            for r, row in enumerate(view.rules.squares)
            for c, square in enumerate(row)
            if square.real and view.seen.letters[r][c] == EMPTY
        )
        before = len(session.actions)
        await pilot.press(missing.lower())
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen), "a letter not held asks before a Free letter is spent"
        assert f"You hold no {missing}: a Free letter (*)" in str(app.screen.query_one("#confirm-question").render())
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is game and not game.view.draft and len(session.actions) == before, "no: nothing is laid"
        await pilot.press(missing.lower())
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is game, "a letter key never leaves the game"
        assert [t[2:] for t in game.view.draft] == [(missing, FREE)], "yes: the Free letter stands for it"


async def test_a_hint_picked_is_laid_on_the_board_and_enter_plays_it(make_app):
    app = make_app(zz_start(names=("Ann", "Bob"), bots=("Bob",), variant="referee"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.screen
        session = game.session
        while session.seat_is_bot:
            await pilot.pause(0.05)
        view = game.view
        assert not hasattr(view, "action_hint"), "the hint key is the table's (F5), not the view's"
        tiles, points = best_play(view.rules, view.seen)[:2]
        action = {"type": "play", "tiles": [list(t) for t in tiles]}
        view.show_hint(Hint(f"a play for {points}", action, points))
        await pilot.pause()
        assert sorted(view.draft) == sorted(tuple(t) for t in tiles), "the hinted play is the tentative play"
        assert "⏎ Play" in footer_text(app)
        before = len(session.actions)
        await pilot.press("enter")
        await pilot.pause()
        played = session.actions[before]
        assert played["type"] == "play" and sorted(map(tuple, played["tiles"])) == sorted(map(tuple, tiles))


def footer_text(app) -> str:
    from parlorgames.tui._textual_internals import FooterKey

    return " ".join(str(key.render()) for key in app.screen.query(FooterKey))


async def test_f5_then_enter_lays_the_hinted_play_and_enter_plays_it(make_app):
    from parlorgames.tui.screens.hints import HintsScreen

    app = make_app(zz_start(names=("Ann", "Bob"), bots=("Bob",), variant="referee"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.screen
        session = game.session
        while session.seat_is_bot:
            await pilot.pause(0.05)
        session.hints = True
        game.redraw()
        await pilot.press("f5")
        await pilot.pause()
        window = app.screen
        assert isinstance(window, HintsScreen) and window.hints
        first = window.hints[0]
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is game
        assert sorted(game.view.draft) == sorted(tuple(t) for t in first.action["tiles"]), "the hint lies on the board"
        before, score = len(session.actions), session.state.scores[0]
        await pilot.press("enter")
        await pilot.pause()
        assert session.actions[before]["type"] == "play"
        assert session.states[before + 1].scores[0] == score + first.points, "the play scores what the hint said"
