"""The plays table's model: one row per play as ``Book.plays`` lists them (the game and player filters are asked
of the book, in SQL), sorted and searched by a ``QSortFilterProxyModel`` on ``SORT_ROLE``: dates and durations by
their value, games, names and places by their place in the language's order, worked out once per page of plays."""

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

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
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
        self.plays: list[PlayRecord] = []
        self._ranks: dict[int, list[int]] = {}  # per text column, each play's place in the language's order

    def set_plays(self, plays: list[PlayRecord]) -> None:
        self.beginResetModel()
        self.plays = list(plays)
        self._ranks = {c: ranks([self._text(p, c) for p in self.plays]) for c in TEXT_COLUMNS}
        self.endResetModel()

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
        play = self.plays[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(play, column)
        if role == SORT_ROLE:
            if column == 0:
                return play.played_at.isoformat()
            if column == 5:
                return play.duration_min if play.duration_min is not None else -1.0
            return self._ranks[column][index.row()]
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
    """Sorts on ``SORT_ROLE`` (dates and durations in order, not as text) and searches every column."""

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterKeyColumn(-1)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
