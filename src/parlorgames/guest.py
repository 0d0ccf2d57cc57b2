"""A guest's seat, as `parlorgames serve --ssh` starts it in the pseudo-terminal of the guest's session: the
join code comes in the environment (other accounts on the host can read a command line, not an environment)
and is taken out of it before the seat's app starts."""

from __future__ import annotations

import os
import sys

CODE_ENV = "PARLORGAMES_SEAT_CODE"


def main() -> int:
    from .cli import main as command_line

    return command_line(["join", os.environ.pop(CODE_ENV, "")])


if __name__ == "__main__":
    sys.exit(main())
