"""Setting the table: each computer seat's level, the table's hints, Globe-Grams' partners and capture
marks, names refused as the command line refuses them, and every game's largest table fitting 80×24."""

from __future__ import annotations

import json

import pytest
from textual.widgets import RadioSet, Select

from parlorgames.api import games
from parlorgames.engine.ruleset import find
from parlorgames.storage import read_save
from parlorgames.storage.settings import Settings
from parlorgames.tui.screens.game import GameScreen
from parlorgames.tui.screens.setup import SetupScreen
from parlorgames.tui.widgets.toggles import Radio, Tick


async def open_setup(app, pilot, game: str) -> SetupScreen:
    await pilot.pause()
    app.push_screen(SetupScreen(find(game)))
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    return app.screen


async def choose(pilot, setup: SetupScreen, **values) -> None:
    """Set the set-up's controls by id (a Select's value, a tick's or an input's value)."""
    for key, value in values.items():
        setup.query_one(f"#{key.replace('_', '-') if key != 'capture_marks' else key}").value = value
        await pilot.pause()


async def choose_variant(pilot, setup: SetupScreen, name: str) -> None:
    button = next(radio for radio in setup.query(Radio) if radio.name == name)
    button.value = True
    await pilot.pause()
    assert setup.query_one("#variant", RadioSet).pressed_button is button


async def start(pilot, setup: SetupScreen) -> GameScreen:
    app = setup.app
    setup.action_start()
    await pilot.pause()
    return next(screen for screen in app.screen_stack if isinstance(screen, GameScreen))


# --- levels -----------------------------------------------------------------------------------------------


async def test_a_level_shows_only_for_a_computer_seat_and_reaches_it(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "skip-a-cross")
        assert not setup.query_one("#level-1").display
        await choose(pilot, setup, bot_1=True)
        assert setup.query_one("#level-1").display and setup.query_one("#level-1", Select).value == "normal"
        await choose(pilot, setup, name_0="Ann", name_1="Bob", level_1="hard")
        game = await start(pilot, setup)
        assert [(s.name, s.bot, s.level) for s in game.session.seats] == [("Ann", False, None), ("Bob", True, "hard")]


async def test_levels_are_remembered_with_the_seats(make_app, tmp_path):
    path = tmp_path / "kept.json"
    app = make_app(settings=Settings(path))
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "mapominoes")
        await choose(pilot, setup, name_0="Ann", name_1="Bob", bot_1=True, level_1="easy")
        await start(pilot, setup)
    assert Settings(path).seats_with_levels("mapominoes") == [("Ann", False, None), ("Bob", True, "easy")]
    again = make_app(settings=Settings(path))
    async with again.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(again, pilot, "mapominoes")
        assert setup.query_one("#bot-1", Tick).value and setup.query_one("#level-1", Select).value == "easy"
        assert setup.query_one("#level-1").display and not setup.query_one("#level-0").display


async def test_the_table_is_remembered_with_its_variant_and_ticks(make_app, tmp_path):
    """The next game at a table starts as the last: its variant, hints and undo as chosen; another
    variant changes only the ticks it sets (Zig Zaggle's variants set none)."""
    path = tmp_path / "kept.json"
    app = make_app(settings=Settings(path))
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "zig-zaggle")
        await choose_variant(pilot, setup, "referee")
        await choose(pilot, setup, undo_any=True, hints=True)
        game = await start(pilot, setup)
        assert game.session.variant.name == "referee" and game.session.hints and game.session.undo_any
    again = make_app(settings=Settings(path))
    async with again.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(again, pilot, "zig-zaggle")
        assert setup.chosen_variant() == "referee"
        assert setup.query_one("#hints", Tick).value and setup.query_one("#undo-any", Tick).value
        await choose_variant(pilot, setup, "standard")
        assert setup.query_one("#hints", Tick).value and setup.query_one("#undo-any", Tick).value
        await choose_variant(pilot, setup, "referee")
        assert setup.query_one("#hints", Tick).value
        other = await open_setup(again, pilot, "skip-a-cross")
        assert (
            other.chosen_variant() == find("skip-a-cross").default_variant and not other.query_one("#hints", Tick).value
        )


# --- the variant ------------------------------------------------------------------------------------------


