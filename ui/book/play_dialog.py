"""A play entered or corrected by hand, for a game played away from the laptop: the game, when, how long, where,
who refereed, notes, and one row per participant (seat, team, score, rank, eliminated)."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timezone
from typing import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QDateTime, Qt
from PySide6.QtWidgets import (QAbstractItemView, QDateTimeEdit, QDialog, QDoubleSpinBox, QHBoxLayout, QHeaderView,
                               QLabel, QLineEdit, QPlainTextEdit, QPushButton, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from tabletop.book import Participant, PlayRecord
from ui.book.collation import sorted_by_name
from ui.book.plays_model import number
from ui.book.widgets import choose, game_of, games_box, names_box, ok_cancel, problem_label, refill
from ui.forms import ComboBox, form_layout

COLUMNS = (QT_TRANSLATE_NOOP("PlayDialog", "Player"), QT_TRANSLATE_NOOP("PlayDialog", "Seat"),
           QT_TRANSLATE_NOOP("PlayDialog", "Team"), QT_TRANSLATE_NOOP("PlayDialog", "Score"),
           QT_TRANSLATE_NOOP("PlayDialog", "Rank"), QT_TRANSLATE_NOOP("PlayDialog", "Eliminated"))
PLAYER, SEAT, TEAM, SCORE, RANK, OUT = range(len(COLUMNS))


class ParticipantError(ValueError):
    """A cell that does not read as what its column needs; the message names the row and the column."""


class PlayDialog(QDialog):
    """``record()`` gives the play as entered (ParticipantError for a cell that does not read); an edited play
    keeps its id, file, score breakdowns and the keys of an imported file. ``campaigns`` are those a play may count
