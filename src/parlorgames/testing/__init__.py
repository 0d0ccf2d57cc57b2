"""Tools for testing game kinds, shared by the test suite and bench/: fuzzing any kind with legal and mutated
actions (`fuzzing`), Zig Zaggle's positions and exhaustive searches (`zig_zaggle`), and the words the normal
computers form, against Debian's small dictionaries (`family_words`). An author of a new kind
can fuzz it the same way. Nothing here is used when playing."""
