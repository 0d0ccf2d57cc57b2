"""`parlorgames serve` in a real browser: Debian's chromium, headless, driven over the DevTools protocol.

The page's terminal is read from its own xterm.js buffer, keys are typed as a player would, and the
save written by the browser's game lands in the terminal's data folder. With `--shared`, two tabs join
one table with their own codes and play it, each seeing its own rack only. The page asks nothing of
any other machine. Skips where chromium, the `[web]` extra or aiohttp (which textual-serve brings) is
missing: nothing is downloaded at test time.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from parlorgames.engine.ruleset import find
from parlorgames.storage.shared import SeatRow, SharedStore
from tests.tui.test_tmux_privacy import shows_rack

pytest.importorskip("textual_serve", reason="the [web] extra (textual-serve) is not installed")
aiohttp = pytest.importorskip("aiohttp", reason="aiohttp (brought by textual-serve) is not installed")

CHROMIUM = next(
    (found for name in ("chromium", "chromium-browser", "google-chrome") if (found := shutil.which(name))), None
)
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="no chromium on this machine (.ci/run installs it with apt)"
)

# textual-serve keeps its terminal in a closure; this catches the object as it sets its websocket URL.
CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "websocket_url", {
  configurable: true,
  set(value) {
    window.__textual = this;
    Object.defineProperty(this, "websocket_url", {value, writable: true, configurable: true, enumerable: true});
  },
});
"""
SCREEN_TEXT = """
(() => {
  const buffer = window.__textual && window.__textual.terminal.buffer.active;
  if (!buffer) return "";
  const lines = [];
  for (let i = 0; i < buffer.length; i++) lines.push(buffer.getLine(i).translateToString(true));
  return lines.join("\\n");
})()
"""
KEYS = {"enter": ("Enter", 13, "\r"), "down": ("ArrowDown", 40, ""), "space": (" ", 32, " "), "f3": ("F3", 114, "")}
OUTSIDE = re.compile(r"(?:https?|wss?)://(?!(?:127\.0\.0\.1|localhost)[:/])[^\s\"'<>)]+")
"""An address on another machine (anything but this one's, where the tests serve)."""
WAIT = 60.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for_port(port: int, process: subprocess.Popen) -> None:
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise AssertionError(f"exited early with status {process.returncode}")
        with socket.socket() as sock:
            if sock.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.2)
    raise AssertionError(f"nothing listening on port {port}")


class Page:
    """One browser tab over the DevTools protocol."""

    def __init__(self, socket_: aiohttp.ClientWebSocketResponse) -> None:
        self.socket = socket_
        self.ids = itertools.count(1)
        self.fetched: list[str] = []
        """Every address the page asked for (heard once `Network.enable` is sent)."""

    async def send(self, method: str, **params: object) -> dict:
        number = next(self.ids)
        await self.socket.send_json({"id": number, "method": method, "params": params})
        while True:
            message = json.loads((await self.socket.receive(timeout=WAIT)).data)
            if message.get("method") == "Network.requestWillBeSent":
                self.fetched.append(message["params"]["request"]["url"])
            if message.get("method") == "Network.webSocketCreated":
                self.fetched.append(message["params"]["url"])
            if message.get("id") == number:
                assert "error" not in message, message
                return message.get("result", {})

    async def text(self) -> str:
        result = await self.send("Runtime.evaluate", expression=SCREEN_TEXT, returnByValue=True)
        return result["result"].get("value", "")

    async def wait_for(self, fragment: str) -> str:
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            text = await self.text()
            if fragment in text:
                return text
            await asyncio.sleep(0.25)
        raise AssertionError(f"{fragment!r} never appeared; the screen:\n{await self.text()}")

    async def press(self, key: str) -> None:
        name, code, text = KEYS[key]
        await self.send("Runtime.evaluate", expression="window.__textual.terminal.focus()")
        await self.send(
            "Input.dispatchKeyEvent", type="keyDown", key=name, code=name, windowsVirtualKeyCode=code, text=text
        )
        await self.send("Input.dispatchKeyEvent", type="keyUp", key=name, code=name, windowsVirtualKeyCode=code)

    async def type(self, text: str) -> None:
        await self.send("Runtime.evaluate", expression="window.__textual.terminal.focus()")
        for char in text:
            code = ord(char.upper()) if char.isalnum() else 189
            await self.send("Input.dispatchKeyEvent", type="keyDown", key=char, windowsVirtualKeyCode=code, text=char)
            await self.send("Input.dispatchKeyEvent", type="keyUp", key=char, windowsVirtualKeyCode=code)

    async def press_ctrl(self, letter: str) -> None:
        code = ord(letter.upper())
        await self.send(
            "Input.dispatchKeyEvent",
            type="keyDown",
            key=letter,
            code=f"Key{letter.upper()}",
            windowsVirtualKeyCode=code,
            modifiers=2,
        )
        await self.send(
            "Input.dispatchKeyEvent",
            type="keyUp",
            key=letter,
            code=f"Key{letter.upper()}",
            windowsVirtualKeyCode=code,
            modifiers=2,
        )


