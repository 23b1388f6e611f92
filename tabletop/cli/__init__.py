"""The ``tabletop`` command line: the core's answers as JSON or plain lines, headless.

Each group of commands lives in its own module with a ``register(subparsers)`` function, listed in
``COMMAND_GROUPS`` below. The ``ui`` launcher adds the commands that need Qt (rendering) and the GUI.
"""

from __future__ import annotations

import argparse
import sys
from typing import Callable, Sequence

from tabletop import __version__
from tabletop.cli import (book_cmds, camorra_cmds, campaign_cmds, gangster_paradise_cmds, geometry_cmds,
                          mafia_story_cmds, narcopolis_cmds, peur_cmds, replay_cmds, scenario_cmds)
from tabletop.cli.common import CliError, CliParser, run_handler
from tabletop.i18n import _

Registrar = Callable[["argparse._SubParsersAction[CliParser]"], None]

COMMAND_GROUPS: list[Registrar] = [
    scenario_cmds.register,
    peur_cmds.register,
    geometry_cmds.register,
    replay_cmds.register,
    camorra_cmds.register,
    narcopolis_cmds.register,
    mafia_story_cmds.register,
    gangster_paradise_cmds.register,
    book_cmds.register,
    campaign_cmds.register,
]


def build_parser(extra_groups: Sequence[Registrar] = ()) -> CliParser:
    parser = CliParser(prog="tabletop", description=_("Referee's assistant for gangster tabletop games."))
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}")
    subparsers = parser.add_subparsers(dest="command", parser_class=CliParser, metavar=_("COMMAND"))
    for register in [*COMMAND_GROUPS, *extra_groups]:
        register(subparsers)
    return parser


def command_names(extra_groups: Sequence[Registrar] = ()) -> set[str]:
    parser = build_parser(extra_groups)
    for action in parser._actions:  # argparse keeps subcommands only there
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def main(argv: Sequence[str] | None = None, extra_groups: Sequence[Registrar] = ()) -> int:
    """Run one command; exit code 0 on success, 1 with a one-line message on bad input."""
    args = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(extra_groups)
    try:
        namespace = parser.parse_args(args)
    except CliError as exc:
        print(f"tabletop: {exc}", file=sys.stderr)
        return 1
    if not getattr(namespace, "handler", None):
        parser.print_help()
        return 0
    return run_handler(namespace)


__all__ = ["COMMAND_GROUPS", "CliError", "build_parser", "command_names", "main"]
