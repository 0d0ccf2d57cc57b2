"""The app tells a bug from a mistake as the command line does: an error nothing caught ends it with one line, a
mistake's own words or a bug's (naming the file its traceback was written to), and a lesson that cannot be
loaded, whatever the reason, is a one-line refusal on the menu. The bugs are injected (a KeyError)."""

from __future__ import annotations

import pytest

from parlorgames import learn, paths
from parlorgames.bugs import EXIT_BUG, EXIT_MISTAKE, bugs_dir
from parlorgames.engine.errors import ParlorError
from parlorgames.testing import hostile
from parlorgames.tui.screens.menu import MenuScreen


async def press_learn(pilot) -> None:
    await pilot.pause()
    games = pilot.app.screen.query_one("#games")
    games.highlighted = games.get_option_index("game:round-the-world")
    await pilot.pause()
    await pilot.press("l")
    await pilot.pause()


def notices(app) -> list[str]:
    return [str(notice.message) for notice in app._notifications]


async def test_a_bug_that_escapes_ends_the_app_with_a_bug_line_and_its_traceback(make_app, monkeypatch):
    def slip(self):
        return {}["oops"]

    monkeypatch.setattr(MenuScreen, "action_learn", slip)
    app = make_app()
    with pytest.raises(KeyError):
        async with app.run_test() as pilot:
            await press_learn(pilot)
    [report] = bugs_dir().glob("bug-*.txt")
    assert app.failure == (
        f"parlorgames: this is a bug, not a mistake of yours (KeyError); its traceback is in {report}: "
        "please send that file with a report"
    )
    assert app.return_code == EXIT_BUG
    assert "KeyError: 'oops'" in report.read_text(encoding="utf-8")


async def test_a_mistake_that_escapes_ends_the_app_with_its_own_line(make_app, monkeypatch):
    def refuse(self):
        raise ParlorError("that table is full")

    monkeypatch.setattr(MenuScreen, "action_learn", refuse)
    app = make_app()
    with pytest.raises(ParlorError):
        async with app.run_test() as pilot:
            await press_learn(pilot)
    assert app.failure == "parlorgames: that table is full"
    assert app.return_code == EXIT_MISTAKE
    assert not bugs_dir().exists()


async def test_a_lesson_that_fails_to_load_with_a_bug_is_a_one_line_refusal(make_app, monkeypatch):
    def slip(path):
        return {}["oops"]

    monkeypatch.setattr(learn, "load_script", slip)
    app = make_app()
    async with app.run_test() as pilot:
        await press_learn(pilot)
        assert isinstance(app.screen, MenuScreen)
        [report] = bugs_dir().glob("bug-*.txt")
        assert notices(app) == [
            f"parlorgames: this is a bug, not a mistake of yours (KeyError); its traceback is in {report}: "
            "please send that file with a report"
        ]
    assert app.failure is None


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (hostile.seed_in_base_60(), "4: seed: a number written with more than 32 characters"),
        (
            hostile.steps_past_the_limit(1).replace("seed: 56", "seed: -1").replace("seats:", "seat:"),
            "1: seats: missing (this key is required) (and 2 more)",
        ),
    ],
)
async def test_a_broken_or_hostile_lesson_is_a_one_line_refusal(make_app, monkeypatch, tmp_path, text, said):
    folder = tmp_path / "learn"
    folder.mkdir()
    (folder / "round-the-world.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(paths, "lessons_dir", lambda: folder)
    app = make_app()
    async with app.run_test() as pilot:
        await press_learn(pilot)
        assert isinstance(app.screen, MenuScreen)
        assert notices(app) == [f"{folder / 'round-the-world.yaml'}:{said}"]
    assert not bugs_dir().exists()
