"""The run keeps off the user's files (tests/conftest.py): while it runs, every folder the app could take
for a user's data lies in the run's own temporary folder, and the check that ends the run sees a file
written, added or removed in the user's folders."""

from __future__ import annotations

import os
import pwd
from pathlib import Path

from parlorgames.storage import home
from tests.isolation import REDIRECTED, changes, fingerprint, user_data_folders

REAL_HOME = Path(pwd.getpwuid(os.getuid()).pw_dir)


def test_the_run_has_a_home_of_its_own(monkeypatch):
    assert Path.home() != REAL_HOME
    assert {Path(os.environ[name]).parent for name in REDIRECTED} == {Path.home().parent}, "one folder holds them all"
    monkeypatch.delenv("PARLORGAMES_HOME")
    assert home() in user_data_folders(os.environ), "the app takes one of the folders the check watches"
    assert home() not in user_data_folders({"HOME": str(REAL_HOME)})


def test_each_test_has_a_data_folder_of_its_own(tmp_path):
    assert home() == tmp_path / "home"


def test_the_check_sees_a_file_written_added_or_removed(tmp_path):
    folder = tmp_path / "parlorgames"
    assert fingerprint([folder]) == {}, "a folder that is not there holds nothing"
    folder.mkdir()
    (folder / "saves").mkdir()
    save = folder / "saves" / "ann-bob.json"
    save.write_text("{}")
    start = fingerprint([folder])
    assert changes(start, fingerprint([folder])) == []
    save.write_text('{"moves": 1}')
    assert changes(start, fingerprint([folder])) == [f"changed: {save}"]
    stray = folder / "saves" / "stray.json"
    stray.write_text("{}")
    assert f"added: {stray}" in changes(start, fingerprint([folder]))
    save.unlink()
    stray.unlink()
    assert f"removed: {save}" in changes(start, fingerprint([folder]))
    assert f"added: {folder}" in changes({}, fingerprint([folder])), "a folder made by the run is seen"
