"""The last page of the campaign-turn wizard: the turn in sentences before Finish closes it — each gang's money
and reputation before and after, its purchases and its losses."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QScrollArea

from tabletop.games.peur_sur_la_ville.rules import PeurError
from ui.forms import wrapped_label
from ui.games.peur_sur_la_ville.campaign.wizard_parts import TurnPage, figure_names, gang_name

if TYPE_CHECKING:
    from ui.games.peur_sur_la_ville.campaign.wizard import TurnWizard


class SummaryPage(TurnPage):
    """Step 6: what Finish writes, gang by gang, in sentences."""

    def __init__(self, wizard: "TurnWizard"):
        super().__init__(wizard)
        self.setTitle(self.tr("6. The turn before it is closed"))
        self.setSubTitle(self.tr("Read it aloud to the players; Finish writes it to the book."))
        self.text = wrapped_label()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.text)
        self.lay_out(scroll)

    def initializePage(self) -> None:
        try:
            planned = self.turn_wizard.plan(with_investments=True)
        except PeurError as exc:
            self.problem.setText(str(exc))
            self.text.clear()
            return
        self.problem.clear()
        self.text.setText("".join(f"<h3>{escape(gang_name(g))}</h3><p>{'<br>'.join(map(escape, lines))}</p>"
                                  for g, lines in self.sentences(planned).items()))

    def sentences(self, planned) -> dict[str, list[str]]:
        """Each gang's turn in sentences, from the planned ledger and the choices of steps 3 and 5."""
        wizard = self.turn_wizard
        documents = wizard.results_page.documents()
        spending = wizard.investments_page
        out = {}
        for letter, gang in wizard.view.gangs.items():
            money, reputation = int(planned.value(letter, "bitcoins")), int(planned.value(letter, "reputation"))
            lines = [self.tr("Money: %n bitcoin(s) before the turn", "", gang.bitcoins) + self.tr(
                         ", %n after it.", "", money),
                     self.tr("Reputation: %n point(s) before the turn", "", gang.reputation) + self.tr(
                         ", %n after it.", "", reputation)]
            bought = [f"{spending.purchase_words(p)} ({self.tr('%n bitcoin(s)', '', p.price)})"
                      for p in spending.purchases if p.letter == letter]
            lines.append(self.tr("Purchases: {items}.").format(items=", ".join(bought)) if bought
                         else self.tr("No purchase."))
            names = figure_names(gang)
            result = documents.get(letter, {})
            losses = [self.tr("{figure} is dead").format(figure=names.get(f, f)) for f in result.get("dead", [])]
            losses += [self.tr("{figure} is wounded (%n wound(s))", "", n).format(figure=names.get(f, f))
                       for f, n in result.get("wounded", {}).items()]
            if result.get("lost_hq"):
                losses.append(self.tr("its HQ is lost"))
            lines.append(self.tr("Losses: {items}.").format(items="; ".join(losses)) if losses
                         else self.tr("No loss."))
            out[letter] = lines
        return out
