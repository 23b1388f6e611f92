"""Camorra's deal on the new-play page: « Chaque joueur reçoit … 4 cartes Terrain » and « Les joueurs placent les
Caporegimes sur les cartes Terrain », entered as dealt and placed at the table, or « tirer au hasard » from the
play's seed (the same deal the core makes from it)."""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QGridLayout, QGroupBox, QLabel, QPushButton, QRadioButton, QVBoxLayout,
                               QWidget)

from tabletop.games.camorra.rules import CAPO_KINDS, CamorraRules
from tabletop.games.camorra.state import seeded_deal, spread_placement
from ui.forms import ComboBox, wrapped_label

MAX_SEATS = 5


class CamorraDeal(QGroupBox):
    """``options()`` is {} for the seeded deal, else the terrains and placement entered, by player."""

    def __init__(self, rules: CamorraRules, seed: Callable[[], int], parent: QWidget | None = None):
        super().__init__(self.tr("The deal: terrains and Caporegimes"), parent)
        self.setObjectName("camorra-deal")
        self.rules = rules
        self.seed = seed
        self.names: list[str] = []
        layout = QVBoxLayout(self)
        self.random = QRadioButton(self.tr("Tirer au hasard: the terrains dealt from the seed, the Caporegimes "
                                           "spread over them (the Maniaque with the Caïd)"), self)
        self.random.setObjectName("deal-at-random")
        self.entered = QRadioButton(self.tr("As dealt at the table: each player's 4 terrains and where he placed "
                                            "each Caporegime"), self)
        self.entered.setObjectName("deal-entered")
        self.random.setChecked(True)
        layout.addWidget(self.random)
        layout.addWidget(self.entered)
        self.fill_button = QPushButton(self.tr("Fill in the seed's deal"), self)
        self.fill_button.setObjectName("fill-seeded-deal")
        self.fill_button.setToolTip(self.tr("Start from the deal « tiré au hasard » and change what differs"))
        self.fill_button.clicked.connect(self.fill_from_seed)
        layout.addWidget(self.fill_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.grid_box = QWidget(self)
        grid = QGridLayout(self.grid_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.labels: list[QLabel] = []
        self.terrains: list[list[QComboBox]] = []
        self.capos: list[dict[str, QComboBox]] = []
        kind_names = {kind: rules.capos[kind].name for kind in CAPO_KINDS}
        for seat in range(MAX_SEATS):
            label = QLabel(self.grid_box)
            self.labels.append(label)
            grid.addWidget(label, 2 * seat, 0)
            row = []
            for column in range(rules.start_terrains):
                combo = ComboBox(self.grid_box)
                combo.setObjectName(f"terrain-{seat + 1}-{column + 1}")
                combo.addItems(list(rules.quartiers))
                combo.currentIndexChanged.connect(lambda _i, s=seat: self._terrains_changed(s))
                grid.addWidget(combo, 2 * seat, 1 + column)
                row.append(combo)
            self.terrains.append(row)
            capos = {}
            for kind in CAPO_KINDS:
                combo = ComboBox(self.grid_box)
                combo.setObjectName(f"capo-{seat + 1}-{kind}")
                combo.setToolTip(self.tr("Where this player placed his %1").replace("%1", kind_names[kind]))
                capos[kind] = combo
            capo_row = QWidget(self.grid_box)
            capo_layout = QGridLayout(capo_row)
            capo_layout.setContentsMargins(0, 0, 0, 0)
            for column, kind in enumerate(CAPO_KINDS):
                capo_layout.addWidget(QLabel(kind_names[kind], capo_row), 0, column)
                capo_layout.addWidget(capos[kind], 1, column)
            grid.addWidget(capo_row, 2 * seat + 1, 1, 1, rules.start_terrains)
            self.capos.append(capos)
        for column in range(1, rules.start_terrains + 1):
            grid.setColumnStretch(column, 1)
        layout.addWidget(self.grid_box)
        note = wrapped_label(self.tr("Each Caporegime goes on one of its player's terrains; with 5 Caporegimes on 4 "
                                     "terrains one terrain holds two."), self)
        note.setStyleSheet("color: #555;")
        layout.addWidget(note)
        self.random.toggled.connect(self._mode_changed)
        self._mode_changed()

    def _mode_changed(self) -> None:
        self.grid_box.setVisible(self.entered.isChecked())
        self.fill_button.setVisible(self.entered.isChecked())

    def set_players(self, names: list[str]) -> None:
        self.names = list(names)
        for seat, label in enumerate(self.labels):
            label.setText(names[seat] if seat < len(names) else "")
            visible = seat < len(names)
            for widget in (label, *self.terrains[seat], *self.capos[seat].values()):
                widget.setVisible(visible)
            self.capos[seat][CAPO_KINDS[0]].parentWidget().setVisible(visible)

    def _terrains_changed(self, seat: int) -> None:
        """The Caporegime lists offer that player's four terrains, keeping each choice still among them."""
        held = [combo.currentText() for combo in self.terrains[seat]]
        for kind, combo in self.capos[seat].items():
            current = combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems(held)
            combo.setCurrentText(current if current in held else spread_placement(held)[kind])
            combo.blockSignals(False)

    def fill_from_seed(self) -> None:
        """The deal « tiré au hasard » from the seed, with the default placement, ready to be corrected."""
        deal = seeded_deal(self.rules, self.names, self.seed())
        for seat, name in enumerate(self.names):
            for combo, quartier in zip(self.terrains[seat], deal[name]):
                combo.setCurrentText(quartier)
            placement = spread_placement(deal[name])
            for kind, combo in self.capos[seat].items():
                combo.setCurrentText(placement[kind])

    def options(self) -> dict[str, Any]:
        if self.random.isChecked():
            return {}
        terrains = {name: [c.currentText() for c in self.terrains[seat]] for seat, name in enumerate(self.names)}
        placement = {name: {kind: c.currentText() for kind, c in self.capos[seat].items()}
                     for seat, name in enumerate(self.names)}
        return {"terrains": terrains, "placement": placement}
