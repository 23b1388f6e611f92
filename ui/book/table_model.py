"""The Book tab's read-only tables: a page hands over all its rows at once (one model reset) to a ``QTableView``.
The model sorts itself, once per choice, by a key worked out per cell as the rows arrive: numbers by their value,
names and words by their place in the language's order (``ui.book.collation``).

Refilling a shown ``QTableWidget`` cell by cell, its columns sized to their contents, made every cell set measure
the columns again: O(rows²), 173 s for the Statistics page of a book of 2,000 players (issue 36). A reset measures
once, from the first ``RESIZE_PRECISION`` rows. A ``QSortFilterProxyModel`` over the rows would ask Python for two
sort keys at each of its n log n comparisons: two thirds of the refill's time at 2,000 rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from PySide6.QtCore import QAbstractTableModel, QCoreApplication, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from ui.book.collation import ranks

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
    """Rows of cells under headers translated in ``context``, shown in the order of the column last sorted by (the
    order handed over until then); ``source_row`` names a shown row's place in the rows handed over."""

    def __init__(self, context: str, columns: Sequence[str], parent: Any = None):
        super().__init__(parent)
        self.context = context
        self.columns = tuple(columns)
        self.rows: list[list[Cell]] = []
        self._keys: list[list[float | int]] = [[] for _ in self.columns]  # per column, each row's sort key
        self._order: list[int] = []  # shown row -> row handed over
        self._sorted: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)

    def set_rows(self, rows: list[list[Cell]]) -> None:
        self.beginResetModel()
        self.rows = rows
        self._keys = [self._column_keys(c) for c in range(len(self.columns))]
        self._order = self._sorted_order(*self._sorted)
        self.endResetModel()

    def _column_keys(self, column: int) -> list[float | int]:
        cells = [row[column] for row in self.rows]
        if cells and cells[0].numeric:
            return [-1.0 if c.value is None else float(c.value) for c in cells]  # an empty figure first
        return ranks([c.text for c in cells])

    def _sorted_order(self, column: int, order: Qt.SortOrder) -> list[int]:
        if column < 0 or column >= len(self.columns):
            return list(range(len(self.rows)))
        keys = self._keys[column]
        sign = -1 if order == Qt.SortOrder.DescendingOrder else 1
        return sorted(range(len(self.rows)), key=lambda r: sign * keys[r])  # stable: ties keep the order handed over

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._sorted = (column, order)
        self._order = self._sorted_order(column, order)
        self.layoutChanged.emit()

    def source_row(self, row: int) -> int:
        return self._order[row]

    def shown_row(self, source: int) -> int:
        return self._order.index(source)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate(self.context, self.columns[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[self._order[index.row()]][index.column()].text
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return NUMBER_ALIGNMENT if self.rows[self._order[index.row()]][index.column()].numeric else None
        if role == Qt.ItemDataRole.DecorationRole:
            colour = self.rows[self._order[index.row()]][index.column()].colour
            return QColor(colour) if colour and QColor(colour).isValid() else None
        return None


class RowsTable(QTableView):
    """A read-only table of a ``RowsModel``: rows selected whole, one at a time, sortable by any column (``sorted_by``
    at first, -1 for the order handed over); columns as wide as their contents, the last one filling the rest."""

    def __init__(self, model: RowsModel, name: str, parent: QWidget | None = None, sorted_by: int = 0,
                 order: Qt.SortOrder = Qt.SortOrder.AscendingOrder):
        super().__init__(parent)
        self.setObjectName(name)
        self.rows_model = model
        self.setModel(model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(RESIZE_PRECISION)
        header.setStretchLastSection(True)
        header.setSortIndicator(sorted_by, order)
        self.setSortingEnabled(True)

    def set_rows(self, rows: list[list[Cell]]) -> None:
        self.rows_model.set_rows(rows)

    def selected_row(self) -> int | None:
        """The selected row's index in the rows handed over, None when none is selected."""
        rows = self.selectionModel().selectedRows()
        return self.rows_model.source_row(rows[0].row()) if rows else None

    def select_source_row(self, row: int) -> None:
        self.selectRow(self.rows_model.shown_row(row))

    def text(self, row: int, column: int) -> str:
        """The text shown at (``row``, ``column``) of the table as sorted on screen."""
        return self.rows_model.index(row, column).data()

    def row_count(self) -> int:
        return self.rows_model.rowCount()
