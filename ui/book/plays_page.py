"""The Plays page: the book's plays, newest first, filtered by game and player (asked of the book) and by any text
(in the table), sortable by any column; record or correct a play by hand, delete one (each an undo step), open
its saved game."""

from __future__ import annotations

import os
from typing import Callable

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QPushButton, QTableView, QVBoxLayout, QWidget)

from tabletop import formats
from tabletop import games as game_registry
from tabletop.games import game_title
from tabletop.book import PlayRecord
from tabletop.games.book_records import LIVE_GAME_ID
from ui.book.access import BookAccess, confirm, selected_or_say, show_error
from ui.book.commands import Write, write_undoably
from ui.book.play_dialog import PlayDialog
from ui.book.plays_model import PlaysModel, PlaysProxy
from ui.book.widgets import button_row, choose, refill, until_written
from ui.forms import ComboBox

# The newest plays shown at once; a book of a million plays pages through "Show more" (each page found by key, after
# the last play shown) instead of loading all.
PAGE = 500


def known_games(book_games: list[str]) -> list[str]:
    """Games a play may name: those already in the book, then every registered game tracked as plays."""
    registered = [m.id for m in game_registry.modules() if m.load_game is not None or m.id == LIVE_GAME_ID]
    return list(dict.fromkeys(book_games + registered))


