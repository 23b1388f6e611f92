"""The end of a Qt test's widgets: pytest-qt closes the widgets a test registered and calls their ``deleteLater``, but
only an event loop deletes them, and the tests turn none (``processEvents`` leaves deferred deletions alone). Every
main window, map editor and Book tab a test made then stayed alive for the rest of the run: the worker's heap grew to
over a gigabyte, each garbage collection walked it, and the Book tabs left behind still answered the book's
``changed`` signal, each one reading the book again whenever a later test changed it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent


def delete_closed_widgets() -> None:
    """Delete now what was handed to ``deleteLater`` (the test's widgets, closed by pytest-qt's teardown), as the
    event loop would on its next turn."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
