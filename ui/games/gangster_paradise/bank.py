"""The bank's side panel: each clan's screen (its red and white notes and its executants) behind a click — shown
only while the button is held down, closed again after every change — and the bank's arithmetic by hand
(laundering, salaries and bonus, resale), from the same core functions as the command line."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from tabletop.games.gangster_paradise import money
from tabletop.games.gangster_paradise.rules import GangsterRules, executant_said
from tabletop.games.gangster_paradise.state import GPState
from tabletop.games.session import PlaySession
from tabletop.i18n import elided
from tabletop.sentences import listed, say
from ui.forms import wrapped_label
from ui.phones.link import secrets_hidden

HIDDEN = "• • •"


class Screen(QWidget):
    """One clan's screen: a button that shows what is behind it while checked."""

    def __init__(self, player: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.player = player
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.button = QPushButton(elided(self.tr("%1's screen").replace("%1", player)), self)  # « Écran d'Ana »
        self.button.setObjectName(f"screen-{player}")
        self.button.setCheckable(True)
        self.button.toggled.connect(self._show)
        self.contents = wrapped_label(HIDDEN, self)
        layout.addRow(self.button, self.contents)
        self.secret = ""

    def follow(self, state: GPState, hidden: bool = False) -> None:
        """``hidden``: the phones hold the screens, and the referee has not shown the secrets; the screen stays shut."""
        clan = state.clans[state.seat_of(self.player)]
        held = listed([executant_said(kind) for kind in sorted(clan.executants)]) or "none"
        self.secret = "" if hidden else say("gp-screen", white=clan.white, red=clan.red, executants=held)
        self.button.setChecked(False)
        self.button.setEnabled(not hidden)
        self._show(False)

    def _show(self, shown: bool) -> None:
        self.contents.setText(self.secret if shown else HIDDEN)


class BankPanel(QWidget):
    """The screens, then the calculators."""

    def __init__(self, rules: GangsterRules, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("gangster-bank")
        self.rules = rules
        self.screens: dict[str, Screen] = {}
        layout = QVBoxLayout(self)
        # A group box's title never wraps: the short title heads the box, what it means is a wrapped note.
        self.screens_box = QGroupBox(self.tr("Screens"), self)
        self.screens_layout = QVBoxLayout(self.screens_box)
        self.screens_layout.addWidget(wrapped_label(self.tr("Private: click to look; closed after each change."),
                                                    self.screens_box))
        layout.addWidget(self.screens_box)
        self.arithmetic = self._calculator()
        layout.addWidget(self.arithmetic)
        layout.addStretch(1)

    def follow(self, session: PlaySession) -> None:
        state = session.state
        for player in state.players:
            if player not in self.screens:
                self.screens[player] = Screen(player, self.screens_box)
                self.screens_layout.addWidget(self.screens[player])
            self.screens[player].follow(state, secrets_hidden(self))
        # Once the play is over there is nothing left to launder or pay: the screens stay, the arithmetic goes.
        self.arithmetic.setVisible(not session.is_over())

    def _calculator(self) -> QGroupBox:
        box = QGroupBox(self.tr("The bank's arithmetic"), self)
        form = QFormLayout(box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # long French labels go above their field
        self.spins: dict[str, QSpinBox] = {}
        for name, label, top in (("red", self.tr("Red to launder"), 10000), ("soldat", self.tr("Soldats"), 5),
                                 ("commercant", self.tr("Commerçants"), 3), ("capitaine", self.tr("Capitaines"), 3),
                                 ("kinds", self.tr("Kinds resold"), len(self.rules.resale_scale))):
            self.spins[name] = QSpinBox(box)
            self.spins[name].setRange(0, top)
            self.spins[name].valueChanged.connect(self._work_out)
            form.addRow(label, self.spins[name])
        self.flags: dict[str, QCheckBox] = {}
        for name, label in (("bras_droit", self.tr("Bras droit")), ("boss", self.tr("Boss"))):
            self.flags[name] = QCheckBox(label, box)
            self.flags[name].toggled.connect(self._work_out)
            form.addRow(self.flags[name])
        self.result = QLabel(box)
        self.result.setObjectName("bank-result")
        self.result.setWordWrap(True)
        form.addRow(self.result)
        self._work_out()
        return box

    def _work_out(self) -> None:
        members = {role: self.spins[role].value() for role in ("soldat", "commercant", "capitaine")}
        members.update({role: int(flag.isChecked()) for role, flag in self.flags.items()})
        capacity = money.laundering_capacity(members, self.rules)
        red = self.spins["red"].value()
        try:
            washed = money.launder(red, capacity, self.rules)
            laundering = say("gp-bank-laundering", capacity=capacity, red=washed.red_laundered, white=washed.white,
                             kept=washed.red_kept)
        except money.MoneyError:
            laundering = say("gp-bank-over-capacity", capacity=capacity)
        self.result.setText("<br>".join([
            laundering,
            say("gp-bank-salaries", salaries=money.salaries(members, self.rules), bonus=money.bonus(members, self.rules)),
            say("gp-bank-resale", red=money.resale_value(self.spins["kinds"].value(), self.rules)),
        ]))
