"""The Book tab's document, as the shell sees it: no file of its own (the book is written at every change, one
transaction each in the core), so it is never modified and never saved; its undo stack holds the tab's edits of
players and plays as reverse writes (``ui/book/commands.py``)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ui.document import UndoableDocument


class BookDocument(UndoableDocument):
    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.path: str | None = None

    @property
    def is_modified(self) -> bool:
        return False

    @property
    def title(self) -> str:
        return self.tr("The book")

    def save(self, path: str | None = None) -> None:
        # The shell disables Save for a module without files; this keeps a stray call from passing silently.
        raise OSError(self.tr("the book is written at every change and has no file to save"))
