"""Globe-Grams in the terminal: a whole seeded game from the keyboard (a typed name, TAKE/DISCARD/
EXCHANGE letters, the handoff between two humans), the Globe panel, refusals, and snapshots of
the game screen and the Globe panel at 80×24."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import replace

import pytest
from endings import near_the_end
from textual.widgets import Static

from parlorgames.bots.globe_grams import candidates, choose
from parlorgames.engine.kinds import Hint
from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat
from parlorgames.engine.tiles import Bag
from parlorgames.games.globe_grams import BLANK as BLANK_TILE
from parlorgames.games.globe_grams import ways_to_form
from parlorgames.tui.screens.ask import AskScreen, ConfirmScreen
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.gameover import GameOverScreen
from parlorgames.tui.screens.globe_grams import GlobePanel, NameScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.screens.roundover import RoundOverScreen
from parlorgames.tui.views.globe_grams import GlobeGramsView
from parlorgames.tui.widgets.globe import GlobeSpinner
from parlorgames.tui.widgets.spin import SPIN_FRAMES

SIZE = (80, 24)


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))


def start(names=("Ann", "Bob"), bots=(), seed=3, variant="standard"):
    return {
        "ruleset": find("globe-grams"),
        "variant": variant,
        "seats": [Seat(n, n in bots) for n in names],
        "seed": seed,
    }


def game(app) -> GameScreen:
    screen = app.screen
    assert isinstance(screen, GameScreen), screen
    return screen


async def press_text(pilot, text: str) -> None:
    await pilot.press(*["space" if c == " " else c for c in text])


async def human_step(pilot) -> str:
    """One decision from the keyboard, as a player would make it; returns what was done."""
    app = pilot.app
    if isinstance(app.screen, HandoffScreen):
        await pilot.press("enter")
        return "handoff"
    if isinstance(app.screen, ConfirmScreen):
        await pilot.press("y")
        return "blank"
    if isinstance(app.screen, RoundOverScreen):
        await pilot.press("enter")
        return "round over"
    screen = game(app)
    session = screen.session
    rules, state = session.rules, session.state
    if session.seat_is_bot or session.over:
        await pilot.pause()
        return "wait"
    if state.phase in ("spin", "opening"):
        await pilot.press("space")
        return "spin"
    if state.phase == "wild":
        await pilot.press("c")
        return "wild"
    if state.phase in ("take", "discard", "exchange"):
        letters = choose(rules, state, random.Random(0))["letters"]
        await pilot.press("c")
        assert isinstance(app.screen, AskScreen)
        await pilot.press(*letters, "enter")
        return state.phase
    best = candidates(rules, state, limit=1)
    if not best:
        await pilot.press("e")
        return "end"
    action = best[0].action
    ways = [extra for _, extra in ways_to_form(rules.spec, state)]
    way = ways.index({k: v for k, v in action.items() if k in ("special", "capture")})
    await pilot.press("n")
    assert isinstance(app.screen, NameScreen)
    await press_text(pilot, action["name"])
    box = app.screen
    while box.way != way:  # the box starts on the first way that forms the name; the arrows choose another
        await pilot.press("down")
    await pilot.press("enter")
    return "name"


async def play_until(pilot, reached: Callable[[], bool], limit: int = 100) -> None:
    """Play on from the keyboard (`human_step`) until `reached()` holds, for at most `limit` steps."""
    for _ in range(limit):
        if reached():
            return
        await human_step(pilot)
        await pilot.pause()


async def test_a_whole_seeded_game_two_humans_hand_over_then_bots_finish(make_app):
    app = make_app(start())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and "Ann" in str(app.screen.query_one("#handoff-title").render())
        await pilot.press("enter")
        screen = game(app)
        session = screen.session
        view = screen.view
        assert isinstance(view, GlobeGramsView)
        ann_rack = session.state.racks[0]
        assert "Ann's letters (9)" in str(view.query_one("#gg-rack").render())
        done: list[str] = []
        handed_to_bob = False
        while len(done) < 60 and not (handed_to_bob and "name" in done):
            step = await human_step(pilot)
            await pilot.pause()
            done.append(step)
            if step == "handoff" and session.seat == 1:
                handed_to_bob = True
                assert "Bob's letters" in str(view.query_one("#gg-rack").render())
        assert handed_to_bob and "name" in done
        names = [p.text for seat in session.state.placed for p in seat] + [
            e for e in session.state.events if "forms" in e or "captures" in e
        ]
        assert names
        assert ann_rack != session.state.racks[1]
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("enter")
        # the computer players finish the game, resumed from a few moves before its last round summary
        path, summary_ahead = near_the_end(session, app.store, before_a_summary=True)
        assert summary_ahead
        resumed_at = len(json.loads(path.read_text(encoding="utf-8"))["actions"])
        app.resume(path)
        session = game(app).session
        rounds_before, summaries = len(session.states[resumed_at].rounds), 0
        for _ in range(20000):
            if isinstance(app.screen, GameOverScreen):
                break
            if isinstance(app.screen, RoundOverScreen):
                summaries += 1
                await pilot.press("enter")
            await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        closed_by_the_end = session.states[-2].rounds != session.state.rounds
        assert summaries == len(session.state.rounds) - rounds_before - closed_by_the_end, (
            "each round closed waits on its summary, but one the game ends with (GG-R3 may end it mid-round)"
        )
        assert session.over and session.rules.census(session.state) == session.rules.spec.full_pot
        assert "GG-R3" in session.result().reason


async def test_a_typed_name_is_played_and_a_wrong_one_refused_in_the_box_GG_N1(make_app):
    """A refused name stays in the name box with the reason and changes nothing; the player
    corrects it there (typed again at the table, its letters would be keys: `e` ends the turn)."""
    app = make_app(start(bots=("Bob",), seed=5))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        session = screen.session
        await play_until(pilot, lambda: session.state.phase == "form" and session.seat == 0)
        state, moves = session.state, len(session.actions)
        await pilot.press("n")
        await press_text(pilot, "LAKE")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NameScreen)
        assert "✗ LAKE is a bare geographical word, not a name (GG-N1)" in str(
            app.screen.query_one("#gg-verdict", Static).render()
        )
        assert session.state is state and len(session.actions) == moves
        for _ in "LAKE":
            await pilot.press("backspace")
        best = candidates(session.rules, session.state, limit=1)
        own = [c for c in candidates(session.rules, session.state) if c.kind == "name"]
        if own:
            before = session.state.scores[0]
            await press_text(pilot, own[0].text.title())
            await pilot.press("enter")
            await pilot.pause()
            assert session.state.placed[0][-1].text == own[0].text
            assert session.state.scores[0] == before + own[0].value
        else:
            assert not best
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, NameScreen)
        await pilot.press("e")
        await pilot.pause()
        assert session.state.turn == 1 or session.seat == 0


async def test_letters_the_rules_refuse_stay_in_their_box_GG_T3_T4_T5(make_app, saved_before):
    """TAKE, DISCARD and EXCHANGE: a choice the rules refuse (one letter too many) stays in the box
    with the rule's reason and changes nothing; mended there, it is played."""
    at_the_choice = saved_before(
        start(bots=("Bob",), seed=5),
        lambda session: session.state.phase in ("take", "discard", "exchange") and session.seat == 0,
    )
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        app.resume(at_the_choice)
        await pilot.pause()
        screen = game(app)
        session = screen.session
        await play_until(
            pilot,
            lambda: (
                session.state.phase in ("take", "discard", "exchange")
                and not session.seat_is_bot
                and isinstance(app.screen, GameScreen)
            ),
            limit=300,
        )
        state, moves = session.state, len(session.actions)
        rule = {"take": "GG-T3", "discard": "GG-T4", "exchange": "GG-T5"}[state.phase]
        letters = choose(session.rules, state, random.Random(0))["letters"]
        await pilot.press("c")
        box = app.screen
        assert isinstance(box, AskScreen)
        await pilot.press(*letters, letters[0], "enter")
        await pilot.pause()
        assert app.screen is box and rule in str(box.query_one("#ask-refusal", Static).render())
        assert session.state is state and len(session.actions) == moves
        await pilot.press("backspace", "enter")
        await pilot.pause()
        assert app.screen is not box and len(session.actions) > moves