@pytest.fixture(params=[False], ids=["menu"])
def served(tmp_path, request):
    """The app served on a free port, with its data folder in tmp_path (`--shared` when the param says)."""
    port = free_port()
    env = dict(os.environ, PARLORGAMES_HOME=str(tmp_path / "home"))
    shared = ["--shared"] if request.param else []
    server = subprocess.Popen(
        [sys.executable, "-m", "parlorgames", "serve", "--host", "127.0.0.1", "--port", str(port), *shared],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for_port(port, server)
        yield f"http://127.0.0.1:{port}/", tmp_path / "home"
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.fixture
def browser(tmp_path):
    """Headless chromium listening for the DevTools protocol on a free port."""
    port = free_port()
    process = subprocess.Popen(
        [
            CHROMIUM,
            "--headless=new",
            f"--remote-debugging-port={port}",
            f"--user-data-dir={tmp_path / 'chromium'}",
            "--no-sandbox",
            "--no-first-run",
            "--disable-gpu",
            "--window-size=1280,800",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        wait_for_port(port, process)
        yield port
    finally:
        process.terminate()
        process.wait(timeout=30)


async def open_page(
    devtools_port: int, url: str, session: aiohttp.ClientSession, new: bool = False, network: bool = False
) -> Page:
    """The browser's tab (or, `new`, a tab of its own) at `url`; with `network`, noting each address it asks for."""
    if new:
        async with session.put(f"http://127.0.0.1:{devtools_port}/json/new?about:blank") as answer:
            target = await answer.json()
    else:
        async with session.get(f"http://127.0.0.1:{devtools_port}/json/list") as answer:
            target = next(t for t in await answer.json() if t["type"] == "page")
    page = Page(await session.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0))
    await page.send("Page.enable")
    if network:
        await page.send("Network.enable")
    await page.send("Page.addScriptToEvaluateOnNewDocument", source=CATCH_TERMINAL)
    await page.send("Page.navigate", url=url)
    return page


@needs_chromium
async def test_a_round_the_world_game_in_the_browser_is_saved_in_the_terminals_folder(served, browser):
    url, home = served
    async with aiohttp.ClientSession() as session:
        page = await open_page(browser, url, session)
        await page.wait_for("parlour games for one keyboard")
        for _ in range(10):
            if "Ship Master's voyage" in await page.text():
                break
            await page.press("down")
            await asyncio.sleep(0.3)
        await page.wait_for("Ship Master's voyage")
        await page.press("enter")
        await page.wait_for("Start")
        await page.press_ctrl("s")
        await page.wait_for("Spin")
        before = await page.text()
        await page.press("space")
        deadline = time.monotonic() + WAIT
        while await page.text() == before and time.monotonic() < deadline:
            await asyncio.sleep(0.25)
        assert await page.text() != before
        saves = list((home / "saves").glob("round-the-world-*.json"))
        assert saves, "the browser's game was not saved in the data folder"
        assert json.loads(saves[0].read_text())["actions"]


def test_the_page_links_nothing_on_another_machine():
    from textual_serve.server import Server

    from parlorgames.serve import PAGE, local_page

    template = (Path(Server("true").templates_path) / PAGE).read_text()
    page = local_page(template)
    assert OUTSIDE.findall(page) == ["http://www.w3.org/2000/svg"], "only the SVG namespace's name, never fetched"
    assert '"/static/fonts/RobotoMono-VariableFont_wght.ttf"' in page and '"/static/js/textual.js"' in page
    assert "config.static.url" not in page and "${location.host}/ws" in page, "found at whatever host served it"


@pytest.mark.parametrize("served", [True], ids=["shared"], indirect=True)
def test_the_served_page_loads_nothing_from_another_machine(served):
    url, _ = served
    with urllib.request.urlopen(url, timeout=WAIT) as answer:
        page = answer.read().decode()
    assert '"/static/js/textual.js"' in page
    assert [found for found in OUTSIDE.findall(page) if "w3.org/2000/svg" not in found] == []


@pytest.fixture
def shared_table(served):
    """A Zig Zaggle table at which Ann starts (seed 5), in the served data folder: Ann's and Bob's codes."""
    url, home = served
    store = SharedStore(home / "tables.sqlite3")
    opened = store.open_table("zig-zaggle", find("zig-zaggle").default_variant, 5, [SeatRow("Ann"), SeatRow("Bob")])
    store.close()
    return url, opened.codes


class Seat:
    """One player's browser tab at a shared table: every screen read is checked for the other's rack."""

    def __init__(self, page: Page, name: str, other: str) -> None:
        self.page, self.name, self.other = page, name, other
        self.requests: list[str] = []

    async def wait_for(self, pattern: str) -> str:
        deadline = time.monotonic() + WAIT
        while time.monotonic() < deadline:
            text = await self.page.text()
            assert not shows_rack(text, self.other), f"{self.other}'s rack shown to {self.name}:\n{text}"
            if re.search(pattern, text):
                return text
            await asyncio.sleep(0.1)
        raise AssertionError(f"{pattern!r} never showed to {self.name}:\n{await self.page.text()}")


@needs_chromium
@pytest.mark.parametrize("served", [True], ids=["shared"], indirect=True)
async def test_two_tabs_play_one_shared_table_each_seeing_its_own_rack(shared_table, browser):
    url, codes = shared_table
    async with aiohttp.ClientSession() as session:
        ann = Seat(await open_page(browser, url, session, network=True), "Ann", "Bob")
        by_name = url.replace("127.0.0.1", "localhost")
        bob = Seat(await open_page(browser, by_name, session, new=True, network=True), "Bob", "Ann")
        for seat in (ann, bob):
            await seat.wait_for("Join a shared table")
            await seat.page.type(codes[seat.name])
            await seat.wait_for(re.escape(codes[seat.name]))
            await seat.page.press("enter")
        await ann.wait_for("Ann's rack")
        await bob.wait_for("Bob's rack")
        for mover, other in ((ann, bob), (bob, ann), (ann, bob)):
            await mover.wait_for(f"to play: {mover.name}")
            await mover.page.press("f3")
            await other.wait_for(f"{mover.name} passes")
            await other.wait_for(f"to play: {other.name}")
    for seat in (ann, bob):
        assert seat.page.fetched and not [found for found in seat.page.fetched if OUTSIDE.match(found)]
    assert any(found.startswith("ws://") for found in bob.page.fetched)
    came_from = urlsplit(by_name).netloc
    assert {urlsplit(found).netloc for found in bob.page.fetched} == {came_from}, "all from the host it came from"
