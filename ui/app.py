"""Starting the app: the QApplication, its names and translations, and the main window on the given files."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from tabletop import __version__
from tabletop.storage import remove_stale_temporaries
from ui import qt_libraries
from ui.preferences import apply_house_rules_folder
from ui.shell import recent_files
from ui.shell.language import apply_language, chosen_language, resolve
from ui.shell.main_window import MainWindow
from ui.shell.qt_environment import prepare_qt_environment
from ui.settings import APPLICATION, ORGANIZATION, app_settings

# The icon, shipped inside the package so that a checkout, an installed wheel and the desktop bundle all have it;
# the desktop's theme (an installed desktop entry's icon) wins when it has one.
SOURCE_ICON = Path(__file__).resolve().with_name("tabletop.svg")


def application(argv: Sequence[str] = ()) -> QApplication:
    """The running QApplication, created on first use, named for the window system and QStandardPaths."""
    app = QApplication.instance()
    created = app is None
    if created:
        prepare_qt_environment(os.environ)
        app = QApplication(["tabletop", *argv])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    if created:  # the names above locate the settings that hold the chosen language and house-rules folder
        install_translators(app)
        apply_house_rules_folder()
    app.setApplicationVersion(__version__)
    # Matches packaging/tabletop.desktop, so desktops show the entry's name and icon for the window.
    app.setDesktopFileName("tabletop")
    app.setWindowIcon(QIcon.fromTheme("tabletop", QIcon(str(SOURCE_ICON))))
    return app


def install_translators(app: QApplication) -> None:
    """Qt's own strings (dialog buttons), Tabletop's and the core's, in the language chosen in Settings or, by
    default, the system's."""
    apply_language(app, resolve(chosen_language(app_settings()), QLocale.system()))


def open_window(files: Sequence[str]) -> MainWindow:
    """Show the main window on the home page, offer back unsaved work from a crash, then open each file
    in a tab (refused ones get a dialog). Saves killed midway left temporary files beside recent files: gone."""
    for path in recent_files.recent_files():
        remove_stale_temporaries(path)
    window = MainWindow()
    window.show()
    window.offer_recoveries()
    for path in files:
        window.open_path(path)
    return window


def run_app(args: Sequence[str]) -> int:
    """``tabletop [FILE...]``: the app's event loop; exit code 1 for an option it does not know. Its callers have
    made sure there is a display (``qt_libraries.no_display``)."""
    created = QApplication.instance() is None
    app = application(args)
    # Qt removes the options it understands (-platform, -style, ...); anything else dashed is a mistake.
    files = app.arguments()[1:] if created else list(args)
    unknown = [a for a in files if a.startswith("-")]
    if unknown:
        print(QCoreApplication.translate("run_app", "tabletop: unknown option %1 (tabletop --help lists the "
                                                    "commands)").replace("%1", unknown[0]), file=sys.stderr)
        return 1
    window = open_window(files)  # referenced until the loop ends, or Python would collect it
    close_on_interrupt(window)
    return app.exec()


def close_on_interrupt(window: MainWindow) -> None:
    """Ctrl+C in the terminal that started the app closes the window as Quit does, asking about unsaved
    changes, instead of being ignored until the next event."""
    signal.signal(signal.SIGINT, lambda _signum, _frame: window.close())
    # Python runs signal handlers only between its own bytecodes; Qt's loop runs none while idle, so a
    # timer hands Python a turn several times a second.
    timer = QTimer(window)
    timer.timeout.connect(lambda: None)
    timer.start(200)


def main() -> int:
    """The ``tabletop-gui`` entry point: the app with the command line's files."""
    if qt_libraries.no_display(os.environ):
        print(qt_libraries.no_display_message(), file=sys.stderr)
        return 1
    return run_app(sys.argv[1:])
