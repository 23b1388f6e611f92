"""Narcopolis's small forms: the referee's entries for what hidden cards and trades do (money between players and
the bank, reputation won or lost) and the set-up choices of a new play (variant, a character per seat and where
its four first businesses go in its zone)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QSpinBox, QVBoxLayout, QWidget)

from tabletop.games.narcopolis.rules import KINDS, MODULES, NarcoRules
from tabletop.games.narcopolis.state import NarcoState
from tabletop.i18n import _ as core_text  # the modules' descriptions are rule data, in the core's catalogue
from ui.forms import ComboBox, wrapped_label
from ui.games.narcopolis.map_panel import kind_letter
from ui.games.tracker.game_view import Apply

BANK = "bank"
MAX_SEATS = 5


class MoneyForm(QWidget):
    """« l'argent peut être prêté, négocié, donné »: from, to, amount; the bank is one of the ends."""

    def __init__(self, state: NarcoState, apply: Apply, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("form-give")
        self.apply = apply
        names = [p.name for p in state.seats()]
        self.giver, self.taker = ComboBox(self), ComboBox(self)
        for box, first in ((self.giver, 0), (self.taker, 1)):
            box.addItem(self.tr("the bank"), BANK)
            for name in names:
                box.addItem(name, name)
            box.setCurrentIndex(first + 1 if first < len(names) else 0)
        self.amount = QSpinBox(self)
        self.amount.setRange(1, 999)
        self.amount.setSuffix(" M$")
        button = QPushButton(self.tr("Pay"), self)
        button.clicked.connect(self.submit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.giver, self.taker, self.amount, button):
            layout.addWidget(widget)

    def submit(self) -> None:
        self.apply({"type": "give", "from": self.giver.currentData(), "to": self.taker.currentData(),
                    "amount": self.amount.value()})


class ReputationForm(QWidget):
    """A card's reputation won or lost; the core keeps the floor and the 20-point lock."""

    def __init__(self, state: NarcoState, apply: Apply, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("form-reputation")
        self.apply = apply
        self.who = ComboBox(self)
        for player in state.players:
            self.who.addItem(player.name, player.name)
        self.delta = QSpinBox(self)
        self.delta.setRange(-20, 20)
        self.delta.setValue(1)
        button = QPushButton(self.tr("Change reputation"), self)
        button.clicked.connect(self.submit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.who, self.delta, button):
            layout.addWidget(widget)

    def submit(self) -> None:
        if self.delta.value():
            self.apply({"type": "reputation", "player": self.who.currentData(), "delta": self.delta.value()})


class JobForm(QWidget):
    """« Effectuer des Jobs »: the points printed on the card (no cap of the tracker's own), a Baron job's bonuses
    with module 1, and whether its conditions were met when it was drawn."""

    def __init__(self, state: NarcoState, legal: list[dict[str, Any]], apply: Apply, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("form-job")
        self.apply = apply
        self.points = QSpinBox(self)
        self.points.setObjectName("job-points")
        self.points.setRange(1, 99)
        self.points.setPrefix(self.tr("points: "))
        self.bonus = QSpinBox(self)
        self.bonus.setObjectName("job-bonus")
        self.bonus.setRange(0, 99)
        self.bonus.setPrefix(self.tr("Baron bonuses: "))
        self.bonus.setVisible(any(e.get("baron") for e in legal))
        self.on_draw = QCheckBox(self.tr("met when drawn"), self)
        self.on_draw.setVisible(any(e.get("on_draw") for e in legal))
        self.button = QPushButton(self.tr("Job done"), self)
        self.button.setObjectName("job-done")
        self.button.clicked.connect(self.submit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.points, self.bonus, self.on_draw, self.button):
            layout.addWidget(widget)

    def submit(self) -> None:
        event: dict[str, Any] = {"type": "job", "points": self.points.value()}
        if self.bonus.isVisible() and self.bonus.value():
            event.update(baron=True, bonus=self.bonus.value())
        if self.on_draw.isVisible() and self.on_draw.isChecked():
            event["on_draw"] = True
        self.apply(event)


class InfluenceForm(QWidget):
    """« jouer une carte Influence en payant le coût indiqué sur celle-ci (3M$ - 25M$) »: the card, the cost printed
    on it, and Balance's target."""

    def __init__(self, state: NarcoState, apply: Apply, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("form-influence")
        self.apply = apply
        rules = state.rules
        self.card = ComboBox(self)
        for card in rules.influence.values():
            self.card.addItem(card.name, card.id)
        self.cost = QSpinBox(self)
        self.cost.setObjectName("influence-cost")
        self.cost.setRange(rules.costs["influence_cost_min"], rules.costs["influence_cost_max"])
        self.cost.setSuffix(" M$")
        self.cost.setToolTip(self.tr("The cost printed on the card"))
        self.target = ComboBox(self)
        for player in state.seats():
            self.target.addItem(player.name, player.name)
        self.button = QPushButton(self.tr("Play influence"), self)
        self.button.setObjectName("play-influence")
        self.button.clicked.connect(self.submit)
        self.card.currentIndexChanged.connect(self._card_changed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.card, self.cost, self.target, self.button):
            layout.addWidget(widget)
        self.rules = rules
        self._card_changed()

    def _card_changed(self) -> None:
        card = self.rules.influence[self.card.currentData()]
        self.target.setVisible(card.effect == "prison")
        if card.cost is not None:  # a house rule fixed this kind's price
            self.cost.setValue(card.cost)
        self.cost.setEnabled(card.cost is None)

    def submit(self) -> None:
        card = self.rules.influence[self.card.currentData()]
        event: dict[str, Any] = {"type": "influence", "card": card.id, "cost": self.cost.value()}
        if card.effect == "prison":
            event["target"] = self.target.currentData()
        self.apply(event)


class SetupForm(QGroupBox):
    """The variant, a character per seat (any character left when not chosen) and where its first businesses
    went, the advanced modules (§ 8) with what each adds, the Rôle cards drawn, and in Furi's game her quartiers
    and the blocked ones as placed at the table."""

    def __init__(self, rules: NarcoRules, parent: QWidget | None = None):
        super().__init__(self.tr("Narcopolis set-up"), parent)
        self.setObjectName("narcopolis-setup")
        self.form = form = QFormLayout(self)
        self.rules = rules
        self.variant = ComboBox(self)
        for text, value in ((self.tr("Classic; Furi's game for two players"), None),
                            (self.tr("Classic (scenario 1's ten event cards)"), "classic"),
                            (self.tr("Two players against Furi"), "furi")):
            self.variant.addItem(text, value)
        form.addRow(self.tr("Variant"), self.variant)
        self.characters: list[QComboBox] = []
        self.placements: list[dict[str, QSpinBox]] = []
        self.roles: list[QComboBox] = []
        self.names: list[str] = []
        for seat in range(MAX_SEATS):
            row = QWidget(self)
            layout = QHBoxLayout(row)
            layout.setContentsMargins(0, 0, 0, 0)
            box = ComboBox(row)
            box.addItem(self.tr("any"), None)
            for character in rules.characters.values():
                box.addItem(f"{character.name} — {character.advantage_text}", character.id)
            self.characters.append(box)
            layout.addWidget(box, 1)
            layout.addWidget(QLabel(self.tr("first businesses on quartier"), row))
            spins = {}
            for kind in KINDS:
                spin = QSpinBox(row)
                spin.setRange(1, 7)
                spin.setPrefix(f"{kind_letter(kind)} ")
                spin.setToolTip(self.tr("The quartier of the zone (1 to 7) where this business starts"))
                spins[kind] = spin
                layout.addWidget(spin)
            self.placements.append(spins)
            role = ComboBox(row)
            role.setObjectName(f"role-{seat + 1}")
            role.addItem(self.tr("role drawn from the seed"), None)
            for value, name in rules.data["role_names"].items():  # the cards' own words
                role.addItem(name, value)
            role.setToolTip(self.tr("The Rôle card this player drew (advanced module 7)"))
            self.roles.append(role)
            layout.addWidget(role)
            form.addRow(self.tr("Seat %1 plays").replace("%1", str(seat + 1)), row)
        self.furi_quartiers, self.blocked = QLineEdit(self), QLineEdit(self)
        for edit, name in ((self.furi_quartiers, "furi-quartiers"), (self.blocked, "blocked-quartiers")):
            edit.setObjectName(name)
            edit.setPlaceholderText(self.tr("as the rule data places them, e.g. NB6 NB7 EI6 EI7 …"))
        form.addRow(self.tr("Furi's quartiers (2 a zone, « au choix »)"), self.furi_quartiers)
        form.addRow(self.tr("Blocked quartiers (2 a zone)"), self.blocked)
        modules = QGroupBox(self.tr("Advanced level: « Un ou plusieurs points peuvent être alors, à loisir, "
                                    "introduits dans les règles »"), self)
        modules_layout = QVBoxLayout(modules)
        self.modules: dict[str, QCheckBox] = {}
        names = {"baron_jobs": self.tr("1. Baron jobs"), "development_gap": self.tr("2. Development gap"),
                 "under_announce": self.tr("3. Under-announcing is no bluff"), "side_bet": self.tr("4. Side bet"),
                 "all_events": self.tr("5. All the event cards"), "armement": self.tr("6. Armement cards"),
                 "roles": self.tr("7. Rôle cards")}
        for module in MODULES:
            box = QCheckBox(names[module], modules)
            box.setObjectName(f"module-{module}")
            box.toggled.connect(self._show_roles)
            self.modules[module] = box
            modules_layout.addWidget(box)
            text = wrapped_label(core_text(rules.module_text(module)), modules)
            text.setStyleSheet("color: #555; margin-left: 20px;")
            modules_layout.addWidget(text)
        form.addRow(modules)
        self._show_roles()

    def set_players(self, names: list[str]) -> None:
        """The seats in play (the new-play page follows its names): only their rows show, the roles are theirs."""
        self.names = list(names)
        for seat in range(MAX_SEATS):
            self.form.setRowVisible(1 + seat, seat < len(names))  # row 0 is the variant
        for edit in (self.furi_quartiers, self.blocked):  # Furi's map is the two-player game's
            self.form.setRowVisible(edit, len(names) == 2)

    def _show_roles(self) -> None:
        for role in self.roles:
            role.setVisible(self.modules["roles"].isChecked())

    def options(self) -> dict[str, Any]:
        options: dict[str, Any] = {}
        chosen = [m for m, box in self.modules.items() if box.isChecked()]
        if chosen:
            options["modules"] = chosen
        names = self.names
        roles = [box.currentData() for box in self.roles[:len(names)]]
        if "roles" in chosen and any(roles):
            if not all(roles):
                raise ValueError(self.tr("Rôle cards: enter every player's role, or let the seed draw them all."))
            options["roles"] = dict(zip(names, roles))
        for key, edit in (("furi_quartiers", self.furi_quartiers), ("blocked", self.blocked)):
            if len(names) == 2 and edit.text().strip():
                options[key] = edit.text().replace(",", " ").upper().split()
        if self.variant.currentData():
            options["variant"] = self.variant.currentData()
        chosen = _trimmed([box.currentData() for box in self.characters])
        if chosen:
            options["characters"] = chosen
        placed = _trimmed([{k: s.value() for k, s in spins.items()} if any(s.value() != 1 for s in spins.values())
                           else None for spins in self.placements])
        if placed:
            options["placements"] = placed
        return options


def _trimmed(values: list[Any]) -> list[Any]:
    """Seat-order choices without the trailing seats left to the default."""
    while values and values[-1] is None:
        values.pop()
    return values
