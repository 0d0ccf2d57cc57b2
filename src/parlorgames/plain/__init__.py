"""The plain face: the games played in lines of text, for screen readers and braille displays (docs/plain.md).

A third face on the `Table`, beside the Textual screen and the Python API; it imports neither Textual nor Rich."""
