"""The engine, the games and the bots are pure: they import neither textual nor rich (DESIGN)."""

import subprocess
import sys


def test_engine_games_bots_import_no_ui():
    code = (
        "import sys, parlorgames.engine.session, parlorgames.engine.simulate, parlorgames.games, parlorgames.bots;"
        "import pkgutil, importlib, parlorgames.engine as e, parlorgames.games as g, parlorgames.bots as b\n"
        "for pkg in (e, g, b):\n"
        "    for m in pkgutil.iter_modules(pkg.__path__):\n"
        "        importlib.import_module(f'{pkg.__name__}.{m.name}')\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich'))\n"
        "print(','.join(bad))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
