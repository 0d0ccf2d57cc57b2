"""Startup to an interactive menu, against a bare Textual app measured in the same run.

Each sample is a fresh process that starts the app headless and exits once its first screen has
been drawn; the two kinds alternate so both see the same machine, and each is timed by the CPU it
used. Target: at most 1.2× the bare app.
Run: python bench/bench_startup.py [samples]
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile

BARE = """
from textual.app import App
from textual.widgets import Footer, Static
class Bare(App):
    def compose(self):
        yield Static("hello")
        yield Footer()
    def on_mount(self):
        self.call_after_refresh(self.exit)
Bare().run(headless=True, size=(80, 24))
"""

PARLOR = """
from parlorgames.tui.app import ParlorApp
class Timed(ParlorApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)
Timed().run(headless=True, size=(80, 24))
"""


def sample(code: str, env: dict[str, str]) -> float:
    """CPU seconds (user + system) the child took: steadier than wall time on a shared machine."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([sys.executable, "-c", code], check=True, env=env, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    env = dict(os.environ, PARLORGAMES_HOME=tempfile.mkdtemp())
    sample(BARE, env), sample(PARLOR, env)  # warm the file cache and bytecode
    bare, parlor = [], []
    for _ in range(samples):
        bare.append(sample(BARE, env))
        parlor.append(sample(PARLOR, env))
    b, p = statistics.median(bare), statistics.median(parlor)
    print(f"bare Textual app : median {b * 1000:.0f} ms CPU (min {min(bare) * 1000:.0f})")
    print(f"parlorgames menu : median {p * 1000:.0f} ms CPU (min {min(parlor) * 1000:.0f})")
    print(f"ratio            : {p / b:.2f}× (target ≤ 1.2×)")


if __name__ == "__main__":
    main()
