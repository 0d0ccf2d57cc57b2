"""`parlorgames serve`: the app for web browsers, through textual-serve (the optional `[web]` extra).

Each browser that opens the page gets its own copy of the app, run as `python -m parlorgames` with this
process's environment, so the saves and records folder is the terminal's: a game can move between them.
The page loads nothing from outside this machine: textual-serve's own page links a font from Google's
servers, so the page served is that page with the link taken out and the same font (which textual-serve
ships) served from here. Its addresses are made relative to the page: textual-serve writes them out with
the host it listens on, which with `--host 0.0.0.0` is no address another machine's browser can reach.
With `--shared`, the host's keeper (`keeper.py`) plays the tables' computer seats while the server runs.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

from .engine.errors import ParlorError, RequestRefused

PAGE = "app_index.html"
"""textual-serve's page template, the one page it serves."""
OUTSIDE_LINK = re.compile(r"<link\b[^>]*\bhref=\"https?://[^\"]*\"[^>]*>\s*", re.IGNORECASE)
"""A stylesheet or font linked from another machine (textual-serve's page links Google Fonts)."""
LOCAL_FONT = """<style>
      @font-face {
        font-family: "Roboto Mono";
        src: url("{{ config.static.url }}fonts/RobotoMono-VariableFont_wght.ttf") format("truetype");
        font-weight: 100 700;
        font-style: normal;
      }
      @font-face {
        font-family: "Roboto Mono";
        src: url("{{ config.static.url }}fonts/RobotoMono-Italic-VariableFont_wght.ttf") format("truetype");
        font-weight: 100 700;
        font-style: italic;
      }
    </style>
    """
"""The page's font, from the static folder textual-serve serves (the files it ships)."""
STATIC = "{{ config.static.url }}"
"""Where textual-serve's page finds its static files: an address with the host it listens on."""
SAME_HOST_SOCKET = """<script>
      for (const terminal of document.querySelectorAll(".textual-terminal")) {
        const scheme = location.protocol === "https:" ? "wss:" : "ws:";
        terminal.dataset.sessionWebsocketUrl = `${scheme}//${location.host}/ws`;
      }
    </script>
  """
"""The app's websocket at the host the browser reached the page by (read by textual-serve's script on load)."""


class WebMissing(ParlorError, ImportError):
    """textual-serve is not installed."""


def command(subcommand: str = "") -> str:
    """The command each browser's app runs: this Python, so the same install and data folder; with
    `subcommand` "join", a shared table's seat, asked for its code first."""
    return f"{shlex.quote(sys.executable)} -m parlorgames {subcommand}".rstrip()


def local_page(template: str) -> str:
    """textual-serve's page without the stylesheets it links from other machines, its font served locally,
    and its own files and websocket found at whichever host the browser reached it by."""
    page = OUTSIDE_LINK.sub("", template).replace("<head>", f"<head>\n    {LOCAL_FONT}", 1)
    return page.replace(STATIC, "/static/").replace("</body>", f"  {SAME_HOST_SOCKET}</body>", 1)


def local_templates(served: Path, folder: Path) -> Path:
    """Write the local page for textual-serve's templates folder `served` into `folder`; `folder` returned."""
    (folder / PAGE).write_text(local_page((served / PAGE).read_text(encoding="utf-8")), encoding="utf-8")
    return folder


def serve(host: str, port: int, subcommand: str = "") -> None:
    """Serve the app (or `subcommand` of it) at http://host:port until interrupted."""
    try:
        import textual_serve
        from textual_serve.server import Server
    except ImportError:
        raise WebMissing("serving to browsers needs the web extra: pip install 'parlorgames[web]'") from None
    if not 0 < port < 65536:
        raise RequestRefused(f"--port must be between 1 and 65535, not {port}")
    served = Path(textual_serve.__file__).parent / "templates"
    keeper = subprocess.Popen([sys.executable, "-m", "parlorgames.keeper"]) if subcommand == "join" else None
    try:
        with tempfile.TemporaryDirectory(prefix="parlorgames-page-") as folder:
            templates = local_templates(served, Path(folder))
            Server(command(subcommand), host=host, port=port, title="parlorgames", templates_path=templates).serve()
    finally:
        if keeper is not None:
            keeper.terminate()
            keeper.wait(10)
