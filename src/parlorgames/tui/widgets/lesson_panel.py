"""The lesson under the board in a guided first game: which step, the rule it teaches (by id and title), the
lesson's words, what it asks of the learner now (or why the last move was refused) and the game's newest
event. It stands where the table's log stands in a game, so the board keeps its room at 80×24. It draws what
the `LessonTable` says; it decides nothing."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from ...learn import LessonTable, rule_title


class LessonPanel(Static):
    """A few lines between the board and the footer, in the lesson's own colours (screens/game.tcss)."""

    COMPONENT_CLASSES = {"lesson-panel--head", "lesson-panel--asks", "lesson-panel--refused", "lesson-panel--event"}

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.refused = ""
        """Why the learner's last move was refused, shown until the game changes ('' for none)."""
        self.told = ""
        """How to make the lesson's move, told by F6 for a move the game takes with a key of its own."""

    def style_of(self, part: str) -> Any:
        return self.get_component_rich_style(f"lesson-panel--{part}", partial=True)

    def show(self, table: LessonTable, seen: Any, finished: str = "", events: bool = True) -> None:
        """The step the learner is on; once the script is done, that the lesson is over (and how the game
        came out, `finished`, if it is over too). `events`: the game's newest event too, where there is room."""
        script, number = table.script, table.step_number
        opponent = script.seats[1].name
        text = Text()
        if number is None:
            text.append(f"✓ {script.title}: done", style=self.style_of("head"))
            text.append(f". {finished}" if finished else f". Play on against {opponent} (unsaved), or F8: again")
        else:
            step = script.steps[number]
            title = rule_title(script.ruleset.kind, step.rule)
            head = f"Lesson {number + 1} of {len(script.steps)} · {step.rule}" + (f" {title}" if title else "")
            text.append(head, style=self.style_of("head"))
            text.append(f"\n{step.lesson}")
            if self.refused:
                text.append(f"\n✗ {self.refused}", style=self.style_of("refused"))
            elif self.told:
                text.append(f"\n▶ {self.told}", style=self.style_of("asks"))
            elif table.waiting_on_learner:
                text.append(f"\n▶ {table.asks()}", style=self.style_of("asks"))
            else:
                text.append(f"\n… {opponent} replies", style=self.style_of("asks"))
        newest = getattr(seen, "events", ())[-1:]
        if events and newest:
            text.append(f"\n{newest[0]}", style=self.style_of("event"))
        self.update(text)
