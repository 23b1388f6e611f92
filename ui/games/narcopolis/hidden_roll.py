"""The hidden-roll screen of a combat: the laptop is the cup. The player whose roll it is clicks to peek at his
dice and clicks again to hide them before passing the laptop; with real dice under a real cup nothing is typed
until « tu bluffes »."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from tabletop.games.narcopolis.combat import read_dice
from tabletop.i18n import elided
from ui.games.tracker.dice_picker import DIE_FACES


def dice_text(dice: list[int]) -> str:
    return " ".join(DIE_FACES[d - 1] for d in dice) + f"  = {read_dice(dice)}"


class HiddenRoll(QWidget):
    """Hidden until clicked; ``dice`` None means real dice under the cup."""

    def __init__(self, roller: str, dice: list[int] | None, parent: QWidget | None = None,
                 on_phone: bool = False):
        super().__init__(parent)
        self.setObjectName("hidden-roll")
        self.roller = roller
        self.dice = dice
        self.on_phone = on_phone  # the players' phones are served: the dice are on the roller's, not here
        self.peeking = False
        self.label = QLabel(self)
        self.label.setObjectName("hidden-roll-dice")
        self.label.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.setObjectName("hidden-roll-toggle")
        self.button.clicked.connect(self.toggle)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        self.button.setVisible(dice is not None and not on_phone)
        self._show()

    def toggle(self) -> None:
        self.peeking = not self.peeking
        self._show()

    def _show(self) -> None:
        if self.on_phone and self.dice is not None:
            self.label.setText(elided(self.tr("The dice are on %1's phone: only he looks, until « tu bluffes ».")
                                      .replace("%1", self.roller)))
            self.label.setStyleSheet("background: #333; color: white; padding: 4px;")
            return
        if self.dice is None:
            self.label.setText(self.tr("Real dice under the cup: %1 looks, nothing is typed until the check.")
                               .replace("%1", self.roller))
            self.label.setStyleSheet("")
            return
        if self.peeking:
            self.label.setText(elided(self.tr("%1's dice: %2").replace("%1", self.roller))
                               .replace("%2", dice_text(self.dice)))
            self.label.setStyleSheet("font-size: 20px; background: #fff1c2; padding: 4px; color: black;")
            self.button.setText(self.tr("Hide"))
        else:
            self.label.setText(self.tr("The dice are hidden: only %1 looks.").replace("%1", self.roller))
            self.label.setStyleSheet("background: #333; color: white; padding: 4px;")
            self.button.setText(self.tr("Peek (%1 only)").replace("%1", self.roller))
