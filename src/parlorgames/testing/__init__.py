"""Tools for testing game kinds, shared by the test suite and bench/: fuzzing any kind with legal and mutated
actions (`fuzzing`), and Zig Zaggle's positions and exhaustive searches (`zig_zaggle`). An author of a new kind
can fuzz it the same way. Nothing here is used when playing."""