in (the book refuses one of another game)."""

    def __init__(self, games: list[str], players: list[str], play: PlayRecord | None = None,
                 parent: QWidget | None = None, campaigns: Sequence[str] = ()):
        super().__init__(parent)
        self.original = play
        self.setWindowTitle(self.tr("Record a play by hand") if play is None else self.tr("Edit the play"))
        self.setMinimumSize(720, 520)
        self.game = games_box(games, self)
        self.when = QDateTimeEdit(self)
        self.when.setCalendarPopup(True)
        # The day as the book's tables write it, months in the app's language: « 7 déc. 2026 21:40 ».
        self.when.setDisplayFormat("d MMM yyyy HH:mm")
        self.duration = QDoubleSpinBox(self)
        self.duration.setRange(0, 10_000)
        self.duration.setDecimals(0)
        self.duration.setSuffix(self.tr(" min"))
        self.duration.setSpecialValueText(self.tr("not noted"))
        self.place = QLineEdit(self)
        self.referee = QLineEdit(self)
        self.campaign = ComboBox(self)
        self.campaign.setObjectName("play-campaign")
        refill(self.campaign, list(campaigns), self.tr("none"))
        self.notes = QPlainTextEdit(self)
        self.notes.setMaximumHeight(70)
        form = form_layout([(self.tr("Game"), self.game), (self.tr("Date and time"), self.when),
                            (self.tr("Duration"), self.duration), (self.tr("Place"), self.place),
                            (self.tr("Referee"), self.referee), (self.tr("Campaign"), self.campaign),
                            (self.tr("Notes"), self.notes)])

        self.known_players = sorted_by_name(players)
        self.table = QTableWidget(0, len(COLUMNS), self)
        self.table.setObjectName("participants")
        self.table.setHorizontalHeaderLabels([self.tr(c) for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.Stretch)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        add = QPushButton(self.tr("Add a participant"), self)
        add.clicked.connect(lambda: self.add_participant(Participant(name="", seat=self.table.rowCount() + 1)))
        remove = QPushButton(self.tr("Remove the selected one"), self)
        remove.clicked.connect(self._remove_selected)
        row_buttons = QHBoxLayout()
        row_buttons.addWidget(add)
        row_buttons.addWidget(remove)
        row_buttons.addStretch(1)
        self.problem = problem_label(self, "play-problem")
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Participants (rank 1 wins; every player ranked 1 wins a tie)"), self))
        layout.addWidget(self.table, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(self.problem)
        layout.addWidget(ok_cancel(self))
        self._fill(play)

    def _fill(self, play: PlayRecord | None) -> None:
        moment = play.played_at if play else datetime.now(timezone.utc)
        self.when.setDateTime(QDateTime.fromSecsSinceEpoch(int(moment.timestamp())))
        if play is None:
            return
        choose(self.game, play.game)
        self.duration.setValue(play.duration_min or 0)
        self.place.setText(play.place or "")
        self.referee.setText(play.referee or "")
        self.notes.setPlainText(play.notes or "")
        choose(self.campaign, play.campaign)
        for participant in play.participants:
            self.add_participant(participant)

    def add_participant(self, participant: Participant) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        name = names_box(self.known_players, self.table, participant.name)
        self.table.setCellWidget(row, PLAYER, name)
        for column, value in ((SEAT, participant.seat), (TEAM, participant.team), (SCORE, participant.score),
                              (RANK, participant.rank)):
            text = "" if value is None else number(value) if column == SCORE else str(value)
            self.table.setItem(row, column, QTableWidgetItem(text))
        out = QTableWidgetItem()
        out.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        out.setCheckState(Qt.CheckState.Checked if participant.eliminated else Qt.CheckState.Unchecked)
        self.table.setItem(row, OUT, out)

    def set_cell(self, row: int, column: int, text: str) -> None:
        """Type into a cell (the player's name box, or a text cell)."""
        if column == PLAYER:
            self.table.cellWidget(row, PLAYER).setCurrentText(text)
        elif column == OUT:
            self.table.item(row, OUT).setCheckState(Qt.CheckState.Checked if text else Qt.CheckState.Unchecked)
        else:
            self.table.item(row, column).setText(text)

    def _remove_selected(self) -> None:
        for index in sorted({i.row() for i in self.table.selectedIndexes()}, reverse=True):
            self.table.removeRow(index)

    def _cell(self, row: int, column: int, kind: type) -> float | int | str | None:
        text = self.table.item(row, column).text().strip()
        if not text:
            return None
        if kind is str:
            return text
        not_a_number, not_whole = self._number_problems(column)
        try:
            value = float(text.replace(",", "."))
        except ValueError:
            raise ParticipantError(not_a_number.replace("%1", str(row + 1)).replace("%2", text)) from None
        if kind is int and not value.is_integer():
            raise ParticipantError(not_whole.replace("%1", str(row + 1)))
        return int(value) if kind is int else value

    def _number_problems(self, column: int) -> tuple[str, str]:
        """Why a cell of the number ``column`` does not read, each one whole sentence naming the cell (%1: the
        participant counted from 1, %2: the cell): not a number, not a whole number (a score may have decimals)."""
        if column == SEAT:
            return (self.tr("the seat of participant %1 must be a number, not “%2”"),
                    self.tr("the seat of participant %1 must be a whole number"))
        if column == RANK:
            return (self.tr("the rank of participant %1 must be a number, not “%2”"),
                    self.tr("the rank of participant %1 must be a whole number"))
        return self.tr("the score of participant %1 must be a number, not “%2”"), ""

    def participants(self) -> list[Participant]:
        kept = {p.name: p for p in self.original.participants} if self.original else {}
        out = []
        for row in range(self.table.rowCount()):
            name = self.table.cellWidget(row, PLAYER).currentText().strip()
            if not name:
                raise ParticipantError(self.tr("participant %1 has no name").replace("%1", str(row + 1)))
            before = kept.get(name)
            out.append(Participant(
                name=name, seat=self._cell(row, SEAT, int), team=self._cell(row, TEAM, str),
                score=self._cell(row, SCORE, float), rank=self._cell(row, RANK, int),
                eliminated=self.table.item(row, OUT).checkState() == Qt.CheckState.Checked,
                breakdown=dict(before.breakdown) if before else {}, extra=dict(before.extra) if before else {}))
        return out

    def record(self) -> PlayRecord:
        moment = datetime.fromtimestamp(self.when.dateTime().toSecsSinceEpoch(), timezone.utc)
        fields = dict(game=game_of(self.game), played_at=moment,
                      duration_min=self.duration.value() or None, place=self.place.text().strip() or None,
                      referee=self.referee.text().strip() or None,
                      notes=self.notes.toPlainText().strip() or None, participants=self.participants(),
                      campaign=self.campaign.currentData())
        if self.original is not None:
            return replace(self.original, **fields)
        return PlayRecord(**fields)

    def accept(self) -> None:
        """Close only once every cell reads; the book's own checks come when the page records it."""
        try:
            self.record()
        except ParticipantError as exc:
            self.problem.setText(str(exc))
            self.problem.show()
            return
        super().accept()
