""""Book location…": choose the book's SQLite file or type a club server's ``postgresql+psycopg://`` URL. The
location is tried (opened, created or migrated) before it is kept; a failure is one line under the field."""

from __future__ import annotations

from PySide6.QtWidgets import (QDialog, QFileDialog, QHBoxLayout, QLineEdit, QPushButton,
                               QVBoxLayout, QWidget)

from tabletop.book import ENV_VAR, BookError, default_book_location
from ui.book.access import chosen_location, location_problem, overridden_by_environment, save_location
from ui.book.widgets import ok_cancel, problem_label
from ui.forms import wrapped_label

class LocationDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Book location"))
        self.setMinimumWidth(560)
        intro = wrapped_label(self.tr("The book is a SQLite file on this laptop, or a PostgreSQL database that several "
                                      "referees record into (postgresql+psycopg://user:password@host/database)."), self)
        self.field = QLineEdit(chosen_location(), self)
        self.field.setObjectName("book-location")
        self.field.setPlaceholderText(str(default_book_location()))
        browse = QPushButton(self.tr("File…"), self)
        browse.clicked.connect(self._browse)
        default = QPushButton(self.tr("Default"), self)
        default.setToolTip(str(default_book_location()))
        default.clicked.connect(lambda: self.field.setText(str(default_book_location())))
        row = QHBoxLayout()
        row.addWidget(self.field, 1)
        row.addWidget(browse)
        row.addWidget(default)
        self.problem = problem_label(self, "location-problem")
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(self.problem)
        if overridden_by_environment():
            note = wrapped_label(self.tr("%1 is set in the environment: it names the book in use until it is unset.")
                                 .replace("%1", ENV_VAR), self)
            layout.addWidget(note)
        layout.addWidget(ok_cancel(self))

    def _browse(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Book file"), self.field.text(),
                                              self.tr("Books (*.sqlite *.db);;All files (*)"),
                                              options=QFileDialog.Option.DontConfirmOverwrite)
        if path:
            self.field.setText(path)

    def accept(self) -> None:
        """Keep the location only once a book opens there; otherwise say why in one line and stay open."""
        problem = location_problem(self.field.text())
        if problem:
            self.problem.setText(problem)
            self.problem.show()
            return
        try:
            save_location(self.field.text())
        except BookError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return
        super().accept()
