"""``tabletop check``: validate scenario files."""

from __future__ import annotations

import argparse
import sys

from tabletop.i18n import _, ngettext
from tabletop.scenario import check_files


def register(subparsers: "argparse._SubParsersAction") -> None:
    parser = subparsers.add_parser("check", help=_("validate scenario files; one line per problem"))
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.set_defaults(handler=_check)


def _check(args: argparse.Namespace) -> int:
    lines = check_files(args.files)
    for line in lines:
        print(line, file=sys.stderr)
    if not lines:
        print(ngettext("{count} file valid", "{count} files valid", len(args.files)).format(count=len(args.files)))
    return 1 if lines else 0
