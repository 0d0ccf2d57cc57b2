"""A mistake told from a bug: what the command line and the app say when something stops them.

A `ParlorError` is the user's mistake (or their file's) and is said as it is, in the program's own words. Anything
else is a bug: the user is told so in one short line, never shown a mistake's line for it, and the traceback
is written to a file in the data folder, for them to send with a report.
"""

from __future__ import annotations

import os
import time
import traceback
from pathlib import Path

from . import __version__
from .engine.errors import ParlorError
from .storage.files import home

EXIT_MISTAKE = 2
"""The exit status of a user's mistake (as argparse's for a usage error)."""
EXIT_BUG = 70
"""The exit status of a bug: EX_SOFTWARE, an internal software error (sysexits.h)."""
KEPT_REPORTS = 20
"""How many bug reports the data folder keeps: the oldest go once there are more."""


def bugs_dir() -> Path:
    return home() / "bugs"


def write_report(error: BaseException) -> Path | None:
    """The traceback of `error` in a new file of the data folder's `bugs/`, with the version and the time;
    None if it cannot be written (a full disk, a folder that cannot be made)."""
    folder = bugs_dir()
    now = time.time_ns()
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now // 10**9))
    lines = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    # Named to the microsecond, so the names sort as the bugs came (the app goes on after a lesson's bug).
    path = folder / f"bug-{stamp}-{now // 1000 % 10**6:06d}-{os.getpid()}.txt"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with path.open("x", encoding="utf-8") as report:
            report.write(f"parlorgames {__version__}, {stamp} UTC\n\n{lines}")
        for old in sorted(folder.glob("bug-*.txt"))[:-KEPT_REPORTS]:
            old.unlink(missing_ok=True)
    except OSError:
        return None
    return path


def told(error: BaseException) -> tuple[str, int]:
    """What to tell the user about an error that stopped the program, and the exit status: a mistake's own
    words, or for anything else that it is a bug and where its traceback was written."""
    if isinstance(error, ParlorError):
        return f"parlorgames: {error}", EXIT_MISTAKE
    written = write_report(error)
    where = (
        f"its traceback is in {written}: please send that file with a report"
        if written
        else f"its traceback could not be written to {bugs_dir()}"
    )
    return f"parlorgames: this is a bug, not a mistake of yours ({type(error).__name__}); {where}", EXIT_BUG
