"""``tabletop campaign [--book PATH|URL] new|turn|show|ledger|reopen``: the Peur sur la Ville campaign book.

The JSON printed here is a contract other tools read (issue 15): ``show --json`` is
``{"turn", "bavures", "garde_nationale", "gangs": {letter: {"bitcoins", "reputation", "resources", "figures"}},
"parrain": {"winner", "duel"}}``; ``ledger --json`` the entries oldest first.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, Callable, TypeVar

from tabletop.cli.common import CliError, action_group, emit_json, json_flag, with_book
from tabletop.formats import quoted
from tabletop.i18n import N_, _
from tabletop.jsontext import cut

if TYPE_CHECKING:
    from tabletop.book import Book

T = TypeVar("T")


def register(subparsers: "argparse._SubParsersAction") -> None:
    actions = action_group(subparsers, "campaign", help=_("the Peur sur la Ville campaign book: new, turn, show, "
                                                          "ledger, reopen"), book=True)
    new = actions.add_parser("new", help=_("start a campaign; prints it as JSON"))
    new.add_argument("name", metavar=_("NAME"))
    new.add_argument("--gang", action="append", required=True, metavar=_("LETTER:PLAYER"),
                     help=_("a gang taking part and its player (repeat for each gang)"))
    new.add_argument("--table", action="append", default=[], metavar=_("FILE"), help=_("a table of the campaign: its map's scenario file, .geojson (repeat for each table)"))
    new.add_argument("--roster", action="append", default=[], metavar=_("LETTER:FILE"),
                     help=_("the gang's roster file (default: the rulebook's starting roster)"))
    new.add_argument("--house-rule", action="append", default=[], metavar=_("NAME=JSON"),
                     help=_("a campaign setting of campaign_book.toml, e.g. reputation_floor=-5"))
    new.set_defaults(handler=_new)
    turn = actions.add_parser("turn", help=_("close a campaign turn from a results file; prints the state"))
    turn.add_argument("name", metavar=_("NAME"))
    turn.add_argument("--results", required=True, metavar=_("FILE.json"))
    turn.set_defaults(handler=_turn)
    show = actions.add_parser("show", help=_("the campaign now: turn, bavures, Garde Nationale, gangs, Parrain"))
    show.add_argument("name", metavar=_("NAME"))
    json_flag(show, _("print JSON instead of a table"))
    show.set_defaults(handler=_show)
    ledger = actions.add_parser("ledger", help=_("the campaign's ledger entries, oldest first"))
    ledger.add_argument("name", metavar=_("NAME"))
    ledger.add_argument("--gang", metavar=_("LETTER"), help=_("only this gang's entries"))
    json_flag(ledger, _("print JSON instead of lines"))
    ledger.set_defaults(handler=_ledger)
    reopen = actions.add_parser("reopen", help=_("reopen the last closed turn by adding the entries that reverse "
                                                 "it; prints the state"))
    reopen.add_argument("name", metavar=_("NAME"))
    reopen.set_defaults(handler=_reopen)


def _run(args: argparse.Namespace, action: Callable[["Book"], T]) -> T:
    """``with_book``, where what the rules refuse is one line too."""
    from tabletop.games.peur_sur_la_ville.rules import PeurError

    return with_book(args, action, (PeurError,))


def _pair(text: str, separator: str, refusal: str) -> tuple[str, str]:
    """``text`` split at ``separator``; else CliError ``refusal`` (a message id reading ``{text}``, quoted)."""
    left, found, right = text.partition(separator)
    if not found or not left or not right:
        raise CliError(_(refusal).format(text=quoted(cut(text))))
    return left, right


def _check_table(path: str) -> None:
    """A table of the campaign is its map's file, kept as written (each laptop opens it from there): refused when
    there is no map to read there, so that the turn's tables are not found missing when the players choose them."""
    from tabletop.file_kinds import file_kind
    from tabletop.jsontext import JsonTextError, read_json_file

    try:
        kind = file_kind(read_json_file(path, N_("a scenario file")))
    except JsonTextError as exc:
        raise CliError(exc.about(path)) from None
    if kind != "map":
        raise CliError(_("the file {path} is not a map, so it cannot be a table of the campaign (--table takes a "
                         "scenario file, .geojson)").format(path=quoted(cut(path))))


