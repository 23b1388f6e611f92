"""The ``tabletop`` console entry point: a known command runs headless, anything else opens the app.

``tabletop`` opens the app, ``tabletop FILE`` opens FILE in it, ``tabletop check FILE...`` and the
other commands run the core's command line (``tabletop.cli``), plus the commands that need Qt.
The parser is built once, from command modules that load their heavy imports only when run.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Sequence

from tabletop.cli import build_parser, mistyped_command, parser_commands
from tabletop.cli import main as cli_main
from ui import qt_libraries, render_cli

# Commands that draw with Qt but need no window; their modules import Qt only when run.
UI_COMMAND_GROUPS: list = [render_cli.register]


def not_a_command_nor_file(word: str, commands: set[str]) -> bool:
    """True, after one line naming the closest command, when ``word`` is neither a command nor a file: a word with
    no file ending that names nothing on disk (``tabletop sigth FILE``) is a mistyped command, not a file to open."""
    if word.startswith("-") or Path(word).suffix or Path(word).exists():
        return False
    print(mistyped_command(word, commands), file=sys.stderr)
    return True


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``tabletop ARGS``; the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and (args[0] in ("-h", "--help", "--version") or not args[0].startswith("-")):
        parser = build_parser(UI_COMMAND_GROUPS)
        headless = parser_commands(parser) | {"-h", "--help", "--version"}
        if args[0] in headless:
            try:
                return cli_main(args, parser=parser)
            except BrokenPipeError:
                # The reader stopped early (`tabletop gangs | head`): nothing is wrong with the command.
                # Output goes nowhere from now on, so the interpreter's last flush does not fail again.
                os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
                return 1
        if not_a_command_nor_file(args[0], headless):
            return 1
    if qt_libraries.no_display(os.environ):
        # Said before the app's modules load (2 s of imports on a laptop), which could only say it too.
        print(qt_libraries.no_display_message(), file=sys.stderr)
        return 1
    display = qt_libraries.unreachable_display(os.environ)
    if display is not None:
        # Qt would abort (exit 134) blaming libxcb-cursor0 whether or not it is installed.
        print(qt_libraries.unreachable_message(display), file=sys.stderr)
        return 1
    missing = qt_libraries.missing_packages(os.environ)
    if missing:
        # Checked before Qt loads: its own message names one library and no package.
        print(qt_libraries.missing_message(missing), file=sys.stderr)
        return 1
    from ui.app import run_app  # Qt is imported only when a window is wanted

    return run_app(args)


if __name__ == "__main__":
    sys.exit(main())
