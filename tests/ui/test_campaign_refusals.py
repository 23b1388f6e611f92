"""Issue 38: what the campaign turn wizard refuses is a whole sentence in the referee's words, in French and in
English: the gang by its name with its article (never its slot letter), no English key, no second colon glued
after the place, and a line standing alone opens with a capital."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import i18n
from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign
from ui.games.peur_sur_la_ville.campaign.document import CampaignDocument
from ui.games.peur_sur_la_ville.campaign.panel import CampaignPanel
from ui.games.peur_sur_la_ville.campaign.wizard_spending import Purchase

SAID = {
    "fr": {
        "doctor": "Les Skins ne peuvent pas faire cet achat\u00a0: Skin 3 des Skins n'a pas besoin d'un médecin "
                  "soudoyé, car seuls les KO à 3 blessures ou plus sans hôpital gardent une blessure",
        "resource": "Les Skins ne peuvent pas faire cet achat\u00a0: une seule ressource par tour («\u00a0Investir "
                    "dans une seule « RESSOURCE » au prix de 5 Bitcoins.\u00a0»)",
        "list": "L'investissement 2 des Skins\u00a0: coûte 18 bitcoins, plus que les 5 de la trésorerie, qui ne "
                "descend jamais sous zéro",
    },
    "en": {
        "doctor": "The Skins cannot buy this: Skin 3 of the Skins needs no bribed doctor, since only the KO with 3 "
                  "wounds or more and no hospital keep a wound",
        "resource": "The Skins cannot buy this: only one resource a turn (« Investir dans une seule « RESSOURCE » au "
                    "prix de 5 Bitcoins. »)",
        "list": "Investment 2 of the Skins: costs 18 bitcoins, more than the treasury's 5, which never goes below "
                "zero",
    },
}


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_shopping_list_refuses_in_whole_sentences(qtbot, empty_book: Path, language: str) -> None:
    document = CampaignDocument.open(str(empty_book))
    create_campaign(document.book, "Saison", {"F": ("Ana", None), "A": ("Bruno", None)})
    panel = CampaignPanel(document)
    qtbot.addWidget(panel)
    i18n.set_language(language)
    try:
        wizard = panel.open_wizard()
        qtbot.addWidget(wizard)
        spending = wizard.investments_page
        # A doctor bribed for a figure that keeps no wound: refused in one sentence, the list kept as it was.
        assert not spending.add_investment("F", {"kind": "hospital_bribe", "figure": "F3"})
        assert spending.problem.text() == SAID[language]["doctor"] and not spending.purchases
        assert spending.add_investment("F", {"kind": "resource", "resource": "labo"}), spending.problem.text()
        assert not spending.add_investment("F", {"kind": "resource", "resource": "videur"})
        assert spending.problem.text() == SAID[language]["resource"]
        # A list the rules refuse as a whole (a purchase from an older list): the line names the purchase and its
        # gang by name, as a sentence of its own.
        spending.purchases.append(Purchase("F", {"kind": "recruit", "count": 9}, 0))
        spending.initializePage()
        assert spending.problem.text() == SAID[language]["list"]
    finally:
        i18n.set_language(None)
    document.close_book()
