"""Round the World: a teetotum voyage round a spiral of stations (docs/rules/round-the-world.md, RTW-*).

Three modes share one engine: `voyage` (Game No. 1, first into New York wins), `passages`
(Game No. 2, ships wait at the passage ports and the tablet decides) and `children` (only the
disasters act). The track, teetotum, dials and scoring numbers all come from the ruleset.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Literal, cast

from ...engine.actions import ActionShapes, NotRequired, TypedDict, assert_never, shapes_of
from ...engine.boards import Station, Track
from ...engine.dials import Dial, multiples_passed
from ...engine.errors import ActionError, GameOver, IllegalAction, NotYourTurn
from ...engine.kinds import GameKind
from ...engine.meanings import abbreviate
from ...engine.rules import Action, Figure, Result, Rules
from ...engine.ruleset import Field, ListOf, Map, MapOf, not_negative, positive
from ...engine.sitting import SittingRecord
from ...engine.spinners import Spinner, teetotum
from ...engine.turns import next_seat, previous_seat, with_seat
from ...engine.wording import counted
from .chart import voyage_chart

MODES = ("voyage", "passages", "children")

_STATION = Map(
    {
        "port": Field(str, default=""),
        "to": Field(int, check=not_negative),
        "days": Field(int, default=0, check=not_negative),
        "disaster": Field(bool, default=False),
        "text": Field(str, default=""),
        "short": Field(str, default=""),
        "at": ListOf(Field(float)),
    }
)

SCHEMA = Map(
    {
        "components": Map(
            {
                "teetotum": Map(
                    {"faces": ListOf(Field(int, check=positive), required=True, min_items=2)}, required=True
                ),
                "track": Map(
                    {
                        "length": Field(int, required=True, check=positive),
                        "start": Field(str, default="Start"),
                        "start_at": ListOf(Field(float)),
                        "stations": MapOf(int, _STATION, required=True),
                    },
                    required=True,
                ),
                "captains_dial": Map(
                    {"face": Field(int, default=50, check=positive), "limit": Field(int, default=500, check=positive)}
                ),
            },
            required=True,
        ),
        "scoring": Map(
            {
                "days_per_spin": Field(int, default=10, check=positive),
                "lose_spin_every": Field(int, default=10, check=positive),
                "tablet_days_per_oval": Field(int, default=2, check=not_negative),
                "passages_to_qualify": Field(int, default=2, check=positive),
            }
        ),
        "options": Map(
            {
                "mode": Field(str, default="voyage", choices=MODES),
                "passage_ends": ListOf(Field(int, check=positive)),
                "record": Field(str, default=""),
            }
        ),
    }
)


@dataclass(frozen=True, slots=True)
class Ship:
    """One captain's ship and dial. `tablet` holds (station, days) for places passed (Game No. 2)."""

    station: int = 0
    dial: int = 0
    lost_spins: int = 0
    repaired: bool = False
    waiting: bool = False
    home: bool = False
    passage_dial_start: int = 0
    tablet: tuple[tuple[int, int], ...] = ()
    passages: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class RTWState:
    """Everything about a game in progress; `rounds` is the Commodore's dial."""

    ships: tuple[Ship, ...]
    names: tuple[str, ...] = ()
    commodore: int | None = None
    turn: int = 0
    rounds: int = 0
    passage: int = 0
    pending_spin: int | None = None
    finished: bool = False
    events: tuple[str, ...] = ()


def _on_the_globe(place: list[float]) -> bool:
    return len(place) == 2 and -90 <= place[0] <= 90 and -180 <= place[1] <= 180


def record_line(voyage: SittingRecord, record: SittingRecord | None) -> str:
    """What the table is told after a game: a new quickest voyage makes its captain Commodore (RTW-G2)."""
    if record is None or voyage.beats(record):
        return (
            f"{voyage.holder} made the quickest voyage of the sitting ({voyage.figure:g} days) "
            "and is Commodore next game (RTW-G2)."
        )
    return f"The quickest voyage of the sitting is still {record.holder}'s, {record.figure:g} days."


class Commodore(TypedDict):
    """RTW-D1: chance (or the sitting's record, RTW-G2) makes this seat Commodore, first to spin."""

    type: Literal["commodore"]
    seat: int
    record: NotRequired[bool]


class Spin(TypedDict):
    """The teetotum comes down on `value` (RTW-T2)."""

    type: Literal["spin"]
    value: int


