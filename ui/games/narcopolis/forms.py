"""Narcopolis's small forms: the referee's entries for what hidden cards and trades do (money between players and
the bank, reputation won or lost) and the set-up choices of a new play (variant, a character per seat and where
its four first businesses go in its zone)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QSpinBox,
                               QWidget)

from tabletop.games.narcopolis.rules import KINDS, NarcoRules
from tabletop.games.narcopolis.state import NarcoState
from ui.games.narcopolis.map_panel import kind_letter
from ui.games.tracker.game_view import Apply

BANK = "bank"
MAX_SEATS = 5


class MoneyForm(QWidget):
    """« l'argent peut être prêté, négocié, donné »: from, to, amount; the bank is one of the ends."""

    def __init__(self, state: NarcoState, apply: Apply, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("form-give")
        self.apply = apply
        names = [p.name for p in state.seats()]
        self.giver, self.taker = QComboBox(self), QComboBox(self)
        for box, first in ((self.giver, 0), (self.taker, 1)):
            box.addItem(self.tr("the bank"), BANK)
            for name in names:
                box.addItem(name, name)
            box.setCurrentIndex(first + 1 if first < len(names) else 0)
        self.amount = QSpinBox(self)
        self.amount.setRange(1, 999)
        self.amount.setSuffix(" M$")
        button = QPushButton(self.tr("Pay"), self)
        button.clicked.connect(self.submit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.giver, self.taker, self.amount, button):
            layout.addWidget(widget)

    def submit(self) -> None:
        self.apply({"type": "give", "from": self.giver.currentData(), "to": self.taker.currentData(),
                    "amount": self.amount.value()})


class ReputationForm(QWidget):
    """A card's reputation won or lost; the core keeps the floor and the 20-point lock."""

    def __init__(self, state: NarcoState, apply: Apply, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("form-reputation")
        self.apply = apply
        self.who = QComboBox(self)
        for player in state.players:
            self.who.addItem(player.name, player.name)
        self.delta = QSpinBox(self)
        self.delta.setRange(-20, 20)
        self.delta.setValue(1)
        button = QPushButton(self.tr("Change reputation"), self)
        button.clicked.connect(self.submit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.who, self.delta, button):
            layout.addWidget(widget)

    def submit(self) -> None:
        if self.delta.value():
            self.apply({"type": "reputation", "player": self.who.currentData(), "delta": self.delta.value()})


class SetupForm(QGroupBox):
    """The variant and a character per seat (any character left when not chosen)."""

    def __init__(self, rules: NarcoRules, parent: QWidget | None = None):
        super().__init__(self.tr("Narcopolis set-up"), parent)
        self.setObjectName("narcopolis-setup")
        form = QFormLayout(self)
        self.variant = QComboBox(self)
        for text, value in ((self.tr("Classic; Furi's game for two players"), None),
                            (self.tr("Classic (scenario 1's ten event cards)"), "classic"),
                            (self.tr("Two players against Furi"), "furi")):
            self.variant.addItem(text, value)
        form.addRow(self.tr("Variant"), self.variant)
        self.characters: list[QComboBox] = []
        self.placements: list[dict[str, QSpinBox]] = []
        for seat in range(MAX_SEATS):
            row = QWidget(self)
            layout = QHBoxLayout(row)
            layout.setContentsMargins(0, 0, 0, 0)
            box = QComboBox(row)
            box.addItem(self.tr("any"), None)
            for character in rules.characters.values():
                box.addItem(f"{character.name} — {character.advantage_text}", character.id)
            self.characters.append(box)
            layout.addWidget(box, 1)
            layout.addWidget(QLabel(self.tr("first businesses on quartier"), row))
            spins = {}
            for kind in KINDS:
                spin = QSpinBox(row)
                spin.setRange(1, 7)
                spin.setPrefix(f"{kind_letter(kind)} ")
                spin.setToolTip(self.tr("The quartier of the zone (1 to 7) where this business starts"))
                spins[kind] = spin
                layout.addWidget(spin)
            self.placements.append(spins)
            form.addRow(self.tr("Seat %1 plays").replace("%1", str(seat + 1)), row)

    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = {}
        if self.variant.currentData():
            options["variant"] = self.variant.currentData()
        chosen = _trimmed([box.currentData() for box in self.characters])
        if chosen:
            options["characters"] = chosen
        placed = _trimmed([{k: s.value() for k, s in spins.items()} if any(s.value() != 1 for s in spins.values())
                           else None for spins in self.placements])
        if placed:
            options["placements"] = placed
        return options


def _trimmed(values: list[Any]) -> list[Any]:
    """Seat-order choices without the trailing seats left to the default."""
    while values and values[-1] is None:
        values.pop()
    return values
