"""The log of the game, as the core writes it: one readable line per event, newest at the bottom; Undo steps back
through it (the document's undo stack, the same as Edit → Undo), Export writes it to a text file."""

from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QFileDialog, QHBoxLayout, QLabel, QListWidget, QMessageBox, QPushButton, QVBoxLayout,
                               QWidget)

from tabletop.games.peur_sur_la_ville.play import Change
from ui.forms import scroll_to_bottom_later
from ui.games.peur_sur_la_ville.document import GameDocument


class LogPanel(QWidget):
    """``lines`` mirrors the session's log; ``ask_export_path`` is the one dialog (tests replace it)."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        title = QLabel(self.tr("<b>Log</b>"), self)
        self.lines = QListWidget(self)
        self.lines.setWordWrap(True)
        self.lines.setAlternatingRowColors(True)
        self.lines.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.undo_button = QPushButton(self.tr("↶ Undo last step"), self)
        self.undo_button.clicked.connect(document.undo_stack.undo)
        self.export_button = QPushButton(self.tr("Export as text…"), self)
        self.export_button.clicked.connect(self.export)
        bar = QHBoxLayout()
        bar.addWidget(title, 1)
        bar.addWidget(self.undo_button)
        bar.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(bar)
        layout.addWidget(self.lines)
        self.lines.addItems(list(document.session.log_lines))
        self.lines.scrollToBottom()
        self._scroll = scroll_to_bottom_later(self.lines)
        self._update_undo()
        document.changed.connect(self.follow)

    def follow(self, change: Change) -> None:
        """Add the new line, or drop the last one on undo."""
        if change.undone:
            for _ in change.log_lines:
                self.lines.takeItem(self.lines.count() - 1)
        else:
            self.lines.addItems(list(change.log_lines))
            self._scroll.start()
        self._update_undo()

    def _update_undo(self) -> None:
        # From the session, which ``changed`` follows at once (the undo stack moves its index only after the
        # command has run); the stack and the log always hold the same steps.
        session = self.document.session
        self.undo_button.setEnabled(session.can_undo)
        self.undo_button.setToolTip(self.tr("Undo: %1").replace("%1", session.log_lines[-1]) if session.can_undo
                                    else "")

    def ask_export_path(self) -> str | None:
        start = os.path.splitext(self.document.path or self.document.title)[0]
        start = start.removesuffix(".ttgame") + ".txt"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the log"), start,
                                              self.tr("Text files (*.txt);;All files (*)"))
        return path or None

    def export(self) -> bool:
        path = self.ask_export_path()
        if not path:
            return False
        try:
            self.document.export_log(path)
        except OSError as exc:
            QMessageBox.critical(self, self.tr("Cannot export"), self.tr("“%1” could not be written: %2")
                                 .replace("%1", path).replace("%2", exc.strerror or str(exc)))
            return False
        return True
