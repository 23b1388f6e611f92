"""Entering the dice rolled on the real table: the next die the rules ask for, one button per face, the faces
entered so far.

The core's resolvers take a ``Dice``; with ``Dice.from_faces`` they read the referee's faces in the order the
rules ask for them and raise ``DiceEntryError`` when they run out. ``attempt`` runs a resolver on the faces
entered so far and says whether the event is complete, which die comes next (found by offering one face of each
kind and reading which die the core logged), or what does not fit.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from tabletop.games.peur_sur_la_ville.rules import Dice, DiceEntryError, PeurError, PeurRules
from tabletop.games.peur_sur_la_ville.rules.dice import Purpose, die_name, face_word
from tabletop.games.peur_sur_la_ville.play import Event, GameError
from ui.forms import wrapped_label
from ui.map.overlay_tools import DIE_FACE_COLOURS
from ui.translated import tr

Resolver = Callable[[Dice], Event]
# One face each die kind has and no other kind does: offered to find which die the rules ask for next.
PROBE_FACES = ("red", "+", "1")
# Keys that enter a face, as the rule data's aliases accept them typed.
FACE_KEYS = {"r": "red", "b": "blue", "y": "yellow", "j": "yellow", "+": "+", "-": "-", "0": "blank",
             " ": "blank"}
FATE_SHOWN = {"+": "+", "-": "−", "blank": "␣"}


@dataclass(frozen=True)
class DieAsked:
    """The die the rules ask for next: its place in the sequence (from 1), kind and what it is thrown for."""

    position: int
    die: str
    purpose: Purpose

    def prompt(self, rules: PeurRules) -> str:
        """What the entry says it waits for: the die's place, its name in the rule data, what it is thrown for (one
        sentence of the core, said in the language in use: « le jet de la grenade frag »)."""
        return tr("<b>Die {n}</b> — {die}: <i>{purpose}</i>").format(
            n=self.position, die=html.escape(die_name(rules, self.die), quote=False), purpose=html.escape(str(self.purpose), quote=False))


@dataclass(frozen=True)
class Attempt:
    """The outcome of resolving with the faces entered so far: an event, the next die, or a problem."""

    event: Event | None = None
    asked: DieAsked | None = None
    problem: str = ""


def attempt(resolver: Resolver, faces: list[str], rules: PeurRules) -> Attempt:
    """Resolve with exactly ``faces``; never raises for the referee's input."""
    dice = Dice.from_faces(faces, rules)
    try:
        event = resolver(dice)
    except DiceEntryError as exc:
        if len(dice.log) < len(faces):  # a face entered does not fit the die asked at its place
            return Attempt(problem=str(exc))
        asked = _next_die(resolver, faces, rules)
        return Attempt(asked=asked) if asked is not None else Attempt(problem=str(exc))
    except (GameError, PeurError) as exc:
        return Attempt(problem=str(exc))
    if dice.remaining():
        return Attempt(problem=tr("%n faces more than the rules ask for", "", len(dice.remaining())))
    return Attempt(event=event)


def _next_die(resolver: Resolver, faces: list[str], rules: PeurRules) -> DieAsked | None:
    for probe in PROBE_FACES:
        dice = Dice.from_faces([*faces, probe], rules)
        try:
            resolver(dice)
        except (DiceEntryError, GameError, PeurError):
            pass
        if len(dice.log) > len(faces):
            roll = dice.log[len(faces)]
            return DieAsked(len(faces) + 1, roll.die, roll.purpose)
    return None


def die_faces(rules: PeurRules, die: str) -> tuple[str, ...]:
    """The distinct faces of a die, in the rule data's order (a lot among n: 1 to n)."""
    if die in rules.dice:
        return tuple(dict.fromkeys(rules.dice[die].faces))
    return tuple(str(k) for k in range(1, int(die[1:]) + 1))


