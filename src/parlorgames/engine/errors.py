"""The one family of errors a refused move raises: each names the rule it enforces."""

from __future__ import annotations


class IllegalAction(ValueError):
    """A move the rules refuse. `rule` is the RULES.md id, e.g. ``RTW-T5``."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        self.message = message
        super().__init__(f"{rule}: {message}")


class NotYourTurn(IllegalAction):
    """The action is for a seat or a moment that is not the current one."""


class GameOver(IllegalAction):
    """No action is legal once the game has ended."""
