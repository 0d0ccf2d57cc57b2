"""The built-in game kinds, one rules module each; each module's `KIND` is registered through the
`parlorgames.kinds` entry-point group (see `engine.kinds`)."""
