"""The turn bar across the top of a game: the turn and its phase, the initiative order with who plays next, the
activation in progress with the actions left, the bavures and the National Guard warning, and the buttons that
move the turn on (deploy, start the turn, roll initiative, end the activation, end the turn).
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from tabletop.games.peur_sur_la_ville.play import GameSession, next_gangs
from tabletop.games.peur_sur_la_ville.play.thing_names import thing_name
from tabletop.sentences import either, noun_args, say
from ui.map.style import gang_colour
from ui.translated import tr

WARNING_STYLE = "background:#c0392b; color:white; font-weight:bold; padding:4px 8px; border-radius:4px;"
CAUTION_STYLE = "background:#f5b041; color:#1b1b1b; font-weight:bold; padding:4px 8px; border-radius:4px;"
CALM_STYLE = "background:#eaecee; color:#1b1b1b; padding:4px 8px; border-radius:4px;"


def sentence_start(text: str) -> str:
    """``text`` as the start of a line: its first letter a capital (a message starts « la Police … » to be used
    anywhere)."""
    return text[:1].upper() + text[1:]


def phase_name(phase: str) -> str:
    names = {"deploy": tr("Deployment"), "turn_start": tr("Start of turn"), "initiative": tr("Initiative"),
             "activations": tr("Activations"), "activation": tr("Activation"), "end_of_turn": tr("End of turn"),
             "over": tr("Game over")}
    return names.get(phase, phase)


class TurnBar(QFrame):
    """Shows the turn; ``requested`` names the step the referee asks for: deploy_as_placed, deploy_proposed,
    start_turn, roll_initiative, end_activation, end_turn, end_game, checkpoint (the Garde Nationale's), or
    record_in_book once the game is over."""

    requested = Signal(str)

    def __init__(self, session: GameSession, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.turn_label = QLabel(self)
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.turn_label.setFont(font)
        self.initiative_label = QLabel(self)
        self.initiative_label.setTextFormat(Qt.TextFormat.RichText)
        self.activation_label = QLabel(self)
        self.activation_label.setTextFormat(Qt.TextFormat.RichText)
        self.activation_label.setWordWrap(True)
        self.bavures_label = QLabel(self)
        self.buttons: dict[str, QPushButton] = {}
        layout = QHBoxLayout(self)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.initiative_label)
        layout.addWidget(self.activation_label, 1)
        layout.addWidget(self.bavures_label)
        for kind, text in (("deploy_as_placed", tr("Deploy as placed")),
                           ("deploy_proposed", tr("Deploy at HQ / entries")),
                           ("start_turn", tr("Start the turn")), ("roll_initiative", tr("⚄ Roll initiative")),
                           ("end_activation", tr("End activation")), ("end_turn", tr("End turn")),
                           ("end_game", tr("End game")), ("record_in_book", tr("Record in the book")),
                           ("checkpoint", tr("Garde Nationale check-point"))):
            button = QPushButton(text, self)
            button.setMinimumHeight(32)
            button.clicked.connect(lambda _checked=False, k=kind: self.requested.emit(k))
            layout.addWidget(button)
            self.buttons[kind] = button
        self.refresh()

    def refresh(self) -> None:
        state, setup = self.session.state, self.session.setup
        turn = tr("Turn {n}").format(n=state.turn) if state.turn else tr("Before the game")
        self.turn_label.setText(f"{turn} · {phase_name(state.phase)}")
        playing = set(next_gangs(setup, state))
        chips = []
        for letter in state.initiative or tuple(state.gangs):
            colour = gang_colour(letter).name()
            name = setup.gang_name(letter)
            style = f"color:{colour}; font-weight:bold;" + (" text-decoration:underline;" if letter in playing
                                                             else "")
            chips.append(f"<span style='{style}'>{name}</span>")
        order = tr("Initiative: ") if state.initiative else tr("Gangs: ")
        self.initiative_label.setText(order + " › ".join(chips))
        self.activation_label.setText(self._activation_text())
        self._show_bavures()
        legal = {a.kind for a in self.session.legal_actions()}
        shown = {"deploy_as_placed": "start_game" in legal, "deploy_proposed": "start_game" in legal,
                 "start_turn": "start_turn" in legal, "roll_initiative": "roll_initiative" in legal,
                 "end_activation": "end_activation" in legal, "end_turn": "end_turn" in legal,
                 "end_game": "end_game" in legal, "record_in_book": state.phase == "over",
                 "checkpoint": "checkpoint" in legal}
        for kind, button in self.buttons.items():
            button.setVisible(shown[kind])
        self.buttons["end_turn"].setDefault(state.phase == "end_of_turn")

    def _activation_text(self) -> str:
        state, setup = self.session.state, self.session.setup
        act = state.activation
        if act is None:
            playing = next_gangs(setup, state)
            if state.phase == "activations" and playing:
                # « Activation des Skins : … », « Activation de la Police ou des Skins : … »: each gang's own « de ».
                gangs_of = either([noun_args("gang", setup.gang_noun(g))["gang_of"] for g in playing])
                return "<b>" + html.escape(sentence_start(say("peur-to-activate", gangs_of=gangs_of))) + "</b>"
            return ""
        colour = gang_colour(act.gang).name()
        members = ", ".join(f"{state.figures[fid].name} ({state.figures[fid].actions_left})" for fid in act.figures)
        # « Les Skins agissent : … », « La Police agit : …, avec la voiture de police »: the verb agrees with the
        # gang, the vehicle is named as the journal names it.
        gang = noun_args("gang", setup.gang_noun(act.gang))
        if act.vehicle:
            acting = say("peur-acting-vehicle", who=members, vehicle=thing_name(setup, state, act.vehicle), **gang)
        else:
            acting = say("peur-acting", who=members, **gang)
        return f"<span style='color:{colour}; font-weight:bold'>{html.escape(sentence_start(acting))}</span>"

    def _show_bavures(self) -> None:
        """The bavures the gangs have committed against the rule's limit, « plus de BAVURES qu'il y a de bandes »
        calling the National Guard, in one sentence; each gang's own count is on its roster line."""
        state = self.session.state
        if state.national_guard:
            text = tr("%n bavures committed, more than one per gang: THE NATIONAL GUARD INTERVENES", "",
                      state.bavures)
            self.bavures_label.setText("⚠ " + text)
            self.bavures_label.setStyleSheet(WARNING_STYLE)
            return
        text = tr("%n bavures committed; the National Guard intervenes beyond {limit}, one per gang", "",
                  state.bavures).format(limit=len(state.gangs))
        self.bavures_label.setText("⚠ " + text if state.bavures else text)
        self.bavures_label.setStyleSheet(CAUTION_STYLE if state.bavures else CALM_STYLE)
