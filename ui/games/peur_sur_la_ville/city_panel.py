"""The end of the turn: what the city does (« LES PASSANTS »: passers-by flee, protesters march, journalists close
in, cars drive), as the core proposes it, drawn on the map and listed; the referee unticks or drags a move and
confirms. Then the protesters' attacks, and what ending the turn will do (clouds, burning vehicles).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QGroupBox, QPushButton, QVBoxLayout, QWidget

from tabletop.games.peur_sur_la_ville.play import CiviliansReact, EndTurn, GameError, propose_civilians, step_clause
from tabletop.games.peur_sur_la_ville.play.garde import garde_due, garde_target
from tabletop.games.peur_sur_la_ville.play.reasons import reason_shown
from tabletop.games.peur_sur_la_ville.play.setup import figure_args
from tabletop.games.peur_sur_la_ville.play.thing_names import thing_name
from tabletop.sentences import say
from ui.forms import wrapped_label
from ui.games.peur_sur_la_ville.document import GameDocument, refusal_html
from ui.games.peur_sur_la_ville.previews import PreviewOverlay


class CityPanel(QGroupBox):
    """Shown at the end of a turn. ``protester_attack`` names a protester the referee wants to resolve a fight
    for (the action panel takes it from there); ``garde_shot`` a soldier whose shot to roll."""

    protester_attack = Signal(str)
    garde_shot = Signal(str, str)  # a soldier of the Garde Nationale and the target the rule gives it

    def __init__(self, document: GameDocument, overlay: PreviewOverlay, parent: QWidget | None = None):
        super().__init__(self.tr("End of turn: the city moves"), parent)
        self.document = document
        self.overlay = overlay
        self.proposal: CiviliansReact | None = None
        self.requested = False  # End turn pressed before every figure activated: the city moves first
        self.destinations: dict[str, tuple[float, float]] = {}
        self.boxes: dict[str, QCheckBox] = {}
        self.rows = QVBoxLayout()
        self.confirm_button = QPushButton(self.tr("✔ Confirm the city's moves"), self)
        self.confirm_button.setMinimumHeight(32)
        self.confirm_button.clicked.connect(self.confirm)
        self.attacks = QVBoxLayout()
        self.ending = wrapped_label(parent=self)
        layout = QVBoxLayout(self)
        hint = wrapped_label(self.tr("<i>Untick a move to keep the piece where it is; drag a green ring to change "
                                     "where it goes.</i>"), self)
        layout.addWidget(hint)
        layout.addLayout(self.rows)
        layout.addWidget(self.confirm_button)
        layout.addLayout(self.attacks)
        layout.addWidget(self.ending)
        self.setVisible(False)

    @property
    def active(self) -> bool:
        """True while proposals are on the map waiting for the referee."""
        return self.proposal is not None

    def refresh(self) -> None:
        """Show the proposals when the turn reaches its end (once per turn), hide otherwise."""
        state = self.document.session.state
        early = self.requested and state.phase == "activations"
        if state.phase != "end_of_turn" and not early:
            self.requested = False
            self._clear()
            self.setVisible(False)
            return
        self.setVisible(True)
        if not state.civilians_moved and self.proposal is None:
            self._propose()
        elif state.civilians_moved:
            self._clear()
        else:
            self._draw()
        self._show_attacks()
        self._show_ending()

    def open_early(self) -> None:
        """End turn pressed while figures could still activate: propose the city's moves now."""
        self.requested = True
        self.refresh()

    def _clear(self) -> None:
        if self.proposal is not None:
            self.overlay.clear()
        self.proposal = None
        self.destinations = {}
        for box in self.boxes.values():
            self.rows.removeWidget(box)
            box.hide()
            box.deleteLater()
        self.boxes = {}
        self.confirm_button.setVisible(False)

    def _propose(self) -> None:
        session = self.document.session
        self.proposal = propose_civilians(session.setup, session.state)
        state = session.state
        # each move in the journal's sentence (peur-city-move): the figure by its title, a car with its article
        for m in self.proposal.moves:
            figure = session.setup.title(state.figures[m.figure])
            self._add_row(m.figure, say("peur-city-move", **figure_args("figure", figure), reason=reason_shown(m.reason)))
            self.destinations[m.figure] = (m.x, m.y)
        for vm in self.proposal.vehicles:
            vehicle = thing_name(session.setup, state, vm.vehicle)
            self._add_row(vm.vehicle, say("peur-city-move", **figure_args("figure", vehicle),
                                          reason=reason_shown(vm.reason)))
        if not self.boxes:
            self._add_row("", self.tr("Nobody in the city moves this turn")).setEnabled(False)
        self.confirm_button.setVisible(True)
        self._draw()

    def _draw(self) -> None:
        """The proposal on the map, with the destinations where the referee dropped them."""
        react = self.proposal
        moved = tuple(replace(m, x=self.destinations[m.figure][0], y=self.destinations[m.figure][1])
                      for m in react.moves)
        self.overlay.clear()
        session = self.document.session
        self.overlay.show_proposals(session.setup, session.state, CiviliansReact(moved, react.vehicles))

    def _add_row(self, key: str, text: str) -> QCheckBox:
        box = QCheckBox(text, self)
        box.setChecked(True)
        self.rows.addWidget(box)
        self.boxes[key] = box
        return box

    def handle_moved(self, key: str, x: float, y: float) -> None:
        """The referee dragged a civilian's (or a car's) destination."""
        if key in self.boxes and self.proposal is not None:
            self.destinations[key] = (x, y)
            self.boxes[key].setChecked(True)

    def moves(self) -> CiviliansReact:
        """The proposal as the referee left it: unticked moves dropped, dragged ones where they were dropped."""
        react = self.proposal
        chosen = [replace(m, x=self.destinations[m.figure][0], y=self.destinations[m.figure][1])
                  for m in react.moves if self.boxes[m.figure].isChecked()]
        cars = [vm for vm in react.vehicles if self.boxes[vm.vehicle].isChecked()]
        return CiviliansReact(tuple(chosen), tuple(cars))

    def confirm(self) -> bool:
        refusal = self.document.try_apply(self.moves())
        if refusal:
            self.ending.setText(refusal_html(refusal))
        return not refusal

    def _show_attacks(self) -> None:
        while self.attacks.count():
            widget = self.attacks.takeAt(0).widget()
            widget.hide()
            widget.deleteLater()
        session = self.document.session
        for soldier in garde_due(session.setup, session.state):
            target = garde_target(session.setup, session.state, soldier)
            text = self.tr("Garde Nationale: %1 fires at %2…").replace(
                "%1", session.setup.title(session.state.figures[soldier])).replace(
                "%2", session.setup.title(session.state.figures[target]))
            button = QPushButton(text, self)
            button.clicked.connect(lambda _checked=False, s=soldier, t=target: self.garde_shot.emit(s, t))
            self.attacks.addWidget(button)
        if not session.state.civilians_moved:
            return
        for action in session.legal_actions():
            if action.kind == "fight" and action.figure:
                who = session.setup.title(session.state.figures[action.figure])
                button = QPushButton(self.tr("%1 attacks…").replace("%1", who), self)
                button.clicked.connect(lambda _checked=False, f=action.figure: self.protester_attack.emit(f))
                self.attacks.addWidget(button)

    def _show_ending(self) -> None:
        """What « End turn » will do, in the core's words."""
        session = self.document.session
        try:
            _, line = step_clause(session.setup, session.state, EndTurn())
        except GameError as exc:
            self.ending.setText(str(exc))
            return
        self.ending.setText(self.tr("<b>Ending the turn</b>: %1").replace("%1", line))
        self.ending.setTextFormat(Qt.TextFormat.RichText)
