"""Skip-A-Cross at the terminal: a whole hot-seat game driven by keys, the vote, and snapshots at 80×24."""

from __future__ import annotations

from parlorgames.bots.skip_a_cross import choose
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.engine.tiles import Bag
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.handoff import HandoffScreen

SIZE = (80, 24)


def sac_start(names=("Ann", "Bob"), bots=(), seed=4, variant="three-letter", overrides=None):
    seats = [Seat(n, n in bots) for n in names]
    return {"ruleset": find("skip-a-cross"), "variant": variant, "seats": seats, "seed": seed, "overrides": overrides}


def keys_for(session, action) -> list[str]:
    """The keys a player presses for a move: d to pass, or Enter, the letters, Tab to the way wanted, Enter."""
    if action["type"] == "pass":
        return ["d"]
    ways = session.rules.ways(session.state, action["word"])
    return ["enter", *action["word"].lower(), *["tab"] * ways.index(action), "enter"]


async def sit_down(pilot) -> GameScreen:
    """Past the hand-over to the first player (two humans at a private game), to the table."""
    await pilot.pause()
    if isinstance(pilot.app.screen, HandoffScreen):
        await pilot.press("enter")
        await pilot.pause()
    assert isinstance(pilot.app.screen, GameScreen)
    return pilot.app.screen


async def play_one_turn(pilot) -> dict:
    """The computer player's choice for the human to move, typed through the view."""
    game = pilot.app.screen
    session = game.session
    action = choose(session.rules, session.state, session.chance_rng())
    before = len(session.actions)
    await pilot.press(*keys_for(session, action))
    await pilot.pause()
    assert session.actions[before] == action, "the keys made the move the helper chose"
    return action


async def test_the_last_turns_of_a_seeded_hot_seat_game_with_the_handoff_SAC_2(make_app, saved_before):
    """Three words to win (a table setting), resumed six turns from the end (passes and words among them):
    each turn typed by keys, the keyboard handed over between them, to the game over screen."""
    near_the_end = saved_before(
        sac_start(seed=4, overrides={"scoring": {"words_to_win": 3}}), lambda s: s.over, back=12
    )
    app = make_app()
    handoffs, moves = 0, []
    async with app.run_test(size=SIZE) as pilot:
        app.resume(near_the_end)
        game = await sit_down(pilot)
        handoffs += 1
        for _ in range(400):
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            if isinstance(screen, HandoffScreen):
                assert "Pass the keyboard to" in str(screen.query_one("#handoff-title").render())
                handoffs += 1
                await pilot.press("enter")
                await pilot.pause()
                continue
            letter = game.session.state.drawn
            if letter:
                assert f"your letter:  {letter} " in str(game.query_one("#sac-centre").render())
            moves.append(await play_one_turn(pilot))
        else:
            raise AssertionError("the game did not end")
        session = game.session
        assert session.over and isinstance(app.screen, GameOverScreen)
        assert handoffs >= len(moves) - 1, "the keyboard is handed over between the two humans every turn"
        assert {m["type"] for m in moves} >= {"word", "pass"}
        winners = session.result().winners
        assert str(app.screen.query_one(".modal-title").render()).startswith(session.seats[winners[0]].name)


async def test_the_drawn_letter_never_shows_for_a_computer_player_SAC_4(make_app):
    app = make_app(sac_start(names=("Ann", "Cpu"), bots=("Cpu",), seed=2))
    async with app.run_test(size=SIZE) as pilot:
        game = await sit_down(pilot)
        for _ in range(6):
            await pilot.press("d")
            await pilot.pause()
        assert not isinstance(app.screen, HandoffScreen), "no hand-over to a computer player"
        state = game.session.state
        assert game.session.seat == 0 and state.drawn
        text = str(game.query_one("#sac-centre").render())
        assert f"Ann, your letter:  {state.drawn} " in text


