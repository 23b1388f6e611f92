"""Step 5 of the campaign-turn wizard, « Ils peuvent alors investir », as a shopping list: each purchase a line
with its price, each gang's money left under the list, a purchase the money left cannot pay refused in a sentence
(the rules' own check, ``plan_turn``, says why)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QSpinBox

from tabletop.formats import counted
from tabletop.games.peur_sur_la_ville.campaign.refusals import GangRefusal
from tabletop.games.peur_sur_la_ville.campaign.results import INVESTMENT_KEYS
from tabletop.games.peur_sur_la_ville.campaign.words import investment_label
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_rules
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.sentences import Noun, noun_args, say
from tabletop.games.peur_sur_la_ville.play.map_names import gang_label
from ui.forms import ComboBox, wrapped_label
from ui.games.peur_sur_la_ville.campaign.wizard_parts import Turn, TurnPage, figure_names


def _reason(refused: PeurError) -> str:
    """The core's line names the field with its gang (« l'investissement 1 des Skins : coûte … »); the refusal
    here names the gang in its own sentence and needs only the reason."""
    return refused.reason if isinstance(refused, GangRefusal) else str(refused)


class Purchase:
    """A line of the shopping list: the gang, the investment as the results file holds it, and its price."""

    def __init__(self, letter: str, investment: dict[str, Any], price: int):
        self.letter, self.investment, self.price = letter, investment, price


class InvestmentsPage(TurnPage):
    """Step 5: « Ils peuvent alors investir »; each purchase checked at once by the rules and the treasury."""

    def __init__(self, wizard: Turn):
        super().__init__(wizard)
        self.setTitle(self.tr("5. Investments"))
        self.setSubTitle(self.tr("Add each purchase to the list; the money left is counted as you go."))
        rules = load_rules()
        self.gang = ComboBox()
        for letter in wizard.view.gangs:
            self.gang.addItem(gang_label(letter), letter)
        self.gang.currentIndexChanged.connect(self._gang_chosen)
        self.kind = ComboBox()
        prices = rules.campaign["investments"]
        for kind in INVESTMENT_KEYS:
            self.kind.addItem(investment_label(kind, prices), kind)
        self.figure = ComboBox()  # the chosen gang's living figures by name
        self.what = ComboBox()
        self.what.addItem(self.tr("(resource or equipment)"), "")
        for name, resource in rules.campaign["resources"].items():
            self.what.addItem(self.thing(name), name)
            self.what.setItemData(self.what.count() - 1, resource.get("text", ""), Qt.ItemDataRole.ToolTipRole)
        for name in list(rules.items) + list(rules.abilities):
            self.what.addItem(self.thing(name), name)
        self.weapon = ComboBox()
        self.weapon.addItem(self.tr("(weapon)"), "")
        for name in list(rules.firearms) + list(rules.melee_weapons):
            self.weapon.addItem(self.thing(name), name)
        self.count = QSpinBox()
        self.count.setRange(1, 20)
        add = QPushButton(self.tr("Add to the list"))
        add.clicked.connect(self.add_from_form)
        remove = QPushButton(self.tr("Remove the selected line"))
        remove.clicked.connect(self.remove_selected)
        form = QHBoxLayout()
        for widget in (self.gang, self.kind, self.figure, self.what, self.weapon):
            # Each list as narrow as the page needs and its popup as wide as its text: the row of lists made
            # the wizard grow wider on this page than on the others, past a laptop's screen.
            widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            widget.setMinimumContentsLength(8)
        for widget in (self.gang, self.kind, self.figure, self.what, self.weapon, self.count, add):
            form.addWidget(widget, 0 if widget in (self.count, add) else 1)
        self.list = QListWidget()
        self.money = QLabel()
        self.money.setWordWrap(True)
        self.summary = wrapped_label()
        self.lay_out(form, self.list, remove, self.money, self.summary)
        self.purchases: list[Purchase] = []
        self._gang_chosen()

    @property
    def investments(self) -> list[tuple[str, dict[str, Any]]]:
        return [(p.letter, p.investment) for p in self.purchases]

    def _gang_chosen(self) -> None:
        self.figure.clear()
        self.figure.addItem(self.tr("(figure)"), "")
        gang = self.turn_wizard.view.gangs.get(self.gang.currentData())
        if gang is not None:
            names = figure_names(gang)
            for figure in gang.alive:
                self.figure.addItem(names[figure.id], figure.id)

    def initializePage(self) -> None:
        self._check()

    def _money_left(self, purchases: list[Purchase]) -> dict[str, int]:
        """Each gang's bitcoins once the turn is closed with ``purchases``; PeurError when the rules refuse one."""
        planned = self.turn_wizard.plan(with_investments=True, investments=[(p.letter, p.investment)
                                                                             for p in purchases])
        return {g: int(planned.value(g, "bitcoins")) for g in self.turn_wizard.view.gangs}

    def add_investment(self, letter: str, investment: dict[str, Any]) -> bool:
        """Add a purchase to the list, or refuse it in a sentence (the money left, a rule) and keep the list."""
        try:
            before = self._money_left(self.purchases)
            after = self._money_left([*self.purchases, Purchase(letter, investment, 0)])
        except PeurError as exc:
            gangs = load_rules().gangs
            noun = gangs[letter].noun if letter in gangs else Noun.plain(letter)
            # « Les Skins ne peuvent pas… », « La Police ne peut pas… »: the verb agrees with the gang.
            self.problem.setText(say("peur-cannot-buy", reason=_reason(exc), **noun_args("gang", noun)))
            return False
        self.problem.clear()
        purchase = Purchase(letter, investment, before[letter] - after[letter])
        self.purchases.append(purchase)
        self.list.addItem(self.line(purchase))
        self._check()
        return True

    def line(self, purchase: Purchase) -> str:
        """« Police : Enrôler des membres ×2 — 4 bitcoins »."""
        investment = purchase.investment
        names = figure_names(self.turn_wizard.view.gangs[purchase.letter])
        details = []
        for key in ("figure", "resource", "item", "weapon"):
            value = investment.get(key)
            if value:
                details.append(names.get(value) or thing_label(value))  # the kind already says « ressource »
        what = self.purchase_words(purchase)
        return self.tr("{gang}: {what} — price in bitcoins: %n", "", purchase.price).format(
            gang=gang_label(purchase.letter), what=", ".join([what, *details]))

    def thing(self, name: str) -> str:
        """A resource, an item, an ability or a weapon as the rulebook names it (« Ressource : Véhicule blindé »,
        « Tronçonneuse »)."""
        if name in load_rules().campaign["resources"]:
            return self.tr("Resource: {name}").format(name=thing_label(name))
        return thing_label(name)

    def purchase_words(self, purchase: Purchase) -> str:
        kind = str(purchase.investment.get("kind"))
        words = investment_label(kind, {})
        count = int(purchase.investment.get("count", 1))
        return counted(words, count) if count > 1 else words

    def add_from_form(self) -> None:
        kind = self.kind.currentData()
        required, optional = INVESTMENT_KEYS[kind]
        values = {"count": self.count.value(), "figure": self.figure.currentData(),
                  "resource": self.what.currentData(), "item": self.what.currentData(),
                  "weapon": self.weapon.currentData()}
        investment: dict[str, Any] = {"kind": kind}
        investment.update({k: values[k] for k in required + optional if values[k]})
        self.add_investment(self.gang.currentData(), investment)

    def remove_selected(self) -> None:
        row = self.list.currentRow()
        if row >= 0:
            self.list.takeItem(row)
            del self.purchases[row]
            self._check()

    def _check(self) -> None:
        try:
            left = self._money_left(self.purchases)
        except PeurError as exc:
            self.problem.setText(str(exc))
            self.money.clear()
        else:
            self.money.setText("<br>".join(
                self.tr("{gang}: bitcoins left: %n", "", left[g]).format(gang=gang_label(g))
                for g in self.turn_wizard.view.gangs))
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return bool(self.money.text())
