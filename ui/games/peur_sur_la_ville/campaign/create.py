"""Creating a campaign: its name, the gangs taking part (each with its player from the book and a roster file
built with the roster builder, or the rulebook's starting roster), the tables and the house rules in force."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QFileDialog, QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QListWidget,
                               QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from tabletop.book import BookError
from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
from tabletop.games.peur_sur_la_ville.campaign.settings import load_book_rules
from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_roster, load_rules
from tabletop.i18n import _ as core_text  # the readings are in the core's catalogue
from tabletop.ruledata import setting_label
from ui.forms import ComboBox
from ui.games.peur_sur_la_ville.campaign.document import CampaignDocument



def _value_item(value: object) -> QTableWidgetItem:
    """A setting's value as the referee edits it: a box to tick for a yes-or-no, a number in a spin box (Qt's
    editor for a number), anything else as the JSON a house-rule file would hold."""
    item = QTableWidgetItem()
    if isinstance(value, bool):
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        item.setCheckState(Qt.CheckState.Checked if value else Qt.CheckState.Unchecked)
    elif isinstance(value, (int, float)):
        item.setData(Qt.ItemDataRole.EditRole, value)
    else:
        item.setText(json.dumps(value))
    return item


def _item_value(item: QTableWidgetItem) -> object:
    """The value an item made by ``_value_item`` holds now (ValueError: the JSON typed is not a value)."""
    if item.data(Qt.ItemDataRole.CheckStateRole) is not None:  # only a yes-or-no was given a box to tick
        return item.checkState() == Qt.CheckState.Checked
    data = item.data(Qt.ItemDataRole.EditRole)
    if isinstance(data, (int, float)) and not isinstance(data, bool):
        return data
    return json.loads(item.text())

class CreateCampaign(QWidget):
    created = Signal(str)

    def __init__(self, document: CampaignDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.rules = load_rules()
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Saison 1"))
        self.gangs = QTableWidget(0, 3)
        self.gangs.setHorizontalHeaderLabels([self.tr("Gang"), self.tr("Player"), self.tr("Roster file")])
        self.gangs.horizontalHeader().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        add_gang = QPushButton(self.tr("Add a gang"))
        add_gang.clicked.connect(lambda: self.add_gang())
        roster = QPushButton(self.tr("Roster file…"))
        roster.clicked.connect(self._choose_roster)
        self.tables = QListWidget()
        add_table = QPushButton(self.tr("Add tables…"))
        add_table.clicked.connect(self._choose_tables)
        book_rules = load_book_rules()
        self.house = QTableWidget(len(book_rules.settings), 2)
        self.house.setHorizontalHeaderLabels([self.tr("Setting"), self.tr("Value")])
        self.house.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.house.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.house.verticalHeader().hide()
        for row, (name, setting) in enumerate(book_rules.settings.items()):
            label = QTableWidgetItem(setting_label(name))
            label.setData(Qt.ItemDataRole.UserRole, name)  # the identifier a house rule is written under
            label.setFlags(label.flags() & ~Qt.ItemFlag.ItemIsEditable)
            label.setToolTip(core_text(setting.description))
            value = _value_item(setting.value)
            value.setToolTip(core_text(setting.description))
            self.house.setItem(row, 0, label)
            self.house.setItem(row, 1, value)
        self.defaults = {name: s.value for name, s in book_rules.settings.items()}
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #b00020")
        self.problem.setWordWrap(True)
        create = QPushButton(self.tr("Create the campaign"))
        create.setObjectName("create-campaign")
        create.clicked.connect(self.create)
        buttons = QHBoxLayout()
        buttons.addWidget(add_gang)
        buttons.addWidget(roster)
        buttons.addStretch(1)
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("<b>Gangs</b> (« Chaque bande dispose d'un QG et d'1 VIDEUR »)")))
        layout.addWidget(self.gangs)
        layout.addLayout(buttons)
        layout.addWidget(QLabel(self.tr("<b>Tables</b> (scenario files)")))
        layout.addWidget(self.tables)
        layout.addWidget(add_table)
        layout.addWidget(QLabel(self.tr("<b>House rules</b> (hover a setting for its reading of the rulebook)")))
        layout.addWidget(self.house)
        layout.addWidget(self.problem)
        layout.addWidget(create)

    def add_gang(self, letter: str = "", player: str = "", roster_path: str = "") -> None:
        row = self.gangs.rowCount()
        self.gangs.insertRow(row)
        letters = ComboBox()
        for code, template in self.rules.gangs.items():
            letters.addItem(template.name, code)
        if letter:
            letters.setCurrentIndex(letters.findData(letter))
        players = ComboBox()
        players.setEditable(True)
        players.addItems([p.name for p in self.document.book.players()])
        players.setEditText(player)
        self.gangs.setCellWidget(row, 0, letters)
        self.gangs.setCellWidget(row, 1, players)
        self.gangs.setItem(row, 2, QTableWidgetItem(roster_path))

    def add_table(self, path: str) -> None:
        self.tables.addItem(path)

    def _choose_roster(self) -> None:
        row = self.gangs.currentRow()
        if row < 0:
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Roster file"), "", self.tr("Rosters (*.json)"))
        if path:
            self.gangs.setItem(row, 2, QTableWidgetItem(path))

    def _choose_tables(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(self, self.tr("Tables"), "",
                                                self.tr("Scenario maps (*.geojson *.scenario.json)"))
        for path in paths:
            self.add_table(path)

    def _house_rules(self) -> dict:
        chosen = {}
        for row in range(self.house.rowCount()):
            name = self.house.item(row, 0).data(Qt.ItemDataRole.UserRole)
            try:
                value = _item_value(self.house.item(row, 1))
            except ValueError:
                raise PeurError(self.tr("house rule {name}: not a value").format(
                    name=self.house.item(row, 0).text())) from None
            if value != self.defaults[name]:
                chosen[name] = value
        return chosen

    def _gangs(self) -> dict:
        gangs = {}
        for row in range(self.gangs.rowCount()):
            letter = self.gangs.cellWidget(row, 0).currentData()
            player = self.gangs.cellWidget(row, 1).currentText().strip()
            path = self.gangs.item(row, 2).text().strip() if self.gangs.item(row, 2) else ""
            # Read within the limits every file shares, refused in the referee's words (« l'arme 1 de la
            # figurine 4 »), as the command line reads a roster.
            roster = load_roster(path, self.rules) if path else None
            if letter in gangs:
                raise PeurError(self.tr("Two rows choose %1: a gang plays once in a campaign.").replace(
                    "%1", gang_args(letter, self.rules)["gang"]))
            gangs[letter] = (player, roster)
        return gangs

    def create(self) -> bool:
        try:
            name = self.name.text().strip()
            if not name:
                raise PeurError(self.tr("the campaign needs a name"))
            tables = [self.tables.item(i).text() for i in range(self.tables.count())]
            create_campaign(self.document.book, name, self._gangs(), tables, self._house_rules())
        except (PeurError, BookError) as exc:
            self.problem.setText(str(exc))
            return False
        self.problem.clear()
        self.created.emit(name)
        return True
