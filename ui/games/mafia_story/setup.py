"""Mafia Story's set-up on the new-play page: each seat's family (« Chaque joueur choisit une famille »), at two
players the family of the city's neutral territory, and the city itself (« disposées faces cachées en un carré de 5
cartes par 5 cartes »): face down and entered card by card as it is revealed, « tirée au hasard » from the play's
seed, or entered card by card as it was laid at the table (the core refuses a card entered twice or one that is not
in the city, naming its position)."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QPushButton, QRadioButton,
                               QSpinBox, QVBoxLayout, QWidget)

from tabletop.games.mafia_story.deal import city_problem, seeded_city
from tabletop.games.mafia_story.rules import Card, MafiaRules
from ui.forms import ComboBox, wrapped_label

MAX_ROWS = MAX_COLUMNS = 6  # the 4-player city, the largest


class FamilyChoice(QGroupBox):
    """Each seat's family, and at two players the family of the neutral territory (« 1 carte territoire neutre
    d'une activité criminelle non choisie »)."""

    def __init__(self, families: tuple[str, ...], parent: QWidget | None = None):
        super().__init__(self.tr("Families, by seat (at 4 players seats 1 and 3 play against 2 and 4)"), parent)
        self.setObjectName("families")
        self.form = QFormLayout(self)
        self.choices: list[QComboBox] = []
        self.players = len(families)
        for seat, default in enumerate(families):
            choice = ComboBox(self)
            choice.addItems(list(families))
            choice.setCurrentText(default)
            choice.setMaximumWidth(200)
            self.choices.append(choice)
            self.form.addRow(self.tr("Seat %1").replace("%1", str(seat + 1)), choice)
        self.neutral = ComboBox(self)
        self.neutral.setObjectName("neutral-family")
        self.neutral.setMaximumWidth(320)
        self.neutral.addItem(self.tr("a family nobody plays"), None)
        for family in families:
            self.neutral.addItem(family, family)
        self.form.addRow(self.tr("Neutral territory (2 players)"), self.neutral)

    def show_seats(self, count: int) -> None:
        self.players = count
        for seat in range(len(self.choices)):
            self.form.setRowVisible(seat, seat < count)
        self.form.setRowVisible(self.neutral, count == 2)

    def in_play(self) -> list[str]:
        return [choice.currentText() for choice in self.choices[:self.players]]

    def neutral_family(self) -> str | None:
        return self.neutral.currentData() if self.players == 2 else None

    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = {"families": [choice.currentText() for choice in self.choices]}
        if self.neutral_family():
            options["neutral_family"] = self.neutral_family()
        return options