async def test_the_table_asks_whether_to_take_a_blank_GG_T6(make_app):
    """The pot out of a letter spun, the prompt says so and c asks: n goes without, y takes the blank."""
    app = make_app(start(bots=("Bob",), seed=5))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        session = screen.session
        await play_until(
            pilot,
            lambda: session.state.phase == "spin" and not session.seat_is_bot and isinstance(app.screen, GameScreen),
        )
        adx = next(i for i, s in enumerate(session.rules.spec.ring) if s.letters == "ADX")
        session.states[-1] = replace(session.state, pot=Bag.of(t for t in session.state.pot if t != "X"))
        spun = session.act({"type": "spin", "value": adx})
        screen.after_move()
        await pilot.pause()
        assert "the pot is out of X" in str(screen.view.query_one("#gg-prompt", Static).render())
        for answer, taken in (("n", []), ("y", ["X"])):
            await pilot.press("c")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmScreen) and "Take a blank for X?" in str(
                app.screen.query_one("#confirm-question", Static).render()
            )
            await pilot.press(answer)
            await pilot.pause()
            assert session.actions[-1] == {"type": "blanks", "letters": taken} and session.state.phase == "form"
            assert (BLANK_TILE in session.state.racks[session.seat]) == bool(taken)
            if not taken:
                session.undo()
                assert session.state is spun
                screen.after_move()
                await pilot.pause()


