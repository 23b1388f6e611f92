"""The widgets a test closed are deleted at its end (``tests/ui/widget_lifetime.py``), not kept to the end of the run
answering the signals of what later tests do."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel, QWidget

from tests.ui.widget_lifetime import delete_closed_widgets


class _Book(QObject):
    changed = Signal()


class _Page(QWidget):
    """Reads the book again at each change, as the Book tab's pages do."""

    def __init__(self, book: _Book, reads: list[str]):
        super().__init__()
        self.reads = reads
        QLabel("a page", self)
        book.changed.connect(self.refresh)

    def refresh(self) -> None:
        self.reads.append("read")


def test_a_closed_widget_is_deleted_with_its_children_and_hears_no_later_change(qapp) -> None:
    book, reads = _Book(), []
    page = _Page(book, reads)
    label = page.findChild(QLabel)
    book.changed.emit()
    page.close()
    page.deleteLater()  # what pytest-qt does with a test's widgets
    delete_closed_widgets()
    assert not shiboken6.isValid(page) and not shiboken6.isValid(label)
    book.changed.emit()
    assert reads == ["read"]