class CityDeal(QGroupBox):
    """The city: ``options(families, neutral)`` is {} while it lies face down (each card entered as it is
    revealed), else its cards row by row from A1, « tirées au hasard » or as entered in the grid."""

    def __init__(self, rules: MafiaRules, seed: Callable[[], int], parent: QWidget | None = None):
        super().__init__(self.tr("The city"), parent)
        self.setObjectName("city-deal")
        self.rules = rules
        self.seed = seed
        self.families: list[str] = list(rules.families[:2])
        self.neutral: str | None = None
        layout = QVBoxLayout(self)
        self.face_down = QRadioButton(self.tr("Face down: each card is entered as it is revealed"), self)
        self.face_down.setObjectName("city-face-down")
        self.random = QRadioButton(self.tr("Tirer au hasard: the city dealt from the seed, so the reveals follow it"),
                                   self)
        self.random.setObjectName("city-at-random")
        self.entered = QRadioButton(self.tr("As laid at the table: each card entered, row by row from A1"), self)
        self.entered.setObjectName("city-entered")
        self.face_down.setChecked(True)
        for radio in (self.face_down, self.random, self.entered):
            layout.addWidget(radio)
            radio.toggled.connect(self._mode_changed)
        self.fill_button = QPushButton(self.tr("Fill in the seed's city"), self)
        self.fill_button.setObjectName("fill-seeded-city")
        self.fill_button.setToolTip(self.tr("Start from the city « tirée au hasard » and change what differs"))
        self.fill_button.clicked.connect(self.fill_from_seed)
        layout.addWidget(self.fill_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.grid_box = QWidget(self)
        grid = QGridLayout(self.grid_box)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(4)
        self.row_labels = [QLabel(chr(ord("A") + row), self.grid_box) for row in range(MAX_ROWS)]
        self.column_labels = [QLabel(str(col + 1), self.grid_box) for col in range(MAX_COLUMNS)]
        self.cells: list[list[QComboBox]] = []
        for col, label in enumerate(self.column_labels):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 0, col + 1)
        for row in range(MAX_ROWS):
            grid.addWidget(self.row_labels[row], row + 1, 0)
            combos = []
            for col in range(MAX_COLUMNS):
                combo = ComboBox(self.grid_box)
                combo.setObjectName(f"city-{chr(ord('A') + row)}{col + 1}")
                combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
                combo.setMinimumContentsLength(9)
                combo.currentIndexChanged.connect(self._show_status)
                grid.addWidget(combo, row + 1, col + 1)
                combos.append(combo)
            self.cells.append(combos)
        grid.setColumnStretch(MAX_COLUMNS + 1, 1)
        layout.addWidget(self.grid_box)
        self.status = wrapped_label("", self)
        self.status.setObjectName("city-status")
        layout.addWidget(self.status)
        self.set_families(self.families, None)
        self._mode_changed()

    def layout_size(self) -> tuple[int, int]:
        layout = self.rules.city[len(self.families)]
        return layout.rows, layout.columns

    def shown_cells(self) -> list[QComboBox]:
        """The grid's lists of the city in play, row by row from A1."""
        rows, columns = self.layout_size()
        return [self.cells[row][col] for row in range(rows) for col in range(columns)]

    def _mode_changed(self) -> None:
        for widget in (self.grid_box, self.fill_button, self.status):
            widget.setVisible(self.entered.isChecked())

    def set_families(self, families: list[str], neutral: str | None) -> None:
        """The families in play (and the neutral one chosen): each list offers the cards of that city, keeping each
        choice still among them."""
        self.families, self.neutral = list(families), neutral
        cards = [card for family in families for card in self.rules.family_cards(family)]
        if self.rules.city[len(families)].neutral_territories:
            others = [neutral] if neutral else [f for f in self.rules.families if f not in families]
            cards += [card for family in others for card in self.rules.family_cards(family)]
        cards += [Card("prostituee"), Card("drive-by")]
        rows, columns = self.layout_size()
        for row in range(MAX_ROWS):
            self.row_labels[row].setVisible(row < rows)
            for col in range(MAX_COLUMNS):
                combo = self.cells[row][col]
                combo.setVisible(row < rows and col < columns)
                current = combo.currentData()
                combo.blockSignals(True)
                combo.clear()
                combo.addItem("—", None)
                for card in cards:
                    combo.addItem(card.label(), card.to_json())
                combo.setCurrentIndex(max(0, combo.findData(current)) if current else 0)
                combo.blockSignals(False)
        for col, label in enumerate(self.column_labels):
            label.setVisible(col < columns)
        self._show_status()

    def fill_from_seed(self) -> None:
        """The city « tirée au hasard » from the seed, ready to be corrected card by card."""
        for combo, card in zip(self.shown_cells(), seeded_city(self.rules, self.families, self.neutral, self.seed())):
            combo.setCurrentIndex(combo.findData(card))

    def entered_city(self) -> list[dict[str, Any] | None]:
        return [combo.currentData() for combo in self.shown_cells()]

    def _show_status(self) -> None:
        """The first card the core would refuse, or how many are still to enter; nothing once the city is whole."""
        city = self.entered_city()
        missing = city.count(None)
        if missing:
            self.status.setText(self.tr("%1 of %2 cards entered").replace("%1", str(len(city) - missing))
                                .replace("%2", str(len(city))))
            self.status.setStyleSheet("color: #555;")
            return
        layout = self.rules.city[len(self.families)]
        problem = city_problem(self.rules, layout, self.families, self.neutral, city)
        self.status.setText(problem or self.tr("The city is complete."))
        self.status.setStyleSheet("color: #a00000;" if problem else "color: #1b5e20;")

    def options(self) -> dict[str, Any]:
        if self.face_down.isChecked():
            return {}
        if self.random.isChecked():
            return {"city": seeded_city(self.rules, self.families, self.neutral, self.seed())}
        return {"city": self.entered_city()}


class MafiaSetup(QWidget):
    """The families and the city, following the new-play page's player count."""

    def __init__(self, rules: MafiaRules, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("mafia-setup")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.families = FamilyChoice(rules.families, self)
        # the new-play page's seed: « tirer au hasard » deals the city from it
        seed = parent.seed.value if isinstance(getattr(parent, "seed", None), QSpinBox) else (lambda: 0)
        self.city = CityDeal(rules, seed, self)
        layout.addWidget(self.families)
        layout.addWidget(self.city)
        for choice in self.families.choices:
            choice.currentTextChanged.connect(self._families_changed)
        self.families.neutral.currentIndexChanged.connect(self._families_changed)
        # The new-play page's player count, when there is one: only the seats and the city in play are shown.
        count = getattr(parent, "count", None)
        if isinstance(count, QSpinBox):
            count.valueChanged.connect(self.show_seats)
            self.show_seats(count.value())

    def show_seats(self, count: int) -> None:
        self.families.show_seats(count)
        self._families_changed()

    def _families_changed(self) -> None:
        self.city.set_families(self.families.in_play(), self.families.neutral_family())

    def options(self) -> dict[str, Any]:
        return {**self.families.options(), **self.city.options()}
