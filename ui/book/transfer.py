"""File → Import into the book… and Export the book…: the interchange file (``docs/book-format.md``) or a CSV of
plays in, either out. A refused file is shown with the core's one-line message, and nothing of
it is written (the core imports all or nothing).

Both run in a thread of their own on a connection of their own, so the window keeps answering through an import
of a million plays; a progress dialog says how many plays are done, how fast and how long is left, and its Cancel
leaves the book (or the file) as it was."""

from __future__ import annotations

import time
from typing import Callable, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, QLocale, Qt, QThread, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QProgressDialog, QWidget
from sqlalchemy.exc import SQLAlchemyError

from tabletop.book import Book, BookError, ImportResult, open_book
from tabletop.book.transfer import Cancelled, Progress, write_problem
from ui.book.access import BookAccess, book_access, one_line, show_error

T = TypeVar("T")


def tr(text: str) -> str:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made.
    return QCoreApplication.translate("", text)


def interchange_filter() -> str:
    return tr("Book interchange files (*.json)")


def csv_filter() -> str:
    return tr("Plays as CSV (*.csv)")


class _Worker(QThread):
    """``work(book, progress)`` on a book of its own (the same location), off the GUI thread."""

    progressed = Signal(int, float)

    def __init__(self, url: str, work: Callable[[Book, Progress], object], target: str):
        super().__init__()
        self.url, self.work, self.target = url, work, target
        self.result: object = None
        self.problem: str | None = None
        self.cancelled = False
        self.stop = False

    def run(self) -> None:
        try:
            with open_book(self.url) as book:
                self.result = self.work(book, self._progress)
        except Cancelled:
            self.cancelled = True
        except BookError as exc:
            self.problem = one_line(exc)
        except SQLAlchemyError as exc:
            self.problem = tr("The book did not answer: %1").replace("%1", one_line(exc))
        except OSError as exc:
            self.problem = write_problem(self.target, exc)

    def _progress(self, done: int, fraction: float) -> bool:
        self.progressed.emit(done, fraction)
        return not self.stop


def progress_text(done: int, fraction: float, elapsed_s: float) -> str:
    """"Plays done: 12,000 (3,400 a second), about 2 min left": how far a transfer is (numbers as the locale
    writes them; no plural to agree with)."""
    locale = QLocale()
    rate = done / elapsed_s if elapsed_s > 0 else 0.0
    if not (0 < fraction < 1 and elapsed_s > 0):
        return tr("Plays done: %1 (%2 a second)").replace("%1", locale.toString(done)) \
            .replace("%2", locale.toString(round(rate)))
    left = elapsed_s * (1 - fraction) / fraction
    shown = tr("%1 s").replace("%1", locale.toString(round(left))) if left < 90 else \
        tr("%1 min").replace("%1", locale.toString(round(left / 60)))
    # One message with the time left, not a clause glued after the count.
    return tr("Plays done: %1 (%2 a second), about %3 left").replace("%1", locale.toString(done)) \
        .replace("%2", locale.toString(round(rate))).replace("%3", shown)


def run_with_progress(parent: QWidget | None, access: BookAccess, title: str,
                      work: Callable[[Book, Progress], T], target: str = "") -> tuple[T | None, bool]:
    """``(work's result, True)`` once done off the GUI thread under a progress dialog; ``(None, False)`` when
    cancelled or refused (the refusal shown in one line; ``target``: the file written, named when it cannot be)."""
    url, problem = access.attempt(lambda book: book.url)
    if url is None:
        show_error(parent, problem or "")
        return None, False
    worker = _Worker(url, work, target)
    dialog = QProgressDialog(title, tr("Cancel"), 0, 1000, parent)
    dialog.setObjectName("book-transfer")
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(300)
    dialog.setMinimumWidth(420)
    began = time.monotonic()

    def moved(done: int, fraction: float) -> None:
        if worker.stop:  # the chunks already under way say nothing more than "Cancelling…"
            return
        dialog.setValue(round(1000 * fraction))
        dialog.setLabelText(progress_text(done, fraction, time.monotonic() - began))

    def cancel() -> None:
        worker.stop = True
        dialog.setLabelText(tr("Cancelling…"))

    worker.progressed.connect(moved)
    dialog.canceled.connect(cancel)
    loop = QEventLoop()
    worker.finished.connect(loop.quit)
    worker.start()
    loop.exec()
    worker.wait()
    dialog.canceled.disconnect(cancel)
    dialog.close()
    if worker.problem is not None:
        show_error(parent, worker.problem)
    if worker.problem is not None or worker.cancelled:
        return None, False
    return worker.result, True  # type: ignore[return-value]


def import_into_book(parent: QWidget | None, access: BookAccess | None = None) -> bool:
    """Ask for an interchange file or a CSV of plays and import it; True when imported."""
    access = access or book_access()
    path, chosen = QFileDialog.getOpenFileName(parent, tr("Import into the book"), "",
                                               ";;".join([interchange_filter(), csv_filter(), tr("All files (*)")]))
    if not path:
        return False
    # A CSV by its name, or by the filter chosen when the name says neither.
    as_csv = path.lower().endswith(".csv") or (chosen == csv_filter() and not path.lower().endswith(".json"))
    done, finished = run_with_progress(
        parent, access, tr("Import into the book"),
        lambda book, progress: book.import_csv(path, progress) if as_csv else book.import_file(path, progress))
    if not finished or not isinstance(done, ImportResult):
        return False
    access.changed.emit()
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
    count, finished = run_with_progress(
        parent, access, tr("Export the book"),
        lambda book, progress: book.export_csv(path, progress) if as_csv else book.export_file(path, progress),
        path)
    if not finished:
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
