"""The plays table's model: one row per play as ``Book.plays`` lists them (the game and player filters are asked
of the book, in SQL), sorted by the model itself on keys worked out once per page of plays (dates and durations by
their value, games, names and places by their place in the language's order) and searched by a
``QSortFilterProxyModel``. The proxy used to sort too: it asked Python for two keys at each of its n log n
comparisons, 5,000 calls and most of the CPU of a page of 500 plays shown."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (QT_TRANSLATE_NOOP, QAbstractTableModel, QCoreApplication, QModelIndex,
                            QPersistentModelIndex, QSortFilterProxyModel, Qt)

from tabletop import formats
from tabletop.book import PlayRecord
from tabletop.games import game_title
from tabletop.sentences import clauses
from ui.book.collation import ranks
from ui.translated import tr

COLUMNS = (QT_TRANSLATE_NOOP("PlaysModel", "Date"), QT_TRANSLATE_NOOP("PlaysModel", "Game"),
           QT_TRANSLATE_NOOP("PlaysModel", "Players (score, rank)"), QT_TRANSLATE_NOOP("PlaysModel", "Winner"),
           QT_TRANSLATE_NOOP("PlaysModel", "Place"), QT_TRANSLATE_NOOP("PlaysModel", "Duration"))
Index = QModelIndex | QPersistentModelIndex
TEXT_COLUMNS = (1, 2, 3, 4)  # game, players, winner, place


def number(value: float | None) -> str:
    return "—" if value is None else formats.decimal(value)


def player_lines(play: PlayRecord) -> list[str]:
    """Each participant with his score and rank (« Jules : 20, 1er »), in ranking order."""
    parts = []
    for p in sorted(play.participants, key=lambda p: (p.rank is None, p.rank or 0, p.seat or 0)):
        figures = ", ".join(x for x in (number(p.score) if p.score is not None else "",
                                        formats.rank(p.rank) if p.rank is not None else "") if x)
        name = formats.with_player(p.team, p.name) if p.team else p.name  # a live game's gang, a card game's team
        parts.append(tr("{who}: {figures}").format(who=name, figures=figures) if figures else name)
    return parts


def players_text(play: PlayRecord) -> str:
    """The participants in one line, separated as the language separates clauses (« Jules : 20, 1er ; Océane : 8,
    2e » with its no-break space in French)."""
    return clauses(player_lines(play))


def winners(play: PlayRecord) -> str:
    return ", ".join(p.name for p in play.participants if p.rank == 1)


class PlaysModel(QAbstractTableModel):
    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.plays: list[PlayRecord] = []  # as the book listed them, newest first: the next page follows the last
        self._ranks: dict[int, list[int]] = {}  # per text column, each play's place in the language's order
        self._order: list[int] = []  # shown row -> its play in ``plays``
        self._sorted: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)

    def set_plays(self, plays: list[PlayRecord]) -> None:
        self.beginResetModel()
        self.plays = list(plays)
        self._ranks = {c: ranks([self._text(p, c) for p in self.plays]) for c in TEXT_COLUMNS}
        self._order = self._sorted_order(*self._sorted)
        self.endResetModel()

    def play_at(self, row: int) -> PlayRecord:
        """The play shown at ``row`` (of this model, before the proxy's search)."""
        return self.plays[self._order[row]]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        before = self._order
        self._sorted = (column, order)
        self._order = self._sorted_order(column, order)
        shown = {play: row for row, play in enumerate(self._order)}
        kept = self.persistentIndexList()  # the selection follows its play
        self.changePersistentIndexList(kept, [self.index(shown[before[i.row()]], i.column()) for i in kept])
        self.layoutChanged.emit()

    def _sorted_order(self, column: int, order: Qt.SortOrder) -> list[int]:
        """The plays' order sorted on ``column``, ties in the order the book gave (a stable sort, as Qt's)."""
        if column < 0 or column >= len(COLUMNS):
            return list(range(len(self.plays)))
        if column == 0:
            keys: list[Any] = [p.played_at for p in self.plays]
        elif column == 5:
            keys = [p.duration_min if p.duration_min is not None else -1.0 for p in self.plays]
        else:
            keys = self._ranks[column]
        return sorted(range(len(self.plays)), key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder)

    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.plays)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("PlaysModel", COLUMNS[section])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        play = self.plays[self._order[index.row()]]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(play, column)
        if role == Qt.ItemDataRole.ToolTipRole and column == 2:
            return "\n".join(player_lines(play))
        if role == Qt.ItemDataRole.UserRole:
            return play.id
        return None

    @staticmethod
    def _text(play: PlayRecord, column: int) -> str:
        if column == 0:
            return formats.moment(play.played_at)
        if column == 1:
            return game_title(play.game)
        if column == 2:
            return players_text(play)
        if column == 3:
            return winners(play)
        if column == 4:
            return play.place or ""
        return formats.duration(play.duration_min) if play.duration_min is not None else ""


class PlaysProxy(QSortFilterProxyModel):
    """Searches every column; a sort (a header clicked) is the plays model's, whose order the proxy keeps."""

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.setFilterKeyColumn(-1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)
