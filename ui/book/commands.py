"""The Book tab's edits as undo steps on its document's stack, so Edit → Undo / Redo take them back and forth.

The core keeps no undo: each step is the write already made (one transaction) and the reverse write, made through
the core the same way. A book shared with other laptops may have moved on meanwhile; a step the book then refuses
is shown in one line and dropped from the stack (``setObsolete``), the book unchanged by it.
"""

from __future__ import annotations

import weakref
from typing import Callable

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from tabletop.book import Book
from ui.book.access import BookAccess
from ui.document import MadeCommand

Write = Callable[[Book], object]


class BookCommand(MadeCommand):
    """A write made before the push (so a refused write never reaches the stack)."""

    def __init__(self, text: str, access: BookAccess, widget: QWidget, forward: Write, backward: Write):
        super().__init__(text, lambda: self._run(forward))
        self._access = access
        self._widget = weakref.ref(widget)  # the widget holds the stack that holds this command (see LogCommand)
        self._backward = backward

    def undo(self) -> None:
        self._run(self._backward)

    def _run(self, work: Write) -> None:
        if not self._access.write(self._widget(), work):
            self.setObsolete(True)


def write_undoably(stack: QUndoStack, access: BookAccess, widget: QWidget, text: str, forward: Write,
                   backward: Write) -> bool:
    """Make ``forward`` now and push it as an undo step whose undo is ``backward``; False when refused."""
    if not access.write(widget, forward):
        return False
    stack.push(BookCommand(text, access, widget, forward, backward))
    return True
