"""The command line: the app, and list / rules / validate / replay / review / simulate as a user types them.

User mistakes (`ParlorError`) are one line on stderr and exit status 2, never a traceback; anything else is a
bug, said so in one line naming the file its traceback was written to (`parlorgames.bugs`), exit status 70.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from . import __version__
from .engine.errors import ParlorError
from .engine.levels import seat_label
from .engine.wording import counted

if TYPE_CHECKING:
    from .engine.rules import Action, Result
    from .engine.session import Seat
    from .storage.shared import SharedStore, TableRow

EXIT_USAGE = 2


class UserError(ParlorError):
    """A mistake the user can fix; printed as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


PLAYERS_HELP = (
    'the seats: a number ("3": that many seats with the default names, the first a person, the rest computer players) '
    'or names in turn order, "Ann,Bob,cpu:Cat"; cpu:NAME is a computer player and cpu:NAME:LEVEL asks it to play '
    "easy, normal or hard; each seat needs its own name"
)
PLAIN_HELP = (
    "play in plain lines instead of the screen, for a screen reader or a braille display: commands typed, "
    "one line per event, no drawing (see docs/plain.md)"
)
CLEAR_SCREEN_HELP = (
    "with --plain: clear the screen and its scrollback at each hand-over even when the output is not a terminal "
    "(on a terminal it always is)"
)
NO_MOTION_HELP = (
    "no spins or other motion this time (m on the menu switches motion off for good; NO_COLOR switches it off too)"
)
GAME_HELP = "a game name from `parlorgames list` (e.g. round-the-world) or the path of a ruleset file"
VARIANT_HELP = "which variant of the game (see `parlorgames list`); the game's default if not given"