async def test_the_variant_radios_choose_as_they_move_and_stop_at_the_first_and_last_choice(make_app):
    """The highlighted variant is the chosen one: a newcomer who moved to "First version with hints" with
    the arrows believed it chosen while the first stayed chosen."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "globe-grams")
        radios = setup.query_one("#variant", RadioSet)
        variants = [variant.name for variant in find("globe-grams").variants]
        assert radios.has_focus and setup.chosen_variant() == variants[0]
        await pilot.press("down")
        assert setup.chosen_variant() == variants[1], "the first arrow moves one choice, from the chosen one"
        await pilot.press("up")
        assert setup.chosen_variant() == variants[0]
        await pilot.press("up")
        assert setup.chosen_variant() == variants[0], "up from the first choice stays there"
        await pilot.press("down")
        assert setup.chosen_variant() == variants[1]
        assert str(radios.pressed_button.render()).startswith("(•)")
        await pilot.press(*["down"] * (len(variants) + 2))
        assert setup.chosen_variant() == variants[-1]
        await pilot.press("down", "right", "enter")
        assert setup.chosen_variant() == variants[-1], "down from the last choice stays there"
        await pilot.press("up")
        assert setup.chosen_variant() == variants[-2]


async def test_a_variant_changes_only_the_ticks_it_sets(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "globe-grams")
        await choose(pilot, setup, hints=True, undo_any=True)
        await choose_variant(pilot, setup, "atlas-names")
        assert setup.query_one("#hints", Tick).value and setup.query_one("#undo-any", Tick).value
        assert not setup.query_one("#capture_marks", Tick).value
        await choose_variant(pilot, setup, "hints")
        assert setup.query_one("#hints", Tick).value and setup.query_one("#capture_marks", Tick).value
        await choose_variant(pilot, setup, "standard")
        assert not setup.query_one("#hints", Tick).value and not setup.query_one("#capture_marks", Tick).value
        assert setup.query_one("#undo-any", Tick).value
        other = await open_setup(app, pilot, "zig-zaggle")
        await choose(pilot, other, hints=True)
        for variant in find("zig-zaggle").variants:
            await choose_variant(pilot, other, variant.name)
            assert other.query_one("#hints", Tick).value, variant.name


# --- names ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("names", [("Ann", " ann "), ("Ann", "ANN")])
async def test_a_name_given_twice_is_refused_and_no_game_starts(make_app, tmp_path, names):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "round-the-world")
        await choose(pilot, setup, name_0=names[0], name_1=names[1])
        setup.action_start()
        await pilot.pause()
        assert app.screen is setup
        said = str(setup.query_one("#setup-error").render())
        assert said.startswith("The name ") and "two seats" in said and "\n" not in said
        assert not (tmp_path / "saves").exists() or not list((tmp_path / "saves").iterdir())


async def test_an_empty_name_is_refused(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "round-the-world")
        await choose(pilot, setup, name_1="   ")
        setup.action_start()
        await pilot.pause()
        assert app.screen is setup and str(setup.query_one("#setup-error").render()) == "Every seat needs a name."


# --- hints ------------------------------------------------------------------------------------------------


async def test_hints_are_off_by_default_and_kept_in_the_save_when_ticked(make_app, tmp_path):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "round-the-world")
        assert not setup.query_one("#hints", Tick).value
        await choose(pilot, setup, hints=True)
        game = await start(pilot, setup)
        assert game.session.hints
        saved = json.loads(game.table.save_path.read_text())
        assert saved["hints"] is True and read_save(game.table.save_path).hints


async def test_the_hints_version_starts_with_hints_and_capture_marks_ticked(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "globe-grams")
        assert not setup.query_one("#hints", Tick).value and not setup.query_one("#capture_marks", Tick).value
        await choose_variant(pilot, setup, "hints")
        assert setup.query_one("#hints", Tick).value and setup.query_one("#capture_marks", Tick).value
        await choose(pilot, setup, hints=False)
        game = await start(pilot, setup)
        assert not game.session.hints and not game.session.rules.spec.hints and game.session.rules.spec.capture_marks
        assert game.session.overrides == {"options": {"hints": False}}


async def test_capture_marks_may_be_ticked_outside_the_hints_version(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "globe-grams")
        await choose(pilot, setup, capture_marks=True)
        game = await start(pilot, setup)
        assert game.session.rules.spec.capture_marks and game.session.overrides == {"options": {"capture_marks": True}}


async def test_no_hints_tick_for_a_kind_without_hints(make_app, monkeypatch):
    from parlorgames.engine import kinds

    kind = kinds.kind_named("round_the_world")
    monkeypatch.setitem(kinds._KINDS, "round_the_world", type(kind)(kind.rules, kind.player, kind.view))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "round-the-world")
        assert not setup.query("#hints")
        game = await start(pilot, setup)
        assert not game.session.hints and game.refusal("hint") is not None


# --- Globe-Grams partners (GG-E3) --------------------------------------------------------------------


async def test_partners_are_offered_only_to_four_players_GG_E3(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "globe-grams")
        partners = setup.query_one("#partners", Tick)
        assert not partners.display
        await choose(pilot, setup, count=4)
        assert partners.display and partners.value
        await choose(pilot, setup, partners=False)
        game = await start(pilot, setup)
        assert not game.session.rules.spec.plays_partners(4)
        assert game.session.overrides == {"options": {"partners": False}}


async def test_four_players_as_partners_by_default_GG_E3(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "globe-grams")
        await choose(pilot, setup, count=4)
        game = await start(pilot, setup)
        assert game.session.rules.spec.plays_partners(4) and game.session.overrides == {}


async def test_only_globe_grams_has_partners_and_marks(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "zig-zaggle")
        assert not setup.query("#partners") and not setup.query("#capture_marks")


# --- 80×24 -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(games()))
async def test_every_games_largest_table_fits_80x24(make_app, game):
    ruleset = find(game)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, game)
        await choose(pilot, setup, count=ruleset.players_max)
        for seat in range(1, ruleset.players_max):
            await choose(pilot, setup, **{f"bot_{seat}": True})
        box = setup.query_one("#setup")
        assert setup.query_one(f"#level-{ruleset.players_max - 1}").display
        assert box.max_scroll_y == 0 and box.virtual_size.height <= box.size.height
        assert setup.query_one("#setup-buttons").region.bottom <= 23


# --- family words -----------------------------------------------------------------------------------------


async def test_family_words_are_ticked_for_a_new_table_and_kept_in_the_save_SAC_10(make_app):
    """A word game's set-up shows the Family words setting ticked; the game starts with it and its save keeps it
    (the ruleset leaves it off, so a save made before the setting replays as played)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = await open_setup(app, pilot, "skip-a-cross")
        assert setup.query_one("#family_words", Tick).value
        game = await start(pilot, setup)
        assert game.session.rules.family_words and game.session.overrides == {"options": {"family_words": True}}
        saved = json.loads(game.table.save_path.read_text())
        assert saved["overrides"] == {"options": {"family_words": True}}
        assert read_save(game.table.save_path).rules.family_words
