"""The command line: the app, and list / rules / validate / replay / simulate as a user types them.

User mistakes are one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any, NoReturn, Sequence

from .engine.ruleset import RulesetError, UnknownGame, find, load_path, shipped
from .engine.session import SaveError, Seat, default_seats, parse_players

EXIT_USAGE = 2


class UserError(Exception):
    """A mistake the user can fix; printed as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="parlorgames", description="Five parlour games for one terminal, passed round the table.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="start a game straight away")
    play.add_argument("game", help="a game name (see `list`) or a ruleset file")
    play.add_argument("--variant", help="which variant to play")
    play.add_argument("--seed", type=int, help="seed for spins and draws (random if not given)")
    play.add_argument("--players", help='seats, e.g. "Ann,Bob,cpu:Cat" (cpu: marks a computer player)')
    play.add_argument("--word-list", metavar="FILE", help="judge words by this word list (one word per line) instead of the built-in one")

    lst = sub.add_parser("list", help="the games and their variants")
    lst.add_argument("--json", action="store_true", help="print JSON")

    rules = sub.add_parser("rules", help="print a game's rules")
    rules.add_argument("game")
    rules.add_argument("--variant")

    validate = sub.add_parser("validate", help="check ruleset files")
    validate.add_argument("paths", nargs="+", metavar="PATH")

    replay = sub.add_parser("replay", help="re-derive a saved game and print how it stands")
    replay.add_argument("save", metavar="SAVE")
    replay.add_argument("--json", action="store_true")

    lookup = sub.add_parser("lookup", help="look terms up in a game's dictionary (words, places, areas)")
    lookup.add_argument("game")
    lookup.add_argument("terms", nargs="+", metavar="TERM")
    lookup.add_argument("--variant")
    lookup.add_argument("--word-list", metavar="FILE", help="use this word list instead of the built-in one")
    lookup.add_argument("--json", action="store_true")

    simulate = sub.add_parser("simulate", help="computer players play many games")
    simulate.add_argument("game")
    simulate.add_argument("--games", type=int, required=True)
    simulate.add_argument("--seed", type=int, default=0)
    simulate.add_argument("--variant")
    simulate.add_argument("--players", type=int, help="number of seats (default: the game's minimum, at least 2)")
    simulate.add_argument("--json", action="store_true")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command is None:
            return _run_app(None)
        return {"play": cmd_play, "list": cmd_list, "rules": cmd_rules, "validate": cmd_validate, "replay": cmd_replay, "simulate": cmd_simulate, "lookup": cmd_lookup}[
            args.command
        ](args)
    except (UserError, UnknownGame, SaveError, ValueError) as err:
        print(f"parlorgames: {err}", file=sys.stderr)
        return EXIT_USAGE
    except RulesetError as err:
        print(err, file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        sys.stderr.close()
        return 0


def _run_app(start: dict[str, Any] | None) -> int:
    from .tui.app import ParlorApp

    ParlorApp(start=start).run()
    return 0


def _overrides(args: argparse.Namespace) -> dict[str, Any]:
    """Table settings given on the command line, checked by the game's schema like a ruleset's."""
    if getattr(args, "word_list", None):
        path = Path(args.word_list).expanduser()
        if not path.is_file():
            raise UserError(f"--word-list: no such file: {path}")
        return {"options": {"word_list": str(path.resolve())}}
    return {}


def cmd_play(args: argparse.Namespace) -> int:
    ruleset = find(args.game)
    variant = ruleset.variant(args.variant).name
    overrides = _overrides(args)
    ruleset.with_overrides(variant, overrides)
    seats = parse_players(args.players, ruleset) if args.players else default_seats(ruleset, max(2, ruleset.players_min))
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    return _run_app({"ruleset": ruleset, "variant": variant, "seats": seats, "seed": seed, "overrides": overrides})


def cmd_lookup(args: argparse.Namespace) -> int:
    from .engine.kinds import rules_class

    ruleset = find(args.game)
    variant = ruleset.with_overrides(args.variant, _overrides(args))
    verdicts = rules_class(ruleset.kind)(ruleset, variant).lookup(list(args.terms))
    if args.json:
        print(json.dumps(verdicts, indent=2, ensure_ascii=False))
    else:
        for verdict in verdicts:
            mark = "✓" if verdict["valid"] else "✗"
            print(f"{mark} {verdict['term']}: {verdict['reason']}")
    return 0 if all(v["valid"] for v in verdicts) else 1


def cmd_list(args: argparse.Namespace) -> int:
    games = shipped()
    if args.json:
        rows = [
            {
                "name": r.name,
                "title": r.title,
                "kind": r.kind,
                "description": r.description,
                "variants": [v.name for v in r.variants],
                "default_variant": r.default_variant,
                "min_players": r.players_min,
                "max_players": r.players_max,
            }
            for r in games.values()
        ]
        print(json.dumps(rows, indent=2))
        return 0
    for r in games.values():
        print(f"{r.name:<18} {r.title} ({r.players_min}–{r.players_max} players): {r.description}")
        for v in r.variants:
            mark = " (default)" if v.name == r.default_variant else ""
            print(f"{'':<18}   --variant {v.name}{mark}: {v.description or v.title}")
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    ruleset = find(args.game)
    variant = ruleset.variant(args.variant)
    print(f"{ruleset.title} — {variant.title}\n")
    print(ruleset.rules_text(variant.name))
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    failed = False
    for path in args.paths:
        try:
            ruleset = load_path(Path(path))
        except RulesetError as err:
            failed = True
            print(err, file=sys.stderr)
            continue
        print(f"{path}: ok ({ruleset.title}, {len(ruleset.variants)} variant(s))")
    return EXIT_USAGE if failed else 0


def cmd_replay(args: argparse.Namespace) -> int:
    from .storage import read_save

    session = read_save(Path(args.save))
    result: dict[str, Any] = {
        "game": session.ruleset.name,
        "variant": session.variant.name,
        "seed": session.seed,
        "moves": len(session.actions),
        "finished": session.over,
        "seats": [s.to_json() for s in session.seats],
        "standings": session.rules.standings(session.state),
    }
    if session.over:
        outcome = session.outcome()
        result["winners"] = [session.seats[w].name for w in outcome.winners]
        result["reason"] = outcome.reason
        result[outcome.figure_name.replace(" ", "_") or "figure"] = outcome.figure
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"{session.ruleset.title} — {session.variant.title}, seed {session.seed}, {len(session.actions)} moves")
    for seat, row in zip(session.seats, result["standings"]):
        details = ", ".join(f"{k} {v}" for k, v in row.items() if k != "name")
        print(f"  {seat.name}{' (cpu)' if seat.bot else ''}: {details}")
    if session.over:
        print(f"Winner: {' and '.join(result['winners'])} — {result['reason']}")
    else:
        print(f"In progress: {session.seats[session.seat].name} to play")
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    from .engine.kinds import rules_class
    from .engine.simulate import play_out, summarise

    if args.games < 1:
        raise UserError("--games must be at least 1")
    ruleset = find(args.game)
    variant = ruleset.variant(args.variant)
    count = args.players if args.players is not None else max(2, ruleset.players_min)
    seats: list[Seat] = default_seats(ruleset, count, bots_from=0)
    from .engine.session import check_seat_count

    check_seat_count(count, ruleset)
    rules = rules_class(ruleset.kind)(ruleset, variant)
    names = tuple(s.name for s in seats)
    outcomes, moves = [], []

    def one(game: int) -> None:
        state, n = play_out(rules, names, random.Random(f"{args.seed}:{game}"))
        outcomes.append(rules.outcome(state))
        moves.append(n)

    if sys.stderr.isatty() and not args.json:
        from rich.progress import Progress

        with Progress(transient=True) as progress:
            task = progress.add_task(f"{ruleset.title}: {args.games} games", total=args.games)
            for game in range(args.games):
                one(game)
                progress.advance(task)
    else:
        for game in range(args.games):
            one(game)
    summary = summarise(outcomes, moves, count)
    if args.json:
        data = summary.to_json()
        data.update(game=ruleset.name, variant=variant.name, seats=list(names))
        print(json.dumps(data, indent=2))
        return 0
    print(f"{ruleset.title} — {variant.title}: {summary.games} games, {count} computer players, seed {args.seed}")
    print(f"{summary.figure_name}: mean {summary.mean:.1f}, min {summary.min:g}, max {summary.max:g}")
    print(f"moves per game: mean {summary.moves_mean:.1f}")
    print("wins: " + ", ".join(f"{n} {w:g}" for n, w in zip(names, summary.wins)))
    return 0
