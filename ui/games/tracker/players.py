"""The players of a play: a grid showing every player at once, a column each, and one player's details in full.

A laptop of 1366 px gives the players' side of the tracker about 550 px: five columns of wrapped rows side by side
do not fit, so the grid keeps each value on one line and the details of the player clicked (the one deciding, until
the referee clicks another) show in full beside the log."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QFormLayout, QGroupBox, QHeaderView, QLabel, QTableWidget,
                               QTableWidgetItem, QWidget)

from ui.forms import wrapped_label


class PlayerColumn(QGroupBox):
    """One player's details in full: the rows the game's view gives, wrapped, its title marked while that player
    decides. The grid shows every player at once; this shows the one clicked."""

    def __init__(self, player: str, parent: QWidget | None = None):
        super().__init__(player, parent)
        self.player = player
        self.setObjectName(f"player-{player}")
        self.form = QFormLayout(self)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.rows: list[tuple[str, str]] = []

    def show_rows(self, rows: list[tuple[str, str]], deciding: bool) -> None:
        self.setTitle(marked(self.player, deciding))
        if rows == self.rows:
            return
        self.rows = rows
        while self.form.rowCount():
            self.form.removeRow(0)
        for label, value in rows:
            name = QLabel(label, self)
            name.setStyleSheet("color: #555;")
            self.form.addRow(name, wrapped_label(value, self))


def marked(player: str, deciding: bool) -> str:
    return ("▶ " if deciding else "") + player


def merged_labels(rows: list[list[tuple[str, str]]]) -> list[str]:
    """Every label the players' rows hold, once, in their order: a label one player alone has (« Éliminé ») goes
    after the label it follows in that player's rows."""
    labels: list[str] = []
    for player_rows in rows:
        at = 0
        for label, _value in player_rows:
            if label in labels:
                at = labels.index(label) + 1
            else:
                labels.insert(at, label)
                at += 1
    return labels


class PlayersGrid(QTableWidget):
    """Every player at once: a column per player sharing the width there is, a row per thing the game counts, each
    value on one line (elided, whole in its tooltip). A click on a player's column shows the player's details in
    full; the columns never need scrolling sideways, whatever the number of players."""

    player_clicked = Signal(str)

    def __init__(self, players: list[str], parent: QWidget | None = None):
        super().__init__(0, len(players), parent)
        self.setObjectName("players-grid")
        self.players = players
        self.setHorizontalHeaderLabels(players)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectColumns)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setWordWrap(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setMinimumSectionSize(40)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().sectionClicked.connect(lambda column: self.player_clicked.emit(players[column]))
        self.cellClicked.connect(lambda _row, column: self.player_clicked.emit(players[column]))
        self.shown: list[list[tuple[str, str]]] = []

    def show_players(self, rows: list[list[tuple[str, str]]], deciding: str | None) -> None:
        for column, player in enumerate(self.players):
            header = self.horizontalHeaderItem(column)
            header.setText(marked(player, player == deciding))
            font = header.font()
            font.setBold(player == deciding)
            header.setFont(font)
        if rows == self.shown:
            return
        self.shown = rows
        labels = merged_labels(rows)
        self.setRowCount(len(labels))
        self.setVerticalHeaderLabels(labels)
        for column, player_rows in enumerate(rows):
            values = dict(player_rows)
            for row, label in enumerate(labels):
                value = values.get(label, "")
                item = QTableWidgetItem(value)
                item.setToolTip(value)
                self.setItem(row, column, item)
        # No taller than its rows: the room left goes to the details and the log.
        self.resizeRowsToContents()
        self.setMaximumHeight(self.horizontalHeader().sizeHint().height() + self.verticalHeader().length()
                              + 2 * self.frameWidth())
