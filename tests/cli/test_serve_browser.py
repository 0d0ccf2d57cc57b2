"""`parlorgames serve` in a real browser: Debian's chromium, headless, driven over the DevTools protocol.

The page's terminal is read from its own xterm.js buffer, keys are typed as a player would, and the
save written by the browser's game lands in the terminal's data folder. Skips where chromium, the
`[web]` extra or aiohttp (which textual-serve brings) is missing: nothing is downloaded at test time.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import shutil
import socket
import subprocess
import sys
import time

import pytest

pytest.importorskip("textual_serve", reason="the [web] extra (textual-serve) is not installed")
aiohttp = pytest.importorskip("aiohttp", reason="aiohttp (brought by textual-serve) is not installed")

CHROMIUM = next(
    (found for name in ("chromium", "chromium-browser", "google-chrome") if (found := shutil.which(name))), None
)
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (.ci/run installs it with apt)")

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
KEYS = {"enter": ("Enter", 13, "\r"), "down": ("ArrowDown", 40, ""), "space": (" ", 32, " ")}
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

    async def send(self, method: str, **params: object) -> dict:
        number = next(self.ids)
        await self.socket.send_json({"id": number, "method": method, "params": params})
        while True:
            message = json.loads((await self.socket.receive(timeout=WAIT)).data)
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


@pytest.fixture
def served(tmp_path):
    """The app served on a free port, with its data folder in tmp_path."""
    port = free_port()
    env = dict(os.environ, PARLORGAMES_HOME=str(tmp_path / "home"))
    server = subprocess.Popen(
        [sys.executable, "-m", "parlorgames", "serve", "--host", "127.0.0.1", "--port", str(port)],
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


async def open_page(devtools_port: int, url: str, session: aiohttp.ClientSession) -> Page:
    async with session.get(f"http://127.0.0.1:{devtools_port}/json/list") as answer:
        target = next(t for t in await answer.json() if t["type"] == "page")
    page = Page(await session.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0))
    await page.send("Page.enable")
    await page.send("Page.addScriptToEvaluateOnNewDocument", source=CATCH_TERMINAL)
    await page.send("Page.navigate", url=url)
    return page


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
