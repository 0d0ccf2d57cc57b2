"""Two seats of one shared table, each in an app of its own on one store, in one test: a move made at
one seat shows at the other once it has looked at the store, no hand-over screen ever shows, and no
seat's screen shows another seat's letters or hand."""

from __future__ import annotations

import time

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.shared import RENEW_EVERY, join
from parlorgames.storage import Records
from parlorgames.storage.shared import SeatRow, SharedStore
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.handoff import HandoffScreen
from parlorgames.tui.seat_app import SeatApp
from parlorgames.tui.views import GameView
from parlorgames.tui.views.round_the_world import DialsScreen
from tests.positions import kent_beside_two

SIZE = (100, 32)


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def seat_apps(tmp_path, game: str, names=("Ann", "Bob"), bots=(), seed=3, variant=None):
    """An app for each person's seat and one for an onlooker, each with its own connection to one store."""
    ruleset = find(game)
    store = SharedStore(tmp_path / "tables.sqlite3")
    rows = [SeatRow(name, name in bots) for name in names]
    opened = store.open_table(ruleset.name, variant or ruleset.default_variant, seed, rows)
    records = Records(tmp_path / "records.json")
    codes = [*opened.codes.values(), opened.onlooker]
    return [SeatApp(join(code, store.path, records), animate=False, bot_delay=0) for code in codes]


async def settle(*pilots) -> None:
    """Let each app look at the store (its watch runs every 0.1 s) and take in what it read."""
    for _ in range(2):
        for pilot in pilots:
            pilot.app.seat_table.watch()
            await pilot.pause()


def rack_line(text: str, name: str) -> str:
    """The rows of tiles under `name`'s rack on a Zig Zaggle screen, read from the label's column so the board
    beside them does not count ('' when it is not shown)."""
    lines = text.splitlines()
    at = next((i for i, line in enumerate(lines) if f"{name}'s rack" in line), None)
    if at is None:
        return ""
    column = lines[at].index(f"{name}'s rack")
    return " / ".join(line[column:].strip() for line in lines[at + 1 : at + 4])


async def test_a_move_at_one_seat_shows_at_the_other_and_no_rack_but_its_own(tmp_path):
    ann_app, bob_app, watcher_app = seat_apps(
        tmp_path, "zig-zaggle", names=("Ann", "Bob", "Cat"), bots=("Cat",), seed=5
    )
    async with (
        ann_app.run_test(size=SIZE) as ann,
        bob_app.run_test(size=SIZE) as bob,
        watcher_app.run_test(size=SIZE) as watcher,
    ):
        await settle(ann, bob, watcher)
        ann_screen, bob_screen = ann_app.screen, bob_app.screen
        assert isinstance(ann_screen, GameScreen) and isinstance(bob_screen, GameScreen)
        assert ann_screen.session.actions, "the lease holder dealt"
        await settle(ann, bob, watcher)
        ann_text, bob_text, watcher_text = screen_text(ann_app), screen_text(bob_app), screen_text(watcher_app)
        ann_rack, bob_rack = rack_line(ann_text, "Ann"), rack_line(bob_text, "Bob")
        assert ann_rack and bob_rack and ann_rack != bob_rack
        assert "Bob's rack" not in ann_text and bob_rack not in ann_text
        assert "Ann's rack" not in bob_text and ann_rack not in bob_text
        assert "rack" not in watcher_text and ann_rack not in watcher_text and bob_rack not in watcher_text
        before = len(bob_screen.session.actions)
        assert ann_screen.session.seat == 0, "Ann holds W and starts (ZZ-P1)"
        await ann.press("f3")
        assert len(ann_screen.session.actions) == before + 1
        await settle(bob, watcher)
        assert len(bob_screen.session.actions) == before + 1
        assert "Ann passes" in screen_text(bob_app) and "to play: Bob" in screen_text(bob_app)
        for app in (ann_app, bob_app, watcher_app):
            assert not isinstance(app.screen, HandoffScreen)
        await bob.press("ctrl+z")
        await settle(ann)
        assert len(ann_screen.session.actions) == before + 1, "Ann's move is not Bob's to take back"
        await ann.press("ctrl+z")
        await settle(bob)
        assert len(bob_screen.session.actions) == before and "to play: Ann" in screen_text(bob_app)


def footer(app) -> str:
    return screen_text(app).splitlines()[-1]


