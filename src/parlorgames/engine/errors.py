"""The errors the program means to show a user (`ParlorError`), and among them the one family `apply` raises:
a move that is not well formed, or one the rules refuse.

python-chess separates an invalid move (it cannot be read) from an illegal one (it can be read, but the
rules refuse it); so do we. Both name what they enforce, so every refusal can be explained.
"""

from __future__ import annotations


class ParlorError(Exception):
    """Every error the program means to show a user: their mistake, or their file's, said in one line (the
    command line prints it, the app shows it) and never a traceback. Anything else that escapes is a bug, and
    is reported as one (`parlorgames.bugs`). An error that was a ValueError or a LookupError before this base
    existed keeps that base beside it, so the code that catches it is unchanged."""


class RequestRefused(ParlorError, ValueError):
    """Something asked for that cannot be done as asked: a list of seats, a port, a table setting, a look-up
    in a game without a dictionary. The message says why."""


class ActionError(ParlorError, ValueError):
    """Anything `apply` refuses. `rule` is a rule id of docs/rules (``RTW-T5``), or ``action`` for a malformed one.
    Its text names the rule once: before the message, unless the message already names it, as the
    gazetteer's reasons do ("LAKE is a bare geographical word, not a name (GG-N1)")."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        self.message = message
        named = f"({rule})" in message or f"({rule}:" in message
        super().__init__(message if named else f"{rule}: {message}")


class IllegalAction(ActionError):
    """A well-formed move the rules refuse."""


class MalformedAction(ActionError):
    """An action that cannot be read: not a mapping, an unknown type, a missing field or a field of the wrong type."""

    def __init__(self, message: str) -> None:
        super().__init__("action", message)


class NotYourTurn(IllegalAction):
    """The action is for a seat or a moment that is not the current one."""


class GameOver(IllegalAction):
    """No action is legal once the game has ended."""
