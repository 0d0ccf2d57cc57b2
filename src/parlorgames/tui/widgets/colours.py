"""Seat colours, names and the few text styles drawn into rich Text, all from the theme: every seat also has
its number, so nothing depends on colour alone, and a computer's seat shows its level wherever the seats
are listed.

Rich Text cannot name a theme variable, so the app hands each theme's variables to `use_theme` (it adds
the seats' own, `$seat-1` … `$seat-6` and `$seat-1-text` …, for style sheets) and these functions read
the colours from there. Before an app has chosen a theme they follow Textual's default one."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from rich.style import Style
from rich.text import Text
from textual.color import Color, ColorParseError
from textual.theme import BUILTIN_THEMES, Theme

from ..drawing.seats import SeatStyles
from ..drawing.seats import seat_name as drawn_seat_name

if TYPE_CHECKING:
    from ...engine.session import Seat

SEAT_VARIABLES = ("error", "primary", "success", "warning", "secondary", "accent")
"""The theme colours the seats take in turn (red, blue, green, gold … in most themes)."""
SEATS = len(SEAT_VARIABLES)
CLOSEST = 0.18
"""Two seats' colours nearer than this (in RGB, 0–1 a channel) are told apart by changing the later one."""
DEFAULT_THEME = "textual-dark"
HIGH_CONTRAST = Theme(
    name="parlour-high-contrast",
    primary="#FFD700",
    secondary="#00E5FF",
    accent="#FF80FF",
    warning="#FFB000",
    error="#FF6B6B",
    success="#7CFC00",
    foreground="#FFFFFF",
    background="#000000",
    surface="#0A0A0A",
    panel="#1A1A1A",
    dark=True,
    variables={
        "text-muted": "#E0E0E0",
        "text-disabled": "#A8A8A8",
        "footer-key-foreground": "#FFD700",
        "globe-sea": "#1F5FFF",
        "globe-sea-shade": "#0B3AAE",
    },
)
"""Bright colours on black: every text colour the theme gives reads at 4.5:1 or better (WCAG AA) on its
backgrounds, and each seat's text on its seat's colour (tests/tui/test_high_contrast.py computes it)."""

_styles: dict[str, str] = {}


def _parse(value: str) -> Color | None:
    try:
        return Color.parse(value)
    except ColorParseError:
        return None


def _distance(a: Color, b: Color) -> float:
    return sum((x - y) ** 2 for x, y in zip(a.normalized, b.normalized, strict=True)) ** 0.5 / 3**0.5


def _apart(colour: Color, taken: list[Color]) -> Color:
    """`colour` if no taken colour is close; else the nearest change of it that is: its hue turned a twelfth
    at a time, then its lightness moved too (the farthest from the taken ones if none is far enough)."""
    if colour.ansi is not None or not taken:
        return colour
    hue, saturation, lightness = colour.hsl
    candidates = [colour] + [
        Color.from_hsl((hue + turn / 12) % 1.0, max(saturation, 0.45), min(max(lightness + shift, 0.2), 0.8))
        for shift in (0.0, -0.2, 0.2, -0.35)
        for turn in range(1, 12)
    ]
    for candidate in candidates:
        if all(_distance(candidate, other) >= CLOSEST for other in taken):
            return candidate
    return max(candidates, key=lambda candidate: min(_distance(candidate, other) for other in taken))


def seat_variables(variables: Mapping[str, str]) -> dict[str, str]:
    """The seats' CSS variables from a theme's: `seat-N` (the ground) and `seat-N-text` (the figures on it),
    each seat's ground told apart from the seats before it."""
    taken: list[Color] = []
    out: dict[str, str] = {}
    for seat, name in enumerate(SEAT_VARIABLES, start=1):
        ground = _apart(_parse(variables.get(name, "")) or Color(128, 128, 128), taken)
        taken.append(ground)
        text = ground.get_contrast_text(1.0)
        out[f"seat-{seat}"] = ground.css if ground.ansi is None else variables[name]
        out[f"seat-{seat}-text"] = text.css
    return out


GLOBE_SEAS = {"globe-sea": "primary-darken-1", "globe-sea-shade": "primary-darken-3"}
"""The globe's seas, in the theme's primary colour (a blue in most themes) unless the theme names its own (the
high-contrast theme's primary is gold)."""


def globe_variables(variables: Mapping[str, str]) -> dict[str, str]:
    """The globe's CSS variables from a theme's: its own where it gives them, else from its primary colour."""
    return {name: variables.get(name) or variables[source] for name, source in GLOBE_SEAS.items()}


def use_theme(variables: Mapping[str, str]) -> None:
    """Take the styles drawn into rich Text from a theme's CSS variables (the seats' ones included)."""
    _styles.clear()
    for seat in range(SEATS):
        ground, text = _parse(variables[f"seat-{seat + 1}"]), _parse(variables[f"seat-{seat + 1}-text"])
        style = Style(bold=True, color=text.rich_color if text else None, bgcolor=ground.rich_color if ground else None)
        _styles[f"seat-{seat}"] = str(style)
    foreground = _parse(variables.get("foreground", ""))
    ground = _parse(variables.get("surface", "")) or _parse(variables.get("background", ""))
    if foreground is None or ground is None or foreground.ansi is not None or ground.ansi is not None:
        _styles["muted"] = "dim"
    else:
        _styles["muted"] = foreground.blend(ground, 0.4).hex
    for name in ("error", "warning", "success"):
        colour = _parse(variables.get(f"text-{name}", ""))
        _styles[name] = str(Style(color=colour.rich_color)) if colour else "bold"


def _style(name: str) -> str:
    if not _styles:
        variables = BUILTIN_THEMES[DEFAULT_THEME].to_color_system().generate()
        use_theme({**variables, **seat_variables(variables)})
    return _styles[name]


def seat_style(seat: int) -> str:
    """A seat's badge: its figures on its colour."""
    return _style(f"seat-{seat % SEATS}")


def muted_style() -> str:
    """Text that stands back (a level, a count, a hint of what a key does)."""
    return _style("muted")


def error_style() -> str:
    return _style("error")


def warning_style() -> str:
    return _style("warning")


def success_style() -> str:
    return _style("success")


def seat_name(seat: Seat, width: int, style: str = "") -> Text:
    """The seat's name in `width` cells, a computer's level beside it in the theme's muted style."""
    return drawn_seat_name(seat, width, style, muted_style())


def seat_styles() -> SeatStyles:
    """The seats' badges and the muted style of the theme in use, for the drawing functions."""
    return SeatStyles(tuple(Style.parse(seat_style(seat)) for seat in range(SEATS)), Style.parse(muted_style()))