async def test_a_refused_steal_says_why_and_the_table_votes_SAC_5(make_app):
    app = make_app(sac_start(names=("Ann", "Bob", "Cat"), bots=("Cat",), seed=1))
    async with app.run_test(size=SIZE) as pilot:
        game = await sit_down(pilot)
        session = game.session
        rules = session.rules
        from dataclasses import replace

        setup = replace(session.state, face_up=Bag.of("RE"), words=((), ("PAINT",), ()))
        session.states[-1] = setup
        game.redraw()
        await pilot.press("enter", *"repaint", "enter")
        await pilot.pause()
        log = str(game.query_one("#log").render())
        assert "✗ SAC-5: no steal: REPAINT comes from the same root as PAINT" in log and "call a vote" in log
        assert rules.to_move(session.state) == 0
        await pilot.press("v")
        await pilot.pause()
        assert session.actions[-1] == {"type": "vote", "victim": 1, "old": "PAINT", "word": "REPAINT"}
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert "The judge says no" in str(game.query_one("#sac-preview").render())
        await pilot.press("y")
        await pilot.pause()
        assert session.actions[-2:] == [{"type": "verdict", "accept": True}, {"type": "verdict", "accept": False}]
        assert session.state.words[0] == () and "ruling stands (1–1)" in " ".join(session.state.events)


async def test_an_inflection_is_refused_and_no_vote_is_offered_SAC_5(make_app):
    """TONE → TONES is a mere inflection: never a steal, so v calls no vote and the turn stays put."""
    from dataclasses import replace

    app = make_app(sac_start(names=("Ann", "Bob", "Cat"), bots=("Cat",), seed=1))
    async with app.run_test(size=SIZE) as pilot:
        game = await sit_down(pilot)
        session = game.session
        session.states[-1] = replace(session.state, face_up=Bag.of("S"), words=((), ("TONE",), ()))
        game.redraw()
        await pilot.press("enter", *"tones", "enter")
        await pilot.pause()
        log = str(game.query_one("#log").render())
        assert (
            "✗ SAC-5: no steal: TONES is a form of the noun TONE: a mere inflection" in log and "call a vote" not in log
        )
        before = len(session.actions)
        await pilot.press("v")
        await pilot.pause()
        assert (
            len(session.actions) == before and session.state.vote is None and session.rules.to_move(session.state) == 0
        )
        assert isinstance(app.screen, GameScreen)


def test_game_screen_snapshot_with_a_steal_typed(snap_compare, make_app):
    """Play the seeded game until a steal is on; type it without playing it, to show where its letters come from."""

    async def type_the_first_steal(pilot):
        await pilot.pause()
        for _ in range(200):
            if isinstance(pilot.app.screen, HandoffScreen):
                await pilot.press("enter")
                await pilot.pause()
                continue
            session = pilot.app.screen.session
            action = choose(session.rules, session.state, session.chance_rng())
            if action["type"] == "steal":
                await pilot.press(*keys_for(session, action)[:-1])
                await pilot.pause()
                return
            await play_one_turn(pilot)
        raise AssertionError("no steal came up")

    assert snap_compare(make_app(sac_start(seed=4)), terminal_size=SIZE, run_before=type_the_first_steal)


def test_vote_snapshot(snap_compare, make_app):
    async def call_a_vote(pilot):
        from dataclasses import replace

        game = await sit_down(pilot)
        game.session.states[-1] = replace(game.session.state, face_up=Bag.of("RE"), words=(("CAT",), ("PAINT",)))
        game.redraw()
        await pilot.press("enter", *"repaint", "enter", "v", "enter")
        await pilot.pause()

    assert snap_compare(make_app(sac_start(seed=4)), terminal_size=SIZE, run_before=call_a_vote)


def screen_text(app) -> str:
    """Everything on the terminal, as a player would read it."""
    return app.export_screenshot()


