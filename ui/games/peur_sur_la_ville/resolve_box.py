"""Rolling for an action and committing it: virtual dice seeded by the game, or the faces rolled on the table; the
outcome as the log will read it; morale destinations the referee may drag on the map; Apply.

Both ways go through the same core resolver, so the same faces give the same event. The outcome line is the
core's own clause for the event (``step_clause`` on the current state: the log line without the turn it is dated
with), shown before anything is applied.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from tabletop.games.peur_sur_la_ville.play import Event, GameError, MoraleCheck, step_clause, with_morale_destination
from ui.forms import wrapped_label
from ui.games.peur_sur_la_ville.action_forms import Pending
from ui.games.peur_sur_la_ville.dice_entry import DiceEntry, attempt
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.preferences import dice_mode


def morale_moves(event: Event) -> list[MoraleCheck]:
    """The morale tests of an event that send a figure (or a passenger's vehicle) somewhere: the ones the referee
    may drag."""
    found: list[MoraleCheck] = []

    def walk(value: object) -> None:
        if isinstance(value, MoraleCheck):
            if value.destination is not None or (value.vehicle is not None and value.path):
                found.append(value)
        elif isinstance(value, tuple):
            for v in value:
                walk(v)
        elif is_dataclass(value):
            for f in fields(value):
                walk(getattr(value, f.name))
    walk(event)
    return found


class ResolveBox(QGroupBox):
    """One pending resolution at a time. ``outcome_ready`` carries the event once the dice are in (the panel draws
    its morale moves); ``finished`` fires after Apply or Cancel."""

    outcome_ready = Signal(object)
    finished = Signal()

    def __init__(self, document: GameDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.pending: Pending | None = None
        self.outcome_event: Event | None = None
        # Settings → Dice, read when the game opens: which way each roll is offered first.
        self.enter_first = dice_mode() == "entered"
        self.roll_button = QPushButton(self.tr("⚄ Roll (virtual dice)"), self)
        self.roll_button.setToolTip(self.tr("Dice drawn from the game's seed: the same log always draws the same"))
        self.enter_button = QPushButton(self.tr("✎ Enter dice"), self)
        self.enter_button.setCheckable(True)
        self.enter_button.setToolTip(self.tr("Type or click the faces rolled on the real dice"))
        self.dice_entry = DiceEntry(document.session.setup.rules, self)
        self.outcome = wrapped_label(parent=self)
        self.outcome.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.apply_button = QPushButton(self.tr("✔ Apply"), self)
        self.apply_button.setDefault(True)
        self.cancel_button = QPushButton(self.tr("Cancel"), self)
        rolls = QHBoxLayout()
        rolls.addWidget(self.roll_button)
        rolls.addWidget(self.enter_button)
        commit = QHBoxLayout()
        commit.addWidget(self.apply_button, 1)
        commit.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addLayout(rolls)
        layout.addWidget(self.dice_entry)
        layout.addWidget(self.outcome)
        layout.addLayout(commit)
        self.roll_button.clicked.connect(self.roll_virtual)
        self.enter_button.toggled.connect(self.enter_physical)
        self.dice_entry.faces_changed.connect(self._faces_changed)
        self.apply_button.clicked.connect(self.apply)
        self.cancel_button.clicked.connect(self.cancel)
        self.reset()

    def reset(self) -> None:
        self.pending, self.outcome_event = None, None
        self.setTitle("")
        self.setVisible(False)

    def start(self, pending: Pending) -> None:
        """Ready a resolution: an action that needs no die at all goes straight to its outcome."""
        self.pending, self.outcome_event = pending, None
        self.setTitle(pending.title)
        self.setVisible(True)
        self.enter_button.blockSignals(True)
        self.enter_button.setChecked(False)
        self.enter_button.blockSignals(False)
        self.dice_entry.faces = []
        self.dice_entry.setVisible(False)
        self.outcome.setText("")
        first = attempt(pending.resolve, [], self.document.session.setup.rules)
        if first.event is not None:
            self._show_outcome(first.event, needs_dice=False)
            return
        if first.problem:
            self._show_problem(first.problem)
            return
        self.roll_button.setEnabled(True)
        self.enter_button.setEnabled(True)
        self.apply_button.setEnabled(False)
        if self.enter_first:
            self.enter_button.setChecked(True)

    def roll_virtual(self) -> None:
        try:
            event = self.pending.resolve(self.document.session.dice())
        except GameError as exc:
            self._show_problem(str(exc))
            return
        self.enter_button.setEnabled(False)
        self._show_outcome(event)

    def enter_physical(self, on: bool) -> None:
        self.dice_entry.setVisible(on)
        self.roll_button.setEnabled(not on)
        if on:
            self.dice_entry.faces = []
            self._faces_changed([])
            self.dice_entry.setFocus()

    def _faces_changed(self, faces: list[str]) -> None:
        tried = attempt(self.pending.resolve, faces, self.document.session.setup.rules)
        self.dice_entry.show_asked(tried.asked, tried.problem)
        if tried.event is not None:
            self._show_outcome(tried.event)
        else:
            self.outcome_event = None
            self.outcome.setText("")
            self.apply_button.setEnabled(False)
            self.outcome_ready.emit(None)

    def _show_outcome(self, event: Event, needs_dice: bool = True) -> None:
        self.outcome_event = event
        self.roll_button.setEnabled(False)
        self.enter_button.setEnabled(needs_dice and self.enter_button.isChecked())
        self._describe()
        self.outcome_ready.emit(event)

    def _describe(self) -> None:
        session = self.document.session
        try:
            _, line = step_clause(session.setup, session.state, self.outcome_event)
        except GameError as exc:
            self.outcome.setText(f"<span style='color:#c0392b'>{exc}</span>")
            self.apply_button.setEnabled(False)
            return
        moves = morale_moves(self.outcome_event)
        hint = self.tr("<br><i>Drag the purple ring on the map to move the figure elsewhere.</i>") if moves else ""
        outcome = self.tr("Outcome")
        self.outcome.setText(f"<b>{outcome}</b>: {line}{hint}")
        self.apply_button.setEnabled(True)

    def _show_problem(self, problem: str) -> None:
        self.outcome.setText(f"<span style='color:#c0392b'>{problem}</span>")
        self.roll_button.setEnabled(False)
        self.enter_button.setEnabled(False)
        self.apply_button.setEnabled(False)

    def set_destination(self, figure_id: str, x: float, y: float) -> None:
        """The referee dragged a morale destination: the event keeps the new point."""
        if self.outcome_event is not None:
            self.outcome_event = with_morale_destination(self.outcome_event, figure_id, (x, y))
            self._describe()

    def apply(self) -> bool:
        """Commit the outcome through the session; a refusal stays on screen, the game unchanged."""
        if self.outcome_event is None:
            return False
        refusal = self.document.try_apply(self.outcome_event)
        if refusal:
            self._show_problem(refusal)
            return False
        self.reset()
        self.finished.emit()
        return True

    def cancel(self) -> None:
        self.reset()
        self.finished.emit()
