"""The last page of the campaign-turn wizard: the turn in sentences before Finish closes it — each gang's money
and reputation before and after, its purchases and its losses."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea

from tabletop.games.peur_sur_la_ville.rules import PeurError
from tabletop.games.peur_sur_la_ville.campaign.accounts import Accounts
from tabletop.games.peur_sur_la_ville.play.map_names import gang_label
from tabletop.games.peur_sur_la_ville.play.setup import figure_args
from tabletop.sentences import say
from ui.forms import wrapped_label
from ui.games.peur_sur_la_ville.campaign.wizard_parts import Turn, TurnPage, figure_names
from ui.games.peur_sur_la_ville.campaign.wizard_results import ResultsPage
from ui.games.peur_sur_la_ville.campaign.wizard_spending import InvestmentsPage


class SummaryPage(TurnPage):
    """Step 6: what Finish writes, gang by gang, in sentences."""

    def __init__(self, wizard: Turn, results: ResultsPage, spending: InvestmentsPage):
        super().__init__(wizard)
        self.results, self.spending = results, spending
        self.setTitle(self.tr("6. The turn before it is closed"))
        self.setSubTitle(self.tr("Read it aloud to the players; Finish writes it to the book."))
        self.text = wrapped_label()
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
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
        self.text.setText("".join(f"<h3>{escape(gang_label(g))}</h3><p>{'<br>'.join(map(escape, lines))}</p>"
                                  for g, lines in self.sentences(planned).items()))

    def sentences(self, planned: Accounts) -> dict[str, list[str]]:
        """Each gang's turn in sentences, from the planned ledger and the choices of steps 3 and 5."""
        wizard = self.turn_wizard
        documents = self.results.documents()
        spending = self.spending
        out = {}
        for letter, gang in wizard.view.gangs.items():
            money, reputation = int(planned.value(letter, "bitcoins")), int(planned.value(letter, "reputation"))
            lines = [self.tr("Bitcoins before the turn: {before}; after it: %n.", "", money).format(
                         before=gang.bitcoins),
                     self.tr("Reputation before the turn: {before}; after it: %n.", "", reputation).format(
                         before=gang.reputation)]
            bought = [self.tr("{what} (bitcoins: %n)", "", p.price).format(what=spending.purchase_words(p))
                      for p in spending.purchases if p.letter == letter]
            lines.append(self.tr("Purchases: {items}.").format(items=", ".join(bought)) if bought
                         else self.tr("No purchase."))
            names = figure_names(gang)
            result = documents.get(letter, {})
            # Fluent messages: « la Lieutenant des Amazones est morte » agrees with the figure (issue 38)
            losses = [say("peur-figure-dead", **figure_args("figure", names.get(f, f))) for f in result.get("dead", [])]
            losses += [say("peur-campaign-loss-wounded", **figure_args("figure", names.get(f, f)), wounds=n)
                       for f, n in result.get("wounded", {}).items()]
            if result.get("lost_hq"):
                losses.append(self.tr("its HQ is lost"))
            # One loss a line: a list of names reads better than one long sentence.
            lines += [self.tr("Losses:"), *(f"• {loss}." for loss in losses)] if losses else [self.tr("No loss.")]
            out[letter] = lines
        return out
