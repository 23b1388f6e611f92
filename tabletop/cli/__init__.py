"""The ``tabletop`` command line: the core's answers as JSON or plain lines, headless.

Each group of commands lives in its own module with a ``register(subparsers)`` function, listed in
``COMMAND_GROUPS`` below by module name. The ``ui`` launcher adds the commands that need Qt (rendering)
and the GUI.

Starting fast matters (``tabletop --version``, one ``tabletop sight`` query): a group module imports only
argparse and ``tabletop.cli.common`` at the top, and what its commands need (NumPy, Shapely, the games,
jsonschema) inside their handlers, so building the parser loads none of it.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import Callable, Sequence, Union

from tabletop import __version__
from tabletop.cli.argparse_words import speak_the_language_in_use
from tabletop.cli.common import CliError, CliParser, run_handler, said_by
from tabletop.i18n import N_, _
from tabletop.names import UnknownName, match_name

Registrar = Callable[["argparse._SubParsersAction[CliParser]"], None]
# A group: the name of its module (imported when the parser is built), or its register function.
Group = Union[str, Registrar]

COMMAND_GROUPS: list[Group] = [
    "tabletop.cli.scenario_cmds",
    "tabletop.cli.peur_cmds",
    "tabletop.cli.geometry_cmds",
    "tabletop.cli.replay_cmds",
    "tabletop.cli.camorra_cmds",
    "tabletop.cli.narcopolis_cmds",
    "tabletop.cli.mafia_story_cmds",
    "tabletop.cli.gangster_paradise_cmds",
    "tabletop.cli.book_cmds",
    "tabletop.cli.campaign_cmds",
    "tabletop.cli.serve_cmds",
]


def _registrar(group: Group) -> Registrar:
    return importlib.import_module(group).register if isinstance(group, str) else group


def build_parser(extra_groups: Sequence[Group] = ()) -> CliParser:
    speak_the_language_in_use()
    parser = CliParser(prog="tabletop", description=_("Referee's assistant for gangster tabletop games."))
    parser.add_argument("--version", action="version", version=f"tabletop {__version__}",
                        help=_("show the version and exit"))
    subparsers = parser.add_subparsers(dest="command", parser_class=CliParser, metavar=_("COMMAND"))
    for group in [*COMMAND_GROUPS, *extra_groups]:
        _registrar(group)(subparsers)
    return parser


def parser_commands(parser: CliParser) -> set[str]:
    """The command names a parser knows."""
    for action in parser._actions:  # argparse keeps subcommands only there
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def command_names(extra_groups: Sequence[Group] = ()) -> set[str]:
    return parser_commands(build_parser(extra_groups))


def mistyped_command(word: str, commands: set[str]) -> str:
    """The line refusing ``word``, neither a command nor a file, with the closest command (said in the core's
    catalogue: the launcher prints it before Qt, and so its translators, is loaded)."""
    choices = {name: [] for name in sorted(commands) if not name.startswith("-")}
    try:
        hint = _("did you mean '{command}'?").format(command=match_name(word, choices, N_("command")))
    except UnknownName as exc:
        hint = str(exc)
    return _("tabletop: '{word}' is neither a command nor a file; {hint}").format(word=word, hint=hint)


def main(argv: Sequence[str] | None = None, extra_groups: Sequence[Group] = (),
         parser: CliParser | None = None) -> int:
    """Run one command; exit code 0 on success, 1 with a one-line message on bad input. ``parser``, when
    given, is one ``build_parser`` already made (the launcher's), so it is not built twice."""
    args = list(sys.argv[1:] if argv is None else argv)
    parser = parser or build_parser(extra_groups)
    try:
        namespace = parser.parse_args(args)
    except CliError as exc:
        print(said_by(exc.program or "tabletop", str(exc)), file=sys.stderr)
        return 1
    if not getattr(namespace, "handler", None):
        parser.print_help()
        return 0
    return run_handler(namespace)


__all__ = ["COMMAND_GROUPS", "CliError", "build_parser", "command_names", "main", "mistyped_command", "parser_commands"]
