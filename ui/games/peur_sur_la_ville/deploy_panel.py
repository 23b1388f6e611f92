"""Deployment: where each gang comes on (its HQ or a street entry, « dans son QG ou à 10cm d'une entrée de rue »),
the spots the core proposes drawn on the map for the referee to drag, then the game starts from there; or the
figures stay where the scenario put them."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QVBoxLayout, QWidget

from tabletop.games.peur_sur_la_ville.play import GameError, StartGame, propose_deployment
from ui.forms import ComboBox, wrapped_label
from ui.games.peur_sur_la_ville.document import GameDocument, refusal_html
from ui.games.peur_sur_la_ville.previews import PreviewOverlay
from ui.map.style import gang_colour


class DeployPanel(QGroupBox):
    """Shown before the first turn. ``proposal`` is the StartGame drawn on the map, drags included."""

    def __init__(self, document: GameDocument, overlay: PreviewOverlay, parent: QWidget | None = None):
        super().__init__(self.tr("Deployment"), parent)
        self.document = document
        self.overlay = overlay
        self.proposal: StartGame | None = None
        self.where: dict[str, QComboBox] = {}
        setup = document.session.setup
        form = QFormLayout()
        for letter in document.session.state.gangs:
            choice = ComboBox(self)
            if any(f.get("gang") == letter for f in setup.scenario.of_kind("hq")):
                choice.addItem(self.tr("its HQ"), "hq")
            for entry in setup.scenario.of_kind("entry"):
                choice.addItem(self.tr("street entry %1").replace("%1", entry.name or entry.id), entry.id)
            choice.currentIndexChanged.connect(lambda _i: self.propose())
            name = QLabel(f"<b style='color:{gang_colour(letter).name()}'>{setup.gang_name(letter)}</b>", self)
            form.addRow(name, choice)
            self.where[letter] = choice
        self.message = wrapped_label(parent=self)
        hint = wrapped_label(self.tr("<i>Drag a ring to place a figure elsewhere, then “Deploy at HQ / entries” in "
                                     "the turn bar; or “Deploy as placed” keeps the scenario's positions.</i>"), self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(hint)
        layout.addWidget(self.message)
        self.refresh()

    @property
    def active(self) -> bool:
        return self.proposal is not None

    def refresh(self) -> None:
        deploying = self.document.session.state.phase == "deploy"
        self.setVisible(deploying)
        if deploying and self.proposal is None:
            self.propose()
        elif deploying:
            self._draw()
        elif self.proposal is not None:
            self.proposal = None
            self.overlay.clear()

    def propose(self) -> None:
        """Ask the core where the gangs would stand coming on where chosen, and draw it."""
        session = self.document.session
        where = {letter: box.currentData() for letter, box in self.where.items() if box.currentData()}
        self.overlay.clear()
        try:
            self.proposal = propose_deployment(session.setup, session.state, where)
        except GameError as exc:
            self.proposal = None
            self.message.setText(refusal_html(str(exc)))
            return
        self.message.setText("")
        self._draw()

    def _draw(self) -> None:
        """Each gang's spots in its colour, where the referee left them."""
        state = self.document.session.state
        self.overlay.clear()
        for letter in state.gangs:
            moves = [(fid, (state.figures[fid].x, state.figures[fid].y), spot, state.figures[fid].name)
                     for fid, spot in self.proposal.positions.items() if state.figures[fid].gang == letter]
            self.overlay.show_destinations(moves, gang_colour(letter), labelled=False)

    def handle_moved(self, key: str, x: float, y: float) -> None:
        if self.proposal is not None and key in self.proposal.positions:
            self.proposal = replace(self.proposal, positions={**self.proposal.positions, key: (x, y)})

    def deploy(self) -> bool:
        """Start the game from the proposal as the referee left it; the core says why a spot is refused."""
        if self.proposal is None:
            return False
        refusal = self.document.try_apply(self.proposal)
        if refusal:
            self.message.setText(refusal_html(refusal))
        return not refusal
