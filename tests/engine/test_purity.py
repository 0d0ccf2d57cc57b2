"""The layers stay apart (DESIGN): the engine, the games and the bots import neither textual nor rich,
and the engine imports nothing from the floors above it — not even inside a function."""

import ast
import subprocess
import sys
from pathlib import Path

import parlorgames

PACKAGE = Path(parlorgames.__file__).parent
ABOVE_ENGINE = ("games", "bots", "tui", "cli", "storage", "api", "table")
UI = ("textual", "rich")


def loaded_by(packages: tuple[str, ...], also: tuple[str, ...] = (), roots: tuple[str, ...] = UI) -> str:
    """The modules of `roots` a fresh interpreter has loaded once it has imported every module of `packages`
    (and the modules `also`), comma-separated: '' when none."""
    code = (
        "import sys, pkgutil, importlib\n"
        f"for name in {list(also)!r}:\n"
        "    importlib.import_module(name)\n"
        f"for name in {list(packages)!r}:\n"
        "    pkg = importlib.import_module(name)\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, name + '.'):\n"
        "        importlib.import_module(m.name)\n"
        f"print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in {roots!r})))"
    )
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()


def test_engine_games_bots_import_no_ui():
    assert loaded_by(("parlorgames.engine", "parlorgames.games", "parlorgames.bots"), also=("parlorgames.api",)) == ""


def test_the_plain_face_imports_no_ui():
    """DESIGN "The plain face": lines in, lines out, on the same Table, with neither Textual nor Rich loaded."""
    assert loaded_by(("parlorgames.plain",), also=("parlorgames.cli",)) == ""


def test_the_table_and_storage_import_no_ui_and_no_game():
    """DESIGN "The table": plain Python every face drives; neither it nor storage (nor the app) loads a game."""
    code = (
        "import sys, pkgutil, importlib, parlorgames.table, parlorgames.storage as s\n"
        "for m in pkgutil.walk_packages(s.__path__, 'parlorgames.storage.'):\n"
        "    importlib.import_module(m.name)\n"
        "ui = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "import parlorgames.tui.app\n"
        "games = sorted(m for m in sys.modules if m.startswith(('parlorgames.games', 'parlorgames.bots')))\n"
        "print(','.join(ui) + ';' + ','.join(games))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ";"


def test_the_app_the_table_and_storage_name_no_game():
    """Not even inside a function: a game's sitting matters reach the table through the rules contract."""
    paths = [PACKAGE / "table.py", PACKAGE / "tui" / "app.py", *sorted((PACKAGE / "storage").rglob("*.py"))]
    offences = [
        f"{path.relative_to(PACKAGE)}:{line}: {module}"
        for path in paths
        for line, module in _imported_modules(path)
        if module.startswith(("parlorgames.games", "parlorgames.bots"))
    ]
    assert offences == []


def _imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every module a file imports, anywhere in it, as an absolute dotted name."""
    package = ".".join(("parlorgames", *path.relative_to(PACKAGE).parent.parts))
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - (node.level - 1)] if node.level else []
            module = ".".join([*base, *(node.module.split(".") if node.module else [])])
            found += [(node.lineno, f"{module}.{alias.name}" if not node.module else module) for alias in node.names]
    return found


def test_engine_imports_nothing_above_it():
    offences = []
    for path in sorted((PACKAGE / "engine").rglob("*.py")):
        for line, module in _imported_modules(path):
            parts = module.split(".")
            if parts[0] == "parlorgames" and len(parts) > 1 and parts[1] in ABOVE_ENGINE:
                offences.append(f"{path.relative_to(PACKAGE)}:{line}: {module}")
    assert offences == []


def test_importing_the_engine_loads_no_game_bot_or_view():
    code = (
        "import sys, pkgutil, importlib, parlorgames.engine as e\n"
        "for m in pkgutil.walk_packages(e.__path__, 'parlorgames.engine.'):\n"
        "    importlib.import_module(m.name)\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[:2] in "
        f"[['parlorgames', p] for p in {ABOVE_ENGINE!r}])))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_the_tui_keeps_its_css_in_tcss_files():
    """DESIGN: Textual CSS lives in `.tcss` files, never in a widget's or a screen's class body."""
    offences = []
    for path in sorted((PACKAGE / "tui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.Assign) and any(
                        isinstance(t, ast.Name) and t.id in ("CSS", "DEFAULT_CSS") for t in item.targets
                    ):
                        offences.append(f"{path.relative_to(PACKAGE)}:{item.lineno}: {node.name}")
    assert offences == []
