"""« +1/+2/+3 point par contrat finalisé »: a gang's campaign sheet lists every contract it kept, turn by turn, and
marks those the turn's results completed (step 3), those it did not, and those of the turn being played."""

from __future__ import annotations

from html import escape
from pathlib import Path

from tabletop.book import open_book
from tabletop.games.peur_sur_la_ville.campaign.contracts import store_contracts
from tabletop.games.peur_sur_la_ville.campaign.results import parse_results
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign
from tabletop.games.peur_sur_la_ville.campaign.turn import close_turn
from ui.games.peur_sur_la_ville.campaign.sheets import gang_sheet_html, text_document, write_pdf

WITNESS = Contract("Le témoin", "Faire taire le témoin.", 2, 1)
RACKET = Contract("Le racket", "Racketter deux commerces.", 1)
BANK = Contract("La banque", "Braquer la banque.", 3, 2)


def _row(*cells: object) -> str:
    return "<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in cells) + "</tr>"


def test_the_gang_sheet_marks_the_contracts_completed(qtbot, tmp_path: Path, empty_book: Path) -> None:
    with open_book(empty_book) as book:
        view = create_campaign(book, "Feuille", {"A": ("Ana", None), "F": ("Bruno", None)})
        view = store_contracts(book, view, {"A": [WITNESS], "F": [RACKET]})
        view = close_turn(book, "Feuille", parse_results({"gangs": {"A": {"contracts": [
            {"title": WITNESS.title, "reputation": 2, "bitcoins": 1}]}}}, view.gangs))
        view = store_contracts(book, view, {"A": [BANK]})
        html = gang_sheet_html(view, "A", book.ledger("Feuille"))
        other = gang_sheet_html(view, "F", book.ledger("Feuille"))
    assert "<th>Completed</th>" in html  # headed as every table of the app heads its columns
    # The gang with its player as every screen writes it (the ledger, the Campaigns page): it read « A — Police (Ana) ».
    assert "<h1>Police (Ana)</h1>" in html and "<h1>Skins (Bruno)</h1>" in other
    assert _row(1, WITNESS.title, WITNESS.asks, 2, 1, "yes") in html
    assert _row(2, BANK.title, BANK.asks, 3, 2, "in play") in html
    assert _row(1, RACKET.title, RACKET.asks, 1, 0, "no") in other and BANK.title not in other
    pdf = tmp_path / "sheet.pdf"
    write_pdf(text_document(html), str(pdf))
    assert pdf.read_bytes().startswith(b"%PDF")
