"""What the table keeps between sittings, in the data folder: saves, the record book and the settings.

Each lives in a module of its own (`saves`, `records` with `record_book` its text, `settings`, `catalogue`
the menu's cache), all written through `files`; the names most used are gathered here."""

from .catalogue import cached_catalogue
from .files import home, write_json_atomically, write_json_exclusively
from .records import RECENT_GAMES, RECORDS_FORMAT, Records, game_entry
from .saves import (
    MAX_JSON_DEPTH,
    MAX_SAVE_BYTES,
    SaveInfo,
    SaveQueue,
    SaveStore,
    UnreadableSave,
    read_save,
    read_save_json,
)
from .settings import Settings

__all__ = [
    "MAX_JSON_DEPTH",
    "MAX_SAVE_BYTES",
    "RECENT_GAMES",
    "RECORDS_FORMAT",
    "Records",
    "SaveInfo",
    "SaveQueue",
    "SaveStore",
    "Settings",
    "UnreadableSave",
    "cached_catalogue",
    "game_entry",
    "home",
    "read_save",
    "read_save_json",
    "write_json_atomically",
    "write_json_exclusively",
]
