"""The Book tab's read-only tables: a page hands over all its rows at once (one model reset) to a ``QTableView``,
sorted through a ``QSortFilterProxyModel`` on ``SORT_ROLE``: numbers by their value, names and words in the
language's order (``ui.book.collation``).

Refilling a shown ``QTableWidget`` cell by cell, its columns sized to their contents, made every cell set measure
the columns again: O(rows²), 173 s for the Statistics page of a book of 2,000 players (issue 36). A reset measures
once, from the first ``RESIZE_PRECISION`` rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from PySide6.QtCore import (QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex,
                            QSortFilterProxyModel, Qt)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from ui.book.collation import ranks

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
# Rows measured for the columns' widths: enough to see the long names, few enough that a reset stays cheap.
RESIZE_PRECISION = 200
Index = QModelIndex | QPersistentModelIndex
NUMBER_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell: its text; ``value`` when it is a number (sorted by it, aligned right; None sorts first); a colour
    shown beside the text."""

    text: str
    value: float | None = None
    numeric: bool = False
    colour: str | None = None


def number_cell(text: str, value: float | None) -> Cell:
    return Cell(text, value, True)


class RowsModel(QAbstractTableModel):
    """Rows of cells under headers translated in ``context``."""

    def __init__(self, context: str, columns: Sequence[str], parent: Any = None):
        super().__init__(parent)
        self.context = context
        self.columns = tuple(columns)
        self.rows: list[list[Cell]] = []
        self._ranks: list[list[int] | None] = []

    def set_rows(self, rows: list[list[Cell]]) -> None:
        self.beginResetModel()
        self.rows = rows
        self._ranks = [None if rows and rows[0][c].numeric else ranks([row[c].text for row in rows])
                       for c in range(len(self.columns))]
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate(self.context, self.columns[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        cell = self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return cell.text
        if role == SORT_ROLE:
            if cell.numeric:
                return -1.0 if cell.value is None else float(cell.value)
            return self._ranks[index.column()][index.row()]
        if role == Qt.ItemDataRole.TextAlignmentRole and cell.numeric:
            return NUMBER_ALIGNMENT
        if role == Qt.ItemDataRole.DecorationRole and cell.colour and QColor(cell.colour).isValid():
            return QColor(cell.colour)
        return None


class RowsTable(QTableView):
    """A read-only table of a ``RowsModel``: rows selected whole, one at a time, sortable by any column (``sorted_by``
    at first); columns as wide as their contents, the last one filling the rest."""

    def __init__(self, model: RowsModel, name: str, parent: QWidget | None = None, sorted_by: int = 0,
                 order: Qt.SortOrder = Qt.SortOrder.AscendingOrder):
        super().__init__(parent)
        self.setObjectName(name)
        self.rows_model = model
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setSourceModel(model)
        self.setModel(self.proxy)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(RESIZE_PRECISION)
        header.setStretchLastSection(True)
        self.setSortingEnabled(True)
        self.sortByColumn(sorted_by, order)

    def set_rows(self, rows: list[list[Cell]]) -> None:
        self.rows_model.set_rows(rows)

    def selected_row(self) -> int | None:
        """The selected row's index in the rows handed over, None when none is selected."""
        rows = self.selectionModel().selectedRows()
        return self.proxy.mapToSource(rows[0]).row() if rows else None

    def select_source_row(self, row: int) -> None:
        self.selectRow(self.proxy.mapFromSource(self.rows_model.index(row, 0)).row())

    def text(self, row: int, column: int) -> str:
        """The text shown at (``row``, ``column``) of the table as sorted on screen."""
        return self.proxy.index(row, column).data()

    def row_count(self) -> int:
        return self.proxy.rowCount()
