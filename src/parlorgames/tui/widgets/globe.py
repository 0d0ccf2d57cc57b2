"""The Globe-Grams globe: the Earth seen from a little above the equator, its continents drawn from the land
mask with quadrant blocks (four dots a cell), lit from the upper left, and the horizon ring of sections
round it in perspective, with the pointer over the section at the front (drawn by `drawing.globe_grams`).

The globe and its ring turn together under the pointer: a ring section is a tenth of the way round, so each
section brings its own side of the Earth to the front. A spin turns them more than once round and eases to a
stop on the section spun. The picture is cheap to redraw: where each dot lies on the Earth is worked out once
per size (a turn only adds to the longitudes), and each picture of a settled globe is kept.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from textual.strip import Strip
from textual.widget import Widget

from ..drawing.globe_grams import GlobePalette, Ring, Shape, caption_line, globe_caption, globe_picture
from .spin import SPIN_FRAMES

KEPT_PICTURES = 48


class GlobeSpinner(Widget):
    """The globe and its horizon ring: it turns while spinning and stops with the pointer on a section
    (the value of a spin is the section's place on the ring). The caption under it says where it stopped."""

    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "globe--land",
        "globe--land-shade",
        "globe--sea",
        "globe--sea-shade",
        "globe--ice",
        "globe--ring",
        "globe--ring-alt",
        "globe--ring-here",
        "globe--pointer",
        "globe--caption",
        "globe--spinning",
    }

    def __init__(
        self,
        labels: Sequence[tuple[str, str]],
        *,
        landing: Callable[[], int | None] = lambda: None,
        id: str | None = None,
    ) -> None:
        """`labels`: each ring section's label in full and short; `landing`: the section the spin under way
        stops on, once the game knows it (the spin turns towards it)."""
        super().__init__(id=id)
        self.labels = tuple(labels)
        self.landing = landing
        self.section: int | None = None
        self.frame = -1
        self.position = 0.0
        """Where the ring stands under the pointer, in sections (fractions while it turns)."""
        self.spin_from = 0.0
        self.spin_by = 0.0
        self.prompt = ""
        """What the caption says when the globe stands still with no section to name (whose spin it is)."""
        self._pictures: dict[tuple[float, bool, bool], list[Strip]] = {}
        self._shown: tuple[tuple[float, bool, bool], list[Strip]] | None = None

    # --- turning ----------------------------------------------------------------------------------

    def settle(self, value: int | None) -> None:
        self.section, self.frame = value, -1
        if value is not None:
            self.position = float(value)
        self.refresh()

    def wobble(self, frame: int) -> None:
        """One animation frame: the globe and ring turn, fast at first, slowing onto the section spun."""
        sections = len(self.labels)
        if frame == 0 or self.frame < 0:
            self.spin_from = self.position
            target = self.landing()
            ahead = (target - self.position) % sections if target is not None else sections / 3
            self.spin_by = sections + ahead
        self.frame = frame
        done = min(1.0, (frame + 1) / SPIN_FRAMES)
        self.position = self.spin_from + self.spin_by * (1 - (1 - done) ** 3)
        self.refresh()

    def show(self, section: int | None, prompt: str = "") -> None:
        """Stand on `section` (unless a spin is turning); `prompt` is the caption when there is none."""
        if prompt != self.prompt:
            self.prompt = prompt
            self.refresh()
        if self.frame < 0 and section != self.section:
            self.settle(section)

    @property
    def spinning(self) -> bool:
        return self.frame >= 0

    @property
    def caption(self) -> str:
        return globe_caption(self.labels, self.section, self.spinning, self.prompt)

    # --- drawing ----------------------------------------------------------------------------------

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._pictures.clear()
        self._shown = None

    def on_resize(self) -> None:
        self._pictures.clear()
        self._shown = None

    def palette(self) -> GlobePalette:
        style = self.get_component_rich_style
        return GlobePalette(
            self.rich_style,
            *(
                style(f"globe--{name}")
                for name in (
                    "land",
                    "land-shade",
                    "sea",
                    "sea-shade",
                    "ice",
                    "ring",
                    "ring-alt",
                    "ring-here",
                    "pointer",
                    "caption",
                    "spinning",
                )
            ),
        )

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if y == self.size.height - 1:
            return Strip([caption_line(self.caption, width, self.palette(), self.spinning)], width)
        picture = self.picture()
        return picture[y] if y < len(picture) else Strip.blank(width, self.rich_style)

    def picture(self) -> list[Strip]:
        """The globe and ring at the ring's position now: the picture last drawn while it stays the same,
        and each picture of the globe standing still kept (one per section, at most)."""
        key = (round(self.position * 8) / 8, self.spinning, self.section is None)
        if self._shown is not None and self._shown[0] == key:
            return self._shown[1]
        picture = self._pictures.get(key)
        if picture is None:
            shape = Shape.fit(self.size.width, self.size.height)
            ring = Ring(self.labels, self.position, not self.spinning and self.section is not None)
            picture = [Strip(line, shape.width) for line in globe_picture(shape, self.palette(), ring)]
            if not self.spinning:
                if len(self._pictures) >= KEPT_PICTURES:
                    self._pictures.clear()
                self._pictures[key] = picture
        self._shown = (key, picture)
        return picture