async def test_the_starting_letters_spun_for_from_the_keyboard_GG_E4(make_app):
    """With three spins to start, the prompt asks the player to spin for his letters; Space spins."""
    app = make_app(start(bots=("Bob",), variant="three-spins"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = game(app)
        session = screen.session
        await play_until(pilot, lambda: session.state.phase == "opening" and session.seat == 0, limit=10)
        assert "Space spins for your starting letters" in str(screen.view.query_one("#gg-prompt", Static).render())
        await play_until(pilot, lambda: session.state.phase not in ("deal", "opening", "wild"), limit=40)
        spins = [a for a in session.actions if a["type"] == "spin"]
        assert len(spins) == 6 and session.state.phase == "spin" and session.seat == 0
        assert [len(rack) for rack in session.state.racks] == [9, 9]


async def test_the_globe_panel_searches_by_prefix_and_pattern_GG_T7(make_app):
    app = make_app(start(bots=("Bob",)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("g")
        assert isinstance(app.screen, GlobePanel)
        await press_text(pilot, "D?NM*")
        await pilot.pause()
        results = app.screen.query_one("#gg-results")
        assert "DENMARK" in str(results.get_option_at_index(0).prompt)
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)


async def test_capture_marks_switch_and_a_hint_picked_shows_in_the_prompt(make_app):
    app = make_app(start(bots=("Bob",), variant="hints"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        view = game(app).view
        assert isinstance(view, GlobeGramsView) and view.marks
        await pilot.press("m")
        assert not view.marks
        session = game(app).session
        await play_until(pilot, lambda: session.state.phase == "form" and session.seat == 0)
        assert not any(binding.key == "h" for binding in view.BINDINGS), (
            "the hint key is the table's (F5), not the view's"
        )
        view.show_hint(Hint("DENMARK from your letters, 14 points", points=14))
        assert "Hint: DENMARK from your letters, 14 points" in str(view.query_one("#gg-prompt").render())
        await pilot.press("e")
        await pilot.pause()
        assert "Hint:" not in str(view.query_one("#gg-prompt").render()), "a hint lasts until the next move"


def ring_labels() -> list[tuple[str, str]]:
    ruleset = find("globe-grams")
    from parlorgames.engine.kinds import rules_class

    rules = rules_class(ruleset.kind)(ruleset, ruleset.variant())
    return [(section.label, section.short) for section in rules.spec.ring]


def test_the_globe_spins_and_settles():
    spinner = GlobeSpinner(ring_labels(), landing=lambda: 5)
    spinner.wobble(0)
    assert spinner.frame == 0 and spinner.caption == "spinning…"
    assert 0 < spinner.position < 5 + 36, "the first frame turns the globe part of the way"
    for frame in range(1, SPIN_FRAMES):
        spinner.wobble(frame)
    assert spinner.position % 36 == 5, "the last frame stops on the section spun"
    spinner.settle(5)
    assert spinner.frame == -1 and spinner.caption == "stopped on TAKE 1"


def test_game_screen_snapshot(snap_compare, make_app):
    assert snap_compare(make_app(start(bots=("Bob",), seed=7)), terminal_size=SIZE, press=["space"])


def test_globe_panel_snapshot(snap_compare, make_app):
    assert snap_compare(make_app(start(bots=("Bob",), seed=7)), terminal_size=SIZE, press=["g", "D", "E", "N", "M"])


async def test_the_name_box_reaches_every_way_to_form_a_name_GG_X1(make_app):
    """A table of four offers many names to capture: the name box lists seven ways at a time around
    the one chosen, and up and down reach every one of them (GG-X1)."""
    app = make_app(start())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        session = game(app).session
        ways = [(f"Way number {n}", {}) for n in range(10)]
        chosen: list = []
        holding = replace(session.state, racks=(Bag.from_counts(Counter("DENMARK")), *session.state.racks[1:]))
        app.push_screen(NameScreen(session.rules, holding, holding.racks[0].tiles, ways, chosen.append, "DENMARK", 8))
        await pilot.pause()
        box = app.screen
        listed = str(box.query_one("#gg-ways", Static).render())
        assert box.way == 8 and "▶ Way number 8" in listed and "9 of 10" in listed and "Way number 0" not in listed
        await pilot.press("down")
        assert "▶ Way number 9" in str(box.query_one("#gg-ways", Static).render())
        await pilot.press("down")
        listed = str(box.query_one("#gg-ways", Static).render())
        assert box.way == 0 and "▶ Way number 0" in listed and "Way number 9" not in listed
        await pilot.press("up", "enter")
        await pilot.pause()
        assert chosen == [("DENMARK", {})] and box.way == 9


def test_the_name_box_starts_on_the_first_way_that_forms_the_name_GG_X1():
    """DENMARK from M, R, K: not from the player's letters, but by capturing Bob's ADEN (GG-X1)."""
    from parlorgames.games.globe_grams import ways_to_form
    from parlorgames.games.globe_grams.plays import first_way
    from tests.games.test_globe_grams import make_rules, table

    rules = make_rules()
    state = table(rules, ["MRKXYZ", "BCD"], names=[[], ["ADEN"]])
    ways = ways_to_form(rules.spec, state)
    index, play = first_way(rules.spec, state, "DENMARK", ways)
    assert ways[index][1] == {"capture": {"seat": 1, "name": "ADEN"}} and play.text == "DENMARK"
    index, why = first_way(rules.spec, state, "DENVER", ways)
    assert index == 0 and "lack" in str(why), "where no way forms it, the first way says why"


async def test_the_name_box_follows_the_name_to_the_way_that_forms_it_and_the_arrows_still_choose(make_app):
    from tests.games.test_globe_grams import table

    app = make_app(start(bots=("Bob",)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = game(app)
        session = screen.session
        session.states[-1] = table(session.rules, ["MRKXYZ", "BCD"], names=[[], ["ADEN"]])
        screen.redraw()
        await pilot.press("n")
        box = app.screen
        assert isinstance(box, NameScreen)
        await press_text(pilot, "DENMARK")
        await pilot.pause()
        assert box.ways[box.way][1] == {"capture": {"seat": 1, "name": "ADEN"}}
        assert str(box.query_one("#gg-verdict").render()).startswith("✓ DENMARK")
        capture = box.way
        await pilot.press("up")
        assert box.way == capture - 1 and str(box.query_one("#gg-verdict").render()).startswith("✗")
        await pilot.press("down", "enter")
        await pilot.pause()
        assert session.actions[-1] == {"type": "name", "name": "DENMARK", "capture": {"seat": 1, "name": "ADEN"}}
