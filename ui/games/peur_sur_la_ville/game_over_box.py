"""What the action panel shows once the game is over: the core's end-of-game summary (``play/summary.py``: the
ranking and why, each gang's counts, the Parrain), then what ends the evening, recording the game in the book and
exporting its log. Every sentence is the core's; the box only lays them out, wrapped to the panel's width."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from tabletop.games.peur_sur_la_ville.play import GameSession
from tabletop.games.peur_sur_la_ville.play.summary import game_summary
from ui.forms import wrapped_label
from ui.games.peur_sur_la_ville.summary_dialog import summary_html


class GameOverBox(QWidget):
    """The result of an over game; ``record`` and ``export`` ask the game's panel to do them."""

    record = Signal()
    export = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.lines: list[str] = []
        self.text = wrapped_label(parent=self)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.record_button = QPushButton(self.tr("Record in the book"), self)
        self.record_button.clicked.connect(self.record)
        self.export_button = QPushButton(self.tr("Export as text…"), self)
        self.export_button.clicked.connect(self.export)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text)
        layout.addWidget(self.record_button)
        layout.addWidget(self.export_button)

    def show_result(self, session: GameSession) -> None:
        """The summary of the game the session leads to, shown when it is over; hidden while it goes on."""
        if not session.is_over():
            self.lines = []
            self.hide()
            return
        self.lines = game_summary(session).lines()
        self.text.setText(summary_html(self.lines[0], self.lines))
        self.show()