def face_text(face: str) -> str:
    """A face on its button and chip: the colour die's in words of the language in use, the morale die's signs."""
    return FATE_SHOWN.get(face) or face_word(face)


def face_style(face: str) -> str:
    """A face's button and chip colours: the colour die in the map's die colours, the others plain."""
    colour = DIE_FACE_COLOURS.get(face)
    if colour is None:
        return "background:#fdfefe; color:#1b1b1b; border:1px solid #7f8c8d;"
    text = "#1b1b1b" if face == "yellow" else "white"
    return f"background:{colour.name()}; color:{text}; border:1px solid {QColor(colour).darker(140).name()};"


def faces_html(faces: list[str]) -> str:
    """The faces entered as coloured chips."""
    chips = [f"<span style='{face_style(f)} font-weight:bold;'>&nbsp;{face_text(f)}&nbsp;</span>" for f in faces]
    return " ".join(chips) if chips else tr("<i>no die entered yet</i>")


class DiceEntry(QWidget):
    """Face buttons for the die asked, the faces entered, and a key per face (r b y, + - 0, digits).
    ``faces_changed`` carries the whole list after every click."""

    faces_changed = Signal(list)

    def __init__(self, rules: PeurRules, parent: QWidget | None = None):
        super().__init__(parent)
        self.rules = rules
        self.faces: list[str] = []
        self.asked: DieAsked | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.prompt = wrapped_label(parent=self)
        self.buttons_row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        self.entered = QLabel(self)
        self.entered.setTextFormat(Qt.TextFormat.RichText)
        self.entered.setWordWrap(True)
        self.back_button = QPushButton(tr("⌫ Last face"), self)
        self.back_button.clicked.connect(self.remove_last)
        self.clear_button = QPushButton(tr("Clear"), self)
        self.clear_button.clicked.connect(self.clear)
        edit_row = QHBoxLayout()
        edit_row.addWidget(self.entered, 1)
        edit_row.addWidget(self.back_button)
        edit_row.addWidget(self.clear_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.prompt)
        layout.addLayout(self.buttons_row)
        layout.addLayout(edit_row)
        self.show_asked(None, "")

    def show_asked(self, asked: DieAsked | None, problem: str) -> None:
        """Offer the faces of the die asked (or none: complete or stuck) and say why."""
        self.asked = asked
        if asked is not None:
            self.prompt.setText(asked.prompt(self.rules))
        elif problem:
            self.prompt.setText(f"<span style='color:#c0392b'>{problem}</span>")
        else:
            self.prompt.setText(tr("All the dice are in."))
        self._set_buttons(die_faces(self.rules, asked.die) if asked is not None else ())
        self.entered.setText(faces_html(self.faces))
        self.back_button.setEnabled(bool(self.faces))
        self.clear_button.setEnabled(bool(self.faces))

    def _set_buttons(self, faces: tuple[str, ...]) -> None:
        if tuple(self.buttons) == faces:
            return
        for button in self.buttons.values():
            self.buttons_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = {}
        for face in faces:
            button = QPushButton(face_text(face), self)
            button.setStyleSheet(f"QPushButton {{ {face_style(face)} font-weight:bold; padding:6px 10px; "
                                 f"border-radius:4px; }}")
            button.setMinimumHeight(34)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _checked=False, f=face: self.enter(f))
            self.buttons_row.addWidget(button)
            self.buttons[face] = button

    def enter(self, face: str) -> None:
        self.faces.append(face)
        self.faces_changed.emit(list(self.faces))

    def remove_last(self) -> None:
        if self.faces:
            self.faces.pop()
            self.faces_changed.emit(list(self.faces))

    def clear(self) -> None:
        self.faces = []
        self.faces_changed.emit([])

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().lower()
        face = FACE_KEYS.get(text, text)
        if face in self.buttons:
            self.enter(face)
        elif event.key() == Qt.Key.Key_Backspace:
            self.remove_last()
        else:
            super().keyPressEvent(event)
