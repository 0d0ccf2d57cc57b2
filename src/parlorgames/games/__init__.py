"""Every game kind; importing this package registers them all."""

from . import round_the_world  # noqa: F401
from . import mapominoes  # noqa: F401
from . import zig_zaggle  # noqa: F401
from . import skip_a_cross  # noqa: F401
from . import globe_grams  # noqa: F401