class PlaysPage(QWidget):
    """``open_file`` opens a saved game or play file in the shell (a new tab)."""

    def __init__(self, access: BookAccess, undo_stack: QUndoStack, open_file: Callable[[str], object],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.access = access
        self.undo_stack = undo_stack
        self.open_file = open_file
        self.game_filter = ComboBox(self)
        self.game_filter.setObjectName("plays-game")
        self.player_filter = ComboBox(self)
        self.player_filter.setObjectName("plays-player")
        self.campaign_filter = ComboBox(self)
        self.campaign_filter.setObjectName("plays-campaign")
        for box in (self.game_filter, self.player_filter, self.campaign_filter):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search the table…"))
        self.search.setClearButtonEnabled(True)
        filters = QHBoxLayout()
        filters.addWidget(QLabel(self.tr("Game"), self))
        filters.addWidget(self.game_filter)
        filters.addWidget(QLabel(self.tr("Player"), self))
        filters.addWidget(self.player_filter)
        filters.addWidget(QLabel(self.tr("Campaign"), self))
        filters.addWidget(self.campaign_filter)
        filters.addWidget(self.search, 1)

        self.model = PlaysModel(self)
        self.proxy = PlaysProxy(self)
        self.proxy.setSourceModel(self.model)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QTableView(self)
        self.view.setObjectName("plays-table")
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setResizeContentsPrecision(100)  # widths from the first rows, not all 500
        self.view.doubleClicked.connect(lambda _index: self.edit_selected())
        self.count_label = QLabel(self)
        self.more_button = QPushButton(self.tr("Show more"), self)
        self.more_button.clicked.connect(self._show_more)
        footer = QHBoxLayout()
        footer.addWidget(self.count_label, 1)
        footer.addWidget(self.more_button)

        buttons = button_row(self, [(self.tr("Record a play by hand…"), self.ask_new),
                                    (self.tr("Edit…"), self.edit_selected), (self.tr("Delete…"), self.delete_selected)])
        self.open_button = QPushButton(self.tr("Open the saved game"), self)
        self.open_button.clicked.connect(self.open_selected)
        buttons.insertWidget(buttons.count() - 1, self.open_button)
        self.view.selectionModel().selectionChanged.connect(self._selection_changed)
        for box in (self.game_filter, self.player_filter, self.campaign_filter):
            box.currentIndexChanged.connect(self._filters_changed)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addLayout(buttons)
        layout.addWidget(self.view, 1)
        layout.addLayout(footer)
        self._selection_changed()

    # --- reading -------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Refill the filters' choices (keeping the current ones) and the table."""
        found = self.access.read(self, lambda book: (book.games(), [p.name for p in book.players()],
                                                     [c.name for c in book.campaigns()]))
        book_games, players, campaigns = found or ([], [], [])
        refill(self.game_filter, book_games, self.tr("All games"), game_title)
        refill(self.player_filter, players, self.tr("All players"))
        refill(self.campaign_filter, campaigns, self.tr("Any or none"))
        self._load()

    def set_filters(self, game: str | None = None, player: str | None = None, campaign: str | None = None) -> None:
        for box, value in ((self.game_filter, game), (self.player_filter, player), (self.campaign_filter, campaign)):
            box.blockSignals(True)
            choose(box, value)
            box.blockSignals(False)
        self._filters_changed()

    def _filters_changed(self) -> None:
        self._load()

    def _show_more(self) -> None:
        self._load(more=True)

    def _load(self, more: bool = False) -> None:
        """The first page of plays, or (``more``) the next one after those shown."""
        game, player = self.game_filter.currentData(), self.player_filter.currentData()
        campaign = self.campaign_filter.currentData()
        after = self.model.plays[-1] if more and self.model.plays else None
        found = self.access.read(self, lambda book: (book.plays(game, player, campaign=campaign, limit=PAGE,
                                                                after=after),
                                                     book.count_plays(game, player, campaign=campaign)))
        page, total = found or ([], 0)
        plays = self.model.plays + page if after is not None else page
        self.model.set_plays(plays)
        # %Ln and toString group the thousands as the language does (« 500 parties sur 1 000 000 »).
        self.count_label.setText(self.tr("%1 of %Ln plays", "", total).replace("%1", QLocale().toString(len(plays))))
        self.more_button.setVisible(len(plays) < total)
        self._selection_changed()

    def selected(self) -> PlayRecord | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.play_at(self.proxy.mapToSource(rows[0]).row()) if rows else None

    def select_row(self, row: int) -> None:
        self.view.selectRow(row)

    def _selection_changed(self) -> None:
        play = self.selected()
        self.open_button.setEnabled(bool(play and play.file_path))
        self.open_button.setToolTip(play.file_path if play and play.file_path else
                                    self.tr("This play has no saved game file."))

    # --- writes, each one transaction in the core and one undo step --------------------------------------------
    def _undoable(self, text: str, play: PlayRecord, forward: Write, backward: Write) -> bool:
        return write_undoably(self.undo_stack, self.access, self, text.replace("%1", game_title(play.game)), forward,
                              backward)

    def record(self, play: PlayRecord) -> bool:
        return self._undoable(self.tr("Record a play of %1"), play, lambda book: book.record_play(play),
                              lambda book: book.delete_play(play.id))

    def update(self, before: PlayRecord, after: PlayRecord) -> bool:
        return self._undoable(self.tr("Edit a play of %1"), after, lambda book: book.update_play(after),
                              lambda book: book.update_play(before))

    def delete(self, play: PlayRecord) -> bool:
        when = formats.moment(play.played_at)
        question = self.tr("Delete the play of %1 on %2 (%3)? It leaves the book and its statistics (Edit → Undo "
                           "brings it back).").replace("%1", game_title(play.game)).replace("%2", when) \
            .replace("%3", ", ".join(p.name for p in play.participants))
        if not confirm(self, self.tr("Delete a play"), question):
            return False
        return self._undoable(self.tr("Delete a play of %1"), play, lambda book: book.delete_play(play.id),
                              lambda book: book.record_play(play))

    # --- dialogs --------------------------------------------------------------------------------------------
    def dialog(self, play: PlayRecord | None = None) -> PlayDialog:
        found = self.access.read(self, lambda book: (book.games(), [p.name for p in book.players()],
                                                     [c.name for c in book.campaigns()]))
        book_games, players, campaigns = found or ([], [], [])
        return PlayDialog(known_games(book_games), players, play, self, campaigns)

    def ask_new(self) -> None:
        dialog = self.dialog()
        until_written(dialog, lambda: self.record(dialog.record()))

    def edit_selected(self) -> None:
        play = selected_or_say(self, self.selected(), self.tr("Select a play first."))
        if play is not None:
            dialog = self.dialog(play)
            until_written(dialog, lambda: self.update(play, dialog.record()))

    def delete_selected(self) -> None:
        play = selected_or_say(self, self.selected(), self.tr("Select a play first."))
        if play is not None:
            self.delete(play)

    def open_selected(self) -> None:
        play = self.selected()
        if play is None or not play.file_path:
            return
        if not os.path.exists(play.file_path):
            show_error(self, self.tr("The saved game “%1” is no longer there.").replace("%1", play.file_path))
            return
        self.open_file(play.file_path)
