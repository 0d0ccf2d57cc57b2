"""Reading a file a user may have put anything at: a pipe, a folder, a device, a huge file.

Shared by the data files (`schema`) and the saves (`storage`); it imports nothing heavy, so the
menu can list saves without loading the YAML reader."""

from __future__ import annotations

import os
import stat


class NotAFile(OSError):
    """A path that is a folder, a pipe, a socket or a device, where a file was expected."""


def read_bounded(path: str | os.PathLike[str], limit: int) -> bytes:
    """Up to `limit + 1` bytes of a regular file (one more than allowed shows it is too large).

    The path is opened without blocking and checked before reading, so a pipe never hangs the
    reader; anything but a regular file raises `NotAFile` saying what it is."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    kind = _kind_of(os.fstat(fd).st_mode)
    if kind:
        os.close(fd)
        raise NotAFile(f"not a file: {kind}")
    with os.fdopen(fd, "rb") as source:
        return source.read(limit + 1)


def _kind_of(mode: int) -> str:
    """What a path that is not a regular file is ('' for a regular file)."""
    for test, name in ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a pipe"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "" if stat.S_ISREG(mode) else "a device"