async def test_a_seat_is_offered_no_move_keys_out_of_its_turn(tmp_path):
    ann_app, bob_app, _ = seat_apps(tmp_path, "zig-zaggle", seed=5)
    async with ann_app.run_test(size=SIZE) as ann, bob_app.run_test(size=SIZE) as bob:
        await settle(ann, bob)
        assert ann_app.screen.session.seat == 0, "Ann holds W and starts (ZZ-P1)"
        assert "Pass" in footer(ann_app) and "Exchange" in footer(ann_app)
        assert "Pass" not in footer(bob_app) and "Exchange" not in footer(bob_app)
        assert "Rules" in footer(bob_app), "the keys that only look stay"
        await bob.press("f3", "e", "a")
        await bob.pause()
        assert len(bob_app.screen.session.actions) == len(ann_app.screen.session.actions)
        assert "Ann's turn" in screen_text(bob_app) or "to play: Ann" in screen_text(bob_app)
        await ann.press("f3")
        await settle(ann, bob)
        assert "Pass" in footer(bob_app) and "Pass" not in footer(ann_app)


async def test_at_a_shared_seat_only_that_seat_calls_out_a_card_MAP_O2(tmp_path):
    apps = seat_apps(tmp_path, "mapominoes", names=("Ann", "Bob", "Cat"), variant="spot-the-mistake")
    bob_app = apps[1]
    async with bob_app.run_test(size=SIZE) as bob:
        await settle(bob)
        screen = bob_app.screen
        assert isinstance(screen, GameScreen)
        kent_beside_two(screen.session)
        screen.redraw()
        await bob.pause()
        text = screen_text(bob_app)
        assert "c: Bob may call out Ann's" in text and "Bob, Cat" not in text and "No card fits" not in text
        assert "Call out" in footer(bob_app) and "Place" not in footer(bob_app)
        assert not screen.table.act({"type": "challenge", "seat": 2}), "Bob cannot call in Cat's name"
        await bob.press("c")
        await bob.pause()
        assert screen.session.actions[-1] == {"type": "challenge", "seat": 1}, "no window asks who: Bob calls"
        assert "Kent" in screen.session.state.hands[0].counties


async def test_the_computers_play_while_the_lease_holder_has_a_window_open(tmp_path):
    from parlorgames.tui.screens.movelog import MoveLogScreen

    ann_app, bob_app, _ = seat_apps(tmp_path, "zig-zaggle", names=("Ann", "Bob", "Cat"), bots=("Cat",), seed=5)
    async with ann_app.run_test(size=SIZE) as ann, bob_app.run_test(size=SIZE) as bob:
        await settle(ann, bob)
        assert ann_app.seat_table.holds_lease and not bob_app.seat_table.holds_lease
        await ann.press("f3")
        await ann.press("f4")
        assert isinstance(ann_app.screen, MoveLogScreen)
        await settle(bob)
        session = bob_app.seat_table.session
        assert session.seat == 1
        before = len(session.actions)
        await bob.press("f3")
        for _ in range(200):
            await settle(ann, bob)
            if len(session.actions) > before + 1:
                break
        assert session.actions[before] == {"type": "pass"} and session.actions[before + 1 :], "Cat (cpu) moved"
        assert session.seat == 0
        assert isinstance(ann_app.screen, MoveLogScreen)


async def test_a_player_ends_the_table_from_their_screen_asked_first_and_the_others_are_told(tmp_path):
    from parlorgames.tui.screens.ask import ConfirmScreen

    ann_app, bob_app, _ = seat_apps(tmp_path, "zig-zaggle", seed=5)
    async with ann_app.run_test(size=SIZE) as ann, bob_app.run_test(size=SIZE) as bob:
        await settle(ann, bob)
        await ann.press("ctrl+e")
        await ann.pause()
        assert isinstance(ann_app.screen, ConfirmScreen) and "End this table for everyone?" in screen_text(ann_app)
        await ann.press("escape")
        await ann.pause()
        assert isinstance(ann_app.screen, GameScreen) and not ann_app.seat_table.ended
        await ann.press("ctrl+e", "enter")
        await ann.pause()
        assert ann_app.seat_table.ended and ann_app.return_code == 0, "Ann's seat left the table it ended"
        await settle(bob)
        await bob.pause()
        assert isinstance(bob_app.screen, ConfirmScreen) and "This table has been ended" in screen_text(bob_app)
        await bob.press("escape")
        await bob.pause()
        assert "Pass" not in footer(bob_app)
        await bob.press("f3")
        assert "this table has been ended" in screen_text(bob_app)
    assert SharedStore(tmp_path / "tables.sqlite3").open_tables() == []