def _command(sub: Any, name: str, summary: str, *examples: str) -> argparse.ArgumentParser:
    """A subcommand whose --help ends with examples a user can type as they are."""
    lines = "\n".join(f"  parlorgames {name} {example}".rstrip() for example in examples)
    return sub.add_parser(
        name,
        help=summary,
        description=summary[0].upper() + summary[1:] + ".",
        epilog=f"examples:\n{lines}",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="parlorgames",
        description="Five parlour games for one terminal, passed round the table. With no command, the menu opens.",
        epilog=(
            "examples:\n  parlorgames\n  parlorgames --plain\n"
            "  parlorgames play round-the-world --players Ann,cpu:Cat\n  parlorgames COMMAND --help"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--no-motion", action="store_true", help=NO_MOTION_HELP)
    parser.add_argument("--plain", action="store_true", help=PLAIN_HELP)
    parser.add_argument("--clear-screen", action="store_true", help=CLEAR_SCREEN_HELP)
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    play = _command(
        sub,
        "play",
        "start a game straight away",
        "round-the-world",
        "globe-grams --variant pool --players 3",
        'zig-zaggle --seed 7 --players "Ann,cpu:Cat:hard"',
        "zig-zaggle --word-list ~/words.txt",
        'zig-zaggle --plain --hints --players "Ann,cpu:Cat"',
    )
    play.add_argument("game", metavar="GAME", help=GAME_HELP)
    play.add_argument("--variant", metavar="V", help=VARIANT_HELP)
    play.add_argument(
        "--seed",
        metavar="N",
        type=int,
        help="a whole number fixing the spins and draws, so a game can be dealt again (random if not given)",
    )
    play.add_argument("--players", metavar="SEATS", help=PLAYERS_HELP)
    play.add_argument("--no-motion", action="store_true", default=argparse.SUPPRESS, help=NO_MOTION_HELP)
    play.add_argument("--plain", action="store_true", default=argparse.SUPPRESS, help=PLAIN_HELP)
    play.add_argument("--clear-screen", action="store_true", default=argparse.SUPPRESS, help=CLEAR_SCREEN_HELP)
    play.add_argument(
        "--hints",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="offer hints to the players, or not (--no-hints); the variant's own choice if not given",
    )
    play.add_argument(
        "--word-list",
        metavar="FILE",
        help="judge words by this word list (one word per line) instead of the built-in one",
    )
    play.add_argument(
        "--any-words",
        action="store_true",
        help="people may play any word of the list: the Family words setting off (ZZ-W4, SAC-10)",
    )

    lst = _command(sub, "list", "the games and their variants", "", "--json")
    lst.add_argument(
        "--json",
        action="store_true",
        help="print JSON: name, title, kind, description, variants, default variant, min and max players",
    )

    rules = _command(
        sub,
        "rules",
        "print a game's rules: the sheet of the variant, then the rules by id",
        "mapominoes",
        "round-the-world --variant children",
        "zig-zaggle --by-id",
    )
    rules.add_argument("game", metavar="GAME", help=GAME_HELP)
    rules.add_argument("--variant", metavar="V", help=VARIANT_HELP)
    rules.add_argument("--by-id", action="store_true", help="print only the rules by id (the project's reference)")

    validate = _command(
        sub,
        "validate",
        "check rulesets and lesson scripts (in a learn/ folder), printing each problem as file:line: key: message",
        "my-game.yaml",
        "rulesets/*.yaml rulesets/learn/*.yaml",
    )
    validate.add_argument("paths", nargs="+", metavar="PATH", help="one or more ruleset or lesson YAML files")

    replay = _command(
        sub,
        "replay",
        "re-derive a saved game and print how it stands",
        "~/.local/share/parlorgames/saves/round-the-world-20240101-120000-7.json",
        "SAVE --json",
    )
    replay.add_argument(
        "save", metavar="SAVE", help="a save file from the data folder's saves/ (every game is saved after each move)"
    )
    replay.add_argument(
        "--json",
        action="store_true",
        help="print JSON: game, variant, seed, moves, seats, standings, and the winners once finished",
    )

    review = _command(
        sub,
        "review",
        "review a finished game: each move beside the hard computer player's choice and what the difference is worth",
        "~/.local/share/parlorgames/saves/zig-zaggle-20240101-120000-7.json",
        "SAVE --markdown review.md",
    )
    review.add_argument("save", metavar="SAVE", help="the save file of a finished game (from the data folder's saves/)")
    review.add_argument(
        "--markdown",
        metavar="FILE",
        nargs="?",
        const="-",
        help="write the review as a Markdown record to FILE (to the screen instead of the plain review when no FILE)",
    )

    lookup = _command(
        sub,
        "lookup",
        "look terms up in a game's dictionary (words, places, areas)",
        "globe-grams Lima Oslo",
        "skip-a-cross CART:CARTS",
        "zig-zaggle qi --word-list ~/words.txt --json",
    )
    lookup.add_argument("game", metavar="GAME", help=GAME_HELP)
    lookup.add_argument(
        "terms",
        nargs="+",
        metavar="TERM",
        help="a word or place to judge; in Skip-A-Cross OLD:NEW asks whether NEW may steal OLD",
    )
    lookup.add_argument("--variant", metavar="V", help=VARIANT_HELP)
    lookup.add_argument(
        "--word-list", metavar="FILE", help="use this word list (one word per line) instead of the built-in one"
    )
    lookup.add_argument(
        "--json",
        action="store_true",
        help="print JSON: one verdict (term, valid, reason, and a word's definition or a place's whereabouts) per term",
    )

    simulate = _command(
        sub,
        "simulate",
        "computer players play many games; a histogram of the game's headline figure",
        "round-the-world --games 200",
        "mapominoes --games 20 --players 4 --seed 3 --json",
    )
    simulate.add_argument("game", metavar="GAME", help=GAME_HELP)
    simulate.add_argument("--games", metavar="N", type=int, required=True, help="how many games to play (at least 1)")
    simulate.add_argument(
        "--seed",
        metavar="S",
        type=int,
        default=0,
        help="a whole number fixing every game's chance, so a run can be repeated (default 0)",
    )
    simulate.add_argument("--variant", metavar="V", help=VARIANT_HELP)
    simulate.add_argument(
        "--players",
        metavar="SEATS",
        help=(
            "the seats, a number or names as for `play` (all are computer players); "
            "default: the game's minimum, at least 2"
        ),
    )
    simulate.add_argument(
        "--json", action="store_true", help="print the summary as JSON instead of the table and histogram"
    )

    records = _command(
        sub, "records", "who holds which record: games played and won, bests and recent scores per player", "", "--json"
    )
    records.add_argument("--json", action="store_true", help="print the whole record book as JSON")

    host = _command(
        sub,
        "host",
        "open a shared table: each player joins it from a terminal of their own with the code printed for them",
        'globe-grams --players "Ann,Bob"',
        'zig-zaggle --players "Ann,Bob,cpu:Cat" --seed 7 --json',
    )
    host.add_argument("game", metavar="GAME", help=GAME_HELP)
    host.add_argument("--variant", metavar="V", help=VARIANT_HELP)
    host.add_argument(
        "--seed", metavar="N", type=int, help="a whole number fixing the spins and draws (random if not given)"
    )
    host.add_argument("--players", metavar="SEATS", required=True, help=PLAYERS_HELP)
    host.add_argument(
        "--json",
        action="store_true",
        help='print JSON: {"table": ID, "codes": {NAME: CODE, ...}, "onlooker": CODE}',
    )
    host.add_argument(
        "--ssh",
        metavar="[NAME:]PORT",
        help="where guests reach `parlorgames serve --ssh` (default: this machine's name and port 2222), for the "
        "ssh line printed for each person (with the [ssh] extra)",
    )

    join = _command(
        sub,
        "join",
        "sit at a shared table with the code its host gave you (an onlooker's code shows what is face up)",
        "k3fa9-abcd-efgh-jkmn",
        "",
    )
    join.add_argument(
        "code",
        metavar="CODE",
        nargs="?",
        help="the join code `parlorgames host` printed for your seat (asked if not given)",
    )
    join.add_argument("--no-motion", action="store_true", default=argparse.SUPPRESS, help=NO_MOTION_HELP)
    join.add_argument("--plain", action="store_true", default=argparse.SUPPRESS, help=PLAIN_HELP)

    tables = _command(
        sub, "tables", "the shared tables open in this data folder", "", "--json", "--close k3fa9-abcd-efgh-jkmn"
    )
    tables.add_argument(
        "--json",
        action="store_true",
        help="print JSON: id, game, variant, seats, moves and the person it waits on (to_play) of each (never a "
        "seed: the tables are still in play)",
    )
    tables.add_argument(
        "--close",
        metavar="CODE",
        help="end the table a player's join code opens, for everyone: it leaves the list and enters no records",
    )

    serve = _command(
        sub,
        "serve",
        "offer the app to web browsers (needs the [web] extra: pip install 'parlorgames[web]')",
        "",
        "--host 0.0.0.0 --port 8000",
        "--shared",
        "--ssh 2222",
    )
    serve.add_argument(
        "--host",
        metavar="HOST",
        default="127.0.0.1",
        help=(
            "the address to listen on (default 127.0.0.1: this machine alone); 0.0.0.0 lets anyone who can reach "
            "this machine open the app, its saves and records (with --shared: any seat whose code they hold)"
        ),
    )
    serve.add_argument("--port", metavar="PORT", type=int, default=8000, help="the port to listen on (default 8000)")
    serve.add_argument(
        "--shared",
        action="store_true",
        help="offer the shared tables of this data folder instead of the menu: each tab asks for a join code "
        "(from `parlorgames host`) before it shows any seat",
    )
    serve.add_argument(
        "--ssh",
        metavar="[ADDR:]PORT",
        help="serve the shared tables of this data folder over SSH instead (needs the [ssh] extra): a guest types "
        "ssh -p PORT CODE@HOST; ADDR is 127.0.0.1 unless given (0.0.0.0: every network this machine is on)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command is None:
            return _run_plain_menu(args) if args.plain else _run_app(None, args.no_motion)
        if args.plain and args.command not in ("play", "join"):
            raise UserError(
                f"--plain plays the menu, a game or a shared table's seat (play GAME --plain, join CODE --plain), "
                f"not {args.command}"
            )
        commands = {
            "play": cmd_play,
            "list": cmd_list,
            "rules": cmd_rules,
            "validate": cmd_validate,
            "replay": cmd_replay,
            "review": cmd_review,
            "simulate": cmd_simulate,
            "lookup": cmd_lookup,
            "records": cmd_records,
            "serve": cmd_serve,
            "host": cmd_host,
            "join": cmd_join,
            "tables": cmd_tables,
        }
        return commands[args.command](args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        sys.stderr.close()
        return 0
    except Exception as err:
        from .bugs import told

        line, status = told(err)
        print(line, file=sys.stderr)
        return status


def _run_app(start: dict[str, Any] | None, no_motion: bool) -> int:
    from .tui.app import ParlorApp

    app = ParlorApp(start=start, animate=not no_motion)
    app.run()
    return app.return_code or 0


def _lines(args: argparse.Namespace) -> Any:
    from .plain.app import Lines

    if sys.stdin.isatty():
        try:
            import readline  # noqa: F401  (line editing and recall for `input`, where Python has it)
        except ImportError:
            pass

    return Lines(sys.stdin, sys.stdout, args.clear_screen or sys.stdout.isatty())


def _run_plain_menu(args: argparse.Namespace) -> int:
    from .plain.app import menu

    return menu(_lines(args))


def _overrides(args: argparse.Namespace) -> dict[str, Any]:
    """Table settings given on the command line, checked by the game's schema like a ruleset's."""
    if getattr(args, "word_list", None):
        path = Path(args.word_list).expanduser()
        if not path.is_file():
            raise UserError(f"--word-list: no such file: {path}")
        return {"options": {"word_list": str(path.resolve())}}
    return {}


def play_start(argv: Sequence[str]) -> dict[str, Any]:
    """The table `parlorgames play …` opens for these words (after `parlorgames`), as `Sitting.open` takes it:
    the documentation's transcripts are played again from their command lines through it."""
    args = _parser().parse_args(list(argv))
    if args.command != "play":
        raise UserError(f"not a play command: {' '.join(argv)}")
    return _start(args)


def _start(args: argparse.Namespace) -> dict[str, Any]:
    from .engine.ruleset import find
    from .engine.session import default_seats, parse_players

    ruleset = find(args.game)
    variant = ruleset.variant(args.variant).name
    overrides = _overrides(args)
    if "family_words" in ruleset.variant(variant).params.get("options", {}) and not args.any_words:
        overrides.setdefault("options", {})["family_words"] = True  # a new table plays family words
    ruleset.with_overrides(variant, overrides)
    seats = (
        parse_players(args.players, ruleset) if args.players else default_seats(ruleset, max(2, ruleset.players_min))
    )
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    start: dict[str, Any] = {
        "ruleset": ruleset,
        "variant": variant,
        "seats": seats,
        "seed": seed,
        "overrides": overrides,
    }
    if args.hints is not None:
        start["hints"] = args.hints
    return start


def cmd_play(args: argparse.Namespace) -> int:
    start = _start(args)
    if args.plain:
        from .plain.app import play_game

        return play_game(start, _lines(args))
    return _run_app(start, args.no_motion)


def cmd_lookup(args: argparse.Namespace) -> int:
    from .engine.kinds import rules_class
    from .engine.ruleset import find

    ruleset = find(args.game)
    variant = ruleset.with_overrides(args.variant, _overrides(args))
    verdicts = rules_class(ruleset.kind)(ruleset, variant).lookup(list(args.terms))
    if args.json:
        print(json.dumps(verdicts, indent=2, ensure_ascii=False))
    else:
        for verdict in verdicts:
            mark = "✓" if verdict["valid"] else "✗"
            print(f"{mark} {verdict['term']}: {verdict['reason']}")
            meaning = verdict.get("definition")
            meanings = meaning if isinstance(meaning, dict) else {"means": meaning} if meaning else {}
            for word, text in meanings.items():
                print(f"  {word}: {text}")
    return 0 if all(v["valid"] for v in verdicts) else 1


def cmd_list(args: argparse.Namespace) -> int:
    from .engine.ruleset import shipped

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
    from .engine.ruleset import find
    from .paths import rules_reference

    ruleset = find(args.game)
    variant = ruleset.variant(args.variant)
    reference = rules_reference(ruleset.kind)
    if not args.by_id:
        print(f"{ruleset.title} — {variant.title}\n")
        print(ruleset.rules_text(variant.name))
        if reference:
            print()
    print(reference or f"{ruleset.title} has no rules by id: its ruleset's text is its rules.")
    return 0


def cmd_validate(args: argparse.Namespace) -> int:
    """Rulesets, and the lesson scripts of guided first games (the files in a `learn` folder, docs/learn.md),
    which are also replayed against their game's rules."""
    from .engine.ruleset import RulesetError, load_path
    from .learn import ScriptError, load_script

    failed = False
    for path in args.paths:
        try:
            if Path(path).parent.name == "learn":
                script = load_script(Path(path))
                print(f"{path}: ok (lesson: {script.title}, {counted(len(script.steps), 'step')})")
            else:
                ruleset = load_path(Path(path))
                print(f"{path}: ok ({ruleset.title}, {counted(len(ruleset.variants), 'variant')})")
        except (RulesetError, ScriptError) as err:
            failed = True
            print(err, file=sys.stderr)
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
        outcome = session.result()
        result["winners"] = [session.seats[w].name for w in outcome.winners]
        result["reason"] = outcome.reason
        result[outcome.figure_name.replace(" ", "_") or "figure"] = outcome.figure
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"{session.ruleset.title} — {session.variant.title}, seed {session.seed}, {len(session.actions)} moves")
    for seat, row in zip(session.seats, result["standings"]):
        details = ", ".join(f"{k} {v}" for k, v in row.items() if k != "name")
        print(f"  {seat.label}: {details}")
    if session.over:
        print(f"Winner: {' and '.join(result['winners'])} — {result['reason']}")
    elif session.seat is not None:
        print(f"In progress: {session.seats[session.seat].name} to play")
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    from .review import review_game
    from .storage import read_save

    session = read_save(Path(args.save))
    found = review_game(session)
    if args.markdown is None:
        print("\n".join(found.lines()))
    elif args.markdown == "-":
        print(found.markdown(), end="")
    else:
        target = Path(args.markdown).expanduser()
        try:
            target.write_text(found.markdown(), encoding="utf-8")
        except OSError as err:
            raise UserError(f"--markdown: cannot write {target}: {err.strerror or err}") from None
        print(f"The review of {counted(len(found.moves), 'move')} is written to {target}")
    return 0


def cmd_records(args: argparse.Namespace) -> int:
    from .storage import Records
    from .storage.record_book import book_lines

    records = Records()
    book = records.read()
    if records.problem:
        print(f"parlorgames: {records.problem}", file=sys.stderr)
    if args.json:
        print(json.dumps(book, indent=2, ensure_ascii=False))
    else:
        print("\n".join(book_lines(book)))
    return 0


def cmd_host(args: argparse.Namespace) -> int:
    from .engine.ruleset import find
    from .engine.session import parse_players
    from .storage.shared import SeatRow

    ruleset = find(args.game)
    variant = ruleset.variant(args.variant).name
    seats = parse_players(args.players, ruleset)
    if all(seat.bot for seat in seats):
        raise UserError("--players: a shared table needs at least one person (cpu: seats are computer players)")
    seed = args.seed if args.seed is not None else random.randrange(1_000_000)
    store = _store()
    opened = store.open_table(ruleset.name, variant, seed, [SeatRow(s.name, s.bot, s.level) for s in seats])
    store.close()
    if args.json:
        print(json.dumps({"table": opened.table, "codes": opened.codes, "onlooker": opened.onlooker}, indent=2))
        return 0
    print(f"Table {opened.table}: {ruleset.title} — {ruleset.variant(variant).title}")
    width = max(len(name) for name in [*opened.codes, "onlooker"])
    over_ssh = _ssh_lines(args.ssh)
    for name, code in [*opened.codes.items(), ("onlooker", opened.onlooker)]:
        print(f"  {name:<{width}}  parlorgames join {code}")
        if over_ssh is not None:
            print(f"  {'':<{width}}  {over_ssh[0](code)}")
    print("Each code is shown only this once: give each player their own.")
    if over_ssh is not None:
        print(over_ssh[1])
    return 0


def _ssh_lines(where: str | None) -> tuple[Callable[[str], str], str] | None:
    """The ssh line for a code and what to say of the SSH server (its port, its key's fingerprint), or None
    without the [ssh] extra."""
    import socket

    from .storage.files import home

    try:
        from . import ssh
    except ImportError:
        if where:
            raise UserError("--ssh: playing over SSH needs the ssh extra: pip install 'parlorgames[ssh]'") from None
        return None
    name, _, port_text = (where or "").rpartition(":")
    if where and ":" not in where:
        name, port_text = "", where
    if port_text and not port_text.isdigit():
        raise UserError(f"--ssh: give [NAME:]PORT, not {where!r}")
    port = int(port_text) if port_text else ssh.DEFAULT_PORT
    name = name or socket.gethostname()
    said = (
        f"Over SSH: start `parlorgames serve --ssh {port}` (with `0.0.0.0:{port}` for other machines); "
        f"a guest's ssh shows this host key the first time: {ssh.fingerprint(home())}"
    )
    return (lambda code: ssh.ssh_line(code, name, port)), said


def cmd_join(args: argparse.Namespace) -> int:
    from .shared import join
    from .storage import Records

    records = Records()
    if args.plain:
        from .plain.app import play_seat

        lines = _lines(args)
        code = args.code or lines.ask("Your join code (the host printed it for your seat):")
        if not code:
            return 0
        return play_seat(join(code, records=records), lines)
    from .tui.seat_app import SeatApp

    app = SeatApp(join(args.code, records=records) if args.code else None, records=records, animate=not args.no_motion)
    app.run()
    return app.return_code or 0


def _store() -> SharedStore:
    """The data folder's shared-table store, its notices (a lock waited for, modes tightened) on stderr."""
    from .storage.shared import SharedStore

    def notice(said: str) -> None:
        print(f"parlorgames: {said}", file=sys.stderr, flush=True)

    store = SharedStore(notice=notice)
    for said in store.tightened:
        notice(said)
    return store


def cmd_tables(args: argparse.Namespace) -> int:
    from .storage.shared import store_path

    if args.close is not None:
        if not args.close.strip():
            raise UserError("--close: give a player's join code for the table to end")
        ended = _store().end(args.close)
        print(f"Table {ended} is ended: its codes open nothing now, and it is no longer listed.")
        return 0
    store = _store() if store_path().exists() else None
    rows = [] if store is None else [_table_listed(store, table) for table in store.open_tables()]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    if not rows:
        print('No shared tables are open: open one with parlorgames host GAME --players "Ann,Bob".')
    for row in rows:
        seats = ", ".join(row["seats"])
        turn = f"; waits on {row['to_play']}" if row["to_play"] else ""
        print(f"{row['table']}  {row['game']} ({row['variant']}), {counted(row['moves'], 'move')}: {seats}{turn}")
        if row["stopped"]:
            print(f"    {row['stopped']}")
    return 0


def _table_listed(store: SharedStore, table: TableRow) -> dict[str, Any]:
    """A shared table as `tables` lists it: never its seed nor its log (a table in play keeps them)."""
    from .shared import waits_on
    from .storage.shared import played

    to_play, stopped = waits_on(store, table)
    return {
        "table": table.id,
        "game": table.ruleset,
        "variant": table.variant,
        "seats": [seat_label(s.name, s.bot, s.level) for s in table.seats],
        "moves": len(played(store.entries(table.id))[0]),
        "to_play": to_play,
        "stopped": stopped,
    }


def cmd_serve(args: argparse.Namespace) -> int:
    from .serve import WebMissing, serve

    if args.ssh is not None:
        return _serve_ssh(args.ssh)

    try:
        serve(args.host, args.port, "join" if args.shared else "")
    except WebMissing as err:
        raise UserError(str(err)) from None
    return 0


def _serve_ssh(where: str) -> int:
    from .storage.files import home

    try:
        from .ssh import listen_address, serve_ssh
    except ImportError:
        raise UserError("--ssh: playing over SSH needs the ssh extra: pip install 'parlorgames[ssh]'") from None
    address, port = listen_address(where)
    serve_ssh(home(), address, port, lambda said: print(said, flush=True))
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    from .charts import histogram
    from .engine.kinds import rules_class
    from .engine.ruleset import find
    from .engine.session import parse_players
    from .engine.simulate import play_out, summarise

    if args.games < 1:
        raise UserError("--games must be at least 1")
    ruleset = find(args.game)
    variant = ruleset.variant(args.variant)
    players = args.players or str(max(2, ruleset.players_min))
    seats: list[Seat] = [replace(seat, bot=True) for seat in parse_players(players, ruleset, bots_from=0)]
    count = len(seats)
    rules = rules_class(ruleset.kind)(ruleset, variant)
    names = tuple(s.name for s in seats)
    results: list[Result] = []
    moves: list[int] = []

    def one(game: int) -> None:
        actions: list[Action] = []
        states = [rules.initial(names)]
        play_out(
            rules,
            names,
            random.Random(f"{args.seed}:{game}"),
            watch=states.append,
            actions=actions,
            levels=[s.level for s in seats],
        )
        results.append(rules.result(states, actions))
        moves.append(len(actions))

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
    summary = summarise(results, moves, count)
    if args.json:
        data = summary.to_json()
        data.update(game=ruleset.name, variant=variant.name, seats=list(names))
        print(json.dumps(data, indent=2))
        return 0
    print(f"{ruleset.title} — {variant.title}: {summary.games} games, {count} computer players, seed {args.seed}")
    print(f"{summary.figure_name}: mean {summary.mean:.1f}, min {summary.min:g}, max {summary.max:g}")
    print(f"moves per game: mean {summary.moves_mean:.1f}")
    for name, mean in summary.figure_means.items():
        print(f"{name.replace('_', ' ')} per game: mean {mean:.2f}")
    print("wins: " + ", ".join(f"{n} {w:g}" for n, w in zip(names, summary.wins)))
    figures = [r.figure for r in results if r.figure is not None]
    print(
        "\n".join(["", *histogram(figures, summary.figure_name.capitalize())]) if figures else "",
        end="\n" if figures else "",
    )
    return 0
