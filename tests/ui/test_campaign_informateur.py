"""« Informateur (prendre 2 cartes « Affaire en cours » pour en choisir 1) »: the wizard's first page lets an
Informateur gang keep one of its two cards, never both, never none; the cards kept go to the book, where a wizard
opened after the app was closed finds them, step 3 reads them and the standings and the gang's sheet show them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.campaign.contracts import Hand, choose
from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract, load_book_rules
from tabletop.games.peur_sur_la_ville.play import EndGame, StartGame
from tabletop.games.peur_sur_la_ville.rules import PeurError
from ui.games.peur_sur_la_ville.campaign.document import CampaignDocument
from ui.games.peur_sur_la_ville.campaign.panel import CampaignPanel

BANK = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "bank-job.geojson"


def test_the_informateur_keeps_one_card_of_two(qtbot, empty_book: Path) -> None:
    """« Informateur = permet de choisir un « contrat » plus favorable »; the Afros: « En campagne le gang dispose
    d'un « informateur » »."""
    document = CampaignDocument.open(str(empty_book))
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
    assert not page.isComplete() and page.problem.text() == "Afros: keep 1 card of the 2 drawn"
    page.tick(rows[0])
    assert page.isComplete() and page.kept("Q") == [hand.cards[0]]
    document.close_book()


def test_the_contracts_kept_outlive_the_wizard_and_the_app(qtbot, empty_book: Path) -> None:
    """« Les bandes reçoivent 1 carte « Affaire en cours » qui leur indique un « contrat » et ce qu'elles vont y
    gagner »; « +1/+2/+3 point par contrat finalisé »."""
    path = str(empty_book)
    document = CampaignDocument.open(path)
    create_campaign(document.book, "Indic", {"Q": ("Ana", None), "F": ("Bruno", None)},
                    tables=[str(BANK)])
    panel = CampaignPanel(document)
    qtbot.addWidget(panel)
    wizard = panel.open_wizard()
    qtbot.addWidget(wizard)
    page = wizard.contracts_page
    row = page.add_contract("F", Contract("", "", 1))
    page.table.item(row, 1).setText("Le casse de la Banque")
    page.set_number(row, 3, 3)  # a typed card: no objective, the referee judges it
    kept = {g: page.kept(g) for g in ("Q", "F")}
    wizard.next()
    assert wizard.currentPage() is wizard.tables_page, page.problem.text()
    wizard.reject()
    document.close_book()

    document = CampaignDocument.open(path)  # the app opened again
    document.choose("Indic")
    panel = CampaignPanel(document)
    qtbot.addWidget(panel)
    assert dict(document.view.turn_contracts) == {g: tuple(c) for g, c in kept.items()}
    column = [panel.standings.horizontalHeaderItem(c).text() for c in range(8)].index("Contracts this turn")
    shown = {panel.standings.item(r, 0).text(): panel.standings.item(r, column).text() for r in range(2)}
    assert "Le casse de la Banque (+3)" in shown["Skins"] and shown["Afros"] != "—"
    panel.sheet_gang.setCurrentIndex(panel.sheet_gang.findData("F"))
    panel._show_sheet()
    assert "Le casse de la Banque" in panel.sheet.toPlainText()
    wizard = panel.open_wizard()
    qtbot.addWidget(wizard)
    page = wizard.contracts_page
    page.initializePage()
    assert not page.hands and {g: page.kept(g) for g in ("Q", "F")} == kept  # not dealt again
    wizard.next()
    tables = wizard.tables_page
    for letter in ("Q", "F"):
        tables.choose(letter, str(BANK))
    tables.reveal()
    game = tables.open_game(str(BANK), ["Q", "F"])
    game.session.apply(StartGame({}, free_placement=True))
    game.session.apply(EndGame(reason="over"))
    wizard.next()
    wizard.results_page.record_live(str(BANK))
    held = wizard.results_page.field("F", "contracts")
    assert any("Le casse de la Banque" in box.text() for box in held.boxes)
    document.close_book()


def test_choosing_takes_exactly_the_cards_kept():
    """« prendre 2 cartes « Affaire en cours » pour en choisir 1 »."""
    deck = load_book_rules().contracts
    hand = Hand(deck[:2], 1)
    assert choose(hand, [1]) == (deck[1],)
    for wrong in ([], [0, 1], [1, 1], [2]):
        with pytest.raises(PeurError):
            choose(hand, wrong)
