"""The faces of dice rolled at the table, entered as the referee reads them: a row of the six faces for each die
(click, or type 1-6: each key gives the next die its face), the line the rules read shown as they are picked, and
the button that sends the outcome the game lists for those faces (the order of the dice does not matter). The
chance of every card game whose outcome is dice (``tabletop.games.chance_dice``) and the Narcopolis cup lifted at
« tu bluffes » are entered with it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from tabletop.games.chance_dice import FACES, DiceAsked
from tabletop.games.interface import Event, GameError
from tabletop.games.session import PlaySession, referee_line
from ui.forms import wrapped_label
from ui.games.tracker.game_view import Apply

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
FACE_BUTTON_PX = 44  # a target a referee clicks without aiming, the glyph big enough to read across the table
# The face picked stands out from the five others at a glance (the style's own checked shade is a faint grey).
FACE_STYLE = ("QPushButton { background: white; color: black; border: 1px solid #888; border-radius: 6px; }"
              "QPushButton:checked { background: #1d6f42; color: white; border-color: #1d6f42; }")


class DicePicker(QGroupBox):
    """The dice ``asked`` names; ``dice`` holds the faces picked (None: not yet). The button sends the outcome of
    the faces picked, or with a face missing the faces picked: the core refuses them in one line."""

    def __init__(self, session: PlaySession, asked: DiceAsked, apply: Apply, label: str,
                 parent: QWidget | None = None):
        super().__init__(self.tr("The die") if asked.count == 1 else
                         self.tr("The %1 dice").replace("%1", str(asked.count)), parent)
        self.setObjectName(f"dice-{asked.kind}")
        self.session = session
        self.asked = asked
        self.dice: list[int | None] = [None] * asked.count
        self.next_die = 0  # the die a typed digit gives its face to
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolTip(self.tr("Click its face, or type it (1 to 6), then Enter.") if asked.count == 1 else
                        self.tr("Click a face on each row, or type the %1 faces (1 to 6), then Enter.")
                        .replace("%1", str(asked.count)))
        grid = QGridLayout()
        self.groups: list[QButtonGroup] = []
        font = self.font()
        font.setPixelSize(32)
        for die in range(asked.count):
            if asked.count > 1:
                grid.addWidget(QLabel(self.tr("Die %1").replace("%1", str(die + 1)), self), die, 0)
            group = QButtonGroup(self)
            for face in FACES:
                button = QPushButton(DIE_FACES[face - 1], self)
                button.setObjectName(f"die-{die + 1}-face-{face}")
                button.setAccessibleName(self.tr("Die %1: %2").replace("%1", str(die + 1)).replace("%2", str(face)))
                button.setCheckable(True)
                button.setFont(font)
                button.setStyleSheet(FACE_STYLE)
                button.setFixedSize(FACE_BUTTON_PX, FACE_BUTTON_PX)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys go to the picker
                group.addButton(button, face)
                grid.addWidget(button, die, face)
            group.idClicked.connect(lambda face, d=die: self.set_face(d, face))
            self.groups.append(group)
        grid.setColumnStretch(7, 1)
        self.reading = wrapped_label(parent=self)
        self.reading.setObjectName("dice-reading")
        self.button = QPushButton(label, self)
        self.button.setObjectName("dice-send")
        self.button.clicked.connect(lambda: apply(self.chosen()))
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.reading)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)
        self._show()

    def set_face(self, die: int, face: int) -> None:
        self.dice[die] = face
        self.groups[die].button(face).setChecked(True)
        self.next_die = (die + 1) % self.asked.count
        self._show()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            self.setFocus()  # the dice were just rolled, or the cup lifted: the referee types the faces at once

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text()
        if len(text) == 1 and "1" <= text <= "6":
            self.set_face(self.next_die, int(text))
        elif event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.button.click()
        else:
            super().keyPressEvent(event)

    def choose(self, event: Event) -> None:
        """Pick the faces of the outcome ``event``, die by die (tests, as ``EventChooser.choose``)."""
        for die, face in enumerate(self.asked.faces_of(event)):
            self.set_face(die, face)

    def chosen(self) -> Event:
        """The event the faces picked make: the outcome listed for them, else (a face missing) the faces picked."""
        return self.asked.event(self.dice)

    def _show(self) -> None:
        # The game's own answer to the faces picked: its refusal while a face is missing, else the line it logs.
        event = self.chosen()
        try:
            self.session.game.apply(self.session.state, event)
        except GameError as exc:
            self.reading.setText(str(exc))
            self.reading.setStyleSheet("color: #555;")
            return
        self.reading.setText(referee_line(self.session.game, self.session.state, event))
        self.reading.setStyleSheet("font-weight: bold;")
