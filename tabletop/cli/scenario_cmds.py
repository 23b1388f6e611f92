"""``tabletop check``: validate any file Tabletop writes (map, game, roster, play), told apart by its header."""

from __future__ import annotations

import argparse
import sys

from tabletop.i18n import _, ngettext


def register(subparsers: "argparse._SubParsersAction") -> None:
    parser = subparsers.add_parser("check", help=_("validate Tabletop files (maps, .ttgame.json games, rosters, "
                                                   ".ttplay.json plays); one line per problem"))
    parser.add_argument("files", nargs="+", metavar=_("FILE"))
    parser.set_defaults(handler=_check)


def _check(args: argparse.Namespace) -> int:
    from tabletop.file_kinds import file_problems  # loads jsonschema and the games: only when the command runs

    lines = [line for path in args.files for line in file_problems(path)[1]]
    for line in lines:
        print(line, file=sys.stderr)
    if not lines:
        print(ngettext("{count} file valid", "{count} files valid", len(args.files)).format(count=len(args.files)))
    return 1 if lines else 0
