"""Which book the app records into, and the one open ``Book`` every window, tab and game button shares.

The location is chosen as in the core, with the app's setting in between: ``TABLETOP_BOOK`` in the environment,
else the "Book location…" setting, else ``tabletop.book.default_book_location()``. ``BookAccess.changed`` fires
after every write made through it (the Book tab, a game's "Record in the book", an import), so the pages showing
the book refresh.
"""

from __future__ import annotations

import os
from typing import Callable, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget
from sqlalchemy.exc import SQLAlchemyError

from tabletop.book import ENV_VAR, Book, BookError, default_book_location, open_book, resolve_location
from tabletop.book.credentials import masked, remember_password
from tabletop.book.store import refused
from ui.settings import app_settings

T = TypeVar("T")
SETTING_KEY = "book/location"


def tr(text: str) -> str:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made.
    return QCoreApplication.translate("", text)


def saved_location() -> str:
    """The location chosen in the app ("" when never chosen). A password an older Tabletop wrote into the
    settings is moved out of them (to the keyring or ~/.pgpass) the first time it is read."""
    value = app_settings().value(SETTING_KEY, "")
    if not isinstance(value, str):
        return ""
    try:
        kept = remember_password(value)
    except BookError:
        return value  # left where it was until it can be kept elsewhere: the book still opens
    if kept != value:
        _store(kept)
    return kept


def save_location(location: str) -> None:
    """Keep ``location`` in the settings, its password (if any) in the keyring or ~/.pgpass: never in the settings
    file, which other users may read. BookError when the password can be kept nowhere."""
    _store(remember_password(location.strip()))


def _store(location: str) -> None:
    settings = app_settings()
    settings.setValue(SETTING_KEY, location)
    settings.sync()


def overridden_by_environment() -> bool:
    return bool(os.environ.get(ENV_VAR))


def chosen_location() -> str:
    """The book in use: ``TABLETOP_BOOK``, else the setting, else the default file."""
    return os.environ.get(ENV_VAR) or saved_location() or str(default_book_location())


def one_line(exc: BaseException) -> str:
    """An exception as the one line a referee reads (SQLAlchemy's messages run on for lines), without any password
    it may quote."""
    text = str(exc).strip().splitlines()
    return masked(text[0]) if text else type(exc).__name__


def location_problem(location: str) -> str | None:
    """None when a book can be opened (created, migrated) at ``location``; else why not, in one line."""
    if not location.strip():
        return tr("give a file path or a postgresql+psycopg:// URL")
    try:
        open_book(location.strip()).close()
    except BookError as exc:
        return one_line(exc)
    except (SQLAlchemyError, OSError) as exc:  # the driver's words said as the command line says them
        return str(refused(exc, resolve_location(location.strip()), "open"))
    return None


class BookAccess(QObject):
    """The open book of the chosen location, reopened when the location changes."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._book: Book | None = None
        self._url = ""

    def book(self) -> Book:
        """The book of the chosen location (opened on first use); BookError when it cannot be opened."""
        url = resolve_location(chosen_location())
        if self._book is None or url != self._url:
            self.close()
            self._book = open_book(url)
            self._url = url
        return self._book

    def attempt(self, work: Callable[[Book], T]) -> tuple[T | None, str | None]:
        """``(work(book), None)``, or ``(None, why)`` in one line when the book could not be opened or answer."""
        try:
            return work(self.book()), None
        except BookError as exc:
            return None, one_line(exc)
        except SQLAlchemyError as exc:
            return None, tr("The book did not answer: %1").replace("%1", one_line(exc))

    def problem(self) -> str | None:
        """Why the chosen book cannot be opened, in one line; None when it opens."""
        return self.attempt(lambda book: book)[1]

    def close(self) -> None:
        if self._book is not None:
            self._book.close()
            self._book = None
            self._url = ""

    def read(self, parent: QWidget | None, work: Callable[[Book], T]) -> T | None:
        """``work(book)``, its reads in one transaction (``Book.together``: a page's reads cost one round of BEGIN
        and COMMIT on a server), or None after telling the referee in one line why the book could not answer."""
        return self._said(parent, self.attempt(lambda book: _together(book, work)))

    def write(self, parent: QWidget | None, work: Callable[[Book], object]) -> bool:
        """A write (one transaction in the core): True and ``changed`` once done, False after showing the refusal."""
        if self._said(parent, self.attempt(lambda book: (work(book),))) is None:
            return False
        self.changed.emit()
        return True

    @staticmethod
    def _said(parent: QWidget | None, attempted: tuple[T | None, str | None]) -> T | None:
        result, problem = attempted
        if problem is not None:
            show_error(parent, problem)
        return result

    def location_changed(self) -> None:
        """The setting changed: drop the open book so the next use opens the new one, and refresh the views."""
        self.close()
        self.changed.emit()


def _together(book: Book, work: Callable[[Book], T]) -> T:
    with book.together():
        return work(book)


_ACCESS: list[BookAccess] = []


def book_access() -> BookAccess:
    """The app's one BookAccess (made on first use)."""
    if not _ACCESS:
        _ACCESS.append(BookAccess())
    return _ACCESS[0]


def show_error(parent: QWidget | None, message: str) -> None:
    QMessageBox.warning(parent, tr("The book"), message)


def selected_or_say(parent: QWidget, item: T | None, nothing_selected: str) -> T | None:
    """``item``, the row a page's action works on; when nothing is selected (None), ``nothing_selected`` is said
    first, e.g. "Select a play first."."""
    if item is None:
        show_error(parent, nothing_selected)
    return item


def confirm(parent: QWidget | None, title: str, question: str) -> bool:
    """Ask before a change that cannot be undone; True when the referee agrees."""
    answer = QMessageBox.question(parent, title, question,
                                  QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                                  QMessageBox.StandardButton.Cancel)
    return answer == QMessageBox.StandardButton.Yes
