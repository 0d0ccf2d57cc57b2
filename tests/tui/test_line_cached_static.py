"""A table panel that keeps each line's strips: it paints exactly what a Static paints, renders again only
the lines that changed, and paints nothing for an update that changes nothing."""

from __future__ import annotations

from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from parlorgames.tui.widgets import rows
from parlorgames.tui.widgets.rows import LineCachedStatic

WIDTH = 12


def board(marks: str) -> Text:
    """Three styled lines, the last wider than the panel so that it wraps."""
    text = Text()
    for i, mark in enumerate(marks):
        text.append(f"{mark}{i} ", style="bold white on #1f4d1f")
        text.append("·· ", style="grey62 on #5a1a1a")
        text.append("\n")
    text.append("rows 1–3 of 19 (follows the cursor)", style="grey50")
    return text


class Panels(App[None]):
    CSS = f"Static {{ width: {WIDTH}; padding: 0 1; }}"

    def compose(self) -> ComposeResult:
        yield Static(id="plain")
        yield LineCachedStatic(id="kept")


def painted(widget: Static) -> list[list[tuple[str, object]]]:
    return [[(segment.text, segment.style) for segment in widget.render_line(y)] for y in range(widget.size.height)]


async def test_paints_what_a_static_paints():
    app = Panels()
    async with app.run_test(size=(40, 20)) as pilot:
        for marks in ("abc", "abx", "zbx"):
            app.query_one("#plain", Static).update(board(marks))
            app.query_one("#kept", LineCachedStatic).update(board(marks))
            await pilot.pause()
            plain, kept = app.query_one("#plain", Static), app.query_one("#kept", LineCachedStatic)
            assert kept.size == plain.size
            assert painted(kept) == painted(plain)


async def test_renders_only_the_lines_that_changed(monkeypatch):
    app = Panels()
    async with app.run_test(size=(40, 20)) as pilot:
        kept = app.query_one("#kept", LineCachedStatic)
        kept.update(board("abc"))
        await pilot.pause()
        rendered = []
        visualize = rows.visualize
        monkeypatch.setattr(
            rows, "visualize", lambda widget, line: rendered.append(line.plain.lstrip("\n")) or visualize(widget, line)
        )
        kept.update(board("abx"))
        painted(kept)
        assert rendered == ["x2 ·· "]
        rendered.clear()
        kept.update(board("abx"))
        assert kept._shown is not None, "an update that changes nothing leaves the painted lines as they are"
        painted(kept)
        assert rendered == []


async def test_a_second_change_of_height_before_the_first_is_laid_out_is_laid_out_too():
    """A panel whose text grows twice in a row, with the screen laid out (for some other widget) between the
    two: Textual keeps a widget's measured size until it is told of a new layout, and told it only once
    while one is pending, so the second text was shown in the first one's height (Skip-A-Cross's players'
    mats, now and then short after a hand-over, until the window was resized)."""
    app = Panels()
    async with app.run_test(size=(40, 20)) as pilot:
        kept = app.query_one("#kept", LineCachedStatic)
        kept.update(Text("one line"))
        await pilot.pause()
        kept.update(Text("\n".join(["two lines"] * 2)))
        app.screen._clear_arrangement_cache()  # as another widget's layout does
        app.screen._refresh_layout()
        kept.update(Text("\n".join(["five lines"] * 5)))
        await pilot.pause()
        assert kept.size.height == 5
