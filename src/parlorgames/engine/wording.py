"""How the table counts things in its messages: "1 letter", "2 letters", never "letter(s)"."""

from __future__ import annotations


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """`count` and `noun`, plural unless there is exactly one (`plural` where adding s is wrong)."""
    return f"{count} {noun if count == 1 else plural or noun + 's'}"


def told_to(said: str, player: str) -> str:
    """A move said of `player` ("Ann chooses letters", "Ann cannot go and draws a card") said to them
    instead ("choose letters", "cannot go and draw a card"): a lesson asks the learner for it. A move
    of anyone else is returned as it was."""
    if not said.startswith(player + " "):
        return said
    words = said.removeprefix(player + " ").split(" ")
    for at, word in enumerate(words):
        if at == 0 or words[at - 1] == "and":
            words[at] = _base_form(word)
    return " ".join(words)


def _base_form(verb: str) -> str:
    """The plain form of a verb said of one person: passes → pass, flies → fly, forms → form, has → have."""
    if verb == "has":
        return "have"
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes", "oes")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb
