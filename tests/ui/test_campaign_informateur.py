"""« Informateur (prendre 2 cartes « Affaire en cours » pour en choisir 1) »: the wizard's first page lets an
Informateur gang keep one of its two cards, never both, never none."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.campaign.contracts import Hand, choose
from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign
from tabletop.games.peur_sur_la_ville.campaign.settings import load_book_rules
from tabletop.games.peur_sur_la_ville.rules import PeurError
from ui.games.peur_sur_la_ville.campaign.document import CampaignDocument
from ui.games.peur_sur_la_ville.campaign.panel import CampaignPanel


def test_the_informateur_keeps_one_card_of_two(qtbot, tmp_path: Path) -> None:
    """« Informateur = permet de choisir un « contrat » plus favorable »; the Afros: « En campagne le gang dispose
    d'un « informateur » »."""
    document = CampaignDocument.open(str(tmp_path / "book.sqlite"))
    create_campaign(document.book, "Indic", {"Q": ("Ana", None), "F": ("Bruno", None)})
    panel = CampaignPanel(document)
    qtbot.addWidget(panel)
    wizard = panel.open_wizard()
    qtbot.addWidget(wizard)
    page = wizard.contracts_page
    page.initializePage()
    hand, rows = page.hands["Q"]
    assert (len(hand.cards), hand.keep) == (2, 1) and len(page.hands["F"][1]) == 1
    assert [page._checked(r) for r in rows] == [True, False] and page.isComplete()
    page.tick(rows[1])  # the second card chosen: the first gives way
    assert [page._checked(r) for r in rows] == [False, True] and page.isComplete()
    assert page.kept("Q") == [hand.cards[1]]
    page.tick(rows[1], False)
    assert not page.isComplete() and page.problem.text() == "Q: keep 1 card of the 2 drawn"
    page.tick(rows[0])
    assert page.isComplete() and page.kept("Q") == [hand.cards[0]]
    document.close_book()


def test_choosing_takes_exactly_the_cards_kept():
    """« prendre 2 cartes « Affaire en cours » pour en choisir 1 »."""
    deck = load_book_rules().contracts
    hand = Hand(deck[:2], 1)
    assert choose(hand, [1]) == (deck[1],)
    for wrong in ([], [0, 1], [1, 1], [2]):
        with pytest.raises(PeurError):
            choose(hand, wrong)
