"""The menu's catalogue of games: read from the rulesets, cached until a ruleset file changes."""

import json
import os

from parlorgames.engine.catalogue import read_catalogue, ruleset_files
from parlorgames.storage import cached_catalogue


def test_catalogue_lists_every_shipped_game():
    names = {e.name for e in read_catalogue(ruleset_files())}
    assert {"round-the-world", "mapominoes", "zig-zaggle", "skip-a-cross"} <= names
    rtw = next(e for e in read_catalogue(ruleset_files()) if e.name == "round-the-world")
    assert (rtw.title, rtw.players_min, rtw.players_max) == ("Round the World", 1, 6)
    assert rtw.variants[0][0] == "Game No. 1"


def test_broken_ruleset_is_left_out_of_the_list(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("name: [unclosed\n")
    good = ruleset_files()[0]
    assert [e.path for e in read_catalogue([broken, good])] == [good]


def test_cache_is_used_until_a_ruleset_changes(tmp_path, monkeypatch):
    cache = tmp_path / "catalogue.json"
    first = cached_catalogue(cache)
    data = json.loads(cache.read_text())
    data["entries"][0]["title"] = "From the cache"
    cache.write_text(json.dumps(data))
    assert cached_catalogue(cache)[0].title == "From the cache"
    data["fingerprint"][0][2] += 1
    cache.write_text(json.dumps(data))
    assert cached_catalogue(cache) == first, "a changed file is read again"
    cache.write_text("{not json")
    assert cached_catalogue(cache) == first
    assert os.path.exists(cache)
