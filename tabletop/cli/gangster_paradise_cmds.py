"""``tabletop gangster-paradise launder|salaries|resale|rank``: Gangster Paradise's bank arithmetic and final
ranking as JSON, headless (the rule data in force, house rules included)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from tabletop.cli.common import CliError, action_group, emit_json, read_checked_json, whole_number
from tabletop.i18n import N_, _, grouped, ngettext
from tabletop.jsontext import in_file

if TYPE_CHECKING:
    from tabletop.games.gangster_paradise.rules import GangsterRules

# Every count a command takes is 0 to MAX_COUNT (said in --help); the board's own limits are checked after.
MAX_COUNT = 1_000_000
_COUNT = whole_number(0, N_("a whole number"), maximum=MAX_COUNT)
MAX_RANK_FILE_BYTES = 1024 * 1024


def register(subparsers: "argparse._SubParsersAction") -> None:
    actions = action_group(subparsers, "gangster-paradise",
                           help=_("Gangster Paradise: laundering, salaries, resale and the final ranking, as JSON"))
    launder = actions.add_parser("launder", help=_("launder red notes: capacity, red laundered, white, red kept"))
    launder.add_argument("--red", metavar=_("N"), type=_COUNT, required=True,
                         help=_("red notes to launder, 0 to {most}").format(most=grouped(MAX_COUNT)))
    launder.add_argument("--commercants", metavar=_("N"), type=_COUNT, required=True,
                         help=_("commerçants on the board, 0 to the board's 3"))
    launder.add_argument("--boss", action="store_true", help=_("the boss is recruited"))
    launder.set_defaults(handler=_launder)
    salaries = actions.add_parser("salaries", help=_("white due in salaries and the white bonus of phase 5"))
    salaries.add_argument("--soldats", metavar=_("N"), type=_COUNT, required=True,
                          help=_("soldats on the board, 0 to the board's 5"))
    salaries.add_argument("--commercants", metavar=_("N"), type=_COUNT, required=True,
                          help=_("commerçants on the board, 0 to the board's 3"))
    salaries.add_argument("--capitaines", metavar=_("N"), type=_COUNT, required=True,
                          help=_("capitaines on the board, 0 to the board's 3"))
    salaries.add_argument("--bras-droit", action="store_true", help=_("the bras droit is recruited"))
    salaries.add_argument("--boss", action="store_true", help=_("the boss is recruited"))
    salaries.set_defaults(handler=_salaries)
    resale = actions.add_parser("resale", help=_("red for a sale of goods of different kinds"))
    resale.add_argument("--kinds", metavar=_("N"), type=_COUNT, required=True,
                        help=_("how many different kinds are sold, 0 to the resale scale's length (5)"))
    resale.set_defaults(handler=_resale)
    rank = actions.add_parser("rank", help=_("the final ranking: white, then members, then red"))
    rank.add_argument("file", metavar=_("FILE.json"),
                      help='{"players": [{"name": str, "white": n, "members": n, "red": n}]}')
    rank.set_defaults(handler=_rank)


def _board(rules: GangsterRules, **counts: int) -> dict[str, int]:
    """The members given, each within what a board holds."""
    for role, n in counts.items():
        if n > rules.members[role].cards:
            flag = "--" + role.replace("_", "-") + ("s" if rules.members[role].cards > 1 else "")
            member = rules.members[role]
            raise CliError(ngettext("{flag} {count}: a clan board has {cards} {member} card",
                                    "{flag} {count}: a clan board has {cards} {member} cards", member.cards).format(
                flag=flag, count=n, cards=member.cards, member=member.label))
    return dict(counts)


def _launder(args: argparse.Namespace) -> int:
    from tabletop.games.gangster_paradise import money
    from tabletop.games.gangster_paradise.rules import rules_from_settings

    rules = rules_from_settings()
    board = _board(rules, commercant=args.commercants, boss=int(args.boss))
    try:
        result = money.launder(args.red, money.laundering_capacity(board, rules), rules)
    except money.MoneyError as exc:
        raise CliError(str(exc)) from None
    emit_json({"capacity": result.capacity, "red_laundered": result.red_laundered, "white": result.white,
               "red_kept": result.red_kept})
    return 0


def _salaries(args: argparse.Namespace) -> int:
    from tabletop.games.gangster_paradise import money
    from tabletop.games.gangster_paradise.rules import rules_from_settings

    rules = rules_from_settings()
    board = _board(rules, soldat=args.soldats, commercant=args.commercants, capitaine=args.capitaines,
                   bras_droit=int(args.bras_droit), boss=int(args.boss))
    emit_json({"salaries": money.salaries(board, rules), "bonus": money.bonus(board, rules)})
    return 0


def _resale(args: argparse.Namespace) -> int:
    from tabletop.games.gangster_paradise import money
    from tabletop.games.gangster_paradise.rules import rules_from_settings

    try:
        emit_json({"red": money.resale_value(args.kinds, rules_from_settings())})
    except money.MoneyError as exc:
        raise CliError(str(exc)) from None
    return 0


def _rank(args: argparse.Namespace) -> int:
    from tabletop.games.gangster_paradise.ranking import ClanScore, rank_clans
    from tabletop.rule_places.gangster_paradise import RANKING
    from tabletop.schema_words import place_words

    source = args.file
    data = read_checked_json(source, MAX_RANK_FILE_BYTES, N_("a ranking file"), "tabletop.games.gangster_paradise",
                             "rank.schema.json", RANKING)
    names = [p["name"] for p in data["players"]]
    if len(set(names)) != len(names):
        raise CliError(in_file(source, place_words(("players",), RANKING, None, data=data),
                               _("two players have the same name")))
    ranking = rank_clans([ClanScore(p["name"], p["white"], p["members"], p["red"]) for p in data["players"]])
    emit_json({"players": [{"name": p.name, "rank": p.rank} for p in ranking.players],
               "decided_by": ranking.decided_by})
    return 0


__all__ = ["register"]
