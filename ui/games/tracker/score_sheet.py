"""The final score sheet: rank, player, score and the score's parts as the book counts them, then the tie-break in
words (``Ranking.explanation``), and "Record in the book" (the panel records the play; ``show_recorded`` says so)."""

from __future__ import annotations

from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from tabletop import formats
from tabletop.games.interface import Ranking
from tabletop.i18n import _ as core_text
from ui.translated import number


class ScoreSheet(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("score-sheet")
        self.ranking: Ranking | None = None
        self.title = QLabel("<h3>" + self.tr("Final score sheet") + "</h3>", self)
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.explanation = QLabel(self)
        self.explanation.setObjectName("tie-break")
        self.explanation.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        layout.addWidget(self.explanation)
        self.record_button = QPushButton(self.tr("Record in the book"), self)
        self.record_button.setObjectName("record-in-book")
        self.recorded = QLabel(self)
        self.recorded.setObjectName("recorded-in-book")
        self.recorded.setWordWrap(True)
        record_row = QHBoxLayout()
        record_row.addWidget(self.record_button)
        record_row.addWidget(self.recorded, 1)
        layout.addLayout(record_row)
        layout.addStretch(1)

    def show_ranking(self, ranking: Ranking) -> None:
        self.ranking = ranking
        parts = list(dict.fromkeys(k for p in ranking.players for k in p.breakdown))
        # The parts are the core's identifiers, marked for its catalogue (N_) where the game counts them.
        shown = [core_text(ranking.part_words.get(p, p)) for p in parts]
        headers = [self.tr("Rank"), self.tr("Player"), self.tr("Score"), *(p[:1].upper() + p[1:] for p in shown)]
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(ranking.players))
        for row, player in enumerate(ranking.players):
            name = self.tr("%1 (out)").replace("%1", player.name) if player.eliminated else player.name
            # The rank as the book writes it (« 1er », « 2e »; "1st", "2nd").
            cells = [formats.rank(player.rank), name, _number(player.score),
                     *(_number(player.breakdown.get(k)) for k in parts)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(self.tr("out of the game") if player.eliminated else "")
                self.table.setItem(row, column, item)
        # As tall as its rows, so the sheet never scrolls and leaves no empty box under them.
        height = self.table.horizontalHeader().height() + 2 * self.table.frameWidth()
        self.table.resizeRowsToContents()
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)
        self.explanation.setText(self.tr("Ranking: %1").replace("%1", ranking.explanation))

    def show_recorded(self, in_book: bool, saved: bool) -> None:
        """Whether the play is in the book (recording again then updates it, never adds it twice)."""
        self.record_button.setText(self.tr("Update in the book") if in_book else self.tr("Record in the book"))
        if not in_book:
            self.recorded.clear()
        elif saved:
            self.recorded.setText(self.tr("In the book; the play file keeps the link."))
        else:
            self.recorded.setText(self.tr("In the book; save the play to keep the link in its file."))


def _number(value: float | None) -> str:
    if value is None:
        return "—"
    # number() writes the language's minus sign (« −5 » in French) as every other negative number of the app.
    return number(int(value), "d") if float(value).is_integer() else number(value)
