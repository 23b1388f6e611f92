"""Who starts, as the book decides it: a list of the players (the first seat by default) under the book's own
words, and for a game that rolls for it (« Le joueur qui fait le meilleur score commence ») each player's die,
rolled virtually from the play's seed or entered as the table rolled it; the highest starts."""

from __future__ import annotations

import random
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from ui.forms import ComboBox, wrapped_label

DIE_FACES = 6


class FirstPlayerBox(QGroupBox):
    """``first_player()`` is the name chosen; ``problem()`` a one-line reason when the dice do not decide."""

    def __init__(self, rule: str, by_die: bool, seed: Callable[[], int], parent: QWidget | None = None):
        super().__init__(self.tr("Who starts"), parent)
        self.setObjectName("first-player")
        self.seed = seed
        layout = QVBoxLayout(self)
        if rule:
            words = wrapped_label(rule, self)
            words.setStyleSheet("color: #555;")
            layout.addWidget(words)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("First player:"), self))
        self.choice = ComboBox(self)
        self.choice.setObjectName("first-player-choice")
        self.choice.setMinimumContentsLength(16)
        row.addWidget(self.choice)
        row.addStretch(1)
        layout.addLayout(row)
        self.faces: list[QSpinBox] = []
        self.names: list[str] = []
        self.dice_row: QHBoxLayout | None = None
        if by_die:
            self.dice_row = QHBoxLayout()
            self.roll_button = QPushButton(self.tr("Roll the virtual die for everyone"), self)
            self.roll_button.setObjectName("roll-first-player")
            self.roll_button.clicked.connect(self.roll)
            self.dice_row.addStretch(1)
            layout.addLayout(self.dice_row)
            layout.addWidget(self.roll_button, 0, Qt.AlignmentFlag.AlignLeft)

    def set_players(self, names: list[str]) -> None:
        """The seats changed: refill the list (keeping the choice when its name is still there) and the dice."""
        current = self.choice.currentText()
        self.names = list(names)
        self.choice.blockSignals(True)
        self.choice.clear()
        self.choice.addItems(self.names)
        self.choice.setCurrentIndex(self.names.index(current) if current in self.names else 0)
        self.choice.blockSignals(False)
        if self.dice_row is None:
            return
        while len(self.faces) < len(names):
            spin = QSpinBox(self)
            spin.setRange(0, DIE_FACES)
            spin.setSpecialValueText("–")
            spin.setToolTip(self.tr("The die this player rolled (– not rolled yet)"))
            spin.valueChanged.connect(self._highest_starts)
            spin.setMinimumWidth(120)
            self.faces.append(spin)
            self.dice_row.insertWidget(len(self.faces) - 1, spin)
        for index, spin in enumerate(self.faces):
            spin.setVisible(index < len(names))
            spin.setPrefix(f"{names[index]}: " if index < len(names) else "")

    def roll(self) -> None:
        """Every player rolls the virtual die (seeded by the play's seed); players level at the top roll again."""
        rng = random.Random(f"first-player:{self.seed()}")
        rolling = list(range(len(self.names)))
        faces = [0] * len(self.names)
        while len(rolling) > 1:
            for index in rolling:
                faces[index] = rng.randint(1, DIE_FACES)
            best = max(faces[i] for i in rolling)
            rolling = [i for i in rolling if faces[i] == best]
        for index, face in enumerate(faces):
            self.faces[index].setValue(face)

    def _highest_starts(self) -> None:
        faces = [spin.value() for spin in self.faces[:len(self.names)]]
        best = max(faces, default=0)
        if best and faces.count(best) == 1:
            self.choice.setCurrentIndex(faces.index(best))

    def problem(self) -> str:
        """Why the dice entered do not name a first player yet (empty when they do, or none were entered)."""
        faces = [spin.value() for spin in self.faces[:len(self.names)]]
        if not any(faces):
            return ""
        if not all(faces):
            return self.tr("Every player rolls the die for the first turn.")
        best = max(faces)
        level = [name for name, face in zip(self.names, faces) if face == best]
        if len(level) > 1:
            return self.tr("%1 are level on %2: they roll again.").replace("%1", ", ".join(level)).replace(
                "%2", str(best))
        return ""

    def first_player(self) -> str:
        return self.choice.currentText()
