"""Every test gets its own empty data folder, so no test reads or writes a real user's saves, and the
same random numbers, so a game whose seed the set-up leaves to chance is the same game every run.
Property tests draw the same examples every run, with no time limit and no example database: a run
on a slower machine tries exactly what a run here tried (speed is measured in bench/, not here).

Two guards keep a run off the user's files. Before any test module is imported, HOME, the XDG folders,
APPDATA and PARLORGAMES_HOME point into a temporary folder of the run's own, and everything the run
starts inherits them (xdist's workers, the command line in a subprocess, tmux, a browser), so code that
forgot PARLORGAMES_HOME would still write there. And the run ends by comparing the user's data folders
with what they held at its start: any file added, changed or removed there fails the run and is named.
Under xdist both happen once, in the process that starts the workers and outlives them."""

from __future__ import annotations

import os
import random
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

from tests.isolation import Fingerprint, changes, fingerprint, redirect, user_data_folders

settings.register_profile("same-every-run", derandomize=True, deadline=None, database=None)
settings.load_profile("same-every-run")

_RUN = pytest.StashKey[tuple[Path, list[Path], Fingerprint]]()
_TOUCHED = pytest.StashKey[list[str]]()


def pytest_configure(config: pytest.Config) -> None:
    if hasattr(config, "workerinput"):
        return
    watched = user_data_folders(os.environ)
    root = Path(tempfile.mkdtemp(prefix="parlorgames-tests-"))
    config.stash[_RUN] = (root, watched, fingerprint(watched))
    redirect(os.environ, root)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto` (the README's test command) starts two workers a core. Many tests spend part of their time
    waiting (a real terminal under tmux, a browser, a command in a subprocess, a Pilot waiting on a worker
    thread), so two workers keep a core busy: on 2 cores, 4 workers ran the suite in 4 min 50 s where 2 took
    6 min 12 s."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
    return 2 * cores


def pytest_sessionfinish(session: pytest.Session) -> None:
    if _RUN not in session.config.stash:
        return
    _, watched, before = session.config.stash[_RUN]
    touched = changes(before, fingerprint(watched))
    session.config.stash[_TOUCHED] = touched
    if touched:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter, config: pytest.Config) -> None:
    touched = config.stash.get(_TOUCHED, [])
    if touched:
        terminalreporter.section("the user's data folders changed during the run", red=True)
        for line in touched:
            terminalreporter.write_line(line)


def pytest_unconfigure(config: pytest.Config) -> None:
    if _RUN in config.stash:
        shutil.rmtree(config.stash[_RUN][0], ignore_errors=True)


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    monkeypatch.setenv("PARLORGAMES_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(autouse=True)
def _same_chance_every_run():
    random.seed(0)
