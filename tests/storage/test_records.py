"""The record book: figures from each game's rules, a versioned file that survives corruption and kill -9."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.engine.session import Seat, Session
from parlorgames.storage import RECORDS_FORMAT, Records
from parlorgames.storage.record_book import book_lines


def finished(game: str, seed: int, names=("Ann", "Bob"), variant=None) -> Session:
    session = Session(find(game), [Seat(n, True) for n in names], seed, variant)
    session.play_computers()
    assert session.over
    return session


@pytest.fixture(scope="module")
def games():
    """One finished game of each kind between computer players (fixed seeds)."""
    return {
        "round-the-world": finished("round-the-world", 2, variant="game-1"),
        "globe-grams": finished("globe-grams", 2),
        "zig-zaggle": finished("zig-zaggle", 2),
        "mapominoes": finished("mapominoes", 2, ("Ann", "Bob", "Cy")),
        "skip-a-cross": finished("skip-a-cross", 2),
    }


def test_quickest_voyage_is_the_winners_RTW_G2(games):
    session = games["round-the-world"]
    figures = session.result().records
    winner = session.result().winners[0]
    assert [(f.seat, f.value, f.lower_is_better) for f in figures] == [(winner, session.result().figure, True)]


def test_globe_grams_names_and_captures_GG_X2(games):
    session = games["globe-grams"]
    figures = session.result().records
    names = [f for f in figures if f.name == "highest name"]
    assert names and all(f.value > 0 and f.detail.isupper() for f in names)
    named = [a for a in session.actions if a["type"] == "name"]
    assert sorted(f.detail for f in names) == sorted(a["name"].upper() for a in named)
    captures = [f for f in figures if f.name == "highest capture"]
    assert len(captures) == sum(1 for a in named if a.get("capture"))
    assert all(f.value >= session.rules.spec.capture_bonus for f in captures)


def test_zig_zaggle_plays_that_stood_ZZ_C1(games):
    session = games["zig-zaggle"]
    plays = session.result().records
    assert plays and all(f.name == "best play" and f.value > 0 for f in plays)
    final = session.state
    scored = sum(f.value for f in plays)
    assert scored <= sum(final.scores) + sum(final.deductions or (0,))


def test_skip_a_cross_words_and_mapominoes_points_SAC_8_MAP_S3(games):
    sac = games["skip-a-cross"]
    words = sac.result().records
    assert [f.value for f in words] == [float(len(held)) for held in sac.state.words]
    maps = games["mapominoes"]
    points = maps.result().records
    assert [f.value for f in points] == [float(p) for p in maps.state.scores] and all(f.lower_is_better for f in points)


def test_every_game_gives_a_score_per_seat(games):
    for session in games.values():
        assert len(session.result().scores) == len(session.seats)


def test_book_keeps_played_won_bests_and_recent(tmp_path, games):
    records = Records(tmp_path / "records.json")
    for session in games.values():
        records.add_game(session, when="today")
    book = records.read()
    assert book["format"] == RECORDS_FORMAT
    ann = book["players"]["Ann"]
    assert sum(g["played"] for g in ann["games"].values()) == 5
    won = sum(1 for s in games.values() if 0 in s.result().winners)
    assert sum(g["won"] for g in ann["games"].values()) == won
    assert len(ann["recent"]) == 5 and book["players"]["Cy"]["games"]["mapominoes"]["played"] == 1
    text = "\n".join(book_lines(book))
    assert "fewest points" in text and "most words" in text and "best play" in text and "highest name" in text


def test_a_better_figure_replaces_a_worse_one_only(tmp_path):
    records = Records(tmp_path / "records.json")
    quick, slow = finished("mapominoes", 1, ("Ann", "Bob", "Cy")), finished("mapominoes", 2, ("Ann", "Bob", "Cy"))
    records.add_game(quick)
    records.add_game(slow)
    best = records.read()["players"]["Ann"]["games"]["mapominoes"]["bests"]["fewest points"]["value"]
    assert best == min(quick.state.scores[0], slow.state.scores[0])


def test_commodore_records_of_format_1_are_kept_RTW_G2(tmp_path):
    path = tmp_path / "records.json"
    path.write_text(json.dumps({"round-the-world/game-1": {"holder": "Ann", "days": 80}}))
    records = Records(path)
    assert records.get("round-the-world/game-1") == ("Ann", 80)
    records.add_game(finished("round-the-world", 2, variant="game-1"))
    assert Records(path).get("round-the-world/game-1") == ("Ann", 80)
    assert json.loads(path.read_text())["format"] == RECORDS_FORMAT
    assert book_lines(records.read())[:2] == [
        "Commodore's records (the quickest voyage, RTW-G2):",
        "  round-the-world (game-1): Ann, 80 days",
    ]


def test_format_2_books_keep_their_commodores_and_players_RTW_G2(tmp_path):
    path = tmp_path / "records.json"
    entry = {"holder": "Bob", "days": 95, "title": "Round the World — Game No. 1"}
    path.write_text(json.dumps({"format": 2, "commodore": {"round-the-world/game-1": entry}, "players": {}}))
    records = Records(path)
    assert records.get("round-the-world/game-1") == ("Bob", 95) and records.problem == ""
    assert book_lines(records.read())[:2] == [
        "Commodore's records (the quickest voyage, RTW-G2):",
        "  Round the World — Game No. 1: Bob, 95 days",
    ]


def test_a_sitting_record_is_worded_by_its_game_not_as_a_voyage(tmp_path):
    records = Records(tmp_path / "records.json")
    records.put("house-game/fewest", "Cat", 12, "House game", heading="Fewest cards of the sitting", unit="cards")
    assert book_lines(records.read())[:2] == ["Fewest cards of the sitting:", "  House game: Cat, 12 cards"]


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"format": 99, "players": {}}', "\udcff"])
def test_a_corrupt_file_is_set_aside_never_lost(tmp_path, content):
    path = tmp_path / "records.json"
    path.write_text(content, errors="surrogateescape")
    records = Records(path)
    assert records.read()["players"] == {} and "records file" in records.problem
    assert path.read_text(errors="surrogateescape") == content
    records.put("round-the-world/game-1", "Bob", 90)
    kept = list(tmp_path.glob("records.unreadable-*.json"))
    assert len(kept) == 1 and kept[0].read_text(errors="surrogateescape") == content
    assert Records(path).get("round-the-world/game-1") == ("Bob", 90)


def test_survives_kill_9_while_writing(tmp_path):
    """A writer killed at any moment leaves the last whole book: writes are a rename over the file."""
    path = tmp_path / "records.json"
    writer = textwrap.dedent(
        f"""
        from pathlib import Path
        from parlorgames.storage import Records
        records = Records(Path({str(path)!r}))
        n = 0
        while True:
            n += 1
            records.put(f"round-the-world/game-{{n % 50}}", "Ann" * 200, n)
            Path({str(tmp_path / "started")!r}).touch()
        """
    )
    process = subprocess.Popen([sys.executable, "-c", writer])
    try:
        while not (tmp_path / "started").exists():
            assert process.poll() is None
            time.sleep(0.05)
        time.sleep(0.3)
    finally:
        os.kill(process.pid, signal.SIGKILL)
        process.wait()
    records = Records(path)
    book = records.read()
    assert records.problem == "" and book["sitting"]
