"""The end-of-turn and end-of-game summaries as the referee sees them: the core's lines (``play/summary.py``) in a
window that prints them (or saves them as PDF through the print dialog), and the question asked before a turn or
the game ends while something is still pending."""

from __future__ import annotations

import html

from PySide6.QtGui import QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QMessageBox, QPushButton, QTextBrowser, QVBoxLayout,
                               QWidget)


def summary_html(title: str, lines: list[str]) -> str:
    """The summary as HTML: the title, then the core's lines, indented ones as a list under the line above."""
    parts = [f"<h2>{html.escape(title)}</h2>"]
    items: list[str] = []
    for line in lines[1:]:
        if line.startswith("  "):
            items.append(f"<li>{html.escape(line.strip())}</li>")
    if items:
        parts.append("<ul>" + "".join(items) + "</ul>")
    return "".join(parts)


class SummaryDialog(QDialog):
    """One summary, shown beside the game (not modal) with Print and Close."""

    def __init__(self, title: str, lines: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.lines = list(lines)
        self.text = QTextBrowser(self)
        self.text.setHtml(summary_html(title, self.lines))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.print_button = QPushButton(self.tr("Print…"), self)
        buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.print_button.clicked.connect(self.ask_print)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(640, 420)

    def ask_print(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec() == QDialog.DialogCode.Accepted:
            self.print_to(printer)

    def print_to(self, printer: QPrinter) -> None:
        """Print the summary (a printer set to a PDF file writes it there)."""
        document = QTextDocument()
        document.setHtml(self.text.toHtml())
        document.print_(printer)


def confirm_ending(parent: QWidget, title: str, question: str, pending: list[str]) -> bool:
    """Ask before ending while something is pending; True to go on."""
    box = QMessageBox(QMessageBox.Icon.Question, title, question,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel, parent)
    box.setInformativeText("\n".join(f"• {line}" for line in pending))
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    return box.exec() == QMessageBox.StandardButton.Yes