class Sail(TypedDict):
    """RTW-T5: sail on to the disaster the spin leads to."""

    type: Literal["sail"]


class Waive(TypedDict):
    """RTW-T5: waive the spin and spin again."""

    type: Literal["waive"]


RTWAction = Commodore | Spin | Sail | Waive
"""Every move of Round the World, told apart by its `type`."""


class RoundTheWorld(Rules[RTWState]):
    kind = "round_the_world"
    SCHEMA = SCHEMA
    ACTIONS: ClassVar[ActionShapes] = shapes_of(Commodore, Spin, Sail, Waive)

    def __init__(self, ruleset: Any, variant: Any) -> None:
        super().__init__(ruleset, variant)
        params = variant.params
        comp, scoring, options = params["components"], params["scoring"], params["options"]
        self.mode: str = options["mode"]
        self.track = self._track(comp["track"])
        self.faces: tuple[int, ...] = tuple(comp["teetotum"]["faces"])
        self.teetotum: Spinner = teetotum(self.faces)
        self.dial = Dial(comp["captains_dial"]["face"], comp["captains_dial"]["limit"])
        self.days_per_spin = scoring["days_per_spin"]
        self.lose_every = scoring["lose_spin_every"]
        self.per_oval = scoring["tablet_days_per_oval"]
        self.to_qualify = scoring["passages_to_qualify"]
        self.book: str = options["record"]
        self.passage_ends: tuple[int, ...] = tuple(options["passage_ends"] or (self.track.length,))
        self.stations = tuple(self.track[n] for n in range(self.track.length + 1))
        self.station_names = tuple(self.track.name(n) for n in range(self.track.length + 1))
        self.disasters = frozenset(n for n, s in self.track.special.items() if s.disaster)
        self.places = tuple(sorted(s.number for s in self.track.ports()))
        stations = comp["track"]["stations"]
        self.short_names = {n: s["short"] for n, s in stations.items() if s["short"]}
        """Names to show where a port's whole name has no room on the board."""
        fixed = {n: (s["at"][0], s["at"][1]) for n, s in stations.items() if s.get("at")}
        if comp["track"].get("start_at"):
            fixed[0] = (comp["track"]["start_at"][0], comp["track"]["start_at"][1])
        self.chart = voyage_chart(fixed, self.track.length)
        """Each station's (latitude, longitude), for the sheet's map of the voyage."""

    def _track(self, track: dict[str, Any]) -> Track:
        """The board from the ruleset. RTW-C1 (decided): the children's board carries no orders,
        since none act; only the ports' names and the four disasters stay."""
        stations = {n: self._station(n, s) for n, s in track["stations"].items()}
        return Track(
            length=track["length"],
            start_name=track["start"],
            special={n: s for n, s in stations.items() if s.port or not s.plain},
        )

    def _station(self, number: int, station: dict[str, Any]) -> Station:
        if self.mode == "children":
            return Station(number, station["port"], disaster=station["disaster"])
        return Station(number, station["port"], station["to"], station["days"], station["disaster"], station["text"])

    @classmethod
    def check(cls, params: dict[str, Any]) -> list[tuple[str, str]]:
        problems = []
        track = params["components"]["track"]
        length = track["length"]
        for n, station in track["stations"].items():
            key = f"components.track.stations.{n}"
            if not 1 <= n <= length:
                problems.append((key, f"station {n} is off the track (1–{length})"))
            if station.get("to") is not None and not 0 <= station["to"] <= length:
                problems.append((f"{key}.to", f"moves to {station['to']}, off the track (0–{length})"))
            if station.get("at") is not None and not _on_the_globe(station["at"]):
                problems.append((f"{key}.at", f"{station['at']} is not [latitude, longitude] on the globe"))
            if station.get("disaster") and station.get("to") is None:
                problems.append((f"{key}.to", "a disaster must name the port it sends the ship back to (RTW-T5)"))
        if track.get("start_at") is not None and not _on_the_globe(track["start_at"]):
            problems.append(("components.track.start_at", f"{track['start_at']} is not [latitude, longitude]"))
        ends = params["options"].get("passage_ends") or []
        if ends and (sorted(ends) != list(ends) or ends[-1] != length):
            problems.append(("options.passage_ends", f"must rise and end at the last station ({length}) (RTW-P1)"))
        return problems

    # --- the state machine -------------------------------------------------------------------

    def initial(self, names: tuple[str, ...]) -> RTWState:
        return RTWState(ships=tuple(Ship() for _ in names), names=tuple(names))

    def to_move(self, state: RTWState) -> int | None:
        return None if state.finished else state.turn

    def is_over(self, state: RTWState) -> bool:
        return state.finished

    def is_chance(self, state: RTWState) -> bool:
        return not state.finished and state.pending_spin is None

    def chance_outcomes(self, state: RTWState) -> list[tuple[RTWAction, float]]:
        if state.commodore is None:
            n = len(state.ships)
            return [({"type": "commodore", "seat": i}, 1 / n) for i in range(n)]
        return [({"type": "spin", "value": v}, p) for v, p in self.teetotum.outcomes()]

    def sample_chance(self, state: RTWState, rng: random.Random) -> RTWAction:
        """A literal rather than `Spin(...)`: as checked (the return type says what it is) and quicker, once a move."""
        if state.commodore is None:
            return {"type": "commodore", "seat": rng.randrange(len(state.ships))}
        return {"type": "spin", "value": self.teetotum.spin(rng)}

    def chance_is_gesture(self, state: RTWState) -> bool:
        return state.commodore is not None

    def is_setup(self, action: Action) -> bool:
        return cast(RTWAction, action)["type"] == "commodore"

    def legal_actions(self, state: RTWState) -> list[RTWAction]:
        if state.finished or state.pending_spin is None:
            return []
        return [{"type": "sail"}, {"type": "waive"}]

    def step(self, state: RTWState, action: Action) -> RTWState:
        if state.finished:
            raise GameOver("RTW-G1", "the voyage is over; start a new game")
        move = cast(RTWAction, action)  # `apply` has checked its shape against ACTIONS
        if state.commodore is None:
            return self._choose_commodore(state, move)
        if state.pending_spin is not None:
            match move["type"]:
                case "waive":
                    return replace(
                        state,
                        pending_spin=None,
                        events=(f"{self._who(state, state.turn)} waives the spin and spins again (RTW-T5)",),
                    )
                case "sail":
                    return self._move(replace(state, pending_spin=None), state.pending_spin)
            raise NotYourTurn("RTW-T5", "first choose: sail to the disaster, or waive the spin and spin again")
        match move["type"]:
            case "spin":
                return self._spin(state, move["value"])
        raise NotYourTurn("RTW-T2", f"the captain must spin the teetotum, not {move['type']!r}")

    def _spin(self, state: RTWState, value: int) -> RTWState:
        if value not in self.faces:
            raise IllegalAction(
                "RTW-T2", f"the teetotum has no face {value!r} (faces: {', '.join(map(str, self.faces))})"
            )
        ship = state.ships[state.turn]
        if self.mode != "children" and ship.repaired and self._landing(ship, value, state) in self.disasters:
            return replace(
                state,
                pending_spin=value,
                events=(
                    f"{self._who(state, state.turn)} spins {value}: "
                    "that would run the repaired ship into disaster again; sail or waive? (RTW-T5)",
                ),
            )
        return self._move(state, value)

    def _choose_commodore(self, state: RTWState, move: RTWAction) -> RTWState:
        if move["type"] != "commodore" or not 0 <= move["seat"] < len(state.ships):
            raise NotYourTurn("RTW-D1", f"first choose a Commodore: a seat from 0 to {len(state.ships) - 1}")
        seat = move["seat"]
        who = self._who(state, seat)
        if move.get("record"):
            if not self.book:
                raise IllegalAction(
                    "RTW-G2", "this game keeps no record of the sitting: the Commodore is chosen by lot"
                )
            text = f"{who} made the quickest voyage of the sitting: Commodore, spins first (RTW-G2)"
        else:
            text = f"{who} is {'first to spin' if self.mode == 'children' else 'Commodore'} and spins first (RTW-D1)"
        return replace(state, commodore=seat, turn=seat, rounds=1, events=(text,))

    def _stop(self, state: RTWState) -> int | None:
        return self.passage_ends[state.passage] if self.mode == "passages" else None

    def _landing(self, ship: Ship, value: int, state: RTWState) -> int:
        return self.track.advance(ship.station, value, self._stop(state))

    def _move(self, state: RTWState, value: int) -> RTWState:
        seat = state.turn
        ship = state.ships[seat]
        stop = self._stop(state)
        landed = self.track.advance(ship.station, value, stop)
        events = [
            f"{state.names[seat]} spins {value}: {self.station_names[ship.station]} → {self.station_names[landed]}"
        ]
        station = self.stations[landed]
        where, days, lost, repaired = landed, 0, 0, False
        if self.mode == "children":
            if station.disaster:
                lost = 1
                events.append(f"Disaster at {landed}: loses one spin (RTW-C1)")
        else:
            if station.to is not None:
                where = station.to if stop is None else min(station.to, stop)
                repaired = station.disaster
            days = station.days
            if station.text:
                events.append(station.text + (" (RTW-T3)" if not station.disaster else ""))
            if days and where < self.track.length:
                lost = multiples_passed(ship.dial, ship.dial + days, self.lose_every)
                if lost:
                    events.append(
                        f"+{days} days on the dial passes {counted(lost, 'multiple')} of {self.lose_every}: "
                        f"loses {counted(lost, 'spin')} (RTW-D3)"
                    )
        dial = ship.dial + days
        tablet, waiting, passages = ship.tablet, False, ship.passages
        if self.mode == "passages":
            tablet, waiting, passages = self._score_tablet(ship, where, dial, state)
        home = where >= self.track.length
        moved = Ship(
            where, dial, ship.lost_spins + lost, repaired, waiting, home, ship.passage_dial_start, tablet, passages
        )
        ships = with_seat(state.ships, seat, moved)
        if home and self.mode != "passages":
            events.append(f"{self._who(state, seat)} is home in New York! (RTW-G1)")
            return replace(state, ships=ships, finished=True, events=tuple(events))
        return self._next_turn(state, ships, events)

    def _score_tablet(
        self, ship: Ship, where: int, dial: int, state: RTWState
    ) -> tuple[tuple[tuple[int, int], ...], bool, tuple[int, ...]]:
        """Enter every place passed on this passage (RTW-P3, RTW-P5); stop at its end, and wait there for
        the others at San Francisco, Hong Kong or Anjer (RTW-P2): New York is home, not a port to wait in."""
        start = self.passage_ends[state.passage - 1] if state.passage else 0
        end = self.passage_ends[state.passage]
        time_now = state.rounds * self.days_per_spin + dial - ship.passage_dial_start
        recorded = {place for place, _ in ship.tablet}
        entries = tuple(
            (place, time_now - self.per_oval * (where - place))
            for place in self.places
            if start < place <= min(where, end) and place not in recorded
        )
        if where == end:
            return ship.tablet + entries, end < self.track.length, ship.passages + (time_now,)
        return ship.tablet + entries, False, ship.passages

    def _next_turn(self, state: RTWState, ships: tuple[Ship, ...], events: list[str]) -> RTWState:
        """Pass the teetotum left, skipping ships in port and serving lost spins (RTW-D3, RTW-P2)."""
        if self.mode == "passages" and all(s.waiting or s.home for s in ships):
            if all(s.home for s in ships):
                events.append("Every ship is home: the tablets decide (RTW-P4)")
                return replace(state, ships=ships, finished=True, events=tuple(events))
            ships = tuple(replace(s, waiting=False, passage_dial_start=s.dial) for s in ships)
            port = self.track.name(self.passage_ends[state.passage])
            events.append(f"Every ship is in {port}: the Commodore's dial goes back to zero (RTW-P2)")
            assert state.commodore is not None, "a passage ends only once a Commodore is chosen (RTW-D1)"
            state = replace(state, passage=state.passage + 1, rounds=0, turn=previous_seat(state.commodore, len(ships)))
        seat, rounds = state.turn, state.rounds
        while True:
            seat = next_seat(seat, len(ships))
            if seat == state.commodore:
                rounds += 1
            ship = ships[seat]
            if ship.home or ship.waiting:
                continue
            if ship.lost_spins:
                ships = with_seat(ships, seat, replace(ship, lost_spins=ship.lost_spins - 1))
                events.append(
                    f"{self._who(state, seat)} loses this spin ({'RTW-C1' if self.mode == 'children' else 'RTW-D3'})"
                )
                continue
            break
        return RTWState(ships, state.names, state.commodore, seat, rounds, state.passage, None, False, tuple(events))

    # --- reading the state --------------------------------------------------------------------

    @staticmethod
    def _who(state: RTWState, seat: int) -> str:
        return state.names[seat]

    def voyage_days(self, state: RTWState, seat: int) -> int:
        """RTW-D4: the Commodore's dial × 10 plus the captain's dial (Game No. 2: the passages' sum)."""
        ship = state.ships[seat]
        if self.mode == "passages":
            return sum(ship.passages)
        return state.rounds * self.days_per_spin + ship.dial

    def passage_winners(self, state: RTWState) -> list[int]:
        """How many passages each captain made quickest (ties count for each tied captain)."""
        won = [0] * len(state.ships)
        for leg in range(len(self.passage_ends)):
            times = [s.passages[leg] for s in state.ships if len(s.passages) > leg]
            if len(times) < len(state.ships):
                continue
            best = min(times)
            for seat, ship in enumerate(state.ships):
                if ship.passages[leg] == best:
                    won[seat] += 1
        return won

    def result(self, states: Sequence[RTWState], actions: Sequence[Action]) -> Result:
        state = states[-1]
        if not state.finished:
            raise IllegalAction("RTW-G1", "the game is not over yet")
        winners, reason, figure, figure_name, table = self._outcome(state)
        sitting = self._voyages(state, winners)
        return Result(
            winners,
            reason,
            figure,
            figure_name,
            table,
            scores=tuple(float(row["days"]) for row in self.standings(state)) if self.mode != "children" else (),
            records=tuple(Figure(seat, "quickest voyage (days)", days, lower_is_better=True) for seat, days in sitting),
            sitting=sitting,
        )

    def _outcome(self, state: RTWState) -> tuple[tuple[int, ...], str, float, str, tuple[dict[str, Any], ...]]:
        """The winners, why, the headline figure and its name, and the results table."""
        n = len(state.ships)
        if self.mode == "passages":
            won = self.passage_winners(state)
            voyage = [self.voyage_days(state, s) for s in range(n)]
            key = [self._passage_rank(won[s], voyage[s], state.ships[s].passages[0]) for s in range(n)]
            best = min(key)
            winners = tuple(s for s in range(n) if key[s] == best)
            reason = self._passage_reason(won, key, winners)
            table = tuple(
                {"seat": s, "passages": list(state.ships[s].passages), "passages_won": won[s], "voyage_days": voyage[s]}
                for s in range(n)
            )
            return winners, reason, float(voyage[winners[0]]), "voyage days", table
        winner = next(s for s in range(n) if state.ships[s].home)
        if self.mode == "children":
            table = tuple({"seat": s, "station": state.ships[s].station} for s in range(n))
            return (winner,), "first into New York (RTW-C1)", float(state.rounds), "rounds", table
        table = tuple(
            {
                "seat": s,
                "station": state.ships[s].station,
                "dial": state.ships[s].dial,
                "days": self.voyage_days(state, s),
            }
            for s in range(n)
        )
        return (winner,), "first into New York (RTW-G1)", float(self.voyage_days(state, winner)), "voyage days", table

    def _passage_rank(self, won: int, voyage: int, first: int) -> tuple[int, int, int, int]:
        """RTW-P4 (decided): every captain quickest on two or more passages qualifies, and among them
        the quicker voyage wins, then the quicker passage to San Francisco; nobody qualifying, the
        most passages won decide first. Lower ranks higher."""
        if won >= self.to_qualify:
            return (0, 0, voyage, first)
        return (1, -won, voyage, first)

    def _passage_reason(self, won: list[int], key: list[tuple[int, int, int, int]], winners: tuple[int, ...]) -> str:
        """Why the tablet named these winners (RTW-P4), saying which tie-break decided."""
        best = key[winners[0]]
        level = [k for k in key if k[:2] == best[:2]]
        if best[0] == 0:
            qualified = sum(1 for k in key if k[0] == 0)
            verb = "qualifies" if qualified == 1 else "qualify"
            head = f"quickest on {self.to_qualify} or more passages ({counted(qualified, 'captain')} {verb})"
        else:
            head = f"nobody quickest on {self.to_qualify} passages: the most passages won ({won[winners[0]]})"
        if len(level) > 1:
            head += ", then the quicker voyage"
            if sum(1 for k in level if k[2] == best[2]) > 1:
                head += ", then the quicker passage to San Francisco"
        return head + " (RTW-P4)"

    def record_book(self) -> str:
        """RTW-G2 (decided): Game No. 1 and No. 2 keep one record of the sitting, the children's game none."""
        return self.book

    def _voyages(self, state: RTWState, winners: tuple[int, ...]) -> tuple[tuple[int, float], ...]:
        """RTW-G2: the finished voyages that may make the next Commodore (the quickest of the sitting):
        every captain's in the passages game, the winner's in Game No. 1 and No. 2, none in the children's."""
        if not self.book:
            return ()
        seats = range(len(state.ships)) if self.mode == "passages" else winners
        return tuple((seat, self.voyage_days(state, seat)) for seat in seats)

    def sitting_record_words(self) -> tuple[str, str]:
        return ("Commodore's records (the quickest voyage, RTW-G2)", "days")

    def sitting_news(self, made: SittingRecord, held: SittingRecord | None) -> str:
        """RTW-G2: the quickest voyage of the sitting makes its captain Commodore next game."""
        return record_line(made, held)

    def first_player_action(self, seat: int) -> Commodore:
        """RTW-G2: the sitting's quickest captain is made Commodore by the record, not by lot."""
        return Commodore(type="commodore", seat=seat, record=True)

    def standings(self, state: RTWState) -> list[dict[str, Any]]:
        rows = []
        for seat, ship in enumerate(state.ships):
            row: dict[str, Any] = {
                "name": state.names[seat],
                "station": ship.station,
                "place": self.track.name(ship.station),
            }
            if self.mode != "children":
                units, fifties = self.dial.read(ship.dial)
                row.update(dial=ship.dial, dial_units=units, dial_fifties=fifties)
                row["days"] = (
                    self.voyage_days(state, seat)
                    if self.mode == "passages"
                    else state.rounds * self.days_per_spin + ship.dial
                )
            row["lost_spins"] = ship.lost_spins
            if self.mode == "passages":
                row["passages"] = list(ship.passages)
                row["tablet"] = [[self.track[p].port, days] for p, days in ship.tablet]
                row["waiting"] = ship.waiting
            rows.append(row)
        return rows

    def lookup(self, terms: list[str]) -> list[dict[str, Any]]:
        """`parlorgames lookup`: whether each term is a port of the voyage, and where on it it lies."""
        rows = []
        for term in terms:
            where = self.explain(term)  # "HONG KONG: station 56 of 93 on the voyage, ..."
            port = any(self.track[n].port.upper() == term.strip().upper() for n in self.places)
            if port:
                rows.append({"term": term, "valid": True, "reason": where, "whereabouts": where})
            else:
                rows.append({"term": term, "valid": False, "reason": "not a port of the voyage"})
        return rows

    def words_formed(self, state: RTWState, action: Action) -> tuple[str, ...]:
        """The port a ship reaches with the move, for the table to say where on the voyage it lies."""
        try:
            after = self.apply(state, action)
        except ActionError:
            return ()
        reached = {ship.station for was, ship in zip(state.ships, after.ships) if ship.station != was.station}
        return tuple(self.track[n].port for n in sorted(reached) if self.track[n].port)

    def explain(self, term: str, width: int | None = None, senses: int = 1) -> str:
        """Where a port lies on the voyage: its station and the ports before and after it."""
        name = term.strip().upper()
        found = [n for n in self.places if self.track[n].port.upper() == name]
        if not found:
            return abbreviate(f"{name}: not a port of this voyage", width)
        if len(found) > 1:  # the Equator, crossed again and again
            stations = ", ".join(map(str, found[:-1])) + f" and {found[-1]}"
            return abbreviate(f"{name}: stations {stations} of {self.track.length} on the voyage", width)
        at = found[0]
        before = [n for n in self.places if n < at]
        after = [n for n in self.places if n > at]
        start = self.track[before[-1]].port if before else self.track.start_name
        onward = f" and before {self.track[after[0]].port}" if after else ", the last port"
        where = f"{name}: station {at} of {self.track.length} on the voyage, after {start}{onward}"
        return abbreviate(where, width)

    def describe(self, state: RTWState, action: Action) -> str:
        move = cast(RTWAction, action)  # a move played, so its shape was checked
        match move["type"]:
            case "commodore":
                return f"Commodore: {self._who(state, move['seat'])}" + (
                    " (the sitting's record, RTW-G2)" if move.get("record") else ""
                )
            case "spin":
                return f"{self._who(state, state.turn)} spins {move['value']}"
            case "waive":
                return f"{self._who(state, state.turn)} waives the spin (RTW-T5)"
            case "sail":
                return f"{self._who(state, state.turn)} sails on to the disaster"
            case _:
                assert_never(move["type"])


KIND = GameKind(
    RoundTheWorld,
    player="parlorgames.bots.round_the_world:choose",
    view="parlorgames.tui.views.round_the_world:RoundTheWorldView",
    hints="parlorgames.bots.round_the_world:hints",
    hints_ranked_by="the quicker voyage expected",
    review="parlorgames.bots.round_the_world:REVIEW",
)