@pytest.mark.parametrize("game", ["globe-grams", "mapominoes", "skip-a-cross"])
async def test_each_seat_is_shown_its_own_observation_only(tmp_path, game):
    apps = seat_apps(tmp_path, game)
    async with apps[0].run_test(size=SIZE) as ann, apps[1].run_test(size=SIZE) as bob:
        for _ in range(6):
            await settle(ann, bob)
            for pilot, seat in ((ann, 0), (bob, 1)):
                screen = pilot.app.screen
                assert isinstance(screen, GameScreen)
                assert screen.view.seen == screen.session.observe(seat)
                assert not isinstance(pilot.app.screen, HandoffScreen)
            session = ann.app.screen.session
            mover = (ann, bob)[session.seat] if session.seat in (0, 1) else None
            if mover is None or session.over or session.rules.is_chance(session.state):
                continue
            action = session.rules.legal_actions(session.observe(session.seat))[0]
            mover.app.screen.view.post_message(GameView.Intent(action))
            await mover.pause()


async def test_without_a_code_the_seat_asks_for_one_and_shows_nothing_until_it_opens_a_seat(tmp_path):
    ruleset = find("globe-grams")
    store = SharedStore(tmp_path / "tables.sqlite3")
    opened = store.open_table(ruleset.name, ruleset.default_variant, 3, [SeatRow("Ann"), SeatRow("Bob")])
    app = SeatApp(store_path=store.path, records=Records(tmp_path / "records.json"), animate=False, bot_delay=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for wrong in (opened.table, opened.codes["Bob"][:-1] + "x"):
            await pilot.press(*wrong, "enter")
            await pilot.pause()
            text = screen_text(app)
            assert "that join code opens no seat at any table here" in text
            assert "Globe-Grams" not in text and "Bob" not in text and not app.query(GameScreen)
            app.screen.query_one("#ask").value = ""
        await pilot.press(*opened.codes["Bob"], "enter")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.table.face_seat == 1


async def test_share_this_table_shows_the_codes_once_and_plays_a_seat_here(make_app, tmp_path):
    from parlorgames.tui.screens.seat import SeatScreen
    from parlorgames.tui.screens.setup import SetupScreen
    from parlorgames.tui.screens.shared_codes import SharedCodesScreen

    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(SetupScreen(find("globe-grams")))
        await pilot.pause()
        await pilot.click("#share")
        await pilot.pause()
        codes = app.screen
        assert isinstance(codes, SharedCodesScreen)
        text = screen_text(app)
        assert all(code in text for code in [*codes.opened.codes.values(), codes.opened.onlooker])
        names = list(codes.opened.codes)
        await pilot.press("2")
        await pilot.pause()
        seat = app.screen
        assert isinstance(seat, SeatScreen) and seat.table.face_seat == 1
        assert seat.session.seats[1].name == names[1]
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert not isinstance(app.screen, SeatScreen)
    store = SharedStore()
    assert [row.id for row in store.open_tables()] == [codes.opened.table]


async def test_a_move_key_out_of_turn_says_whose_turn_it_is(tmp_path):
    """Out of Bob's turn his move keys did nothing and said nothing; the docs promise whose turn it is."""
    ann_app, bob_app, _ = seat_apps(tmp_path, "round-the-world", seed=5)
    async with ann_app.run_test(size=(80, 24)) as ann, bob_app.run_test(size=(80, 24)) as bob:
        await settle(ann, bob)
        session = bob_app.screen.session
        to_play = session.seats[session.seat].name
        mover, waiting = (ann, bob) if to_play == "Ann" else (bob, ann)
        moves = len(session.actions)
        await waiting.press("space")
        assert f"✗ it is {to_play}'s turn" in str(waiting.app.screen.table_log.render())
        await waiting.press("d")
        assert isinstance(waiting.app.screen, DialsScreen), "a key that only looks works out of turn too"
        assert len(mover.app.screen.session.actions) == moves


async def test_the_join_notice_covers_nothing_of_the_seats_own_letters(tmp_path):
    """Globe-Grams' join notice lay over the seat's letters for 8 s: it is said under the board instead."""
    ann_app, _, _ = seat_apps(tmp_path, "globe-grams", seed=5)
    async with ann_app.run_test(size=(80, 24)) as ann:
        await settle(ann)
        assert not ann_app._notifications, "no notice over the table"
        assert "you play Ann" in str(ann_app.screen.table_log.render())


async def test_the_challenge_window_shows_at_the_other_seat_and_its_a_lets_the_play_stand_ZZ_C1(tmp_path):
    """Ann plays WINE at her screen: Bob's screen asks Bob to challenge or accept, Ann's says whom it waits
    for and how long; Bob's a lets the play stand for the table."""
    ann_app, bob_app, _ = seat_apps(tmp_path, "zig-zaggle", seed=5)
    async with ann_app.run_test(size=SIZE) as ann, bob_app.run_test(size=SIZE) as bob:
        await settle(ann, bob)
        await ann.press(*"wine", "enter")
        await settle(ann, bob)
        ann_side, bob_side = (str(app.screen.view.query_one("#zz-side").render()) for app in (ann_app, bob_app))
        assert "Waiting for Bob to challenge or accept; the play stands once each accepts, or in 30 s" in ann_side
        assert "Bob: c challenge · a or Enter accept" in bob_side and "Bob's rack" in bob_side
        await bob.press("a")
        await settle(ann, bob)
        session = ann_app.seat_table.session
        assert session.state.window is None and {"type": "accept", "seat": 1} in session.actions


async def test_a_seats_bell_rings_once_when_its_turn_comes(tmp_path, monkeypatch):
    ann_app, bob_app, _ = seat_apps(tmp_path, "zig-zaggle", seed=5)
    rang: list[str] = []
    for app, name in ((ann_app, "Ann"), (bob_app, "Bob")):
        monkeypatch.setattr(app, "bell", lambda name=name: rang.append(name))
    async with ann_app.run_test(size=SIZE) as ann, bob_app.run_test(size=SIZE) as bob:
        await settle(ann, bob)
        assert ann_app.screen.session.seat == 0 and rang == [], "no bell for a seat joining on its own turn"
        await ann.press("f3")
        await settle(ann, bob)
        await settle(ann, bob)
        assert rang == ["Bob"]
        await bob.press("f3")
        await settle(ann, bob)
        assert rang == ["Bob", "Ann"]


async def test_a_damaged_log_stops_the_table_with_a_window_at_each_seat_and_the_apps_live_on(tmp_path):
    from tests.storage.test_store_faults import bad_entry

    ann_app, bob_app, _ = seat_apps(tmp_path, "zig-zaggle", seed=5)
    async with ann_app.run_test(size=SIZE) as ann, bob_app.run_test(size=SIZE) as bob:
        await settle(ann, bob)
        before = list(ann_app.seat_table.session.actions)
        store = SharedStore(tmp_path / "tables.sqlite3")
        bad_entry(store, ann_app.seat_table.table_id, '{"type": "teleport"}')
        await settle(ann, bob)
        await settle(ann, bob)
        for app in (ann_app, bob_app):
            assert "This table is stopped" in screen_text(app) and "tables --close" in screen_text(app)
            assert app.is_running
        await ann.press("escape")
        await ann.press("f3")
        await ann.pause()
        assert ann_app.is_running and ann_app.seat_table.session.actions == before, "nothing more is played"


async def test_a_seat_waiting_for_the_deal_says_so_and_names_nobody_to_play(tmp_path):
    """Another process holds the table's lease (chance is its to play) and has not dealt: the seat's top bar
    says the table is dealing, not whose turn it will be, since no key of that player's acts until the deal."""
    (ann_app, _, _) = seat_apps(tmp_path, "zig-zaggle", seed=5)
    table = ann_app.seat_table
    elsewhere = SharedStore(table.store.path)
    assert elsewhere.lease(table.table_id, "another process")
    async with ann_app.run_test(size=SIZE) as ann:
        await settle(ann)
        game = ann_app.screen
        assert isinstance(game, GameScreen) and not game.session.actions, "not dealt: the lease is elsewhere"
        top = str(game.query_one("#topbar").render())
        assert "dealing…" in top and "to play" not in top
        await ann.press("f3")
        await ann.pause()
        assert not game.session.actions and "wait: the table is dealing" in str(game.table_log.message)
        elsewhere.release(table.table_id, "another process")
        table.watch(now=time.monotonic() + RENEW_EVERY)  # the next renewal: the lease is free, and it deals
        await settle(ann)
        assert game.session.actions and "to play: Ann" in str(game.query_one("#topbar").render())
    elsewhere.close()
