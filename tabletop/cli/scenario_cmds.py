"""``tabletop check``: validate any file Tabletop writes (map, game, roster, play), told apart by its header."""

from __future__ import annotations

import argparse
import sys

from tabletop.i18n import _, ngettext


def register(subparsers: "argparse._SubParsersAction") -> None:
    parser = subparsers.add_parser("check", help=_("validate Tabletop files (maps, .ttgame.json games, rosters, "
                                                   ".ttplay.json plays, house-rule .toml files); one line per "
                                                   "problem"))
    parser.add_argument("files", nargs="+", metavar=_("FILE"))
    parser.set_defaults(handler=_check)


def _check(args: argparse.Namespace) -> int:
    from tabletop.file_kinds import file_report  # loads jsonschema and the games: only when the command runs

    reports = [file_report(path) for path in args.files]
    lines = [line for _kind, problems, _warnings in reports for line in problems]
    # A warning is said, and leaves the file valid: the referee decides whether the picture is where it belongs.
    for line in lines + [line for _kind, _problems, warnings in reports for line in warnings]:
        print(line, file=sys.stderr)
    if not lines:
        print(ngettext("{count} file valid", "{count} files valid", len(args.files)).format(count=len(args.files)))
    return 1 if lines else 0
