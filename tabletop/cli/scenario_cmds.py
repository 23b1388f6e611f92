"""``tabletop check``: validate scenario files."""

from __future__ import annotations

import argparse
import sys


def register(subparsers: "argparse._SubParsersAction") -> None:
    parser = subparsers.add_parser("check", help="validate scenario files; one line per problem")
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.set_defaults(handler=_check)


def _check(args: argparse.Namespace) -> int:
    from tabletop.scenario import check_files  # loads jsonschema: only when the command runs

    lines = check_files(args.files)
    for line in lines:
        print(line, file=sys.stderr)
    if not lines:
        print(f"{len(args.files)} file{'s' if len(args.files) > 1 else ''} valid")
    return 1 if lines else 0
