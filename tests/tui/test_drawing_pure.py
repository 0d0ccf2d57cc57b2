"""The views' drawing is plain functions (DESIGN, "views draw without Textual"): importing every module of
`tui.drawing` loads no Textual, so a drawing test needs no app, and each view stays a small widget of keys."""

from pathlib import Path

import parlorgames
from tests.engine.test_purity import loaded_by

VIEWS = Path(parlorgames.__file__).parent / "tui" / "views"
VIEW_LINES = 350


def test_the_drawing_modules_import_no_textual():
    assert loaded_by(("parlorgames.tui.drawing",), roots=("textual",)) == ""


def test_every_view_is_a_small_widget_of_keys():
    long = {
        path.name: n
        for path in VIEWS.glob("*.py")
        if (n := len(path.read_text(encoding="utf-8").splitlines())) >= VIEW_LINES
    }
    assert long == {}, f"views of {VIEW_LINES} lines or more: {long}"
