"""The package as a user gets it: the sdist and the wheel build with no warning, carry the licence and
the data notices, ship every ruleset and data file, and the installed wheel plays from any folder.

The build runs hatchling (the project's build backend, in the test extra) without build isolation,
so it needs no network."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.shipped_games import KINDS

pytest.importorskip("hatchling", reason="the build backend comes with the test extra")

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path, str]:
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-d", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    (wheel,) = out.glob("*.whl")
    (sdist,) = out.glob("*.tar.gz")
    return wheel, sdist, done.stdout + done.stderr


def test_build_gives_both_with_no_warning(built):
    _, _, output = built
    assert "warn" not in output.lower(), output


def test_wheel_carries_licence_notices_rulesets_data_and_rules_pages(built):
    wheel, _, _ = built
    names = set(zipfile.ZipFile(wheel).namelist())
    info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
    assert f"{info}/licenses/LICENSE" in names
    for notice in (ROOT / "data").glob("*NOTICE.txt"):
        assert f"{info}/licenses/data/{notice.name}" in names
    for ruleset in (ROOT / "rulesets").glob("*.yaml"):
        assert f"parlorgames/rulesets/{ruleset.name}" in names
    for item in (ROOT / "data").iterdir():
        assert f"parlorgames/data/{item.name}" in names
    for page in (ROOT / "docs" / "rules").glob("*.md"):
        assert f"parlorgames/docs/rules/{page.name}" in names
    metadata = zipfile.ZipFile(wheel).read(f"{info}/METADATA").decode()
    assert "License-Expression: MIT" in metadata
    assert "Classifier: Topic :: Games/Entertainment :: Board Games" in metadata
    entry_points = zipfile.ZipFile(wheel).read(f"{info}/entry_points.txt").decode()
    assert all(f"{kind} = parlorgames.games." in entry_points for kind in KINDS)


def test_sdist_carries_licence_readme_and_data_notices(built):
    _, sdist, _ = built
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert {"LICENSE", "README.md", "pyproject.toml"} <= names
    assert {f"data/{n.name}" for n in (ROOT / "data").glob("*NOTICE.txt")} <= names


def test_installed_wheel_lists_and_plays_from_any_folder(built, tmp_path):
    wheel, _, _ = built
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    env = {**os.environ, "PYTHONPATH": str(target), "PARLORGAMES_HOME": str(tmp_path / "home")}
    where = subprocess.run(
        [sys.executable, "-c", "import parlorgames; print(parlorgames.__file__)"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert where.stdout.startswith(str(target)), where.stdout + where.stderr
    page = subprocess.run(
        [sys.executable, "-c", "from parlorgames.paths import rules_doc; print(rules_doc('globe_grams').read_text())"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert page.returncode == 0 and "GG-R3" in page.stdout, page.stderr
    listed = subprocess.run(
        [sys.executable, "-m", "parlorgames", "list", "--json"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert listed.returncode == 0, listed.stderr
    assert {game["kind"] for game in json.loads(listed.stdout)} == set(KINDS)
    played = subprocess.run(
        [sys.executable, "-m", "parlorgames", "simulate", "skip-a-cross", "--games", "1", "--seed", "3", "--json"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert played.returncode == 0, played.stderr
