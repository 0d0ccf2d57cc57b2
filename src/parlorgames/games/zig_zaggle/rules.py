"""The rules of Zig Zaggle as a state machine: dealing, plays, passes, exchanges, challenges and
take-offs (docs/rules/zig-zaggle.md, ZZ-*).

Words are judged by the shared lexicon; in the standard game a play is accepted unchecked and every
other player may challenge it in an open window (ZZ-C1), with the dictionary referee a wrong word is
refused at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any, ClassVar, cast

from ...engine.actions import ActionShapes, assert_never, shapes_of
from ...engine.boards import Cell, Grid
from ...engine.errors import ActionError, GameOver, IllegalAction, NotYourTurn
from ...engine.lexicon import Lexicon, default_lexicon, family_refusal
from ...engine.lexicon import familiar as family_words
from ...engine.rules import Action, Figure, Result, Rules
from ...engine.scoring import Band, add_to, leaders, length_multiplier
from ...engine.tiles import HIDDEN, Bag
from ...engine.turns import next_seat, with_seat
from ...engine.wording import counted
from .actions import ACTION_TYPES, Accept, Challenge, Deal, Draw, Exchange, Pass, Play, Timeout, ZZAction
from .moves import LegalActions
from .spec import COLOUR_NAMES, COLOURS, EMPTY, FREE, LETTERS, SCHEMA, Runway, Square, Tile, problems, square_name
from .state import Verdict, Window, Word, ZZState
from .wordgen import Ceiling, Generator, Move, Position, graph_for, reverse_graph_for
from .wordgraph import spoken_graphs

OPENING_ROUNDS = 3
"""Full rounds of passes with the board still empty that end the game (ZZ-P6 as decided)."""


@lru_cache(maxsize=8)
def _load_lexicon(path: str, house: tuple[str, ...]) -> Lexicon:
    base = default_lexicon() if not path else Lexicon.load(path)
    return base.with_house_words(house) if house else base


class ZigZaggle(Rules[ZZState]):
    kind = "zig_zaggle"
    SCHEMA = SCHEMA
    ACTIONS: ClassVar[ActionShapes] = shapes_of(*ACTION_TYPES)
    private_information = True

    def __init__(self, ruleset: Any, variant: Any) -> None:
        super().__init__(ruleset, variant)
        comp, scoring, options = variant.params["components"], variant.params["scoring"], variant.params["options"]
        board = comp["board"]
        self.grid = Grid.from_rows(board["rows"])
        legend = {
            code: Square(s["square"], s["centre"], s["start"], tuple(s.get("runways") or ()), s["take_off"])
            for code, s in board["legend"].items()
        }
        self.squares: tuple[tuple[Square, ...], ...] = tuple(
            tuple(legend.get(ch, Square(False)) for ch in row) for row in self.grid.rows
        )
        self.runways = tuple(Runway(r["name"], r["title"], r["colour"], r["bonus"]) for r in comp["runways"])
        self.values = {letter: spec["value"] for letter, spec in comp["letters"].items()}
        self.tile_counts = {
            f"{letter}{colour[0]}": spec[colour]
            for letter, spec in comp["letters"].items()
            for colour in COLOURS
            if spec[colour]
        }
        self.free_total = comp["free_letters"]["total"]
        self.free_each = comp["free_letters"]["per_player"]
        self.free_value = comp["free_letters"]["value"]
        self.drawn = comp["rack"]["drawn"]
        self.rack_size = comp["rack"]["size"]
        self.start_bonus = scoring["start_bonus"]
        self.bands = tuple(Band(b["low"], b["high"], b["times"]) for b in scoring.get("flush") or ())
        self.challenge_points = scoring["challenge_points"]
        self.referee = options["referee"]
        self.turn_seconds = options["turn_seconds"]
        self.challenge_seconds = options["challenge_seconds"]
        self.free_per_word = options["free_per_word"]
        """The table's Family words setting: people may not play the words a family table leaves out (ZZ-W4)."""
        self.lexicon = _load_lexicon(options["word_list"] or "", tuple(options.get("house_words") or ()))
        self.start = next((r, c) for r, row in enumerate(self.squares) for c, sq in enumerate(row) if sq.start)
        cells = [(r, c) for r in range(self.grid.height) for c in range(self.grid.width)]
        self.centre = frozenset(p for p in cells if self.square(p).centre)
        self.area = {rw.name: frozenset(p for p in cells if rw.name in self.square(p).runways) for rw in self.runways}
        self.take_off_cells = {
            rw.name: frozenset(p for p in self.area[rw.name] if self.square(p).take_off) for rw in self.runways
        }
        self.colour_area = {rw.colour[0]: self.area[rw.name] for rw in self.runways}
        # the colour initials whose runway holds each square, once for the computer player's bounds
        self.tints_at = {p: frozenset(tint for tint, area in self.colour_area.items() if p in area) for p in cells}
        self._generators: dict[str, Generator] = {}
        self._playable_when: dict[frozenset[str], tuple[tuple[bool, ...], ...]] = {}

    @classmethod
    def check(cls, params: dict[str, Any]) -> list[tuple[str, str]]:
        return problems(params)

    # --- the board -----------------------------------------------------------------------------

    def square(self, cell: tuple[int, int]) -> Square:
        r, c = cell
        return self.squares[r][c] if self.grid.in_bounds(r, c) else Square(False)

    def current_runway(self, state: ZZState) -> Runway | None:
        return self.runways[state.runway] if state.runway < len(self.runways) else None

    def is_closed(self, state: ZZState, cell: tuple[int, int], done: frozenset[str] | None = None) -> bool:
        """A square whose every runway is finished takes no more letters (ZZ-P5); the centre stays open.
        `done`, the finished runways' names, when the caller asks for many squares."""
        sq = self.square(cell)
        if done is None:
            done = frozenset(name for name, _ in state.closed)
        return sq.finished(done)

    def in_play(self, state: ZZState) -> frozenset[tuple[int, int]]:
        """The squares that count as the current runway (ZZ-P3): its own and its shaded squares, and
        the centre only while play turns towards it (the opening word, the first word after a
        runway is finished: ZZ-P3/P4 as decided)."""
        runway = self.current_runway(state)
        centre = self.centre if state.turning else frozenset()
        return centre | self.area[runway.name] if runway else self.centre

    # --- the state machine ---------------------------------------------------------------------

    def initial(self, names: tuple[str, ...]) -> ZZState:
        bag = Bag.from_counts(self.tile_counts)
        empty = tuple(EMPTY * self.grid.width for _ in range(self.grid.height))
        n = len(names)
        return ZZState(tuple(names), tuple(Bag() for _ in names), bag, empty, empty, (0,) * n)

    def to_move(self, state: ZZState) -> int | None:
        if state.finished:
            return None
        if state.draw_for is not None:
            return state.draw_for
        return state.turn

    def is_over(self, state: ZZState) -> bool:
        return state.finished

    def is_chance(self, state: ZZState) -> bool:
        return not state.finished and (not state.dealt or state.draw_for is not None)

    def sample_chance(self, state: ZZState, rng: random.Random) -> ZZAction:
        """The deal (a shuffle of the whole bag, kept exactly so saved games replay), or a draw from the bag."""
        if not state.dealt:
            order = list(state.bag.tiles)
            rng.shuffle(order)
            racks = [sorted(order[i * self.drawn : (i + 1) * self.drawn]) for i in range(len(state.names))]
            return Deal(type="deal", racks=racks)
        return Draw(type="draw", tiles=list(state.bag.draw(rng, state.draw_count)))

    def is_setup(self, action: Action) -> bool:
        return action.get("type") == "deal"

    def legal_actions(self, state: ZZState) -> Sequence[Action]:
        """The choices of the player to move. A rack with Free letters makes tens of thousands of
        plays, so their tiles are coloured only when a play is read (`LegalActions`)."""
        if state.finished or self.is_chance(state):
            return []
        if state.window is not None:
            return [Accept(type="accept", seat=state.turn), Challenge(type="challenge", seat=state.turn)]
        others: list[ZZAction] = [Pass(type="pass")]
        regular = [t for t in state.racks[state.turn].tiles if t != FREE]
        if regular and len(regular) <= len(state.bag):
            others.append(Exchange(type="exchange", tiles=regular))
        if self.turn_seconds:
            others.append(Timeout(type="timeout"))
        seen = self.observe(state, state.turn)
        return LegalActions(self, seen, self.moves(seen, spoken=self.family_words), others)

    def step(self, state: ZZState, action: Action) -> ZZState:
        if state.finished:
            raise GameOver("ZZ-P9", "the game is over")
        move = cast(ZZAction, action)  # `apply` has checked its shape against ACTIONS
        self._check_moment(state, move["type"])
        match move["type"]:
            case "deal":
                return self._deal(state, move)
            case "draw":
                return self._draw(state, move)
            case "accept":
                return self._accept(state, move)
            case "challenge":
                return self._challenge(state, move)
            case "play":
                return self._play(state, move)
            case "exchange":
                return self._exchange(state, move)
            case "pass":
                return self._pass_turn(state)
            case "timeout":
                return self._timeout(state)
            case _:
                assert_never(move["type"])

    def _check_moment(self, state: ZZState, kind: str) -> None:
        """Refuse an action the moment does not allow: the deal comes first, a due draw, a challenge window."""
        if not state.dealt:
            if kind != "deal":
                raise NotYourTurn("ZZ-P1", "the letters must be dealt first")
        elif state.draw_for is not None:
            if kind != "draw":
                raise NotYourTurn("ZZ-P2", f"{state.names[state.draw_for]} must draw letters first")
        elif state.window is not None:
            if kind not in ("accept", "challenge"):
                raise NotYourTurn("ZZ-C1", "first decide whether to challenge the play just made")
        elif kind in ("accept", "challenge"):
            raise IllegalAction("ZZ-C1", "there is no play to challenge now")
        elif kind in ("deal", "draw"):
            raise IllegalAction("ZZ-P3", f"no {kind} now: play, exchange or pass")

    # --- dealing and drawing ------------------------------------------------------------------

    def _deal(self, state: ZZState, action: Deal) -> ZZState:
        racks_in = action["racks"]
        n = len(state.names)
        if len(racks_in) != n or any(len(r) != self.drawn for r in racks_in):
            raise IllegalAction("ZZ-P1", f"a deal gives each of the {n} players {self.drawn} letters")
        dealt = [t for rack in racks_in for t in rack]
        if not state.bag.has(dealt):
            raise IllegalAction("ZZ-P1", f"not in the bag: {', '.join(state.bag.missing(dealt))}")
        racks = tuple(Bag.of([*rack, *[FREE] * self.free_each]) for rack in racks_in)
        starter = max(range(n), key=lambda s: (sorted((t[0] for t in racks_in[s]), reverse=True), -s))
        top = max(t[0] for t in racks_in[starter])
        aside = self.free_total - self.free_each * n
        events = (
            f"Each player draws {self.drawn} letters and takes {self.free_each} Free letters; "
            f"{aside} Free letters are laid aside (ZZ-P1, ZZ-W3)",
            f"{state.names[starter]} holds {'the Z' if top == 'Z' else f'{top}, the letter nearest Z'} "
            "and starts through the centre (ZZ-P1)",
        )
        return replace(state, racks=racks, bag=state.bag.take(dealt), dealt=True, turn=starter, events=events)

    def _draw(self, state: ZZState, action: Draw) -> ZZState:
        tiles = action["tiles"]
        if len(tiles) != state.draw_count or not state.bag.has(tiles):
            raise IllegalAction("ZZ-P2", f"draw {state.draw_count} letters from the bag")
        seat = state.draw_for
        assert seat is not None
        racks = with_seat(state.racks, seat, state.racks[seat].put(tiles))
        bag = state.bag.take(tiles).put(state.returning)
        return replace(
            state,
            racks=racks,
            bag=bag,
            draw_for=None,
            draw_count=0,
            returning=(),
            turn=next_seat(seat, len(state.names)),
        )

    def _settle(self, state: ZZState, seat: int, events: list[str]) -> ZZState:
        """After a play stands: end the game, or draw back up to the rack size (ZZ-P2) and pass the turn."""
        if state.runway >= len(self.runways):
            return self._finish(state, events)
        want = min(self.rack_size - len(state.racks[seat]), len(state.bag))
        if want > 0:
            return replace(state, draw_for=seat, draw_count=want, turn=seat, events=tuple(events))
        return replace(state, turn=next_seat(seat, len(state.names)), events=tuple(events))

    def _finish(self, state: ZZState, events: list[str]) -> ZZState:
        deductions = tuple(self.rack_value(rack) for rack in state.racks)
        scores = tuple(s - d for s, d in zip(state.scores, deductions))
        events.append("The game is over: letters left in hand are deducted (ZZ-P9)")
        return replace(state, scores=scores, deductions=deductions, finished=True, window=None, events=tuple(events))

    def rack_value(self, rack: Bag) -> int:
        return sum(self.free_value if t == FREE else self.values.get(t[0], 0) for t in rack.tiles)

    # --- turns without a word -----------------------------------------------------------------

    def _pass_turn(self, state: ZZState) -> ZZState:
        return self._pass(state, f"{state.names[state.turn]} passes (ZZ-P6)")

    def _timeout(self, state: ZZState) -> ZZState:
        if not self.turn_seconds:
            raise IllegalAction("ZZ-P8", "this game has no time limit")
        return self._pass(state, f"{state.names[state.turn]} ran out of time and loses the turn (ZZ-P8)")

    def _pass(self, state: ZZState, message: str) -> ZZState:
        events = [message]
        passes = state.passes + 1
        state = replace(state, passes=passes, idle=state.idle + 1, last=())
        if state.board_empty():
            return self._pass_before_opening(state, events)
        if passes >= len(state.names):
            runway = self.current_runway(state)
            assert runway is not None
            events.append(f"Nobody can add a word towards {runway.title}: emergency take-off, no bonus (ZZ-P6)")
            state = replace(
                state, closed=state.closed + ((runway.name, None),), runway=state.runway + 1, passes=0, turning=True
            )
            if state.runway >= len(self.runways):
                return self._finish(state, events)
            events.append(f"Play moves to {self.runways[state.runway].title}")
        return replace(state, turn=next_seat(state.turn, len(state.names)), events=tuple(events))

    def _pass_before_opening(self, state: ZZState, events: list[str]) -> ZZState:
        """A pass with no word down: an emergency take-off needs a word to take off from, so no
        runway closes; after `OPENING_ROUNDS` full rounds of passes the game ends (ZZ-P6, ZZ-P9)."""
        seats = len(state.names)
        if state.passes >= OPENING_ROUNDS * seats:
            events.append(f"{OPENING_ROUNDS} rounds of passes and still no word on the board: the game ends (ZZ-P6)")
            return self._finish(state, events)
        if state.passes % seats == 0:
            events.append("Everyone has passed with the board empty: no runway closes before the opening word (ZZ-P6)")
        return replace(state, turn=next_seat(state.turn, seats), events=tuple(events))

    def _exchange(self, state: ZZState, action: Exchange) -> ZZState:
        tiles = action["tiles"]
        seat = state.turn
        if not tiles:
            raise IllegalAction("ZZ-P7", "name the letters to exchange")
        if FREE in tiles:
            raise IllegalAction("ZZ-P7", "Free letters are not exchanged, only regular letters")
        if not state.racks[seat].has(tiles):
            raise IllegalAction("ZZ-P7", f"not on your rack: {', '.join(state.racks[seat].missing(tiles))}")
        if len(tiles) > len(state.bag):
            raise IllegalAction("ZZ-P7", f"only {len(state.bag)} unused letters are left to exchange with")
        racks = with_seat(state.racks, seat, state.racks[seat].take(tiles))
        event = f"{state.names[seat]} exchanges {counted(len(tiles), 'letter')} (ZZ-P7)"
        return replace(
            state,
            racks=racks,
            draw_for=seat,
            draw_count=len(tiles),
            returning=tuple(tiles),
            passes=0,
            idle=state.idle + 1,
            last=(),
            events=(event,),
        )

    # --- playing a word -------------------------------------------------------------------------

    def parse_tiles(self, action: Action) -> list[Tile]:
        """The play's tiles, letters in capitals, each tile able to show its letter (ZZ-W1, ZZ-W3)."""
        raw = action.get("tiles")
        if not isinstance(raw, list) or not raw:
            raise IllegalAction("ZZ-W2", "a play lays at least one letter")
        out = []
        for r, c, letter, tile in raw:
            letter = letter.upper()
            if len(letter) != 1 or letter not in LETTERS:
                raise IllegalAction("ZZ-W1", f"{letter!r} is not a letter")
            if tile != FREE and (len(tile) != 2 or tile[0] != letter):
                raise IllegalAction(
                    "ZZ-W3", f"the tile {tile} cannot be played as {letter} (only a Free letter stands for another)"
                )
            out.append((r, c, letter, tile))
        return out

    def examine(self, state: ZZState, tiles: list[Tile], check_words: bool | None = None) -> Verdict:
        """Everything a play would make and score, or `IllegalAction` naming the rule it breaks.

        Words are checked against the dictionary when `check_words` (default: with the dictionary
        referee); otherwise wrong words are only listed, for a challenge to find (ZZ-C1).
        """
        cells = [(r, c) for r, c, _, _ in tiles]
        self._check_squares(state, cells)
        self._check_rack(state, [t for _, _, _, t in tiles])
        letters, colours = self._lay(state, tiles)
        first = state.board_empty()
        words_cells = self.words_made(state, cells, letters, first)
        self._check_runway(state, cells)
        words = [self._word(wc, letters, colours) for wc in words_cells]
        wrong = tuple(w.text for w in words if not w.valid)
        if wrong and (check_words if check_words is not None else self.referee == "dictionary"):
            raise IllegalAction("ZZ-W1", f"not in the word list: {', '.join(wrong)}")
        start_bonus = self.start_bonus if first else 0
        return Verdict(tuple(words), sum(w.points for w in words), start_bonus, self._take_off(state, words), wrong)

    def _check_squares(self, state: ZZState, cells: list[Cell]) -> None:
        """Each letter on its own empty square of the board (ZZ-E2, ZZ-W2)."""
        if len(set(cells)) != len(cells):
            raise IllegalAction("ZZ-W2", "two letters on one square")
        for r, c in cells:
            if not self.square((r, c)).real:
                raise IllegalAction("ZZ-E2", f"there is no square at row {r + 1}, column {c + 1}")
            if state.letters[r][c] != EMPTY:
                raise IllegalAction("ZZ-W2", f"row {r + 1}, column {c + 1} already holds {state.letters[r][c]}")

    def _check_rack(self, state: ZZState, wanted: list[str]) -> None:
        rack = state.racks[state.turn]
        if not rack.has(wanted):
            raise IllegalAction("ZZ-P1", f"not on your rack: {', '.join(rack.missing(wanted))}")

    @staticmethod
    def _lay(state: ZZState, tiles: list[Tile]) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The board's letter rows and colour rows with the play's tiles laid on them."""
        letters = [list(row) for row in state.letters]
        colours = [list(row) for row in state.colours]
        for r, c, letter, tile in tiles:
            letters[r][c] = letter
            colours[r][c] = FREE if tile == FREE else tile[1]
        return tuple("".join(row) for row in letters), tuple("".join(row) for row in colours)

    def words_made(self, state: ZZState, cells: list[Cell], letters: tuple[str, ...], first: bool) -> list[list[Cell]]:
        """The cells of every word the play makes: its main word first, then a cross word per new letter (ZZ-W2)."""
        rows = {r for r, _ in cells}
        if len(rows) > 1 and len({c for _, c in cells}) > 1:
            raise IllegalAction("ZZ-W2", "the letters of a play go in one line, across or down")

        def filled(cell: Cell) -> bool:
            return letters[cell[0]][cell[1]] != EMPTY

        across_word = self.grid.run(cells[0], True, filled)
        across = len(rows) == 1 and (len(cells) > 1 or len(across_word) > 1)
        main = across_word if across else self.grid.run(cells[0], False, filled)
        if not set(cells) <= set(main):
            raise IllegalAction(
                "ZZ-W2", "the letters of a play must make one unbroken word (with letters already down)"
            )
        self._check_placement(state, cells, first)
        crosses = [self.grid.run(p, not across, filled) for p in cells]
        words = [w for w in (main, *crosses) if len(w) >= 2]
        if not words:
            raise IllegalAction("ZZ-W1", "a word has at least two letters")
        return words

    def _check_placement(self, state: ZZState, cells: list[Cell], first: bool) -> None:
        """The first word crosses Start 10 (ZZ-P1); every later one joins the words down (ZZ-W2)."""
        if first:
            if self.start not in cells:
                raise IllegalAction(
                    "ZZ-P1", f"the first word must cross the centre square, Start 10 ({square_name(*self.start)})"
                )
        elif not any(state.letters[r][c] != EMPTY for p in cells for r, c in self.grid.neighbours(*p)):
            raise IllegalAction("ZZ-W2", "a word must join the words already on the board, as in a crossword")

    def _word(self, cells: list[Cell], letters: tuple[str, ...], colours: tuple[str, ...]) -> Word:
        """One word made, with its letter total and any flush (ZZ-S1, ZZ-S2); too many Free letters break ZZ-W3."""
        text = "".join(letters[r][c] for r, c in cells)
        tints = [colours[r][c] for r, c in cells]
        frees = tints.count(FREE)
        if frees > self.free_per_word:
            raise IllegalAction(
                "ZZ-W3", f"{text} would hold {frees} Free letters; only {self.free_per_word} in any one word"
            )
        total = sum(
            self.free_value if tint == FREE else self.values.get(letter, 0) for letter, tint in zip(text, tints)
        )
        times, flush = self._flush(cells, set(tints))
        return Word(text, tuple(cells), total, times, flush, text.lower() in self.lexicon)

    def _flush(self, cells: list[Cell], tints: set[str]) -> tuple[int, str]:
        """(multiplier, colour) for a word of one colour lying wholly on that colour's runway (ZZ-S2); else (1, "")."""
        if len(tints) != 1 or FREE in tints:
            return 1, ""
        tint = next(iter(tints))
        if not set(cells) <= self.colour_area.get(tint, frozenset()):
            return 1, ""
        times = length_multiplier(self.bands, len(cells))
        return times, tint if times > 1 else ""

    def _take_off(self, state: ZZState, words: list[Word]) -> int:
        """The runway's bonus when a word begins or ends on its take-off line (ZZ-P5)."""
        runway = self.current_runway(state)
        if runway is None:
            return 0
        line = self.take_off_cells[runway.name]
        return runway.bonus if any(w.cells[0] in line or w.cells[-1] in line for w in words) else 0

    def _check_runway(self, state: ZZState, cells: list[Cell]) -> None:
        runway = self.current_runway(state)
        assert runway is not None
        for p in cells:
            if self.is_closed(state, p):
                names = ", ".join(
                    self.runways[i].title for i, rw in enumerate(self.runways) if rw.name in self.square(p).runways
                )
                raise IllegalAction("ZZ-P5", f"{names} is finished: no more letters on its squares")
        zone = self.in_play(state)
        if not any(p in zone for p in cells):
            raise IllegalAction(
                "ZZ-P3",
                f"play is in {runway.title}: lay a letter there or on its shaded squares"
                + (" or in the centre" if state.turning else "")
                + " (only then may the word run into another runway, ZZ-P4)",
            )

    def _play(self, state: ZZState, action: Play) -> ZZState:
        if self.current_runway(state) is None:
            raise GameOver("ZZ-P9", "every runway is finished")
        tiles = self.parse_tiles(action)
        verdict = self.examine(state, tiles)
        for word in verdict.words if self.family_words else ():
            refusal = family_refusal(word.text)
            if refusal:
                raise IllegalAction("ZZ-W4", refusal)
        seat = state.turn
        letters, colours = self._lay(state, tiles)
        new = replace(
            state,
            letters=letters,
            colours=colours,
            racks=with_seat(state.racks, seat, state.racks[seat].take(t for _, _, _, t in tiles)),
            scores=add_to(state.scores, seat, verdict.total),
            passes=0,
            idle=0,
            turning=False,
            last=tuple((r, c) for r, c, _, _ in tiles),
        )
        events = self._play_events(state, verdict)
        if verdict.take_off:
            new = self._close_runway(new, seat, events)
        if self.referee == "challenge":
            window = Window(seat, tuple(w.text for w in verdict.words), verdict.wrong, verdict.total, state)
            events.append("Any other player may challenge it (ZZ-C1)")
            return replace(new, window=window, turn=next_seat(seat, len(state.names)), events=tuple(events))
        return self._settle(new, seat, events)

    def _play_events(self, state: ZZState, verdict: Verdict) -> list[str]:
        """What the log says of a play: the words and points, each flush, the start bonus."""
        who = state.names[state.turn]
        headline = f"{who} plays {verdict.words[0].text} for {verdict.total}"
        if len(verdict.words) > 1:
            headline += " (" + ", ".join(f"{w.text} {w.points}" for w in verdict.words) + ")"
        events = [headline]
        events += [
            f"{w.text} is a {COLOUR_NAMES[w.flush]} colour flush: {w.letters} × {w.times} = {w.points} (ZZ-S2)"
            for w in verdict.words
            if w.flush
        ]
        if verdict.start_bonus:
            events.append(f"Start 10: {who} scores {verdict.start_bonus} more (ZZ-P1)")
        return events

    def _close_runway(self, state: ZZState, seat: int, events: list[str]) -> ZZState:
        """A take-off by `seat`: the runway is finished and play moves to the next (ZZ-P5)."""
        runway = self.current_runway(state)
        assert runway is not None
        events.append(
            f"{state.names[seat]} touches the {runway.title} take-off line: +{runway.bonus}, "
            "the runway is finished (ZZ-P5)"
        )
        state = replace(state, closed=state.closed + ((runway.name, seat),), runway=state.runway + 1, turning=True)
        if state.runway < len(self.runways):
            events.append(f"Play moves to {self.runways[state.runway].title}")
        return state

    # --- challenges -----------------------------------------------------------------------------

    def _accept(self, state: ZZState, action: Accept) -> ZZState:
        """A seat lets the play stand, in any order (the window is open to all, ZZ-C1); once all have let
        it stand it stands. An accept naming no seat is the whole table's: nobody else challenges (at one
        keyboard, Enter; in saves made before the seats decided one by one, every accept)."""
        window = state.window
        assert window is not None
        seat = action.get("seat")
        if seat is None:
            events = [f"Nobody else challenges: {', '.join(window.words)} stands (ZZ-C1)"]
            return self._settle(replace(state, window=None), window.player, events)
        self._check_decider(state, seat, "accept")
        accepted = (*window.accepted, seat)
        waiting = self.still_deciding(state.names, replace(window, accepted=accepted))
        who = state.names[seat]
        if not waiting:
            events = [f"{who} lets {', '.join(window.words)} stand"]
            return self._settle(replace(state, window=None), window.player, events)
        events = [f"{who} lets {', '.join(window.words)} stand (ZZ-C1)"]
        return replace(state, window=replace(window, accepted=accepted), turn=waiting[0], events=tuple(events))

    def _check_decider(self, state: ZZState, seat: int, doing: str) -> None:
        """A seat may challenge or accept a play once, and not its own (ZZ-C1)."""
        window = state.window
        assert window is not None
        if not 0 <= seat < len(state.names):
            raise IllegalAction("ZZ-C1", f"there is no seat {seat + 1} at this table")
        if seat == window.player:
            raise IllegalAction(
                "ZZ-C1",
                f"a challenge comes from one of the other players: {state.names[seat]} made the play, "
                f"so {state.names[seat]} may not {doing} it",
            )
        if seat in window.accepted:
            raise IllegalAction("ZZ-C1", f"{state.names[seat]} has let the play stand already")

    def in_the_open(self, state: ZZState) -> bool:
        """The challenge window shows the board and the play, no rack: it is the table's (ZZ-C1)."""
        return state.window is not None and not state.finished

    def open_wait(self, state: ZZState) -> tuple[float, Action] | None:
        """At a shared table the play stands once each other person has accepted it, or when nobody has
        challenged it within `options.challenge_seconds` (ZZ-C1)."""
        return (float(self.challenge_seconds), Accept(type="accept")) if self.in_the_open(state) else None

    def decided_by(self, state: ZZState, action: Action) -> int | None:
        """In a challenge window, the seat an accept or a challenge names (a challenge naming none, as old
        saves hold it, is the seat in turn's); an accept naming none is the table's, nobody's own."""
        if state.window is not None and action.get("type") == "challenge":
            seat = action.get("seat", state.turn)
            return seat if isinstance(seat, int) else None
        if state.window is not None and action.get("type") == "accept":
            seat = action.get("seat")
            return seat if isinstance(seat, int) else None
        return self.to_move(state)

    def out_of_turn_seats(self, state: ZZState) -> tuple[int, ...]:
        """In a challenge window every other seat still deciding may answer, in any order (ZZ-C1)."""
        if state.window is None or state.finished:
            return ()
        return tuple(seat for seat in self.still_deciding(state.names, state.window) if seat != state.turn)

    @staticmethod
    def still_deciding(names: Sequence[str], window: Window) -> list[int]:
        """The seats yet to challenge or accept the play, in turn order from the player's next (ZZ-C1)."""
        seats = len(names)
        return [
            seat for seat in ((window.player + step) % seats for step in range(1, seats)) if seat not in window.accepted
        ]

    def _challenge(self, state: ZZState, action: Challenge) -> ZZState:
        window = state.window
        assert window is not None
        challenger = action.get("seat", state.turn)
        self._check_decider(state, challenger, "challenge")
        player = window.player
        points = self.challenge_points
        if window.wrong:
            before = window.before
            events = [
                f"{state.names[challenger]} challenges: {', '.join(window.wrong)} is not in the word list",
                f"The play is taken back, {state.names[player]} loses the turn "
                f"and {state.names[challenger]} scores {points} (ZZ-C1)",
            ]
            return replace(
                before,
                scores=add_to(before.scores, challenger, points),
                turn=next_seat(player, len(before.names)),
                idle=before.idle + 1,
                last=(),
                events=tuple(events),
            )
        scores = add_to(add_to(state.scores, player, points), challenger, -points)
        events = [
            f"{state.names[challenger]} challenges, but every word is good: "
            f"{state.names[player]} +{points}, {state.names[challenger]} −{points} (ZZ-C1)"
        ]
        return self._settle(replace(state, window=None, scores=scores), player, events)

    # --- moves for computer players and hints -----------------------------------------------------

    def build_look_ups(self) -> None:
        """The graphs of the words a family knows, which easy and normal computers and the hints use, and of
        the whole list less the words a family table leaves out (hard and the hints), which a person's first
        turn does not reach: built off the event loop before play."""
        self.generator(familiar=True)
        self.generator(spoken=True)

    def generator(self, familiar: bool = False, spoken: bool = False) -> Generator:
        """The move generator over this game's lexicon (with `familiar`, over the words of it a family
        knows, `engine.lexicon.familiar`; with `spoken`, over its words less those a family table leaves
        out, `wordgraph.spoken_graphs`), made on first use (the word graphs are shared)."""
        key = "familiar" if familiar else "spoken" if spoken else "all"
        generator = self._generators.get(key)
        if generator is None:
            words = family_words(self.lexicon) if familiar else self.lexicon
            graph, reverse = (
                spoken_graphs(words) if spoken and not familiar else (graph_for(words), reverse_graph_for(words))
            )
            generator = self._generators[key] = Generator(
                graph, self.values, self.free_per_word, reverse, self.free_value
            )
        return generator

    def position(self, state: ZZState) -> Position:
        letters = [[None if ch == EMPTY else ch for ch in row] for row in state.letters]
        wild = frozenset((r, c) for r, row in enumerate(state.colours) for c, ch in enumerate(row) if ch == FREE)
        free_rows, free_cols = {r for r, _ in wild}, {c for _, c in wild}
        playable = self._playable(frozenset(name for name, _ in state.closed))
        open_ = [
            [
                may
                and letter is None
                and not ((r in free_rows or c in free_cols) and self.joins_too_many_free(state, (r, c)))
                for c, (may, letter) in enumerate(zip(mays, row))
            ]
            for r, (mays, row) in enumerate(zip(playable, letters))
        ]
        return Position(letters, wild, open_, self.start)

    def _playable(self, done: frozenset[str]) -> tuple[tuple[bool, ...], ...]:
        """Which squares may take a tile once the runways in `done` are finished (ZZ-P5), kept for
        each set of finished runways: four runways make at most five such sets a game."""
        known = self._playable_when.get(done)
        if known is None:
            known = self._playable_when[done] = tuple(
                tuple(square.real and not square.finished(done) for square in row) for row in self.squares
            )
        return known

    def joins_too_many_free(self, state: ZZState, cell: Cell) -> bool:
        """True when any tile on the empty `cell` would join words holding more Free letters than one
        word may (ZZ-W3): no move may use the square, so the generator is not offered it."""
        letters, colours = state.letters, state.colours
        height, width = self.grid.height, self.grid.width
        for dr, dc in ((0, 1), (1, 0)):
            frees = 0
            r, c = cell[0] - dr, cell[1] - dc
            while r >= 0 and c >= 0 and letters[r][c] != EMPTY:
                frees += colours[r][c] == FREE
                r, c = r - dr, c - dc
            r, c = cell[0] + dr, cell[1] + dc
            while r < height and c < width and letters[r][c] != EMPTY:
                frees += colours[r][c] == FREE
                r, c = r + dr, c + dc
            if frees > self.free_per_word:
                return True
        return False

    def moves(
        self,
        state: ZZState,
        spare_wilds: bool = False,
        anchors_in: set[tuple[int, int]] | None = None,
        ceiling: Ceiling | None = None,
        free_letters: bool = True,
        familiar: bool = False,
        spoken: bool = False,
    ) -> list[Move]:
        """Every play of the player to move whose words are all good and which keeps to the runway rules
        (with `ceiling`, only those plays holding a Free letter that may be among the best wanted;
        without `free_letters`, only plays holding none; with `familiar`, only plays whose words are all
        words a family knows; with `spoken`, none of the words a family table leaves out)."""
        rack = state.racks[state.turn]
        regular = [t[0] for t in rack.tiles if t != FREE]
        wilds = sum(1 for t in rack.tiles if t == FREE) if free_letters else 0
        return self.generator(familiar, spoken).moves(
            self.position(state),
            regular,
            wilds,
            anchors_in=anchors_in,
            spare_wilds=spare_wilds,
            must_cover=set(self.in_play(state)),
            ceiling=ceiling,
        )

    def colours_under(self, cell: Cell) -> list[str]:
        """The colour initials of the runways a square lies on, in the ruleset's order of runways."""
        return [rw.colour[0] for rw in self.runways if cell in self.area[rw.name]]

    # --- reading the state ----------------------------------------------------------------------

    def observe(self, state: ZZState, seat: int | None) -> ZZState:
        """What `seat` may see: its own rack; the other racks, the bag and letters going back to it face down.

        Letters being exchanged are known only to the player exchanging them (ZZ-P7); the board, the
        scores and a challenge window's play are on the table, its state to go back to is observed alike."""
        racks = tuple(rack if s == seat else rack.hidden() for s, rack in enumerate(state.racks))
        returning = state.returning if seat == state.draw_for else (HIDDEN,) * len(state.returning)
        window = state.window and replace(state.window, before=self.observe(state.window.before, seat))
        return replace(state, racks=racks, bag=state.bag.hidden(), returning=returning, window=window)

    def result(self, states: Sequence[ZZState], actions: Sequence[Action]) -> Result:
        state = states[-1]
        if not state.finished:
            raise IllegalAction("ZZ-P9", "the game is not over yet")
        winners = tuple(leaders(state.scores))
        table = tuple(
            {"seat": s, "score": state.scores[s], "deducted": state.deductions[s] if state.deductions else 0}
            for s in range(len(state.names))
        )
        return Result(
            winners,
            "highest score after letters in hand are deducted (ZZ-P9)",
            float(state.scores[winners[0]]),
            "points",
            table,
            scores=tuple(float(score) for score in state.scores),
            records=self._best_plays(states),
        )

    def _best_plays(self, states: Sequence[ZZState]) -> tuple[Figure, ...]:
        """Each play that stood to the end (a challenged one is taken back, ZZ-C1) with the points it made."""
        final = states[-1]
        figures = []
        for before, after in zip(states, states[1:]):
            laid = after.last != before.last and after.letters != before.letters
            if laid and all(final.letters[r][c] == after.letters[r][c] for r, c in after.last):
                seat = before.turn
                points = after.scores[seat] - before.scores[seat]
                figures.append(
                    Figure(
                        seat,
                        "best play",
                        float(points),
                        after.events[0].removeprefix(f"{before.names[seat]} plays ").partition(" for ")[0],
                    )
                )
        return tuple(figures)

    def standings(self, state: ZZState) -> list[dict[str, Any]]:
        rows = []
        for seat, name in enumerate(state.names):
            row: dict[str, Any] = {"name": name, "score": state.scores[seat], "letters": len(state.racks[seat])}
            took = [self._title(rw) for rw, who in state.closed if who == seat]
            if took:
                row["take_offs"] = took
            if state.deductions:
                row["deducted"] = state.deductions[seat]
            rows.append(row)
        return rows

    def _title(self, name: str) -> str:
        return next(rw.title for rw in self.runways if rw.name == name)

    def lookup(self, terms: list[str]) -> list[dict[str, Any]]:
        out = []
        for term in terms:
            valid, reason = self.lexicon.verdict(term)
            row = {"term": term, "valid": valid, "reason": reason}
            out.append({**row, "definition": self.definition(term)} if valid else row)
        return out

    def words_formed(self, state: ZZState, action: Action) -> tuple[str, ...]:
        """A play's words, the main one first, then the cross-words it makes."""
        if action.get("type") != "play":
            return ()
        try:
            verdict = self.examine(state, self.parse_tiles(action), check_words=False)
        except ActionError:
            return ()
        return tuple(dict.fromkeys(word.text for word in verdict.words))

    def describe(self, state: ZZState, action: Action) -> str:
        move = cast(ZZAction, action)  # a move played, so its shape was checked
        seat = self.to_move(state)
        who = state.names[seat] if seat is not None else ""
        match move["type"]:
            case "deal":
                return "Deal the letters"
            case "draw":
                return f"{who} draws {len(move['tiles'])}"
            case "play":
                try:
                    tiles = self.parse_tiles(move)
                    verdict = self.examine(state, tiles, check_words=False)
                except IllegalAction:
                    return f"{who} plays"
                return f"{who} plays {verdict.words[0].text} for {verdict.total}"
            case "exchange":
                return f"{who} exchanges {len(move['tiles'])} letters"
            case "pass":
                return f"{who} passes"
            case "timeout":
                return f"{who} runs out of time"
            case "accept" | "challenge":
                seat_named = move.get("seat")
                if seat_named is not None and 0 <= seat_named < len(state.names):
                    who = state.names[seat_named]
                if move["type"] == "challenge":
                    return f"{who} challenges"
                if seat_named is None:
                    return "Nobody else challenges"
                words = ", ".join(state.window.words) if state.window is not None else "the play"
                return f"{who} lets {words} stand"
            case _:
                assert_never(move["type"])
