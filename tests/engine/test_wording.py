"""The table counts in words: "1 letter", "2 letters", never "letter(s)"."""

from parlorgames.engine.wording import counted


def test_one_is_singular_and_every_other_count_plural():
    assert counted(1, "letter") == "1 letter"
    assert counted(2, "letter") == "2 letters" and counted(0, "captain") == "0 captains"
    assert counted(3, "ox", "oxen") == "3 oxen" and counted(1, "ox", "oxen") == "1 ox"
