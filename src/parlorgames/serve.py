"""`parlorgames serve`: the app for web browsers, through textual-serve (the optional `[web]` extra).

Each browser that opens the page gets its own copy of the app, run as `python -m parlorgames` with this
process's environment, so the saves and records folder is the terminal's: a game can move between them.
"""

from __future__ import annotations

import shlex
import sys


class WebMissing(ImportError):
    """textual-serve is not installed."""


def command(subcommand: str = "") -> str:
    """The command each browser's app runs: this Python, so the same install and data folder; with
    `subcommand` "join", a shared table's seat, asked for its code first."""
    return f"{shlex.quote(sys.executable)} -m parlorgames {subcommand}".rstrip()


def serve(host: str, port: int, subcommand: str = "") -> None:
    """Serve the app (or `subcommand` of it) at http://host:port until interrupted."""
    try:
        from textual_serve.server import Server
    except ImportError:
        raise WebMissing("serving to browsers needs the web extra: pip install 'parlorgames[web]'") from None
    if not 0 < port < 65536:
        raise ValueError(f"--port must be between 1 and 65535, not {port}")
    Server(command(subcommand), host=host, port=port, title="parlorgames").serve()