def _new(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
    from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign
    from tabletop.games.peur_sur_la_ville.campaign.standings import show_document
    from tabletop.games.peur_sur_la_ville.rules import PeurError, load_roster
    from tabletop.jsontext import JsonTextError, parse_json_text

    gangs: dict[str, tuple[str, Any]] = {}
    for text in args.gang:
        letter, player = _pair(text, ":", N_("--gang {text} does not say a gang and its player; write "
                                                 "LETTER:PLAYER, for example C:Ana"))
        if letter.upper() in gangs:
            raise CliError(_("--gang names {gang} twice").format(**gang_args(letter.upper())))
        gangs[letter.upper()] = (player, None)
    for text in args.roster:
        letter, path = _pair(text, ":", N_("--roster {text} does not say a gang and its roster file; write "
                                               "LETTER:FILE, for example C:junkies.json"))
        if letter.upper() not in gangs:
            raise CliError(_("--roster {letter} gives the roster {gang_of}, a gang that no --gang names").format(
                letter=letter, **gang_args(letter.upper())))
        try:
            roster = load_roster(path)
        except PeurError as exc:
            raise CliError(str(exc)) from None
        gangs[letter.upper()] = (gangs[letter.upper()][0], roster)
    house: dict[str, Any] = {}
    for text in args.house_rule:
        name, value = _pair(text, "=", N_("--house-rule {text} does not say a setting and its value; write "
                                                "NAME=JSON, for example reputation_floor=-5"))
        try:
            house[name] = parse_json_text(value)
        except JsonTextError as exc:
            raise CliError(_("the house rule {name} is given {value}, which is not a JSON value (true, 2, \"text\"…); "
                             "{exc}").format(name=quoted(cut(name)), value=quoted(cut(value)), exc=exc)) from None
    for table in args.table:
        _check_table(table)
    view = _run(args, lambda book: create_campaign(book, args.name, gangs, args.table, house))
    emit_json({"name": view.name, "players": dict(view.setup.players), "tables": list(view.setup.tables),
               "house_rules": dict(view.setup.house_rules), **show_document(view)})
    return 0


def _turn(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.campaign.results import read_results
    from tabletop.games.peur_sur_la_ville.campaign.setup import load_campaign
    from tabletop.games.peur_sur_la_ville.campaign.standings import show_document
    from tabletop.games.peur_sur_la_ville.campaign.turn import close_turn

    def work(book: "Book") -> dict[str, Any]:
        results = read_results(args.results, load_campaign(book, args.name).gangs)
        return show_document(close_turn(book, args.name, results))

    emit_json(_run(args, work))
    return 0


def _reopen(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.campaign.history import reopen_turn
    from tabletop.games.peur_sur_la_ville.campaign.standings import show_document

    emit_json(_run(args, lambda book: show_document(reopen_turn(book, args.name))))
    return 0


def _show(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.campaign.setup import load_campaign
    from tabletop.games.peur_sur_la_ville.campaign.standings import show_document

    document = _run(args, lambda book: show_document(load_campaign(book, args.name)))
    if args.json:
        emit_json(document)
        return 0
    print(_show_lines(args.name, document))
    return 0


def _show_lines(name: str, document: dict[str, Any]) -> str:
    """``campaign show`` for a reader: gangs and resources by their names, in the user's language."""
    from tabletop.games.peur_sur_la_ville.campaign.words import subject_label
    from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
    from tabletop.sentences import listed, say

    lines = [say("peur-campaign-show", name=name, turns=document["turn"], bavures=document["bavures"],
                 guard="yes" if document["garde_nationale"] else "no")]
    for letter, gang in document["gangs"].items():
        lines.append("  " + say("peur-campaign-show-gang", gang=subject_label(letter), reputation=gang["reputation"],
                                bitcoins=gang["bitcoins"], figures=gang["figures"], owned=len(gang["resources"]),
                                resources=listed([thing_label(r) for r in gang["resources"]])))
    parrain = document["parrain"]
    if parrain["winner"]:
        lines.append(_("Parrain: {gang}").format(gang=subject_label(parrain["winner"])))
    elif parrain["duel"]:
        lines.append(_("Duel for the Parrain: {gangs}").format(
            gangs=", ".join(subject_label(g) for g in parrain["duel"])))
    else:
        lines.append(_("No Parrain: no leader is alive."))
    return "\n".join(lines)


def _ledger(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.campaign.history import entry_to_data, entry_turns
    from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args, said_keyed
    from tabletop.sentences import listed
    from tabletop.games.peur_sur_la_ville.campaign.setup import load_campaign

    def work(book: "Book") -> list[dict[str, Any]]:
        view = load_campaign(book, args.name)
        if args.gang is not None and args.gang not in view.gangs:
            raise CliError(_("the campaign {name} has no gang {gang}; its gangs are {items}").format(
                gang=quoted(cut(args.gang)), name=quoted(cut(args.name)),
                items=listed(said_keyed({g: gang_args(g)["gang"] for g in view.gangs}))))
        entries = book.ledger(args.name)
        return [entry_to_data(e, t) for e, t in zip(entries, entry_turns(entries))
                if args.gang is None or e.subject == args.gang]

    rows = _run(args, work)
    if args.json:
        emit_json(rows)
        return 0
    from tabletop.games.peur_sur_la_ville.campaign.ledger_lines import ledger_sentence
    from tabletop.games.peur_sur_la_ville.campaign.words import ledger_figure_names

    # The figures by the names the game gives them (« Flic 4 de la Police »); the JSON keeps their ids.
    names = ledger_figure_names((row["gang"], row["field"], row["after"]) for row in rows)
    for row in rows:
        print(ledger_sentence(row, names))
    return 0
