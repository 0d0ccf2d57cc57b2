"""The computer player for Skip-A-Cross: the best steal, else the best new word, else an extension
(normal; `LEVEL_PLANS` for easy, `searched_play` for hard).

A steal is worth most (a word won and a word lost by the leader's rival), then a new word, then an
extension (no new word, but fewer letters left in the centre and a word harder to steal). Among
equals the longest wins (more tiles, SAC-8, and fewer ways to steal it back), and using the drawn
letter beats discarding it face up for the next player (SAC-3). Searches go through the anagram
index, so a decision takes a few milliseconds even with a crowded centre.

Hard (`searched_play`) weighs every play it has (`weighed_plays`): what it gains now, less what
the next player may expect against it over every letter they may draw, and how easy a target each
word on the table stays (`exposure`: to a draw with two letters face up): it grows a word out
of reach when a steal of it is open, forms no word rather than hand a steal over, and prefers the
steal that leaves it the safer word.
Where a new word weighs best by a little, it grows one of its own words instead (`grown_rather`).
A word short of winning, it looks at how each play may end the game, through the reply of the
player who closes the round over every letter they may draw (SAC-8). With four letters or fewer
left in the pool it follows its plays to the end instead (`end_worth`): every order the last
letters may come in, the other seats as normal plays, its own best few plays for two turns
(SAC-7, SAC-8). A search that played the weighed plays out with normal in every seat, against
sampled orders of the pool, won less often than this weighing alone: the draws to come drown the
play tried. All levels answer a table vote as the judge rules (SAC-5).

Every function reads the player's own observation (`SkipACross.observe`): the centre, the words on
the table and the player's own drawn letter; the pool is face down and never looked at.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from functools import cache, lru_cache, partial
from itertools import combinations_with_replacement, compress
from typing import Any, cast

from ..engine.actions import assert_never
from ..engine.kinds import Appraiser, Hint
from ..engine.letters import letters_in, levels
from ..engine.rules import Action
from ..engine.tiles import HIDDEN, Bag
from ..engine.words import AnagramIndex, familiar_index, spoken_index
from ..games.skip_a_cross import SACState, SkipACross
from ..games.skip_a_cross.actions import Draw, Extend, Pass, SACAction, Steal, Verdict, Word, WordWay
from . import MOST_HINTS, awaits_choice

Scored = tuple[tuple[Any, ...], WordWay]
Weighed = tuple[tuple[Any, ...], WordWay | Pass]


def steals(rules: SkipACross, state: SACState, words: AnagramIndex | None = None) -> list[Scored]:
    """Every steal the judge accepts, best first: from the player holding most words, then longest
    (the new words from `words`, by default the table's whole list)."""
    hand, drawn = "".join(rules.available(state)), _drawn(state)
    leader = max(len(held) for seat, held in enumerate(state.words) if seat != state.turn)
    found: list[Scored] = []
    for owner, held in enumerate(state.words):
        if owner == state.turn:
            continue
        for old in sorted(set(held)):
            for new in _grown(words or rules.index, hand, old):
                if _accepted(rules, old, new):
                    key = (len(held) == leader, len(new), _uses(new, old, drawn))
                    found.append((key, Steal(type="steal", victim=owner, old=old, word=new)))
    return _best_first(found)


def new_words(rules: SkipACross, state: SACState, words: AnagramIndex | None = None) -> list[Scored]:
    """The longest words (of `words`, by default the whole list) the centre and the drawn letter allow,
    those using the drawn letter first."""
    drawn = _drawn(state)
    found = _longest_new(words or rules.index, rules.basis, "".join(state.face_up), drawn or "")
    return _best_first([((len(w), _uses(w, "", drawn)), Word(type="word", word=w)) for w in found])


def extensions(rules: SkipACross, state: SACState, words: AnagramIndex | None = None) -> list[Scored]:
    """Every way to grow one of one's own words into one of `words` (by default the whole list), longest first."""
    hand, drawn = "".join(rules.available(state)), _drawn(state)
    found: list[Scored] = []
    for old in sorted(set(state.words[state.turn])):
        for new in _grown(words or rules.index, hand, old):
            found.append(((len(new), _uses(new, old, drawn)), Extend(type="extend", old=old, word=new)))
    return _best_first(found)


@lru_cache(maxsize=8192)
def _grown(index: AnagramIndex, hand: str, old: str) -> tuple[str, ...]:
    """Every word `old` grows into with letters of `hand` (a steal or an extension), kept: the same
    centres and words come back turn after turn, and hard's look at the end asks about them for
    every letter the next player may draw (8192 entries, about 5 MiB)."""
    return tuple(sorted({new.upper() for new in index.within(hand, must_use=old, min_length=len(old) + 1)}))


@lru_cache(maxsize=4096)
def _longest_new(index: AnagramIndex, basis: int, centre: str, drawn: str) -> tuple[str, ...]:
    """The longest words of the centre and the drawn letter, and the longest using the drawn letter."""
    words = set(index.longest_within(centre + drawn, min_length=basis))
    if drawn:
        words |= set(index.longest_within(centre, must_use=drawn, min_length=basis))
    return tuple(sorted(w.upper() for w in words))


def _drawn(state: SACState) -> str | None:
    return state.drawn.upper() if state.drawn else None


def _uses(new: str, old: str, drawn: str | None) -> bool:
    """Whether the letters added to `old` to make `new` take the drawn letter."""
    return drawn is not None and new.upper().count(drawn) > old.upper().count(drawn)


def _best_first(found: list[Scored]) -> list[Scored]:
    """Highest key first; equal keys in a fixed order, so games replay."""
    return sorted(
        found,
        key=lambda item: (
            tuple(-int(k) for k in item[0]),
            item[1]["word"],
            item[1].get("victim", -1),
            item[1].get("old", ""),
        ),
    )


def shortest_words(rules: SkipACross, state: SACState, words: AnagramIndex | None = None) -> list[Scored]:
    """Every new word (of `words`, by default the whole list) the centre and the drawn letter allow,
    shortest first: what the easy player reaches for."""
    found = set((words or rules.index).within(rules.available(state), min_length=rules.basis))
    return _best_first([((-len(w),), Word(type="word", word=w.upper())) for w in found])


def unseen_letters(rules: SkipACross, seen: SACState) -> Counter[str]:
    """The letters the pool still holds, as the seat to move can count them: the tile set less the
    centre, every word on the table and its own drawn letter (SAC-4: all of those lie face up)."""
    visible = Counter("".join(seen.face_up)) + Counter("".join("".join(held) for held in seen.words))
    if seen.drawn and seen.drawn != HIDDEN:
        visible[seen.drawn.upper()] += 1
    return Counter(rules.tiles) - visible


def draw_odds(rules: SkipACross, seen: SACState) -> tuple[tuple[str | None, float], ...]:
    """The next player's draw and its chance: each letter the pool may still hold, or no letter at
    all once the pool is empty (SAC-7)."""
    pool = unseen_letters(rules, seen)
    total = sum(pool.values())
    if not seen.pool or not total:
        return ((None, 1.0),)
    return tuple((letter, count / total) for letter, count in sorted(pool.items()))


STEAL_SWING = 2.0
"""A steal wins a word and takes one from its owner: worth two new words in the race to eight (SAC-8)."""
TILE_WEIGHT = 0.01
"""Tiles break ties between plays of equal worth (SAC-8: the most tiles wins among equals)."""
OWN_EXPOSURE_WEIGHT = 1.6
"""How much a word's standing exposure counts against its owner: over a turn's worth of the next
player's threat. With one face-up letter in the exposure, 2 played best (1.5 and 2.5 worse); with
two, every word is a likelier target, and 1.6 keeps the scale (2, with the rival's weight 1, lost a
point a seed on seeds 10-15)."""
RIVAL_EXPOSURE_WEIGHT = 0.8
"""How much a rival's exposed word counts for the seat: half as much, for the rival moves before the
seat may steal it and may grow it out of reach first."""
PASS_COST = 0.5
"""What forming no word costs beyond what the weighing sees: a turn given away in the race to eight
(SAC-8). Once a word's exposure counted a letter more face up, its words weighed as worse targets and
hard formed none too often: at 0.5 rather than 0.3 it won 59.9% of 23,200 ladder games against normal
(seeds 1-29, 800 each), against 59.4%, better on 18 seeds of 29 (standard error of the gain 0.2).
With two letters face up in the exposure and its weights at 1.6 and 0.8, it wins 60.5%."""
NEW_WORDS_WEIGHED = 30
"""How many of the longest new words hard weighs (a crowded centre spells hundreds)."""


def weighed_plays(rules: SkipACross, seen: SACState) -> list[Weighed]:
    """Every steal, extension and (longest first, up to `NEW_WORDS_WEIGHED`) new word, and forming
    none, each worth what it gains now (a steal `STEAL_SWING`, a new word one) less what the next
    player may then expect to gain against this seat: a steal of one of its words from the centre
    it leaves (two), else a word of their own (one), over every letter they may draw. On top, the
    words' standing exposure (`exposure`, weighed by `OWN_EXPOSURE_WEIGHT` and
    `RIVAL_EXPOSURE_WEIGHT`): a word stays on the table turn after turn, so one easy to steal is a
    debt to its owner and a chance for everyone else.
    So a word is grown out of reach when a steal of it is open, a steal or a word that makes an
    easy target is weighed against one that does not, and a rival's easy target is left standing
    when a steal of a safer word is worth as much."""
    hand, odds, words = rules.available(seen), draw_odds(rules, seen), spoken_index(rules.lexicon)
    mine = seen.words[seen.turn]
    plays: list[tuple[float, WordWay | Pass]] = [(STEAL_SWING, action) for _, action in steals(rules, seen, words)]
    plays += [(0.0, action) for _, action in extensions(rules, seen, words)]
    plays += [
        (1.0, Word(type="word", word=word)) for word in _longest_words(words, rules.basis, hand)[:NEW_WORDS_WEIGHED]
    ]
    plays.append((0.0, Pass(type="pass")))
    exposure_of = cache(partial(exposure, rules, odds=odds))  # once a word: every play counts the whole table
    found: list[Weighed] = []
    for gain, action in plays:
        word, old, victim = _parts(action)
        left = "".join(sorted((Counter("".join(hand)) - (Counter(word) - Counter(old))).elements()))
        held = _replace_once(mine, old, word) if action["type"] == "extend" else mine + ((word,) if word else ())
        rivals = [
            _replace_once(words, old, None) if seat == victim else words
            for seat, words in enumerate(seen.words)
            if seat != seen.turn
        ]
        theirs = sum(exposure_of(w) for words in rivals for w in words)
        ours = sum(exposure_of(w) for w in held)
        worth = (
            gain
            - threat(rules, left, held, odds)
            + RIVAL_EXPOSURE_WEIGHT * theirs
            - OWN_EXPOSURE_WEIGHT * ours
            + TILE_WEIGHT * (len(word) - len(old))
        )
        if action["type"] == "pass":
            worth -= PASS_COST
        found.append(((round(worth, 9),), action))
    return _best_first_by_worth(found)


THREE_LETTERS = tuple(combinations_with_replacement(range(26), 3))
"""Every set of three letters (A-Z as 0-25, repeats allowed; 3,276 of them): what a player may steal
with, the letter drawn and two face up in the centre."""
_THREE_LETTERS_AT: dict[tuple[int, ...], int] = {letters: i for i, letters in enumerate(THREE_LETTERS)}
_SELECTORS = tuple(bytes((byte >> bit) & 1 for bit in range(8)) for byte in range(256))
"""Each byte of a packed set of bits as eight bytes of 0 and 1, for `compress`."""


def exposure(rules: SkipACross, word: str, odds: tuple[tuple[str | None, float], ...]) -> float:
    """The chance that the letter a player draws and two letters face up in the centre, all three
    from what the pool holds, let them steal `word`: how easy a target the word stays while it
    stands on the table (SAC-5). A player draws with about two letters in the centre, and a third
    of steals add two letters or more; a word that only a bare centre keeps safe is not safe."""
    selectors = b"".join(map(_SELECTORS.__getitem__, steal_triples(rules, word)))
    return sum(compress(_three_letter_chances(odds), selectors))


@lru_cache(maxsize=8)
def _three_letter_chances(odds: tuple[tuple[str | None, float], ...]) -> tuple[float, ...]:
    """The chance of each set of `THREE_LETTERS`, as three draws from the pool would give it; kept
    for the few pools a decision asks about."""
    chance = [0.0] * 26
    for letter, p in odds:
        if letter is not None:
            chance[ord(letter) - ord("A")] = p
    orders = {1: 1, 2: 3, 3: 6}
    return tuple(chance[a] * chance[b] * chance[c] * orders[len({a, b, c})] for a, b, c in THREE_LETTERS)


@lru_cache(maxsize=16384)
def steal_triples(rules: SkipACross, word: str) -> bytes:
    """Which sets of `THREE_LETTERS` hold the letters that some steal of `word` the judge accepts
    adds: one bit each, 410 bytes a word, kept for the words that come back game after game (finding
    the steals takes a few milliseconds)."""
    held = 0
    for added in steal_additions(rules, word):
        held |= _holding(added)
    return held.to_bytes((len(THREE_LETTERS) + 7) // 8, "little")


@cache
def _holding(added: str) -> int:
    """The sets of `THREE_LETTERS` that hold every letter of `added`, as bits; kept for every
    addition (3,653 at most: every one, two or three letters)."""
    fixed = tuple(ord(letter) - ord("A") for letter in added)
    return sum(
        1 << _THREE_LETTERS_AT[tuple(sorted(fixed + rest))]
        for rest in combinations_with_replacement(range(26), 3 - len(fixed))
    )


def steal_additions(rules: SkipACross, word: str) -> list[str]:
    """The fewest letters (one to three, sorted) that steal `word`, the judge accepting (SAC-5): no
    set holds another, for a steal adding more letters to one of them is already counted."""
    letters = rules.index.letters
    keys = sorted(letters.find("", 3, word, len(word) + 1), key=lambda i: (len(letters.items[i][0]), i))
    found: list[str] = []
    for i in keys:
        grown = letters.items[i]
        added = "".join(sorted((Counter(grown[0].upper()) - Counter(word)).elements()))
        if any(_holds(added, smaller) for smaller in found):
            continue
        if any(_accepted(rules, word, new.upper()) for new in grown):
            found.append(added)
    return found


def _holds(letters: str, part: str) -> bool:
    """Whether `letters` holds every letter of `part`, repeats counted."""
    return all(letters.count(letter) >= part.count(letter) for letter in set(part))


def _replace_once(held: tuple[str, ...], old: str, new: str | None) -> tuple[str, ...]:
    """`held` with its first `old` grown into `new`, or taken away when `new` is None."""
    i = held.index(old)
    return (*held[:i], *((new,) if new else ()), *held[i + 1 :])


def _longest_words(words: AnagramIndex, basis: int, hand: Bag) -> list[str]:
    """Every new word the letters to hand spell, longest first (then alphabetical)."""
    return sorted({w.upper() for w in words.within(hand, min_length=basis)}, key=lambda w: (-len(w), w))


def _best_first_by_worth(found: list[Weighed]) -> list[Weighed]:
    """Highest worth first; equal worths in a fixed order, so games replay."""

    def order(item: Weighed) -> tuple[float, str, str, int, str]:
        word, old, victim = _parts(item[1])
        return -item[0][0], item[1]["type"], word, victim, old

    return sorted(found, key=order)


def _parts(action: WordWay | Pass) -> tuple[str, str, int]:
    """A play's (new word, word taken or grown, seat stolen from): "" and -1 where it has none."""
    match action["type"]:
        case "word":
            return action["word"], "", -1
        case "extend":
            return action["word"], action["old"], -1
        case "steal":
            return action["word"], action["old"], action["victim"]
        case "pass":
            return "", "", -1
        case _:
            assert_never(action["type"])


def threat(rules: SkipACross, centre: str, held: tuple[str, ...], odds: tuple[tuple[str | None, float], ...]) -> float:
    """What the next player may expect to gain against a seat holding `held` when `centre` is left:
    for each draw, two if it lets them steal one of these words, else one if it lets them form a
    word, else nothing (SAC-2, SAC-5)."""
    words = word_draws(rules, centre)
    stolen = [steal_draws(rules, word, centre) for word in set(held)]
    total = 0.0
    for letter, chance in odds:
        if any(letter in draws for draws in stolen):
            total += STEAL_SWING * chance
        elif letter in words:
            total += chance
    return total


class _Always:
    """Stands for every draw (and none): what the centre alone already allows."""

    def __contains__(self, letter: object) -> bool:
        return True


ALWAYS = _Always()


@lru_cache(maxsize=4096)
def word_draws(rules: SkipACross, centre: str) -> frozenset[str] | _Always:
    """The draws that let a player form a word from `centre` and the letter drawn.  A word of the
    centre alone is looked for first: with a crowded centre there nearly always is one, and the
    search with a letter still to come would test every key."""
    letters = rules.index.letters
    if letters.find(centre, 0, "", rules.basis):
        return ALWAYS
    lacks = letters.span & ~levels(centre)
    draws = set()
    for i in letters.find(centre, 1, "", rules.basis):
        draws.update(letters_in(letters.masks[i] & lacks))
    return frozenset(draws)


@lru_cache(maxsize=16384)
def _accepted(rules: SkipACross, old: str, new: str) -> bool:
    """The judge's ruling on a steal (SAC-5), kept: hard asks about the same words turn after turn."""
    return rules.judge(old, new).accepted


@lru_cache(maxsize=4096)
def steal_draws(rules: SkipACross, word: str, centre: str) -> frozenset[str] | _Always:
    """`_steal_draws`, kept: the threat asks about the same words and centres turn after turn."""
    return _steal_draws(rules, word, centre)


def _steal_draws(rules: SkipACross, word: str, centre: str) -> frozenset[str] | _Always:
    """The draws that let a player steal `word` with `centre` and the letter drawn (the judge
    accepting): every draw when the centre alone completes a steal (SAC-5: face-up letters alone
    may be added)."""
    letters = rules.index.letters
    lacks = letters.span & ~levels(centre + word)
    draws: set[str] = set()
    for i in letters.find(centre, 1, word, len(word) + 1):
        missing = letters_in(letters.masks[i] & lacks)
        if missing and set(missing) <= draws:
            continue
        if any(_accepted(rules, word, new.upper()) for new in letters.items[i]):
            if not missing:
                return ALWAYS
            draws.update(missing)
    return frozenset(draws)


def table_as_seen(rules: SkipACross, seen: SACState) -> SACState:
    """A whole state the seat's observation allows: the pool holds exactly the letters it cannot see
    (SAC-4: all else lies face up), and a pool's order is never known (SAC-2), so this is the one
    state consistent with what the seat to move sees; only the draws to come are chance."""
    pool = Bag.from_counts(unseen_letters(rules, seen))
    if len(pool) != len(seen.pool):
        raise ValueError(f"the pool holds {len(seen.pool)} letters, but {len(pool)} are out of sight")
    return replace(seen, pool=pool)


WIN_WORTH = 100.0
"""A play that ends the game: a win is worth more than any weighing of the race (SAC-8)."""


def result(rules: SkipACross, state: SACState, seat: int) -> float:
    """How a finished game ends for `seat`: a win, a share of a tie, a loss (SAC-8)."""
    return WIN_WORTH * (2 * rules.result((state,), ()).share(seat) - 1)


ENDGAME_WIDTH = 6
"""How many of the best weighed plays hard follows through the next player's reply near the end."""


def normal_play(rules: SkipACross, state: SACState) -> WordWay | Pass:
    """Hard's model of the next player near the end: normal's plan over the whole list, not only the
    words a family knows, so hard never counts on a rival missing a rarer steal."""
    for finder in LEVEL_PLANS["normal"]:
        found = finder(rules, state)
        if found:
            return found[0][1]
    return Pass(type="pass")


def closing_worth(rules: SkipACross, after: SACState, seat: int, worth: float) -> float:
    """What a play that led to `after` is worth to `seat` once the game may end (SAC-8): its result
    if it ended the game; when the next player closes the round and may then leave someone with
    eight words, the result of their reply (as normal plays it) where it ends the game, over every
    letter they may draw, and `worth` where it does not; else `worth`."""
    if after.finished:
        return result(rules, after, seat)
    if after.turn != len(after.names) - 1 or max(len(held) for held in after.words) < rules.words_to_win - 1:
        return worth
    if rules.is_chance(after):
        pool = after.pool.counts()
        draws = [
            (count / len(after.pool), rules.step(after, Draw(type="draw", letter=letter)))
            for letter, count in sorted(pool.items())
        ]
    else:
        draws = [(1.0, after)]
    total = 0.0
    for chance, drawn in draws:
        replied = rules.step(drawn, normal_play(rules, drawn))
        total += chance * (result(rules, replied, seat) if replied.finished else worth)
    return total


END_POOL = 4
"""With this few letters left in the pool, hard follows its plays to the end of the game."""
END_TURNS = 2
"""How many of its own turns hard looks through at the end."""
END_WIDTH = 2
"""How many steals, new words and extensions (each, best first) hard tries on its later turns."""
END_WORD_WORTH = 5.0
END_TILE_WORTH = 0.5
"""What a word and a tile ahead of the best rival are worth where the look at the end stops short
of the game's end: words lead to the eighth, tiles decide when nobody gets there (SAC-7, SAC-8)."""


def end_candidates(rules: SkipACross, state: SACState) -> list[WordWay | Pass]:
    """The plays hard tries on its later turns at the end: the best few steals, new words and
    extensions normal's plan would rank first (of no word a family table leaves out), and forming none."""
    words = spoken_index(rules.lexicon)
    found = [action for finder in LEVEL_PLANS["normal"] for _, action in finder(rules, state, words)[:END_WIDTH]]
    return [*found, Pass(type="pass")]


def standing(rules: SkipACross, state: SACState, seat: int) -> float:
    """How far `seat` leads its best rival in words and tiles, where the look at the end stops."""
    rivals = [s for s in range(len(state.names)) if s != seat]
    words = len(state.words[seat]) - max(len(state.words[s]) for s in rivals)
    tiles = rules.tiles_of(state, seat) - max(rules.tiles_of(state, s) for s in rivals)
    return END_WORD_WORTH * words + END_TILE_WORTH * tiles


def end_worth(rules: SkipACross, state: SACState, seat: int, turns: int) -> float:
    """What `state` is worth to `seat` played on to the end: every letter the pool still holds
    drawn in turn with its chance (the pool is known as a bag, never its order), the other seats
    playing as normal does, `seat` its best of `end_candidates` for `turns` more turns."""
    if state.finished:
        return result(rules, state, seat)
    if rules.is_chance(state):
        drawn = [
            (count / len(state.pool), Draw(type="draw", letter=letter))
            for letter, count in sorted(state.pool.counts().items())
        ]
        return sum(chance * end_worth(rules, rules.step(state, draw), seat, turns) for chance, draw in drawn)
    if state.turn != seat:
        return end_worth(rules, rules.step(state, normal_play(rules, state)), seat, turns)
    if not turns:
        return standing(rules, state, seat)
    return max(end_worth(rules, rules.step(state, action), seat, turns - 1) for action in end_candidates(rules, state))


def middle_game(rules: SkipACross, seen: SACState) -> bool:
    """Whether hard plays by its weighing alone: more than `END_POOL` letters in the pool and no
    seat a word short of winning."""
    return len(seen.pool) > END_POOL and max(len(held) for held in seen.words) < rules.words_to_win - 1


def searched_play(rules: SkipACross, seen: SACState, rng: random.Random) -> WordWay | Pass:
    """Hard: the best of `weighed_plays`. With `END_POOL` letters or fewer left in the pool, the
    best `ENDGAME_WIDTH` of them and `end_candidates` are followed to the end on the table as
    seen (`end_worth`); else, once a seat is a word short of winning, the best `ENDGAME_WIDTH`
    are valued by how they may end the game (`closing_worth`), so hard takes the word that wins
    at the end of a round, never one that ends it lost, and weighs what the reply that closes
    the round may do."""
    ranked = weighed_plays(rules, seen)
    if len(seen.pool) <= END_POOL:
        table = table_as_seen(rules, seen)
        best = [action for _, action in ranked[:ENDGAME_WIDTH]]
        tried = best + [action for action in end_candidates(rules, table) if action not in best]
        return max(tried, key=lambda action: end_worth(rules, rules.step(table, action), seen.turn, END_TURNS - 1))
    if middle_game(rules, seen):
        return grown_rather(ranked)
    table = table_as_seen(rules, seen)
    values = []
    for i, ((worth, *_), action) in enumerate(ranked):
        after = rules.step(table, action)
        if i < ENDGAME_WIDTH:
            values.append(closing_worth(rules, after, seen.turn, worth))
        else:
            values.append(result(rules, after, seen.turn) if after.finished else worth)
    return ranked[values.index(max(values))][1]


GROW_MARGIN = 0.6
"""How far below a new word the best growth of the seat's own word may weigh and still be played
instead. Followed on by hard against normal over 16 pairs of sampled draws each, 170 such growths
won 3.0 points of a game more than the words the weighing chose (standard error 1.2), at every gap
up to this one alike: the weighing undervalues a word grown out of reach. In the ladder against
normal: 60.2% of 7,200 games (seeds 1-9, 800 each), against 59.6% without it, better on six seeds
of nine; a margin of 1.0 won 59.7%. On twenty fresh seeds (10-29) hard won 58.5%."""


def grown_rather(ranked: list[Weighed]) -> WordWay | Pass:
    """The best weighed play, unless it is a new word and growing one of the seat's own words weighs
    within `GROW_MARGIN` of it: then the best such growth (SAC-6)."""
    (best, *_), action = ranked[0]
    if action["type"] == "word":
        for (worth, *_), other in ranked:
            if worth < best - GROW_MARGIN:
                break
            if other["type"] == "extend":
                return other
    return action


LEVEL_PLANS = {
    "easy": (shortest_words, extensions),
    "normal": (steals, new_words, extensions),
}
"""What easy and normal look for, in order: easy a short word and never a steal; normal a steal,
the longest word, an extension. Hard weighs them (`searched_play`)."""


def family_index(rules: SkipACross) -> AnagramIndex:
    """The index of the table's words a family knows (`engine.lexicon.familiar`): easy and normal
    form, steal and extend with these alone, and the hints offer them first."""
    return familiar_index(rules.lexicon)


def choose(rules: SkipACross, seen: SACState, rng: random.Random, level: str = "normal") -> SACAction:
    """Hard's searched play of the whole list, or the first play of words a family knows the level's
    plan finds (`LEVEL_PLANS`), else a pass; a vote is answered as the judge rules at every level."""
    if seen.vote is not None:
        return Verdict(type="verdict", accept=rules.judge(seen.vote.old, seen.vote.word).accepted)
    if level == "hard":
        return searched_play(rules, seen, rng)
    words = family_index(rules)
    for finder in LEVEL_PLANS.get(level, LEVEL_PLANS["normal"]):
        found = finder(rules, seen, words)
        if found:
            return found[0][1]
    return Pass(type="pass")


RARE_MARK = "a rarer word"
"""How a hint marks a play of a word outside the words a family knows."""
HINTS_OF_EACH = ((steals, 3), (new_words, 3), (extensions, 2))
"""The hints' finders, in the order the computer weighs them, and how many of each words a family knows."""


def hints(rules: SkipACross, seen: SACState) -> list[Hint]:
    """The steals, new words and extensions of words a family knows in reach of the centre and the
    drawn letter, the best of each first (steals before words before extensions, as the computer weighs
    them); after them, for each kind, the whole list's best where it ranks higher than the family's,
    marked as a rarer word (not among the family's words, `engine.lexicon.common_words`); with none,
    the advice to form no word, so the player learns why and how to go on."""
    if not awaits_choice(rules, seen) or seen.vote is not None:
        return []
    family, spoken = family_index(rules), spoken_index(rules.lexicon)
    found, rarer = [], []
    for finder, most in HINTS_OF_EACH:
        known = finder(rules, seen, family)[:most]
        found += [_hint(seen, action) for _, action in known]
        best = finder(rules, seen, spoken)[:1]
        if best and (not known or tuple(best[0][0]) > tuple(known[0][0])):
            rarer.append(_hint(seen, best[0][1], rare=True))
    found += rarer
    if found:
        return found[:MOST_HINTS]
    if seen.drawn:
        return [Hint("No steal, word or extension in reach", ways_on=(("pass", "forms no word (SAC-3)"),))]
    return [Hint("No steal, word or extension in the centre", ways_on=(("pass", "forms no word (SAC-7)"),))]


def _hint(seen: SACState, action: WordWay, rare: bool = False) -> Hint:
    word = action["word"] + (f" ({RARE_MARK})" if rare else "")
    match action["type"]:
        case "steal":
            return Hint(f"Steal {seen.names[action['victim']]}'s {action['old']} as {word}", action)
        case "extend":
            return Hint(f"Extend your {action['old']} to {word}", action)
        case "word":
            return Hint(f"Form {word} from the centre", action)
        case _:
            assert_never(action["type"])


MISSED_SHOWN = 3
"""The most missed steals a review names for one move."""


def worth(rules: SkipACross, seen: SACState, action: Action) -> float | None:
    """For a review, the words a move wins in the race to eight (SAC-8): a new word one, a steal two (one to
    the stealer, one from a rival: the race is run against them), a steal put to the vote as a steal; a
    verdict is not weighed in words."""
    match cast(SACAction, action)["type"]:
        case "word":
            return 1.0
        case "steal" | "vote":
            return 2.0
        case "extend" | "pass":
            return 0.0
        case "draw" | "verdict":
            return None
        case kind:
            assert_never(kind)


def missed_steals(rules: SkipACross, seen: SACState, action: Action) -> list[str]:
    """For a review: the steals the mover's letters could make (SAC-5) when the move stole nothing."""
    if cast(SACAction, action)["type"] not in ("word", "extend", "pass"):
        return []
    steals = [a for a in rules.legal_actions(seen) if a["type"] == "steal"]
    return [f"{seen.names[a['victim']]}'s {a['old']} as {a['word']}" for a in steals[:MISSED_SHOWN]]


REVIEW = Appraiser("words", "word", worth, missed_steals, medium=1, large=2, missed_what="steals")
"""A word lost is a medium loss, two (a steal missed for nothing) a large one."""
