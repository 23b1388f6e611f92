"""``tabletop book [--book PATH|URL] import|export|stats|plays``: the book of plays from the command line.

The JSON printed here is a contract other tools read (see the README); the text forms are for people.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tabletop.cli.common import CliError, action_group, emit_json, json_flag, output_file, whole_number, with_book
from tabletop.formats import mean, percent
from tabletop.i18n import N_, _, decimal, grouped, ngettext

if TYPE_CHECKING:
    from tabletop.book import Book, PlayRecord

# More plays than any club records; the database's LIMIT is a 64-bit integer, which 10**23 overflows.
MAX_LIMIT = 10_000_000


def register(subparsers: "argparse._SubParsersAction") -> None:
    actions = action_group(subparsers, "book", help=_("the book of plays: import, export, statistics, the plays table"),
                           book=True)
    imp = actions.add_parser("import", help=_("add the plays of an interchange file or of a CSV (plays already "
                                              "there are skipped); prints {plays_added, plays_skipped, "
                                              "players_added}"))
    imp.add_argument("file", metavar=_("FILE"))
    imp.add_argument("--csv", action="store_true",
                     help=_("read CSV, one row per participant (the default for a FILE ending in .csv)"))
    imp.set_defaults(handler=_import)
    exp = actions.add_parser("export", help=_("write every play to an interchange file (or CSV with --csv)"))
    exp.add_argument("file", metavar=_("FILE"))
    exp.add_argument("--csv", action="store_true", help=_("write CSV, one row per participant"))
    exp.set_defaults(handler=_export)
    stats = actions.add_parser("stats", help=_("per player: plays, wins, win rate, mean and best score"))
    stats.add_argument("--game", metavar=_("G"), help=_("count only the plays of game module G"))
    json_flag(stats, _("print JSON instead of a table"))
    stats.set_defaults(handler=_stats)
    plays = actions.add_parser("plays", help=_("the plays, newest first"))
    plays.add_argument("--game", metavar=_("G"), help=_("only the plays of game module G"))
    plays.add_argument("--player", metavar=_("NAME"), help=_("only the plays NAME took part in"))
    plays.add_argument("--limit", metavar=_("N"), type=whole_number(1, N_("a number of plays"), MAX_LIMIT),
                       help=_("at most this many plays (1 to {MAX_LIMIT})").format(MAX_LIMIT=grouped(MAX_LIMIT)))
    json_flag(plays, _("print a JSON list instead of a table"))
    plays.set_defaults(handler=_plays)


def _import(args: argparse.Namespace) -> int:
    if args.csv or args.file.lower().endswith(".csv"):
        result = with_book(args, lambda book: book.import_csv(args.file))
    else:
        result = with_book(args, lambda book: book.import_file(args.file))
    emit_json({"plays_added": result.plays_added, "plays_skipped": result.plays_skipped,
               "players_added": result.players_added})
    return 0


def _export(args: argparse.Namespace) -> int:
    output_file(args.file)
    try:
        if args.csv:
            rows = with_book(args, lambda book: book.export_csv(args.file))
            print(ngettext("{count} row written to {file}", "{count} rows written to {file}", rows).format(
                count=rows, file=args.file))
        else:
            plays = with_book(args, lambda book: book.export_file(args.file))
            print(ngettext("{count} play written to {file}", "{count} plays written to {file}", plays).format(
                count=plays, file=args.file))
    except OSError as exc:
        from tabletop.book.transfer import write_problem

        raise CliError(write_problem(args.file, exc)) from None
    return 0


def stats_document(book: "Book", game: str | None = None) -> dict[str, Any]:
    """The ``book stats --json`` contract: per player plays, wins, win_rate, mean_score, best_score; per game plays."""
    players = {name: {"plays": s.plays, "wins": s.wins, "win_rate": s.win_rate, "mean_score": s.mean_score,
                      "best_score": s.best_score} for name, s in sorted(book.player_stats(game).items())}
    games = {name: {"plays": plays} for name, plays in book.plays_by_game(game).items()}
    return {"players": players, "games": games}


def _stats(args: argparse.Namespace) -> int:
    document = with_book(args, lambda book: stats_document(book, args.game))
    if args.json:
        emit_json(document)
        return 0
    rows = [(_("player"), _("plays"), _("wins"), _("win rate"), _("mean score"), _("best score"))]
    rows += [(name, str(s["plays"]), str(s["wins"]), percent(s["win_rate"]), _mean(s["mean_score"]),
              _number(s["best_score"])) for name, s in document["players"].items()]
    print("\n".join(_table(rows)))
    from tabletop.games import game_title

    counted = [ngettext("{game} ({count} play)", "{game} ({count} plays)", s["plays"]).format(
        game=game_title(g), count=s["plays"]) for g, s in document["games"].items()]
    print(_("plays by game: {games}").format(games=", ".join(counted)) if counted else _("no play recorded"))
    return 0


def _plays(args: argparse.Namespace) -> int:
    from tabletop import formats
    from tabletop.book.interchange import play_to_dict
    from tabletop.games import game_title

    records = with_book(args, lambda book: book.plays(game=args.game, player=args.player, limit=args.limit))
    if args.json:
        emit_json([play_to_dict(r) for r in records])
        return 0
    rows = [(_("played at"), _("game"), "id", _("players (rank, score)"))]
    # The text is the user's (« 5 déc. 2025 21:40 », the game's title); --json keeps ISO dates and ids.
    rows += [(formats.moment(r.played_at), game_title(r.game), r.id, _seats(r)) for r in records]
    print("\n".join(_table(rows)))
    return 0


def _seats(record: "PlayRecord") -> str:
    return ", ".join(f"{p.name} ({p.rank if p.rank is not None else '-'}, {_number(p.score)})"
                     for p in record.participants)


def _number(value: float | None) -> str:
    return "-" if value is None else decimal(value)


def _mean(value: float | None) -> str:
    return "-" if value is None else mean(value)


def _table(rows: list[tuple[str, ...]]) -> list[str]:
    widths = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    return ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
