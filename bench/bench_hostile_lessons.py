"""What refusing each hostile lesson script costs, as a user meets it: `parlorgames validate FILE`.

Each sample is a fresh process that runs the command on one file, timed by its wall clock and measured by its
peak resident memory; a shipped lesson (accepted) is measured the same way, interleaved with the hostile ones,
so the figures compare with an ordinary run. The bar (issue 47): each refused within 1 s and 200 MB.
Run: python bench/bench_hostile_lessons.py [samples]
"""

from __future__ import annotations

import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from parlorgames.learn import MAX_STEPS, ScriptError, shipped_scripts
from parlorgames.testing import hostile

CHILD = """
import resource, sys, time
from parlorgames.cli import main
import parlorgames.learn
start = time.perf_counter()
status = main(["validate", sys.argv[1]])
print(status, time.perf_counter() - start, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)
"""
"""The command in a fresh process; the modules it needs are imported before the clock starts, so the time
after it is the file's reading, checking and refusal alone."""


def sample(path: Path) -> tuple[float, float, float, str]:
    """Seconds of the whole process, seconds of the command itself, peak MB and the first line said."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, timeout=120)
    seconds = time.perf_counter() - start
    *said, last = done.stderr.strip().splitlines()
    _, command, peak_kb = last.split()
    first = (said[0] if said else done.stdout.strip()).replace(str(path.parent), "…")
    return seconds, float(command), int(peak_kb) / 1024, first


def largest_allowed() -> str:
    """The most a lesson may hold: as many steps as allowed, their words filling the file up to its size limit."""
    words = "w" * ((ScriptError.MAX_BYTES - 1000) // MAX_STEPS - 40)
    return hostile.HEAD.format(long="x", seed=56) + f"  - rule: RTW-T2\n    lesson: {words}\n" * MAX_STEPS


def main() -> None:
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    with tempfile.TemporaryDirectory() as folder:
        learn = Path(folder) / "learn"
        learn.mkdir()
        files = {"shipped lesson (accepted)": shipped_scripts()["round-the-world"]}
        kinds = {
            **hostile.HOSTILE,
            "steps_past_the_limit": lambda: hostile.steps_past_the_limit(MAX_STEPS + 1),
            "largest_allowed (accepted)": largest_allowed,
        }
        for name, write in kinds.items():
            path = learn / f"{name}.yaml"
            path.write_text(write(), encoding="utf-8")
            files[name] = path
        sizes = {name: path.stat().st_size for name, path in files.items()}
        runs: dict[str, list[tuple[float, float, float, str]]] = {name: [] for name in files}
        for _ in range(samples):
            for name, path in files.items():
                runs[name].append(sample(path))
    print(f"parlorgames validate, {samples} runs each, interleaved: medians of the whole process, of the command")
    print("once its modules are imported, and of the process's peak resident memory")
    for name, found in runs.items():
        seconds, command, peak = (statistics.median(run[i] for run in found) for i in range(3))
        print(f"  {name:<28} {sizes[name] / 1000:>6.0f} kB  {seconds:5.2f} s  {command * 1000:6.1f} ms  {peak:5.1f} MB")
        print(f"    {found[0][3][:110]}")
    print(f"(this process: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MB)")


if __name__ == "__main__":
    main()
