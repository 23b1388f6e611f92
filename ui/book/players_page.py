"""The Players page: every profile of the book (name, nickname, colour, notes, old names merged in); add one,
rename or edit one (an undo step), merge two profiles of one person (asked first: the core cannot undo it)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor, QUndoStack
from PySide6.QtWidgets import (QColorDialog, QDialog, QHBoxLayout, QLineEdit, QPlainTextEdit, QPushButton, QVBoxLayout,
                               QWidget)

from tabletop.book import Book, PlayerInfo
from ui.book.access import BookAccess, confirm, selected_or_say, show_error
from ui.book.collation import sorted_by_name
from ui.book.commands import write_undoably
from ui.book.table_model import Cell, RowsModel, RowsTable
from ui.book.widgets import button_row, form_dialog, until_written
from ui.forms import ComboBox


@dataclass(frozen=True)
class PlayerDetails:
    name: str
    nickname: str | None
    colour: str | None
    notes: str | None


def _set_player(book: Book, now: PlayerDetails, wanted: PlayerDetails) -> None:
    if wanted.name != now.name:
        book.rename_player(now.name, wanted.name)
    book.set_player_details(wanted.name, wanted.nickname, wanted.colour, wanted.notes)


class PlayerDialog(QDialog):
    """A player's name and details, for a new player or an existing one."""

    def __init__(self, player: PlayerInfo | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("New player") if player is None else self.tr("Player %1").replace("%1",
                                                                                                     player.name))
        self.name = QLineEdit(player.name if player else "", self)
        self.nickname = QLineEdit((player.nickname or "") if player else "", self)
        self.colour = QLineEdit((player.colour or "") if player else "", self)
        self.colour.setPlaceholderText("#rrggbb")
        pick = QPushButton(self.tr("Choose…"), self)
        pick.clicked.connect(self._pick_colour)
        colour_row = QHBoxLayout()
        colour_row.addWidget(self.colour, 1)
        colour_row.addWidget(pick)
        self.notes = QPlainTextEdit((player.notes or "") if player else "", self)
        self.notes.setMaximumHeight(90)
        form_dialog(self, [(self.tr("Name"), self.name), (self.tr("Nickname"), self.nickname),
                           (self.tr("Colour"), colour_row), (self.tr("Notes"), self.notes)])

    def _pick_colour(self) -> None:
        chosen = QColorDialog.getColor(QColor(self.colour.text() or "#808080"), self)
        if chosen.isValid():
            self.colour.setText(chosen.name())

    def details(self) -> PlayerDetails:
        return PlayerDetails(self.name.text().strip(), self.nickname.text().strip() or None,
                             self.colour.text().strip() or None, self.notes.toPlainText().strip() or None)


class MergeDialog(QDialog):
    """Two profiles of one person: the one kept, and the one merged into it."""

    def __init__(self, names: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Merge two players"))
        self.keep = ComboBox(self)
        self.absorb = ComboBox(self)
        for box in (self.keep, self.absorb):
            box.addItems(sorted_by_name(names))
        if len(names) > 1:
            self.absorb.setCurrentIndex(1)
        form_dialog(self, [(self.tr("Keep"), self.keep), (self.tr("Merge into it"), self.absorb)])


class PlayersPage(QWidget):
    COLUMNS = (QT_TRANSLATE_NOOP("PlayersPage", "Name"), QT_TRANSLATE_NOOP("PlayersPage", "Nickname"),
               QT_TRANSLATE_NOOP("PlayersPage", "Colour"), QT_TRANSLATE_NOOP("PlayersPage", "Notes"),
               QT_TRANSLATE_NOOP("PlayersPage", "Also known as"))

    def __init__(self, access: BookAccess, undo_stack: QUndoStack, parent: QWidget | None = None):
        super().__init__(parent)
        self.access = access
        self.undo_stack = undo_stack
        self.players: list[PlayerInfo] = []
        self.table = RowsTable(RowsModel("PlayersPage", self.COLUMNS, self), "players-table", self)
        self.table.doubleClicked.connect(lambda _index: self.edit_selected())
        layout = QVBoxLayout(self)
        layout.addLayout(button_row(self, [(self.tr("Add…"), self.ask_add),
                                           (self.tr("Edit or rename…"), self.edit_selected),
                                           (self.tr("Merge two players…"), self.ask_merge)]))
        layout.addWidget(self.table)

    def refresh(self) -> None:
        self.players = self.access.read(self, lambda book: book.players()) or []
        self.table.set_rows([[Cell(p.name), Cell(p.nickname or ""), Cell(p.colour or "", colour=p.colour),
                              Cell(p.notes or ""), Cell(", ".join(sorted_by_name(p.aliases) if len(p.aliases) > 1 else p.aliases))]
                             for p in self.players])

    def selected(self) -> PlayerInfo | None:
        row = self.table.selected_row()
        return self.players[row] if row is not None else None

    # --- writes, each one transaction in the core ------------------------------------------------------------
    def add_player(self, details: PlayerDetails) -> bool:
        return self.access.write(self, lambda book: book.add_player(
            details.name, details.nickname, details.colour, details.notes))

    def update_player(self, old: PlayerInfo, details: PlayerDetails) -> bool:
        """Rename (when the name changed), then replace the details; one undo step."""
        before = PlayerDetails(old.name, old.nickname, old.colour, old.notes)
        text = self.tr("Edit player %1").replace("%1", old.name) if details.name == old.name else \
            self.tr("Rename %1 to %2").replace("%1", old.name).replace("%2", details.name)
        return write_undoably(self.undo_stack, self.access, self, text, lambda book: _set_player(book, before, details),
                              lambda book: _set_player(book, details, before))

    def merge(self, keep: str, absorb: str) -> bool:
        if keep == absorb:
            show_error(self, self.tr("Choose two different players to merge."))
            return False
        question = self.tr("Merge “%2” into “%1”? Every play and campaign of “%2” moves to “%1”, and “%2” becomes "
                           "another name of “%1”. This cannot be undone.").replace("%1", keep).replace("%2", absorb)
        if not confirm(self, self.tr("Merge two players"), question):
            return False
        if not self.access.write(self, lambda book: book.merge_players(keep, absorb)):
            return False
        # Earlier steps may name the profile merged away; the merge itself has no reverse in the core.
        self.undo_stack.clear()
        return True

    # --- dialogs --------------------------------------------------------------------------------------------
    def ask_add(self) -> None:
        dialog = PlayerDialog(None, self)
        until_written(dialog, lambda: self.add_player(dialog.details()))

    def edit_selected(self) -> None:
        player = selected_or_say(self, self.selected(), self.tr("Select a player first."))
        if player is not None:
            dialog = PlayerDialog(player, self)
            until_written(dialog, lambda: self.update_player(player, dialog.details()))

    def ask_merge(self) -> None:
        names = [p.name for p in self.players]
        if len(names) < 2:
            show_error(self, self.tr("The book needs two players to merge."))
            return
        dialog = MergeDialog(names, self)
        selected = self.selected()
        if selected is not None:
            dialog.keep.setCurrentText(selected.name)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.merge(dialog.keep.currentText(), dialog.absorb.currentText())
