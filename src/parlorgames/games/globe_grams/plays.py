"""Names: checking a name against the player's letters (GG-T2, T6, N1–N4), captures (GG-X1), and
every name the player could form now, straight from the gazetteer. Nothing here changes a state."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...engine.errors import ActionError, IllegalAction
from ...engine.tiles import Bag
from ...engine.wording import counted
from .actions import Captured, Name
from .gazetteer import normalise
from .seating import team_of
from .spec import BLANK, GGSpec, lettered, letters_of
from .state import GGState, Placed, Play

_NO_CAPTURES = "this table plays without captures (options.captures)"


def check_play(
    spec: GGSpec, state: GGState, text: str, target: tuple[int, int] | None = None, special: bool = False
) -> Play:
    """Work out a name against the state, or raise `IllegalAction` saying why it cannot be formed."""
    result = try_play(spec, state, text, target, special)
    if isinstance(result, IllegalAction):
        raise result
    return result


def try_play(
    spec: GGSpec, state: GGState, text: str, target: tuple[int, int] | None, special: bool
) -> Play | IllegalAction:
    """The play, or the refusal (returned, not raised: `plays` tries thousands of names)."""
    verdict = spec.gazetteer.verdict(text, spec.names_floor)
    if not verdict.valid:
        return IllegalAction(verdict.rule or "GG-N1", verdict.reason)
    if target is not None and special:
        return IllegalAction("GG-N4", "a name is formed either with the special letters or by a capture, not both")
    name = verdict.name
    letters = letters_of(name)
    base = _base(spec, state, name, target, special)
    if isinstance(base, IllegalAction):
        return base
    filled = _fill(spec, state, name, Bag.of(letters).take(base.letters), base.wild)
    if isinstance(filled, IllegalAction):
        return filled
    own, short, wild = filled
    tiles = tuple(sorted((*base.tiles, *own, *([BLANK] * len(short)))))
    value = spec.tile_value(tiles) * spec.name_multiplier(len(letters), verdict.words, special)
    return Play(name, verdict.words, own, len(short), wild, tiles, value, target, special, verdict.reason)


def _base(
    spec: GGSpec, state: GGState, name: str, target: tuple[int, int] | None, special: bool
) -> Placed | IllegalAction:
    """What the name is built on: a captured name, the special letters, or nothing."""
    if target is not None:
        return _capture_base(spec, state, target, name)
    if special:
        return _special_base(spec, state, name)
    return Placed("", (), (), 0)


def _capture_base(spec: GGSpec, state: GGState, target: tuple[int, int], name: str) -> Placed | IllegalAction:
    """GG-X1: the name captured, when `name` uses every one of its letters and adds some."""
    if not spec.captures:
        return IllegalAction("GG-V5", _NO_CAPTURES)
    owner, index = target
    if not (0 <= owner < len(state.names)) or not (0 <= index < len(state.placed[owner])):
        return IllegalAction("GG-X1", "there is no such name in front of that player")
    if team_of(state, owner) == team_of(state, state.turn):
        return IllegalAction("GG-X1", "a name is captured from another player, not from yourself or your partner")
    placed = state.placed[owner][index]
    lacks = Bag.of(letters_of(name)).missing(placed.letters)
    if lacks:
        return IllegalAction(
            "GG-X1", f"{name} does not use every letter of {placed.text} (it lacks {', '.join(lacks)})"
        )
    if len(letters_of(name)) == len(placed.letters):
        return IllegalAction("GG-X1", f"to capture {placed.text} you must add letters of your own to it")
    return placed


def _special_base(spec: GGSpec, state: GGState, name: str) -> Placed | IllegalAction:
    """GG-N4: the special letters as a base, when `name` uses all three and adds some."""
    if spec.version == "pool" or not spec.special_count:
        return IllegalAction("GG-N4", "there are no special letters in this game")
    if len(state.specials) < spec.special_count:
        return IllegalAction("GG-N4", "the special letters have not been turned up")
    lacks = Bag.of(letters_of(name)).missing(state.specials)
    if lacks:
        return IllegalAction(
            "GG-N4",
            f"{name} must use all three special letters {' '.join(state.specials)} (it lacks {', '.join(lacks)})",
        )
    if len(letters_of(name)) == len(state.specials):
        return IllegalAction("GG-N4", "add letters of your own to the special letters")
    return Placed("".join(state.specials), state.specials, (), 0)


def _fill(
    spec: GGSpec, state: GGState, name: str, want: Bag, base_wild: tuple[str, ...]
) -> tuple[tuple[str, ...], list[str], tuple[str, ...]] | IllegalAction:
    """(own tiles, letters blanks stand in for, every wild letter of the name) for the letters the
    player must supply; refused when his letters and blanks fall short (GG-T2) or too wild (GG-T6)."""
    have = supply(spec, state, state.turn)
    short = Bag.of(lettered(have)).missing(want)
    blanks_held = have.counts()[BLANK]
    if len(short) > blanks_held:
        where = "the pool" if spec.version == "pool" else "your letters"
        extra = f" and only {counted(blanks_held, 'blank')}" if blanks_held else ""
        return IllegalAction("GG-T2", f"{name}: {where} lack {', '.join(short)}{extra}")
    wild = tuple(sorted((*base_wild, *short)))
    if len(wild) > spec.wild_per_name:
        return IllegalAction(
            "GG-T6", f"{name} would need {len(wild)} wild letters; at most {spec.wild_per_name} in one name"
        )
    return want.take(short).tiles, short, wild


def supply(spec: GGSpec, state: GGState, seat: int) -> Bag:
    """The letters a seat forms names from: its rack, or the shared pool in the second version."""
    return state.pool if spec.version == "pool" else state.racks[seat]


def play_of(spec: GGSpec, state: GGState, action: Name) -> Play:
    """The play a `name` action makes: its name worked out in the way it says (from one's letters,
    a capture or the special letters), or `IllegalAction` saying why it cannot be formed."""
    return check_play(spec, state, action["name"], target_of(spec, state, action), bool(action.get("special")))


def target_of(spec: GGSpec, state: GGState, action: Name) -> tuple[int, int] | None:
    """The (seat, index) of the name an action captures, or None when it captures nothing."""
    capture = action.get("capture")
    if capture is None:
        return None
    if not spec.captures:
        raise IllegalAction("GG-V5", _NO_CAPTURES)
    seat = capture["seat"]
    if not 0 <= seat < len(state.names):
        raise IllegalAction("GG-X1", f"there is no player {seat}")
    wanted = normalise(capture["name"])
    for index, placed in enumerate(state.placed[seat]):
        if placed.text == wanted:
            return seat, index
    raise IllegalAction("GG-X1", f"{state.names[seat]} has no name {wanted} in front of him")


def targets(state: GGState, seat: int) -> list[tuple[tuple[int, int], Placed]]:
    """GG-X1: the names another player (not a partner) has in front of him; in the pool too (GG-V5)."""
    team = team_of(state, seat)
    return [
        ((other, i), placed)
        for other in range(len(state.names))
        if team_of(state, other) != team
        for i, placed in enumerate(state.placed[other])
    ]


def plays(spec: GGSpec, state: GGState) -> list[Play]:
    """Every name the player to move could form now, straight from the gazetteer."""
    gazetteer, floor = spec.gazetteer, spec.names_floor
    have = supply(spec, state, state.turn)
    real = "".join(lettered(have))
    blanks = min(have.counts()[BLANK], spec.wild_per_name)
    found = _plays_of(spec, state, gazetteer.names_by_letters(real, wild=blanks, floor=floor), None, False)
    for target, placed in targets(state, state.turn) if spec.captures else ():
        spare = max(0, min(blanks, spec.wild_per_name - placed.tiles.count(BLANK)))
        texts = gazetteer.names_by_letters(
            real, required=placed.letters, wild=spare, min_letters=len(placed.letters) + 1, floor=floor
        )
        found += _plays_of(spec, state, texts, target, False)
    if len(state.specials) == spec.special_count and spec.special_count:
        specials = "".join(state.specials)
        texts = gazetteer.names_by_letters(
            real, required=specials, wild=blanks, min_letters=len(specials) + 1, floor=floor
        )
        found += _plays_of(spec, state, texts, None, True)
    return found


def _plays_of(
    spec: GGSpec, state: GGState, texts: Iterable[str], target: tuple[int, int] | None, special: bool
) -> list[Play]:
    tried = (try_play(spec, state, text, target, special) for text in texts)
    return [play for play in tried if isinstance(play, Play)]


def ways_to_form(spec: GGSpec, state: GGState) -> list[tuple[str, dict[str, Any]]]:
    """How the player to move may form a name, each with the fields it adds to the action: from
    his letters (or the pool), with the special letters (GG-N4), or capturing a name (GG-X1, GG-V5)."""
    ways: list[tuple[str, dict[str, Any]]] = [("From your letters" if spec.version == "racks" else "From the pool", {})]
    if spec.special_count and len(state.specials) == spec.special_count:
        ways.append((f"With the special letters {' '.join(state.specials)} (×3, GG-N4)", {"special": True}))
    if spec.captures:
        for (owner, _), placed in targets(state, state.turn):
            ways.append(
                (
                    f"Capture {placed.text} from {state.names[owner]} (GG-X1)",
                    {"capture": {"seat": owner, "name": placed.text}},
                )
            )
    return ways


def named(name: str, way: dict[str, Any]) -> Name:
    """The action forming `name` in `way` (the fields `ways_to_form` gives it: a capture, the special letters)."""
    action = Name(type="name", name=name)
    if "capture" in way:
        action["capture"] = Captured(seat=way["capture"]["seat"], name=way["capture"]["name"])
    if "special" in way:
        action["special"] = way["special"]
    return action


def work_out(spec: GGSpec, state: GGState, name: str, way: dict[str, Any]) -> Play | ActionError:
    """The name formed in `way` against the state, or why it cannot be (a gazetteer lookup: a face runs it
    off its event loop while the name is typed)."""
    try:
        return play_of(spec, state, named(name, way))
    except ActionError as err:
        return err


def first_way(
    spec: GGSpec, state: GGState, name: str, ways: list[tuple[str, dict[str, Any]]]
) -> tuple[int, Play | ActionError]:
    """The first of `ways` in which `name` can be formed, and its play; where none can, the first way and
    why not (a name box starts there, so a name that only a capture forms is not shown refused)."""
    first: tuple[int, Play | ActionError] | None = None
    for index, (_, way) in enumerate(ways):
        play = work_out(spec, state, name, way)
        if isinstance(play, Play):
            return index, play
        first = first or (index, play)
    assert first is not None, "a name may always be formed from one's letters or the pool"
    return first


def action_for(state: GGState, play: Play) -> Name:
    action = Name(type="name", name=play.text)
    if play.target is not None:
        seat, index = play.target
        action["capture"] = Captured(seat=seat, name=state.placed[seat][index].text)
    if play.special:
        action["special"] = True
    return action