async def test_hidden_letters_never_change_the_screen_SAC_4(make_app):
    """Two tables that differ only in what the seat at the keyboard may not see draw the same screen:
    the pool's letters for the drawer, and also the drawn letter for a player voting on the drawer's steal."""
    from dataclasses import replace

    app = make_app(sac_start(names=("Ann", "Bob", "Cat"), seed=1))
    async with app.run_test(size=SIZE) as pilot:
        game = await sit_down(pilot)
        session = game.session
        rules = session.rules

        async def shown(state) -> str:
            session.states[-1] = state
            game.redraw()
            await pilot.pause()
            return screen_text(app)

        ann = replace(
            session.state,
            face_up=Bag.of("RE"),
            words=((), ("PAINT",), ()),
            drawn="Q",
            pool=session.state.pool.put(session.state.drawn).take("QREPAINT"),
        )
        other_pool = replace(ann, pool=ann.pool.take("E").put("X"))
        assert rules.observe(ann, 0) == rules.observe(other_pool, 0)
        assert await shown(ann) == await shown(other_pool)
        other_letter = replace(ann, drawn="Z", pool=ann.pool.take("Z").put("Q"))
        assert await shown(other_letter) != await shown(ann), "Ann sees her own letter"

        call = {"type": "vote", "victim": 1, "old": "PAINT", "word": "REPAINT"}
        voting, voting_z = rules.apply(ann, call), rules.apply(other_letter, call)
        assert game.table.at_keyboard == 0 and rules.to_move(voting) == 1
        assert rules.observe(voting, 1) == rules.observe(voting_z, 1)
        assert await shown(voting) == await shown(voting_z), "Bob, voting, never sees Ann's letter"
        assert game.table.at_keyboard == 1


async def test_a_refused_word_stays_in_the_word_line_to_be_corrected_SAC_2(make_app):
    """QZX is refused; the word line keeps the keys, so the player's next letters correct the word:
    d is a letter there, not the key that forms no word."""
    app = make_app(sac_start(names=("Ann", "Bob", "Cat"), bots=("Cat",), seed=1))
    async with app.run_test(size=SIZE) as pilot:
        game = await sit_down(pilot)
        session = game.session
        from dataclasses import replace

        session.states[-1] = replace(session.state, face_up=Bag.of("OG"), drawn="D")
        game.redraw()
        await pilot.press("enter", *"qzx", "enter")
        await pilot.pause()
        assert "✗ SAC-2: QZX is not a word" in str(game.query_one("#log").render())
        before = len(session.actions)
        await pilot.press("backspace", "backspace", "backspace", *"dog")
        await pilot.pause()
        assert len(session.actions) == before, "no letter typed after a refusal may pass the turn"
        assert game.view.typed() == "DOG"
        await pilot.press("enter")
        await pilot.pause()
        assert session.state.words[0] == ("DOG",)


async def test_keys_typed_faster_than_the_screen_act_in_the_order_typed(make_app):
    """B, A, Backspace, C arriving together (a quick typist, or keys sent as one burst) leave BC in the
    word line, not BA: the box's own keys run as they arrive (`TypedInput`), and so do those of every
    other box (the set-up's names and seed, Globe-Grams's name and search, the boxes that ask)."""
    from textual import events
    from textual.widgets import Input

    from parlorgames.tui.widgets.typed_input import TypedInput

    app = make_app(sac_start(seed=4))
    async with app.run_test(size=SIZE) as pilot:
        await sit_down(pilot)
        await pilot.press("enter")
        await pilot.pause()
        line = app.screen.query_one("#sac-word", Input)
        assert isinstance(line, TypedInput) and line.has_focus
        for key, character in (("b", "b"), ("a", "a"), ("backspace", None), ("c", "c"), ("left", None), ("x", "x")):
            app._driver.send_message(events.Key(key, character))
        for _ in range(50):
            if line.value == "bxc":
                break
            await pilot.pause()
        assert line.value == "bxc"


async def test_after_the_computers_turn_the_keys_come_back_to_the_person_SAC_2(make_app):
    """A word typed and played, the computer's turn, then the person's again: Enter and d still work (the
    word box, disabled for the computer's turn with the focus in it, used to leave no one holding the keys,
    and the footer offered neither)."""
    app = make_app(sac_start(names=("Ann", "Bob"), bots=("Bob",), seed=14))
    async with app.run_test(size=SIZE) as pilot:
        game = await sit_down(pilot)
        session = game.session
        await pilot.press("d", "d")
        assert session.state.drawn == "A" and "".join(sorted(session.state.face_up)) == "ELQY"
        await pilot.press("enter", *"ale", "enter")
        assert any(a.get("word") == "ALE" for a in session.actions), "Ann laid ALE"
        assert session.seat == 0 and not session.over, "the computer has played; Ann is to move"
        assert app.focused is game.view
        before = len(session.actions)
        await pilot.press("d")
        assert len(session.actions) > before and session.actions[before] == {"type": "pass"}
