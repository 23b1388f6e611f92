"""Camorra's combat calculator, the tracker's side panel: both sides as laid on the table (Caporegime, the
Polyvalent's role, weapons, complete municipalities, Soutien cards, die) and the corruption chain in the order
laid; the totals part by part and the outcome, worked out by ``tabletop.games.camorra.combat.resolve``. During an
Attaque in the play it can load the combat in progress."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QFormLayout, QGridLayout, QGroupBox, QLabel, QLineEdit, QPushButton, QSpinBox,
                               QVBoxLayout, QWidget)

from tabletop.games.camorra import fight
from tabletop.games.camorra.combat import ROLES, Side, resolve
from tabletop.games.camorra.rules import CamorraRules
from tabletop.games.session import PlaySession
from ui.forms import ComboBox, wrapped_label

PARTS = ("capo", "corruption", "weapons", "terrain", "support", "die")


class SideForm(QGroupBox):
    """One side of the combat; ``changed`` fires on any edit."""

    changed = Signal()

    def __init__(self, rules: CamorraRules, title: str, parent: QWidget | None = None):
        super().__init__(title, parent)
        self.rules = rules
        form = QFormLayout(self)
        self.capo = ComboBox(self)
        self.capo.addItem(self.tr("none"), None)
        for kind in rules.capos.values():
            self.capo.addItem(kind.name, kind.id)
        form.addRow(self.tr("Caporegime"), self.capo)
        self.role = ComboBox(self)
        for text, value in ((self.tr("its side's role"), None), (self.tr("attack"), "attack"),
                            (self.tr("defence"), "defense")):
            self.role.addItem(text, value)
        form.addRow(self.tr("Polyvalent's +3"), self.role)
        self.weapons = QLineEdit(self)
        self.weapons.setPlaceholderText(self.tr("values, e.g. 3 2"))
        form.addRow(self.tr("Weapons"), self.weapons)
        grid = QGridLayout()
        grid.setSpacing(2)
        self.municipalities: dict[str, QCheckBox] = {}
        for index, municipality in enumerate(rules.municipalities):
            box = QCheckBox(municipality.id, self)
            box.setToolTip(municipality.power)
            self.municipalities[municipality.id] = box
            grid.addWidget(box, index // 5, index % 5)
        form.addRow(self.tr("Municipalities"), grid)
        self.support = QSpinBox(self)
        self.support.setRange(0, 20)
        form.addRow(self.tr("Soutien cards"), self.support)
        self.die = QSpinBox(self)
        self.die.setRange(0, 6)
        form.addRow(self.tr("Die"), self.die)
        for signal in (self.capo.currentIndexChanged, self.role.currentIndexChanged, self.weapons.textChanged,
                       self.support.valueChanged, self.die.valueChanged,
                       *(b.toggled for b in self.municipalities.values())):
            signal.connect(lambda *_args: self.changed.emit())

    def side(self) -> Side:
        """The side as entered; ValueError naming the field when the weapons are not whole numbers."""
        try:
            weapons = tuple(int(v) for v in self.weapons.text().replace(",", " ").split())
        except ValueError:
            raise ValueError(self.tr("%1: weapons are whole numbers, e.g. 3 2").replace("%1", self.title())) from None
        if any(v < 0 for v in weapons):
            raise ValueError(self.tr("%1: weapons are whole numbers, e.g. 3 2").replace("%1", self.title()))
        return Side(capo=self.capo.currentData(), polyvalent_as=self.role.currentData(), weapons=weapons,
                    municipalities=tuple(m for m, box in self.municipalities.items() if box.isChecked()),
                    support=self.support.value(), die=self.die.value())

    def load(self, side: Side) -> None:
        self.capo.setCurrentIndex(max(0, self.capo.findData(side.capo)))
        self.role.setCurrentIndex(max(0, self.role.findData(side.polyvalent_as)))
        self.weapons.setText(" ".join(str(v) for v in side.weapons))
        for mid, box in self.municipalities.items():
            box.setChecked(mid in side.municipalities)
        self.support.setValue(side.support)
        self.die.setValue(side.die)


class CombatCalculator(QWidget):
    """The side panel; ``follow(session)`` is called by the tracker after every change. It follows the Attaque in
    progress, and the tracker hides it once the play is over (``stale_when_over``): no combat is left to weigh."""

    stale_when_over = True

    def __init__(self, rules: CamorraRules, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("combat-calculator")
        self.rules = rules
        self.session: PlaySession | None = None
        self.followed: object = None  # the combat last loaded, so a step that leaves it as it was keeps the form
        title = QLabel("<b>" + self.tr("Combat calculator") + "</b>", self)
        self.load_button = QPushButton(self.tr("Load the combat in progress"), self)
        self.load_button.setObjectName("load-combat")
        self.load_button.clicked.connect(self.load_current)
        self.sides = {"attacker": SideForm(rules, self.tr("Attacker"), self),
                      "defender": SideForm(rules, self.tr("Defender"), self)}
        self.corruption = QLineEdit(self)
        self.corruption.setPlaceholderText(self.tr("in the order laid: d2 a3"))
        self.corruption.setToolTip(self.tr("Each Corruption card in the order laid: d for the defender, a for the "
                                           "attacker, then its value; d2 a3 is the defender's 2 covered by the "
                                           "attacker's 3"))
        self.corruption.textChanged.connect(self.recompute)
        # A short box and a note that wraps: the side panel is narrow on a 1366 px laptop.
        self.guarded = QCheckBox(self.tr("The terrain is guarded"), self)
        guarded_note = wrapped_label(self.tr("A Caporegime guards the attacked terrain, even one not sent to the "
                                             "duel."), self)
        self.guarded.setObjectName("calculator-guarded")
        self.guarded.setToolTip(self.tr("« il tue le Caporegime assigné au terrain attaqué »: a guard who stays home "
                                        "dies when the attacker wins, and the terrain is not taken"))
        self.guarded.toggled.connect(self.recompute)
        self.result = QLabel(self)
        self.result.setObjectName("calculator-result")
        self.result.setWordWrap(True)
        for form in self.sides.values():
            form.changed.connect(self.recompute)
        corruption = QFormLayout()
        corruption.addRow(self.tr("Corruption"), self.corruption)
        # The totals first, where the eye lands; then what they are made of, in the book's order of the steps.
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(self.load_button)
        layout.addWidget(self.result)
        layout.addWidget(self.sides["attacker"])
        layout.addWidget(self.sides["defender"])
        layout.addLayout(corruption)
        layout.addWidget(self.guarded)
        layout.addWidget(guarded_note)
        layout.addStretch(1)
        self.recompute()

    def follow(self, session: PlaySession) -> None:
        """Load the Attaque in progress each time it changes (a card laid, a die rolled); between combats the form
        keeps the last one, for the referee to try other cards on."""
        self.session = session
        combat = session.state.combat
        self.load_button.setEnabled(combat is not None)
        if combat is not None and combat != self.followed:
            self.load_current()
        self.followed = combat

    def load_current(self) -> None:
        """Fill the form with the Attaque in progress (the dice not yet rolled count 0): the button gives back what
        the referee changed by hand."""
        state = self.session.state if self.session is not None else None
        if state is None or state.combat is None:
            return
        attacker, defender = fight.sides(self.rules, state)
        self.sides["attacker"].load(attacker)
        self.sides["defender"].load(defender)
        self.corruption.setText(" ".join(f"{role[0]}{points}" for role, points in state.combat.corruption))
        self.guarded.setChecked(bool(state.guards(state.combat.terrain)))
        self.recompute()

    def chain(self) -> list[tuple[str, int]]:
        chain = []
        for token in self.corruption.text().replace(",", " ").split():
            role = {"a": "attacker", "d": "defender"}.get(token[0].lower())
            if role is None or not token[1:].isdigit():
                raise ValueError(self.tr("Corruption: write each card as a or d and its value, e.g. d2 a3"))
            chain.append((role, int(token[1:])))
        return chain

    def recompute(self, *_args: object) -> None:
        try:
            attacker, defender = (self.sides[role].side() for role in ROLES)
            # a Caporegime sent to the duel guards the terrain whatever the box says
            guarded = self.guarded.isChecked() or defender.capo is not None
            result = resolve(self.rules, attacker, defender, self.chain(), guarded=guarded)
        except ValueError as exc:
            self.result.setText(f"<span style='color:#a00000'>{exc}</span>")
            return
        labels = {"capo": self.tr("Caporegime"), "corruption": self.tr("Corruption"), "weapons": self.tr("Weapons"),
                  "terrain": self.tr("Terrain"), "support": self.tr("Soutien"), "die": self.tr("Die")}
        rows = "".join(f"<tr><td>{labels[part]}</td><td align='right'>{result.attacker.parts[part]}</td>"
                       f"<td align='right'>{result.defender.parts[part]}</td></tr>" for part in PARTS)
        outcome = {"defender_capo_killed": self.tr("the attacker wins: the defending Caporegime dies"),
                   "terrain_taken": self.tr("the attacker wins and takes the unguarded terrain"),
                   "attacker_capo_killed": self.tr("the defender wins: the attacking Caporegime dies"),
                   "reroll": self.tr("a tie: both dice are rolled again")}[result.result]
        outcome = outcome[:1].upper() + outcome[1:]  # a sentence of its own under the table
        attacker_title, defender_title, total = self.tr("Attacker"), self.tr("Defender"), self.tr("Total")
        self.result.setText(
            f"<table cellspacing='6'><tr><th></th><th>{attacker_title}</th><th>{defender_title}</th></tr>"
            f"{rows}<tr><td><b>{total}</b></td><td align='right'><b>{result.attacker.total}</b></td>"
            f"<td align='right'><b>{result.defender.total}</b></td></tr></table><p><b>{outcome}</b></p>")
