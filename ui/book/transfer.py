"""File → Import into the book… and Export the book…: the interchange file (``docs/book-format.md``) in, the
interchange file or a CSV of plays out. A refused file is shown with the core's one-line message, and nothing of
it is written (the core imports all or nothing)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from tabletop.book import ImportResult
from ui.book.access import BookAccess, book_access, one_line, show_error


def tr(text: str) -> str:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made.
    return QCoreApplication.translate("", text)


def interchange_filter() -> str:
    return tr("Book interchange files (*.json)")


def csv_filter() -> str:
    return tr("Plays as CSV (*.csv)")


def import_into_book(parent: QWidget | None, access: BookAccess | None = None) -> bool:
    """Ask for an interchange file and import it; True when imported."""
    access = access or book_access()
    path, _ = QFileDialog.getOpenFileName(parent, tr("Import into the book"), "",
                                          ";;".join([interchange_filter(), tr("All files (*)")]))
    if not path:
        return False
    results: list[ImportResult] = []
    if not access.write(parent, lambda book: results.append(book.import_file(path))):
        return False
    done = results[0]
    QMessageBox.information(parent, tr("Import into the book"),
                            tr("%1 plays added, %2 already in the book, %3 new players.")
                            .replace("%1", str(done.plays_added)).replace("%2", str(done.plays_skipped))
                            .replace("%3", str(done.players_added)))
    return True


def export_book(parent: QWidget | None, access: BookAccess | None = None) -> bool:
    """Ask where, then write every play as an interchange file or (``.csv``) a CSV; True when written."""
    access = access or book_access()
    path, chosen = QFileDialog.getSaveFileName(parent, tr("Export the book"), "book.json",
                                               ";;".join([interchange_filter(), csv_filter()]))
    if not path:
        return False
    as_csv = path.lower().endswith(".csv") or (chosen == csv_filter() and not path.lower().endswith(".json"))
    if as_csv and not path.lower().endswith(".csv"):
        path += ".csv"
    elif not as_csv and not path.lower().endswith(".json"):
        path += ".json"
    try:
        count = access.read(parent, lambda book: book.export_csv(path) if as_csv else book.export_file(path))
    except OSError as exc:
        show_error(parent, tr("“%1” could not be written: %2").replace("%1", path)
                   .replace("%2", exc.strerror or one_line(exc)))
        return False
    if count is None:
        return False
    what = tr("%1 rows of plays") if as_csv else tr("%1 plays")
    QMessageBox.information(parent, tr("Export the book"),
                            tr("%1 written to %2.").replace("%1", what.replace("%1", str(count)))
                            .replace("%2", path))
    return True


def book_file_actions(window: QMainWindow) -> list[QAction]:
    """The File menu's book actions, parented to the window."""
    import_action = QAction(tr("&Import into the book…"), window)
    import_action.setObjectName("book-import")
    import_action.triggered.connect(lambda _checked=False: import_into_book(window))
    export_action = QAction(tr("&Export the book…"), window)
    export_action.setObjectName("book-export")
    export_action.triggered.connect(lambda _checked=False: export_book(window))
    return [import_action, export_action]
