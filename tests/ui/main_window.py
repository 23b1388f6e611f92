"""The app's main window as the Qt tests open it: shown at a size, and closed at the test's end without a save
question, whatever the test left modified."""

from __future__ import annotations

from PySide6.QtCore import QSize

from ui.shell.dialogs import SaveAnswer
from ui.shell.main_window import MainWindow


def discard_changes(window: MainWindow) -> None:
    """Answer « discard » to every save question, so closing never waits on a modal dialog."""
    window.dialogs.ask_save_changes = lambda _title: SaveAnswer.DISCARD


def shown_main_window(qtbot, size: QSize | None = None) -> MainWindow:
    """A main window registered with ``qtbot`` (closed at teardown, discarding changes), resized to ``size`` when
    given, and shown. A test may replace its dialogs afterwards; the discard answer is set again at the close."""
    window = MainWindow()
    qtbot.addWidget(window, before_close_func=discard_changes)
    discard_changes(window)
    if size is not None:
        window.resize(size)
    window.show()
    return window
