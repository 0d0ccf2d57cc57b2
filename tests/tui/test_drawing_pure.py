"""The views' drawing is plain functions (DESIGN, "views draw without Textual"): importing every module of
`tui.drawing` loads no Textual, so a drawing test needs no app, and each view stays a small widget of keys."""

import subprocess
import sys
from pathlib import Path

import parlorgames

VIEWS = Path(parlorgames.__file__).parent / "tui" / "views"
VIEW_LINES = 350


def test_the_drawing_modules_import_no_textual():
    code = (
        "import sys, pkgutil, importlib, parlorgames.tui.drawing as d\n"
        "for m in pkgutil.walk_packages(d.__path__, 'parlorgames.tui.drawing.'):\n"
        "    importlib.import_module(m.name)\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] == 'textual')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_every_view_is_a_small_widget_of_keys():
    long = {
        path.name: n
        for path in VIEWS.glob("*.py")
        if (n := len(path.read_text(encoding="utf-8").splitlines())) >= VIEW_LINES
    }
    assert long == {}, f"views of {VIEW_LINES} lines or more: {long}"
