"""The lesson over the table in a guided first game: which step, the rule it teaches (by id and title), the
lesson's words and what it asks of the learner now. It draws what the `LessonTable` says; it decides nothing."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from ...learn import LessonTable, rule_title

KEYS = "F6 show me · F7 skip · F8 start again · ctrl+q leave"


class LessonPanel(Static):
    """A few lines between the board and the table's log, in the lesson's own colours."""

    DEFAULT_CSS = """
    LessonPanel {
        height: auto;
        max-height: 7;
        padding: 0 1;
        background: $boost;
        border-top: hkey $accent;
    }
    LessonPanel > .lesson-panel--head {
        color: $accent;
        text-style: bold;
    }
    LessonPanel > .lesson-panel--asks {
        color: $success;
        text-style: bold;
    }
    LessonPanel > .lesson-panel--keys {
        color: $text-muted;
    }
    """
    COMPONENT_CLASSES = {"lesson-panel--head", "lesson-panel--asks", "lesson-panel--keys"}

    def show(self, table: LessonTable, finished: str = "") -> None:
        """The step the learner is on; once the script is done, that the lesson is over (and how the game
        came out, `finished`, if it is over too)."""
        head = self.get_component_rich_style("lesson-panel--head", partial=True)
        asks = self.get_component_rich_style("lesson-panel--asks", partial=True)
        keys = self.get_component_rich_style("lesson-panel--keys", partial=True)
        script, number = table.script, table.step_number
        opponent = script.seats[1].name
        if number is None:
            text = Text("✓ Lesson over", style=head)
            text.append(f": {finished}" if finished else f" — play on against {opponent}, unsaved.")
            text.append(f"\n{KEYS}", style=keys)
            self.update(text)
            return
        step = script.steps[number]
        title = rule_title(script.ruleset.kind, step.rule)
        text = Text(f"Lesson {number + 1} of {len(script.steps)} · {step.rule}", style=head)
        text.append(f" {title}" if title else "", style=head)
        text.append(f"\n{step.lesson}\n")
        if table.waiting_on_learner:
            text.append(f"▶ {table.asks()}", style=asks)
        else:
            text.append(f"… {opponent} replies", style=asks)
        text.append(f"   {KEYS}", style=keys)
        self.update(text)
