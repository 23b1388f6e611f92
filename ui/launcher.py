"""The ``tabletop`` console entry point: a known command runs headless, anything else opens the app.

``tabletop`` opens the app, ``tabletop FILE`` opens FILE in it, ``tabletop check FILE...`` and the
other commands run the core's command line (``tabletop.cli``), plus the commands that need Qt.
"""

from __future__ import annotations

import os
import sys
from typing import Sequence

from tabletop.cli import command_names
from tabletop.cli import main as cli_main
from ui import qt_libraries, render_cli

# Commands that draw with Qt but need no window; their modules import Qt only when run.
UI_COMMAND_GROUPS: list = [render_cli.register]


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``tabletop ARGS``; the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    headless = command_names(UI_COMMAND_GROUPS) | {"-h", "--help", "--version"}
    if args and args[0] in headless:
        try:
            return cli_main(args, UI_COMMAND_GROUPS)
        except BrokenPipeError:
            # The reader stopped early (`tabletop gangs | head`): nothing is wrong with the command.
            # Output goes nowhere from now on, so the interpreter's last flush does not fail again.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
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
